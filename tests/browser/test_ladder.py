"""The ladder of bot levels in a browser, as a learner uses it: the practice lobby shows the six
levels with what each one plays like, a game starts at each of them and the table names the
bot's level; after three wins at a level the lobby suggests the next one, and the progress page
gives the record per level; while searching bots think, their seat says «pensando…».

Screenshots of each page at 1280 and 360 px go to /tmp (ladder-*.png)."""

import re

import pytest
from playwright.sync_api import expect

from games import words
from games.models import Game
from tests.browser.a11y import assert_axe_clean, screenshots_at_both_widths, with_axe
from tests.browser.test_journey import logged_in
from tests.learners.helpers import game_with_result
from tute.bots import LEVELS

TABLE_TIMEOUT = 30_000  # a maestro may open the hand with a second of thought, on a busy machine

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def csp_watch(page):
    """Every Content Security Policy violation the page reports, collected as it happens."""
    violations = []
    page.on("console", lambda m: "Content Security Policy" in m.text and violations.append(m.text))
    return violations


def rung(page, level):
    """The ladder's radio button of a level (its accessible name is the level's name, followed
    by «sugerido» on the suggested one)."""
    return page.locator("#ladder").get_by_role("radio", name=re.compile("^" + words.level_name(level)))


def test_a_learner_starts_a_game_at_each_level_and_the_table_names_it(page, live_server):
    violations = csp_watch(with_axe(page))
    page.goto(live_server.url + "/jugar/")
    ladder = page.locator("#ladder li")
    expect(ladder).to_have_count(len(LEVELS))
    for number, level in enumerate(LEVELS):
        expect(ladder.nth(number)).to_contain_text(words.level_name(level))
        expect(ladder.nth(number)).to_contain_text(words.level_description(level))
    expect(rung(page, "novato")).to_be_checked()  # a new learner: the first rung, said why
    expect(page.locator("#level-suggestion")).to_contain_text("Empieza por el novato")
    assert_axe_clean(page, "the practice lobby")
    screenshots_at_both_widths(page, "ladder-lobby")
    page.locator("#ladder li").nth(4).click()  # anywhere on a rung, its description too
    expect(rung(page, "experto")).to_be_checked()
    page.keyboard.press("ArrowDown")  # the radio group by keyboard
    expect(rung(page, "maestro")).to_be_checked()

    for level in LEVELS:
        page.goto(live_server.url + "/jugar/")
        page.get_by_label("Modalidad").select_option("habanero")
        rung(page, level).check()
        page.get_by_role("button", name="Empezar la partida").click()
        expect(page.locator("#table")).to_be_visible(timeout=TABLE_TIMEOUT)
        expect(page.locator("#seat-1 .seat-level")).to_have_text(f"robot de nivel {words.level_name(level)}")
    assert [g.bot_levels for g in Game.objects.order_by("created")] == [["", level] for level in LEVELS]

    # One level for every bot, and a seat of its own: arrastre for three, the second bot a maestro.
    page.goto(live_server.url + "/jugar/")
    page.get_by_label("Modalidad").select_option("arrastre")
    page.get_by_label("Jugadores").select_option("3")
    rung(page, "aficionado").check()
    page.locator("#seat-levels summary").click()
    page.get_by_label("Jugador 3").select_option("maestro")
    page.get_by_role("button", name="Empezar la partida").click()
    expect(page.locator("#table")).to_be_visible(timeout=TABLE_TIMEOUT)
    expect(page.locator("#seat-1 .seat-level")).to_contain_text("Aficionado")
    expect(page.locator("#seat-2 .seat-level")).to_contain_text("Maestro")
    assert Game.objects.latest("created").bot_levels == ["", "aficionado", "maestro"]
    assert not violations


