"""Puzzle pages: solve (the current puzzle, a puzzle by its code, the daily one, the streak, the
review), answer, hints, themes, history, and a practice game from the position.

Views parse, call ``flows`` and render; htmx requests get the ``#puzzle`` partial. A play that is
not one of the puzzle's choices answers 400 with the puzzle as it was; too many answers from one
visitor answer 429.
"""

from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from ops import ratelimit
from ops.clients import client_ip
from ops.inputs import parse_int, text_without_nul
from puzzles import flows, present, themes
from puzzles.models import Attempt, Family, Puzzle

ANSWERS = ratelimit.Limit("puzzles:answer", 40, 60)  # answers a minute per visitor
ANSWERS_PER_ADDRESS = ratelimit.Limit("puzzles:answer-ip", 400, 60)
MODES = frozenset(Attempt.Mode.values)


def _mode(value):
    return value if value in MODES else Attempt.Mode.RATED


def _render(request, puzzle, *, mode, status=200, error="", outcome=None):
    hints_taken = flows.hints_taken(request, puzzle)
    page = present.page(puzzle, hints_taken=hints_taken, mode=mode)
    ctx = {
        **page.table.as_context(),
        "page": page,
        "solver_rating": present.solver_line(flows.solver_for(request)),
        "error": error,
        "answered": None,
        "in_review": False,
    }
    if outcome is not None:
        action = outcome.attempt.action
        explanation = None if action in puzzle.accepted else flows.explanation(puzzle, action)
        ctx["answered"] = present.result(puzzle, action, outcome, explanation)
        ctx["in_review"] = flows.in_review(request, puzzle)
    ctx.update(_mode_context(request, mode))
    template = "puzzles/solve.html#puzzle" if request.htmx else "puzzles/solve.html"
    return render(request, template, ctx, status=status)


def _mode_context(request, mode):
    chosen = flows.choice(request)
    return {
        "mode": mode,
        "chosen_family": present.family_label(chosen["family"]) if chosen["family"] else "",
        "chosen_theme": themes.label(chosen["theme"]) if chosen["theme"] else "",
        "streak": flows.solver_for(request) if mode == Attempt.Mode.STREAK else None,
    }


@require_GET
def index(request):
    """The puzzle being solved, or the next one near the visitor's rating."""
    puzzle = flows.current_or_next(request)
    if puzzle is None:
        return render(request, "puzzles/empty.html", status=200)
    mode = Attempt.Mode.THEME if any(flows.choice(request).values()) else Attempt.Mode.RATED
    return _render(request, puzzle, mode=mode)


@require_GET
def show(request, code):
    puzzle = get_object_or_404(Puzzle, code=code)
    return _render(request, puzzle, mode=_mode(request.GET.get("modo", "")))


@require_POST
def answer(request, code):
    puzzle = get_object_or_404(Puzzle, code=code)
    mode = _mode(request.POST.get("modo", ""))
    action = text_without_nul(request.POST.get("action", ""), max_length=16)
    if not action:
        return _render(request, puzzle, mode=mode, status=400, error=_("Elige una carta o una opción."))
    # Counted per account or browser session (the address when there is none yet: no session is
    # made for a request that may be refused), and per address.
    who = request.user.pk if request.user.is_authenticated else request.session.session_key
    address = client_ip(request)
    if not ratelimit.allow(ANSWERS, str(who or address)) or not ratelimit.allow(ANSWERS_PER_ADDRESS, address):
        return _render(
            request,
            puzzle,
            mode=mode,
            status=429,
            error=_("Demasiadas respuestas seguidas: espera un minuto."),
        )
    hints = flows.hints_taken(request, puzzle)
    try:
        outcome = flows.answer(request, puzzle, action.strip().lower(), mode=mode, hints=hints)
    except flows.BadAnswer:
        return _render(
            request,
            puzzle,
            mode=mode,
            status=400,
            error=_("Esa jugada no es una de las que puedes hacer aquí."),
        )
    if mode in (Attempt.Mode.RATED, Attempt.Mode.THEME):
        flows.next_puzzle(request)  # the next visit of /problemas/ serves a new one
    return _render(request, puzzle, mode=mode, outcome=outcome)


