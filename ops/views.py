"""Operations endpoints: a health check for load balancers, and a bare page for the load bench."""

import time

from django.db import DatabaseError, connection
from django.http import JsonResponse
from django.shortcuts import render
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_safe


@never_cache
@require_safe
def healthz(request):
    """200 {"status": "ok"} when the database answers, 503 {"status": "error"} when it does not."""
    started = time.perf_counter()
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except DatabaseError as error:
        return JsonResponse(
            {"status": "error", "database": "unavailable", "detail": type(error).__name__}, status=503
        )
    elapsed_ms = round((time.perf_counter() - started) * 1000, 2)
    return JsonResponse({"status": "ok", "database": "ok", "database_ms": elapsed_ms})


@require_safe
def bench_bare(request):
    """A small template and nothing else: the yardstick bench/load.py compares pages with."""
    return render(request, "ops/bare.html", {"items": range(10)})
