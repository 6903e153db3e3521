from django.urls import path

from puzzles import views

app_name = "puzzles"

urlpatterns = [
    path("", views.index, name="index"),
    path("siguiente/", views.skip, name="next"),
    path("diario/", views.daily, name="daily"),
    path("racha/", views.streak, name="streak"),
    path("repaso/", views.review, name="review"),
    path("temas/", views.choose, name="themes"),
    path("historial/", views.history, name="history"),
    path("<slug:code>/", views.show, name="show"),
    path("<slug:code>/respuesta/", views.answer, name="answer"),
    path("<slug:code>/pista/", views.hint, name="hint"),
    path("<slug:code>/jugar/", views.play_from, name="play_from"),
]
