"""A table that feels live, in real browsers (several contexts, each a person with a session of
their own) on a daphne server: names instead of practice words, a clock, a person waited for,
one's own card moving at once, «Empezar» starting everybody's felt through the socket, controls
given back after every answer, votes told right, and a teacher following all her class's tables
from one page. Screenshots (TABLES_SCREENSHOTS=folder) of a table with a clock, a spectator and a
waiting seat, at 1280 and 360 px.
"""

import re

import pytest
from django.contrib.auth import get_user_model
from django.db import connection
from django.test import Client
from django.utils import timezone
from playwright.sync_api import expect

from games.models import Game
from tables import flows
from tables.models import Table
from teachers import flows as teachers
from teachers.models import Classroom, Membership

from ..tables.servers import database_url, start_daphne, stop
from .test_tables import STEP, _every_page_moves_on, _open, _selector, shot
from .test_tables import people as people_fixture  # noqa: F401 (a fixture, used below)

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def server(request, transactional_db):
    """A daphne server; a `server_env` mark adds settings (a lower rate limit...)."""
    mark = request.node.get_closest_marker("server_env")
    env = {"TABLES_GRACE_SECONDS": "60", "TABLES_TICK_SECONDS": "0.5", **(mark.args[0] if mark else {})}
    process, url = start_daphne(database_url(connection.settings_dict), extra_env=env)
    yield url
    stop(process)


@pytest.fixture
def people(people_fixture):  # noqa: F811
    """A new person: a browser context of their own (tests/browser/test_tables.py)."""
    return people_fixture


def _sit_as(page, server, table, seat, name):
    page.goto(f"{server}/mesas/{table.code}/")
    page.locator(f"#guest-name-{seat}").fill(name)
    page.locator(f"#sit-{seat}").click()
    expect(page.locator(f"#room-seat-{seat}")).to_contain_text(re.compile(r"\((tú|you)\)"))


def _state(table):
    game = Table.objects.get(pk=table.pk).game
    return game, game.match_at().hand


def _wait_for_turn(table, seats, pages):
    """Until the hand waits on one of `seats` (bots play in between); that seat."""
    for _ in range(60):
        game, state = _state(table)
        if not state.is_terminal() and state.current_player in seats:
            return state.current_player
        pages[0].wait_for_timeout(250)
    raise AssertionError("no person's turn came")


