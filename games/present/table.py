"""The practice table for the templates: a typed ``TableContext`` built from the learner's view
only, the replay of the bots' cards (frames), the end of a hand, and a refused card."""

from dataclasses import dataclass, field, fields, replace

from django.utils.translation import gettext as _

from games import aids as game_aids
from games import guide, takeback, words
from games.models import NEXT_HAND, Game
from games.present import events
from games.present.common import (
    Seat,
    action_label,
    cante_label,
    is_card,
    partners,
    public_note,
    renuncio_sentence,
    seat_label,
    seats,
    side_label,
    side_of,
    sorted_hand,
    trick_seats,
)
from games.present.review import standings
from tute import Explanation, card_points

MAX_FRAMES = 24


@dataclass(frozen=True, slots=True)
class HandCard:
    """A card of the learner's hand: whether it may be played now, and the replay's slot at which
    it joins the hand when it was drawn during the replay (None: it shows at once)."""

    code: str
    playable: bool
    appears_at: int | None


@dataclass(frozen=True, slots=True)
class Played:
    """A card on the table and the seat that played it."""

    card: str
    seat: Seat


@dataclass(frozen=True, slots=True)
class TrickShown:
    """A trick as the table shows it: its cards in play order and, once complete, who won it."""

    cards: tuple[Played, ...]
    winner: Seat | None


@dataclass(frozen=True, slots=True)
class Frame:
    """One step of the replay of what was played since the learner last looked: the trick as it
    stands then (``winner`` on its last card), or a declaration said in words (``note``); the cards
    each seat holds meanwhile (``sizes``) and the pile's count; the learner's cards drawn before
    it, which join the hand with it; ``at``, its slot in the replay's timing (table.css)."""

    cards: tuple[Played, ...]
    winner: Seat | None
    sizes: tuple[int, ...]
    pile: int
    drawn_before: frozenset[str]
    note: str | None = None
    at: int = 0

    @property
    def long(self) -> bool:
        """A trick's last card: the frame shows two slots, so that its winner is seen."""
        return self.winner is not None


@dataclass(frozen=True, slots=True)
class Replay:
    """The frames of a replay (``list``, the name the templates read), the slot at which it ends,
    and the slot at which each card the learner drew during it joins the hand (``appear``)."""

    list: tuple[Frame, ...]
    end: int
    appear: dict[str, int]

    def for_spectator(self) -> "Replay":
        """The same replay without the seat's own cards joining its hand (a spectator has none)."""
        frames = tuple(replace(frame, drawn_before=frozenset()) for frame in self.list)
        return replace(self, list=frames, appear={})


@dataclass(frozen=True, slots=True)
class ResultRow:
    """One side's points at the end of a hand, broken down."""

    side: int
    label: str
    cards: int
    cantes: int
    diez: int
    total: int
    mine: bool


@dataclass(frozen=True, slots=True)
class TableResult:
    """The end of a hand as the table shows it: points per side, who won; how it ended (a tute, a
    renuncio call); the last trick; in cabrero who won a más and a menos, who entered a trick and
    the porotos taken."""

    rows: tuple[ResultRow, ...]
    winner: int | None
    winner_label: str | None
    learner_won: bool
    tute: str | None = None
    renuncio: str | None = None
    last: TrickShown | None = None
    a_mas: str | None = None
    a_menos: str | None = None
    entered: events.Entered | None = None
    porotos_text: str = ""
    lost_text: str = ""  # arrastre of three scored by lost games: who takes one, and why


@dataclass(frozen=True, slots=True)
class Refusal:
    """A card the rules refuse, as the table says it: the ``obligation`` it breaks (with the
    ``winning_card`` when the rule is about beating it), the cards that may be played instead, and
    ``then``, the engine's Explanation of the next obligation that narrows them further."""

    card: str
    obligation: str
    demanded: tuple[str, ...]
    winning_card: str | None
    then: Explanation | None


