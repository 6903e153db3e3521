"""Small response fixes every page needs."""

from django.utils.cache import patch_vary_headers

from ops.errors import method_not_allowed


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
