"""Practice games: set up a table, play against the bots, get advice, keep and review games.

Views parse input, call games.flows and render. htmx requests get the `#table` partial of
play.html; every form also works without JavaScript (POST, then redirect to the table).
"""

import logging
import secrets

from django.conf import settings
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from games import aids, flows, tasks
from games.forms import (
    PLAYERS,
    PRESETS,
    NewGameForm,
    initial_from,
    preset_data,
)
from games.levels import LADDER, describe
from games.models import SESSION_KEY, Game
from games.present import analysis as analysis_presenter
from games.present import ladder as ladder_presenter
from games.present import records
from games.present import review as review_presenter
from games.present import table as table_presenter
from games.present.advice import advice_context
from ops.inputs import parse_int

logger = logging.getLogger(__name__)

# A page waiting for a task asks again after 0.3 s, three times, then every second: a quick
# answer shows quickly, and a slow one (a busy worker) costs few requests.
QUICK_POLLS, QUICK_POLL_MS, SLOW_POLL_MS = 4, 300, 1000


def baraja(request):
    return render(request, "games/baraja.html")


def _owner(request):
    """Who a new game belongs to: the account, or else this browser session."""
    if request.user.is_authenticated:
        return {"owner": request.user}
    key = request.session.get(SESSION_KEY)
    if not key:
        key = request.session[SESSION_KEY] = secrets.token_urlsafe(24)
    return {"anon_key": key}


def _get_game(request, public_id):
    """The game if this visitor owns it; 404 otherwise (a stranger learns nothing)."""
    return get_object_or_404(Game.objects.owned_by(request), public_id=public_id)


def _seen_ply(request):
    try:
        return int(request.POST.get("ply", ""))
    except ValueError:
        return None


# ---------------------------------------------------------------------------------------------
# Setting up


@require_http_methods(["GET", "POST"])
def new(request):
    """The practice lobby: one-click tables, the guided game and the setup form, with the ladder
    of bot levels and the level suggested from the learner's results."""
    suggestion = ladder_presenter.level_suggestion(Game.objects.owned_by(request))
    if request.method == "POST" and "mostrar" in request.POST:
        # Without JavaScript: the page again, with the options of the variant just chosen.
        form = NewGameForm(initial=initial_from(request.POST))
        return render(request, "games/new.html", _new_context(form, suggestion))
    if request.method == "POST":
        preset = request.POST.get("preset")
        if preset is not None and preset not in PRESETS:
            form = NewGameForm(initial={"level": suggestion.level})
            return render(request, "games/new.html", _new_context(form, suggestion), status=400)
        form = NewGameForm(preset_data(preset, suggestion.level) if preset else request.POST)
        if form.is_valid():
            data = form.cleaned_data
            game = flows.start_game(
                variant=data["variant"],
                players=data["players"],
                rules=data["rules"],
                bot_levels=data["bot_levels"],
                feedback=data["feedback"],
                bots_later=tasks.bots_move,
                **_owner(request),
            )
            return redirect("games:play", game.public_id)
        return render(request, "games/new.html", _new_context(form, suggestion), status=400)
    # The owner key is minted with the form, not with the game: a double-submitted first game
    # (two POSTs at once, before any session existed) would otherwise mint two keys, and the
    # browser would keep only one of them.
    _owner(request)
    initial = _initial_from_link(request, suggestion.level)
    context = _new_context(NewGameForm(initial=initial), suggestion)
    if initial["level"] != suggestion.level:  # a link (a teacher's task) chose another level
        context["linked"] = describe(initial["level"])
    return render(request, "games/new.html", context)


def _initial_from_link(request, suggested):
    """The suggested level, unless a link chooses the table (a teacher's assignment, the step
    after a lesson: ?variant=habanero&players=2&nivel=...)."""
    initial = {"level": suggested}
    variant = request.GET.get("variant", "")
    if variant in PLAYERS:
        initial["variant"] = variant
        players = parse_int(request.GET.get("players", ""))
        if players in PLAYERS[variant]:
            initial["players"] = players
        else:
            initial["players"] = PLAYERS[variant][-1 if variant == "arrastre" else 0]
    linked = request.GET.get("nivel", "")
    if linked in LADDER:
        initial["level"] = linked
    return initial


