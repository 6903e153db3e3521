"""The pages whose sentences issue 26 made true, used as a person would, with axe and
screenshots: a judged discard (lesson 14), free play with trumps that cannot beat (lesson 6), a
cabrero verdict read in order (lesson 13), the glossary and the rules page, the setup help of
los cantes se pierden and a table of tres sin doses."""

import re

import pytest
from playwright.sync_api import expect

from tests.browser.a11y import assert_axe_clean, screenshots_at_both_widths, with_axe

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _verdict_lines(page):
    return [li.inner_text() for li in page.locator("#verdict li").all()]


def test_lesson_14_grades_the_discard_with_the_judge(live_server, page):
    with_axe(page)
    page.goto(live_server.url + "/aprender/consejos/6/")
    expect(page.locator(".exercise .question")).to_contain_text("¿Qué carta echarías?")
    page.locator("#card-1b").click()  # legal, but 11 points to the rival
    expect(page.locator("#verdict")).to_contain_text("✘")
    expect(page.locator("#verdict")).to_contain_text("le da 11 puntos")
    assert_axe_clean(page, "lesson 14 step 6, a wasteful discard")
    screenshots_at_both_widths(page, "lesson14-discard-wrong")
    page.goto(live_server.url + "/aprender/consejos/6/")
    page.locator("#card-2b").click()
    expect(page.locator("#verdict")).to_contain_text("✔")


def test_lesson_6_says_the_trumps_cannot_beat(live_server, page):
    with_axe(page)
    page.goto(live_server.url + "/aprender/fallar-pisar-libre/7/")
    for card in ("4e", "11e", "1o", "7c"):
        page.locator(f"#card-{card}").click()
    page.locator("#check").click()
    expect(page.locator("#verdict")).to_contain_text("✔")
    text = page.locator("#verdict").inner_text()
    assert "no superan al tres de espadas" in text
    assert "que te obligue" not in text
    assert_axe_clean(page, "lesson 6 step 7 verdict")
    screenshots_at_both_widths(page, "lesson6-libre")
    page.goto(live_server.url + "/aprender/fallar-pisar-libre/5/")
    expect(page.locator("article.step")).to_contain_text("cualquier otro jugador")
    expect(page.locator("article.step")).to_contain_text("si se equivoca")
    screenshots_at_both_widths(page, "lesson6-renuncio")


def test_lesson_13_verdict_reads_rule_ranking_then_players(live_server, page):
    with_axe(page)
    page.goto(live_server.url + "/aprender/cabrero/4/")
    page.locator("#choice-0").click()  # wrong: the first is safe a más
    page.locator("#check").click()
    expect(page.locator("#verdict")).to_contain_text("✘")
    lines = _verdict_lines(page)
    assert lines[0].startswith("✔") or "entraron" in lines[0].lower(), lines
    assert "De más a menos puntos" in lines[1], lines
    players = [re.search(r"Jugador (\d)", line).group(1) for line in lines[2:]]
    assert players == ["1", "4", "2", "3"], lines  # 52, 48, 30 entered; 3 did not
    assert_axe_clean(page, "cabrero verdict")
    screenshots_at_both_widths(page, "lesson13-cabrero-verdict")


def test_the_glossary_and_the_rules_page(live_server, page):
    with_axe(page)
    page.goto(live_server.url + "/aprender/glosario/")
    expect(page.locator("#renuncio + dd")).to_contain_text("cualquier otro jugador")
    expect(page.locator("#fallar + dd")).to_contain_text("compañero")
    expect(page.locator("#mano + dd")).to_contain_text("eliminados")
    assert_axe_clean(page, "glossary")
    screenshots_at_both_widths(page, "glossary")
    page.goto(live_server.url + "/reglas/")
    expect(page.locator("main")).to_contain_text("cantar uno guarda los demás")
    screenshots_at_both_widths(page, "rules-page")


def test_the_setup_help_and_a_table_of_tres_sin_doses(live_server, page):
    with_axe(page)
    page.goto(live_server.url + "/jugar/")
    expect(page.locator("main")).to_contain_text("Si pasas cuando puedes cantar")
    screenshots_at_both_widths(page, "setup-help")
    page.locator("#id_variant").select_option("arrastre")
    page.locator("#id_players").select_option("3")
    page.locator("#id_tres_sin_doses").check()
    page.locator("#start").click()
    page.wait_for_url("**/jugar/*/")
    events = page.locator("#hand-events")
    expect(events).to_contain_text("marca el triunfo")
    assert "sobró" not in events.inner_text()
    assert_axe_clean(page, "tres sin doses table")
    screenshots_at_both_widths(page, "tres-sin-doses")
