"""Operations endpoints: a health check for load balancers, and a bare page for the load bench."""

import time

from django.db import DatabaseError, connection
from django.http import JsonResponse
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
    report = {"status": "ok"}
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
