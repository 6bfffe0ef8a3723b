"""An exercise's table at 700 px keeps the game's name whole (found by the audit in
JupyterLab: "Solitario (3…" beside an empty toolbar). The full playing table keeps it whole
too when its line has the room (the title grows into the gap before the counter), and cuts it
only where its buttons need the room."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

import solitaire_widget as sw
from solitaire_widget import Game
from tests.test_exercise_widget import SEED
from tests.test_exercise_widget_browser import _BRIDGE, state

pytestmark = pytest.mark.browser

NARROW = 700

#: is the title's text wider than its box (cut with an ellipsis)?
_CUT_JS = """() => {
    const t = document.querySelector('.solitaire-title');
    return [t.textContent, t.scrollWidth > t.clientWidth + 1];
}"""


def narrow_table(page: Page, static_server, w) -> list[str]:
    """The harness page at 700 px, wired to widget ``w`` in this process."""
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.set_viewport_size({"width": NARROW + 40, "height": 900})

    def kernel(content):
        w._on_intent(w, content, [])
        return {"out": [], "state": state(w)}

    page.expose_function("__kernel", kernel)
    page.goto(f"{static_server}/tests/harness/index.html?fixture=klondike-start&width={NARROW}")
    page.wait_for_function("window.__ready === true")
    page.evaluate(_BRIDGE)
    page.evaluate("s => window.__apply(s)", state(w))
    return errors


def test_an_exercise_keeps_its_title_whole_at_700_px(page: Page, static_server):
    ex = sw.Exercise(Game("klondike32", seed=SEED), question="keeps_winnable", budget=2.0)
    errors = narrow_table(page, static_server, sw.play(ex, lang="it"))
    page.wait_for_selector(".solitaire-exercise-mode")
    assert page.evaluate(_CUT_JS) == ["Solitario (32 carte)", False]
    assert errors == []


def test_the_playing_table_cuts_a_long_title_at_700_px_only_for_want_of_room(
    page: Page, static_server
):
    w = sw.play("klondike32", seed=SEED, lang="it")
    errors = narrow_table(page, static_server, w)
    page.wait_for_function(
        "document.querySelector('.solitaire-title').textContent === 'Solitario (32 carte)'"
    )
    assert page.evaluate(_CUT_JS) == ["Solitario (32 carte)", False]
    # a nine-digit deal (what New deal draws) and a Vegas score: the title takes what room
    # is left (cut, if need be, no shorter than 8em) and the toolbar still takes one line
    w.scoring = "vegas"
    w.new_deal(123_456_789)
    page.evaluate("s => window.__apply(s)", state(w))
    page.wait_for_function("document.querySelector('.solitaire-deal-input').value === '123456789'")
    tops = page.evaluate(
        """() => new Set([...document.querySelector('.solitaire-toolbar').children]
            .map((k) => k.getBoundingClientRect()).filter((r) => r.width > 0)
            .map((r) => Math.round((r.top + r.bottom) / 40))).size"""
    )
    assert tops == 1
    assert errors == []
