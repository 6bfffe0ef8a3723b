"""The widget in every front end: JupyterLab 4, Jupyter Notebook 7 and marimo for real
(their servers, a kernel, headless Chromium), VS Code and Colab through the harness page
(tests/harness/host.html: their body classes and ``--vscode-*`` variables, or nothing at all
with ``prefers-color-scheme`` emulated), since neither can run here.

In every host and theme the widget must pick the matching palette and keep its text
(title, counter, labels, buttons, message line, status line) at WCAG AA contrast, 4.5:1,
against the background it really sits on (tests/hostutil.py computes both in the page).
Screenshots for the docs are taken by scripts/screenshots.py, not here.
"""

from __future__ import annotations

import os
import pathlib
import re

import pytest
from playwright.sync_api import Page, expect

from tests.hostutil import assert_readable, marimo_server, notebook_server
from tests.labutil import (
    _RUN_ALL_JS,
    attach_kernel,
    drag,
    kernel_eval,
    open_and_run,
    run_command,
    wait_for,
    write_notebook,
)
from tests.test_table_ui import ROWS_JS, assert_one_line

ROOT = pathlib.Path(__file__).resolve().parents[1]

LIVE_WINNABLE = {"state": "winnable", "move": None, "text": "Still winnable", "moves": 36}
LIVE_UNKNOWN = {"state": "unknown", "move": None, "text": "Can't tell yet", "moves": 36}


def host_env(tmp: pathlib.Path) -> dict:
    """The environment of a front end's server: the repo importable, the in-memory game
    library (conftest sets it), no user config from ~ (marimo reads XDG_CONFIG_HOME)."""
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
        "XDG_CONFIG_HOME": str(tmp / "xdg-config"),
        "XDG_DATA_HOME": str(tmp / "xdg-data"),
    }
    env.pop("ANYWIDGET_HMR", None)
    return env


def table_card(page: Page, pile: str, index: int):
    # CSS locators pierce open shadow roots (marimo's), so this works in every host
    return page.locator(f'.solitaire-root [data-pile="{pile}"][data-index="{index}"]')


# ---------------------------------------------------------------- harness: VS Code, Colab


def open_host(page: Page, base: str, host: str, fixture: str = "klondike-mid") -> list[str]:
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.set_viewport_size({"width": 900, "height": 800})
    page.goto(f"{base}/tests/harness/host.html?host={host}&fixture={fixture}")
    page.wait_for_function("window.__ready === true")
    # the live status line shows too: its text is checked with the rest
    page.evaluate("(live) => window.__model._pyset('_live', live)", LIVE_WINNABLE)
    return errors


@pytest.mark.browser
@pytest.mark.parametrize(
    ("host", "scheme"),
    [("vscode-light", "light"), ("vscode-dark", "dark"), ("vscode-hc", "dark")],
)
def test_vscode_theme_from_body_classes_and_variables(page: Page, static_server, host, scheme):
    errors = open_host(page, static_server, host)
    report = assert_readable(
        page,
        scheme=scheme,
        must_see=(".solitaire-title", ".solitaire-message", ".solitaire-status"),
    )
    assert report["source"] == "vscode"
    # VS Code's own colours are used, not our fallbacks: the title has the editor foreground
    fg = page.evaluate("getComputedStyle(document.body).getPropertyValue('--vscode-foreground')")
    title = next(i for i in report["items"] if i["selector"] == ".solitaire-title")
    assert "#" + "".join(f"{c:02x}" for c in title["fg"]) == fg.strip()
    assert errors == []


@pytest.mark.browser
def test_vscode_theme_switch_follows_without_rerender(page: Page, static_server):
    """VS Code changes the body classes and variables in place when the user switches theme."""
    open_host(page, static_server, "vscode-light")
    assert_readable(page, scheme="light")
    page.evaluate(
        """() => { document.body.className = 'vscode-dark';
                   document.body.setAttribute('data-vscode-theme-kind', 'vscode-dark'); }"""
    )
    expect(page.locator(".solitaire-root")).to_have_attribute("data-theme", "dark")
    assert_readable(page, scheme="dark", must_see=(".solitaire-title",))


