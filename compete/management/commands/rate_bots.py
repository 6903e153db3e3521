"""Rate the bots' levels against each other: bot-only matches of every variant, each rated
with openskill like a match of people (compete.ratings), so that «tu nivel: entre el
aficionado y el intermedio» compares a person with levels measured on the same scale.

    manage.py rate_bots --matches 40 --levels novato,principiante,aficionado,intermedio

Each match picks its levels at random from those given, with a seed, so a run can be repeated;
the experto and the maestro search, so their matches take seconds each.
"""

import random

from django.core.management.base import BaseCommand, CommandError
from django.db import transaction

from compete import ratings
from tute import Rules, new_match
from tute.bots import LEVELS, choose_action

TABLES = (
    ("habanero", 2, Rules()),
    ("arrastre", 3, Rules()),
    ("arrastre", 4, Rules()),
    ("cabrero", 4, Rules()),
)


def play(variant, players, rules, levels, seed):
    """A whole match of bots; (match, the side of each seat)."""
    match = new_match(variant, players, seed=seed, rules=rules)
    rng = random.Random(seed)
    while True:
        while not match.hand.is_terminal():
            seat = match.hand.current_player
            match = match.apply(choose_action(match.hand.view(seat), levels[seat], rng=rng))
        if match.is_over():
            return match
        match = match.next_hand()


def _seat_sides(variant, players, rules):
    pairs = variant == "arrastre" and players == 4 and rules.parejas
    return [seat % 2 if pairs else seat for seat in range(players)]


def _sides(variant, players, rules):
    return sorted(set(_seat_sides(variant, players, rules)))


class Command(BaseCommand):
    help = "Play bot-only matches of every variant and rate each bot level from them."

    def add_arguments(self, parser):
        parser.add_argument("--matches", type=int, default=20, help="matches per table kind")
        parser.add_argument("--levels", default=",".join(LEVELS[:4]), help="levels, comma-separated")
        parser.add_argument("--seed", type=int, default=0)

    def handle(self, *args, matches, levels, seed, **options):
        chosen = [level.strip() for level in levels.split(",") if level.strip()]
        if not chosen or any(level not in LEVELS for level in chosen):
            raise CommandError(f"levels are among {', '.join(LEVELS)}")
        rng = random.Random(seed)
        for variant, players, rules in TABLES:
            for number in range(matches):
                sides = _sides(variant, players, rules)
                picked = (
                    rng.sample(chosen, len(sides))
                    if len(chosen) >= len(sides)
                    else rng.choices(chosen, k=len(sides))
                )
                level_of = dict(zip(sides, picked, strict=True))
                seats = [level_of[side] for side in _seat_sides(variant, players, rules)]
                match = play(variant, players, rules, seats, seed=f"bots:{seed}:{variant}:{players}:{number}")
                # A pair of one level is one player of that level: one member per side.
                teams = [[("bot", level_of[side])] for side in sides]
                with transaction.atomic():
                    ratings.rate(variant, teams, ratings.ranks_from(match, sides))
            self.stdout.write(f"{variant}/{players}: {matches} matches")
        for variant in ratings.VARIANTS:
            for level, row in ratings.bot_ratings(variant).items():
                self.stdout.write(
                    f"{variant:9} {level:13} {ratings.shown(row.mu):5} ± {ratings.spread(row.sigma)}"
                )
