from django.urls import path

from tutorial import views

app_name = "tutorial"

urlpatterns = [
    path("", views.course, name="course"),
    path("glosario/", views.glossary, name="glossary"),
    path("repasar/", views.review, name="review"),
    path("practicar/<str:kind>/<int:seed>/", views.practice, name="practice"),
    path("<slug:slug>/", views.lesson_start, name="lesson"),
    path("<slug:slug>/<int:number>/", views.step, name="step"),
    path("<slug:slug>/prueba/<int:seed>/", views.quiz_result, name="quiz_result"),
    path("<slug:slug>/prueba/<int:seed>/<int:question>/", views.quiz, name="quiz"),
]