def _new_context(form, suggestion):
    presets = [{"name": name, "title": title, "blurb": blurb} for name, (title, blurb, _d) in PRESETS.items()]
    return {
        "form": form,
        "presets": presets,
        "suggestion": suggestion,
        "suggested": describe(suggestion.level),
    }


# ---------------------------------------------------------------------------------------------
# The table


@require_GET
def play(request, public_id):
    game = _get_game(request, public_id)
    animate_from = parse_int(request.GET.get("desde", ""), maximum=10_000)
    polls = parse_int(request.GET.get("sondeo", ""), maximum=1000) or 0
    if polls and _waited_long_enough(polls) and flows.searching_bot_to_move(game):
        # A searching bot's move (games.tasks.bots_move) that no worker played in time: play it here.
        try:
            game = flows.bots_turn(game, game.ply)
        except flows.StaleTable:
            game.refresh_from_db()
    return _table_response(request, game, animate_from=animate_from, next_poll=polls + 1)


def _poll_delay_ms(polls):
    """How long a page that has asked `polls` times waits before it asks again."""
    return QUICK_POLL_MS if polls < QUICK_POLLS else SLOW_POLL_MS


def _waited_long_enough(polls):
    """Whether a page that asked `polls` times for a task's result stops waiting for a worker."""
    waited_ms = sum(_poll_delay_ms(n) for n in range(polls))
    return waited_ms >= 1000 * settings.TASKS_DEADLINE_SECONDS


def _table_response(request, game, *, status=200, next_poll=1, **extra):
    ctx = table_presenter.table(game, aids=aids.load(request), **extra).as_context()
    ctx["next_poll"], ctx["poll_delay"] = next_poll, _poll_delay_ms(next_poll - 1)
    template = "games/play.html#table" if request.htmx else "games/play.html"
    return render(request, template, ctx, status=status)


def _conflict(request, game):
    game.refresh_from_db()
    message = _("La mesa ha cambiado desde que la viste. Así está ahora.")
    return _table_response(request, game, status=409, notice=message)


@require_POST
def act(request, public_id):
    game = _get_game(request, public_id)
    seen = _seen_ply(request)
    action = request.POST.get("action", "").strip().lower()
    if seen is None or not action:
        return _table_response(request, game, status=400, notice=_("Falta la jugada o el número de la mesa."))
    try:
        game = flows.play(game, action, seen, bots_later=tasks.bots_move)
    except flows.StaleTable:
        return _conflict(request, game)
    except flows.IllegalCard as refusal:
        return _table_response(request, game, status=422, refusal=table_presenter.refusal_context(refusal))
    except flows.NotNow:
        return _table_response(
            request,
            game,
            status=409,
            notice=_("Ahora no toca jugar carta: primero decide si cantas, cambias o pasas."),
        )
    except flows.BadAction:
        return _table_response(
            request,
            game,
            status=400,
            notice=_("Esa jugada no existe en esta mesa: «%(action)s».") % {"action": action[:20]},
        )
    if request.htmx:
        return _table_response(request, game, animate_from=seen)
    return redirect(reverse("games:play", args=[game.public_id]) + f"?desde={seen}")


def _missing_ply(request, game):
    return _table_response(request, game, status=400, notice=_("Falta el número de la mesa."))


@require_POST
def next_hand(request, public_id):
    game = _get_game(request, public_id)
    seen = _seen_ply(request)
    if seen is None:
        return _missing_ply(request, game)
    try:
        game = flows.next_hand(game, seen, bots_later=tasks.bots_move)
    except flows.StaleTable:
        return _conflict(request, game)
    if request.htmx:
        return _table_response(request, game, animate_from=seen)
    return redirect(reverse("games:play", args=[game.public_id]) + f"?desde={seen}")


