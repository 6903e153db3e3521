"""A hand of tute as an immutable value: play, declarations, end and result.

:class:`State` is immutable: ``apply`` returns a new state. Hands are dealt by the ``deal``
module (``new_game`` shuffles and deals, ``deal_game`` starts from a known deal, ``replay``
rebuilds a hand from its seed, options and decisions), whose docstring gives the readings of
docs/RULES.md about dealing.

Seats are 0..n-1 and play goes 0 -> 1 -> 2 …; mano is the playing seat after the dealer (except
in cabrero's first hand, where the holder of the 2 de oros is mano). A *side* is a seat, or in
pairs a team: team 0 = seats 0 and 2, team 1 = seats 1 and 3.

``State.history`` holds every decision and automatic event of the hand (the strings are
described in ``tute.table``), ``State.decisions`` the decisions only: what ``replay`` needs.
Each seat sees the hand through a :class:`View` (``State.view``), which plays on the state's
``seat_copy`` and computes what the seat knows with ``tute.seen``.

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

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from . import seen
from .cantes import lost_by_paso, offered_declarations, window_refusal, with_declaration
from .cards import BIT, CODES, DIEZ_DE_ULTIMAS, POINTS_OF, SUITS, card_index
from .errors import IllegalAction, InvalidDeal
from .obligations import Explanation, describe, explain_mask, legal_mask, winning_index
from .result import Ending, HandResult
from .rules import Rules
from .scoring import hand_result
from .swaps import HABANERO, swap_card
from .table import (
    AUTO,
    PRIVATE,
    End,
    HistoryItem,
    Phase,
    StateParts,
    TrickRecord,
    Window,
    link,
    unlink,
)

PLAY, WINDOW, OVER = Phase.PLAY, Phase.WINDOW, Phase.OVER

_new_state = object.__new__
_new_record = tuple.__new__  # a named tuple built without its Python-level __new__ (hot paths)


class State:
    """One hand of tute, immutable. ``apply(action)`` returns the next state."""

    __slots__ = tuple(f"_{part}" for part in StateParts._fields)  # a state's slots are its parts

    def __init__(self, parts: StateParts) -> None:
        """Built by ``deal`` from the parts of a hand's first state (:class:`StateParts`, which
        says what each part holds); the transitions copy and change a state piece by piece."""
        (
            self._table,
            self._seed,
            self._hands,
            self._masks,
            self._trick,
            self._leader,
            self._cur,
            self._phase,
            self._pile,
            self._won,
            self._last,
            self._ntricks,
            self._cantes,
            self._window,
            self._trump_card,
            self._tricks,
            self._hist,
            self._played,
            self._reneged,
            self._end,
        ) = parts

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
            raise IllegalAction(window_refusal(action))
        new = self._copy()
        new._hist = (self._hist, (seat, action, 0))
        if action.startswith("cambio:"):
            # The window stays open (docs/ENGINE_CONTRACT.md: "a swap keeps the window open"): the
            # seat may still declare, swap again or pass, even with only "paso" left.
            new._swap_face(seat, card_index(action[7:]))
            return new
        new._declare(seat, action)
        return new

    def _paso(self, seat: int, winner: int, offers: list[str]) -> State:
        t = self._table
        new = self._copy()
        new._hist = (self._hist, (seat, "paso", 0))
        if t.rules.cantes_se_pierden:
            new._cantes = lost_by_paso(new._cantes, seat, offers)
        if seat == winner and t.pairs:
            partner = t.partner[winner]
            if new._offers(partner, -1):
                new._cur = partner
                new._window = Window(winner, partner, -1)
                return new
        new._close_window()
        return new

    def _declare(self, seat: int, action: str) -> None:
        self._cantes = with_declaration(self._cantes, seat, action, self._table.trump)
        if action.startswith("cante:"):
            self._close_window()
            return
        self._phase, self._cur, self._window = OVER, -1, None
        self._end = End(Ending.TUTE, seat)

    def _swap_face(self, seat: int, card: int) -> None:
        """The seat gives ``card`` and takes the face-up card (habanero pinte)."""
        face = self._pile[-1]
        hands = list(self._hands)
        hand = hands[seat]
        pos = hand.index(card)
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
        assert self._end is not None
        t = self._table
        won, cante_points = self._won, self._cantes.points
        seat_points = {s: won[s] + cante_points[s] for s in t.seats}
        return hand_result(t, self._end, seat_points, self._last, self._cantes.cantado)

    # --- views -------------------------------------------------------------------------------

    def view(self, seat: int) -> View:
        """What ``seat`` may know (a :class:`View`): no other seat's hidden card."""
        t = self._table
        self._check_seat(seat)
        public_hist = seen.public_history(self._hist, seat)
        own = self._hands[seat]
        known = seen.known_cards(t, public_hist, seat, own)
        voids, bounds = seen.inferences(t, self._trick_plays())
        voids[seat] = seen.own_voids(self._masks[seat])
        bounds[seat] = {}
        return View(
            seat=seat,
            players=t.players,
            variant=t.variant,
            rules=t.rules,
            dealer=t.dealer,
            mano=t.mano,
            trump=self.trump,
            trump_card=self.trump_card,
            muestra=self.muestra,
            hand=tuple(CODES[c] for c in own),
            hand_sizes=tuple(len(h) for h in self._hands),
            trick=self.trick,
            trick_seats=self.trick_seats,
            tricks=self.tricks,
            cantes=self.cantes,
            pile_size=self.pile_size,
            current_player=self.current_player,
            in_window=self.in_window,
            points=self.points(),
            known_cards={s: frozenset(CODES[c] for c in cards) for s, cards in known.items()},
            voids={s: frozenset(SUITS[x] for x in suits) for s, suits in voids.items()},
            cannot_beat={s: {SUITS[x]: CODES[c] for x, c in b.items()} for s, b in bounds.items()},
            sitting_out=t.sitting_out,
            seats=t.seats,
            history=tuple((who, action) for who, action, _ in public_hist),
            _public=self._seat_copy(seat, public_hist),
        )

    def seat_copy(self, seat: int) -> State:
        """This state without anything ``seat`` may not know: the other hands empty, the pile
        face down, no seed, the other seats' private events by their head only, their renuncios
        and lost cantes forgotten. What a :class:`View` plays on; ``with_hidden_hands`` fills it
        with guessed hands."""
        self._check_seat(seat)
        return self._seat_copy(seat, seen.public_history(self._hist, seat))

    def with_hidden_hands(self, hands: Mapping[int, Iterable[str]], pile: Sequence[str] = ()) -> State:
        """This state with each seat of ``hands`` ({seat: codes}) holding those cards (the other
        seats keep theirs) and, while a habanero pile lasts, ``pile`` face down under the face-up
        card, in draw order: a seat's copy filled with guessed hidden hands. Only the seats and
        the pile's size are checked here; ``View.state_with`` checks the hands against what the
        seat knows."""
        new_hands = list(self._hands)
        for seat, cards in hands.items():
            self._check_seat(seat)
            new_hands[seat] = tuple(card_index(c) for c in cards)
        face_down = max(len(self._pile) - 1, 0)
        if len(pile) != face_down:
            raise InvalidDeal(f"the pile holds {face_down} face-down cards, not {len(pile)}")
        new = self._copy()
        new._hands = tuple(new_hands)
        new._masks = tuple(sum(BIT[c] for c in set(hand)) for hand in new_hands)
        if self._pile:
            new._pile = tuple(card_index(c) for c in pile) + (self._pile[-1],)
        return new

    def hidden_cards(self, seat: int) -> frozenset[str]:
        """The cards ``seat`` cannot see: in the other hands, or face down in the pile."""
        self._check_seat(seat)
        face_up = self._pile[-1] if self._pile else -1
        hidden = seen.hidden_cards(self._table, self._hands[seat], self._trick_plays(), face_up)
        return frozenset(CODES[c] for c in hidden)

    def voids_before_plays(self) -> tuple[dict[int, frozenset[str]], ...]:
        """The public voids (the suits each seat has shown it lacks) as they stood before each
        card played so far in this hand, in order of play."""
        steps = [
            {s: frozenset(SUITS[x] for x in suits) for s, suits in voids.items()}
            for voids, _bounds in seen.inference_steps(self._table, self._trick_plays())
        ]
        return tuple(steps[:-1])

    def _check_seat(self, seat: int) -> None:
        players = self._table.players
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
            raise ValueError(f"seat must be between 0 and {players - 1}, not {seat!r}")

    def _trick_plays(self) -> list[seen.TrickPlay]:
        """Every trick of the hand as the inferences read it, the one in play last."""
        plays = [(r.leader, r.cards, r.with_pile, True) for r in unlink(self._tricks)]
        if self._trick:
            plays.append((self._leader, self._trick, len(self._pile) > 0, False))
        return plays

    def _seat_copy(self, seat: int, public_hist: list[HistoryItem]) -> State:
        copy = self._copy()
        copy._seed = None  # the seed would give away every hand
        copy._hands = tuple(h if s == seat else () for s, h in enumerate(self._hands))
        copy._masks = tuple(m if s == seat else 0 for s, m in enumerate(self._masks))
        if self._pile:
            copy._pile = (-1,) * (len(self._pile) - 1) + (self._pile[-1],)
        copy._reneged = self._reneged & (1 << seat)
        cantes = self._cantes
        copy._cantes = cantes._replace(lost=tuple(m if s == seat else 0 for s, m in enumerate(cantes.lost)))
        window = self._window
        if window is not None and window.winner != seat:
            copy._window = Window(window.winner, window.seat, -1)
        copy._hist = link(public_hist)
        return copy

    def __repr__(self) -> str:
        t = self._table
        return (
            f"<State {t.variant}/{t.players} trump={self.trump} to_play={self.current_player} "
            f"tricks={self._ntricks} trick={list(self.trick)}>"
        )


