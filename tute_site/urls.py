from django.conf.urls.i18n import i18n_patterns  # noqa: F401  (kept for reference; language via session/cookie)
from django.contrib import admin
from django.urls import include, path

from tute_site import views

urlpatterns = [
    path("", views.home, name="home"),
    path("i18n/", include("django.conf.urls.i18n")),
    path("accounts/", include("allauth.urls")),
    path("admin/", admin.site.urls),
    path("", include("games.urls")),
    path("aprender/", include("tutorial.urls")),
]