@pytest.mark.browser
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_colab_like_bare_page_follows_prefers_color_scheme(page: Page, static_server, scheme):
    """No host variables, classes or background (Colab's output frame): the system
    preference picks the palette, and the widget paints its own background under the text."""
    page.emulate_media(color_scheme=scheme)
    errors = open_host(page, static_server, "bare")
    report = assert_readable(
        page,
        scheme=scheme,
        must_see=(".solitaire-title", ".solitaire-message", ".solitaire-status"),
    )
    assert report["source"] == "prefers-color-scheme"
    classes = (page.locator(".solitaire-root").get_attribute("class") or "").split()
    assert f"solitaire-{scheme}" in classes and "solitaire-own-bg" in classes, classes
    # the preference changes while the page is open: the widget follows
    other = "light" if scheme == "dark" else "dark"
    page.emulate_media(color_scheme=other)
    expect(page.locator(".solitaire-root")).to_have_attribute("data-theme", other)
    page.evaluate("(live) => window.__model._pyset('_live', live)", LIVE_UNKNOWN)  # dim text
    assert_readable(page, scheme=other, must_see=(".solitaire-status",))
    assert errors == []


@pytest.mark.browser
@pytest.mark.parametrize(
    ("fixture", "host", "scheme"),
    [
        ("won", "bare", "light"),
        ("matrimony-stuck", "bare", "light"),
        ("matrimony-stuck", "vscode-dark", "dark"),
        ("won", "vscode-hc", "dark"),
    ],
)
def test_won_and_stuck_banners_are_readable(page: Page, static_server, fixture, host, scheme):
    page.emulate_media(color_scheme=scheme, reduced_motion="reduce")  # no pop-in animation
    open_host(page, static_server, host, fixture)
    assert_readable(page, scheme=scheme, must_see=(".solitaire-banner-title",))


@pytest.mark.browser
def test_dark_background_without_any_theme_marker(page: Page, static_server):
    """A page that only paints a dark background around the view (no variables, no class):
    the luminance behind the widget decides, whatever the system preference says."""
    page.emulate_media(color_scheme="light")
    open_host(page, static_server, "dark-page")
    report = assert_readable(page, scheme="dark", must_see=(".solitaire-title",))
    assert report["source"] == "background"


# ---------------------------------------------------------------- JupyterLab 4


@pytest.mark.e2e
def test_jupyterlab_keys_and_light_and_dark_contrast(page: Page, lab):
    """JupyterLab's own themes (its --jp-* variables): both palettes at AA, and a theme
    switch while the table is open re-themes it; the table's keys stay the table's."""
    write_notebook(lab.nbdir / "hosts-theme.ipynb", TABLE_CELL)
    errors = own_errors(page)
    page.set_viewport_size({"width": 1280, "height": 900})
    open_and_run(page, lab, "hosts-theme.ipynb")
    expect(table_card(page, "t1", 0)).to_have_attribute("data-card", "7H", timeout=60_000)
    must = (".solitaire-title", ".solitaire-btn:not(:disabled)", ".solitaire-status")
    # keyboard: "d d" draws twice and must not reach JupyterLab's delete-cell chord
    table_card(page, "t1", 0).focus()
    page.keyboard.press("d")
    expect(page.locator(".solitaire-root .solitaire-move-count")).to_have_text("1")
    page.keyboard.press("d")
    expect(page.locator(".solitaire-root .solitaire-move-count")).to_have_text("2")
    cells = "window.jupyterapp.shell.currentWidget.content.widgets.length"
    assert page.evaluate(cells) == 1
    # nor the focus on a toolbar button (Undo had no guard of its own: "b" added a cell)
    page.locator(".solitaire-root .solitaire-undo").focus()
    for key in ("d", "d", "a", "b", "m"):
        page.keyboard.press(key)
    page.wait_for_timeout(500)
    kinds = "window.jupyterapp.shell.currentWidget.content.widgets.map(c => c.model.type)"
    assert page.evaluate(kinds) == ["code"]
    expect(page.locator(".solitaire-root .solitaire-move-count")).to_have_text("2")
    # while Ctrl+S still saves the notebook (the guard had kept it from JupyterLab too)
    dirty = "window.jupyterapp.shell.currentWidget.context.model.dirty"
    page.evaluate(f"{dirty} = true")
    page.locator(".solitaire-root .solitaire-undo").focus()
    page.keyboard.press("Control+s")
    page.wait_for_function(f"!{dirty}", timeout=10_000)
    try:
        for theme, scheme in (("JupyterLab Dark", "dark"), ("JupyterLab Light", "light")):
            run_command(page, "apputils:change-theme", {"theme": theme})
            expect(page.locator(".solitaire-root")).to_have_attribute(
                "data-theme", scheme, timeout=20_000
            )
            page.wait_for_timeout(400)  # the theme's CSS variables settle
            wait_status(page)
            assert assert_readable(page, scheme=scheme, must_see=must)["source"] == "jupyter"
    finally:
        run_command(page, "apputils:change-theme", {"theme": "JupyterLab Light"})
    assert errors == []


# ---------------------------------------------------------------- Jupyter Notebook 7

