from django.urls import path

from teachers import puzzle_views
from teachers.views import assignments, classes, exercises, home, public, removal, sets, students, team

app_name = "teachers"

urlpatterns = [
    path("", home.home, name="home"),
    path("perfil/", home.profile, name="profile"),
    path("tareas/", students.my_tasks, name="tasks"),
    path("codigo/", public.by_code, name="code"),
    path("ejercicios/nuevo/", exercises.exercise_new, name="exercise_new"),
    path("ejercicios/<int:pk>/", exercises.exercise_detail, name="exercise"),
    path("ejercicios/<int:pk>/editar/", exercises.exercise_edit, name="exercise_edit"),
    path("ejercicios/<int:pk>/borrar/", removal.remove, {"kind": "exercise"}, name="exercise_delete"),
    path("ejercicios/<int:pk>/a-lista/", sets.set_add_exercise, name="exercise_to_set"),
    path("e/<slug:token>/", public.answer, name="answer"),
    path("e/<slug:token>/copiar/", exercises.exercise_copy, name="exercise_copy"),
    path("listas/nueva/", sets.set_new, name="set_new"),
    path("listas/problemas/", puzzle_views.new_puzzle_set, name="puzzle_set_new"),
    path("listas/<int:pk>/", sets.set_detail, name="set"),
    path("listas/<int:pk>/borrar/", removal.remove, {"kind": "set"}, name="set_delete"),
    path("listas/<int:pk>/resultados/", sets.set_results, name="set_results"),
    path("listas/<int:pk>/imprimir/", sets.set_print, name="set_print"),
    path("listas/<int:pk>/quitar/<int:item_pk>/", sets.set_item_remove, name="set_item_remove"),
    path("ejercicios/<int:pk>/recuperar/", removal.restore, {"kind": "exercise"}, name="exercise_restore"),
    path("listas/<int:pk>/recuperar/", removal.restore, {"kind": "set"}, name="set_restore"),
    path("clases/<int:pk>/recuperar/", removal.restore, {"kind": "class"}, name="class_restore"),
    path("l/<slug:token>/", public.set_public, name="set_public"),
    path("l/<slug:token>/<int:number>/", public.set_answer, name="set_answer"),
    path("l/<slug:token>/ej/<int:item_pk>/", public.set_item, name="set_item"),
    path("clases/nueva/", classes.class_new, name="class_new"),
    path("clases/<int:pk>/", classes.class_detail, name="class"),
    path("clases/<int:pk>/csv/", classes.class_csv, name="class_csv"),
    path("clases/<int:pk>/respuestas/csv/", classes.class_answers_csv, name="class_answers_csv"),
    path("clases/<int:pk>/editar/", classes.class_edit, name="class_edit"),
    path("clases/<int:pk>/cambiar-codigo/", classes.class_rotate, name="class_rotate"),
    path("clases/<int:pk>/borrar/", removal.remove, {"kind": "class"}, name="class_delete"),
    path("clases/<int:pk>/alumnos/<int:membership_pk>/", classes.member_detail, name="class_member"),
    path(
        "clases/<int:pk>/alumnos/<int:membership_pk>/quitar/",
        classes.member_remove,
        name="class_member_remove",
    ),
    path("clases/<int:pk>/tareas/<int:assignment_pk>/", students.assignment_task, name="assignment_task"),
    path("clases/<int:pk>/salir/", students.leave, name="class_leave"),
    path(
        "clases/<int:pk>/tareas/<int:assignment_pk>/editar/",
        assignments.assignment_edit,
        name="assignment_edit",
    ),
    path(
        "clases/<int:pk>/tareas/<int:assignment_pk>/borrar/",
        assignments.assignment_delete,
        name="assignment_delete",
    ),
    path(
        "clases/<int:pk>/tareas/<int:assignment_pk>/recuperar/",
        assignments.assignment_restore,
        name="assignment_restore",
    ),
    path("unirse/<slug:token>/", public.join, name="join"),
    path("clases/<int:pk>/alumnos/<int:membership_pk>/nota/", assignments.mark, name="class_mark"),
    path("clases/<int:pk>/profesores/invitar/", team.invite, name="class_invite"),
    path(
        "clases/<int:pk>/profesores/invitaciones/<int:invitation_pk>/retirar/",
        team.withdraw,
        name="class_invitation_withdraw",
    ),
    path(
        "clases/<int:pk>/profesores/<int:co_pk>/quitar/",
        team.remove_co_teacher,
        name="class_co_teacher_remove",
    ),
    path("clases/<int:pk>/profesores/<int:co_pk>/traspasar/", team.hand_over, name="class_hand_over"),
    path("clases/<int:pk>/profesores/dejar/", team.leave_teaching, name="class_leave_teaching"),
    path("invitacion/<slug:token>/", team.invitation, name="invitation"),
]
