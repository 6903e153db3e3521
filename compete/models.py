"""Playing for points: XP, chips (fichas) in a ledger, the clasificación, skill ratings, friends.

What is decided where:

- ``Player``: one per account, made on first need; ``chips`` is the balance of the ledger,
  kept on the row so that a movement is one locked update, and never negative (a database
  CHECK, as for every movement's ``balance_after``).
- ``ChipMovement``: the ledger; every change of a balance is one row (the starting stake, the
  daily top-up, a bet into a pot, a pot won, a stake returned). A match's movement of a kind
  for a person exists at most once (a unique constraint), so a settlement replayed by a second
  process writes nothing twice.
- ``Contest``: one per match at a competitive table (one-to-one with its ``games.Game``),
  written when the match starts (who sits where, from which address, the bet, whether it
  counts and why not) and settled once when it ends (``settled``).
- ``XpTally``: XP summed per person, scope (everyone, or one class), variant ("" overall) and
  period ("total", or an ISO week "2026-W49"): the ranking pages read them by index, never by
  adding up awards.
- ``Rating``: a skill rating per person, or per bot level, and variant (openskill's
  Plackett-Luce mu and sigma); ``RatingPoint`` its history, for the trend.
- ``Friendship``: a request from one person to another, pending, accepted or refused.

The rules (amounts, who counts) live in ``compete/rules.py``; the use cases in ``flows.py``.
"""

import uuid

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _


class Player(models.Model):
    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="player")
    public_id = models.UUIDField(default=uuid.uuid4, unique=True, editable=False)
    chips = models.PositiveIntegerField(default=0)
    topped_up = models.DateField(null=True, blank=True)  # the last day a top-up was given
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.CheckConstraint(condition=Q(chips__gte=0), name="chips_never_negative")]

    def __str__(self):
        return f"player {self.user_id}"


class ChipMovement(models.Model):
    class Kind(models.TextChoices):
        STAKE = "stake", _("Fichas de bienvenida")
        TOPUP = "topup", _("Recarga diaria")
        BET = "bet", _("Apuesta de la partida")
        WIN = "win", _("Bote ganado")
        REFUND = "refund", _("Apuesta devuelta")

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="chip_movements"
    )
    amount = models.IntegerField()
    balance_after = models.PositiveIntegerField()
    kind = models.CharField(max_length=8, choices=Kind.choices)
    contest = models.ForeignKey(
        "Contest", null=True, blank=True, on_delete=models.PROTECT, related_name="movements"
    )
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created", "-id"]
        indexes = [models.Index(fields=["user", "-created"], name="movements_of_a_user")]
        constraints = [
            models.CheckConstraint(condition=Q(balance_after__gte=0), name="balance_never_negative"),
            models.UniqueConstraint(
                fields=["contest", "user", "kind"],
                condition=Q(contest__isnull=False),
                name="one_movement_per_kind_per_match",
            ),
        ]


class Contest(models.Model):
    """A match at a competitive table."""

    game = models.OneToOneField("games.Game", on_delete=models.CASCADE, related_name="contest")
    variant = models.CharField(max_length=16)
    players = models.PositiveSmallIntegerField()
    rules = models.JSONField(default=dict, blank=True)
    classroom = models.ForeignKey(
        "teachers.Classroom", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    bet = models.PositiveIntegerField(default=0)
    pot = models.PositiveIntegerField(default=0)
    counts = models.BooleanField(default=True)  # XP, chips and ratings move when it ends
    reasons = models.JSONField(default=list, blank=True)  # why it does not count (rules.Reason)
    seats = models.JSONField(default=list)  # [{"seat", "user", "level", "address", "side"}]
    abandoned_by = models.JSONField(default=list, blank=True)  # seats that left for good
    settled = models.DateTimeField(null=True, blank=True)
    outcome = models.CharField(max_length=10, blank=True)  # rules.Outcome once settled
    created = models.DateTimeField(auto_now_add=True)

    def __str__(self):
        return f"contest {self.game_id}"


class Award(models.Model):
    """What one person got from a settled contest: XP, chips and places, for the table to show."""

    contest = models.ForeignKey(Contest, on_delete=models.CASCADE, related_name="awards")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    seat = models.PositiveSmallIntegerField()
    won = models.BooleanField(default=False)
    xp = models.IntegerField(default=0)
    chips = models.IntegerField(default=0)  # net: pot share won minus the bet
    place_before = models.PositiveIntegerField(null=True, blank=True)
    place_after = models.PositiveIntegerField(null=True, blank=True)
    rating_before = models.FloatField(null=True, blank=True)
    rating_after = models.FloatField(null=True, blank=True)
    abandoned = models.BooleanField(default=False)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["contest", "user"], name="one_award_per_person")]


class XpTally(models.Model):
    TOTAL = "total"

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    scope = models.CharField(max_length=16, default="")  # "" everyone; "class:<id>" one class
    variant = models.CharField(max_length=16, default="")  # "" every variant
    period = models.CharField(max_length=8, default=TOTAL)  # "total" or "2026-W49"
    xp = models.PositiveIntegerField(default=0)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["user", "scope", "variant", "period"], name="one_tally"),
        ]
        indexes = [models.Index(fields=["scope", "variant", "period", "-xp"], name="ranking")]


class Rating(models.Model):
    """A skill rating (openskill's Plackett-Luce): for a person, or for a bot level."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE)
    level = models.CharField(max_length=16, blank=True)  # a bot level; "" for a person
    variant = models.CharField(max_length=16)
    mu = models.FloatField()
    sigma = models.FloatField()
    matches = models.PositiveIntegerField(default=0)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["user", "variant"], condition=Q(user__isnull=False), name="one_rating_per_person"
            ),
            models.UniqueConstraint(
                fields=["level", "variant"], condition=Q(user__isnull=True), name="one_rating_per_bot"
            ),
        ]


class RatingPoint(models.Model):
    """A rating after one match: the trend is drawn from these."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    variant = models.CharField(max_length=16)
    mu = models.FloatField()
    sigma = models.FloatField()
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        indexes = [models.Index(fields=["user", "variant", "-created"], name="rating_history")]


class Friendship(models.Model):
    class Status(models.TextChoices):
        PENDING = "pending", _("Pendiente")
        ACCEPTED = "accepted", _("Aceptada")
        REFUSED = "refused", _("Rechazada")

    asker = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    asked = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    status = models.CharField(max_length=8, choices=Status.choices, default=Status.PENDING)
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["asker", "asked"], name="one_request_per_pair"),
            models.CheckConstraint(condition=~Q(asker=models.F("asked")), name="no_friend_of_oneself"),
        ]


class ClassCompetition(models.Model):
    """A teacher's choice for her class's tables: competition is off unless she turns it on."""

    classroom = models.OneToOneField("teachers.Classroom", on_delete=models.CASCADE, related_name="+")
    on = models.BooleanField(default=False)
