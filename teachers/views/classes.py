"""A class as its teachers see it: progress, charts and CSV exports, the class's tables, who
teaches it, the join code, and each student's page (marks, answers, notes, history)."""

from django.contrib import messages
from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from teachers import class_tables, exports, flows, reports
from teachers import progress as class_progress
from teachers.forms import AssignmentForm, ClassroomForm, MemberNameForm, NoteForm
from teachers.models import Assignment
from teachers.views.access import class_member, confirm, create_own, share_url, taught_class, teacher_required
from teachers.views.team import team_context


@teacher_required
@require_POST
def class_new(request):
    return create_own(
        request, ClassroomForm(request.POST), invalid=_("La clase necesita un nombre."), page="teachers:class"
    )


@teacher_required
@require_http_methods(["GET", "POST"])
def class_detail(request, pk):
    classroom = taught_class(request, pk)
    form = AssignmentForm(
        request.POST or None, owner=request.user, classroom=classroom, initial={"once": flows.new_form_key()}
    )
    if request.method == "POST" and form.is_valid():

        def create():
            flows.add_assignment(classroom, **form.assignment_kwargs())
            messages.success(request, _("Tarea asignada."))
            return reverse("teachers:class", args=[classroom.pk])

        return redirect(flows.submit_once(request, form.cleaned_data.get("once", ""), create))
    assignments, rows = class_progress.class_table(classroom)
    students = [row.student for row in rows]
    names = {row.student.pk: row.name for row in rows}
    ctx = {
        "classroom": classroom,
        "assignments": [assignment_item(a, names) for a in assignments],
        "rows": rows,
        "exercises": reports.class_charts(classroom, students, flows.class_names(request.user)),
        "form": form,
        "join_url": share_url(request, "teachers:join", classroom.token),
        "removed_assignments": [
            assignment_item(a, names)
            for a in classroom.assignments.exclude(removed_at=None).select_related(
                "exercise_set", "classroom"
            )
        ],
        "has_tables": classroom.tables.exists(),
        "live_tables": class_tables.live(classroom),
        "finished_matches": class_tables.finished(classroom, limit=10),
        **team_context(request, classroom),
    }
    return render(request, "teachers/class_detail.html", ctx, status=400 if form.errors else 200)


def assignment_item(assignment, names):
    """An assignment as the class page lists it (`names`: the students' names in the class)."""
    return {
        "assignment": assignment,
        "label": class_progress.assignment_label(assignment),
        "counts": class_progress.counts_text(assignment),
        "options": class_progress.options_text(assignment),
        "for_some": sorted(names.get(user.pk, user.email) for user in assignment.students.all()),
        "open_table_url": class_progress.open_table_url(assignment)
        if assignment.kind == Assignment.Kind.TABLE
        else "",
    }


@teacher_required
@require_GET
def class_csv(request, pk):
    classroom = taught_class(request, pk)
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="clase-{classroom.code}.csv"'
    return exports.write_csv(classroom, response)


@teacher_required
@require_GET
def class_answers_csv(request, pk):
    """One row per answer of the class's students, the attempt that counts marked."""
    classroom = taught_class(request, pk)
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="respuestas-{classroom.code}.csv"'
    return exports.write_answers_csv(classroom, response)


