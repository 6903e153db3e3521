"""Which puzzle comes next: near the learner's rating, within the chosen theme and family; the
streak; the daily puzzle on the home page; a practice game from the position."""

import datetime

import pytest

from games.models import Game
from puzzles import flows, selection
from puzzles.models import DailyPuzzle, Puzzle, Solver
from tests.puzzles.conftest import card_puzzle, wrong_play

pytestmark = pytest.mark.django_db


def served(client):
    import re

    code = re.search(r'data-code="(\w+)"', client.get("/problemas/").content.decode()).group(1)
    return Puzzle.objects.get(code=code)


def test_puzzles_come_near_the_learner_rating(client, shipped):
    for rating in (700, 1200, 1600):
        client.get("/")  # a session
        Solver.objects.all().delete()
        flows.next_puzzle  # noqa: B018
        solver = Solver.objects.create(anon_key="k" * 20, rating=rating, rd=80)
        session = client.session
        session[flows.SESSION_KEY] = solver.anon_key
        session.pop(flows.CURRENT_KEY, None)
        session.save()
        puzzle = served(client)
        nearest = min(abs(p.rating - rating) for p in Puzzle.objects.all())
        assert abs(puzzle.rating - rating) <= max(selection.WINDOWS[0], nearest + selection.WINDOWS[0])


def test_a_chosen_theme_and_family_narrow_the_puzzles(client, shipped):
    puzzle = card_puzzle("parejas")
    theme = puzzle.themes[0]
    assert client.post("/problemas/temas/", {"family": "parejas", "theme": theme}).status_code == 302
    for _ in range(3):
        got = served(client)
        assert got.family == "parejas"
        assert theme in got.themes
        client.post(f"/problemas/{got.code}/respuesta/", {"action": got.solution, "modo": "theme"})
    assert client.post("/problemas/temas/", {"family": "poker", "theme": ""}).status_code == 400
    assert client.post("/problemas/temas/", {"family": "", "theme": "nada"}).status_code == 400
    page = client.get("/problemas/temas/").content.decode()
    assert "Fallar a tiempo" in page or "Llevarse la baza" in page


def test_a_streak_climbs_until_the_first_miss(client, shipped):
    assert client.post("/problemas/racha/").status_code == 302
    solver = Solver.objects.get()
    ratings = list(Puzzle.objects.filter(code__in=solver.streak_codes).values_list("code", "rating"))
    by_code = dict(ratings)
    assert [by_code[c] for c in solver.streak_codes][0] < [by_code[c] for c in solver.streak_codes][-1]
    first = flows.streak_puzzle(solver)
    assert f'data-code="{first.code}"' in client.get("/problemas/racha/").content.decode()
    page = client.post(f"/problemas/{first.code}/respuesta/", {"action": first.solution, "modo": "streak"})
    assert "Racha: 1 problema seguido" in page.content.decode()
    second = flows.streak_puzzle(Solver.objects.get())
    page = client.post(
        f"/problemas/{second.code}/respuesta/", {"action": wrong_play(second), "modo": "streak"}
    )
    assert "Fin de la racha: 1 problema resuelto" in page.content.decode()
    solver.refresh_from_db()
    assert solver.streak_over
    assert solver.streak_best == 1
    assert "Tu mejor racha: 1" in client.get("/problemas/racha/").content.decode()


def test_the_daily_puzzle_is_on_the_home_page_and_the_same_all_day(client, shipped):
    home = client.get("/").content.decode()
    daily = DailyPuzzle.objects.get()
    assert 'id="home-daily"' in home
    assert "/problemas/diario/" in home
    assert f'data-code="{daily.puzzle.code}"' in client.get("/problemas/diario/").content.decode()
    assert selection.daily(daily.day) == daily.puzzle
    tomorrow = selection.daily(daily.day + datetime.timedelta(days=1))
    assert tomorrow != daily.puzzle
    assert DailyPuzzle.objects.count() == 2
    assert 800 <= daily.puzzle.first_rating <= 1500 or daily.puzzle.kind == "card"


def test_play_from_here_starts_a_practice_game_at_the_position(client, shipped):
    puzzle = card_puzzle("habanero")
    response = client.post(f"/problemas/{puzzle.code}/jugar/")
    assert response.status_code == 302
    game = Game.objects.get()
    assert game.actions == puzzle.actions
    assert game.learner_seat == puzzle.seat
    assert game.seed == puzzle.seed
    view = game.match_at().hand.view(game.learner_seat)
    assert view.current_player == puzzle.seat
    assert set(view.hand) == set(flows.view_of(puzzle).hand)
    table = client.get(response["Location"]).content.decode()
    assert all(f'id="card-{c}"' in table for c in view.hand)
