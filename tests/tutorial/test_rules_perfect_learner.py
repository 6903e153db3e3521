"""A rules-perfect learner is never marked wrong: every exercise type, over hundreds of seeds
(and the lessons' own exercises, and their quizzes), is read from the rendered page alone,
solved by tests/tutorial/learner.py (the rules written apart from the app) and answered through
the real views; the verdict must be "right" for every right answer and "wrong" for a wrong one.
"""

import os

import pytest

from tests.tutorial.learner import read, solve
from tutorial import course, flows, generator, views

pytestmark = pytest.mark.django_db

# Seeds per exercise type (more with TUTE_LEARNER_SEEDS=1000 for a deeper run).
SEEDS = range(int(os.environ.get("TUTE_LEARNER_SEEDS", "150")))
VARIANT_SEEDS = range(len(SEEDS) // 4)
QUIZ_SEEDS = range(1000, 1000 + max(3, len(SEEDS) // 50))
KINDS = generator.GENERATED_TYPES
VARIANTS = [  # generator params that only the lessons' quizzes (or nothing yet) ask for
    ("legal", {"variant": "arrastre/3"}),
    ("legal", {"variant": "habanero/2"}),
    ("legal", {"variant": "cabrero/4"}),
    ("legal", {"variant": "cabrero/5"}),
    ("legal", {"variant": "arrastre/4", "obligation": "companero"}),
    ("legal", {"variant": "arrastre/4", "obligation": "pisar"}),
    ("winner", {"variant": "arrastre/3"}),
    ("winner", {"variant": "habanero/2"}),
    ("cante", {"variant": "habanero/2"}),
    ("cante", {"variant": "arrastre/3"}),
    ("cante", {"variant": "cabrero/5"}),
    ("swap", {"variant": "arrastre/3"}),
    ("cabrero", {"players": 3}),
    ("cabrero", {"players": 5}),
]


@pytest.fixture
def learner(client):
    client.cookies["django_language"] = "es"

    def answer(url, *, wrong=True):
        response = client.get(url)
        assert response.status_code == 200, url
        page = read(response.content.decode())
        assert page.verdict is None
        solution = solve(page)
        checks = [(values, "right") for values in solution.right]
        if wrong:
            checks += [(values, "wrong") for values in solution.wrong[:1]]
        for values, expected in checks:
            response = client.post(url, {solution.field: list(values)})
            assert response.status_code == 303, (url, values, response.content.decode()[:3000])
            shown = read(client.get(response["Location"]).content.decode())
            assert shown.verdict == expected, (url, values, page)
        return page

    return answer


@pytest.mark.parametrize("kind", KINDS)
def test_every_generated_exercise_is_graded_as_the_rules_say(learner, kind):
    for seed in SEEDS:
        learner(f"/aprender/practicar/{kind}/{seed}/", wrong=seed % 8 == 0)


@pytest.mark.parametrize(("kind", "params"), VARIANTS, ids=[f"{k}-{p}" for k, p in VARIANTS])
def test_generated_exercises_of_every_variant(learner, monkeypatch, kind, params):
    real = views.generate
    monkeypatch.setattr(views, "generate", lambda k, seed, p=None: real(k, seed, params))
    for seed in VARIANT_SEEDS:
        learner(f"/aprender/practicar/{kind}/{seed}/", wrong=seed % 8 == 0)


def test_every_exercise_of_the_lessons(learner):
    for lesson in course.lessons():
        for step in lesson.steps:
            if step.kind == "exercise":
                learner(f"/aprender/{lesson.slug}/{step.number}/")


@pytest.mark.parametrize("lesson", [lesson.slug for lesson in course.lessons()])
def test_every_quiz_question(learner, lesson):
    current = course.lesson_by_slug(lesson)
    for seed in QUIZ_SEEDS:
        for question in range(1, len(flows.quiz_specs(current, seed)) + 1):
            learner(f"/aprender/{lesson}/prueba/{seed}/{question}/", wrong=question == 1)


@pytest.mark.parametrize("seed", [1013, 1015, 1027])
def test_the_reported_lesson_8_quizzes(learner, seed):
    """/aprender/cantes/prueba/1013/5/ and the others the issue names."""
    page = learner(f"/aprender/cantes/prueba/{seed}/5/")
    assert page.kind == "cante"
