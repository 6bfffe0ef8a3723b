"""The zero-install classroom: the lessons as a static JupyterLite site (solitaire_widget.site).

The browser test builds the site once per session (downloads cached in
``~/.cache/solitaire_widget-lite``), serves it from 127.0.0.1, and opens a lesson in headless
Chromium with the network off: Chromium resolves no host but 127.0.0.1, and every request
to anywhere else is recorded and refused. The lesson runs in the Pyodide kernel; a click on
the table plays a move there and a replay steps. Nothing may have been asked of the outside.

Every piece the lessons need could be had from PyPI and npm. Not in the site, by design:
Pyodide's compiled packages (numpy, matplotlib, ...), published only on the Pyodide CDN, which
this project can't reach; no lesson needs them (05_winnability, which plots, is left out).
"""

from __future__ import annotations

import functools
import http.server
import json
import os
import re
import shutil
import sys
import threading
import time
import tomllib
from pathlib import Path

import pytest
from playwright.sync_api import expect

from solitaire_widget import site
from solitaire_widget._json_library import JOURNAL_SUFFIX
from solitaire_widget.game_library import MemoryLibrary
from tests.conftest import CHROMIUM, CHROMIUM_ARGS
from tests.shots import IMAGES

ROOT = Path(__file__).resolve().parents[1]
LESSON = "04_solitario_lesson.ipynb"
#: Chromium resolves nothing but the local server: the network is off for the page, its
#: workers and its service worker alike
#: a cell's traceback in JupyterLab's output area
ERROR = '[data-mime-type="application/vnd.jupyter.error"]'
OFFLINE_ARGS = ["--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]


# ------------------------------------------------------------------ the builder, no browser
def test_lock_closure_follows_dependencies_by_canonical_name():
    lock = {
        "packages": {
            "ipython": {"depends": ["prompt_toolkit", "pygments"]},
            "prompt-toolkit": {"depends": ["wcwidth"]},
            "pygments": {"depends": []},
            "wcwidth": {},
            "numpy": {"depends": []},
        }
    }
    assert site.lock_closure(lock, ["ipython"]) == [
        "ipython",
        "prompt-toolkit",
        "pygments",
        "wcwidth",
    ]
    with pytest.raises(site.SiteError, match="'sqlite3' is not in pyodide-lock.json"):
        site.lock_closure(lock, ["sqlite3"])


def test_a_folder_that_is_no_site_is_refused_before_the_build(tmp_path, monkeypatch):
    # build(out) used to delete out whole when the build succeeded: `build .` or
    # `build ~/Documents` wiped them. It is refused before anything slow runs.
    def never(*args, **kwargs):
        raise AssertionError("the build started")

    monkeypatch.setattr(site, "find_lite_python", never)
    folder = tmp_path / "Documents"
    folder.mkdir()
    (folder / "thesis.txt").write_text("years of work", encoding="utf-8")
    with pytest.raises(site.SiteError, match="no site built before .*new or empty folder"):
        site.build(folder)
    with pytest.raises(site.SiteError, match="is a file"):
        site.build(folder / "thesis.txt")
    assert (folder / "thesis.txt").read_text(encoding="utf-8") == "years of work"
    # another JupyterLite course has a jupyter-lite.json too: it was deleted and replaced
    course = tmp_path / "physics"
    (course / "files").mkdir(parents=True)
    (course / "jupyter-lite.json").write_text('{"jupyter-config-data": {}}', encoding="utf-8")
    (course / "files" / "waves.ipynb").write_text("{}", encoding="utf-8")
    with pytest.raises(site.SiteError, match="no site built before by solitaire_widget"):
        site.build(course)
    assert (course / "files" / "waves.ipynb").exists()
    # a new folder, an empty one and a site this builder made go on to the build
    earlier = tmp_path / "site"
    earlier.mkdir()
    (earlier / site.SITE_MARKER).write_text("", encoding="utf-8")
    for out in (tmp_path / "new", tmp_path / "empty", earlier):
        if out.name == "empty":
            out.mkdir()
        with pytest.raises(AssertionError, match="the build started"):
            site.build(out)


def test_a_wheel_that_is_not_ours_is_refused_before_the_build(tmp_path, monkeypatch):
    # any pure wheel was taken: the site then had no solitaire_widget, and every lesson's
    # install cell failed in the browser; a missing file failed after the downloads
    def never(*args, **kwargs):
        raise AssertionError("the build started")

    monkeypatch.setattr(site, "find_lite_python", never)
    other = tmp_path / "comm-0.2.3-py3-none-any.whl"
    other.write_bytes(b"PK")
    native = tmp_path / "solitaire_widget-0.1.0-cp311-cp311-linux_x86_64.whl"
    native.write_bytes(b"PK")
    for wheel, why in (
        (other, "a wheel of comm, not of solitaire_widget"),
        (native, "not a pure"),
        (tmp_path / "solitaire_widget-0.1.0-py3-none-any.whl", "no such file"),
    ):
        with pytest.raises(site.SiteError, match=why):
            site.build(tmp_path / "out", wheel=wheel)
    ours = tmp_path / "solitaire_widget-0.1.0-py3-none-any.whl"
    ours.write_bytes(b"PK")
    with pytest.raises(AssertionError, match="the build started"):
        site.build(tmp_path / "out", wheel=ours)


def test_a_new_site_replaces_the_old_one_whole_or_not_at_all(tmp_path, monkeypatch):
    staged, out = tmp_path / "staged", tmp_path / "site"
    (staged / "files").mkdir(parents=True)
    (staged / "files" / "new.ipynb").write_text("new", encoding="utf-8")
    out.mkdir()
    (out / "old.txt").write_text("old", encoding="utf-8")
    site._swap_in(staged, out)
    assert (out / "files" / "new.ipynb").exists() and not (out / "old.txt").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site", "staged"]
    # a copy that fails half-way leaves the site as it was, and nothing beside it

    def half(src, dst, **kwargs):
        Path(dst, "part").write_text("half", encoding="utf-8")
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(site.shutil, "copytree", half)
    with pytest.raises(OSError, match="No space"):
        site._swap_in(staged, out)
    assert (out / "files" / "new.ipynb").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site", "staged"]


def test_a_notebook_that_is_none_is_named(tmp_path):
    bad = tmp_path / "03_bad.ipynb"
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(site.SiteError, match="03_bad.ipynb: not a notebook"):
        site.site_notebook(bad)
    bad.write_text('{"worksheets": []}', encoding="utf-8")  # nbformat 3
    with pytest.raises(site.SiteError, match="03_bad.ipynb: not a notebook of format 4"):
        site.site_notebook(bad)
    # a notebook taken from a site already has its install cell: still one
    again = tmp_path / "03_again.ipynb"
    again.write_text(json.dumps(site.site_notebook(ROOT / "examples" / LESSON)), encoding="utf-8")
    ids = [c.get("id") for c in site.site_notebook(again)["cells"]]
    assert ids.count("lite-install") == 1


def test_site_notebook_installs_first_and_keeps_the_lesson(tmp_path):
    src = ROOT / "examples" / LESSON
    nb = site.site_notebook(src)
    original = json.loads(src.read_text(encoding="utf-8"))
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    assert code[0]["source"] == site.INSTALL_CELL and "%pip install" in code[0]["source"]
    assert nb["cells"][0] == original["cells"][0]  # the title stays on top
    assert [c["source"] for c in nb["cells"] if c["id"] != "lite-install"] == [
        c["source"] for c in original["cells"]
    ]
    assert all(not c.get("outputs") for c in nb["cells"] if c["cell_type"] == "code")
    assert nb["metadata"]["kernelspec"]["name"] == "python"


def test_lesson_notebooks_are_the_lessons():
    names = [p.name for p in site.lesson_notebooks(ROOT / "examples")]
    assert "03_matrimony_lesson.ipynb" in names and LESSON in names
    assert not any(n.startswith(("01_", "02_", "05_")) for n in names)


def test_a_wrong_pyodide_is_refused_by_name(tmp_path):
    (tmp_path / "pyodide.mjs").write_text("")
    (tmp_path / "package.json").write_text(json.dumps({"version": "0.27.0"}))
    with pytest.raises(site.SiteError, match=r"Pyodide 0\.27\.0 .* needs 314\.0\.6"):
        site.find_pyodide(tmp_path)
    with pytest.raises(site.SiteError, match="no pyodide.mjs"):
        site.find_pyodide(tmp_path / "nowhere")


# ------------------------------------------------------------------ the Python with jupyterlite
def _fake_python(path: Path, body: str) -> Path:
    """An executable standing in for a Python: a script run by this interpreter."""
    path.write_text(f"#!{sys.executable}\n{body}")
    path.chmod(0o755)
    return path


def _answers(tmp_path: Path, answer: dict) -> Path:
    """A fake Python that answers the builder's question with ``answer``."""
    return _fake_python(tmp_path / "fakepython", f"import json\nprint(json.dumps({answer!r}))\n")


def test_the_lite_extra_and_the_builder_ask_for_the_same_packages():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert list(site.LITE_REQUIREMENTS) == project["optional-dependencies"]["lite"]


def test_a_named_interpreter_that_does_not_exist_is_refused_by_name(tmp_path, monkeypatch):
    monkeypatch.delenv(site.LITE_PYTHON_ENV, raising=False)
    nowhere = tmp_path / "nowhere" / "python"
    with pytest.raises(
        site.SiteError, match=re.escape(f"--lite-python {nowhere}: no such interpreter")
    ):
        site.build(tmp_path / "out", lite_python=nowhere)
    monkeypatch.setenv(site.LITE_PYTHON_ENV, str(nowhere))
    with pytest.raises(
        site.SiteError, match=re.escape(f"{site.LITE_PYTHON_ENV}={nowhere}: no such")
    ):
        site.build(tmp_path / "out")
    assert not (tmp_path / "out").exists()


def test_an_interpreter_whose_kernel_wants_another_pyodide_is_refused_by_name(
    tmp_path, monkeypatch, capsys
):
    fake = _answers(tmp_path, {"pyodide": "0.27.0", "extension": str(tmp_path)})
    monkeypatch.setenv(site.LITE_PYTHON_ENV, str(tmp_path / "not-this-one"))
    # the command-line option wins over the environment variable
    code = site.main(["build", str(tmp_path / "out"), "--lite-python", str(fake)])
    err = capsys.readouterr().err
    assert code == 1
    assert f"--lite-python {fake}: its jupyterlite-pyodide-kernel wants Pyodide 0.27.0" in err
    assert f"ships {site.PYODIDE_VERSION}" in err
    assert not (tmp_path / "out").exists()


def test_an_interpreter_without_jupyterlite_is_refused_by_name(tmp_path, monkeypatch):
    # a real Python that can't see any site-packages (-S), so not jupyterlite's either
    bare = tmp_path / "bare-python"
    bare.write_text(f'#!/bin/sh\nexec "{sys.executable}" -I -S "$@"\n')
    bare.chmod(0o755)
    monkeypatch.delenv(site.LITE_PYTHON_ENV, raising=False)
    with pytest.raises(
        site.SiteError,
        match=re.escape(f"--lite-python {bare} has no jupyterlite (") + ".* -m pip install",
    ):
        site.build(tmp_path / "out", lite_python=bare)
    # when this Python is the one without it: install the extra, or name one that has it
    monkeypatch.setattr(sys, "executable", str(bare))
    with pytest.raises(
        site.SiteError, match=r"needs jupyterlite .*solitaire_widget\[lite\].*--lite"
    ):
        site.build(tmp_path / "out")


def test_an_interpreter_that_is_no_python_is_refused_by_name(tmp_path, monkeypatch):
    monkeypatch.delenv(site.LITE_PYTHON_ENV, raising=False)
    sh = tmp_path / "not-python"
    sh.write_text("#!/bin/sh\necho 'no python here' >&2\nexit 2\n")
    sh.chmod(0o755)
    with pytest.raises(
        site.SiteError, match=re.escape(f"{sh} did not answer as a Python 3") + ".*no python"
    ):
        site.build(tmp_path / "out", lite_python=sh)
    slow = _fake_python(tmp_path / "slow-python", "import time\ntime.sleep(30)\n")
    with pytest.raises(site.SiteError, match=re.escape(f"{slow}: no answer in 0.5 s")):
        site.check_lite_python(str(slow), f"--lite-python {slow}", timeout=0.5)


def _fake_lite_build(tmp_path: Path, monkeypatch, build: str) -> Path:
    """A lite Python named in the environment variable that answers the builder's question
    as a good one (its kernel's extension folder, returned) and runs ``build`` (a script
    body) as ``jupyterlite_core build``; the runtime and the wheels are not what these
    tests are about: no downloads."""
    kernel = tmp_path / "kernel-ext"
    kernel.mkdir()
    (kernel / "package.json").write_text("{}")
    answer = json.dumps({"pyodide": site.PYODIDE_VERSION, "extension": str(kernel)})
    fake = _fake_python(
        tmp_path / "lite-python",
        f"import sys\nif sys.argv[1] == '-c':\n    print({answer!r})\n    sys.exit(0)\n{build}",
    )
    monkeypatch.setenv(site.LITE_PYTHON_ENV, str(fake))
    monkeypatch.setattr(site, "find_pyodide", lambda given: tmp_path)
    monkeypatch.setattr(site, "stage_pyodide", lambda src, dest: [])
    monkeypatch.setattr(site, "piplite_wheels", lambda dest: dest.mkdir(parents=True) or [])
    monkeypatch.setattr(site, "build_own_wheel", lambda dest: None)
    return kernel


def test_the_named_interpreter_builds_the_site_with_only_the_sites_extensions(
    tmp_path, monkeypatch
):
    """The jupyterlite build runs under the Python named in the environment variable, and is
    given three lab extensions: its own Pyodide kernel's, and this environment's widgets'."""
    seen = tmp_path / "seen.json"
    kernel = _fake_lite_build(
        tmp_path,
        monkeypatch,
        f"""import json
from pathlib import Path
lite = Path(sys.argv[sys.argv.index("--lite-dir") + 1])
config = json.loads((lite / "jupyter_lite_config.json").read_text())
Path({str(seen)!r}).write_text(json.dumps({{"argv": sys.argv[1:], "config": config}}))
print("fake build stops here", file=sys.stderr)
sys.exit(3)
""",
    )
    with pytest.raises(site.SiteError, match=r"(?s)failed \(3\).*fake build stops here"):
        site.build(tmp_path / "out")
    assert not (tmp_path / "out").exists()
    run = json.loads(seen.read_text())
    assert run["argv"][:3] == ["-m", "jupyterlite_core", "build"]
    build = run["config"]["LiteBuildConfig"]
    assert build["ignore_sys_prefix"] == ["federated_extensions"]  # nothing else of its own
    names = [json.loads((Path(p) / "package.json").read_text()).get("name") for p in
             build["federated_extensions"]]  # fmt: skip
    assert build["federated_extensions"][0] == str(kernel)
    assert names[1:] == ["anywidget", "@jupyter-widgets/jupyterlab-manager"]
    here = Path(sys.prefix).resolve()
    assert all(here in Path(p).resolve().parents for p in build["federated_extensions"][1:])


def _running(pid: int) -> bool:
    """Whether process ``pid`` still runs (a zombie waiting for its reaper does not)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    stat = Path(f"/proc/{pid}/stat")
    try:
        return stat.read_text().rsplit(")", 1)[1].split()[0] not in "ZX"
    except (FileNotFoundError, IndexError):
        return not stat.parent.parent.is_dir()  # no /proc here: os.kill's word


def test_a_build_step_that_hangs_is_stopped_and_named(tmp_path, monkeypatch):
    """A jupyterlite build that never ends is stopped after STEP_TIMEOUT, with a clear error,
    together with the processes it started, and leaves no site behind."""
    helper = tmp_path / "helper.pid"
    _fake_lite_build(
        tmp_path,
        monkeypatch,
        f"""import subprocess, time
child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
open({str(helper)!r}, "w").write(str(child.pid))
time.sleep(60)
""",
    )
    monkeypatch.setattr(site, "STEP_TIMEOUT", 1.0)
    started = time.monotonic()
    with pytest.raises(site.SiteError, match=r"-m jupyterlite_core build .* did not end in 1 s"):
        site.build(tmp_path / "out")
    assert time.monotonic() - started < 30
    assert not (tmp_path / "out").exists()
    pid = int(helper.read_text())
    deadline = time.monotonic() + 10
    while _running(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _running(pid), "the build's own child outlived the timeout"


def test_ci_keeps_the_site_tools_out_of_the_venv_it_plays_in():
    """.ci/run installs the package into .venv (which scripts/play reuses) without the lite
    extra, and names a venv of their own to the site tests; their pins come from pyproject."""
    ci = (ROOT / ".ci" / "run").read_text()
    installs = re.findall(r"^\s*pip install [^\n]*-e \"\.(?:\[([\w,]*)\])?\"", ci, re.M)
    assert installs, "no editable install of the package found in .ci/run"
    assert all("lite" not in extras.split(",") for extras in installs), installs
    assert re.search(r"^export SOLITAIRE_WIDGET_LITE_PYTHON\b", ci, re.M)
    assert re.search(r"SOLITAIRE_WIDGET_LITE_PYTHON=\$\(bash scripts/lite_venv\)", ci)
    helper = (ROOT / "scripts" / "lite_venv").read_text()
    assert re.search(r"^venv=\.ci/lite-venv$", helper, re.M)
    assert '["optional-dependencies"]["lite"]' in helper
    assert not re.search(r"jupyterlite-[\w-]+(\[[\w,]*\])?\s*[<>=~]", ci + helper)  # no pins
    play = (ROOT / "scripts" / "play").read_text()
    assert re.findall(r'pip install -q -e "\.\[([\w,]*)\]"', play) == ["lab"]


# ------------------------------------------------------------------ the site, built once
#: the site tools' own venv (scripts/lite_venv, which .ci/run runs)
LITE_VENV_PYTHON = ROOT / ".ci" / "lite-venv" / "bin" / "python"


@pytest.fixture(scope="session")
def lite_site(tmp_path_factory) -> Path:
    """The site, built from this working tree (the pure wheel, the lessons), by the Python
    that ``SOLITAIRE_WIDGET_LITE_PYTHON`` names, else .ci/lite-venv's, else this one."""
    out = tmp_path_factory.mktemp("lite") / "site"
    named = os.environ.get(site.LITE_PYTHON_ENV) or not LITE_VENV_PYTHON.exists()
    return site.build(out, lite_python=None if named else LITE_VENV_PYTHON)


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="session")
def lite_url(lite_site):
    """The site served as a teacher would: a plain static server on 127.0.0.1."""
    handler = functools.partial(_Quiet, directory=str(lite_site))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()
    thread.join(timeout=5)


