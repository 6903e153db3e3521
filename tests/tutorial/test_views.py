"""The course pages: every step renders, answers are recorded, progress moves to the account."""

import re

import pytest
from django.contrib.auth import get_user_model

from tutorial import course, flows
from tutorial.exercises import build
from tutorial.markup import linked_terms
from tutorial.models import LearnerProgress

pytestmark = pytest.mark.django_db


def test_the_course_has_fourteen_lessons_in_order():
    assert [lesson.number for lesson in course.lessons()] == list(range(1, 15))
    for lesson in course.lessons():
        assert lesson.steps[-1].kind == "quiz"
        for step in lesson.steps:
            assert step.data["title"]["es"]
            assert step.data["title"]["en"]


def test_every_glossary_link_of_the_lessons_names_a_term():
    terms = course.glossary()
    for lesson in course.lessons():
        for step in lesson.steps:
            for lang in ("es", "en"):
                text = step.data.get("body", {}).get(lang, "")
                for slug in linked_terms(text):
                    assert slug in terms, f"lesson {lesson.number} step {step.number}: [[{slug}]]"


def test_every_curated_exercise_is_answered_by_the_engine():
    for lesson in course.lessons():
        for step in lesson.steps:
            specs = [step.data["exercise"]] if step.kind == "exercise" else step.data.get("exercises", [])
            for spec in specs:
                exercise = build(spec)
                assert exercise.grade(exercise.example_answer()).correct, (lesson.number, step.number)
                assert len(exercise.hints()) == 3


@pytest.mark.parametrize("language", ["es", "en"])
def test_every_step_and_quiz_question_renders(client, language):
    client.cookies["django_language"] = language
    assert client.get("/aprender/").status_code == 200
    for lesson in course.lessons():
        for step in lesson.steps:
            response = client.get(f"/aprender/{lesson.slug}/{step.number}/")
            assert response.status_code == 200, (lesson.slug, step.number)
        for question in range(1, len(flows.quiz_specs(lesson, 7)) + 1):
            assert client.get(f"/aprender/{lesson.slug}/prueba/7/{question}/").status_code == 200


def test_glossary_and_rules_pages(client):
    response = client.get("/aprender/glosario/")
    assert response.status_code == 200
    for slug in course.glossary():
        assert f'id="{slug}"' in response.content.decode()


def test_unknown_lessons_steps_and_kinds_are_not_found(client):
    assert client.get("/aprender/nada/").status_code == 404
    assert client.get("/aprender/baraja/99/").status_code == 404
    assert client.get("/aprender/baraja/prueba/5/99/").status_code == 404
    assert client.get("/aprender/practicar/nada/5/").status_code == 404


def test_a_bad_answer_is_refused_with_400_and_nothing_recorded(client):
    response = client.post("/aprender/baraja/3/", {"c": ["99x"]})
    assert response.status_code == 400
    assert "no es una de las opciones" in response.content.decode()
    assert client.post("/aprender/baraja/3/", {"pista": "7"}).status_code == 400
    assert client.get("/aprender/baraja/3/?r=zz").status_code == 400
    assert "baraja/3" not in client.session.get("tutorial_progress", {}).get("answers", {})


def test_an_answer_redirects_to_its_feedback_and_is_recorded(client):
    response = client.post("/aprender/baraja/3/", {"c": ["11e", "11b"]})
    assert response.status_code == 303
    assert response["Location"] == "/aprender/baraja/3/?r=11b,11e"
    page = client.get(response["Location"]).content.decode()
    assert "¡Bien!" in page
    record = client.session["tutorial_progress"]["answers"]["baraja/3"]
    assert record["tries"] == 1
    assert record["first"] is True


def test_htmx_gets_the_lesson_partial_with_its_url(client):
    response = client.get("/aprender/baraja/2/", headers={"HX-Request": "true"})
    assert response.status_code == 200
    assert response["HX-Push-Url"] == "/aprender/baraja/2/"
    body = response.content.decode().lstrip()
    # the partial: the tab's new <title> (htmx applies it), then the lesson, no page chrome
    assert body.startswith("<title>")
    assert '<div id="lesson"' in body
    assert "<header" not in body.split('<div id="lesson"')[0]
    assert "<html" not in body


def test_hints_are_recorded_and_the_answer_hint_spoils_the_first_try(client):
    assert client.post("/aprender/baraja/3/", {"pista": "3"})["Location"] == "/aprender/baraja/3/"
    client.post("/aprender/baraja/3/", {"c": ["11e", "11b"]})
    record = client.session["tutorial_progress"]["answers"]["baraja/3"]
    assert record["hints"] == 3
    assert record["first"] is False


def test_passing_the_quiz_masters_the_lesson(client):
    lesson = course.lesson_by_slug("baraja")
    specs = flows.quiz_specs(lesson, 42)
    for number, spec in enumerate(specs, start=1):
        exercise = build(spec)
        values = sorted(exercise.solution())
        client.post(f"/aprender/baraja/prueba/42/{number}/", {"c": values})
    page = client.get("/aprender/baraja/prueba/42/").content.decode()
    assert "¡Lección dominada!" in page
    assert client.session["tutorial_progress"]["quizzes"]["baraja"]["mastered"] is True
    assert "Dominada" in client.get("/aprender/").content.decode()


