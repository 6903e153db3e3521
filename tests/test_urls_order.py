"""The root URLconf lists the apps under their own prefix before the apps included at "".

Django tries the patterns in order: a lesson step listed after the games', tables' and
competition's patterns (all included at "") was matched only after trying every one of them,
on every request (bench/PERF_NOTES.md section 6). Moving a prefix up is only right while no
pattern of an app included at "" can match a path under that prefix."""

from django.urls import URLPattern, URLResolver, resolve

from tute_site import urls


def prefix_of(entry):
    return str(entry.pattern)


def routes_under(resolver, prefix=""):
    for entry in resolver.url_patterns:
        route = prefix + str(entry.pattern)
        if isinstance(entry, URLResolver):
            yield from routes_under(entry, route)
        elif isinstance(entry, URLPattern):
            yield route


def test_prefixed_apps_come_before_the_apps_included_at_the_root():
    includes = [entry for entry in urls.urlpatterns if isinstance(entry, URLResolver)]
    first_root = next(i for i, entry in enumerate(includes) if prefix_of(entry) == "")
    prefixed = [prefix_of(entry) for entry in includes[first_root:] if prefix_of(entry)]
    assert "aprender/" not in prefixed
    assert prefixed == [], f"prefixed apps after an app included at the root: {prefixed}"
    root_routes = [route for entry in includes if prefix_of(entry) == "" for route in routes_under(entry)]
    assert root_routes, "no app is included at the root"
    for entry in includes[:first_root]:
        prefix = prefix_of(entry)
        for route in root_routes:
            assert not route.startswith(prefix), (route, prefix)
            assert not route.startswith("<"), route  # a leading converter could match any prefix


def test_the_pages_resolve_to_their_own_views():
    assert resolve("/aprender/asistir/1/").view_name == "tutorial:step"
    assert resolve("/aprender/").view_name == "tutorial:course"
    assert resolve("/jugar/").view_name.startswith("games:")
    assert resolve("/mesas/").view_name.startswith("tables:")
    assert resolve("/problemas/").view_name.startswith("puzzles:")
    assert resolve("/profesores/").view_name.startswith("teachers:")
    assert resolve("/healthz").view_name.endswith("healthz")
