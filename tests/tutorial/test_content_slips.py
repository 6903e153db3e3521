"""Lesson, glossary and rules-page statements checked against the rules (and the engine where
the statement is about play): each of these once said something false or incomplete."""

import re

import tute
from tutorial.content.glossary import TERMS
from tutorial.content.rules import RULES_PAGE
from tutorial.course import lesson_by_slug


def step_body(slug, title_es, lang):
    lesson = lesson_by_slug(slug)
    step = next(s for s in lesson.steps if s.data["title"]["es"] == title_es)
    return step.data["body"][lang]


def definition(slug, lang):
    return TERMS[slug]["definition"][lang]


def section(slug, lang):
    return next(s for s in RULES_PAGE["sections"] if s["slug"] == slug)["body"][lang]


def test_lesson_9_checks_for_at_least_one_rey_and_one_caballo():
    """Seed 003: without a rey someone may hold the four reyes; without a caballo, the four
    caballos. Lacking either is enough, not lacking both."""
    es = step_body("tute-y-ultimas", "Cortar el tute", "es")
    en = step_body("tute-y-ultimas", "Cortar el tute", "en")
    assert "al menos un rey y al menos un caballo" in es
    assert "ningún rey ni ningún caballo" not in es
    assert "at least one king and at least one knight" in en
    assert "no king and no knight" not in en


def test_lesson_14_does_not_promise_that_a_void_player_trumps():
    """A player void in the suit led with trumps may discard when a trump he cannot beat is
    winning (or his partner is): the engine agrees."""
    hand = ["2c", "4e", "5b"]  # no oros, a low trump (copas)
    allowed = tute.legal_cards(hand, ["1o", "1c"], "c")  # a higher trump is winning
    assert allowed == set(hand)
    with_partner = tute.legal_cards(["2c", "4e"], ["1o", "3o"], "c", partner_winning=True)
    assert with_partner == {"2c", "4e"}
    es = step_body("consejos", "Cuenta los triunfos", "es")
    en = step_body("consejos", "Cuenta los triunfos", "en")
    assert "echará triunfo" not in es
    assert "he will trump" not in en
    assert "que no pueda superar" in es
    assert "compañero" in es
    assert "cannot beat" in en
    assert "partner" in en


def test_lesson_13_says_a_capote_makes_those_who_did_not_enter_lose():
    outcome = tute.cabrero_outcome([130, None, None, None])
    assert set(outcome.losers) == {1, 2, 3}
    es = step_body("cabrero", "Quién pierde", "es")
    en = step_body("cabrero", "Quién pierde", "en")
    assert re.search(r"no entró en baza[^.]*se libra, \*\*salvo en un capote", es)
    assert re.search(r"won no trick[^.]*is safe, \*\*except in a capote", en)
    assert "pierden todos los demás" in definition("entrar-en-baza", "es")
    assert "only those who entered a trick can lose" not in definition("entrar-en-baza", "en")


def test_leading_trumps_forces_nothing_in_habanero_while_the_pile_lasts():
    hand = ["2c", "4e", "5b"]
    assert tute.legal_cards(hand, ["1c"], "c", pile=True) == set(hand)
    mazo = tute.Rules(arrastrar_con_mazo=True)
    assert tute.legal_cards(hand, ["1c"], "c", pile=True, rules=mazo) == {"2c"}
    for lang, words in (
        ("es", ("mientras queda mazo", "arrastrar con mazo")),
        ("en", ("while the pile", "arrastrar con mazo")),
    ):
        text = definition("arrastrar", lang)
        assert all(word in text for word in words), text
        assert "habanero" in definition("tute-de-arrastre", lang)
    assert "2 a 4 jugadores" not in definition("tute-de-arrastre", "es")


