"""docs/images/motion.gif: the table's motion (a deal, moves, Matrimony's deal, a win cascade).

Opens the harness page (tests/harness/index.html, the bundled widget with a fake model) in
headless Chromium, pushes states made by the engine as the kernel would, and for each
change steps the card animations (Web Animations, ``currentTime``) through their course,
taking a screenshot at each step: the frames are exact, whatever the machine's speed.
The frames go to a temporary folder (kept: its path is printed) and are put together with
Pillow (``pip install solitaire_widget[gif]``).

Run from the repository root with the venv active: ``python scripts/motion_gif.py``
(``--frames DIR`` keeps the PNG frames there instead).
"""

from __future__ import annotations

import argparse
import copy
import functools
import http.server
import json
import pathlib
import sys
import tempfile
import threading

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PIL import Image  # noqa: E402
from playwright.sync_api import Page, sync_playwright  # noqa: E402

from solitaire_widget.engine import Game  # noqa: E402
from solitaire_widget.snapshot import table_snapshot  # noqa: E402

OUT = ROOT / "docs" / "images" / "motion.gif"
WIDTH = 620  # the table's layout width in the page
GIF_WIDTH = 440

MOTION = "() => document.getAnimations().filter(a => a.id === 'solitaire-motion')"


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args) -> None:  # noqa: D102
        pass


class Film:
    """Frames of the table, each with its duration (ms)."""

    def __init__(self, page: Page, folder: pathlib.Path) -> None:
        self.page = page
        self.folder = folder
        self.frames: list[tuple[pathlib.Path, int]] = []
        self.version = 1000

    def shot(self, ms: int) -> None:
        path = self.folder / f"frame-{len(self.frames):03d}.png"
        self.page.locator(".solitaire-table").screenshot(path=str(path), animations="allow")
        self.frames.append((path, ms))

    def show(self, table: dict, *, step: int = 40, hold: int = 700) -> None:
        """Pushes a state and films its motion from start to end, then holds the end."""
        self.version += 1
        table = dict(table, version=self.version)
        end = self.page.evaluate(
            f"""t => {{
                window.__model._pyset('_table', t);
                const anims = ({MOTION})();
                for (const a of anims) a.pause();
                return Math.max(0, ...anims.map(a => {{
                    const c = a.effect.getComputedTiming();
                    return c.endTime;
                }}));
            }}""",
            table,
        )
        t = 0
        while t < end:
            self.page.evaluate(f"t => {{ for (const a of ({MOTION})()) a.currentTime = t; }}", t)
            self.shot(step)
            t += step
        self.page.evaluate(f"() => {{ for (const a of ({MOTION})()) a.finish(); }}")
        self.page.evaluate("() => document.querySelector('.solitaire-motion')?.replaceChildren()")
        self.shot(hold)


def snap(game: Game, **kw) -> dict:
    last = game.moves[-1] if game.moves else None
    return table_snapshot(game, lang="en", version=1, last_move=last, **kw)


def film(page: Page, base: str, folder: pathlib.Path) -> list[tuple[pathlib.Path, int]]:
    page.set_viewport_size({"width": WIDTH + 40, "height": 760})
    page.emulate_media(reduced_motion="no-preference")
    page.goto(f"{base}/tests/harness/index.html?fixture=klondike-start&width={WIDTH}")
    page.wait_for_function("window.__ready === true")
    f = Film(page, folder)
    # Klondike: a deal flies from the stock, then a few moves (a slide that turns a card up,
    # a draw from the stock, a card home)
    g = Game("klondike", seed=7, draw_count=1)
    f.show(snap(g), step=60, hold=500)
    for move in ("t7-f1", "t2-t4", "s-w", "s-w"):
        g.play(move)
        f.show(snap(g))
    # undo: the card goes back to the stock
    g.undo()
    f.show(snap(g), hold=500)
    # Matrimony: the stock deals onto the 16 piles
    m = Game("matrimony", seed=1)
    f.show(snap(m), step=80, hold=500)
    m.play("s-t")
    f.show(snap(m), hold=700)
    # the win cascade (the won fixture, shown first as still playing)
    won = json.loads((ROOT / "tests" / "fixtures" / "snapshots" / "won.json").read_text())
    before = copy.deepcopy(won)
    before["status"] = "playing"
    f.show(dict(before, animate=False), hold=500)
    f.show(won, step=140, hold=1200)
    return f.frames


def write_gif(frames: list[tuple[pathlib.Path, int]], out: pathlib.Path) -> None:
    images = []
    for path, _ms in frames:
        im = Image.open(path).convert("RGB")
        h = round(im.height * GIF_WIDTH / im.width)
        images.append(im.resize((GIF_WIDTH, h), Image.LANCZOS))
    h = max(im.height for im in images)
    padded = []
    for im in images:  # a shorter table (Matrimony) on the page's white
        canvas = Image.new("RGB", (GIF_WIDTH, h), "white")
        canvas.paste(im, (0, 0))
        padded.append(canvas)
    images = padded
    # one palette for the whole film, from a strip of frames spread over it (reds, the
    # felt's greens, the backs' blue all in it)
    sample = images[:: max(1, len(images) // 12)]
    strip = Image.new("RGB", (GIF_WIDTH, h * len(sample)))
    for i, im in enumerate(sample):
        strip.paste(im, (0, i * h))
    palette = strip.quantize(colors=128, method=Image.Quantize.MEDIANCUT)
    paletted = [im.quantize(palette=palette, dither=Image.Dither.NONE) for im in images]
    out.parent.mkdir(parents=True, exist_ok=True)
    paletted[0].save(
        out,
        save_all=True,
        append_images=paletted[1:],
        duration=[ms for _p, ms in frames],
        loop=0,
        optimize=True,
        disposal=1,
    )


def main() -> None:  # noqa: D103
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--frames", type=pathlib.Path, help="folder for the PNG frames")
    ap.add_argument("--out", type=pathlib.Path, default=OUT)
    args = ap.parse_args()
    folder = args.frames or pathlib.Path(tempfile.mkdtemp(prefix="motion-frames-"))
    folder.mkdir(parents=True, exist_ok=True)
    handler = functools.partial(_Quiet, directory=str(ROOT))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
            page = browser.new_page()
            frames = film(page, f"http://127.0.0.1:{httpd.server_port}", folder)
            browser.close()
    finally:
        httpd.shutdown()
    write_gif(frames, args.out)
    size = args.out.stat().st_size
    print(f"{len(frames)} frames in {folder}; {args.out} ({size // 1024} KB)")


if __name__ == "__main__":
    main()
