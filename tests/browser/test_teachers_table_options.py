"""A class-table assignment with table options, in real browsers: the teacher chooses the options
as a table offers them, opens a table from the assignment with them preset; her students read
them in words on their task, find the table from it with the options set, play the match there,
and it counts. Screenshots of the changed pages (1280 and 360 px, Spanish and English) when
TEACHERS_SCREENSHOTS names a folder."""

import os

import pytest
from playwright.sync_api import expect

from tables.models import Table
from teachers.models import Assignment, Classroom, Membership

from .a11y import assert_axe_clean, with_axe
from .test_tables import _logged_in, _next_hand, _play_turn, people, server  # noqa: F401

SHOTS = os.environ.get("TEACHERS_SCREENSHOTS", "")
ASKED = {"fallar_siempre": True, "cartas_habanero": 7}

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def look(page, url, name):
    """The page fits a phone (no sideways scroll at 360 px) and has no serious axe violation;
    screenshots at 1280 and 360 px, in Spanish and in English, when asked (never committed)."""
    assert_axe_clean(page, name)
    size = page.viewport_size
    for language in ("es", "en") if SHOTS else ("es",):
        page.context.add_cookies([{"name": "django_language", "value": language, "url": url}])
        page.reload()
        for width in (1280, 360):
            page.set_viewport_size({"width": width, "height": 800})
            assert page.evaluate("document.documentElement.scrollWidth") <= width, (name, width)
            if SHOTS:
                page.screenshot(path=f"{SHOTS}/{name}-{language}-{width}.png", full_page=True)
    page.context.add_cookies([{"name": "django_language", "value": "es", "url": url}])
    page.reload()
    page.set_viewport_size(size)


def test_a_table_assignment_with_options_from_the_teacher_to_the_students_table(server, people):  # noqa: F811
    teacher_page, lucia, pablo = (with_axe(page) for page in (people(), people(360), people()))
    teacher = _logged_in(teacher_page, server, "marta@example.com", teacher=True)
    classroom = Classroom.objects.create(owner=teacher, name="4º B")
    for page, email in ((lucia, "lucia@example.com"), (pablo, "pablo@example.com")):
        Membership.objects.create(classroom=classroom, student=_logged_in(page, server, email))

    # The teacher assigns one match of habanero with her options: the box shows for a class-table
    # task only, and in it only the habanero's options.
    teacher_page.goto(f"{server}/profesores/clases/{classroom.pk}/")
    rules = teacher_page.locator("#assign-rules")
    expect(rules).to_be_hidden()
    teacher_page.locator("#id_kind").select_option("table")
    teacher_page.locator("#id_variant").select_option("habanero/2")
    teacher_page.locator("#id_count").fill("1")
    expect(rules).to_be_visible()
    rules.locator("summary").click()
    expect(teacher_page.locator("#assign-rule-arrastrar_con_mazo")).to_be_visible()
    expect(teacher_page.locator("#assign-rule-tres_sin_doses")).to_be_hidden()
    expect(teacher_page.locator("#assign-rule-porotos")).to_be_hidden()
    teacher_page.get_by_label("Fallar siempre").check()
    teacher_page.get_by_label("Cartas por jugador").select_option("7")
    teacher_page.locator("#assign").click()
    assignment = Assignment.objects.get()
    assert assignment.game_spec["rules"] == ASKED
    options = teacher_page.locator(f"#assignment-options-{assignment.pk}")
    expect(options).to_contain_text("Fallar siempre: sí")
    expect(options).to_contain_text("Cartas por jugador: 7")
    look(teacher_page, server, "class-assign-options")
    # Changing the task shows its options, open.
    teacher_page.locator(f"#edit-assignment-{assignment.pk}").click()
    expect(teacher_page.locator("#assign-rules")).to_have_attribute("open", "")
    expect(teacher_page.get_by_label("Fallar siempre")).to_be_checked()
    expect(teacher_page.locator("#assign-rule-renuncio_real")).to_be_visible()
    expect(teacher_page.locator("#assign-rule-no_vale_cargar")).to_be_hidden()
    look(teacher_page, server, "assignment-edit-options")
    teacher_page.goto(f"{server}/profesores/clases/{classroom.pk}/")

    # «Abrir una mesa para la clase»: the form has the variant, the class and the options chosen.
    teacher_page.locator(f"#open-table-{assignment.pk}").click()
    expect(teacher_page.locator("#id_variant")).to_have_value("habanero")
    expect(teacher_page.locator("#id_classroom")).to_have_value(str(classroom.pk))
    expect(teacher_page.locator("#id_fallar_siempre")).to_be_checked()
    expect(teacher_page.locator("#id_cartas_habanero")).to_have_value("7")
    expect(teacher_page.locator("#id_arrastrar_con_mazo")).not_to_be_checked()
    look(teacher_page, server, "table-from-assignment")
    teacher_page.locator("#open").click()
    table = Table.objects.get(classroom=classroom)
    assert table.rules == ASKED

    # Each student reads the options on her task, opens the table from it and sees them set.
    for page, seat in ((lucia, 0), (pablo, 1)):
        page.goto(server + "/profesores/tareas/")
        expect(page.locator(f"#my-task-options-{assignment.pk}")).to_contain_text("Fallar siempre: sí")
        page.get_by_role("link", name="en una mesa de la clase").click()
        expect(page.locator("#task-options")).to_contain_text("Cartas por jugador: 7")
        expect(page.locator(f"#same-options-{table.code}")).to_be_visible()
        if seat == 0:
            look(page, server, "task-options")
        page.locator(f"#class-table-{table.code}").click()
        expect(page.locator("#room-game")).to_contain_text("Fallar siempre: sí")
        expect(page.locator("#room-game")).to_contain_text("Cartas por jugador: 7")
        page.locator(f"#sit-{seat}").click()
        expect(page.locator(f"#room-seat-{seat}")).to_contain_text("(tú)")

    # They play the match with the options; it counts.
    teacher_page.goto(f"{server}/mesas/{table.code}/")
    teacher_page.locator("#start-match").click()
    pages = {0: lucia, 1: pablo}
    for page in pages.values():
        page.locator("#table").wait_for()
    assert len(Table.objects.get(pk=table.pk).game.match_at().hand.hands[0]) == 7
    for step in range(120):
        table.refresh_from_db()
        if table.game.finished:
            break
        if table.game.match_at().hand.is_terminal():
            _next_hand(pages, table)
            continue
        _play_turn(pages, table, step)
    assert table.game.rules == ASKED
    lucia.goto(server + "/profesores/tareas/")
    lucia.get_by_role("link", name="en una mesa de la clase").click()
    expect(lucia.locator("#games-progress")).to_contain_text("1 de 1 partidas")
    teacher_page.goto(f"{server}/profesores/clases/{classroom.pk}/")
    expect(teacher_page.locator("#progress")).to_contain_text("1/1")
    lucia.goto(server + "/profesores/tareas/")
    look(lucia, server, "my-tasks-options")
    membership = Membership.objects.get(classroom=classroom, student__email="lucia@example.com")
    teacher_page.goto(f"{server}/profesores/clases/{classroom.pk}/alumnos/{membership.pk}/")
    expect(teacher_page.locator(f"#task-options-{assignment.pk}")).to_contain_text("Cartas por jugador: 7")
    look(teacher_page, server, "member-options")
