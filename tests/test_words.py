"""games.words, the one owner of the learner-facing words, and the engine's card vocabulary."""

import ast
from pathlib import Path

import pytest
from django.conf import settings
from django.template import Context, Template
from django.utils import translation

import tute
from games import words
from tests.site_packages import APPS

ROOT = Path(settings.BASE_DIR)


@pytest.fixture
def es():
    with translation.override("es"):
        yield


@pytest.fixture
def en():
    with translation.override("en"):
        yield


# --------------------------------------------------------------------------- the vocabulary


def test_the_engine_exports_the_deck_once():
    assert len(tute.DECK) == len(set(tute.DECK)) == 40
    assert tute.DECK[:10] == ("1o", "2o", "3o", "4o", "5o", "6o", "7o", "10o", "11o", "12o")
    assert tute.SUITS == ("o", "c", "e", "b")
    assert sorted(tute.RANKS) == list(tute.RANKS_BY_NUMBER)
    assert all(tute.parse_card(code) == code for code in tute.DECK)


def _assigned_names(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        targets = node.targets if isinstance(node, ast.Assign) else [getattr(node, "target", None)]
        for target in targets:
            if isinstance(target, ast.Name):
                yield target.id


@pytest.mark.parametrize("name", ["SUITS", "RANKS", "DECK"])
def test_no_module_spells_the_vocabulary_again(name):
    owner = ROOT / "tute" / "cards.py"
    apps = ("games", "tutorial", "teachers", "ops", "tute_site", "tables", "tests", "bench")
    redefined = [
        str(path.relative_to(ROOT))
        for app in apps
        if (ROOT / app).is_dir()
        for path in (ROOT / app).rglob("*.py")
        if path != owner and name in set(_assigned_names(path))
    ]
    assert redefined == []


def test_no_production_module_spells_the_suits_or_the_ranks_as_literals():
    apps = ("games", "tutorial", "teachers", "ops", "tute_site", "tables")
    owner = ROOT / "tute" / "cards.py"
    spelled = []
    for app in apps:
        for path in (ROOT / app).rglob("*.py") if (ROOT / app).is_dir() else ():
            if path == owner:
                continue
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                literal = None
                if isinstance(node, ast.Constant) and node.value == "oceb":
                    literal = "oceb"
                elif isinstance(node, ast.Tuple) and len(node.elts) == 10:
                    values = [getattr(e, "value", None) for e in node.elts]
                    if [str(v) for v in values] == [str(r) for r in tute.RANKS_BY_NUMBER]:
                        literal = "ranks"
                if literal:
                    spelled.append(f"{path.relative_to(ROOT)}:{node.lineno} {literal}")
    assert spelled == []


def test_every_sort_by_strength_uses_the_librarys_one_key():
    """``tute.strength_key`` (and ``tute.sorted_hand``, built on it) is the one order of strength:
    no app compares cards by hand to sort them, nor keeps its own way of holding a hand."""
    found = []
    for app in APPS:
        for path in (ROOT / app).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.ImportFrom) and any(a.name == "cmp_to_key" for a in node.names):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno} cmp_to_key")
                if (
                    isinstance(node, ast.FunctionDef)
                    and node.name == "sorted_hand"
                    and node.args.args[0].arg != "self"
                ):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno} sorted_hand")
    assert found == []


# --------------------------------------------------------------------------- cards and articles

ARTICLES_ES = {
    1: ("el as de oros", "al as de oros", "del as de oros"),
    2: ("el dos de oros", "al dos de oros", "del dos de oros"),
    3: ("el tres de oros", "al tres de oros", "del tres de oros"),
    4: ("el cuatro de oros", "al cuatro de oros", "del cuatro de oros"),
    5: ("el cinco de oros", "al cinco de oros", "del cinco de oros"),
    6: ("el seis de oros", "al seis de oros", "del seis de oros"),
    7: ("el siete de oros", "al siete de oros", "del siete de oros"),
    10: ("la sota de oros", "a la sota de oros", "de la sota de oros"),
    11: ("el caballo de oros", "al caballo de oros", "del caballo de oros"),
    12: ("el rey de oros", "al rey de oros", "del rey de oros"),
}
RANKS_EN = {1: "ace", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 10: "jack"}


