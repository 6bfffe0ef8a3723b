"""What a table shows when it first comes up (a new view over a widget that already has
its state), and how large print reads, in Chromium on the harness page."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from tests.shots import IMAGES
from tests.test_harness import open_harness
from tests.test_settings_browser import state

pytestmark = pytest.mark.browser

sw = pytest.importorskip("solitaire_widget")

_NEW_VIEW = """async (st) => {
    // a second view rendered from a model that has the widget's state from the start, as
    // JupyterLab renders a cell's output: its first paint is the only one before a move
    const { createModel } = await import('/tests/harness/fake_model.js');
    const model = createModel(st);
    const el = document.createElement('div');
    el.id = 'first-view';
    el.style.maxWidth = (st.__width || 860) + 'px';
    document.body.append(el);
    await window.__module.default.render({ model, el, signal: new AbortController().signal });
}"""


def new_view(page: Page, static_server, w, theme: str = "light", width: int = 860) -> list[str]:
    """The harness page, then a fresh view of ``w`` at ``#first-view``."""
    errors = open_harness(page, static_server, "klondike-start", theme=theme)
    page.evaluate("() => document.getElementById('root').remove()")
    page.set_viewport_size({"width": width + 40, "height": 900})
    page.evaluate(_NEW_VIEW, {**state(w), "__width": width})
    page.wait_for_selector("#first-view .solitaire-card")
    return errors


def test_the_rules_panel_speaks_the_tables_language_before_any_move(page: Page, static_server):
    w = sw.SolitaireWidget("klondike32", seed=7, live_status=False, library=None, lang="it")
    errors = new_view(page, static_server, w)
    view = page.locator("#first-view")
    view.locator(".solitaire-rules-btn").click()
    close = view.locator(".solitaire-rules-close")
    assert close.is_visible()
    assert close.inner_text().strip() == "\u2715 Chiudi"
    assert close.get_attribute("title") == "Chiudi"
    panel = view.locator(".solitaire-rules-panel")
    assert panel.get_attribute("aria-label") == "Regole"
    page.screenshot(path=str(IMAGES / "first_view_rules_it.png"))
    assert errors == []
