"""Layer 2: the card table's bundled ES module in real Chromium, with a fake model (no Jupyter).

The harness page (tests/harness/index.html) loads solitaire_widget/static/widget.js through a
Blob URL, exactly as anywidget does, and renders a snapshot fixture from
tests/fixtures/snapshots/. `window.__model.sent` records every intent the widget sends.
Screenshots of every fixture in light and dark theme go to docs/images/.
"""

from __future__ import annotations

import json
import pathlib

import pytest
from playwright.sync_api import Page, expect

from solitaire_widget import Move
from tests.shots import IMAGES  # a temp folder unless refreshing docs/images

pytestmark = pytest.mark.browser

ROOT = pathlib.Path(__file__).resolve().parents[1]
FIXTURES = ROOT / "tests" / "fixtures" / "snapshots"
FIXTURE_NAMES = sorted(p.stem for p in FIXTURES.glob("*.json"))
WIDTH = 860


def load(name: str) -> dict:
    return json.loads((FIXTURES / f"{name}.json").read_text())


def open_harness(
    page: Page, base: str, fixture: str = "klondike-start", theme: str = "light"
) -> list[str]:
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.set_viewport_size({"width": WIDTH + 40, "height": 900})
    page.goto(f"{base}/tests/harness/index.html?fixture={fixture}&theme={theme}&width={WIDTH}")
    page.wait_for_function("window.__ready === true")
    return errors


def sent(page: Page, clock: bool = False) -> list[dict]:
    """The intents the widget sent, once each (a resend repeats an id) and without their ids:
    the fake model acknowledges every one, as the kernel does. Without ``clock``, the
    ``clock`` intents (a view says whether it is in sight as it comes up) are left out."""
    out, ids = [], set()
    for m in page.evaluate("window.__model.sent"):
        content = dict(m["content"])
        intent_id = content.pop("id", None)
        assert isinstance(intent_id, str) and intent_id, f"an intent without an id: {content}"
        if content.get("kind") == "clock" and not clock:
            continue
        if intent_id not in ids:
            ids.add(intent_id)
            out.append(content)
    return out


def card(page: Page, pile: str, index: int):
    return page.locator(f'.solitaire-card[data-pile="{pile}"][data-index="{index}"]')


def centre(page: Page, pile: str, index: int, dy_frac: float = 0.12) -> tuple[float, float]:
    """A point on the visible part of a card (the top strip of a fanned card)."""
    box = card(page, pile, index).bounding_box()
    assert box is not None
    return box["x"] + box["width"] / 2, box["y"] + box["height"] * dy_frac


# ---------------------------------------------------------------- rendering


@pytest.mark.parametrize("fixture", FIXTURE_NAMES)
def test_fixture_renders_without_errors(page: Page, static_server, fixture):
    errors = open_harness(page, static_server, fixture)
    snap = load(fixture)
    # every pile is drawn, and every face-up card shows once (the squared piles show their top)
    for pile in snap["piles"]:
        assert page.locator(f'[data-pile-id="{pile["id"]}"]').count() == 1
    shown = page.locator(".solitaire-card[data-card]").count()
    assert shown > 0 or snap["status"] == "won"
    assert page.locator(".solitaire-title").inner_text() == snap["title"]
    assert errors == []


def test_face_down_cards_have_no_identity(page: Page, static_server):
    open_harness(page, static_server, "klondike-start")
    # t7 has 6 face-down cards and 1 face-up card: only the top one carries a card code
    assert card(page, "t7", 0).get_attribute("data-card") is None
    assert (
        card(page, "t7", 6).get_attribute("data-card")
        == load("klondike-start")["piles"][12]["cards"][6]
    )


def test_aria_labels(page: Page, static_server):
    open_harness(page, static_server, "klondike-mid")
    # t1: KH QC JH TS (Pile 1); the top card is focusable with a spoken name
    assert card(page, "t1", 3).get_attribute("aria-label") == "Ten of spades, Pile 1, face up"
    assert page.locator('[data-stop="t4/-1"]').get_attribute("aria-label") == "Pile 4, empty"
    assert page.locator('[data-stop="stock/6"]').get_attribute("aria-label").startswith("Stock")


def test_message_text_is_displayed(page: Page, static_server):
    open_harness(page, static_server, "klondike-mid")
    msg = page.locator(".solitaire-message")
    expect(msg).to_have_text(load("klondike-mid")["message"]["text"])
    expect(msg).to_have_class("solitaire-message solitaire-message-error")


def test_toolbar_reflects_snapshot(page: Page, static_server):
    open_harness(page, static_server, "klondike-mid")
    expect(page.locator(".solitaire-move-count")).to_have_text("36")
    expect(page.locator(".solitaire-deal-input")).to_have_value("42")
    expect(page.locator(".solitaire-undo")).to_be_enabled()
    expect(page.locator(".solitaire-redo")).to_be_disabled()
    expect(page.locator(".solitaire-hint")).to_be_visible()
    expect(page.locator(".solitaire-auto-finish")).to_be_hidden()


def test_won_banner_and_stuck_banner(page: Page, static_server):
    open_harness(page, static_server, "won")
    expect(page.locator(".solitaire-banner-won")).to_be_visible()
    expect(page.locator(".solitaire-hint")).to_be_hidden()
    page.locator(".solitaire-banner-new-deal").click()
    assert sent(page)[-1] == {"kind": "new_deal", "seed": None}
    page.evaluate("t => window.__model._pyset('_table', t)", load("matrimony-stuck"))
    expect(page.locator(".solitaire-banner-stuck")).to_be_visible()
    page.locator(".solitaire-banner-undo").click()
    assert sent(page)[-1] == {"kind": "undo"}


