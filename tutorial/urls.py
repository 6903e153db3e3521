from django.urls import path

from tutorial import views

app_name = "tutorial"

urlpatterns = [
    path("", views.course, name="course"),
]
