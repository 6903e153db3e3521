"""A hand of tute as an immutable value: deal, play, declarations, end and result.

``new_game`` shuffles and deals, ``deal_game`` starts from a known deal, ``replay`` rebuilds a
hand from its seed, options and decisions. :class:`State` is immutable: ``apply`` returns a new
state (``apply_fast`` does the same without checking legality, for search).

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

Readings of RULES.md chosen here (the rules page states them)
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
- Three-player swaps: in arrastre (§2) the holder of the 7 always swaps first, then the holder of
  the 2 takes the 7, even when both are the same player; in cabrero (§7) that player swaps his 2
  straight for the shown card.
- Six-player cabrero: the last card dealt goes to the playing seat before the dealer; it shows
  trump and stays in that hand.
- ``new_game`` draws the first dealer by lot from the seed (RULES.md §2) unless ``dealer`` is
  given; ``deal_game`` defaults to the last seat. Cards are dealt one at a time from the seat
  after the dealer, so the dealer (or, with six players, the seat before him) gets the last one.
- ``State.hands`` keeps each hand in the order received; a card taken in a swap takes the place
  of the card given, drawn cards go to the end.
- ``trump_card`` is the card showing trump now: with three players the 2 or 4 left showing after
  the swaps (the dealt leftover is in the ``muestra`` event), in habanero the pinte (the 7 or 2
  after a swap).
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Iterable, Sequence

from .cabrero import cabrero_outcome
from .cantes import TUTE_CABALLOS, TUTE_REYES, cante_points, offered_declarations
from .cards import (
    BIT,
    CODES,
    DIEZ_DE_ULTIMAS,
    PLACE,
    POINTS_OF,
    RANK_OF,
    SUIT_OF,
    SUITS,
    card_index,
    suit_index,
)
from .errors import IllegalAction, InvalidDeal
from .obligations import describe, explain_mask, legal_mask, winning_index
from .result import Ending, HandResult, RenuncioCall
from .rules import DEFAULT_RULES, Rules
from .swaps import HABANERO, muestra_chain, swap_card

VARIANTS = ("arrastre", "habanero", "cabrero")

PLAY, WINDOW, OVER = 0, 1, 2
END_CARDS, END_TUTE, END_RENUNCIO = "cards", "tute", "renuncio"

# history flags
AUTO = 1
PRIVATE = 2

# deal kinds
SHOWN = "shown"  # the last card dealt shows trump and stays in that hand
LEFTOVER = "leftover"  # three players: the leftover card shows trump, compulsory swaps
PILE = "pile"  # habanero: the pinte under the pile
FIRST = "first"  # cabrero's first hand: oros, the 2 de oros is mano
ROTATING = "rotating"  # cabrero triunfos rotativos: trump given, no card shown

_TWO_OROS = PLACE[2]
_SUIT_SET = frozenset(SUITS)
_CODE_SET = frozenset(CODES)

_new = object.__new__


def _card_pos(hand: tuple, card: int) -> int:
    for i, c in enumerate(hand):
        if c == card:
            return i
    raise KeyError(card)


class _Table:
    """What does not change during a hand: seats, order, variant, options, trump."""

    __slots__ = (
        "variant",
        "players",
        "rules",
        "dealer",
        "mano",
        "seats",
        "nxt",
        "seq",
        "partner",
        "side",
        "sides",
        "pairs",
        "trump",
        "habanero",
        "cabrero",
        "renuncio_real",
        "n_playing",
        "n_tricks",
        "sitting_out",
        "seed",
        "kind",
        "shown_holder",
        "face0",
        "muestra",
        "hand_number",
    )

    def __init__(self, variant, players, rules, dealer, seats, seed, kind, hand_number):
        self.variant = variant
        self.players = players
        self.rules = rules
        self.dealer = dealer
        self.seats = tuple(sorted(seats))
        n = len(self.seats)
        self.n_playing = n
        nxt = [-1] * players
        for i, s in enumerate(self.seats):
            nxt[s] = self.seats[(i + 1) % n]
        self.nxt = tuple(nxt)
        seq = []
        for s in range(players):
            if nxt[s] < 0:
                seq.append(())
                continue
            order = [s]
            while len(order) < n:
                order.append(nxt[order[-1]])
            seq.append(tuple(order))
        self.seq = tuple(seq)
        self.pairs = variant == "arrastre" and players == 4 and n == 4 and rules.parejas
        self.partner = tuple((s + 2) % 4 for s in range(4)) if self.pairs else (-1,) * players
        self.side = tuple(s % 2 for s in range(4)) if self.pairs else tuple(range(players))
        self.sides = (0, 1) if self.pairs else self.seats
        self.habanero = variant == "habanero"
        self.cabrero = variant == "cabrero"
        self.renuncio_real = rules.renuncio_real
        self.sitting_out = dealer if dealer not in self.seats else None
        self.seed = seed
        self.kind = kind
        self.hand_number = hand_number
        self.trump = 0
        self.mano = -1
        self.n_tricks = 0
        self.shown_holder = -1
        self.face0 = -1
        self.muestra = -1

    def deal_start(self) -> int:
        """The first playing seat after the dealer: it receives the first card."""
        s = self.dealer
        for _ in range(self.players):
            s = (s + 1) % self.players
            if s in self.seats:
                return s
        raise AssertionError("no playing seat")

    def last_receiver(self) -> int:
        """The playing seat that receives the last card dealt (the dealer when he plays)."""
        start = self.deal_start()
        return self.seq[start][-1]


class State:
    """One hand of tute, immutable. ``apply(action)`` returns the next state."""

    __slots__ = (
        "_t",
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
        "_c",
        "_win",
        "_tc",
        "_tricks",
        "_hist",
        "_played",
        "_reneged",
        "_end",
    )

    # _c: (cantes tuple of (seat, what), declared mask, cante points per seat,
    #      mask of seats that declared a cante, lost mask per seat)
    # _win: (trick winner, seat offered now, card the winner just drew or -1) during a window
    # _tricks, _hist: persistent linked lists (previous node, item)

    def _copy(self) -> State:
        new = _new(State)
        new._t = self._t
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
        new._c = self._c
        new._win = self._win
        new._tc = self._tc
        new._tricks = self._tricks
        new._hist = self._hist
        new._played = self._played
        new._reneged = self._reneged
        new._end = self._end
        return new

    # --- public attributes -----------------------------------------------------------------

    @property
    def variant(self) -> str:
        return self._t.variant

    @property
    def players(self) -> int:
        """Number of seats (six-player cabrero: 6, the dealer sitting out)."""
        return self._t.players

    @property
    def rules(self) -> Rules:
        return self._t.rules

    @property
    def seed(self):
        """The shuffle seed (None for a hand from ``deal_game``)."""
        return self._t.seed

    @property
    def dealer(self) -> int:
        return self._t.dealer

    @property
    def mano(self) -> int:
        """The seat that led the first trick."""
        return self._t.mano

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats playing this hand, in seat order."""
        return self._t.seats

    @property
    def sitting_out(self) -> int | None:
        """Six-player cabrero: the dealer, who sits this hand out; else None."""
        return self._t.sitting_out

    @property
    def trump(self) -> str:
        """The trump suit letter."""
        return SUITS[self._t.trump]

    @property
    def trump_card(self) -> str | None:
        """The face-up card showing trump: the dealer's last card (4 players…), the card left
        showing after the three-player swaps, the habanero pinte (the 7 or 2 after a swap; still
        reported after it was drawn); None when no card shows trump."""
        return CODES[self._tc] if self._tc >= 0 else None

    @property
    def muestra(self) -> str | None:
        """The face-up card out of play (three players: the 2 or 4 left showing; cabrero's
        first hand: the 2 de oros), else None."""
        m = self._t.muestra
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
        return self._t.seq[self._leader][: len(self._trick)]

    @property
    def leader(self) -> int:
        """The seat that leads (or led) the current trick."""
        return self._leader

    @property
    def tricks(self) -> tuple[tuple[int, tuple[str, ...], int], ...]:
        """Finished tricks: (leader seat, cards in play order, winner seat)."""
        return tuple((r[0], tuple(CODES[c] for c in r[1]), r[2]) for r in _unlink(self._tricks))

    @property
    def cantes(self) -> tuple[tuple[int, str], ...]:
        """Declarations so far: (seat, suit letter) or (seat, "tute:12"/"tute:11")."""
        return self._c[0]

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
    def in_window(self) -> bool:
        """True during a declaration window (cantes, habanero swap, paso)."""
        return self._phase == WINDOW

    @property
    def history(self) -> tuple[tuple[int, str], ...]:
        return tuple((item[0], item[1]) for item in _unlink(self._hist))

    @property
    def decisions(self) -> tuple[tuple[int, str], ...]:
        """The players' decisions only (no automatic events), in order."""
        return tuple((item[0], item[1]) for item in _unlink(self._hist) if not item[2] & AUTO)

    def is_terminal(self) -> bool:
        return self._phase == OVER

    def partner_winning(self) -> bool:
        """In pairs, True when the current player's partner has the winning card of the trick."""
        t = self._t
        if not t.pairs or not self._trick or self._cur < 0:
            return False
        return t.seq[self._leader][winning_index(self._trick, t.trump)] == t.partner[self._cur]

    def points(self) -> dict[int, int]:
        """Points per side so far: cards won + cantes (+ diez de últimas once the hand is over)."""
        t = self._t
        cante_pts = self._c[2]
        out = dict.fromkeys(t.sides, 0)
        for s in t.seats:
            out[t.side[s]] += self._won[s] + cante_pts[s]
        if self._end is not None and self._end[0] == END_CARDS:
            out[t.side[self._end[1]]] += DIEZ_DE_ULTIMAS
        return out

    # --- legality ----------------------------------------------------------------------------

    def _legal_mask(self, seat: int, hand: int) -> int:
        trick = self._trick
        if not trick:
            return hand
        t = self._t
        pw = t.pairs and t.seq[self._leader][winning_index(trick, t.trump)] == t.partner[seat]
        return legal_mask(hand, trick, t.trump, pw, len(self._pile) > 0, t.rules)

    def playable_cards(self) -> set[str]:
        """The cards the obligations allow the current player (also under *renuncio real*,
        where ``legal_actions`` offers every card of the hand)."""
        if self._phase != PLAY:
            return set()
        seat = self._cur
        mask = self._legal_mask(seat, self._masks[seat])
        return {CODES[c] for c in self._hands[seat] if mask & BIT[c]}

    def explain(self, card: str):
        """The :class:`Explanation` of playing ``card`` now for the current player."""
        if self._phase != PLAY:
            raise IllegalAction("No es momento de jugar una carta.")
        t = self._t
        seat = self._cur
        trick = self._trick
        pw = bool(trick) and t.pairs and t.seq[self._leader][winning_index(trick, t.trump)] == t.partner[seat]
        return explain_mask(
            self._masks[seat], trick, t.trump, card_index(card), pw, len(self._pile) > 0, t.rules
        )

    def _renuncio_calls(self) -> list[str]:
        cur = self._cur
        played = self._played
        return [f"renuncio:{s}" for s in self._t.seats if s != cur and played >> s & 1]

    def legal_actions(self) -> list[str]:
        """The actions the current player may take (empty when the hand is over)."""
        phase = self._phase
        if phase == PLAY:
            seat = self._cur
            hand = self._hands[seat]
            if self._t.renuncio_real:
                return [CODES[c] for c in hand] + self._renuncio_calls()
            mask = self._legal_mask(seat, self._masks[seat])
            return [CODES[c] for c in hand if mask & BIT[c]]
        if phase == WINDOW:
            actions = self._offers(self._cur, self._win[2] if self._cur == self._win[0] else -1)
            actions.append("paso")
            if self._t.renuncio_real:
                actions += self._renuncio_calls()
            return actions
        return []

    # --- declarations ------------------------------------------------------------------------

    def _offers(self, seat: int, drawn: int, swaps: bool = True) -> list[str]:
        """The cantes, tutes and (habanero) swaps ``seat`` may make in a window now (the rules:
        ``cantes.declaration_refusal`` and ``swaps.swap_card``)."""
        t = self._t
        hand = self._masks[seat]
        # Habanero: nothing once the pile has no cards after the draw.
        pile_empty = t.habanero and not self._pile
        out: list[str] = []
        if t.habanero and swaps and not pile_empty:
            give = swap_card(self._pile[-1], hand, HABANERO)
            if give >= 0:
                out.append("cambio:" + CODES[give])
        _, declared, _, cantado, lost_all = self._c
        lost = lost_all[seat]
        done = declared | lost | (lost & 15) << 8
        declarations = offered_declarations(
            hand, t.trump, done, cantado >> seat & 1, drawn, t.rules, pile_empty
        )
        return out + declarations if out else declarations

    def _open_window(self, winner: int, drawn: int) -> None:
        """After a trick: offer the winner (then his partner) a declaration window, or lead."""
        t = self._t
        if self._offers(winner, drawn):
            self._phase, self._cur, self._win = WINDOW, winner, (winner, winner, drawn)
            return
        if t.pairs:
            partner = t.partner[winner]
            if self._offers(partner, -1):
                self._phase, self._cur, self._win = WINDOW, partner, (winner, partner, -1)
                return
        self._phase, self._cur, self._win = PLAY, winner, None

    def _close_window(self) -> None:
        self._phase, self._cur, self._win = PLAY, self._win[0], None

    # --- applying actions ----------------------------------------------------------------------

    def apply(self, action: str) -> State:
        """The state after ``action``; raise IllegalAction (a ValueError) when it is not allowed."""
        if not isinstance(action, str):
            raise IllegalAction(f"Acción no válida: {action!r}.")
        # Actions are lower case; upper case card codes are accepted everywhere ("cambio:7O").
        action = action.strip().lower()
        phase = self._phase
        if phase == OVER:
            raise IllegalAction("La mano ha terminado.")
        if action.startswith("renuncio:"):
            return self._call_renuncio(action)
        if phase == PLAY:
            try:
                card = card_index(action)
            except ValueError:
                raise IllegalAction(
                    f"Ahora hay que jugar una carta: «{action}» no es una carta de la baraja."
                ) from None
            return self._play(card, True)
        return self._window_action(action)

    def apply_fast(self, action: str) -> State:
        """Like ``apply`` but a card is not checked against the hand and the obligations (for
        search over actions taken from ``legal_actions``)."""
        if self._phase == PLAY and not action.startswith("renuncio:"):
            return self._play(card_index(action), False)
        return self.apply(action)

    def _play(self, card: int, check: bool) -> State:
        t = self._t
        seat = self._cur
        mask = self._masks[seat]
        bit = BIT[card]
        reneged = self._reneged
        if check and not mask & bit:
            raise IllegalAction(f"No tienes el {CODES[card]} en la mano.")
        if check or t.renuncio_real:
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

    def _finish_trick(self, trick: tuple) -> None:
        """Collect a complete trick (mutates a fresh, unshared state)."""
        t = self._t
        leader = self._leader
        winner = t.seq[leader][winning_index(trick, t.trump)]
        pile = self._pile
        self._tricks = (self._tricks, (leader, trick, winner, len(pile) > 0))
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
            self._phase, self._cur, self._end = OVER, -1, (END_CARDS, winner)
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
        winner, _, drawn = self._win
        offers = self._offers(seat, drawn if seat == winner else -1)
        if action == "paso":
            return self._paso(seat, winner, offers)
        if action not in offers:
            raise IllegalAction(self._window_refusal(action))
        new = self._copy()
        new._hist = (self._hist, (seat, action, 0))
        if action.startswith("cambio:"):
            # The window stays open (ENGINE_CONTRACT: "a swap keeps the window open"): the
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
        t = self._t
        new = self._copy()
        new._hist = (self._hist, (seat, "paso", 0))
        if t.rules.cantes_se_pierden:
            new._lose(seat, offers)
        if seat == winner and t.pairs:
            partner = t.partner[winner]
            if new._offers(partner, -1):
                new._cur = partner
                new._win = (winner, partner, -1)
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
            cantes, declared, pts, cantado, lost_all = self._c
            lost_all = list(lost_all)
            lost_all[seat] |= lost
            self._c = (cantes, declared, pts, cantado, tuple(lost_all))

    def _declare(self, seat: int, action: str) -> None:
        t = self._t
        cantes, declared, pts, cantado, lost_all = self._c
        if action.startswith("cante:"):
            s = SUITS.index(action[6])
            pts = list(pts)
            pts[seat] += cante_points(action, SUITS[t.trump])
            self._c = (
                cantes + ((seat, SUITS[s]),),
                declared | (1 << s),
                tuple(pts),
                cantado | (1 << seat),
                lost_all,
            )
            self._close_window()
            return
        bit = TUTE_REYES if action == "tute:12" else TUTE_CABALLOS
        self._c = (cantes + ((seat, action),), declared | bit, pts, cantado | (1 << seat), lost_all)
        self._phase, self._cur, self._win = OVER, -1, None
        self._end = (END_TUTE, seat)

    def _swap_face(self, seat: int, card: int) -> None:
        """The seat gives ``card`` and takes the face-up card (habanero pinte)."""
        face = self._pile[-1]
        hands = list(self._hands)
        hand = hands[seat]
        pos = _card_pos(hand, card)
        hands[seat] = hand[:pos] + (face,) + hand[pos + 1 :]
        self._hands = tuple(hands)
        masks = list(self._masks)
        masks[seat] = masks[seat] ^ BIT[card] | BIT[face]
        self._masks = tuple(masks)
        self._pile = self._pile[:-1] + (card,)
        self._tc = card

    def _call_renuncio(self, action: str) -> State:
        t = self._t
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
        new._phase, new._cur, new._win = OVER, -1, None
        new._end = (END_RENUNCIO, accused, caller, bool(self._reneged >> accused & 1))
        return new

    # --- the end -----------------------------------------------------------------------------

    def result(self) -> HandResult:
        """The outcome of a finished hand (:class:`HandResult`); ValueError before the end."""
        if self._phase != OVER:
            raise ValueError("the hand is not over yet")
        t = self._t
        end = self._end
        seat_points = {s: self._won[s] + self._c[2][s] for s in t.seats}
        last_trick = end[1] if end[0] == END_CARDS else None
        if last_trick is not None:
            seat_points[last_trick] += DIEZ_DE_ULTIMAS
        points = dict.fromkeys(t.sides, 0)
        for s, p in seat_points.items():
            points[t.side[s]] += p
        tute = end[1] if end[0] == END_TUTE else None
        call = RenuncioCall(*end[1:]) if end[0] == END_RENUNCIO else None
        ending = Ending(end[0])
        if t.cabrero:
            cantado = self._c[3]
            outcome = cabrero_outcome(
                seat_points,
                {s: (self._last[s] if self._last[s] >= 0 else None) for s in t.seats},
                cantes=[s for s in t.seats if cantado >> s & 1],
                tute=tute,
                renuncio=end[1:] if call is not None else None,
            )
            return HandResult(
                ending,
                points,
                outcome["winner"],
                last_trick,
                tute,
                call,
                entered=tuple(outcome["entered"]),
                a_mas=outcome["a_mas"],
                a_menos=outcome["a_menos"],
                losers=tuple(outcome["losers"]),
                porotos=outcome["porotos"],
            )
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
        return HandResult(ending, points, winner, last_trick, tute, call)

    # --- views -------------------------------------------------------------------------------

    def view(self, seat: int):
        """What ``seat`` may know (a :class:`View`): no other seat's hidden card."""
        from .view import make_view

        return make_view(self, seat)

    def __repr__(self) -> str:
        t = self._t
        return (
            f"<State {t.variant}/{t.players} trump={self.trump} to_play={self.current_player} "
            f"tricks={self._ntricks} trick={list(self.trick)}>"
        )


