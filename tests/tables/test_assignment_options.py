"""A class-table assignment carries its table options: the teacher chooses them as a table's own
form offers them, «Abrir una mesa para la clase» opens the form with them (an option that makes
no sense for the variant dropped, the engine judging), only matches played with them count, and
every page says which options the assignment asks for, in words."""

import re

import pytest
from django.urls import reverse
from django.utils import translation

from games.forms import HOUSE_RULES, default_rules, rules_from_query, table_rules
from tables import flows
from tables.forms import TableForm
from teachers import marks, progress
from teachers.forms import AssignmentForm
from teachers.models import Assignment, Classroom, Membership

from .helpers import table_form
from .test_assignments import _match, _user

pytestmark = pytest.mark.django_db

ASKED = {"fallar_siempre": True, "cartas_habanero": 7}


def assignment_data(variant="habanero/2", count="1", once="k1", **options):
    """The assignment form as the class page sends it: every table option at its usual value
    (yes/no boxes ticked or not, numbers chosen), then ``options`` changed ("" unticks a box)."""
    data = {
        "kind": "table",
        "variant": variant,
        "level": "",
        "count": count,
        "once": once,
        "rules_shown": "True",
    }
    defaults = default_rules()
    for rule in HOUSE_RULES:
        value = getattr(defaults, rule.name)
        if rule.choices:
            data[rule.name] = str(value)
        elif value:
            data[rule.name] = "on"
    for name, value in options.items():
        if value == "":
            data.pop(name, None)
        else:
            data[name] = value
    return data


@pytest.fixture
def school():
    """A teacher, her class (Lucía, Pablo) and a habanero assignment of one match with fallar
    siempre and seven cards each, given through the class page."""
    teacher, teacher_client = _user("profe@example.com", teacher=True)
    classroom = Classroom.objects.create(owner=teacher, name="4º B")
    students = {}
    for name in ("lucia", "pablo"):
        students[name] = _user(f"{name}@example.com")
        Membership.objects.create(classroom=classroom, student=students[name][0])
    # tres sin doses is ticked too: it is not an option of the habanero, so it is not kept
    data = assignment_data(fallar_siempre="on", cartas_habanero="7", tres_sin_doses="on")
    response = teacher_client.post(reverse("teachers:class", args=[classroom.pk]), data)
    assert response.status_code == 302, response.content.decode()[:2000]
    return teacher_client, classroom, students, classroom.assignments.get()


def _class_table(teacher_client, classroom, **options):
    form = {**table_form(variant="habanero", players=2, **options), "classroom": str(classroom.pk)}
    response = teacher_client.post(reverse("tables:new"), form)
    assert response.status_code == 302, response.content.decode()[:2000]
    return classroom.tables.get(code=response["Location"].rstrip("/").split("/")[-1])


def _open_link(page, assignment):
    link = re.search(rf'href="([^"]+)"[^>]*id="open-table-{assignment.pk}"', page)
    return link.group(1).replace("&amp;", "&")


def test_the_teacher_assigns_with_options_and_only_those_of_the_variant_are_kept(school):
    _teacher_client, _classroom, _students, assignment = school
    assert assignment.kind == Assignment.Kind.TABLE
    assert assignment.game_spec == {"variant": "habanero", "players": 2, "count": 1, "rules": ASKED}
    assert marks.asked_rules(assignment) == ASKED


def test_a_post_without_the_options_asks_for_the_usual_ones(school):
    teacher_client, classroom, _students, _assignment = school
    data = {"kind": "table", "variant": "arrastre/4", "count": "2", "once": "k2"}  # no boxes at all
    assert teacher_client.post(reverse("teachers:class", args=[classroom.pk]), data).status_code == 302
    plain = classroom.assignments.get(game_spec__variant="arrastre")
    assert "rules" not in plain.game_spec  # not «parejas: no», «permitir tute: no»...
    assert marks.asked_rules(plain) == {}


