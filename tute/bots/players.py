"""``choose_action(view, level, *, rng=None)``: the ladder of bot levels, weakest first.

novato, principiante, aficionado
    A person who knows the rules (only legal actions, declares what he can) and plays the
    intermedio's card except for a beginner's mistakes (``beginner``: gives away a card of his
    cante, throws points into the rival's trick, leads an as the rival trumps, a tres early,
    spends a big trump on a blank trick, leads trumps without the master, beats his partner,
    lets a rich trick go), each made only where it applies and then with the rung's chance
    (``MISTAKES``). The rates space the rungs evenly; in arrastre the whole span from a random
    card to the intermedio is small (obligations decide much of the play), so the steps there are
    small too. Figures: bench/BOTS_NOTES.md.
intermedio
    Club-player heuristics (``heuristics.heuristic_card``).
experto
    Perfect-information Monte Carlo over the hidden cards with exact endgames (``search``); in
    arrastre the sampled deals also fit the way the rivals have played (``inference``).
maestro
    While habanero's pile lasts, a race on ``MAESTRO_PILE_BUDGET`` of work (about a second; the
    experto's thirteen times): every action is played out on the first sampled deals, the ones
    clearly behind are left behind and the deals go to the close calls (``search.race``), and it
    chooses on hands won first (``MAESTRO_WIN_VALUE``). Elsewhere the experto's search with
    ``MAESTRO_BUDGET`` (three times the work): in arrastre neither more samples nor seeing every
    card beats the experto by much (bench/BOTS_NOTES.md), and its line in the lobby says so.

Every level decides on the view, the options and ``rng`` only (work units, not the clock,
bound the search; ``live`` adds a wall-clock guard at tables).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tute import legal_cards
from tute.bots.beginner import beginner_card
from tute.bots.cards import SUIT
from tute.bots.deep import Style
from tute.bots.heuristics import Situation, heuristic_card, window_choice
from tute.bots.knowledge import (
    Sampler,
    is_pairs,
    partner_winning,
    played_cards,
    players_after,
    protected_suits,
    view_seed,
    winning_index,
)
from tute.bots.search import best_action
from tute.view import View

LEVELS = ("novato", "principiante", "aficionado", "intermedio", "experto", "maestro")
# The chance of each beginner's mistake that applies, per rung, for each kind of table
# (``table_kind``): the novato clearly above a random legal card (habanero 74 %, arrastre of
# three 56 %, pairs 58 %), the steps above it as even on the logit scale as the span to the
# intermedio allows (bench/bots.py --pairing heuristic; figures in bench/BOTS_NOTES.md). In
# arrastre the obligations leave a mistake fewer chances to apply, so the rungs err more often.
MISTAKES: dict[str, dict[str, float]] = {
    "habanero": {"novato": 0.23, "principiante": 0.135, "aficionado": 0.07},
    "arrastre": {"novato": 0.35, "principiante": 0.20, "aficionado": 0.09},
    "parejas": {"novato": 0.38, "principiante": 0.25, "aficionado": 0.135},
}
EXPERTO_BUDGET = 0.06  # seconds of search per decision
MAESTRO_BUDGET = 0.18
SEARCH_BUDGETS = {"experto": EXPERTO_BUDGET, "maestro": MAESTRO_BUDGET}  # the levels that search
# How the searching levels search (deep.Style): the maestro, while habanero's pile lasts, races
# its actions (the deals go to the close calls, search.race) on MAESTRO_PILE_BUDGET of work and
# chooses on hands won first (win value MAESTRO_WIN_VALUE against the experto's 40: with a
# thousand deals the share of hands won is no longer too noisy to choose on); elsewhere it is
# the experto's search with three times the work.
MAESTRO_PILE_BUDGET = 0.8
MAESTRO_WIN_VALUE = 100
STYLES: dict[str, Style] = {
    "maestro": Style(race=True, pile_budget=MAESTRO_PILE_BUDGET, win_value=MAESTRO_WIN_VALUE)
}
PAIRS_BUDGET_FACTOR = 2.0  # pairs search twice as long: more samples play better there (bench/BOTS_NOTES.md)


def table_kind(view: View) -> str:
    """The kind of table the ladder is measured on: "habanero" (two players, free play while the
    pile lasts), "parejas" (arrastre in pairs) or "arrastre" (every player for himself: arrastre
    of three or of four without pairs, and cabrero)."""
    if view.variant == "habanero" or view.players == 2:
        return "habanero"
    return "parejas" if is_pairs(view) else "arrastre"


def mistake_rate(view: View, level: str) -> float | None:
    """The chance of each mistake that applies for a beginner rung at this table (None above them)."""
    return MISTAKES[table_kind(view)].get(level)


class UnknownLevel(ValueError):
    """The bot level is not one of LEVELS."""


def default_rng(view: View) -> random.Random:
    """A generator seeded by the public history and the seat: the same view, the same choice."""
    return random.Random(view_seed(view))


def legal_card_actions(view: View, actions: Sequence[str]) -> list[str]:
    """The card actions that keep every obligation (under *renuncio real* the engine offers
    every card of the hand; a bot never reneges)."""
    hand = set(view.hand)
    cards = [a for a in actions if a in hand]
    if not cards:
        return cards
    allowed = legal_cards(
        view.hand,
        view.trick,
        view.trump,
        partner_winning=partner_winning(view),
        pile=view.pile_size > 0,
        rules=view.rules,
    )
    return [c for c in cards if c in allowed] or cards


def renuncio_call(view: View, actions: Sequence[str]) -> str | None:
    """A renuncio call when the public history proves one: a seat that did not follow a suit
    and later played that suit. Never on the bot's own partner: a correct call makes the
    offender's side lose the hand (docs/RULES.md §3), so it would hand the hand to the rivals."""
    calls = {a for a in actions if a.startswith("renuncio:") and not _partner(view, int(a.partition(":")[2]))}
    if not calls:
        return None
    shown_void: dict[int, set[str]] = {}
    # Habanero: play is free while the pile has cards (RULES §6); those tricks prove nothing.
    free_tricks = (40 - 2 * view.rules.cartas_habanero) // 2 if view.variant == "habanero" else 0
    tricks = [cards for _leader, cards, _winner in view.tricks] + [view.trick]
    for number, cards in enumerate(tricks):
        if not cards or number < free_tricks:
            continue
        seats = _seats_of_trick(view, cards)
        led = SUIT[cards[0]]
        for card, seat in zip(cards, seats, strict=True):
            if SUIT[card] in shown_void.get(seat, ()):
                action = f"renuncio:{seat}"
                if action in calls:
                    return action
            if SUIT[card] != led:
                shown_void.setdefault(seat, set()).add(led)
    return None


