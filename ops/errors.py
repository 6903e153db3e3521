"""Error pages: one template, in the site's layout and the visitor's language.

Wired as Django's ``handler400``/``handler403``/``handler404``/``handler500``
(tute_site/urls.py), as ``CSRF_FAILURE_VIEW``, and by :class:`ops.middleware.MethodNotAllowedPage`
for 405s. The 500 page stays a context-free template (``templates/500.html``): it must render when
nothing else does; so does the 503 page for a shared service down (``templates/503.html``): it
reads no session, user or cache.
"""

import sys

from django.http import HttpResponse, HttpResponseServerError
from django.shortcuts import render
from django.template import loader
from django.utils.translation import gettext as _

from ops.services import shared_state_down


def render_error(request, status, title, message):
    return render(request, "error.html", {"error_title": title, "error_message": message}, status=status)


def bad_request(request, exception=None):
    return render_error(
        request,
        400,
        _("Petición no válida"),
        _("No hemos entendido esa petición. Vuelve atrás e inténtalo de nuevo."),
    )


def permission_denied(request, exception=None):
    return render_error(
        request,
        403,
        _("No tienes permiso"),
        _("Esta página no es para tu cuenta. Si crees que es un error, entra con la cuenta adecuada."),
    )


def page_not_found(request, exception=None):
    return render_error(
        request, 404, _("Página no encontrada"), _("Esa página no existe o no es tuya. Comprueba el enlace.")
    )


def csrf_failure(request, reason=""):
    return render_error(
        request,
        403,
        _("La página ha caducado"),
        _(
            "Por seguridad no hemos aceptado el envío (falta el código del formulario o ha caducado). "
            "Vuelve a cargar la página e inténtalo de nuevo."
        ),
    )


def method_not_allowed(request, allowed):
    message = _("Esta dirección no acepta esa clase de petición (admite: %(allowed)s).")
    message %= {"allowed": allowed}
    return render_error(request, 405, _("Método no permitido"), message)


def service_busy(request):
    return render_error(
        request,
        503,
        _("Hay mucho movimiento"),
        _("No hemos podido atenderte a tiempo y no se ha guardado nada. Inténtalo de nuevo en un momento."),
    )


def server_error(request):
    """500, or 503 with Retry-After when what failed is a shared service (Redis) being down: an
    outage that passes, told as such; nothing of the request was saved half-way by us."""
    error = sys.exc_info()[1]
    if error is not None and shared_state_down(error):
        response = HttpResponse(loader.get_template("503.html").render(), status=503)
        response["Retry-After"] = "30"
        return response
    return HttpResponseServerError(loader.get_template("500.html").render())
