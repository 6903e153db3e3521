"""Tables of people in real browsers: two to four browser contexts (each a person, with its own
session) on a daphne server serving HTTP and WebSockets on the test database.

A whole hand played together by clicking, with a spectator; a disconnect and return; a timeout;
an amicable end; a class table. Nothing is reloaded: every change arrives through the socket.
"""

import os

import pytest
from django.contrib.auth import get_user_model
from django.db import connection
from django.test import Client
from playwright.sync_api import expect

from accounts.models import set_display_name
from tables.models import Table
from teachers import flows as teachers
from teachers.models import Classroom, Membership

from ..tables.servers import database_url, start_daphne, stop

SHOTS = os.environ.get("TABLES_SCREENSHOTS", "")
STEP = 15_000

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def server(request, transactional_db):
    """A daphne server; a bot sits in for an absent person after a minute, or after the seconds of
    the test's `grace` mark (a short grace on a busy machine would replace people who are there)."""
    mark = request.node.get_closest_marker("grace")
    grace = mark.args[0] if mark else 60
    process, url = start_daphne(
        database_url(connection.settings_dict),
        extra_env={"TABLES_GRACE_SECONDS": str(grace), "TABLES_TICK_SECONDS": "0.5"},
    )
    yield url
    stop(process)


@pytest.fixture
def people(browser):
    """A new person (a browser context of their own); no page of theirs may break the CSP."""
    contexts, violations = [], []

    def watch(page):
        page.on("console", lambda m: "Content Security Policy" in m.text and violations.append(m.text))

    def person(width=1280):
        context = browser.new_context(locale="es-ES", viewport={"width": width, "height": 900})
        context.set_default_timeout(STEP)
        context.on("page", watch)
        contexts.append(context)
        return context.new_page()

    yield person
    for context in contexts:
        context.close()
    assert not violations, violations[:3]


def shot(page, name):
    if SHOTS:
        page.screenshot(path=f"{SHOTS}/{name}.png", full_page=True)


def _open(page, server, *, variant="habanero", players="2", waiting=(1,), parejas=False):
    page.goto(server + "/mesas/")
    shot(page, f"lobby-{page.viewport_size['width']}")
    page.locator("#open-table").click()
    page.locator("#id_variant").select_option(variant)
    page.locator("#id_players").select_option(players)
    if parejas:
        page.locator("#id_parejas").check()
    for seat in range(1, int(players)):
        page.locator(f"#id_level_{seat}").select_option("" if seat in waiting else "principiante")
    page.locator("#open").click()
    code = page.locator("#table-code").inner_text().strip()
    return Table.objects.get(code=code)


def _join_by_code(page, server, table, seat):
    page.goto(server + "/mesas/")
    page.locator("#codigo").fill(table.code.lower())
    page.locator("#join-button").click()
    page.locator(f"#sit-{seat}").click()
    expect(page.locator(f"#room-seat-{seat}")).to_contain_text("(tú)")


def _selector(action):
    if action[:1].isdigit():
        return f"#card-{action}"
    return f"#action-{action.replace(':', '')}"


def _ply(page):
    return int(page.locator("#table").get_attribute("data-ply"))


def _play_turn(pages, table, step):
    """The person whose turn it is clicks a legal card or declaration; every page moves on."""
    game = Table.objects.get(pk=table.pk).game
    state = game.match_at().hand
    seat = state.current_player
    actions = state.view(seat).legal_actions()
    declarations = [
        a for a in actions if not a[:1].isdigit() and a != "paso" and not a.startswith("renuncio")
    ]
    cards = sorted(a for a in actions if a[:1].isdigit())
    action = declarations[0] if declarations else cards[step % len(cards)] if cards else actions[0]
    before = game.ply
    pages[seat].locator(_selector(action)).click()
    _every_page_moves_on(pages, before)


def _next_hand(pages, table):
    """A hand ended without ending the match: a player deals the next one; every page follows."""
    before = Table.objects.get(pk=table.pk).game.ply
    pages[0].locator("#next-hand").click()
    _every_page_moves_on(pages, before)


def _every_page_moves_on(pages, before):
    """Every player's page shows the table after ply `before`, pushed without a reload."""
    for page in pages.values():
        page.locator(f'#table:not([data-ply="{before}"])').wait_for(timeout=STEP)


def _wait_for_turn_of_a_person(table, seats):
    game = Table.objects.get(pk=table.pk).game
    state = game.match_at().hand
    return not state.is_terminal() and state.current_player in seats