def test_a_live_table_with_names_a_clock_a_spectator_and_a_waiting_seat(server, people):
    ana, bea, watcher = people(), people(), people(360)
    table = _open(ana, server, variant="arrastre", players="4", waiting=(2,), parejas=True)
    _sit_as(bea, server, table, 2, "Bea")
    expect(ana.locator("#room-seat-2")).to_contain_text("Bea")  # pushed, no reload
    expect(ana.locator("#room-seat-2 .presence.on")).to_have_count(1)  # present at once
    Table.objects.filter(pk=table.pk).update(turn_seconds=120)
    ana.evaluate("window.sameDocument = true")
    ana.locator("#start-match").click()
    for page in (ana, bea):
        expect(page.locator("#table")).to_be_visible()
    assert ana.evaluate("window.sameDocument === true")  # «Empezar» through the socket: no reload
    watcher.goto(f"{server}/mesas/{table.code}/")
    expect(watcher.locator("#table")).to_be_visible()
    # Names, not the practice table's words; a bot named once.
    expect(watcher.locator("#scoreboard")).to_contain_text("Jugador 1 y Bea")
    expect(ana.locator("#scoreboard")).to_contain_text("Tú y Bea")
    for page in (ana, watcher):
        for word in ("Rival", "Compañero", "Nosotros", "Ellos"):
            expect(page.locator("#table")).not_to_contain_text(word)
    assert len(re.findall("Principiante", ana.locator("#seat-1 .seat-name").inner_text())) == 1
    # The clock: everybody sees it; the person whose turn it is is told how long is left.
    seat = _wait_for_turn(table, {0, 2}, {0: ana})
    mover, other = (ana, bea) if seat == 0 else (bea, ana)
    expect(mover.locator("#turn-clock")).to_contain_text("Te quedan")
    expect(other.locator("#turn-clock")).to_contain_text("le quedan")
    expect(watcher.locator("#turn-clock")).to_be_visible()
    first = int(mover.locator("#turn-clock .clock-face .countdown").inner_text())
    mover.wait_for_timeout(2200)
    assert int(mover.locator("#turn-clock .clock-face .countdown").inner_text()) < first  # it counts down
    face = mover.locator("#turn-clock .clock-face .countdown").inner_text()
    assert mover.locator("#turn-clock .clock-text .countdown").inner_text() in (face, str(int(face) - 1))
    # One's own card leaves the hand at once, before the server's answer.
    mover.evaluate(
        "window.sawPending = false; new MutationObserver(() => {"
        " if (document.querySelector('#trick .pending')) window.sawPending = true;"
        "}).observe(document.body, {subtree: true, childList: true})"
    )
    game, state = _state(table)
    card = sorted(a for a in state.view(seat).legal_actions() if a[:1].isdigit())[0]
    mover.locator(f"#card-{card}").click()
    _every_page_moves_on({0: ana, 1: bea, 2: watcher}, game.ply)
    assert mover.evaluate("window.sawPending")
    # Bea goes away: the others wait for her, with the seconds left before a bot plays for her.
    bea.close()
    for page in (ana, watcher):
        expect(page.locator("#away-2")).to_contain_text("Esperando a Bea")
    shot(ana, "live-table-clock-spectator-waiting-1280")
    shot(watcher, "live-table-spectator-360")
    ana.set_viewport_size({"width": 360, "height": 800})
    expect(ana.locator("#hand .card-button").first).to_be_visible()
    ana.wait_for_timeout(600)  # the layout settles after the resize
    shot(ana, "live-table-clock-spectator-waiting-360")
    watcher.set_viewport_size({"width": 1280, "height": 900})
    shot(watcher, "live-table-spectator-1280")


@pytest.mark.server_env({"TABLES_RATE_LIMIT": "4"})
def test_every_answer_gives_the_controls_back_and_phrases_work_again(server, people):
    ana, bea = people(), people()
    table = _open(ana, server)
    _sit_as(bea, server, table, 1, "Bea")
    ana.locator("#start-match").click()
    expect(bea.locator("#table")).to_be_visible()
    for n in range(1, 4):  # a phrase, again and again: every answer gives the buttons back
        bea.locator("#phrase-gracias").click()
        expect(ana.locator("#table-phrases .phrase")).to_have_count(n)
        expect(bea.locator("#phrase-gracias")).to_be_enabled()
    bea.locator("#phrase-vaya").click()
    bea.locator("#phrase-vaya").click(timeout=STEP)  # past the limit: «Vas demasiado deprisa»
    expect(bea.locator("#table-error")).to_contain_text("deprisa")
    expect(bea.locator("#phrase-vaya")).to_be_enabled()
    seat = _wait_for_turn(table, {0, 1}, {0: ana})
    page = ana if seat == 0 else bea
    page.locator("#phrase-otra").click()
    if seat == 1:
        expect(page.locator("#table-error")).to_contain_text("deprisa")
    expect(page.locator(".hand-cards .card-button:not([disabled])").first).to_be_visible()


def _cabrero_three(server, people):
    ana, bea, carlos = people(), people(), people(360)
    table = _open(ana, server, variant="cabrero", players="3", waiting=(1, 2))
    _sit_as(bea, server, table, 1, "Bea")
    _sit_as(carlos, server, table, 2, "Carlos")
    ana.locator("#start-match").click()
    for page in (ana, bea, carlos):
        expect(page.locator("#table")).to_be_visible()
    return table, {0: ana, 1: bea, 2: carlos}


