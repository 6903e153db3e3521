"""An anonymous solver's rating and history join the account at log-in (a sign-up logs in)."""

from django.contrib.auth.signals import user_logged_in
from django.dispatch import receiver

from puzzles import flows


@receiver(user_logged_in, dispatch_uid="puzzles_carry_solver")
def carry_solver_on_login(sender, request, user, **kwargs):
    flows.carry_into_account(request, user)