def test_a_whole_hand_together_with_a_spectator(server, people):
    ana, bea, watcher = people(), people(), people(360)
    table = _open(ana, server)
    _join_by_code(bea, server, table, 1)
    expect(ana.locator("#room-seat-1")).to_contain_text("Jugador 2")  # arrived without a reload
    ana.locator("#start-match").click()
    for page in (ana, bea):
        expect(page.locator("#table")).to_be_visible()
    bea.locator("#hand .card-button").first.wait_for()
    watcher.goto(f"{server}/mesas/{table.code}/")
    expect(watcher.locator("#table")).to_be_visible()
    expect(watcher.locator(".hand-cards .card-button")).to_have_count(0)
    shot(ana, "table-1280")
    shot(watcher, "spectator-360")
    pages = {0: ana, 1: bea}
    for step in range(80):
        table.refresh_from_db()
        if table.game.match_at().hand.is_terminal():
            break
        _play_turn(pages, table, step)
    for page in (ana, bea, watcher):
        expect(page.locator("#hand-result")).to_be_visible()
    shot(bea, "hand-result-1280")
    expect(ana.locator("#my-judgements")).to_be_visible()
    ana.locator("#my-judgements").click()
    expect(ana.locator("h1")).to_contain_text("valoración")
    # Each player's review is the practice games' review, of their own cards: step by step.
    bea.locator("#my-review").click()
    expect(bea.locator("#review-step h2")).to_contain_text("Baza 1 de")
    expect(bea.locator("#play-on")).to_have_count(0)
    bea.locator("#next-trick").click()
    expect(bea.locator("#review-step h2")).to_contain_text("Baza 2 de")
    shot(bea, "table-review-1280")
    bea.set_viewport_size({"width": 360, "height": 800})
    shot(bea, "table-review-360")


@pytest.mark.grace(5)
def test_a_dropped_connection_is_played_by_a_bot_and_the_seat_comes_back(server, people):
    ana, bea = people(), people()
    table = _open(ana, server)
    _join_by_code(bea, server, table, 1)
    ana.locator("#start-match").click()
    expect(bea.locator("#table")).to_be_visible()
    bea_context = bea.context
    bea.close()  # the connection drops
    expect(ana.locator("#room-seat-1")).to_contain_text("juega un bot", timeout=STEP)
    expect(ana.locator("#room-events")).to_contain_text("se ha desconectado")
    # The table goes on: Ana plays, the bot answers for Bea.
    pages = {0: ana}
    for step in range(3):
        if not _wait_for_turn_of_a_person(table, {0}):
            break
        _play_turn(pages, table, step)
    back = bea_context.new_page()
    back.goto(f"{server}/mesas/{table.code}/")
    expect(ana.locator("#room-events")).to_contain_text("ha vuelto", timeout=STEP)
    expect(ana.locator("#room-seat-1")).not_to_contain_text("juega un bot")
    game = Table.objects.get(pk=table.pk).game
    assert game.bot_levels[1] == ""


def test_a_turn_that_runs_out_is_played_by_a_bot(server, people):
    ana, bea = people(360), people(360)
    table = _open(ana, server)
    _join_by_code(bea, server, table, 1)
    Table.objects.filter(pk=table.pk).update(turn_seconds=2)  # the shortest choice is 30 s
    shot(bea, "waiting-room-360")
    ana.locator("#start-match").click()
    expect(ana.locator("#room-events")).to_contain_text("Se acabó el tiempo", timeout=STEP)
    expect(bea.locator("#room-events")).to_contain_text("un bot ha jugado por esa vez")
    shot(bea, "timeout-360")


def test_an_amicable_end_by_everybodys_vote(server, people):
    ana, bea = people(), people()
    table = _open(ana, server)
    _join_by_code(bea, server, table, 1)
    ana.locator("#start-match").click()
    expect(bea.locator("#table")).to_be_visible()
    ana.locator("#propose-end").click()
    expect(bea.locator("#vote-yes")).to_be_visible()
    expect(ana.locator("#room-seat-0")).to_contain_text("quiere terminar")
    bea.locator("#vote-yes").click()
    for page in (ana, bea):
        expect(page.locator("#room-events")).to_contain_text("mutuo acuerdo: no cuenta para nadie")
    expect(ana.locator("#start-match")).to_be_visible()  # the owner may start another match
    assert Table.objects.get(pk=table.pk).rounds.get().amicable


def _logged_in(page, server, email, *, teacher=False):
    user = get_user_model().objects.create_user(username=email, email=email, password="x")
    if teacher:
        teachers.set_profile(user, is_teacher=True, display_name="Profe Marta")
    else:
        set_display_name(user, email.split("@")[0].capitalize())
    client = Client()
    client.force_login(user)
    page.context.add_cookies(
        [{"name": "sessionid", "value": client.cookies["sessionid"].value, "url": server}]
    )
    return user