def test_votes_are_told_right_and_a_refused_card_comes_back(server, people):
    table, pages = _cabrero_three(server, people)
    names = {0: "Jugador 1", 1: "Bea", 2: "Carlos"}
    pages[0].locator("#propose-end").click()
    expect(pages[1].locator("#vote-yes")).to_be_visible()
    pages[1].locator("#vote-yes").click()
    expect(pages[2].locator("#room-events")).to_contain_text("Bea está de acuerdo en terminar la partida")
    expect(pages[2].locator("#room-events .latest")).not_to_contain_text("propone")
    # The person whose turn it is plays on (a card the rules refuse first, when there is one).
    game, state = _state(table)
    seat = state.current_player
    view = state.view(seat)
    refused = sorted(set(view.hand) - set(view.legal_actions()))
    if refused:
        pages[seat].locator(f"#card-{refused[0]}").click()
        expect(pages[seat].locator("#refusal")).to_be_visible()
        expect(pages[seat].locator(f"#card-{refused[0]}")).to_be_visible()  # back in the hand
        expect(pages[seat].locator(f"#card-{refused[0]}")).to_be_enabled()
    card = sorted(a for a in view.legal_actions() if a[:1].isdigit())[0]
    pages[seat].locator(_selector(card)).click()
    _every_page_moves_on(pages, game.ply)
    for page in pages.values():
        expect(page.locator("#room-events")).to_contain_text(
            f"{names[seat]} ha jugado: se retira la propuesta de terminar"
        )
    shot(pages[2], "cabrero-votes-360")


def test_a_teacher_follows_all_her_class_tables_from_one_page(server, people):
    teacher_page, lucia, pablo = people(), people(), people(360)
    users = get_user_model().objects
    teacher = users.create_user("marta@example.com", "marta@example.com", "x")
    teachers.set_profile(teacher, is_teacher=True, display_name="Profe Marta")
    classroom = Classroom.objects.create(owner=teacher, name="4º B")
    tables = []
    for page, email, name in (
        (lucia, "lucia@example.com", "Lucía García"),
        (pablo, "pablo@example.com", "Pablo R."),
    ):
        student = users.create_user(email, email, "x")
        Membership.objects.create(classroom=classroom, student=student, name=name)
        _log_in(page, server, student)
        table = flows.open_table(
            flows.Who(teacher), variant="habanero", players=2, rules={}, seats=["novato"], listed=False,
            turn_seconds=0, phrases=True, classroom=classroom,
        )  # fmt: skip
        page.goto(f"{server}/mesas/{table.code}/")
        page.locator("#sit-0").click()
        expect(page.locator("#room-seat-0")).to_contain_text(name)  # the name in the class
        tables.append(table)
    _log_in(teacher_page, server, teacher)
    teacher_page.goto(server + "/mesas/")
    teacher_page.locator(f"#watch-class-{classroom.pk}").click()
    for table in tables:
        expect(teacher_page.locator(f"#watch-{table.code}")).to_contain_text("esperando")
        tab = teacher_page.context.new_page()  # the teacher starts it from the table's own page
        tab.goto(f"{server}/mesas/{table.code}/")
        tab.locator("#start-match").click()
        expect(tab.locator("#table")).to_be_visible()
        tab.close()
        expect(teacher_page.locator(f"#watch-{table.code}")).to_contain_text("jugando")  # pushed
    expect(teacher_page.locator(f"#watch-{tables[0].code}")).to_contain_text("Lucía García")
    expect(teacher_page.locator(f"#watch-{tables[1].code}")).to_contain_text("Pablo R.")
    # Lucía plays: the teacher's page follows her table, and only hers, without a reload.
    seat = _wait_for_turn(tables[0], {0}, {0: lucia})
    game, state = _state(tables[0])
    lucia.locator("#hand .card-button:not([disabled])").first.wait_for()
    card = sorted(a for a in state.view(seat).legal_actions() if a[:1].isdigit())[0]
    watched, other = (f"#watch-{t.code}" for t in tables)
    before = {key: teacher_page.locator(key).inner_html() for key in (watched, other)}
    lucia.locator(f"#card-{card}").click()
    teacher_page.wait_for_function(
        "([id, before]) => document.querySelector(id).innerHTML !== before",
        arg=[watched, before[watched]],
        timeout=STEP,
    )
    assert teacher_page.locator(other).inner_html() == before[other]  # Pablo's table did not move
    expect(teacher_page.locator(".hand-cards")).to_have_count(0)  # nobody's hand on this page
    shot(teacher_page, "class-tables-1280")
    teacher_page.set_viewport_size({"width": 360, "height": 800})
    shot(teacher_page, "class-tables-360")


