"""The course content (tutorial/content/*.py) follows SCHEMA.md, and every curated exercise
shows what its lesson teaches.

The expected answers below were worked out by hand from docs/RULES.md when the exercises were
written; the app computes the real answers with the tute. A mismatch means either the
position does not show what the lesson says, or the engine disagrees with docs/RULES.md.
"""

import importlib
import re
from dataclasses import fields

import pytest

import tute
from tute.notation import parse
from tutorial.content.glossary import TERMS
from tutorial.content.rules import RULES_PAGE

LESSON_NUMBERS = range(1, 15)
LESSONS = [importlib.import_module(f"tutorial.content.lesson_{n:02d}").LESSON for n in LESSON_NUMBERS]
EXERCISE_TYPES = {"find", "order", "points", "winner", "legal", "cante", "swap", "cabrero", "jugada"}
STEP_KINDS = {"text", "exercise", "quiz"}
CARD = re.compile(r"(?:1[012]|[1-7])[oceb]")
LINK = re.compile(r"\[\[([^\]|]*)(?:\|[^\]]*)?\]\]")
INLINE_CARDS = re.compile(r"\{([^}]*)\}")
SINGLE_STAR = re.compile(r"(?<!\*)\*(?!\*)")

# --- expected answers, by hand from docs/RULES.md ----------------------------------------------
LEGAL = {
    # asistir
    "v:arrastre/4 t:c s:1 h1:2o,7o,12o,3c,1b m:1o": {"2o", "7o", "12o"},
    "v:arrastre/4 t:o s:1 h1:4e,10e,1c,3o,12b m:12e": {"4e", "10e"},
    "v:arrastre/4 t:b s:1 h1:2b,6b,12o,1e m:1b": {"2b", "6b"},
    "v:arrastre/4 t:o s:1 h1:5c,1e,12o,11o,7b m:3c": {"5c"},
    "v:arrastre/4 t:e s:1 h1:4b,5b,1e,3e,12c m:3b": {"4b", "5b"},
    # montar
    "v:arrastre/4 t:c s:1 h1:2o,11o,1b,3c m:5o": {"11o"},
    "v:arrastre/4 t:c s:2 h2:11e,1e,3e,7c,5b m:4e,12e": {"1e", "3e"},
    "v:arrastre/4 t:b s:2 h2:1o,4o,12c,3b m:10o,2b": {"1o", "4o"},
    "v:arrastre/4 t:o s:3 h3:1c,11c,2c,5o m:6c,7c,12c": {"1c"},
    "v:arrastre/4 t:e s:1 h1:7e,11e,1o,3c m:10e": {"11e"},
    "v:arrastre/4 t:c s:3 h3:10b,4b,2b,1c m:1b,12b,7b": {"10b", "4b", "2b"},
    # fallar, pisar, libre
    "v:arrastre/4 t:c s:1 h1:12b,1e,2c,10c m:3o": {"2c", "10c"},
    "v:arrastre/4 t:c s:2 h2:2c,10c,1b m:3o,7c": {"10c"},
    "v:arrastre/4 t:c s:2 h2:2c,10c,12b,7e m:4o,1c": {"2c", "10c", "12b", "7e"},
    "v:arrastre/4 t:c s:2 h2:2c,10c,12b,7e m:4o,1c o:fallar_siempre=1": {"2c", "10c"},
    "v:arrastre/4 t:o s:1 h1:12b,3b,4c,6c m:1e": {"12b", "3b", "4c", "6c"},
    "v:arrastre/4 t:b s:1 h1:2c,1b,3o,12o m:12c": {"2c"},
    "v:arrastre/4 t:e s:2 h2:4e,11e,1o,7c m:6b,3e": {"4e", "11e", "1o", "7c"},
    # pairs
    "v:arrastre/4 t:c s:2 h2:2o,1o,3c m:12o,4o": {"2o", "1o"},
    "v:arrastre/4 t:c s:3 h3:12c,2c,11e,3o m:4b,1b,6b": {"12c", "2c", "11e", "3o"},
    "v:arrastre/4 t:c s:3 h3:12c,2c,11e,3o m:4b,1b,6b o:montar_al_companero=1": {"12c", "2c"},
    "v:arrastre/4 t:o s:3 h3:1b,10b,2b,3c m:7b,11b,12b": {"1b"},
    "v:arrastre/4 t:b s:3 h3:1e,4e,12b m:5e,3e,7e": {"1e", "4e"},
    "v:arrastre/4 t:c s:3 h3:3c,12e,7b m:1o,2c,5o": {"3c", "12e", "7b"},
    # habanero
    "v:habanero/2 t:c tc:1c p:16 s:1 h1:2o,7o,12o,3c,1b,4e,5e,6b m:1o": set(
        "2o 7o 12o 3c 1b 4e 5e 6b".split()
    ),
    "v:habanero/2 t:c s:1 h1:2o,7o,12o,3c,1b,4e,5e m:10o": {"12o"},
    "v:habanero/2 t:e tc:3e p:12 s:1 h1:2e,10e,1o,12c,4c,7b,6o,5b m:4e o:arrastrar_con_mazo=1": {"2e", "10e"},
    # three players
    "v:arrastre/3 t:c s:2 h2:1o,12o,5o,3b,7c,2c m:4o,10o": {"1o", "12o"},
    "v:arrastre/3 t:c s:2 h2:1o,12o,5o,3b,7c,2c m:4o,1c": {"1o", "12o", "5o"},
    # tips
    "v:arrastre/4 t:c s:3 h3:1b,2b,6e,12e m:3o,5o,1o": {"1b", "2b", "6e", "12e"},
    "v:arrastre/4 t:c s:3 h3:3e,6e,1b,4b m:5e,1e,7e": {"3e", "6e"},
}
WINNER = {
    "v:arrastre/4 t:e s:1 m:4b,12b,3o,11b": "12b",
    "v:arrastre/4 t:o s:2 m:1c,3c,7o,6o": "7o",
    "v:arrastre/4 t:c s:0 m:5o,7o,2c,1b": "2c",
    "v:arrastre/4 t:b s:3 m:10e,2e,1o,11e": "11e",
    "v:arrastre/4 t:o s:0 m:4o,2o,10o,1c": "10o",
    "v:arrastre/4 t:c s:2 m:3e,1e,6e,12e": "1e",
    "v:arrastre/4 t:b s:1 m:1o,3o,4b,12o": "4b",
}
POINTS = {
    ("1o", "12c", "7b", "10e"): 17,
    ("3b", "11b", "11o", "2c", "5e"): 16,
    ("7o", "6c", "4e", "2b", "5o"): 0,
    ("1c", "3c", "12c", "11c", "10c", "7c", "6c", "5c", "4c", "2c"): 30,
    ("1b", "3o", "7b", "12e"): 25,
    ("1o", "4o", "12o", "7c", "3b", "2b", "6b", "10b"): 27,
    ("3e", "11e", "10c", "11b", "5o", "4c", "1e", "2e"): 29,
    ("12c", "11c", "10c", "7c", "12o", "4e", "6b", "2o"): 13,
    ("1b", "1c", "3c", "3o", "5e", "6e", "7o", "4b"): 42,
    ("11o", "10o", "12e", "10b", "11c", "2c", "5c", "6o"): 14,
    ("1e", "3e", "12o", "10c", "6b", "4o", "11b", "7c"): 30,
}
ORDER = {
    ("12c", "3c", "7c", "10c"): ["3c", "12c", "10c", "7c"],
    ("2e", "1e", "11e", "4e", "6e"): ["1e", "11e", "6e", "4e", "2e"],
    ("10b", "3b", "5b", "12b", "7b", "1b"): ["1b", "3b", "12b", "10b", "7b", "5b"],
}
CANTE = {  # declarations the seat to play may make right after winning a trick
    "v:arrastre/4 t:c s:0 h0:12e,11e,12b,11b,1o,3o,7c,4c,10o": {"cante:e", "cante:b"},
    "v:arrastre/4 t:o s:0 h0:12o,11o,12c,11c,1e,5e,7b,2b,6o": {"cante:o"},  # las cuarenta primero
    "v:arrastre/4 t:e s:1 h1:12c,10c,11o,12b,1e,3e,7e,4o,2b": set(),
    "v:arrastre/4 t:b s:2 h2:12b,11b,3c,4c,7o,1e c:0=o": {"cante:b"},
    "v:arrastre/4 t:c s:3 h3:12e,11e,12o,11o,2b,6b,7c c:3=e": {"cante:o"},  # each suit once
    "v:arrastre/4 t:e s:0 h0:12e,11e,12b,11b,1c,3c,7o,2o,5b": {"cante:e"},
    "v:arrastre/4 t:o s:0 h0:12o,12c,12e,12b,11o,3c,5b,2e,7o": {"tute:12", "cante:o"},
    "v:arrastre/4 t:e s:1 h1:11o,11c,11e,11b,12c,4b,6b c:1=c": set(),  # tute only without cantes
    "v:arrastre/4 t:c s:2 h2:11o,11c,11e,11b,1c,3b,2o,6e,7e": {"tute:11"},
    "v:arrastre/4 t:c s:2 h2:11o,11c,11e,11b,1c,3b,2o,6e,7e o:permitir_tute=0": set(),
    "v:arrastre/4 t:b s:2 h2:12b,11b,12e,11e,1o,4c,6c,3b": {"cante:b"},
}
JUGADA = {  # the cards the judge calls good: what the lesson teaches (lesson 14: do not feed a
    # trick the rival takes anyway: a blank card)
    "v:arrastre/4 t:c s:3 h3:1b,2b,6e,12e m:3o,5o,1o": {"2b", "6e"},
}
SWAP = {  # the card of the learner's hand that goes for the face-up trump card (None: no swap)
    "v:habanero/2 t:o tc:12o p:10 s:0 h0:7o,2o,1c,3e,5b,6b,11c,4e": "7o",
    "v:habanero/2 t:b tc:5b p:8 s:0 h0:7b,2b,1o,12o,3c,10e,6e,4c": "2b",
    "v:habanero/2 t:c tc:11c p:14 s:0 h0:2c,1c,5o,6o,12b,10b,3e,4e": None,
    "v:habanero/2 t:e tc:4e p:6 s:0 h0:2e,7e,1b,3b,12o,5c,6c,10c": "2e",
    "v:arrastre/3 t:e tc:1e s:0 h0:7e,3e,11e,1o,3o,10o,5o,12c,6c,4c,2b,5b,12b": "7e",
    "v:arrastre/3 t:b tc:6b s:0 h0:2b,10b,1c,3c,7o,6o,4o,11e,12e,5e,10c,4c,3e": "2b",
    "v:arrastre/3 t:o tc:4o s:0 h0:2o,7o,1o,12c,11c,3b,6b,5b,10e,7e,6e,4e,2e": None,
    "v:arrastre/3 t:c tc:12c s:0 h0:7c,1o,3o,12o,4o,6b,7b,2b,10e,11e,4e,5e,3e": "7c",
}
CABRERO = {  # (points per seat, capote_cante) -> seats that lose
    ((52, 30, None, 48), None): {3},
    ((40, 25, 35, 20, 10), None): {1, 2, 3},
    ((70, None, None, 60), None): {3},
    ((45, 38, 22, 25), None): {1, 3},
    ((130, None, None, None), None): {1, 2, 3},
    ((150, None, None), 0): {0},
}


