"""Error pages: one template, in the site's layout and the visitor's language.

Wired as Django's ``handler400``/``handler403``/``handler404`` (tute_site/urls.py), as
``CSRF_FAILURE_VIEW``, and by :class:`ops.middleware.MethodNotAllowedPage` for 405s. The 500 page
stays a context-free template (``templates/500.html``): it must render when nothing else does.
"""

from django.shortcuts import render
from django.utils.translation import gettext as _


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