# ---------------------------------------------------------------- intents


def test_click_select_then_click_destination_sends_move(page: Page, static_server):
    open_harness(page, static_server, "klondike-start")
    snap = load("klondike-start")
    # legal: t1/0 -> t3
    card(page, "t1", 0).click()
    expect(page.locator(".solitaire-select-ring")).to_have_count(1)
    card(page, "t3", 2).click()
    assert sent(page) == [
        {"kind": "move", "src": "t1", "dst": "t3", "count": 1, "version": snap["version"]}
    ]
    expect(page.locator(".solitaire-select-ring")).to_have_count(0)


def test_click_on_illegal_destination_still_sends_move(page: Page, static_server):
    open_harness(page, static_server, "klondike-start")
    card(page, "t1", 0).click()
    card(page, "t2", 1).click()  # not in legal["t1/0"]: Python will explain
    assert sent(page) == [{"kind": "move", "src": "t1", "dst": "t2", "count": 1, "version": 1}]


def test_legal_targets_highlighted_after_selection(page: Page, static_server):
    open_harness(page, static_server, "klondike-mid")
    x, y = centre(page, "t2", 1, 0.5)
    page.mouse.click(x, y)
    targets = page.locator(".solitaire-target-ring")
    expect(targets).to_have_count(2)
    assert sorted(targets.evaluate_all("els => els.map(e => e.dataset.target)")) == ["f1", "t5"]
    # with show_targets off, nothing is highlighted
    snap = load("klondike-mid") | {"show_targets": False}
    page.evaluate("t => window.__model._pyset('_table', t)", snap)
    expect(page.locator(".solitaire-target-ring")).to_have_count(0)
    page.locator(".solitaire-show-targets").click()
    assert sent(page)[-1] == {"kind": "show_targets", "value": True}


def test_drag_and_drop_run_sends_move_with_count(page: Page, static_server):
    open_harness(page, static_server, "klondike-mid")
    # t3: [down, down, QS, JD, TC, 9H, 8S]; carry 9H+8S onto t1 (KH QC JH TS)
    x0, y0 = centre(page, "t3", 5)
    x1, y1 = centre(page, "t1", 3, 0.5)
    page.mouse.move(x0, y0)
    page.mouse.down()
    page.mouse.move((x0 + x1) / 2, (y0 + y1) / 2, steps=6)
    expect(page.locator(".solitaire-drag .solitaire-card")).to_have_count(2)
    page.mouse.move(x1, y1, steps=6)
    expect(page.locator(".solitaire-over-ring")).to_have_count(1)
    page.mouse.up()
    assert sent(page) == [{"kind": "move", "src": "t3", "dst": "t1", "count": 2, "version": 37}]
    expect(page.locator(".solitaire-drag")).to_have_count(0)


def test_drag_back_to_source_sends_nothing(page: Page, static_server):
    open_harness(page, static_server, "klondike-mid")
    x0, y0 = centre(page, "t3", 5)
    page.mouse.move(x0, y0)
    page.mouse.down()
    page.mouse.move(x0 + 30, y0 + 10, steps=4)
    page.mouse.move(x0, y0, steps=4)
    page.mouse.up()
    assert sent(page) == []


def test_double_click_sends_auto(page: Page, static_server):
    open_harness(page, static_server, "klondike-mid")
    x, y = centre(page, "t2", 1, 0.5)
    page.mouse.dblclick(x, y)
    assert sent(page) == [{"kind": "auto", "src": "t2", "count": 1, "version": 37}]


def test_stock_click_sends_stock(page: Page, static_server):
    open_harness(page, static_server, "klondike-start")
    card(page, "stock", 23).click()
    assert sent(page) == [{"kind": "stock", "version": 1}]


def test_matrimony_click_and_stock(page: Page, static_server):
    open_harness(page, static_server, "matrimony-mid")
    # t1 top (4D) -> f1 (..3D)
    card(page, "t1", 2).click()
    expect(page.locator(".solitaire-target-ring")).to_have_count(1)
    page.locator('[data-pile-id="f1"] .solitaire-card').click()
    assert sent(page)[-1] == {"kind": "move", "src": "t1", "dst": "f1", "count": 1, "version": 58}
    page.locator('[data-pile-id="stock"] .solitaire-card').click()
    assert sent(page)[-1] == {"kind": "stock", "version": 58}


def test_keyboard_moves_and_shortcuts(page: Page, static_server):
    open_harness(page, static_server, "klondike-start")
    # Tab into the table: stock, waste, f1..f4, then t1
    page.locator(".solitaire-show-targets").focus()
    for _ in range(7):
        page.keyboard.press("Tab")
    focused = page.evaluate("document.activeElement.getAttribute('data-stop')")
    assert focused == "t1/0"
    page.keyboard.press("Enter")  # pick up t1's card
    expect(page.locator(".solitaire-select-ring")).to_have_count(1)
    # said in words too (a screen reader heard nothing of the rings): picked up, and
    # where it can go
    label = "document.activeElement.getAttribute('aria-label')"
    assert page.evaluate(label).endswith(", picked up")
    assert page.evaluate("document.activeElement.getAttribute('aria-pressed')") == "true"
    page.keyboard.press("ArrowRight")
    assert not page.evaluate(label).endswith(("picked up", "it can go here"))  # t2: no target
    page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.getAttribute('data-stop')") == "t3/2"
    assert page.evaluate(label).endswith(", it can go here")
    page.keyboard.press("Enter")  # put it down on t3
    assert sent(page) == [{"kind": "move", "src": "t1", "dst": "t3", "count": 1, "version": 1}]
    page.keyboard.press("Escape")
    page.keyboard.press("u")
    page.keyboard.press("r")
    page.keyboard.press("d")
    assert sent(page)[1:] == [{"kind": "undo"}, {"kind": "redo"}, {"kind": "stock", "version": 1}]
    # arrow up from the tableau reaches the top row; Enter on the stock deals
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowUp")
    assert page.evaluate("document.activeElement.getAttribute('data-stop')").startswith("stock/")
    page.keyboard.press("Space")
    assert sent(page)[-1] == {"kind": "stock", "version": 1}


