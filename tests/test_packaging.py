"""Packaging: what the wheel and sdist carry, the compiled core, the metadata, the lessons,
the generated rule book, and that installing changes nothing in the user's Jupyter."""

from __future__ import annotations

import contextlib
import email
import importlib.util
import json
import os
import pathlib
import subprocess
import sys
import sysconfig
import tarfile
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
    "_lessons", "_native",
]  # fmt: skip


LIBRARY = "solitaire_widget/_klondike_core" + (".dll" if sys.platform == "win32" else ".so")


def build_wheel(src: pathlib.Path, out: pathlib.Path, **env: str) -> subprocess.CompletedProcess:
    """``pip wheel`` of ``src`` (a directory or an sdist) into ``out``; extra env vars."""
    cmd = [sys.executable, "-m", "pip", "wheel", "--no-deps", "-v", str(src), "-w", str(out)]
    if importlib.util.find_spec("hatchling") is not None:
        cmd.append("--no-build-isolation")  # faster: no throwaway build env
    return subprocess.run(
        cmd, capture_output=True, text=True, timeout=300, env={**clean_env(), **env}
    )


def clean_env() -> dict[str, str]:
    """This process's environment without the build switch (.ci/run sets it to "require"
    for its own install; each test says what it wants)."""
    return {k: v for k, v in os.environ.items() if k != "SOLITAIRE_WIDGET_BUILD_NATIVE"}


@pytest.fixture(scope="module")
def wheel_path(tmp_path_factory) -> pathlib.Path:
    out = tmp_path_factory.mktemp("wheel")
    proc = build_wheel(ROOT, out)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    (whl,) = out.glob("solitaire_widget-*.whl")
    return whl


@pytest.fixture(scope="module")
def wheel(wheel_path) -> Iterator[zipfile.ZipFile]:
    with zipfile.ZipFile(wheel_path) as zf:
        yield zf


def metadata(zf: zipfile.ZipFile) -> email.message.Message:
    (name,) = [n for n in zf.namelist() if n.endswith(".dist-info/METADATA")]
    return email.message_from_bytes(zf.read(name))


def platform_tag() -> str:
    return sysconfig.get_platform().replace("-", "_").replace(".", "_")


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


# ---------------------------------------------------------------- the compiled core
@pytest.mark.slow
def test_wheel_carries_the_compiled_core_and_a_platform_tag(wheel, wheel_path):
    """The C core is compiled into the wheel, which is then tagged for this platform (any
    Python 3: the core is loaded with ctypes, not as an extension module)."""
    names = set(wheel.namelist())
    assert wheel.namelist().count(LIBRARY) == 1  # not also an editable build's copy
    assert "solitaire_widget/_klondike_core.c" not in names  # the sdist has the source
    (info,) = [n for n in names if n.endswith(".dist-info/WHEEL")]
    fields = email.message_from_bytes(wheel.read(info))
    assert fields["Tag"] == f"py3-none-{platform_tag()}"
    assert fields["Root-Is-Purelib"] == "false"
    assert wheel_path.name.endswith(f"-py3-none-{platform_tag()}.whl")
    if sys.platform.startswith("linux"):
        assert wheel.read(LIBRARY)[:4] == b"\x7fELF"


