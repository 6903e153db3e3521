"""Grading: verdicts and explanations computed from the engine."""

import pytest

from tutorial.exercises import BadAnswer, build

MONTAR = "v:arrastre/4 t:c s:2 h2:4o,7o,1o,3c,5e m:5o"


def legal(position):
    return build({"type": "legal", "position": position})


def test_playing_a_low_card_when_you_can_beat_is_explained_as_montar():
    exercise = legal(MONTAR)
    assert exercise.solution() == {"7o", "1o"}
    verdict = exercise.grade(frozenset({"4o", "7o", "1o"}))
    assert not verdict.correct
    assert verdict.marks["4o"] == "wrong"
    fault = [sentence for ok, sentence in verdict.lines if not ok]
    assert len(fault) == 1
    assert "cuatro de oros no" in fault[0]
    assert "debes montar" in fault[0]
    assert "cinco de oros" in fault[0]


def test_a_missing_allowed_card_is_reported():
    verdict = legal(MONTAR).grade(frozenset({"1o"}))
    assert not verdict.correct
    assert verdict.marks["7o"] == "missed"
    assert any(
        not ok and "Te faltó" in sentence and "siete de oros" in sentence for ok, sentence in verdict.lines
    )


def test_the_exact_set_of_legal_cards_is_right():
    verdict = legal(MONTAR).grade(frozenset({"1o", "7o"}))
    assert verdict.correct
    assert all(ok for ok, _sentence in verdict.lines)


def test_without_the_suit_led_you_must_trump():
    exercise = legal("v:arrastre/4 t:c s:1 h1:4c,7e,1b m:5o")
    assert exercise.solution() == {"4c"}
    verdict = exercise.grade(frozenset({"7e"}))
    assert any("debes fallar" in sentence for ok, sentence in verdict.lines if not ok)


def test_partner_winning_frees_you_from_beating():
    exercise = legal("v:arrastre/4 t:c s:2 h2:4o,1o,3c m:1e,2e")
    assert exercise.solution() == {"4o", "1o", "3c"}
    verdict = exercise.grade(exercise.solution())
    assert any("compañero" in sentence for _ok, sentence in verdict.lines)


def test_winner_of_a_whole_trick_is_the_highest_trump():
    exercise = build({"type": "winner", "position": "v:arrastre/4 t:e s:1 m:4b,12b,3o,2e"})
    assert exercise.solution() == "2e"
    verdict = exercise.grade("12b")
    assert not verdict.correct
    assert "triunfo" in verdict.lines[0][1]


def test_winner_without_trumps_is_the_highest_of_the_suit_led():
    exercise = build({"type": "winner", "position": "v:arrastre/4 t:o s:2 m:1c,3c,7e,6b"})
    assert exercise.solution() == "1c"
    assert exercise.grade("1c").correct


def test_points_are_counted_by_the_engine():
    exercise = build({"type": "points", "cards": ["1o", "3c", "12e", "7b"]})
    assert exercise.solution() == "25"
    assert exercise.grade("25").correct
    assert not exercise.grade("24").correct


def test_order_is_graded_position_by_position():
    exercise = build({"type": "order", "cards": ["12o", "1o", "7o", "3o"]})
    assert exercise.solution() == ("1o", "3o", "12o", "7o")
    assert exercise.grade(("1o", "3o", "12o", "7o")).correct
    verdict = exercise.grade(("3o", "1o", "12o", "7o"))
    assert not verdict.correct
    assert verdict.marks["3o"] == "wrong"


def test_find_marks_wrong_and_missed_cards():
    exercise = build(
        {
            "type": "find",
            "cards": ["11o", "11c", "12c"],
            "suit": None,
            "ranks": [11],
            "question": {"es": "x", "en": "x"},
        }
    )
    verdict = exercise.grade(frozenset({"11o", "12c"}))
    assert verdict.marks == {"11o": "ok", "11c": "missed", "12c": "wrong"}


def test_answers_that_are_not_options_are_refused():
    with pytest.raises(BadAnswer):
        legal(MONTAR).parse(["12b"])
    with pytest.raises(BadAnswer):
        build({"type": "order", "cards": ["12o", "1o"]}).parse(["12o"])
    with pytest.raises(BadAnswer):
        build({"type": "points", "cards": ["1o"]}).parse(["11", "12"])


def test_answers_survive_the_url_encoding():
    exercise = legal(MONTAR)
    answer = frozenset({"1o", "7o"})
    assert exercise.decode(exercise.encode(answer)) == answer
    assert exercise.decode("-") == frozenset()


def test_three_hints_end_with_the_answer():
    hints = legal(MONTAR).hints()
    assert len(hints) == 3
    assert "montar" in hints[1]
    assert "siete de oros" in hints[2] and "as de oros" in hints[2]
