"""Use cases of the teachers' area: save and copy exercises, answer one, join a class, assign
work, and the class's progress figures. Views call these; these call the models and the
tutorial/games apps' public pieces."""

import secrets
from collections import Counter

from django.db import transaction
from django.utils import timezone

from games.engine import notation
from teachers.exercises import build, histogram_values
from teachers.models import Answer, Assignment, Exercise, Membership, Profile

SESSION_KEY = "teachers_student_key"
NAME_KEY = "teachers_student_name"


# --- who is answering ------------------------------------------------------------------------


def student_key(request, *, create=False):
    key = request.session.get(SESSION_KEY, "")
    if not key and create:
        key = request.session[SESSION_KEY] = secrets.token_urlsafe(24)
    return key


def own_answers(request):
    """The answers this visitor may see: their account's and their browser session's."""
    if request.user.is_authenticated:
        return Answer.objects.filter(user=request.user)
    key = student_key(request)
    return Answer.objects.filter(user=None, anon_key=key) if key else Answer.objects.none()


def is_teacher(user):
    return user.is_authenticated and Profile.objects.filter(user=user, is_teacher=True).exists()


def set_profile(user, *, is_teacher, display_name):
    profile, _created = Profile.objects.get_or_create(user=user)
    profile.is_teacher = is_teacher
    profile.display_name = display_name
    profile.save()
    return profile


# --- exercises -------------------------------------------------------------------------------


def save_exercise(owner, draft, position, instance=None):
    exercise = instance or Exercise(owner=owner)
    exercise.kind = draft.kind
    exercise.position = notation.format(position)
    exercise.accepted = sorted(draft.accepted) if draft.kind == "best" else []
    exercise.title = draft.title
    exercise.question = draft.question
    exercise.comment = draft.comment
    exercise.save()
    return exercise


def copy_exercise(exercise, new_owner):
    """A copy in another teacher's collection, with its own link and code."""
    return Exercise.objects.create(
        owner=new_owner,
        kind=exercise.kind,
        position=exercise.position,
        accepted=list(exercise.accepted),
        title=exercise.title,
        question=exercise.question,
        comment=exercise.comment,
        copied_from=exercise,
    )


def answer_exercise(request, exercise, given, *, display_name, exercise_set=None):
    """Grade `given` (already parsed by the exercise), store it; (verdict, Answer)."""
    course_exercise = build(exercise.spec())
    verdict = course_exercise.grade(given)
    row = Answer(
        exercise=exercise,
        exercise_set=exercise_set,
        display_name=display_name[: Answer._meta.get_field("display_name").max_length],
        given=course_exercise.encode(given),
        correct=verdict.correct,
    )
    if request.user.is_authenticated:
        row.user = request.user
    else:
        row.anon_key = student_key(request, create=True)
    row.save()
    return verdict, row


# --- classes ---------------------------------------------------------------------------------


def join_class(classroom, user):
    membership, _created = Membership.objects.get_or_create(classroom=classroom, student=user)
    return membership


@transaction.atomic
def add_assignment(classroom, *, kind, lesson_slug="", exercise_set=None, game_spec=None, due=None):
    return Assignment.objects.create(
        classroom=classroom,
        kind=kind,
        lesson_slug=lesson_slug,
        exercise_set=exercise_set,
        game_spec=game_spec or {},
        due=due,
    )


def edit_assignment(assignment, *, kind, lesson_slug="", exercise_set=None, game_spec=None, due=None):
    assignment.kind = kind
    assignment.lesson_slug = lesson_slug
    assignment.exercise_set = exercise_set
    assignment.game_spec = game_spec or {}
    assignment.due = due
    assignment.save()
    return assignment


def histogram(exercise, students):
    """Counter of the values (cards, points) the class's students chose, first answer each."""
    counts = Counter()
    firsts = {}
    for answer in exercise.answers.filter(user__in=students).order_by("created"):
        firsts.setdefault(answer.user_id, answer)
    for answer in firsts.values():
        counts.update(histogram_values(exercise.kind, answer))
    return counts, firsts


def now():
    return timezone.now()
