"""Pages for whoever holds a link or a code: answering an exercise or a set (with or without an
account), looking a code up, joining a class. No ownership here: the unguessable token is the key,
and look-ups by code are rate limited."""

from urllib.parse import urlencode

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods

from accounts.models import display_name
from ops.inputs import clean_code, parse_int
from teachers import flows, limits, marks
from teachers import progress as class_progress
from teachers.exercises import build, solution_text
from teachers.forms import StudentNameForm
from teachers.models import (
    CODE_ALPHABET,
    CODE_LENGTH,
    OLD_CODE_LENGTH,
    Classroom,
    Exercise,
    ExerciseSet,
    Membership,
)
from teachers.views.access import gone
from tutorial.exercises import BadAnswer, Verdict
from tutorial.markup import render as render_markup


@require_http_methods(["GET", "POST"])
def answer(request, token):
    exercise = get_object_or_404(Exercise, token=token)
    if exercise.removed:
        return gone(request, "exercise")
    url = reverse("teachers:answer", args=[token])
    return _answer_page(request, exercise, url, exercise_set=None)


@require_http_methods(["GET", "POST"])
def set_answer(request, token, number):
    """An exercise of a set by its place (links made before places were stable; see set_item)."""
    exercise_set = _live_set(token)
    if not isinstance(exercise_set, ExerciseSet):
        return gone(request, "set")
    items = list(exercise_set.live_items())
    if not 1 <= number <= len(items):
        raise Http404(_("Esta lista no tiene ejercicio %(n)s.") % {"n": number})
    return _set_answer(request, exercise_set, items, items[number - 1])


@require_http_methods(["GET", "POST"])
def set_item(request, token, item_pk):
    """An exercise of a set by its own link: reordering the set never changes what it opens."""
    exercise_set = _live_set(token)
    if not isinstance(exercise_set, ExerciseSet):
        return gone(request, "set")
    items = list(exercise_set.live_items())
    item = next((entry for entry in items if entry.pk == item_pk), None)
    if item is None:
        raise Http404(_("Este ejercicio ya no está en la lista."))
    return _set_answer(request, exercise_set, items, item)


def _live_set(token):
    exercise_set = get_object_or_404(ExerciseSet, token=token)
    return None if exercise_set.removed else exercise_set


def item_url(exercise_set, item, assignment=None):
    url = reverse("teachers:set_item", args=[exercise_set.token, item.pk])
    return url + (f"?tarea={assignment.pk}" if assignment else "")


def _set_answer(request, exercise_set, items, item):
    assignment = flows.assignment_for(request.user, exercise_set, request.GET.get("tarea"))
    number = items.index(item) + 1
    nav = {
        "set": exercise_set,
        "number": number,
        "count": len(items),
        "next_url": item_url(exercise_set, items[number], assignment) if number < len(items) else None,
        "set_url": reverse("teachers:set_public", args=[exercise_set.token])
        + (f"?tarea={assignment.pk}" if assignment else ""),
    }
    url = request.path
    return _answer_page(
        request, item.exercise, url, exercise_set=exercise_set, nav=nav, assignment=assignment
    )


def _student_name(request):
    if request.user.is_authenticated:
        return display_name(request.user)
    return request.session.get(flows.NAME_KEY, "")


def _with_query(url, **params):
    params = {key: value for key, value in params.items() if value}
    return f"{url}?{urlencode(params)}" if params else url


def _answer_page(request, exercise, url, *, exercise_set, nav=None, assignment=None):
    course_exercise = build(exercise.spec())
    tarea = assignment.pk if assignment else ""
    exhausted = request.user.is_authenticated and not flows.may_answer(request.user, exercise, assignment)
    is_owner = request.user.is_authenticated and request.user.pk == exercise.owner_id
    ctx = {
        "teacher_exercise": exercise,
        "exercise": course_exercise,
        "exercise_url": _with_query(url, tarea=tarea, once=flows.new_form_key()),
        "nav": nav,
        "hints": [],
        "next_hint": None,
        "student_name": _student_name(request) or (is_owner and display_name(request.user)),
        "name_form": StudentNameForm(),
        "is_owner": is_owner,
        "can_copy": flows.is_teacher(request.user) and request.user.pk != exercise.owner_id,
        "assignment": assignment,
        "policy": class_progress.policy_text(assignment) if assignment else "",
        "no_more_attempts": exhausted,
        "last_answer": flows.own_answers(request).filter(exercise=exercise, assignment=assignment).last()
        if exhausted
        else None,
    }
    if request.method == "POST":
        return _answer_post(request, ctx, exercise, url, exercise_set=exercise_set, assignment=assignment)
    shown = request.GET.get("respuesta", "")
    if shown:
        _show_answer(request, ctx, exercise, shown)
        ctx["exercise_url"] = _with_query(url, tarea=tarea)
    return render(request, "teachers/answer.html", ctx)


