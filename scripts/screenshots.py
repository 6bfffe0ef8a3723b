"""Screenshots of the widget in other front ends, for docs/compatibility.md.

Starts Jupyter Notebook 7 and ``marimo run`` (as tests/test_hosts.py does, with
tests/hostutil.py), opens each in headless Chromium and writes

* ``docs/images/notebook7-klondike-light.png``: Notebook 7, JupyterLab Light theme;
* ``docs/images/marimo-klondike-dark.png``: marimo in its dark mode;
* ``docs/images/nbconvert-static-fallback.png``: an executed notebook converted to HTML by
  ``jupyter nbconvert`` and opened with the network off: the static picture of the table.

Run from the repository root with the venv active: ``python scripts/screenshots.py``
(``scripts/refresh_images`` runs it too). Each shot also prints the widget's text contrast.
"""

from __future__ import annotations

import os
import pathlib
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import Page, sync_playwright  # noqa: E402

from solitaire_widget.site import _bounded  # noqa: E402
from tests.hostutil import contrast_report, marimo_server, notebook_server  # noqa: E402
from tests.labutil import _RUN_ALL_JS, write_notebook  # noqa: E402

IMAGES = ROOT / "docs" / "images"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"]
# a game a few moves in (deal 1, draw 1), played from Python before the table shows
MOVES = ["t1-t7", "t5-t1", "s-w", "s-w"]
#: the notebook cell that shows that game
PLAY_CODE = (
    'import solitaire_widget as sw\nw = sw.play("klondike", seed=1, draw_count=1)\n'
    + "".join(f"w.play({m!r})\n" for m in MOVES)
    + "w"
)

MARIMO_APP = f"""\
import marimo

app = marimo.App(width="medium")


@app.cell
def _():
    import marimo as mo
    import solitaire_widget as sw

    w = sw.SolitaireWidget("klondike", seed=1, draw_count=1)
    for m in {MOVES!r}:
        w.play(m)
    table = mo.ui.anywidget(w)
    mo.vstack([mo.md("## Klondike in marimo"), table])
    return (table,)
"""


def env_for(tmp: pathlib.Path) -> dict:
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
        "SOLITAIRE_WIDGET_LIBRARY": ":memory:",  # no game saved in the user's library
        "XDG_CONFIG_HOME": str(tmp / "xdg-config"),
        "XDG_DATA_HOME": str(tmp / "xdg-data"),
    }
    env.pop("ANYWIDGET_HMR", None)
    return env


def report(page: Page, name: str) -> None:
    r = contrast_report(page)
    low = min(i["ratio"] for i in r["items"])
    print(f"{name}: theme {r['theme']} ({r['source']}), lowest text contrast {low}:1")


def shoot_live_table(page: Page, name: str) -> pathlib.Path:
    """Wait for the table and its live status, then write the page's screenshot ``name``."""
    page.locator(".solitaire-root [data-card]").first.wait_for(timeout=60_000)
    page.locator(".solitaire-status[data-state='winnable']").wait_for(timeout=30_000)
    page.wait_for_timeout(600)
    out = IMAGES / name
    page.screenshot(path=str(out))
    report(page, out.name)
    return out


def notebook7(page: Page, tmp: pathlib.Path) -> pathlib.Path:
    server, nb = notebook_server(tmp / "nb7", env_for(tmp))
    try:
        write_notebook(nb.nbdir / "klondike.ipynb", PLAY_CODE)
        page.goto(f"{nb.url}/notebooks/klondike.ipynb?token={nb.token}")
        page.wait_for_function("window.jupyterapp !== undefined", timeout=60_000)
        page.evaluate(_RUN_ALL_JS, "klondike.ipynb")
        return shoot_live_table(page, "notebook7-klondike-light.png")
    finally:
        server.stop()


def marimo_dark(page: Page, tmp: pathlib.Path) -> pathlib.Path:
    app = tmp / "marimo" / "app.py"
    app.parent.mkdir(parents=True)
    app.write_text(MARIMO_APP)
    server, url = marimo_server(app, env_for(tmp))
    try:
        page.goto(f"{url}/?theme=dark")
        return shoot_live_table(page, "marimo-klondike-dark.png")
    finally:
        server.stop()


def nbconvert_static(page: Page, tmp: pathlib.Path) -> pathlib.Path:
    import nbformat
    from nbclient import NotebookClient

    nb = nbformat.v4.new_notebook(
        cells=[
            nbformat.v4.new_markdown_cell("A game saved and exported: no kernel, no widget."),
            nbformat.v4.new_code_cell(PLAY_CODE),
        ]
    )
    work = tmp / "nbconvert"
    work.mkdir()
    os.environ.update({k: v for k, v in env_for(tmp).items() if k != "PATH"})
    NotebookClient(nb, timeout=120, kernel_name="python3", store_widget_state=False,
                   resources={"metadata": {"path": str(work)}}).execute()  # fmt: skip
    path = work / "klondike.ipynb"
    nbformat.write(nb, path)
    cmd = [sys.executable, "-m", "jupyter", "nbconvert", "--to", "html", str(path)]
    # its own session, stopped whole past the bound (the site builder's helper)
    proc = _bounded(cmd, 300)
    if proc.returncode:
        raise SystemExit(f"nbconvert failed ({proc.returncode}):\n{proc.stderr[-1500:]}")
    page.context.route("http*://**", lambda route: route.abort())  # offline, as on nbviewer
    page.goto(path.with_suffix(".html").as_uri())
    page.locator("img[src^='data:image/svg'], svg").first.wait_for(timeout=30_000)
    page.wait_for_timeout(300)
    out = IMAGES / "nbconvert-static-fallback.png"
    page.screenshot(path=str(out))
    return out


def main() -> None:
    IMAGES.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as d, sync_playwright() as pw:
        tmp = pathlib.Path(d)
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        for shoot in (notebook7, marimo_dark, nbconvert_static):
            page = browser.new_page(viewport={"width": 1200, "height": 860})
            print("wrote", shoot(page, tmp).relative_to(ROOT))
            page.close()
        browser.close()


if __name__ == "__main__":
    main()
