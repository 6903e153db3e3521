"""The teacher's page to make a set of puzzles and assign it to a class (teachers/puzzle_sets.py).

Kept apart from teachers/views.py: the rest of the teachers' pages do not change for puzzles
(the set, its answers and reports are the sets' own pages)."""

import re
from functools import wraps

from django import forms
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.http import require_http_methods

from ops.inputs import parse_int
from puzzles import themes
from puzzles.models import Family, Puzzle
from teachers import flows, puzzle_sets
from teachers.models import Classroom

CODE = re.compile(r"[a-z0-9]{8}")


class PuzzleSetForm(forms.Form):
    title = forms.CharField(label=gettext_lazy("Título de la lista"), max_length=120, required=False)
    family = forms.ChoiceField(label=gettext_lazy("Variante"), required=False)
    theme = forms.ChoiceField(label=gettext_lazy("Tema"), required=False)
    count = forms.IntegerField(
        label=gettext_lazy("Cuántos problemas"), min_value=1, max_value=puzzle_sets.MAX_PUZZLES, initial=8
    )
    codes = forms.CharField(
        label=gettext_lazy("O elige los problemas por su código"),
        help_text=gettext_lazy(
            "Separados por espacios o comas (el código sale en la página de cada problema)."
        ),
        max_length=400,
        required=False,
    )
    classroom = forms.ModelChoiceField(
        label=gettext_lazy("Asignar a la clase"), queryset=Classroom.objects.none(), required=False
    )
    due = forms.DateField(
        label=gettext_lazy("Fecha de entrega"),
        required=False,
        widget=forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"),
    )
    once = forms.CharField(widget=forms.HiddenInput, required=False)

    def __init__(self, *args, owner, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["family"].choices = [("", _("Todas"))] + list(Family.choices)
        self.fields["theme"].choices = [("", _("Todos"))] + [(v, str(label)) for v, label in themes.choices()]
        self.fields["classroom"].queryset = Classroom.objects.filter(
            owner=owner, removed_at=None, archived_at=None
        )

    def clean_codes(self):
        text = self.cleaned_data["codes"].replace("\x00", "").lower()
        codes = [part for part in re.split(r"[\s,;]+", text) if part]
        bad = [code for code in codes if not CODE.fullmatch(code)]
        if bad:
            raise forms.ValidationError(
                _("Esto no es un código de problema: %(bad)s") % {"bad": ", ".join(bad)}
            )
        return list(dict.fromkeys(codes))


def teacher_only(view):
    """Signed in, with «soy profesor» on (else the teachers' page that says how to switch it on)."""

    @login_required
    @wraps(view)
    def wrapper(request, *args, **kwargs):
        if not flows.is_teacher(request.user):
            return render(request, "teachers/not_teacher.html", status=403)
        return view(request, *args, **kwargs)

    return wrapper


def _title(data, puzzles):
    if data.get("title"):
        return data["title"]
    parts = [_("Problemas")]
    if data.get("family"):
        parts.append(str(Family(data["family"]).label))
    if data.get("theme"):
        parts.append(str(themes.label(data["theme"])))
    return " · ".join(parts)


@teacher_only
@require_http_methods(["GET", "POST"])
def new_puzzle_set(request):
    initial = {"once": flows.new_form_key()}
    wanted = parse_int(request.GET.get("clase", ""))  # from a class's page: that class chosen
    if wanted is not None:
        initial["classroom"] = Classroom.objects.filter(owner=request.user, pk=wanted).first()
    form = PuzzleSetForm(request.POST or None, owner=request.user, initial=initial)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            puzzles = puzzle_sets.choose(
                family=data["family"], theme=data["theme"], count=data["count"], codes=data["codes"]
            )
        except puzzle_sets.NoPuzzles as missing:
            form.add_error(
                "codes" if data["codes"] else "theme",
                _("No hay problemas de carta con esos códigos: %(codes)s") % {"codes": missing}
                if data["codes"]
                else _("No hay problemas de carta con esa variante y ese tema."),
            )
        else:

            def create():
                exercise_set = puzzle_sets.create_set(
                    request.user,
                    title=_title(data, puzzles),
                    puzzles=puzzles,
                    classroom=data["classroom"],
                    due=data["due"],
                )
                if data["classroom"] is not None:
                    messages.success(request, _("Lista creada y asignada a la clase."))
                else:
                    messages.success(request, _("Lista creada."))
                return reverse("teachers:set", args=[exercise_set.pk])

            return redirect(flows.submit_once(request, data.get("once", ""), create))
    ctx = {"form": form, "total": Puzzle.objects.filter(kind="card").count()}
    return render(request, "teachers/puzzle_set_new.html", ctx, status=400 if form.errors else 200)
