"""A class's progress: per student, lessons done and mastered (the tutorial's progress), accuracy
on the teacher's exercises, assignments done and late, practice games played (the games app's
Game rows); per assignment, who has done it."""

import csv
from dataclasses import dataclass, field
from urllib.parse import urlencode

from django.db.models import Q
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from games.levels import canonical_level, level_name
from games.models import Game
from games.words import card_name
from teachers.exercises import build
from teachers.flows import member_name
from teachers.forms import GAME_VARIANTS
from teachers.models import Answer, Assignment, Membership
from tute import DECK, parse_position
from tutorial import course as content
from tutorial.exercises import NONE, cante_label
from tutorial.progress import Progress


@dataclass
class Status:
    done: bool
    late: bool
    detail: str = ""


@dataclass
class StudentRow:
    student: object
    name: str
    membership: object = None
    lessons_done: int = 0
    lessons_mastered: int = 0
    answered: int = 0
    right: int = 0
    assignments_done: int = 0
    assignments_late: int = 0
    games_played: int = 0
    statuses: list = field(default_factory=list)

    @property
    def accuracy(self):
        return round(100 * self.right / self.answered) if self.answered else None


def learner_progress(user):
    """The student's course progress (a missing row is no progress: the related-object error is
    an AttributeError, which getattr's default answers)."""
    row = getattr(user, "tutorial_progress", None)
    return Progress(row.data if row else None)


def lesson_counts(progress):
    statuses = [progress.lesson_status(lesson) for lesson in content.lessons()]
    done = sum(status in ("done", "mastered") for status in statuses)
    return done, statuses.count("mastered")


def first_answers(student, owner):
    """The student's first answer to each of the teacher's exercises (not deleted ones)."""
    firsts = {}
    mine = Answer.objects.filter(user=student, exercise__owner=owner, exercise__removed_at=None)
    for answer in mine.order_by("created", "pk"):
        firsts.setdefault(answer.exercise_id, answer)
    return firsts


def finished_games(student, spec, since):
    games = Game.objects.filter(
        owner=student,
        finished=True,
        variant=spec.get("variant"),
        players=spec.get("players"),
        created__gte=since,
    ).order_by("updated")
    level = canonical_level(spec.get("level"))
    return [game for game in games if not level or level in map(canonical_level, game.bot_levels or [])]


def class_table_games(student, assignment):
    """The student's finished matches at the assignment's class's tables (the tables app links
    each match's game to its table through `table_round`), with the assignment's variant, since it
    was given; a match ended by everybody's vote counts for nobody."""
    spec = assignment.game_spec
    return list(
        Game.objects.filter(
            table_round__users=student,
            table_round__table__classroom=assignment.classroom_id,
            table_round__amicable=False,
            finished=True,
            variant=spec.get("variant"),
            players=spec.get("players"),
            created__gte=assignment.created,
        )
        .distinct()
        .order_by("updated")
    )


def matching_games(assignment, student):
    """The finished games that count for a games assignment, oldest first."""
    if assignment.kind == Assignment.Kind.TABLE:
        return class_table_games(student, assignment)
    return finished_games(student, assignment.game_spec, assignment.created)


def games_played(student):
    """Finished games of every kind: practice games and matches at tables with people."""
    return (
        Game.objects.filter(Q(owner=student) | Q(table_round__users=student), finished=True)
        .distinct()
        .count()
    )


def assignment_status(assignment, student, progress):
    today = timezone.localdate()
    overdue = bool(assignment.due and today > assignment.due)
    if assignment.kind == Assignment.Kind.LESSON:
        lesson = content.lesson_by_slug(assignment.lesson_slug)
        status = progress.lesson_status(lesson) if lesson else "new"
        done = status in ("done", "mastered")
        return Status(done, overdue and not done, _("dominada") if status == "mastered" else "")
    if assignment.kind == Assignment.Kind.SET:
        return set_status(assignment, student, overdue)
    games = matching_games(assignment, student)
    wanted = int(assignment.game_spec.get("count", 1))
    done = len(games) >= wanted
    late = (done and assignment.due and timezone.localdate(games[wanted - 1].updated) > assignment.due) or (
        not done and overdue
    )
    return Status(done, bool(late), f"{min(len(games), wanted)}/{wanted}")


def counted_answers(assignment, student):
    """{exercise pk: the answer that counts} among the answers made for this assignment since it
    was given, under its attempt policy (first, best or last attempt)."""
    answers = assignment.answers.filter(user=student, created__gte=assignment.created).order_by(
        "created", "pk"
    )
    tries = {}
    for answer in answers:
        tries.setdefault(answer.exercise_id, []).append(answer)
    policy = assignment.attempts if assignment.retries else Assignment.Attempts.FIRST
    counted = {}
    for exercise_id, rows in tries.items():
        if policy == Assignment.Attempts.LAST:
            counted[exercise_id] = rows[-1]
        elif policy == Assignment.Attempts.BEST:
            counted[exercise_id] = next((row for row in rows if row.correct), rows[0])
        else:
            counted[exercise_id] = rows[0]
    return counted, tries


