from django.urls import re_path

from tables import consumers

websocket_urlpatterns = [
    re_path(r"^ws/mesas/(?P<code>[A-Za-z0-9]{4,8})/$", consumers.TableConsumer.as_asgi()),
    re_path(r"^ws/mesas/(?P<code>[A-Za-z0-9]{4,8})/resumen/$", consumers.WatchConsumer.as_asgi()),
    re_path(r"", consumers.NoSuchSocket.as_asgi()),  # anything else: closed with "no such table"
]
