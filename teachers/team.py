"""Teaching a class with colleagues: invitations by e-mail, co-teachers, handing a class over.

A co-teacher has the owner's rights over the class, its assignments and its reports; only the
owner removes the class, hands it over, and says who teaches it. An invitation's link carries an
unguessable token; only a signed-in account with the invited address, verified, accepts it (a
colleague without an account creates one with that address first). Handing a class over makes a
co-teacher its owner and the old owner a co-teacher.
"""

from allauth.account.models import EmailAddress
from django.core.mail import send_mail
from django.db import transaction
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext as _

from accounts.models import display_name
from teachers.models import CoTeacher, Invitation, Profile


class TeamError(ValueError):
    """A change of who teaches a class that cannot be made; ``code`` says why."""

    def __init__(self, code):
        super().__init__(code)
        self.code = code


def normal_email(email):
    return str(email).strip().lower()


def has_verified_email(user, email):
    """True when `email` is one of the account's verified addresses (allauth's)."""
    return EmailAddress.objects.filter(user=user, verified=True, email__iexact=normal_email(email)).exists()


@transaction.atomic
def invite(classroom, email, by, *, link):
    """Invite `email` to teach the class (a pending invitation to that address is sent again
    instead of a second one); the e-mail carries `link(token)`, the page that accepts it."""
    email = normal_email(email)
    if normal_email(classroom.owner.email) == email:
        raise TeamError("owner")
    if classroom.co_teachers.filter(teacher__email__iexact=email).exists():
        raise TeamError("already")
    invitation = classroom.invitations.filter(email=email, accepted_at=None, withdrawn_at=None).first()
    if invitation is None:
        invitation = Invitation.objects.create(classroom=classroom, email=email, invited_by=by)
    context = {
        "classroom": classroom,
        "teacher": display_name(by),
        "link": link(invitation.token),
    }
    send_mail(
        _("%(teacher)s te invita a dar la clase «%(name)s»")
        % {"teacher": context["teacher"], "name": classroom},
        render_to_string("teachers/email/invitation.txt", context),
        None,
        [email],
    )
    return invitation


def invitation_link(request, token):
    return request.build_absolute_uri(reverse("teachers:invitation", args=[token]))


@transaction.atomic
def accept(invitation, user):
    """`user` becomes a co-teacher of the invitation's class (and a teacher of the site)."""
    invitation = Invitation.objects.select_for_update().get(pk=invitation.pk)
    if not invitation.pending:
        raise TeamError("used")
    if not has_verified_email(user, invitation.email):
        raise TeamError("other_email")
    classroom = invitation.classroom
    if classroom.owner_id != user.pk:
        CoTeacher.objects.get_or_create(classroom=classroom, teacher=user)
    profile, _created = Profile.objects.get_or_create(user=user)
    if not profile.is_teacher:
        profile.is_teacher = True
        profile.save(update_fields=["is_teacher"])
    invitation.accepted_at = timezone.now()
    invitation.save(update_fields=["accepted_at"])
    return classroom


def withdraw(invitation):
    invitation.withdrawn_at = timezone.now()
    invitation.save(update_fields=["withdrawn_at"])


def remove_co_teacher(classroom, co_teacher):
    """The owner takes a colleague off the class (or the colleague leaves it)."""
    CoTeacher.objects.filter(classroom=classroom, pk=co_teacher.pk).delete()


@transaction.atomic
def hand_over(classroom, co_teacher):
    """`co_teacher` becomes the class's owner; its owner until now stays as a co-teacher."""
    old_owner = classroom.owner
    new_owner = co_teacher.teacher
    co_teacher.delete()
    classroom.owner = new_owner
    classroom.save(update_fields=["owner", "updated"])
    CoTeacher.objects.get_or_create(classroom=classroom, teacher=old_owner)
    return classroom
