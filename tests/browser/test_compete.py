"""Playing for points in real browsers: people with accounts, each a browser context of its own
coming from its own address (the X-Real-IP header the test server trusts, as a proxy would set
it), play a competitive match to its end at one table and see their XP, chips and places
change; two people from one address are told before the start, and after the end, that their
match did not count. Friends found by name and invited in one click to a private table; the
jefe de mesa's options changed; an abandon and its penalty read first. Screenshots (1280 and
360 px) when COMPETE_SCREENSHOTS names a folder.
"""

import os

import pytest
from django.contrib.auth import get_user_model
from django.db import connection
from django.test import Client
from playwright.sync_api import expect

from compete import ranking
from compete.rules import START_CHIPS
from tables.models import Table
from teachers import flows as teachers

from ..tables.servers import database_url, start_daphne, stop
from .a11y import assert_axe_clean, with_axe
from .test_tables import _every_page_moves_on, _play_turn

SHOTS = os.environ.get("COMPETE_SCREENSHOTS", "")
STEP = 20_000

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def server(transactional_db):
    process, url = start_daphne(
        database_url(connection.settings_dict),
        extra_env={
            "TABLES_GRACE_SECONDS": "120",
            "TABLES_TICK_SECONDS": "0.5",
            "ALLAUTH_TRUSTED_CLIENT_IP_HEADER": "X-Real-IP",
        },
    )
    yield url
    stop(process)


@pytest.fixture
def people(browser, server):
    """A person with an account, signed in, in a browser context of their own, from `address`."""
    contexts = []

    def person(name, address, width=1280, dark=False):
        user = get_user_model().objects.create_user(username=name, email=f"{name}@example.com", password="x")
        teachers.set_profile(user, is_teacher=False, display_name=name.capitalize())
        client = Client()
        client.force_login(user)
        context = browser.new_context(
            locale="es-ES",
            viewport={"width": width, "height": 900},
            extra_http_headers={"X-Real-IP": address},
            color_scheme="dark" if dark else "light",
        )
        context.set_default_timeout(STEP)
        context.add_cookies(
            [{"name": "sessionid", "value": client.cookies["sessionid"].value, "url": server}]
        )
        contexts.append(context)
        return user, with_axe(context.new_page())

    yield person
    for context in contexts:
        context.close()


def shot(page, name):
    if SHOTS:
        for width in (1280, 360):
            page.set_viewport_size({"width": width, "height": 900})
            page.screenshot(path=f"{SHOTS}/{name}-{width}.png", full_page=True)
        page.set_viewport_size({"width": 1280, "height": 900})


def open_competitive(page, server, bet="50"):
    page.goto(server + "/mesas/nueva/")
    page.locator("#id_variant").select_option("habanero")
    page.locator("#id_players").select_option("2")
    page.locator("#id_level_1").select_option("")
    page.locator("#id_competitive").check()
    page.locator("#id_bet").select_option(bet)
    page.locator("#open").click()
    code = page.locator("#table-code").inner_text().strip()
    return Table.objects.get(code=code)


def join(page, server, table, seat=1):
    page.goto(f"{server}/mesas/{table.code}/")
    page.locator(f"#sit-{seat}").click()
    expect(page.locator(f"#room-seat-{seat}")).to_contain_text("(tú)")


def play_match(pages, table):
    """Every turn clicked by the person whose turn it is, until the match is over."""
    for step in range(400):
        table.refresh_from_db()
        if table.status == Table.Status.WAITING:
            return
        match = table.game.match_at()
        if match.hand.is_terminal():
            before = table.game.ply
            pages[0].locator("#next-hand").click()
            _every_page_moves_on(pages, before)
            continue
        _play_turn(pages, table, step)
    raise AssertionError("the match did not end")


