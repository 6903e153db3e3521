"""Every reason code has its words: a headline a beginner reads at a glance (at most about 90
characters, no counts of deals, the better action named, the right articles, rivals as the
table has them) and a sentence with its figures («siempre» or «nunca» when every card is
known, never «en 0 de 1»), in both languages, at every kind of table; cabrero never speaks of
points. The reasons are the judge's typed values, built here for codes a short game may not
show (the search's own reasons are checked on real deals in tests/tute/bots)."""

import re

import pytest
from django.utils import translation

from games.models import Game
from games.present.reasons import TELLERS, fallback, said
from games.present.wording import Wording
from tute.bots import Reason, ReasonCode, Unit

TABLES = {
    "habanero": Game(variant="habanero", players=2, learner_seat=0, rules={}, bot_levels=["", "experto"]),
    "arrastre3": Game(
        variant="arrastre", players=3, learner_seat=0, rules={}, bot_levels=["", "experto", "experto"]
    ),
    "pairs": Game(variant="arrastre", players=4, learner_seat=0, rules={}, bot_levels=["", "experto"] * 2),
    "cabrero6": Game(
        variant="cabrero", players=6, learner_seat=0, rules={}, bot_levels=["", *["experto"] * 5]
    ),
}
# The longest card names there are (caballos of espadas and bastos), a seat with a long name.
ACTION, BEST, TAKER = "11e", "11b", "12c"
HEADLINE_MAX = 90
# Headlines that name another card or action than the better one (the card to keep, the cante
# to sing, the swap to make): the better action still shows beside them («Mejor: ...»).
NAMES_ANOTHER = {
    ReasonCode.ROMPE_CANTE,
    ReasonCode.NO_CANTA,
    ReasonCode.NO_CAMBIA,
    ReasonCode.NO_CANTA_TUTE,
    ReasonCode.CANTA_MENOS,
    ReasonCode.CAMBIA_ANTES,
    ReasonCode.CIERRA_TUTE,
    ReasonCode.CANTA_OTRO_ANTES,
}
POINT_CODES = {  # never given in cabrero (tests/tute/bots/test_feedback_reasons.py)
    ReasonCode.PUNTOS_A_BAZA_PERDIDA,
    ReasonCode.PUNTOS_AL_RIVAL,
    ReasonCode.MENOS_PUNTOS_EN_LA_BAZA,
    ReasonCode.NO_CARGA_AL_COMPANERO,
    ReasonCode.TRIUNFO_EN_BAZA_POBRE,
    ReasonCode.CEDE_LA_BAZA,
    ReasonCode.PIERDE_LA_MANO,
}


# The seat a reason speaks of: a rival with the longest name the table has.
RIVAL = {2: 1, 3: 2, 4: 1, 6: 4}


def _reason(code, samples, players=4):
    count, other = (31, 5) if samples > 1 else (1, 0)
    return Reason(
        code, cards=(ACTION, TAKER, BEST), seat=RIVAL[players] if code != ReasonCode.PIERDE_CANTE else 0,
        count=count, other=other, samples=samples, points=11, suit="c", worth=12.0,
    )  # fmt: skip


def _wording(table):
    unit = Unit.PROBABILIDAD if table.startswith("cabrero") else Unit.PUNTOS
    return Wording(TABLES[table], trump="e", unit=unit, action=ACTION, best=BEST)


def test_every_reason_code_has_its_words():
    assert set(TELLERS) == set(ReasonCode)


@pytest.mark.parametrize("language", ["es", "en"])
@pytest.mark.parametrize("table", list(TABLES))
@pytest.mark.parametrize("samples", [40, 1])
@pytest.mark.parametrize("code", list(ReasonCode))
def test_every_reason_has_a_headline_and_a_sentence(code, table, samples, language):
    if table.startswith("cabrero") and code in POINT_CODES:
        return
    wording = _wording(table)
    with translation.override(language):
        words = said(wording, _reason(code, samples, TABLES[table].players))
        better = wording.better
    for text in (words.headline, words.sentence):
        assert text[0].isupper(), text
        assert text.endswith("."), text
        assert "%(" not in text
        assert "None" not in text
        assert str(code) not in text
        assert "  " not in text
    headline = words.headline
    assert len(headline) <= HEADLINE_MAX, headline
    assert not re.search(r"repartos?|deals?|\b(31|40)\b", headline), headline  # no counts of deals
    if code not in NAMES_ANOTHER:
        assert better in headline, headline
    sentence = words.sentence
    if samples == 1:  # every card known: no «en 0 de 1»
        assert not re.search(r"\bde 1\b|\bof 1\b|\ben 0\b|\bin 0\b", sentence), sentence
    if table.startswith("cabrero"):
        assert "punto" not in headline + sentence
        assert "point" not in headline + sentence
    if language == "es":
        assert not re.search(r"\b(el|al) sota\b|(?<!\w)(de|a) el\b", headline + sentence), headline + sentence


