"""By keyboard, a table's first card is a few keys away: «Saltar a tu mano», the second link of
the page, moves the next Tab into the hand (it took 13 Tabs through the header before), on the
practice table and at a table with people."""

import os

import pytest
from playwright.sync_api import expect

from tables.models import Table
from tests.browser.a11y import assert_axe_clean, screenshots_at_both_widths, with_axe
from tests.browser.test_tables import _open, people, server  # noqa: F401 (fixtures)

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

HAND_CONTROLS = ("card-", "action-")


def _tab(page):
    page.keyboard.press("Tab")
    return page.evaluate("document.activeElement.id")


def _skip_to_the_hand(page, shots=""):
    """From the page's first link (where the keyboard starts on arriving; tables.js may have
    moved the focus into the hand already): Tab, Enter, Tab, and the focus is on the first
    control of the hand (a declaration or a card). Returns the id focused."""
    first_tabbable = page.evaluate(
        "[...document.querySelectorAll('a[href], button:not([disabled]), input, select')]"
        ".find(e => !e.closest('[hidden]')).className"
    )
    assert first_tabbable == "skip-link"
    page.locator("a.skip-link").first.focus()
    assert _tab(page) == "skip-to-hand"
    link = page.locator("#skip-to-hand")
    expect(link).to_be_visible()
    assert link.bounding_box()["y"] >= 0
    if shots:
        assert_axe_clean(page, "skip link focused")
        screenshots_at_both_widths(page, shots)
        link.focus()
    page.keyboard.press("Enter")
    focused = _tab(page)
    assert focused.startswith(HAND_CONTROLS), focused
    return focused


def test_the_practice_table_skips_to_the_hand(live_server, page):
    with_axe(page)
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(live_server.url + "/jugar/")
    page.locator("#preset-habanero").click()
    page.wait_for_url("**/jugar/*/")
    page.locator("#hand .card-button:not([disabled])").first.wait_for()
    focused = _skip_to_the_hand(page, shots="table-skip-link")
    first = page.locator("#hand button:not([disabled])").first.get_attribute("id")
    assert focused == first
    # Enter plays it: the hand is reached to be used.
    before = page.locator("#table").get_attribute("data-ply")
    page.keyboard.press("Enter")
    page.locator(f'#table:not([data-ply="{before}"])').wait_for()


def test_a_table_with_people_skips_to_the_hand(server, people):  # noqa: F811
    ana = people()
    table = _open(ana, server, waiting=())
    ana.locator("#start-match").click()
    ana.locator("#hand .card-button:not([disabled]), #hand .declare button").first.wait_for()
    game = Table.objects.get(pk=table.pk).game
    assert game is not None
    ana.reload()  # the keyboard starts from the top of the page, as when one arrives
    ana.locator("#hand .card-button:not([disabled]), #hand .declare button").first.wait_for()
    focused = _skip_to_the_hand(ana)
    assert focused == ana.locator("#hand button:not([disabled])").first.get_attribute("id")
    if os.environ.get("TUTE_SCREENSHOTS"):
        ana.locator("#skip-to-hand").focus()
        screenshots_at_both_widths(ana, "room-skip-link")
