"""Who teaches a class: the owner invites colleagues by e-mail, takes them off or hands the class
over; a co-teacher may leave it; an invited colleague accepts with an account of that address.

The invitation's page is for whoever holds its link and is signed in; everything else is for the
class's teachers (``taught_class``) or its owner only (``owned_class``)."""

from django.contrib import messages
from django.contrib.auth import REDIRECT_FIELD_NAME
from django.contrib.auth.decorators import login_required
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.http import require_http_methods, require_POST

from accounts.models import display_name
from teachers import team
from teachers.forms import InviteForm
from teachers.models import CoTeacher, Invitation
from teachers.views.access import confirm, owned_class, taught_class, teacher_required


def team_context(request, classroom):
    """The class page's «Profesores» panel."""
    is_owner = classroom.owner_id == request.user.pk
    return {
        "is_owner": is_owner,
        "owner_name": display_name(classroom.owner),
        "co_teachers": [
            {"row": row, "name": display_name(row.teacher)}
            for row in classroom.co_teachers.select_related("teacher")
        ],
        "invitations": [i for i in classroom.invitations.all() if i.pending] if is_owner else [],
        "invite_form": InviteForm() if is_owner else None,
    }


def _back(classroom):
    return redirect(reverse("teachers:class", args=[classroom.pk]) + "#team")


@teacher_required
@require_POST
def invite(request, pk):
    classroom = owned_class(request, pk)
    form = InviteForm(request.POST)
    if not form.is_valid():
        messages.error(request, _("Escribe el correo de tu colega."))
        return _back(classroom)
    email = form.cleaned_data["email"]
    try:
        team.invite(classroom, email, request.user, link=lambda token: team.invitation_link(request, token))
    except team.TeamError as error:
        messages.error(request, TEAM_ERRORS[error.code])
        return _back(classroom)
    messages.success(request, _("Invitación enviada a %(email)s.") % {"email": email})
    return _back(classroom)


@teacher_required
@require_POST
def withdraw(request, pk, invitation_pk):
    classroom = owned_class(request, pk)
    invitation = get_object_or_404(classroom.invitations, pk=invitation_pk, accepted_at=None)
    team.withdraw(invitation)
    messages.success(request, _("Invitación retirada: su enlace ya no sirve."))
    return _back(classroom)


@teacher_required
@require_http_methods(["GET", "POST"])
def remove_co_teacher(request, pk, co_pk):
    classroom = owned_class(request, pk)
    row = get_object_or_404(classroom.co_teachers.select_related("teacher"), pk=co_pk)
    name = display_name(row.teacher)
    if request.method == "GET":
        return confirm(
            request,
            title=_("¿Quitar a %(name)s de los profesores de «%(class)s»?")
            % {"name": name, "class": classroom},
            lines=[_("Dejará de ver la clase, sus tareas y sus informes. Lo que asignó se queda.")],
            button=_("Sí, quitar de la clase"),
            cancel=reverse("teachers:class", args=[classroom.pk]),
        )
    team.remove_co_teacher(classroom, row)
    messages.success(request, _("%(name)s ya no da esta clase.") % {"name": name})
    return _back(classroom)


@teacher_required
@require_http_methods(["GET", "POST"])
def leave_teaching(request, pk):
    """A co-teacher stops teaching the class."""
    classroom = taught_class(request, pk)
    if classroom.owner_id == request.user.pk:
        messages.info(request, _("La clase está a tu nombre: para dejar de darla, traspásala antes."))
        return _back(classroom)
    row = get_object_or_404(CoTeacher, classroom=classroom, teacher=request.user)
    if request.method == "GET":
        return confirm(
            request,
            title=_("¿Dejar de dar «%(name)s»?") % {"name": classroom},
            lines=[_("Dejarás de ver la clase; quien la tiene a su nombre puede invitarte otra vez.")],
            button=_("Sí, dejar la clase"),
            cancel=reverse("teachers:class", args=[classroom.pk]),
        )
    team.remove_co_teacher(classroom, row)
    messages.success(request, _("Ya no das «%(name)s».") % {"name": classroom})
    return redirect("teachers:home")


@teacher_required
@require_http_methods(["GET", "POST"])
def hand_over(request, pk, co_pk):
    """The owner hands the class over to one of its co-teachers (and stays as a co-teacher)."""
    classroom = owned_class(request, pk)
    row = get_object_or_404(classroom.co_teachers.select_related("teacher"), pk=co_pk)
    name = display_name(row.teacher)
    if request.method == "GET":
        return confirm(
            request,
            title=_("¿Traspasar «%(class)s» a %(name)s?") % {"name": name, "class": classroom},
            lines=[
                _(
                    "La clase pasará a ser de %(name)s: desde entonces solo %(name)s podrá borrarla, "
                    "traspasarla o cambiar quién la da."
                )
                % {"name": name},
                _("Tú seguirás dando la clase, con los mismos derechos que los demás profesores invitados."),
            ],
            button=_("Sí, traspasar la clase"),
            cancel=reverse("teachers:class", args=[classroom.pk]),
        )
    team.hand_over(classroom, row)
    messages.success(request, _("Clase traspasada a %(name)s.") % {"name": name})
    return _back(classroom)


@login_required
@require_http_methods(["GET", "POST"])
def invitation(request, token):
    """The page an invitation's link opens: who invites to which class; accepting needs an
    account with the invited address."""
    found = get_object_or_404(Invitation.objects.select_related("classroom", "invited_by"), token=token)
    classroom = found.classroom
    ctx = {
        "invitation": found,
        "classroom": classroom,
        "teacher": display_name(found.invited_by),
        "other_email": not team.has_verified_email(request.user, found.email),
        "login_url": f"{reverse('account_login')}?{REDIRECT_FIELD_NAME}={request.path}",
        "signup_url": f"{reverse('account_signup')}?{REDIRECT_FIELD_NAME}={request.path}",
    }
    if classroom.removed or not found.pending:
        return render(request, "teachers/invitation.html", ctx | {"gone": True}, status=410)
    if request.method == "POST":
        try:
            team.accept(found, request.user)
        except team.TeamError as error:
            return render(
                request, "teachers/invitation.html", ctx | {"error": TEAM_ERRORS[error.code]}, status=403
            )
        messages.success(request, _("Ya das la clase «%(name)s».") % {"name": classroom})
        return redirect("teachers:class", pk=classroom.pk)
    return render(request, "teachers/invitation.html", ctx, status=403 if ctx["other_email"] else 200)


TEAM_ERRORS = {
    "owner": gettext_lazy("Esa es tu dirección: ya das esta clase."),
    "already": gettext_lazy("Esa persona ya da esta clase."),
    "used": gettext_lazy("Esta invitación ya se usó o se retiró."),
    "other_email": gettext_lazy(
        "Esta invitación es para otra dirección de correo: entra con la cuenta de esa dirección."
    ),
}
