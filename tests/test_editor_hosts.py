"""The position editor (``sw.edit``) in Jupyter Notebook 7 and marimo for real (their servers,
a kernel, headless Chromium): a drag in the page moves the card in the kernel's position,
the engine's verdict comes back, and the editor's text is readable (WCAG AA) in the host's
light and dark themes. JupyterLab has its own test (tests/test_editor_lab.py).
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.hostutil import assert_readable, marimo_server, notebook_server
from tests.labutil import (
    _RUN_ALL_JS,
    attach_kernel,
    drag,
    kernel_eval,
    run_command,
    wait_for,
    write_notebook,
)
from tests.shots import IMAGES
from tests.test_hosts import host_env, own_errors

pytestmark = [pytest.mark.browser, pytest.mark.e2e]

#: the editor's text elements whose contrast is checked
EDITOR_TEXT = [
    ".solitaire-editor-title",
    ".solitaire-editor-counter",
    ".solitaire-editor-verdict",
    ".solitaire-editor-strip-caption",
    ".solitaire-editor-help",
    ".solitaire-btn:not(:disabled)",
]
MUST_SEE = (".solitaire-editor-title", ".solitaire-editor-verdict", ".solitaire-btn:not(:disabled)")


def card(page: Page, pile: str, index: int):
    # CSS locators pierce open shadow roots (marimo's)
    return page.locator(
        f'.solitaire-editor .solitaire-card[data-pile="{pile}"][data-index="{index}"]'
    )


def slot(page: Page, pile: str):
    return page.locator(f'.solitaire-editor .solitaire-slot[data-pile="{pile}"]')


def ace_of_spades_home(page: Page) -> None:
    """Drag the stock's last card (A♠ in a new Solitario editor) onto the third foundation:
    the page shows it there and the engine's verdict (still a valid position) comes back."""
    ace = card(page, "stock", 31)
    expect(ace).to_have_attribute("data-card", "AS", timeout=60_000)
    drag(page, ace, slot(page, "f3"))
    expect(card(page, "f3", 0)).to_have_attribute("data-card", "AS", timeout=15_000)
    expect(page.locator(".solitaire-editor-valid")).to_be_visible()


@pytest.fixture(scope="module")
def notebook7(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("editor-notebook7")
    server, ns = notebook_server(tmp, host_env(tmp))
    yield ns
    server.stop()


def test_editor_in_notebook7_light_and_dark(page: Page, notebook7):
    code = "import solitaire_widget as sw\ned = sw.edit('klondike32')\ned"
    write_notebook(notebook7.nbdir / "editor.ipynb", code)
    errors = own_errors(page)
    page.set_viewport_size({"width": 1200, "height": 900})
    page.goto(f"{notebook7.url}/notebooks/editor.ipynb?token={notebook7.token}")
    page.wait_for_function("window.jupyterapp !== undefined", timeout=60_000)
    page.evaluate(_RUN_ALL_JS, "editor.ipynb")
    ace_of_spades_home(page)
    kc = attach_kernel(notebook7, "editor.ipynb")
    try:
        assert wait_for(lambda: kernel_eval(kc, "ed.position.split()[2].split('/')[4]") == "AS")
        assert kernel_eval(kc, "ed.valid")
        # the keyboard reaches the editor, not Notebook 7's shortcuts ("f" flips the card)
        card(page, "f3", 0).focus()
        page.keyboard.press("u")  # undo: the Ace goes back to the stock
        expect(card(page, "stock", 31)).to_have_attribute("data-card", "AS", timeout=15_000)
        cells = "() => window.jupyterapp.shell.currentWidget.content.model.cells.length"
        assert page.evaluate(cells) == 1
        report = assert_readable(page, scheme="light", must_see=MUST_SEE, selectors=EDITOR_TEXT)
        assert report["source"] == "jupyter"
        run_command(page, "apputils:change-theme", {"theme": "JupyterLab Dark"})
        expect(page.locator(".solitaire-editor")).to_have_attribute(
            "data-theme", "dark", timeout=20_000
        )
        page.wait_for_timeout(400)  # the theme's CSS variables settle
        assert_readable(page, scheme="dark", must_see=MUST_SEE, selectors=EDITOR_TEXT)
        page.screenshot(path=str(IMAGES / "notebook7-editor-dark.png"))
    finally:
        kc.stop_channels()
        run_command(page, "apputils:change-theme", {"theme": "JupyterLab Light"})
    assert errors == []


MARIMO_APP = """\
import marimo

app = marimo.App()


@app.cell
def _():
    import marimo as mo
    import solitaire_widget as sw

    editor = mo.ui.anywidget(sw.edit("klondike32"))
    editor
    return


if __name__ == "__main__":
    app.run()
"""


@pytest.fixture(scope="module")
def marimo_editor(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("editor-marimo")
    app = tmp / "editor_app.py"
    app.write_text(MARIMO_APP)
    server, url = marimo_server(app, host_env(tmp))
    yield url
    server.stop()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_editor_in_marimo(page: Page, marimo_editor, scheme):
    errors = own_errors(page)
    page.set_viewport_size({"width": 1200, "height": 900})
    page.goto(f"{marimo_editor}/?theme={scheme}")
    ace_of_spades_home(page)
    report = assert_readable(page, scheme=scheme, must_see=MUST_SEE, selectors=EDITOR_TEXT)
    assert report["source"] == "page"
    page.screenshot(path=str(IMAGES / f"marimo-editor-{scheme}.png"))
    assert errors == []
