from django.urls import path

from learners import views

app_name = "learners"

urlpatterns = [
    path("", views.progress, name="progress"),
]