# --- walking the content ------------------------------------------------------------------
def bilingual(value):
    return (
        isinstance(value, dict)
        and set(value) == {"es", "en"}
        and all(isinstance(value[k], str) and value[k].strip() for k in ("es", "en"))
    )


def all_exercises():
    for lesson in LESSONS:
        for index, step in enumerate(lesson["steps"], start=1):
            if step["kind"] == "exercise":
                yield lesson["number"], index, step["exercise"]
            elif step["kind"] == "quiz":
                for exercise in step["exercises"]:
                    yield lesson["number"], index, exercise


EXERCISES = list(all_exercises())
EXERCISE_IDS = [f"lesson{n}-step{i}-{e['type']}-{k}" for k, (n, i, e) in enumerate(EXERCISES)]


def markup_texts():
    """Every MARKUP field of the course: (where, text)."""
    for lesson in LESSONS:
        for index, step in enumerate(lesson["steps"], start=1):
            where = f"lesson {lesson['number']} step {index}"
            for text in step_markup(step):
                yield where, text
    for slug, term in TERMS.items():
        for lang in ("es", "en"):
            yield f"glossary {slug}", term["definition"][lang]
    for lang in ("es", "en"):
        yield "rules intro", RULES_PAGE["intro"][lang]
        for section in RULES_PAGE["sections"]:
            yield f"rules {section['slug']}", section["body"][lang]