def _unlink(node) -> list:
    items = []
    while node is not None:
        node, item = node
        items.append(item)
    items.reverse()
    return items


# --- starting a hand -------------------------------------------------------------------------


def _check_variant(variant: str, players: int) -> tuple[str, int]:
    if variant not in VARIANTS:
        raise InvalidDeal(f"unknown variant {variant!r}: choose arrastre, habanero or cabrero")
    if isinstance(players, bool) or not isinstance(players, int):
        raise InvalidDeal(f"players must be an integer, not {players!r}")
    if variant == "arrastre":
        if players == 2:
            return "habanero", 2
        if players not in (3, 4):
            raise InvalidDeal("arrastre is played by 2, 3 or 4 players")
    elif variant == "habanero":
        if players != 2:
            raise InvalidDeal("habanero is played by 2 players")
    elif not 3 <= players <= 6:
        raise InvalidDeal("cabrero is played by 3 to 6 players")
    return variant, players


def _rules_for(rules: Rules | None, variant: str, players: int) -> Rules:
    if rules is None:
        rules = DEFAULT_RULES
    if not isinstance(rules, Rules):
        raise TypeError(f"rules must be a Rules value, not {type(rules).__name__}")
    rules.check_variant(variant, players)
    return rules


def _hand_size(variant: str, n_playing: int, rules: Rules) -> int:
    if variant == "habanero":
        return rules.cartas_habanero
    if n_playing == 3:
        return 12 if rules.tres_sin_doses else 13
    return 40 // n_playing