@pytest.mark.parametrize("rank", tute.RANKS_BY_NUMBER)
def test_every_rank_takes_its_article_in_spanish(es, rank):
    code = f"{rank}o"
    assert (words.the_card(code), words.to_the_card(code), words.of_the_card(code)) == ARTICLES_ES[rank]


@pytest.mark.parametrize("rank", tute.RANKS_BY_NUMBER)
def test_the_refusal_names_every_rank_with_its_article(es, rank):
    the_card = ARTICLES_ES[rank][0]
    assert words.refusal(f"{rank}o") == f"No puedes jugar {the_card}."
    rendered = Template("{% load cards %}{{ code|refusal }}").render(Context({"code": f"{rank}o"}))
    assert rendered == f"No puedes jugar {the_card}."


@pytest.mark.parametrize("rank", tute.RANKS_BY_NUMBER)
def test_the_refusal_in_english(en, rank):
    sentence = words.refusal(f"{rank}c")
    assert sentence.startswith("You cannot play the ")
    assert sentence.endswith(" of cups.")
    assert "el " not in sentence
    assert " la " not in sentence
    if rank in RANKS_EN:
        assert f"the {RANKS_EN[rank]} of cups" in sentence


def test_cards_are_named_in_english_with_the_english_article(en):
    assert words.the_card("10o") == "the jack of coins"
    assert words.to_the_card("11e") == "the knight of swords"
    assert (
        words.card_list(["1o", "3o", "10o"]) == "the ace of coins, the three of coins and the jack of coins"
    )


def test_indefinite_articles(es):
    assert [words.a_rank(rank) for rank in (1, 7, 10, 11, 12)] == [
        "un as",
        "un siete",
        "una sota",
        "un caballo",
        "un rey",
    ]
    assert words.a_rank("10") == "una sota"


def test_strength_order_in_words(es):
    codes = [f"{rank}o" for rank in tute.RANKS]
    assert words.rank_words_in_strength_order(codes) == "as, 3, rey, caballo, sota, 7, 6, 5, 4, 2"


def test_card_lists(es):
    assert words.card_list(["1o", "3o", "10o"]) == "el as de oros, el tres de oros y la sota de oros"
    assert words.card_list(["10c"]) == "la sota de copas"
    assert words.card_list(["10c", "7c"], article=False) == "sota de copas y siete de copas"


def test_bad_codes_raise_value_error():
    for bad in ("", "13o", "1x", None, 5):
        with pytest.raises(ValueError, match="(?i)unknown card code"):
            words.the_card(bad)
    with pytest.raises(ValueError, match="Unknown suit: 'x'"):
        words.suit_name("x")
    with pytest.raises(ValueError, match="Unknown rank: 9"):
        words.rank_word(9)


# --------------------------------------------------------------------------- seats


def test_one_seat_layout_for_every_table():
    for players, places in words.SEAT_PLACES.items():
        assert len(places) == len(set(places)) == players
        assert places[0] == "bottom"
        # play goes to the right: the next seat sits on the right, the last on the left
        assert places[1] in ("right", "top")
        assert places[-1] in ("left", "top")


def test_seat_labels(es):
    assert [words.seat_label(4, o, pairs=True) for o in range(4)] == [
        "Tú",
        "Rival derecho",
        "Compañero",
        "Rival izquierdo",
    ]
    assert [words.seat_label(6, o) for o in range(6)] == [
        "Tú",
        "Derecha",
        "Arriba derecha",
        "Enfrente",
        "Arriba izquierda",
        "Izquierda",
    ]
    assert words.seat_label(2, 1) == "Rival"
    assert words.side_label(True) == "Nosotros"
    assert words.side_label(False) == "Ellos"


def test_seats_inside_sentences(es):
    assert [words.seat_phrase(4, o, pairs=True) for o in range(4)] == [
        "tú",
        "el rival de tu derecha",
        "tu compañero",
        "el rival de tu izquierda",
    ]
    assert words.seat_phrase(5, 2) == "el jugador de enfrente a tu derecha"
    assert words.seat_phrase(6, 3) == "el jugador de enfrente"
    assert words.seat_phrase(2, 1) == "tu rival"


