"""A class a teacher can share and run: co-teachers invited by e-mail, handing a class over,
assigning to some students from a start date, archived classes readable by their students, an
anonymous student's answers following her into her account, pickers that tell sets apart."""

import datetime
import re

import pytest
from allauth.account.models import EmailAddress
from django.test import Client
from django.utils import timezone

from teachers import flows
from teachers.models import Answer, Assignment, Classroom, CoTeacher, Exercise, ExerciseSet, SetItem
from tests.teachers.conftest import make_user

LEGAL = "v:arrastre/4 t:c s:2 h2:4o,7o,1o,3c,5e m:5o,12o"


def signed_in(user):
    client = Client()
    client.force_login(user)
    return client


def verified(email, **kwargs):
    user = make_user(email, **kwargs)
    EmailAddress.objects.create(user=user, email=email, verified=True, primary=True)
    return user


@pytest.fixture
def classroom(teacher):
    return Classroom.objects.create(owner=teacher, name="4ºB")


def invite(teacher_client, classroom, email, mailoutbox):
    teacher_client.post(f"/profesores/clases/{classroom.pk}/profesores/invitar/", {"email": email})
    message = mailoutbox[-1]
    assert message.to == [email.lower()]
    return re.search(r"https?://\S+/profesores/invitacion/[\w-]{20,}/", message.body).group(0)


# --- co-teachers --------------------------------------------------------------------------------


@pytest.mark.django_db
def test_a_colleague_invited_by_email_teaches_the_class_but_only_the_owner_removes_it(
    teacher_client, classroom, mailoutbox
):
    link = invite(teacher_client, classroom, "Colega@Example.com", mailoutbox)
    assert "4ºB" in mailoutbox[-1].subject
    colleague = verified("colega@example.com")
    client = signed_in(colleague)
    page = client.get(link)
    assert page.status_code == 200
    assert client.post(link).status_code == 302
    assert CoTeacher.objects.filter(classroom=classroom, teacher=colleague).exists()
    assert client.post(link).status_code == 410  # used once
    base = f"/profesores/clases/{classroom.pk}/"
    assert client.get(base).status_code == 200
    assert client.get(base + "csv/").status_code == 200
    assert client.post(base, {"kind": "lesson", "lesson": "baraja"}).status_code == 302
    assert classroom.assignments.count() == 1
    assert client.get(base + "borrar/").status_code == 404  # only the owner removes it
    assert client.post(base + "borrar/").status_code == 404
    co = CoTeacher.objects.get(teacher=colleague)
    assert client.post(base + f"profesores/{co.pk}/traspasar/").status_code == 404
    assert "4ºB" in client.get("/profesores/").content.decode()


@pytest.mark.django_db
def test_an_invitation_needs_an_account_with_that_address(teacher_client, classroom, mailoutbox):
    link = invite(teacher_client, classroom, "colega@example.com", mailoutbox)
    assert Client().get(link).status_code == 302  # sign in (or up) first
    other = signed_in(verified("otra@example.com"))
    page = other.get(link)
    assert page.status_code == 403
    assert "colega@example.com" in page.content.decode()
    assert other.post(link).status_code == 403
    unverified = signed_in(make_user("colega@example.com"))  # the address not yet confirmed
    assert unverified.post(link).status_code == 403
    assert not CoTeacher.objects.exists()
    token = link.rstrip("/").rsplit("/", 1)[1]
    assert (
        signed_in(verified("x@example.com")).get(f"/profesores/invitacion/{token[:-2]}xx/").status_code == 404
    )


@pytest.mark.django_db
def test_the_owner_hands_the_class_over_and_stays_as_a_co_teacher(
    teacher, teacher_client, classroom, mailoutbox
):
    link = invite(teacher_client, classroom, "colega@example.com", mailoutbox)
    colleague = verified("colega@example.com")
    signed_in(colleague).post(link)
    co = CoTeacher.objects.get(teacher=colleague)
    url = f"/profesores/clases/{classroom.pk}/profesores/{co.pk}/traspasar/"
    assert "Sí, traspasar la clase" in teacher_client.get(url).content.decode()
    assert teacher_client.post(url).status_code == 302
    classroom.refresh_from_db()
    assert classroom.owner == colleague
    assert CoTeacher.objects.filter(classroom=classroom, teacher=teacher).exists()
    assert teacher_client.post(f"/profesores/clases/{classroom.pk}/borrar/").status_code == 404
    assert teacher_client.get(f"/profesores/clases/{classroom.pk}/").status_code == 200


