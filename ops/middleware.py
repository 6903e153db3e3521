"""Give bodiless error responses a page that says what happened."""

from django.template.loader import render_to_string


class MethodNotAllowedPage:
    """Django's 405 (from ``require_POST`` and friends) has an empty body: render one."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if response.status_code == 405 and not response.content:
            allowed = response.get("Allow", "")
            response.content = render_to_string("405.html", {"allowed": allowed}, request=request)
            response["Content-Type"] = "text/html; charset=utf-8"
        return response
