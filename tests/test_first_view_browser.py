"""What a table shows when it first comes up (a new view over a widget that already has
its state), and how large print reads, in Chromium on the harness page."""

from __future__ import annotations

import io

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


def _ink(shot: bytes, blank: bytes):
    """Where a picture of a card differs from the same card drawn bare (a 1-bit mask)."""
    from PIL import Image, ImageChops

    a, b = (Image.open(io.BytesIO(x)).convert("RGB") for x in (shot, blank))
    return ImageChops.difference(a, b).convert("L").point(lambda v: 255 if v > 48 else 0)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_large_print_corners_stay_clear_of_the_pips_and_the_court_panel(
    page: Page, static_server, theme
):
    """A 10's and a court card's corner index, 30% bigger, keeps off the centre's ink (the
    1.36x corner of old covered the 10's first pip and a K's or J's panel frame). Ink, not
    boxes: a "10"'s text box is wider than its figures and crosses the pips even in normal print."""
    from PIL import ImageChops, ImageFilter

    w = sw.SolitaireWidget(
        "klondike32", seed=7, live_status=False, library=None, lang="it", large_print=True
    )
    errors = new_view(page, static_server, w, theme=theme, width=700)
    assert page.locator("#first-view .solitaire-root.solitaire-large-print").count() == 1
    show = page.locator("#first-view")
    cards = show.evaluate("v => [...v.querySelectorAll('[data-card]')].map(n => n.dataset.card)")
    # the top card of a pile is whole: nothing of another card lies over it
    tops = [c for c in cards if c[0] in "TJQK"]
    assert any(c[0] == "T" for c in tops) and any(c[0] in "JQK" for c in tops), cards
    hide = "document.getElementById('lp').textContent = {!r}"
    page.evaluate(
        "() => { const s = document.createElement('style'); s.id = 'lp'; document.head.append(s); }"
    )
    touching = {}
    for code in tops:
        card = show.locator(f'[data-card="{code}"]')
        shots = {}
        for name, css in {
            "blank": ".solitaire-centre, .solitaire-index { visibility: hidden }",
            "index": ".solitaire-centre { visibility: hidden }",
            "centre": ".solitaire-index { visibility: hidden }",
        }.items():
            page.evaluate(f"() => {{ {hide.format(css)}; }}")
            shots[name] = card.screenshot()
        index = _ink(shots["index"], shots["blank"]).filter(ImageFilter.MaxFilter(3))
        centre = _ink(shots["centre"], shots["blank"])
        assert index.getbbox() and centre.getbbox(), code
        where = ImageChops.multiply(index, centre).getbbox()
        if where is not None:
            touching[code] = where
    assert touching == {}, (
        f"corner indices touching the centre (card: box of the spots): {touching}"
    )
    page.evaluate("() => document.getElementById('lp').remove()")
    page.screenshot(path=str(IMAGES / f"first_view_large_print_700_{theme}.png"))
    assert errors == []


def test_a_700px_table_gives_its_title_the_room_of_a_short_deal_number(page: Page, static_server):
    """At 700 px, "Solitario (32 carte)" with deal 7 shows whole (it was cut at 8em beside a
    deal box as wide as 4 digits and the spin buttons); the box still shows 5 digits whole,
    and the toolbar stays on one line."""
    w = sw.SolitaireWidget("klondike32", seed=7, live_status=False, library=None, lang="it")
    errors = new_view(page, static_server, w, width=700)
    bar = page.locator("#first-view .solitaire-toolbar")
    title = bar.locator(".solitaire-title")
    assert title.evaluate("t => t.scrollWidth <= t.clientWidth"), "the title is cut"
    rows = bar.evaluate(
        """b => new Set([...b.children].map((k) => k.getBoundingClientRect())
            .filter((r) => r.width > 0).map((r) => Math.round((r.top + r.bottom) / 40))).size"""
    )
    assert rows == 1
    deal = bar.locator(".solitaire-deal-input")
    deal.fill("12345")  # ("input" resizes it to what is typed: at least 5 digits)
    assert deal.evaluate("i => i.scrollWidth <= i.clientWidth"), "5 digits do not show whole"
    page.screenshot(path=str(IMAGES / "first_view_title_700.png"))
    assert errors == []
