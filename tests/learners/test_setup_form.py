"""The practice setup without JavaScript: the page shown again with the chosen table's options,
and bad input answered with the form, never a 500."""

import pytest
from django.urls import reverse

from games.forms import HOUSE_RULES, NewGameForm, initial_from
from games.models import Game

pytestmark = pytest.mark.django_db


def shown(html, name):
    """Whether the row of house rule `name` is shown (rows of other tables carry `hidden`)."""
    start = html.index(f'name="{name}"')
    row = html.rindex('<div class="house-rule"', 0, start)
    return " hidden>" not in html[row : html.index(">", row) + 1]


def test_choosing_another_table_shows_its_options_without_starting_a_game(client):
    response = client.post(reverse("games:new"), {"variant": "cabrero", "players": "6", "mostrar": "1"})
    assert response.status_code == 200
    html = response.content.decode()
    assert shown(html, "porotos")
    assert shown(html, "no_vale_cargar")
    assert not shown(html, "parejas")
    assert not shown(html, "rondas")
    assert html.count('class="level" data-seat=') == 5
    assert html.count(" hidden>") >= 1
    assert not Game.objects.exists()


def test_habanero_is_shown_for_two_whatever_the_number_asked(client):
    assert initial_from({"variant": "habanero", "players": "5"})["players"] == 2
    assert initial_from({"variant": "cabrero", "players": "2"})["players"] == 4
    initial = initial_from({"variant": "arrastre", "players": "2"})  # played as habanero
    assert (initial["variant"], initial["players"]) == ("arrastre", 2)


@pytest.mark.parametrize("players", ["²", "٣", "\x00", "99", ""])
def test_odd_numbers_of_players_get_the_form_back(client, players):
    for extra in ({"mostrar": "1"}, {}):
        response = client.post(reverse("games:new"), {"variant": "cabrero", "players": players, **extra})
        assert response.status_code in (200, 400)
        assert 'id="setup"' in response.content.decode()
    assert not Game.objects.exists()


def test_a_numeric_option_not_posted_keeps_its_default():
    data = {
        "variant": "cabrero",
        "players": "4",
        "feedback": "full",
        **{f"level_{n}": "principiante" for n in range(1, 6)},
    }
    form = NewGameForm(data)
    assert form.is_valid(), form.errors
    assert "porotos" not in form.cleaned_data["rules"]
    assert {rule.name for rule in HOUSE_RULES} >= set(form.cleaned_data["rules"])
