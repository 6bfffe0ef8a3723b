"""The classroom site (JupyterLite): its size, its first load, and a click's latency in Pyodide
beside the same click in JupyterLab, in one run.

Run from the repository root (needs Chromium at /usr/bin/chromium, and the ``lite`` extra's
jupyterlite: best in a venv of its own, named by ``SOLITAIRE_WIDGET_LITE_PYTHON``)::

    export SOLITAIRE_WIDGET_LITE_PYTHON=$(bash scripts/lite_venv)  # .ci/lite-venv's Python
    python benchmarks/lite.py                # build the site, print the figures
    python benchmarks/lite.py --write-docs   # and update "Classroom site" in docs/benchmarks.md

What is measured
----------------
* **Size**: the bytes of the site ``python -m solitaire_widget.site build`` writes, whole and
  by part (the Pyodide runtime, JupyterLab's front end, the wheels).
* **First load**: a fresh browser profile (empty cache) opens a lesson from the site served by
  Python's ``http.server`` on 127.0.0.1 (network off: Chromium resolves no other host), timed
  until the Pyodide kernel answers (``kernel.info``), then until ``import solitaire_widget``
  has run (the lesson's first cell installs the package from the site). Then the same page
  once more with the browser's cache warm (a student's second visit).
* **Click latency**: one notebook with a Klondike table (deal 1, live status on, as shipped)
  and a bare anywidget "echo" (a custom message in, one Int trait back), open both in the
  JupyterLite site (kernel: Pyodide in a web worker) and in a ``jupyter lab`` server (kernel:
  CPython, over a websocket), in two pages of one browser. Clicks alternate between the two
  hosts and the two widgets at a human pace; each is timed inside the page, from the pointer
  events on the stock until a ``MutationObserver`` sees the new move count (the same in-page
  timing as benchmarks/widget_latency.py, whose click code is reused).
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import json
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _report import write_section  # noqa: E402
from widget_latency import _CLICK_JS, SETUP, machine, pct, start_lab  # noqa: E402

from solitaire_widget import site  # noqa: E402
from tests.conftest import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from tests.labutil import open_and_run, write_notebook  # noqa: E402

LESSON = "04_solitario_lesson.ipynb"
OFFLINE = ["--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]
CELLS = [SETUP, 'k = sw.play("klondike", seed=1)\nk', "echo = Echo()\necho"]
KINDS = {"klondike": 0, "echo": 1}  # page order of .solitaire-root / .echo-button

_READY_JS = """async (name) => {
    const app = window.jupyterapp;
    await app.started; await app.restored;
    let nb;
    for (let i = 0; i < 1200 && !nb; i++) {
        nb = [...app.shell.widgets('main')].find(w => w.context?.path === name);
        if (!nb) await new Promise(r => setTimeout(r, 50));
    }
    app.shell.activateById(nb.id);
    await nb.context.ready; await nb.sessionContext.ready;
    await nb.sessionContext.session.kernel.info;
    return performance.now();
}"""
_EXEC_JS = """async ([name, code]) => {
    const nb = [...window.jupyterapp.shell.widgets('main')].find(w => w.context?.path === name);
    const f = nb.sessionContext.session.kernel.requestExecute({code});
    let err = null;
    f.onIOPub = (m) => { if (m.header.msg_type === 'error') err = m.content.evalue; };
    await f.done;
    if (err) throw new Error(err);
    return performance.now();
}"""
# write a notebook into the site's browser storage and open it (JupyterLite has no server)
_OPEN_JS = """async ([name, nb]) => {
    const app = window.jupyterapp;
    await app.started; await app.restored;
    await app.serviceManager.contents.save(name, {type: 'notebook', format: 'json', content: nb});
    await app.commands.execute('docmanager:open', {path: name, factory: 'Notebook',
                                                   kernel: {name: 'python'}});
}"""


def serve(folder: Path) -> tuple[str, http.server.ThreadingHTTPServer]:
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    httpd = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(Quiet, directory=str(folder))
    )
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{httpd.server_address[1]}", httpd


def expose_app(context, base: str) -> list[str]:
    """Route the context: expose the app object (the site itself stays as built) and refuse
    (and list) any request that is not to the local servers."""
    outside: list[str] = []

    def route(r):
        url = r.request.url
        if url.split("?")[0] == f"{base}/jupyter-lite.json":
            resp = r.fetch()
            cfg = json.loads(resp.text())
            cfg["jupyter-config-data"]["exposeAppInBrowser"] = True
            r.fulfill(response=resp, body=json.dumps(cfg))
        elif url.startswith(("http://127.0.0.1:", "data:", "blob:")):
            r.continue_()
        else:
            outside.append(url)
            r.abort()

    context.route("**/*", route)
    return outside


def parts(folder: Path) -> dict[str, int]:
    sizes = {
        "Pyodide runtime + start-up wheels (static/pyodide)": folder / "static" / "pyodide",
        "JupyterLab front end (build, extensions, apps)": None,
        "package wheels (pypi)": folder / "pypi",
        "lessons and records (files)": folder / "files",
    }
    out = {k: site.site_size(v) for k, v in sizes.items() if v is not None}
    total = site.site_size(folder)
    out["JupyterLab front end (build, extensions, apps)"] = total - sum(out.values())
    out["total"] = total
    return out


def first_loads(browser, base: str, cold: int) -> dict[str, list[float]]:
    """Seconds from navigation to a ready kernel and to the package imported, cold and warm."""
    res: dict[str, list[float]] = {"cold_kernel": [], "cold_import": [], "warm_kernel": []}
    for _ in range(cold):
        context = browser.new_context(viewport={"width": 1280, "height": 1000})
        outside = expose_app(context, base)
        page = context.new_page()
        t0 = time.perf_counter()
        page.goto(f"{base}/lab/index.html?path={LESSON}")
        page.wait_for_function("window.jupyterapp !== undefined", timeout=120_000)
        page.evaluate(_READY_JS, LESSON)
        res["cold_kernel"].append(time.perf_counter() - t0)
        page.evaluate(_EXEC_JS, [LESSON, site.INSTALL_CELL + "\nimport solitaire_widget"])
        res["cold_import"].append(time.perf_counter() - t0)
        # the second visit: same profile, HTTP cache warm
        page.goto("about:blank")
        t0 = time.perf_counter()
        page.goto(f"{base}/lab/index.html?path={LESSON}")
        page.wait_for_function("window.jupyterapp !== undefined", timeout=120_000)
        page.evaluate(_READY_JS, LESSON)
        res["warm_kernel"].append(time.perf_counter() - t0)
        context.close()
        if outside:
            raise RuntimeError(f"requests left the site: {outside[:5]}")
    return res


def clicks(browser, base: str, samples: int, warmup: int, pace: float) -> dict:
    """Click → redraw (ms) for the table and the echo in the site and in JupyterLab."""
    import nbformat

    nb = nbformat.v4.new_notebook(
        cells=[nbformat.v4.new_code_cell(s) for s in ["%pip install -q solitaire_widget", *CELLS]]
    )
    nb.metadata["kernelspec"] = {"name": "python", "display_name": "Python (Pyodide)"}
    pages = {}
    with contextlib.ExitStack() as stack:
        context = browser.new_context(viewport={"width": 1280, "height": 2400})
        stack.callback(context.close)
        outside = expose_app(context, base)
        lite = context.new_page()
        lite.goto(f"{base}/lab/index.html")
        lite.wait_for_function("window.jupyterapp !== undefined", timeout=120_000)
        lite.evaluate(_OPEN_JS, ["latency.ipynb", json.loads(nbformat.writes(nb))])
        lite.evaluate(_READY_JS, "latency.ipynb")
        lite.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
        pages["JupyterLite (Pyodide)"] = lite

        lab = stack.enter_context(start_lab())
        page = browser.new_page(viewport={"width": 1280, "height": 2400})
        stack.callback(page.close)
        write_notebook(lab.nbdir / "latency.ipynb", *CELLS)
        open_and_run(page, lab, "latency.ipynb")
        pages["JupyterLab (CPython)"] = page
        for host, p in pages.items():
            try:
                p.wait_for_function(
                    "document.querySelector('.solitaire-root .solitaire-move-count') !== null"
                    " && document.querySelector('.echo-button') !== null",
                    timeout=180_000,
                )
            except Exception as exc:
                outputs = p.locator(".jp-OutputArea-output").all_inner_texts()
                raise RuntimeError(
                    f"{host}: the notebook did not show its widgets: {outputs}"
                ) from exc
        times = {host: {k: [] for k in KINDS} for host in pages}
        for i in range(warmup + samples):
            for kind, index in KINDS.items():
                for host, p in pages.items():
                    ms = p.evaluate(_CLICK_JS, [index, kind])
                    if i >= warmup:
                        times[host][kind].append(ms)
                    time.sleep(pace)
        if outside:
            raise RuntimeError(f"requests left the site: {outside[:5]}")
    return times


def report(sizes: dict[str, int], loads: dict[str, list[float]], times: dict, n: int) -> str:
    mb = lambda b: f"{b / 1e6:.1f} MB"  # noqa: E731
    lines = [
        "`python benchmarks/lite.py --write-docs` (see its docstring for what is timed). "
        "The site: `python -m solitaire_widget.site build DIR` (JupyterLite 0.8.6, Pyodide "
        f"{site.PYODIDE_VERSION}), served by `python -m http.server` on 127.0.0.1, the "
        "browser's network off.",
        "",
        machine(),
        "",
        "| part of the site | size |",
        "|---|---:|",
        *(f"| {k} | {mb(v)} |" for k, v in sizes.items() if k != "total"),
        f"| **total** | **{mb(sizes['total'])}** |",
        "",
        "| first load (fresh browser profile) | runs | median | min – max |",
        "|---|---:|---:|---:|",
    ]
    names = {
        "cold_kernel": "page opened → Pyodide kernel ready (empty cache)",
        "cold_import": "page opened → `solitaire_widget` installed and imported (empty cache)",
        "warm_kernel": "page opened → kernel ready, second visit (cache warm)",
    }
    for key, label in names.items():
        xs = loads[key]
        lines.append(
            f"| {label} | {len(xs)} | {statistics.median(xs):.1f} s | "
            f"{min(xs):.1f} – {max(xs):.1f} s |"
        )
    lines += [
        "",
        f"Click on the stock → page shows the new move count ({n} clicks each, interleaved "
        "across hosts and widgets):",
        "",
        "| host | widget | p50 | p95 | max |",
        "|---|---|---:|---:|---:|",
    ]
    for host, by_kind in times.items():
        for kind, xs in by_kind.items():
            label = "Klondike table (live status on)" if kind == "klondike" else "bare echo"
            lines.append(
                f"| {host} | {label} | {pct(xs, 0.5):.1f} ms | {pct(xs, 0.95):.1f} ms | "
                f"{max(xs):.1f} ms |"
            )
    lite, lab = times["JupyterLite (Pyodide)"], times["JupyterLab (CPython)"]
    install = statistics.median(loads["cold_import"]) - statistics.median(loads["cold_kernel"])
    lines += [
        "",
        f"Reading it: a student's first visit moves {mb(sizes['total'])}; served from this "
        "machine, the download is not what takes the time: the kernel is ready "
        f"{statistics.median(loads['cold_kernel']):.0f} s after the page opens with an empty "
        f"cache and {statistics.median(loads['warm_kernel']):.0f} s with a warm one (JupyterLab "
        "starting, then Pyodide compiling its WebAssembly and installing IPython's wheels in the "
        "worker, every visit). The lesson's package then installs from the site in "
        f"{install:.1f} s. A click on the table takes {pct(lite['klondike'], 0.5):.0f} ms (p50) "
        f"in Pyodide against {pct(lab['klondike'], 0.5):.0f} ms in JupyterLab in the same run "
        "(p95 "
        f"{pct(lite['klondike'], 0.95):.0f} against {pct(lab['klondike'], 0.95):.0f} ms): the "
        "kernel is a web worker in the page, with no websocket or server between them.",
    ]
    return "\n".join(lines) + "\n"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--samples", type=int, default=40, help="timed clicks per widget and host")
    ap.add_argument("--warmup", type=int, default=5)
    ap.add_argument("--pace", type=float, default=0.3, help="seconds between two clicks")
    ap.add_argument("--cold", type=int, default=3, help="first loads with an empty cache")
    ap.add_argument("--site", help="an already built site (default: build one)")
    ap.add_argument("--write-docs", action="store_true", help="update docs/benchmarks.md")
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="sw-lite-bench-") as tmp:
        folder = Path(args.site) if args.site else site.build(Path(tmp) / "site")
        sizes = parts(folder)
        base, httpd = serve(folder)
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS + OFFLINE)
                loads = first_loads(browser, base, args.cold)
                times = clicks(browser, base, args.samples, args.warmup, args.pace)
                browser.close()
        finally:
            httpd.shutdown()
    raw = ROOT / "benchmarks" / "results" / "lite.json"
    raw.write_text(json.dumps({"sizes": sizes, "loads": loads, "times": times}, indent=1))
    text = report(sizes, loads, times, args.samples)
    print(text)
    if args.write_docs:
        write_section(ROOT / "docs" / "benchmarks.md", "Classroom site", text)


if __name__ == "__main__":
    os.environ.pop("ANYWIDGET_HMR", None)
    main()
