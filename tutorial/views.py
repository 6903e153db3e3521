"""Views of the course: thin — find the lesson/exercise, call a flow, render.

Every page is a full page; htmx requests (links and forms inside #lesson are boosted) get the
"#lesson" partial and an HX-Push-Url so that reload, back and shared links land on the same
step. Answers are POSTed and redirected (303) to the same URL with ?r=<answer>, which shows
the feedback."""

import json
from typing import Any

from django.http import Http404, HttpResponse, HttpResponseRedirect
from django.shortcuts import redirect, render
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods
from django_htmx.http import push_url

from games.drill import queued
from ops import pages
from tutorial import course as content
from tutorial import flows, fragments, review_sources
from tutorial.exercises import BadAnswer, build
from tutorial.generator import GENERATED_TYPES, generate
from tutorial.markup import linked_terms
from tutorial.progress import ANSWER_HINT, Progress


def render_lesson(request, template, context, status=200, *, shared_as=None):
    """Full page, or only its #lesson partial for htmx (with the URL to push). ``shared_as``:
    everything the page shows of the learner (``learner_state``): the page is then rendered once
    for all learners who would get the same (ops/pages.py), and ``context`` may be a function
    making the context, called only when the page is rendered."""
    htmx = bool(request.htmx)
    name = f"{template}#lesson" if htmx else template
    make = context if callable(context) else lambda: context
    if shared_as is not None and status == 200:
        html = pages.shared_html(request, (name, *shared_as), lambda: render_to_string(name, make(), request))
        response = HttpResponse(html)
    else:
        response = render(request, name, make(), status=status)
    if htmx and status == 200:
        response = push_url(response, request.get_full_path())
    return response


def learner_state(lesson, progress, record=None):
    """What a lesson step shows of the learner: the steps seen, the lesson's status and
    percentage (its header) and, on an exercise, the record of the answer (hints, tries)."""
    return (
        tuple(sorted(progress.seen_steps(lesson.slug))),
        progress.lesson_status(lesson),
        progress.lesson_percent(lesson),
        None if record is None else json.dumps(record, sort_keys=True),
    )


def get_lesson(slug):
    lesson = content.lesson_by_slug(slug)
    if lesson is None:
        raise Http404(_("No hay ninguna lección «%(slug)s».") % {"slug": slug})
    return lesson


def get_step(lesson, number):
    step = lesson.step(number)
    if step is None:
        raise Http404(
            _("La lección «%(lesson)s» no tiene paso %(number)s.")
            % {"lesson": lesson.title, "number": number}
        )
    return step


# --- the course map ----------------------------------------------------------------------------


@require_GET
def course(request):
    progress = Progress.load(request)
    lessons = [
        {
            "lesson": lesson,
            "status": progress.lesson_status(lesson),
            "percent": progress.lesson_percent(lesson),
            "quiz": progress.quiz(lesson.slug),
        }
        for lesson in content.lessons()
    ]
    mastered = sum(item["status"] == "mastered" for item in lessons)
    return render(
        request,
        "tutorial/course.html",
        {"lessons": lessons, "mastered": mastered, "review": progress.review_queue()},
    )


@require_GET
def lesson_start(request, slug):
    lesson = get_lesson(slug)
    seen = Progress.load(request).seen_steps(lesson.slug)
    first_unseen = next((step.number for step in lesson.steps if step.number not in seen), 1)
    return redirect("tutorial:step", slug=lesson.slug, number=first_unseen)


# --- steps -------------------------------------------------------------------------------------


def lesson_context(request, lesson, step, progress):
    """What every page of a lesson shows around its step: the header (with the learner's
    progress) and the links to the neighbouring steps, pre-rendered (tutorial/fragments.py)."""
    seen = progress.seen_steps(lesson.slug)
    status = progress.lesson_status(lesson)
    percent = progress.lesson_percent(lesson)
    return {
        "lesson": lesson,
        "step": step,
        "seen": seen,
        "percent": percent,
        "status": status,
        "lesson_header": fragments.lesson_header(lesson, step, seen=seen, status=status, percent=percent),
        "step_nav": fragments.step_nav(lesson, step),
        **fragments.step_links(lesson, step),
    }


