"""The practice table for the templates: a typed ``TableContext`` built from the learner's view
only, the replay of the bots' cards (frames), the end of a hand, and a refused card."""

from dataclasses import dataclass, field, fields

from django.utils.translation import gettext as _

from games import aids as game_aids
from games import guide, takeback, words
from games.engine import card_points
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

MAX_FRAMES = 24


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
    hand: list[dict]  # {"code", "playable", "appears_at"} in the order the learner holds them
    phone_rows: str
    your_turn: bool
    turn: Seat | None
    card_actions: list[str]
    other_actions: list[tuple[str, str]]  # (action, words on its button)
    renuncio_calls: list[tuple[str, str]]  # (action, who is accused)
    trick: list[dict]  # {"card", "seat"}
    last_trick: dict | None
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
    frames: dict | list  # frames(...) while the bots' cards are replayed, else []
    pile_stages: list[dict]
    standings: dict
    result: dict | None = None
    notice: str = ""
    refusal: dict | None = None
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
    replay = frames(game, animate_from) if animate_from is not None else []
    appear = replay["appear"] if replay else {}
    hand = [
        {"code": c, "playable": c in legal, "appears_at": appear.get(c)}
        for c in sorted_hand(view.hand, view.trump)
    ]
    trick = [{"card": c, "seat": by_seat[s]} for s, c in zip(view.trick_seats, view.trick, strict=True)]
    last_trick = None
    if view.tricks:
        leader, cards, winner = view.tricks[-1]
        played_by = trick_seats(view, leader, len(cards))
        last_trick = {
            "cards": [{"card": c, "seat": by_seat[s]} for s, c in zip(played_by, cards, strict=True)],
            "winner": by_seat[winner],
        }
    others = [s for s in all_seats if not s.is_learner]
    for seat in others:
        seat.backs = back_stages(replay, seat.seat, seat.hand_size)
    trump_card, trump_holder = _trump_card(game, view, by_seat)
    if trump_card is None and view.trump_card is None and view.muestra and game.variant == "cabrero":
        # Cabrero's first hand with three players: the 2 de oros stays face up, out of play.
        trump_card = view.muestra
    context = TableContext(
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
        trick=trick,
        last_trick=last_trick,
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
        result=hand_result(game, view, state.result()) if state.is_terminal() else None,
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
    if context.result is not None:
        # The hand result repeats the last trick (so that it is seen before the result) and, in
        # cabrero, who entered a trick.
        ending = state.result()
        if ending.last_trick is not None:
            context.result["last"] = events.last_trick(game, view, by_seat)
        context.result["entered"] = events.cabrero_entered(game, view, ending)
    return context


def _pile_notice(game, view, state):
    ended = events.pile_end(game, view)
    if ended is None or state.is_terminal() or len(view.tricks) != ended:
        return ""
    return events.pile_end_sentence()


def refusal_context(refusal):
    """What the table says about a refused card: the obligation it breaks, the cards you may play,
    and the next obligation that narrows them further (e.g. asistir, and then montar)."""
    explanation, view = refusal.explanation, refusal.view
    playable = view.playable_cards()
    then = None
    for card in sorted(explanation.demanded - playable):
        narrower = view.explain(card)
        if not narrower.allowed and narrower.obligation != explanation.obligation:
            then = {"obligation": narrower.obligation, "winning_card": narrower.winning_card}
            break
    return {
        "card": explanation.card,
        "obligation": explanation.obligation,
        "demanded": sorted_hand(playable, view.trump),
        "winning_card": explanation.winning_card,
        "then": then,
    }


def _last_learner_ply(game):
    """The last action the learner took in the current hand (for the feedback panel)."""
    for ply in range(game.ply - 1, -1, -1):
        seat, action = game.actions[ply]
        if seat is None:
            return None
        if seat == game.learner_seat:
            return ply
    return None


def _trump_card(game, view, by_seat):
    """The face-up trump card while it is still to be seen, and who holds it when someone does.

    In habanero it is drawn with the last card of the pile; with four players (and other deals
    where it is a card of a hand) it stays with its holder until played, then only the suit shows.
    """
    card = view.trump_card
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
            if view.trick:
                cards = zip(view.trick_seats, view.trick, strict=True)
                frame = {"cards": [{"card": c, "seat": by_seat[s]} for s, c in cards], "winner": None}
            else:
                leader, trick_cards, winner = view.tricks[-1]
                played_by = trick_seats(view, leader, len(trick_cards))
                cards = zip(played_by, trick_cards, strict=True)
                frame = {
                    "cards": [{"card": c, "seat": by_seat[s]} for s, c in cards],
                    "winner": by_seat[winner],
                }
        else:
            note = public_note(game, view, seat, action)
            if note is None:
                drawn |= fresh
                continue
            now = zip(view.trick_seats, view.trick, strict=True)
            trick = [{"card": c, "seat": by_seat[s]} for s, c in now]
            frame = {"cards": trick, "winner": None, "note": note}
        # Cards held while the frame shows: the card just played has left its hand; the cards
        # drawn after a habanero trick show with the next frame.
        frame["sizes"] = _after_playing(before, seat) if is_card(action) else sizes
        frame["pile"] = pile_before if is_card(action) else pile
        frame["drawn_before"], drawn = drawn, fresh
        out.append(frame)
    out = out[-MAX_FRAMES:]
    slot = 0
    appear = {}
    for frame in out:
        frame["at"] = slot
        frame["long"] = frame["winner"] is not None
        appear |= dict.fromkeys(frame["drawn_before"], slot)
        slot += 2 if frame["long"] else 1
    appear |= dict.fromkeys(drawn, slot)
    # `appear`: the slot at which each card the learner drew during the replay joins the hand.
    return {"list": out, "end": slot, "appear": {c: at for c, at in appear.items() if at}}


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
    points = [(frame["at"], value_of(frame)) for frame in (replay or {}).get("list", [])]
    if not points:
        return [{"at": None, "for": None, "count": now, "timing": ""}]
    stages = []
    for at, count in [*points, (replay["end"], now)]:
        if not stages or stages[-1]["count"] != count:
            stages.append({"at": at, "count": count})
    for stage, following in zip(stages, [*stages[1:], None], strict=True):
        stage["for"] = following["at"] - stage["at"] if following else None
        stage["timing"] = f" replay at-{stage['at']}" + (f" for-{stage['for']}" if stage["for"] else " stay")
    return stages


def back_stages(replay, seat, now):
    """The card backs a seat shows while the replay runs, so that its count follows the frames.

    `replay` is `frames(...)` (or None), `now` the seat's cards at the end. Returns `base`, the
    backs shown throughout, and `stages` (see `_stages`), each with the `extra` backs shown then;
    `phone_extra` of those extra backs fit a phone.
    """
    stages = _stages(replay, lambda frame: frame["sizes"][seat], now)
    low = min(stage["count"] for stage in stages)
    for stage in stages:
        stage["extra"] = range(stage["count"] - low)
        stage["phone_extra"] = max(0, min(stage["count"], PHONE_BACKS) - min(low, PHONE_BACKS))
    return {"base": range(low), "stages": stages}


def pile_stages(replay, now):
    """The habanero pile's count while the replay runs (it drops when a trick's cards are
    drawn); empty when there is no pile to show at any moment."""
    stages = _stages(replay, lambda frame: frame["pile"], now)
    return stages if any(stage["count"] for stage in stages) else []


def hand_result(game, view, result):
    """The end of a hand: points per side broken down, and who won it."""
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
            {
                "side": side,
                "label": side_label(game, side),
                "cards": cards,
                "cantes": total - cards - diez,
                "diez": diez,
                "total": total,
                "mine": side == side_of(game, game.learner_seat),
            }
        )
    winner = result.winner
    data = {
        "rows": rows,
        "winner": winner,
        "winner_label": side_label(game, winner) if winner is not None else None,
        "learner_won": winner is not None and winner == side_of(game, game.learner_seat),
        "tute": _tute_sentence(game, view, result.tute) if result.tute is not None else None,
        "renuncio": None,
    }
    if result.renuncio is not None:
        call = result.renuncio
        data["renuncio"] = renuncio_sentence(game, call.caller, call.by, call.correct)
    if game.variant == "cabrero":
        data["losers"] = [seat_label(game, s) for s in result.losers]
        data["a_mas"] = seat_label(game, result.a_mas) if result.a_mas is not None else None
        data["a_menos"] = seat_label(game, result.a_menos) if result.a_menos is not None else None
        data["porotos"] = [
            {"label": seat_label(game, s), "porotos": n} for s, n in sorted(result.porotos.items())
        ]
        taken = {}
        for seat, count in sorted(result.porotos.items()):
            if count:
                taken.setdefault(count, []).append(seat_label(game, seat))
        data["porotos_text"] = words.porotos_taken(taken, you=seat_label(game, game.learner_seat))
    return data


def _tute_sentence(game, view, seat):
    kinds = [c for s, c in view.cantes if s == seat and c.startswith("tute")]
    reyes = not kinds or kinds[-1] == "tute:12"
    if seat == game.learner_seat:
        return _("Cantaste tute de reyes.") if reyes else _("Cantaste tute de caballos.")
    who = seat_label(game, seat)
    if reyes:
        return _("%(who)s cantó tute de reyes.") % {"who": who}
    return _("%(who)s cantó tute de caballos.") % {"who": who}
