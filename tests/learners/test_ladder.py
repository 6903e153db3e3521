"""The ladder of bot levels as the learner meets it: the names and descriptions, stored names
mapped onto the ladder, the suggested level (a pure function, then through the lobby and the
progress page), the record per level."""

import re

import pytest
from django.urls import reverse
from django.utils import translation

from games import flows, levels, words
from games.forms import NewGameForm
from games.levels import (
    BOTTOM,
    CLIMB,
    LOSSES_TO_STEP_DOWN,
    NEW,
    STAY,
    STEP_DOWN,
    TOP,
    WINS_TO_CLIMB,
    canonical_level,
    suggest,
)
from games.models import Game
from games.present import ladder as ladder_presenter
from games.present import records
from tests.games.helpers import first_legal
from tests.learners.helpers import game_with_result, played_game
from tute.bots import LEVELS, players

# --------------------------------------------------------------------------- names and mapping


def test_the_ladder_is_the_bots_levels_weakest_first():
    assert (
        levels.LADDER
        == LEVELS
        == ("novato", "principiante", "aficionado", "intermedio", "experto", "maestro")
    )
    assert [rung.number for rung in levels.ladder()] == [1, 2, 3, 4, 5, 6]
    assert levels.FIRST == "novato"


def test_every_level_has_a_name_and_a_one_line_description_in_both_languages():
    for language in ("es", "en"):
        with translation.override(language):
            names = [words.level_name(key) for key in LEVELS]
            lines = [words.level_description(key) for key in LEVELS]
            assert len(set(names)) == len(LEVELS)
            assert all(line.endswith(".") and "\n" not in line and len(line) < 140 for line in lines)
    with translation.override("en"):
        assert words.level_name("aficionado") == "Amateur"
    with pytest.raises(ValueError, match="Unknown bot level"):
        words.level_name("legendario")


def test_the_maestros_line_says_how_much_more_it_thinks_than_the_experto():
    """«Trece veces lo que el experto» in habanero is a fact of the budgets (its work while the
    pile lasts against the experto's): the line must change with them. In arrastre it searches
    like the experto with three times the work, and the line says it plays about the same."""
    assert round(players.MAESTRO_PILE_BUDGET / players.EXPERTO_BUDGET) == 13
    assert players.STYLES["maestro"].pile_budget == players.MAESTRO_PILE_BUDGET
    assert players.MAESTRO_BUDGET == pytest.approx(3 * players.EXPERTO_BUDGET)
    with translation.override("es"):
        line = words.level_description("maestro")
        assert "piensa cerca de un segundo, trece veces lo que el experto" in line
        assert line.endswith("en el arrastre, casi igual.")
    with translation.override("en"):
        line = words.level_description("maestro")
        assert "thinks for about a second, thirteen times as long as the expert" in line
        assert line.endswith("in arrastre, about the same.")


def test_stored_names_map_onto_the_ladder():
    for key in LEVELS:
        assert canonical_level(key) == key
    assert canonical_level("") == ""  # a person's seat
    assert canonical_level(None) == ""
    for odd in ("legendario", "EXPERTO", " experto", "\x00", 3, ["experto"]):
        assert canonical_level(odd) == levels.FALLBACK == "intermedio"


def test_next_and_previous_rungs():
    assert levels.above("aficionado") == "intermedio"
    assert levels.above("maestro") is None
    assert levels.below("aficionado") == "principiante"
    assert levels.below("novato") is None


@pytest.mark.django_db
def test_a_game_stored_with_an_unknown_level_plays_at_the_fallback_and_its_pages_work(client):
    game = flows.start_game(
        variant="habanero", players=2, rules={}, bot_levels=["", "principiante"], feedback="full", seed=5
    )
    Game.objects.filter(pk=game.pk).update(bot_levels=["", "legendario"], anon_key="k")
    session = client.session
    session["games_owner_key"] = "k"
    session.save()
    game.refresh_from_db()
    assert game.bot_level(1) == "intermedio"
    while not game.match_at().hand.is_terminal():  # the bot's turns run with the fallback level
        game = flows.play(game, first_legal(game.match_at().hand.view(0)), game.ply)
    assert game.actions
    table = client.get(reverse("games:play", args=[game.public_id]))
    assert table.status_code == 200
    assert "Intermedio" in table.content.decode()
    assert client.get(reverse("games:review", args=[game.public_id])).status_code == 200
    assert client.get(reverse("games:mine")).status_code == 200
    assert client.get(reverse("learners:progress")).status_code == 200
    assert records.bots_text(game) == "contra un robot de nivel intermedio"


