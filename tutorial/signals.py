"""Carry an anonymous learner's progress into the account at log-in (sign-up logs in too)."""

from django.contrib.auth.signals import user_logged_in
from django.dispatch import receiver

from tutorial.progress import carry_session_into_account


@receiver(user_logged_in, dispatch_uid="tutorial_carry_progress")
def carry_progress_on_login(sender, request, user, **kwargs):
    carry_session_into_account(request, user)