@dataclass
class TableContext:
    """Everything the table template (``games/play.html``) shows. ``notice``, ``refusal`` and
    ``hint`` are what the last request has to say (a conflict, a refused card, a hint)."""

    game: Game
    view: object  # the engine's View of the learner's seat
    ply: int
    seats: list[Seat]
    others: list[Seat]
    me: Seat
    hand: list[HandCard]  # in the order the learner holds them
    phone_rows: str
    your_turn: bool
    turn: Seat | None
    card_actions: list[str]
    other_actions: list[tuple[str, str]]  # (action, words on its button)
    renuncio_calls: list[tuple[str, str]]  # (action, who is accused)
    trick: tuple[Played, ...]
    last_trick: TrickShown | None
    trump: str
    trump_card: str | None
    trump_holder: Seat | None
    pile_size: int
    cantes: list[dict]  # {"seat", "label"}
    points: list[dict]  # {"side", "label", "points"}
    hand_over: bool
    match_over: bool
    feedback_on: bool
    explain_on: bool
    judged_ply: int | None
    frames: Replay | None  # while the cards played since the learner's last look are replayed
    pile_stages: list[dict]
    standings: dict
    result: TableResult | None = None
    notice: str = ""
    refusal: Refusal | None = None
    hint: object = None  # present.advice.AdviceText of a hint just asked
    # Rule events of the hand (present.events): the opening swaps or the cabrero first hand, the
    # end of the habanero pile; `pile_notice` while the first trick after the pile is played.
    events: list[str] = field(default_factory=list)
    pile_notice: str = ""
    # The learner's optional aids (games/aids.py): the counter of cards still out when it is on,
    # whether "take back" may be offered now.
    aids: object = None
    counter: dict | None = None
    can_take_back: bool = False
    guide: dict | None = None  # what the guided first game says now (games/guide.py)

    def as_context(self):
        """The template context (a shallow mapping of the fields)."""
        return {f.name: getattr(self, f.name) for f in fields(self)}


def table(game, *, animate_from=None, notice="", refusal=None, hint=None, aids=None):
    """The table as the learner's seat may see it (a TableContext)."""
    match = game.match_at()
    state = match.hand
    view = state.view(game.learner_seat)
    your_turn = not state.is_terminal() and state.current_player == game.learner_seat
    legal = view.legal_actions() if your_turn else []
    all_seats = seats(game, view, state)
    by_seat = {s.seat: s for s in all_seats}
    replay = frames(game, animate_from) if animate_from is not None else None
    appear = replay.appear if replay else {}
    hand = [HandCard(c, c in legal, appear.get(c)) for c in sorted_hand(view.hand, view.trump)]
    others = [s for s in all_seats if not s.is_learner]
    for seat in others:
        seat.backs = back_stages(replay, seat.seat, seat.hand_size)
    trump_card, trump_holder = face_up_trump(game, view, by_seat)
    return TableContext(
        game=game,
        view=view,
        ply=game.ply,
        seats=all_seats,
        others=others,
        me=by_seat[game.learner_seat],
        hand=hand,
        phone_rows=phone_rows(len(hand)),
        your_turn=your_turn,
        turn=by_seat.get(state.current_player) if not state.is_terminal() else None,
        card_actions=[a for a in legal if a in view.hand],
        other_actions=[
            (a, action_label(game, view.trump, a))
            for a in legal
            if a not in view.hand and not a.startswith("renuncio:")
        ],
        renuncio_calls=[
            (a, seat_label(game, int(a.partition(":")[2])))
            for a in legal
            if a.startswith("renuncio:") and not partners(game, game.learner_seat, int(a.partition(":")[2]))
        ],
        trick=trick_now(view, by_seat),
        last_trick=last_trick(view, by_seat),
        trump=view.trump,
        trump_card=trump_card,
        trump_holder=trump_holder,
        pile_size=view.pile_size,
        cantes=[{"seat": by_seat[s], "label": cante_label(game, view, c)} for s, c in view.cantes],
        points=[
            {"side": side, "label": side_label(game, side), "points": pts}
            for side, pts in sorted(view.points.items())
        ],
        hand_over=state.is_terminal(),
        match_over=match.is_over(),
        feedback_on=game.feedback == Game.Feedback.FULL,
        explain_on=game.feedback != Game.Feedback.NONE,
        judged_ply=_last_learner_ply(game) if game.feedback == Game.Feedback.FULL else None,
        frames=replay,
        pile_stages=pile_stages(replay, view.pile_size),
        standings=standings(game, match),
        result=hand_result(game, view, state.result(), by_seat) if state.is_terminal() else None,
        notice=notice,
        refusal=refusal,
        hint=hint,
        events=events.hand_events(game, view),
        pile_notice=_pile_notice(game, view, state),
        aids=aids or game_aids.Aids(),
        counter=game_aids.counter(game, view) if aids and aids.counter else None,
        can_take_back=bool(aids and aids.takeback) and takeback.takeable(game) is not None,
        guide=guide.moment(game) if game.guided else None,
    )


