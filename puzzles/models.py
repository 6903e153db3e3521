"""Puzzles, the learners' puzzle ratings and their attempts.

A ``Puzzle`` is loaded from the shipped data (``puzzles/data/*.jsonl``, see mining.py) and keeps
its own Glicko-2 rating, which moves with the learners' first attempts. A learner's rating, streak
and history live in a ``Solver`` (an account, or an anonymous browser session's key until it
signs up: flows.carry_into_account). The judge's verdict on a play of a puzzle is computed once
and kept (``Explanation``).
"""

import hashlib

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class Family(models.TextChoices):
    HABANERO = "habanero", _("Habanero")
    ARRASTRE3 = "arrastre3", _("Arrastre a tres")
    PAREJAS = "parejas", _("Tute por parejas")
    INDIVIDUAL = "individual", _("Arrastre a cuatro, cada uno para sí")
    CABRERO = "cabrero", _("Cabrero a 4")


def code_for(key):
    """The puzzle's public code: short, stable (the same key always gives the same code)."""
    digest = hashlib.sha256(key.encode()).digest()
    alphabet = "23456789abcdefghjkmnpqrstuvwxyz"
    number = int.from_bytes(digest[:8], "big")
    out = []
    for _index in range(8):
        number, rest = divmod(number, len(alphabet))
        out.append(alphabet[rest])
    return "".join(out)


class PuzzleQuerySet(models.QuerySet):
    def with_theme(self, theme):
        return self.filter(theme_tags__contains=f" {theme} ")


class Puzzle(models.Model):
    key = models.CharField(max_length=60, unique=True)  # family-seed-ply of the mined record
    code = models.CharField(max_length=12, unique=True)
    family = models.CharField(max_length=12, choices=Family.choices, db_index=True)
    variant = models.CharField(max_length=16)
    players = models.PositiveSmallIntegerField()
    rules = models.JSONField(default=dict, blank=True)  # Rules fields that differ from the defaults
    seed = models.BigIntegerField()
    levels = models.JSONField(default=list)  # the bots of the game it comes from
    actions = models.JSONField(default=list)  # [[seat, action], ...] before the decision
    seat = models.PositiveSmallIntegerField()
    notation = models.CharField(max_length=300)
    kind = models.CharField(max_length=8)  # "card" or "window"
    solution = models.CharField(max_length=16)
    accepted = models.JSONField(default=list)  # the solution and the plays worth the same
    values = models.JSONField(default=dict)  # expected result of each play searched
    margin = models.FloatField()
    z = models.FloatField(null=True, blank=True)  # None: exact (one world, no sampling)
    luck = models.FloatField(default=0.0)
    worlds = models.PositiveIntegerField()
    exact = models.BooleanField(default=False)
    unit = models.CharField(max_length=16)
    verify_seed = models.CharField(max_length=80)
    budget = models.FloatField()
    hint = models.JSONField(default=dict)  # the judge's hint: why the solution beats the next best
    themes = models.JSONField(default=list)
    theme_tags = models.CharField(max_length=300, default=" ")  # " slug slug " for filtering
    bots = models.JSONField(default=dict)  # {level: [solved, asked]}
    first_rating = models.FloatField()
    rating = models.FloatField(db_index=True)
    rd = models.FloatField()
    vol = models.FloatField(default=0.06)
    plays = models.PositiveIntegerField(default=0)  # rated (first) attempts
    wins = models.PositiveIntegerField(default=0)  # of those, solved

    objects = PuzzleQuerySet.as_manager()

    class Meta:
        ordering = ["rating", "pk"]

    def __str__(self):
        return f"{self.code} ({self.family}, {round(self.rating)})"


class Solver(models.Model):
    """A learner as a puzzle solver: an account, or an anonymous browser (``anon_key``)."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="puzzle_solver",
    )
    anon_key = models.CharField(max_length=64, blank=True, db_index=True)
    rating = models.FloatField()
    rd = models.FloatField()
    vol = models.FloatField(default=0.06)
    rated = models.PositiveIntegerField(default=0)  # first attempts counted in the rating
    solved = models.PositiveIntegerField(default=0)
    streak_best = models.PositiveIntegerField(default=0)
    # The streak being played: the puzzles of the run in order and how many are solved.
    streak_codes = models.JSONField(default=list, blank=True)
    streak_count = models.PositiveIntegerField(default=0)
    streak_over = models.BooleanField(default=True)
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    def __str__(self):
        return f"solver {self.user_id or self.anon_key[:6]} ({round(self.rating)})"


class Attempt(models.Model):
    class Mode(models.TextChoices):
        RATED = "rated", _("Problemas")
        THEME = "theme", _("Por temas")
        STREAK = "streak", _("Racha")
        DAILY = "daily", _("Problema del día")
        REVIEW = "review", _("Repaso")

    solver = models.ForeignKey(Solver, on_delete=models.CASCADE, related_name="attempts")
    puzzle = models.ForeignKey(Puzzle, on_delete=models.CASCADE, related_name="attempts")
    action = models.CharField(max_length=16)
    correct = models.BooleanField()
    rated = models.BooleanField()  # the solver's first attempt at this puzzle
    hints = models.PositiveSmallIntegerField(default=0)
    mode = models.CharField(max_length=8, choices=Mode.choices, default=Mode.RATED)
    rating_before = models.FloatField(null=True, blank=True)
    rating_after = models.FloatField(null=True, blank=True)
    puzzle_rating = models.FloatField(null=True, blank=True)  # the puzzle's, when attempted
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created", "-pk"]
        indexes = [models.Index(fields=["solver", "puzzle"])]


class Explanation(models.Model):
    """The judge's verdict on one play of a puzzle (``judging.judgement_data``), computed on the
    first answer that needs it."""

    puzzle = models.ForeignKey(Puzzle, on_delete=models.CASCADE, related_name="explanations")
    action = models.CharField(max_length=16)
    data = models.JSONField()

    class Meta:
        constraints = [models.UniqueConstraint(fields=["puzzle", "action"], name="one_explanation_per_play")]


class DailyPuzzle(models.Model):
    """The puzzle of a day, chosen on the first visit of that day (selection.daily)."""

    day = models.DateField(unique=True)
    puzzle = models.ForeignKey(Puzzle, on_delete=models.CASCADE, related_name="+")
