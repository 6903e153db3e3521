"""Practice games played to their end for the learners' pages (one hand: rondas=1)."""

from games import flows
from games.models import MoveNote
from tests.games.helpers import first_legal


def played_game(
    *, owner=None, anon_key="", variant="arrastre", players=3, level="principiante", seed=1, finish=True
):
    """A game against bots of `level`, played by the learner's first legal action each turn,
    to the end of its only hand (or just started when `finish` is False)."""
    rules = {} if variant == "cabrero" else {"rondas": 1}
    game = flows.start_game(
        variant=variant,
        players=players,
        rules=rules,
        bot_levels=[""] + [level] * (players - 1),
        feedback="full",
        owner=owner,
        anon_key=anon_key,
        seed=seed,
    )
    while finish and not game.finished:
        state = game.match_at().hand
        if state.is_terminal():
            game = flows.next_hand(game, game.ply)
            continue
        view = state.view(game.learner_seat)
        game = flows.play(game, first_legal(view), game.ply)
    return game


def judged_mistake(game, reasons, label="error"):
    """Store a judgement of the learner's first action with these reason codes."""
    ply = next(i for i, (seat, _a) in enumerate(game.actions) if seat == game.learner_seat)
    return MoveNote.objects.create(
        game=game, ply=ply, kind=MoveNote.Kind.JUDGEMENT, data={"label": label, "reasons": list(reasons)}
    )
