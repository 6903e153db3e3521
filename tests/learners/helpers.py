"""Practice games played to their end for the learners' pages (one hand: rondas=1)."""

import random

from games import flows
from games.models import MoveNote
from games.present import records
from tests.games.helpers import first_legal
from tute.bots import choose_action


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


def game_with_result(*, won, level, owner=None, anon_key="", variant="habanero", players=2, first_seed=1):
    """A finished one-hand game against bots of ``level`` that the learner won (or lost), found by
    trying seeds in order from ``first_seed``: the learner plays the intermedio's card to win, his
    first legal action to lose. The same seeds give the same games, whatever the bots' tuning."""
    learner_level = "intermedio" if won else None
    for seed in range(first_seed, first_seed + 200):
        game = flows.start_game(
            variant=variant,
            players=players,
            rules={} if variant == "cabrero" else {"rondas": 1},
            bot_levels=[""] + [level] * (players - 1),
            feedback="none",
            owner=owner,
            anon_key=anon_key,
            seed=seed,
        )
        while not game.finished:
            state = game.match_at().hand
            if state.is_terminal():
                game = flows.next_hand(game, game.ply)
                continue
            view = state.view(game.learner_seat)
            action = choose_action(view, learner_level, rng=random.Random(seed)) if learner_level else None
            game = flows.play(game, action or first_legal(view), game.ply)
        if records.outcome(game).result == (records.WON if won else records.LOST):
            return game
        game.delete()
    raise AssertionError(f"no game {'won' if won else 'lost'} against the {level} in 200 seeds")