def trick_now(view, by_seat):
    """The cards of the trick being played, with who played them."""
    return tuple(Played(c, by_seat[s]) for s, c in zip(view.trick_seats, view.trick, strict=True))


def last_trick(view, by_seat):
    """The last trick won in the hand, or None before the first is complete."""
    if not view.tricks:
        return None
    leader, cards, winner = view.tricks[-1]
    played_by = trick_seats(view, leader, len(cards))
    return TrickShown(
        tuple(Played(c, by_seat[s]) for s, c in zip(played_by, cards, strict=True)), by_seat[winner]
    )


def _pile_notice(game, view, state):
    ended = events.pile_end(game, view)
    if ended is None or state.is_terminal() or len(view.tricks) != ended:
        return ""
    return events.pile_end_sentence()


def refusal_context(refusal):
    """What the table says about a refused card (a Refusal): the obligation it breaks, the cards
    you may play, and the next obligation that narrows them further (e.g. asistir, then montar)."""
    explanation, view = refusal.explanation, refusal.view
    playable = view.playable_cards()
    then = None
    for card in sorted(explanation.demanded - playable):
        narrower = view.explain(card)
        if not narrower.allowed and narrower.obligation != explanation.obligation:
            then = narrower
            break
    return Refusal(
        card=explanation.card,
        obligation=explanation.obligation,
        demanded=tuple(sorted_hand(playable, view.trump)),
        winning_card=explanation.winning_card,
        then=then,
    )


def _last_learner_ply(game):
    """The last action the learner took in the current hand (for the feedback panel)."""
    for ply in range(game.ply - 1, -1, -1):
        seat, action = game.actions[ply]
        if seat is None:
            return None
        if seat == game.learner_seat:
            return ply
    return None


def face_up_trump(game, view, by_seat):
    """The face-up trump card while it is still to be seen, and who holds it when someone does
    (a Seat). Cabrero's first hand with three players leaves the 2 de oros face up instead.

    In habanero it is drawn with the last card of the pile; with four players (and other deals
    where it is a card of a hand) it stays with its holder until played, then only the suit shows.
    """
    card = view.trump_card
    if card is None and view.muestra and game.variant == "cabrero":
        # Cabrero's first hand with three players: the 2 de oros stays face up, out of play.
        return view.muestra, None
    if card is None or (game.variant == "habanero" and not view.pile_size):
        return None, None
    played = {c for _leader, cards, _winner in view.tricks for c in cards} | set(view.trick)
    if card in played:
        return None, None
    holder = by_seat[game.learner_seat] if card in view.hand else None
    for seat, cards in view.known_cards.items():
        if holder is None and seat != game.learner_seat and card in cards:
            holder = by_seat[seat]
    return card, holder