@require_POST
def hint(request, public_id):
    game = _get_game(request, public_id)
    seen = _seen_ply(request)
    if seen is None:
        return _missing_ply(request, game)
    try:
        advice = flows.hint(game, seen)
    except flows.StaleTable:
        return _conflict(request, game)
    except ValueError:
        # The bots could not weigh this position: say so at the table rather than fail the page.
        logger.exception("no hint for game %s at ply %s", game.public_id, seen)
        game.refresh_from_db()
        return _table_response(
            request, game, notice=_("Ahora no podemos darte una pista para esta jugada. Perdona.")
        )
    game.refresh_from_db()
    detail = aids.detailed(aids.load(request), game)
    return _table_response(request, game, hint=advice_context(game, advice, detail=detail))


@require_GET
def feedback(request, public_id, ply):
    return feedback_response(request, _get_game(request, public_id), ply)


def feedback_response(request, game, ply, *, status=200):
    """The verdict of the learner's move at ``ply`` (judged on first ask), as deep as the
    learner chose (``aids.detailed``): the panel for htmx, else its page."""
    if ply >= game.ply or game.actions[ply][0] != game.learner_seat:
        raise Http404("no such move")
    verdict = flows.stored_judgement(game, ply)
    if verdict is None and request.htmx and status == 200:
        # Still being judged (games.tasks.judge_move): the panel asks again in a moment; past
        # the deadline (no worker answered) this process judges the move itself.
        polls = parse_int(request.GET.get("sondeo", ""), maximum=1000) or 0
        if not _waited_long_enough(polls):
            ctx = {"game": game, "ply": ply, "next_poll": polls + 1, "poll_delay": _poll_delay_ms(polls)}
            return render(request, "games/feedback.html#pending", ctx)
    if verdict is None:
        verdict = flows.judgement(game, ply)
    detail = aids.detailed(aids.load(request), game)
    ctx = {"game": game, "judgement": advice_context(game, verdict, detail=detail), "ply": ply}
    if status == 400:
        ctx["notice"] = _("Elige «Breve» o «Con detalle».")
    template = "games/feedback.html#panel" if request.htmx else "games/feedback.html"
    return render(request, template, ctx, status=status)


# ---------------------------------------------------------------------------------------------
# Keeping and reviewing


@require_GET
def mine(request):
    if request.user.is_authenticated and request.session.get(SESSION_KEY):
        # Games played before logging in, in this browser, now belong to the account.
        Game.objects.filter(owner=None, anon_key=request.session[SESSION_KEY]).update(
            owner=request.user, anon_key=""
        )
    games = [records.record(g) for g in Game.objects.owned_by(request)]
    finished = [r for r in games if r.game.finished]
    ctx = {
        "unfinished": [r for r in games if not r.game.finished],
        "finished": finished,
        "by_variant": records.per_variant(finished),
    }
    return render(request, "games/mine.html", ctx)


@require_GET
def review(request, public_id):
    game = _get_game(request, public_id)
    tricks = review_presenter.review(game)
    try:
        step = int(request.GET.get("baza", "0"))
    except ValueError:
        step = 0
    step = max(0, min(step, len(tricks) - 1)) if tricks else 0
    ctx = {"game": game, "tricks": tricks, "step": step, "current": tricks[step] if tricks else None}
    if request.htmx and tricks:  # the step partial shows a trick: with none, the whole page says so
        return render(request, "games/review.html#step", ctx)
    ctx["analysis"] = analysis_presenter.analysis(game, tricks)
    return render(request, "games/review.html", ctx)


@require_POST
def play_on(request, public_id):
    game = _get_game(request, public_id)
    try:
        ply = int(request.POST.get("ply", ""))
    except ValueError:
        return redirect("games:review", game.public_id)
    fork = flows.play_on_from(game, ply, **_owner(request))
    return redirect("games:play", fork.public_id)
