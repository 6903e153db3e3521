from django.apps import AppConfig


class OpsConfig(AppConfig):
    name = "ops"
    verbose_name = "Operations"

    def ready(self):
        # Imported once the app registry is ready (Django's rule for ready()): registers the checks.
        from ops import checks  # noqa: F401, PLC0415
