from django.urls import path

from tables import views

app_name = "tables"

urlpatterns = [
    path("mesas/", views.lobby, name="lobby"),
    path("mesas/nueva/", views.new, name="new"),
    path("mesas/<str:code>/", views.room, name="room"),
    path("mesas/<str:code>/sentarse/", views.sit, name="sit"),
    path("mesas/<str:code>/levantarse/", views.leave, name="leave"),
    path("mesas/<str:code>/sitio/", views.seat_kind, name="seat_kind"),
    path("mesas/<str:code>/pasar/", views.hand_over, name="hand_over"),
    path("mesas/<str:code>/empezar/", views.start, name="start"),
    path("mesas/<str:code>/opciones/", views.options, name="options"),
    path("mesas/<str:code>/jugada/", views.act, name="act"),
    path("mesas/<str:code>/partidas/<uuid:public_id>/valoraciones/", views.judgements, name="judgements"),
    path("mesas/<str:code>/partidas/<uuid:public_id>/repaso/", views.review, name="review"),
]
