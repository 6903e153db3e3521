"""Use cases of the teachers' area: save and copy exercises, answer one, join a class, assign
work. Views call these; these call the models and the tutorial/games apps' public pieces.
Marks are ``teachers.marks``'s (which answer counts) and ``teachers.grading``'s (changing them);
teaching a class with colleagues is ``teachers.team``'s."""

import secrets

from django.db import IntegrityError, transaction
from django.db.models import Q
from django.utils import timezone

from accounts.models import display_name as display_name_of
from accounts.models import set_display_name
from ops.inputs import parse_int
from teachers import grading
from teachers.builder import clean_key
from teachers.exercises import build
from teachers.models import (
    Answer,
    Assignment,
    Classroom,
    Exercise,
    Membership,
    Profile,
    SetItem,
    SubmitOnce,
    TeacherNote,
)
from tute import notation

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
    profile.save()
    set_display_name(user, display_name)
    return profile


# --- exercises -------------------------------------------------------------------------------


NEW_VERSION = "version"
REGRADE = "regrade"


@transaction.atomic
def save_exercise(owner, draft, position, instance=None, *, on_answers=NEW_VERSION, note="", setting=None):
    """Create or change an exercise. A change to what is asked (type, position, accepted cards,
    question, the setting the student is told) of an exercise with answers either starts a new
    version (the answers keep theirs) or, with ``on_answers=REGRADE``, corrects the exercise and
    gives every answer to it a true mark, with the teacher's ``note`` (teachers.grading); titles
    and comments change nothing that was graded."""
    exercise = instance or Exercise(owner=owner)
    before = exercise.snapshot() if instance else None
    exercise.kind = draft.kind
    exercise.position = notation.format(position)
    exercise.accepted = sorted(draft.accepted) if draft.kind == "best" else []
    exercise.title = draft.title
    exercise.question = draft.question
    exercise.comment = draft.comment
    exercise.setting = setting if setting is not None else draft.setting()
    changed = before is not None and before != exercise.snapshot()
    answered = changed and exercise.answers.exists()
    if answered and on_answers != REGRADE:
        exercise.version += 1
    exercise.save()
    exercise.regraded = (
        grading.regrade(exercise, note, by=owner) if answered and on_answers == REGRADE else None
    )
    return exercise


def answers_count(exercise):
    return exercise.answers.count()


def copy_exercise(exercise, new_owner):
    """A copy in a teacher's collection (another's, or her own: a duplicate), with its own link
    and code."""
    return Exercise.objects.create(
        owner=new_owner,
        kind=exercise.kind,
        position=exercise.position,
        accepted=list(exercise.accepted),
        title=exercise.title,
        question=exercise.question,
        comment=exercise.comment,
        setting=dict(exercise.setting),
        copied_from=exercise,
    )


def assignment_for(user, exercise_set, wanted=None):
    """The live assignment of `exercise_set` this signed-in student answers for: the one named
    (``?tarea=``) when it is really theirs (given to her, open, in a class not archived), else
    the latest such one; or None."""
    if not user.is_authenticated or exercise_set is None:
        return None
    mine = Assignment.objects.filter(
        kind=Assignment.Kind.SET,
        exercise_set=exercise_set,
        removed_at=None,
        classroom__removed_at=None,
        classroom__archived_at=None,
        classroom__memberships__student=user,
    ).filter(Q(students=None) | Q(students=user))
    today = timezone.localdate()
    mine = mine.filter(Q(starts=None) | Q(starts__lte=today)).distinct().order_by("-created", "-pk")
    wanted = parse_int(str(wanted or ""))
    if wanted is not None:
        named = mine.filter(pk=wanted).first()
        if named is not None:
            return named
    return mine.first()


def attempts_made(user, exercise, assignment):
    """The student's attempts at `exercise` for `assignment` that count now (since it opened, or
    since the teacher started her attempts again)."""
    if assignment is None or not user.is_authenticated:
        return 0
    return grading.attempts_since_reset(assignment, user).filter(exercise=exercise).count()


def may_answer(user, exercise, assignment):
    """False when the assignment allows one attempt and this one was made."""
    return assignment is None or assignment.retries or attempts_made(user, exercise, assignment) == 0


class NoMoreAttempts(Exception):
    """The assignment allows one attempt per exercise and the student made it."""


@transaction.atomic
def answer_exercise(request, exercise, given, *, display_name, exercise_set=None, assignment=None):
    """Grade `given` (already parsed by the exercise), store it with the version answered and
    the assignment it was made for; (verdict, Answer)."""
    if assignment is not None:
        # one attempt at a time per student: the count below cannot race
        Membership.objects.select_for_update().filter(
            classroom=assignment.classroom, student=request.user
        ).first()
        if not may_answer(request.user, exercise, assignment):
            raise NoMoreAttempts
    course_exercise = build(exercise.spec())
    verdict = course_exercise.grade(given)
    row = Answer(
        exercise=exercise,
        exercise_set=exercise_set,
        assignment=assignment,
        version=exercise.version,
        spec=exercise.snapshot(),
        display_name=display_name[: Answer._meta.get_field("display_name").max_length],
        given=course_exercise.encode(given),
        correct=verdict.correct,
        attempt=attempts_made(request.user, exercise, assignment) + 1,
    )
    if request.user.is_authenticated:
        row.user = request.user
    else:
        row.anon_key = student_key(request, create=True)
    row.save()
    return verdict, row


