"""The analysis after a game, by clicking: judge every decision, read the graph and the list of
mistakes, replay a mistake as a drill, find it in the review queue."""

import os

import pytest
from django.contrib.auth import get_user_model
from django.urls import reverse

from games import flows
from games.present import analysis as analysis_presenter
from tests.browser.a11y import assert_axe_clean, screenshots_at_both_widths, with_axe
from tests.browser.test_play import STEP_TIMEOUT, _log_in
from tests.games.helpers import first_legal, learner_view

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _game_with_a_mistake(owner):
    for seed in range(3, 12):
        game = flows.start_game(
            variant="arrastre",
            players=2,
            rules={},
            bot_levels=["", "principiante"],
            feedback="none",
            seed=seed,
            owner=owner,
        )
        for _ in range(10):
            game = flows.play(game, first_legal(learner_view(game)), game.ply)
        mistakes = []
        for d in analysis_presenter.decisions(game):
            verdict = flows.judgement(game, d.ply)
            if verdict.label and verdict.label != "buena":
                mistakes.append(d.ply)
        if mistakes:
            game.notes.all().delete()  # the learner asks for the judgements on the page
            return game, mistakes[0]
        game.delete()
    raise AssertionError("no game with a mistake")


def test_analysis_graph_mistakes_and_a_drill(live_server, page):
    learner = get_user_model().objects.create_user("learner", "learner@example.com", "pw-learner-123")
    game, ply = _game_with_a_mistake(learner)
    stored_best = None
    with_axe(page)
    _log_in(page, live_server, learner)
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(f"{live_server.url}/jugar/{game.public_id}/repaso/")
    page.locator("#judge-all").click()
    page.locator("#analysis-graph").wait_for(timeout=STEP_TIMEOUT * 4)
    assert "Precisión" in page.locator("#accuracy").inner_text()
    assert page.locator("#analysis-graph circle").count() == len(analysis_presenter.decisions(game))
    # The text equivalent opens without a script.
    page.locator(".graph-table summary").click()
    assert page.locator("#graph-table tbody tr").count() == len(analysis_presenter.decisions(game))
    assert_axe_clean(page, "review analysis")
    # Reduced motion: no colour transition is caught half-way by axe's contrast check.
    page.emulate_media(color_scheme="dark", reduced_motion="reduce")
    assert_axe_clean(page, "review analysis, dark")
    page.emulate_media(color_scheme="light")
    screenshots_at_both_widths(page, "review-analysis")
    page.locator(f"#drill-link-{ply}").click()
    page.wait_for_url(f"**/repaso/jugada/{ply}/")
    stored = flows.judgement(game, ply)
    stored_best = stored.best
    page.locator(f"#drill-{stored.action}").click()
    page.locator("#drill-verdict").wait_for(timeout=STEP_TIMEOUT)
    assert "Hay una jugada mejor" in page.locator("#drill-verdict").inner_text()
    assert_axe_clean(page, "drill")
    screenshots_at_both_widths(page, "drill-wrong")
    page.goto(live_server.url + reverse("tutorial:review"))
    link = page.locator("#drill-queue a")
    assert link.count() == 1
    link.click()
    page.wait_for_url(f"**/repaso/jugada/{ply}/")
    if stored_best[:1].isdigit():
        page.locator(f"#drill-{stored_best}").click()
    page.locator("#drill-verdict").wait_for(timeout=STEP_TIMEOUT)
    assert "Bien elegido" in page.locator("#drill-verdict").inner_text()
    screenshots_at_both_widths(page, "drill-right")


def test_the_analysis_graph_has_its_unit_and_shows_every_decision_on_a_phone(live_server, page):
    learner = get_user_model().objects.create_user("phone", "phone@example.com", "pw-learner-123")
    game, _ply = _game_with_a_mistake(learner)
    for d in analysis_presenter.decisions(game):
        flows.judgement(game, d.ply)
    decisions = len(analysis_presenter.decisions(game))
    with_axe(page)
    _log_in(page, live_server, learner)
    drawings = (
        (1280, "#analysis-graph", "#analysis-graph-narrow"),
        (360, "#analysis-graph-narrow", "#analysis-graph"),
    )
    for width, shown, hidden in drawings:
        page.set_viewport_size({"width": width, "height": 800})
        page.goto(f"{live_server.url}/jugar/{game.public_id}/repaso/#analisis")
        graph = page.locator(shown)
        assert graph.is_visible()
        assert not page.locator(hidden).is_visible()
        assert "puntos de diferencia" in graph.locator(".graph-unit").text_content()
        assert "puntos" in page.locator(".analysis-graph figcaption").inner_text()
        circles = graph.locator("circle")
        assert circles.count() == decisions
        for i in range(decisions):
            box = circles.nth(i).bounding_box()
            assert box["x"] >= 0, (width, i, box)
            assert box["x"] + box["width"] <= width, (width, i, box)
            assert box["width"] >= 5, (width, i, box)  # a mark a person can see and tap
        figure = page.locator(".analysis-graph")
        assert figure.evaluate("f => f.scrollWidth <= f.clientWidth")
        assert_axe_clean(page, f"analysis graph at {width} px")
        if os.environ.get("TUTE_SCREENSHOTS"):
            graph.screenshot(path=f"{os.environ['TUTE_SCREENSHOTS']}/analysis-graph-only-{width}.png")
    page.set_viewport_size({"width": 1280, "height": 900})
    screenshots_at_both_widths(page, "analysis-graph")


def test_a_window_mistake_drilled_shows_its_facts(live_server, page):
    """A paso judged a mistake, replayed: the question is the window's, the face-up card and the
    last trick are in sight; answered with the better move by clicking."""
    from tests.games.test_drill_facts import _play

    learner = get_user_model().objects.create_user("window", "window@example.com", "pw-learner-123")
    found = None
    for seed in range(3, 12):
        game = _play(learner, seed)
        for d in analysis_presenter.decisions(game):
            if not d.is_card and flows.judgement(game, d.ply).label not in ("", "buena"):
                found = game, d.ply
                break
        if found:
            break
    assert found
    game, ply = found
    verdict = flows.judgement(game, ply)
    with_axe(page)
    _log_in(page, live_server, learner)
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(f"{live_server.url}/jugar/{game.public_id}/repaso/jugada/{ply}/")
    heading = page.locator("h1").inner_text()
    assert heading.startswith(("¿Cantas", "¿Cambias")), heading
    assert page.locator("#drill-last").is_visible()
    assert "Opciones de la mesa" in page.locator("#drill-options").inner_text()
    assert "Sales tú" not in page.locator("#drill").inner_text()
    assert_axe_clean(page, "window drill")
    screenshots_at_both_widths(page, "drill-window")
    page.locator(f"#drill-{verdict.best.replace(':', '')}").click()
    page.locator("#drill-verdict").wait_for(timeout=STEP_TIMEOUT)
    assert "Bien elegido" in page.locator("#drill-verdict").inner_text()
    page.emulate_media(color_scheme="dark", reduced_motion="reduce")
    assert_axe_clean(page, "window drill answered, dark")
    screenshots_at_both_widths(page, "drill-window-answered-dark")
