"""Account forms that close the door to account pre-hijacking.

allauth's defaults let an address be *claimed* by an account without being verified. An attacker
could claim a learner's address on his own account; her sign-up then created nothing ("that
address is taken") and her password reset reset *his* account, so she ended up inside it. Here:

- an address nobody has verified belongs to nobody: a sign-up with it releases the unverified
  claims other accounts hold (``release_unverified_claims``), and the new account gets it;
- a password reset is sent only for an account that verified the address.

Settings: ``ACCOUNT_FORMS`` names these forms; ``ACCOUNT_CHANGE_EMAIL`` keeps one address per
account (a new address replaces the old one once it is verified).
"""

from typing import Any

from allauth.account import forms as allauth_forms
from allauth.account.models import EmailAddress
from django.db import transaction


def verified_elsewhere(email):
    return EmailAddress.objects.filter(email__iexact=email, verified=True).exists()


@transaction.atomic
def release_unverified_claims(email):
    """Remove every unverified claim on ``email``. An account whose only address it was (a
    sign-up never confirmed, which could never sign in) is removed with it; another account
    keeps its own verified address and loses only the claim."""
    for claim in EmailAddress.objects.select_related("user").filter(email__iexact=email, verified=False):
        user = claim.user
        claim.delete()
        if user.last_login is None and not EmailAddress.objects.filter(user=user, verified=True).exists():
            user.delete()
        elif user.email.lower() == email.lower():
            verified = EmailAddress.objects.filter(user=user, verified=True).first()
            user.email = verified.email if verified else ""
            user.save(update_fields=["email"])


class SignupForm(allauth_forms.SignupForm):
    account_already_exists: bool  # set by allauth's validate_unique_email
    releases_claims = False

    def validate_unique_email(self, value):
        email = super().validate_unique_email(value)
        if self.account_already_exists and not verified_elsewhere(email):
            # Only unverified claims: they give way when the form is saved.
            self.account_already_exists = False
            self.releases_claims = True
        return email

    def save(self, request):
        if self.releases_claims:
            release_unverified_claims(self.cleaned_data["email"])
        return super().save(request)


class ResetPasswordForm(allauth_forms.ResetPasswordForm):
    users: list[Any]  # set by allauth's clean_email: the accounts of the address

    def clean_email(self):
        email = super().clean_email()
        self.users = [
            user
            for user in self.users
            if EmailAddress.objects.filter(user=user, email__iexact=email, verified=True).exists()
        ]
        return email
