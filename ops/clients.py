"""Who is asking: the client's address, seen through the trusted proxies.

One rule for the whole site, the one allauth applies to its rate limits (settings
``ALLAUTH_TRUSTED_PROXY_COUNT`` and ``ALLAUTH_TRUSTED_CLIENT_IP_HEADER``): behind N trusted
proxies the client is the N-th address from the end of X-Forwarded-For (what the client itself
wrote there is ignored), or the header the proxy sets; without proxies, REMOTE_ADDR.

A WebSocket's scope is not a request: ``request_of_scope`` gives the Django request its
handshake would have been (headers, cookies, address), so that sockets ask the same questions
the same way as pages do (the client's address, the visitor's language).
"""

from allauth.account.adapter import get_adapter
from django.core.exceptions import ImproperlyConfigured, PermissionDenied
from django.http import HttpRequest


def client_ip(request):
    """The client's IP address as a string, or "" when the request does not tell (fewer
    X-Forwarded-For entries than trusted proxies, a header that is no address): callers should
    then count the request as one unknown client."""
    try:
        return get_adapter(request).get_client_ip(request)
    except (ImproperlyConfigured, PermissionDenied):
        return ""


def request_of_scope(scope):
    """An HttpRequest holding an ASGI scope's headers, cookies and client address (no body)."""
    request = HttpRequest()
    request.method = "GET"
    request.path = request.path_info = scope.get("path", "/")
    client = scope.get("client") or ("", 0)
    request.META["REMOTE_ADDR"] = client[0] or ""
    for name, value in scope.get("headers") or []:
        key = name.decode("latin-1").upper().replace("-", "_")
        if key not in ("CONTENT_TYPE", "CONTENT_LENGTH"):
            key = f"HTTP_{key}"
        request.META[key] = value.decode("latin-1")
    request.COOKIES = dict(scope.get("cookies") or {})
    return request
