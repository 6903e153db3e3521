"""A student's marks in a class: the one owner of every score the teachers' area shows.

Which answer counts for an exercise of a set (the assignment's attempt policy: first, best or
last attempt; one attempt when retries are off), whether an assignment is done, and whether it
was late (judged by the attempt that counts: the counted answer, the lesson's first completion,
the game that completed the count), with the teacher's own marks on top: a mark set by hand, an
exercise or a whole assignment excused, a student's attempts started again (``MarkChange``).

Every page, chart and export asks here (the class table and its «Acierto», the student's page,
the student's own tasks, the set's page, the set's results, the charts, both CSV files), so a
student has one score everywhere. ``Ledger`` loads a class's answers and mark changes once.

Readings chosen here:
- Answers count from the moment the assignment was given (or its start date, when later), or
  from the student's latest reset; an answer a regrade could not judge counts for nothing.
- An excused exercise leaves the total («3/4» instead of «3/5»); an excused assignment is
  neither done nor pending, and never late.
- A mark the teacher sets has no time of its own: it never makes work late.
"""

import datetime
from collections import defaultdict
from dataclasses import dataclass, field

from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext as _

from games.forms import table_rules
from games.levels import canonical_level
from games.models import Game
from teachers.models import Answer, Assignment, MarkChange
from tutorial import course as content
from tutorial.progress import Progress

# --- values ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Mark:
    """A student's mark on one exercise of a set assignment."""

    exercise_id: int
    answer: Answer | None = None  # the answer that counts (None: none yet)
    correct: bool | None = None  # None: not answered yet
    excused: bool = False
    by_teacher: bool = False  # the teacher set it (``note`` may say why)
    note: str = ""
    tries: int = 0  # answers given since the assignment was given (or the attempts were reset)

    @property
    def state(self):
        """ "right", "wrong", "excused" or "pending": the mark as one word (for CSS and CSV)."""
        if self.excused:
            return "excused"
        if self.correct is None:
            return "pending"
        return "right" if self.correct else "wrong"


@dataclass(frozen=True)
class Result:
    """A student's result on one assignment."""

    done: bool = False
    late: bool = False
    detail: str = ""  # «3/5», «2/3», «dominada», «exento»…
    finished_at: datetime.datetime | None = None
    assigned: bool = True  # False: the assignment is for other students of the class
    excused: bool = False
    by_teacher: bool = False
    note: str = ""
    marks: tuple = ()  # set assignments: one Mark per exercise asked
    right: int = 0
    answered: int = 0  # exercises with a mark that counts (excused ones left out)
    total: int = 0
    played: int = 0  # games and table assignments: matching games found
    wanted: int = 0

    @property
    def pending(self):
        return self.assigned and not self.done and not self.excused

    def mark_of(self, exercise_id):
        return next((mark for mark in self.marks if mark.exercise_id == exercise_id), None)


NOT_ASSIGNED = Result(assigned=False)


@dataclass
class TeacherMarks:
    """The teacher's marks in force for one student and assignment, from its MarkChange rows."""

    reset_at: datetime.datetime | None = None
    overrides: dict = field(default_factory=dict)  # exercise pk, or None for the whole assignment

    @classmethod
    def of(cls, changes):
        state = cls()
        for change in changes:  # oldest first
            if change.kind == MarkChange.Kind.RESET:
                state.reset_at, state.overrides = change.created, {}
            elif change.kind in (MarkChange.Kind.SET, MarkChange.Kind.EXCUSE):
                state.overrides[change.exercise_id] = change
            elif change.kind == MarkChange.Kind.AUTO:
                state.overrides.pop(change.exercise_id, None)
        return state


# --- the rules ---------------------------------------------------------------------------------


def policy(assignment):
    """The attempt that counts: the assignment's choice, or the first when it has no retries."""
    return assignment.attempts if assignment.retries else Assignment.Attempts.FIRST


def counted(rows, chosen):
    """The answer that counts among `rows` (oldest first) under the attempt policy `chosen`."""
    if not rows:
        return None
    if chosen == Assignment.Attempts.LAST:
        return rows[-1]
    if chosen == Assignment.Attempts.BEST:
        return next((row for row in rows if row.correct), rows[0])
    return rows[0]


def opens_at(assignment):
    """When the assignment's work starts counting: when it was given, or its start date."""
    if assignment.starts is None:
        return assignment.created
    start = timezone.make_aware(datetime.datetime.combine(assignment.starts, datetime.time.min))
    return max(assignment.created, start)