def _answer_post(request, ctx, exercise, url, *, exercise_set, assignment):
    """A student's name or answer sent from the answer page: the answer recorded once, then its
    verdict's page (the exercise's owner only sees the verdict)."""
    if "name" in request.POST and not request.user.is_authenticated:
        return _student_name_post(request, ctx, url)
    if not ctx["student_name"]:
        ctx["error"] = _("Antes de responder, dinos tu nombre.")
        return render(request, "teachers/answer.html", ctx, status=400)
    course_exercise = ctx["exercise"]
    values = request.POST.getlist("c") or request.POST.getlist("a")
    try:
        given = course_exercise.parse(values)
    except BadAnswer as error:
        ctx["error"] = str(error)
        return render(request, "teachers/answer.html", ctx, status=400)
    if ctx["is_owner"]:  # the teacher trying her own exercise: the verdict, nothing recorded
        ctx["verdict"] = course_exercise.grade(given)
        ctx["comment_html"] = render_markup(exercise.comment) if exercise.comment else ""
        return render(request, "teachers/answer.html", ctx)
    tarea = assignment.pk if assignment else ""

    def store():
        _verdict, row = flows.answer_exercise(
            request,
            exercise,
            given,
            display_name=ctx["student_name"],
            exercise_set=exercise_set,
            assignment=assignment,
        )
        return _with_query(url, tarea=tarea, respuesta=row.pk)

    try:
        target = flows.submit_once(request, request.GET.get("once", ""), store)
    except flows.NoMoreAttempts:
        ctx["error"] = _("Esta tarea admite un solo intento por ejercicio, y ya respondiste este.")
        ctx["exercise_url"] = ""
        return render(request, "teachers/answer.html", ctx, status=409)
    response = redirect(target)
    response.status_code = 303
    return response


def _student_name_post(request, ctx, url):
    """The name of a student without an account, asked before the first answer."""
    form = StudentNameForm(request.POST)
    if not form.is_valid():
        ctx["name_form"] = form
        return render(request, "teachers/answer.html", ctx, status=400)
    request.session[flows.NAME_KEY] = form.cleaned_data["name"]
    # Minted now, before any answer: two answers sent at once (a double click) then share this
    # key instead of each minting one and losing the other.
    flows.student_key(request, create=True)
    return redirect(url)


def _show_answer(request, ctx, exercise, shown):
    """The student's own answer `shown` (a pk) with its verdict, on the version that was answered:
    its cards, its question, its mark."""
    row = flows.own_answers(request).filter(pk=parse_int(shown) or 0, exercise=exercise).first()
    if row is None:
        raise Http404(_("Esa respuesta no es tuya o no existe."))
    answered = build(row.answered_spec())
    ctx["exercise"] = answered
    ctx["verdict"] = _stored_verdict(answered, row)
    ctx["answer_row"] = row
    ctx["newer_version"] = row.version != exercise.version
    ctx["comment_html"] = render_markup(exercise.comment) if exercise.comment else ""
    if row.assignment_id and request.user.is_authenticated:
        ctx["teacher_mark"] = marks.result(row.assignment, request.user).mark_of(exercise.pk)


