from django.conf import settings
from django.db import models


class LearnerProgress(models.Model):
    """A signed-in learner's progress through the course (anonymous learners keep the same
    document in their session; see tutorial/progress.py for its shape)."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="tutorial_progress"
    )
    data = models.JSONField(default=dict, blank=True)
    updated = models.DateTimeField(auto_now=True)

    def __str__(self):
        return f"progress of {self.user}"
