"""A teacher and her students driven over HTTP as people use the pages: they sign up and confirm
their e-mail, she builds exercises, a set and a class, they join and answer (and retry), she
corrects and regrades, changes the attempt policy and the due date, and takes an exercise out of
the set. After every step each student's mark is the same on every page and export: the class
table and its «Acierto», the student's page, the student's own tasks and set page, the set's
results and both CSV files."""

import csv
import datetime
import io
import re

import pytest
from django.test import Client
from django.utils import timezone

from teachers.models import Answer, Assignment, Classroom, Exercise, ExerciseSet
from tests.teachers.conftest import builder_data

STUDENTS = ("Ana", "Bea", "Carla")


def sign_up(email, mailoutbox):
    """A person signs up with allauth's pages and confirms her address from the e-mail."""
    client = Client()
    client.post(
        "/accounts/signup/", {"email": email, "password1": "clave-larga-123", "password2": "clave-larga-123"}
    )
    link = re.search(r"https?://\S+(/accounts/confirm-email/[^\s/]+/)", mailoutbox[-1].body).group(1)
    client.post(link)
    assert "_auth_user_id" in client.session, "confirming the address logs in"
    return client


def csv_rows(client, url):
    return list(csv.reader(io.StringIO(client.get(url).content.decode("utf-8-sig")), delimiter=";"))


def marks_everywhere(teacher, students, classroom, assignment, exercise_set):
    """{student name: {page: "right/total"}} as each page and export shows it."""
    seen = {name: {} for name in students}
    class_page = teacher.get(f"/profesores/clases/{classroom.pk}/").content.decode()
    for row in class_page.split('id="progress"')[1].split("<tbody>")[1].split("</tr>")[:-1]:
        name = re.search(r"alumnos/\d+/\">([^<]+)</a>", row).group(1)
        cells = row.split("<td")
        seen[name]["class table"] = re.search(r"<small>(\d+/\d+)</small>", cells[-1]).group(1)
        accuracy = re.search(r"<small>\((\d+)/(\d+)\)</small>", cells[2])
        seen[name]["acierto"] = f"{accuracy.group(1)}/{accuracy.group(2)}" if accuracy else "0/0"
    for membership in classroom.memberships.all():
        page = teacher.get(f"/profesores/clases/{classroom.pk}/alumnos/{membership.pk}/").content.decode()
        state = page.split(f'id="task-state-{assignment.pk}"')[1].split("</span>")[0]
        seen[membership.name]["student's page"] = re.search(r"\d+/\d+", state).group(0)
    for name, client in students.items():
        tasks = client.get("/profesores/tareas/").content.decode()
        task = tasks.split(f'id="my-task-{assignment.pk}"')[1].split("</li>")[0]
        seen[name]["her tasks"] = re.search(r"\d+/\d+", task.split('class="state"')[1]).group(0)
        public = client.get(f"/profesores/l/{exercise_set.token}/?tarea={assignment.pk}").content.decode()
        listed = public.split('class="set-items"')[1].split("</ol>")[0]
        seen[name]["her set page"] = f"{listed.count('class="ok"')}/{listed.count('<li>')}"
    results = teacher.get(f"/profesores/listas/{exercise_set.pk}/resultados/").content.decode()
    group = results.split(f"<h2>{classroom.name} · ")[1].split("</section>")[0]
    for row in group.split("<tbody>")[1].split("</tr>")[:-1]:
        name = re.search(r'<th scope="row">([^<]+)', row).group(1)
        cells = row.split("<td>")[1:]
        seen[name]["set results"] = f"{sum('class="ok"' in cell for cell in cells)}/{len(cells)}"
    table = csv_rows(teacher, f"/profesores/clases/{classroom.pk}/csv/")
    for row in table[1:]:
        seen[row[0]]["progress CSV"] = row[-1].rsplit(" ", 1)[-1]
        seen[row[0]]["acierto CSV"] = f"{row[5]}/{row[4]}"
    answers = csv_rows(teacher, f"/profesores/clases/{classroom.pk}/respuestas/csv/")
    for name in students:
        counted = [row for row in answers[1:] if row[0] == name and row[8] == "sí"]
        seen[name]["answers CSV"] = f"{sum(row[5] == 'bien' for row in counted)}/{len(counted)}"
    return seen


def assert_one_score(seen, expected):
    for name, pages in seen.items():
        right, total = expected[name]
        for page, shown in pages.items():
            if page in ("acierto", "acierto CSV"):
                continue  # over the answered exercises: checked below
            if page == "answers CSV":  # one row per answer: the counted ones' marks
                assert shown.split("/")[0] == str(right), (name, page, pages)
                continue
            assert shown == f"{right}/{total}", (name, page, pages)
        assert pages["acierto"] == pages["acierto CSV"], (name, pages)


