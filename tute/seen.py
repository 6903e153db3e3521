"""What one seat may know of a hand, computed from the public record and its own hand: the
history as it saw it, the cards known to be in each hand, the voids and cannot-beat bounds the
obligations prove, the cards it cannot see. ``State.view`` puts them in a :class:`View`.

``known_cards``
    cards surely in a seat's hand: shown for trump and kept (4 players…), taken in a swap, the
    habanero pinte drawn last, declared in a cante or tute — until played. A seat's own entry is
    its whole hand.
``voids`` / ``cannot_beat``
    inferred from plays the obligations constrained: a follower who did not follow suit lacks it;
    one who followed without beating the winning card holds none stronger; one void in the suit
    led who did not trump lacks trumps (or, facing a winning trump, any higher one); and so on.
    Nothing is inferred while a habanero pile has cards (play is free; with *arrastrar con
    mazo*, only a void in trumps, until the next draw), under the partner exemption beyond the
    duty to follow suit, nor at all under *renuncio real* (a play may break the rules).
``unseen()``
    every card the seat cannot locate: not in its hand, not played, not face up on the table (the
    habanero pinte, the three-player card left showing) and not known to be in another hand
    (``known_cards``: the 4-player dealer's shown card, declared cantes…). ``state_with`` takes
    hidden hands that hold the known cards plus the unseen ones.

Nothing here reads a state: the functions take the table and the plain facts (card ints,
history items, the tricks as :data:`TrickPlay`), and the state passes its own.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Iterator, Mapping

from .cards import BIT, CODES, PAIR_MASK, RANK_OF, SUIT_MASK, SUIT_OF, SUITS, card_index
from .errors import InvalidDeal
from .obligations import beats, winning_index
from .table import PRIVATE, DealKind, HistoryItem, Link, Table, unlink

Inferred = tuple[dict[int, set[int]], dict[int, dict[int, int]]]
"""Voids (suits) and cannot-beat bounds (suit -> card) per seat, card and suit ints."""

TrickPlay = tuple[int, tuple[int, ...], bool, bool]
"""A trick as the inferences read it: (leader, cards in play order, whether the habanero pile
had cards, whether the trick is finished)."""


def public_history(hist: Link, seat: int) -> list[HistoryItem]:
    """The history as ``seat`` saw it: another seat's private events show their head only
    (``"recibe"``, ``"robo"``)."""
    out = []
    for item in unlink(hist):
        who, action, flags = item
        if flags & PRIVATE and who != seat:
            item = (who, action.split(":", 1)[0], flags)
        out.append(item)
    return out


def known_cards(
    table: Table, public_hist: Iterable[HistoryItem], seat: int, own_hand: Iterable[int]
) -> dict[int, set[int]]:
    """Cards publicly known to be in each hand (still unplayed); ``seat``'s own entry is its hand."""
    t = table
    known: dict[int, set[int]] = {s: set() for s in range(t.players)}
    face = t.face0
    for who, action, _flags in public_hist:
        head, _, arg = action.partition(":")
        if head == "muestra" and t.kind is DealKind.SHOWN:
            known[t.shown_holder].add(card_index(arg))
        elif head == "cambio":
            given = card_index(arg)
            known[who].discard(given)
            if face >= 0:
                known[who].add(face)
            face = given
        elif head == "robo" and arg:
            known[who].add(card_index(arg))
        elif head == "cante":
            s = SUITS.index(arg)
            known[who].update(c for c in range(40) if PAIR_MASK[s] & BIT[c])
        elif head == "tute":
            rank = int(arg)
            known[who].update(c for c in range(40) if RANK_OF[c] == rank)
        elif not arg and head not in ("paso", "reparte", "descansa", "recibe", "robo"):
            known[who].discard(card_index(head))  # a card played
    known[seat] = set(own_hand)
    return known


def own_voids(mask: int) -> set[int]:
    """The suits a hand (a mask) holds no card of."""
    return {s for s in range(4) if not mask & SUIT_MASK[s]}


def inferences(table: Table, records: Iterable[TrickPlay]) -> Inferred:
    """Voids and cannot_beat bounds (card ints) from the plays the obligations constrained."""
    return deque(inference_steps(table, records), maxlen=1)[0]  # the last step


def inference_steps(table: Table, records: Iterable[TrickPlay]) -> Iterator[Inferred]:
    """(voids, bounds) as they stand before each card played in the hand, in order of play, and
    once more after the last: the same dicts, updated in place between steps (copy to keep)."""
    t = table
    voids: dict[int, set[int]] = {s: set() for s in range(t.players)}
    bounds: dict[int, dict[int, int]] = {s: {} for s in range(t.players)}
    for leader, cards, pile, finished in records:
        yield from _trick_inferences(t, t.seq[leader], cards, pile, finished, voids, bounds)
    yield voids, bounds


