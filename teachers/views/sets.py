"""A teacher's sets of exercises: their words, items and order, results, printable sheet, removal."""

from django.contrib import messages
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from ops.inputs import parse_int
from teachers import flows, reports
from teachers.exercises import build, solution_text
from teachers.forms import ExerciseSetForm
from teachers.models import Exercise
from teachers.views.access import (
    confirm,
    create_own,
    own_exercise,
    own_set,
    share_url,
    teacher_required,
)


@teacher_required
@require_POST
def set_new(request):
    return create_own(
        request, ExerciseSetForm(request.POST), invalid=_("La lista necesita un título."), page="teachers:set"
    )


@teacher_required
@require_http_methods(["GET", "POST"])
def set_detail(request, pk):
    exercise_set = own_set(request, pk)
    if request.method == "POST":
        _edit_set(request, exercise_set)
        return redirect("teachers:set", pk=exercise_set.pk)
    items = list(exercise_set.live_items())
    included = {item.exercise_id for item in items}
    ctx = {
        "exercise_set": exercise_set,
        "items": items,
        "taken_out": exercise_set.items.exclude(removed_at=None)
        .filter(exercise__removed_at=None)
        .select_related("exercise"),
        "available": Exercise.objects.filter(owner=request.user, removed_at=None).exclude(pk__in=included),
        "share_url": share_url(request, "teachers:set_public", exercise_set.token),
        "form": ExerciseSetForm(instance=exercise_set),
    }
    return render(request, "teachers/set_detail.html", ctx)


@teacher_required
@require_GET
def set_results(request, pk):
    """Who answered what in this set: one row per student, one column per exercise."""
    exercise_set = own_set(request, pk)
    items = list(exercise_set.live_items())
    ctx = {
        "exercise_set": exercise_set,
        "items": items,
        "groups": reports.set_results(exercise_set, items, request.user),
    }
    return render(request, "teachers/set_results.html", ctx)


@teacher_required
@require_GET
def set_print(request, pk):
    """A printable worksheet: every exercise drawn, then the answer key on its own page."""
    exercise_set = own_set(request, pk)
    sheets = []
    for number, item in enumerate(exercise_set.live_items(), start=1):
        course_exercise = build(item.exercise.spec())
        sheets.append(
            {"number": number, "exercise": course_exercise, "solution": solution_text(course_exercise)}
        )
    return render(request, "teachers/set_print.html", {"exercise_set": exercise_set, "sheets": sheets})


def _edit_set(request, exercise_set):
    """title/description, add=<exercise pk>, up/down/remove=<item pk>: the set's words, its
    exercises and their order."""
    items = list(exercise_set.live_items())
    if "title" in request.POST:
        form = ExerciseSetForm(request.POST, instance=exercise_set)
        if form.is_valid():
            form.save()
            messages.success(request, _("Lista guardada."))
        else:
            messages.error(request, _("La lista necesita un título."))
        return
    if request.POST.get("add"):
        pk = parse_int(request.POST["add"])
        exercise = own_exercise(request, pk) if pk is not None else None
        if exercise is None:
            raise Http404
        flows.add_to_set(exercise_set, exercise)
        messages.success(request, _("Añadido: «%(name)s».") % {"name": exercise})
        return
    for move in ("up", "down", "remove"):
        value = request.POST.get(move, "")
        item = next((i for i in items if str(i.pk) == value), None)
        if item is None:
            continue
        if move == "remove":
            flows.take_out_of_set(item)
            messages.success(
                request,
                _("Quitado de la lista: «%(name)s». Puedes volver a ponerlo en «Quitados».")
                % {"name": item.exercise},
            )
        else:
            _move_item(items, item, -1 if move == "up" else 1)
        return


def _move_item(items, item, step):
    """Move `item` one place up (-1) or down (+1) among the set's `items`; save the new order."""
    index = items.index(item)
    other = index + step
    if 0 <= other < len(items):
        items[index], items[other] = items[other], items[index]
    for order, entry in enumerate(items, start=1):
        if entry.order != order:
            entry.order = order
            entry.save(update_fields=["order"])


@teacher_required
@require_POST
def set_add_exercise(request, pk):
    """From an exercise's page: add it to one of your sets."""
    exercise = own_exercise(request, pk)
    set_pk = parse_int(request.POST.get("set", ""))
    exercise_set = own_set(request, set_pk) if set_pk is not None else None
    if exercise_set is None:
        raise Http404
    flows.add_to_set(exercise_set, exercise)
    messages.success(request, _("Añadido a «%(set)s».") % {"set": exercise_set.title})
    return redirect("teachers:exercise", pk=exercise.pk)


@teacher_required
@require_http_methods(["GET", "POST"])
def set_item_remove(request, pk, item_pk):
    """The confirmation of «Quitar» (the POST goes to the set's page)."""
    exercise_set = own_set(request, pk)
    item = get_object_or_404(exercise_set.live_items(), pk=item_pk)
    return confirm(
        request,
        title=_("¿Quitar «%(name)s» de la lista «%(set)s»?") % {"name": item.exercise, "set": exercise_set},
        lines=[
            _("El ejercicio sigue en tus ejercicios; las respuestas ya dadas se conservan."),
            _("Podrás volver a ponerlo desde «Quitados», en la página de la lista."),
        ],
        button=_("Sí, quitarlo"),
        cancel=reverse("teachers:set", args=[exercise_set.pk]),
        fields={"remove": item.pk},
        action=reverse("teachers:set", args=[exercise_set.pk]),
    )
