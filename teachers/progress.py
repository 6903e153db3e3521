"""A class's progress as its pages show it: per student, lessons done and mastered (the
tutorial's progress), accuracy on the class's sets, assignments done and late, games played; per
assignment, each student's result; a student's own tasks; the teacher's page of one student.

Every score comes from ``teachers.marks`` (one owner): this module arranges them for the pages.
"""

from dataclasses import dataclass, field
from urllib.parse import urlencode

from django.db.models import Q
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from games.forms import rule_settings, rules_query, table_rules
from games.levels import level_name
from games.words import card_name, house_rule_explanation, house_rule_setting
from teachers import marks
from teachers.exercises import build
from teachers.flows import member_name
from teachers.forms import GAME_VARIANTS
from teachers.models import Answer, Assignment, MarkChange, Membership
from tute import DECK, parse_position
from tutorial import course as content
from tutorial.exercises import NONE, cante_label


@dataclass
class StudentRow:
    student: object
    name: str
    membership: object = None
    lessons_done: int = 0
    lessons_mastered: int = 0
    answered: int = 0  # exercises of the class's sets with a mark that counts
    right: int = 0
    assignments_done: int = 0
    assignments_late: int = 0
    games_played: int = 0
    statuses: list = field(default_factory=list)  # one marks.Result per assignment

    @property
    def accuracy(self):
        return round(100 * self.right / self.answered) if self.answered else None


def lesson_counts(progress):
    statuses = [progress.lesson_status(lesson) for lesson in content.lessons()]
    done = sum(status in ("done", "mastered") for status in statuses)
    return done, statuses.count("mastered")


def games_played(student):
    """Finished games of every kind: practice games and matches at tables with people (a match
    ended by everybody's vote is not a played match)."""
    return marks.played_games().filter(Q(owner=student) | Q(table_round__users=student)).distinct().count()


def live_assignments(classroom):
    return list(classroom.assignments.filter(removed_at=None).select_related("exercise_set", "classroom"))


def class_table(classroom):
    """(assignments, rows): every live assignment and, per student, its results and totals."""
    assignments = live_assignments(classroom)
    memberships = list(classroom.memberships.select_related("student"))
    ledger = marks.Ledger(assignments, [m.student for m in memberships])
    rows = []
    for membership in memberships:
        student = membership.student
        row = StudentRow(student=student, name=member_name(membership), membership=membership)
        row.lessons_done, row.lessons_mastered = lesson_counts(ledger.progress(student))
        for assignment in assignments:
            result = ledger.result(assignment, student)
            row.statuses.append(result)
            row.assignments_done += result.done
            row.assignments_late += result.late
            if assignment.kind == Assignment.Kind.SET:
                row.right += result.right
                row.answered += result.answered
        row.games_played = games_played(student)
        rows.append(row)
    return assignments, rows


def policy_text(assignment):
    """The attempt policy in the student's words."""
    if assignment.kind != Assignment.Kind.SET:
        return ""
    if not assignment.retries:
        return _("Un solo intento por ejercicio.")
    if assignment.attempts == Assignment.Attempts.BEST:
        return _("Puedes repetir: cuenta tu mejor intento.")
    if assignment.attempts == Assignment.Attempts.LAST:
        return _("Puedes repetir: cuenta tu último intento.")
    return _("Puedes repetir para practicar, pero cuenta el primer intento.")


def table_options(assignment):
    """The table options a class-table assignment asks for, in words: each option that differs
    from the usual ones with its value and what it does (none: the usual options)."""
    if assignment.kind != Assignment.Kind.TABLE:
        return []
    spec = assignment.game_spec
    asked = marks.asked_rules(assignment)
    return [
        {"name": name, "text": house_rule_setting(name, value), "explanation": house_rule_explanation(name)}
        for name, value in rule_settings(spec.get("variant"), spec.get("players"), asked)
    ]


def options_text(assignment):
    """The table options a class-table assignment asks for, in one line ("" for other kinds)."""
    if assignment.kind != Assignment.Kind.TABLE:
        return ""
    options = table_options(assignment)
    if not options:
        return _("Con las opciones de mesa de siempre.")
    return _("Con estas opciones de mesa: %(options)s.") % {
        "options": "; ".join(option["text"] for option in options)
    }


def counts_text(assignment):
    """Which attempt the assignment's marks count, for the teacher's pages and exports."""
    if assignment.kind != Assignment.Kind.SET:
        return ""
    return _("cuenta %(which)s") % {"which": Assignment.Attempts(marks.policy(assignment)).label}


