"""Carry an anonymous learner's progress into the account at log-in (sign-up logs in too); count
the drills of a game's mistakes (games/drill.py) in the review queue."""

from django.contrib.auth.signals import user_logged_in
from django.dispatch import receiver

from games.drill import drill_answered
from tutorial.progress import Progress, carry_session_into_account


@receiver(user_logged_in, dispatch_uid="tutorial_carry_progress")
def carry_progress_on_login(sender, request, user, **kwargs):
    carry_session_into_account(request, user)


@receiver(drill_answered, dispatch_uid="tutorial_drill_answered")
def record_drill(sender, request, game, ply, kind, key, right, **kwargs):
    """A wrong drill answer joins the review queue; a right one later takes it out."""
    progress = Progress.load(request, for_update=True)
    progress.record_answer(key, kind, right, review=True)
    progress.save()
