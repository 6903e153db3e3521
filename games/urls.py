from django.urls import path

from games import aid_views, analysis_views, views

app_name = "games"

urlpatterns = [
    path("baraja/", views.baraja, name="baraja"),
    path("jugar/", views.new, name="new"),
    path("jugar/mis-partidas/", views.mine, name="mine"),
    path("jugar/guiada/", aid_views.start_guided, name="guided"),
    path("jugar/<uuid:public_id>/", views.play, name="play"),
    path("jugar/<uuid:public_id>/jugada/", views.act, name="act"),
    path("jugar/<uuid:public_id>/siguiente-mano/", views.next_hand, name="next_hand"),
    path("jugar/<uuid:public_id>/pista/", views.hint, name="hint"),
    path("jugar/<uuid:public_id>/valoracion/<int:ply>/", views.feedback, name="feedback"),
    path("jugar/<uuid:public_id>/valoracion/<int:ply>/detalle/", aid_views.set_depth, name="depth"),
    path("jugar/<uuid:public_id>/repaso/", views.review, name="review"),
    path("jugar/<uuid:public_id>/repaso/seguir/", views.play_on, name="play_on"),
    path("jugar/<uuid:public_id>/ayudas/", aid_views.set_aids, name="aids"),
    path("jugar/<uuid:public_id>/deshacer/", aid_views.take_back, name="take_back"),
    path("jugar/<uuid:public_id>/repaso/valorar/", analysis_views.judge_all, name="judge_all"),
    path("jugar/<uuid:public_id>/repaso/jugada/<int:ply>/", analysis_views.drill_view, name="drill"),
]
