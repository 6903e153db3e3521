"""Views of the teachers' area: thin — find the object (checking ownership), call a flow, render.

Ownership lookups 404 for anyone but the owner (nobody learns that someone else's exercise,
set or class exists); public links use the unguessable token; a removed exercise or set
answers 410 with a message."""

from functools import wraps
from urllib.parse import urlencode

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db.models import Q
from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST
from django_htmx.http import HttpResponseClientRedirect

from accounts.models import display_name
from games.words import card_list, suit_name
from ops.inputs import clean_code, parse_int
from teachers import builder, flows, limits
from teachers import progress as class_progress
from teachers.exercises import build
from teachers.forms import (
    AssignmentForm,
    ClassroomForm,
    ExerciseSetForm,
    MemberNameForm,
    NoteForm,
    ProfileForm,
    StudentNameForm,
)
from teachers.models import (
    CODE_ALPHABET,
    CODE_LENGTH,
    OLD_CODE_LENGTH,
    Assignment,
    Classroom,
    Exercise,
    ExerciseSet,
    Membership,
    Profile,
)
from teachers.suggest import suggestion
from tute import DECK, SUITS, notation
from tutorial.exercises import BadAnswer
from tutorial.markup import render as render_markup

# --- access helpers ------------------------------------------------------------------------------


DRAFT_KEY = "teachers_builder_draft"


def teacher_required(view):
    """Signed in and with "soy profesor" switched on; else 403 with a way to switch it on.

    Signed out (a session that expired while building): the form sent is kept in the session
    and the browser goes to the login page and back here, where the builder restores it; an
    htmx request gets a client redirect (never the login page swapped inside the builder)."""

    @wraps(view)
    def wrapper(request, *args, **kwargs):
        if not request.user.is_authenticated:
            if request.method == "POST" and "variant" in request.POST:
                draft = {key: request.POST.get(key) for key in request.POST if key != "csrfmiddlewaretoken"}
                request.session[DRAFT_KEY] = {"path": request.path, "data": draft}
            login = f"{reverse('account_login')}?{urlencode({'next': request.path})}"
            return HttpResponseClientRedirect(login) if request.htmx else redirect(login)
        if not flows.is_teacher(request.user):
            return render(request, "teachers/not_teacher.html", status=403)
        return view(request, *args, **kwargs)

    return wrapper


def _own_exercise(request, pk):
    return get_object_or_404(Exercise, pk=pk, owner=request.user, removed_at=None)


def _own_set(request, pk):
    return get_object_or_404(ExerciseSet, pk=pk, owner=request.user, removed_at=None)


def _own_class(request, pk):
    return get_object_or_404(Classroom, pk=pk, owner=request.user, removed_at=None)


def _gone(request, what):
    return render(request, "teachers/gone.html", {"what": what}, status=410)


def _share_url(request, name, token):
    return request.build_absolute_uri(reverse(name, args=[token]))


# --- home and profile ----------------------------------------------------------------------------


@require_GET
def home(request):
    if not flows.is_teacher(request.user):
        return render(request, "teachers/intro.html")
    user = request.user
    ctx = {
        "exercises": Exercise.objects.filter(owner=user, removed_at=None),
        "sets": ExerciseSet.objects.filter(owner=user, removed_at=None),
        "classes": Classroom.objects.filter(owner=user, removed_at=None),
        "removed": [
            (kind, thing, f"teachers:{route}_restore")
            for kind, route, model in (
                ("ejercicio", "exercise", Exercise),
                ("lista", "set", ExerciseSet),
                ("clase", "class", Classroom),
            )
            for thing in model.objects.filter(owner=user).exclude(removed_at=None).order_by("-removed_at")
        ],
        "once_set": flows.new_form_key(),
        "once_class": flows.new_form_key(),
    }
    return render(request, "teachers/home.html", ctx)


@login_required
@require_http_methods(["GET", "POST"])
def profile(request):
    instance, _created = Profile.objects.get_or_create(user=request.user)
    form = ProfileForm(request.POST or None, instance=instance)
    if request.method == "POST":
        if form.is_valid():
            form.save()
            messages.success(request, _("Perfil guardado."))
            return redirect("teachers:profile")
        return render(request, "teachers/profile.html", {"form": form}, status=400)
    return render(request, "teachers/profile.html", {"form": form})


