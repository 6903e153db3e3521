from django.apps import AppConfig


class TutorialConfig(AppConfig):
    name = "tutorial"

    def ready(self):
        from tutorial import signals  # noqa: F401  (connects the log-in receiver)
