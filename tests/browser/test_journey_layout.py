"""The table's layout at the sizes learners use: an 8-card hand on one row at 1280 px; hands of
8 to 13 cards and the trick's cards clear of the seats' labels at 360 px."""

import re

import pytest
from playwright.sync_api import expect


def boxes(page, selector):
    return [b for b in (el.bounding_box() for el in page.locator(selector).all()) if b]


def overlap(a, b):
    return not (
        a["x"] + a["width"] <= b["x"]
        or b["x"] + b["width"] <= a["x"]
        or a["y"] + a["height"] <= b["y"]
        or b["y"] + b["height"] <= a["y"]
    )


def start(page, live_server, variant, players):
    page.goto(live_server.url + "/jugar/")
    setup = page.locator("#setup")
    setup.get_by_label("Modalidad").select_option(variant)
    setup.get_by_label("Jugadores").select_option(str(players))
    page.locator("#start").click()
    expect(page).to_have_url(re.compile(r"/jugar/[0-9a-f-]{36}/$"))


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_an_eight_card_hand_is_one_row_at_1280(page, live_server):
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(live_server.url + "/jugar/")
    page.locator("#preset-habanero").click()
    cards = boxes(page, "#hand .card-button")
    assert len(cards) == 8
    assert len({round(card["y"]) for card in cards}) == 1, cards


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(
    ("variant", "players", "cards"),
    [("habanero", 2, 8), ("arrastre", 3, 13), ("arrastre", 4, 10), ("cabrero", 5, 8), ("cabrero", 6, 6)],
)
def test_hand_and_trick_clear_the_labels_at_360(page, live_server, variant, players, cards):
    page.set_viewport_size({"width": 360, "height": 800})
    start(page, live_server, variant, players)
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    hand = page.locator("#hand .card-button")
    sitting_out = page.get_by_text("Repartes y descansas esta mano").count() > 0  # cabrero for six
    assert sitting_out or hand.count() >= cards - 1  # the learner may already have played
    for card in boxes(page, "#hand .card-button"):
        assert card["x"] >= 0
        assert card["x"] + card["width"] <= 360
    labels = boxes(page, ".seat .seat-name")
    for card in boxes(page, "#trick .trick-now .played"):
        for label in labels:
            assert not overlap(card, label), (card, label)