def is_open(assignment, today=None):
    """True once the assignment's start date has come (students see it from then on)."""
    return assignment.starts is None or assignment.starts <= (today or timezone.localdate())


def for_student(assignment, student_id, assigned_ids):
    """Whether the assignment asks this student: the whole class, or she is among its students."""
    return not assigned_ids or student_id in assigned_ids


def lateness(done, finished_at, due, today=None):
    """Late: done after the due date (by the attempt that counts), or not done past it."""
    if due is None:
        return False
    if done:
        return finished_at is not None and timezone.localdate(finished_at) > due
    return (today or timezone.localdate()) > due


def _since(assignment, teacher):
    start = opens_at(assignment)
    return max(start, teacher.reset_at) if teacher.reset_at else start


# --- one class's marks -------------------------------------------------------------------------


class Ledger:
    """The answers and mark changes of some students in one class's assignments, loaded once;
    ``result(assignment, student)`` is the student's Result, the same on every page."""

    def __init__(self, assignments, students, *, progress=None):
        self.assignments = list(assignments)
        self.students = list(students)
        self._progress = progress or {}
        ids = [a.pk for a in self.assignments]
        self._answers = defaultdict(list)
        rows = Answer.objects.filter(assignment_id__in=ids, user__in=self.students).order_by("created", "pk")
        for row in rows.select_related("exercise"):
            self._answers[(row.assignment_id, row.user_id)].append(row)
        self._changes = defaultdict(list)
        for change in MarkChange.objects.filter(assignment_id__in=ids, student__in=self.students):
            self._changes[(change.assignment_id, change.student_id)].append(change)
        self._assigned = defaultdict(set)
        through = Assignment.students.through.objects.filter(assignment_id__in=ids)
        for assignment_id, user_id in through.values_list("assignment_id", "user_id"):
            self._assigned[assignment_id].add(user_id)

    def assigned_ids(self, assignment):
        """The students the assignment is for (empty: the whole class)."""
        return self._assigned[assignment.pk]

    def teacher_marks(self, assignment, student):
        return TeacherMarks.of(self._changes[(assignment.pk, student.pk)])

    def changes(self, assignment, student):
        return list(self._changes[(assignment.pk, student.pk)])

    def answers(self, assignment, student):
        return list(self._answers[(assignment.pk, student.pk)])

    def progress(self, student):
        if student.pk not in self._progress:
            self._progress[student.pk] = learner_progress(student)
        return self._progress[student.pk]

    def result(self, assignment, student):
        if not for_student(assignment, student.pk, self.assigned_ids(assignment)):
            return NOT_ASSIGNED
        teacher = self.teacher_marks(assignment, student)
        whole = teacher.overrides.get(None)
        if whole is not None:
            return _teacher_result(whole)
        if assignment.kind == Assignment.Kind.SET:
            return self._set_result(assignment, student, teacher)
        if assignment.kind == Assignment.Kind.LESSON:
            return self._lesson_result(assignment, student)
        return _games_result(assignment, matching_games(assignment, student, _since(assignment, teacher)))

    def _set_result(self, assignment, student, teacher):
        since = _since(assignment, teacher)
        tries = defaultdict(list)
        for row in self._answers[(assignment.pk, student.pk)]:
            if row.created >= since and not row.ungraded:
                tries[row.exercise_id].append(row)
        marks = tuple(
            _mark(exercise_id, tries.get(exercise_id, []), policy(assignment), teacher.overrides)
            for exercise_id in asked_exercises(assignment, tries)
        )
        counting = [mark for mark in marks if not mark.excused]
        answered = [mark for mark in counting if mark.correct is not None]
        done = bool(counting) and len(answered) == len(counting)
        right = sum(bool(mark.correct) for mark in answered)
        times = [mark.answer.created for mark in answered if mark.answer is not None]
        finished_at = max(times, default=None)
        return Result(
            done=done,
            late=lateness(done, finished_at, assignment.due),
            detail=f"{right}/{len(counting)}",
            finished_at=finished_at,
            marks=marks,
            right=right,
            answered=len(answered),
            total=len(counting),
        )

    def _lesson_result(self, assignment, student):
        lesson = content.lesson_by_slug(assignment.lesson_slug)
        progress = self.progress(student)
        status = progress.lesson_status(lesson) if lesson else "new"
        done = status in ("done", "mastered")
        finished_at = progress.finished_at(lesson) if lesson and done else None
        return Result(
            done=done,
            late=lateness(done, finished_at, assignment.due),
            detail=_("dominada") if status == "mastered" else "",
            finished_at=finished_at,
        )