def assignment_label(assignment):
    """The assignment in words: the lesson's title, the set's title, or the games to play."""
    if assignment.kind == Assignment.Kind.LESSON:
        lesson = content.lesson_by_slug(assignment.lesson_slug)
        if lesson is None:
            return _("Lección: %(title)s") % {"title": assignment.lesson_slug}
        return _("Lección %(number)s: %(title)s") % {"number": lesson.number, "title": lesson.title}
    if assignment.kind == Assignment.Kind.SET:
        return _("Ejercicios: %(title)s") % {"title": assignment.exercise_set.title}
    spec = assignment.game_spec
    table = f"{spec.get('variant', '')}/{spec.get('players', '')}"
    count = int(spec.get("count", 1))
    names = {
        "table": str(dict(GAME_VARIANTS).get(table, table)).lower(),
        "level": level_name(spec["level"]).lower() if spec.get("level") else "",
        "count": count,
    }
    if assignment.kind == Assignment.Kind.TABLE:
        if count == 1:
            return _("Juega 1 partida de %(table)s en una mesa de la clase") % names
        return _("Juega %(count)s partidas de %(table)s en una mesa de la clase") % names
    if count == 1:
        return _("Juega 1 partida de %(table)s contra robots de nivel %(level)s") % names
    return _("Juega %(count)s partidas de %(table)s contra robots de nivel %(level)s") % names


def student_tasks(student):
    """The student's classes, each with the assignments given to her (from their start date):
    label, result, where to do it, notes. An archived class stays, marked and read only."""
    classes = []
    memberships = Membership.objects.filter(student=student, classroom__removed_at=None)
    for membership in memberships.select_related("classroom").order_by("classroom__archived_at", "joined"):
        classroom = membership.classroom
        notes = list(classroom.notes.filter(student=student, assignment__isnull=False))
        assignments = [a for a in live_assignments(classroom) if marks.is_open(a)]
        ledger = marks.Ledger(assignments, [student])
        tasks = []
        for assignment in assignments:
            result = ledger.result(assignment, student)
            if not result.assigned:
                continue
            tasks.append(
                {
                    "assignment": assignment,
                    "label": assignment_label(assignment),
                    "status": result,
                    "url": "" if classroom.archived_at else task_url(assignment),
                    "page": reverse("teachers:assignment_task", args=[classroom.pk, assignment.pk]),
                    "policy": policy_text(assignment),
                    "options": options_text(assignment),
                    "notes": [note for note in notes if note.assignment_id == assignment.pk],
                    "classroom": classroom,
                }
            )
        classes.append({"classroom": classroom, "tasks": tasks, "archived": bool(classroom.archived_at)})
    return classes


def pending_tasks(student):
    """The student's assignments not done yet in her current classes, those due soonest first."""
    pending = [
        task
        for entry in student_tasks(student)
        if not entry["archived"]
        for task in entry["tasks"]
        if task["status"].pending
    ]
    return sorted(pending, key=lambda task: (task["assignment"].due is None, task["assignment"].due or 0))


def task_url(assignment):
    if assignment.kind == Assignment.Kind.LESSON:
        return reverse("tutorial:lesson", args=[assignment.lesson_slug])
    if assignment.kind == Assignment.Kind.SET:
        if assignment.exercise_set.removed:
            return ""
        return (
            reverse("teachers:set_public", args=[assignment.exercise_set.token]) + f"?tarea={assignment.pk}"
        )
    return reverse("teachers:assignment_task", args=[assignment.classroom_id, assignment.pk])


def start_url(assignment):
    """Where the student starts the assignment: the lesson, the set, or the game setup page."""
    if assignment.kind == Assignment.Kind.GAMES:
        return games_setup_url(assignment)
    if assignment.kind == Assignment.Kind.TABLE:
        return ""  # the class's tables are listed on the task's page (class_tables)
    return task_url(assignment)


def class_tables(assignment):
    """The class's tables where the assignment can be played (its variant), the latest first,
    each saying whether it has the assignment's options now (only matches played with them
    count): a teacher of the class opens them; a student sits at one."""
    if assignment.kind != Assignment.Kind.TABLE:
        return []
    spec = assignment.game_spec
    asked = marks.asked_rules(assignment)
    tables = assignment.classroom.tables.filter(variant=spec.get("variant"), players=spec.get("players"))
    return [
        {"table": table, "same_options": table_rules(table.variant, table.players, table.rules) == asked}
        for table in tables.order_by("-updated")[:10]
    ]


