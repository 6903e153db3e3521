"""The declaration buttons in a real browser: tute, the habanero swap (cambio), las cuarenta and
las veinte, clicked (or keyboard-activated) by the learner, and what the table shows afterwards.

Each game starts from a known habanero deal (tute.deal_game) where the learner is mano
and holds the as de triunfo: leading it wins the first trick whatever the bot plays, so the
declaration window opens for the learner at once.
"""

import pytest
from django.contrib.auth import get_user_model

from games import flows
from games.models import Game
from tests.browser.test_play import STEP_TIMEOUT, _log_in, _ply
from tute import DECK, deal_game, new_match
from tute.match import Match


def known_match(mine, face_up):
    """A habanero match whose first hand deals `mine` to seat 0 (mano) and shows `face_up`."""
    rest = [c for c in DECK if c not in mine and c != face_up]
    hand = deal_game("habanero", 2, [mine, rest[:8]], trump_card=face_up, pile=rest[8:], dealer=1)
    base = new_match("habanero", 2, seed=1)
    return Match(
        base.variant, base.players, base.rules, base.seed, hand, 0, (), dict(base.standings()), frozenset()
    )


# Once `frame` is on screen and exactly one of the rival's stacks of backs shows: every animation
# paused there, and that stack's count. (Each stack shows from its slot of the replay; at a slot's
# edge two may show for a moment, and a busy machine may answer a second round trip after the
# 1.4 s frame is over: the page reads the frame itself.)
BACKS_DURING = """(frame) => {
    const shown = (element) => element && element.checkVisibility({ visibilityProperty: true });
    if (!shown(document.querySelector(frame))) return null;
    const stacks = [...document.querySelectorAll("#seat-1 .back-stage")].filter(shown);
    if (stacks.length !== 1) return null;
    document.getAnimations().forEach((a) => a.pause());
    return stacks[0].querySelector(".count").textContent;
}"""


def open_known_game(monkeypatch, live_server, page, mine, face_up, viewport=(1280, 900)):
    """A practice game (the learner at seat 0) from a known deal, open in the page."""
    match = known_match(mine, face_up)
    monkeypatch.setattr(Game, "new_match", lambda self: match)
    learner = get_user_model().objects.create_user("learner", "learner@example.com", "pw-learner-123")
    game = flows.start_game(
        variant="habanero",
        players=2,
        rules={},
        bot_levels=["", "principiante"],
        feedback="illegal",
        seed=1,
        owner=learner,
    )
    _log_in(page, live_server, learner)
    page.set_viewport_size({"width": viewport[0], "height": viewport[1]})
    page.goto(f"{live_server.url}/jugar/{game.public_id}/")
    return game


def click_and_wait(page, locator):
    before = _ply(page)
    locator.click()
    page.locator(f'#table:not([data-ply="{before}"])').wait_for(timeout=STEP_TIMEOUT)


def win_first_trick(page):
    """Lead the as de oros (trumps are oros in these deals): it wins, the window opens."""
    click_and_wait(page, page.locator("#card-1o"))
    page.locator("#declare").wait_for(timeout=STEP_TIMEOUT)
    assert "Elige qué hacer" in page.locator("#turn").inner_text()


def tab_to(page, locator, presses=40):
    """Press Tab until `locator` has the focus, as a keyboard user would."""
    for _ in range(presses):
        if locator.evaluate("element => element === document.activeElement"):
            return
        page.keyboard.press("Tab")
    raise AssertionError("Tab never reached the button")


