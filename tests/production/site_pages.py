"""Find the site's pages by following links, the way a visitor would (test client or browser)."""

import re
from collections import Counter, deque
from urllib.parse import urlsplit

# Not pages a learner browses: the admin, logging out (a POST), the language switch, static files.
SKIP_PREFIXES = ("/static/", "/admin/", "/accounts/logout/", "/i18n/", "/_bench/")
PER_SHAPE = 2  # /aprender/practicar/<kind>/<seed>/ has endless seeds: visit two of each shape

HREF = re.compile(r'href="([^"#]*)"')


def local_links(html):
    links = []
    for href in HREF.findall(html):
        href = href.replace("&amp;", "&")
        parts = urlsplit(href)
        if parts.scheme or parts.netloc or not parts.path.startswith("/"):
            continue
        if parts.path.startswith(SKIP_PREFIXES):
            continue
        links.append(href)
    return links


def shape(url):
    return re.sub(r"\d+", "N", url)


def crawl(fetch, start, limit=120):
    """{url: html} for pages reachable from `start`; fetch(url) returns the html or None."""
    seen, shapes, pages = set(), Counter(), {}
    queue = deque(start)
    while queue and len(pages) < limit:
        url = queue.popleft()
        if url in seen or shapes[shape(url)] >= PER_SHAPE:
            continue
        seen.add(url)
        shapes[shape(url)] += 1
        html = fetch(url)
        if html is None:
            continue
        pages[url] = html
        queue.extend(link for link in local_links(html) if link not in seen)
    return pages