def assignment_exercises(assignment, counted):
    """The exercises the assignment asks for: the set's live ones, plus those taken out or
    deleted after this student answered them (a finished result never shrinks)."""
    exercise_set = assignment.exercise_set
    wanted = [item.exercise_id for item in exercise_set.live_items()]
    for item in exercise_set.items.all():
        if item.exercise_id not in wanted and item.exercise_id in counted:
            wanted.append(item.exercise_id)
    return wanted


def set_status(assignment, student, overdue):
    counted, tries = counted_answers(assignment, student)
    wanted = assignment_exercises(assignment, counted)
    answered = [counted[pk] for pk in wanted if pk in counted]
    done = bool(wanted) and len(answered) == len(wanted)
    right = sum(answer.correct for answer in answered)
    finished_at = max((tries[pk][0].created for pk in wanted if pk in tries), default=None)
    late = (done and assignment.due and timezone.localdate(finished_at) > assignment.due) or (
        not done and overdue
    )
    return Status(done, bool(late), f"{right}/{len(wanted)}")


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


def class_table(classroom):
    assignments = list(classroom.assignments.filter(removed_at=None).select_related("exercise_set"))
    rows = []
    for membership in classroom.memberships.select_related("student"):
        student = membership.student
        progress = learner_progress(student)
        row = StudentRow(student=student, name=member_name(membership), membership=membership)
        row.lessons_done, row.lessons_mastered = lesson_counts(progress)
        mine = first_answers(student, classroom.owner)
        row.answered = len(mine)
        row.right = sum(answer.correct for answer in mine.values())
        for assignment in assignments:
            status = assignment_status(assignment, student, progress)
            row.statuses.append(status)
            row.assignments_done += status.done
            row.assignments_late += status.late
        row.games_played = games_played(student)
        rows.append(row)
    return assignments, rows


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
    """The student's classes, each with its assignments: label, status, and where to do it."""
    progress = learner_progress(student)
    classes = []
    memberships = Membership.objects.filter(
        student=student, classroom__removed_at=None, classroom__archived_at=None
    )
    for membership in memberships.select_related("classroom"):
        classroom = membership.classroom
        notes = list(classroom.notes.filter(student=student, assignment__isnull=False))
        tasks = [
            {
                "assignment": assignment,
                "label": assignment_label(assignment),
                "status": assignment_status(assignment, student, progress),
                "url": task_url(assignment),
                "policy": policy_text(assignment),
                "notes": [note for note in notes if note.assignment_id == assignment.pk],
                "classroom": classroom,
            }
            for assignment in classroom.assignments.filter(removed_at=None).select_related("exercise_set")
        ]
        classes.append({"classroom": classroom, "tasks": tasks})
    return classes


def pending_tasks(student):
    """The student's assignments not done yet, those due soonest first."""
    pending = [task for entry in student_tasks(student) for task in entry["tasks"] if not task["status"].done]
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
    """The class's tables where the assignment can be played (its variant), the latest first:
    the teacher opens them; a student sits at one."""
    if assignment.kind != Assignment.Kind.TABLE:
        return []
    spec = assignment.game_spec
    return list(
        assignment.classroom.tables.filter(variant=spec.get("variant"), players=spec.get("players")).order_by(
            "-updated"
        )[:10]
    )


def games_setup_url(assignment):
    """The practice-game setup page with the assignment's table and robots chosen."""
    spec = assignment.game_spec
    query = {
        "variant": spec.get("variant", ""),
        "players": spec.get("players", ""),
        "nivel": spec.get("level", ""),
    }
    return reverse("games:new") + "?" + urlencode(query)


def spreadsheet_writer(response):
    """A CSV writer a Spanish-locale spreadsheet opens right: UTF-8 with a byte-order mark (so
    accents survive) and ";" between fields (the comma is the decimal separator there)."""
    response.write("\ufeff")
    return csv.writer(response, delimiter=";", lineterminator="\r\n")


def _date(value):
    return value.strftime("%d/%m/%Y") if value else ""


def _datetime(value):
    return timezone.localtime(value).strftime("%d/%m/%Y %H:%M") if value else ""


def assignment_header(assignment):
    label = str(assignment_label(assignment))
    if assignment.due:
        label += " · " + _("entrega %(date)s") % {"date": _date(assignment.due)}
    return label


