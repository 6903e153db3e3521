"""A teacher assigns matches at her class's tables as she assigns practice games: the class's
finished matches count, for the students who played them, on her progress page and on theirs."""

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from django.urls import reverse

from games import flows as games
from tables import flows
from tables.models import Table
from teachers import flows as teachers
from teachers import marks, progress
from teachers.models import Assignment, Classroom, Membership

from .helpers import table_form

pytestmark = pytest.mark.django_db


def _user(email, *, teacher=False):
    user = get_user_model().objects.create_user(username=email, email=email, password="x")
    teachers.set_profile(user, is_teacher=teacher, display_name=email.split("@")[0].capitalize())
    client = Client()
    client.force_login(user)
    return user, client


@pytest.fixture
def school():
    """A teacher, her class of three (Lucía, Pablo, Marta) and a table assignment of one match."""
    teacher, teacher_client = _user("profe@example.com", teacher=True)
    classroom = Classroom.objects.create(owner=teacher, name="4º B")
    students = {}
    for name in ("lucia", "pablo", "marta"):
        students[name] = _user(f"{name}@example.com")
        Membership.objects.create(classroom=classroom, student=students[name][0])
    data = {"kind": "table", "variant": "habanero/2", "level": "", "count": "1", "once": "k1"}
    response = teacher_client.post(reverse("teachers:class", args=[classroom.pk]), data)
    assert response.status_code == 302, response.content.decode()[:2000]
    assignment = classroom.assignments.get()
    assert assignment.kind == Assignment.Kind.TABLE
    assert assignment.game_spec == {"variant": "habanero", "players": 2, "count": 1}
    return teacher_client, classroom, students, assignment


def _class_table(teacher_client, classroom, variant="habanero"):
    form = {**table_form(variant=variant, players=2), "classroom": str(classroom.pk)}
    response = teacher_client.post(reverse("tables:new"), form)
    assert response.status_code == 302
    return Table.objects.get(classroom=classroom, code=response["Location"].rstrip("/").split("/")[-1])


def _match(teacher_client, table, lucia, pablo):
    """Lucía and Pablo sit (if not seated yet), the teacher starts, and they play the match (one
    hand) to its end."""
    for number, person in enumerate((lucia, pablo)):
        if flows.seat_of(table, flows.Who(person)) is None:
            flows.sit(table, flows.Who(person), number)
    assert teacher_client.post(reverse("tables:start", args=[table.code])).status_code == 302
    table.refresh_from_db()
    people = {0: flows.Who(lucia), 1: flows.Who(pablo)}
    game = table.game
    while not game.finished:
        state = game.match_at().hand
        if state.is_terminal():
            game = flows.next_hand(table, people[0], game.ply)
            continue
        seat = state.current_player
        game = flows.act(table, people[seat], state.view(seat).legal_actions()[0], game.ply)
    return game


def test_a_match_at_the_class_table_counts_for_the_students_who_played_it(school):
    teacher_client, classroom, students, assignment = school
    (lucia, lucia_client), (pablo, _), (_marta, marta_client) = (
        students["lucia"],
        students["pablo"],
        students["marta"],
    )
    tasks = lucia_client.get("/profesores/tareas/").content.decode()
    assert "Juega 1 partida de habanero, 2 jugadores en una mesa de la clase" in tasks
    task = reverse("teachers:assignment_task", args=[classroom.pk, assignment.pk])
    assert 'id="no-class-tables"' in lucia_client.get(task).content.decode()
    table = _class_table(teacher_client, classroom)
    page = lucia_client.get(task).content.decode()
    assert f'id="class-table-{table.code}"' in page
    assert "0 de 1 partidas" in page
    assert 'id="open-class-table"' not in page  # the teacher opens the tables
    assert 'id="open-class-table"' in teacher_client.get(task).content.decode()

    _match(teacher_client, table, lucia, pablo)
    statuses = {row.name: row.statuses[0] for row in progress.class_table(classroom)[1]}
    assert statuses["Lucia"].done
    assert statuses["Pablo"].done
    assert statuses["Lucia"].detail == "1/1"
    assert not statuses["Marta"].done
    assert statuses["Marta"].detail == "0/1"
    assert "1 de 1 partidas" in lucia_client.get(task).content.decode()
    assert "0 de 1 partidas" in marta_client.get(task).content.decode()
    page = teacher_client.get(reverse("teachers:class", args=[classroom.pk])).content.decode()
    assert "1/1" in page
    assert "0/1" in page
    membership = Membership.objects.get(classroom=classroom, student=lucia)
    member = reverse("teachers:class_member", args=[classroom.pk, membership.pk])
    assert "en una mesa con personas" in teacher_client.get(member).content.decode()


