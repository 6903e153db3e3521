"""Who wins a trick and which cards a player may play (docs/RULES.md §3, §6, §7).

One function owns the obligations: :func:`obligation_steps`. It lists, in the order of the rules,
the obligations that bind the player now, each with the set of cards of his hand that satisfy it.
The cards he may play are those that satisfy every step (:func:`legal_mask`); the reason a card is
forbidden is the first step it fails (:func:`explain_card`). Everything else — the public
``legal_cards``, the explanations, ``State.legal_actions`` and the renuncio check — calls it.

Obligation codes (``Explanation.obligation``):

``salida`` leading a trick, any card; ``asistir`` follow the suit led; ``montar`` beat the card
currently winning with a card of the suit led; ``fallar`` void in the suit led: play a trump;
``pisar`` a trump is winning: play a higher trump; ``libre`` no obligation binds; ``mazo`` a
habanero pile still has cards: no obligations; ``arrastrar_con_mazo`` habanero option: answer a
trump lead with a trump while the pile lasts; ``companero`` the partner is winning: the exemption
applied; ``no_vale_cargar`` cabrero option: who cannot win must play his cheapest card;
``no_en_mano`` the card is not in the hand.

Readings chosen where docs/RULES.md leaves room (the rules page states them):

- With the partner exemption, a player still has to follow suit (asistir); the exemption lifts
  montar, fallar and pisar (docs/RULES.md §3).
- *Fallar siempre*: a player void in the suit led, unable to beat the winning trump, must still
  play a trump; the obligation reported is ``fallar``.
- *No vale cargar* applies after all other obligations: when none of the cards the player may
  play would win the trick, only those of them worth the fewest points remain (a blank card
  when one is allowed).
- ``demanded`` for a forbidden card lists the cards that satisfy every obligation up to and
  including the one it breaks (e.g. every card of the suit led for ``asistir``, only the higher
  ones for ``montar``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .cards import (
    BIT,
    CODES,
    POINTS_OF,
    STRONGER_MASK,
    SUIT_MASK,
    SUIT_NAMES,
    SUIT_OF,
    SUITS,
    card_index,
    card_name,
    codes,
    mask_of,
    rank_of,
    suit_index,
)
from .rules import DEFAULT_RULES, Rules

SALIDA = "salida"
ASISTIR = "asistir"
MONTAR = "montar"
FALLAR = "fallar"
PISAR = "pisar"
LIBRE = "libre"
MAZO = "mazo"
ARRASTRAR_CON_MAZO = "arrastrar_con_mazo"
COMPANERO = "companero"
NO_VALE_CARGAR = "no_vale_cargar"
NO_EN_MANO = "no_en_mano"


@dataclass(frozen=True)
class Explanation:
    """Why a card may or may not be played now: data, not sentences.

    ``obligation`` is the rule that decides the verdict: for a forbidden card the obligation it
    breaks, for an allowed one the obligation it satisfies (or salida, libre, mazo, companero).
    ``demanded`` holds the cards of the hand that obligation requires (empty when none).
    """

    card: str
    allowed: bool
    obligation: str
    demanded: frozenset[str]
    winning_card: str | None
    would_win: bool


# --- tricks ------------------------------------------------------------------------------------


def winning_index(trick: Sequence[int], trump: int) -> int:
    """Index of the card winning a (partial) trick of card ints: the highest trump, else the
    highest card of the suit led; cards of any other suit never win."""
    best = trick[0]
    best_i = 0
    best_suit = SUIT_OF[best]
    for i in range(1, len(trick)):
        card = trick[i]
        suit = SUIT_OF[card]
        if suit == best_suit:
            if card < best:  # same suit: a smaller int is a stronger card
                best, best_i = card, i
        elif suit == trump:  # the first trump on a non-trump lead
            best, best_i, best_suit = card, i, suit
    return best_i


def beats(card: int, winning: int, trump: int) -> bool:
    """Would ``card`` take the trick from the card ``winning`` it now?"""
    if SUIT_OF[card] == SUIT_OF[winning]:
        return card < winning
    return SUIT_OF[card] == trump


# --- the obligations -----------------------------------------------------------------------------


def obligation_steps(
    hand: int,
    trick: Sequence[int],
    trump: int,
    partner_winning: bool = False,
    pile: bool = False,
    rules: Rules = DEFAULT_RULES,
) -> tuple[list[tuple[str, int]], str]:
    """The obligations binding a player with ``hand`` (a mask) before ``trick`` (card ints).

    Returns ``(steps, code)``: ``steps`` is the list of ``(obligation, mask of the hand's cards
    that satisfy it)`` in the order of the rules; ``code`` is the obligation an allowed card
    satisfies (the reason reported for it).
    """
    # Leading a trick (salida): any card.
    if not trick:
        return [], SALIDA
    lead = SUIT_OF[trick[0]]

    # Habanero while the pile has cards: no obligations, except the option arrastrar con mazo:
    # a trump lead must be answered with a trump, not necessarily higher.
    if pile:
        trumps = hand & SUIT_MASK[trump] if rules.arrastrar_con_mazo and lead == trump else 0
        if trumps:
            return [(ARRASTRAR_CON_MAZO, trumps)], ARRASTRAR_CON_MAZO
        return [], MAZO

    winning = trick[winning_index(trick, trump)]
    # Partners (pairs): when the partner's card is winning, only asistir binds (unless the
    # option montar al compañero is on).
    exempt = partner_winning and not rules.montar_al_companero
    of_lead = hand & SUIT_MASK[lead]
    if of_lead:
        # 1. Asistir: play a card of the suit led (rules 1-2 apply to trumps on a trump lead).
        steps = [(ASISTIR, of_lead)]
        code = ASISTIR
        # 2. Montar: beat the card currently winning if you can. When a trump has cut a
        #    non-trump lead no card of the led suit can win: any card of that suit will do.
        higher = of_lead & STRONGER_MASK[winning] if SUIT_OF[winning] == lead else 0
        if higher:
            if exempt:
                code = COMPANERO
            else:
                steps.append((MONTAR, higher))
                code = MONTAR
    else:
        steps, code = _void_steps(hand & SUIT_MASK[trump], trump, winning, exempt, rules)
    if rules.no_vale_cargar:
        return _no_vale_cargar(hand, steps, code, winning, trump)
    return steps, code


def _void_steps(
    trumps: int, trump: int, winning: int, exempt: bool, rules: Rules
) -> tuple[list[tuple[str, int]], str]:
    """Void in the suit led, holding ``trumps`` (empty when the lead is trump): rules 3-5."""
    if not trumps:
        # 5. Neither the suit led nor a trump: any card (libre, descartarse).
        return [], LIBRE
    if exempt:
        # The partner is winning: no need to trump him.
        return [], COMPANERO
    if SUIT_OF[winning] != trump:
        # 3. Fallar: void in the suit led, play a trump.
        return [(FALLAR, trumps)], FALLAR
    # 4. Pisar: a trump is winning; play a higher one if you have one.
    higher = trumps & STRONGER_MASK[winning]
    if higher:
        return [(PISAR, higher)], PISAR
    if rules.fallar_siempre:
        # Option fallar siempre: unable to beat it, still play a (lower) trump.
        return [(FALLAR, trumps)], FALLAR
    # Unable to beat the winning trump: not obliged to trump, any card.
    return [], LIBRE


def _no_vale_cargar(
    hand: int, steps: list[tuple[str, int]], code: str, winning: int, trump: int
) -> tuple[list[tuple[str, int]], str]:
    """Option no vale cargar (cabrero): who cannot win the trick with any card he may play must
    play his legal card of fewest points (a blank card when he may play one)."""
    allowed = hand
    for _, mask in steps:
        allowed &= mask
    winners = (
        STRONGER_MASK[winning] if SUIT_OF[winning] == trump else (STRONGER_MASK[winning] | SUIT_MASK[trump])
    )
    if not allowed & winners:
        cheapest = _cheapest(allowed)
        if cheapest != allowed:
            steps.append((NO_VALE_CARGAR, cheapest))
            code = NO_VALE_CARGAR
    return steps, code


def _cheapest(mask: int) -> int:
    """The cards of ``mask`` worth the fewest points."""
    best = 99
    out = 0
    m = mask
    while m:
        low = m & -m
        points = POINTS_OF[low.bit_length() - 1]
        if points < best:
            best, out = points, low
        elif points == best:
            out |= low
        m ^= low
    return out


def legal_mask(
    hand: int,
    trick: Sequence[int],
    trump: int,
    partner_winning: bool = False,
    pile: bool = False,
    rules: Rules = DEFAULT_RULES,
) -> int:
    """Mask of the cards of ``hand`` that may be played now (see :func:`obligation_steps`)."""
    if not trick:
        return hand
    steps, _ = obligation_steps(hand, trick, trump, partner_winning, pile, rules)
    for _, mask in steps:
        hand &= mask
    return hand


def explain_mask(
    hand: int,
    trick: Sequence[int],
    trump: int,
    card: int,
    partner_winning: bool = False,
    pile: bool = False,
    rules: Rules = DEFAULT_RULES,
) -> Explanation:
    """The :class:`Explanation` for playing ``card`` (int) from ``hand`` (mask)."""
    if trick:
        win_i = winning_index(trick, trump)
        winning = trick[win_i]
        winning_code = CODES[winning]
        would_win = beats(card, winning, trump)
    else:
        winning_code = None
        would_win = True
    if not hand & BIT[card]:
        return Explanation(CODES[card], False, NO_EN_MANO, frozenset(), winning_code, would_win)
    steps, code = obligation_steps(hand, trick, trump, partner_winning, pile, rules)
    satisfying = hand
    for obligation, mask in steps:
        satisfying &= mask
        if not satisfying & BIT[card]:
            return Explanation(
                CODES[card], False, obligation, frozenset(codes(satisfying)), winning_code, would_win
            )
    demanded = frozenset(codes(satisfying)) if steps else frozenset()
    return Explanation(CODES[card], True, code, demanded, winning_code, would_win)


# --- public, code-level functions ---------------------------------------------------------------


def _rules(rules: Rules | None) -> Rules:
    if rules is None:
        return DEFAULT_RULES
    if not isinstance(rules, Rules):
        raise TypeError(f"rules must be a Rules value, not {type(rules).__name__}")
    return rules


def _trick_ints(trick: Iterable[str]) -> list[int]:
    ints = [card_index(c) for c in trick]
    mask_of(ints)  # a card can be on the table once only
    return ints


def _hand_and_trick(hand: Iterable[str], trick: Iterable[str]) -> tuple[int, list[int]]:
    hand_mask = mask_of(hand)
    trick_ints = _trick_ints(trick)
    for card in trick_ints:
        if hand_mask & BIT[card]:
            raise ValueError(f"card {CODES[card]} is both in the hand and on the table")
    return hand_mask, trick_ints


def trick_winner(trick: Sequence[str], trump: str) -> int:
    """Index in ``trick`` (play order, ``trick[0]`` led) of the card winning it."""
    ints = _trick_ints(trick)
    if not ints:
        raise ValueError("an empty trick has no winner")
    return winning_index(ints, suit_index(trump))


def legal_cards(
    hand: Iterable[str],
    trick: Sequence[str],
    trump: str,
    *,
    partner_winning: bool = False,
    pile: bool = False,
    rules: Rules | None = None,
) -> set[str]:
    """The cards of ``hand`` that may be played now on ``trick`` (cards on the table, in order)."""
    hand_mask, trick_ints = _hand_and_trick(hand, trick)
    mask = legal_mask(hand_mask, trick_ints, suit_index(trump), partner_winning, pile, _rules(rules))
    return set(codes(mask))


def explain_card(
    hand: Iterable[str],
    trick: Sequence[str],
    trump: str,
    card: str,
    *,
    partner_winning: bool = False,
    pile: bool = False,
    rules: Rules | None = None,
) -> Explanation:
    """Why ``card`` may or may not be played from ``hand`` on ``trick`` (an :class:`Explanation`)."""
    hand_mask, trick_ints = _hand_and_trick(hand, trick)
    card_i = card_index(card)
    if card_i in trick_ints:
        raise ValueError(f"card {CODES[card_i]} is already on the table")
    return explain_mask(
        hand_mask, trick_ints, suit_index(trump), card_i, partner_winning, pile, _rules(rules)
    )


# --- learner-facing messages (Spanish) ------------------------------------------------------------


def _list(cards: Iterable[str]) -> str:
    names = sorted(cards, key=card_index)
    return ", ".join(card_name(c) for c in names)


def _the(card: str) -> str:
    """The card's Spanish name with its article: «el as de oros», «la sota de copas»."""
    article = "la" if rank_of(card) == 10 else "el"
    return f"{article} {card_name(card)}"