def write_csv(classroom, response):
    assignments, rows = class_table(classroom)
    writer = spreadsheet_writer(response)
    writer.writerow(
        [
            _("alumno"),
            _("correo"),
            _("lecciones hechas"),
            _("lecciones dominadas"),
            _("ejercicios respondidos"),
            _("ejercicios acertados"),
            _("acierto %"),
            _("tareas hechas"),
            _("tareas con retraso"),
            _("partidas jugadas"),
        ]
        + [assignment_header(a) for a in assignments]
    )
    for row in rows:
        writer.writerow(
            [
                _csv_safe(row.name),
                _csv_safe(row.student.email),
                row.lessons_done,
                row.lessons_mastered,
                row.answered,
                row.right,
                "" if row.accuracy is None else row.accuracy,
                row.assignments_done,
                row.assignments_late,
                row.games_played,
            ]
            + [_status_text(s) for s in row.statuses]
        )
    return response


def write_answers_csv(classroom, response):
    """Student, e-mail, assignment, exercise, answer in words, right or wrong, attempt, date."""
    writer = spreadsheet_writer(response)
    writer.writerow(
        [
            _("alumno"),
            _("correo"),
            _("tarea"),
            _("ejercicio"),
            _("respuesta"),
            _("resultado"),
            _("intento"),
            _("fecha"),
        ]
    )
    members = {m.student_id: m for m in classroom.memberships.select_related("student")}
    answers = (
        Answer.objects.filter(user__in=list(members), exercise__owner=classroom.owner)
        .select_related("exercise", "assignment")
        .order_by("user_id", "created", "pk")
    )
    for answer in answers:
        membership = members[answer.user_id]
        writer.writerow(
            [
                _csv_safe(member_name(membership)),
                _csv_safe(membership.student.email),
                _csv_safe(assignment_header(answer.assignment)) if answer.assignment else "",
                _csv_safe(str(answer.exercise)),
                _csv_safe(answer_words(answer)),
                _("bien") if answer.correct else _("mal"),
                answer.attempt,
                _datetime(answer.created),
            ]
        )
    return response


def answer_words(answer):
    """What the student chose, in words: card names, a declaration, a number, «nada»."""
    values = answer.given_cards()
    if not values:
        return _("nada")
    return ", ".join(card_name(v) if v in DECK else str(answer_label(v, answer.exercise)) for v in values)


def _status_text(status):
    text = _("hecha") if status.done else _("pendiente")
    if status.late:
        text += " · " + _("con retraso")
    return f"{text} {status.detail}".strip()


def _csv_safe(value):
    """No spreadsheet formulas from user-typed names."""
    value = str(value)
    return "'" + value if value[:1] in ("=", "+", "-", "@") else value


LESSON_STATES = {
    "new": gettext_lazy("sin empezar"),
    "in_progress": gettext_lazy("empezada"),
    "done": gettext_lazy("hecha"),
    "mastered": gettext_lazy("dominada"),
}


def student_report(classroom, membership):
    """Everything behind one student's numbers in one class (the teacher's page per student)."""
    student = membership.student
    progress = learner_progress(student)
    notes = list(classroom.notes.filter(student=student))
    lessons = [
        {"lesson": lesson, "status": LESSON_STATES.get(progress.lesson_status(lesson), "")}
        for lesson in content.lessons()
    ]
    tasks = [
        {
            "assignment": assignment,
            "label": assignment_label(assignment),
            "status": assignment_status(assignment, student, progress),
            "policy": policy_text(assignment),
            "notes": [note for note in notes if note.assignment_id == assignment.pk],
        }
        for assignment in classroom.assignments.filter(removed_at=None).select_related("exercise_set")
    ]
    answers = []
    rows = Answer.objects.filter(user=student, exercise__owner=classroom.owner).select_related(
        "exercise", "assignment"
    )
    for row in rows.order_by("-created", "-pk")[:300]:
        spec = row.answered_spec()
        position = parse_position(spec["position"])
        try:
            hand = list(position.own_hand())
        except ValueError:
            hand = []
        answers.append(
            {
                "row": row,
                "question": build(spec).question(),
                "hand": hand,
                "table": list(position.table),
                "trump": position.trump,
                "assignment": assignment_label(row.assignment) if row.assignment else "",
                "notes": [note for note in notes if note.answer_id == row.pk],
            }
        )
    played = Q(owner=student) | Q(table_round__users=student)
    games = list(Game.objects.filter(played, finished=True).distinct().order_by("-updated")[:50])
    return {"lessons": lessons, "tasks": tasks, "answers": answers, "games": games}


def answer_label(value, exercise):
    """A student's answer that is not a card, in words: a declaration ("las cuarenta en oros"),
    «nada», or a number of points as it is."""
    value = str(value)
    if value == NONE:
        return _("nada")
    if value.startswith(("cante:", "tute:")):
        return cante_label(value, parse_position(exercise.position).trump)
    return value
