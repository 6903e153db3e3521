"""What one seat may know about a hand: :class:`View` (its own hand, the table, public history).

A view never holds another seat's hidden card: it is built from the public record only, plus
the seat's own hand. Besides the plain facts it carries what the rules let anyone infer:

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
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .cards import BIT, CODES, PAIR_MASK, RANK_OF, SUIT_OF, SUITS, card_index
from .errors import IllegalAction, InvalidDeal
from .obligations import Explanation, beats, winning_index
from .result import HandResult
from .rules import Rules
from .table import PRIVATE, DealKind, Table, Window, link, unlink

if TYPE_CHECKING:
    from .state import State


_Inferred = tuple[dict[int, set[int]], dict[int, dict[int, int]]]
"""Voids (suits) and cannot-beat bounds (suit -> card) per seat, card and suit ints."""


@dataclass(frozen=True)
class View:
    """One seat's view of a hand (see the module docstring)."""

    seat: int
    players: int
    variant: str
    rules: Rules
    dealer: int
    mano: int
    trump: str
    trump_card: str | None
    muestra: str | None
    hand: tuple[str, ...]
    hand_sizes: tuple[int, ...]
    trick: tuple[str, ...]
    trick_seats: tuple[int, ...]
    tricks: tuple[tuple[int, tuple[str, ...], int], ...]
    cantes: tuple[tuple[int, str], ...]
    pile_size: int
    current_player: int | None
    in_window: bool
    points: dict[int, int]
    known_cards: dict[int, frozenset[str]]
    voids: dict[int, frozenset[str]]
    cannot_beat: dict[int, dict[str, str]]
    sitting_out: int | None
    seats: tuple[
        int, ...
    ]  # the seats playing this hand (not the six-player dealer, not cabrero's eliminated)
    history: tuple[tuple[int, str], ...]
    _public: State = field(repr=False, compare=False)

    def legal_actions(self) -> list[str]:
        """The state's legal actions when it is this seat's turn, else an empty list."""
        if self.current_player != self.seat:
            return []
        return self._public.legal_actions()

    def voids_before_plays(self) -> tuple[dict[int, frozenset[str]], ...]:
        """The public ``voids`` as they stood before each card played so far in this hand, in
        order of play: what every seat then knew of the others (no seat's own hand)."""
        steps = []
        for voids, _bounds in _inference_steps(self._public):
            steps.append({s: frozenset(SUITS[x] for x in suits) for s, suits in voids.items()})
        return tuple(steps[:-1])

    def playable_cards(self) -> set[str]:
        """The cards the obligations allow this seat now (also under *renuncio real*)."""
        if self.current_player != self.seat:
            return set()
        return self._public.playable_cards()

    def explain(self, card: str) -> Explanation:
        """The :class:`Explanation` of playing ``card`` now (this seat's turn only)."""
        if self.current_player != self.seat:
            raise IllegalAction("No es tu turno.")
        return self._public.explain(card)

    def partner_winning(self) -> bool:
        return self.current_player == self.seat and self._public.partner_winning()

    def is_terminal(self) -> bool:
        return self._public.is_terminal()

    def result(self) -> HandResult:
        return self._public.result()

    def unseen(self) -> frozenset[str]:
        """Cards this seat cannot locate: not in its hand, not played, not face up on the table,
        not known to be in another seat's hand."""
        hidden = _hidden_ints(self._public, self.seat)
        for s, cards in self.known_cards.items():
            if s != self.seat:
                hidden -= {card_index(c) for c in cards}
        return frozenset(CODES[c] for c in hidden)

    def state_with(self, hands: Mapping[int, Iterable[str]], pile: Sequence[str] = ()) -> State:
        """A full :class:`State` consistent with this view, with the given hidden hands
        ({seat: cards}) and face-down habanero pile (in draw order). Raise ValueError when they do
        not fit the view: sizes, exactly the unseen cards, known cards, voids, cannot_beat.

        The new state's history is this view's public history; other seats' hidden facts that
        the view cannot know (a renuncio made, a cante lost by passing) are taken as absent.
        """
        return _state_with(self, hands, pile)