def test_escape_cancels_selection(page: Page, static_server):
    open_harness(page, static_server, "klondike-start")
    card(page, "t1", 0).click()
    expect(page.locator(".solitaire-select-ring")).to_have_count(1)
    page.keyboard.press("Escape")
    expect(page.locator(".solitaire-select-ring")).to_have_count(0)
    assert sent(page) == []


def test_toolbar_buttons_send_intents(page: Page, static_server):
    open_harness(page, static_server, "klondike-mid")
    page.locator(".solitaire-undo").click()
    page.locator(".solitaire-hint").click()
    page.locator(".solitaire-new-deal").click()
    page.locator(".solitaire-deal-input").fill("1234")
    page.locator(".solitaire-deal-input").press("Enter")
    assert sent(page) == [
        {"kind": "undo"},
        {"kind": "hint"},
        {"kind": "new_deal", "seed": None},
        {"kind": "new_deal", "seed": "1234"},  # as typed: Python reads it exactly
    ]


def test_pyset_repaints(page: Page, static_server):
    open_harness(page, static_server, "klondike-start")
    expect(page.locator('[data-pile-id="f1"] .solitaire-card')).to_have_count(0)
    page.evaluate("t => window.__model._pyset('_table', t)", load("klondike-mid"))
    expect(page.locator('[data-pile-id="f1"] .solitaire-card[data-card="3S"]')).to_have_count(1)
    expect(page.locator(".solitaire-move-count")).to_have_text("36")
    page.evaluate("t => window.__model._pyset('_table', t)", load("matrimony-start"))
    expect(page.locator('[data-pile-id="t16"]')).to_have_count(1)
    expect(page.locator(".solitaire-title")).to_have_text("Matrimony")


def test_cleanup_removes_listeners(page: Page, static_server):
    open_harness(page, static_server, "klondike-start")
    assert page.evaluate("window.__model.listenerCount()") >= 1
    page.evaluate("window.__cleanup()")
    assert page.evaluate("window.__model.listenerCount()") == 0
    assert page.locator(".solitaire-root").count() == 0
    page.evaluate("t => window.__model._pyset('_table', t)", load("klondike-mid"))
    assert page.locator(".solitaire-root").count() == 0


def test_adapts_to_width(page: Page, static_server):
    open_harness(page, static_server, "klondike-start")
    wide = card(page, "t7", 6).bounding_box()["width"]
    page.evaluate("document.getElementById('root').style.maxWidth = '420px'")
    page.wait_for_function(
        'w => document.querySelector(\'.solitaire-card[data-pile="t7"][data-index="6"]\')'
        ".getBoundingClientRect().width < w * 0.7",
        arg=wide,
    )


# ---------------------------------------------------------------- screenshots


SHOT_LIVE = {
    "klondike-mid": {
        "state": "lost",
        "move": 31,
        "text": "No longer winnable: move 31 lost it",
        "moves": 36,
    },
    "klondike-start": {"state": "winnable", "move": None, "text": "Still winnable", "moves": 0},
    "klondike32-start": {"state": "winnable", "move": None, "text": "Still winnable", "moves": 0},
    "matrimony-mid": {
        "state": "unknown",
        "move": None,
        "text": "Winnable? Unknown: the solver found no answer in time",
        "moves": 57,
    },
}


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("fixture", FIXTURE_NAMES)
def test_screenshot(page: Page, static_server, fixture, theme):
    errors = open_harness(page, static_server, fixture, theme)
    if fixture == "klondike-mid":
        # show a selection with its targets, as a player sees it
        x, y = centre(page, "t2", 1, 0.5)
        page.mouse.click(x, y)
    live = SHOT_LIVE.get(fixture)
    if live:  # the live status line under the table, as the kernel sends it
        page.evaluate("s => window.__model._pyset('_live', s)", live)
    # banners fully in (the pulsing rings go on for ever: leave them)
    page.evaluate(
        "document.getAnimations().forEach(a => "
        "{ if (a.effect.getComputedTiming().endTime !== Infinity) a.finish(); })"
    )
    IMAGES.mkdir(parents=True, exist_ok=True)
    out = IMAGES / f"harness-{fixture}-{theme}.png"
    page.locator("#root").screenshot(path=str(out))
    assert out.stat().st_size > 5000
    assert errors == []


# ---------------------------------------------------------------- the real engine's snapshots


