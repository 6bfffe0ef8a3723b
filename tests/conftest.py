"""Shared fixtures: Debian Chromium for pytest-playwright, a static server, a real JupyterLab.

See /work/shared/TESTING.md sections 5 and 6 for the recipe these follow.

* ``browser_type_launch_args``: pytest-playwright drives ``/usr/bin/chromium``.
* ``static_server``: the repo root over http on 127.0.0.1 (the harness page needs http://).
* ``lab``: a real ``jupyter lab`` subprocess with token auth and hermetic dirs.
* ``library_path``: every test (and the lab server with its kernels) uses an in-memory game
  library, so no test writes to the user's data dir.

Helpers for JupyterLab tests (``write_notebook``, ``open_and_run``, ``attach_kernel``,
``kernel_eval``, ``wait_for``) live in ``tests/labutil.py``.
"""

from __future__ import annotations

import functools
import http.server
import os
import pathlib
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
import types
import urllib.request

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
CHROMIUM = os.environ.get("CHROMIUM", shutil.which("chromium") or "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",  # needed as root
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

# The widget reads this for its sqlite game library. Set it at import time, before any test
# module (or a kernel started by nbclient, which inherits os.environ) can import the package.
LIBRARY_ENV = "SOLITAIRE_WIDGET_LIBRARY"
LIBRARY_PATH = ":memory:"
os.environ[LIBRARY_ENV] = LIBRARY_PATH
# Hot reload starts a file watcher per widget class: never in tests (TESTING.md section 8).
os.environ.pop("ANYWIDGET_HMR", None)


#: the modules whose tests take the most time (minutes of CPU between them): they run first,
#: so that with two workers (CI's -n 2 --dist worksteal) the last test to end is a quick one
#: and not a minute-long search that started late while the other worker sat idle.
#: Heaviest first. None holds a browser test: the browser layer keeps its order (with
#: test_lite_site.py first there, other tests shared a worker's JupyterLab and, once,
#: test_exercise_widget_lab.py's locator met a second, hidden exercise band: another table's).
HEAVY_FIRST = (
    "test_matrimony_native.py",
    "test_matrimony_exact.py",
    "test_native_solver.py",
    "test_pyodide_mode.py",
)


def pytest_collection_modifyitems(config, items):
    """An e2e test, or any test that drives a Playwright ``page``, needs Chromium: give it
    the ``browser`` mark too, so that ``-m "not browser"`` never starts JupyterLab or
    Playwright (whose sync API leaves an event loop running in the main thread, which breaks
    the later tests that run a kernel-like loop with ``asyncio.run``). Then the modules of
    ``HEAVY_FIRST`` go first, each whole and in its own order (the rest keep theirs)."""
    for item in items:
        needs = item.get_closest_marker("e2e") or "page" in getattr(item, "fixturenames", ())
        if needs and not item.get_closest_marker("browser"):
            item.add_marker(pytest.mark.browser)
    rank = {name: k for k, name in enumerate(HEAVY_FIRST)}
    items.sort(key=lambda item: rank.get(item.path.name, len(HEAVY_FIRST)))


@pytest.fixture(scope="session", autouse=True)
def library_path():
    """Keep ``SOLITAIRE_WIDGET_LIBRARY=:memory:`` for the whole session (even if a test
    changed it); returns the value."""
    mp = pytest.MonkeyPatch()
    mp.setenv(LIBRARY_ENV, LIBRARY_PATH)
    yield LIBRARY_PATH
    mp.undo()


# ---------------------------------------------------------------- browser: Chromium


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """pytest-playwright hook: Debian's chromium instead of a Playwright-downloaded one."""
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    """pytest-playwright hook: pages ask for reduced motion, so a card is where its state
    puts it as soon as it is drawn (tests that read a card's box right after a change);
    tests/test_motion.py turns motion back on for its pages."""
    return {**browser_context_args, "reduced_motion": "reduce"}


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="session")
def static_server():
    """Serve the repo root on http://127.0.0.1:<free port> (ES modules need http://)."""
    handler = functools.partial(_QuietHandler, directory=str(ROOT))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()
    thread.join(timeout=5)


# ---------------------------------------------------------------- e2e: JupyterLab


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def lab(tmp_path_factory, library_path):
    """A real ``jupyter lab`` on 127.0.0.1:<free port>, token auth, hermetic dirs.

    Returns a namespace with ``url``, ``token``, ``nbdir`` (the server's root: write
    notebooks here), ``runtime`` (kernel connection files), ``log`` and ``env``.
    """
    d = tmp_path_factory.mktemp("lab")
    nbdir, runtime = d / "nb", d / "runtime"
    nbdir.mkdir()
    # silence the "Would you like to get notified about official Jupyter news?" toast
    settings = d / "settings" / "@jupyterlab" / "apputils-extension"
    settings.mkdir(parents=True)
    (settings / "notification.jupyterlab-settings").write_text(
        '{"fetchNews": "false", "checkForUpdates": false}'
    )
    port, token = _free_port(), secrets.token_hex(16)
    env = {
        **os.environ,
        "JUPYTER_RUNTIME_DIR": str(runtime),  # kernel-<id>.json connection files land here
        "JUPYTER_CONFIG_DIR": str(d / "config"),  # ignore ~/.jupyter
        "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
        LIBRARY_ENV: library_path,  # kernels inherit it: the widget never touches the data dir
    }
    env.pop("ANYWIDGET_HMR", None)
    cmd = [
        sys.executable, "-m", "jupyter", "lab",
        "--no-browser", "--allow-root", "--ip=127.0.0.1", f"--port={port}",
        f"--IdentityProvider.token={token}",
        f"--ServerApp.root_dir={nbdir}",
        "--LabApp.expose_app_in_browser=True",  # window.jupyterapp, as galata uses
        f"--LabApp.user_settings_dir={d / 'settings'}",
        f"--LabApp.workspaces_dir={d / 'workspaces'}",
        "--LabApp.extension_manager=readonly",  # the default 'pypi' manager queries PyPI
    ]  # fmt: skip
    log_path = d / "lab.log"
    log = open(log_path, "w")  # noqa: SIM115 (closed at teardown)
    proc = subprocess.Popen(cmd, env=env, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    t0 = time.monotonic()
    while True:
        try:
            urllib.request.urlopen(f"{url}/api/status?token={token}", timeout=1)
            break
        except OSError:
            if proc.poll() is not None or time.monotonic() - t0 > 60:
                proc.kill()
                proc.wait()
                log.close()
                raise RuntimeError("jupyter lab did not start:\n" + log_path.read_text()) from None
            time.sleep(0.1)
    print(f"\n[lab] up in {time.monotonic() - t0:.2f}s at {url} (log {log_path})")
    yield types.SimpleNamespace(
        url=url, token=token, nbdir=nbdir, runtime=runtime, log=log_path, env=env
    )
    proc.send_signal(signal.SIGTERM)  # the server shuts its kernels down cleanly
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
    log.close()


@pytest.fixture(autouse=True, scope="module")
def _fresh_live_status_worker():
    """Each test module starts with no live-status worker: a search a module left running
    (a stuck search takes seconds on some positions) must not delay the next module's
    answers. The old worker ends when its lifeline closes."""
    yield
    live_status = sys.modules.get("solitaire_widget.live_status")
    if live_status is not None:
        live_status.shutdown(wait=False)