def test_the_command_line_names_a_missing_piece(tmp_path, capsys):
    code = site.main(["build", str(tmp_path / "out"), "--pyodide", str(tmp_path / "none")])
    assert code == 1
    assert "error: --pyodide" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()  # nothing half-built


# the site is built once per session; the browser run (CI's second pytest session) does it
@pytest.mark.browser
def test_the_built_site_carries_every_start_up_piece(lite_site, tmp_path):
    """Everything the kernel loads at start-up is a file of the site (no CDN in any URL)."""
    cfg = json.loads((lite_site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = cfg["litePluginSettings"][site.KERNEL_PLUGIN]
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.mjs"
    assert kernel["disablePyPIFallback"] is True
    assert all(u.startswith("./") for u in kernel["pipliteUrls"])
    pyodide = lite_site / "static" / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())
    assert {"micropip", "packaging", "ipython", "jedi"} <= set(lock["packages"])
    for entry in lock["packages"].values():
        assert (pyodide / entry["file_name"]).exists(), entry["file_name"]
    wheels = {p.name.split("-")[0] for p in (lite_site / "pypi").glob("*.whl")}
    assert {"solitaire_widget", "anywidget", "ipywidgets", "comm", "psygnal"} <= wheels
    own = next((lite_site / "pypi").glob("solitaire_widget-*.whl"))
    assert own.name.endswith("-py3-none-any.whl")  # no native core for the browser
    assert (lite_site / "files" / LESSON).exists()
    assert (lite_site / "files" / "records" / "solitario-lesson.json").exists()
    for ext in ("anywidget", "@jupyter-widgets/jupyterlab-manager"):
        assert (lite_site / "extensions" / ext / "package.json").exists(), ext
    site.check_site(lite_site)  # and the builder's own check agrees
    assert (lite_site / site.SITE_MARKER).is_file()  # a rebuild may replace it
    # the same tree builds the same site: the contents are dated, not stamped with the hour
    listing = json.loads((lite_site / "api" / "contents" / "all.json").read_text())
    stamps = {e[k][:10] for e in listing["content"] for k in ("created", "last_modified")}
    assert stamps == {"2020-02-02"}, stamps
    # ... which notices a start-up wheel that differs from the lock file's checksum
    copy = tmp_path / "site"
    (copy / "static").mkdir(parents=True)
    shutil.copy2(lite_site / "jupyter-lite.json", copy)
    shutil.copytree(pyodide, copy / "static" / "pyodide")
    micropip = copy / "static" / "pyodide" / lock["packages"]["micropip"]["file_name"]
    micropip.write_bytes(micropip.read_bytes()[:-1])
    with pytest.raises(site.SiteError, match="micropip's wheel is missing or differs"):
        site.check_site(copy)


# ------------------------------------------------------------------ in Chromium, offline
_APP_READY_JS = """async (name) => {
    const app = window.jupyterapp;
    await app.started; await app.restored;
    let nb;
    for (let i = 0; i < 600 && !nb; i++) {
        nb = [...app.shell.widgets('main')].find(w => w.context?.path === name);
        if (!nb) await new Promise(r => setTimeout(r, 100));
    }
    if (!nb) throw new Error('notebook panel never appeared: ' + name);
    app.shell.activateById(nb.id);
    await nb.context.ready;
    await nb.sessionContext.ready;
    await nb.sessionContext.session.kernel.info;   // the Pyodide kernel has booted
}"""

_EXEC_JS = """async (code) => {
    const nb = [...window.jupyterapp.shell.widgets('main')].find(w => w.context?.path);
    const future = nb.sessionContext.session.kernel.requestExecute({code});
    const out = [];
    future.onIOPub = (m) => {
        const t = m.header.msg_type;
        if (t === 'stream') out.push(m.content.text);
        if (t === 'error') out.push(`${m.content.ename}: ${m.content.evalue}`);
        if (t === 'execute_result') out.push(m.content.data['text/plain']);
    };
    await future.done;
    return out.join('');
}"""


@pytest.fixture
def offline_page(browser_type, lite_url):
    """A page whose browser can reach only the local server; ``page.outside`` lists every
    request that tried to go elsewhere (refused)."""
    browser = browser_type.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS + OFFLINE_ARGS)
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    outside: list[str] = []
    local = (lite_url + "/", "data:", "blob:")

    def route(r):
        url = r.request.url
        if url.split("?")[0] == f"{lite_url}/jupyter-lite.json":
            # test-only: expose the app object to drive JupyterLab (the site stays as built)
            resp = r.fetch()
            cfg = json.loads(resp.text())
            cfg["jupyter-config-data"]["exposeAppInBrowser"] = True
            r.fulfill(response=resp, body=json.dumps(cfg))
        elif url.startswith(local):
            r.continue_()
        else:
            outside.append(url)
            r.abort()

    context.route("**/*", route)
    context.on(
        "request", lambda req: None if req.url.startswith(local) else outside.append(req.url)
    )
    page = context.new_page()
    page.outside = outside
    yield page
    context.close()
    browser.close()