@require_POST
def hint(request, code):
    puzzle = get_object_or_404(Puzzle, code=code)
    level = parse_int(request.POST.get("level", ""), minimum=1, maximum=flows.ANSWER_HINT)
    if level is None:
        return _render(
            request,
            puzzle,
            mode=_mode(request.POST.get("modo", "")),
            status=400,
            error=_("Esa pista no existe."),
        )
    flows.take_hint(request, puzzle, level)
    return _render(request, puzzle, mode=_mode(request.POST.get("modo", "")))


@require_POST
def skip(request):
    flows.next_puzzle(request)
    return redirect("puzzles:index")


@require_POST
def play_from(request, code):
    puzzle = get_object_or_404(Puzzle, code=code)
    game = flows.play_from(request, puzzle, flows.game_owner(request))
    return redirect("games:play", game.public_id)


@require_GET
def daily(request):
    puzzle = flows.daily()
    if puzzle is None:
        return render(request, "puzzles/empty.html")
    return _render(request, puzzle, mode=Attempt.Mode.DAILY)


@require_http_methods(["GET", "POST"])
def streak(request):
    if request.method == "POST":
        flows.start_streak(request)
        return redirect("puzzles:streak")
    solver = flows.solver_for(request)
    puzzle = flows.streak_puzzle(solver)
    if puzzle is None:
        return render(request, "puzzles/streak.html", {"solver": solver})
    return _render(request, puzzle, mode=Attempt.Mode.STREAK)


@require_GET
def review(request):
    """The failed puzzles waiting in the review queue, the first one to solve again."""
    for code in flows.review_codes(request):
        puzzle = Puzzle.objects.filter(code=code).first()
        if puzzle is not None:
            return _render(request, puzzle, mode=Attempt.Mode.REVIEW)
    return render(request, "puzzles/review_empty.html")


@require_http_methods(["GET", "POST"])
def choose(request):
    """Themes and families to choose from, with how many puzzles each has."""
    if request.method == "POST":
        family = request.POST.get("family", "")
        theme = request.POST.get("theme", "")
        if family not in ("", *Family.values) or theme not in ("", *(str(t) for t in themes.Theme)):
            return render(request, "puzzles/themes.html", _themes_context(request), status=400)
        flows.choose(request, family, theme)
        return redirect("puzzles:index")
    return render(request, "puzzles/themes.html", _themes_context(request))


def _themes_context(request):
    chosen = flows.choice(request)
    counts = {}
    for tags in Puzzle.objects.values_list("themes", flat=True):
        for tag in tags:
            counts[tag] = counts.get(tag, 0) + 1
    return {
        "families": [
            {"value": value, "label": label, "count": Puzzle.objects.filter(family=value).count()}
            for value, label in Family.choices
        ],
        "themes": [
            {
                "value": value,
                "label": label,
                "about": themes.DESCRIPTIONS[themes.Theme(value)],
                "count": counts.get(value, 0),
            }
            for value, label in themes.choices()
            if counts.get(value)
        ],
        "chosen": chosen,
    }


@require_GET
def history(request):
    solver = flows.solver_for(request)
    attempts = flows.history(solver)
    queued = set(flows.review_codes(request))
    return render(
        request,
        "puzzles/history.html",
        {
            "solver": solver,
            "solver_rating": present.solver_line(solver),
            "attempts": [
                {
                    "attempt": a,
                    "family": present.family_label(a.puzzle.family),
                    "queued": a.puzzle.code in queued,
                }
                for a in attempts
            ],
        },
    )


def puzzle_url(code, mode=""):
    url = reverse("puzzles:show", args=[code])
    return f"{url}?modo={mode}" if mode else url