# --- safe to submit twice --------------------------------------------------------------------


def new_form_key():
    return secrets.token_urlsafe(16)


def submit_once(request, key, create):
    """Run ``create()`` (which returns the URL to go to) once per form key: a second submit of
    the same form (a double click, a resent request) gets the first one's URL. No key (a form
    from before keys existed): run it."""
    if not key:
        return create()

    key = clean_key(key)
    if not key:
        return create()
    who = request.user.pk if request.user.is_authenticated else student_key(request, create=True)
    full_key = f"{who}:{key}"
    with transaction.atomic():
        try:
            with transaction.atomic():
                row = SubmitOnce.objects.create(key=full_key)
        except IntegrityError:
            return SubmitOnce.objects.get(key=full_key).url
        url = create()
        row.url = str(url)
        row.save(update_fields=["url"])
    return url


# --- sets ------------------------------------------------------------------------------------


def add_to_set(exercise_set, exercise):
    """Put `exercise` last in the set (back, if it was taken out)."""
    count = exercise_set.live_items().count()
    item, created = SetItem.objects.get_or_create(
        exercise_set=exercise_set, exercise=exercise, defaults={"order": count + 1}
    )
    if not created and item.removed_at is not None:
        item.removed_at = None
        item.order = count + 1
        item.save(update_fields=["removed_at", "order"])
    return item


def take_out_of_set(item):
    """Out of the set, kept aside: the teacher can put it back, and results already finished
    keep counting it."""
    item.removed_at = timezone.now()
    item.save(update_fields=["removed_at"])


# --- classes ---------------------------------------------------------------------------------


def join_class(classroom, user):
    """A member under the name they have now: fixed from here on (only the teacher renames)."""
    membership, _created = Membership.objects.get_or_create(
        classroom=classroom, student=user, defaults={"name": display_name_of(user)[:60]}
    )
    return membership


def archive_class(classroom, archived):
    classroom.archived_at = timezone.now() if archived else None
    classroom.save(update_fields=["archived_at", "updated"])


def open_joining(classroom, is_open):
    classroom.joining_open = is_open
    classroom.save(update_fields=["joining_open", "updated"])


def note_target(classroom, student, data):
    """{"answer": …} or {"assignment": …} from the posted ids, only when they belong to this
    student in this class; None otherwise."""
    answer_pk, assignment_pk = parse_int(data.get("answer", "")), parse_int(data.get("assignment", ""))
    if answer_pk is not None:
        teachers = [user.pk for user in classroom.teachers()]
        answer = (
            Answer.objects.filter(pk=answer_pk, user=student)
            .filter(Q(assignment__classroom=classroom) | Q(exercise__owner__in=teachers))
            .first()
        )
        return {"answer": answer} if answer else None
    if assignment_pk is not None:
        assignment = classroom.assignments.filter(pk=assignment_pk).first()
        return {"assignment": assignment} if assignment else None
    return None


def add_note(classroom, student, text, *, answer=None, assignment=None):
    return TeacherNote.objects.create(
        classroom=classroom, student=student, text=text, answer=answer, assignment=assignment
    )


def member_name(membership):
    return membership.name or display_name_of(membership.student)


def class_names(teacher):
    """{user pk: (name in class, e-mail)} for every member of the classes `teacher` teaches."""
    names = {}
    memberships = Membership.objects.filter(classroom__in=Classroom.objects.taught_by(teacher))
    for membership in memberships.select_related("student"):
        names.setdefault(membership.student_id, (member_name(membership), membership.student.email))
    return names


@transaction.atomic
def add_assignment(classroom, *, students=(), **fields):
    """Give the class an assignment (to `students` of it only, when some are named)."""
    fields["game_spec"] = fields.get("game_spec") or {}
    assignment = Assignment.objects.create(classroom=classroom, **fields)
    assignment.students.set(students)
    return assignment


@transaction.atomic
def edit_assignment(assignment, *, students=(), **fields):
    fields["game_spec"] = fields.get("game_spec") or {}
    for name in ("lesson_slug", "exercise_set"):
        fields.setdefault(name, "" if name == "lesson_slug" else None)
    for name, value in fields.items():
        setattr(assignment, name, value)
    assignment.save()
    assignment.students.set(students)
    return assignment


def claim_session_answers(request, user):
    """On log-in or sign-up: the answers this browser gave without an account become the
    account's (the answer page promises it)."""
    key = student_key(request) if request is not None else ""
    if key:
        Answer.objects.filter(user=None, anon_key=key).update(user=user, anon_key="")


def now():
    return timezone.now()