def test_a_competitive_match_moves_xp_chips_and_places_and_one_address_does_not_count(server, people):
    ana_user, ana = people("ana", "10.0.0.1")
    bea_user, bea = people("bea", "10.0.0.2", width=360, dark=True)
    table = open_competitive(ana, server)
    join(bea, server, table)
    expect(ana.locator("#room-seat-1")).to_contain_text("Bea")  # pushed, no reload
    expect(ana.locator("#room-kind")).to_contain_text("Apuesta: 50 fichas por persona")
    expect(ana.locator("#will-not-count")).to_have_count(0)
    expect(bea.locator("#room-seat-0 .jefe")).to_be_visible()  # the jefe de mesa's star
    shot(bea, "competitive-room")
    assert_axe_clean(bea, "a competitive room, dark, on a phone")
    ana.locator("#start-match").click()
    expect(bea.locator("#abandon-warning")).to_contain_text("pierdes 20 XP y tu apuesta (50 fichas)")
    shot(bea, "competitive-playing")
    play_match({0: ana, 1: bea}, table)
    for page in (ana, bea):
        expect(page.locator("#table-points")).to_be_visible(timeout=STEP)
        expect(page.locator("#table-points")).to_contain_text("XP")
        expect(page.locator("#table-points")).to_contain_text("Clasificación: puesto")
        expect(page.locator("#table-points")).to_contain_text("Fichas:")
    shot(ana, "competitive-points")
    winner = ana if ranking.total_xp(ana_user.pk) == 20 else bea
    loser = bea if winner is ana else ana
    expect(winner.locator("#table-points")).to_contain_text("+20 XP.")
    expect(winner.locator("#table-points")).to_contain_text("Fichas: +25.")
    expect(loser.locator("#table-points")).to_contain_text("+5 XP.")
    expect(loser.locator("#table-points")).to_contain_text("Fichas: -50.")
    # Their places, XP and chips on the ranking and on their own page.
    winner.locator("#table-points a", has_text="Ver la clasificación").click()
    expect(winner.locator("#my-place")).to_contain_text("Tu puesto: 1.º, con 20 XP.")
    expect(winner.locator("#my-row")).to_be_visible()
    shot(winner, "ranking")
    assert_axe_clean(winner, "the ranking")
    loser.goto(server + "/clasificacion/yo/")
    expect(loser.locator("#my-xp")).to_contain_text("5 XP")
    expect(loser.locator("#place-total")).to_contain_text("2.º")
    expect(loser.locator("#my-chips")).to_have_text(str(START_CHIPS - 50))
    expect(loser.locator("#ratings")).to_be_visible()
    shot(loser, "my-level")
    assert_axe_clean(loser, "my level")

    # Two people behind one address: told before the start and after the end.
    eva_user, eva = people("eva", "10.0.0.9")
    flor_user, flor = people("flor", "10.0.0.9")
    shared = open_competitive(eva, server, bet="10")
    join(flor, server, shared)
    for page in (eva, flor):
        expect(page.locator("#will-not-count")).to_contain_text("misma dirección")
    shot(flor, "will-not-count")
    assert_axe_clean(flor, "a room that will not count")
    eva.locator("#start-match").click()
    for page in (eva, flor):  # the match has started before anyone plays
        expect(page.locator("#table")).to_be_visible()
    play_match({0: eva, 1: flor}, shared)
    for page in (eva, flor):
        expect(page.locator("#table-points")).to_contain_text("Esta partida no ha contado", timeout=STEP)
    assert ranking.total_xp(eva_user.pk) == ranking.total_xp(flor_user.pk) == 0
    flor.goto(server + "/clasificacion/yo/")
    expect(flor.locator("#my-chips")).to_have_text(str(START_CHIPS))
    assert bea_user.pk
    assert ana_user.pk


