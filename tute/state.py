"""A hand of tute as an immutable value: play, declarations, end and result.

:class:`State` is immutable: ``apply`` returns a new state. Hands are dealt by the ``deal``
module (``new_game`` shuffles and deals, ``deal_game`` starts from a known deal, ``replay``
rebuilds a hand from its seed, options and decisions), whose docstring gives the readings of
docs/RULES.md about dealing.

Seats are 0..n-1 and play goes 0 -> 1 -> 2 …; mano is the playing seat after the dealer (except
in cabrero's first hand, where the holder of the 2 de oros is mano). A *side* is a seat, or in
pairs a team: team 0 = seats 0 and 2, team 1 = seats 1 and 3.

History
-------
``State.history`` is a tuple of ``(seat, action)``. Decisions use the contract's action strings
(``"3c"``, ``"cante:c"``, ``"tute:12"``, ``"cambio:7o"``, ``"paso"``, ``"renuncio:2"``).
Automatic events use these strings:

``(dealer, "reparte")``
    the dealer shuffles and deals (first event of every hand);
``(dealer, "descansa")``
    cabrero with six players: the dealer sits this hand out;
``(seat, "recibe:1o,3c,…")``
    the cards a seat was dealt, in dealing order (a view shows other seats' as ``"recibe"``);
``(dealer, "muestra:5o")``
    the card shown for trump (dealer's last card, three-player leftover, habanero pinte);
``(dealer, "triunfo:o")``
    trump set without a card (cabrero's first hand: oros; *triunfos rotativos*);
``(seat, "cambio:7o")``
    a compulsory three-player swap: the seat gives that card and takes the face-up card; in
    cabrero's first hand with three players, ``cambio:2o`` is the take of the face-down leftover;
``(seat, "robo:3c")``
    a habanero draw (a view shows other seats' face-down draws as ``"robo"``; the face-up trump
    card, drawn last, is public).

``State.decisions`` holds only the decisions, in order: what ``replay`` needs.

Readings of docs/RULES.md chosen here (the rules page states them)
--------------------------------------------------------------
- A window offers nothing after the last trick (hands are empty) and, in habanero, only while
  the pile still has cards after the draw. A swap keeps the window open even when it leaves
  nothing else to offer: the seat then ends it with ``"paso"``.
- *Las cuarenta primero*: while a player holds rey and caballo of trumps, not yet declared (nor
  lost under *cantes se pierden*), he is not offered any veinte — even when the cuarenta is not
  declarable at that window because its card was just drawn (habanero).
- *Cantes se pierden*: a seat that passes (``"paso"``) at a window loses for good every cante
  and tute that window offered it; declaring one keeps the others for the windows of later
  tricks its side wins. Declarations never offered to it (the window closed before reaching it,
  a card just drawn, las cuarenta primero) are not lost.
- *Tute sin cantes previos* looks at the declaring player's own earlier cantes.
- *Renuncio real*: ``renuncio:<seat>`` is offered on any decision of the current player against
  every other seat that has played a card this hand. A call is correct when that seat has broken
  an obligation earlier in the hand. With two sides the other side wins the hand; with three or
  four individual players a correct call makes the caller win and a wrong call makes the accused
  win (project rule). The result has no diez de últimas and ``last_trick`` is None.
- Cabrero: after a tute, ``a_mas`` and ``a_menos`` are None; after a capote made by a player
  who had declared a cante, ``a_mas`` is None, he is the only loser and ``winner`` is None.
  ``porotos`` maps every seat of the hand to the porotos it takes (0 for most).
- ``State.hands`` keeps each hand in the order received; a card taken in a swap takes the place
  of the card given, drawn cards go to the end.
- ``trump_card`` is the card showing trump now: with three players the 2 or 4 left showing after
  the swaps (the dealt leftover is in the ``muestra`` event), in habanero the pinte (the 7 or 2
  after a swap).
"""

from __future__ import annotations

from collections.abc import Iterable