def test_a_class_table_seats_only_the_class_and_its_teacher_watches(server, people):
    teacher_page, lucia, pablo, outsider = people(), people(), people(360), people()
    teacher = _logged_in(teacher_page, server, "marta@example.com", teacher=True)
    classroom = Classroom.objects.create(owner=teacher, name="4º B")
    for page, email in ((lucia, "lucia@example.com"), (pablo, "pablo@example.com")):
        Membership.objects.create(classroom=classroom, student=_logged_in(page, server, email))
    _logged_in(outsider, server, "otro@example.com")
    # The teacher opens the table for her class; two of her students sit; a stranger may not.
    teacher_page.goto(server + "/mesas/nueva/")
    teacher_page.locator("#id_variant").select_option("habanero")
    teacher_page.locator("#id_classroom").select_option(str(classroom.pk))
    teacher_page.locator("#open").click()
    table = Table.objects.get(classroom=classroom)
    _join_by_code(lucia, server, table, 0)
    _join_by_code(pablo, server, table, 1)
    expect(teacher_page.locator("#room-seat-0")).to_contain_text("Lucia")
    outsider.goto(f"{server}/mesas/{table.code}/")
    expect(outsider.locator("#table-room")).to_have_count(0)
    teacher_page.locator("#start-match").click()
    for page in (lucia, pablo):
        page.locator("#hand .card-button").first.wait_for()
    # The teacher watches: the table, no hand; she finds her class's tables in the lobby.
    expect(teacher_page.locator("#table")).to_be_visible()
    expect(teacher_page.locator(".hand-cards .card-button")).to_have_count(0)
    shot(teacher_page, "class-teacher-1280")
    shot(pablo, "class-student-360")
    lobby = teacher_page.context.new_page()
    lobby.goto(server + "/mesas/")
    expect(lobby.locator("#class-tables")).to_contain_text(table.code)


def test_a_class_table_assignment_is_done_by_playing_at_the_class_table(server, people):
    teacher_page, lucia, pablo = people(), people(360), people()
    teacher = _logged_in(teacher_page, server, "marta@example.com", teacher=True)
    classroom = Classroom.objects.create(owner=teacher, name="4º B")
    for page, email in ((lucia, "lucia@example.com"), (pablo, "pablo@example.com")):
        Membership.objects.create(classroom=classroom, student=_logged_in(page, server, email))
    # The teacher assigns one match of habanero at the class's table, then opens the table.
    teacher_page.goto(f"{server}/profesores/clases/{classroom.pk}/")
    teacher_page.locator("#id_kind").select_option("table")
    teacher_page.locator("#id_variant").select_option("habanero/2")
    teacher_page.locator("#id_count").fill("1")
    teacher_page.locator("#assign").click()
    expect(teacher_page.locator("#progress")).to_contain_text("0/1")
    teacher_page.goto(server + "/mesas/nueva/")
    teacher_page.locator("#id_variant").select_option("habanero")
    teacher_page.locator("#id_classroom").select_option(str(classroom.pk))
    teacher_page.locator("#open").click()
    table = Table.objects.get(classroom=classroom)
    # Each student finds the table from the task and sits.
    for page, seat in ((lucia, 0), (pablo, 1)):
        page.goto(server + "/profesores/tareas/")
        page.get_by_role("link", name="en una mesa de la clase").click()
        expect(page.locator("#games-progress")).to_contain_text("0 de 1 partidas")
        page.locator(f"#class-table-{table.code}").click()
        page.locator(f"#sit-{seat}").click()
        expect(page.locator(f"#room-seat-{seat}")).to_contain_text("(tú)")
    shot(lucia, "class-task-table-360")
    teacher_page.goto(f"{server}/mesas/{table.code}/")
    teacher_page.locator("#start-match").click()
    pages = {0: lucia, 1: pablo}
    for page in pages.values():
        page.locator("#table").wait_for()
    for step in range(120):
        table.refresh_from_db()
        if table.game.finished:
            break
        if table.game.match_at().hand.is_terminal():
            _next_hand(pages, table)  # a drawn hand wins no ronda: the match goes on
            continue
        _play_turn(pages, table, step)
    expect(lucia.locator("#hand-result")).to_be_visible()
    lucia.goto(server + "/profesores/tareas/")
    lucia.get_by_role("link", name="en una mesa de la clase").click()
    expect(lucia.locator("#games-progress")).to_contain_text("1 de 1 partidas")
    teacher_page.goto(f"{server}/profesores/clases/{classroom.pk}/")
    expect(teacher_page.locator("#progress")).to_contain_text("1/1")
    shot(teacher_page, "class-progress-1280")
