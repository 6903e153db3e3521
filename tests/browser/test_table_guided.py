"""The guided first game, played by clicking: the table stops at each moment that matters."""

import pytest

from tests.browser.a11y import assert_axe_clean, screenshots_at_both_widths, with_axe
from tests.browser.test_play import _click_and_wait, _game_of
from tests.games.test_guide import _policy

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_a_guided_first_game_by_clicking(live_server, page):
    with_axe(page)
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(live_server.url + "/jugar/")
    page.locator("#guided-button").click()
    page.wait_for_url("**/jugar/*/")
    told = []
    for _ in range(60):
        if page.locator("#hand-result").count():
            break
        guide = page.locator("#guide")
        if guide.count():
            kind = guide.get_attribute("data-moment")
            told.append(kind)
            text = guide.inner_text()
            if kind == "inicio":
                assert "Tute habanero" in text
                assert "Mientras quede mazo no hay obligaciones" in text
                screenshots_at_both_widths(page, "guided-opening")
            if kind == "asistir":
                assert "Hay que asistir" in text
                assert "Puedes jugar" in text
                screenshots_at_both_widths(page, "guided-asistir")
            if kind == "cante":
                assert "las veinte en bastos" in text or "las cuarenta" in text
                assert_axe_clean(page, "guided table")
                screenshots_at_both_widths(page, "guided-cante")
        game = _game_of(page)
        action = _policy(game.match_at().hand.view(game.learner_seat))
        selector = f"#card-{action}" if action[:1].isdigit() else f"#action-{action.replace(':', '')}"
        _click_and_wait(page, selector)
    assert told[0] == "inicio"
    assert {"asistir", "montar", "fallar", "cante", "ultima"} <= set(told)
    assert len(told) == len(set(told))