@pytest.mark.browser
def test_lesson_runs_offline_in_pyodide_click_and_replay(offline_page, lite_url):
    page = offline_page
    t0 = time.perf_counter()
    page.goto(f"{lite_url}/lab/index.html?path={LESSON}")
    page.wait_for_function("window.jupyterapp !== undefined", timeout=60_000)
    page.evaluate(_APP_READY_JS, LESSON)
    ready = time.perf_counter() - t0
    assert page.evaluate(_EXEC_JS, "import sys; print(sys.platform)").strip() == "emscripten"

    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    # the lesson's last cell: the Solitario table, played in the Pyodide kernel (or an error)
    page.wait_for_function(
        f"() => document.querySelector('.solitaire-root [data-pile], {ERROR}')", timeout=180_000
    )
    ran = time.perf_counter() - t0
    errors = page.locator(ERROR)
    assert errors.count() == 0, errors.all_inner_texts()
    table = page.locator(".solitaire-root").last

    # 1. a click on the stock: the kernel's engine draws, the page shows the drawn card
    count = table.locator(".solitaire-move-count")
    assert count.inner_text().strip() == "0"
    t_click = time.perf_counter()
    table.locator('[data-pile="stock"]').last.click()
    # a locator, not an element handle: each paint makes a new counter element, so a handle
    # taken before the kernel's answer arrives would wait on the old one forever (CI, loaded)
    expect(count).to_have_text("1", timeout=30_000)
    click_s = time.perf_counter() - t_click
    drawn = table.locator('[data-pile="waste"][data-card]')
    assert drawn.count() == 1  # its face came from the kernel: the table sends no face-down card

    # 2. the lesson's replay widget (at move 7) steps to move 8
    replay = page.locator(".solitaire-replay").last
    assert replay.get_attribute("data-index") == "7"
    replay.locator(".solitaire-replay-next").click()
    expect(replay).to_have_attribute("data-index", "8", timeout=30_000)
    assert "8" in replay.locator(".solitaire-replay-counter").inner_text()

    top = "el => el.closest('.jp-Cell').scrollIntoView({block: 'start'})"  # the code shows too
    replay.evaluate(top)
    page.screenshot(path=str(IMAGES / "lite-solitario-replay.png"))
    table.evaluate(top)
    page.screenshot(path=str(IMAGES / "lite-solitario-lesson.png"))
    print(
        f"\nlite: kernel ready {ready:.1f} s, lesson ran {ran:.1f} s, click {click_s * 1000:.0f} ms"
    )
    assert page.outside == [], f"requests left the site: {page.outside[:5]}"


