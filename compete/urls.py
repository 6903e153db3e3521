from django.urls import path

from compete import views

app_name = "compete"

urlpatterns = [
    path("clasificacion/", views.board, name="board"),
    path("clasificacion/yo/", views.me, name="me"),
    path("clasificacion/clase/<int:pk>/", views.class_board, name="class_board"),
    path("amigos/", views.friends_page, name="friends"),
    path("amigos/pedir/", views.friend_add, name="friend_add"),
    path("amigos/responder/", views.friend_answer, name="friend_answer"),
    path("amigos/quitar/", views.friend_remove, name="friend_remove"),
]
