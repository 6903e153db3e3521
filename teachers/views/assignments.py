"""A class's assignments as its teachers change them: edit (a new due date says first what it
changes), remove and bring back; a student's marks set by hand, excused, or her attempts started
again."""

from django.contrib import messages
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.http import require_http_methods, require_POST

from teachers import flows, grading
from teachers import progress as class_progress
from teachers.forms import AssignmentForm, MarkForm
from teachers.views.access import class_member, confirm, taught_class, teacher_required


@teacher_required
@require_http_methods(["GET", "POST"])
def assignment_edit(request, pk, assignment_pk):
    """Change an assignment. A new due date that changes whether finished (or unfinished) work is
    late lists who changes, and waits for «Sí, con esa fecha»; so does a date already past."""
    classroom = taught_class(request, pk)
    assignment = get_object_or_404(classroom.assignments, pk=assignment_pk, removed_at=None)
    initial = AssignmentForm.initial_for(assignment)
    form = AssignmentForm(request.POST or None, initial=initial, owner=request.user, classroom=classroom)
    changes = []
    if request.method == "POST" and form.is_valid():
        if "due" in form.changed_data and not form.cleaned_data["confirm_due"]:
            changes = _due_changes(classroom, assignment, form.cleaned_data["due"])
        if not changes:
            flows.edit_assignment(assignment, **form.assignment_kwargs())
            messages.success(request, _("Tarea cambiada."))
            return redirect("teachers:class", pk=classroom.pk)
    ctx = {
        "classroom": classroom,
        "assignment": assignment,
        "form": form,
        "due_changes": changes,
        "confirm_due": bool(changes) or form.asks_to_confirm_due,
    }
    return render(
        request, "teachers/assignment_edit.html", ctx, status=400 if form.errors or changes else 200
    )


def _due_changes(classroom, assignment, due):
    memberships = list(classroom.memberships.select_related("student"))
    names = {m.student_id: flows.member_name(m) for m in memberships}
    return grading.due_changes(assignment, due, memberships, lambda student: names[student.pk])


@teacher_required
@require_http_methods(["GET", "POST"])
def assignment_delete(request, pk, assignment_pk):
    classroom = taught_class(request, pk)
    assignment = get_object_or_404(classroom.assignments, pk=assignment_pk, removed_at=None)
    label = class_progress.assignment_label(assignment)
    if request.method == "GET":
        return confirm(
            request,
            title=_("¿Quitar la tarea «%(name)s»?") % {"name": label},
            lines=[
                _("Tus alumnos dejarán de verla; lo que ya respondieron se conserva."),
                _("Podrás recuperarla desde «Tareas quitadas», en la página de la clase."),
            ],
            button=_("Sí, quitar la tarea"),
            cancel=reverse("teachers:class", args=[classroom.pk]),
        )
    assignment.removed_at = flows.now()
    assignment.save(update_fields=["removed_at"])
    messages.success(request, _("Tarea quitada: «%(name)s». Puedes recuperarla abajo.") % {"name": label})
    return redirect("teachers:class", pk=classroom.pk)


@teacher_required
@require_POST
def assignment_restore(request, pk, assignment_pk):
    classroom = taught_class(request, pk)
    assignment = get_object_or_404(classroom.assignments, pk=assignment_pk)
    assignment.removed_at = None
    assignment.save(update_fields=["removed_at"])
    messages.success(request, _("Tarea recuperada."))
    return redirect("teachers:class", pk=classroom.pk)


MARK_DONE = {  # the message after each choice
    grading.SET_RIGHT: gettext_lazy("Nota puesta: bien."),
    grading.SET_WRONG: gettext_lazy("Nota puesta: mal."),
    grading.EXCUSE: gettext_lazy("Exento: no cuenta en su nota."),
    grading.AUTO: gettext_lazy("Vuelve a contar su respuesta."),
    grading.DONE: gettext_lazy("Tarea dada por hecha."),
    "reset": gettext_lazy("Sus intentos empiezan de nuevo: lo que hizo antes queda en el historial."),
}


@teacher_required
@require_POST
def mark(request, pk, membership_pk):
    """The teacher's mark on one exercise (or a whole assignment) of one student, with a note
    she reads; or her attempts started again. Back to the student's page."""
    classroom, membership = class_member(request, pk, membership_pk)
    form = MarkForm(request.POST)
    if not form.is_valid():
        messages.error(request, _("No se ha podido cambiar la nota: elige qué hacer."))
        return redirect("teachers:class_member", pk=classroom.pk, membership_pk=membership.pk)
    data = form.cleaned_data
    assignment = get_object_or_404(classroom.assignments, pk=data["assignment"], removed_at=None)
    exercise = None
    if data.get("exercise") is not None:
        item = assignment.exercise_set and assignment.exercise_set.items.filter(exercise_id=data["exercise"])
        if not item or not item.exists():
            raise Http404
        exercise = item.first().exercise
    choice, note, student = data["mark"], data["note"], membership.student
    if choice == "reset":
        grading.reset_attempts(assignment, student, note=note, by=request.user)
    else:
        grading.set_mark(assignment, student, exercise, choice, note=note, by=request.user)
    messages.success(request, MARK_DONE[choice])
    return redirect(
        reverse("teachers:class_member", args=[classroom.pk, membership.pk]) + f"#task-{assignment.pk}"
    )