@pytest.mark.parametrize("variant", ["klondike", "klondike32", "matrimony"])
def test_engine_snapshot_renders_and_legal_move_clicks(page: Page, static_server, variant):
    """Contract check with the engine: its `_table` draws, and a click-click on a legal move
    sends exactly that move (the fixtures above are hand-made; this one is not)."""
    sw = pytest.importorskip("solitaire_widget")
    snapshot_mod = pytest.importorskip("solitaire_widget.snapshot")
    game = sw.Game(variant, seed=5)
    table = snapshot_mod.table_snapshot(game, lang="en", version=3)
    errors = open_harness(page, static_server, "klondike-start")
    page.evaluate("t => window.__model._pyset('_table', t)", table)
    expect(page.locator(".solitaire-title")).to_have_text(table["title"])
    assert table["legal"], "seed 5 has a legal move in every variant"
    key, dsts = next(iter(table["legal"].items()))
    src, index = key.split("/")
    card(page, src, int(index)).click()
    expect(page.locator(".solitaire-target-ring")).to_have_count(len(dsts))
    dst = f'[data-pile-id="{dsts[0]}"]'
    page.locator(f"{dst} > .solitaire-slot, {dst} > .solitaire-card").last.click()
    pile = next(p for p in table["piles"] if p["id"] == src)
    assert sent(page) == [
        {
            "kind": "move",
            "src": src,
            "dst": dsts[0],
            "count": len(pile["cards"]) - int(index),
            "version": 3,
        }
    ]
    assert errors == []


def test_read_only_table(page: Page, static_server):
    """renderTable(container, snapshot, {interactive: false}) draws without any input handling."""
    open_harness(page, static_server, "klondike-start")
    page.evaluate(
        """t => {
            const box = document.createElement('div');
            box.id = 'ro';
            box.style.width = '600px';
            document.body.appendChild(box);
            window.__roIntents = [];
            window.__ro = window.__module.renderTable(
                box, t, {interactive: false, onIntent: i => window.__roIntents.push(i)});
        }""",
        load("klondike-mid"),
    )
    ro = page.locator("#ro")
    expect(ro.locator(".solitaire-card[data-card='8S']")).to_have_count(1)
    assert ro.locator("[tabindex]").count() == 0
    ro.locator(".solitaire-card[data-card='8S']").click()
    ro.locator(".solitaire-card[data-pile='stock']").click()
    assert page.evaluate("window.__roIntents") == []
    assert ro.locator(".solitaire-select-ring").count() == 0
    page.evaluate("t => window.__ro.update(t)", load("matrimony-mid"))
    expect(ro.locator("[data-pile-id='t16']")).to_have_count(1)
    page.evaluate("window.__ro.destroy()")
    assert ro.locator(".solitaire-table").count() == 0


def test_touch_tap_select_then_tap_destination(browser, static_server):
    """Touch input: pointer events from a touchscreen select and move like the mouse."""
    context = browser.new_context(has_touch=True, viewport={"width": WIDTH + 40, "height": 900})
    try:
        page = context.new_page()
        open_harness(page, static_server, "klondike-start")
        x, y = centre(page, "t1", 0, 0.5)
        page.touchscreen.tap(x, y)
        expect(page.locator(".solitaire-select-ring")).to_have_count(1)
        x, y = centre(page, "t3", 2, 0.5)
        page.touchscreen.tap(x, y)
        assert sent(page) == [{"kind": "move", "src": "t1", "dst": "t3", "count": 1, "version": 1}]
    finally:
        context.close()


def test_touch_drag_moves_a_card_and_the_felt_still_scrolls(browser, static_server):
    """A finger dragging a card (real touch input, CDP): Chromium took the touch for a page
    pan and cancelled the pointer after a few moves, so no drag ever ended in a move."""
    context = browser.new_context(has_touch=True, viewport={"width": WIDTH + 40, "height": 600})
    try:
        page = context.new_page()
        open_harness(page, static_server, "klondike-start")
        page.evaluate(
            "document.body.append(Object.assign(document.createElement('div'),"
            " {style: 'height: 3000px'}))"
        )  # a page that can scroll
        page.evaluate("""window.__cancels = 0; document.querySelector('.solitaire-svg')
            .addEventListener('pointercancel', () => window.__cancels++)""")
        cdp = context.new_cdp_session(page)

        def finger(kind: str, x: float, y: float) -> None:
            points = [] if kind == "touchEnd" else [{"x": x, "y": y}]
            cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

        x1, y1 = centre(page, "t1", 0, 0.5)
        x2, y2 = centre(page, "t3", 2, 0.5)
        finger("touchStart", x1, y1)
        for k in range(1, 21):
            finger("touchMove", x1 + (x2 - x1) * k / 20, y1 + (y2 - y1) * k / 20)
        finger("touchEnd", x2, y2)
        expect(page.locator(".solitaire-drag")).to_have_count(0)
        assert page.evaluate("window.__cancels") == 0
        assert sent(page) == [{"kind": "move", "src": "t1", "dst": "t3", "count": 1, "version": 1}]
        assert page.evaluate("window.scrollY") == 0
        # a finger on the felt (no card) still scrolls the page
        felt = page.locator(".solitaire-svg").bounding_box()
        x, y = felt["x"] + felt["width"] - 4, felt["y"] + felt["height"] - 4
        finger("touchStart", x, y)
        for k in range(1, 11):
            finger("touchMove", x, y - 20 * k)
        finger("touchEnd", x, y - 200)
        page.wait_for_function("window.scrollY > 0")
    finally:
        context.close()


# ---------------------------------------------------------------- Rules panel, live status, polish

EVIL = (
    '<p class="x">ok</p><script>window.__pwned = 1</script>'
    '<img src="x" onerror="window.__pwned = 2">'
    '<a href="javascript:window.__pwned=3" onclick="window.__pwned=4">link</a>'
)


def rules_html(variant: str = "klondike32", lang: str = "en") -> str:
    from solitaire_widget.rulebook import rules_html as make

    return make(variant, lang)


