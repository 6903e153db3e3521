"""Practice games in a real browser: clicking cards, cantes, refusals, feedback, end, review.

The test plays like a careful learner: it asks the server which cards are legal (the page does
not mark them) and clicks them; once it clicks a forbidden card on purpose.
"""

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

from games import flows
from games.models import Game

STEP_TIMEOUT = 15_000
RULES = {"rondas": 2}  # a match of more than one hand: "Siguiente mano" is clicked too


def _game_of(page):
    public_id = page.url.split("/jugar/")[1].split("/")[0]
    return Game.objects.get(public_id=public_id)


def _ply(page):
    return int(page.locator("#table").get_attribute("data-ply"))


def _click_and_wait(page, selector):
    before = _ply(page)
    page.locator(selector).click()
    # (a locator, not wait_for_function: the site's CSP forbids evaluating strings)
    page.locator(f'#table:not([data-ply="{before}"])').wait_for(timeout=STEP_TIMEOUT)


def _choose(view):
    """The learner's policy: declare when offered (cante first), else the lowest legal card."""
    actions = view.legal_actions()
    for prefix in ("tute:", "cante:", "cambio:"):
        for action in actions:
            if action.startswith(prefix):
                return action
    cards = sorted(a for a in actions if a in view.hand)
    return cards[0] if cards else actions[0]


def _selector(action):
    if action[:1].isdigit():
        return f"#card-{action}"
    return f"#action-{action.replace(':', '')}"


def _play_on_page(page, *, until_hand_over=False, refuse_once=False, screenshots=""):
    """Click through the game as the policy says; returns what was seen on the way."""
    seen = {"cantes": 0, "refusal": False, "feedback": False, "next_hands": 0}
    for step in range(400):
        if page.locator("#match-over").count():
            return seen
        if page.locator("#next-hand").count():
            if until_hand_over:
                return seen
            _click_and_wait(page, "#next-hand")
            seen["next_hands"] += 1
            continue
        game = _game_of(page)
        state = game.match_at().hand
        view = state.view(game.learner_seat)
        assert state.current_player == game.learner_seat
        forbidden = sorted(set(view.hand) - set(view.legal_actions()))
        if refuse_once and not seen["refusal"] and forbidden:
            _play_refused_card(page, forbidden[0], screenshots)
            seen["refusal"] = True
        action = _choose(view)
        if action.startswith(("cante:", "tute:")):
            seen["cantes"] += 1
        _click_and_wait(page, _selector(action))
        if not seen["feedback"] and page.locator("#feedback").count():
            judgement = page.locator("#judgement")
            judgement.wait_for(timeout=STEP_TIMEOUT)
            assert judgement.locator(".verdict-label").inner_text().strip()
            seen["feedback"] = True
        if screenshots and step == 2:
            page.screenshot(path=f"/tmp/{screenshots}.png", full_page=True)
    raise AssertionError("the game did not end")


def _play_refused_card(page, card, screenshots):
    """Click a card the rules forbid: the refusal says why and the focus goes to a demanded card."""
    page.locator(f"#card-{card}").click()
    refusal = page.locator("#refusal")
    refusal.wait_for(timeout=STEP_TIMEOUT)
    assert "No puedes jugar" in refusal.inner_text()
    assert "Hay que" in refusal.inner_text() or "No vale" in refusal.inner_text()
    # htmx settles the swapped hand's classes a moment after #refusal appears: wait.
    page.locator(".card-button.demanded").first.wait_for(timeout=STEP_TIMEOUT)
    # The keyboard focus goes to the first demanded card (the script moves it once htmx has
    # settled the new table: poll briefly).
    for _ in range(40):
        if page.evaluate("document.activeElement.classList.contains('demanded')"):
            break
        page.wait_for_timeout(50)
    else:
        raise AssertionError("the focus is not on a demanded card after the refusal")
    if screenshots:
        page.screenshot(path=f"/tmp/{screenshots}-refusal.png", full_page=True)


def _cante_seed():
    """A habanero seed where the policy above gets to declare a cante (found by playing it)."""
    for seed in range(40):
        game = flows.start_game(
            variant="habanero",
            players=2,
            rules=RULES,
            bot_levels=["", "intermedio"],
            feedback="full",
            seed=seed,
        )
        declared = False
        while not game.finished:
            match = game.match_at()
            if match.hand.is_terminal():
                game = flows.next_hand(game, game.ply)
                continue
            action = _choose(match.hand.view(game.learner_seat))
            declared = declared or action.startswith("cante:")
            game = flows.play(game, action, game.ply)
        game.delete()
        if declared:
            return seed
    raise AssertionError("no seed with a cante")