def open_table_url(assignment):
    """The page that opens a table for the class, with the assignment's variant, players and
    table options."""
    spec = assignment.game_spec
    query = {
        "clase": assignment.classroom_id,
        "variant": spec.get("variant", ""),
        "players": spec.get("players", ""),
        **rules_query(marks.asked_rules(assignment)),
    }
    return reverse("tables:new") + "?" + urlencode(query)


def games_setup_url(assignment):
    """The practice-game setup page with the assignment's table and robots chosen."""
    spec = assignment.game_spec
    query = {
        "variant": spec.get("variant", ""),
        "players": spec.get("players", ""),
        "nivel": spec.get("level", ""),
    }
    return reverse("games:new") + "?" + urlencode(query)


def answer_words(answer):
    """What the student chose, in words: card names, a declaration, a number, «nada»."""
    values = answer.given_cards()
    if not values:
        return _("nada")
    return ", ".join(card_name(v) if v in DECK else str(answer_label(v, answer.exercise)) for v in values)


LESSON_STATES = {
    "new": gettext_lazy("sin empezar"),
    "in_progress": gettext_lazy("empezada"),
    "done": gettext_lazy("hecha"),
    "mastered": gettext_lazy("dominada"),
}


def class_answers(classroom, student):
    """A student's answers the class's teachers see: those made for the class's assignments, and
    those to the exercises of its teachers."""
    teachers = [user.pk for user in classroom.teachers()]
    return Answer.objects.filter(user=student).filter(
        Q(assignment__classroom=classroom) | Q(exercise__owner__in=teachers)
    )


def student_report(classroom, membership):
    """Everything behind one student's numbers in one class (the teacher's page per student):
    tasks with each exercise's mark, every answer (the one that counts marked), lessons, games and
    the history of every change of a mark."""
    student = membership.student
    assignments = live_assignments(classroom)
    ledger = marks.Ledger(assignments, [student])
    notes = list(classroom.notes.filter(student=student))
    tasks = [
        {
            "assignment": assignment,
            "label": assignment_label(assignment),
            "status": result,
            "policy": policy_text(assignment),
            "options": options_text(assignment),
            "counts": counts_text(assignment),
            "notes": [note for note in notes if note.assignment_id == assignment.pk],
            "exercises": _task_exercises(assignment, result),
        }
        for assignment in assignments
        if (result := ledger.result(assignment, student)).assigned
    ]
    counting = {mark.answer.pk for task in tasks for mark in task["status"].marks if mark.answer}
    progress = ledger.progress(student)
    lessons = [
        {"lesson": lesson, "status": LESSON_STATES.get(progress.lesson_status(lesson), "")}
        for lesson in content.lessons()
    ]
    rows = class_answers(classroom, student).select_related("exercise", "assignment")
    answers = [_answer_item(row, notes, counting) for row in rows.order_by("-created", "-pk")[:300]]
    played = Q(owner=student) | Q(table_round__users=student)
    games = list(marks.played_games().filter(played).distinct().order_by("-updated")[:50])
    return {
        "lessons": lessons,
        "tasks": tasks,
        "answers": answers,
        "games": games,
        "history": mark_history(classroom, student),
    }


def _task_exercises(assignment, result):
    """A set task's exercises, each with the student's Mark."""
    if assignment.kind != Assignment.Kind.SET:
        return []
    items = {
        item.exercise_id: item.exercise for item in assignment.exercise_set.items.select_related("exercise")
    }
    return [{"exercise": items.get(mark.exercise_id), "mark": mark} for mark in result.marks]


def _answer_item(row, notes, counting):
    spec = row.answered_spec()
    position = parse_position(spec["position"])
    try:
        hand = list(position.own_hand())
    except ValueError:
        hand = []
    return {
        "row": row,
        "question": build(spec).question(),
        "hand": hand,
        "table": list(position.table),
        "trump": position.trump,
        "assignment": assignment_label(row.assignment) if row.assignment else "",
        "notes": [note for note in notes if note.answer_id == row.pk],
        "counts": row.pk in counting,
    }


def mark_history(classroom, student):
    """Every change of the student's marks in this class, the newest first."""
    changes = MarkChange.objects.filter(student=student).filter(
        Q(assignment__classroom=classroom)
        | Q(assignment=None, exercise__owner__in=[user.pk for user in classroom.teachers()])
    )
    return list(
        changes.select_related("assignment__exercise_set", "exercise", "by").order_by("-created", "-pk")
    )


def answer_label(value, exercise):
    """A student's answer that is not a card, in words: a declaration ("las cuarenta en oros"),
    «nada», or a number of points as it is."""
    value = str(value)
    if value == NONE:
        return _("nada")
    if value.startswith(("cante:", "tute:")):
        return cante_label(value, parse_position(exercise.position).trump)
    return value