@login_required
@require_GET
def my_tasks(request):
    return render(request, "teachers/my_tasks.html", {"classes": class_progress.student_tasks(request.user)})


# --- the builder ---------------------------------------------------------------------------------


@teacher_required
@require_http_methods(["GET", "POST"])
def exercise_new(request):
    return _builder(request, None)


@teacher_required
@require_http_methods(["GET", "POST"])
def exercise_edit(request, pk):
    return _builder(request, _own_exercise(request, pk))


def _builder(request, instance):
    notation_errors = {}
    kept = request.session.get(DRAFT_KEY) if request.method == "GET" else None
    if kept and kept.get("path") == request.path:
        del request.session[DRAFT_KEY]
        draft = _clicked(
            builder.draft_from_data(kept["data"]), kept["data"]
        )  # the click that found the login
        messages.info(request, _("Hemos guardado lo que estabas preparando: sigue donde lo dejaste."))
    elif request.method == "GET":
        draft = builder.draft_from_exercise(instance) if instance else builder.Draft()
    else:
        draft = _clicked(builder.draft_from_data(request.POST), request.POST)
        if request.POST.get("action") == "load":
            draft, notation_errors = builder.draft_from_notation(request.POST.get("notation", ""), draft)
        if request.POST.get("action") == "clear":
            draft.hand, draft.table, draft.accepted = [], [], []
    position, errors = builder.validate(draft)
    errors.update(notation_errors)
    if not draft.once:
        draft.once = flows.new_form_key()
    on_answers = request.POST.get("on_answers", flows.NEW_VERSION)
    note = request.POST.get("regrade_note", "").replace("\x00", "").strip()[:300]
    if on_answers not in (flows.NEW_VERSION, flows.REGRADE):
        errors.add("on_answers", _("Elige qué hacer con las respuestas que ya hay."))
    if request.method == "POST" and request.POST.get("action") == "save" and not errors:

        def save():
            exercise = flows.save_exercise(
                request.user, draft, position, instance, on_answers=on_answers, note=note
            )
            messages.success(request, _("Ejercicio guardado."))
            return reverse("teachers:exercise", args=[exercise.pk])

        url = flows.submit_once(request, draft.once if instance is None else "", save)
        return HttpResponseClientRedirect(url) if request.htmx else redirect(url)
    saving = request.method == "POST" and request.POST.get("action") == "save"
    shown = errors.shown(saving) if request.method == "POST" else {}
    ctx = _builder_context(request, draft, position, shown, instance)
    ctx["answers_count"] = flows.answers_count(instance) if instance else 0
    ctx["on_answers"] = on_answers
    ctx["regrade_note"] = note
    status = 400 if saving and not request.htmx else 200
    template = "teachers/builder.html#builder" if request.htmx else "teachers/builder.html"
    return render(request, template, ctx, status=status)


def _clicked(draft, data):
    """The draft after the card click the form sent (tap, untap, accept)."""
    if "tap" in data:
        draft.tap(data["tap"], draft.target)
    if str(data.get("untap", "")).lower() in draft.table:
        draft.table.remove(data["untap"].lower())
    if "accept" in data:
        draft.toggle_accepted(str(data["accept"]).lower())
    return draft


def _builder_context(request, draft, position, errors, instance):
    preview = solution = suggested = None
    notation_text = ""
    table = None
    if position is not None:
        notation_text = notation.format(position)
        unsaved = Exercise(
            kind=draft.kind,
            position=notation_text,
            accepted=draft.accepted,
            question=draft.question,
            comment=draft.comment,
        )
        preview = build(unsaved.spec())
        solution = _solution_text(preview)
        if draft.kind == "best":
            suggested = suggestion(position)
        table = preview.table()
    in_hand, on_table = set(draft.hand), set(draft.table)
    grid = [
        [
            {"code": code, "state": "hand" if code in in_hand else "table" if code in on_table else ""}
            for code in DECK
            if code.endswith(suit)
        ]
        for suit in SUITS
    ]
    return {
        "draft": draft,
        "errors": errors,
        "instance": instance,
        "variants": builder.VARIANTS.items(),
        "kinds": Exercise.Kind.choices,
        "suits": [(suit, suit_name(suit)) for suit in SUITS],
        "grid": grid,
        "hand_sorted": draft.sorted_hand(),
        # the seats and labels the student will see: the exercise's own drawing of the table
        "table_cards": (table or {}).get("played")
        or [
            # no drawing: the exercise shows the cards in a row (points), or the position is not
            # complete yet (then the first card is the one that led)
            {"card": code, "label": "", "led": position is None and index == 0}
            for index, code in enumerate(c for c in draft.table if c in DECK)
        ],
        "position": position,
        "notation": notation_text,
        "preview": preview,
        "table": table,
        "solution": solution,
        "suggested": suggested,
        "comment_html": render_markup(draft.comment) if draft.comment else "",
        "action_url": request.path,
    }


