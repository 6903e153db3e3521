"""/healthz always; /_bench/bare/ only when TUTE_BENCH=1 (the load bench's yardstick)."""

import os

from django.urls import path

from ops import views

app_name = "ops"

urlpatterns = [path("healthz", views.healthz, name="healthz")]

if os.environ.get("TUTE_BENCH") == "1":
    urlpatterns.append(path("_bench/bare/", views.bench_bare, name="bench_bare"))
