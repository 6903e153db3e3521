"""The rules library is pure: no module of `tute` imports Django or the site's apps."""

import ast
import pathlib

# --- purity ------------------------------------------------------------------------------------------


SITE = {"django", "games", "tutorial", "learners", "teachers", "tables", "ops", "tute_site"}


def test_no_library_module_imports_django_or_the_apps():
    library = pathlib.Path(__file__).resolve().parents[2] / "tute"
    paths = sorted(library.rglob("*.py"))
    assert len(paths) > 20  # the engine and the bots, read from where they live
    for path in paths:
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            else:
                continue
            assert not any(name.split(".")[0] in SITE for name in names), f"{path} imports {names}"
