from django.apps import AppConfig


class PuzzlesConfig(AppConfig):
    name = "puzzles"
    verbose_name = "Problemas"

    def ready(self):
        # The puzzle exercise type (teachers' sets), failed puzzles in the review queue, and the
        # anonymous solver joining the account at log-in.
        from puzzles import exercise, review, signals  # noqa: F401, PLC0415

        review.register()