@teacher_required
@require_http_methods(["GET", "POST"])
def class_edit(request, pk):
    """Rename the class; archive or bring it back; open, close or rotate its join code."""
    classroom = taught_class(request, pk)
    form = ClassroomForm(request.POST or None, instance=classroom)
    if request.method == "POST":
        action = request.POST.get("action", "rename")
        if action == "rename":
            if not form.is_valid():
                return render(
                    request, "teachers/class_edit.html", {"classroom": classroom, "form": form}, status=400
                )
            form.save()
            messages.success(request, _("Clase renombrada."))
        elif action in ("archive", "unarchive"):
            flows.archive_class(classroom, action == "archive")
            messages.success(
                request,
                _(
                    "Clase archivada: tus alumnos la ven archivada, con sus notas y tus comentarios, "
                    "sin tareas por hacer."
                )
                if action == "archive"
                else _("Clase sacada del archivo."),
            )
        elif action in ("close", "open"):
            flows.open_joining(classroom, action == "open")
            messages.success(
                request,
                _("Código cerrado: nadie más puede unirse.") if action == "close" else _("Código abierto."),
            )
        elif action == "rotate":
            classroom.rotate_code()
            messages.success(request, _("Código cambiado: el enlace y el código anteriores ya no sirven."))
        else:
            return HttpResponse(_("Acción desconocida."), status=400)
        return redirect("teachers:class", pk=classroom.pk)
    return render(request, "teachers/class_edit.html", {"classroom": classroom, "form": form})


@teacher_required
@require_GET
def class_rotate(request, pk):
    classroom = taught_class(request, pk)
    return confirm(
        request,
        title=_("¿Cambiar el código de «%(name)s»?") % {"name": classroom},
        lines=[
            _("El enlace y el código actuales dejarán de servir; tendrás que dar los nuevos."),
            _("Quien ya está en la clase sigue en ella."),
        ],
        button=_("Sí, cambiar el código"),
        cancel=reverse("teachers:class", args=[classroom.pk]),
        fields={"action": "rotate"},
        action=reverse("teachers:class_edit", args=[classroom.pk]),
    )


@teacher_required
@require_http_methods(["GET", "POST"])
def member_remove(request, pk, membership_pk):
    classroom, membership = class_member(request, pk, membership_pk)
    name = flows.member_name(membership)
    if request.method == "GET":
        return confirm(
            request,
            title=_("¿Quitar a %(name)s de «%(class)s»?") % {"name": name, "class": classroom},
            lines=[
                _("Dejará de ver las tareas de la clase y tú dejarás de ver su progreso."),
                _("Si no debía estar aquí, cambia también el código para que no vuelva a entrar."),
            ],
            button=_("Sí, quitarlo de la clase"),
            cancel=reverse("teachers:class", args=[classroom.pk]),
        )
    membership.delete()
    messages.success(request, _("%(name)s ya no está en la clase.") % {"name": name})
    return redirect("teachers:class", pk=classroom.pk)


@teacher_required
@require_http_methods(["GET", "POST"])
def member_detail(request, pk, membership_pk):
    """One student of the class: every answer with its position and choice, attempts, dates,
    lessons and games, and the teacher's private comments."""
    classroom, membership = class_member(request, pk, membership_pk)
    name_form = MemberNameForm(initial={"name": flows.member_name(membership)})
    note_form = NoteForm()
    if request.method == "POST":
        if "name" in request.POST:
            name_form = MemberNameForm(request.POST)
            if name_form.is_valid():
                membership.name = name_form.cleaned_data["name"]
                membership.save(update_fields=["name"])
                messages.success(request, _("Nombre cambiado."))
                return redirect("teachers:class_member", pk=classroom.pk, membership_pk=membership.pk)
        else:
            note_form = NoteForm(request.POST)
            if note_form.is_valid():
                target = flows.note_target(classroom, membership.student, request.POST)
                if target is None:
                    raise Http404

                def create():
                    flows.add_note(classroom, membership.student, note_form.cleaned_data["text"], **target)
                    messages.success(request, _("Comentario guardado: solo lo verá este alumno."))
                    return reverse("teachers:class_member", args=[classroom.pk, membership.pk])

                return redirect(flows.submit_once(request, request.POST.get("once", ""), create))
    ctx = class_progress.student_report(classroom, membership)
    ctx.update(
        {
            "classroom": classroom,
            "membership": membership,
            "name_form": name_form,
            "note_form": note_form,
            "once": flows.new_form_key(),
            "class_matches": class_tables.finished(classroom, membership.student),
        }
    )
    status = 400 if name_form.errors or note_form.errors else 200
    return render(request, "teachers/member.html", ctx, status=status)
