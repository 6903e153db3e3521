"""The chips ledger: every movement one row, each balance kept on its ``Player`` row.

A movement locks the player's row (``select_for_update``), checks the new balance is not
negative (``NotEnoughChips``) and writes the row and the balance together; the database's CHECK
constraints stand behind that check, and its unique constraint on (contest, user, kind) behind
the settlement's "exactly once". Several players are always locked in the order of their user
ids, so two settlements never wait on each other in a circle.
"""

from django.contrib.auth import get_user_model
from django.db import transaction
from django.utils import timezone

from compete.models import ChipMovement, Player
from compete.rules import START_CHIPS, TOPUP_TO


class NotEnoughChips(ValueError):
    """A movement would leave a balance below zero."""

    def __init__(self, user_id, needed, balance):
        super().__init__(f"user {user_id} needs {needed} chips and has {balance}")
        self.user_id = user_id
        self.needed = needed
        self.balance = balance


def player_of(user):
    """The user's Player, made with the starting stake on first need (one ledger row)."""
    player = Player.objects.filter(user=user).first()
    if player is not None:
        return player
    with transaction.atomic():
        player, created = Player.objects.get_or_create(user=user)
        if created:
            _move(player, START_CHIPS, ChipMovement.Kind.STAKE)
    return player


def ensure_players(user_ids):
    """Make the Players of these users that do not exist yet (each with its starting stake)."""
    ids = set(user_ids)
    have = set(Player.objects.filter(user_id__in=ids).values_list("user_id", flat=True))
    for user in get_user_model().objects.filter(pk__in=ids - have):
        player_of(user)


def locked_players(user_ids):
    """{user id: Player}, each row locked, in the order of the ids (made when missing)."""
    ids = sorted(set(user_ids))
    ensure_players(ids)
    rows = Player.objects.select_for_update().filter(user_id__in=ids).order_by("user_id")
    return {player.user_id: player for player in rows}


def move(player, amount, kind, contest=None):
    """Add ``amount`` (negative: take) to a locked player's balance, with its ledger row."""
    if player.chips + amount < 0:
        raise NotEnoughChips(player.user_id, -amount, player.chips)
    return _move(player, amount, kind, contest)


def _move(player, amount, kind, contest=None):
    player.chips += amount
    player.save(update_fields=["chips"])
    return ChipMovement.objects.create(
        user_id=player.user_id, amount=amount, balance_after=player.chips, kind=kind, contest=contest
    )


@transaction.atomic
def top_up(user, today=None):
    """Once a day, a balance under ``TOPUP_TO`` is brought up to it. Returns the chips given."""
    today = today or timezone.localdate()
    player = locked_players([user.pk])[user.pk]
    if player.chips >= TOPUP_TO or player.topped_up == today:
        return 0
    given = TOPUP_TO - player.chips
    player.topped_up = today
    player.save(update_fields=["topped_up"])
    move(player, given, ChipMovement.Kind.TOPUP)
    return given


def balance(user):
    return player_of(user).chips