def step_markup(step):
    """A lesson step's MARKUP texts, in each language: its body and its exercises' intros."""
    exercises = [step["exercise"]] if step["kind"] == "exercise" else step.get("exercises", [])
    for lang in ("es", "en"):
        if "body" in step:
            yield step["body"][lang]
        for exercise in exercises:
            if "intro" in exercise:
                yield exercise["intro"][lang]


def plain_texts():
    for lesson in LESSONS:
        yield f"lesson {lesson['number']} title", lesson["title"]
        yield f"lesson {lesson['number']} summary", lesson["summary"]
        for index, step in enumerate(lesson["steps"], start=1):
            yield f"lesson {lesson['number']} step {index} title", step["title"]
    for _n, _i, exercise in EXERCISES:
        if "question" in exercise:
            yield "question", exercise["question"]


# --- lessons ------------------------------------------------------------------------------
def test_the_fourteen_lessons_are_numbered_in_order_with_unique_slugs():
    assert [lesson["number"] for lesson in LESSONS] == list(LESSON_NUMBERS)
    slugs = [lesson["slug"] for lesson in LESSONS]
    assert len(set(slugs)) == len(slugs)
    assert all(re.fullmatch(r"[a-z0-9-]+", slug) for slug in slugs)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: f"lesson{lesson['number']}")
