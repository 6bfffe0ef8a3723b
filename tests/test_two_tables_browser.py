"""Two widgets in one page, as two cells of one notebook (headless Chromium, harness page).

anywidget loads a widget's module once per widget, each from its own Blob URL: whatever a
module keeps in its own variables starts again for the second widget. Ids must still be
unique in the page, or one table's label, card backs or focus ring points into the other.
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page

from solitaire_widget.widget import SolitaireWidget
from tests.test_harness import FIXTURES, open_harness

pytestmark = pytest.mark.browser

#: loads the bundle again from a new Blob URL (as anywidget does for a second widget) and
#: renders a second table below the first, its card backs red
SECOND = """async ([table, settings]) => {
    const { createModel } = await import('/tests/harness/fake_model.js');
    const src = await (await fetch('/solitaire_widget/static/widget.js')).text();
    const mod = await import(URL.createObjectURL(new Blob([src], {type: 'text/javascript'})));
    const model = createModel({
        _table: table, show_targets: table.show_targets, card_back: 'red', _settings: settings,
    });
    const el = document.createElement('div');
    el.id = 'second';
    document.body.appendChild(el);
    await mod.default.initialize?.({ model, signal: new AbortController().signal });
    await mod.default.render({ model, el, signal: new AbortController().signal });
    window.__second = model;
}"""


def test_two_tables_in_one_page_share_no_id(page: Page, static_server):
    errors = open_harness(page, static_server, "klondike-start")
    table = json.loads((FIXTURES / "klondike-start.json").read_text())
    settings = SolitaireWidget("klondike", seed=1, live_status=False)._settings
    page.evaluate("s => window.__model._pyset('_settings', s)", settings)
    page.locator(".solitaire-settings-btn").first.click()  # the first menu is built too
    page.keyboard.press("Escape")
    page.evaluate(SECOND, [table, settings])
    second = page.locator("#second")
    second.locator(".solitaire-settings-btn").click()
    ids = page.evaluate("[...document.querySelectorAll('[id]')].map(e => e.id)")
    assert len(ids) == len(set(ids)), sorted(i for i in ids if ids.count(i) > 1)
    # every label and url(#…) of the second table points into the second table
    outside = page.evaluate(
        """() => {
            const root = document.getElementById('second');
            const refs = [...root.querySelectorAll('label[for]')].map(l => l.htmlFor);
            for (const e of root.querySelectorAll('*'))
                for (const a of e.attributes)
                    for (const m of a.value.matchAll(/url\\(#([^)]+)\\)/g)) refs.push(m[1]);
            return refs.filter(id => !root.querySelector('#' + CSS.escape(id)));
        }"""
    )
    assert outside == []
    # a click on a label of the second table's menu changes the second table's option
    box = second.locator(".solitaire-settings-panel input[type=checkbox]").first
    before = box.is_checked()
    label = box.get_attribute("id")
    second.locator(f'label[for="{label}"]').click()
    assert box.is_checked() != before
    assert errors == []
