"""Packaging: the wheel ships the front end and catalogues; the engine needs no widget stack."""

from __future__ import annotations

import importlib.util
import pathlib
import subprocess
import sys
import textwrap
import zipfile
from collections.abc import Iterator

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
PKG = ROOT / "solitaire_widget"
RUNTIME_DEPS = {"anywidget", "ipywidgets", "traitlets"}
# Modules that must import without the widget stack, if they exist (engine must exist).
ENGINE_SIDE = [
    "cards", "rules", "variants", "engine", "notation", "record", "replay", "solver", "render",
]  # fmt: skip


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Iterator[zipfile.ZipFile]:
    out = tmp_path_factory.mktemp("wheel")
    cmd = [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", str(ROOT), "-w", str(out)]
    if importlib.util.find_spec("hatchling") is not None:
        cmd.append("--no-build-isolation")  # faster: no throwaway build env
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    (whl,) = out.glob("solitaire_widget-*.whl")
    with zipfile.ZipFile(whl) as zf:
        yield zf


@pytest.mark.slow
def test_wheel_ships_front_end_and_catalogues(wheel):
    names = set(wheel.namelist())
    assert "solitaire_widget/static/widget.js" in names
    assert "solitaire_widget/__init__.py" in names
    shipped = {
        p.relative_to(ROOT).as_posix()
        for pattern in ("static/*.js", "static/*.css", "i18n/*.json")
        for p in PKG.glob(pattern)
    }
    catalogues = {n for n in shipped if n.startswith("solitaire_widget/i18n/")}
    assert catalogues, "no message catalogues in solitaire_widget/i18n/"
    assert "solitaire_widget/i18n/engine.en.json" in catalogues
    missing = shipped - names
    assert not missing, f"not in the wheel: {sorted(missing)}"
    assert not [n for n in names if "__pycache__" in n or n.endswith(".pyc")]


@pytest.mark.slow
def test_wheel_runtime_dependencies(wheel):
    (meta,) = [n for n in wheel.namelist() if n.endswith(".dist-info/METADATA")]
    requires = [
        line.split(":", 1)[1].strip()
        for line in wheel.read(meta).decode().splitlines()
        if line.startswith("Requires-Dist:")
    ]
    runtime = {r.split(">")[0].split("=")[0].split("<")[0].strip().lower() for r in requires
               if "extra ==" not in r}  # fmt: skip
    assert runtime == RUNTIME_DEPS


BLOCKER = textwrap.dedent(
    """
    import importlib, importlib.abc, pathlib, sys

    BLOCKED = {"anywidget", "traitlets", "ipywidgets"}

    class Block(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in BLOCKED:
                raise ImportError(f"{name} is blocked in this test")
            return None

    sys.meta_path.insert(0, Block())
    import solitaire_widget.engine  # must exist
    pkg = pathlib.Path(solitaire_widget.engine.__file__).parent
    for mod in sys.argv[1:]:
        if (pkg / (mod + ".py")).exists() or (pkg / mod / "__init__.py").exists():
            importlib.import_module("solitaire_widget." + mod)
    leaked = sorted(m for m in sys.modules if m.split(".")[0] in BLOCKED)
    assert not leaked, leaked
    print("OK", pkg)
    """
)


def test_engine_imports_without_widget_stack():
    """cards <- rules <- engine <- {notation, record, replay, solver, render} import without
    anywidget / traitlets / ipywidgets (DESIGN.md: only widget.py imports them)."""
    proc = subprocess.run(
        [sys.executable, "-c", BLOCKER, *ENGINE_SIDE],
        cwd=ROOT,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), "PYTHONNOUSERSITE": "1"},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.startswith("OK")
