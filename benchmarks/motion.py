"""Card motion and input latency on the harness page: click -> first frame, click -> settled.

Run from the repository root (needs Chromium at /usr/bin/chromium)::

    python benchmarks/motion.py              # print the figures
    python benchmarks/motion.py --samples 60

What is measured
----------------
The harness page (tests/harness/index.html: the bundled widget with a fake model, no
kernel) shows Klondike deal 42. Each sample resets the table, then the player moves t4's
top card onto t1 with two real mouse clicks (Playwright); the fake model answers the move
intent at once with the engine's next ``_table`` (a bare echo: no kernel, no wire), so
only the front end is timed. From the second click's ``pointerdown`` (``performance.now``
in the page):

* **first frame**: the first ``requestAnimationFrame`` after the new table is drawn (the
  frame that shows the change: with motion, the card leaving its old place);
* **settled**: the card animations have ended (with motion: their ``finished``); without
  motion, the same first frame.

Motion on (``animate`` True) and the bare run (``animate=False`` in the snapshot) alternate
sample by sample, so they share the machine's load.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import pathlib
import platform
import statistics
import threading

from playwright.sync_api import sync_playwright

from solitaire_widget.engine import Game
from solitaire_widget.snapshot import table_snapshot

ROOT = pathlib.Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium"

INSTRUMENT = """() => {
  const m = window.__model;
  window.__t = {};
  document.addEventListener('pointerdown', () => { window.__t.down = performance.now(); }, true);
  const send = m.send.bind(m);
  m.send = (content, cb, buffers) => {
    send(content, cb, buffers);
    if (content && content.kind === 'move') {
      // the bare echo: the next state at once
      queueMicrotask(() => {
        window.__t.drawn0 = performance.now();
        m._pyset('_table', window.__tables.after);
        window.__t.drawn = performance.now();
        requestAnimationFrame(() => {
          window.__t.frame = performance.now();
          const anims = document.getAnimations().filter(a => a.id === 'solitaire-motion');
          window.__t.anims = anims.length;
          Promise.all(anims.map(a => a.finished))
            .then(() => { window.__t.settled = performance.now(); });
        });
      });
    }
  };
}"""


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args) -> None:  # noqa: D102
        pass


def _centre(page, pile: str, index: int) -> tuple[float, float]:
    box = page.locator(f'.solitaire-card[data-pile="{pile}"][data-index="{index}"]').bounding_box()
    assert box is not None
    return box["x"] + box["width"] / 2, box["y"] + box["height"] * 0.12


def measure(samples: int) -> dict[str, dict[str, list[float]]]:
    """Click -> first frame and click -> settled, motion on and off, interleaved."""
    handler = functools.partial(_Quiet, directory=str(ROOT))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{httpd.server_port}"
    g = Game("klondike", seed=42)
    start = table_snapshot(g, lang="en", version=1)
    g.play("t4-t1")
    after = table_snapshot(g, lang="en", version=2, last_move=g.moves[-1])
    src = len(next(p for p in start["piles"] if p["id"] == "t4")["cards"]) - 1
    dst = len(next(p for p in start["piles"] if p["id"] == "t1")["cards"]) - 1
    out: dict[str, dict[str, list[float]]] = {
        mode: {"first": [], "settled": [], "draw": []} for mode in ("motion", "bare")
    }
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            page = browser.new_page(viewport={"width": 900, "height": 900})
            page.emulate_media(reduced_motion="no-preference")
            page.goto(f"{base}/tests/harness/index.html?fixture=klondike-start&width=860")
            page.wait_for_function("window.__ready === true")
            page.evaluate(INSTRUMENT)
            for i in range(2 * samples + 2):
                mode = "motion" if i % 2 == 0 else "bare"
                animate = mode == "motion"
                b = dict(start, animate=animate, version=10 * i + 3)
                a = dict(after, animate=animate, version=10 * i + 4)
                # reset without motion, then the table the player sees
                page.evaluate(
                    "t => window.__model._pyset('_table', t)",
                    dict(b, animate=False, version=10 * i + 2),
                )
                page.evaluate("t => window.__model._pyset('_table', t)", b)
                page.evaluate("a => { window.__t = {}; window.__tables = {after: a}; }", a)
                page.mouse.click(*_centre(page, "t4", src))
                page.mouse.click(*_centre(page, "t1", dst))
                page.wait_for_function("window.__t.settled !== undefined", timeout=10_000)
                t = page.evaluate("window.__t")
                if i < 2:
                    continue  # warm-up
                if animate:
                    assert t["anims"] > 0, "no animation ran with motion on"
                else:
                    assert t["anims"] == 0, "an animation ran with animate=False"
                out[mode]["first"].append(t["frame"] - t["down"])
                out[mode]["settled"].append(t["settled"] - t["down"])
                out[mode]["draw"].append(t["drawn"] - t["drawn0"])
            browser.close()
    finally:
        httpd.shutdown()
    return out


def _q(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))]


def report(out: dict[str, dict[str, list[float]]]) -> str:
    """A Markdown table of the figures (ms)."""
    lines = [
        "| run | samples | click → first frame p50 / p95 | click → settled p50 / p95 "
        "| update's synchronous draw p50 |",
        "|---|---:|---:|---:|---:|",
    ]
    for mode, label in (("bare", "bare (`animate=False`)"), ("motion", "motion on")):
        d = out[mode]
        lines.append(
            f"| {label} | {len(d['first'])} | {_q(d['first'], 0.5):.1f} / "
            f"{_q(d['first'], 0.95):.1f} ms | {_q(d['settled'], 0.5):.1f} / "
            f"{_q(d['settled'], 0.95):.1f} ms | {statistics.median(d['draw']):.2f} ms |"
        )
    return "\n".join(lines)


def main() -> None:  # noqa: D103
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--samples", type=int, default=40, help="samples per run (default 40)")
    args = ap.parse_args()
    out = measure(args.samples)
    print(f"{platform.node()} {platform.machine()} Python {platform.python_version()}")
    print(report(out))


if __name__ == "__main__":
    main()
