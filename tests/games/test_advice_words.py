"""Every reason of a judgement in words, with its figures, in both languages: the cards with
their articles, no code or placeholder left, and in cabrero never a word about points."""

import re

import pytest
from django.template.loader import render_to_string
from django.utils import translation

from games.advice import Continuation, Hint, Judgement, Reason
from games.models import Game
from games.present.advice import advice_context
from tute.bots import REASONS
from tute.bots import feedback as codes

PAIRS = Game(
    variant="arrastre", players=4, learner_seat=0, rules={}, bot_levels=["", "experto", "experto", "experto"]
)
CABRERO = Game(
    variant="cabrero", players=4, learner_seat=0, rules={}, bot_levels=["", "experto", "experto", "experto"]
)
FIGURES = {
    "cards": ("10o", "3o", "1o"),
    "seat": 1,
    "count": 31,
    "other": 5,
    "samples": 40,
    "points": 11,
    "suit": "c",
}


def _judged(code, unit="puntos"):
    return Judgement(
        action="10o",
        label="error",
        best="3o",
        trump="e",
        loss=12.0 if unit == "puntos" else 0.2,
        points_at_stake=21,
        reasons=(Reason(code=code, **FIGURES),),
        unit=unit,
        samples=40,
        continuations=(
            Continuation(
                action="10o", plays=((3, "2o"), (0, "10o"), (1, "1o")), winner=1, count=31, samples=40
            ),
            Continuation(
                action="3o", plays=((3, "2o"), (0, "3o"), (1, "4o")), winner=0, count=22, samples=40
            ),
        ),
    )


@pytest.mark.parametrize("language", ["es", "en"])
@pytest.mark.parametrize("code", [c for c in REASONS if c != codes.DEJA_MANO_CON_TRIUNFOS])
def test_every_reason_reads_as_a_sentence_with_its_figures(code, language):
    with translation.override(language):
        text = advice_context(PAIRS, _judged(code)).reasons[0]
    assert code not in text
    assert "%(" not in text
    assert "None" not in text
    assert text[0].isupper()
    assert text.endswith(".")
    if code not in (
        codes.NO_CANTA_TUTE,
        codes.NO_CAMBIA,
        codes.CAMBIA_ANTES,
        codes.MONTA_AL_COMPANERO,
        codes.ARRASTRA_SIN_NECESIDAD,
        codes.ROMPE_CANTE,
    ):
        assert re.search(r"\d", text), text  # the evidence, in numbers
    if language == "es":
        assert "el sota" not in text
        assert "al sota" not in text
        assert "de el " not in text


def test_a_reason_names_the_cards_with_their_articles_and_the_deals():
    with translation.override("es"):
        text = advice_context(PAIRS, _judged(codes.DEJA_BAZA_AL_RIVAL)).reasons[0]
    assert text == (
        "En 31 de 40 repartos posibles, Rival derecho se lleva esta baza con el tres de oros. "
        "Con el as de oros la ganáis vosotros en 5 de 40."
    )
    with translation.override("es"):
        text = advice_context(PAIRS, _judged(codes.PUNTOS_A_BAZA_PERDIDA)).reasons[0]
    assert text.startswith("Echas la sota de oros (11 puntos más que el tres de oros)")


@pytest.mark.parametrize("code", [c for c in REASONS if c != codes.DEJA_MANO_CON_TRIUNFOS])
def test_cabrero_advice_speaks_of_the_middle_never_of_points(code):
    with translation.override("es"):
        advice = advice_context(CABRERO, _judged(code, unit="probabilidad"))
    if code in (
        codes.PUNTOS_A_BAZA_PERDIDA,
        codes.PUNTOS_AL_RIVAL,
        codes.MENOS_PUNTOS_EN_LA_BAZA,
        codes.NO_CARGA_AL_COMPANERO,
        codes.TRIUNFO_EN_BAZA_POBRE,
        codes.CEDE_LA_BAZA,
        codes.PIERDE_LA_MANO,
    ):
        return  # the search never gives these in cabrero (tests/tute/bots/test_feedback_reasons.py)
    assert "punto" not in advice.reasons[0]
    assert advice.stake == 0


def test_a_fallback_in_cabrero_speaks_of_the_middle():
    verdict = Judgement(action="10o", label="error", best="3o", trump="e", unit="probabilidad")
    with translation.override("es"):
        advice = advice_context(CABRERO, verdict)
    assert advice.reasons == ["Con tu jugada es más probable quedar en medio que con la mejor."]


def test_ver_por_que_shows_the_trick_after_both_choices():
    with translation.override("es"):
        html = render_to_string(
            "games/_advice.html", {"advice": advice_context(PAIRS, _judged(codes.GANA_LA_BAZA))}
        )
    details = html[html.index('<details class="why-lines">') :]
    assert "Ver por qué" in details
    assert details.index("Si juegas el tres de oros") < details.index(
        "Si juegas la sota de oros"
    )  # better first
    assert "Así va la baza en 31 de 40 repartos posibles." in details
    assert "Se la lleva: Rival derecho." in details
    assert "Se la lleva: Tú." in details


def test_a_hint_shows_the_trick_after_its_card_and_the_next_best():
    hint = Hint(
        best="3o",
        trump="e",
        alternative="10o",
        gain=12.0,
        reasons=(Reason(code=codes.GANA_LA_BAZA, **FIGURES),),
        points_at_stake=21,
        continuations=_judged(codes.GANA_LA_BAZA).continuations,
    )
    with translation.override("es"):
        advice = advice_context(PAIRS, hint)
    assert [line.title for line in advice.lines] == ["Si juegas el tres de oros", "Si juegas la sota de oros"]
    assert advice.alternative_intro == "Si eligieras la sota de oros:"
    assert advice.gain_text == "De media, esperas unos 12 puntos más que con la sota de oros."


@pytest.mark.parametrize("language", ["es", "en"])
def test_a_reason_about_a_declaration_names_it_in_words_never_as_a_code(language):
    reason = Reason(code=codes.PIERDE_ULTIMAS, cards=("cante:o", "paso"), count=6, other=15, samples=20)
    verdict = Judgement(
        action="cante:o", label="error", best="paso", trump="b", reasons=(reason,), samples=20
    )
    with translation.override(language):
        text = advice_context(PAIRS, verdict).reasons[0]
    assert "cante:o" not in text
    expected = "«Cantar las veinte en oros»" if language == "es" else "«Declare las veinte in coins»"
    assert expected in text


def test_a_trick_let_go_without_points_says_so_in_words():
    reason = Reason(code=codes.CEDE_LA_BAZA, cards=("7o", "5e"), count=20, other=18, samples=20)
    verdict = Judgement(action="7o", label="error", best="5e", trump="b", reasons=(reason,), samples=20)
    with translation.override("es"):
        text = advice_context(PAIRS, verdict).reasons[0]
    assert text.startswith("Con el siete de oros vuestro lado se lleva esta baza (sin puntos)")
    assert "se la lleva un rival en 18, y sale él." in text