def test_one_rival_or_several_as_the_table_has_them():
    reason = _reason(ReasonCode.PUNTOS_A_BAZA_PERDIDA, 40)
    with translation.override("es"):
        two = said(_wording("habanero"), reason).headline
        four = said(_wording("pairs"), reason).headline
    assert two == "Esta baza es a menudo de tu rival: echa el caballo de bastos y guarda los puntos."
    assert four == "Esta baza es a menudo de los rivales: echa el caballo de bastos y guarda los puntos."


def test_the_details_name_the_seat_the_cards_and_the_deals():
    with translation.override("es"):
        words = said(_wording("pairs"), Reason(
            ReasonCode.DEJA_BAZA_AL_RIVAL, cards=("10o", "3o", "1o"), seat=1, count=31, other=5, samples=40,
        ))  # fmt: skip
    assert words.sentence == (
        "El rival de tu derecha se lleva esta baza con el tres de oros en 31 de 40 repartos posibles. "
        "Con el caballo de bastos la ganáis vosotros en 5."
    )


def test_with_every_card_known_the_words_say_always_and_never():
    reason = Reason(ReasonCode.GANA_LA_BAZA, cards=(ACTION, BEST), count=0, other=1, samples=1)
    with translation.override("es"):
        words = said(_wording("habanero"), reason)
    assert words.headline == "Con el caballo de bastos te llevas esta baza."
    assert (
        words.sentence
        == "Con el caballo de bastos te llevas esta baza siempre; con el caballo de espadas, nunca."
    )


def test_a_cante_lost_names_the_biggest_part_in_the_headline():
    reason = Reason(
        ReasonCode.ROMPE_CANTE, cards=("12e",), suit="e", points=40, count=0, other=36, samples=40
    )
    with translation.override("es"):
        words = said(_wording("pairs"), reason)
    assert words.headline == "Guarda el rey de espadas: sin él pierdes las cuarenta casi siempre."
    assert "Con el caballo de bastos lo guardas y cantas las cuarenta en 36 de 40 repartos posibles." in (
        words.sentence
    )


def test_cabrero_reasons_say_what_to_do_now():
    for code in (ReasonCode.QUEDA_EN_MEDIO, ReasonCode.VA_A_MENOS, ReasonCode.VA_A_MAS, ReasonCode.NO_ENTRA,
                 ReasonCode.EVITA_LA_BAZA):  # fmt: skip
        with translation.override("es"):
            words = said(_wording("cabrero6"), _reason(code, 40))
        assert words.headline.startswith(("Juega el caballo de bastos", "No entres")), words.headline
        assert words.sentence.startswith("Juega el caballo de bastos"), words.sentence


def test_a_declaration_is_named_in_words_never_as_a_code():
    wording = Wording(TABLES["pairs"], trump="b", unit=Unit.PUNTOS, action="cante:o", best="paso")
    reason = Reason(ReasonCode.PIERDE_ULTIMAS, cards=("cante:o", "paso"), count=6, other=15, samples=20)
    for language, expected in (
        ("es", "«Cantar las veinte en oros»"),
        ("en", "«Declare las veinte in coins»"),
    ):
        with translation.override(language):
            words = said(wording, reason)
        assert "cante:o" not in words.headline + words.sentence
        assert expected in words.sentence


def test_a_reason_stored_as_a_plain_code_by_earlier_versions_still_reads():
    with translation.override("es"):
        words = said(_wording("pairs"), Reason(ReasonCode.DEJA_BAZA_AL_RIVAL))
    assert words.headline == words.sentence
    assert words.sentence.startswith("Así la baza suele llevársela el rival")


@pytest.mark.parametrize("table", ["pairs", "cabrero6"])
def test_a_verdict_without_reasons_still_has_a_headline(table):
    with translation.override("es"):
        words = fallback(_wording(table))
    assert words.headline.startswith("Mejor el caballo de bastos:")
    assert ("medio" in words.headline) == (table == "cabrero6")