def describe(explanation: Explanation, trick: Sequence[str] = (), trump: str | None = None) -> str:
    """A one-line Spanish sentence saying why a card is refused (or allowed)."""
    e = explanation
    name = _the(e.card)
    led = SUIT_NAMES[SUITS[SUIT_OF[card_index(trick[0])]]] if trick else None
    trump_name = SUIT_NAMES[SUITS[suit_index(trump)]] if trump is not None else "triunfo"
    demanded = _list(e.demanded)
    winning = _the(e.winning_card) if e.winning_card else None
    to_winning = ("a " + winning).replace("a el ", "al ", 1) if winning else None
    if e.allowed:
        return f"Puedes jugar {name} ({e.obligation})."
    if e.obligation == NO_EN_MANO:
        return f"No tienes {name} en la mano."
    if e.obligation == ASISTIR:
        return f"Renuncio: tienes que asistir, jugar {led} si tienes. Puedes jugar: {demanded}."
    if e.obligation == MONTAR:
        return (
            f"Renuncio: tienes que montar, ganar {to_winning} con una carta de {led}. "
            f"Puedes jugar: {demanded}."
        )
    if e.obligation == FALLAR:
        return f"Renuncio: no tienes {led}, así que tienes que fallar con triunfo ({trump_name}). " + (
            f"Puedes jugar: {demanded}."
        )
    if e.obligation == PISAR:
        return f"Renuncio: tienes que pisar, jugar un triunfo mayor que {winning}. Puedes jugar: {demanded}."
    if e.obligation == ARRASTRAR_CON_MAZO:
        return (
            "Con «arrastrar con mazo», a una salida de triunfo hay que responder con triunfo. "
            f"Puedes jugar: {demanded}."
        )
    if e.obligation == NO_VALE_CARGAR:
        return (
            "No vale cargar: si no puedes ganar la baza, echa una carta blanca o la de menos "
            f"puntos. Puedes jugar: {demanded}."
        )
    return f"No puedes jugar {name} ({e.obligation})."
