from django.apps import AppConfig


class TeachersConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "teachers"
    verbose_name = "Profesores"

    def ready(self):
        # Imported once the app registry is ready (the receivers need allauth's signals and the
        # models): an anonymous student's answers follow her into her account.
        from teachers import signals  # noqa: F401, PLC0415
