"""A class's CSV files, as a Spanish-locale spreadsheet opens them: the progress table (one row per
student, one column per assignment) and every answer (one row each, the attempt that counts
marked). Their marks come from ``teachers.marks``, as on every page."""

import csv

from django.utils import timezone
from django.utils.translation import gettext as _

from teachers import marks
from teachers.flows import member_name
from teachers.progress import (
    answer_words,
    assignment_label,
    class_answers,
    class_table,
    counts_text,
    live_assignments,
)


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
    """The assignment's column: its words, its due date and the attempt its marks count."""
    label = str(assignment_label(assignment))
    if assignment.due:
        label += " · " + _("entrega %(date)s") % {"date": _date(assignment.due)}
    if counts_text(assignment):
        label += " · " + counts_text(assignment)
    return label


def status_text(result):
    """A student's result on one assignment, in the words of the class table."""
    if not result.assigned:
        return _("no asignada")
    if result.excused:
        return _("exento")
    text = _("hecha") if result.done else _("pendiente")
    if result.late:
        text += " · " + _("con retraso")
    return f"{text} {result.detail}".strip()


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
                csv_safe(row.name),
                csv_safe(row.student.email),
                row.lessons_done,
                row.lessons_mastered,
                row.answered,
                row.right,
                "" if row.accuracy is None else row.accuracy,
                row.assignments_done,
                row.assignments_late,
                row.games_played,
            ]
            + [status_text(s) for s in row.statuses]
        )
    return response


def _mark_text(mark):
    """The teacher's own mark on an exercise, in words (empty when the answer's mark stands)."""
    if mark is None or not mark.by_teacher:
        return ""
    if mark.excused:
        text = _("exento")
    else:
        text = _("bien") if mark.correct else _("mal")
    return f"{text} · {mark.note}" if mark.note else text


def write_answers_csv(classroom, response):
    """Student, e-mail, assignment, exercise, answer in words, right or wrong, attempt, date,
    whether it is the attempt that counts, and the teacher's own mark when she set one."""
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
            _("cuenta"),
            _("nota del profesor"),
        ]
    )
    members = {m.student_id: m for m in classroom.memberships.select_related("student")}
    ledger = marks.Ledger(live_assignments(classroom), [m.student for m in members.values()])
    counted = _counted_marks(ledger, members)
    for answer in _answers(classroom, members):
        membership = members[answer.user_id]
        mark = counted.get(answer.pk)
        writer.writerow(
            [
                csv_safe(member_name(membership)),
                csv_safe(membership.student.email),
                csv_safe(assignment_header(answer.assignment)) if answer.assignment else "",
                csv_safe(str(answer.exercise)),
                csv_safe(answer_words(answer)),
                _result_text(answer),
                answer.attempt,
                _datetime(answer.created),
                _("sí") if mark is not None else "",
                csv_safe(_mark_text(mark)),
            ]
        )
    return response


def _result_text(answer):
    if answer.ungraded:
        return _("sin calificar")
    return _("bien") if answer.correct else _("mal")


def _counted_marks(ledger, members):
    """{answer pk: its Mark} for every answer that counts in one of the class's assignments."""
    counted = {}
    for assignment in ledger.assignments:
        for membership in members.values():
            for mark in ledger.result(assignment, membership.student).marks:
                if mark.answer is not None:
                    counted[mark.answer.pk] = mark
    return counted


def _answers(classroom, members):
    rows = []
    for membership in members.values():
        rows += class_answers(classroom, membership.student).select_related("exercise", "assignment")
    return sorted(rows, key=lambda row: (row.user_id, row.created, row.pk))


def csv_safe(value):
    """No spreadsheet formulas from user-typed names."""
    value = str(value)
    return "'" + value if value[:1] in ("=", "+", "-", "@") else value
