"""Off the request path, in a real browser: the played card shows at once, the feedback panel
says «Analizando tu última jugada…» while a worker judges the move, and the verdict appears by
itself when the worker has stored it; against an experto the table shows «pensando…» and the
experto's card arrives by itself when its task has played it."""

from pathlib import Path

import pytest
from django.test import Client, override_settings

from games import flows, tasks
from games.models import SESSION_KEY, Game

STEP_TIMEOUT = 30_000
DUMMY = {"default": {"BACKEND": "django.tasks.backends.dummy.DummyBackend", "QUEUES": ["default"]}}


def _visitor(page, live_server):
    """The owner key of this browser's visitor (its session, made by the practice lobby)."""
    client = Client()
    client.get("/jugar/")
    page.context.add_cookies(
        [{"name": "sessionid", "value": client.cookies["sessionid"].value, "url": live_server.url}]
    )
    return client.session[SESSION_KEY]


def _a_legal_card(game):
    view = game.match_at().hand.view(game.learner_seat)
    return sorted(a for a in view.legal_actions() if a in view.hand)[0]


def _last_learner_ply(game):
    game.refresh_from_db()
    return max(ply for ply, (seat, _action) in enumerate(game.actions) if seat == game.learner_seat)


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
@override_settings(TASKS=DUMMY, TASKS_DEADLINE_SECONDS=120)
def test_the_verdict_appears_by_itself_when_the_worker_has_judged_the_move(live_server, page):
    game = flows.start_game(
        variant="arrastre", players=4, rules={}, feedback="full", seed=3,
        bot_levels=["", "intermedio", "intermedio", "intermedio"], anon_key=_visitor(page, live_server),
    )  # fmt: skip
    page.goto(f"{live_server.url}/jugar/{game.public_id}/")
    page.locator(f"#card-{_a_legal_card(game)}").click()
    panel = page.locator("#feedback")
    panel.get_by_text("Analizando tu última jugada").wait_for(timeout=STEP_TIMEOUT)
    page.wait_for_timeout(1000)  # it keeps asking, and keeps waiting
    assert page.locator("#judgement").count() == 0
    tasks.judge_move.call(game.pk, _last_learner_ply(game))  # what a worker does with the queued task
    page.locator("#judgement .verdict-label").wait_for(timeout=STEP_TIMEOUT)
    screenshots = Path(__file__).resolve().parents[2] / "screenshots"
    if screenshots.is_dir():  # git-ignored: for a person to look at
        page.locator("#feedback").screenshot(path=str(screenshots / "feedback-after-worker-1280.png"))
    assert page.locator("#feedback").get_by_text("Analizando tu última jugada").count() == 0


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
@override_settings(TASKS=DUMMY, TASKS_DEADLINE_SECONDS=120)
@pytest.mark.parametrize("width", [1280, 360])
def test_the_experto_thinks_visibly_and_its_card_arrives_by_itself(live_server, page, width):
    page.set_viewport_size({"width": width, "height": 800})
    tasks.bots_move.get_backend().clear()
    key = _visitor(page, live_server)
    for seed in range(30):  # a hand the learner leads: the experto answers the first card
        game = flows.start_game(
            variant="habanero", players=2, rules={}, feedback="none", bot_levels=["", "experto"], seed=seed,
            anon_key=key, bots_later=tasks.bots_move,
        )  # fmt: skip
        view = game.match_at().hand.view(game.learner_seat)
        if game.ply == 0 and view.current_player == game.learner_seat and not view.in_window:
            break
        game.delete()
    page.goto(f"{live_server.url}/jugar/{game.public_id}/")
    page.locator(f"#card-{_a_legal_card(game)}").click()
    thinking = page.locator("#thinking-1.now")
    thinking.wait_for(timeout=STEP_TIMEOUT)
    assert thinking.inner_text().strip() == "pensando…"
    assert thinking.is_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    screenshots = Path(__file__).resolve().parents[2] / "screenshots"
    if screenshots.is_dir():  # git-ignored: for a person to look at
        page.screenshot(path=str(screenshots / f"experto-pensando-{width}.png"))
    game.refresh_from_db()
    waiting_at = game.ply
    tasks.bots_move.call(game.pk, waiting_at)  # what a worker does with the queued task
    assert Game.objects.get(pk=game.pk).ply > waiting_at
    page.locator("#thinking-1.now").wait_for(state="detached", timeout=STEP_TIMEOUT)
    page.wait_for_function(
        f"Number(document.getElementById('table').dataset.ply) > {waiting_at}", timeout=STEP_TIMEOUT
    )