def test_rules_panel_opens_and_closes_with_escape(page: Page, static_server):
    errors = open_harness(page, static_server, "klondike-mid")
    button = page.locator(".solitaire-rules-btn")
    expect(button).to_be_hidden()  # no rules text yet: no button
    html = rules_html()
    page.evaluate("h => window.__model._pyset('_rules_html', h)", html)
    expect(button).to_have_text("Rules")
    panel = page.locator(".solitaire-rules-panel")
    expect(panel).to_be_hidden()
    button.click()
    expect(panel).to_be_visible()
    expect(panel.locator("h3")).to_have_text("Solitario (32 cards): the rules")
    assert panel.locator("ol > li").count() >= 5
    expect(button).to_have_attribute("aria-expanded", "true")
    page.keyboard.press("u")  # the table's shortcuts are off while the rules are read
    page.keyboard.press("Escape")
    expect(panel).to_be_hidden()
    expect(button).to_be_focused()
    assert sent(page) == []
    button.click()
    page.locator(".solitaire-rules-close").click()  # and the close button
    expect(panel).to_be_hidden()
    assert errors == []


def test_rules_html_is_sanitized(page: Page, static_server):
    open_harness(page, static_server, "klondike-start")
    page.evaluate("h => window.__model._pyset('_rules_html', h)", EVIL)
    page.locator(".solitaire-rules-btn").click()
    body = page.locator(".solitaire-rules-body")
    expect(body).to_contain_text("ok")
    expect(body).to_contain_text("link")  # the text stays, the link and handlers go
    assert body.locator("script, img, a, [onerror], [onclick], [href]").count() == 0
    assert body.locator("p.x").count() == 1
    page.wait_for_timeout(100)
    assert page.evaluate("window.__pwned") is None


def test_status_line_shows_the_live_status(page: Page, static_server):
    open_harness(page, static_server, "klondike-mid")
    line = page.locator(".solitaire-status")
    expect(line).to_be_hidden()  # no _live: nothing
    lost = {"state": "lost", "move": 31, "text": "No longer winnable: move 31 lost it", "moves": 36}
    page.evaluate("s => window.__model._pyset('_live', s)", lost)
    expect(line).to_have_text(lost["text"])
    expect(line).to_have_attribute("data-state", "lost")
    page.evaluate(
        "s => window.__model._pyset('_live', s)",
        {"state": "winnable", "move": None, "text": "Still winnable", "moves": 36},
    )
    expect(line).to_have_text("Still winnable")
    page.evaluate("s => window.__model._pyset('_live', s)", {"state": "off", "text": ""})
    expect(line).to_be_hidden()


def test_a_message_does_not_move_the_table(page: Page, static_server):
    """The message line keeps its place when empty (issue 10: the table never jumps)."""
    open_harness(page, static_server, "klondike-start")
    assert load("klondike-start")["message"] is None
    felt = page.locator(".solitaire-table").bounding_box()
    page.evaluate("t => window.__model._pyset('_table', t)", load("klondike-mid"))
    expect(page.locator(".solitaire-message")).to_be_visible()
    assert page.locator(".solitaire-table").bounding_box()["y"] == felt["y"]


@pytest.mark.parametrize(("draw", "shown"), [(1, 1), (3, 3)])
def test_waste_fans_the_cards_of_one_draw(page: Page, static_server, draw, shown):
    open_harness(page, static_server, "klondike-mid")
    snap = {**load("klondike-mid"), "draw_count": draw}
    page.evaluate("t => window.__model._pyset('_table', t)", snap)
    waste = page.locator('.solitaire-card[data-pile="waste"]')
    expect(waste).to_have_count(shown)
    assert waste.last.get_attribute("data-card") == snap["piles"][1]["cards"][-1]


def test_stock_slot_icons(page: Page, static_server):
    open_harness(page, static_server, "won")
    stock = page.locator('[data-pile-id="stock"]')
    assert stock.locator(".solitaire-stock-icon").count() == 0  # won: no ✕
    empty = {**load("klondike-mid"), "stock_label": "turn the waste over"}
    empty["piles"] = [{**empty["piles"][0], "cards": []}, *empty["piles"][1:]]
    page.evaluate("t => window.__model._pyset('_table', t)", {**empty, "stock_action": "turn"})
    expect(stock.locator(".solitaire-stock-turn")).to_have_count(1)
    page.evaluate("t => window.__model._pyset('_table', t)", {**empty, "stock_action": None})
    expect(stock.locator(".solitaire-stock-done")).to_have_count(1)
    page.evaluate("t => window.__model._pyset('_table', t)", load("matrimony-redeal"))
    expect(stock.locator(".solitaire-stock-redeal")).to_have_count(1)
    expect(stock.locator(".solitaire-redeal-pile")).to_have_text("12")
    page.locator('[data-pile="stock"]').first.click()
    assert sent(page) == [{"kind": "stock", "version": 120}]