@require_http_methods(["GET", "POST"])
def step(request, slug, number):
    lesson = get_lesson(slug)
    current = get_step(lesson, number)
    if current.kind == "quiz":
        return quiz_intro(request, lesson, current)
    if current.kind == "text":
        if request.method == "POST":
            return redirect("tutorial:step", slug=lesson.slug, number=number)
        progress = flows.see_step(request, lesson, number)

        def text_context():
            return lesson_context(request, lesson, current, progress) | {
                "step_text": fragments.step_text(lesson, current)
            }

        return render_lesson(
            request, "tutorial/step.html", text_context, shared_as=learner_state(lesson, progress)
        )
    progress = flows.see_step(request, lesson, number)
    exercise = fragments.step_exercise(lesson.slug, number)
    key = f"{lesson.slug}/{number}"
    url = reverse("tutorial:step", args=[lesson.slug, number])
    return exercise_view(
        request,
        exercise,
        key=key,
        url=url,
        template="tutorial/step.html",
        context=lambda progress: lesson_context(request, lesson, current, progress),
        progress=progress,
        shared=lesson,
    )


def exercise_view(
    request, exercise, *, key, url, template, context, progress=None, review=False, quiz=None, shared=None
):
    """GET: the question (with ?r= feedback, ?o= partial order), changing nothing; POST: a hint
    (pista=1-3) or an answer, recorded, then a redirect. ``shared``: the lesson whose step this
    is, when the page shows nothing of the learner but what ``learner_state`` holds: it may then
    be rendered once for all who would get the same."""
    if request.method == "POST" and "pista" in request.POST:
        hint = request.POST["pista"]
        if hint not in {"1", "2", "3"}:
            return bad_request(request, template, context, exercise, key, url, _("Pista no válida."))
        flows.take_hint(request, key, exercise.type, int(hint))
        return HttpResponseRedirect(url, status=303)
    if request.method == "POST":
        values = request.POST.getlist("c") or request.POST.getlist("a")
        try:
            given = exercise.parse(values)
        except BadAnswer as error:
            progress = Progress.load(request)
            ctx = context(progress) | exercise_context(exercise, key, url, progress, error=str(error))
            return render_lesson(request, template, ctx, status=400)
        flows.answer(request, key, exercise, given, review=review, quiz=quiz)
        return HttpResponseRedirect(f"{url}?r={exercise.encode(given)}", status=303)

    progress = progress or Progress.load(request)
    verdict = None
    if "r" in request.GET:
        try:
            verdict = exercise.grade(exercise.decode(request.GET["r"]))
        except BadAnswer as error:
            return bad_request(request, template, context, exercise, key, url, str(error))
    order = []
    if "o" in request.GET and exercise.mode == "sequence":
        order = [code for code in request.GET["o"].split(",") if code]
        if any(code not in exercise.cards() for code in order) or len(set(order)) != len(order):
            return bad_request(request, template, context, exercise, key, url, _("Ese orden no es válido."))

    def page_context():
        shown = exercise_context(exercise, key, url, progress, verdict=verdict, order=order)
        return context(progress) | shown

    state = None if shared is None else learner_state(shared, progress, progress.answer(key))
    return render_lesson(request, template, page_context, shared_as=state)


def bad_request(request, template, context, exercise, key, url, message):
    progress = Progress.load(request)
    ctx = context(progress) | exercise_context(exercise, key, url, progress, error=message)
    return render_lesson(request, template, ctx, status=400)


