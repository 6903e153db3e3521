"""Changing marks: a regrade after a correction, the teacher's own marks (set, excused, back to
automatic), a student's attempts started again, and what a new due date would change.

Every change of a student's mark leaves a ``MarkChange`` row: the history the teacher's page of
the student shows. Which mark is in force is ``teachers.marks``'s to say.

Readings chosen here:
- A regrade judges the answers to the version being corrected (older versions keep theirs). An
  answer of the right kind that names a card no longer in the position (or a declaration no
  longer possible, a number that is not the total) is wrong; an answer of another kind (the
  question changed from cards to points) cannot be judged: it counts for nothing, and the
  teacher sees how many, before saving and after.
"""

import copy
from dataclasses import dataclass, field

from django.db import transaction
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from teachers import marks
from teachers.exercises import build, spec_for
from teachers.models import Answer, MarkChange
from tute import DECK
from tutorial.exercises import NONE, BadAnswer

CARD_ANSWERS = ("legal", "best", "winner")

MARK_WORDS = {
    "right": gettext_lazy("bien"),
    "wrong": gettext_lazy("mal"),
    "ungraded": gettext_lazy("sin calificar"),
    "pending": gettext_lazy("sin responder"),
    "excused": gettext_lazy("exento"),
    "done": gettext_lazy("dada por hecha"),
}


def mark_word(code):
    return str(MARK_WORDS.get(code, code))


# --- regrading ---------------------------------------------------------------------------------


def judge(course_exercise, given):
    """The mark of a stored answer under `course_exercise`: True, False, or None when it cannot
    be judged (an answer of another kind than the question asks)."""
    try:
        return course_exercise.grade(course_exercise.decode(given)).correct
    except BadAnswer:
        return False if _same_kind(course_exercise.type, given) else None
    except (ValueError, KeyError):
        return None


def _same_kind(kind, given):
    """Whether `given` is the kind of answer the question asks (cards, a number, declarations)."""
    values = [value for value in str(given).split(",") if value and value != "-"]
    if kind in CARD_ANSWERS:
        return all(value in DECK for value in values)
    if kind == "points":
        return len(values) == 1 and values[0].isascii() and values[0].isdigit()
    if kind == "cante":
        return all(value == NONE or value.startswith(("cante:", "tute:")) for value in values)
    return False


def mark_code(correct, ungraded=False):
    if ungraded or correct is None:
        return "ungraded"
    return "right" if correct else "wrong"


@dataclass
class Regrade:
    """What a regrade does (or would do) to an exercise's answers: how many stay right or
    wrong, change, or cannot be judged, and each answer's new mark."""

    total: int = 0
    stay_right: int = 0
    stay_wrong: int = 0
    to_right: int = 0
    to_wrong: int = 0
    ungraded: int = 0
    new_marks: dict = field(default_factory=dict)  # answer pk -> True, False or None

    def count(self, before, after):
        self.total += 1
        if after is None:
            self.ungraded += 1
        elif before == after:
            self.stay_right += after
            self.stay_wrong += not after
        elif after:
            self.to_right += 1
        else:
            self.to_wrong += 1

    @property
    def changes(self):
        return self.to_right + self.to_wrong + self.ungraded


def regraded_answers(exercise):
    """The answers a correction regrades: those to the version being corrected."""
    return exercise.answers.filter(version=exercise.version).select_related("user")


def preview(exercise, snapshot):
    """What regrading `exercise`'s answers against `snapshot` (an unsaved correction) would do."""
    course_exercise = build(spec_for(snapshot))
    summary = Regrade()
    for answer in regraded_answers(exercise):
        after = judge(course_exercise, answer.given)
        summary.count(None if answer.ungraded else answer.correct, after)
        summary.new_marks[answer.pk] = after
    return summary


