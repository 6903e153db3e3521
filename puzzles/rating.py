"""Glicko-2 ratings of learners and puzzles (the ``glicko2-py`` library does the arithmetic).

As on Lichess, solving a puzzle is a game between the learner and the puzzle: the learner wins
when the first attempt is right, the puzzle wins otherwise, and both ratings move (each attempt
is its own rating period). Only a learner's first attempt at a puzzle counts.

A puzzle's first rating comes from the bots: each level of the ladder is a player of a fixed
rating (``LEVEL_RATINGS``), and each time a level is asked the puzzle and misses it, the puzzle
wins a game against that level; one rating period from ``PUZZLE_PRIOR`` gives its first rating.
"""

from dataclasses import dataclass

from glicko2.math import mu_to_rating, phi_to_rd, rating_to_mu, rd_to_phi, update_rating

# The ladder's levels as players (fixed ratings; the learners' scale is anchored on them).
LEVEL_RATINGS = {
    "novato": 800,
    "principiante": 1000,
    "aficionado": 1200,
    "intermedio": 1400,
    "experto": 1700,
    "maestro": 1900,
}
LEVEL_RD = 60.0
TAU = 0.75  # volatility constraint (Lichess's puzzle calculator uses 0.75)
START = 1200.0  # a new learner: the aficionado's rating, uncertain
START_RD = 350.0
START_VOL = 0.06
# Before the bots' results a puzzle is a middling one; from there the misses and solves of six
# levels spread the puzzles from about 600 (every level solves it) to about 1700 (only the
# searching levels do).
PUZZLE_PRIOR = (1300.0, 200.0)
MIN_RD = 45.0  # a rating never claims to be more certain than this (puzzles keep learning)
MAX_RD = 350.0
MIN_RATING, MAX_RATING = 400.0, 2800.0
PUZZLE_MAX_DELTA = 100.0  # one attempt moves a puzzle's rating by at most this much
# ... and a learner's by at most this much: with the deviation of a new learner, one surprise
# (a miss on a puzzle rated 600 points below) would otherwise take 400 or 500 points at once.
LEARNER_MAX_DELTA = 120.0


@dataclass(frozen=True)
class Rating:
    rating: float = START
    rd: float = START_RD
    vol: float = START_VOL

    @property
    def shown(self):
        return round(self.rating)

    @property
    def provisional(self):
        """Still uncertain: the rating is shown with a «?» (Lichess: deviation above 110)."""
        return self.rd > 110


def _bounded(rating, rd, vol):
    return Rating(
        rating=min(MAX_RATING, max(MIN_RATING, rating)),
        rd=min(MAX_RD, max(MIN_RD, rd)),
        vol=vol,
    )


def _update(player, games):
    """``player`` after one rating period of ``games``: (opponent Rating, score 0..1)."""
    opponents = [(rating_to_mu(o.rating), rd_to_phi(o.rd), score) for o, score in games]
    mu, phi, sigma = update_rating(
        rating_to_mu(player.rating), rd_to_phi(player.rd), player.vol, opponents, tau=TAU
    )
    return _bounded(mu_to_rating(mu), phi_to_rd(phi), sigma)


def first_rating(bot_results):
    """A puzzle's first Rating from ``{level: (solved, asked)}``: each miss a game it won."""
    games = []
    for level, (solved, asked) in bot_results.items():
        opponent = Rating(LEVEL_RATINGS[level], LEVEL_RD)
        games += [(opponent, 0.0)] * solved + [(opponent, 1.0)] * (asked - solved)
    return _update(Rating(*PUZZLE_PRIOR), games)


def after_attempt(learner, puzzle, solved):
    """(learner's, puzzle's) Ratings after a first attempt (``solved`` or not)."""
    return (
        _capped(learner, _update(learner, [(puzzle, 1.0 if solved else 0.0)]), LEARNER_MAX_DELTA),
        _capped(puzzle, _update(puzzle, [(learner, 0.0 if solved else 1.0)]), PUZZLE_MAX_DELTA),
    )


def _capped(before, after, most):
    low, high = before.rating - most, before.rating + most
    return Rating(min(high, max(low, after.rating)), after.rd, after.vol)