def _solution_text(exercise):
    try:
        if exercise.type == "cante":  # declarations (cante:o, tute:12), not cards
            return exercise.solution_text()
        solution = exercise.solution()
    except (ValueError, KeyError):
        return ""
    if isinstance(solution, frozenset):
        return card_list([c for c in exercise.cards() if c in solution]) or _("ninguna")
    if exercise.type == "winner":
        return card_list([solution])
    return str(solution)


# --- one exercise (owner) ------------------------------------------------------------------------


@teacher_required
@require_GET
def exercise_detail(request, pk):
    exercise = _own_exercise(request, pk)
    answers = list(exercise.answers.select_related("user").order_by("-created")[:200])
    names = flows.class_names(request.user)
    for row in answers:
        row.class_name, row.email = names.get(row.user_id, (None, None))
    preview = build(exercise.spec())
    ctx = {
        "exercise": exercise,
        "preview": preview,
        "solution": _solution_text(preview),
        "once": flows.new_form_key(),
        "answers": answers,
        "share_url": _share_url(request, "teachers:answer", exercise.token),
        "sets": ExerciseSet.objects.filter(owner=request.user, removed_at=None),
        "comment_html": render_markup(exercise.comment) if exercise.comment else "",
    }
    return render(request, "teachers/exercise_detail.html", ctx)


@teacher_required
@require_http_methods(["GET", "POST"])
def exercise_delete(request, pk):
    exercise = _own_exercise(request, pk)

    def lines():
        answers = exercise.answers.count()
        return [
            _("Su enlace y su código dejarán de funcionar."),
            _("Las %(n)s respuestas que ya tiene se guardan: los resultados de tus alumnos no cambian.")
            % {"n": answers}
            if answers
            else _("Nadie lo ha respondido todavía."),
            _("Podrás recuperarlo desde «Borrados», en el área de profesores."),
        ]

    return _remove_page(
        request,
        exercise,
        title=_("¿Borrar el ejercicio «%(name)s»?") % {"name": exercise},
        lines=lines,
        button=_("Sí, borrar el ejercicio"),
        cancel=reverse("teachers:exercise", args=[exercise.pk]),
        removed=_("Ejercicio borrado. Puedes recuperarlo en «Borrados»."),
    )


def _remove_page(request, item, *, title, lines, button, cancel, removed):
    """A «Borrar» button's two steps: on GET the confirmation (``lines()`` says what will happen),
    on POST the removal («Borrados» can undo it), then the teachers' home saying ``removed``."""
    if request.method == "GET":
        return _confirm(request, title=title, lines=lines(), button=button, cancel=cancel)
    item.remove()
    messages.success(request, removed)
    return redirect("teachers:home")


def _confirm(request, *, title, lines, button, cancel, fields=None, action=None):
    """The confirmation page of a destructive button: what will happen, then a POST (to the same
    address unless `action` says) — no JavaScript needed."""
    ctx = {
        "title": title,
        "lines": lines,
        "button": button,
        "cancel": cancel,
        "fields": fields or {},
        "action": action or request.path,
    }
    return render(request, "teachers/confirm.html", ctx)


def _restore(request, model, pk):
    """Undo a deletion: an exercise, a set or a class back from «Borrados»."""
    thing = get_object_or_404(model, pk=pk, owner=request.user)
    if thing.removed:
        thing.restore()
    messages.success(request, _("Recuperado: «%(name)s».") % {"name": thing})
    return redirect("teachers:home")


