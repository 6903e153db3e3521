"""A teacher's reports beyond the class table: a set's results (per class that was given it, and
for those who answered by its link) and the charts of what a class chose on each exercise.

Marks come from ``teachers.marks``, so a student's mark here is the one every other page shows;
each report says on its face which attempt it counts."""

from collections import Counter

from teachers import marks
from teachers.exercises import build, histogram_values
from teachers.flows import class_names, member_name
from teachers.models import Answer, Assignment
from teachers.progress import assignment_label, counts_text, live_assignments

# --- a set's results -----------------------------------------------------------------------------


def set_results(exercise_set, items, teacher):
    """The set's results, one table per assignment of it (each under its own attempt policy,
    only the students it was given to) and one for answers given by the link outside any
    assignment (the first answer of each person). Each: {"title", "counts", "rows"}, every row
    {"name", "email", "cells"} with one Mark or None per item."""
    groups = []
    assignments = Assignment.objects.filter(
        exercise_set=exercise_set, kind=Assignment.Kind.SET, removed_at=None, classroom__removed_at=None
    ).select_related("classroom", "exercise_set")
    for assignment in assignments:
        if not assignment.classroom.taught_by(teacher):
            continue
        memberships = list(assignment.classroom.memberships.select_related("student"))
        ledger = marks.Ledger([assignment], [m.student for m in memberships])
        rows = []
        for membership in memberships:
            result = ledger.result(assignment, membership.student)
            if result.assigned:
                cells = [result.mark_of(item.exercise_id) for item in items]
                rows.append(
                    {"name": member_name(membership), "email": membership.student.email, "cells": cells}
                )
        groups.append(
            {
                "title": f"{assignment.classroom.name} · {assignment_label(assignment)}",
                "counts": counts_text(assignment),
                "due": assignment.due,
                "rows": sorted(rows, key=lambda row: row["name"].lower()),
            }
        )
    outside = _by_link(exercise_set, items, teacher)
    if outside:
        groups.append({"title": "", "counts": "", "due": None, "rows": outside, "by_link": True})
    return groups


def _by_link(exercise_set, items, teacher):
    """Answers to the set given outside any assignment: the first of each person per exercise."""
    names = class_names(teacher)
    rows = {}
    answers = Answer.objects.filter(exercise_set=exercise_set, assignment=None).order_by("created", "pk")
    for answer in answers.select_related("user"):
        who = answer.user_id or f"anon:{answer.anon_key}"
        if who not in rows:
            name, email = names.get(answer.user_id, (answer.display_name, ""))
            rows[who] = {"name": name, "email": email, "firsts": {}}
        rows[who]["firsts"].setdefault(answer.exercise_id, answer)
    return [
        {
            "name": row["name"],
            "email": row["email"],
            "cells": [_first_mark(row["firsts"].get(item.exercise_id), item) for item in items],
        }
        for row in sorted(rows.values(), key=lambda row: row["name"].lower())
    ]


def _first_mark(answer, item):
    if answer is None:
        return None
    correct = None if answer.ungraded else answer.correct
    return marks.Mark(item.exercise_id, answer, correct, tries=1)


# --- charts ----------------------------------------------------------------------------------------


def counted_answers(classroom, students):
    """[(exercise, {student pk: her Mark})] for every exercise of the sets the class was given, in
    set order, for the students with an answer that counts (her first assignment's with one)."""
    assignments = [a for a in live_assignments(classroom) if a.kind == Assignment.Kind.SET]
    assignments = [a for a in assignments if not a.exercise_set.removed]
    ledger = marks.Ledger(assignments, students)
    exercises, chosen = {}, {}
    for assignment in assignments:
        for item in assignment.exercise_set.live_items():
            exercises.setdefault(item.exercise_id, item.exercise)
            chosen.setdefault(item.exercise_id, {})
        for student in students:
            for mark in ledger.result(assignment, student).marks:
                if mark.answer is not None and mark.exercise_id in chosen:
                    chosen[mark.exercise_id].setdefault(student.pk, mark)
    return [(exercises[pk], chosen[pk]) for pk in exercises]


def answer_options(course_exercise):
    """Every answer a student could give to the exercise, as values (cards, choices)."""
    values = []
    if course_exercise.pick_on_table:
        table = course_exercise.table() or {}
        values = [played["card"] for played in table.get("played", [])]
    elif course_exercise.cards_are_answers:
        values = list(course_exercise.cards())
    values += [value for value, _label in course_exercise.choices() if value not in values]
    return values


def solution_values(course_exercise):
    try:
        solution = course_exercise.solution()
    except (ValueError, KeyError):  # an exercise without a single right answer set
        return set()
    if isinstance(solution, frozenset | set | list | tuple):
        return {str(value) for value in solution}
    return {str(solution)}


def class_charts(classroom, students, names):
    """For each exercise the class was given: every option (the right ones first), how many
    students chose it in the answer that counts (on the exercise's current version), and who."""
    charts = []
    for exercise, counted in counted_answers(classroom, students):
        current = {pk: mark for pk, mark in counted.items() if mark.answer.version == exercise.version}
        if not current:
            continue
        charts.append(_chart(exercise, current, names, older=len(counted) - len(current)))
    return charts


def _chart(exercise, counted, names, *, older):
    course_exercise = build(exercise.spec())
    counts, chose = Counter(), {}
    for student_id, mark in counted.items():
        for value in histogram_values(exercise.kind, mark.answer):
            counts[value] += 1
            chose.setdefault(value, []).append(names.get(student_id, ("?", ""))[0])
    right = solution_values(course_exercise)
    options = answer_options(course_exercise)
    options += [value for value in counts if value not in options]
    top = max(counts.values(), default=0)
    bars = [
        {
            "value": value,
            "count": counts.get(value, 0),
            "percent": round(100 * counts.get(value, 0) / top) if top else 0,
            "correct": value in right,
            "who": sorted(chose.get(value, []), key=str.lower),
        }
        for value in options
    ]
    bars.sort(key=lambda bar: (not bar["correct"], -bar["count"]))
    return {
        "exercise": exercise,
        "bars": bars,
        "answers": len(counted),
        "right": sum(mark.correct is True for mark in counted.values()),
        "older": older,
    }
