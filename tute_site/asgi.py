"""ASGI entry point: HTTP (the Django site) and WebSockets (the tables' live updates).

Serve with an ASGI server, e.g. `daphne tute_site.asgi:application`. WebSockets are accepted
only from this site's hosts (Origin checked against ALLOWED_HOSTS) and carry the Django session
and user, as the pages do.
"""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tute_site.settings")

django_asgi_app = get_asgi_application()  # sets Django up before the consumers are imported

from channels.auth import AuthMiddlewareStack  # noqa: E402
from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import AllowedHostsOriginValidator  # noqa: E402
from django.conf import settings  # noqa: E402

from ops.checks import refuse_to_serve_misconfigured  # noqa: E402
from tables.routing import websocket_urlpatterns  # noqa: E402

refuse_to_serve_misconfigured()  # as the WSGI entry point: no per-process cache with DEBUG off

http_app = django_asgi_app
if os.environ.get("TUTE_SERVE_STATIC") == "1" or settings.DEBUG:
    # Development and browser tests without collectstatic: static files from the finders.
    from django.contrib.staticfiles.handlers import ASGIStaticFilesHandler

    http_app = ASGIStaticFilesHandler(django_asgi_app)

application = ProtocolTypeRouter(
    {
        "http": http_app,
        "websocket": AllowedHostsOriginValidator(AuthMiddlewareStack(URLRouter(websocket_urlpatterns))),
    }
)
