"""Widget latency in a real JupyterLab: a click on the table until the page shows the new table.

Run from the repository root (needs Chromium at /usr/bin/chromium)::

    python benchmarks/widget_latency.py                # print the figures
    python benchmarks/widget_latency.py --write-docs   # and update the "Widget latency"
                                                       # section of docs/benchmarks.md
    python benchmarks/widget_latency.py --stuck        # clicks on expensive stuck checks
    python benchmarks/widget_latency.py --stuck --write-docs  # (its own subsection)

What is measured
----------------
A ``jupyter lab`` server is started as in the test fixture (tests/conftest.py ``lab``);
Chromium opens one notebook that shows a Matrimony table, a Klondike table and a bare
anywidget "echo" widget defined inline. Every sample is one click made *inside the page*
(pointer events on the stock at its centre, so no Playwright round trip is timed) and
ends when a ``MutationObserver`` sees the page show the new move count: the click's
intent went to the kernel, the engine played it, a new ``_table`` snapshot (with the
stuck check and the library write) came back, and the front end redrew the table.
The bare echo widget does the same round trip with nothing in it: its button sends a
custom message, the kernel sets an ``Int`` trait, the page redraws the button's text. Both
are measured in the same run, interleaved, so they share the machine's load.

Clicks on the stock are used because a stock click is always legal: Klondike draws
(and turns the waste over), Matrimony deals and then runs the 16 redeal steps, and a new
deal (from the kernel, not timed) follows when a Matrimony game runs out. Clicks come at a
human pace (``--pace``, 0.3 s between clicks by default). The server runs as installing the
package leaves it: jupyter_server and JupyterLab with their default settings (widget comms
over a kernel subshell; kernel websockets left to Nagle's algorithm). Also reported:
the kernel → page time alone (the kernel plays; the page shows it), the front end's
synchronous redraw in the harness page, the bytes of the ``_table`` JSON per update
(what one move costs on the wire), and the kernel-side time of one intent measured
without a browser (``_handle_msg`` on a widget in this process, inside an event loop as
in a kernel: validation, engine, snapshot, library write).

``--stuck`` (issue 9, item 3) measures instead a Klondike draw 1 table whose every click
lands on a position where no single move makes progress, so that only the engine's full
stuck search can tell whether the game goes on (a search of 0.1 s to several seconds,
which the widget runs in its worker process): deal 23 after the 101 moves of
tests/test_widget.py's ``SLOW_STUCK_MOVES``, then clicks on the stock (every stock click
from there lands on such a position: the script checks each one afterwards). An ordinary
Klondike draw 1 table (deal 1 from its start) and the bare echo are clicked in the same run,
interleaved, at the same pace; p50/p95/p99 and the p99 ratio to the echo are reported
(target: within 2×), with the kernel-side time of such an intent until the table is
published, with the stuck search handed to the worker after the publish (as shipped) and
before it (the order until commit cc7786c).
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as _dt
import json
import math
import os
import secrets
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from _report import machine_text, write_section  # noqa: E402

from tests.conftest import (  # noqa: E402  (also sets SOLITAIRE_WIDGET_LIBRARY=:memory:)
    CHROMIUM,
    CHROMIUM_ARGS,
    LIBRARY_ENV,
    LIBRARY_PATH,
    _free_port,
)
from tests.labutil import (  # noqa: E402
    attach_kernel,
    kernel_eval,
    kernel_exec,
    open_and_run,
    write_notebook,
)

NOTEBOOK = "latency.ipynb"
SETUP = '''
import json, time
import anywidget, traitlets
import solitaire_widget as sw

class Echo(anywidget.AnyWidget):
    """The bare round trip: a custom message in, one Int trait back."""
    _esm = """
    function render({ model, el }) {
      const b = document.createElement("button");
      b.className = "echo-button";
      const paint = () => { b.textContent = "echo " + model.get("n"); };
      b.addEventListener("click", () => model.send({ n: model.get("n") + 1 }));
      model.on("change:n", paint);
      paint();
      el.appendChild(b);
    }
    export default { render };
    """
    n = traitlets.Int(0).tag(sync=True)

    def __init__(self):
        super().__init__()
        self.on_msg(lambda w, content, buffers: setattr(self, "n", content["n"]))

sizes = {"matrimony": [], "klondike": [], "stuck": []}
def size_probe(name):
    def probe(change):
        text = json.dumps(change["new"], separators=(",", ":"), ensure_ascii=False)
        sizes[name].append(len(text.encode("utf-8")))
    return probe
'''
CELLS = [
    SETUP,
    'm = sw.play("matrimony", seed=1)\nm.observe(size_probe("matrimony"), names="_table")\nm',
    'k = sw.play("klondike", seed=1)\nk.observe(size_probe("klondike"), names="_table")\nk',
    "echo = Echo()\necho",
]


def stuck_cells() -> list[str]:
    """The ``--stuck`` notebook: the Klondike draw 1 table at the expensive position (deal
    ``SLOW_STUCK_SEED`` after ``SLOW_STUCK_MOVES``, with its default options: live status
    on), an ordinary Klondike draw 1 table (deal 1, from the start) for reference, then the
    bare echo."""
    from tests.test_widget import SLOW_STUCK_MOVES, SLOW_STUCK_SEED

    table = (
        f"g = sw.Game('klondike', seed={SLOW_STUCK_SEED}, draw_count=1)\n"
        f"for mv in {' '.join(SLOW_STUCK_MOVES)!r}.split():\n"
        "    g.play(mv)\n"
        "s = sw.SolitaireWidget(g)\n"
        's.observe(size_probe("stuck"), names="_table")\n'
        "s"
    )
    reference = (
        "k = sw.play('klondike', seed=1, draw_count=1)\n"
        'k.observe(size_probe("klondike"), names="_table")\nk'
    )
    return [SETUP, table, reference, CELLS[3]]


#: the kernel's name of each widget in the notebooks
VARIABLE = {"matrimony": "m", "klondike": "k", "stuck": "s", "echo": "echo"}

# Click inside the page and time until `done()` holds after a DOM mutation.
_CLICK_JS = """async ([index, kind]) => {
  const root = document.querySelectorAll('.solitaire-root, .echo-button')[index];
  let target, done;
  if (kind === 'echo') {
    const want = 'echo ' + (Number(root.textContent.split(' ')[1]) + 1);
    target = root;
    done = () => root.textContent === want;
  } else {
    const count = root.querySelector('.solitaire-move-count');
    const want = String(Number(count.textContent) + 1);
    const stock = [...root.querySelectorAll('[data-pile="stock"]')].at(-1);
    target = stock;
    done = () => root.querySelector('.solitaire-move-count').textContent === want;
  }
  const box = target.getBoundingClientRect();
  const x = box.left + box.width / 2, y = box.top + box.height / 2;
  return await new Promise((resolve, reject) => {
    const t0 = performance.now();
    const obs = new MutationObserver(() => {
      if (done()) { obs.disconnect(); resolve(performance.now() - t0); }
    });
    const what = { subtree: true, childList: true, characterData: true, attributes: true };
    obs.observe(root, what);
    setTimeout(() => { obs.disconnect(); reject(new Error('no redraw within 5 s')); }, 5000);
    if (kind === 'echo') {
      root.click();
    } else {
      const svg = target.ownerSVGElement || target.closest('svg');
      const opts = { bubbles: true, clientX: x, clientY: y, pointerId: 1,
                     pointerType: 'mouse', isPrimary: true, button: 0 };
      svg.dispatchEvent(new PointerEvent('pointerdown', { ...opts, buttons: 1 }));
      svg.dispatchEvent(new PointerEvent('pointerup', { ...opts, buttons: 0 }));
    }
  });
}"""


# Arm an observer that stamps (epoch ms) when the widget shows `want`; the kernel then acts.
_ARM_JS = """([index, kind, want]) => {
  window.__seen = null;
  const root = document.querySelectorAll('.solitaire-root, .echo-button')[index];
  const done = kind === 'echo'
    ? () => root.textContent === want
    : () => root.querySelector('.solitaire-move-count').textContent === want;
  const obs = new MutationObserver(() => {
    if (done()) { window.__seen = performance.timeOrigin + performance.now(); obs.disconnect(); }
  });
  obs.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
}"""
_KERNEL_ACT = {
    "klondike": (
        "[(_t := time.time() * 1000), k.play(next(m for m in k.game.legal_moves()"
        " if m.src == 'stock' or m.dst == 'stock'))][0]"
    ),
    "echo": "[(_t := time.time() * 1000), setattr(echo, 'n', echo.n + 1)][0]",
}


@contextlib.contextmanager
def start_lab() -> Iterator[SimpleNamespace]:
    """A ``jupyter lab`` subprocess as in tests/conftest.py (token, hermetic dirs), with
    JupyterLab's and jupyter_server's default settings."""
    with tempfile.TemporaryDirectory(prefix="widget-latency-") as tmp:
        d = Path(tmp)
        paths = [str(ROOT), os.environ.get("PYTHONPATH")]
        nbdir, runtime = d / "nb", d / "runtime"
        nbdir.mkdir()
        settings = d / "settings" / "@jupyterlab" / "apputils-extension"
        settings.mkdir(parents=True)
        (settings / "notification.jupyterlab-settings").write_text(
            '{"fetchNews": "false", "checkForUpdates": false}'
        )
        port, token = _free_port(), secrets.token_hex(16)
        env = {
            **os.environ,
            "JUPYTER_RUNTIME_DIR": str(runtime),
            "JUPYTER_CONFIG_DIR": str(d / "config"),
            "PYTHONPATH": os.pathsep.join(filter(None, paths)),
            LIBRARY_ENV: LIBRARY_PATH,
        }
        env.pop("ANYWIDGET_HMR", None)
        cmd = [
            sys.executable, "-m", "jupyter", "lab", "--no-browser", "--allow-root",
            "--ip=127.0.0.1", f"--port={port}", f"--IdentityProvider.token={token}",
            f"--ServerApp.root_dir={nbdir}", "--LabApp.expose_app_in_browser=True",
            f"--LabApp.user_settings_dir={d / 'settings'}",
            f"--LabApp.workspaces_dir={d / 'workspaces'}", "--LabApp.extension_manager=readonly",
        ]  # fmt: skip
        with open(d / "lab.log", "w") as log:
            proc = subprocess.Popen(cmd, env=env, stdout=log, stderr=subprocess.STDOUT)
            url = f"http://127.0.0.1:{port}"
            try:
                t0 = time.monotonic()
                while True:
                    try:
                        urllib.request.urlopen(f"{url}/api/status?token={token}", timeout=1)
                        break
                    except OSError:
                        if proc.poll() is not None or time.monotonic() - t0 > 60:
                            raise RuntimeError((d / "lab.log").read_text()) from None
                        time.sleep(0.1)
                yield SimpleNamespace(url=url, token=token, nbdir=nbdir, runtime=runtime)
            finally:
                proc.send_signal(signal.SIGTERM)
                try:
                    proc.wait(timeout=20)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait()


def pct(xs: list[float], q: float) -> float:
    """The q-quantile (0..1) by the nearest-rank method (rank ceil(q n); the 1e-9 keeps
    0.95 × 60 at rank 57 whatever the float rounding)."""
    s = sorted(xs)
    return s[min(len(s) - 1, max(0, math.ceil(q * len(s) - 1e-9) - 1))]


class TablePage:
    """One lab server with the latency notebook open in its own browser page, and its
    samples: click → redraw (``times``) and kernel → page (``down``). ``kinds`` names the
    notebook's widgets in page order: the tables, then "echo"."""

    def __init__(
        self,
        lab: SimpleNamespace,
        browser,
        cells: list[str],
        kinds: tuple[str, ...] = ("matrimony", "klondike", "echo"),
    ) -> None:
        self.index = {kind: i for i, kind in enumerate(kinds)}
        self.page = browser.new_page(viewport={"width": 1280, "height": 2400})
        self.errors: list[str] = []
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        write_notebook(lab.nbdir / NOTEBOOK, *cells)
        open_and_run(self.page, lab, NOTEBOOK)
        self.page.wait_for_function(
            f"document.querySelectorAll('.solitaire-root').length === {len(kinds) - 1}"
            " && document.querySelector('.echo-button') !== null",
            timeout=120_000,
        )
        self.kc = attach_kernel(lab, NOTEBOOK)
        self.times: dict[str, list[float]] = {k: [] for k in self.index}
        self.down: dict[str, list[float]] = {"klondike": [], "echo": []}
        self.matrimony_clicks = 0
        self.matrimony_deal = 1

    def click(self, kind: str, keep: bool) -> None:
        page, kc = self.page, self.kc
        if kind == "matrimony" and self.matrimony_clicks == 20:  # 6 deals + 14 redeals
            self.matrimony_deal += 1
            kernel_exec(kc, f"m.new_deal({self.matrimony_deal})")
            page.wait_for_function(
                "document.querySelectorAll('.solitaire-move-count')[0].textContent === '0'"
            )
            self.matrimony_clicks = 0
        ms = page.evaluate(_CLICK_JS, [self.index[kind], kind])
        if kind == "matrimony":
            self.matrimony_clicks += 1
        if keep:
            self.times[kind].append(ms)

    def kernel_to_page(self, kind: str, keep: bool) -> None:
        page, kc = self.page, self.kc
        if kind == "echo":
            want = f"echo {kernel_eval(kc, 'echo.n') + 1}"
        else:
            want = str(kernel_eval(kc, "len(k.game.moves)") + 1)
        page.evaluate(_ARM_JS, [self.index[kind], kind, want])
        t_set = kernel_eval(kc, _KERNEL_ACT[kind])
        page.wait_for_function("window.__seen !== null", timeout=5_000)
        if keep:
            self.down[kind].append(page.evaluate("window.__seen") - t_set)

    def result(self) -> dict:
        sizes = kernel_eval(self.kc, "sizes")
        names = [VARIABLE[kind] for kind in self.index]
        counts = kernel_eval(
            self.kc, "[" + ", ".join(f"len({n}.game.moves)" for n in names[:-1]) + ", echo.n]"
        )
        moves = {
            kind: kernel_eval(self.kc, f"[str(mv) for mv in {VARIABLE[kind]}.game.moves]")
            for kind in self.index
            if kind != "echo"
        }
        if self.errors:
            raise RuntimeError(f"page errors: {self.errors}")
        return {
            "times": self.times,
            "sizes": sizes,
            "counts": counts,
            "down": self.down,
            "moves": moves,
        }


