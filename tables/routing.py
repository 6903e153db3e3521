from django.urls import re_path

from tables import consumers

websocket_urlpatterns = [
    re_path(r"^ws/mesas/(?P<code>[A-Za-z0-9]{4,8})/$", consumers.TableConsumer.as_asgi()),
]