@teacher_required
@require_POST
def exercise_restore(request, pk):
    return _restore(request, Exercise, pk)


@teacher_required
@require_POST
def set_restore(request, pk):
    return _restore(request, ExerciseSet, pk)


@teacher_required
@require_POST
def class_restore(request, pk):
    return _restore(request, Classroom, pk)


@teacher_required
@require_POST
def exercise_copy(request, token):
    original = get_object_or_404(Exercise, token=token)
    if original.removed:
        return _gone(request, "exercise")

    def make_copy():
        copy = flows.copy_exercise(original, request.user)
        messages.success(request, _("Copiado a tus ejercicios."))
        return reverse("teachers:exercise_edit", args=[copy.pk])

    return redirect(flows.submit_once(request, request.POST.get("once", ""), make_copy))


# --- answering (anyone with the link) ------------------------------------------------------------


@require_http_methods(["GET", "POST"])
def answer(request, token):
    exercise = get_object_or_404(Exercise, token=token)
    if exercise.removed:
        return _gone(request, "exercise")
    url = reverse("teachers:answer", args=[token])
    return _answer_page(request, exercise, url, exercise_set=None)


@require_http_methods(["GET", "POST"])
def set_answer(request, token, number):
    """An exercise of a set by its place (links made before places were stable; see set_item)."""
    exercise_set = _live_set(token)
    if not isinstance(exercise_set, ExerciseSet):
        return _gone(request, "set")
    items = list(exercise_set.live_items())
    if not 1 <= number <= len(items):
        raise Http404(_("Esta lista no tiene ejercicio %(n)s.") % {"n": number})
    return _set_answer(request, exercise_set, items, items[number - 1])


@require_http_methods(["GET", "POST"])
def set_item(request, token, item_pk):
    """An exercise of a set by its own link: reordering the set never changes what it opens."""
    exercise_set = _live_set(token)
    if not isinstance(exercise_set, ExerciseSet):
        return _gone(request, "set")
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
    try:
        ctx["verdict"] = answered.grade(answered.decode(row.given))
    except BadAnswer as error:  # pragma: no cover - a stored answer always fits its version
        ctx["error"] = str(error)
    ctx["answer_row"] = row
    ctx["newer_version"] = row.version != exercise.version
    ctx["comment_html"] = render_markup(exercise.comment) if exercise.comment else ""


# --- sets ----------------------------------------------------------------------------------------


@teacher_required
@require_POST
def set_new(request):
    return _create_own(
        request, ExerciseSetForm(request.POST), invalid=_("La lista necesita un título."), page="teachers:set"
    )


def _create_own(request, form, *, invalid, page):
    """A set or a class of the teacher's from `form`, created once however often the form is sent
    (its «once» key), then its `page`; an invalid form says `invalid` on the teachers' home."""
    if not form.is_valid():
        messages.error(request, invalid)
        return redirect("teachers:home")

    def create():
        created = form.save(commit=False)
        created.owner = request.user
        created.save()
        return reverse(page, args=[created.pk])

    return redirect(flows.submit_once(request, request.POST.get("once", ""), create))


@teacher_required
@require_http_methods(["GET", "POST"])
def set_detail(request, pk):
    exercise_set = _own_set(request, pk)
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
        "share_url": _share_url(request, "teachers:set_public", exercise_set.token),
        "form": ExerciseSetForm(instance=exercise_set),
    }
    return render(request, "teachers/set_detail.html", ctx)


@teacher_required
@require_GET
def set_results(request, pk):
    """Who answered what in this set: one row per student, one column per exercise."""
    exercise_set = _own_set(request, pk)
    items = list(exercise_set.live_items())
    ctx = {"exercise_set": exercise_set, "items": items, "rows": flows.set_results(exercise_set, items)}
    return render(request, "teachers/set_results.html", ctx)


