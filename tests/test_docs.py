"""The docs the code cites live in the repository (docs/), and the citations resolve."""

import re
from pathlib import Path

import pytest
from django.conf import settings

ROOT = Path(settings.BASE_DIR)
DOCS = ROOT / "docs"
CITATION = re.compile(r"docs/(RULES|ENGINE_CONTRACT|ARCHITECTURE)\.md(?: §(\d+))?")
SOURCES = (
    "tute",
    "games",
    "tutorial",
    "teachers",
    "compete",
    "ops",
    "tute_site",
    "tables",
    "tests",
    "bench",
    "scripts",
)


def _sources():
    for folder in SOURCES:
        if (ROOT / folder).is_dir():
            yield from (ROOT / folder).rglob("*.py")


@pytest.mark.parametrize("name", ["RULES.md", "ENGINE_CONTRACT.md", "ARCHITECTURE.md"])
def test_the_project_docs_exist(name):
    assert (DOCS / name).read_text(encoding="utf-8").startswith("# ")


def test_every_rules_section_cited_by_the_code_exists():
    sections = set(re.findall(r"^## (\d+)\.", (DOCS / "RULES.md").read_text(encoding="utf-8"), re.M))
    missing = []
    for path in _sources():
        for match in CITATION.finditer(path.read_text(encoding="utf-8")):
            if match.group(1) == "RULES" and match.group(2) and match.group(2) not in sections:
                missing.append(f"{path.relative_to(ROOT)}: {match.group(0)}")
    assert missing == []


def test_the_contract_documents_every_name_the_engine_exports():
    import tute

    contract = (DOCS / "ENGINE_CONTRACT.md").read_text(encoding="utf-8")
    undocumented = [
        name for name in tute.__all__ if f"`{name}" not in contract and f"{name}(" not in contract
    ]
    assert undocumented == []


def test_the_code_cites_the_docs_by_their_path_in_the_repository():
    bare = re.compile(r"(?<![/\w])(RULES|ENGINE_CONTRACT)\.md")
    stray = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in _sources()
        if path.name != "test_docs.py"
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if bare.search(line)
    ]
    assert stray == []
