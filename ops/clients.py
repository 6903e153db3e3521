"""Who is asking: the client's address, seen through the trusted proxies.

One rule for the whole site, the one allauth applies to its rate limits (settings
``ALLAUTH_TRUSTED_PROXY_COUNT`` and ``ALLAUTH_TRUSTED_CLIENT_IP_HEADER``): behind N trusted
proxies the client is the N-th address from the end of X-Forwarded-For (what the client itself
wrote there is ignored), or the header the proxy sets; without proxies, REMOTE_ADDR.
"""

from allauth.account.adapter import get_adapter
from django.core.exceptions import ImproperlyConfigured, PermissionDenied


def client_ip(request):
    """The client's IP address as a string, or "" when the request does not tell (fewer
    X-Forwarded-For entries than trusted proxies, a header that is no address): callers should
    then count the request as one unknown client."""
    try:
        return get_adapter(request).get_client_ip(request)
    except (ImproperlyConfigured, PermissionDenied):
        return ""