def test_lists_of_options(es):
    assert (
        words.or_list(["las veinte en oros", "las veinte en copas"])
        == "las veinte en oros o las veinte en copas"
    )
    assert words.and_list(["a", "b", "c"]) == "a, b y c"


# --------------------------------------------------------------------------- cantes and actions


def test_cantes(es):
    assert words.cante_name("o", "o") == "las cuarenta en oros"
    assert words.cante_name("cante:c", "o") == "las veinte en copas"
    assert words.cante_name("c", "o", with_suit=False) == "las veinte"
    assert words.cante_name("tute:11", "o") == "tute de caballos"
    assert words.cante_name("tute:12", "o") == "tute de reyes"


def test_action_labels(es):
    assert words.action_label("cante:o", "o") == "Cantar las cuarenta en oros"
    assert words.action_label("cante:b", "o") == "Cantar las veinte en bastos"
    assert words.action_label("tute:12", "o") == "Cantar tute de reyes"
    assert words.action_label("cambio:7o", "o") == "Cambiar el siete de oros por la muestra"
    assert words.action_label("cambio:2o", "o") == "Cambiar el dos de oros por la muestra"
    assert (
        words.action_label("renuncio:1", "o", lambda seat: f"asiento {seat}") == "Cantar renuncio a asiento 1"
    )
    assert words.action_label("paso", "o") == "Paso"
    assert words.action_label("10e", "o") == "sota de espadas"
    assert words.swap_note("7o") == "Cambias el siete de oros por la muestra"
    assert words.swap_note("7o", "Derecha") == "Derecha cambia el siete de oros por la muestra"


def test_obligation_rules_name_the_winning_card_with_its_article(es):
    assert "(la sota de copas)" in words.obligation_rule("montar", "10c")
    assert "(el caballo de oros)" in words.obligation_rule("pisar", "11o")
    assert words.obligation_rule("asistir").startswith("Hay que asistir")
    assert words.obligation_rule("montar").startswith("Hay que montar")
    rendered = Template("{% load cards %}{{ why|obligation_rule }}").render(
        Context({"why": {"obligation": "montar", "winning_card": "10c"}})
    )
    assert "(la sota de copas)" in rendered


def test_renuncio_calls(es):
    assert words.renuncio_call("Tú", "Derecha", caller_is_you=True, correct=True) == (
        "Cantas renuncio a Derecha, y era renuncio."
    )
    assert words.renuncio_call("Izquierda", "Tú", accused_is_you=True, correct=False) == (
        "Izquierda te canta renuncio, pero no lo era."
    )


# --------------------------------------------------------------------------- porotos and winners


def test_porotos_say_who_took_how_many(es):
    assert words.porotos_taken({2: ["Derecha"]}) == "Se apunta dos porotos: Derecha."
    assert words.porotos_taken({1: ["Tú"]}, you="Tú") == "Te apuntas un poroto."
    assert words.porotos_taken({1: ["Derecha", "Izquierda"]}) == "Se apuntan un poroto: Derecha y Izquierda."
    assert words.porotos_taken({}) == "Nadie se apunta poroto."
    assert words.porotos_taken({0: ["Derecha"]}) == "Nadie se apunta poroto."


def test_every_survivor_of_a_cabrero_is_named_a_winner(es):
    assert words.match_winners(["Tú"], you="Tú") == "¡Has ganado la partida!"
    assert (
        words.match_winners(["Tú", "Derecha"], you="Tú") == "¡Has ganado la partida! También gana: Derecha."
    )
    assert words.match_winners(["Derecha", "Enfrente"], you="Tú") == "Ganan la partida: Derecha y Enfrente."
    assert words.match_winners(["Ellos"]) == "Gana la partida: Ellos."


def test_the_words_exist_in_english(en):
    assert words.porotos_taken({2: ["Right"]}) == "Right takes two porotos."
    assert words.match_winners(["You", "Right"], you="You") == "You've won the match! Also winning: Right."
    assert words.action_label("cambio:7o", "o") == "Swap the seven of coins for the muestra"
    assert words.seat_label(4, 2, pairs=True) == "Partner"
