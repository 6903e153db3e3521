"""Cabrero's «¿Quién pierde?»: the explanation reads as the rule, the ranking, then each player in
ranking order; a player who won no trick is not told about points; tute's option reads as "yes,
tute" with its exception."""

import pytest

import tute
from games.models import Game
from games.present import events
from tutorial.exercises.registry import build
from tutorial.wording import cante_rules_line, player_name

HANDS = [
    [40, 10, None, 80],  # three entered: 3 (a más), 0 in the middle, 1 (a menos); 2 did not
    [None, 20, 50, 25, 35],  # four entered: 2 a más, 1 a menos, 3 and 4 in the middle
    [130, None, None],  # capote
]


@pytest.mark.parametrize("points", HANDS)
@pytest.mark.parametrize("answer", ["right", "wrong"])
def test_the_verdict_says_the_rule_the_ranking_then_the_players_in_ranking_order(points, answer):
    exercise = build({"type": "cabrero", "points": points})
    outcome = tute.cabrero_outcome(points)
    right = exercise.solution()
    given = right if answer == "right" else frozenset(exercise.seats) - right or frozenset({0})
    verdict = exercise.grade(given)
    texts = [text for _ok, text in verdict.lines]
    assert texts[0] == exercise.rule_line()
    assert texts[1] == exercise.ranking_line()
    order = list(outcome.entered) + [s for s in range(len(points)) if s not in outcome.entered]
    named = [next(s for s in range(len(points)) if text.startswith(player_name(s))) for text in texts[2:]]
    assert named == order
    for ok, text in verdict.lines[2:]:
        seat = named[texts.index(text) - 2]
        assert ok == ((seat in given) == (seat in right))


def _finished_cabrero_hand(players=4, seeds=range(40)):
    """A real cabrero hand played to its end by the engine (first legal action each time) in which
    some player won no trick and nobody made capote: (game, view, result)."""
    for seed in seeds:
        game = Game(variant="cabrero", players=players, rules={}, seed=seed, bot_levels=[], actions=[])
        match = game.new_match()
        while not match.hand.is_terminal():
            state = match.hand
            legal = state.legal_actions()
            cards = sorted(a for a in legal if a[:1].isdigit())
            action = cards[0] if cards else ("paso" if "paso" in legal else legal[0])
            game.actions.append([state.current_player, action])
            match = match.apply(action)
        result = match.hand.result()
        outside = [s for s in range(players) if s not in result.entered]
        if outside and len(result.entered) > 1 and result.tute is None:
            for learner in (outside[0], result.entered[0]):
                yield game, learner, match.hand.view(learner), result


@pytest.mark.django_db
def test_who_won_no_trick_is_not_told_about_points():
    seen = 0
    for game, learner, view, result in _finished_cabrero_hand():
        game.learner_seat = learner
        told = events.cabrero_entered(game, view, result)
        assert len(told.outside) == len(view.seats) - len(result.entered)
        for line in told.outside:
            assert "punto" not in line, line
            assert "ninguna baza" in line
        seen += 1
        if seen >= 4:
            break
    assert seen


def test_tute_sin_cantes_previos_reads_as_tute_with_an_exception():
    line = cante_rules_line(tute.Rules())
    assert "se puede cantar tute (salvo quien ya haya cantado otra cosa en esta mano)" in line
    assert "pero no quien ya cantó" not in line
