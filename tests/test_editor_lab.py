"""The position editor in a real JupyterLab (layer 3): a drag and a double-click in the page
change the editor's position in the kernel, and an edit made from Python shows in the page.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.labutil import (
    attach_kernel,
    double_click,
    drag,
    kernel_eval,
    kernel_exec,
    open_and_run,
    wait_for,
    write_notebook,
)
from tests.shots import IMAGES

pytestmark = [pytest.mark.browser, pytest.mark.e2e]


def card(page: Page, pile: str, index: int):
    return page.locator(
        f'.solitaire-editor .solitaire-card[data-pile="{pile}"][data-index="{index}"]'
    )


def test_editor_in_jupyterlab(lab, page: Page):
    code = "import solitaire_widget as sw\ned = sw.edit('klondike32', lang='it')\ned"
    write_notebook(lab.nbdir / "editor.ipynb", code)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.set_viewport_size({"width": 1280, "height": 1000})
    open_and_run(page, lab, "editor.ipynb")
    expect(page.locator(".solitaire-editor-title")).to_have_text(
        "Editor di posizioni: Solitario (32 carte)", timeout=60_000
    )
    kc = attach_kernel(lab, "editor.ipynb")
    try:
        # the Ace of spades from the stock onto the third foundation, by dragging
        drag(page, card(page, "stock", 31), page.locator('.solitaire-slot[data-pile="f3"]'))
        assert wait_for(lambda: kernel_eval(kc, "ed.position.split()[2].split('/')[4]") == "AS")
        # the next card of the stock onto pile 1, then face down by a double-click: the
        # engine's check comes back to the page
        drag(page, card(page, "stock", 30), page.locator('.solitaire-slot[data-pile="t1"]'))
        expect(card(page, "t1", 0)).to_have_attribute("data-up", "1")
        double_click(page, card(page, "t1", 0))
        expect(card(page, "t1", 0)).to_have_attribute("data-up", "0")
        problem = kernel_eval(kc, "ed.problem")
        assert "viene scoperta da sola" in problem and not kernel_eval(kc, "ed.valid")
        expect(page.locator(".solitaire-editor-problem")).to_have_text(problem)
        # from Python: undo the flip; the page shows a valid position again
        kernel_exec(kc, "ed.undo()")
        expect(page.locator(".solitaire-editor-valid")).to_be_visible()
        assert kernel_eval(kc, "ed.game().position() == ed.position")
        # the keyboard reaches the editor, not JupyterLab's notebook shortcuts
        card(page, "t1", 0).focus()
        page.keyboard.press("f")
        expect(card(page, "t1", 0)).to_have_attribute("data-up", "0")
        page.keyboard.press("u")
        expect(card(page, "t1", 0)).to_have_attribute("data-up", "1")
        page.keyboard.press("+")
        assert wait_for(lambda: kernel_eval(kc, "ed.position.split()[-1]") == "1")
        # no cell split or added (counted in this notebook: the session's lab may have
        # other notebooks open in hidden tabs)
        cells = "() => window.jupyterapp.shell.currentWidget.content.model.cells.length"
        assert page.evaluate(cells) == 1
        page.locator(".solitaire-editor").scroll_into_view_if_needed()
        page.screenshot(path=str(IMAGES / "lab-editor-light.png"))
    finally:
        kc.stop_channels()
    assert errors == []


def test_fix_a_text_in_jupyterlab(lab, page: Page):
    """A text with a card twice opens in JupyterLab with both copies marked; Delete on the
    copy on pile 1 takes it away in the kernel (JupyterLab's own Delete/Backspace
    shortcuts stay out of it: no cell is deleted), and the lacking card goes there."""
    code = (
        "import solitaire_widget as sw\n"
        "meant = sw.Game('klondike32', seed=3).position()\n"
        "v, o, p, c = meant.split(' ')\n"
        "p = p.split('/')\n"
        "p[6] = p[6][:-2] + p[-1][-2:]\n"
        "ed = sw.edit(' '.join([v, o, '/'.join(p), c]))\n"
        "ed"
    )
    write_notebook(lab.nbdir / "editor-fix.ipynb", code)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.set_viewport_size({"width": 1280, "height": 1000})
    open_and_run(page, lab, "editor-fix.ipynb")
    marked = page.locator(".solitaire-editor .solitaire-card[data-extra]")
    expect(marked).to_have_count(2, timeout=60_000)
    expect(page.locator(".solitaire-editor .solitaire-message")).to_contain_text("8♦")
    kc = attach_kernel(lab, "editor-fix.ipynb")
    try:
        assert kernel_eval(kc, "ed.extra") == {"9C": 2}
        cells = "() => window.jupyterapp.shell.currentWidget.content.model.cells.length"
        assert page.evaluate(cells) == 1
        card(page, "t1", 0).focus()
        page.keyboard.press("Delete")
        assert wait_for(lambda: kernel_eval(kc, "ed.extra") == {})
        expect(marked).to_have_count(0)
        assert page.evaluate(cells) == 1  # no cell deleted (the workspace may show others)
        kernel_exec(kc, "ed.move('stock', 't1')")
        expect(page.locator(".solitaire-editor-valid")).to_be_visible()
        assert kernel_eval(kc, "ed.position == meant")
    finally:
        kc.stop_channels()
    assert errors == []
