"""Practice games played to their end for the learners' pages (one hand: rondas=1)."""

import random
from collections import Counter

from games import flows
from games.models import NEXT_HAND
from games.present import records
from tests.games.helpers import first_legal
from tute.bots import Judgement, Label, choose_action


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


def judged_moves(game):
    """Every decision of the learner in ``game`` judged as the table's feedback panel judges it
    (``flows.judgement``: the real judge, stored): the verdicts, in the order played."""
    return [
        flows.judgement(game, ply)
        for ply, (seat, action) in enumerate(game.actions)
        if seat == game.learner_seat and action != NEXT_HAND
    ]


def mistake_kinds(verdicts):
    """{kind of mistake: how many}: the key reason of each verdict below «buena», as the
    headline told it (what Mi progreso counts)."""
    return Counter(
        v.key_reason.code
        for v in verdicts
        if isinstance(v, Judgement) and v.label != Label.BUENA and v.key_reason is not None
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
