"""The review of a game trick by trick, the match standings and the summaries of the learner's
games, for the templates."""

from django.utils import timezone
from django.utils.translation import gettext as _

from games import words
from games.levels import level_name
from games.models import NEXT_HAND, MoveNote
from games.present.advice import advice_context
from games.present.common import (
    action_text,
    in_pairs,
    is_card,
    public_note,
    seat_label,
    seats,
    side_label,
    side_of,
    sorted_hand,
)
from tute import Scoring


def review(game):
    """The whole game trick by trick, as the learner saw it, with the advice given at the time."""
    notes = {(n.ply, n.kind): n.advice for n in game.notes.all()}
    taken_back = _taken_back(game)
    match = game.new_match()
    hand_number = 1
    tricks, current = [], None
    by_seat = None
    for ply, (seat, action) in enumerate(game.actions):
        if action == NEXT_HAND:
            match = match.next_hand()
            hand_number += 1
            continue
        before = match.hand.view(game.learner_seat)
        if by_seat is None or len(by_seat) != game.players:
            by_seat = {s.seat: s for s in seats(game, before, match.hand)}
        match = match.apply(action)
        after = match.hand.view(game.learner_seat)
        if not is_card(action):
            target = current or (tricks[-1] if tricks else None)
            if target is not None:
                target["notes"] += _action_notes(game, after, seat, action, taken_back.get(ply))
            continue
        if current is None:
            current = _trick(len(tricks) + 1, hand_number, ply, before)
        current["plays"].append(_play(game, by_seat[seat], action, ply, notes, taken_back))
        if not after.trick:
            current["winner"] = by_seat[after.tricks[-1][2]]
            tricks.append(current)
            current = None
    if current is not None:
        tricks.append(current)
    return tricks


def _trick(number, hand_number, ply, before):
    """A trick of the review, opened at its first card: the learner's hand as it was then."""
    return {
        "number": number,
        "hand": hand_number,
        "start_ply": ply,
        "my_cards": sorted_hand(before.hand, before.trump),
        "trump": before.trump,
        "plays": [],
        "notes": [],
    }


def _action_notes(game, after, seat, action, taken_back):
    """The notes an action other than a card leaves on its trick: what it was, and the learner's
    moves taken back there."""
    notes = []
    note = public_note(game, after, seat, action)
    if note:
        notes.append(note)
    if seat == game.learner_seat and taken_back:
        notes.append(_("Deshiciste: %(moves)s") % {"moves": ", ".join(taken_back)})
    return notes


def _play(game, seat, action, ply, notes, taken_back):
    """One card of a trick; the learner's own with the judgement, the hint and the moves taken back."""
    play = {"seat": seat, "card": action, "ply": ply, "mine": seat.seat == game.learner_seat}
    if play["mine"]:
        judged = notes.get((ply, MoveNote.Kind.JUDGEMENT))
        play["judgement"] = advice_context(game, judged) if judged else None
        play["hinted"] = (ply, MoveNote.Kind.HINT) in notes
        play["taken_back"] = taken_back.get(ply, [])
    return play


def _taken_back(game):
    """{ply: the learner's moves taken back at that ply, in words} (games/takeback.py)."""
    out = {}
    for record in game.takebacks or []:
        ply = record.get("ply")
        moves = [a for s, a in record.get("actions", []) if s == game.learner_seat]
        if isinstance(ply, int) and moves:
            out.setdefault(ply, []).extend(moves[:1])
    return {
        ply: [action_text(game, None if is_card(a) else game.match_at(ply).hand.trump, a) for a in moves]
        for ply, moves in out.items()
    }


def summary(game):
    names = {"arrastre": _("Tute de arrastre"), "habanero": _("Tute habanero"), "cabrero": _("Tute cabrero")}
    title = names.get(game.variant, game.variant)
    if game.variant != "habanero":
        title = _("%(name)s a %(n)s") % {"name": title, "n": game.players}
        if in_pairs(game):
            title += " · " + _("por parejas")
    levels = []
    for level in game.bot_levels:
        if level and level_name(level) not in levels:
            levels.append(level_name(level))
    return {
        "game": game,
        "title": title,
        "hand": 1 + sum(1 for _seat, action in game.actions if action == NEXT_HAND),
        "levels": ", ".join(levels).lower(),
        "recent": (timezone.now() - game.updated).total_seconds() < 60 if game.updated else True,
    }


def standings(game, match):
    """The match score: hands won per side, porotos per seat in cabrero or lost games per seat
    (arrastre of three scored by losses); the winners, and a match lost by a renuncio."""
    tally = match.standings()
    by_seat = tally.kind is not Scoring.RONDAS
    label = (lambda key: seat_label(game, key)) if by_seat else (lambda key: side_label(game, key))
    rows = []
    for key, value in sorted(tally.items()):
        rows.append({"label": label(key), "value": value, "marks": range(value), "out": key in tally.out})
    data = {
        "porotos": tally.kind is Scoring.POROTOS,
        "juegos": tally.kind is Scoring.JUEGOS_PERDIDOS,
        "rows": rows,
        "target": tally.target,
        "winners_text": "",
        "forfeit_text": "",
    }
    if match.is_over():
        winners = match.winners()
        mine = side_of(game, game.learner_seat)
        data["winners_text"] = words.match_winners(
            [label(w) for w in winners], you=label(mine) if mine in winners else None
        )
        if tally.forfeit is not None:
            data["forfeit_text"] = words.renuncio_loses_the_match(
                label(tally.forfeit), you=tally.forfeit == mine, pairs=in_pairs(game)
            )
    return data
