"""A one-line text notation for a tute position (for tests, fixtures, quizzes, exercises, bug reports).

One line of space-separated ``key:value`` tokens, in this canonical order::

    v:<variant>/<players>   required: arrastre/4, habanero/2, cabrero/5 ...
    t:<suit>                required: trump suit (o c e b)
    tc:<card>               the face-up trump card (optional)
    d:<seat>                the dealer (optional)
    s:<seat>                required: the seat to act
    h<seat>:<cards>         a known hand, cards comma separated; ``?<n>`` = n unknown cards;
                            a seat without a token has an unknown hand
    m:<cards>               the cards on the table in play order; the last was played by the seat
                            before ``s``, the first by the seat ``len(m)`` places before ``s``.
                            A whole trick (one card a seat) may be written: then ``s`` is the
                            seat that led it, and nobody is to play a card
    p:<n>                   cards left in a habanero pile, the face-up trump card included
    c:<seat>=<suit>,...     cantes already declared, in order (``<seat>=tute`` for a tute)
    o:<field>=<value>,...   Rules fields that differ from the defaults (booleans as 0/1)

Example: ``v:arrastre/4 t:c s:2 h2:4o,7o,1o,3c,5e m:5o,12o``.

``parse(text)`` gives a :class:`Position`; ``format(position)`` gives the canonical text back
(``format(parse(text)) == text`` for canonical text). Malformed input raises ``ValueError`` naming
the bad token. The position's questions (legal cards, why a card is allowed, who is winning) are
answered by the engine's own functions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, fields
from typing import Any, NoReturn

from .cantes import DeclarationCheck, declarations, explain_declaration
from .cards import SUITS, parse_card, rank_of, suit_of
from .obligations import Explanation, explain_card, legal_cards, trick_winner
from .rules import RULE_NAMES, Rules
from .swaps import swap_for
from .view import View

__all__ = ["Position", "parse", "format", "format_position", "position_from_view"]

VARIANT_PLAYERS = {"arrastre": (2, 3, 4), "habanero": (2,), "cabrero": (3, 4, 5, 6)}
TUTE = "tute"
KEY_ORDER = ("v", "t", "tc", "d", "s", "h", "m", "p", "c", "o")
_HAND_KEY = re.compile(r"h(\d+)")
_VARIANT = re.compile(r"([a-z]+)/(\d+)")
_INT = re.compile(r"\d+")


class NotationError(ValueError):
    """A position text or a Position that does not describe a possible position.

    The message (English) names the bad token; ``code`` says what is wrong in a machine-readable
    way and ``params`` holds the values to word it (so a site can say it in its own language):

    ``empty`` no text; ``bad_token`` a token without ``key:value``; ``unknown_key`` (key,
    token); ``key_twice`` (key, token); ``missing_key`` (key); ``bad_variant`` (variant,
    players, token); ``bad_trump`` (trump, token); ``bad_card`` (card, token or where);
    ``bad_number`` (token, text); ``seat_out_of_range`` (seat, what, players, token);
    ``card_twice`` (card, first, second); ``table_too_long`` (count, most); ``hand_size``
    (seat, size, limit, other, other_size); ``hand_empty`` (seat); ``hand_unknown`` (seat);
    ``bad_hands``; ``trump_card_suit`` (card, trump); ``trump_card_in_hand`` (card, where);
    ``no_twos`` (card, where); ``dealer_sits_out`` (seat); ``dealer_needed``; ``bad_pile``
    (pile, most); ``bad_cante`` (seat, what, item); ``cante_twice`` (seat, what); ``bad_option``
    / ``unknown_option`` / ``option_twice`` (option, value, token, error); ``trick_complete``
    (the whole trick is on the table: nobody is to play); ``hand_over``; ``no_trump_card``.
    """

    def __init__(self, message: str, code: str = "invalid", **params: object) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


@dataclass(frozen=True, kw_only=True)
class Position:
    """A position: what one seat needs to know to decide its play (hidden hands may be unknown).

    ``hands`` has one entry per seat: a tuple of card codes (known hand), an int (that many
    unknown cards) or None (unknown). ``cantes`` is a tuple of ``(seat, suit)`` pairs, ``suit``
    being ``"o" "c" "e" "b"`` or ``"tute"``.
    """

    variant: str
    players: int
    trump: str
    trump_card: str | None = None
    dealer: int | None = None
    to_play: int
    hands: tuple[tuple[str, ...] | int | None, ...] = ()
    table: tuple[str, ...] = ()
    pile: int | None = None
    cantes: tuple[tuple[int, str], ...] = ()
    rules: Rules = field(default_factory=Rules)

    def __post_init__(self) -> None:
        _normalise(self)
        _validate(self)

    def __str__(self) -> str:
        return format_position(self)

    # --- questions answered by the engine ---------------------------------------------------

    def active_seats(self) -> tuple[int, ...]:
        """Seats dealt into the hand, in play order (with 6 cabrero players the dealer sits out)."""
        return tuple(s for s in range(self.players) if s != self.sitting_out)

    @property
    def sitting_out(self) -> int | None:
        if self.variant == "cabrero" and self.players == 6:
            return self.dealer
        return None

    def table_seats(self) -> tuple[int, ...]:
        """The seat that played each table card, in play order."""
        seats = self.active_seats()
        here = seats.index(self.to_play)
        count = len(self.table)
        return tuple(seats[(here - count + i) % len(seats)] for i in range(count))

    def trick_complete(self) -> bool:
        """True when the whole trick is on the table (one card a seat): ``to_play`` led it."""
        return len(self.table) == len(self.active_seats())

    def winning_seat(self) -> int | None:
        """The seat whose card is winning the trick on the table, or None when it is empty."""
        if not self.table:
            return None
        return self.table_seats()[trick_winner(self.table, self.trump)]

    def partner_winning(self) -> bool:
        """True when, in pairs, the partner of the seat to act is winning the trick."""
        if not (self.variant == "arrastre" and self.players == 4 and self.rules.parejas):
            return False
        winner = self.winning_seat()
        return winner is not None and winner == (self.to_play + 2) % 4

    def own_hand(self) -> tuple[str, ...]:
        hand = self.hands[self.to_play]
        if not isinstance(hand, tuple):
            raise NotationError(
                f"the hand of seat {self.to_play} (the seat to act) is not known",
                code="hand_unknown",
                seat=self.to_play,
            )
        return hand

    @property
    def pile_has_cards(self) -> bool:
        return bool(self.pile)

    def _check_open_trick(self) -> None:
        if self.trick_complete():
            raise NotationError(
                f"the whole trick is on the table (m: has {len(self.table)} cards): nobody is to play a card",
                code="trick_complete",
                count=len(self.table),
            )

    def legal_cards(self) -> set[str]:
        """The cards of the seat to act that may be played now (the engine's legal_cards); a
        NotationError (code ``trick_complete``) when the whole trick is already on the table."""
        self._check_open_trick()
        return legal_cards(
            self.own_hand(),
            self.table,
            self.trump,
            partner_winning=self.partner_winning(),
            pile=self.pile_has_cards,
            rules=self.rules,
        )

    def explain(self, card: str) -> Explanation:
        """The engine's Explanation of why ``card`` may or may not be played now."""
        self._check_open_trick()
        return explain_card(
            self.own_hand(),
            self.table,
            self.trump,
            card,
            partner_winning=self.partner_winning(),
            pile=self.pile_has_cards,
            rules=self.rules,
        )

    # --- declarations and swaps, at an open window -------------------------------------------

    def _declaration_context(self) -> dict[str, Any]:
        """The engine's declaration arguments for the seat to act: suits declared in ``c:``, its
        own earlier cante, the habanero pile (no ``p:`` in habanero means no pile left)."""
        return {
            "declared": [what for _seat, what in self.cantes if what != TUTE],
            "own_cante": any(seat == self.to_play and what != TUTE for seat, what in self.cantes),
            "pile": (self.pile or 0) if self.variant == "habanero" else None,
            "rules": self.rules,
        }

    def declarations(self) -> list[str]:
        """The declarations (``cante:x``, ``tute:12``, ``tute:11``) the seat to act may make if
        a declaration window is open for it now (the engine's ``declarations``)."""
        return declarations(self.own_hand(), self.trump, **self._declaration_context())

    def explain_declaration(self, action: str) -> DeclarationCheck:
        """The engine's DeclarationCheck of ``action`` for the seat to act."""
        return explain_declaration(action, self.own_hand(), self.trump, **self._declaration_context())

    def swap_card(self) -> str | None:
        """The card of the seat to act's hand that is swapped for the face-up ``tc:`` card
        (habanero: the trick winner's swap; three players: the compulsory swap), or None."""
        if self.trump_card is None:
            raise NotationError("no face-up trump card (tc:) to swap", code="no_trump_card")
        pile = (self.pile or 0) if self.variant == "habanero" else None
        return swap_for(self.trump_card, self.own_hand(), f"{self.variant}/{self.players}", pile=pile)


# --- normalising and validating ---------------------------------------------------------------


def _set(position: Position, name: str, value: object) -> None:
    object.__setattr__(position, name, value)


def _card(code: str, where: str) -> str:
    try:
        return parse_card(code)
    except ValueError:
        raise NotationError(
            f"bad card code {code!r} in {where}", code="bad_card", card=code, where=where
        ) from None


def _normalise(p: Position) -> None:
    _check_game(p)
    trump = str(p.trump).lower()
    if trump not in SUITS:
        raise NotationError(
            f"bad trump suit {p.trump!r} (suits: o, c, e, b)", code="bad_trump", trump=p.trump
        )
    _set(p, "trump", trump)
    if p.trump_card is not None:
        _set(p, "trump_card", _card(p.trump_card, "tc"))
    _set(p, "hands", _hands(p))
    _set(p, "table", tuple(_card(c, "m") for c in p.table))
    _set(p, "cantes", tuple((seat, str(what).lower()) for seat, what in p.cantes))
    if p.rules is None:
        _set(p, "rules", Rules())
    elif not isinstance(p.rules, Rules):
        raise NotationError(f"rules must be a Rules value, not {p.rules!r}", code="bad_option")


def _check_game(p: Position) -> None:
    """The variant exists and is played by that many players."""
    if p.variant not in VARIANT_PLAYERS:
        raise NotationError(
            f"unknown variant {p.variant!r} (variants: {', '.join(VARIANT_PLAYERS)})",
            code="bad_variant",
            variant=p.variant,
        )
    if not isinstance(p.players, int) or p.players not in VARIANT_PLAYERS[p.variant]:
        raise NotationError(
            f"{p.variant} is not played by {p.players} players",
            code="bad_variant",
            variant=p.variant,
            players=p.players,
        )


def _hands(p: Position) -> tuple[Any, ...]:
    """The hands as given, card codes checked: a tuple of codes, a number of cards or None each."""
    hands: list[Any] = list(p.hands)  # as given: checked below + [None] * (p.players - len(p.hands))
    if len(hands) != p.players:
        raise NotationError(
            f"{len(p.hands)} hands for {p.players} players",
            code="bad_hands",
            count=len(p.hands),
            players=p.players,
        )
    for seat, hand in enumerate(hands):
        if hand is None or isinstance(hand, int) and not isinstance(hand, bool):
            continue
        if isinstance(hand, str):
            raise NotationError(
                f"hand of seat {seat} must be a sequence of card codes, not a string",
                code="bad_hands",
                seat=seat,
            )
        hands[seat] = tuple(_card(c, f"h{seat}") for c in hand)
    return tuple(hands)


def _seat(value: object, players: int, what: str) -> None:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < players:
        raise NotationError(
            f"{what} seat {value!r} out of range 0..{players - 1}",
            code="seat_out_of_range",
            seat=value,
            what=what,
            players=players,
        )


def deal_size(variant: str, players: int, rules: Rules) -> int:
    """Cards each player is dealt (docs/RULES.md §2, §6, §7)."""
    if players == 2:
        return rules.cartas_habanero
    if players == 3:
        return 12 if rules.tres_sin_doses and variant == "arrastre" else 13
    return {4: 10, 5: 8, 6: 8}[players]


def _validate(p: Position) -> None:
    n = p.players
    if p.trump_card is not None and suit_of(p.trump_card) != p.trump:
        raise NotationError(
            f"trump card tc:{p.trump_card} is not of the trump suit t:{p.trump}",
            code="trump_card_suit",
            card=p.trump_card,
            trump=p.trump,
        )
    if p.dealer is not None:
        _seat(p.dealer, n, "dealer (d)")
    _seat(p.to_play, n, "to-play (s)")
    if p.sitting_out is not None and p.to_play == p.sitting_out:
        raise NotationError(
            f"seat {p.to_play} is the dealer, who sits out with 6 players",
            code="dealer_sits_out",
            seat=p.to_play,
        )
    active = len(p.active_seats())
    if len(p.table) > active:
        raise NotationError(
            f"m: has {len(p.table)} cards; at most {active} can be on the table (a whole trick)",
            code="table_too_long",
            count=len(p.table),
            most=active,
        )
    if p.table and p.variant == "cabrero" and n == 6 and p.dealer is None:
        raise NotationError(
            "cabrero/6 with cards on the table needs d: (the dealer sits out)", code="dealer_needed"
        )
    _validate_cards(p)
    _validate_sizes(p)
    _validate_pile(p)
    _validate_cantes(p)


def _validate_cards(p: Position) -> None:
    seen: dict[str, str] = {}
    places = [(f"h{seat}", hand) for seat, hand in enumerate(p.hands) if isinstance(hand, tuple)]
    places.append(("m", p.table))
    for where, group in places:
        for card in group:
            if card in seen:
                raise NotationError(
                    f"card {card} appears twice (in {seen[card]} and {where})",
                    code="card_twice",
                    card=card,
                    first=seen[card],
                    second=where,
                )
            seen[card] = where
            if p.rules.tres_sin_doses and p.variant == "arrastre" and n_is(p, 3) and rank_of(card) == 2:
                raise NotationError(
                    f"card {card} in {where}: tres sin doses plays without the 2s",
                    code="no_twos",
                    card=card,
                    where=where,
                )
    out_of_play = (n_is(p, 3) and not (p.rules.tres_sin_doses and p.variant == "arrastre")) or (
        n_is(p, 2) and p.pile_has_cards
    )
    if p.trump_card in seen and out_of_play:
        where = seen[p.trump_card]
        raise NotationError(
            f"trump card tc:{p.trump_card} is face up, yet it is also in {where}",
            code="trump_card_in_hand",
            card=p.trump_card,
            where=where,
        )


def n_is(p: Position, players: int) -> bool:
    return p.players == players


def _size(hand: tuple[str, ...] | int | None) -> int | None:
    if isinstance(hand, tuple):
        return len(hand)
    return hand


def _validate_sizes(p: Position) -> None:
    limit = deal_size(p.variant, p.players, p.rules)
    played = set(p.table_seats())
    base = None
    for seat, hand in enumerate(p.hands):
        size = _size(hand)
        if size is None or not _holds_cards(p, seat, size):
            continue
        start = size + (1 if seat in played else 0)
        if start > limit:
            raise NotationError(
                f"h{seat}: {size} cards, but {p.variant}/{p.players} deals {limit} a player",
                code="hand_size",
                seat=seat,
                size=size,
                limit=limit,
            )
        if base is None:
            base = (seat, start)
        elif start != base[1]:
            other = base[0]
            raise NotationError(
                f"h{seat}: {size} cards does not match h{other}: {_size(p.hands[other])} cards "
                f"(seats that have played to this trick hold one card fewer)",
                code="hand_size",
                seat=seat,
                size=size,
                other=other,
                other_size=_size(p.hands[other]),
            )
    if base is not None and base[1] == 0:
        raise NotationError(
            f"h{base[0]}: the seat to act must have a card to play", code="hand_empty", seat=base[0]
        )
    if p.pile_has_cards and base is not None and base[1] != limit:
        raise NotationError(
            f"h{base[0]}: while the pile has cards each hand holds {limit} cards",
            code="hand_size",
            seat=base[0],
            limit=limit,
        )


def _holds_cards(p: Position, seat: int, size: int) -> bool:
    """Whether ``seat`` is dealt cards (not the dealer sitting out); a size that cannot be raises."""
    if size < 0:
        raise NotationError(
            f"h{seat}: a hand cannot hold {size} cards", code="hand_size", seat=seat, size=size
        )
    if seat != p.sitting_out:
        return True
    if size:
        raise NotationError(
            f"h{seat}: the dealer sits out with 6 players and holds no cards",
            code="dealer_sits_out",
            seat=seat,
        )
    return False


def _validate_pile(p: Position) -> None:
    if p.pile is None:
        return
    if not isinstance(p.pile, int) or isinstance(p.pile, bool) or p.pile < 0:
        raise NotationError(f"p:{p.pile} is not a number of cards", code="bad_pile", pile=p.pile)
    if p.players != 2 and p.pile:
        raise NotationError(
            f"p:{p.pile}: only the two-player game (habanero) has a pile", code="bad_pile", pile=p.pile
        )
    most = 40 - 2 * deal_size(p.variant, p.players, p.rules)
    if p.pile > most or p.pile % 2:
        raise NotationError(
            f"p:{p.pile}: the pile holds an even number of cards, at most {most}",
            code="bad_pile",
            pile=p.pile,
            most=most,
        )


def _validate_cantes(p: Position) -> None:
    declared = set()
    for seat, what in p.cantes:
        _seat(seat, p.players, "cante (c)")
        if what != TUTE and what not in SUITS:
            raise NotationError(
                f"cante {seat}={what}: declare a suit (o, c, e, b) or tute",
                code="bad_cante",
                seat=seat,
                what=what,
            )
        if what in declared:
            raise NotationError(
                f"cante {seat}={what}: already declared", code="cante_twice", seat=seat, what=what
            )
        declared.add(what)


# --- text ------------------------------------------------------------------------------------


def _rule_text(value: bool | int) -> str:
    if isinstance(value, bool):
        return "1" if value else "0"
    return str(value)


def format_position(position: Position) -> str:
    """The canonical one-line text of ``position``."""
    p = position
    tokens = [f"v:{p.variant}/{p.players}", f"t:{p.trump}"]
    if p.trump_card is not None:
        tokens.append(f"tc:{p.trump_card}")
    if p.dealer is not None:
        tokens.append(f"d:{p.dealer}")
    tokens.append(f"s:{p.to_play}")
    for seat, hand in enumerate(p.hands):
        if hand is None:
            continue
        tokens.append(f"h{seat}:?{hand}" if isinstance(hand, int) else f"h{seat}:{','.join(hand)}")
    if p.table:
        tokens.append(f"m:{','.join(p.table)}")
    if p.pile is not None:
        tokens.append(f"p:{p.pile}")
    if p.cantes:
        tokens.append("c:" + ",".join(f"{seat}={what}" for seat, what in p.cantes))
    changed = [(name, getattr(p.rules, name)) for name in RULE_NAMES]
    default = Rules()
    changed = [(name, value) for name, value in changed if getattr(default, name) != value]
    if changed:
        tokens.append("o:" + ",".join(f"{name}={_rule_text(value)}" for name, value in changed))
    return " ".join(tokens)


format = format_position  # noqa: A001 - the notation's public name, per the shared conventions


def _int(text: str, token: str) -> int:
    if not _INT.fullmatch(text):
        raise NotationError(
            f"bad token {token!r}: {text!r} is not a number", code="bad_number", token=token, text=text
        )
    return int(text)


def _cards(text: str, token: str) -> tuple[str, ...]:
    if text == "":
        return ()
    result = []
    for code in text.split(","):
        try:
            result.append(parse_card(code))
        except ValueError:
            raise NotationError(
                f"bad card code {code!r} in token {token!r}", code="bad_card", card=code, token=token
            ) from None
    return tuple(result)


def _rules(text: str, token: str) -> Rules:
    kinds = {f.name: f.type for f in fields(Rules)}
    options: dict[str, bool | int] = {}
    for item in text.split(","):
        name, sep, value = item.partition("=")
        if not sep:
            raise NotationError(
                f"bad option {item!r} in token {token!r}: write field=value",
                code="bad_option",
                option=item,
                token=token,
            )
        if name not in kinds:
            known = ", ".join(RULE_NAMES)
            raise NotationError(
                f"unknown option {name!r} in token {token!r} (options: {known})",
                code="unknown_option",
                option=name,
                token=token,
            )
        if name in options:
            raise NotationError(
                f"option {name!r} given twice in token {token!r}",
                code="option_twice",
                option=name,
                token=token,
            )
        if kinds[name] in ("bool", bool):
            if value not in ("0", "1"):
                raise NotationError(
                    f"option {name} takes 0 or 1, not {value!r} (token {token!r})",
                    code="bad_option",
                    option=name,
                    value=value,
                    token=token,
                )
            options[name] = value == "1"
        else:
            options[name] = _int(value, token)
    try:
        return Rules(**options)
    except ValueError as error:
        raise NotationError(
            f"bad options in token {token!r}: {error}", code="bad_option", token=token, error=str(error)
        ) from None


def _cantes(text: str, token: str) -> tuple[tuple[int, str], ...]:
    result = []
    for item in text.split(","):
        seat, sep, what = item.partition("=")
        if not sep:
            raise NotationError(
                f"bad cante {item!r} in token {token!r}: write seat=suit or seat=tute",
                code="bad_cante",
                item=item,
                token=token,
            )
        result.append((_int(seat, token), what.lower()))
    return tuple(result)


def parse(text: str) -> Position:
    """The Position written in ``text``; raise ValueError naming the bad token."""
    if not isinstance(text, str) or not text.strip():
        raise NotationError("empty position text", code="empty")
    values, hands = _tokens(text)
    for required in ("v", "t", "s"):
        if required not in values:
            raise NotationError(f"missing required token {required}:", code="missing_key", key=required)
    variant, players = _variant_token(*values["v"])
    kwargs: dict[str, Any] = {"variant": variant, "players": players, "trump": _trump_token(*values["t"])}
    if "tc" in values:
        kwargs["trump_card"] = _trump_card_token(*values["tc"])
    for key, name in (("d", "dealer"), ("s", "to_play"), ("p", "pile")):
        if key in values:
            token, value = values[key]
            kwargs[name] = _int(value, token)
            if key != "p" and not kwargs[name] < players:
                _seat_out_of_range(token, players)
    kwargs["hands"] = _hand_tokens(hands, players)
    for key, name, read in (("m", "table", _cards), ("c", "cantes", _cantes), ("o", "rules", _rules)):
        if key in values:
            token, value = values[key]
            kwargs[name] = read(value, token)
    return Position(**kwargs)


def _tokens(text: str) -> tuple[dict[str, tuple[str, str]], dict[int, tuple[str, str]]]:
    """The ``key:value`` tokens of ``text`` as ``(values, hands)``: {key: (token, value)} and
    {seat: (token, value)} for the ``h<seat>`` tokens. Unknown and repeated keys raise."""
    values: dict[str, tuple[str, str]] = {}
    hands: dict[int, tuple[str, str]] = {}
    for token in text.split():
        key, sep, value = token.partition(":")
        if not sep:
            raise NotationError(f"bad token {token!r}: write key:value", code="bad_token", token=token)
        match = _HAND_KEY.fullmatch(key)
        if match:
            seat = int(match.group(1))
            if seat in hands:
                raise NotationError(
                    f"token {token!r}: hand of seat {seat} given twice",
                    code="key_twice",
                    key=key,
                    token=token,
                )
            hands[seat] = (token, value)
            continue
        if key not in KEY_ORDER:
            raise NotationError(
                f"unknown key {key!r} in token {token!r}", code="unknown_key", key=key, token=token
            )
        if key in values:
            raise NotationError(
                f"token {token!r}: key {key!r} given twice", code="key_twice", key=key, token=token
            )
        values[key] = (token, value)
    return values, hands


def _variant_token(token: str, value: str) -> tuple[str, int]:
    """The ``v:<variant>/<players>`` token: (variant, players)."""
    match = _VARIANT.fullmatch(value)
    if not match:
        raise NotationError(
            f"bad token {token!r}: write v:<variant>/<players>, e.g. v:arrastre/4",
            code="bad_variant",
            token=token,
        )
    variant, players = match.group(1), int(match.group(2))
    if variant not in VARIANT_PLAYERS or players not in VARIANT_PLAYERS[variant]:
        raise NotationError(
            f"bad token {token!r}: no variant {variant} for {players} players",
            code="bad_variant",
            token=token,
            variant=variant,
            players=players,
        )
    return variant, players


def _trump_token(token: str, value: str) -> str:
    """The ``t:<suit>`` token: the trump suit letter."""
    if value.lower() not in SUITS:
        raise NotationError(
            f"bad token {token!r}: trump is a suit letter o, c, e or b", code="bad_trump", token=token
        )
    return value.lower()


def _trump_card_token(token: str, value: str) -> str:
    """The ``tc:<card>`` token: the one face-up trump card."""
    found = _cards(value, token)
    if len(found) != 1:
        raise NotationError(
            f"bad token {token!r}: write one face-up trump card", code="bad_card", token=token
        )
    return found[0]


def _hand_tokens(hands: dict[int, tuple[str, str]], players: int) -> tuple[tuple[str, ...] | int | None, ...]:
    """Each seat's hand from its ``h<seat>`` token: card codes, ``?n`` (n unseen cards) or None."""
    seat_hands: list[tuple[str, ...] | int | None] = [None] * players
    for seat, (token, value) in hands.items():
        if seat >= players:
            _seat_out_of_range(token, players)
        seat_hands[seat] = _int(value[1:], token) if value.startswith("?") else _cards(value, token)
    return tuple(seat_hands)


def _seat_out_of_range(token: str, players: int) -> NoReturn:
    raise NotationError(
        f"bad token {token!r}: seat out of range 0..{players - 1}",
        code="seat_out_of_range",
        token=token,
        players=players,
    )


def position_from_view(view: View) -> Position:
    """The position of a live game as one seat sees it: the seat to act, the seat's own hand
    (other hands as card counts), the table, trump, pile, cantes and rules."""
    if view.current_player is None:
        raise NotationError("the hand is over: there is no seat to act", code="hand_over")
    hands: list[tuple[str, ...] | int] = []
    for seat in range(view.players):
        if seat == view.seat:
            hands.append(tuple(view.hand))
        else:
            hands.append(int(view.hand_sizes[seat]))
    cantes = tuple((seat, TUTE if what.startswith(TUTE) else what) for seat, what in view.cantes)
    return Position(
        variant=view.variant,
        players=view.players,
        trump=view.trump,
        trump_card=view.trump_card,
        dealer=view.dealer,
        to_play=view.current_player,
        hands=tuple(hands),
        table=tuple(view.trick),
        pile=view.pile_size if view.players == 2 else None,
        cantes=cantes,
        rules=view.rules,
    )