def test_lesson_7_partner_example_shows_the_exemption():
    """The key example: a card that would have to beat an opponent's card need not beat the
    partner's (the ace led before could not be beaten by anyone, so it showed nothing)."""
    lesson = lesson_by_slug("en-pareja")
    step = next(
        s for s in lesson.steps if s.data["title"]["es"] == "Si gana tu compañero, no hace falta montar"
    )
    position = tute.parse_position(step.data["position"])
    assert position.partner_winning()
    strict = tute.parse_position(step.data["position"] + " o:montar_al_companero=1")
    assert position.legal_cards() != strict.legal_cards()
    winning = position.table[tute.trick_winner(position.table, position.trump)]
    names = {"1o": ("as de oros", "ace of coins"), "12o": ("rey de oros", "king of coins")}
    assert names[winning][0] in step.data["body"]["es"]
    assert names[winning][1] in step.data["body"]["en"]


def test_mano_of_cabreros_first_hand_is_the_holder_of_the_two_of_coins():
    for seed in range(5):
        state = tute.new_game("cabrero", 4, seed=seed)
        assert "2o" in state.hands[state.current_player]
    assert "dos de oros" in definition("mano", "es")
    assert "two of coins" in definition("mano", "en")


def test_ronda_is_not_won_on_points_in_cabrero():
    for lang, word in (("es", "cabrero"), ("en", "cabrero")):
        text = definition("ronda", lang)
        assert word in text
        assert "medio" in text or "middle" in text


def test_the_encyclopedias_variants_are_not_aliases():
    """Seed 000 lists tute clásico o corriente, tute arrastrado and tute cabrón apart."""
    aliases = {alias.lower() for term in TERMS.values() for alias in term["aliases"]}
    assert not aliases & {"tute arrastrado", "tute clásico", "tute corriente", "tute cabrón"}
    text = definition("tute-de-arrastre", "es")
    assert "tute arrastrado" in text
    assert "tute cabrón" in text
    assert "variantes distintas" in text
    assert "tute clásico de 2 a 4" not in text


def test_the_rules_page_gives_the_three_player_scoring_of_the_encyclopedia_and_ours():
    for lang, unclear, disagree, words in (
        (
            "es",
            "### Casos que los reglamentos no aclaran",
            "### Elecciones donde",
            ("8, 10 o 12", "Por defecto jugamos", "Opción: partida a juegos perdidos"),
        ),
        (
            "en",
            "### Cases the rulebooks leave unclear",
            "### Choices where",
            ("8, 10 or 12", "By default we play", "Option: match to lost games"),
        ),
    ):
        body = section("decisiones", lang)
        unclear_part = body.split(unclear)[1].split(disagree)[0]
        assert "tres (arrastre)" not in unclear_part
        assert "Three-player tute" not in unclear_part
        chosen = body.split(disagree)[1]
        assert all(word in chosen for word in words)


def test_the_rules_page_says_declaring_one_cante_keeps_the_others():
    """docs/RULES.md §4 (seed 002): declaring one keeps the others for the following tricks won;
    passing loses those declarable at that window."""
    for lang, keep, lose in (("es", "se guardan", "pasas"), ("en", "keep for the next tricks", "pass")):
        for slug in ("cantes", "decisiones"):
            body = section(slug, lang)
            part = body[body.lower().index("los cantes se pierden**") :].split("\n")[0]
            assert keep in part, (slug, lang, part)
            assert lose in part, (slug, lang, part)
    assert "tanto si pasas como si cantas otro" not in section("decisiones", "es")
    assert "whether you pass or declare another" not in section("decisiones", "en")


def test_the_help_of_los_cantes_se_pierden_says_only_a_paso_loses_them():
    """docs/RULES.md §4: passing loses what the window offered; declaring one keeps the others.
    The setup forms' help says so (once wrongly: «un cante que pudiste hacer y no hiciste...»)."""
    from django.utils import translation

    from games.words import house_rule_explanation

    for lang, paso, keeps in (("es", "pasas", "los demás se guardan"), ("en", "pass", "the others")):
        with translation.override(lang):
            text = str(house_rule_explanation("cantes_se_pierden"))
        assert paso in text, text
        assert keeps in text, text
    options = section("opciones", "es")
    line = options[options.index("**Los cantes se pierden**") :].split("\n")[0]
    assert "cantar uno guarda los demás" in line


