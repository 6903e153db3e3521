from django.urls import path

from teachers import puzzle_views, views

app_name = "teachers"

urlpatterns = [
    path("", views.home, name="home"),
    path("perfil/", views.profile, name="profile"),
    path("tareas/", views.my_tasks, name="tasks"),
    path("codigo/", views.by_code, name="code"),
    path("ejercicios/nuevo/", views.exercise_new, name="exercise_new"),
    path("ejercicios/<int:pk>/", views.exercise_detail, name="exercise"),
    path("ejercicios/<int:pk>/editar/", views.exercise_edit, name="exercise_edit"),
    path("ejercicios/<int:pk>/borrar/", views.exercise_delete, name="exercise_delete"),
    path("ejercicios/<int:pk>/a-lista/", views.set_add_exercise, name="exercise_to_set"),
    path("e/<slug:token>/", views.answer, name="answer"),
    path("e/<slug:token>/copiar/", views.exercise_copy, name="exercise_copy"),
    path("listas/nueva/", views.set_new, name="set_new"),
    path("listas/problemas/", puzzle_views.new_puzzle_set, name="puzzle_set_new"),
    path("listas/<int:pk>/", views.set_detail, name="set"),
    path("listas/<int:pk>/borrar/", views.set_delete, name="set_delete"),
    path("listas/<int:pk>/resultados/", views.set_results, name="set_results"),
    path("listas/<int:pk>/imprimir/", views.set_print, name="set_print"),
    path("listas/<int:pk>/quitar/<int:item_pk>/", views.set_item_remove, name="set_item_remove"),
    path("ejercicios/<int:pk>/recuperar/", views.exercise_restore, name="exercise_restore"),
    path("listas/<int:pk>/recuperar/", views.set_restore, name="set_restore"),
    path("clases/<int:pk>/recuperar/", views.class_restore, name="class_restore"),
    path("l/<slug:token>/", views.set_public, name="set_public"),
    path("l/<slug:token>/<int:number>/", views.set_answer, name="set_answer"),
    path("l/<slug:token>/ej/<int:item_pk>/", views.set_item, name="set_item"),
    path("clases/nueva/", views.class_new, name="class_new"),
    path("clases/<int:pk>/", views.class_detail, name="class"),
    path("clases/<int:pk>/csv/", views.class_csv, name="class_csv"),
    path("clases/<int:pk>/respuestas/csv/", views.class_answers_csv, name="class_answers_csv"),
    path("clases/<int:pk>/editar/", views.class_edit, name="class_edit"),
    path("clases/<int:pk>/cambiar-codigo/", views.class_rotate, name="class_rotate"),
    path("clases/<int:pk>/borrar/", views.class_delete, name="class_delete"),
    path("clases/<int:pk>/alumnos/<int:membership_pk>/", views.member_detail, name="class_member"),
    path(
        "clases/<int:pk>/alumnos/<int:membership_pk>/quitar/", views.member_remove, name="class_member_remove"
    ),
    path("clases/<int:pk>/tareas/<int:assignment_pk>/", views.assignment_task, name="assignment_task"),
    path("clases/<int:pk>/salir/", views.leave, name="class_leave"),
    path(
        "clases/<int:pk>/tareas/<int:assignment_pk>/editar/",
        views.assignment_edit,
        name="assignment_edit",
    ),
    path(
        "clases/<int:pk>/tareas/<int:assignment_pk>/borrar/",
        views.assignment_delete,
        name="assignment_delete",
    ),
    path(
        "clases/<int:pk>/tareas/<int:assignment_pk>/recuperar/",
        views.assignment_restore,
        name="assignment_restore",
    ),
    path("unirse/<slug:token>/", views.join, name="join"),
]
