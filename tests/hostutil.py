"""Helpers for tests/test_hosts.py and scripts/screenshots.py: other front ends' servers
(Jupyter Notebook 7, marimo) started on 127.0.0.1, and a WCAG contrast probe of the widget's
text run in the page.

``contrast_report(page)`` returns, for every visible text element of the first widget on the
page (title, counter, labels, enabled buttons, the message line, the status line), its
colour, the colour of its effective background (the element's and its ancestors' backgrounds
composited, through shadow roots, down to the canvas) and their WCAG contrast ratio. The
page's own colour parser is used (a 1x1 canvas), so any CSS colour syntax a host uses counts.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import time
import urllib.request
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from playwright.sync_api import Page

#: WCAG 2 AA for normal-size text
AA = 4.5

#: the widget's text elements whose contrast is checked (disabled buttons are exempt in WCAG)
TEXT_SELECTORS = [
    ".solitaire-title",
    ".solitaire-label",
    ".solitaire-counter",
    ".solitaire-counter b",
    ".solitaire-btn:not(:disabled)",
    ".solitaire-deal-input",
    ".solitaire-message",
    ".solitaire-status",
    ".solitaire-banner-title",
    ".solitaire-banner-text",
]

_CONTRAST_JS = """(selectors) => {
  const find = (root) => {   // the first .solitaire-root, also inside open shadow roots
    const hit = root.querySelector('.solitaire-root');
    if (hit) return hit;
    for (const e of root.querySelectorAll('*')) {
      if (e.shadowRoot) { const h = find(e.shadowRoot); if (h) return h; }
    }
    return null;
  };
  const widget = find(document);
  if (!widget) return null;
  const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  const rgba = (css) => {
    ctx.clearRect(0, 0, 1, 1); ctx.fillStyle = '#00000000'; ctx.fillStyle = css;
    ctx.fillRect(0, 0, 1, 1);
    const d = ctx.getImageData(0, 0, 1, 1).data;
    return [d[0], d[1], d[2], d[3] / 255];
  };
  const over = (top, under) => top.slice(0, 3).map((c, i) => c * top[3] + under[i] * (1 - top[3]));
  const lum = (c) => {
    const l = c.slice(0, 3).map((v) => {
      v /= 255;
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
  };
  const up = (n) =>
    n.parentNode && n.parentNode.nodeType === 11 ? n.parentNode.host : n.parentElement;
  const canvas = () => {   // what shows where every background is transparent
    const scheme = getComputedStyle(document.documentElement).colorScheme;
    return /dark/.test(scheme) && !/light/.test(scheme) ? [18, 18, 18, 1] : [255, 255, 255, 1];
  };
  const out = [];
  for (const sel of selectors) {
    for (const e of widget.querySelectorAll(sel)) {
      const cs = getComputedStyle(e);
      const text = (e.tagName === 'INPUT' ? e.value : e.innerText || '').trim();
      if (!text || !e.getClientRects().length || cs.visibility === 'hidden') continue;
      const layers = []; let opacity = 1;
      for (let n = e; n; n = up(n)) {
        const s = getComputedStyle(n);
        opacity *= parseFloat(s.opacity);
        const bg = rgba(s.backgroundColor);
        if (bg[3] > 0) layers.push(bg);
        if (bg[3] >= 1) break;
      }
      let bg = layers.length && layers[layers.length - 1][3] >= 1 ? [] : canvas();
      for (const layer of layers.reverse()) bg = bg.length ? [...over(layer, bg), 1] : layer;
      const fg0 = rgba(cs.color);
      const fg = over([...fg0.slice(0, 3), fg0[3] * opacity], bg);
      const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
      out.push({ selector: sel, text: text.slice(0, 40), fg: fg.map(Math.round),
                 bg: bg.slice(0, 3).map(Math.round),
                 ratio: Math.round(((a + 0.05) / (b + 0.05)) * 100) / 100 });
    }
  }
  return { theme: widget.dataset.theme, source: widget.dataset.themeSource, items: out };
}"""


def contrast_report(page: Page, selectors: list[str] | None = None) -> dict[str, Any]:
    """The widget's theme, what chose it, and every visible text element's contrast
    (``selectors``: another widget's text elements, e.g. the position editor's)."""
    report = page.evaluate(_CONTRAST_JS, selectors or TEXT_SELECTORS)
    assert report is not None, "no .solitaire-root on the page"
    return report


def assert_readable(
    page: Page, *, scheme: str, must_see: tuple[str, ...] = (), selectors: list[str] | None = None
) -> dict:
    """Assert the widget chose ``scheme`` and all its text reaches WCAG AA (4.5:1); the
    selectors in ``must_see`` must be among the checked elements (so a hidden status line
    can't pass by not being looked at)."""
    report = contrast_report(page, selectors)
    assert report["theme"] == scheme, report
    seen = {item["selector"] for item in report["items"]}
    assert set(must_see) <= seen, (must_see, report)
    low = [item for item in report["items"] if item["ratio"] < AA]
    assert not low, f"text below {AA}:1 ({report['source']}): {low}"
    return report


# ---------------------------------------------------------------- servers


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """A front end's server in its own process group (so its kernels and their workers are
    stopped with it), logging to ``log``; ``stop()`` ends the group it started."""

    def __init__(self, cmd: list[str], *, probe: str, env: dict, cwd: Path, log: Path) -> None:
        self.log_path = log
        self._log = open(log, "w")  # noqa: SIM115 (closed in stop)
        self.proc = subprocess.Popen(
            cmd, env=env, cwd=cwd, stdout=self._log, stderr=subprocess.STDOUT,
            start_new_session=True,
        )  # fmt: skip
        t0 = time.monotonic()
        while True:
            try:
                urllib.request.urlopen(probe, timeout=1)
                break
            except OSError:
                if self.proc.poll() is not None or time.monotonic() - t0 > 90:
                    self.stop()
                    raise RuntimeError(f"{cmd[2:4]} did not start:\n{log.read_text()}") from None
                time.sleep(0.1)
        self.startup = time.monotonic() - t0

    def stop(self) -> None:
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)  # the group this object started
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait()
        with contextlib.suppress(ProcessLookupError):  # kernels, solver workers left in it
            os.killpg(self.proc.pid, signal.SIGKILL)
        self._log.close()


def notebook_server(workdir: Path, env: dict) -> tuple[Server, Any]:
    """Jupyter Notebook 7 on a free port, token auth, hermetic dirs, ``window.jupyterapp``
    exposed; returns the server and a namespace shaped like conftest's ``lab`` (``url``,
    ``token``, ``nbdir``, ``runtime``) for tests/labutil.py's helpers."""
    import secrets
    import sys
    import types

    nbdir, runtime = workdir / "nb", workdir / "runtime"
    nbdir.mkdir(parents=True, exist_ok=True)
    settings = workdir / "settings" / "@jupyterlab" / "apputils-extension"
    settings.mkdir(parents=True, exist_ok=True)
    (settings / "notification.jupyterlab-settings").write_text(
        '{"fetchNews": "false", "checkForUpdates": false}'
    )
    port, token = free_port(), secrets.token_hex(16)
    env = {**env, "JUPYTER_RUNTIME_DIR": str(runtime), "JUPYTER_CONFIG_DIR": str(workdir / "cfg")}
    cmd = [
        sys.executable, "-m", "jupyter", "notebook",
        "--no-browser", "--allow-root", "--ip=127.0.0.1", f"--port={port}",
        f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={nbdir}",
        "--JupyterNotebookApp.expose_app_in_browser=True",
        f"--JupyterNotebookApp.user_settings_dir={workdir / 'settings'}",
        f"--JupyterNotebookApp.workspaces_dir={workdir / 'workspaces'}",
    ]  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    server = Server(
        cmd, probe=f"{url}/api/status?token={token}", env=env, cwd=nbdir,
        log=workdir / "notebook.log",
    )  # fmt: skip
    return server, types.SimpleNamespace(url=url, token=token, nbdir=nbdir, runtime=runtime)


def marimo_server(app: Path, env: dict, *, mode: str = "run") -> tuple[Server, str]:
    """``marimo run`` (or ``edit``) of ``app`` on a free port, headless, no token; returns
    the server and its URL. Open ``URL/?theme=dark`` for marimo's dark mode."""
    import sys

    port = free_port()
    cmd = [
        sys.executable, "-m", "marimo", mode, str(app), "--headless",
        "--host", "127.0.0.1", "--port", str(port), "--no-token",
    ]  # fmt: skip
    if mode == "edit":
        cmd.append("--skip-update-check")
    url = f"http://127.0.0.1:{port}"
    server = Server(
        cmd, probe=f"{url}/health", env=env, cwd=app.parent, log=app.with_suffix(".log")
    )
    return server, url