EXERCISES = "07_solitario_exercises.ipynb"
#: the notebook's losing answer: 8♠ (pile 5) into the empty pile 1 (see its second cell)
WRONG = "t5-t1"


@pytest.mark.browser
def test_an_exercise_is_answered_offline_in_pyodide(offline_page, lite_url):
    """The Solitario exercise notebook runs whole in the Pyodide kernel (exercises, worksheet,
    editor), and its exercise table is answered by clicking: the verdict is worked out in the
    kernel's slices (no worker process in the browser) and shown in the band, in Italian."""
    page = offline_page
    page.goto(f"{lite_url}/lab/index.html?path={EXERCISES}")
    page.wait_for_function("window.jupyterapp !== undefined", timeout=60_000)
    page.evaluate(_APP_READY_JS, EXERCISES)
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    # the notebook's last cell: the position editor (or an error on the way)
    page.wait_for_function(
        f"() => document.querySelector('.solitaire-editor, {ERROR}')", timeout=240_000
    )
    errors = page.locator(ERROR)
    assert errors.count() == 0, errors.all_inner_texts()

    # the moves to click, and where their cards are, from the kernel's own engine
    where = json.loads(
        page.evaluate(
            _EXEC_JS,
            "import json\n"
            "g = sw.Game.from_position(position)\n"
            "def at(n):\n"
            "    m = sw.Move.parse(n)\n"
            "    return [m.src, len(g.piles[m.src].cards) - m.count,"
            " m.dst, len(g.piles[m.dst].cards) - 1]\n"
            "from solitaire_widget.exercise import quoted_move\n"
            f"said = quoted_move(g, sw.Move.parse('{WRONG}'), 'it')\n"
            f"print(json.dumps({{'wrong': at('{WRONG}'), 'right': at(str(best.line[0])),"
            " 'said': said}))",
        )
    )
    said = where.pop("said")  # the wrong move in the verdict's words, not its notation
    band = page.locator(".solitaire-exercise").last
    table = page.locator(".jp-Cell", has=band).locator(".solitaire-root")

    def click(src: str, i: int, dst: str, j: int) -> None:
        table.locator(f'[data-pile="{src}"][data-index="{i}"]').click()
        table.locator(f'[data-pile="{dst}"][data-index="{j}"]').click()

    verdict = band.locator(".solitaire-exercise-verdict")
    click(*where["wrong"])
    expect(verdict).to_have_attribute("data-result", "wrong", timeout=60_000)
    expect(verdict).to_contain_text(f"Sbagliato: dopo la mossa {said}")
    assert said.startswith("«") and WRONG not in verdict.inner_text()
    band.locator(".solitaire-exercise-try").click()
    expect(band).to_have_attribute("data-state", "asking", timeout=30_000)
    click(*where["right"])
    expect(verdict).to_have_attribute("data-result", "right", timeout=60_000)
    expect(verdict).to_contain_text("Giusto")
    band.evaluate("el => el.closest('.jp-Cell').scrollIntoView({block: 'start'})")
    page.wait_for_timeout(600)  # the answer's card ends its slide (motion is on here)
    page.screenshot(path=str(IMAGES / "lite-solitario-exercise.png"))
    assert page.outside == [], f"requests left the site: {page.outside[:5]}"