# --- building a view -------------------------------------------------------------------------


def _public_history(state: State, seat: int) -> list[tuple[int, str, int]]:
    out = []
    for item in unlink(state._hist):
        who, action, flags = item
        if flags & PRIVATE and who != seat:
            action = action.split(":", 1)[0]
            item = (who, action, flags)
        out.append(item)
    return out


def _skeleton(state: State, seat: int, public_hist: list[tuple[int, str, int]]) -> State:
    """A copy of ``state`` without anything ``seat`` may not know."""
    sk = state._copy()
    sk._seed = None  # the seed would give away every hand
    sk._hands = tuple(h if s == seat else () for s, h in enumerate(state._hands))
    sk._masks = tuple(m if s == seat else 0 for s, m in enumerate(state._masks))
    if state._pile:
        sk._pile = (-1,) * (len(state._pile) - 1) + (state._pile[-1],)
    sk._reneged = state._reneged & (1 << seat)
    cantes = state._cantes
    sk._cantes = cantes._replace(lost=tuple(m if s == seat else 0 for s, m in enumerate(cantes.lost)))
    window = state._window
    if window is not None and window.winner != seat:
        sk._window = Window(window.winner, window.seat, -1)
    sk._hist = link(public_hist)
    return sk


def _known(state: State, seat: int, public_hist: list[tuple[int, str, int]]) -> dict[int, set[int]]:
    """Cards publicly known to be in each hand (still unplayed)."""
    t = state._table
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
    known[seat] = set(state._hands[seat])
    return known


def _inferences(state: State) -> _Inferred:
    """Voids and cannot_beat bounds (card ints) from the plays the obligations constrained."""
    return deque(_inference_steps(state), maxlen=1)[0]  # the last step


def _inference_steps(state: State) -> Iterator[_Inferred]:
    """(voids, bounds) as they stand before each card played in the hand, in order of play, and
    once more after the last: the same dicts, updated in place between steps (copy to keep)."""
    t = state._table
    voids: dict[int, set[int]] = {s: set() for s in range(t.players)}
    bounds: dict[int, dict[int, int]] = {s: {} for s in range(t.players)}
    for leader, cards, pile, finished in _records(state):
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
) -> Iterator[_Inferred]:
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


def _records(state: State) -> list[tuple[int, tuple[int, ...], bool, bool]]:
    """(leader, cards, pile left, finished) of each trick of the hand, the current one last."""
    records = [(r.leader, r.cards, r.with_pile, True) for r in unlink(state._tricks)]
    if state._trick:
        records.append((state._leader, state._trick, len(state._pile) > 0, False))
    return records


def _hidden_ints(state: State, seat: int) -> set[int]:
    """Cards in other hands or face down in the pile: not own, not played, not face up."""
    t = state._table
    cards = {c for c in range(40) if not (t.rules.tres_sin_doses and RANK_OF[c] == 2)}
    cards -= set(state._hands[seat])
    for record in unlink(state._tricks):
        cards -= set(record.cards)
    cards -= set(state._trick)
    if state._pile:
        cards.discard(state._pile[-1])
    if t.muestra >= 0:
        cards.discard(t.muestra)
    return cards


def make_view(state: State, seat: int) -> View:
    t = state._table
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < t.players:
        raise ValueError(f"seat must be between 0 and {t.players - 1}, not {seat!r}")
    public_hist = _public_history(state, seat)
    known = _known(state, seat, public_hist)
    voids, bounds = _inferences(state)
    own = state._masks[seat]
    voids[seat] = {s for s in range(4) if not own & (((1 << 10) - 1) << (10 * s))}
    bounds[seat] = {}
    sk = _skeleton(state, seat, public_hist)
    return View(
        seat=seat,
        players=t.players,
        variant=t.variant,
        rules=t.rules,
        dealer=t.dealer,
        mano=t.mano,
        trump=state.trump,
        trump_card=state.trump_card,
        muestra=state.muestra,
        hand=tuple(CODES[c] for c in state._hands[seat]),
        hand_sizes=tuple(len(h) for h in state._hands),
        trick=state.trick,
        trick_seats=state.trick_seats,
        tricks=state.tricks,
        cantes=state.cantes,
        pile_size=state.pile_size,
        current_player=state.current_player,
        in_window=state.in_window,
        points=state.points(),
        known_cards={s: frozenset(CODES[c] for c in cards) for s, cards in known.items()},
        voids={s: frozenset(SUITS[x] for x in suits) for s, suits in voids.items()},
        cannot_beat={s: {SUITS[x]: CODES[c] for x, c in b.items()} for s, b in bounds.items()},
        sitting_out=t.sitting_out,
        seats=t.seats,
        history=tuple((who, action) for who, action, _ in public_hist),
        _public=sk,
    )


