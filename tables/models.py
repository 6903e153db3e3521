"""Tables where people play together: seats held by accounts, anonymous browser sessions or bots.

A table's match is a `games.Game` like a practice game (seed, options, action log); a seat of a
person has no bot level in the game's `bot_levels`, so the bots' turn stops there. A person who
is away longer than the grace period is played by a bot (`Seat.replaced`, the bot's level then
written into the game's `bot_levels` until the person returns).
"""

import secrets
import uuid

from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: read aloud to a friend
CODE_LENGTH = 6
REPLACEMENT_LEVEL = "intermedio"  # the bot that plays for an absent person or a timed-out turn


def new_code():
    while True:
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        if not Table.objects.filter(code=code).exists():
            return code


class Table(models.Model):
    class Status(models.TextChoices):
        WAITING = "waiting", _("Esperando")
        PLAYING = "playing", _("Jugando")

    public_id = models.UUIDField(default=uuid.uuid4, unique=True, editable=False)
    code = models.CharField(max_length=8, unique=True)
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    owner_key = models.CharField(max_length=64, blank=True)  # an anonymous owner's browser session
    variant = models.CharField(max_length=16)
    players = models.PositiveSmallIntegerField()
    rules = models.JSONField(default=dict, blank=True)
    listed = models.BooleanField(default=False)  # shown in the lobby of open tables
    turn_seconds = models.PositiveSmallIntegerField(default=0)  # 0: no time limit per turn
    phrases = models.BooleanField(default=True)
    classroom = models.ForeignKey(
        "teachers.Classroom", null=True, blank=True, on_delete=models.CASCADE, related_name="tables"
    )
    status = models.CharField(max_length=8, choices=Status.choices, default=Status.WAITING)
    game = models.ForeignKey("games.Game", null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    votes = models.JSONField(default=list, blank=True)  # seats agreeing to end the match amicably
    events = models.JSONField(default=list, blank=True)  # recent happenings the table tells everybody
    options_version = models.PositiveIntegerField(default=0)
    # Seed 002's table options (compete/): playing for points and chips, the bet per match,
    # spectators allowed, only invited people and the jefe's friends may sit.
    competitive = models.BooleanField(default=False)
    bet = models.PositiveIntegerField(default=0)
    public = models.BooleanField(default=True)
    private = models.BooleanField(default=False)
    options_changed = models.JSONField(default=list, blank=True)  # labels changed since the last start
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-updated"]

    def __str__(self):
        return f"{self.code} {self.variant}/{self.players}"

    @property
    def group(self):
        return f"table-{self.pk}"

    def save(self, *args, **kwargs):
        if not self.code:
            self.code = new_code()
        super().save(*args, **kwargs)


class Seat(models.Model):
    table = models.ForeignKey(Table, on_delete=models.CASCADE, related_name="seats")
    number = models.PositiveSmallIntegerField()
    level = models.CharField(max_length=16, blank=True)  # a bot's level; "" for a person's seat
    user = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL)
    anon_key = models.CharField(max_length=64, blank=True)
    name = models.CharField(max_length=60, blank=True)
    seen_at = models.DateTimeField(null=True, blank=True)  # last sign of a connection of this person
    address = models.CharField(max_length=45, blank=True)  # the person's address when they sat down
    replaced = models.BooleanField(default=False)  # a bot plays for the absent person

    class Meta:
        ordering = ["number"]
        constraints = [models.UniqueConstraint(fields=["table", "number"], name="one_seat_per_number")]

    def __str__(self):
        return f"{self.table.code}#{self.number}"

    @property
    def is_bot(self):
        return bool(self.level)

    @property
    def taken(self):
        return bool(self.user_id or self.anon_key)

    @property
    def waiting(self):
        return not self.is_bot and not self.taken

    def held_by(self, who):
        if self.is_bot or not self.taken:
            return False
        if self.user_id:
            return who.user is not None and self.user_id == who.user.pk
        return bool(who.key) and self.anon_key == who.key

    def present(self, now=None):
        """Seen within the grace period: the seat is still the person's (no bot plays for them)."""
        grace = getattr(settings, "TABLES_GRACE_SECONDS", 15)
        now = now or timezone.now()
        return self.seen_at is not None and (now - self.seen_at).total_seconds() <= grace

    def connected(self, now=None):
        """Seen within a couple of the sockets' ticks: a connection of theirs is open now."""
        now = now or timezone.now()
        return self.seen_at is not None and (now - self.seen_at).total_seconds() <= away_after()

    def grace_left(self, now=None):
        """Seconds before a bot plays for a person who went away (None: not away, or replaced)."""
        if not self.taken or self.is_bot or self.replaced or self.seen_at is None:
            return None
        now = now or timezone.now()
        if self.connected(now):
            return None
        grace = getattr(settings, "TABLES_GRACE_SECONDS", 15)
        return max(0, round(grace - (now - self.seen_at).total_seconds()))


def away_after():
    """Seconds without a sign of a person's connection before the table shows them away."""
    return max(5.0, 2.5 * getattr(settings, "TABLES_TICK_SECONDS", 4))


class Round(models.Model):
    """One match played at a table: its game, who sat where, and how it ended."""

    table = models.ForeignKey(Table, on_delete=models.CASCADE, related_name="rounds")
    game = models.OneToOneField("games.Game", on_delete=models.CASCADE, related_name="table_round")
    people = models.JSONField(default=dict)  # {"seat": {"user": id|None, "key": anon key, "name": ...}}
    users = models.ManyToManyField(settings.AUTH_USER_MODEL, blank=True, related_name="+")
    anon_keys = models.TextField(blank=True)  # " key1 key2 ": the anonymous people's sessions, to find

    amicable = models.BooleanField(default=False)  # ended by everybody's vote: counts for nobody
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created"]

    def seat_of(self, who):
        for seat, person in self.people.items():
            if person.get("user") and who.user is not None and person["user"] == who.user.pk:
                return int(seat)
            if not person.get("user") and who.key and person.get("key") == who.key:
                return int(seat)
        return None


class Invitation(models.Model):
    """A person invited to a table (a private table seats only them and the jefe's friends)."""

    table = models.ForeignKey(Table, on_delete=models.CASCADE, related_name="invitations")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created"]
        constraints = [models.UniqueConstraint(fields=["table", "user"], name="invited_once")]