def regrade(exercise, note, by=None):
    """Give every answer to the corrected version a true mark (saved, with `note` for the
    student); each change of a student's mark enters her history. The Regrade done."""
    summary = preview(exercise, exercise.snapshot())
    answers = {answer.pk: answer for answer in regraded_answers(exercise)}
    for pk, after in summary.new_marks.items():
        answer = answers[pk]
        before = mark_code(answer.correct, answer.ungraded)
        answer.correct, answer.ungraded = bool(after), after is None
        answer.spec, answer.regrade_note = exercise.snapshot(), note
        answer.save(update_fields=["correct", "ungraded", "spec", "regrade_note"])
        if before != mark_code(after) and answer.user_id:
            MarkChange.objects.create(
                assignment=answer.assignment,
                student=answer.user,
                exercise=exercise,
                answer=answer,
                kind=MarkChange.Kind.REGRADE,
                correct=after,
                before=before,
                note=note,
                by=by,
            )
    return summary


def ungraded_count(exercise):
    return exercise.answers.filter(ungraded=True).count()


# --- the teacher's own marks ---------------------------------------------------------------------


SET_RIGHT, SET_WRONG, EXCUSE, AUTO, DONE = "right", "wrong", "excuse", "auto", "done"
CHOICES = (SET_RIGHT, SET_WRONG, EXCUSE, AUTO, DONE)


def _state(result, exercise_id):
    """The mark in force now, as a code for the history."""
    if exercise_id is None:
        if result.excused:
            return "excused"
        return "done" if result.done else "pending"
    mark = result.mark_of(exercise_id)
    return mark.state if mark is not None else "pending"


@transaction.atomic
def set_mark(assignment, student, exercise, choice, *, note="", by=None):
    """The teacher's mark on one exercise of a set (right, wrong, excused, or automatic again),
    or on a whole assignment (excused, done, or automatic again)."""
    if choice not in CHOICES:
        raise ValueError(choice)
    before = _state(marks.result(assignment, student), exercise.pk if exercise else None)
    kind = {EXCUSE: MarkChange.Kind.EXCUSE, AUTO: MarkChange.Kind.AUTO}.get(choice, MarkChange.Kind.SET)
    return MarkChange.objects.create(
        assignment=assignment,
        student=student,
        exercise=exercise,
        kind=kind,
        correct={SET_RIGHT: True, SET_WRONG: False, DONE: True}.get(choice),
        before=before,
        note=note,
        by=by,
    )


@transaction.atomic
def reset_attempts(assignment, student, *, note="", by=None):
    """The student's attempts at the assignment start again: what she did before no longer
    counts (it is kept), the teacher's marks on it go, and a one-attempt set may be answered
    once more."""
    before = marks.result(assignment, student).detail
    return MarkChange.objects.create(
        assignment=assignment,
        student=student,
        kind=MarkChange.Kind.RESET,
        before=before[:12],
        note=note,
        by=by,
    )


def attempts_since_reset(assignment, student):
    """The student's answers that count as attempts at the assignment now."""
    changes = MarkChange.objects.filter(assignment=assignment, student=student)
    since = max(
        marks.opens_at(assignment), marks.TeacherMarks.of(changes).reset_at or marks.opens_at(assignment)
    )
    return Answer.objects.filter(assignment=assignment, user=student, created__gte=since, ungraded=False)


# --- a new due date --------------------------------------------------------------------------


@dataclass(frozen=True)
class DueChange:
    """A student whose work on an assignment would change status with a new due date."""

    name: str
    done: bool
    late_before: bool
    late_after: bool

    @property
    def text(self):
        before = _("con retraso") if self.late_before else _("a tiempo")
        after = _("con retraso") if self.late_after else _("a tiempo")
        what = _("hecha") if self.done else _("sin hacer")
        return _("%(name)s (%(what)s): pasa de «%(before)s» a «%(after)s»") % {
            "name": self.name,
            "what": what,
            "before": before,
            "after": after,
        }


def due_changes(assignment, new_due, memberships, names):
    """The students whose status would change if the assignment were due `new_due`: finished
    work first. `names` gives each student's name in the class."""
    students = [m.student for m in memberships]
    ledger = marks.Ledger([assignment], students)
    moved = copy.copy(assignment)
    moved.due = new_due
    changes = []
    for student in students:
        before, after = ledger.result(assignment, student), ledger.result(moved, student)
        if before.assigned and before.late != after.late:
            changes.append(DueChange(names(student), before.done, before.late, after.late))
    return sorted(changes, key=lambda change: (not change.done, change.name.lower()))
