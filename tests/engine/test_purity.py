"""The engine is a pure library: no engine module imports Django."""

import ast
import pathlib

# --- purity ------------------------------------------------------------------------------------------


def test_no_engine_module_imports_django():
    engine = pathlib.Path(__file__).resolve().parents[2] / "games" / "engine"
    for path in engine.rglob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            else:
                continue
            assert not any(name.split(".")[0] == "django" for name in names), f"{path.name} imports django"