def _kind(variant: str, n_playing: int, rules: Rules, first: bool) -> str:
    """How trump is set for a hand dealt at random."""
    if variant == "habanero":
        return PILE
    if variant == "arrastre":
        return SHOWN if n_playing == 4 or rules.tres_sin_doses else LEFTOVER
    if first:
        return FIRST
    if rules.triunfos_rotativos and n_playing in (4, 5):
        return ROTATING
    return LEFTOVER if n_playing == 3 else SHOWN


def _default_seats(variant: str, players: int, dealer: int) -> list[int]:
    if variant == "cabrero" and players == 6:
        return [s for s in range(players) if s != dealer]
    return list(range(players))


def _new_seed():
    return secrets.randbits(63)


def _seeded(seed, players: int) -> tuple[random.Random, int]:
    """The hand's random generator and the seat drawn by lot as first dealer (drawn first, so
    the shuffle does not depend on whether the lot is used)."""
    rng = random.Random(seed)
    return rng, rng.randrange(players)


def _shuffle_and_deal(
    variant, players, rules, seed, dealer, seats, kind, trump_suit=-1, hand_number=0
) -> State:
    """Shuffle with ``seed`` and deal one card at a time from the seat after the dealer."""
    table = _Table(variant, players, rules, dealer, seats, seed, kind, hand_number)
    n = table.n_playing
    size = _hand_size(variant, n, rules)
    deck = [c for c in range(40) if not (rules.tres_sin_doses and RANK_OF[c] == 2)]
    rng, _ = _seeded(seed, players)
    rng.shuffle(deck)
    order = table.seq[table.deal_start()]
    dealt = {s: [] for s in range(players)}
    for k in range(n * size):
        dealt[order[k % n]].append(deck[k])
    rest = deck[n * size :]
    trump_card = leftover = -1
    pile: list[int] = []
    if kind == SHOWN:
        trump_card = deck[n * size - 1]
    elif kind == LEFTOVER:
        leftover = rest[0]
    elif kind == PILE:
        trump_card = rest[0]
        pile = rest[1:]
    elif kind == FIRST and n == 3:
        leftover = rest[0]
    return _setup(table, dealt, trump_card, leftover, pile, trump_suit)