# --------------------------------------------------------------------------- the suggestion, pure


def test_a_new_learner_is_suggested_the_novato():
    assert suggest([]) == levels.Suggestion("novato", NEW)


def test_wins_in_a_row_climb_one_rung():
    wins = [("aficionado", True)] * WINS_TO_CLIMB
    found = suggest(wins + [("novato", False)])
    assert (found.level, found.reason, found.played, found.streak) == ("intermedio", CLIMB, "aficionado", 3)


def test_fewer_wins_in_a_row_stay_at_the_level():
    found = suggest(
        [("aficionado", True)] * (WINS_TO_CLIMB - 1) + [("aficionado", False)] + [("aficionado", True)] * 5
    )
    assert (found.level, found.reason, found.streak, found.won) == (
        "aficionado",
        STAY,
        WINS_TO_CLIMB - 1,
        True,
    )


def test_a_game_at_another_level_ends_a_streak():
    found = suggest(
        [("aficionado", True), ("aficionado", True), ("principiante", True), ("aficionado", True)]
    )
    assert (found.level, found.reason, found.streak) == ("aficionado", STAY, 2)


def test_losses_in_a_row_step_down_one_rung():
    found = suggest([("experto", False)] * LOSSES_TO_STEP_DOWN)
    assert (found.level, found.reason, found.played) == ("intermedio", STEP_DOWN, "experto")
    found = suggest([("experto", False)] * (LOSSES_TO_STEP_DOWN - 1) + [("experto", True)] * 3)
    assert (found.level, found.reason) == ("experto", STAY)


def test_the_ends_of_the_ladder_keep_their_level():
    assert suggest([("maestro", True)] * 5) == levels.Suggestion("maestro", TOP, "maestro", 5, True)
    assert suggest([("novato", False)] * 3) == levels.Suggestion("novato", BOTTOM, "novato", 3, False)


def test_old_or_unknown_stored_names_count_as_their_rung():
    found = suggest([("legendario", True)] * 3)  # plays at the fallback: a win over the intermedio
    assert (found.level, found.played) == ("experto", "intermedio")
    assert suggest([("", True)] * 3).reason == NEW  # not a bot game


def test_every_suggestion_is_worded():
    cases = [
        [],
        [("aficionado", True)] * 3,
        [("aficionado", False)] * 3,
        [("maestro", True)] * 3,
        [("novato", False)] * 3,
        [("aficionado", True)],
        [("aficionado", True), ("aficionado", True)],
        [("aficionado", False)],
    ]
    texts = {ladder_presenter.suggestion_text(suggest(case)) for case in cases}
    assert len(texts) == len(cases)
    assert "Has ganado 3 partidas seguidas al aficionado: prueba con el intermedio." in texts
    assert (
        "Has perdido 3 partidas seguidas contra el aficionado: baja al principiante y vuelve luego." in texts
    )
    with translation.override("en"):
        text = ladder_presenter.suggestion_text(suggest([("aficionado", True)] * 3))
        assert "amateur" in text.lower()
        assert "intermediate" in text.lower()


# --------------------------------------------------------------------------- through the pages


def checked_level(html):
    return re.findall(r'<input type="radio" name="level" value="(\w+)"[^>]* checked>', html)


@pytest.mark.django_db
def test_the_lobby_shows_the_ladder_and_preselects_the_novato_for_a_new_learner(client):
    html = client.get(reverse("games:new")).content.decode()
    for key in LEVELS:
        assert words.level_name(key) in html
        assert words.level_description(key) in html
    assert html.index("Novato") < html.index("Principiante") < html.index("Maestro")
    assert checked_level(html) == ["novato"]
    assert "Empieza por el novato" in html
    assert f"Cuando ganas {WINS_TO_CLIMB} partidas seguidas" in html