@pytest.mark.django_db
def test_a_withdrawn_invitation_and_a_removed_colleague_lose_the_class(
    teacher_client, classroom, mailoutbox, other_teacher
):
    link = invite(teacher_client, classroom, "colega@example.com", mailoutbox)
    invitation = classroom.invitations.get()
    teacher_client.post(f"/profesores/clases/{classroom.pk}/profesores/invitaciones/{invitation.pk}/retirar/")
    colleague = verified("colega@example.com")
    assert signed_in(colleague).post(link).status_code == 410
    link = invite(teacher_client, classroom, "colega@example.com", mailoutbox)
    client = signed_in(colleague)
    client.post(link)
    co = CoTeacher.objects.get()
    teacher_client.post(f"/profesores/clases/{classroom.pk}/profesores/{co.pk}/quitar/")
    assert client.get(f"/profesores/clases/{classroom.pk}/").status_code == 404
    stranger = signed_in(other_teacher)  # privacy as before for everyone else
    assert stranger.get(f"/profesores/clases/{classroom.pk}/").status_code == 404
    assert (
        stranger.post(
            f"/profesores/clases/{classroom.pk}/profesores/invitar/", {"email": "a@b.es"}
        ).status_code
        == 404
    )


@pytest.mark.django_db
def test_a_co_teacher_sees_the_answers_to_a_set_she_assigned(teacher_client, classroom, mailoutbox, learner):
    link = invite(teacher_client, classroom, "colega@example.com", mailoutbox)
    colleague = verified("colega@example.com", teacher=True)
    client = signed_in(colleague)
    client.post(link)
    exercise = Exercise.objects.create(owner=colleague, kind="legal", position=LEGAL, title="De la colega")
    exercise_set = ExerciseSet.objects.create(owner=colleague, title="Su hoja")
    SetItem.objects.create(exercise_set=exercise_set, exercise=exercise, order=1)
    client.post(f"/profesores/clases/{classroom.pk}/", {"kind": "set", "exercise_set": exercise_set.pk})
    assignment = classroom.assignments.get()
    flows.join_class(classroom, learner)
    signed_in(learner).post(f"/profesores/l/{exercise_set.token}/1/?tarea={assignment.pk}", {"c": ["1o"]})
    membership = classroom.memberships.get()
    for viewer in (teacher_client, client):
        page = viewer.get(f"/profesores/clases/{classroom.pk}/alumnos/{membership.pk}/").content.decode()
        assert "De la colega" in page
        assert "1/1" in page


# --- some students, from a start date ------------------------------------------------------------


@pytest.mark.django_db
def test_an_assignment_for_some_students_from_a_start_date(teacher, teacher_client, classroom):
    ana, bea = make_user("ana@example.com", name="Ana"), make_user("bea@example.com", name="Bea")
    for user in (ana, bea):
        flows.join_class(classroom, user)
    exercise = Exercise.objects.create(owner=teacher, kind="legal", position=LEGAL, title="Montar")
    exercise_set = ExerciseSet.objects.create(owner=teacher, title="Refuerzo")
    SetItem.objects.create(exercise_set=exercise_set, exercise=exercise, order=1)
    tomorrow = timezone.localdate() + datetime.timedelta(days=1)
    data = {
        "kind": "set",
        "exercise_set": exercise_set.pk,
        "students": [ana.pk],
        "starts": tomorrow.isoformat(),
    }
    assert teacher_client.post(f"/profesores/clases/{classroom.pk}/", data).status_code == 302
    assignment = Assignment.objects.get()
    assert list(assignment.students.all()) == [ana]
    ana_client, bea_client = signed_in(ana), signed_in(bea)
    assert "Refuerzo" not in ana_client.get("/profesores/tareas/").content.decode()  # not yet
    Assignment.objects.filter(pk=assignment.pk).update(starts=timezone.localdate())
    assert "Refuerzo" in ana_client.get("/profesores/tareas/").content.decode()
    assert "Refuerzo" not in bea_client.get("/profesores/tareas/").content.decode()
    bea_client.post(f"/profesores/l/{exercise_set.token}/1/?tarea={assignment.pk}", {"c": ["1o"]})
    assert Answer.objects.get(user=bea).assignment is None  # her answer is not for a task of hers
    task = f"/profesores/clases/{classroom.pk}/tareas/{assignment.pk}/"
    assert bea_client.get(task).status_code == 404
    assert ana_client.get(task).status_code == 200
    page = teacher_client.get(f"/profesores/clases/{classroom.pk}/").content.decode()
    assert "solo para Ana" in page
    assert "no es para este alumno" in page  # Bea's cell


