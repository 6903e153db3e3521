"""Replaying a decision of a finished or ongoing practice game as a drill («¿qué carta jugarías?»)
graded by the same judge as the game: the judgement stored for that ply is the reference.

The judge searches with work units only and the same generator as the stored judgement
(``flows._feedback_rng``), so it samples the same deals and finds the same figures: the move the
learner made gets the stored verdict, the stored better move is "buena", and any other move is
measured against the same best. A wrong drill answer goes into the tutorial's review queue (the
progress document's ``review``), and a right one later takes it out."""

from django.db import transaction
from django.dispatch import Signal

from games import flows
from games.models import NEXT_HAND
from tute.bots import judge

KIND_PREFIX = "jugada:"  # review-queue kinds of game drills: "jugada:<game public id>:<ply>"


class NotADrill(Exception):
    """That ply is no decision of the learner that the judge grades."""


def position(game, ply):
    """The learner's view before the decision at ``ply`` (NotADrill when there is none)."""
    if not 0 <= ply < game.ply:
        raise NotADrill(ply)
    seat, action = game.actions[ply]
    if seat != game.learner_seat or action == NEXT_HAND or action.startswith("renuncio:"):
        raise NotADrill(ply)
    return flows.learner_view_at(game, ply)


def choices(view):
    """What the drill offers: the legal actions the judge grades (cards first)."""
    legal = view.legal_actions()
    cards = [a for a in legal if a in view.hand]
    others = [a for a in legal if a not in view.hand and not a.startswith("renuncio:")]
    return cards, others


def grade(game, ply, choice):
    """The judge's verdict (a Judgement) on ``choice`` at ``ply``, agreeing with the stored
    judgement of that ply (computed and stored first if it was not yet)."""
    view = position(game, ply)
    cards, others = choices(view)
    if choice not in cards + others:
        raise flows.BadAction(choice)
    stored = flows.judgement(game, ply)
    if not stored.label:  # a renuncio accepted under renuncio real: not graded
        raise NotADrill(ply)
    if choice == stored.action:
        return stored
    return judge(view, choice, rng=flows._feedback_rng(game, ply))


def kind(game, ply):
    return f"{KIND_PREFIX}{game.public_id}:{ply}"


# Sent when a drill is answered: (sender=Game, request, game, ply, kind, key, right). The
# tutorial, which owns the learner's progress and its review queue, records it (tutorial/signals.py).
drill_answered = Signal()


@transaction.atomic
def record(request, game, ply, verdict):
    """Tell the learner's progress about a drill answer: a wrong one joins the review queue."""
    right = verdict.label == "buena"
    drill_answered.send(
        sender=type(game),
        request=request,
        game=game,
        ply=ply,
        kind=kind(game, ply),
        key=f"jugada/{game.public_id}/{ply}",
        right=right,
    )
    return right


def queued(progress):
    """The drills waiting in a learner's review queue: [(game public id, ply)]."""
    out = []
    for name, _count in progress.review_queue():
        if not name.startswith(KIND_PREFIX):
            continue
        public_id, _sep, ply = name[len(KIND_PREFIX) :].rpartition(":")
        if ply.isascii() and ply.isdigit():
            out.append((public_id, int(ply)))
    return out
