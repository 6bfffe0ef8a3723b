"""Notebook 7's and JupyterLab's command-mode keys stay away from every control of the
widgets, in Chromium: the harness page wired to real widgets in the test process.

Lumino matches a command-mode shortcut (``.jp-Notebook.jp-mod-commandMode ... :focus``:
"d d" deletes the cell, "a"/"b" add one, "m" makes it markdown) on the focused element
before it looks up the tree for ``data-lm-suppress-shortcuts``; so each control that takes
the focus must carry it itself. Found in a real Notebook 7: with the focus on New deal,
Undo, Hint, the menu buttons or the show-targets box, "b" added a cell (so "d d" deleted
the table's). tests/test_hosts.py checks the toolbar in a real Notebook 7.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

import solitaire_widget as sw
from tests.test_editor_browser import open_editor
from tests.test_exercise_widget_browser import exercise, wired
from tests.test_replay_controls import open_page

pytestmark = pytest.mark.browser

#: focuses, in turn, every control of the view ``sel`` that can take the focus, and lists
#: those that then lack the guard (with how many took the focus)
UNGUARDED = """(sel) => {
    const root = document.querySelector(sel);
    const what = 'button, input, select, textarea, summary, a[href], [tabindex]';
    const open = [];
    let focused = 0;
    for (const e of root.querySelectorAll(what)) {
        if (e.disabled || !e.getClientRects().length) continue;
        e.focus({ preventScroll: true });
        if (document.activeElement !== e) continue;
        focused += 1;
        if (e.getAttribute('data-lm-suppress-shortcuts') !== 'true') {
            const cls = e.getAttribute('class') || e.tagName;
            if (!open.includes(cls)) open.push(cls);
        }
    }
    return { focused, open };
}"""


def unguarded(page: Page, sel: str = ".solitaire-root") -> list[str]:
    found = page.evaluate(UNGUARDED, sel)
    assert found["focused"] > 0, f"nothing in {sel} took the focus"
    return found["open"]


def test_every_control_of_the_table_keeps_the_notebooks_keys(page: Page, static_server):
    w = sw.SolitaireWidget("klondike", seed=1, draw_count=1, live_status=False, library=None)
    w.play("s-w")  # Undo enabled
    errors = wired(page, static_server, w)
    assert unguarded(page) == []
    # each panel's controls, made when it opens
    for opener, panel in (
        (".solitaire-settings-btn", ".solitaire-settings-panel"),
        (".solitaire-stats-btn", ".solitaire-stats-panel"),
        (".solitaire-rules-btn", ".solitaire-rules-panel"),
        (".solitaire-help-btn", ".solitaire-help-panel"),
    ):
        page.locator(opener).click()
        expect(page.locator(panel)).to_be_visible()
        assert unguarded(page, panel) == [], panel
        page.keyboard.press("Escape")
        expect(page.locator(panel)).to_be_hidden()
    assert errors == []


def test_the_exercise_band_keeps_the_notebooks_keys(page: Page, static_server):
    errors = wired(page, static_server, exercise())
    expect(page.locator(".solitaire-exercise")).to_be_visible()
    assert unguarded(page, ".solitaire-exercise") == []
    assert errors == []


def test_the_comment_box_keeps_the_notebooks_keys(page: Page, static_server):
    w = sw.SolitaireWidget("klondike", seed=3, live_status=False, library=None, teacher=True)
    w.play("s-w")  # the comment box is for the last move
    errors = wired(page, static_server, w)
    expect(page.locator(".solitaire-comment")).to_be_visible()
    assert unguarded(page, ".solitaire-comment") == []
    assert errors == []


def test_the_editor_and_the_replay_keep_the_notebooks_keys(page: Page, static_server, tmp_path):
    errors = open_editor(page, static_server, sw.edit("klondike32"))
    assert unguarded(page, ".solitaire-editor") == []
    errors += open_page(page, tmp_path, "solitario-lesson.json", "it")
    assert unguarded(page, ".solitaire-replay") == []
    assert errors == []


#: what a listener on the document, capturing (where Lumino listens), sees of the guard on
#: the way up from the focused element, for each key pressed
GUARD_SEEN = """() => {
    window.guardSeen = [];
    document.addEventListener('keydown', (e) => {
        const guarded = e.target.closest('[data-lm-suppress-shortcuts]') !== null;
        window.guardSeen.push([e.key, e.ctrlKey || e.metaKey || e.altKey, guarded]);
        e.preventDefault();  // no browser action for the keys of the test
    }, true);
}"""


def test_keys_with_ctrl_cmd_or_alt_reach_the_host(page: Page, static_server):
    """The guard kept every key from the host, Ctrl+S too: in JupyterLab, Ctrl+S with the
    focus on Undo no longer saved the notebook and went to the browser ("Save page").
    Plain keys stay with the widget; a key held with Ctrl, Cmd or Alt (but Enter) reaches
    the host, the card's and the table's guards lifted while it is dispatched and back
    after."""
    w = sw.SolitaireWidget("klondike", seed=1, draw_count=1, live_status=False, library=None)
    w.play("s-w")
    errors = wired(page, static_server, w)
    page.evaluate(GUARD_SEEN)
    for focus in (".solitaire-root .solitaire-undo", ".solitaire-root [data-stop]"):
        page.locator(focus).first.focus()
        page.evaluate("window.guardSeen = []")
        for key in ("d", "Control+s", "Meta+s", "Alt+x", "b", "Control+Enter", "Shift+M"):
            page.keyboard.press(key)
        seen = page.evaluate(
            "window.guardSeen.filter(k => !['Control', 'Meta', 'Alt', 'Shift'].includes(k[0]))"
        )
        assert seen == [
            ["d", False, True],
            ["s", True, False],
            ["s", True, False],
            ["x", True, False],
            ["b", False, True],
            ["Enter", True, True],
            ["M", False, True],
        ], focus
        # the guards are back once the keys are dispatched
        page.wait_for_function(
            "document.activeElement.closest('[data-lm-suppress-shortcuts]') !== null"
        )
    assert errors == []
