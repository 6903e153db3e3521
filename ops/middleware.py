"""Give bodiless error responses a page that says what happened."""

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
