"""QA pass (learning part): the learner's sentences of the verdicts read as good Spanish and
explain the answer instead of repeating it."""

from django.utils import translation

from tutorial.exercises import build


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


def cante(position):
    return build({"type": "cante", "position": position})


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