# --- archived, claimed, told apart -----------------------------------------------------------------


@pytest.mark.django_db
def test_an_archived_class_stays_readable_for_its_students(teacher, teacher_client, classroom, learner):
    exercise = Exercise.objects.create(owner=teacher, kind="legal", position=LEGAL, title="Montar")
    exercise_set = ExerciseSet.objects.create(owner=teacher, title="Hoja")
    SetItem.objects.create(exercise_set=exercise_set, exercise=exercise, order=1)
    assignment = Assignment.objects.create(classroom=classroom, kind="set", exercise_set=exercise_set)
    flows.join_class(classroom, learner)
    student = signed_in(learner)
    student.post(f"/profesores/l/{exercise_set.token}/1/?tarea={assignment.pk}", {"c": ["1o"]})
    flows.add_note(classroom, learner, "Muy bien razonado.", assignment=assignment)
    teacher_client.post(f"/profesores/clases/{classroom.pk}/editar/", {"action": "archive"})
    tasks = student.get("/profesores/tareas/").content.decode()
    assert f'id="archived-{classroom.pk}"' in tasks
    assert "Muy bien razonado." in tasks
    assert "1/1" in tasks
    page = student.get(f"/profesores/clases/{classroom.pk}/tareas/{assignment.pk}/").content.decode()
    assert "✔ bien" in page
    assert "Ir a la tarea" not in page  # read only
    student.post(f"/profesores/l/{exercise_set.token}/1/?tarea={assignment.pk}", {"c": ["4o"]})
    assert Answer.objects.filter(user=learner, assignment=assignment).count() == 1


@pytest.mark.django_db
def test_an_anonymous_students_answers_follow_her_into_her_new_account(teacher, classroom, mailoutbox):
    exercise = Exercise.objects.create(owner=teacher, kind="legal", position=LEGAL, title="Montar")
    anonymous = Client()
    url = f"/profesores/e/{exercise.token}/"
    anonymous.post(url, {"name": "Lucía"})
    anonymous.post(url, {"c": ["1o"]})
    assert Answer.objects.get().user is None
    join = anonymous.get(f"/profesores/unirse/{classroom.token}/")
    assert join.status_code == 302  # to the log-in page, and from there to sign up
    login = anonymous.get(join["Location"]).content.decode()
    signup_link = re.search(r'href="(/accounts/signup/[^"]*)">Crea una', login).group(1).replace("&amp;", "&")
    assert f"unirse%2F{classroom.token}" in signup_link  # back to the class once signed up
    signup = anonymous.post(
        signup_link,
        {"email": "lucia@example.com", "password1": "clave-larga-123", "password2": "clave-larga-123"},
    )
    assert signup.status_code in (200, 302)
    row = Answer.objects.get()
    assert row.user is not None
    assert row.user.email == "lucia@example.com"
    assert row.anon_key == ""


@pytest.mark.django_db
def test_pickers_tell_two_sets_and_two_exercises_with_the_same_title_apart(
    teacher, teacher_client, classroom
):
    older = ExerciseSet.objects.create(owner=teacher, title="Repaso")
    ExerciseSet.objects.filter(pk=older.pk).update(created=timezone.now() - datetime.timedelta(days=30))
    newer = ExerciseSet.objects.create(owner=teacher, title="Repaso")
    for exercise_set, count in ((older, 1), (newer, 2)):
        for number in range(count):
            exercise = Exercise.objects.create(owner=teacher, kind="legal", position=LEGAL, title="Montar")
            SetItem.objects.create(exercise_set=exercise_set, exercise=exercise, order=number + 1)
    page = teacher_client.get(f"/profesores/clases/{classroom.pk}/").content.decode()
    labels = re.findall(r"<option value=\"\d+\">(Repaso[^<]*)</option>", page)
    assert len(labels) == 2
    assert len(set(labels)) == 2
    assert any("· 1 ejercicio ·" in label for label in labels)
    assert any("· 2 ejercicios ·" in label for label in labels)
    exercise = Exercise.objects.filter(title="Montar").first()
    detail = teacher_client.get(f"/profesores/ejercicios/{exercise.pk}/").content.decode()
    assert len(set(re.findall(r"<option value=\"\d+\">(Repaso[^<]*)</option>", detail))) == 2
