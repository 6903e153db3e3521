"""Small response fixes every page needs (and the load bench's CPU measure)."""

import time

from django.utils.cache import patch_vary_headers

from ops.db import database_busy
from ops.errors import method_not_allowed, service_busy


class MethodNotAllowedPage:
    """Django's 405 (from ``require_POST`` and friends) has an empty body: render one."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if response.status_code == 405 and not response.content:
            allowed = response.get("Allow", "")
            page = method_not_allowed(request, allowed)
            page["Allow"] = allowed
            return page
        return response


class VaryOnHtmx:
    """Pages answer htmx requests with a partial and other requests with the whole page, at the
    same URL: say so (``Vary: HX-Request``), so that no cache (the browser's back button
    included) serves one for the other. django-htmx leaves this to the project."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if response.get("Content-Type", "").startswith("text/html"):
            patch_vary_headers(response, ("HX-Request",))
        return response


class DatabaseBusyPage:
    """A lock wait or a statement cut short by the database's timeouts is not a bug: answer 503
    with Retry-After and a page that says to try again (nothing was saved: the transaction
    rolled back). Views that can say more (a game's 409) catch it themselves."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return self.get_response(request)

    def process_exception(self, request, exception):
        if database_busy(exception):
            response = service_busy(request)
            response["Retry-After"] = "2"
            return response
        return None


class CpuTiming:
    """The load bench's measure (settings add it only when TUTE_BENCH=1): the CPU time this
    process spent on the request, as a `Server-Timing: cpu;dur=<ms>` header. In a process that
    serves one request at a time (gunicorn's sync workers) that is the request's own CPU."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        started = time.process_time()
        response = self.get_response(request)
        response["Server-Timing"] = f"cpu;dur={1000 * (time.process_time() - started):.2f}"
        return response
