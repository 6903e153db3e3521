"""Operations endpoints: a health check for load balancers, and two yardstick pages for the load bench."""

import time
from functools import lru_cache

from django.db import DatabaseError, connection
from django.http import HttpResponse, HttpResponseBadRequest, JsonResponse
from django.middleware.csrf import get_token
from django.shortcuts import render
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_safe

from ops.services import cache_answers


@never_cache
@require_safe
def healthz(request):
    """200 {"status": "ok", ...} when the database and the shared cache (Redis: sessions' copies,
    rate limits, the tables' channel layer) answer; 503 {"status": "error", ...} naming the one
    that does not, so that a load balancer can act."""
    report: dict[str, object] = {"status": "ok"}
    started = time.perf_counter()
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
        report.update(database="ok", database_ms=round((time.perf_counter() - started) * 1000, 2))
    except DatabaseError as error:
        report.update(status="error", database="unavailable", detail=type(error).__name__)
    started = time.perf_counter()
    if cache_answers():
        report.update(redis="ok", redis_ms=round((time.perf_counter() - started) * 1000, 2))
    else:
        report.update(status="error", redis="unavailable")
    return JsonResponse(report, status=200 if report["status"] == "ok" else 503)


@require_safe
def bench_bare(request):
    """A small template and nothing else: the yardstick bench/load.py compares pages with."""
    return render(request, "ops/bare.html", {"items": range(10)})


FLOOR_MAX_BYTES = 200_000


@lru_cache(maxsize=8)
def _floor_body(size: int) -> str:
    return "<!doctype html><p>%s</p>" + "x" * max(size - 64, 0)


@require_safe
def bench_floor(request):
    """The least any lesson step must do, whatever renders it: read the learner's session (the
    progress lives there), take a CSRF token for the page's forms, and send a page already made,
    of the size asked (?bytes=, the lesson page's), with the token in it. bench/load.py measures
    it beside the bare page: the lesson step cannot be faster than this."""
    size = request.GET.get("bytes", "")
    if not (size.isascii() and size.isdigit() and int(size) <= FLOOR_MAX_BYTES):
        return HttpResponseBadRequest("bytes: a whole number up to 200000")
    request.session.get("tutorial_progress")  # read, as a lesson step reads it (tutorial/progress.py)
    return HttpResponse(_floor_body(int(size)) % get_token(request))
