"""Rule events told at the table, seen in a browser as a learner clicks through a hand."""

import pytest
from django.contrib.auth import get_user_model

from games import flows
from tests.browser.a11y import assert_axe_clean, screenshots_at_both_widths, with_axe
from tests.browser.test_play import STEP_TIMEOUT, _click_and_wait, _game_of, _log_in
from tests.games.helpers import first_legal

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _start(page, live_server, variant, players, seed):
    learner = get_user_model().objects.create_user("learner", "learner@example.com", "pw-learner-123")
    game = flows.start_game(
        variant=variant,
        players=players,
        rules={},
        bot_levels=[""] + ["principiante"] * (players - 1),
        feedback="none",
        seed=seed,
        owner=learner,
    )
    with_axe(page)
    _log_in(page, live_server, learner)
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(f"{live_server.url}/jugar/{game.public_id}/")
    return game


def _click_a_legal_action(page):
    game = _game_of(page)
    view = game.match_at().hand.view(game.learner_seat)
    action = first_legal(view)
    selector = f"#card-{action}" if action[:1].isdigit() else f"#action-{action.replace(':', '')}"
    _click_and_wait(page, selector)


def test_three_player_swaps_are_told_at_the_table(live_server, page):
    _start(page, live_server, "arrastre", 3, 1)
    events = page.locator("#hand-events")
    assert "Izquierda cambió el dos de bastos por la carta de la muestra" in events.inner_text()
    assert "El dos de bastos queda de muestra" in events.inner_text()
    screenshots_at_both_widths(page, "table-swaps")


def test_habanero_end_of_the_pile_is_told(live_server, page):
    _start(page, live_server, "habanero", 2, 1)
    for _ in range(40):
        if page.locator("#pile-end").count():
            break
        _click_a_legal_action(page)
    else:
        raise AssertionError("the pile never ran out")
    assert "desde ahora hay que asistir, montar, fallar y pisar" in page.locator("#pile-end").inner_text()
    screenshots_at_both_widths(page, "table-pile-end")


def test_cabrero_first_hand_and_its_result(live_server, page):
    _start(page, live_server, "cabrero", 3, 2)
    assert "es mano porque tenía el dos de oros" in page.locator("#hand-events").inner_text()
    assert page.locator("#trump .trump-card").is_visible()  # the 2 de oros, face up
    screenshots_at_both_widths(page, "table-cabrero-first")
    for _ in range(40):
        if page.locator("#hand-result").count():
            break
        _click_a_legal_action(page)
    # The result waits for the last trick to be replayed, and then repeats it.
    page.locator("#result-last-trick").wait_for(state="visible", timeout=STEP_TIMEOUT)
    assert "diez de últimas" in page.locator("#result-last-trick").inner_text()
    assert "Entraron en baza" in page.locator("#entered").inner_text()
    assert_axe_clean(page, "cabrero result")
    screenshots_at_both_widths(page, "table-cabrero-result")
