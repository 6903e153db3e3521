"""A tiny HTTP client for tests against a live server: http.client, one cookie jar, CSRF token."""

import http.client
import re
from http.cookies import SimpleCookie
from urllib.parse import urlencode, urlsplit

CSRF_IN_PAGE = re.compile(r'"X-CSRFToken": "([^"]+)"')


class Browser:
    """Cookies and the CSRF token of one visitor; each request opens its own connection so
    several threads may share a Browser (two tabs of the same learner)."""

    def __init__(self, base_url):
        parts = urlsplit(base_url)
        self.host, self.port = parts.hostname, parts.port
        self.cookies = {}
        self.csrf = ""

    def request(self, method, path, data=None, headers=None):
        body = urlencode(data) if data is not None else None
        all_headers = {"Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items())}
        if body is not None:
            all_headers["Content-Type"] = "application/x-www-form-urlencoded"
        if self.csrf:
            all_headers["X-CSRFToken"] = self.csrf
        all_headers.update(headers or {})
        connection = http.client.HTTPConnection(self.host, self.port, timeout=60)
        try:
            connection.request(method, path, body=body, headers=all_headers)
            response = connection.getresponse()
            text = response.read().decode("utf-8", "replace")
        finally:
            connection.close()
        for header in response.headers.get_all("Set-Cookie") or []:
            for name, morsel in SimpleCookie(header).items():
                self.cookies[name] = morsel.value
        if match := CSRF_IN_PAGE.search(text):
            self.csrf = match.group(1)
        return response.status, dict(response.headers), text

    def get(self, path, **kwargs):
        return self.request("GET", path, **kwargs)

    def post(self, path, data, **kwargs):
        return self.request("POST", path, data=data, **kwargs)