def _log_in(page, live_server, user):
    client = Client()
    client.force_login(user)
    page.context.add_cookies(
        [{"name": "sessionid", "value": client.cookies["sessionid"].value, "url": live_server.url}]
    )


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_a_whole_habanero_match_by_clicking_with_a_cante_feedback_and_review(live_server, page):
    learner = get_user_model().objects.create_user("learner", "learner@example.com", "pw-learner-123")
    seed = _cante_seed()
    game = flows.start_game(
        variant="habanero",
        players=2,
        rules=RULES,
        bot_levels=["", "intermedio"],
        feedback="full",
        seed=seed,
        owner=learner,
    )
    _log_in(page, live_server, learner)
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(f"{live_server.url}/jugar/{game.public_id}/")
    assert page.locator("#pile").is_visible()
    seen = _play_on_page(page, screenshots="habanero")
    assert seen["cantes"] >= 1
    assert seen["feedback"]
    assert seen["next_hands"] >= 1
    # The hand result shows once the last trick has been replayed.
    page.locator("#hand-result").wait_for(state="visible", timeout=STEP_TIMEOUT * 2)
    assert (
        "Gana la partida" in page.locator("#match-over").inner_text()
        or "Has ganado" in page.locator("#match-over").inner_text()
    )
    assert page.locator("#hand-result table").is_visible()
    page.screenshot(path="/tmp/habanero-end.png", full_page=True)
    page.locator("#review-link").click()
    page.wait_for_url("**/repaso/")
    assert page.locator("#review-step").is_visible()
    page.locator("#next-trick").click()
    page.locator("#review-step h2", has_text="Baza 2").wait_for(timeout=STEP_TIMEOUT)
    page.screenshot(path="/tmp/habanero-review.png", full_page=True)
    page.locator("#play-on").click()
    page.wait_for_url("**/jugar/*/")
    assert page.locator("#hand .card-button").count() >= 1


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_a_hand_of_tute_por_parejas_by_clicking_with_a_refused_card(live_server, page):
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(live_server.url + "/jugar/")
    page.locator("#preset-parejas").click()
    page.wait_for_url("**/jugar/*/")
    assert page.locator(".seat").count() == 4
    seen = _play_on_page(page, until_hand_over=True, refuse_once=True, screenshots="parejas")
    assert seen["refusal"]
    page.locator("#hand-result").wait_for(state="visible", timeout=STEP_TIMEOUT * 2)
    assert "Cartas" in page.locator("#hand-result").inner_text()
    page.screenshot(path="/tmp/parejas-end.png", full_page=True)
    assert seen["feedback"]


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_the_table_fits_a_phone(live_server, page):
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(live_server.url + "/jugar/")
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    page.locator("#preset-parejas").click()
    page.wait_for_url("**/jugar/*/")
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    page.screenshot(path="/tmp/parejas-phone.png", full_page=True)
    game = _game_of(page)
    view = game.match_at().hand.view(game.learner_seat)
    _click_and_wait(page, _selector(_choose(view)))
    page.wait_for_timeout(3000)
    page.screenshot(path="/tmp/parejas-phone-after.png", full_page=True)
    assert page.evaluate("document.documentElement.scrollWidth") <= 360


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_keyboard_only_a_card_is_played_with_tab_and_enter_and_the_hint_answers(live_server, page):
    page.goto(live_server.url + "/jugar/")
    page.locator("#preset-habanero").click()
    page.wait_for_url("**/jugar/*/")
    game = _game_of(page)
    view = game.match_at().hand.view(game.learner_seat)
    target = "card-" + sorted(a for a in view.legal_actions() if a in view.hand)[0]
    for _ in range(60):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.id") == target:
            break
    else:
        raise AssertionError("Tab never reached a playable card")
    before = _ply(page)
    page.keyboard.press("Enter")
    page.locator(f'#table:not([data-ply="{before}"])').wait_for(timeout=STEP_TIMEOUT)
    # After the swap the focus is back in the hand (or on a declaration), not lost on the page.
    # The script moves it once htmx has settled the new table: poll briefly for that.
    for _ in range(40):
        focused = page.evaluate("document.activeElement.id")
        if focused.startswith(("card-", "action-")):
            break
        page.wait_for_timeout(50)
    assert focused.startswith(("card-", "action-")), focused
    page.locator("#hint-button").click()
    hint = page.locator("#hint")
    hint.wait_for(timeout=STEP_TIMEOUT)
    assert "Un experto elegiría" in hint.inner_text()
    assert "1 pista pedida" in page.locator(".hint-form").inner_text()