def _state_with(view: View, hands: Mapping[int, Iterable[str]], pile: Sequence[str]) -> State:
    sk = view._public
    given = _given_hands(view, hands)
    pile_ints = [card_index(c) for c in pile]
    _check_unseen(view, given, pile_ints)
    _check_inferences(view, given)
    t = sk._table
    new = sk._copy()
    new._hands = tuple(tuple(given.get(s, ())) for s in range(t.players))
    new._masks = tuple(_mask(hand) for hand in new._hands)
    if sk._pile:
        new._pile = tuple(pile_ints) + (sk._pile[-1],)
    return new


def _mask(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= BIT[c]
    return m


def _given_hands(view: View, hands: Mapping[int, Iterable[str]]) -> dict[int, list[int]]:
    """The hands given (card ints by seat), the viewing seat's own hand in place."""
    try:
        given = {int(s): [card_index(c) for c in cards] for s, cards in dict(hands).items()}
    except (TypeError, ValueError) as exc:
        raise InvalidDeal(f"hands must map seats to card codes: {exc}") from None
    own = list(view._public._hands[view.seat])
    if view.seat in given and set(given[view.seat]) != set(own):
        raise InvalidDeal("the viewing seat's hand cannot change")
    given[view.seat] = own
    return given


def _check_unseen(view: View, given: dict[int, list[int]], pile_ints: list[int]) -> None:
    """The other hands and the pile hold, once each, exactly the cards the seat has not seen, as
    many in each hand as the view counts."""
    sk = view._public
    t = sk._table
    placed: list[int] = list(pile_ints)
    for s in range(t.players):
        cards = given.get(s, [])
        if s in given and s not in t.seats and cards:
            raise InvalidDeal(f"seat {s} does not play this hand")
        if len(cards) != view.hand_sizes[s]:
            raise InvalidDeal(f"seat {s} holds {view.hand_sizes[s]} cards, not {len(cards)}")
        if s != view.seat:
            placed += cards
    if len(pile_ints) != max(sk.pile_size - 1, 0):
        raise InvalidDeal(f"the pile holds {max(sk.pile_size - 1, 0)} face-down cards, not {len(pile_ints)}")
    if len(placed) != len(set(placed)) or set(placed) != _hidden_ints(sk, view.seat):
        raise InvalidDeal("the hidden hands and pile must hold exactly the unseen cards, once each")


def _check_inferences(view: View, given: dict[int, list[int]]) -> None:
    """The hands given agree with what the view knows: known cards, voids, cannot-beat bounds."""
    for s, known in view.known_cards.items():
        missing = {card_index(c) for c in known} - set(given.get(s, []))
        if missing:
            raise InvalidDeal(f"seat {s} is known to hold {', '.join(CODES[c] for c in sorted(missing))}")
    for s, suits in view.voids.items():
        for c in given.get(s, []):
            if SUITS[SUIT_OF[c]] in suits:
                raise InvalidDeal(f"seat {s} is known to have no {SUITS[SUIT_OF[c]]}")
    for s, limits in view.cannot_beat.items():
        for c in given.get(s, []):
            limit = limits.get(SUITS[SUIT_OF[c]])
            if limit is not None and c < card_index(limit):
                raise InvalidDeal(f"seat {s} holds no card above {limit}")