def _trick_inferences(
    t: Table,
    seq: tuple[int, ...],
    cards: tuple[int, ...],
    pile: bool,
    finished: bool,
    voids: dict[int, set[int]],
    bounds: dict[int, dict[int, int]],
) -> Iterator[Inferred]:
    """The steps of one trick: (voids, bounds) before each of its cards, each card then adding
    what it proves about the suits its player lacks (``voids``) and the cards he cannot hold
    (``bounds``: suit -> a card he holds none above)."""
    rules, trump = t.rules, t.trump
    lead = SUIT_OF[cards[0]]
    yield voids, bounds  # before the lead, which shows nothing
    for i in range(1, len(cards)):
        yield voids, bounds
        if rules.renuncio_real:
            continue  # a card may break an obligation: it proves nothing
        seat, card = seq[i], cards[i]
        suit = SUIT_OF[card]
        if pile:
            # Free play while the pile lasts; a draw follows every finished trick.
            if not finished and rules.arrastrar_con_mazo and lead == trump and suit != trump:
                voids[seat].add(trump)
            continue
        prefix = cards[:i]
        wi = winning_index(prefix, trump)
        winning = prefix[wi]
        exempt = t.pairs and seq[wi] == t.partner[seat] and not rules.montar_al_companero
        if suit == lead:
            if not exempt and SUIT_OF[winning] == lead and not beats(card, winning, trump):
                _tighten(bounds[seat], lead, winning)  # followed without montar: nothing higher
            continue
        voids[seat].add(lead)  # asistir binds even under the partner exemption
        if not exempt and lead != trump:
            _infer_off_suit(card, winning, trump, rules.fallar_siempre, voids[seat], bounds[seat])


def _infer_off_suit(
    card: int, winning: int, trump: int, fallar_siempre: bool, voids: set[int], bounds: dict[int, int]
) -> None:
    """What a card off a non-trump suit led proves about the player's trumps (no partner exemption)."""
    suit = SUIT_OF[card]
    if SUIT_OF[winning] != trump:
        if suit != trump:
            voids.add(trump)  # fallar
    elif suit != trump:
        if fallar_siempre:
            voids.add(trump)
        else:
            _tighten(bounds, trump, winning)  # could not pisar
    elif not beats(card, winning, trump):
        _tighten(bounds, trump, winning)  # trumped low: had no higher trump


def _tighten(bounds: dict[int, int], suit: int, card: int) -> None:
    """Record that no card of ``suit`` above ``card`` is held (the weaker card is the tighter bound)."""
    old = bounds.get(suit)
    if old is None or card > old:
        bounds[suit] = card


def hidden_cards(
    table: Table, own_hand: Iterable[int], records: Iterable[TrickPlay], face_up: int
) -> set[int]:
    """Cards in other hands or face down in the pile: not in ``own_hand``, not played in
    ``records``, not face up (``face_up``: the habanero pinte, -1 for none; the muestra)."""
    cards = {c for c in range(40) if not (table.rules.tres_sin_doses and RANK_OF[c] == 2)}
    cards -= set(own_hand)
    for _leader, played, _pile, _finished in records:
        cards -= set(played)
    cards.discard(face_up)
    cards.discard(table.muestra)
    return cards


# --- checking guessed hidden hands (View.state_with) --------------------------------------------


def guessed_hands(
    seat: int, own_hand: Iterable[str], hands: Mapping[int, Iterable[str]]
) -> dict[int, list[int]]:
    """The hands given (card ints by seat), ``seat``'s own hand in place."""
    try:
        given = {int(s): [card_index(c) for c in cards] for s, cards in dict(hands).items()}
    except (TypeError, ValueError) as exc:
        raise InvalidDeal(f"hands must map seats to card codes: {exc}") from None
    own = [card_index(c) for c in own_hand]
    if seat in given and set(given[seat]) != set(own):
        raise InvalidDeal("the viewing seat's hand cannot change")
    given[seat] = own
    return given


def check_guess_inferences(
    given: Mapping[int, list[int]],
    known: Mapping[int, Iterable[str]],
    voids: Mapping[int, Iterable[str]],
    cannot_beat: Mapping[int, Mapping[str, str]],
) -> None:
    """The hands given agree with what a seat knows: known cards, voids, cannot-beat bounds."""
    for s, cards in known.items():
        missing = {card_index(c) for c in cards} - set(given.get(s, []))
        if missing:
            raise InvalidDeal(f"seat {s} is known to hold {', '.join(CODES[c] for c in sorted(missing))}")
    for s, suits in voids.items():
        for c in given.get(s, []):
            if SUITS[SUIT_OF[c]] in suits:
                raise InvalidDeal(f"seat {s} is known to have no {SUITS[SUIT_OF[c]]}")
    for s, limits in cannot_beat.items():
        for c in given.get(s, []):
            limit = limits.get(SUITS[SUIT_OF[c]])
            if limit is not None and c < card_index(limit):
                raise InvalidDeal(f"seat {s} holds no card above {limit}")
