"""A hand played to a notation position: the engine's :class:`~tute.View` of the seat to act.

The bots and the judge take a View (docs/ENGINE_CONTRACT.md), the same type a game gives them. A
position written by a teacher or a lesson has no history, so this module has the engine play a
hand that reaches it, through the engine's public API only: ``deal_game`` deals hands that hold
the learner's cards, the table's cards and, for the other seats, a seeded random share of the
cards the learner cannot see; earlier tricks (when the learner holds fewer cards than a deal) are
played so that they tell nothing about anyone's voids — every seat follows one suit — with the
cards the caller says went out or, without them, unseen ones; a dealer the position names makes
its mano lead the first of them, and the next leader wins each; then the table's cards,
in order (habanero: each trick followed by the draws that refill the hands to the ones of the
position). ``State.view`` of the seat to act is the view. A position that no such hand reaches
(cantes already declared, a habanero hand played on after its pile ran out, a suit too short to
be followed) has no view; an engine error on the way means this position cannot be reached that
way (another random share is tried), never a programming error to hide.

Used by the teachers' suggestion (teachers/suggest.py) and the lessons' judged questions
(tutorial/exercises/judged.py).
"""

from tute import DECK, SUITS, EngineError, deal_game, notation, stronger

ATTEMPTS = 12


class Unreachable(Exception):
    """This random share of the hidden cards does not lead the engine to the position."""


def position_view(position, rng, out=()):
    """The engine's View, for the seat to act, of a hand played to `position` (its earlier
    tricks played with the cards `out`, when given); None if none of a few seeded attempts
    reaches it."""
    if position.cantes or position.trick_complete():
        return None
    for _attempt in range(ATTEMPTS):
        try:
            plan = _plan(position, rng, tuple(out))
            state = _play(position, plan)
        except Unreachable:
            continue
        return state.view(position.to_play)
    return None


def _order(position, leader):
    seats = position.active_seats()
    start = seats.index(leader)
    return seats[start:] + seats[:start]


def _next(position, seat):
    return _order(position, seat)[1]


def _plan(position, rng, out=()):
    """The deal, the dealer, the pile and the plays that should lead to `position` (random where
    the position does not say)."""
    p = position
    hand = tuple(p.own_hand())
    deal = notation.deal_size(p.variant, p.players, p.rules)
    face_down_pile = max(0, (p.pile or 0) - (1 if p.trump_card else 0))
    earlier, draws = _earlier_tricks(p, deal - len(hand), deal, face_down_pile)
    leaders = _leaders(p, earlier)
    # the mano, first to lead, sits after the dealer
    dealer = p.dealer if p.dealer is not None else (leaders[0] - 1) % p.players
    if p.sitting_out is not None and dealer != p.sitting_out:
        raise Unreachable
    hidden = set(hand) | set(p.table) | set(out) | {p.trump_card}
    unseen = [card for card in _deck(p) if card not in hidden]
    rng.shuffle(unseen)
    trump_card = p.trump_card
    if trump_card is None and _leftover_shows_trump(p):
        trump_card = _leftover_trump(p, unseen)  # three players: out of every hand
    pool = unseen  # the earlier tricks' cards: any unseen ones, or the caller's
    if out:
        pool = list(out)
        rng.shuffle(pool)
    plays, winners = _earlier_plays(p, leaders, pool, rng)
    if out and pool:
        raise Unreachable
    plays += list(zip(p.table_seats(), p.table, strict=True))
    needed = _needed_cards(p, plays, hand, unseen, deal + draws)
    if len(unseen) != face_down_pile:
        raise Unreachable
    dealt = {seat: cards[:deal] for seat, cards in needed.items()}
    pile = []
    for index, winner in enumerate(winners[:draws]):
        # the trick's winner draws first; the cards past the deal are the ones drawn
        pile += [needed[seat][deal + index] for seat in _order(p, winner)]
    pile += unseen
    trump_card = trump_card or _shown_trump(p, dealt, dealer, rng)
    hands = [dealt.get(seat, []) for seat in range(p.players)]
    return {"hands": hands, "pile": pile, "dealer": dealer, "trump_card": trump_card, "plays": plays}


def _earlier_tricks(p, earlier, deal, face_down_pile):
    """(tricks played before the position, draws each seat made after them): habanero's hands
    stay full while the pile lasts, so its earlier tricks are counted from the pile."""
    draws = 0
    if p.variant == "habanero":
        full_pile = 40 - 2 * deal - 1
        if earlier or not p.pile or (full_pile - face_down_pile) % 2 or face_down_pile > full_pile:
            raise Unreachable  # the tricks after the pile ran out are not replayed
        earlier = draws = (full_pile - face_down_pile) // 2
    if earlier < 0:
        raise Unreachable
    return earlier, draws