@teacher_required
@require_GET
def set_print(request, pk):
    """A printable worksheet: every exercise drawn, then the answer key on its own page."""
    exercise_set = _own_set(request, pk)
    sheets = []
    for number, item in enumerate(exercise_set.live_items(), start=1):
        course_exercise = build(item.exercise.spec())
        sheets.append(
            {"number": number, "exercise": course_exercise, "solution": _solution_text(course_exercise)}
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
        exercise = _own_exercise(request, pk) if pk is not None else None
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
    exercise = _own_exercise(request, pk)
    set_pk = parse_int(request.POST.get("set", ""))
    exercise_set = _own_set(request, set_pk) if set_pk is not None else None
    if exercise_set is None:
        raise Http404
    flows.add_to_set(exercise_set, exercise)
    messages.success(request, _("Añadido a «%(set)s».") % {"set": exercise_set.title})
    return redirect("teachers:exercise", pk=exercise.pk)


@teacher_required
@require_http_methods(["GET", "POST"])
def set_item_remove(request, pk, item_pk):
    """The confirmation of «Quitar» (the POST goes to the set's page)."""
    exercise_set = _own_set(request, pk)
    item = get_object_or_404(exercise_set.live_items(), pk=item_pk)
    return _confirm(
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


@teacher_required
@require_http_methods(["GET", "POST"])
def set_delete(request, pk):
    exercise_set = _own_set(request, pk)

    def lines():
        assigned = exercise_set.assignment_set.filter(removed_at=None).count()
        return [
            _("Su enlace y su código dejarán de funcionar. Sus ejercicios siguen en tus ejercicios."),
            _("Está asignada en %(n)s tareas: tus alumnos ya no podrán hacerlas.") % {"n": assigned}
            if assigned
            else _("No está asignada a ninguna clase."),
            _("Podrás recuperarla desde «Borrados», en el área de profesores."),
        ]

    return _remove_page(
        request,
        exercise_set,
        title=_("¿Borrar la lista «%(name)s»?") % {"name": exercise_set},
        lines=lines,
        button=_("Sí, borrar la lista"),
        cancel=reverse("teachers:set", args=[exercise_set.pk]),
        removed=_("Lista borrada. Puedes recuperarla en «Borrados»."),
    )


@require_GET
def set_public(request, token):
    exercise_set = get_object_or_404(ExerciseSet, token=token)
    if exercise_set.removed:
        return _gone(request, "set")
    items = list(exercise_set.live_items())
    assignment = flows.assignment_for(request.user, exercise_set, request.GET.get("tarea"))
    if assignment is not None:
        counted, _tries = class_progress.counted_answers(assignment, request.user)
        answered = {pk: row.correct for pk, row in counted.items()}
    else:
        answered = {}
        for row in flows.own_answers(request).filter(exercise__in=[i.exercise for i in items]):
            answered.setdefault(row.exercise_id, row.correct)
    entries = [
        {
            "number": number,
            "exercise": item.exercise,
            "url": item_url(exercise_set, item, assignment),
            "done": item.exercise_id in answered,
            "correct": answered.get(item.exercise_id),
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


# --- short codes ---------------------------------------------------------------------------------


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
        return _gone(request, "exercise" if model is Exercise else "set" if model is ExerciseSet else "class")
    return redirect(name, found.token)


# --- classes -------------------------------------------------------------------------------------


@teacher_required
@require_POST
def class_new(request):
    return _create_own(
        request, ClassroomForm(request.POST), invalid=_("La clase necesita un nombre."), page="teachers:class"
    )


@teacher_required
@require_http_methods(["GET", "POST"])
def class_detail(request, pk):
    classroom = _own_class(request, pk)
    form = AssignmentForm(request.POST or None, owner=request.user, initial={"once": flows.new_form_key()})
    if request.method == "POST":
        if form.is_valid():

            def create():
                flows.add_assignment(classroom, **form.assignment_kwargs())
                messages.success(request, _("Tarea asignada."))
                return reverse("teachers:class", args=[classroom.pk])

            return redirect(flows.submit_once(request, form.cleaned_data.get("once", ""), create))
    assignments, rows = class_progress.class_table(classroom)
    students = [row.student for row in rows]
    exercises = flows.class_charts(classroom, students, flows.class_names(request.user))
    ctx = {
        "classroom": classroom,
        "assignments": [{"assignment": a, "label": class_progress.assignment_label(a)} for a in assignments],
        "rows": rows,
        "exercises": exercises,
        "form": form,
        "join_url": _share_url(request, "teachers:join", classroom.token),
        "removed_assignments": [
            {"assignment": a, "label": class_progress.assignment_label(a)}
            for a in classroom.assignments.exclude(removed_at=None).select_related("exercise_set")
        ],
    }
    return render(request, "teachers/class_detail.html", ctx, status=400 if form.errors else 200)


@teacher_required
@require_GET
def class_csv(request, pk):
    classroom = _own_class(request, pk)
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="clase-{classroom.code}.csv"'
    return class_progress.write_csv(classroom, response)


@teacher_required
@require_GET
def class_answers_csv(request, pk):
    """One row per answer of the class's students to the teacher's exercises."""
    classroom = _own_class(request, pk)
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="respuestas-{classroom.code}.csv"'
    return class_progress.write_answers_csv(classroom, response)


@teacher_required
@require_http_methods(["GET", "POST"])
def assignment_edit(request, pk, assignment_pk):
    classroom = _own_class(request, pk)
    assignment = get_object_or_404(classroom.assignments, pk=assignment_pk, removed_at=None)
    if request.method == "POST":
        form = AssignmentForm(request.POST, owner=request.user)
        if form.is_valid():
            flows.edit_assignment(assignment, **form.assignment_kwargs())
            messages.success(request, _("Tarea cambiada."))
            return redirect("teachers:class", pk=classroom.pk)
    else:
        form = AssignmentForm(initial=AssignmentForm.initial_for(assignment), owner=request.user)
    ctx = {"classroom": classroom, "assignment": assignment, "form": form}
    return render(request, "teachers/assignment_edit.html", ctx, status=400 if form.errors else 200)


@teacher_required
@require_http_methods(["GET", "POST"])
def assignment_delete(request, pk, assignment_pk):
    classroom = _own_class(request, pk)
    assignment = get_object_or_404(classroom.assignments, pk=assignment_pk, removed_at=None)
    label = class_progress.assignment_label(assignment)
    if request.method == "GET":
        return _confirm(
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
    classroom = _own_class(request, pk)
    assignment = get_object_or_404(classroom.assignments, pk=assignment_pk)
    assignment.removed_at = None
    assignment.save(update_fields=["removed_at"])
    messages.success(request, _("Tarea recuperada."))
    return redirect("teachers:class", pk=classroom.pk)


@login_required
@require_http_methods(["GET", "POST"])
def join(request, token):
    if limits.blocked(request):
        return _too_many(request)
    classroom = Classroom.objects.filter(token=token).first()
    if classroom is None:
        limits.missed(request)
        raise Http404(_("Este enlace no es de ninguna clase."))
    if classroom.removed:
        return _gone(request, "class")
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


# --- running a class -----------------------------------------------------------------------------


@teacher_required
@require_http_methods(["GET", "POST"])
def class_edit(request, pk):
    """Rename the class; archive or bring it back; open, close or rotate its join code."""
    classroom = _own_class(request, pk)
    form = ClassroomForm(request.POST or None, instance=classroom)
    if request.method == "POST":
        action = request.POST.get("action", "rename")
        if action == "rename":
            if not form.is_valid():
                return render(
                    request, "teachers/class_edit.html", {"classroom": classroom, "form": form}, status=400
                )
            form.save()
            messages.success(request, _("Clase renombrada."))
        elif action in ("archive", "unarchive"):
            flows.archive_class(classroom, action == "archive")
            messages.success(
                request,
                _("Clase archivada: tus alumnos ya no ven sus tareas. Puedes sacarla del archivo.")
                if action == "archive"
                else _("Clase sacada del archivo."),
            )
        elif action in ("close", "open"):
            flows.open_joining(classroom, action == "open")
            messages.success(
                request,
                _("Código cerrado: nadie más puede unirse.") if action == "close" else _("Código abierto."),
            )
        elif action == "rotate":
            classroom.rotate_code()
            messages.success(request, _("Código cambiado: el enlace y el código anteriores ya no sirven."))
        else:
            return HttpResponse(_("Acción desconocida."), status=400)
        return redirect("teachers:class", pk=classroom.pk)
    return render(request, "teachers/class_edit.html", {"classroom": classroom, "form": form})


@teacher_required
@require_GET
def class_rotate(request, pk):
    classroom = _own_class(request, pk)
    return _confirm(
        request,
        title=_("¿Cambiar el código de «%(name)s»?") % {"name": classroom},
        lines=[
            _("El enlace y el código actuales dejarán de servir; tendrás que dar los nuevos."),
            _("Quien ya está en la clase sigue en ella."),
        ],
        button=_("Sí, cambiar el código"),
        cancel=reverse("teachers:class", args=[classroom.pk]),
        fields={"action": "rotate"},
        action=reverse("teachers:class_edit", args=[classroom.pk]),
    )


@teacher_required
@require_http_methods(["GET", "POST"])
def class_delete(request, pk):
    classroom = _own_class(request, pk)
    if request.method == "GET":
        return _confirm(
            request,
            title=_("¿Borrar la clase «%(name)s»?") % {"name": classroom},
            lines=[
                _("Tus alumnos dejarán de verla y su enlace dejará de funcionar."),
                _("Sus respuestas se conservan. Si solo ha terminado el curso, mejor archívala."),
                _("Podrás recuperarla desde «Borrados», en el área de profesores."),
            ],
            button=_("Sí, borrar la clase"),
            cancel=reverse("teachers:class", args=[classroom.pk]),
        )
    classroom.remove()
    messages.success(request, _("Clase borrada. Puedes recuperarla en «Borrados»."))
    return redirect("teachers:home")


def _own_member(request, pk, membership_pk):
    classroom = _own_class(request, pk)
    return classroom, get_object_or_404(classroom.memberships.select_related("student"), pk=membership_pk)


@teacher_required
@require_http_methods(["GET", "POST"])
def member_remove(request, pk, membership_pk):
    classroom, membership = _own_member(request, pk, membership_pk)
    name = flows.member_name(membership)
    if request.method == "GET":
        return _confirm(
            request,
            title=_("¿Quitar a %(name)s de «%(class)s»?") % {"name": name, "class": classroom},
            lines=[
                _("Dejará de ver las tareas de la clase y tú dejarás de ver su progreso."),
                _("Si no debía estar aquí, cambia también el código para que no vuelva a entrar."),
            ],
            button=_("Sí, quitarlo de la clase"),
            cancel=reverse("teachers:class", args=[classroom.pk]),
        )
    membership.delete()
    messages.success(request, _("%(name)s ya no está en la clase.") % {"name": name})
    return redirect("teachers:class", pk=classroom.pk)


@teacher_required
@require_http_methods(["GET", "POST"])
def member_detail(request, pk, membership_pk):
    """One student of the class: every answer with its position and choice, attempts, dates,
    lessons and games, and the teacher's private comments."""
    classroom, membership = _own_member(request, pk, membership_pk)
    name_form = MemberNameForm(initial={"name": flows.member_name(membership)})
    note_form = NoteForm()
    if request.method == "POST":
        if "name" in request.POST:
            name_form = MemberNameForm(request.POST)
            if name_form.is_valid():
                membership.name = name_form.cleaned_data["name"]
                membership.save(update_fields=["name"])
                messages.success(request, _("Nombre cambiado."))
                return redirect("teachers:class_member", pk=classroom.pk, membership_pk=membership.pk)
        else:
            note_form = NoteForm(request.POST)
            if note_form.is_valid():
                target = flows.note_target(classroom, membership.student, request.POST)
                if target is None:
                    raise Http404

                def create():
                    flows.add_note(classroom, membership.student, note_form.cleaned_data["text"], **target)
                    messages.success(request, _("Comentario guardado: solo lo verá este alumno."))
                    return reverse("teachers:class_member", args=[classroom.pk, membership.pk])

                return redirect(flows.submit_once(request, request.POST.get("once", ""), create))
    ctx = class_progress.student_report(classroom, membership)
    ctx.update(
        {"classroom": classroom, "membership": membership, "name_form": name_form, "note_form": note_form}
    )
    status = 400 if name_form.errors or note_form.errors else 200
    return render(request, "teachers/member.html", ctx, status=status)


@login_required
@require_http_methods(["GET", "POST"])
def leave(request, pk):
    """A student (or a teacher who joined her own class) leaves it."""
    membership = get_object_or_404(
        Membership.objects.select_related("classroom"), classroom__pk=pk, student=request.user
    )
    classroom = membership.classroom
    if request.method == "GET":
        return _confirm(
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