def _mark(exercise_id, rows, chosen, overrides):
    answer = counted(rows, chosen)
    override = overrides.get(exercise_id)
    if override is not None and override.kind == MarkChange.Kind.EXCUSE:
        return Mark(
            exercise_id, answer, None, excused=True, by_teacher=True, note=override.note, tries=len(rows)
        )
    if override is not None:
        return Mark(
            exercise_id, answer, override.correct, by_teacher=True, note=override.note, tries=len(rows)
        )
    return Mark(exercise_id, answer, answer.correct if answer else None, tries=len(rows))


def _teacher_result(change):
    """The whole assignment marked by the teacher: excused, or given as done."""
    if change.kind == MarkChange.Kind.EXCUSE:
        return Result(excused=True, detail=_("exento"), by_teacher=True, note=change.note)
    return Result(done=True, detail=_("dada por hecha"), by_teacher=True, note=change.note)


def _games_result(assignment, games):
    wanted = int(assignment.game_spec.get("count", 1))
    done = len(games) >= wanted
    finished_at = games[wanted - 1].updated if done else None
    return Result(
        done=done,
        late=lateness(done, finished_at, assignment.due),
        detail=f"{min(len(games), wanted)}/{wanted}",
        finished_at=finished_at,
        played=min(len(games), wanted),
        wanted=wanted,
    )


def asked_exercises(assignment, answered):
    """The exercises a set assignment asks for: the set's live ones, plus those taken out or
    deleted after this student answered them (a finished result never shrinks)."""
    exercise_set = assignment.exercise_set
    wanted = [item.exercise_id for item in exercise_set.live_items()]
    for item in exercise_set.items.all():
        if item.exercise_id not in wanted and item.exercise_id in answered:
            wanted.append(item.exercise_id)
    return wanted


def result(assignment, student):
    """One student's Result on one assignment (pages about one assignment)."""
    return Ledger([assignment], [student]).result(assignment, student)


# --- games and lessons ---------------------------------------------------------------------------


def learner_progress(user):
    """The student's course progress (a missing row is no progress: the related-object error is
    an AttributeError, which getattr's default answers)."""
    row = getattr(user, "tutorial_progress", None)
    return Progress(row.data if row else None)


def practice_games(student, spec, since):
    """The student's finished practice games at the assignment's table and bots' level."""
    games = Game.objects.filter(
        owner=student,
        finished=True,
        variant=spec.get("variant"),
        players=spec.get("players"),
        created__gte=since,
    ).order_by("updated")
    level = canonical_level(spec.get("level"))
    return [game for game in games if not level or level in map(canonical_level, game.bot_levels or [])]


def asked_rules(assignment):
    """The table options a class-table assignment asks for (Rules fields that differ from the
    defaults, as a game stores them), kept as a table of its variant keeps them
    (``games.forms.table_rules``); an assignment given before it chose options asks for the
    defaults."""
    spec = assignment.game_spec or {}
    options = spec.get("rules")
    return table_rules(spec.get("variant"), spec.get("players"), options if isinstance(options, dict) else {})


def played_with(game, rules):
    """Whether the game was played with exactly these table options (``asked_rules``)."""
    stored = game.rules if isinstance(game.rules, dict) else {}
    return table_rules(game.variant, game.players, stored) == rules


def class_table_games(student, assignment, since=None):
    """The student's finished matches at the assignment's class's tables (the tables app links
    each match's game to its table through `table_round`), with the assignment's variant and
    table options, since it was given; a match ended by everybody's vote counts for nobody."""
    spec = assignment.game_spec
    rules = asked_rules(assignment)
    games = (
        Game.objects.filter(
            table_round__users=student,
            table_round__table__classroom=assignment.classroom_id,
            table_round__amicable=False,
            finished=True,
            variant=spec.get("variant"),
            players=spec.get("players"),
            created__gte=since or opens_at(assignment),
        )
        .distinct()
        .order_by("updated")
    )
    return [game for game in games if played_with(game, rules)]


def matching_games(assignment, student, since=None):
    """The finished games that count for a games or table assignment, oldest first."""
    since = since or opens_at(assignment)
    if assignment.kind == Assignment.Kind.TABLE:
        return class_table_games(student, assignment, since)
    return practice_games(student, assignment.game_spec, since)


def played_games():
    """Finished games that count as played: practice games, and matches at tables with people
    not ended by everybody's vote."""
    return Game.objects.filter(finished=True).exclude(Q(table_round__amicable=True))
