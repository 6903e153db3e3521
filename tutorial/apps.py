from django.apps import AppConfig


class TutorialConfig(AppConfig):
    name = "tutorial"

    def ready(self):
        # Imported once the app registry is ready (the receiver needs allauth's signals and the
        # models): connects the log-in receiver.
        from tutorial import signals  # noqa: F401, PLC0415
