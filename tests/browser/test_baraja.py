"""The /baraja/ page in a real browser: the 40 card pictures are drawn and visible."""

import pytest


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_baraja_shows_forty_card_pictures(live_server, page):
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(live_server.url + "/baraja/")
    cards = page.locator(".card-grid svg.card")
    assert cards.count() == 40
    labels = set()
    for i in range(40):
        card = cards.nth(i)
        card.scroll_into_view_if_needed()
        assert card.is_visible()
        box = card.bounding_box()
        assert 70 <= box["width"] <= 90
        assert box["height"] > box["width"]
        labels.add(card.get_attribute("aria-label"))
    assert len(labels) == 40
    assert page.get_by_role("img", name="tres de copas").first.is_visible()
    assert page.locator("svg.card-back").first.is_visible()
    page.screenshot(path="/tmp/baraja.png", full_page=True)


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_baraja_fits_a_phone(live_server, page):
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(live_server.url + "/baraja/")
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    assert page.locator(".card-grid svg.card").count() == 40
