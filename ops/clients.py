"""Who is asking: the client's address, seen through the trusted proxies.

One rule for the whole site, the one allauth applies to its rate limits (settings
``ALLAUTH_TRUSTED_PROXY_COUNT`` and ``ALLAUTH_TRUSTED_CLIENT_IP_HEADER``): behind N trusted
proxies the client is the N-th address from the end of X-Forwarded-For (what the client itself
wrote there is ignored), or the header the proxy sets; without proxies, REMOTE_ADDR.
"""

from allauth.core.internal.httpkit import get_client_ip
from django.core.exceptions import ImproperlyConfigured


def client_ip(request):
    """The client's IP address as a string, or "" when the request does not say (a proxy
    misconfigured, a forged header with no address): callers should then treat the request as
    one anonymous client."""
    try:
        return get_client_ip(request) or ""
    except ImproperlyConfigured:  # fewer X-Forwarded-For entries than trusted proxies
        return ""
