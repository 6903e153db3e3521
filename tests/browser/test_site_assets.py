"""Every page's own assets load: no request of the home page fails (the favicon included)."""

import pytest


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_the_home_page_loads_without_a_failed_request(live_server, page):
    failed = []
    page.on("response", lambda r: failed.append((r.status, r.url)) if r.status >= 400 else None)
    page.on("requestfailed", lambda r: failed.append(("failed", r.url)))
    page.goto(live_server.url + "/")
    page.wait_for_load_state("networkidle")
    icon = page.locator('link[rel="icon"]').get_attribute("href")
    assert icon.endswith(".svg")
    assert page.request.get(live_server.url + icon).status == 200
    assert failed == []