def frames(game, since):
    """The table as it changed after action `since`, one frame per card or declaration.

    The template shows them one after another (CSS delays), so a person can follow the bots.
    """
    since = max(0, min(since, game.ply))
    match = game.match_at(since)
    by_seat = None
    out = []
    start = match.hand.view(game.learner_seat)
    sizes, pile, mine = start.hand_sizes, start.pile_size, set(start.hand)
    drawn = set()  # the learner's cards drawn since the last frame: they show with the next one
    for seat, action in game.actions[since:]:
        if action == NEXT_HAND:
            match = match.next_hand()
            start = match.hand.view(game.learner_seat)
            sizes, pile, mine = start.hand_sizes, start.pile_size, set(start.hand)
            drawn = set()
            continue
        before, pile_before = sizes, pile
        match = match.apply(action)
        view = match.hand.view(game.learner_seat)
        sizes, pile = view.hand_sizes, view.pile_size
        # Cards drawn after a trick; a card the learner swapped in shows at once.
        held = set(view.hand)
        fresh = held - mine if is_card(action) else set()
        mine = held
        if by_seat is None or len(by_seat) != game.players:
            by_seat = {s.seat: s for s in seats(game, view, match.hand)}
        if is_card(action):
            # The card just played has left its hand; the pile shows as it was before any draw.
            shown = (
                last_trick(view, by_seat) if not view.trick else TrickShown(trick_now(view, by_seat), None)
            )
            frame = Frame(
                shown.cards, shown.winner, _after_playing(before, seat), pile_before, frozenset(drawn)
            )
        else:
            note = public_note(game, view, seat, action)
            if note is None:
                drawn |= fresh
                continue
            frame = Frame(trick_now(view, by_seat), None, sizes, pile, frozenset(drawn), note=note)
        # The cards drawn after a habanero trick show with the next frame.
        drawn = fresh
        out.append(frame)
    return _timed(out[-MAX_FRAMES:], drawn)


def _timed(frames, drawn):
    """The replay of `frames`, each given its slot (a trick's last card two), and the slot at
    which each card the learner drew joins the hand (`drawn`: those drawn after the last frame)."""
    slot = 0
    appear = {}
    timed = []
    for frame in frames:
        timed.append(replace(frame, at=slot))
        appear |= dict.fromkeys(frame.drawn_before, slot)
        slot += 2 if frame.long else 1
    appear |= dict.fromkeys(drawn, slot)
    return Replay(tuple(timed), slot, {c: at for c, at in appear.items() if at})


def _after_playing(sizes, seat):
    return tuple(n - 1 if s == seat else n for s, n in enumerate(sizes))


PHONE_ROW = 8  # table.css fits this many overlapping hand cards in one row of a 360-px phone


def phone_rows(cards):
    """The hand's layout class on a phone: one row up to PHONE_ROW cards; beyond, two rows of
    even length (10 cards: 5 and 5, not 8 and 2), for which table.css has ``per-row-5`` to
    ``per-row-7``."""
    if cards <= PHONE_ROW:
        return ""
    return f"per-row-{(cards + 1) // 2}"


PHONE_BACKS = 3  # table.css shows at most this many backs per seat on narrow screens


def _stages(replay, value_of, now):
    """The values something on the table shows while the replay runs: from slot `at` for `for`
    slots (the last stage stays), merging frames that show the same `count`; `timing` holds the
    CSS classes that time it (table.css). `value_of(frame)` reads the value a frame shows; `now`
    is the value at the end. Without a replay there is one stage, shown at once."""
    points = [(frame.at, value_of(frame)) for frame in replay.list] if replay else []
    if not points:
        return [{"at": None, "for": None, "count": now, "timing": ""}]
    stages = []
    for at, count in [*points, (replay.end, now)]:
        if not stages or stages[-1]["count"] != count:
            stages.append({"at": at, "count": count})
    for stage, following in zip(stages, [*stages[1:], None], strict=True):
        stage["for"] = following["at"] - stage["at"] if following else None
        stage["timing"] = f" replay at-{stage['at']}" + (f" for-{stage['for']}" if stage["for"] else " stay")
    return stages