@pytest.mark.django_db
def test_after_three_wins_the_lobby_suggests_the_next_level_and_a_preset_plays_it(learner, learner_client):
    for n in range(WINS_TO_CLIMB):
        game_with_result(won=True, level="novato", owner=learner, first_seed=1 + 50 * n)
    html = learner_client.get(reverse("games:new")).content.decode()
    assert "Has ganado 3 partidas seguidas al novato: prueba con el principiante." in html
    assert checked_level(html) == ["principiante"]
    response = learner_client.post(reverse("games:new"), {"preset": "habanero"})
    assert response.status_code == 302
    assert Game.objects.filter(owner=learner).latest("created").bot_levels == ["", "principiante"]


@pytest.mark.django_db
def test_an_anonymous_learner_is_suggested_from_the_games_of_this_browser(client):
    client.get(reverse("games:new"))  # the session's owner key is minted with the form
    key = client.session["games_owner_key"]
    for n in range(LOSSES_TO_STEP_DOWN):
        game_with_result(won=False, level="experto", anon_key=key, first_seed=1 + 50 * n)
    game_with_result(won=True, level="experto", anon_key="someone-else")
    html = client.get(reverse("games:new")).content.decode()
    assert "Has perdido 3 partidas seguidas contra el experto: baja al intermedio y vuelve luego." in html
    assert checked_level(html) == ["intermedio"]


@pytest.mark.django_db
def test_guided_and_continued_games_are_no_result_of_a_level(learner):
    games = [
        game_with_result(won=True, level="novato", owner=learner, first_seed=1 + 50 * n) for n in range(3)
    ]
    Game.objects.filter(pk=games[0].pk).update(guided=True)
    Game.objects.filter(pk=games[1].pk).update(forked_from=games[2])
    assert ladder_presenter.ladder_results(Game.objects.filter(owner=learner)) == [("novato", True)]


@pytest.mark.django_db
def test_a_link_with_a_level_wins_over_the_suggestion(client):
    html = client.get(reverse("games:new") + "?variant=cabrero&players=4&nivel=experto").content.decode()
    assert checked_level(html) == ["experto"]
    assert "Empieza por el novato" in html  # the suggestion is still said
    assert "El enlace que has seguido elige robots de nivel experto." in html
    assert 'id="linked-level"' not in client.get(reverse("games:new") + "?nivel=novato").content.decode()


def test_the_form_gives_every_bot_the_ladder_level_unless_a_seat_has_its_own():
    data = {"variant": "arrastre", "players": "4", "feedback": "full", "parejas": "on", "level": "aficionado"}
    form = NewGameForm({**data, "level_2": "maestro"})
    assert form.is_valid(), form.errors
    assert form.cleaned_data["bot_levels"] == ["", "aficionado", "maestro", "aficionado"]
    form = NewGameForm({key: value for key, value in data.items() if key != "level"})
    assert not form.is_valid()
    assert "level" in form.errors
    form = NewGameForm({**data, "level": "legendario"})
    assert not form.is_valid()


@pytest.mark.django_db
def test_the_progress_page_gives_the_record_per_level_with_hands(learner, learner_client):
    won = game_with_result(won=True, level="aficionado", owner=learner)
    lost = game_with_result(won=False, level="aficionado", owner=learner)
    mixed = played_game(owner=learner, variant="arrastre", players=3, level="novato", seed=4)
    Game.objects.filter(pk=mixed.pk).update(bot_levels=["", "novato", "experto"])
    rows = records.per_level([records.record(g) for g in Game.objects.filter(owner=learner, finished=True)])
    assert [row.level for row in rows] == ["aficionado", ""]
    aficionado = rows[0]
    assert (aficionado.games.won, aficionado.games.lost) == (1, 1)
    hands = [records.outcome(g) for g in (won, lost)]
    assert aficionado.hands.won == sum(h.hands_won for h in hands) >= 1
    assert aficionado.hands.lost == sum(h.hands_lost for h in hands) >= 1
    html = learner_client.get(reverse("learners:progress")).content.decode()
    assert 'id="level-record"' in html
    assert "Niveles mezclados" in html
    assert "(todas en: Tute habanero)" in html
    assert 'id="progress-suggestion"' in html


@pytest.mark.django_db
def test_cabrero_hands_count_those_without_a_poroto(learner):
    game = played_game(owner=learner, variant="cabrero", players=4, level="novato", seed=2)
    found = records.outcome(game)
    match = game.match_at()
    porotos = [r.porotos.get(0) for r in match.results]
    assert found.hands_won == porotos.count(0)
    assert found.hands_lost == sum(1 for p in porotos if p)