def test_failing_the_quiz_says_how_many_were_needed(client):
    lesson = course.lesson_by_slug("baraja")
    for number in range(1, len(flows.quiz_specs(lesson, 43)) + 1):
        client.post(f"/aprender/baraja/prueba/43/{number}/", {"c": []})
    page = client.get("/aprender/baraja/prueba/43/").content.decode()
    assert "Aún no" in page
    assert client.session["tutorial_progress"]["review"] == {"find": 3}


def test_a_wrong_answer_enters_the_review_queue_and_practice_clears_it(client):
    client.post("/aprender/baraja/3/", {"c": []})
    assert "Reconocer las cartas" in client.get("/aprender/repasar/").content.decode()
    from tutorial.generator import generate

    exercise = build(generate("find", 5))
    client.post("/aprender/practicar/find/5/", {"c": sorted(exercise.solution())})
    assert client.session["tutorial_progress"]["review"] == {}


def test_progress_is_carried_into_the_account_at_log_in(client):
    client.get("/aprender/baraja/1/")
    client.post("/aprender/baraja/3/", {"c": ["11e"]})
    learner = get_user_model().objects.create_user("learner", "learner@example.com", "pw-learner-1")
    client.force_login(learner)
    progress = LearnerProgress.objects.get(user=learner)
    assert progress.data["seen"]["baraja"] == [1, 3]
    assert progress.data["review"] == {"find": 1}
    client.get("/aprender/baraja/2/")  # signed in: the DB keeps going
    progress.refresh_from_db()
    assert progress.data["seen"]["baraja"] == [1, 2, 3]
    assert re.search(r"En curso", client.get("/aprender/").content.decode())


@pytest.mark.parametrize("kind", ["cante", "swap", "cabrero"])
def test_practice_pages_of_the_position_rule_types_answer_and_explain(client, kind):
    from tutorial.generator import generate

    for seed in (1, 2, 3):
        url = f"/aprender/practicar/{kind}/{seed}/"
        assert client.get(url).status_code == 200
        exercise = build(generate(kind, seed))
        solution = exercise.solution()
        if kind == "swap":
            values = {"a": solution or "nada"}
        else:
            values = {"c": sorted(str(v) for v in solution) or ["nada"]}
        response = client.post(url, values)
        assert response.status_code == 303
        page = client.get(response["Location"]).content.decode()
        assert "✔" in page
        assert 'class="explanations"' in page
    assert client.post(f"/aprender/practicar/{kind}/1/", {"c": ["zz"], "a": ["zz"]}).status_code == 400


# --- a finished quiz --------------------------------------------------------------------------


def test_a_failed_quiz_links_to_the_review_page(client):
    lesson = course.lesson_by_slug("montar")
    seed = 7
    for number, spec in enumerate(flows.quiz_specs(lesson, seed), start=1):
        exercise = build(spec)
        wrong = [code for code in exercise.cards() if code not in exercise.solution()][:1]
        client.post(f"/aprender/montar/prueba/{seed}/{number}/", {"c": wrong})
    page = client.get(f"/aprender/montar/prueba/{seed}/", headers={"Accept-Language": "es"}).content.decode()
    assert "Aún no" in page
    assert 'id="review" href="/aprender/repasar/"' in page


def test_a_quiz_not_yet_finished_has_no_review_button(client):
    page = client.get("/aprender/montar/prueba/7/").content.decode()
    assert 'id="review"' not in page


# --- page titles: an htmx step renames the tab like a full page load ------------------------

HTMX = {"HX-Request": "true"}


def titles(html):
    return re.findall(r"<title>(.*?)</title>", html, re.S)


@pytest.mark.parametrize(
    "url",
    [
        "/aprender/montar/2/",  # text step
        "/aprender/montar/5/",  # exercise step
        "/aprender/montar/7/",  # quiz intro
        "/aprender/montar/prueba/7/1/",
        "/aprender/montar/prueba/7/",
        "/aprender/practicar/winner/3/",
    ],
)
def test_the_htmx_partial_carries_the_same_title_as_the_full_page(client, url):
    full = client.get(url, headers={"Accept-Language": "es"})
    partial = client.get(url, headers={"Accept-Language": "es", **HTMX})
    assert full.status_code == partial.status_code == 200
    page_title = titles(full.content.decode())[0]
    # htmx takes the first <title> of the response when it is top level: it must come before
    # the card pictures, whose SVGs hold <title>s too
    assert partial.content.decode().lstrip().startswith(f"<title>{page_title}</title>")


def test_a_step_title_names_the_step_and_the_lesson(client):
    partial = client.get("/aprender/montar/2/", headers={"Accept-Language": "es", **HTMX})
    assert titles(partial.content.decode())[0] == "La que va ganando, no la de salida · Montar · Aprende Tute"