def test_every_page_says_the_options_in_words(school):
    teacher_client, classroom, students, assignment = school
    (lucia, lucia_client) = students["lucia"]
    class_page = teacher_client.get(reverse("teachers:class", args=[classroom.pk])).content.decode()
    line = class_page.split(f'id="assignment-options-{assignment.pk}"')[1].split("</span>")[0]
    assert "Fallar siempre: sí" in line
    assert "Cartas por jugador: 7" in line
    assert "Tres sin doses" not in line
    tasks = lucia_client.get(reverse("teachers:tasks")).content.decode()
    assert "Con estas opciones de mesa: Fallar siempre: sí; Cartas por jugador: 7." in tasks
    task_url = reverse("teachers:assignment_task", args=[classroom.pk, assignment.pk])
    task = lucia_client.get(task_url).content.decode()
    options = task.split('id="task-options"')[1].split("</div>")[0]
    assert "Fallar siempre: sí" in options
    assert "aunque no se pueda superar el que va ganando" in options  # what the option does
    assert "Cartas por jugador: 7" in options
    membership = Membership.objects.get(classroom=classroom, student=lucia)
    member = teacher_client.get(reverse("teachers:class_member", args=[classroom.pk, membership.pk]))
    assert "Fallar siempre: sí; Cartas por jugador: 7" in member.content.decode()
    with translation.override("en"):
        assert (
            progress.options_text(assignment)
            == "With these table options: Always trump: yes; Cards per player: 7."
        )


def test_the_open_table_link_presets_the_variant_and_the_options(school):
    teacher_client, classroom, _students, assignment = school
    page = teacher_client.get(reverse("teachers:class", args=[classroom.pk])).content.decode()
    form = teacher_client.get(_open_link(page, assignment)).content.decode()
    assert '<option value="habanero" selected>' in form
    assert f'<option value="{classroom.pk}" selected>' in form
    assert re.search(r'<input type="checkbox" name="fallar_siempre"[^>]* checked', form)
    assert re.search(
        r'<select name="cartas_habanero"[^>]*>\s*<option value="8">8</option>\s*<option value="7" selected>',
        form,
    )
    assert not re.search(r'<input type="checkbox" name="arrastrar_con_mazo"[^>]* checked', form)
    assert re.search(r'<input type="checkbox" name="permitir_tute"[^>]* checked', form)  # usual: yes


def test_an_option_that_makes_no_sense_for_the_variant_is_dropped_from_the_link():
    forged = {
        "variant": "habanero",
        "players": "2",
        "tres_sin_doses": "1",  # three players only
        "triunfos_rotativos": "1",  # cabrero only
        "porotos": "3",  # cabrero only
        "rondas": "9",  # 1 to 5
        "cartas_habanero": "6",  # 8 or 7
        "fallar_siempre": "2",  # yes or no
        "arrastrar_con_mazo": "1",
        "permitir_tute": "0",
    }
    initial = TableForm.initial_from(forged)
    assert {k: v for k, v in initial.items() if k not in ("variant", "players")} == {
        "arrastrar_con_mazo": True,
        "permitir_tute": False,
    }
    # the engine's Rules judge: montar al compañero needs partners
    pairs = TableForm.initial_from(
        {"variant": "arrastre", "players": "4", "parejas": "0", "montar_al_companero": "1"}
    )
    assert pairs == {"variant": "arrastre", "players": 4, "parejas": False}
    with_partners = TableForm.initial_from(
        {"variant": "arrastre", "players": "4", "montar_al_companero": "1"}
    )
    assert with_partners["montar_al_companero"] is True
    assert table_rules("arrastre", 4, rules_from_query({"montar_al_companero": "١"})) == {}  # not a digit


