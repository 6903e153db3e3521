"""A class's members: their tasks, one task's page, leaving a class."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db.models import Q
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods

from teachers import progress as class_progress
from teachers.models import Assignment, Membership
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
    """One assignment as the student sees it (her teacher too, as a preview): what to do exactly,
    and how far along; a practice-games task counts the games that match it."""
    assignment = get_object_or_404(
        Assignment.objects.select_related("classroom", "exercise_set")
        .filter(Q(classroom__owner=request.user) | Q(classroom__memberships__student=request.user))
        .distinct(),
        pk=assignment_pk,
        classroom__pk=pk,
        removed_at=None,
        classroom__removed_at=None,
    )
    progress = class_progress.learner_progress(request.user)
    ctx = {
        "assignment": assignment,
        "label": class_progress.assignment_label(assignment),
        "status": class_progress.assignment_status(assignment, request.user, progress),
        "policy": class_progress.policy_text(assignment),
        "start_url": class_progress.start_url(assignment),
    }
    if assignment.kind in (Assignment.Kind.GAMES, Assignment.Kind.TABLE):
        games = class_progress.matching_games(assignment, request.user)
        wanted = int(assignment.game_spec.get("count", 1))
        ctx.update(
            {
                "games": games[:wanted],
                "played": min(len(games), wanted),
                "wanted": wanted,
                "percent": round(100 * min(len(games), wanted) / wanted) if wanted else 100,
                "tables": class_progress.class_tables(assignment),
            }
        )
    return render(request, "teachers/assignment_task.html", ctx)