def _leaders(p, earlier):
    """The leader of each earlier trick and of the trick on the table, in order (each trick's
    winner leads the next). With no dealer given, each earlier trick is won by its last player;
    with one, the mano leads the first and the trick on the table's leader wins every other."""
    table_seats = p.table_seats()
    last = table_seats[0] if table_seats else p.to_play
    if p.dealer is not None:
        mano = _next(p, p.dealer)
        if not earlier:
            if mano != last:
                raise Unreachable
            return [last]
        return [mano] + [last] * earlier
    leaders = [last]
    for _trick in range(earlier):
        leaders.insert(0, _next(p, leaders[0]))
    return leaders


def _leftover_trump(p, unseen):
    """A trump of the unseen cards as the card left over that shows trump; taken out of `unseen`."""
    trumps = [card for card in unseen if card[-1] == p.trump]
    if not trumps:
        raise Unreachable
    unseen.remove(trumps[0])
    return trumps[0]


def _earlier_plays(p, leaders, pool, rng):
    """The plays of the earlier tricks, led by `leaders` (the last one leads the trick on the
    table): every seat follows one random suit, so no void can be inferred; the next leader
    plays the strongest card and wins, the others rise in turn. Returns (plays, winners); the
    cards leave `pool`."""
    plays, winners = [], []
    for leader, winner in zip(leaders, leaders[1:], strict=False):
        order = _order(p, leader)
        suits = [s for s in SUITS if sum(card[-1] == s for card in pool) >= len(order)]
        if not suits:
            raise Unreachable
        suit = rng.choice(suits)
        cards = sorted([card for card in pool if card[-1] == suit][: len(order)], key=_weakest_first)
        at = order.index(winner)
        cards = cards[:at] + cards[-1:] + cards[at:-1]  # the winner's is the strongest
        plays += list(zip(order, cards, strict=True))
        winners.append(winner)
        pool[:] = [card for card in pool if card not in cards]
    return plays, winners


def _needed_cards(p, plays, hand, unseen, total):
    """Each seat's cards in the order it needs them: those it plays, then those it holds now (for
    the other seats, unseen cards, taken out of `unseen`). The first of them are dealt, the rest
    drawn after the earlier tricks, one each (habanero). Each seat needs `total`."""
    needed = {seat: [card for who, card in plays if who == seat] for seat in p.active_seats()}
    needed[p.to_play] += list(hand)
    for seat in p.active_seats():
        if seat != p.to_play:
            want = total - len(needed[seat])
            if want < 0:
                raise Unreachable
            needed[seat] += unseen[:want]
            del unseen[:want]
    if any(len(cards) != total for cards in needed.values()):
        raise Unreachable
    return needed


def _leftover_shows_trump(position):
    return position.players == 3 and not (position.variant == "arrastre" and position.rules.tres_sin_doses)


def _deck(position):
    no_twos = position.variant == "arrastre" and position.players == 3 and position.rules.tres_sin_doses
    return [card for card in DECK if not (no_twos and card[:-1] == "2")]


def _weakest_first(card):
    return sum(stronger(card, other) for other in DECK)


def _shown_trump(position, hands, dealer, rng):
    """The card the dealer showed for trump (a trump of the dealer's dealt hand)."""
    trumps = [card for card in hands.get(dealer, []) if card[-1] == position.trump]
    if not trumps:
        raise Unreachable
    return rng.choice(trumps)


def _play(position, plan):
    try:
        state = deal_game(
            position.variant,
            position.players,
            plan["hands"],
            trump_card=plan["trump_card"],
            pile=plan["pile"],
            dealer=plan["dealer"],
            rules=position.rules,
        )
        for seat, card in plan["plays"]:
            state = _pass_windows(state)
            if state.current_player != seat or card not in state.legal_actions():
                raise Unreachable
            state = state.apply(card)
        state = _pass_windows(state)
    except EngineError as error:
        raise Unreachable from error
    if (
        state.current_player != position.to_play
        or state.trump != position.trump
        or set(state.hands[position.to_play]) != set(position.own_hand())
        or tuple(state.trick) != tuple(position.table)
    ):
        raise Unreachable
    return state


def _pass_windows(state):
    """Say "paso" at every declaration window (no cante: the position has none)."""
    while state.in_window:
        if "paso" not in state.legal_actions():
            raise Unreachable
        state = state.apply("paso")
    return state