def test_only_matches_played_with_the_assignments_options_count(school):
    teacher_client, classroom, students, assignment = school
    (lucia, lucia_client), (pablo, _) = students["lucia"], students["pablo"]
    task_url = reverse("teachers:assignment_task", args=[classroom.pk, assignment.pk])
    # a table with the usual options, then one with only some of the asked ones: neither counts
    usual = _class_table(teacher_client, classroom)
    _match(teacher_client, usual, lucia, pablo)
    almost = _class_table(teacher_client, classroom, cartas_habanero="7")
    _match(teacher_client, almost, lucia, pablo)
    assert marks.matching_games(assignment, lucia) == []
    assert marks.result(assignment, lucia).detail == "0/1"
    page = lucia_client.get(task_url).content.decode()
    assert "0 de 1 partidas" in page
    assert f'id="other-options-{usual.code}"' in page  # the student is told why
    # a match with the asked options ended by everybody's vote never counts
    asked = _class_table(teacher_client, classroom, fallar_siempre="on", cartas_habanero="7")
    assert f'id="same-options-{asked.code}"' in lucia_client.get(task_url).content.decode()
    flows.sit(asked, flows.Who(lucia), 0)
    flows.sit(asked, flows.Who(pablo), 1)
    teacher_client.post(reverse("tables:start", args=[asked.code]))
    flows.vote_end(asked, flows.Who(lucia), agree=True)
    flows.vote_end(asked, flows.Who(pablo), agree=True)
    assert marks.matching_games(assignment, lucia) == []
    # played to its end with the asked options: it counts, for both players, on every page
    asked.refresh_from_db()
    game = _match(teacher_client, asked, lucia, pablo)
    assert game.rules == ASKED
    assert marks.matching_games(assignment, lucia) == [game]
    statuses = {row.name: row.statuses[0] for row in progress.class_table(classroom)[1]}
    assert statuses["Lucia"].done
    assert statuses["Pablo"].detail == "1/1"
    assert "1 de 1 partidas" in lucia_client.get(task_url).content.decode()
    # the class page's finished matches say the options each was played with
    class_page = teacher_client.get(reverse("teachers:class", args=[classroom.pk])).content.decode()
    finished = class_page.split('id="finished-matches"')[1].split("</ul>")[0]
    assert "Tute habanero · Fallar siempre: sí · Cartas por jugador: 7:" in finished
    assert "Tute habanero · Cartas por jugador: 7:" in finished
    assert "Tute habanero:" in finished
    # the table's options changed afterwards: the match was played with the asked ones, it stays
    asked.refresh_from_db()
    response = teacher_client.post(
        reverse("tables:options", args=[asked.code]), table_form(variant="habanero", players=2)
    )
    assert response.status_code == 302
    asked.refresh_from_db()
    assert asked.rules == {}
    assert marks.matching_games(assignment, lucia) == [game]


def test_an_assignment_given_before_options_asks_for_the_usual_ones(school):
    teacher_client, classroom, students, _assignment = school
    (lucia, lucia_client), (pablo, _) = students["lucia"], students["pablo"]
    old = Assignment.objects.create(
        classroom=classroom, kind="table", game_spec={"variant": "habanero", "players": 2, "count": 1}
    )
    assert progress.options_text(old) == "Con las opciones de mesa de siempre."
    link = progress.open_table_url(old)
    assert "fallar_siempre" not in link
    assert (
        'id="task-options"'
        in lucia_client.get(reverse("teachers:assignment_task", args=[classroom.pk, old.pk])).content.decode()
    )
    form = teacher_client.get(link).content.decode()
    assert not re.search(r'<input type="checkbox" name="fallar_siempre"[^>]* checked', form)
    game = _match(teacher_client, _class_table(teacher_client, classroom), lucia, pablo)
    assert marks.matching_games(old, lucia) == [game]


def test_changing_the_assignment_shows_and_keeps_its_options(school):
    teacher_client, classroom, _students, assignment = school
    edit = reverse("teachers:assignment_edit", args=[classroom.pk, assignment.pk])
    page = teacher_client.get(edit).content.decode()
    assert re.search(r'<details class="assign-rules" id="assign-rules" open>', page)
    assert re.search(r'<input type="checkbox" name="fallar_siempre"[^>]* checked', page)
    form = AssignmentForm(
        initial=AssignmentForm.initial_for(assignment), owner=classroom.owner, classroom=classroom
    )
    data = {name: form[name].value() for name in form.fields}
    assert data["fallar_siempre"] is True
    assert data["cartas_habanero"] == 7
    # two matches now, and arrastrar con mazo instead of seven cards
    response = teacher_client.post(
        edit, assignment_data(count="2", fallar_siempre="on", arrastrar_con_mazo="on", once="")
    )
    assert response.status_code == 302, response.content.decode()[:2000]
    assignment.refresh_from_db()
    assert assignment.game_spec["rules"] == {"fallar_siempre": True, "arrastrar_con_mazo": True}
    # back to the usual options: nothing stored
    response = teacher_client.post(edit, assignment_data(count="2", once=""))
    assignment.refresh_from_db()
    assert "rules" not in assignment.game_spec
