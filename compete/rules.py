"""The amounts and the rules of playing for points (seed 002's «Clasificación por puntos»), as
plain values and small functions: XP per match, the chips (starting stake, daily top-up, bets,
the bank's share), the level reached with XP, and why a match does not count.

Seed 002 gives the XP of a match won (10 × players; in pairs the pair's points shared: 20 each),
of a match lost (5), of each extra round (10), the bank's 25 % and «no se puntúa si 2 jugadores
de la mesa comparten la misma IP». The rest is the project's choice, written on the rules page
(`tutorial/content/rules.py`, section «competir») and in docs/RULES.md §10:

- a new account starts with ``START_CHIPS``; once a day, a balance under ``TOPUP_TO`` is
  brought up to it (chips are never bought, cashed or given to anybody);
- the bets a table offers are ``BETS``; the pot is every person's bet; the winners share three
  quarters of it, rounded down, and the bank keeps the rest;
- a match to lost games counts each four lost games of its target as a round, a cabrero match
  each poroto above four (the extra XP of longer matches);
- leaving a match for good costs ``ABANDON_XP`` XP and one's bet, and the match ends, lost by
  the leaver's side; a partner of the leaver gets his bet back and no XP;
- the level: level L needs 50 × L × (L − 1) XP (level 2 at 100, 3 at 300, 4 at 600...).
"""

import enum
import math

from tute import Rules, Scoring, scoring_of

START_CHIPS = 1000
TOPUP_TO = 250
BETS = (0, 10, 25, 50, 100, 250)
BANK_PERCENT = 25
LOSER_XP = 5
ABANDON_XP = 20
XP_PER_PLAYER = 10
XP_PER_EXTRA_ROUND = 10


class Reason(enum.StrEnum):
    """Why a competitive match does not count."""

    GUEST = "guest"  # a person without an account sits at the table
    BOT = "bot"  # a bot sits in a person's seat
    SAME_ADDRESS = "same_address"  # two people at the table share an address


RATED_DESPITE = frozenset({Reason.BOT})
"""Reasons that stop XP and chips but not the skill rating: bots are rated players too."""


class Outcome(enum.StrEnum):
    """How a contest ended."""

    PLAYED = "played"  # played to its end
    AMICABLE = "amicable"  # every person agreed to end it: counts for nobody
    ABANDONED = "abandoned"  # a person left for good: his side loses


def extra_rounds(variant, players, rules):
    """How many rounds beyond the first a match's options are worth (seed 002: «10 puntos XP
    adicionales por cada ronda extra»)."""
    scoring = scoring_of(variant, players, rules)
    if scoring is Scoring.JUEGOS_PERDIDOS:
        return rules.juegos_perdidos // 4 - 1
    if scoring is Scoring.POROTOS:
        return max(0, rules.porotos - 4)
    return rules.rondas - 1


def win_xp(variant, players, rules: Rules, *, pairs):
    """The XP of each winner: 10 × players (in pairs shared by the two: 20 each), plus 10 for
    each extra round."""
    base = XP_PER_PLAYER * players // (2 if pairs else 1)
    return base + XP_PER_EXTRA_ROUND * max(0, extra_rounds(variant, players, rules))


def pot_shares(pot, winners):
    """(each winner's share, the bank's part) of a pot shared by ``winners`` people."""
    if winners <= 0 or pot <= 0:
        return 0, pot
    share = pot * (100 - BANK_PERCENT) // 100 // winners
    return share, pot - share * winners


def level_of(xp):
    """(level, XP where it starts, XP where the next starts): level L from 50 × L × (L − 1)."""
    level = max(1, int((1 + math.isqrt(1 + 4 * max(0, xp) // 25)) // 2))
    while 50 * (level + 1) * level <= xp:
        level += 1
    while level > 1 and 50 * level * (level - 1) > xp:
        level -= 1
    return level, 50 * level * (level - 1), 50 * (level + 1) * level
