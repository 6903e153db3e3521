"""An anonymous student's answers become her account's when she signs up or logs in from the same
browser (the answer page promises it)."""

from allauth.account.signals import user_signed_up
from django.contrib.auth.signals import user_logged_in
from django.dispatch import receiver

from teachers.flows import claim_session_answers


@receiver(user_logged_in, dispatch_uid="teachers_claim_answers_on_login")
def claim_on_login(sender, request, user, **kwargs):
    claim_session_answers(request, user)


@receiver(user_signed_up, dispatch_uid="teachers_claim_answers_on_signup")
def claim_on_signup(sender, request, user, **kwargs):
    """Sign-up with a verified address pending does not log in: the answers move at once."""
    claim_session_answers(request, user)