TABLE_CELL = 'import solitaire_widget as sw\nw = sw.play("klondike", seed=1, draw_count=1)\nw'
TEXT = (
    ".solitaire-title",
    ".solitaire-btn:not(:disabled)",
    ".solitaire-message",
    ".solitaire-status",
)


@pytest.fixture(scope="module")
def notebook7(tmp_path_factory):
    """A real ``jupyter notebook`` (Notebook 7) for this module's tests."""
    tmp = tmp_path_factory.mktemp("notebook7")
    server, ns = notebook_server(tmp, host_env(tmp))
    print(f"\n[notebook] up in {server.startup:.2f}s at {ns.url} (log {server.log_path})")
    yield ns
    server.stop()


def wait_status(page: Page) -> None:
    """The live status line has the solver's answer (not the fading-in "checking")."""
    status = page.locator(".solitaire-root .solitaire-status")
    expect(status).to_have_attribute("data-state", "winnable", timeout=30_000)
    page.wait_for_timeout(250)


def own_errors(page: Page) -> list[str]:
    """Uncaught errors in the page, less the host's own: Notebook 7.6 throws "Cannot read
    properties of undefined (reading 'schema')" from its notebook_core bundle on opening any
    notebook (seen with a notebook holding only ``1+1``)."""
    errors: list[str] = []

    def keep(e) -> None:
        stack = getattr(e, "stack", "") or ""
        first = next((ln for ln in stack.splitlines() if ln.strip().startswith("at ")), "")
        if "/static/notebook/" not in first:
            errors.append(f"{e}\n{stack}")

    page.on("pageerror", keep)
    return errors


def play_click_drag_keys(page: Page) -> None:
    """Deal 1 (draw 1): click the 7♥ onto the 8♣, drag the K♦ into the emptied pile 1, then
    two stock draws by keyboard (``d``) with the focus on the table; each step waits for the
    kernel's new table (the move counter)."""
    count = page.locator(".solitaire-root .solitaire-move-count")
    table_card(page, "t1", 0).click()
    table_card(page, "t7", 6).click()
    expect(table_card(page, "t7", 7)).to_have_attribute("data-card", "7H", timeout=15_000)
    expect(count).to_have_text("1")
    king = table_card(page, "t5", 4)
    expect(king).to_have_attribute("data-card", "KD")
    drag(page, king, table_card(page, "t1", -1))
    expect(table_card(page, "t1", 0)).to_have_attribute("data-card", "KD", timeout=15_000)
    expect(count).to_have_text("2")
    table_card(page, "t1", 0).focus()
    page.keyboard.press("d")
    expect(count).to_have_text("3", timeout=15_000)
    page.keyboard.press("d")
    expect(count).to_have_text("4", timeout=15_000)
    expect(table_card(page, "waste", 1)).to_have_attribute("data-card", re.compile(".."))