def test_three_wins_at_a_level_suggest_the_next_and_the_progress_page_keeps_the_record(page, live_server):
    learner = logged_in(page.context, live_server)
    game_with_result(won=False, level="novato", owner=learner, first_seed=400)  # the oldest
    for n in range(3):
        game_with_result(won=True, level="aficionado", owner=learner, first_seed=1 + 50 * n)
    violations = csp_watch(with_axe(page))

    page.goto(live_server.url + "/jugar/")
    expect(page.locator("#level-suggestion")).to_have_text(
        "Has ganado 3 partidas seguidas al aficionado: prueba con el intermedio."
    )
    expect(rung(page, "intermedio")).to_be_checked()
    expect(page.locator("#ladder li.suggested")).to_contain_text("Intermedio")
    expect(page.locator("#presets-level")).to_contain_text("nivel intermedio")
    assert_axe_clean(page, "the lobby with a suggestion")
    screenshots_at_both_widths(page, "ladder-suggestion")
    page.get_by_label("Modalidad").select_option("habanero")
    page.get_by_role("button", name="Empezar la partida").click()
    expect(page.locator("#seat-1 .seat-level")).to_contain_text("Intermedio", timeout=TABLE_TIMEOUT)

    page.goto(live_server.url + "/mi-progreso/")
    record = page.locator("#level-record")
    expect(record.locator("tr.level-row")).to_have_count(2)  # novato first, then aficionado
    expect(record.locator("tr.level-row").nth(0)).to_contain_text("Novato")
    aficionado = record.locator("tr.level-row").nth(1)
    expect(aficionado.locator("th")).to_have_text("Aficionado (todas en: Tute habanero)")
    expect(aficionado.locator("td").nth(0)).to_contain_text("3–0")  # games won–lost
    expect(aficionado.locator("td").nth(0)).to_contain_text("ganadas: 3, perdidas: 0")  # as it is read
    expect(page.locator("#progress-suggestion")).to_contain_text("prueba con el intermedio")
    assert_axe_clean(page, "the progress page with the record per level")
    screenshots_at_both_widths(page, "ladder-progress")
    page.locator("#progress-suggestion a").click()
    expect(rung(page, "intermedio")).to_be_checked()
    assert not violations


def _move_held(page):
    """Click a move of the learner's and hold its request (the route) until the test lets it go."""
    held = []
    page.route("**/jugada/", lambda route: held.append(route))
    choice = page.locator(".hand-cards .card-button:not([disabled])")
    (choice.first if choice.count() else page.locator("#declare button").last).click()
    return held


def _let_go(page, held, ply):
    assert len(held) == 1
    held[0].continue_()
    page.unroute("**/jugada/")
    expect(page.locator("#table")).not_to_have_attribute("data-ply", ply, timeout=TABLE_TIMEOUT)


def test_searching_bots_say_they_are_thinking_while_the_move_is_answered(page, live_server):
    violations = csp_watch(with_axe(page))
    page.goto(live_server.url + "/jugar/")
    page.get_by_label("Modalidad").select_option("habanero")
    rung(page, "experto").check()
    page.get_by_role("button", name="Empezar la partida").click()
    expect(page.locator("#turn")).to_contain_text("Te toca", timeout=TABLE_TIMEOUT)
    thinking = page.locator("#seat-1 .bot-thinking")
    expect(thinking).to_be_hidden()

    ply = page.locator("#table").get_attribute("data-ply")
    held = _move_held(page)
    expect(thinking).to_be_visible()
    expect(thinking).to_have_text("pensando…")
    expect(page.locator("#announcer")).to_have_text("El robot está pensando…")
    _let_go(page, held, ply)
    expect(page.locator("#seat-1 .bot-thinking")).to_be_hidden()
    expect(page.locator("#announcer")).not_to_contain_text("pensando")
    assert not violations

    # Looked at while the bot thinks (last: the screenshots leave marks that the swap would copy).
    expect(page.locator("#turn")).to_contain_text("Te toca", timeout=TABLE_TIMEOUT)
    ply = page.locator("#table").get_attribute("data-ply")
    held = _move_held(page)
    expect(thinking).to_be_visible()
    expect(page.locator(".htmx-request")).not_to_have_count(0)
    expect(page.locator(".htmx-request:not(.bot-thinking, #hand)")).to_have_count(0)  # the seats only
    assert_axe_clean(page, "the table while the bot thinks")
    screenshots_at_both_widths(page, "ladder-thinking")
    _let_go(page, held, ply)


def test_bots_that_answer_at_once_show_no_thinking(page, live_server):
    page.goto(live_server.url + "/jugar/")
    page.get_by_label("Modalidad").select_option("habanero")
    rung(page, "novato").check()
    page.get_by_role("button", name="Empezar la partida").click()
    expect(page.locator("#seat-1 .seat-level")).to_contain_text("Novato", timeout=TABLE_TIMEOUT)
    expect(page.locator(".bot-thinking")).to_have_count(0)