def _partner(view: View, seat: int) -> bool:
    """Whether ``seat`` plays in the bot's pair (four players in pairs)."""
    return is_pairs(view) and seat != view.seat and seat % 2 == view.seat % 2


def _seats_of_trick(view: View, cards: Sequence[str]) -> list[int]:
    if cards is view.trick or tuple(cards) == tuple(view.trick):
        return list(view.trick_seats)
    for leader, trick_cards, _winner in view.tricks:
        if trick_cards is cards:
            seats = [leader]
            while len(seats) < len(cards):
                nxt = (seats[-1] + 1) % view.players
                while nxt not in view.seats:
                    nxt = (nxt + 1) % view.players
                seats.append(nxt)
            return seats
    return []


def intermedio_card(view: View, legal: Sequence[str]) -> str:
    """The intermedio's card among ``legal``: the club player's heuristics on the view."""
    return heuristic_card(
        legal,
        Situation(
            list(view.hand),
            list(view.trick),
            list(view.trick_seats),
            winning_index(view),
            view.seat,
            view.trump,
            is_pairs(view),
            played_cards(view),
            view.pile_size > 0,
            players_after(view),
            protected_suits(view),
            view.voids,
        ),
    )


def choose_action(
    view: View,
    level: str,
    *,
    rng: random.Random | None = None,
    live: bool = False,
    sampler: Sampler | None = None,
) -> str:
    """One of ``view.legal_actions()`` chosen by a bot of ``level`` (see LEVELS).

    The choice depends only on the view, the level and ``rng``; ``live`` (a bot playing at a
    table, where a slow answer is worse than a slightly different one) lets the experto's search
    also stop on a wall-clock guard (``search.search``). ``sampler``: how the searching levels
    deal the unseen cards (``search.search``; only the bench gives one)."""
    if level not in LEVELS:
        raise UnknownLevel(f"unknown bot level {level!r}; levels are {', '.join(LEVELS)}")
    actions = list(view.legal_actions())
    if not actions:
        raise ValueError("the seat has nothing to do: it is not its turn or the hand is over")
    if rng is None:
        rng = default_rng(view)
    call = renuncio_call(view, actions)
    if call is not None:
        return call
    cards = legal_card_actions(view, actions)
    hand = set(view.hand)
    others = [a for a in actions if a not in hand and not a.startswith("renuncio:")]
    if level in SEARCH_BUDGETS:
        prior = intermedio_card(view, cards) if cards else window_choice(others, view.trump)
        style = STYLES.get(level)
        budget = SEARCH_BUDGETS[level] if style is None else style.budget(view, SEARCH_BUDGETS[level])
        budget *= PAIRS_BUDGET_FACTOR if is_pairs(view) else 1.0
        return best_action(
            view,
            cards + others,
            budget=budget,
            rng=rng,
            prior=prior,
            live=live,
            sampler=sampler,
            style=style,
        )
    if not cards or any(a != "paso" for a in others):
        return window_choice(others, view.trump)
    sound = intermedio_card(view, cards)
    rate = mistake_rate(view, level)
    if rate is not None:
        return beginner_card(view, cards, rng, rate, sound)
    return sound