def trump_card_name(page):
    return page.locator("#trump .trump-card svg").get_attribute("aria-label")


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_the_swap_of_the_seven_with_the_keyboard(monkeypatch, live_server, page):
    open_known_game(monkeypatch, live_server, page, ["1o", "7o", "4c", "5c", "6e", "4b", "5b", "6b"], "3o")
    assert trump_card_name(page) == "tres de oros"
    win_first_trick(page)
    group = page.get_by_role("group", name="Cantar, cambiar la muestra o pasar")
    button = group.get_by_role("button", name="Cambiar el siete de oros por la muestra")
    assert button.is_visible()
    assert page.get_by_role("button", name="Paso").is_visible()
    page.screenshot(path="/tmp/decl-cambio-offered.png", full_page=True)
    tab_to(page, button)
    before = _ply(page)
    page.keyboard.press("Space")
    page.locator(f'#table:not([data-ply="{before}"])').wait_for(timeout=STEP_TIMEOUT)
    # The seven lies face up under the pile; the three is in the learner's hand.
    assert trump_card_name(page) == "siete de oros"
    assert page.locator("#card-3o").is_visible()
    assert page.locator("#card-7o").count() == 0
    # The swap keeps the window open: with nothing left to declare, only "Paso" remains.
    assert page.locator("#declare button").all_inner_texts() == ["Paso"]
    page.screenshot(path="/tmp/decl-cambio-done.png", full_page=True)
    paso = page.get_by_role("button", name="Paso")
    tab_to(page, paso)
    before = _ply(page)
    page.keyboard.press("Enter")
    page.locator(f'#table:not([data-ply="{before}"])').wait_for(timeout=STEP_TIMEOUT)
    assert page.locator("#declare").count() == 0
    assert "Juega una carta" in page.locator("#turn").inner_text()


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_the_swap_of_the_two_for_a_low_face_up_card(monkeypatch, live_server, page):
    open_known_game(monkeypatch, live_server, page, ["1o", "2o", "4c", "5c", "6e", "4b", "5b", "6b"], "6o")
    win_first_trick(page)
    assert page.get_by_role("button", name="Cambiar el siete de oros por la muestra").count() == 0
    click_and_wait(page, page.get_by_role("button", name="Cambiar el dos de oros por la muestra"))
    assert trump_card_name(page) == "dos de oros"
    assert page.locator("#card-6o").is_visible()
    assert page.locator("#card-2o").count() == 0


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(
    ("figure", "label", "sentence"),
    [
        ("12", "Cantar tute de reyes", "Cantaste tute de reyes."),
        ("11", "Cantar tute de caballos", "Cantaste tute de caballos."),
    ],
)
def test_tute_ends_the_hand_with_the_learner_winning(monkeypatch, live_server, page, figure, label, sentence):
    mine = ["1o"] + [figure + suit for suit in "oceb"] + ["4c", "5c", "6e"]
    open_known_game(monkeypatch, live_server, page, mine, "5o")
    win_first_trick(page)
    button = page.get_by_role("button", name=label)
    assert button.is_visible()
    tab_to(page, button)
    before = _ply(page)
    page.keyboard.press("Enter")
    page.locator(f'#table:not([data-ply="{before}"])').wait_for(timeout=STEP_TIMEOUT)
    result = page.locator("#hand-result")
    result.wait_for(state="visible", timeout=STEP_TIMEOUT)  # after the table's last replay
    assert "¡Has ganado la mano!" in result.locator("h2").inner_text()
    assert page.locator("#tute-note").inner_text() == sentence
    assert "La mano ha terminado" in page.locator(".table-status").inner_text()
    assert "Tú: tute" in page.locator("#cantes").inner_text()
    assert page.locator("#hand .card-button:not([disabled])").count() == 0
    page.screenshot(path=f"/tmp/decl-tute-{figure}.png", full_page=True)


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_las_cuarenta_first_then_las_veinte(monkeypatch, live_server, page):
    game = open_known_game(
        monkeypatch, live_server, page, ["1o", "3o", "12o", "11o", "12c", "11c", "4e", "5e"], "5o"
    )
    win_first_trick(page)
    # Las cuarenta primero: las veinte wait for the next trick won.
    assert page.get_by_role("button", name="Cantar las veinte en copas").count() == 0
    click_and_wait(page, page.get_by_role("button", name="Cantar las cuarenta en oros"))
    assert "Tú: las cuarenta" in page.locator("#cantes").inner_text()
    assert "las cuarenta" in page.locator("#seat-0 .cante-tag").inner_text()
    game.refresh_from_db()
    mine = game.match_at().hand.view(0).points[0]
    assert f"{mine}" in page.locator("#scoreboard li").first.inner_text()
    assert mine >= 40 + 11

    # The tres de oros is now the highest trump: it wins the second trick too.
    click_and_wait(page, page.locator("#card-3o"))
    page.locator("#declare").wait_for(timeout=STEP_TIMEOUT)
    click_and_wait(page, page.get_by_role("button", name="Cantar las veinte en copas"))
    cantes = page.locator("#cantes").inner_text()
    assert "Tú: las cuarenta" in cantes
    assert "Tú: las veinte en copas" in cantes
    assert page.locator("#declare").count() == 0
    page.screenshot(path="/tmp/decl-veinte.png", full_page=True)


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("width", [1280, 360])
def test_the_rival_backs_follow_the_replay_of_the_trick(monkeypatch, live_server, page, width):
    """(Not a declaration: the replay that precedes the window.) The rival holds 8, plays one
    while the frames run (7 shown with its card), then draws (8 again once the replay ends)."""
    open_known_game(
        monkeypatch, live_server, page, ["1o", "7o", "4c", "5c", "6e", "4b", "5b", "6b"], "3o", (width, 900)
    )
    count = page.locator("#seat-1 .back-stage:visible .count")
    assert count.inner_text() == "8"
    page.locator("#card-1o").click()
    during = page.wait_for_function(BACKS_DURING, arg=".trick-frame.long", timeout=STEP_TIMEOUT)
    assert during.json_value() == "7"
    page.screenshot(path=f"/tmp/backs-mid-{width}.png")
    page.evaluate("document.getAnimations().forEach((a) => a.play())")
    after = page.wait_for_function(BACKS_DURING, arg=".trick-now", timeout=STEP_TIMEOUT)
    assert after.json_value() == "8"
    page.screenshot(path=f"/tmp/backs-end-{width}.png")