def exercise_context(exercise, key, url, progress, *, verdict=None, order=(), error=None):
    level = progress.hint_level(key)
    hints = exercise.hints()[:level] if level else []  # no hint asked: nothing to compute
    remaining = [code for code in exercise.cards() if code not in order]
    return {
        "exercise": exercise,
        "exercise_url": url,
        "verdict": verdict,
        "hints": hints,
        "hint_level": level,
        "next_hint": level + 1 if level < ANSWER_HINT else None,
        "order": list(order),
        "order_remaining": remaining,
        "order_prefix": ",".join(order),
        "record": progress.answer(key),
        "error": error,
    }


# --- quizzes -----------------------------------------------------------------------------------


def quiz_intro(request, lesson, current):
    if request.method == "POST":
        return redirect("tutorial:step", slug=lesson.slug, number=current.number)
    progress = flows.see_step(request, lesson, current.number)
    ctx = lesson_context(request, lesson, current, progress)
    quiz = current.data
    ctx.update(
        {
            "quiz": progress.quiz(lesson.slug),
            "question_count": len(flows.quiz_specs(lesson, 0)),
            "pass_percent": round(100 * quiz["pass_mark"]),
            "start_url": reverse("tutorial:quiz", args=[lesson.slug, flows.fresh_seed(), 1]),
        }
    )
    return render_lesson(request, "tutorial/step.html", ctx)


@require_http_methods(["GET", "POST"])
def quiz(request, slug, seed, question):
    lesson = get_lesson(slug)
    specs = flows.quiz_specs(lesson, seed)
    if not 1 <= question <= len(specs):
        raise Http404(_("Esta prueba no tiene pregunta %(n)s.") % {"n": question})
    exercise = flows.quiz_exercise(lesson.slug, seed, question)
    current = lesson.quiz_step
    url = reverse("tutorial:quiz", args=[lesson.slug, seed, question])

    def context(progress):
        ctx = lesson_context(request, lesson, current, progress)
        right, total, finished = flows.quiz_score(progress, lesson, seed)
        ctx.update(
            {
                "in_quiz": True,
                "seed": seed,
                "question": question,
                "question_count": total,
                "questions": range(1, total + 1),
                "answered": [progress.answered(flows.quiz_key(lesson, seed, q)) for q in range(1, total + 1)],
                "quiz_next_url": reverse("tutorial:quiz", args=[lesson.slug, seed, question + 1])
                if question < total
                else None,
                "result_url": reverse("tutorial:quiz_result", args=[lesson.slug, seed]),
                "finished": finished,
            }
        )
        return ctx

    return exercise_view(
        request,
        exercise,
        key=flows.quiz_key(lesson, seed, question),
        url=url,
        template="tutorial/quiz.html",
        context=context,
        quiz=(lesson, seed),
    )


