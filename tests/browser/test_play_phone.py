"""The practice table on a 360-px phone: a habanero hand of eight cards fits one row; longer
hands take two rows of even length."""

import pytest

FOCUS_ON_TOP = """card => {
    const box = card.getBoundingClientRect();
    const hit = document.elementFromPoint(box.right - 4, box.top + box.height / 2);
    return card === document.activeElement && card.contains(hit);
}"""


def _new_game_page(live_server, page, width=360, height=740):
    page.set_viewport_size({"width": width, "height": height})
    page.goto(live_server.url + "/jugar/")


def _start(page, submit="#preset-habanero"):
    page.locator(submit).click()
    page.wait_for_url("**/jugar/*/")
    return page.locator("#hand .card-button")


def _start_habanero(live_server, page, width, height):
    _new_game_page(live_server, page, width, height)
    cards = _start(page)
    assert cards.count() == 8
    return cards


def _boxes(cards):
    return [cards.nth(i).bounding_box() for i in range(cards.count())]


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_an_eight_card_habanero_hand_sits_on_one_row_of_a_phone(live_server, page):
    cards = _start_habanero(live_server, page, 360, 740)
    boxes = _boxes(cards)
    assert max(b["y"] for b in boxes) - min(b["y"] for b in boxes) < 1, boxes
    # Each card keeps a tap target of at least 40 px, and none leaves the screen.
    lefts = [b["x"] for b in boxes]
    assert min(b - a for a, b in zip(lefts, lefts[1:], strict=False)) >= 40, lefts
    assert min(lefts) >= 0
    assert max(b["x"] + b["width"] for b in boxes) <= 360
    assert page.evaluate("document.scrollingElement.scrollWidth") <= 360
    page.screenshot(path="/tmp/phone-habanero.png", full_page=True)

    # A keyboard user sees the whole focused card with its ring, above its neighbours.
    cards.nth(2).focus()
    page.keyboard.press("Tab")
    focused = cards.nth(3)
    assert focused.evaluate(FOCUS_ON_TOP)
    page.screenshot(
        path="/tmp/phone-habanero-focus.png", clip={"x": 0, "y": 380, "width": 360, "height": 360}
    )


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_the_desktop_hand_does_not_overlap(live_server, page):
    cards = _start_habanero(live_server, page, 1280, 900)
    boxes = _boxes(cards)
    assert len({round(b["y"]) for b in boxes}) == 1
    assert all(b["x"] >= a["x"] + a["width"] for a, b in zip(boxes, boxes[1:], strict=False))
    page.screenshot(path="/tmp/desktop-habanero.png", full_page=True)


def _rows(cards):
    """The hand's rows, top to bottom: each a list of the cards' boxes from left to right."""
    rows = {}
    for box in _boxes(cards):
        rows.setdefault(round(box["y"]), []).append(box)
    return [sorted(row, key=lambda b: b["x"]) for _y, row in sorted(rows.items())]


def _assert_even_rows(page, cards, lengths):
    rows = _rows(cards)
    assert [len(row) for row in rows] == lengths, rows
    for row in rows:
        lefts = [b["x"] for b in row]
        assert min(b - a for a, b in zip(lefts, lefts[1:], strict=False)) >= 40, lefts
        assert min(lefts) >= 0
        assert max(b["x"] + b["width"] for b in row) <= 360
    assert page.evaluate("document.scrollingElement.scrollWidth") <= 360


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_a_ten_card_hand_takes_two_even_rows_of_a_phone(live_server, page):
    _new_game_page(live_server, page)
    cards = _start(page, "#preset-parejas")
    assert cards.count() == 10
    _assert_even_rows(page, cards, [5, 5])
    # Five a row fit side by side: no card hides part of another.
    for row in _rows(cards):
        assert all(b["x"] >= a["x"] + a["width"] for a, b in zip(row, row[1:], strict=False)), row
    page.screenshot(path="/tmp/phone-parejas-hand.png", full_page=True)


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_a_thirteen_card_hand_takes_rows_of_seven_and_six(live_server, page):
    _new_game_page(live_server, page)
    page.locator("#id_variant").select_option("arrastre")
    page.locator("#id_players").select_option("3")
    cards = _start(page, "#start")
    assert cards.count() == 13
    _assert_even_rows(page, cards, [7, 6])
    page.screenshot(path="/tmp/phone-arrastre3-hand.png", full_page=True)
