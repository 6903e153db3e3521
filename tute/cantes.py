"""Declarations (cantes): which ones a player may make at an open window, and what they score
(docs/RULES.md §4, §6).

One function owns the rule: :func:`declaration_refusal` says, for one declaration, why the
player may not make it now (or None when he may). The list of declarations a window offers
(:func:`declarations`, and ``State``'s windows through :func:`offered_declarations`) and the
explanations (:func:`explain_declaration`) all call it.

Declarations are the contract's action strings: ``cante:o`` … ``cante:b`` (rey and caballo of
that suit: las veinte, or las cuarenta in trumps) and ``tute:12`` / ``tute:11`` (the four reyes
/ the four caballos: it wins the hand).

Refusal codes (``DeclarationCheck.reason``; ``"ok"`` when allowed):

``sin_mazo`` habanero: the pile has no cards after the draw, no more cantes; ``ya_cantado`` that
suit was already declared this hand; ``perdido`` *cantes se pierden*: the player passed at an
earlier window that offered it; ``faltan_cartas`` the player does not hold every card it needs (``missing``);
``recien_robada`` habanero: one of its cards is the card just drawn; ``cuarenta_primero`` the
player holds las cuarenta, not yet declared: no veinte before it; ``tute_no_permitido`` the
table does not allow tute; ``cantes_previos`` *tute solo sin cantes previos*: the player has
already declared a cante.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .cards import (
    BIT,
    CABALLOS_MASK,
    CODES,
    PAIR_MASK,
    REYES_MASK,
    SUITS,
    card_index,
    codes,
    mask_of,
    suit_index,
)
from .rules import DEFAULT_RULES, Rules
from .table import Cantes

CANTE_ACTIONS = tuple(f"cante:{s}" for s in SUITS)
TUTE_ACTIONS = ("tute:12", "tute:11")
DECLARATIONS = CANTE_ACTIONS + TUTE_ACTIONS
"""Every declaration, in the order windows offer them."""

TUTE_REYES, TUTE_CABALLOS = 1 << 4, 1 << 5
"""Bits of a ``done`` mask for the tutes (bits 0-3 are the suits o c e b)."""

_NEEDED = tuple(PAIR_MASK) + (REYES_MASK, CABALLOS_MASK)
_DONE_BIT = (1, 2, 4, 8, TUTE_REYES, TUTE_CABALLOS)
_ANY_PAIR = tuple(PAIR_MASK)

OK = "ok"
SIN_MAZO = "sin_mazo"
YA_CANTADO = "ya_cantado"
PERDIDO = "perdido"
FALTAN_CARTAS = "faltan_cartas"
RECIEN_ROBADA = "recien_robada"
CUARENTA_PRIMERO = "cuarenta_primero"
TUTE_NO_PERMITIDO = "tute_no_permitido"
CANTES_PREVIOS = "cantes_previos"


def declaration_refusal(
    index: int, hand: int, trump: int, done: int, own_cante: bool, drawn: int, rules: Rules, pile_empty: bool
) -> str | None:
    """Why the player may not make declaration ``index`` now (a refusal code), or None.

    ``index``: 0-3 the cante of that suit, 4 tute of reyes, 5 tute of caballos. ``hand``: the
    player's 40-bit mask. ``done``: suits already declared this hand or lost by the player (bits
    0-3) and tutes he lost (``TUTE_REYES``, ``TUTE_CABALLOS``). ``own_cante``: he has declared a
    cante this hand. ``drawn``: the card (int) he has just drawn from a habanero pile, or -1.
    ``pile_empty``: habanero and the pile has no cards after the draw.
    """
    if pile_empty:
        return SIN_MAZO
    if index < 4:
        return _cante_refusal(index, hand, trump, done, drawn, rules)
    return _tute_refusal(index, hand, done, own_cante, drawn, rules)


def _cante_refusal(suit: int, hand: int, trump: int, done: int, drawn: int, rules: Rules) -> str | None:
    """Why the cante of ``suit`` (0-3) may not be declared now, or None."""
    if done >> suit & 1:
        return YA_CANTADO if not done >> (8 + suit) & 1 else PERDIDO
    needed = PAIR_MASK[suit]
    if hand & needed != needed:
        return FALTAN_CARTAS
    if drawn >= 0 and needed & BIT[drawn]:
        return RECIEN_ROBADA
    # Las cuarenta primero: no veinte while the cuarenta is still to be declared.
    if suit != trump and rules.cuarenta_primero:
        tpair = PAIR_MASK[trump]
        if hand & tpair == tpair and not done >> trump & 1:
            return CUARENTA_PRIMERO
    return None


def _tute_refusal(index: int, hand: int, done: int, own_cante: bool, drawn: int, rules: Rules) -> str | None:
    """Why tute ``index`` (4 reyes, 5 caballos) may not be declared now, or None."""
    if not rules.permitir_tute:
        return TUTE_NO_PERMITIDO
    needed = _NEEDED[index]
    if hand & needed != needed:
        return FALTAN_CARTAS
    if done & _DONE_BIT[index]:
        return PERDIDO
    if rules.tute_sin_cantes_previos and own_cante:
        return CANTES_PREVIOS
    if drawn >= 0 and needed & BIT[drawn]:
        return RECIEN_ROBADA
    return None


def offered_declarations(
    hand: int, trump: int, done: int, own_cante: bool, drawn: int, rules: Rules, pile_empty: bool = False
) -> list[str]:
    """The declarations (action strings) a player may make now: those with no refusal.

    Mask-level (``State``'s windows): see :func:`declaration_refusal` for the arguments.
    """
    if pile_empty or not hand & (REYES_MASK | CABALLOS_MASK):
        return []
    out = []
    for index in range(6):
        needed = _NEEDED[index]
        if (
            hand & needed == needed
            and declaration_refusal(index, hand, trump, done, own_cante, drawn, rules, pile_empty) is None
        ):
            out.append(DECLARATIONS[index])
    return out


# --- public, with card codes -------------------------------------------------------------------


@dataclass(frozen=True)
class DeclarationCheck:
    """Whether one declaration may be made now, and why (data, not sentences).

    ``action``: ``cante:x`` or ``tute:12``/``tute:11``; ``allowed``; ``reason``: ``"ok"`` or a
    refusal code (module docstring); ``suit``: the cante's suit letter (None for a tute);
    ``points``: 20 or 40 for a cante, None for a tute (it wins the hand); ``needed``: the cards
    it shows; ``missing``: those of them not in the hand.
    """

    action: str
    allowed: bool
    reason: str
    suit: str | None
    points: int | None
    needed: tuple[str, ...]
    missing: tuple[str, ...]


def _action_index(action: str) -> int:
    text = str(action).strip().lower()
    if text in DECLARATIONS:
        return DECLARATIONS.index(text)
    raise ValueError(f"unknown declaration {action!r}: write cante:<suit> (o, c, e, b), tute:12 or tute:11")


def _done_mask(declared: Iterable[str], lost: Iterable[str]) -> int:
    """Suits declared (bits 0-3); lost suits also set bits 8-11 (to say *perdido*); lost tutes."""
    done = 0
    for item in declared:
        text = str(item).strip().lower()
        if text.startswith("tute"):
            continue  # a tute ends the hand: nothing is left to declare after it
        done |= 1 << suit_index(text[6:] if text.startswith("cante:") else text)
    for item in lost:
        text = str(item).strip().lower()
        if text.startswith("tute:"):
            done |= _DONE_BIT[_action_index(text)]
            continue
        s = suit_index(text[6:] if text.startswith("cante:") else text)
        if not done >> s & 1:
            done |= 1 << s | 1 << (8 + s)
    return done


def _arguments(
    hand: Iterable[str],
    trump: str,
    declared: Iterable[str],
    lost: Iterable[str],
    drawn: str | None,
    pile: int | None,
    rules: Rules | None,
) -> tuple[int, int, int, int, Rules, bool]:
    if isinstance(hand, str):
        raise TypeError("hand must be an iterable of card codes, not a string")
    rules = DEFAULT_RULES if rules is None else rules
    if not isinstance(rules, Rules):
        raise TypeError(f"rules must be a Rules value, not {type(rules).__name__}")
    drawn_card = card_index(drawn) if drawn is not None else -1
    return (
        mask_of(hand),
        suit_index(trump),
        _done_mask(declared, lost),
        drawn_card,
        rules,
        pile is not None and not pile,
    )


def declarations(
    hand: Iterable[str],
    trump: str,
    *,
    declared: Iterable[str] = (),
    lost: Iterable[str] = (),
    own_cante: bool = False,
    drawn: str | None = None,
    pile: int | None = None,
    rules: Rules | None = None,
) -> list[str]:
    """The declarations a player holding ``hand`` may make now, at an open window (right after
    his side won a trick; in habanero after both drew), in the order windows offer them.

    - ``declared``: suits already declared this hand, by anyone (``"o"`` or ``"cante:o"``):
      each suit is declared once.
    - ``lost``: declarations this player passed on at an earlier window under *cantes se
      pierden* (``"cante:o"``, ``"tute:12"`` …).
    - ``own_cante``: this player has already declared a cante this hand (*tute solo sin cantes
      previos*).
    - ``drawn``: habanero, the card this player has just drawn (not usable for a cante).
    - ``pile``: habanero, the cards left in the pile after the draw (0: no more cantes); None
      for the variants without a pile.
    - ``rules``: ``Rules`` (*cuarenta primero*, *permitir tute*…); None means the defaults.
    """
    mask, t, done, drawn_card, rules, pile_empty = _arguments(hand, trump, declared, lost, drawn, pile, rules)
    return offered_declarations(mask, t, done, own_cante, drawn_card, rules, pile_empty)


def explain_declaration(
    action: str,
    hand: Iterable[str],
    trump: str,
    *,
    declared: Iterable[str] = (),
    lost: Iterable[str] = (),
    own_cante: bool = False,
    drawn: str | None = None,
    pile: int | None = None,
    rules: Rules | None = None,
) -> DeclarationCheck:
    """Why the declaration ``action`` may or may not be made now (same arguments as
    :func:`declarations`)."""
    index = _action_index(action)
    mask, t, done, drawn_card, rules, pile_empty = _arguments(hand, trump, declared, lost, drawn, pile, rules)
    refusal = declaration_refusal(index, mask, t, done, own_cante, drawn_card, rules, pile_empty)
    needed = _NEEDED[index]
    return DeclarationCheck(
        action=DECLARATIONS[index],
        allowed=refusal is None,
        reason=refusal or OK,
        suit=SUITS[index] if index < 4 else None,
        points=cante_points(DECLARATIONS[index], trump),
        needed=codes(needed),
        missing=codes(needed & ~mask),
    )


def lost_by_paso(cantes: Cantes, seat: int, offers: Iterable[str]) -> Cantes:
    """*Cantes se pierden*: a ``paso`` loses for good the declarations the window ``offers``
    ``seat`` (the hand's ``cantes`` with them lost)."""
    lost = 0
    for action in offers:
        if action.startswith("cante:"):
            lost |= 1 << SUITS.index(action[6])
        elif action == "tute:12":
            lost |= TUTE_REYES
        elif action == "tute:11":
            lost |= TUTE_CABALLOS
    if not lost:
        return cantes
    lost_all = list(cantes.lost)
    lost_all[seat] |= lost
    return cantes._replace(lost=tuple(lost_all))


def with_declaration(cantes: Cantes, seat: int, action: str, trump: int) -> Cantes:
    """The hand's ``cantes`` once ``seat`` has declared ``action`` (a cante or a tute; trump a
    suit index): what it made, the suits or tute done, its points, that it has declared."""
    made, declared, points, cantado, lost = cantes
    if action.startswith("cante:"):
        s = SUITS.index(action[6])
        new_points = list(points)
        new_points[seat] += cante_points(action, SUITS[trump]) or 0
        return Cantes(
            made + ((seat, SUITS[s]),), declared | (1 << s), tuple(new_points), cantado | (1 << seat), lost
        )
    bit = TUTE_REYES if action == "tute:12" else TUTE_CABALLOS
    return Cantes(made + ((seat, action),), declared | bit, points, cantado | (1 << seat), lost)


def window_refusal(action: str) -> str:
    """Why a declaration window refuses ``action`` (one it does not offer now), in the engine's
    plain Spanish."""
    if action.startswith("cante:") and action[6:] not in SUITS:
        return f"«{action[6:]}» no es un palo de la baraja (o, c, e, b)."
    if action.startswith("cambio:") and action[7:] not in CODES:
        return f"«{action[7:]}» no es una carta de la baraja."
    if action.startswith("cante:"):
        return (
            f"No puedes cantar «{action[6:]}» ahora: hace falta tener el rey y el caballo "
            "de ese palo sin haberlos cantado."
        )
    if action.startswith("tute:"):
        return "No puedes cantar tute ahora."
    if action.startswith("cambio:"):
        return "No puedes cambiar esa carta por la que pinta."
    return f"Ahora toca cantar o pasar («paso»), no «{action}»."


def cante_points(action: str, trump: str) -> int | None:
    """Points of a declaration: las cuarenta (the trump suit) 40, las veinte 20; a tute scores
    no points: it wins the hand at once, so the answer is None."""
    index = _action_index(action)
    if index >= 4:
        return None
    return 40 if index == suit_index(trump) else 20
