"""The rules library is pure: no module of `tute` imports Django or the site's apps."""

import ast
import pathlib

from tests.site_packages import APPS

# --- purity ------------------------------------------------------------------------------------------


SITE = {"django", *APPS}


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


# --- the library's own shape ---------------------------------------------------------------------------

LIBRARY = pathlib.Path(__file__).resolve().parents[2] / "tute"


def _trees():
    for path in sorted(LIBRARY.rglob("*.py")):
        yield path, ast.parse(path.read_text())


def test_only_the_state_reads_a_states_parts():
    """A seat's copy and its filling are the state's own public methods (``seat_copy``,
    ``with_hidden_hands``): no other module reads or writes a state's private parts."""
    from tute import State
    from tute.table import StateParts

    assert State.__slots__ == tuple(f"_{part}" for part in StateParts._fields)
    parts = set(State.__slots__)
    for path, tree in _trees():
        if path.name == "state.py":
            continue
        touched = {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)} & parts
        assert not touched, f"{path} reaches into a state's parts: {sorted(touched)}"


def test_no_import_is_hidden_from_the_import_contracts():
    """No ``if TYPE_CHECKING:`` import: the acyclic contract sees every import of the library."""
    for path, tree in _trees():
        names = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
        assert "TYPE_CHECKING" not in names, f"{path} hides an import behind TYPE_CHECKING"


def _parameters(function):
    args = function.args
    names = [a.arg for a in args.posonlyargs + args.args + args.kwonlyargs]
    names += [a.arg for a in (args.vararg, args.kwarg) if a is not None]
    return [name for name in names if name not in ("self", "cls")]


def test_no_long_parameter_lists_outside_the_players():
    """What travels together is a value (a state is built from its ``StateParts``): no function of
    the rules takes more than nine parameters (the players' are being reworked apart)."""
    for path, tree in _trees():
        if "bots" in path.parts:
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                count = len(_parameters(node))
                assert count <= 9, f"{path}:{node.lineno} {node.name} takes {count} parameters"