@pytest.mark.parametrize("lang", ["en", "it", "nl", "pt"])
def test_toolbar_fits_one_line_at_notebook_width(page: Page, static_server, lang):
    """The engine's own snapshots, every game, at the harness width (a notebook cell)."""
    sw = pytest.importorskip("solitaire_widget")
    from solitaire_widget.snapshot import table_snapshot

    open_harness(page, static_server, "klondike-start")
    page.evaluate("h => window.__model._pyset('_rules_html', h)", rules_html("klondike", lang))
    for variant in ("klondike32", "matrimony", "klondike"):
        table = table_snapshot(sw.Game(variant, seed=7), lang=lang, version=2, hint_available=True)
        page.evaluate("t => window.__model._pyset('_table', t)", table)
        expect(page.locator(".solitaire-title")).to_have_text(table["title"])
        tops = page.eval_on_selector_all(
            ".solitaire-toolbar > :not(.solitaire-hidden):not(.solitaire-spacer)",
            "els => els.map(e => e.getBoundingClientRect()).map(r => r.top + r.height / 2)",
        )
        assert max(tops) - min(tops) <= 4, (variant, lang, tops)
        expect(page.locator(".solitaire-undo")).to_contain_text(
            table["labels"]["undo"]
        )  # for screen readers


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_rules_panel_screenshot(page: Page, static_server, theme):
    errors = open_harness(page, static_server, "klondike32-start", theme)
    page.evaluate("h => window.__model._pyset('_rules_html', h)", rules_html("klondike32", "en"))
    page.locator(".solitaire-rules-btn").click()
    expect(page.locator(".solitaire-rules-panel")).to_be_visible()
    out = IMAGES / f"harness-rules-{theme}.png"
    page.locator("#root").screenshot(path=str(out))
    assert out.stat().st_size > 5000
    assert errors == []


# ---------------------------------------------------------------- delivery: lost, repeated messages

_BRIDGE_JS = """([drops, dropAcks, copies]) => {
    // the page's model talks to a real SolitaireWidget in the test process (window.__kernel);
    // the first `drops` intents and the first `dropAcks` acknowledgements are lost on the way,
    // and every delivered intent arrives `copies` times
    const m = window.__model;
    m.autoAck = false;
    m.dropped = [];
    window.__inflight = 0;  // copies delivered whose answer the page has not had yet
    m.send = (content) => {
        m.sent.push({ content });
        if (drops > 0) { drops -= 1; m.dropped.push(content); return; }
        for (let i = 0; i < copies; i++) {
            window.__inflight += 1;
            window.__kernel(content).then((r) => {
                window.__inflight -= 1;
                for (const msg of r.out) {
                    if ("ack" in msg && dropAcks > 0) { dropAcks -= 1; continue; }
                    m._pymsg(msg);
                }
                m._pyset("_table", r.table);
            });
        }
    };
}"""


def bridge(page: Page, static_server, drops=0, drop_acks=0, copies=1):
    """A harness page wired to a real widget (Klondike deal 1, draw 1) with a lossy link."""
    sw = pytest.importorskip("solitaire_widget")
    w = sw.SolitaireWidget("klondike", seed=1, draw_count=1, live_status=False, library=None)
    outbox: list[dict] = []
    w.send = lambda content, buffers=None: outbox.append(content)  # acks, as the comm would

    def kernel(content):
        w._on_intent(w, content, [])
        out = list(outbox)
        outbox.clear()
        return {"out": out, "table": w._table}

    page.expose_function("__kernel", kernel)
    errors = open_harness(page, static_server, "klondike-start")
    # the view's first word (in sight) goes to the fake model, before the lossy link
    page.wait_for_function("document.querySelector('.solitaire-root').dataset.visible")
    page.evaluate("t => window.__model._pyset('_table', t)", w._table)
    page.evaluate(_BRIDGE_JS, [drops, drop_acks, copies])
    return w, errors


def raw_sent(page: Page) -> list[dict]:
    """Every message sent, resends included (not the view's first word, in sight)."""
    return [m["content"] for m in page.evaluate("window.__model.sent")][1:]


def test_a_lost_intent_is_resent_and_applied_once(page: Page, static_server):
    w, errors = bridge(page, static_server, drops=1)
    card(page, "t1", 0).click()
    card(page, "t7", 6).click()  # this move's first message is lost
    expect(page.locator(".solitaire-move-count")).to_have_text("1", timeout=5000)
    assert [str(m) for m in w.game.moves] == ["t1-t7"]
    page.wait_for_timeout(1500)  # well past the next resend: nothing more may arrive
    msgs = raw_sent(page)
    assert len(msgs) == 2 and msgs[0] == msgs[1]  # the same id and version, sent twice
    assert page.evaluate("window.__model.dropped.length") == 1
    assert w._intent_counts == {"applied": 1}
    assert page.locator(".solitaire-root").get_attribute("data-resends") == "1"
    assert errors == []


def test_a_lost_acknowledgement_repeats_the_intent_applied_once(page: Page, static_server):
    w, errors = bridge(page, static_server, drop_acks=1)
    page.locator('.solitaire-root [data-pile="stock"]').last.click()
    expect(page.locator(".solitaire-move-count")).to_have_text("1", timeout=5000)
    page.wait_for_function("window.__model.sent.length >= 2", timeout=5000)  # the resend
    page.wait_for_function("window.__inflight === 0")  # Python has seen it
    page.wait_for_timeout(1500)  # well past the next resend: nothing more may go out
    assert [str(m) for m in w.game.moves] == ["s-w"]
    assert w._intent_counts == {"applied": 1, "repeated": 1}
    assert len(raw_sent(page)) == 2  # acknowledged the second time: no third send
    assert errors == []


def test_duplicated_intents_are_applied_once(page: Page, static_server):
    w, errors = bridge(page, static_server, copies=2)
    stock = page.locator('.solitaire-root [data-pile="stock"]').last
    for n in (1, 2):
        stock.click()
        expect(page.locator(".solitaire-move-count")).to_have_text(str(n), timeout=5000)
    page.locator(".solitaire-undo").click()  # an undo delivered twice takes back one move
    expect(page.locator(".solitaire-move-count")).to_have_text("1", timeout=5000)
    page.wait_for_function("window.__inflight === 0")  # both copies of the undo applied
    page.wait_for_timeout(600)  # a resend would go out by now
    assert [str(m) for m in w.game.moves] == ["s-w"]
    assert w._intent_counts == {"applied": 3, "repeated": 3}
    assert len(raw_sent(page)) == 3  # each acknowledged at once: no resend
    assert errors == []


