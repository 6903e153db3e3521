"""Access to the teachers' private area: a teacher's own exercises and sets, and the classes she
teaches (her own, and those she co-teaches).

Lookups 404 for anyone else (nobody learns that someone else's exercise, set or class exists); a
removed exercise or set answers 410 with a message. The confirmation page of every destructive
button lives here too."""

from functools import wraps
from urllib.parse import urlencode

from django.contrib import messages
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django_htmx.http import HttpResponseClientRedirect

from teachers import flows
from teachers.models import Classroom, Exercise, ExerciseSet

DRAFT_KEY = "teachers_builder_draft"


def teacher_required(view):
    """Signed in and with "soy profesor" switched on; else 403 with a way to switch it on.

    Signed out (a session that expired while building): the form sent is kept in the session
    and the browser goes to the login page and back here, where the builder restores it; an
    htmx request gets a client redirect (never the login page swapped inside the builder)."""

    @wraps(view)
    def wrapper(request, *args, **kwargs):
        if not request.user.is_authenticated:
            if request.method == "POST" and "variant" in request.POST:
                draft = {key: request.POST.get(key) for key in request.POST if key != "csrfmiddlewaretoken"}
                request.session[DRAFT_KEY] = {"path": request.path, "data": draft}
            login = f"{reverse('account_login')}?{urlencode({'next': request.path})}"
            return HttpResponseClientRedirect(login) if request.htmx else redirect(login)
        if not flows.is_teacher(request.user):
            return render(request, "teachers/not_teacher.html", status=403)
        return view(request, *args, **kwargs)

    return wrapper


def own_exercise(request, pk):
    return get_object_or_404(Exercise, pk=pk, owner=request.user, removed_at=None)


def own_set(request, pk):
    return get_object_or_404(ExerciseSet, pk=pk, owner=request.user, removed_at=None)


def taught_class(request, pk):
    """A class the teacher owns or co-teaches (the same rights over it, its assignments and its
    reports); 404 for anyone else."""
    return get_object_or_404(Classroom.objects.taught_by(request.user), pk=pk, removed_at=None)


def owned_class(request, pk):
    """A class the teacher owns: only she removes it, hands it over or says who teaches it."""
    return get_object_or_404(Classroom, pk=pk, owner=request.user, removed_at=None)


def class_member(request, pk, membership_pk):
    classroom = taught_class(request, pk)
    return classroom, get_object_or_404(classroom.memberships.select_related("student"), pk=membership_pk)


def gone(request, what):
    return render(request, "teachers/gone.html", {"what": what}, status=410)


def share_url(request, name, token):
    return request.build_absolute_uri(reverse(name, args=[token]))


def confirm(request, *, title, lines, button, cancel, fields=None, action=None):
    """The confirmation page of a destructive button: what will happen, then a POST (to the same
    address unless `action` says) — no JavaScript needed."""
    ctx = {
        "title": title,
        "lines": lines,
        "button": button,
        "cancel": cancel,
        "fields": fields or {},
        "action": action or request.path,
    }
    return render(request, "teachers/confirm.html", ctx)


def create_own(request, form, *, invalid, page):
    """A set or a class of the teacher's from `form`, created once however often the form is sent
    (its «once» key), then its `page`; an invalid form says `invalid` on the teachers' home."""
    if not form.is_valid():
        messages.error(request, invalid)
        return redirect("teachers:home")

    def create():
        created = form.save(commit=False)
        created.owner = request.user
        created.save()
        return reverse(page, args=[created.pk])

    return redirect(flows.submit_once(request, request.POST.get("once", ""), create))
