"""An anonymous solver's rating and history join the account at sign-up."""

import pytest
from django.contrib.auth import get_user_model

from puzzles.models import Attempt, Solver
from tests.puzzles.conftest import card_puzzle, wrong_play

pytestmark = pytest.mark.django_db


def test_signing_up_keeps_the_rating_and_the_history(client, shipped, settings):
    settings.ACCOUNT_EMAIL_VERIFICATION = "none"
    puzzle = card_puzzle()
    client.post(f"/problemas/{puzzle.code}/respuesta/", {"action": wrong_play(puzzle)})
    anonymous = Solver.objects.get()
    rating = anonymous.rating
    response = client.post(
        "/accounts/signup/",
        {"email": "nueva@example.com", "password1": "una-clave-larga-9", "password2": "una-clave-larga-9"},
    )
    assert response.status_code == 302
    user = get_user_model().objects.get(email="nueva@example.com")
    solver = Solver.objects.get()
    assert solver.user == user
    assert solver.anon_key == ""
    assert solver.rating == rating
    assert Attempt.objects.get().solver == solver
    page = client.get("/problemas/historial/").content.decode()
    assert puzzle.code in page
    assert "en tu repaso" in page


def test_logging_in_merges_into_an_account_that_already_solves(client, shipped):
    from allauth.account.models import EmailAddress

    user = get_user_model().objects.create_user("ana", "ana@example.com", "clave-de-ana-1")
    EmailAddress.objects.create(user=user, email="ana@example.com", verified=True, primary=True)
    own = Solver.objects.create(user=user, rating=1500, rd=60, rated=40, solved=30, streak_best=7)
    puzzle = card_puzzle()
    client.post(f"/problemas/{puzzle.code}/respuesta/", {"action": puzzle.solution})
    response = client.post("/accounts/login/", {"login": "ana@example.com", "password": "clave-de-ana-1"})
    assert response.status_code == 302
    own.refresh_from_db()
    assert Solver.objects.count() == 1
    assert own.rating == 1500
    assert own.rated == 41
    assert own.streak_best == 7
    assert Attempt.objects.get().solver == own
