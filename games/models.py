"""Practice games: a game is its seed, its options and the list of actions taken.

The engine state is never stored: it is rebuilt by replaying the action log through
`tute.new_match`, so any worker can serve the next request and every game can be
reviewed move by move.
"""

import random
import uuid
from functools import lru_cache

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _

from games import advice
from games.levels import canonical_level
from games.replays import replays
from tute import Rules, new_match

# A log entry is [seat, action]; dealing the next hand of the match is [None, NEXT_HAND].
NEXT_HAND = "siguiente_mano"
SESSION_KEY = "games_owner_key"


@lru_cache(maxsize=256)
def _rules(options):
    """The engine's Rules of a stored options dict's items: a few dozen distinct sets in all, and
    a table asks for them many times per move (Rules is immutable, so one object serves them)."""
    return Rules(**dict(options))


class GameQuerySet(models.QuerySet):
    def owned_by(self, request):
        """The games this visitor may see: their account's, and those of their browser session."""
        owned = Q(pk__in=[])
        key = request.session.get(SESSION_KEY)
        if key:
            owned |= Q(owner=None, anon_key=key)
        if request.user.is_authenticated:
            owned |= Q(owner=request.user)
        return self.filter(owned)


class Game(models.Model):
    class Feedback(models.TextChoices):
        NONE = "none", _("Ninguna")
        ILLEGAL = "illegal", _("Solo jugadas no permitidas")
        FULL = "full", _("Completa")

    public_id = models.UUIDField(default=uuid.uuid4, unique=True, editable=False)
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE, related_name="games"
    )
    anon_key = models.CharField(max_length=64, blank=True, db_index=True)
    variant = models.CharField(max_length=16)
    players = models.PositiveSmallIntegerField()
    rules = models.JSONField(default=dict, blank=True)  # only the Rules fields that differ from defaults
    seed = models.BigIntegerField()
    learner_seat = models.PositiveSmallIntegerField(default=0)
    bot_levels = models.JSONField(default=list)  # one level name per seat; "" for the learner's seat
    feedback = models.CharField(max_length=8, choices=Feedback.choices, default=Feedback.FULL)
    actions = models.JSONField(default=list, blank=True)  # [[seat, action], ...]
    hints = models.PositiveIntegerField(default=0)
    finished = models.BooleanField(default=False)
    forked_from = models.ForeignKey("self", null=True, blank=True, on_delete=models.SET_NULL)
    # Moves taken back (flows.take_back): [{"ply": index of the learner's decision, "actions":
    # [[seat, action], ...] removed from the log}], so that the review can say so.
    takebacks = models.JSONField(default=list, blank=True)
    # A guided first game (games/guide.py): a prepared deal, the key moments explained at the table.
    guided = models.BooleanField(default=False)
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    objects = GameQuerySet.as_manager()

    class Meta:
        ordering = ["-updated"]

    def __str__(self):
        return f"{self.variant}/{self.players} {self.public_id}"

    @property
    def ply(self):
        """How many actions have been taken: the version number of the table."""
        return len(self.actions)

    def engine_rules(self):
        try:
            return _rules(tuple(sorted(self.rules.items())))
        except TypeError:  # a value no option takes (a list...): Rules says which and why
            return Rules(**self.rules)

    def new_match(self):
        return new_match(self.variant, self.players, seed=self.seed, rules=self.engine_rules())

    def match_at(self, ply=None):
        """The Match after the first `ply` actions of the log (all of them by default).

        Replaying is cheap but a request asks several times (play, bots, table, frames), and at a
        table every connection asks after each move: the last replay is kept on the instance, and
        recent ones in the process (games.replays), each reused for the log it was built from or
        a longer one (Match is immutable, so sharing it is safe).
        """
        actions = tuple(tuple(a) for a in self.actions[:ply])
        identity = (self.seed, self.variant, self.players, self.engine_rules())
        done, match = self._replay_start(identity, actions)
        for _seat, action in actions[len(done) :]:
            match = match.next_hand() if action == NEXT_HAND else match.apply(action)
        if len(done) < len(actions):
            replays.put((identity, actions), match)
        self._replayed = (actions, match)
        return match

    def _replay_start(self, identity, actions):
        """(actions already replayed, their Match): the longest known start of `actions`."""
        for start in (actions, actions[:-1]):
            match = replays.get((identity, start))
            if match is not None:
                return start, match
        cached = getattr(self, "_replayed", None)
        if cached is not None and len(cached[0]) <= len(actions) and actions[: len(cached[0])] == cached[0]:
            return cached
        return (), self.new_match()

    def bot_rng(self, ply):
        """The random source of the bot acting at `ply`: the same game always plays the same."""
        return random.Random(f"{self.seed}:{ply}")

    def bot_level(self, seat):
        """The level the bot of ``seat`` plays at ("" for a person): a stored name that is not on
        today's ladder plays at the rung it maps to (games.levels.canonical_level)."""
        return canonical_level(self.bot_levels[seat])


class MoveNote(models.Model):
    """Advice stored per move: the judgement of a learner's action, or a hint asked before it."""

    class Kind(models.TextChoices):
        JUDGEMENT = "judgement", _("Valoración")
        HINT = "hint", _("Pista")

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="notes")
    ply = models.PositiveIntegerField()  # index in game.actions of the action judged / about to be chosen
    kind = models.CharField(max_length=10, choices=Kind.choices)
    data = models.JSONField(default=dict)
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["ply"]
        constraints = [models.UniqueConstraint(fields=["game", "ply", "kind"], name="one_note_per_move")]

    @property
    def advice(self):
        """The stored advice as its typed value (``games.advice``): the judge's Judgement (or an
        Ungraded action) or its Hint, by ``kind``."""
        data = self.data if isinstance(self.data, dict) else {}
        if self.kind == self.Kind.HINT:
            return advice.hint_from_json(data)
        return advice.judgement_from_json(data)


class LearnerAids(models.Model):
    """The optional aids a signed-in learner switched on (games/aids.py; anonymous learners keep
    the same document in their session)."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="game_aids")
    data = models.JSONField(default=dict, blank=True)

    def __str__(self):
        return f"aids of {self.user}"
