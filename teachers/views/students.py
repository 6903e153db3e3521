"""A class's members: their tasks (an archived class's too, read only), one task's page with
its marks and notes, leaving a class."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db.models import Q
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods

from teachers import marks
from teachers import progress as class_progress
from teachers.models import Assignment, Classroom, Membership
from teachers.views.access import confirm


@login_required
@require_GET
def my_tasks(request):
    return render(request, "teachers/my_tasks.html", {"classes": class_progress.student_tasks(request.user)})


@login_required
@require_http_methods(["GET", "POST"])
def leave(request, pk):
    """A student (or a teacher who joined her own class) leaves it."""
    membership = get_object_or_404(
        Membership.objects.select_related("classroom"), classroom__pk=pk, student=request.user
    )
    classroom = membership.classroom
    if request.method == "GET":
        return confirm(
            request,
            title=_("¿Salir de «%(name)s»?") % {"name": classroom},
            lines=[
                _("Dejarás de ver sus tareas y tu profesor dejará de ver tu progreso."),
                _("Podrás volver con el enlace o el código de la clase."),
            ],
            button=_("Sí, salir de la clase"),
            cancel=reverse("teachers:tasks"),
        )
    membership.delete()
    messages.success(request, _("Has salido de «%(name)s».") % {"name": classroom})
    return redirect("teachers:tasks")


@login_required
@require_GET
def assignment_task(request, pk, assignment_pk):
    """One assignment as the student sees it (its teachers too, as a preview): what to do
    exactly, how far along, and, for a set, each exercise's mark and the teacher's notes; a
    games task counts the games that match it. An archived class's tasks stay readable."""
    taught = Classroom.objects.taught_by(request.user)
    assignment = get_object_or_404(
        Assignment.objects.select_related("classroom", "exercise_set")
        .filter(Q(classroom__in=taught) | Q(classroom__memberships__student=request.user))
        .distinct(),
        pk=assignment_pk,
        classroom__pk=pk,
        removed_at=None,
        classroom__removed_at=None,
    )
    teaching = assignment.classroom.taught_by(request.user)
    result = marks.result(assignment, request.user)
    if not teaching and (not result.assigned or not marks.is_open(assignment)):
        raise Http404
    ctx = {
        "assignment": assignment,
        "label": class_progress.assignment_label(assignment),
        "status": result,
        "policy": class_progress.policy_text(assignment),
        "start_url": "" if assignment.classroom.archived_at else class_progress.start_url(assignment),
        "teaching": teaching,
        "archived": bool(assignment.classroom.archived_at),
        "notes": assignment.notes.filter(student=request.user),
    }
    if assignment.kind == Assignment.Kind.SET:
        ctx["exercises"] = _set_marks(assignment, result)
    if assignment.kind in (Assignment.Kind.GAMES, Assignment.Kind.TABLE):
        ctx.update(_games(assignment, request.user, result))
    return render(request, "teachers/assignment_task.html", ctx)


def _set_marks(assignment, result):
    """The set's exercises with the student's mark on each, its answer's link and notes."""
    exercises = {
        item.exercise_id: item.exercise for item in assignment.exercise_set.items.select_related("exercise")
    }
    rows = []
    for number, mark in enumerate(result.marks, start=1):
        answer = mark.answer
        link = ""
        if answer is not None:
            link = reverse("teachers:answer", args=[answer.exercise.token]) + f"?respuesta={answer.pk}"
        rows.append(
            {
                "number": number,
                "exercise": exercises.get(mark.exercise_id),
                "mark": mark,
                "link": link,
                "notes": list(answer.notes.all()) if answer is not None else [],
            }
        )
    return rows


def _games(assignment, student, result):
    games = marks.matching_games(assignment, student)
    wanted = result.wanted or int(assignment.game_spec.get("count", 1))
    return {
        "games": games[:wanted],
        "played": result.played,
        "wanted": wanted,
        "percent": round(100 * result.played / wanted) if wanted else 100,
        "tables": class_progress.class_tables(assignment),
        "options": class_progress.table_options(assignment),
        "open_table_url": class_progress.open_table_url(assignment),
    }