def test_a_lesson_has_four_to_ten_steps_ending_with_a_quiz(lesson):
    assert bilingual(lesson["title"])
    assert bilingual(lesson["summary"])
    steps = lesson["steps"]
    assert 4 <= len(steps) <= 10
    assert [step["kind"] for step in steps].count("quiz") == 1
    assert steps[-1]["kind"] == "quiz"
    for step in steps:
        assert step["kind"] in STEP_KINDS
        assert bilingual(step["title"])
        if step["kind"] == "text":
            assert bilingual(step["body"])
            for code in step.get("cards", []):
                assert CARD.fullmatch(code), code
            if "position" in step:
                parse(step["position"])
        elif step["kind"] == "quiz":
            total = len(step["exercises"]) + sum(entry["count"] for entry in step["generate"])
            assert 4 <= total <= 8
            assert 0 < step["pass_mark"] <= 1
            for entry in step["generate"]:
                assert entry["type"] in EXERCISE_TYPES
                assert entry["count"] >= 1


def test_every_text_is_written_in_both_languages():
    for where, text in plain_texts():
        assert bilingual(text), where


@pytest.mark.parametrize(("where", "text"), list(markup_texts()))
def test_markup_uses_only_the_schema_syntax(where, text):
    assert "<" not in text, f"{where}: no HTML in MARKUP"
    assert not SINGLE_STAR.search(text.replace("**", "")), f"{where}: a lone * is not markup"
    for group in INLINE_CARDS.findall(text):
        for code in group.split(","):
            assert CARD.fullmatch(code.strip()), f"{where}: bad inline card {code!r}"
    for slug in LINK.findall(text):
        assert slug in TERMS, f"{where}: glossary link to unknown term {slug!r}"


# --- exercises ----------------------------------------------------------------------------
@pytest.mark.parametrize(("lesson", "step", "exercise"), EXERCISES, ids=EXERCISE_IDS)
def test_an_exercise_is_well_formed(lesson, step, exercise):
    kind = exercise["type"]
    assert kind in EXERCISE_TYPES
    for key in ("question", "intro"):
        if key in exercise:
            assert bilingual(exercise[key])
    if kind == "find":
        assert bilingual(exercise["question"])
    if kind in ("find", "order", "points"):
        assert all(CARD.fullmatch(code) for code in exercise["cards"])
        assert len(set(exercise["cards"])) == len(exercise["cards"])
    if kind == "order":
        assert len({code[-1] for code in exercise["cards"]}) == 1, "order: cards of one suit"
    if kind in ("legal", "cante", "swap", "jugada"):
        position = parse(exercise["position"])
        assert isinstance(position.hands[position.to_play], tuple), "the learner's hand is shown"
    if kind == "swap":
        position = parse(exercise["position"])
        assert f"{position.variant}/{position.players}" in ("habanero/2", "arrastre/3")
        assert position.trump_card
    if kind == "cabrero":
        points = exercise["points"]
        assert 3 <= len(points) <= 5
        entered = [p for p in points if p is not None]
        assert len(set(entered)) == len(entered), "no ties in curated questions"
        assert sum(entered) >= 130, "cards and the last-trick ten make 130"