_ALL_RAN_JS = """(error) => {
    if (document.querySelector(error)) return true;  // an error: stop waiting, report it
    const nb = [...window.jupyterapp.shell.widgets('main')].find(w => w.context?.path);
    const cells = nb.content.widgets.filter(c => c.model.type === 'code');
    return nb.sessionContext.session.kernel.status === 'idle'
        && cells.every(c => c.model.executionCount !== null);
}"""


@pytest.mark.browser
@pytest.mark.parametrize("name", ["03_matrimony_lesson.ipynb", "06_matrimony_exercises.ipynb"])
def test_the_matrimony_notebooks_run_offline_in_pyodide(offline_page, lite_url, name):
    """The seed game's lesson (Dutch, Portuguese, English) and its exercises run whole in the
    Pyodide kernel: every code cell ran, none raised, and its tables drew; the lesson's
    deal to play shows every pile's top card (lite-matrimony-lesson.png)."""
    page = offline_page
    page.goto(f"{lite_url}/lab/index.html?path={name}")
    page.wait_for_function("window.jupyterapp !== undefined", timeout=60_000)
    page.evaluate(_APP_READY_JS, name)
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_function(_ALL_RAN_JS, arg=ERROR, timeout=240_000, polling=500)
    errors = page.locator(ERROR)
    assert errors.count() == 0, errors.all_inner_texts()
    expect(page.locator(".solitaire-root [data-pile]").first).to_be_attached()
    if name.startswith("03_"):
        # the lesson's last cell: the deal to play, in Dutch; every pile's top card drawn
        tops = json.loads(
            page.evaluate(
                _EXEC_JS,
                "import json\n"
                "print(json.dumps([p.cards[-1].code2 for k, p in _.game.piles.items()"
                " if k != 'stock' and p.cards]))",
            )
        )
        table = page.locator(".solitaire-root").last
        table.evaluate("el => el.closest('.jp-Cell').scrollIntoView({block: 'start'})")
        for code in tops:
            expect(table.locator(f'[data-card="{code}"]').first).to_be_visible()
        assert len(tops) >= 16
        page.wait_for_timeout(600)  # the deal's cards end their slide (motion is on here)
        page.screenshot(path=str(IMAGES / "lite-matrimony-lesson.png"))
    assert page.outside == [], f"requests left the site: {page.outside[:5]}"