def back_stages(replay, seat, now):
    """The card backs a seat shows while the replay runs, so that its count follows the frames.

    `replay` is a Replay (or None), `now` the seat's cards at the end. Returns `base`, the
    backs shown throughout, and `stages` (see `_stages`), each with the `extra` backs shown then;
    `phone_extra` of those extra backs fit a phone.
    """
    stages = _stages(replay, lambda frame: frame.sizes[seat], now)
    low = min(stage["count"] for stage in stages)
    for stage in stages:
        stage["extra"] = range(stage["count"] - low)
        stage["phone_extra"] = max(0, min(stage["count"], PHONE_BACKS) - min(low, PHONE_BACKS))
    return {"base": range(low), "stages": stages}


def pile_stages(replay, now):
    """The habanero pile's count while the replay runs (it drops when a trick's cards are
    drawn); empty when there is no pile to show at any moment."""
    stages = _stages(replay, lambda frame: frame.pile, now)
    return stages if any(stage["count"] for stage in stages) else []


def hand_result(game, view, result, by_seat):
    """The end of a hand (a TableResult): points per side broken down, and who won it. It repeats
    the last trick, so that it is seen before the result, and in cabrero who entered a trick."""
    winner = result.winner
    cabrero = game.variant == "cabrero"
    return TableResult(
        rows=_result_rows(game, view, result),
        winner=winner,
        winner_label=side_label(game, winner) if winner is not None else None,
        learner_won=winner is not None and winner == side_of(game, game.learner_seat),
        tute=_tute_sentence(game, view, result.tute) if result.tute is not None else None,
        renuncio=_renuncio_sentence(game, result.renuncio),
        last=last_trick(view, by_seat) if result.last_trick is not None else None,
        a_mas=seat_label(game, result.a_mas) if cabrero and result.a_mas is not None else None,
        a_menos=seat_label(game, result.a_menos) if cabrero and result.a_menos is not None else None,
        entered=events.cabrero_entered(game, view, result),
        porotos_text=_porotos_text(game, result) if cabrero else "",
        lost_text=_lost_text(game, result) if result.perdidos else "",
    )


def _result_rows(game, view, result):
    """Each side's points: those of the cards it won, its cantes, the diez de últimas."""
    won_cards = {}
    for _leader, cards, winner in view.tricks:
        side = side_of(game, winner)
        won_cards[side] = won_cards.get(side, 0) + card_points(cards)
    last = result.last_trick
    rows = []
    for side, total in sorted(result.points.items()):
        cards = won_cards.get(side, 0)
        diez = 10 if last is not None and side_of(game, last) == side else 0
        rows.append(
            ResultRow(
                side=side,
                label=side_label(game, side),
                cards=cards,
                cantes=total - cards - diez,
                diez=diez,
                total=total,
                mine=side == side_of(game, game.learner_seat),
            )
        )
    return tuple(rows)


def _renuncio_sentence(game, call):
    return renuncio_sentence(game, call.caller, call.by, call.correct) if call is not None else None


def _porotos_text(game, result):
    """Cabrero: who takes how many porotos, in a sentence."""
    taken = {}
    for seat, count in sorted(result.porotos.items()):
        if count:
            taken.setdefault(count, []).append(seat_label(game, seat))
    return words.porotos_taken(taken, you=seat_label(game, game.learner_seat))


def _lost_text(game, result):
    """Arrastre of three scored by lost games: who takes one (and who made two games)."""
    names = [seat_label(game, seat) for seat, count in sorted(result.perdidos.items()) if count]
    maker = seat_label(game, result.dos_juegos) if result.dos_juegos is not None else None
    return words.lost_games_taken(names, you=seat_label(game, game.learner_seat), dos_juegos=maker)


def _tute_sentence(game, view, seat):
    kinds = [c for s, c in view.cantes if s == seat and c.startswith("tute")]
    reyes = not kinds or kinds[-1] == "tute:12"
    if seat == game.learner_seat:
        return _("Cantaste tute de reyes.") if reyes else _("Cantaste tute de caballos.")
    who = seat_label(game, seat)
    if reyes:
        return _("%(who)s cantó tute de reyes.") % {"who": who}
    return _("%(who)s cantó tute de caballos.") % {"who": who}