# ---------------------------------------------------------------- focus when a control goes

#: where the focus is: "table" (a card or pile of the table), the class of a button, or the
#: tag of what has it (BODY: lost to the page)
FOCUS = """() => {
    const a = document.activeElement;
    if (a && a.closest('.solitaire-svg')) return 'table';
    if (a && a.tagName === 'BUTTON') return [...a.classList].find(c => c !== 'solitaire-btn'
        && c !== 'solitaire-btn-primary');
    return a ? a.tagName : null;
}"""


def test_a_control_that_goes_hands_the_focus_on(page: Page, static_server):
    # Undo disabled with the focus on it (the last move taken back), Auto-finish hidden
    # (the game won), the banner's New deal gone (a new game): the focus fell to the page,
    # where JupyterLab's command mode takes the next keys
    open_harness(page, static_server, "klondike-mid")
    page.locator(".solitaire-undo").focus()
    page.evaluate("t => window.__model._pyset('_table', t)", load("klondike-start"))
    assert page.evaluate(FOCUS) == "table"
    mid = load("klondike-mid")
    page.evaluate("t => window.__model._pyset('_table', t)", dict(mid, can_auto_finish=True))
    page.locator(".solitaire-auto-finish").focus()
    page.evaluate("t => window.__model._pyset('_table', t)", load("won"))
    assert page.evaluate(FOCUS) == "solitaire-banner-new-deal"
    page.evaluate("t => window.__model._pyset('_table', t)", load("klondike-start"))
    assert page.evaluate(FOCUS) == "table"


def test_the_won_banner_is_said_once_and_kept_across_redraws(page: Page, static_server):
    # the banner (role alert) was built again at every redraw: a screen reader said "You
    # won" again for a Show targets click, and a focused New deal lost the focus
    open_harness(page, static_server, "won")
    won = load("won")
    page.locator(".solitaire-banner-new-deal").focus()
    page.evaluate("() => { window.__banner = document.querySelector('.solitaire-banner'); }")
    for n, targets in enumerate((True, False)):
        page.evaluate(
            "t => window.__model._pyset('_table', t)",
            dict(won, show_targets=targets, version=won["version"] + n + 1),
        )
    assert page.evaluate("document.querySelector('.solitaire-banner') === window.__banner")
    assert page.locator("[role=alert]:not(.solitaire-hidden)").count() == 1
    assert page.evaluate(FOCUS) == "solitaire-banner-new-deal"


def test_the_spoken_line_is_said_once_for_its_position(page: Page, static_server):
    open_harness(page, static_server, "klondike-mid")
    mid = load("klondike-mid")
    said = page.locator(".solitaire-said")
    box = said.bounding_box()  # for screen readers only: nothing to see
    assert said.get_attribute("role") == "status" and box["width"] <= 1 and box["height"] <= 1
    v = mid["version"]
    page.evaluate(
        "t => window.__model._pyset('_table', t)",
        dict(mid, version=v + 1, position_since=v + 1, said="Q♠ goes from the waste."),
    )
    expect(said).to_have_text("Q♠ goes from the waste.")
    # the same position published again (a setting, a hint): the line is not said again
    page.evaluate(
        "() => { window.__changes = 0; new MutationObserver(() => window.__changes++)"
        ".observe(document.querySelector('.solitaire-said'),"
        " {childList: true, characterData: true, subtree: true}); }"
    )
    page.evaluate(
        "t => window.__model._pyset('_table', t)",
        dict(mid, version=v + 2, position_since=v + 1, said="Q♠ goes from the waste."),
    )
    page.wait_for_timeout(50)
    assert page.evaluate("window.__changes") == 0
    # every element of the table that takes the focus keeps the notebook's keys away
    # itself (Notebook 7 looks at the focused element before the table's root)
    assert page.evaluate(
        "[...document.querySelectorAll('[data-stop]')]"
        ".every(e => e.getAttribute('data-lm-suppress-shortcuts') === 'true')"
    )


def test_undo_redo_new_deal_and_restart_are_said(page: Page, static_server):
    # Undo changed the cards and the focused card's label without a word to a screen
    # reader; a new deal and a restart are said by the message line (a live region too)
    w, errors = bridge(page, static_server)
    said, message = page.locator(".solitaire-said"), page.locator(".solitaire-message")
    page.locator('.solitaire-root [data-pile="stock"]').last.click()
    expect(page.locator(".solitaire-move-count")).to_have_text("1", timeout=5000)
    drawn = str(w.game.piles["waste"].cards[-1])
    expect(said).to_have_text(f"One card is drawn from the stock onto the waste: {drawn}.")
    page.locator(".solitaire-undo").click()
    # the drawn card goes back face down: not named
    expect(said).to_have_text("Undone: the draw; the card goes back to the stock, face down.")
    page.locator(".solitaire-redo").click()
    expect(said).to_have_text(f"Redone: One card is drawn from the stock onto the waste: {drawn}.")
    page.locator(".solitaire-restart").click()
    expect(message).to_have_text("Restarted deal 1.")
    expect(said).to_have_text("")  # the draw is not said again of the deal
    page.locator(".solitaire-new-deal").click()
    expect(message).to_have_text(f"New deal: number {w.game.seed}.")
    for region in (said, message):
        assert region.get_attribute("role") == "status"
    assert errors == []