def _fold(name):
    """A glossary name as a reader looks it up: lower case, no note in brackets, no plural."""
    name = re.sub(r"\s*\(.*\)", "", name.lower()).strip()
    return " ".join(w[:-1] if w.endswith("s") and len(w) > 3 else w for w in name.split())


def test_every_glossary_name_leads_to_one_entry():
    """An alias («También: …») is another name of its entry: no name (term or alias, plural
    folded) belongs to two entries («cortar» was an entry and an alias of fallar; «tanto» of
    poroto and «tantos» of valor)."""
    owners = {}
    for slug, term in TERMS.items():
        for name in (term["term"]["es"], *term["aliases"]):
            owners.setdefault(_fold(name), set()).add(slug)
    shared = {name: slugs for name, slugs in owners.items() if len(slugs) > 1}
    assert not shared


def test_fallar_and_libre_include_the_partner_exemption():
    """docs/RULES.md §3: with the partner winning, a player void in the suit led need not trump
    (the engine agrees), unless montar al compañero is on."""
    assert tute.legal_cards(["2c", "4e"], ["1o", "3o"], "c", partner_winning=True) == {"2c", "4e"}
    for slug in ("fallar", "libre"):
        assert "compañero" in definition(slug, "es")
        assert "montar al compañero" in definition(slug, "es")
        assert "partner" in definition(slug, "en")


RENUNCIO_TEXTS = {
    "glossary": (definition("renuncio", "es"), definition("renuncio", "en")),
    "lesson 6": (
        step_body("fallar-pisar-libre", "El renuncio", "es"),
        step_body("fallar-pisar-libre", "El renuncio", "en"),
    ),
}


def test_renuncio_says_who_may_call_it_and_what_a_wrong_call_costs():
    """docs/RULES.md §3: any other player may call it; a wrong call makes the caller's side lose
    (cabrero: the caller takes one poroto)."""
    for where, (es, en) in RENUNCIO_TEXTS.items():
        assert "cualquier otro jugador" in es, where
        assert "se equivoca" in es, where
        assert "any other player" in en, where
        assert "wrong" in en, where
    assert "un poroto" in RENUNCIO_TEXTS["glossary"][0]
    assert "cualquier otro jugador" in section("renuncio", "es")


def _msgids(catalogue):
    """The source (Spanish) strings of a .po catalogue, multi-line ones joined."""
    found, current = [], None
    for line in catalogue.splitlines():
        if line.startswith("msgid "):
            current = [line[len("msgid ") :]]
        elif current is not None and line.startswith('"'):
            current.append(line)
        elif current is not None:
            found.append("".join(part.strip()[1:-1] for part in current))
            current = None
    return found


def _sentences(text):
    return re.split(r"(?<=[.;:])\s+", text)


def test_no_text_says_only_a_rival_may_call_renuncio():
    """One truth everywhere: the engine lets any other player call it (docs/RULES.md §3)."""
    from pathlib import Path

    from django.conf import settings

    texts = []
    for term in TERMS.values():
        texts.append(term["definition"]["es"])
    for part in RULES_PAGE["sections"]:
        texts.append(part["body"]["es"])
    po = Path(settings.BASE_DIR) / "locale" / "en" / "LC_MESSAGES" / "django.po"
    texts += _msgids(po.read_text())
    for template in (Path(settings.BASE_DIR) / "templates").rglob("*.html"):
        texts.append(template.read_text())
    for text in texts:
        for sentence in _sentences(text):
            low = sentence.lower()
            if "renuncio" in low or "acus" in low:
                assert "rival" not in low, sentence


def test_mano_covers_the_cabrero_cases():
    """docs/RULES.md §7: the 2 de oros in the first hand (and its exception with three), the six
    players' dealer who sits out, and the players out."""
    es, en = definition("mano", "es"), definition("mano", "en")
    for word in ("dos de oros", "la carta que sobra", "con seis", "eliminados"):
        assert word in es, word
    for word in ("two of coins", "left over", "with six", "players are out"):
        assert word in en, word