from .cabrero import cabrero_outcome
from .cantes import TUTE_CABALLOS, TUTE_REYES, cante_points, offered_declarations
from .cards import BIT, CODES, DIEZ_DE_ULTIMAS, POINTS_OF, SUITS, card_index
from .errors import IllegalAction
from .obligations import Explanation, describe, explain_mask, legal_mask, winning_index
from .result import Ending, HandResult, RenuncioCall
from .rules import Rules
from .scoring import Scoring, lost_games, scoring_of
from .swaps import HABANERO, swap_card
from .table import AUTO, PRIVATE, Cantes, End, Link, Phase, Table, TrickRecord, Window, unlink
from .view import View, make_view

PLAY, WINDOW, OVER = Phase.PLAY, Phase.WINDOW, Phase.OVER

_new_state = object.__new__
_new_record = tuple.__new__  # a named tuple built without its Python-level __new__ (hot paths)

_SUIT_SET = frozenset(SUITS)
_CODE_SET = frozenset(CODES)


def card_position(hand: tuple[int, ...], card: int) -> int:
    """Where ``card`` is in ``hand`` (a swapped card takes the place of the card given)."""
    for i, c in enumerate(hand):
        if c == card:
            return i
    raise KeyError(card)


class State:
    """One hand of tute, immutable. ``apply(action)`` returns the next state."""

    __slots__ = (
        "_table",
        "_seed",
        "_hands",
        "_masks",
        "_trick",
        "_leader",
        "_cur",
        "_phase",
        "_pile",
        "_won",
        "_last",
        "_ntricks",
        "_cantes",
        "_window",
        "_trump_card",
        "_tricks",
        "_hist",
        "_played",
        "_reneged",
        "_end",
    )

    def __init__(
        self,
        table: Table,
        seed: object,
        hands: tuple[tuple[int, ...], ...],
        masks: tuple[int, ...],
        trick: tuple[int, ...],
        leader: int,
        cur: int,
        phase: Phase,
        pile: tuple[int, ...],
        won: tuple[int, ...],
        last: tuple[int, ...],
        ntricks: int,
        cantes: Cantes,
        window: Window | None,
        trump_card: int,
        tricks: Link,
        hist: Link,
        played: int,
        reneged: int,
        end: End | None,
    ) -> None:
        """Built by ``deal`` and by the transitions; not part of the public API.

        Cards are ints (``cards.CODES``), card sets 40-bit masks, seats ints (-1: none).
        ``seed``: the shuffle seed (None for a known deal and in a view's copy);
        ``hands``/``masks``: each seat's cards in the order received, and as a mask;
        ``trick``: the cards of the trick in play, led by ``leader``; ``cur``: the seat to act;
        ``pile``: habanero, the cards to draw, the face-up pinte last; ``won``: card points won
        per seat; ``last``: per seat, the number of the last trick it won; ``ntricks``: tricks
        finished; ``trump_card``: the card showing trump; ``tricks``/``hist``: linked lists of
        :class:`TrickRecord` and of history items ``(seat, action, flags)``; ``played``: mask
        of the seats that have played a card; ``reneged``: mask of the seats that broke an
        obligation (*renuncio real*).
        """
        self._table = table
        self._seed = seed
        self._hands = hands
        self._masks = masks
        self._trick = trick
        self._leader = leader
        self._cur = cur
        self._phase = phase
        self._pile = pile
        self._won = won
        self._last = last
        self._ntricks = ntricks
        self._cantes = cantes
        self._window = window
        self._trump_card = trump_card
        self._tricks = tricks
        self._hist = hist
        self._played = played
        self._reneged = reneged
        self._end = end

    def _copy(self) -> State:
        """A fresh copy for a transition to change before it is returned (the hot path of every
        action: slots copied one by one, without the constructor's argument passing)."""
        new = _new_state(State)
        new._table = self._table
        new._seed = self._seed
        new._hands = self._hands
        new._masks = self._masks
        new._trick = self._trick
        new._leader = self._leader
        new._cur = self._cur
        new._phase = self._phase
        new._pile = self._pile
        new._won = self._won
        new._last = self._last
        new._ntricks = self._ntricks
        new._cantes = self._cantes
        new._window = self._window
        new._trump_card = self._trump_card
        new._tricks = self._tricks
        new._hist = self._hist
        new._played = self._played
        new._reneged = self._reneged
        new._end = self._end
        return new

    # --- public attributes -----------------------------------------------------------------

    @property
    def variant(self) -> str:
        return self._table.variant

    @property
    def players(self) -> int:
        """Number of seats (six-player cabrero: 6, the dealer sitting out)."""
        return self._table.players

    @property
    def rules(self) -> Rules:
        return self._table.rules

    @property
    def seed(self) -> object:
        """The shuffle seed (None for a hand from ``deal_game``)."""
        return self._seed

    @property
    def dealer(self) -> int:
        return self._table.dealer

    @property
    def mano(self) -> int:
        """The seat that led the first trick."""
        return self._table.mano

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats playing this hand, in seat order."""
        return self._table.seats

    def side_of(self, seat: int) -> int:
        """The side ``seat`` plays for: its pair in pairs (seats 0 and 2 are side 0, seats 1
        and 3 side 1), else the seat itself."""
        return self._table.side[seat]

    @property
    def sides(self) -> tuple[int, ...]:
        """The sides of this hand: (0, 1) in pairs, else the playing seats."""
        return self._table.sides

    @property
    def sitting_out(self) -> int | None:
        """Six-player cabrero: the dealer, who sits this hand out; else None."""
        return self._table.sitting_out

    @property
    def trump(self) -> str:
        """The trump suit letter."""
        return SUITS[self._table.trump]

    @property
    def trump_card(self) -> str | None:
        """The face-up card showing trump: the dealer's last card (4 players…), the card left
        showing after the three-player swaps, the habanero pinte (the 7 or 2 after a swap; still
        reported after it was drawn); None when no card shows trump."""
        return CODES[self._trump_card] if self._trump_card >= 0 else None

    @property
    def muestra(self) -> str | None:
        """The face-up card out of play (three players: the 2 or 4 left showing; cabrero's
        first hand: the 2 de oros), else None."""
        m = self._table.muestra
        return CODES[m] if m >= 0 else None

    @property
    def hands(self) -> tuple[tuple[str, ...], ...]:
        """Each seat's cards, in the order received (a swapped card takes the place of the card
        given; drawn cards are added at the end)."""
        return tuple(tuple(CODES[c] for c in hand) for hand in self._hands)

    @property
    def trick(self) -> tuple[str, ...]:
        return tuple(CODES[c] for c in self._trick)

    @property
    def trick_seats(self) -> tuple[int, ...]:
        return self._table.seq[self._leader][: len(self._trick)]

    @property
    def leader(self) -> int:
        """The seat that leads (or led) the current trick."""
        return self._leader

    @property
    def tricks(self) -> tuple[tuple[int, tuple[str, ...], int], ...]:
        """Finished tricks: (leader seat, cards in play order, winner seat)."""
        return tuple((r.leader, tuple(CODES[c] for c in r.cards), r.winner) for r in unlink(self._tricks))

    @property
    def cantes(self) -> tuple[tuple[int, str], ...]:
        """Declarations so far: (seat, suit letter) or (seat, "tute:12"/"tute:11")."""
        return self._cantes.made

    @property
    def pile_size(self) -> int:
        return len(self._pile)

    @property
    def pile(self) -> tuple[str, ...]:
        """Habanero: the face-down cards still in the pile, in draw order (hidden information;
        the face-up trump card, drawn after them, is ``trump_card``)."""
        return tuple(CODES[c] for c in self._pile[:-1])

    @property
    def current_player(self) -> int | None:
        return self._cur if self._cur >= 0 else None

    @property
    def phase(self) -> Phase:
        """Where the hand stands: a card to play, a declaration window, or over."""
        return self._phase

    @property
    def in_window(self) -> bool:
        """True during a declaration window (cantes, habanero swap, paso)."""
        return self._phase is WINDOW

    @property
    def history(self) -> tuple[tuple[int, str], ...]:
        return tuple((item[0], item[1]) for item in unlink(self._hist))

    @property
    def decisions(self) -> tuple[tuple[int, str], ...]:
        """The players' decisions only (no automatic events), in order."""
        return tuple((item[0], item[1]) for item in unlink(self._hist) if not item[2] & AUTO)

    def is_terminal(self) -> bool:
        return self._phase is OVER

    def partner_winning(self) -> bool:
        """In pairs, True when the current player's partner has the winning card of the trick."""
        t = self._table
        if not t.pairs or not self._trick or self._cur < 0:
            return False
        return t.seq[self._leader][winning_index(self._trick, t.trump)] == t.partner[self._cur]

    def points(self) -> dict[int, int]:
        """Points per side so far: cards won + cantes (+ diez de últimas once the hand is over)."""
        t = self._table
        cante_pts = self._cantes.points
        out = dict.fromkeys(t.sides, 0)
        for s in t.seats:
            out[t.side[s]] += self._won[s] + cante_pts[s]
        end = self._end
        if end is not None and end.ending is Ending.CARDS:
            out[t.side[end.seat]] += DIEZ_DE_ULTIMAS
        return out

    # --- legality ----------------------------------------------------------------------------

    def _legal_mask(self, seat: int, hand: int) -> int:
        trick = self._trick
        if not trick:
            return hand
        t = self._table
        pw = t.pairs and t.seq[self._leader][winning_index(trick, t.trump)] == t.partner[seat]
        return legal_mask(hand, trick, t.trump, pw, len(self._pile) > 0, t.rules)

    def playable_cards(self) -> set[str]:
        """The cards the obligations allow the current player (also under *renuncio real*,
        where ``legal_actions`` offers every card of the hand)."""
        if self._phase is not PLAY:
            return set()
        seat = self._cur
        mask = self._legal_mask(seat, self._masks[seat])
        return {CODES[c] for c in self._hands[seat] if mask & BIT[c]}

    def explain(self, card: str) -> Explanation:
        """The :class:`Explanation` of playing ``card`` now for the current player."""
        if self._phase is not PLAY:
            raise IllegalAction("No es momento de jugar una carta.")
        t = self._table
        seat = self._cur
        trick = self._trick
        pw = bool(trick) and t.pairs and t.seq[self._leader][winning_index(trick, t.trump)] == t.partner[seat]
        return explain_mask(
            self._masks[seat], trick, t.trump, card_index(card), pw, len(self._pile) > 0, t.rules
        )

    def _renuncio_calls(self) -> list[str]:
        cur = self._cur
        played = self._played
        return [f"renuncio:{s}" for s in self._table.seats if s != cur and played >> s & 1]

    def legal_actions(self) -> list[str]:
        """The actions the current player may take (empty when the hand is over)."""
        phase = self._phase
        if phase is PLAY:
            seat = self._cur
            hand = self._hands[seat]
            if self._table.renuncio_real:
                return [CODES[c] for c in hand] + self._renuncio_calls()
            mask = self._legal_mask(seat, self._masks[seat])
            return [CODES[c] for c in hand if mask & BIT[c]]
        if phase is WINDOW:
            assert self._window is not None
            winner, _, drawn = self._window
            actions = self._offers(self._cur, drawn if self._cur == winner else -1)
            actions.append("paso")
            if self._table.renuncio_real:
                actions += self._renuncio_calls()
            return actions
        return []

    # --- declarations ------------------------------------------------------------------------

    def _offers(self, seat: int, drawn: int, swaps: bool = True) -> list[str]:
        """The cantes, tutes and (habanero) swaps ``seat`` may make in a window now (the rules:
        ``cantes.declaration_refusal`` and ``swaps.swap_card``)."""
        t = self._table
        hand = self._masks[seat]
        # Habanero: nothing once the pile has no cards after the draw.
        pile_empty = t.habanero and not self._pile
        out: list[str] = []
        if t.habanero and swaps and not pile_empty:
            give = swap_card(self._pile[-1], hand, HABANERO)
            if give >= 0:
                out.append("cambio:" + CODES[give])
        _, declared, _, cantado, lost_by_seat = self._cantes  # unpacked: a hot path
        lost = lost_by_seat[seat]
        done = declared | lost | (lost & 15) << 8
        declarations = offered_declarations(
            hand, t.trump, done, cantado >> seat & 1 != 0, drawn, t.rules, pile_empty
        )
        return out + declarations if out else declarations

    def _open_window(self, winner: int, drawn: int) -> None:
        """After a trick: offer the winner (then his partner) a declaration window, or lead."""
        t = self._table
        if self._offers(winner, drawn):
            self._phase, self._cur, self._window = (
                WINDOW,
                winner,
                _new_record(Window, (winner, winner, drawn)),
            )
            return
        if t.pairs:
            partner = t.partner[winner]
            if self._offers(partner, -1):
                self._phase, self._cur, self._window = (
                    WINDOW,
                    partner,
                    _new_record(Window, (winner, partner, -1)),
                )
                return
        self._phase, self._cur, self._window = PLAY, winner, None

    def _close_window(self) -> None:
        assert self._window is not None
        self._phase, self._cur, self._window = PLAY, self._window.winner, None

    # --- applying actions ----------------------------------------------------------------------

    def apply(self, action: str) -> State:
        """The state after ``action``; raise IllegalAction (a ValueError) when it is not allowed."""
        if not isinstance(action, str):
            raise IllegalAction(f"Acción no válida: {action!r}.")
        # Actions are lower case; upper case card codes are accepted everywhere ("cambio:7O").
        action = action.strip().lower()
        phase = self._phase
        if phase is OVER:
            raise IllegalAction("La mano ha terminado.")
        if action.startswith("renuncio:"):
            return self._call_renuncio(action)
        if phase is PLAY:
            try:
                card = card_index(action)
            except ValueError:
                raise IllegalAction(
                    f"Ahora hay que jugar una carta: «{action}» no es una carta de la baraja."
                ) from None
            return self._play(card)
        return self._window_action(action)

    def _play(self, card: int) -> State:
        t = self._table
        seat = self._cur
        mask = self._masks[seat]
        bit = BIT[card]
        reneged = self._reneged
        if not mask & bit:
            raise IllegalAction(f"No tienes el {CODES[card]} en la mano.")
        if not self._legal_mask(seat, mask) & bit:
            if t.renuncio_real:
                reneged |= 1 << seat
            else:
                explanation = self.explain(CODES[card])
                raise IllegalAction(describe(explanation, self.trick, self.trump), explanation)
        new = self._copy()
        hands = list(self._hands)
        hands[seat] = tuple([c for c in hands[seat] if c != card])
        new._hands = tuple(hands)
        masks = list(self._masks)
        masks[seat] = mask ^ bit
        new._masks = tuple(masks)
        new._hist = (self._hist, (seat, CODES[card], 0))
        new._played = self._played | (1 << seat)
        new._reneged = reneged
        trick = self._trick + (card,)
        if len(trick) < t.n_playing:
            new._trick = trick
            new._cur = t.nxt[seat]
            return new
        new._finish_trick(trick)
        return new

    def _finish_trick(self, trick: tuple[int, ...]) -> None:
        """Collect a complete trick (mutates a fresh, unshared state)."""
        t = self._table
        leader = self._leader
        winner = t.seq[leader][winning_index(trick, t.trump)]
        pile = self._pile
        self._tricks = (self._tricks, _new_record(TrickRecord, (leader, trick, winner, len(pile) > 0)))
        number = self._ntricks
        self._ntricks = number + 1
        won = list(self._won)
        won[winner] += POINTS_OF[trick[0]] + sum([POINTS_OF[c] for c in trick[1:]])
        self._won = tuple(won)
        last = list(self._last)
        last[winner] = number
        self._last = tuple(last)
        self._trick = ()
        self._leader = winner
        if number + 1 == t.n_tricks:
            self._phase, self._cur, self._end = OVER, -1, End(Ending.CARDS, winner)
            return
        drawn = -1
        if pile:
            # Habanero: both draw, the winner first; the face-up card goes last, to the loser.
            loser = t.nxt[winner]
            drawn = pile[0]
            self._receive(winner, pile[0], PRIVATE)
            self._receive(loser, pile[1], PRIVATE if len(pile) > 2 else 0)
            self._pile = pile[2:]
        self._open_window(winner, drawn)

    def _receive(self, seat: int, card: int, privacy: int) -> None:
        hands = list(self._hands)
        hands[seat] = hands[seat] + (card,)
        self._hands = tuple(hands)
        masks = list(self._masks)
        masks[seat] |= BIT[card]
        self._masks = tuple(masks)
        self._hist = (self._hist, (seat, "robo:" + CODES[card], AUTO | privacy))

    def _window_action(self, action: str) -> State:
        seat = self._cur
        assert self._window is not None
        winner, _, drawn = self._window
        offers = self._offers(seat, drawn if seat == winner else -1)
        if action == "paso":
            return self._paso(seat, winner, offers)
        if action not in offers:
            raise IllegalAction(self._window_refusal(action))
        new = self._copy()
        new._hist = (self._hist, (seat, action, 0))
        if action.startswith("cambio:"):
            # The window stays open (docs/ENGINE_CONTRACT.md: "a swap keeps the window open"): the
            # seat may still declare, swap again or pass, even with only "paso" left.
            new._swap_face(seat, card_index(action[7:]))
            return new
        new._declare(seat, action)
        return new

    def _window_refusal(self, action: str) -> str:
        if action.startswith("cante:") and action[6:] not in _SUIT_SET:
            return f"«{action[6:]}» no es un palo de la baraja (o, c, e, b)."
        if action.startswith("cambio:") and action[7:] not in _CODE_SET:
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

    def _paso(self, seat: int, winner: int, offers: list[str]) -> State:
        t = self._table
        new = self._copy()
        new._hist = (self._hist, (seat, "paso", 0))
        if t.rules.cantes_se_pierden:
            new._lose(seat, offers)
        if seat == winner and t.pairs:
            partner = t.partner[winner]
            if new._offers(partner, -1):
                new._cur = partner
                new._window = Window(winner, partner, -1)
                return new
        new._close_window()
        return new

    def _lose(self, seat: int, offers: list[str]) -> None:
        """Cantes se pierden: a paso loses for good the declarations the window offered."""
        lost = 0
        for action in offers:
            if action.startswith("cante:"):
                lost |= 1 << SUITS.index(action[6])
            elif action == "tute:12":
                lost |= TUTE_REYES
            elif action == "tute:11":
                lost |= TUTE_CABALLOS
        if lost:
            lost_all = list(self._cantes.lost)
            lost_all[seat] |= lost
            self._cantes = self._cantes._replace(lost=tuple(lost_all))

    def _declare(self, seat: int, action: str) -> None:
        t = self._table
        made, declared, points, cantado, lost = self._cantes
        if action.startswith("cante:"):
            s = SUITS.index(action[6])
            new_points = list(points)
            new_points[seat] += cante_points(action, SUITS[t.trump]) or 0
            self._cantes = Cantes(
                made + ((seat, SUITS[s]),),
                declared | (1 << s),
                tuple(new_points),
                cantado | (1 << seat),
                lost,
            )
            self._close_window()
            return
        bit = TUTE_REYES if action == "tute:12" else TUTE_CABALLOS
        self._cantes = Cantes(made + ((seat, action),), declared | bit, points, cantado | (1 << seat), lost)
        self._phase, self._cur, self._window = OVER, -1, None
        self._end = End(Ending.TUTE, seat)

    def _swap_face(self, seat: int, card: int) -> None:
        """The seat gives ``card`` and takes the face-up card (habanero pinte)."""
        face = self._pile[-1]
        hands = list(self._hands)
        hand = hands[seat]
        pos = card_position(hand, card)
        hands[seat] = hand[:pos] + (face,) + hand[pos + 1 :]
        self._hands = tuple(hands)
        masks = list(self._masks)
        masks[seat] = masks[seat] ^ BIT[card] | BIT[face]
        self._masks = tuple(masks)
        self._pile = self._pile[:-1] + (card,)
        self._trump_card = card

    def _call_renuncio(self, action: str) -> State:
        t = self._table
        if not t.renuncio_real:
            raise IllegalAction("Solo se canta renuncio con la opción «renuncio real».")
        try:
            accused = int(action.split(":", 1)[1])
        except ValueError:
            raise IllegalAction(f"Acción no válida: «{action}».") from None
        if action not in self._renuncio_calls():
            raise IllegalAction(
                "Solo puedes acusar de renuncio a otro jugador que ya haya jugado alguna carta en esta mano."
            )
        caller = self._cur
        new = self._copy()
        new._hist = (self._hist, (caller, action, 0))
        new._phase, new._cur, new._window = OVER, -1, None
        new._end = End(Ending.RENUNCIO, accused, caller, bool(self._reneged >> accused & 1))
        return new

    # --- the end -----------------------------------------------------------------------------

    def result(self) -> HandResult:
        """The outcome of a finished hand (:class:`HandResult`); ValueError before the end."""
        if self._phase is not OVER:
            raise ValueError("the hand is not over yet")
        t = self._table
        end = self._end
        assert end is not None
        seat_points = {s: self._won[s] + self._cantes.points[s] for s in t.seats}
        last_trick = end.seat if end.ending is Ending.CARDS else None
        if last_trick is not None:
            seat_points[last_trick] += DIEZ_DE_ULTIMAS
        points = dict.fromkeys(t.sides, 0)
        for s, p in seat_points.items():
            points[t.side[s]] += p
        tute = end.seat if end.ending is Ending.TUTE else None
        call = RenuncioCall(end.seat, end.caller, end.correct) if end.ending is Ending.RENUNCIO else None
        ending = end.ending
        if t.cabrero:
            cantado = self._cantes.cantado
            outcome = cabrero_outcome(
                seat_points,
                {s: (self._last[s] if self._last[s] >= 0 else None) for s in t.seats},
                cantes=[s for s in t.seats if cantado >> s & 1],
                tute=tute,
                renuncio=(call.by, call.caller, call.correct) if call is not None else None,
            )
            return HandResult(
                ending,
                points,
                outcome.winner,
                last_trick,
                tute,
                call,
                entered=outcome.entered,
                a_mas=outcome.a_mas,
                a_menos=outcome.a_menos,
                losers=outcome.losers,
                porotos=outcome.porotos,
            )
        winner: int | None
        if tute is not None:
            winner = t.side[tute]
        elif call is not None:
            loser = t.side[call.by] if call.correct else t.side[call.caller]
            if len(t.sides) == 2:
                winner = t.sides[1] if loser == t.sides[0] else t.sides[0]
            else:
                winner = t.side[call.caller] if call.correct else t.side[call.by]
        else:
            best = max(points.values())
            top = [side for side, p in points.items() if p == best]
            winner = top[0] if len(top) == 1 else None
        if scoring_of(t.variant, t.players, self.rules) is Scoring.JUEGOS_PERDIDOS:
            renuncio = (call.by, call.caller, call.correct) if call is not None else None
            lost = lost_games(points, tute=tute, renuncio=renuncio)
            return HandResult(
                ending,
                points,
                winner,
                last_trick,
                tute,
                call,
                perdidos=lost.perdidos,
                dos_juegos=lost.dos_juegos,
            )
        return HandResult(ending, points, winner, last_trick, tute, call)

    # --- views -------------------------------------------------------------------------------

    def view(self, seat: int) -> View:
        """What ``seat`` may know (a :class:`View`): no other seat's hidden card."""
        return make_view(self, seat)

    def __repr__(self) -> str:
        t = self._table
        return (
            f"<State {t.variant}/{t.players} trump={self.trump} to_play={self.current_player} "
            f"tricks={self._ntricks} trick={list(self.trick)}>"
        )


def apply_all(state: State, actions: Iterable[str | tuple[int, str]]) -> State:
    """Apply decisions in order (strings or (seat, action) pairs)."""
    for action in actions:
        if isinstance(action, tuple | list):
            seat, action = action
            if seat != state.current_player:
                raise IllegalAction(f"it is seat {state.current_player}'s turn, not seat {seat}'s")
        state = state.apply(action)
    return state
