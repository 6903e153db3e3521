"""A teacher's exercises: the builder (new and edit), one exercise's page, copies and removal."""

from django.contrib import messages
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST
from django_htmx.http import HttpResponseClientRedirect

from games.words import suit_name
from teachers import builder, earlier, flows, grading
from teachers.exercises import build, solution_text
from teachers.forms import BuilderForm
from teachers.models import Exercise, ExerciseSet
from teachers.suggest import suggestion
from teachers.views.access import DRAFT_KEY, gone, own_exercise, share_url, teacher_required
from tute import DECK, SUITS, notation
from tutorial.markup import render as render_markup


@teacher_required
@require_http_methods(["GET", "POST"])
def exercise_new(request):
    return _builder(request, None)


@teacher_required
@require_http_methods(["GET", "POST"])
def exercise_edit(request, pk):
    return _builder(request, own_exercise(request, pk))


def _builder(request, instance):
    """The builder: a GET shows the exercise (or a new one, or the draft kept when the session
    ran out); a POST is a click or a change (the builder again) or «Guardar»."""
    kept = request.session.pop(DRAFT_KEY, None) if request.method == "GET" else None
    if kept and kept.get("path") != request.path:
        kept = None
    if request.method == "POST" or kept:
        form = BuilderForm(kept["data"] if kept else request.POST)
        form.is_valid()
        draft = form.draft()
        errors = form.builder_errors()
        if kept:  # the click that found the login, back where it was
            messages.info(request, _("Hemos guardado lo que estabas preparando: sigue donde lo dejaste."))
    else:
        form, errors = None, None
        draft = builder.draft_from_exercise(instance) if instance else builder.Draft()
    position, errors = builder.validate(draft, errors)
    if not draft.once:
        draft.once = flows.new_form_key()
    saving = request.method == "POST" and form.saving
    if saving and not errors:
        return _save(request, form, draft, position, instance)
    ctx = _builder_context(
        request, draft, position, errors.shown(saving) if request.method == "POST" else {}, instance
    )
    ctx["answers_count"] = flows.answers_count(instance) if instance else 0
    ctx["on_answers"] = form.answers_choice if form else flows.NEW_VERSION
    ctx["regrade_note"] = form.note if form else ""
    if (
        ctx["answers_count"]
        and ctx["unsaved"] is not None
        and ctx["unsaved"].snapshot() != instance.snapshot()
    ):
        ctx["regrade"] = grading.preview(instance, ctx["unsaved"].snapshot())
    status = 400 if saving and not request.htmx else 200
    template = "teachers/builder.html#builder" if request.htmx else "teachers/builder.html"
    response = render(request, template, ctx, status=status)
    if form is not None and form.act == "load":
        response["X-Builder-Sets-Form"] = "1"  # static/js/builder.js: the pasted notation sets the controls
    return response


def _save(request, form, draft, position, instance):
    """«Guardar»: the exercise saved once (a second click finds the first one's page)."""

    def save():
        exercise = flows.save_exercise(
            request.user, draft, position, instance, on_answers=form.answers_choice, note=form.note
        )
        messages.success(request, _("Ejercicio guardado."))
        if exercise.regraded is not None:
            messages.info(request, regrade_words(exercise.regraded))
        return reverse("teachers:exercise", args=[exercise.pk])

    url = flows.submit_once(request, draft.once if instance is None else "", save)
    return HttpResponseClientRedirect(url) if request.htmx else redirect(url)


def regrade_words(summary):
    """What a regrade did, for the teacher."""
    return _(
        "Respuestas vueltas a calificar: %(total)s. Siguen bien %(stay_right)s y mal %(stay_wrong)s; "
        "pasan a bien %(to_right)s y a mal %(to_wrong)s; sin calificar %(ungraded)s."
    ) % vars(summary)


def _builder_context(request, draft, position, errors, instance):
    preview = solution = suggested = unsaved = None
    notation_text = ""
    table = None
    if position is not None:
        notation_text = notation.format(position)
        unsaved = Exercise(
            kind=draft.kind,
            position=notation_text,
            accepted=sorted(draft.accepted) if draft.kind == "best" else [],
            question=draft.question,
            comment=draft.comment,
            setting=draft.setting(),
        )
        preview = build(unsaved.spec())
        solution = solution_text(preview)
        if draft.kind == "best":
            suggested = suggestion(position, out=draft.out)
        table = preview.table()
    places = {code: "hand" for code in draft.hand} | {code: "table" for code in draft.table}
    places |= {code: "out" for code in draft.out}
    grid = [
        [{"code": code, "state": places.get(code, "")} for code in DECK if code.endswith(suit)]
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
        "out_sorted": draft.sorted_out(),
        "places": range(1, draft.players + 1),
        "who_choices": [(key, label) for key, label in earlier.WHO.items() if key != "mate" or draft.paired],
        "unsaved": unsaved,
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


@teacher_required
@require_GET
def exercise_detail(request, pk):
    exercise = own_exercise(request, pk)
    answers = list(exercise.answers.select_related("user").order_by("-created")[:200])
    names = flows.class_names(request.user)
    for row in answers:
        row.class_name, row.email = names.get(row.user_id, (None, None))
    preview = build(exercise.spec())
    ctx = {
        "exercise": exercise,
        "preview": preview,
        "solution": solution_text(preview),
        "once": flows.new_form_key(),
        "answers": answers,
        "ungraded": grading.ungraded_count(exercise),
        "share_url": share_url(request, "teachers:answer", exercise.token),
        "sets": ExerciseSet.objects.filter(owner=request.user, removed_at=None),
        "comment_html": render_markup(exercise.comment) if exercise.comment else "",
    }
    return render(request, "teachers/exercise_detail.html", ctx)


@teacher_required
@require_POST
def exercise_copy(request, token):
    original = get_object_or_404(Exercise, token=token)
    if original.removed:
        return gone(request, "exercise")

    def make_copy():
        copy = flows.copy_exercise(original, request.user)
        messages.success(request, _("Copiado a tus ejercicios."))
        return reverse("teachers:exercise_edit", args=[copy.pk])

    return redirect(flows.submit_once(request, request.POST.get("once", ""), make_copy))
