from allauth.account.decorators import secure_admin_login
from django.contrib import admin
from django.urls import include, path

from games import sprite
from tute_site import views
from tutorial import views as tutorial_views

# The admin signs in through allauth's login (rate-limited, one place for every sign-in).
admin.site.login = secure_admin_login(admin.site.login)  # type: ignore[method-assign]
admin.autodiscover()

urlpatterns = [
    path("", views.home, name="home"),
    path("reglas/", tutorial_views.rules, name="rules"),  # the full rules page of the course
    path("cartas/baraja-<slug:version>.svg", sprite.sprite, name="card_sprite"),
    path("i18n/", include("django.conf.urls.i18n")),
    path("accounts/", include("allauth.urls")),
    path("admin/", admin.site.urls),
    # Apps under their own prefix first: Django tries the patterns in order, and every pattern
    # of an app included at "" is tried (about fifty) before a prefix after it is reached. None
    # of those patterns starts with these prefixes (tests/test_urls_order.py checks it).
    path("aprender/", include("tutorial.urls")),
    path("profesores/", include("teachers.urls")),
    path("mi-progreso/", include("learners.urls")),
    path("problemas/", include("puzzles.urls")),
    path("", include("games.urls")),
    path("", include("tables.urls")),
    path("", include("compete.urls")),
    path("", include("ops.urls")),
]

handler400 = "ops.errors.bad_request"
handler403 = "ops.errors.permission_denied"
handler404 = "ops.errors.page_not_found"
handler500 = "ops.errors.server_error"