#: docs/classroom.md: a game library kept on JupyterLite's drive (the browser's storage)
DRIVE_LIBRARY = "/drive/games.json"
SESSION_NOTE = (
    "solitaire_widget: in this browser the game library keeps the games for this session "
    "only (set SOLITAIRE_WIDGET_LIBRARY to a .json file under /drive to keep them)\n"
)


@pytest.mark.browser
def test_a_game_library_on_the_drive_outlasts_a_reload(offline_page, lite_url, tmp_path):
    """With ``SOLITAIRE_WIDGET_LIBRARY`` set to a .json file under /drive, a game a table
    recorded is in the browser's storage, and a fresh kernel after a reload lists it with
    its moves; without the variable the table says in one line that its games last the
    session, and that library starts empty."""
    page = offline_page
    use_drive = f"import os\nos.environ['SOLITAIRE_WIDGET_LIBRARY'] = {DRIVE_LIBRARY!r}\n"

    def kernel_with_package() -> None:  # the notebook is only opened: no cell runs
        page.wait_for_function("window.jupyterapp !== undefined", timeout=60_000)
        page.evaluate(_APP_READY_JS, LESSON)
        out = page.evaluate(_EXEC_JS, f"{site.INSTALL_CELL}\nimport json, solitaire_widget as sw")
        assert out == "", out

    page.goto(f"{lite_url}/lab/index.html?path={LESSON}")
    kernel_with_package()
    played = page.evaluate(
        _EXEC_JS,
        use_drive + "w = sw.SolitaireWidget('klondike', seed=7, live_status=False)\n"
        "for m in ('s-w', 's-w', 's-w'):\n"
        "    w.play(m)\n"
        "print(json.dumps([w.library_id, [str(m) for m in w.game.moves]]))",
    )
    gid, moves = json.loads(played)  # one line: no session note with the variable set
    assert moves == ["s-w"] * 3
    read_stored = """async (path) => {
            const m = await window.jupyterapp.serviceManager.contents.get(path, {content: true});
            if (m.format === 'base64') return atob(m.content);  // how the kernel's file is kept
            return m.format === 'text' ? m.content : JSON.stringify(m.content);
        }"""
    # the file and its journal (a save appends a line there), read here as a new kernel would
    stored = tmp_path / "games.json"
    for name in ("games.json", "games.json" + JOURNAL_SUFFIX):
        (tmp_path / name).write_text(page.evaluate(read_stored, name), encoding="utf-8")
    assert MemoryLibrary(stored).record(gid)["moves"] == moves

    page.reload()
    kernel_with_package()
    fresh = page.evaluate(
        _EXEC_JS,
        "print('w' in globals())\n"
        "t = sw.SolitaireWidget('klondike', seed=7, live_status=False)\n"
        "t.play('s-w')\n"
        "print(len(sw.library().games()))",
    )
    assert fresh == "False\n" + SESSION_NOTE + "1\n"  # a new kernel, the note, its own game
    listed = page.evaluate(
        _EXEC_JS,
        use_drive + "lib = sw.library()\n"
        "print(json.dumps([[g['id'], g['variant'], g['deal'], g['moves']] for g in lib.games()]))\n"
        f"print(json.dumps([str(m) for m in lib.resume({gid}).moves]))",
    )
    assert listed.splitlines() == [json.dumps([[gid, "klondike", 7, 3]]), json.dumps(moves)]
    assert page.outside == [], f"requests left the site: {page.outside[:5]}"


def test_the_download_cache_is_in_the_users_cache_folder(tmp_path, monkeypatch):
    # it was ~/.cache whatever XDG_CACHE_HOME said
    monkeypatch.delenv("SOLITAIRE_WIDGET_LITE_CACHE", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert site.cache_dir() == tmp_path / "xdg" / "solitaire_widget-lite"
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/path")  # not absolute: ignored, as XDG says
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert site.cache_dir() == tmp_path / "home" / ".cache" / "solitaire_widget-lite"
    monkeypatch.setenv("SOLITAIRE_WIDGET_LITE_CACHE", str(tmp_path / "mine"))
    assert site.cache_dir() == tmp_path / "mine"