@pytest.mark.e2e
def test_notebook7_click_drag_keys_and_contrast_light_and_dark(page: Page, notebook7):
    # a second cell: a "d d" that reached Notebook 7 would delete one (its only cell comes
    # back empty, and the count would not tell)
    write_notebook(notebook7.nbdir / "table.ipynb", TABLE_CELL, "1 + 1")
    errors = own_errors(page)
    page.set_viewport_size({"width": 1200, "height": 900})
    page.goto(f"{notebook7.url}/notebooks/table.ipynb?token={notebook7.token}")
    page.wait_for_function("window.jupyterapp !== undefined", timeout=60_000)
    page.evaluate(_RUN_ALL_JS, "table.ipynb")
    expect(table_card(page, "t1", 0)).to_have_attribute("data-card", "7H", timeout=60_000)
    kc = attach_kernel(notebook7, "table.ipynb")
    try:
        play_click_drag_keys(page)
        assert wait_for(lambda: kernel_eval(kc, "[str(m) for m in w.game.moves]"))[:2] == [
            "t1-t7",
            "t5-t1",
        ]
        assert kernel_eval(kc, "[str(m) for m in w.game.moves]")[2:] == ["s-w", "s-w"]
        # "d d" is also Notebook 7's delete-cell shortcut: the table kept both keys, and
        # typed quickly too (Notebook 7 matched it on the focused card, before it saw the
        # table's root say its keys are its own, and deleted the table's cell)
        cells = "window.jupyterapp.shell.currentWidget.content.widgets.length"
        assert page.evaluate(cells) == 2
        # the output (overflow: auto) has nothing to scroll: the screen readers' line stuck
        # out 1 px below the table, and a browser that shows scrollbars showed one beside it
        overflow = """() => { const o = document.querySelector('.solitaire-root')
            .closest('.jp-OutputArea-output'); return o.scrollHeight - o.clientHeight; }"""
        assert page.evaluate(overflow) == 0
        table_card(page, "t1", 0).focus()
        page.keyboard.press("d")
        # the second key is made on the same table: stale if the first has drawn by then
        page.keyboard.press("d")
        counter = page.locator(".solitaire-move-count")
        expect(counter).to_have_text(re.compile("^[56]$"), timeout=15_000)
        page.wait_for_timeout(500)
        drawn = int(counter.inner_text())
        assert page.evaluate(cells) == 2
        # the toolbar's buttons had no guard of their own: with the focus on Undo, "b" added
        # a cell and "d d" deleted the table's (tests/test_keys_guard_browser.py: every control)
        page.locator(".solitaire-root .solitaire-undo").focus()
        for key in ("d", "d", "a", "b", "m"):  # (after "z" the count could be 2 again)
            page.keyboard.press(key)
        page.wait_for_timeout(500)
        kinds = "window.jupyterapp.shell.currentWidget.content.widgets.map(c => c.model.type)"
        assert page.evaluate(kinds) == ["code", "code"]
        # an illegal click shows the message line, whose text is checked too
        table_card(page, "t2", 1).click()
        table_card(page, "t3", 2).click()
        expect(page.locator(".solitaire-root .solitaire-message")).not_to_be_empty()
        wait_status(page)
        report = assert_readable(page, scheme="light", must_see=TEXT)
        assert report["source"] == "jupyter"
        # the JupyterLab theme setting, which Notebook 7 shares: the open widget follows
        run_command(page, "apputils:change-theme", {"theme": "JupyterLab Dark"})
        expect(page.locator(".solitaire-root")).to_have_attribute(
            "data-theme", "dark", timeout=20_000
        )
        page.wait_for_timeout(400)  # the theme's CSS variables settle
        assert_readable(page, scheme="dark", must_see=TEXT)
        assert kernel_eval(kc, "len(w.game.moves)") == drawn
    finally:
        kc.stop_channels()
        run_command(page, "apputils:change-theme", {"theme": "JupyterLab Light"})
    assert errors == []


# ---------------------------------------------------------------- marimo

MARIMO_APP = """\
import marimo

app = marimo.App()


@app.cell
def _():
    import marimo as mo
    import solitaire_widget as sw

    table = mo.ui.anywidget(sw.SolitaireWidget("klondike", seed=1, draw_count=1))
    table
    return mo, table


@app.cell
def _(mo, table):
    # reads the value: marimo re-runs this cell after each move made on the table
    v = table.value
    mo.md(f"value: move_count={v.get('move_count')} last_move={v.get('last_move')}")
    return
"""


@pytest.fixture(scope="module")
def marimo_app(tmp_path_factory):
    """``marimo run`` of a small app with ``mo.ui.anywidget(sw.SolitaireWidget(...))``."""
    tmp = tmp_path_factory.mktemp("marimo")
    app = tmp / "app.py"
    app.write_text(MARIMO_APP)
    server, url = marimo_server(app, host_env(tmp))
    print(f"\n[marimo] up in {server.startup:.2f}s at {url} (log {server.log_path})")
    yield url
    server.stop()


@pytest.mark.e2e
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_marimo_click_drag_keys_value_and_contrast(page: Page, marimo_app, scheme):
    errors = own_errors(page)
    page.set_viewport_size({"width": 1200, "height": 900})
    # marimo's theme: ?theme= sets what its display.theme setting sets (<body> classes
    # "dark dark-theme" / "light light-theme" and data-theme); each page load is a session
    page.goto(f"{marimo_app}/?theme={scheme}")
    assert page.evaluate("document.body.dataset.theme") == scheme
    expect(table_card(page, "t1", 0)).to_have_attribute("data-card", "7H", timeout=60_000)
    value = page.get_by_text(re.compile(r"^value: "))
    expect(value).to_have_text("value: move_count=0 last_move=")
    play_click_drag_keys(page)
    # the cell that reads mo.ui.anywidget(w).value re-ran by itself after the moves
    expect(value).to_have_text("value: move_count=4 last_move=s-w", timeout=15_000)
    table_card(page, "t2", 1).click()
    table_card(page, "t3", 2).click()
    expect(page.locator(".solitaire-root .solitaire-message")).not_to_be_empty()
    wait_status(page)
    # marimo's base CSS (Tailwind) makes svgs blocks: the counter once broke over three
    # lines; at this width the toolbar, the message row and the counter are one line each
    assert_one_line(page.locator(".solitaire-root").evaluate(ROWS_JS), ("marimo", 1200))
    report = assert_readable(page, scheme=scheme, must_see=TEXT)
    assert report["source"] == "page"
    assert errors == []
