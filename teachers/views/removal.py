"""«Borrar» and «Recuperar» for everything a teacher owns: one view each, the words per kind.

Removing keeps the row (its links then answer 410, its answers stay) and «Borrados», on the
teachers' home, brings it back. Only the owner removes or restores: a class's co-teachers do not."""

from dataclasses import dataclass
from typing import Any

from django.contrib import messages
from django.shortcuts import get_object_or_404, redirect
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_POST

from teachers.models import Classroom, Exercise, ExerciseSet
from teachers.views.access import confirm, teacher_required


@dataclass(frozen=True)
class Removable:
    """One kind of thing a teacher removes: its model, its page, and the confirmation's words."""

    model: Any
    page: str
    title: Any
    button: Any
    lines: Any  # the thing -> the lines of the confirmation (what will happen)
    removed: Any


def _exercise_lines(exercise):
    answers = exercise.answers.count()
    return [
        _("Su enlace y su código dejarán de funcionar."),
        _("Las %(n)s respuestas que ya tiene se guardan: los resultados de tus alumnos no cambian.")
        % {"n": answers}
        if answers
        else _("Nadie lo ha respondido todavía."),
        _("Podrás recuperarlo desde «Borrados», en el área de profesores."),
    ]


def _set_lines(exercise_set):
    assigned = exercise_set.assignment_set.filter(removed_at=None).count()
    return [
        _("Su enlace y su código dejarán de funcionar. Sus ejercicios siguen en tus ejercicios."),
        _("Está asignada en %(n)s tareas: tus alumnos ya no podrán hacerlas.") % {"n": assigned}
        if assigned
        else _("No está asignada a ninguna clase."),
        _("Podrás recuperarla desde «Borrados», en el área de profesores."),
    ]


def _class_lines(classroom):
    return [
        _("Tus alumnos dejarán de verla y su enlace dejará de funcionar."),
        _("Sus respuestas se conservan. Si solo ha terminado el curso, mejor archívala."),
        _("Podrás recuperarla desde «Borrados», en el área de profesores."),
    ]


KINDS = {
    "exercise": Removable(
        model=Exercise,
        page="teachers:exercise",
        title=lambda thing: _("¿Borrar el ejercicio «%(name)s»?") % {"name": thing},
        button=lambda: _("Sí, borrar el ejercicio"),
        lines=_exercise_lines,
        removed=lambda: _("Ejercicio borrado. Puedes recuperarlo en «Borrados»."),
    ),
    "set": Removable(
        model=ExerciseSet,
        page="teachers:set",
        title=lambda thing: _("¿Borrar la lista «%(name)s»?") % {"name": thing},
        button=lambda: _("Sí, borrar la lista"),
        lines=_set_lines,
        removed=lambda: _("Lista borrada. Puedes recuperarla en «Borrados»."),
    ),
    "class": Removable(
        model=Classroom,
        page="teachers:class",
        title=lambda thing: _("¿Borrar la clase «%(name)s»?") % {"name": thing},
        button=lambda: _("Sí, borrar la clase"),
        lines=_class_lines,
        removed=lambda: _("Clase borrada. Puedes recuperarla en «Borrados»."),
    ),
}


@teacher_required
@require_http_methods(["GET", "POST"])
def remove(request, pk, kind):
    """A «Borrar» button's two steps: on GET the confirmation (what will happen), on POST the
    removal, then the teachers' home saying how to undo it."""
    removable = KINDS[kind]
    thing = get_object_or_404(removable.model, pk=pk, owner=request.user, removed_at=None)
    if request.method == "GET":
        return confirm(
            request,
            title=removable.title(thing),
            lines=removable.lines(thing),
            button=removable.button(),
            cancel=reverse(removable.page, args=[thing.pk]),
        )
    thing.remove()
    messages.success(request, removable.removed())
    return redirect("teachers:home")


@teacher_required
@require_POST
def restore(request, pk, kind):
    """Undo a removal: an exercise, a set or a class back from «Borrados»."""
    thing = get_object_or_404(KINDS[kind].model, pk=pk, owner=request.user)
    if thing.removed:
        thing.restore()
    messages.success(request, _("Recuperado: «%(name)s».") % {"name": thing})
    return redirect("teachers:home")