@require_GET
def quiz_result(request, slug, seed):
    lesson = get_lesson(slug)
    progress = Progress.load(request)
    right, total, finished = flows.quiz_score(progress, lesson, seed)
    pass_mark = lesson.quiz_step.data["pass_mark"]
    ctx = lesson_context(request, lesson, lesson.quiz_step, progress)
    first_open = next(
        (q for q in range(1, total + 1) if not progress.answered(flows.quiz_key(lesson, seed, q))), None
    )
    ctx.update(
        {
            "seed": seed,
            "right": right,
            "total": total,
            "finished": finished,
            "passed": finished and total and right / total >= pass_mark,
            "pass_percent": round(100 * pass_mark),
            "needed": -(-total * round(100 * pass_mark) // 100),
            "quiz": progress.quiz(lesson.slug),
            "first_open_url": reverse("tutorial:quiz", args=[lesson.slug, seed, first_open])
            if first_open
            else None,
            "again_url": reverse("tutorial:quiz", args=[lesson.slug, flows.fresh_seed(), 1]),
        }
    )
    return render_lesson(request, "tutorial/quiz_result.html", ctx)


# --- endless practice and review ---------------------------------------------------------------


@require_http_methods(["GET", "POST"])
def practice(request, kind, seed):
    if kind not in GENERATED_TYPES:
        raise Http404(_("No hay ejercicios de ese tipo."))
    exercise = build(generate(kind, seed))
    url = reverse("tutorial:practice", args=[kind, seed])

    def context(progress):
        return {
            "kind": kind,
            "seed": seed,
            "kind_name": KIND_NAMES()[kind],
            "another_url": reverse("tutorial:practice", args=[kind, flows.fresh_seed()]),
            "review": progress.review_queue(),
        }

    return exercise_view(
        request,
        exercise,
        key=f"practicar/{kind}/{seed}",
        url=url,
        template="tutorial/practice.html",
        context=context,
        review=True,
    )


def KIND_NAMES():  # noqa: N802  (a constant that needs the active language)
    return {
        "find": _("Reconocer las cartas"),
        "order": _("Ordenar por fuerza"),
        "points": _("Contar puntos"),
        "winner": _("¿Quién gana la baza?"),
        "legal": _("¿Qué cartas puedes jugar?"),
        "cante": _("¿Puedes cantar? ¿Cuánto?"),
        "swap": _("Cambiar el 7 o el 2"),
        "cabrero": _("¿Quién pierde en el cabrero?"),
    }


@require_GET
def review(request):
    progress = Progress.load(request)
    names = KIND_NAMES()
    queue = [
        {
            "kind": kind,
            "count": count,
            "name": names.get(kind, kind),
            "url": reverse("tutorial:practice", args=[kind, flows.fresh_seed()]),
        }
        for kind, count in progress.review_queue()
        if kind in GENERATED_TYPES
    ]
    kinds = [
        {
            "kind": kind,
            "name": names[kind],
            "url": reverse("tutorial:practice", args=[kind, flows.fresh_seed()]),
        }
        for kind in GENERATED_TYPES
    ]
    # Decisions of the learner's games answered wrongly as drills (games/drill.py).

    drills = [
        {"url": reverse("games:drill", args=[public_id, ply]), "number": n}
        for n, (public_id, ply) in enumerate(queued(progress), start=1)
    ]
    # Items other apps put in the queue (failed puzzles...): tutorial/review_sources.py.
    sources = review_sources.items(progress)
    return render(
        request,
        "tutorial/review.html",
        {"queue": queue, "kinds": kinds, "drills": drills, "sources": sources},
    )


# --- glossary and rules ------------------------------------------------------------------------


@require_GET
def glossary(request):
    used_in: dict[str, list[Any]] = {}
    for lesson in content.lessons():
        for item in lesson.steps:
            texts = [
                content.tr(item.data.get("body")),
                content.tr(item.data.get("exercise", {}).get("intro")),
            ]
            for slug in {slug for text in texts for slug in linked_terms(text)}:
                used_in.setdefault(slug, [])
                if lesson not in [entry[0] for entry in used_in[slug]]:
                    used_in[slug].append((lesson, item.number))
    terms = [
        {
            "slug": slug,
            "term": content.tr(term["term"]),
            "definition": content.tr(term["definition"]),
            "aliases": term.get("aliases", []),
            "see": [
                (other, content.tr(content.glossary()[other]["term"]))
                for other in term.get("see", [])
                if other in content.glossary()
            ],
            "lessons": used_in.get(slug, []),
        }
        for slug, term in content.glossary().items()
    ]
    terms.sort(key=lambda item: item["term"].lower())
    return render(request, "tutorial/glossary.html", {"terms": terms})


@require_GET
def rules(request):
    page = content.rules_page()
    if page is None:
        return render(request, "tutorial/rules.html", {"page": None})
    return render(
        request,
        "tutorial/rules.html",
        {
            "page": page,
            "title": content.tr(page["title"]),
            "intro": content.tr(page.get("intro")),
            "sections": [
                {
                    "slug": section["slug"],
                    "title": content.tr(section["title"]),
                    "body": content.tr(section["body"]),
                }
                for section in page.get("sections", [])
            ],
        },
    )