@dataclass(frozen=True)
class View:
    """One seat's view of a hand (``State.view``): its own hand, the public facts, and what the
    rules let it infer (``known_cards``, ``voids``, ``cannot_beat``: see ``tute.seen``). It never
    holds another seat's hidden card: it plays on the state's ``seat_copy``."""

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
    seats: tuple[int, ...]  # the playing seats (not the six-player dealer, not cabrero's eliminated)
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
        return self._public.voids_before_plays()

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
        hidden = set(self._public.hidden_cards(self.seat))
        for s, cards in self.known_cards.items():
            if s != self.seat:
                hidden -= cards
        return frozenset(hidden)

    def state_with(self, hands: Mapping[int, Iterable[str]], pile: Sequence[str] = ()) -> State:
        """A full :class:`State` consistent with this view, with the given hidden hands
        ({seat: cards}) and face-down habanero pile (in draw order). Raise ValueError when they do
        not fit the view: sizes, exactly the unseen cards, known cards, voids, cannot_beat.

        The new state's history is this view's public history; other seats' hidden facts that
        the view cannot know (a renuncio made, a cante lost by passing) are taken as absent.
        """
        given = seen.guessed_hands(self.seat, self.hand, hands)
        pile_ints = [card_index(c) for c in pile]
        self._check_unseen(given, pile_ints)
        seen.check_guess_inferences(given, self.known_cards, self.voids, self.cannot_beat)
        guess = {s: [CODES[c] for c in given[s]] for s in range(self.players) if s in given}
        return self._public.with_hidden_hands(guess, pile)

    def _check_unseen(self, given: dict[int, list[int]], pile_ints: list[int]) -> None:
        """The other hands and the pile hold, once each, exactly the cards the seat has not seen,
        as many in each hand as the view counts."""
        placed: list[int] = list(pile_ints)
        for s in range(self.players):
            cards = given.get(s, [])
            if s in given and s not in self.seats and cards:
                raise InvalidDeal(f"seat {s} does not play this hand")
            if len(cards) != self.hand_sizes[s]:
                raise InvalidDeal(f"seat {s} holds {self.hand_sizes[s]} cards, not {len(cards)}")
            if s != self.seat:
                placed += cards
        face_down = max(self.pile_size - 1, 0)
        if len(pile_ints) != face_down:
            raise InvalidDeal(f"the pile holds {face_down} face-down cards, not {len(pile_ints)}")
        hidden = {card_index(c) for c in self._public.hidden_cards(self.seat)}
        if len(placed) != len(set(placed)) or set(placed) != hidden:
            raise InvalidDeal("the hidden hands and pile must hold exactly the unseen cards, once each")