@pytest.mark.slow
def test_the_sdist_builds_the_core_with_the_installers_compiler(tmp_path):
    """The sdist carries the C source and the hook (not a built library); a wheel built
    from it compiles the core on the installing machine."""
    if importlib.util.find_spec("hatchling") is None:
        pytest.fail("hatchling is needed to build the sdist (the [test] extra installs it)")
    proc = subprocess.run(
        [
            sys.executable,
            "-c",
            f"from hatchling.build import build_sdist; build_sdist({str(tmp_path)!r})",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr
    (sdist,) = tmp_path.glob("solitaire_widget-*.tar.gz")
    with tarfile.open(sdist) as tf:
        names = {n.split("/", 1)[1] for n in tf.getnames() if "/" in n}
    assert {"hatch_build.py", "LICENSE", "solitaire_widget/_klondike_core.c"} <= names
    assert not [n for n in names if n.endswith((".so", ".dll", ".pyd"))]
    out = tmp_path / "dist"
    proc = build_wheel(sdist, out)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    (whl,) = out.glob("*.whl")
    with zipfile.ZipFile(whl) as zf:
        assert LIBRARY in zf.namelist()


@pytest.mark.slow
@pytest.mark.parametrize("how", ["no compiler", "switched off"])
def test_without_a_compiler_the_wheel_is_pure_python(tmp_path, how):
    """No compiler (or SOLITAIRE_WIDGET_BUILD_NATIVE=0): a py3-none-any wheel without the
    core, and (no compiler) one warning in the build output; the install still works."""
    env = (
        {"CC": str(tmp_path / "no-such-cc"), "LDSHARED": str(tmp_path / "no-such-cc")}
        if how == "no compiler"
        else {"SOLITAIRE_WIDGET_BUILD_NATIVE": "0"}
    )
    proc = build_wheel(ROOT, tmp_path, **env)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    (whl,) = tmp_path.glob("*.whl")
    assert whl.name.endswith("-py3-none-any.whl")
    with zipfile.ZipFile(whl) as zf:
        assert not [n for n in zf.namelist() if "_klondike_core" in n]
    if how == "no compiler":
        assert "did not compile" in proc.stdout + proc.stderr


@pytest.mark.slow
def test_a_required_core_that_does_not_compile_fails_the_build(tmp_path):
    cc = str(tmp_path / "no-such-cc")
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    proc = build_wheel(
        ROOT,
        tmp_path,
        CC=cc,
        LDSHARED=cc,
        SOLITAIRE_WIDGET_BUILD_NATIVE="require",
        TMPDIR=str(tmp),
    )
    assert proc.returncode != 0
    assert not list(tmp_path.glob("*.whl"))
    # nor its build folder left behind (finalize(), which removes it, never ran)
    assert not list(tmp.glob("solitaire_widget-build-*"))


def test_the_in_place_library_is_git_ignored():
    """An editable install compiles the core into the package directory: never committed."""
    proc = subprocess.run(
        ["git", "check-ignore", "-q", LIBRARY], cwd=ROOT, capture_output=True, timeout=30
    )
    assert proc.returncode == 0, f"{LIBRARY} is not in .gitignore"


# ---------------------------------------------------------------- a fresh environment
JUPYTER_PLACES = ("etc/jupyter", "share/jupyter", "jupyter_server_config.d", "overrides.d")


@pytest.mark.slow
def test_installing_the_wheel_changes_no_jupyter_setting(wheel_path, tmp_path):
    """Into a fresh venv: the install adds the package and its dist-info, nothing else (no
    etc/jupyter, no share/jupyter/lab/settings, no server extension config); and the core
    that came with the wheel loads there."""
    env_dir = tmp_path / "venv"
    subprocess.run(
        [sys.executable, "-m", "venv", "--without-pip", str(env_dir)], check=True, timeout=120
    )
    py = env_dir / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")

    def files() -> set[str]:
        return {
            p.relative_to(env_dir).as_posix()
            for p in env_dir.rglob("*")
            if p.is_file() or p.is_symlink()
        }

    before = files()
    proc = subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(py), "install", "-q", "--no-deps",
         "--no-index", str(wheel_path)],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stdout + proc.stderr
    new = sorted(files() - before)
    assert any(n.endswith(LIBRARY) for n in new) == (
        LIBRARY in zipfile.ZipFile(wheel_path).namelist()
    )
    jupyter = [n for n in new if any(place in n for place in JUPYTER_PLACES)]
    assert not jupyter, f"the install wrote Jupyter config/settings: {jupyter}"
    outside = [
        n for n in new
        if "/site-packages/solitaire_widget/" not in f"/{n}"
        and "/site-packages/solitaire_widget-" not in f"/{n}"
    ]  # fmt: skip
    assert not outside, f"the install wrote outside the package: {outside}"
    # the installed package (not the source tree) solves on the core it shipped with
    code = (
        "import solitaire_widget as sw, pathlib\n"
        "from solitaire_widget import _native\n"
        "r = sw.solve(sw.Game('klondike', seed=3, draw_count=3), {'states': 20000})\n"
        "print(r.status, _native.available(), pathlib.Path(sw.__file__).parent)\n"
    )
    proc = subprocess.run(
        [str(py), "-c", code], cwd=tmp_path, capture_output=True, text=True, timeout=120,
        env={"PATH": os.environ.get("PATH", ""), "PYTHONNOUSERSITE": "1"},
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    status, native, where = proc.stdout.split()
    assert status == "won" and native == "True", proc.stdout + proc.stderr
    assert pathlib.Path(where).is_relative_to(env_dir)


# ---------------------------------------------------------------- metadata and hygiene
@pytest.mark.slow
def test_wheel_metadata_license_classifiers_and_extras(wheel):
    meta = metadata(wheel)
    assert meta["License-Expression"] == "BSD-3-Clause"
    assert [n for n in wheel.namelist() if n.endswith(".dist-info/licenses/LICENSE")]
    assert "solitaire_widget/py.typed" in wheel.namelist()
    classifiers = meta.get_all("Classifier")
    # the Python versions claimed: from requires-python's floor up to what CI tests
    assert meta["Requires-Python"] == ">=3.11"
    claimed = sorted(c.rsplit(" ", 1)[1] for c in classifiers
                     if c.startswith("Programming Language :: Python :: 3.1"))  # fmt: skip
    assert claimed == ["3.11", "3.12", "3.13"]
    extras: dict[str, set[str]] = {}
    for req in meta.get_all("Requires-Dist"):
        if "extra ==" in req:
            name = req.split(";")[0].split(">")[0].split("=")[0].split("[")[0].strip().lower()
            extra = req.split("extra ==")[1].strip().strip("'\"")
            extras.setdefault(extra, set()).add(name)
    assert "pillow" in extras["gif"]  # Replay.to_gif
    assert {"jupyterlab", "matplotlib"} <= extras["lab"]  # the example notebooks' imports


def test_license_file_is_bsd_3_clause():
    text = (ROOT / "LICENSE").read_text()
    assert text.startswith("BSD 3-Clause License")
    assert "solitaire_widget developers" in text
    assert "Neither the name of the copyright holder" in text


def test_the_lab_extra_covers_what_the_example_notebooks_import():
    """Every top-level module the notebooks import comes with the package, the standard
    library, or the [lab] extra (the README's and scripts/play's install)."""
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    provided = {"solitaire_widget", "ipywidgets", "anywidget", "traitlets", "IPython"}
    names = {"matplotlib": "matplotlib", "tqdm": "tqdm", "PIL": "pillow"}
    lab = {d.split(">")[0].split("=")[0].split("[")[0].strip().lower()
           for d in project["optional-dependencies"]["lab"]}  # fmt: skip
    imported = set()
    for nb in (ROOT / "examples").glob("*.ipynb"):
        for cell in json.loads(nb.read_text())["cells"]:
            if cell["cell_type"] != "code":
                continue
            for line in "".join(cell["source"]).splitlines():
                words = line.strip().split()
                if len(words) >= 2 and words[0] in ("import", "from"):
                    imported.add(words[1].split(".")[0].rstrip(","))
    third_party = {m for m in imported if m not in sys.stdlib_module_names and m not in provided}
    assert "matplotlib" in third_party  # 05_winnability's plot
    missing = [m for m in third_party if names.get(m, m).lower() not in lab]
    assert not missing, f"imported by the examples, not in the [lab] extra: {missing}"


# ---------------------------------------------------------------- the lessons' records
RECORDS = sorted((PKG / "records").glob("*.json"))


def test_the_lessons_ship_in_the_package():
    import solitaire_widget as sw

    assert sw.lessons() == [p.stem for p in RECORDS]
    assert {"matrimony-lesson", "solitario-lesson", "klondike-won"} <= set(sw.lessons())
    assert not (ROOT / "examples" / "records").exists()  # one copy: the package's


@pytest.mark.parametrize("name", [p.stem for p in RECORDS])
def test_each_lesson_record_opens_and_replays_to_a_won_game(name):
    import solitaire_widget as sw

    record = sw.example_record(name)
    assert record == json.loads((PKG / "records" / f"{name}.json").read_text())
    assert sw.example_record(f"{name}.json") == record
    record["moves"] = []  # a fresh copy each call: the caller may change it
    assert sw.example_record(name)["moves"]
    game = sw.Game.from_record(sw.example_record(name))
    assert game.is_won() and len(game.moves) > 10
    assert sw.Replay(sw.example_record(name)).to_record()["moves"] == record_moves(name)


def record_moves(name: str) -> list:
    return json.loads((PKG / "records" / f"{name}.json").read_text())["moves"]


@pytest.mark.parametrize("bad", ["nope", "../pyproject", "/etc/passwd", "", "records/klondike-won"])
def test_an_unknown_lesson_is_refused_with_the_names_there_are(bad):
    import solitaire_widget as sw

    with pytest.raises(ValueError, match="no lesson record named .*klondike-won"):
        sw.example_record(bad)


def test_a_lesson_name_must_be_text():
    import solitaire_widget as sw

    with pytest.raises(TypeError, match="str"):
        sw.example_record(3)


def test_the_lesson_docstring_examples_run():
    import doctest

    from solitaire_widget import _lessons

    result = doctest.testmod(_lessons, optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 4 and result.failed == 0


@pytest.mark.slow
def test_wheel_ships_the_lessons(wheel):
    names = set(wheel.namelist())
    assert {f"solitaire_widget/records/{p.name}" for p in RECORDS} <= names
    assert "solitaire_widget/_lessons.py" in names


def test_the_examples_read_the_lessons_through_the_api():
    for nb in (ROOT / "examples").glob("*.ipynb"):
        text = nb.read_text()
        assert "records/" not in text, nb.name  # a path that only works in the repository


# ---------------------------------------------------------------- the rule book
def _rules_doc_generator():
    spec = importlib.util.spec_from_file_location(
        "make_rules_doc", ROOT / "scripts" / "make_rules_doc.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_docs_rules_md_is_the_generated_rule_book():
    """docs/rules.md is what scripts/make_rules_doc.py writes from sw.rules(...) today."""
    committed = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    generated = _rules_doc_generator().generate()
    assert committed == generated, (
        "docs/rules.md is out of date: run python scripts/make_rules_doc.py and commit it"
    )


def test_the_rule_book_covers_every_variant_and_option_value():
    import solitaire_widget as sw
    from solitaire_widget.rulesets import VARIANTS

    text = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    for k, v in enumerate(VARIANTS, start=1):
        assert f"## §{k}. {v.name} — `{v.id}`" in text
        for rule in sw.rules(v.id).items:
            assert f"{rule.number}. **{rule.title}.** {rule.text}" in text
        for o in v.options:
            assert f"| `{o.name}` |" in text
            for value in o.choices or ():
                if value != o.default or type(value) is not type(o.default):
                    assert f"**`{o.name}={value!r}`**" in text


def test_nothing_points_to_a_missing_RULES_md():
    """The rule book is docs/rules.md; RULES.md, DESIGN.md and TESTING.md are not in the
    repository (what users read must not send them there)."""
    hits = []
    for top in ("solitaire_widget", "README.md", "docs", "examples", "js"):
        path = ROOT / top
        files = [path] if path.is_file() else [p for p in path.rglob("*") if p.is_file()]
        for f in files:
            if f.suffix not in (".py", ".md", ".ipynb", ".js", ".json", ".html", ".txt"):
                continue
            for n, line in enumerate(f.read_text(errors="replace").splitlines(), start=1):
                if any(name in line for name in ("RULES.md", "DESIGN.md", "TESTING.md")):
                    hits.append(f"{f.relative_to(ROOT)}:{n}")
    assert not hits, hits


def _source_copy(tmp_path: pathlib.Path) -> pathlib.Path:
    """The files a build reads, copied (no .git, no built core): builds here touch nothing
    in the checkout."""
    import shutil

    src = tmp_path / "src"
    names = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT, capture_output=True, text=True, check=True, timeout=60,
    ).stdout.splitlines()  # fmt: skip
    for name in names:
        if name.split("/")[0] in ("node_modules", "tests", "docs", "benchmarks", "js", "seeds"):
            continue
        if (ROOT / name).is_file():
            (src / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, src / name)
    return src


@pytest.mark.slow
@pytest.mark.parametrize("compiler", ["works", "missing"])
def test_an_editable_build_compiles_the_core_in_place(tmp_path, compiler):
    """pip install -e . compiles the core into the package directory (not into the editable
    wheel); when that fails, an older in-place core is removed, never left to be loaded."""
    if importlib.util.find_spec("hatchling") is None:
        pytest.fail("hatchling is needed for this test (the [test] extra installs it)")
    src = _source_copy(tmp_path)
    in_place = src / LIBRARY
    in_place.write_bytes(b"an older core")
    env = clean_env()
    if compiler == "missing":
        env.update(CC=str(tmp_path / "no-such-cc"), LDSHARED=str(tmp_path / "no-such-cc"))
    out = tmp_path / "out"
    proc = subprocess.run(
        [sys.executable, "-c", f"from hatchling.build import build_editable as b; b({str(out)!r})"],
        cwd=src, env=env, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stdout + proc.stderr
    (whl,) = out.glob("*.whl")
    with zipfile.ZipFile(whl) as zf:
        assert not [n for n in zf.namelist() if "_klondike_core" in n]
    if compiler == "works":
        assert in_place.read_bytes()[:4] == b"\x7fELF" or sys.platform != "linux"
    else:
        assert not in_place.exists()
        assert "did not compile" in proc.stdout + proc.stderr


def test_node_reads_the_javascript_beside_the_front_end_as_commonjs():
    # the repository's package.json said "type": "module" for every .js under it, so the
    # .venv that scripts/play makes in the clone had JupyterLab's own CommonJS files read
    # as ES modules: a stack trace ("require is not defined in ES module scope") in the
    # terminal at start and on every page load. Only js/ is ES modules now.
    import shutil
    import uuid

    node = shutil.which("node")
    if node is None:
        pytest.skip("no node here (CI installs it for the front end's build)")
    beside = ROOT / "build" / f"commonjs-{uuid.uuid4().hex}"  # build/ is ignored, like .venv/
    beside.mkdir(parents=True)
    try:
        (beside / "check.js").write_text("console.log(typeof require('path').join)\n")
        run = subprocess.run([node, "check.js"], cwd=beside, capture_output=True, text=True)
        assert run.returncode == 0 and run.stdout.strip() == "function", run.stderr[-500:]
    finally:
        shutil.rmtree(beside)
        with contextlib.suppress(OSError):  # (build/ made here, if nothing else is in it)
            (ROOT / "build").rmdir()
    # and the front end's own sources are ES modules still (their tests import them)
    run = subprocess.run(
        [
            node,
            "--input-type=module",
            "-e",
            "import('./js/live.js').then(m => console.log(typeof m.liveRegion))",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0 and run.stdout.strip() == "function", run.stderr[-500:]