def _log_in(page, server, user):
    client = Client()
    client.force_login(user)
    page.context.add_cookies(
        [{"name": "sessionid", "value": client.cookies["sessionid"].value, "url": server}]
    )


@pytest.fixture
def english(browser):
    """A person whose browser asks for English."""
    contexts = []

    def person(width=1280):
        context = browser.new_context(locale="en-GB", viewport={"width": width, "height": 900})
        context.set_default_timeout(STEP)
        contexts.append(context)
        return context.new_page()

    yield person
    for context in contexts:
        context.close()


def _chosen(state, step):
    """The action the English match below clicks at `step`: a declaration when one is offered,
    else a card picked by the step; and the declarations offered."""
    actions = state.view(state.current_player).legal_actions()
    special = [a for a in actions if a.startswith(("cambio", "cante", "tute"))]
    cards = sorted(a for a in actions if a[:1].isdigit())
    return (special[0] if special else cards[step % len(cards)] if cards else "paso"), special


def _reseed_with_a_declaration(table):
    """Give the table's unplayed match the first seed whose hands, played by `_chosen`, offer a
    declaration; the table's stamp moves so that every process reads the game again."""
    game = Table.objects.get(pk=table.pk).game
    assert not game.actions
    for seed in range(1, 200):
        game.seed, offered = seed, False
        match = game.new_match()
        for step in range(400):
            if match.is_over():
                break
            if match.hand.is_terminal():
                match = match.next_hand()
                continue
            action, special = _chosen(match.hand, step)
            offered = offered or bool(special)
            match = match.apply(action)
        if offered and match.is_over():
            Game.objects.filter(pk=game.pk).update(seed=seed)
            Table.objects.filter(pk=table.pk).update(updated=timezone.now())
            return
    raise AssertionError("no seed offers a declaration")


def test_an_english_match_of_several_hands_with_swaps_and_cantes(server, english):
    """Two guests in English play a whole habanero match to two hands won: every declaration the
    engine offers (the 7's swap, cantes) is made by clicking, and the next hands are dealt."""
    ana, bea = english(), english(360)
    ana.goto(server + "/mesas/nueva/")
    ana.locator("#id_variant").select_option("habanero")
    ana.locator("#id_rondas").select_option("2")
    ana.locator("#id_level_1").select_option("")
    ana.locator("#open").click()
    expect(ana.locator("h1")).to_contain_text("Table")
    table = Table.objects.get(code=ana.locator("#table-code").inner_text().strip())
    _sit_as(bea, server, table, 1, "Bea")
    expect(ana.locator("#room-seat-1")).to_contain_text("Bea")
    ana.locator("#start-match").click()
    for page in (ana, bea):  # the match has started (its game saved) before the loop reads it
        expect(page.locator("#table")).to_be_visible()
    # The match's seed is random: one whose deals offer a declaration to the clicks below is put
    # in before the first move (the pages read the new deal), so the test does not hang on luck.
    _reseed_with_a_declaration(table)
    for page in (ana, bea):
        page.reload()
        expect(page.locator("#table")).to_be_visible()
    pages = {0: ana, 1: bea}
    declared = []
    for step in range(400):
        game, state = _state(table)
        if game.finished:
            break
        if state.is_terminal():
            ana.locator("#next-hand").click()
            _every_page_moves_on(pages, game.ply)
            continue
        action, special = _chosen(state, step)
        declared += special[:1]
        pages[state.current_player].locator(_selector(action)).click()
        _every_page_moves_on(pages, game.ply)
    game, _state_now = _state(table)
    assert game.finished
    assert sum(1 for _s, a in game.actions if a == "siguiente_mano") >= 1  # several hands
    assert declared, "no swap or cante was offered in the whole match"
    for page in pages.values():
        expect(page.locator("#match-over")).to_be_visible()
        expect(page.locator("#room-events")).to_contain_text("The match is over")
    shot(bea, "english-match-over-360")