def _setup(table: _Table, dealt: dict, trump_card: int, leftover: int, pile: list, trump_suit: int) -> State:
    """Build the first state of a hand from a validated deal; perform the automatic events."""
    t = table
    players = t.players
    hands = [tuple(dealt.get(s, ())) for s in range(players)]
    hist = None

    def event(seat, action, flags=AUTO):
        nonlocal hist
        hist = (hist, (seat, action, flags))

    event(t.dealer, "reparte")
    if t.sitting_out is not None:
        event(t.dealer, "descansa")
    for s in t.seq[t.deal_start()]:
        event(s, "recibe:" + ",".join(CODES[c] for c in hands[s]), AUTO | PRIVATE)

    def holder(card):
        for s in t.seats:
            if card in hands[s]:
                return s
        return -1

    def swap(seat, give, take):
        hand = hands[seat]
        pos = _card_pos(hand, give)
        hands[seat] = hand[:pos] + (take,) + hand[pos + 1 :]
        event(seat, "cambio:" + CODES[give])

    mano = t.deal_start()
    tc = -1
    pile_cards: tuple = ()
    if t.kind == SHOWN:
        t.trump = SUIT_OF[trump_card]
        t.shown_holder = t.last_receiver()
        tc = trump_card
        event(t.dealer, "muestra:" + CODES[trump_card])
    elif t.kind == PILE:
        t.trump = SUIT_OF[trump_card]
        tc = trump_card
        t.face0 = trump_card
        pile_cards = tuple(pile) + (trump_card,)
        event(t.dealer, "muestra:" + CODES[trump_card])
    elif t.kind == LEFTOVER:
        t.trump = SUIT_OF[leftover]
        t.face0 = leftover
        event(t.dealer, "muestra:" + CODES[leftover])
        face = leftover
        # The compulsory swaps (cabrero: the holder of both the 7 and the 2 swaps his 2 straight).
        for seat, give, take in muestra_chain(leftover, holder, t.cabrero):
            swap(seat, give, take)
            face = give
        tc = face
        t.muestra = face
    elif t.kind == FIRST:
        t.trump = 0
        event(t.dealer, "triunfo:o")
        if t.n_playing == 3:
            if leftover == _TWO_OROS:
                # The leftover is the 2 de oros itself: out of play, mano after the dealer.
                t.muestra = _TWO_OROS
            else:
                mano = holder(_TWO_OROS)
                swap(mano, _TWO_OROS, leftover)
                t.muestra = _TWO_OROS
        else:
            mano = holder(_TWO_OROS)
    else:  # ROTATING
        t.trump = trump_suit
        event(t.dealer, "triunfo:" + SUITS[trump_suit])
    t.mano = mano
    t.n_tricks = 20 if t.habanero else len(hands[t.seats[0]])

    state = _new(State)
    state._t = t
    state._hands = tuple(hands)
    masks = []
    for hand in hands:
        m = 0
        for c in hand:
            m |= BIT[c]
        masks.append(m)
    state._masks = tuple(masks)
    state._trick = ()
    state._leader = mano
    state._cur = mano
    state._phase = PLAY
    state._pile = pile_cards
    state._won = (0,) * players
    state._last = (-1,) * players
    state._ntricks = 0
    state._c = ((), 0, (0,) * players, 0, (0,) * players)
    state._win = None
    state._tc = tc
    state._tricks = None
    state._hist = hist
    state._played = 0
    state._reneged = 0
    state._end = None
    return state


