"""Grading: verdicts and explanations computed from the engine."""

import pytest
from django.utils import translation

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
    assert "siete de oros" in hints[2]
    assert "as de oros" in hints[2]


# --- cantes, swaps, cabrero ---------------------------------------------------------------


def cante(position):
    return build({"type": "cante", "position": position})


def test_a_cante_already_declared_is_explained():
    exercise = cante("v:arrastre/4 t:c s:2 h2:12b,11b,12o,11o,3c,4c,7o,1e c:2=o")
    assert exercise.solution() == {"cante:b"}
    verdict = exercise.grade(exercise.parse(["cante:o"]))
    assert not verdict.correct
    assert verdict.marks["cante:o"] == "wrong"
    faults = [sentence for ok, sentence in verdict.lines if not ok]
    assert faults == ["No puedes cantar las veinte en oros: ya las cantaste. Cada palo se canta una vez."]


def test_las_cuarenta_go_first():
    exercise = cante("v:arrastre/4 t:o s:0 h0:12o,11o,12c,11c,1e,5e,7b,2b,6o")
    verdict = exercise.grade(exercise.parse(["cante:c"]))
    assert verdict.marks == {"cante:c": "wrong", "cante:o": "missed", "12o": "ok", "11o": "ok"}
    text = " ".join(sentence for _ok, sentence in verdict.lines)
    assert "las cuarenta van primero" in text
    assert "Las cuarenta en oros: sí" in text
    assert "valen 40 puntos" in text
    assert exercise.grade(exercise.parse(["cante:o"])).correct


def test_nothing_to_declare_and_the_none_answer():
    exercise = cante("v:arrastre/4 t:e s:1 h1:12c,10c,11o,12b,1e,3e,7e,4o,2b")
    assert exercise.solution() == frozenset()
    assert exercise.grade(exercise.parse(["nada"])).correct
    wrong = exercise.grade(exercise.parse(["cante:c"]))
    assert not wrong.correct
    assert wrong.marks["nada"] == "missed"
    assert any("te falta el caballo de copas" in sentence for ok, sentence in wrong.lines if not ok)
    with pytest.raises(BadAnswer):
        exercise.parse(["nada", "cante:c"])
    with pytest.raises(BadAnswer):
        exercise.parse([])
    with pytest.raises(BadAnswer):
        exercise.parse(["cante:x"])
    right = cante("v:arrastre/4 t:c s:2 h2:11o,11c,11e,11b,1c,3b,2o,6e,7e")
    said_none = right.grade(right.parse(["nada"]))
    assert not said_none.correct
    assert said_none.lines[0] == (False, "Sí puedes cantar: tute de caballos.")


def test_tute_rules_are_explained():
    exercise = cante("v:arrastre/4 t:e s:1 h1:11o,11c,11e,11b,12c,4b,6b c:1=c")
    verdict = exercise.grade(exercise.parse(["tute:11"]))
    assert any("sin cantes previos" in sentence for ok, sentence in verdict.lines if not ok)
    closed = cante("v:arrastre/4 t:c s:2 h2:11o,11c,11e,11b,1c,3b,2o,6e,7e o:permitir_tute=0")
    verdict = closed.grade(closed.parse(["tute:11"]))
    assert any("no se permite cantar tute" in sentence for ok, sentence in verdict.lines if not ok)
    assert len(closed.hints()) == 3
    assert "no se permite" in closed.hints()[1]


def swap(position):
    return build({"type": "swap", "position": position})


def test_the_seven_of_trumps_takes_a_face_up_figure():
    exercise = swap("v:habanero/2 t:o tc:12o p:10 s:0 h0:7o,2o,1c,3e,5b,6b,11c,4e")
    assert exercise.solution() == "7o"
    verdict = exercise.grade(exercise.parse(["2o"]))
    assert not verdict.correct
    assert verdict.marks == {"2o": "wrong", "7o": "missed"}
    assert verdict.lines[0] == (
        False,
        "El dos de oros no: por el rey de oros solo se cambia el siete de oros.",
    )
    assert (
        True,
        "El 7 de triunfo se cambia por el as, el tres, el rey, el caballo o la sota.",
    ) in verdict.lines
    assert exercise.grade(exercise.parse(["7o"])).correct


def test_no_swap_when_the_card_is_missing_or_the_face_is_not_swapped():
    missing = swap("v:habanero/2 t:c tc:11c p:14 s:0 h0:2c,1c,5o,6o,12b,10b,3e,4e")
    assert missing.solution() is None
    assert missing.grade(missing.parse(["nada"])).correct
    verdict = missing.grade(missing.parse(["2c"]))
    assert any("solo se cambia el siete de copas" in sentence for ok, sentence in verdict.lines if not ok)
    four = swap("v:arrastre/3 t:o tc:4o s:0 h0:2o,7o,1o,12c,11c,3b,6b,5b,10e,7e,6e,4e,2e")
    assert four.solution() is None
    assert "un 4 o un 2 a la vista no se cambian" in four.hints()[1]
    with pytest.raises(BadAnswer):
        four.parse(["3c"])