def _stored_verdict(answered, row):
    """The verdict of a stored answer on the version it belongs to, agreeing with its mark: an
    answer a regrade found naming a card no longer there is wrong, and says so; one it could not
    judge says that it does not count."""
    if row.ungraded:
        summary = _(
            "Tu profesor cambió la pregunta de este ejercicio y tu respuesta ya no se puede "
            "calificar: no cuenta. Puedes responder otra vez."
        )
        return Verdict(correct=False, summary=summary)
    try:
        return answered.grade(answered.decode(row.given))
    except BadAnswer:
        summary = _("Tu respuesta (%(given)s) ya no está en el ejercicio corregido: cuenta como mal.") % {
            "given": class_progress.answer_words(row)
        }
        solution = solution_text(answered)
        lines = [(True, _("La respuesta buena: %(solution)s.") % {"solution": solution})] if solution else []
        return Verdict(correct=False, summary=summary, solution=solution, lines=lines)


@require_GET
def set_public(request, token):
    exercise_set = get_object_or_404(ExerciseSet, token=token)
    if exercise_set.removed:
        return gone(request, "set")
    items = list(exercise_set.live_items())
    assignment = flows.assignment_for(request.user, exercise_set, request.GET.get("tarea"))
    if assignment is not None:
        result = marks.result(assignment, request.user)
        shown = {mark.exercise_id: mark for mark in result.marks}
    else:
        shown = {}
        for row in flows.own_answers(request).filter(exercise__in=[i.exercise for i in items]):
            shown.setdefault(
                row.exercise_id, marks.Mark(row.exercise_id, row, None if row.ungraded else row.correct)
            )
    entries = [
        {
            "number": number,
            "exercise": item.exercise,
            "url": item_url(exercise_set, item, assignment),
            "mark": shown.get(item.exercise_id),
        }
        for number, item in enumerate(items, start=1)
    ]
    ctx = {
        "exercise_set": exercise_set,
        "entries": entries,
        "assignment": assignment,
        "policy": class_progress.policy_text(assignment) if assignment else "",
    }
    return render(request, "teachers/set_public.html", ctx)


def _too_many(request):
    return render(request, "teachers/too_many.html", status=429)


@require_GET
def by_code(request):
    typed = request.GET.get("codigo", "").strip()
    if not typed:
        return render(request, "teachers/code.html")
    if limits.blocked(request):
        return _too_many(request)
    code = clean_code(typed, alphabet=CODE_ALPHABET, length=CODE_LENGTH + 1) or clean_code(
        typed, alphabet=CODE_ALPHABET, length=OLD_CODE_LENGTH + 1
    )
    targets = {
        "E": (Exercise, "teachers:answer"),
        "L": (ExerciseSet, "teachers:set_public"),
        "C": (Classroom, "teachers:join"),
    }
    model, name = targets.get((code or "")[:1], (None, None))
    found = model.objects.filter(code=code).first() if model else None
    if found is None:
        limits.missed(request)
        # not a code at all: show what was typed, without anything a database rejects
        shown = code or typed.replace("\x00", "")[:20]
        return render(request, "teachers/code.html", {"code": shown, "not_found": True}, status=404)
    if found.removed:
        return gone(request, "exercise" if model is Exercise else "set" if model is ExerciseSet else "class")
    return redirect(name, found.token)


@login_required
@require_http_methods(["GET", "POST"])
def join(request, token):
    """A class's join link: a correct one is never refused by the limit on guesses (only links
    that match nothing count, and only they are refused once the misses are used up)."""
    classroom = Classroom.objects.filter(token=token[:64]).first()
    if classroom is None:
        if limits.blocked(request):
            return _too_many(request)
        limits.missed(request)
        raise Http404(_("Este enlace no es de ninguna clase."))
    if classroom.removed:
        return gone(request, "class")
    member = Membership.objects.filter(classroom=classroom, student=request.user).exists()
    if (not classroom.joining_open or classroom.archived_at) and not member:
        return render(request, "teachers/join.html", {"classroom": classroom, "closed": True}, status=403)
    if request.method == "POST":
        flows.join_class(classroom, request.user)
        messages.success(request, _("Te has unido a «%(name)s».") % {"name": classroom.name})
        return redirect("teachers:tasks")
    ctx = {
        "classroom": classroom,
        "member": member,
        "teacher": display_name(classroom.owner),
        "my_name": display_name(request.user),
        "my_email": request.user.email,
    }
    return render(request, "teachers/join.html", ctx)
