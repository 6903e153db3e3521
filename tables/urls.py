from django.urls import path, register_converter

from tables import views


class TableCodeConverter:
    """A table's short code: letters and digits only (anything else, a NUL byte included, is a
    404 before it reaches a view or the database); typed in lower case, it is read in upper."""

    regex = "[A-Za-z0-9]{1,16}"

    def to_python(self, value):
        return value.upper()

    def to_url(self, value):
        return str(value)


register_converter(TableCodeConverter, "table_code")

app_name = "tables"

urlpatterns = [
    path("mesas/", views.lobby, name="lobby"),
    path("mesas/nueva/", views.new, name="new"),
    path("mesas/clase/<int:classroom_id>/", views.class_tables, name="class_tables"),
    path("mesas/<table_code:code>/", views.room, name="room"),
    path("mesas/<table_code:code>/sentarse/", views.sit, name="sit"),
    path("mesas/<table_code:code>/levantarse/", views.leave, name="leave"),
    path("mesas/<table_code:code>/sitio/", views.seat_kind, name="seat_kind"),
    path("mesas/<table_code:code>/pasar/", views.hand_over, name="hand_over"),
    path("mesas/<table_code:code>/empezar/", views.start, name="start"),
    path("mesas/<table_code:code>/abandonar/", views.abandon, name="abandon"),
    path("mesas/<table_code:code>/invitar/", views.invite, name="invite"),
    path("mesas/<table_code:code>/opciones/", views.options, name="options"),
    path("mesas/<table_code:code>/jugada/", views.act, name="act"),
    path(
        "mesas/<table_code:code>/partidas/<uuid:public_id>/valoraciones/", views.judgements, name="judgements"
    ),
    path("mesas/<table_code:code>/partidas/<uuid:public_id>/repaso/", views.review, name="review"),
]