def cabrero(points, **extra):
    return build({"type": "cabrero", "points": points, **extra})


def test_cabrero_the_one_in_the_middle_loses():
    exercise = cabrero([52, 30, None, 48])
    assert exercise.solution() == {3}
    verdict = exercise.grade(exercise.parse(["1", "2"]))
    assert not verdict.correct
    assert verdict.marks == {"0": "", "1": "wrong", "2": "wrong", "3": "missed"}
    faults = [sentence for ok, sentence in verdict.lines if not ok]
    assert "Jugador 2 no pierde: es el último de los que entraron, gana a menos." in faults
    assert "Jugador 3 no pierde: no entró en baza, así que no cuenta." in faults
    assert "Jugador 4 pierde: es el 2º de 3, queda en medio." in faults
    assert (True, "Entraron 3: pierde el segundo.") in verdict.lines
    assert exercise.grade(exercise.parse(["3"])).correct
    with pytest.raises(BadAnswer):
        exercise.parse(["7"])


def test_cabrero_capote_and_capote_after_a_cante():
    capote = cabrero([130, None, None, None])
    assert capote.solution() == {1, 2, 3}
    assert "Capote" in capote.grade(frozenset({1, 2, 3})).lines[0][1]
    after_cante = cabrero([150, None, None], capote_cante=0)
    assert after_cante.solution() == {0}
    assert any("había cantado" in sentence for _ok, sentence in after_cante.grade(frozenset({1, 2})).lines)


# --- the verdicts' sentences read as good Spanish and explain the answer --------------------


def find(cards, suit=None, ranks=None):
    return build({"type": "find", "cards": cards, "suit": suit, "ranks": ranks, "question": {"es": "x"}})


def faults(verdict):
    return [sentence for ok, sentence in verdict.lines if not ok]


def test_a_wrong_card_in_a_rank_search_says_what_it_is_and_what_was_asked():
    with translation.override("es"):
        verdict = find(["10c", "11e", "12o"], ranks=[11]).grade(frozenset({"10c", "11e"}))
    assert faults(verdict) == ["La sota de copas no: es una sota, no un caballo."]


def test_a_wrong_card_in_a_suit_search_names_its_suit():
    with translation.override("es"):
        verdict = find(["3e", "3b", "12e"], suit="e").grade(frozenset({"3e", "3b", "12e"}))
    assert faults(verdict) == ["El tres de bastos no: es de bastos, no de espadas."]


def test_several_missing_cards_agree_in_number():
    with translation.override("es"):
        exercise = cante("v:arrastre/4 t:c s:2 h2:12e,11e,12b,11b,1o,3o,7c,4c,10o")
        verdict = exercise.grade(exercise.parse(["cante:o"]))
    assert "Las veinte en oros no: te faltan el rey de oros y el caballo de oros." in faults(verdict)
    tute = "Tute de reyes no: te faltan el rey de oros y el rey de copas."
    assert any(sentence == tute for _ok, sentence in verdict.lines)
    with translation.override("es"):
        single = cante("v:arrastre/4 t:e s:1 h1:12c,10c,11o,12b,1e,3e,7e,4o,2b")
        verdict = single.grade(single.parse(["cante:c"]))
    assert "Las veinte en copas no: te falta el caballo de copas." in faults(verdict)


def test_two_possible_cantes_are_offered_as_a_choice_not_a_list():
    """One cante per trick won: the summary says «esto o aquello», and either one is right."""
    with translation.override("es"):
        exercise = cante("v:arrastre/4 t:c s:2 h2:12e,11e,12b,11b,1o,3o,7c,4c,10o")
        verdict = exercise.grade(exercise.parse(["cante:o"]))
        hint = exercise.hints()[2]
        right = exercise.grade(exercise.parse(["cante:b"]))
    assert verdict.summary == "No: puedes cantar las veinte en espadas o las veinte en bastos."
    assert hint == "Puedes cantar las veinte en espadas o las veinte en bastos."
    assert right.correct
    assert right.summary == (
        "¡Bien! Puedes cantar las veinte en bastos. "
        "También podías elegir las veinte en espadas: uno por baza."
    )


def test_several_cabrero_losers_take_a_plural_verb():
    exercise = build({"type": "cabrero", "points": [40, 25, 35, 20, 10]})
    with translation.override("es"):
        wrong = exercise.grade(frozenset({0}))
        right = exercise.grade(frozenset({1, 2, 3}))
        hint = exercise.hints()[2]
        one = build({"type": "cabrero", "points": [52, 30, None, 48]}).grade(frozenset({1}))
    assert wrong.summary == "No: pierden Jugador 2, Jugador 3 y Jugador 4."
    assert right.summary == "¡Bien! Pierden: Jugador 2, Jugador 3 y Jugador 4."
    assert hint == "Pierden: Jugador 2, Jugador 3 y Jugador 4."
    assert one.summary == "No: pierde Jugador 4."