@pytest.mark.parametrize(("lesson", "step", "exercise"), EXERCISES, ids=EXERCISE_IDS)
def test_an_exercise_has_the_answer_its_lesson_teaches(lesson, step, exercise):
    kind = exercise["type"]
    if kind == "legal":
        assert parse(exercise["position"]).legal_cards() == LEGAL[exercise["position"]]
    elif kind == "winner":
        table = next(t[2:].split(",") for t in exercise["position"].split() if t.startswith("m:"))
        trump = next(t[2:] for t in exercise["position"].split() if t.startswith("t:"))
        assert table[tute.trick_winner(table, trump)] == WINNER[exercise["position"]]
    elif kind == "points":
        assert tute.card_points(exercise["cards"]) == POINTS[tuple(exercise["cards"])]
    elif kind == "order":
        expected = ORDER[tuple(exercise["cards"])]
        assert all(tute.stronger(a, b) for a, b in zip(expected, expected[1:], strict=False))
    elif kind == "find":
        assert any(
            (exercise["suit"] is None or c[-1] == exercise["suit"])
            and (exercise["ranks"] is None or int(c[:-1]) in exercise["ranks"])
            for c in exercise["cards"]
        )
    else:
        solution = app_solution(exercise)
        if kind == "cante":
            assert set(solution or ()) == CANTE[exercise["position"]]
        elif kind == "swap":
            assert (solution or None) == SWAP[exercise["position"]]
        elif kind == "jugada":
            assert set(solution) == JUGADA[exercise["position"]]
        elif kind == "cabrero":
            key = (tuple(exercise["points"]), exercise.get("capote_cante"))
            assert set(solution) == CABRERO[key]


def app_solution(exercise):
    """The answer the app computes (with the engine) for the types whose rules live beyond
    legal_cards/trick_winner: declarations, swaps and cabrero losers."""
    from tutorial import exercises

    if exercise["type"] not in exercises.TYPES:
        pytest.skip(f"the app has no {exercise['type']!r} exercise yet")
    return exercises.build(exercise).solution()


@pytest.mark.parametrize(("lesson", "step", "exercise"), EXERCISES, ids=EXERCISE_IDS)
def test_the_app_builds_every_exercise(lesson, step, exercise):
    from tutorial import exercises

    if exercise["type"] not in exercises.TYPES:
        pytest.skip(f"the app has no {exercise['type']!r} exercise yet")
    built = exercises.build(exercise)
    assert built.solution() is not None or exercise["type"] == "swap"


def test_every_expected_answer_belongs_to_an_exercise():
    positions = {e.get("position") for _n, _i, e in EXERCISES}
    for table in (LEGAL, WINNER, CANTE, SWAP):
        assert set(table) <= positions
    cards = {tuple(e["cards"]) for _n, _i, e in EXERCISES if "cards" in e}
    assert set(POINTS) <= cards
    assert set(ORDER) <= cards


# --- glossary and rules page --------------------------------------------------------------
@pytest.mark.parametrize("slug", sorted(TERMS))
def test_a_glossary_term_is_complete(slug):
    term = TERMS[slug]
    assert re.fullmatch(r"[a-z0-9-]+", slug)
    assert bilingual(term["term"])
    assert bilingual(term["definition"])
    assert isinstance(term["aliases"], list)
    assert all(isinstance(a, str) for a in term["aliases"])
    assert all(other in TERMS for other in term.get("see", []))


def test_the_glossary_has_every_term_the_course_teaches():
    taught = set(
        "baraja palo oros copas espadas bastos as sota caballo rey cartas-blancas baza mano "
        "triunfo muestra arrastrar asistir montar fallar pisar contrafallar libre renuncio cante "
        "las-veinte las-cuarenta tute diez-de-ultimas ronda partida habanero mazo "
        "cambiar-el-siete a-mas a-menos entrar-en-baza capote poroto cortar cabrero".split()
    )
    assert taught <= set(TERMS)
    aliases = {alias for term in TERMS.values() for alias in term["aliases"]}
    assert {"pinte", "la que pinta", "descartarse", "monte"} <= aliases


def test_the_rules_page_lists_every_house_option_and_the_project_decisions():
    assert bilingual(RULES_PAGE["title"])
    assert bilingual(RULES_PAGE["intro"])
    sections = {section["slug"]: section for section in RULES_PAGE["sections"]}
    assert len(sections) == len(RULES_PAGE["sections"])
    for section in sections.values():
        assert bilingual(section["title"])
        assert bilingual(section["body"])
    options = sections["opciones"]["body"]
    for lang in ("es", "en"):
        bullets = [line for line in options[lang].splitlines() if line.startswith("- ")]
        assert len(bullets) == len(fields(tute.Rules)), "one bullet per Rules option"
    decisions = sections["decisiones"]["body"]["es"]
    for needle in ("empate", "dos de oros", "capote", "elige primero", "no se acepta"):
        assert needle in decisions.lower()
