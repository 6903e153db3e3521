"""/healthz always; /_bench/bare/ and /_bench/floor/ only when TUTE_BENCH=1 (the load bench's yardsticks)."""

import os

from django.urls import path

from ops import views

app_name = "ops"

urlpatterns = [path("healthz", views.healthz, name="healthz")]

if os.environ.get("TUTE_BENCH") == "1":
    urlpatterns.append(path("_bench/bare/", views.bench_bare, name="bench_bare"))
    urlpatterns.append(path("_bench/floor/", views.bench_floor, name="bench_floor"))
