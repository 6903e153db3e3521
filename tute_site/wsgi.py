"""WSGI entry point. The site refuses to start on a configuration that would lose or split state
between workers (the system checks of ops/checks.py), as ``manage.py check`` does."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tute_site.settings")

application = get_wsgi_application()

from ops.checks import refuse_to_serve_misconfigured  # noqa: E402 (needs the apps loaded)

refuse_to_serve_misconfigured()