@pytest.mark.django_db
def test_a_teacher_and_three_students_find_every_mark_the_same_everywhere(mailoutbox):
    teacher = sign_up("profe@example.com", mailoutbox)
    teacher.post("/profesores/perfil/", {"display_name": "Profe Marta", "is_teacher": "on"})
    # two exercises built with the builder, a set, a class
    made = [
        teacher.post(
            "/profesores/ejercicios/nuevo/",
            builder_data(action="save", title="Montar", hand="4o,7o,1o,3c,5e", table="5o,12o"),
        ),
        teacher.post(
            "/profesores/ejercicios/nuevo/",
            builder_data(
                action="save", title="Quién gana", kind="winner", trump="o", hand="", table="5e,1e,2o"
            ),
        ),
    ]
    assert [response.status_code for response in made] == [302, 302]
    montar, gana = Exercise.objects.order_by("pk")
    teacher.post("/profesores/listas/nueva/", {"title": "Hoja 1"})
    exercise_set = ExerciseSet.objects.get()
    for exercise in (montar, gana):
        teacher.post(f"/profesores/listas/{exercise_set.pk}/", {"add": exercise.pk})
    teacher.post("/profesores/clases/nueva/", {"name": "4ºB"})
    classroom = Classroom.objects.get()
    due = timezone.localdate() + datetime.timedelta(days=7)
    assigned = {"kind": "set", "exercise_set": exercise_set.pk, "attempts": "best", "retries": "on"}
    teacher.post(f"/profesores/clases/{classroom.pk}/", assigned | {"due": due.isoformat()})
    assignment = Assignment.objects.get()
    # three students sign up from the class's link and join
    students = {}
    for name in STUDENTS:
        client = sign_up(f"{name.lower()}@example.com", mailoutbox)
        client.post("/profesores/perfil/", {"display_name": name})
        assert client.post(f"/profesores/unirse/{classroom.token}/").status_code == 302
        students[name] = client
    items = list(exercise_set.live_items())

    def answer(name, item, values):
        key = "a" if item.exercise.kind == "winner" else "c"
        url = f"/profesores/l/{exercise_set.token}/ej/{item.pk}/?tarea={assignment.pk}"
        return students[name].post(url, {key: values})

    answer("Ana", items[0], ["4o"])  # wrong, then right on the retry
    answer("Ana", items[0], ["1o"])
    answer("Ana", items[1], "2o")
    answer("Bea", items[0], ["1o"])
    answer("Bea", items[1], "5e")  # wrong
    answer("Carla", items[0], ["7o"])  # wrong, once
    assert Answer.objects.count() == 6
    seen = marks_everywhere(teacher, students, classroom, assignment, exercise_set)
    assert_one_score(seen, {"Ana": (2, 2), "Bea": (1, 2), "Carla": (0, 2)})
    # the teacher corrects «Quién gana» (the 2 de oros was the 2 de copas) and regrades
    fixed = builder_data(
        action="save", title="Quién gana", kind="winner", trump="o", hand="", table="5e,1e,2c"
    )
    teacher.post(f"/profesores/ejercicios/{gana.pk}/editar/", fixed | {"on_answers": "regrade"})
    seen = marks_everywhere(teacher, students, classroom, assignment, exercise_set)
    assert_one_score(seen, {"Ana": (1, 2), "Bea": (1, 2), "Carla": (0, 2)})  # Ana's 2o is gone: wrong
    # the policy becomes «el último intento», with a new due date (confirmed)
    edit = f"/profesores/clases/{classroom.pk}/tareas/{assignment.pk}/editar/"
    later = (due + datetime.timedelta(days=7)).isoformat()
    assert teacher.post(edit, assigned | {"attempts": "last", "due": later}).status_code == 302
    answer("Ana", items[0], ["7o"])  # her last attempt is wrong now
    seen = marks_everywhere(teacher, students, classroom, assignment, exercise_set)
    assert_one_score(seen, {"Ana": (0, 2), "Bea": (1, 2), "Carla": (0, 2)})
    # «Quién gana» is taken out of the set: those who answered it keep it in their result (the
    # set's own pages list the exercises it has now)
    teacher.post(f"/profesores/listas/{exercise_set.pk}/", {"remove": items[1].pk})
    answer("Carla", items[0], ["1o"])
    seen = marks_everywhere(teacher, students, classroom, assignment, exercise_set)
    totals = ("class table", "student's page", "her tasks", "progress CSV")
    for name, expected in (("Ana", "0/2"), ("Bea", "1/2"), ("Carla", "1/1")):
        assert [seen[name][page] for page in totals] == [expected] * len(totals), (name, seen[name])
        assert seen[name]["answers CSV"].split("/")[0] == expected.split("/")[0]
