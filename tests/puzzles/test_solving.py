"""Solving puzzles through the pages: the position, an answer and its explanation, the rating,
the history and the review queue, hints, bad input."""

import re

import pytest

from puzzles import flows
from puzzles.models import Attempt, Puzzle, Solver
from tests.puzzles.conftest import card_puzzle, wrong_play

pytestmark = pytest.mark.django_db


def answer(client, puzzle, action, mode="rated"):
    return client.post(f"/problemas/{puzzle.code}/respuesta/", {"action": action, "modo": mode})


def test_the_puzzle_page_shows_the_table_the_question_and_the_notation(client, shipped):
    response = client.get("/problemas/")
    assert response.status_code == 200
    code = re.search(r'data-code="(\w+)"', response.content.decode()).group(1)
    puzzle = Puzzle.objects.get(code=code)
    page = response.content.decode()
    assert 'id="question"' in page
    assert 'class="felt-table' in page
    assert puzzle.notation in page
    for card in flows.view_of(puzzle).hand:
        assert f'id="card-{card}"' in page
    assert client.get("/problemas/").content.decode().count(f'data-code="{code}"') == 1  # a reload: the same


def test_a_right_first_answer_raises_both_ratings_once(client, shipped):
    puzzle = card_puzzle()
    before = puzzle.rating
    response = answer(client, puzzle, puzzle.solution)
    page = response.content.decode()
    assert response.status_code == 200
    assert "¡Correcto!" in page
    assert 'data-correct="1"' in page
    solver = Solver.objects.get()
    assert solver.rating > 1200
    assert solver.rated == 1
    assert solver.solved == 1
    puzzle.refresh_from_db()
    assert puzzle.rating < before
    assert puzzle.plays == 1
    again = answer(client, puzzle, puzzle.solution)
    assert "no cambia tu puntuación" in again.content.decode()
    solver.refresh_from_db()
    assert solver.rated == 1
    assert list(Attempt.objects.values_list("rated", flat=True).order_by("pk")) == [True, False]


def test_a_wrong_answer_is_explained_by_the_judge_and_joins_the_review(client, shipped):
    puzzle = card_puzzle()
    played = wrong_play(puzzle)
    response = answer(client, puzzle, played)
    page = response.content.decode()
    assert "No es la mejor" in page
    assert 'data-correct="0"' in page
    assert "Mejor:" in page
    assert 'class="reasons"' in page
    assert "Ver por qué" in page
    assert Solver.objects.get().rating < 1200
    explanation = puzzle.explanations.get(action=played)
    assert explanation.data["best"] in puzzle.accepted  # the judge agrees with the puzzle
    review = client.get("/aprender/repasar/").content.decode()
    assert puzzle.code in review
    assert "Problemas que fallaste" in client.get("/").content.decode()
    # Solved again from the review: out of the queue.
    assert client.get("/problemas/repaso/").content.decode().count(f'data-code="{puzzle.code}"') == 1
    answer(client, puzzle, puzzle.solution, mode="review")
    assert puzzle.code not in client.get("/aprender/repasar/").content.decode()


def test_the_history_lists_every_attempt(client, shipped):
    puzzle = card_puzzle()
    answer(client, puzzle, wrong_play(puzzle))
    page = client.get("/problemas/historial/").content.decode()
    assert puzzle.code in page
    assert "Fallado" in page
    assert "en tu repaso" in page


def test_the_third_hint_shows_the_answer_and_the_puzzle_counts_as_failed(client, shipped):
    puzzle = card_puzzle()
    for level in (1, 2, 3):
        response = client.post(f"/problemas/{puzzle.code}/pista/", {"level": level})
        assert response.status_code == 200
    page = response.content.decode()
    assert page.count("<li>") >= 3
    assert "cuenta como fallado" in page
    result = answer(client, puzzle, puzzle.solution)
    assert 'data-correct="0"' in result.content.decode()
    assert Attempt.objects.get().correct is False


@pytest.mark.parametrize("action", ["xx", "9z", "cante:q", "3o\x00", ""])
def test_a_forged_play_answers_400_and_saves_nothing(client, shipped, action):
    puzzle = card_puzzle()
    response = answer(client, puzzle, action)
    assert response.status_code == 400
    assert not Attempt.objects.exists()
    assert not Solver.objects.filter(rated__gt=0).exists()


def test_an_illegal_card_answers_400(client, shipped):
    for puzzle in Puzzle.objects.filter(kind="card").order_by("key"):
        view = flows.view_of(puzzle)
        illegal = [c for c in view.hand if c not in flows.choices(puzzle)]
        if illegal:
            assert answer(client, puzzle, illegal[0]).status_code == 400
            assert not Attempt.objects.exists()
            return
    pytest.skip("no shipped puzzle with an illegal card in hand")


def test_unknown_puzzles_and_methods(client, shipped):
    assert client.get("/problemas/zzzzzzzz/").status_code == 404
    assert client.post("/problemas/zzzzzzzz/respuesta/", {"action": "1o"}).status_code == 404
    puzzle = card_puzzle()
    assert client.get(f"/problemas/{puzzle.code}/respuesta/").status_code == 405
    assert client.post(f"/problemas/{puzzle.code}/pista/", {"level": "٣"}).status_code == 400


def test_too_many_answers_answer_429(client, shipped, monkeypatch):
    from puzzles import views

    monkeypatch.setattr(views, "ANSWERS", views.ratelimit.Limit("puzzles:answer", 2, 60))
    puzzle = card_puzzle()
    client.get(f"/problemas/{puzzle.code}/")
    client.post(f"/problemas/{puzzle.code}/pista/", {"level": 1})  # a session from now on
    codes = [answer(client, puzzle, puzzle.solution).status_code for _ in range(3)]
    assert codes == [200, 200, 429]


def test_htmx_gets_the_puzzle_partial(client, shipped):
    puzzle = card_puzzle()
    response = client.post(
        f"/problemas/{puzzle.code}/respuesta/", {"action": puzzle.solution}, HTTP_HX_REQUEST="true"
    )
    page = response.content.decode()
    assert page.lstrip().startswith('<div id="puzzle"')
    assert "<html" not in page


def test_the_table_s_options_are_shown_with_their_values(client, shipped):
    puzzle = card_puzzle("individual")
    page = client.get(f"/problemas/{puzzle.code}/").content.decode()
    assert "Por parejas: no" in page
