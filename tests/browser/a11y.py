"""axe-core in the browser tests: `axe_violations(page)` runs it on the page as it is now.

axe is added as an init script (page.add_init_script), which the browser runs in every document
without going through the page's Content Security Policy, so the CSP under test stays as strict
as in production."""

import os
from pathlib import Path

AXE = Path(__file__).parent / "vendor" / "axe-core" / "axe.min.js"
SERIOUS = ("serious", "critical")


def with_axe(page):
    """Make axe available in every document this page loads from now on."""
    page.add_init_script(path=str(AXE))
    return page


def axe_violations(page, *, impacts=SERIOUS):
    """The violations of the WCAG 2.x A/AA rules (and axe's best practices) with these impacts,
    as short lines: rule id, impact, help and the first offending elements."""
    results = page.evaluate(
        """async () => {
            const result = await window.axe.run(document, {resultTypes: ["violations"]});
            return result.violations.map(v => ({
                id: v.id, impact: v.impact, help: v.help,
                targets: v.nodes.slice(0, 4).map(n => n.target.join(" ")),
            }));
        }"""
    )
    return [
        f"{v['id']} ({v['impact']}): {v['help']} — {', '.join(v['targets'])}"
        for v in results
        if v["impact"] in impacts
    ]


def assert_axe_clean(page, where):
    """No serious or critical axe violation on the page now; ``where`` names the moment."""
    found = axe_violations(page)
    assert not found, f"{where}:\n" + "\n".join(found)


def screenshots_at_both_widths(page, name):
    """Screenshots at 1280 and 360 px (to $TUTE_SCREENSHOTS, /tmp by default, to be looked at),
    with no sideways scroll on the phone; the page is left at 1280 px."""
    folder = Path(os.environ.get("TUTE_SCREENSHOTS") or "/tmp")
    folder.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(folder / f"{name}-1280.png"), full_page=True)
    page.set_viewport_size({"width": 360, "height": 740})
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    page.screenshot(path=str(folder / f"{name}-360.png"), full_page=True)
    page.set_viewport_size({"width": 1280, "height": 900})
