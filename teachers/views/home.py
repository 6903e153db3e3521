"""The teachers' home (or the area's introduction: her exercises, sets, the classes she teaches
and what she removed) and the profile."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods

from teachers import flows
from teachers.forms import ProfileForm
from teachers.models import Classroom, Exercise, ExerciseSet, Profile


@require_GET
def home(request):
    if not flows.is_teacher(request.user):
        return render(request, "teachers/intro.html")
    user = request.user
    ctx = {
        "exercises": Exercise.objects.filter(owner=user, removed_at=None),
        "sets": ExerciseSet.objects.filter(owner=user, removed_at=None),
        "classes": Classroom.objects.taught_by(user).filter(removed_at=None).select_related("owner"),
        "removed": [
            (kind, thing, f"teachers:{route}_restore")
            for kind, route, model in (
                ("ejercicio", "exercise", Exercise),
                ("lista", "set", ExerciseSet),
                ("clase", "class", Classroom),
            )
            for thing in model.objects.filter(owner=user).exclude(removed_at=None).order_by("-removed_at")
        ],
        "once_set": flows.new_form_key(),
        "once_class": flows.new_form_key(),
    }
    return render(request, "teachers/home.html", ctx)


@login_required
@require_http_methods(["GET", "POST"])
def profile(request):
    instance, _created = Profile.objects.get_or_create(user=request.user)
    form = ProfileForm(request.POST or None, instance=instance)
    if request.method == "POST":
        if form.is_valid():
            form.save()
            messages.success(request, _("Perfil guardado."))
            return redirect("teachers:profile")
        return render(request, "teachers/profile.html", {"form": form}, status=400)
    return render(request, "teachers/profile.html", {"form": form})