def test_friends_invite_a_private_table_options_changed_and_an_abandon(server, people):
    ana_user, ana = people("ana", "10.0.1.1")
    bea_user, bea = people("bea", "10.0.1.2", width=360, dark=True)
    _eva_user, eva = people("eva", "10.0.1.3")
    # Ana finds Bea by her name and asks her to be friends; Bea accepts.
    ana.goto(server + "/amigos/")
    ana.locator("#friend-name").fill("Be")
    ana.locator("#friend-search").click()
    expect(ana.locator("#found")).to_contain_text("Bea")
    shot(ana, "friends-search")
    ana.locator("#add-1").click()
    expect(ana.locator("#outgoing")).to_contain_text("Bea")
    bea.goto(server + "/amigos/")
    expect(bea.locator("#incoming")).to_contain_text("Ana")
    bea.locator("#accept-1").click()
    expect(bea.locator("#friends-list")).to_contain_text("Ana")
    shot(bea, "friends")
    assert_axe_clean(bea, "the friends page, dark")
    # A private competitive table; Bea is invited in one click and finds it in the lobby.
    ana.goto(server + "/mesas/nueva/")
    ana.locator("#id_variant").select_option("habanero")
    ana.locator("#id_players").select_option("2")
    ana.locator("#id_level_1").select_option("")
    ana.locator("#id_competitive").check()
    ana.locator("#id_private").check()
    shot(ana, "table-options-form")
    ana.locator("#open").click()
    table = Table.objects.get(code=ana.locator("#table-code").inner_text().strip())
    expect(ana.locator("#room-kind")).to_contain_text("Mesa privada")
    eva.goto(f"{server}/mesas/{table.code}/")
    eva.locator("#sit-1").click()
    expect(eva.locator("#table-error, .messages")).to_contain_text("Esta mesa es privada")
    ana.locator("#invite-friends button").first.click()
    expect(ana.locator("#invite-friends")).to_contain_text("invitado")
    bea.goto(server + "/mesas/")
    expect(bea.locator("#invited-tables")).to_contain_text(table.code)
    shot(bea, "lobby-invited")
    assert_axe_clean(bea, "the lobby with an invitation, dark")
    bea.locator("#invited-tables a").first.click()
    bea.locator("#sit-1").click()
    expect(ana.locator("#room-seat-1")).to_contain_text("Bea")
    # The jefe changes the bet between matches: Bea is told which option changed.
    ana.locator("#table-options").click()
    ana.locator("#id_bet").select_option("25")
    ana.locator("#open").click()
    expect(bea.locator("#options-changed")).to_contain_text("Apuesta por partida")
    shot(bea, "options-changed")
    # They start; Bea reads what leaving costs before she leaves, then leaves.
    ana.locator("#start-match").click()
    expect(bea.locator("#abandon-warning")).to_contain_text("pierdes 20 XP y tu apuesta (25 fichas)")
    bea.locator("#abandon").click()
    expect(ana.locator("#room-events")).to_contain_text("ha abandonado la partida")
    expect(ana.locator("#table-points")).to_contain_text("+20 XP.")
    assert ranking.total_xp(ana_user.pk) == 20
    assert ranking.total_xp(bea_user.pk) == 0


def test_a_teacher_turns_competition_on_and_sees_her_class_ranking(server, people):
    from teachers.models import Classroom

    teacher, page = people("profe", "10.0.3.1")
    teachers.set_profile(teacher, is_teacher=True, display_name="Profe Marta")
    classroom = Classroom.objects.create(owner=teacher, name="4.º B")
    for name, xp in (("lucia", 45), ("mario", 20)):
        pupil = get_user_model().objects.create_user(username=name, email=f"{name}@example.com", password="x")
        teachers.set_profile(pupil, is_teacher=False, display_name=name.capitalize())
        teachers.join_class(classroom, pupil)
        ranking.add_xp(pupil.pk, "arrastre", xp, scopes=(ranking.EVERYONE, ranking.class_scope(classroom.pk)))
    outsider = get_user_model().objects.create_user(username="ajeno", email="ajeno@example.com", password="x")
    ranking.add_xp(outsider.pk, "arrastre", 500)
    page.goto(f"{server}/profesores/clases/{classroom.pk}/")
    page.locator("#class-ranking").click()
    expect(page.locator("#ranking")).to_contain_text("Lucia")
    expect(page.locator("#ranking")).not_to_contain_text("ajeno")
    page.locator("#competition-on").click()
    expect(page.locator("#competition-off")).to_be_visible()
    expect(page.locator("#my-place")).to_have_count(0)  # a teacher is not in her class's ranking
    shot(page, "class-ranking")
    assert_axe_clean(page, "a class's ranking")
