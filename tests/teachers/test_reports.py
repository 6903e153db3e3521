"""Reports that open in a Spanish-locale spreadsheet, and charts of what the class chose."""

import csv
import datetime
import io

import pytest
from django.test import Client

from teachers import flows
from teachers.models import Assignment, Classroom, Exercise, ExerciseSet, SetItem
from tests.teachers.conftest import make_user

LEGAL = "v:arrastre/4 t:c s:2 h2:4o,7o,1o,3c,5e m:5o,2o"  # the partner wins: any oro
WINNER = "v:arrastre/4 t:o s:0 m:5e,2o,1o"  # oros trump: the as de oros wins


@pytest.fixture
def setup(teacher):
    classroom = Classroom.objects.create(owner=teacher, name="4ºB")
    exercise_set = ExerciseSet.objects.create(owner=teacher, title="Hoja")
    legal = Exercise.objects.create(owner=teacher, kind="legal", position=LEGAL, title="Montar")
    winner = Exercise.objects.create(owner=teacher, kind="winner", position=WINNER, title="Quién gana")
    for order, exercise in enumerate((legal, winner), start=1):
        SetItem.objects.create(exercise_set=exercise_set, exercise=exercise, order=order)
    assignment = Assignment.objects.create(
        classroom=classroom, kind="set", exercise_set=exercise_set, due=datetime.date(2026, 12, 3)
    )
    students = []
    for email, name in (("ana@example.com", "Ana Núñez"), ("bea@example.com", "Bea")):
        user = make_user(email, name=name)
        flows.join_class(classroom, user)
        client = Client()
        client.force_login(user)
        students.append(client)
    items = list(exercise_set.live_items())
    base = f"/profesores/l/{exercise_set.token}/ej/"
    students[0].post(f"{base}{items[0].pk}/?tarea={assignment.pk}", {"c": ["4o", "7o", "1o"]})
    students[0].post(f"{base}{items[1].pk}/?tarea={assignment.pk}", {"a": "1o"})
    students[1].post(f"{base}{items[0].pk}/?tarea={assignment.pk}", {"c": ["1o"]})
    students[1].post(f"{base}{items[1].pk}/?tarea={assignment.pk}", {"a": "2o"})
    return classroom, legal, winner


def rows(response):
    raw = response.content
    assert raw.startswith(b"\xef\xbb\xbf")  # the byte-order mark: accents open right
    return list(csv.reader(io.StringIO(raw.decode("utf-8-sig")), delimiter=";"))


@pytest.mark.django_db
def test_the_class_csv_opens_in_a_spanish_spreadsheet(teacher_client, setup):
    classroom, _legal, _winner = setup
    table = rows(teacher_client.get(f"/profesores/clases/{classroom.pk}/csv/"))
    header = table[0]
    assert header[:2] == ["alumno", "correo"]
    assert header[-1] == "Ejercicios: Hoja · entrega 03/12/2026 · cuenta el primer intento"
    by_email = {row[1]: row for row in table[1:]}
    assert by_email["ana@example.com"][0] == "Ana Núñez"
    assert by_email["ana@example.com"][-1].startswith("hecha")
    assert by_email["ana@example.com"][-1].endswith("2/2")


@pytest.mark.django_db
def test_the_answers_csv_has_one_row_per_answer(teacher_client, setup):
    classroom, _legal, _winner = setup
    table = rows(teacher_client.get(f"/profesores/clases/{classroom.pk}/respuestas/csv/"))
    assert table[0] == [
        "alumno",
        "correo",
        "tarea",
        "ejercicio",
        "respuesta",
        "resultado",
        "intento",
        "fecha",
        "cuenta",
        "nota del profesor",
    ]
    assert len(table) == 5
    ana = [row for row in table[1:] if row[1] == "ana@example.com"]
    assert ana[0][3] == "Montar"
    assert ana[0][4] == "as de oros, cuatro de oros, siete de oros"
    assert ana[0][5] == "bien"
    assert ana[1][4] == "as de oros"
    assert ana[0][6] == "1"
    assert ana[0][2].startswith("Ejercicios: Hoja")
    assert len(ana[0][7]) == len("01/12/2026 18:30")
    assert ana[0][8] == "sí"  # the first attempt, the one that counts


@pytest.mark.django_db
def test_the_charts_list_every_option_right_first_with_who_chose_it(teacher_client, setup, teacher):
    classroom, legal, winner = setup
    unassigned = Exercise.objects.create(owner=teacher, kind="legal", position=LEGAL, title="Suelto")
    page = teacher_client.get(f"/profesores/clases/{classroom.pk}/").content.decode()
    assert f"histogram-{unassigned.code}" not in page
    chart = page.split(f'id="histogram-{winner.code}"')[1].split("</article>")[0]
    names = [name for name in ("as de oros", "dos de oros", "cinco de espadas") if name in chart]
    assert names == ["as de oros", "dos de oros", "cinco de espadas"]  # right first, nobody's last
    assert chart.index("Respuesta buena") < chart.index("as de oros")
    assert "Ana Núñez" in chart
    assert "Bea" in chart
    legal.remove()
    page = teacher_client.get(f"/profesores/clases/{classroom.pk}/").content.decode()
    assert f"histogram-{legal.code}" not in page