def new_game(
    variant: str = "arrastre",
    players: int = 4,
    *,
    seed=None,
    rules: Rules | None = None,
    dealer: int | None = None,
) -> State:
    """Shuffle (reproducibly with ``seed``) and deal the first hand of a match.

    The first dealer is drawn by lot from the seed (RULES.md §2) unless ``dealer`` is given;
    mano is the seat after him (in cabrero's first hand the holder of the 2 de oros is mano
    instead). A seed of None draws a fresh one, kept in ``state.seed``. The same seed and
    arguments always give the same deal.
    """
    variant, players = _check_variant(variant, players)
    rules = _rules_for(rules, variant, players)
    if seed is None:
        seed = _new_seed()
    if dealer is None:
        dealer = _seeded(seed, players)[1]
    _check_seat(dealer, players, "dealer")
    seats = _default_seats(variant, players, dealer)
    first = variant == "cabrero" and players <= 5
    kind = _kind(variant, len(seats), rules, first)
    return _shuffle_and_deal(variant, players, rules, seed, dealer, seats, kind)


def _check_seat(seat, players, what):
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
        raise InvalidDeal(f"{what} must be a seat between 0 and {players - 1}, not {seat!r}")


def deal_game(
    variant: str,
    players: int,
    hands: Sequence[Iterable[str]],
    *,
    trump_card: str | None = None,
    pile: Sequence[str] = (),
    dealer: int | None = None,
    rules: Rules | None = None,
    first_hand: bool | None = None,
    trump: str | None = None,
) -> State:
    """Start a hand from a known deal (hands as dealt, before any swap).

    Cabrero: as the contract says, ``trump_card=None`` deals a match's first hand (oros, the 2
    de oros is mano; with 3 players the card missing from the hands is the face-down leftover),
    and a ``trump_card`` shows trump in a later hand (3 players: the leftover, swapped; 4–6: the
    last card dealt). Beyond the contract, ``first_hand=True`` with 3 players takes the
    face-down leftover as ``trump_card`` too, and ``first_hand=False`` with *triunfos rotativos*
    takes ``trump`` (a suit letter) and shows no card.
    """
    variant, players = _check_variant(variant, players)
    rules = _rules_for(rules, variant, players)
    if dealer is None:
        dealer = players - 1
    _check_seat(dealer, players, "dealer")
    try:
        hands = [list(h) for h in hands]
    except TypeError:
        raise InvalidDeal("hands must be one sequence of card codes per seat") from None
    if len(hands) != players:
        raise InvalidDeal(f"{players} players need {players} hands, got {len(hands)}")
    seats = _default_seats(variant, players, dealer)
    n = len(seats)
    size = _hand_size(variant, n, rules)
    ints = [[card_index(c) for c in hand] for hand in hands]
    for s in range(players):
        want = size if s in seats else 0
        if len(ints[s]) != want:
            raise InvalidDeal(f"seat {s} must be dealt {want} cards, not {len(ints[s])}")
    tc = card_index(trump_card) if trump_card is not None else -1
    pile_ints = [card_index(c) for c in pile]
    if pile_ints and variant != "habanero":
        raise InvalidDeal("only habanero has a pile")

    table = _Table(variant, players, rules, dealer, seats, None, "", 0)
    leftover = -1
    trump_suit = -1
    if variant == "habanero":
        kind = PILE
        if tc < 0:
            raise InvalidDeal("habanero needs the face-up trump_card")
        expected_pile = 40 - 2 * size - 1
        if len(pile_ints) != expected_pile:
            raise InvalidDeal(
                f"the habanero pile must hold {expected_pile} face-down cards, not {len(pile_ints)}"
            )
        extra = [tc] + pile_ints
    elif variant == "cabrero" and (
        first_hand or (first_hand is None and trump is None and players <= 5 and tc < 0)
    ):
        # Cabrero's first hand: oros, the 2 de oros is mano; three players: the leftover (given
        # as trump_card, or the card missing from the hands) is taken face down.
        if players == 6:
            raise InvalidDeal("six-player cabrero does not use the 2 de oros rule: give the shown trump_card")
        kind = FIRST
        extra = []
        if n == 3:
            if tc >= 0:
                leftover = tc
                extra = [tc]
            else:
                dealt_set = {c for hand in ints for c in hand}
                missing = [c for c in range(40) if c not in dealt_set]
                if len(missing) != 1:
                    raise InvalidDeal("three players are dealt 39 cards: one card must be left over")
                leftover = missing[0]
        elif tc >= 0:
            raise InvalidDeal("cabrero's first hand shows no trump card (trump is oros)")
    elif variant == "cabrero" and tc < 0:
        if trump is None or not rules.triunfos_rotativos:
            raise InvalidDeal(
                "a later cabrero hand needs the shown trump_card (or trump with triunfos_rotativos)"
            )
        kind = ROTATING
        trump_suit = suit_index(trump)
        extra = []
    elif n == 3 and not rules.tres_sin_doses:
        kind = LEFTOVER
        if tc < 0:
            raise InvalidDeal("three players need the leftover card as trump_card")
        leftover = tc
        extra = [tc]
    else:
        kind = SHOWN
        if tc < 0:
            raise InvalidDeal("the card that shows trump (trump_card) is required")
        if tc not in ints[table.last_receiver()]:
            who = "the dealer's" if table.last_receiver() == dealer else "the last dealt"
            raise InvalidDeal(
                f"trump_card {CODES[tc]} must be a card of {who} hand (seat {table.last_receiver()})"
            )
        extra = []
    if trump is not None and kind != ROTATING:
        raise InvalidDeal("trump is only given for cabrero with triunfos_rotativos and no trump card")

    # Every card exactly once.
    deck = {c for c in range(40) if not (rules.tres_sin_doses and RANK_OF[c] == 2)}
    seen: set[int] = set()
    for c in [c for hand in ints for c in hand] + extra:
        if c in seen:
            raise InvalidDeal(f"card {CODES[c]} is dealt twice")
        if c not in deck:
            raise InvalidDeal(f"card {CODES[c]} is not in the deck of this game (tres sin doses: no 2s)")
        seen.add(c)
    if kind == FIRST and n == 3:
        seen.add(leftover)
    if seen != deck:
        missing = sorted(deck - seen)
        raise InvalidDeal("cards missing from the deal: " + ", ".join(CODES[c] for c in missing))

    table.kind = kind
    dealt = {s: ints[s] for s in range(players)}
    return _setup(table, dealt, tc, leftover, pile_ints, trump_suit)


def replay(
    variant: str = "arrastre",
    players: int = 4,
    seed=None,
    rules: Rules | None = None,
    actions: Iterable[str] = (),
    *,
    dealer: int | None = None,
) -> State:
    """Rebuild a hand: ``new_game(variant, players, seed=seed, rules=rules)`` then each decision
    (action strings, or (seat, action) pairs as in ``State.decisions``)."""
    state = new_game(variant, players, seed=seed, rules=rules, dealer=dealer)
    return apply_all(state, actions)


def apply_all(state: State, actions: Iterable) -> State:
    """Apply decisions in order (strings or (seat, action) pairs)."""
    for action in actions:
        if isinstance(action, tuple | list):
            seat, action = action
            if seat != state.current_player:
                raise IllegalAction(f"it is seat {state.current_player}'s turn, not seat {seat}'s")
        state = state.apply(action)
    return state