def test_only_finished_matches_of_the_class_with_the_variant_count(school):
    teacher_client, classroom, students, assignment = school
    (lucia, _), (pablo, _) = students["lucia"], students["pablo"]
    # A practice game against bots is not a match at the class's table...
    practice = games.start_game(
        variant="habanero", players=2, rules={}, bot_levels=["", "intermedio"], feedback="full"
    )
    practice.owner, practice.finished = lucia, True
    practice.save()
    # ...nor is a match ended by everybody's vote.
    table = _class_table(teacher_client, classroom)
    flows.sit(table, flows.Who(lucia), 0)
    flows.sit(table, flows.Who(pablo), 1)
    teacher_client.post(reverse("tables:start", args=[table.code]))
    assert not flows.vote_end(table, flows.Who(lucia), agree=True)
    assert flows.vote_end(table, flows.Who(pablo), agree=True)
    assert marks.matching_games(assignment, lucia) == []
    # A finished match of the class counts for an assignment of its variant, not for another.
    game = _match(teacher_client, table, lucia, pablo)
    assert marks.matching_games(assignment, lucia) == [game]
    cabrero = Assignment.objects.create(
        classroom=classroom, kind="table", game_spec={"variant": "cabrero", "players": 3, "count": 1}
    )
    assert marks.matching_games(cabrero, lucia) == []
    elsewhere = Classroom.objects.create(owner=classroom.owner, name="4º C")
    Membership.objects.create(classroom=elsewhere, student=lucia)
    other_class = Assignment.objects.create(classroom=elsewhere, kind="table", game_spec=assignment.game_spec)
    assert marks.matching_games(other_class, lucia) == []


def test_a_table_assignment_needs_its_variant_and_count(school):
    teacher_client, classroom, _students, _assignment = school
    data = {"kind": "table", "variant": "", "count": "", "once": "k2"}
    response = teacher_client.post(reverse("teachers:class", args=[classroom.pk]), data)
    assert response.status_code == 400
    assert classroom.assignments.count() == 1


def test_the_open_table_link_carries_the_assignments_variant(school):
    teacher_client, classroom, _students, assignment = school
    page = teacher_client.get(reverse("teachers:class", args=[classroom.pk])).content.decode()
    link = page.split(f'id="open-table-{assignment.pk}"')[0].rsplit('href="', 1)[1].split('"')[0]
    form = teacher_client.get(link.replace("&amp;", "&")).content.decode()
    assert '<option value="habanero" selected>' in form
    assert '<option value="2" selected>' in form
    assert f'<option value="{classroom.pk}" selected>' in form


def test_the_class_page_shows_the_matches_playing_now_and_those_finished(school):
    teacher_client, classroom, students, _assignment = school
    (lucia, _), (pablo, _) = students["lucia"], students["pablo"]
    class_page = reverse("teachers:class", args=[classroom.pk])
    table = _class_table(teacher_client, classroom)
    flows.sit(table, flows.Who(lucia), 0)
    flows.sit(table, flows.Who(pablo), 1)
    teacher_client.post(reverse("tables:start", args=[table.code]))
    page = teacher_client.get(class_page).content.decode()
    live = page.split('id="class-tables-panel"')[1].split('id="finished-matches"')[0]
    assert "Lucia" in live
    assert "Pablo" in live
    assert reverse("tables:room", args=[table.code]) in live  # a link to watch
    # ended by everybody's vote: not a played match, listed nowhere
    flows.vote_end(table, flows.Who(lucia), agree=True)
    flows.vote_end(table, flows.Who(pablo), agree=True)
    page = teacher_client.get(class_page).content.decode()
    finished = page.split('id="finished-matches"')[1].split("</ul>")[0]
    assert "Lucia" not in finished
    assert "Partidas jugadas" in page
    table.refresh_from_db()
    _match(teacher_client, table, lucia, pablo)
    page = teacher_client.get(class_page).content.decode()
    finished = page.split('id="finished-matches"')[1].split("</ul>")[0]
    assert "Lucia" in finished
    assert "ganan" in finished
    membership = Membership.objects.get(classroom=classroom, student=lucia)
    member = teacher_client.get(reverse("teachers:class_member", args=[classroom.pk, membership.pk]))
    assert "Pablo" in member.content.decode().split('id="member-class-matches"')[1].split("</ul>")[0]
    assert progress.games_played(lucia) == 1  # the amicable one is not a played match


def test_a_co_teacher_opens_and_watches_the_class_tables(school):
    from teachers.models import CoTeacher

    teacher_client, classroom, _students, _assignment = school
    colleague, colleague_client = _user("colega@example.com", teacher=True)
    CoTeacher.objects.create(classroom=classroom, teacher=colleague)
    table = _class_table(colleague_client, classroom)
    assert table.classroom == classroom
    assert colleague_client.get(reverse("tables:room", args=[table.code])).status_code == 200
    stranger, stranger_client = _user("otra@example.com", teacher=True)
    assert stranger_client.get(reverse("tables:room", args=[table.code])).status_code == 403