def measure_browser(
    samples: int,
    warmup: int,
    cells: list[str] = CELLS,
    pace: float = 0.3,
    kinds: tuple[str, ...] = ("matrimony", "klondike", "echo"),
    kernel_to_page: bool = True,
) -> dict[str, dict]:
    """One lab server with the notebook open in a page; every round makes one sample of each
    widget in turn (``kinds``, in page order), ``pace`` seconds apart, so the widgets share
    the machine's load alike. Returns the page's result under the key "lab"."""
    from playwright.sync_api import sync_playwright

    with contextlib.ExitStack() as stack:
        labs = {"lab": stack.enter_context(start_lab())}
        pw = stack.enter_context(sync_playwright())
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        stack.callback(browser.close)
        pages: dict[str, TablePage] = {}
        for name, lab in labs.items():
            pages[name] = TablePage(lab, browser, cells, kinds)
            stack.callback(pages[name].kc.stop_channels)
        for i in range(warmup + samples):
            for kind in kinds:
                for tp in pages.values():
                    tp.click(kind, keep=i >= warmup)
                    time.sleep(pace)
        # kernel -> page: the kernel plays (or sets the trait), the page redraws
        for i in range(warmup + samples // 2 if kernel_to_page else 0):
            for kind in ("klondike", "echo"):
                for tp in pages.values():
                    tp.kernel_to_page(kind, keep=i >= warmup)
        return {name: tp.result() for name, tp in pages.items()}


def measure_kernel_side(samples: int) -> dict[str, list[float]]:
    """Time one stock intent through ``_handle_msg`` in this process (no browser), inside
    an asyncio loop as in a kernel: the time until the new table is published. A stuck
    search the widget defers to after the publish runs between samples, untimed."""
    import asyncio

    from solitaire_widget.widget import SolitaireWidget

    async def run(variant: str) -> list[float]:
        w = SolitaireWidget(variant, seed=1)
        xs = []
        deal = 1
        for _ in range(samples):
            if variant == "matrimony" and len(w.game.moves) == 20:
                deal += 1
                w.new_deal(deal)
            msg = {"kind": "stock", "version": w._table["version"]}
            t0 = time.perf_counter()
            data = {"method": "custom", "content": msg}
            w._handle_msg({"content": {"data": data}, "buffers": []})
            xs.append((time.perf_counter() - t0) * 1000)
            await asyncio.sleep(0)
        return xs

    return {variant: asyncio.run(run(variant)) for variant in ("matrimony", "klondike")}


def measure_kernel_side_stuck(samples: int, pace: float) -> dict[str, dict[str, list[float]]]:
    """Time stock intents through ``_handle_msg`` on the ``--stuck`` position (every one
    lands on a position that needs the full stuck search), ``pace`` seconds apart inside an
    asyncio loop as in a kernel, with the widget's default options (live status on, its
    in-memory library); the stuck searches and live status solves run meanwhile in the
    worker process, as in the page. Two times per intent, in ms: until the new ``_table``
    is set (published) and until the handler returns (the library write follows the
    publish). Two orders, alternated in halves: "after" (as shipped: the search is handed
    to the worker on the loop's next turn) and "before" (handed over within the click, as
    until commit cc7786c)."""
    import asyncio

    import solitaire_widget as sw
    from solitaire_widget.widget import SolitaireWidget
    from tests.test_widget import slow_stuck_game

    async def run(order: str, n: int) -> dict[str, list[float]]:
        w = SolitaireWidget(slow_stuck_game(), library=sw.Library(":memory:"))
        if order == "before":  # the old order: the job goes out before the publish
            w._search_later = lambda key, loop: w._start_search(key, loop)
        stamp: list[float] = []
        w.observe(lambda _change: stamp.append(time.perf_counter()), names="_table")
        await asyncio.sleep(1.0)  # the worker process starts
        out: dict[str, list[float]] = {"publish": [], "handler": []}
        for _ in range(n):
            msg = {"kind": "stock", "version": w._table["version"]}
            data = {"method": "custom", "content": msg}
            stamp.clear()
            t0 = time.perf_counter()
            w._handle_msg({"content": {"data": data}, "buffers": []})
            out["handler"].append((time.perf_counter() - t0) * 1000)
            out["publish"].append((stamp[0] - t0) * 1000)
            await asyncio.sleep(pace)
        w.close()
        return out

    result = {order: {"publish": [], "handler": []} for order in ("after", "before")}
    for n in (samples // 2, samples - samples // 2):
        for order, xs in result.items():
            for what, ys in asyncio.run(run(order, n)).items():
                xs[what] += ys
    return result


def stuck_positions(moves: list[str], limit: int = 2000) -> dict[str, int]:
    """Check the positions the ``--stuck`` clicks landed on (the moves after the set-up
    line) with :func:`searches`."""
    from solitaire_widget import Game
    from tests.test_widget import SLOW_STUCK_MOVES, SLOW_STUCK_SEED, slow_stuck_game

    g, start = Game("klondike", seed=SLOW_STUCK_SEED, draw_count=1), slow_stuck_game()
    for mv in moves[: len(SLOW_STUCK_MOVES)]:
        g.play(mv)
    if g.state_key() != start.state_key():
        raise RuntimeError("the table was not set up at the expensive position")
    return searches(g, moves[len(SLOW_STUCK_MOVES) :], limit)


def searches(game: Any, moves: list[str], limit: int = 2000) -> dict[str, int]:
    """Play ``moves`` on ``game``; count the positions reached ("clicks"), those that needed
    the full stuck search (no single move makes progress: :func:`quick_status` can't tell)
    and those of them that the engine's search can't settle within ``limit`` positions
    (``Game.stuck_within``; about 0.1 ms a position)."""
    from solitaire_widget.snapshot import quick_status

    out = {"clicks": 0, "full_search": 0, "over_limit": 0, "limit": limit}
    for mv in moves:
        game.play(mv)
        out["clicks"] += 1
        if quick_status(game) is None:
            out["full_search"] += 1
            out["over_limit"] += game.stuck_within(limit) is None
    return out


def measure_paint(samples: int) -> dict[str, list[float]]:
    """The front end's synchronous redraw of one new snapshot, in the harness page
    (tests/harness: the bundle with a fake model, no Jupyter), in ms."""
    import functools
    import http.server
    import threading

    from playwright.sync_api import sync_playwright

    from solitaire_widget.widget import SolitaireWidget

    tables: dict[str, list[dict]] = {}
    for variant in ("matrimony", "klondike"):
        w = SolitaireWidget(variant, seed=1, library=None)
        tables[variant] = []
        for _ in range(min(samples, 20)):
            msg = {"kind": "stock", "version": w._table["version"]}
            w._handle_msg(
                {"content": {"data": {"method": "custom", "content": msg}}, "buffers": []}
            )
            tables[variant].append(json.loads(json.dumps(w._table)))

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args: object) -> None:
            pass

    handler = functools.partial(Quiet, directory=str(ROOT))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{httpd.server_address[1]}"
    out: dict[str, list[float]] = {}
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = browser.new_page()
            for variant, snaps in tables.items():
                page.goto(f"{base}/tests/harness/index.html?fixture={variant}-start&width=900")
                page.wait_for_function("window.__ready === true")
                out[variant] = page.evaluate(
                    """(L) => L.map(t => { const t0 = performance.now();
                        window.__model._pyset('_table', t); return performance.now() - t0; })""",
                    snaps,
                )[2:]
            browser.close()
    finally:
        httpd.shutdown()
        httpd.server_close()
    return out


def report(result: dict, kernel: dict[str, list[float]]) -> str:
    times, sizes = result["times"], result["sizes"]
    bare50, bare95 = statistics.median(times["echo"]), pct(times["echo"], 0.95)
    lines = [
        "| widget | clicks | min ms | p50 ms | p95 ms | max ms | p95 / bare p95"
        " | kernel-side p50 / p95 ms"
        " | `_table` bytes per update (median, max) |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for kind in ("matrimony", "klondike"):
        xs = times[kind]
        ks = kernel[kind]
        sz = sizes[kind]
        lines.append(
            f"| {kind} | {len(xs)} | {min(xs):.1f} | {statistics.median(xs):.1f} | "
            f"{pct(xs, 0.95):.1f} | "
            f"{max(xs):.1f} | {pct(xs, 0.95) / bare95:.2f}× | "
            f"{statistics.median(ks):.2f} / {pct(ks, 0.95):.2f} | "
            f"{statistics.median(sz):,.0f}, {max(sz):,} |"
        )
    xs = times["echo"]
    lines.append(
        f"| bare anywidget echo | {len(xs)} | {min(xs):.1f} | {bare50:.1f} | {bare95:.1f} | "
        f"{max(xs):.1f} | "
        "1.00× | – | – |"
    )
    down = result["down"]
    lines += [
        "",
        "Kernel → page only (the kernel plays a stock move, or sets the echo trait; the page "
        "shows it), the same clocks as above:",
        "",
        "| widget | samples | p50 ms | p95 ms |",
        "|---|---:|---:|---:|",
    ]
    for kind, name in (("klondike", "klondike"), ("echo", "bare anywidget echo")):
        xs = down[kind]
        lines.append(f"| {name} | {len(xs)} | {statistics.median(xs):.1f} | {pct(xs, 0.95):.1f} |")
    return "\n".join(lines)


def report_stuck(
    result: dict,
    kernel: dict[str, dict[str, list[float]]],
    positions: dict[str, int],
    reference: dict[str, int],
) -> str:
    """The ``--stuck`` table: click → redraw quantiles beside the bare echo's."""
    times, sizes = result["times"], result["sizes"]["stuck"]
    echo99 = pct(times["echo"], 0.99)
    lines = [
        "| widget | clicks | min ms | p50 ms | p95 ms | p99 ms | max ms | p99 / bare p99 |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for kind, name in (
        ("stuck", "klondike draw 1, expensive stuck check"),
        ("klondike", "klondike draw 1, ordinary game (reference)"),
        ("echo", None),
    ):
        xs = times[kind]
        lines.append(
            f"| {name or 'bare anywidget echo'} | {len(xs)} | {min(xs):.1f} | "
            f"{statistics.median(xs):.1f} | {pct(xs, 0.95):.1f} | {pct(xs, 0.99):.1f} | "
            f"{max(xs):.1f} | {pct(xs, 0.99) / echo99:.2f}× |"
        )
    ratio = pct(times["stuck"], 0.99) / echo99
    lines += [
        "",
        f"p99 ratio to the bare echo {ratio:.2f}×: the target (within 2×) is "
        f"{'met' if ratio <= 2 else 'missed'}. Positions: {positions['full_search']} of the "
        f"{positions['clicks']} clicks (timed and untimed) landed on a position that needs "
        "the engine's full stuck search (no single move makes progress), "
        f"{positions['over_limit']} of them one that the search can't settle within "
        f"{positions['limit']:,} positions; of the reference game's {reference['clicks']}, "
        f"{reference['full_search']} needed the full search and {reference['over_limit']} "
        "over that limit. `_table` bytes per update: median "
        f"{statistics.median(sizes):,.0f}, max {max(sizes):,}.",
        "",
        "Kernel-side, one such stock intent through `_handle_msg` without a browser "
        f"({len(kernel['after']['publish'])} intents per order at the same pace, the worker "
        "busy meanwhile), until the table is published and until the handler returns, with "
        "the stuck search handed to the worker after the publish (as shipped) and before it "
        "(the order until commit cc7786c), alternated in halves:",
        "",
        "| stuck search handed over | to publish p50 / p95 / p99 ms | handler p50 / p95 / p99 ms |",
        "|---|---:|---:|",
    ]
    for order, name in (("after", "after the publish"), ("before", "before the publish")):
        cells = [
            " / ".join(f"{pct(xs, q):.2f}" for q in (0.5, 0.95, 0.99))
            for xs in (kernel[order]["publish"], kernel[order]["handler"])
        ]
        lines.append(f"| {name} | {cells[0]} | {cells[1]} |")
    return "\n".join(lines)


STUCK_TITLE = "Clicks on positions with an expensive stuck check (issue 9)"


def write_subsection(path: Path, text: str, title: str = STUCK_TITLE) -> None:
    """Replace (or add, before "### Earlier runs") the ``### title`` subsection of the
    "Widget latency" section of docs/benchmarks.md; the rest of the file is left as is."""
    import re

    doc = path.read_text(encoding="utf-8")
    part = f"### {title}\n\n{text.rstrip()}\n\n"
    found = re.search(r"^## Widget latency\n.*?(?=^## |\Z)", doc, re.MULTILINE | re.DOTALL)
    if found is None:
        raise ValueError(f"{path} has no '## Widget latency' section")
    section = found.group(0)
    own = re.compile(rf"^### {re.escape(title)}\n.*?(?=^### |\Z)", re.MULTILINE | re.DOTALL)
    if own.search(section):
        section = own.sub(lambda _m: part, section, count=1)
    elif "\n### Earlier runs\n" in section:
        section = section.replace("\n### Earlier runs\n", f"\n{part}### Earlier runs\n", 1)
    else:
        section = section.rstrip() + "\n\n" + part
    path.write_text(doc[: found.start()] + section + doc[found.end() :], encoding="utf-8")


def main_stuck(args: argparse.Namespace) -> None:
    """``--stuck``: the expensive-stuck-check table beside the bare echo, in one lab."""
    load_before = _load()
    lab = measure_browser(
        args.samples,
        args.warmup,
        stuck_cells(),
        args.pace,
        kinds=("stuck", "klondike", "echo"),
        kernel_to_page=False,
    )["lab"]
    positions = stuck_positions(lab["moves"]["stuck"])
    from solitaire_widget import Game

    reference = searches(Game("klondike", seed=1, draw_count=1), lab["moves"]["klondike"])
    kernel = measure_kernel_side_stuck(args.samples, args.pace)
    text = (
        f"`python benchmarks/widget_latency.py --stuck --samples {args.samples} --write-docs`. "
        f"{machine()}\n\n"
        "Click on the stock (pointer events in the page) → the page shows the new table, in "
        "real JupyterLab (default settings), on a Klondike draw 1 table (default options: "
        "live status on, in-memory library) set up at deal 23 after the 101 moves of "
        "tests/test_widget.py's `SLOW_STUCK_MOVES`: from there every stock click lands on a "
        "position where no single move makes progress, so the widget publishes the table "
        'at once as "playing" and sends the engine\'s full stuck search (0.1 s to several '
        "seconds each) to its worker process, which is thus busy during the whole run. "
        "For reference, an ordinary Klondike draw 1 table (deal 1 from its start, default "
        "options) and the bare anywidget echo in the same page, the three clicked in turn: "
        f"{args.samples} timed "
        f"clicks per widget after {args.warmup} untimed, {args.pace:g} s apart. Load average "
        f"(1 min) at the start of the run {load_before:.1f}, at the end {_load():.1f}; on "
        "this shared machine read the ratio, not the absolute figures.\n\n"
        f"{report_stuck(lab, kernel, positions, reference)}\n"
    )
    print(text)
    if args.write_docs:
        write_subsection(ROOT / "docs" / "benchmarks.md", text)
        print("wrote docs/benchmarks.md")


def _load() -> float:
    try:
        return os.getloadavg()[0]
    except (OSError, AttributeError):
        return float("nan")


def machine() -> str:
    now = _dt.datetime.now(_dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
    load = ""
    with contextlib.suppress(OSError, AttributeError):
        load = f" Load average during the run (1 min): {os.getloadavg()[0]:.1f}."
    return f"Machine: {machine_text()}, Chromium (Debian, headless). Measured {now}.{load}"


def write_docs(text: str, path: Path) -> None:
    """Replace (or add) the ``## Widget latency`` section of docs/benchmarks.md; a hand-kept
    "### Earlier runs" subsection at its end is left in place."""
    intro = (
        "`python benchmarks/widget_latency.py --write-docs` (see its docstring for what is "
        "timed).\n\n"
    )
    write_section(path, "Widget latency", intro + text, keep="Earlier runs")


def verdicts(result: dict) -> str:
    times = result["times"]
    bare95 = pct(times["echo"], 0.95)
    out = []
    for kind in ("matrimony", "klondike"):
        p95 = pct(times[kind], 0.95)
        ok = p95 < 50 and p95 <= 2 * bare95
        out.append(
            f"{kind} p95 {p95:.1f} ms {'meets' if ok else 'misses'} the targets "
            f"(< 50 ms, and ≤ 2× the bare round trip's p95 {bare95:.1f} ms: "
            f"{'yes' if p95 <= 2 * bare95 else 'no'})"
        )
    return "; ".join(out) + "."


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--samples", type=int, default=60, help="timed clicks per widget")
    ap.add_argument("--warmup", type=int, default=5, help="untimed clicks first")
    ap.add_argument("--write-docs", action="store_true", help="update docs/benchmarks.md")
    ap.add_argument("--pace", type=float, default=0.3, help="seconds between two clicks")
    ap.add_argument(
        "--no-live-status",
        action="store_true",
        help="the Klondike table without its live status (no solver work after each move)",
    )
    ap.add_argument(
        "--no-live-matrimony",
        action="store_true",
        help="the Matrimony table without its live status (its default until 2026-12-04)",
    )
    ap.add_argument(
        "--stuck",
        action="store_true",
        help="a Klondike draw 1 table whose every click needs the full stuck search, beside "
        "the bare echo (writes its own subsection with --write-docs)",
    )
    args = ap.parse_args()
    if args.stuck:
        main_stuck(args)
        return
    load_before = _load()
    cells = list(CELLS)
    if args.no_live_status:
        cells[2] = cells[2].replace("seed=1)", "seed=1, live_status=False)", 1)
    if args.no_live_matrimony:
        cells[1] = cells[1].replace("seed=1)", "seed=1, live_status=False)", 1)
    lab = measure_browser(args.samples, args.warmup, cells, args.pace)["lab"]
    kernel = measure_kernel_side(200)
    paint = measure_paint(20)
    paint_line = ", ".join(
        f"{v} p50 {statistics.median(xs):.1f} ms (max {max(xs):.1f})" for v, xs in paint.items()
    )
    kernel_line = " and ".join(f"{statistics.median(xs):.2f} ms ({v})" for v, xs in kernel.items())
    options_line = (
        "The Klondike table without its live status (`--no-live-status`)."
        if args.no_live_status
        else "Both tables with their default options: both show their live status (after each "
        "move the kernel sends the game's record to the shared solver worker process)."
    )
    if args.no_live_matrimony:
        options_line += " Here the Matrimony table shows none (`--no-live-matrimony`)."
    options_line += (
        f" Load average (1 min) at the start of the run {load_before:.1f}, at the end "
        f"{_load():.1f}."
    )
    text = (
        f"{machine()}\n\n"
        "Click on the stock (pointer events in the page) → the page shows the new table, in "
        "real JupyterLab with the kernel on the same machine; "
        f"{args.samples} timed clicks per widget after {args.warmup} untimed, "
        f"{args.pace:g} s apart, the three widgets interleaved, JupyterLab and jupyter_server "
        "with their default settings (nothing of the package changes them). "
        "Kernel-side: one stock intent through `_handle_msg` without a browser "
        "(validation, engine, snapshot, in-memory library write) until the table is published, "
        f"200 intents. Bytes: compact UTF-8 JSON of each published `_table`. {options_line}\n\n"
        f"{report(lab, kernel)}\n\n{verdicts(lab)}\n\n"
        f"Where the time goes: the kernel publishes a new table in {kernel_line} at the median "
        "(the kernel-side column: validation, engine, snapshot and whatever else the widget "
        "does before the publish), one update is about 2–3 KB of JSON, and the front end's "
        f"synchronous redraw of one snapshot (harness page, no Jupyter) takes {paint_line}. "
        "The rest of a click's time is the trip through the Jupyter server and the kernel's "
        "message loop, which the bare echo widget pays too; on this shared machine the spread "
        "between runs is large (see the load average), so read the p95 ratios against the "
        "bare widget rather than the absolute figures."
        + (
            ""
            if args.no_live_status
            else " The live status runs the solver in a separate worker "
            "process at a lower priority (`solitaire_widget.live_status`), so the kernel keeps "
            "its GIL for the message handling of every widget, the bare echo included; the "
            "worker still takes CPU from the 2 shared cores (compare a run with "
            "`--no-live-status`)."
        )
        + "\n"
    )
    print(text)
    if args.write_docs:
        write_docs(text, ROOT / "docs" / "benchmarks.md")
        print("wrote docs/benchmarks.md")


if __name__ == "__main__":
    main()