# Every text a live region shows, in order (what it holds after each batch of changes), and
# what it held at each animation frame's start: an empty state seen at two frames in a row
# was drawn, so a screen reader saw the region change (one emptied and written again within
# a frame, or on the next frame, which runs before that frame is drawn, may say nothing)
_WATCH_REGION_JS = """sel => {
    const r = document.querySelector(sel);
    const w = { changes: [], frames: [], live: [] };
    window.__watch = w;
    // each change's text, and whether the region was live then (aria-live "off": not said)
    new MutationObserver(() => {
        w.changes.push(r.textContent);
        w.live.push(r.getAttribute("aria-live"));
    })
        .observe(r, { childList: true, characterData: true, subtree: true });
    const tick = () => { w.frames.push(r.textContent); requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
}"""


def _watched(page: Page) -> tuple[list[str], list[str]]:
    w = page.evaluate("window.__watch")
    return w["changes"], w["frames"]


def _drawn_empty_between(frames: list[str], text: str) -> bool:
    """Whether the region, holding ``text``, was seen empty at two frames in a row before
    holding ``text`` again."""
    runs = "".join("t" if f == text else "e" if f == "" else "x" for f in frames)
    return "tee" in runs and "t" in runs[runs.index("tee") + 1 :]


def _illegal_move_watched(page: Page, static_server):
    """A table with an illegal move's message shown (t1-t2), its message region watched
    from there on: the widget, its errors, the region and the message's text."""
    w, errors = bridge(page, static_server)
    message = page.locator(".solitaire-message")
    card(page, "t1", 0).click()
    card(page, "t2", 1).click()  # illegal: a message says why
    text = w._table["message"]["text"]
    expect(message).to_have_text(text, timeout=5000)
    page.evaluate(_WATCH_REGION_JS, ".solitaire-message")
    return w, errors, message, text


def test_the_same_message_twice_is_said_twice(page: Page, static_server):
    # the same illegal move twice emptied the message and wrote it again on the next
    # animation frame, which runs before that frame is drawn: the empty state was never
    # drawn, and a screen reader could hear nothing the second time
    w, errors, message, text = _illegal_move_watched(page, static_server)
    card(page, "t1", 0).click()
    card(page, "t2", 1).click()  # the same move again: the same words, a new table version
    page.wait_for_function("window.__watch.changes.length >= 2", timeout=5000)
    expect(message).to_have_text(text)
    page.wait_for_timeout(100)  # (a few more frames with the text, to read the log by)
    changes, frames = _watched(page)
    assert changes == ["", text], changes
    assert _drawn_empty_between(frames, text), frames
    assert message.get_attribute("title") == text  # the full text stays readable meanwhile
    assert w.game.moves == [] and errors == []


def test_a_message_is_not_said_again_for_a_setting(page: Page, static_server):
    # every publish raised the table's version, and the page said the message again for a
    # new version: a setting changed (animate, the language) emptied the message line and
    # wrote it back, so a screen reader heard the last illegal move's reason again. The
    # language reworded the message: its new words are shown with the region not live
    w, errors, message, text = _illegal_move_watched(page, static_server)
    version = w._table["version"]
    undo = page.locator(".solitaire-undo")
    shown = []
    for name, value in (("animate", False), ("lang", "it"), ("lang", "en")):
        setattr(w, name, value)  # a setting: the table published again, its message kept
        page.evaluate("t => window.__model._pyset('_table', t)", w._table)
        expect(undo).to_have_attribute("aria-label", w._table["labels"]["undo"])  # drawn
        expect(message).to_have_text(w._table["message"]["text"])
        shown.append(w._table["message"]["text"])
    assert w._table["version"] == version + 3 and shown[0] == shown[2] == text
    assert shown[1] == w.game.explain(Move("t1", "t2"), "it")  # in Italian, as the labels
    page.wait_for_timeout(300)  # (longer than a repeated text's wait)
    changes, _ = _watched(page)
    live = page.evaluate("window.__watch.live")
    assert changes == shown[1:] and live == ["off", "off"], (changes, live)
    expect(message).to_have_attribute("aria-live", "polite")  # live again for the next
    # the same illegal move again is a new message: said again
    card(page, "t1", 0).click()
    card(page, "t2", 1).click()
    page.wait_for_function("window.__watch.changes.length >= 4", timeout=5000)
    changes, _ = _watched(page)
    live = page.evaluate("window.__watch.live")
    assert changes[2:] == ["", text] and live[2:] == ["polite", "polite"], (changes, live)
    assert w.game.moves == [] and errors == []


def test_two_positions_in_a_row_with_the_same_words_are_both_said(page: Page, static_server):
    # the spoken line is said once per position; two positions in a row with the same
    # words (two draws taken back) wrote the region with the text it held: not said again
    w, errors = bridge(page, static_server)
    said = page.locator(".solitaire-said")
    stock = page.locator('.solitaire-root [data-pile="stock"]').last
    for n in ("1", "2"):
        stock.click()
        expect(page.locator(".solitaire-move-count")).to_have_text(n, timeout=5000)
    undone = "Undone: the draw; the card goes back to the stock, face down."
    page.locator(".solitaire-undo").click()
    expect(said).to_have_text(undone, timeout=5000)
    page.evaluate(_WATCH_REGION_JS, ".solitaire-said")
    page.locator(".solitaire-undo").click()
    page.wait_for_function("window.__watch.changes.length >= 2", timeout=5000)
    expect(said).to_have_text(undone)
    page.wait_for_timeout(100)
    changes, frames = _watched(page)
    assert changes == ["", undone], changes
    assert _drawn_empty_between(frames, undone), frames
    # (the same position published again is not said again: the test above)
    assert len(w.game.moves) == 0 and errors == []
