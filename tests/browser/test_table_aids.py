"""Optional aids at the table, switched on by clicking; a move taken back by clicking."""

import pytest

from games.models import Game
from tests.browser.a11y import assert_axe_clean, screenshots_at_both_widths, with_axe
from tests.browser.test_play import STEP_TIMEOUT, _click_and_wait, _game_of

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_switch_on_aids_and_take_back_a_move(live_server, page):
    with_axe(page)
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(live_server.url + "/jugar/")
    page.locator("#preset-parejas").click()
    page.wait_for_url("**/jugar/*/")
    assert not page.locator("#counter").count()
    page.locator("#aids summary").click()
    page.locator("#aid-highlight").check()
    page.locator("#aid-counter").check()
    page.locator("#aid-takeback").check()
    page.locator("#aid-speed-fast").check()
    page.locator("#aids-save").click()
    page.locator("#counter").wait_for(timeout=STEP_TIMEOUT)
    assert "triunfo" in page.locator("#counter").inner_text()
    assert "speed-fast" in page.locator("#table").get_attribute("class")
    game = _game_of(page)
    view = game.match_at().hand.view(game.learner_seat)
    legal = [c for c in view.legal_actions() if c in view.hand]
    assert page.locator(".card-button.playable").count() == len(legal)
    page.locator("#aids summary").click()
    assert_axe_clean(page, "table with aids")
    screenshots_at_both_widths(page, "table-aids")
    # Play a card, then take it back: the same cards are in the hand again.
    before = sorted(view.hand)
    _click_and_wait(page, f"#card-{sorted(legal)[0]}")
    page.locator("#take-back").wait_for(timeout=STEP_TIMEOUT)
    _click_and_wait(page, "#take-back")
    assert "Jugada deshecha" in page.locator(".table-status").inner_text()
    game = Game.objects.get(pk=game.pk)
    assert sorted(game.match_at().hand.view(game.learner_seat).hand) == before
    assert len(game.takebacks) == 1
    # The aids stay on in the next game of this browser.
    page.goto(live_server.url + "/jugar/")
    page.locator("#preset-parejas").click()
    page.wait_for_url("**/jugar/*/")
    assert page.locator("#counter").count() == 1
