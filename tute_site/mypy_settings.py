"""Settings for type-checking only: mypy's django-stubs plugin (``[tool.django-stubs]`` in
pyproject.toml) loads the site's settings, which need a secret key with DEBUG off. A placeholder
is given here, so that ``mypy`` runs in a fresh clone without an environment, a database or
Redis; nothing else changes and nothing here ever serves a request."""

import os

os.environ.setdefault("SECRET_KEY", "type-checking-only-" + "x" * 50)

from tute_site.settings import *  # noqa: E402,F403
