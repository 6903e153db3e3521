"""The card table of the exercises in a real browser: it fits a 360-px phone, seat labels
included. Screenshots go to /tmp/tutorial-table-phone-*.png."""

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# four players with the long labels ("Rival, izquierda", "Compañero", "Rival, derecha") in one row
TABLES = [
    "/aprender/practicar/winner/5/",
    "/aprender/en-pareja/6/",
    "/aprender/consejos/6/",
]


def outside(box, frame):
    return (
        box["x"] < frame["x"] - 0.5
        or box["x"] + box["width"] > frame["x"] + frame["width"] + 0.5
        or box["y"] < frame["y"] - 0.5
        or box["y"] + box["height"] > frame["y"] + frame["height"] + 0.5
    )


@pytest.mark.parametrize("language", ["es-ES", "en-US"])
def test_seat_labels_stay_inside_the_card_table_on_a_phone(browser, live_server, language):
    context = browser.new_context(locale=language, viewport={"width": 360, "height": 780})
    page = context.new_page()
    try:
        for number, url in enumerate(TABLES):
            page.goto(live_server.url + url)
            table = page.locator(".card-table")
            frame = table.bounding_box()
            for label in page.locator(".card-table .seat-label").all():
                box = label.bounding_box()
                assert not outside(box, frame), f"{url}: «{label.inner_text()}» {box} leaves {frame}"
            for card in page.locator(".card-table svg.card").all():
                assert not outside(card.bounding_box(), frame), url
            assert page.evaluate("document.documentElement.scrollWidth") <= 360
            table.screenshot(path=f"/tmp/tutorial-table-phone-{language}-{number}.png")
    finally:
        context.close()
