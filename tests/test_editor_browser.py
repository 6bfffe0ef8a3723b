"""The position editor's front end in real Chromium, with the real Python editor behind it.

The harness page (tests/harness/index.html) loads solitaire_widget/static/editor.js through
a Blob URL, as anywidget does. Its fake model's ``send`` is bridged to a live
:class:`PositionEditor` in this process (Playwright's ``expose_function``): every intent the
page sends is applied by Python, which answers with its acknowledgement and the new
``_editor`` state, as the kernel would. So a drag in the page ends as ``ed.position``.
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, expect

import solitaire_widget as sw
from tests.shots import IMAGES

pytestmark = pytest.mark.browser

WIDTH = 860

# the fake model's send goes to Python; Python's answer (ack + state) comes back
_BRIDGE = """
() => {
  const m = window.__model;
  window.__inflight = 0;  // intents sent whose answer the page has not applied yet
  m.send = (content) => {
    m.sent.push({ content });
    window.__inflight += 1;
    window.__editorIntent(content).then((reply) => {
      m._pyset("_editor", reply.state);
      if (reply.ack) m._pymsg({ ack: reply.ack });
      window.__inflight -= 1;
    });
  };
}
"""


def open_editor(page: Page, base: str, ed: Any, theme: str = "light") -> list[str]:
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)

    def on_intent(content: Any) -> dict:
        ed._on_intent(ed, content, [])
        ack = content.get("id") if isinstance(content, dict) else None
        return {"state": ed._editor, "ack": ack}

    page.expose_function("__editorIntent", on_intent)
    page.set_viewport_size({"width": WIDTH + 40, "height": 1000})
    page.goto(
        f"{base}/tests/harness/index.html?esm=/solitaire_widget/static/editor.js"
        f"&theme={theme}&width={WIDTH}"
    )
    page.wait_for_function("window.__ready === true")
    page.evaluate(_BRIDGE)
    page.evaluate("s => window.__model._pyset('_editor', s)", ed._editor)
    expect(page.locator(".solitaire-editor-title")).to_have_text(ed._editor["title"])
    return errors


def card(page: Page, pile: str, index: int):
    return page.locator(f'.solitaire-card[data-pile="{pile}"][data-index="{index}"]')


def slot(page: Page, pile: str):
    return page.locator(f'.solitaire-slot[data-pile="{pile}"]')


def drag(page: Page, src, dst, dy_frac: float = 0.1) -> None:
    """Drag with the mouse from the top strip of ``src`` to the middle of ``dst``."""
    a, b = src.bounding_box(), dst.bounding_box()
    assert a and b
    page.mouse.move(a["x"] + a["width"] / 2, a["y"] + a["height"] * dy_frac)
    page.mouse.down()
    for k in range(1, 9):  # several steps: past the drag threshold, then over the target
        t = k / 8
        page.mouse.move(
            a["x"] + a["width"] / 2 + t * (b["x"] + b["width"] / 2 - a["x"] - a["width"] / 2),
            a["y"]
            + a["height"] * dy_frac
            + t * (b["y"] + b["height"] / 2 - a["y"] - a["height"] * dy_frac),
        )
    page.mouse.up()


def tap(page: Page, loc, double: bool = False) -> None:
    """Click the visible top strip of a (fanned) card with the mouse."""
    box = loc.bounding_box()
    assert box
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] * 0.12
    if double:
        page.mouse.dblclick(x, y)
    else:
        page.mouse.click(x, y)


def settled(page: Page, ed: Any) -> None:
    """Wait until the page shows the state Python published last.

    First every intent the page sent must have had its answer: Python applies an intent
    only while Playwright waits, so ``ed.position`` read before that is the old position,
    which the page still shows, and a key pressed next would go out with the old version.
    """
    page.wait_for_function("window.__inflight === 0")
    expect(page.locator(".solitaire-editor-text")).to_have_text(ed.position)


def test_build_a_position_by_dragging_and_flipping(page: Page, static_server):
    ed = sw.edit("klondike32")
    errors = open_editor(page, static_server, ed)
    expect(page.locator(".solitaire-editor-valid")).to_be_visible()
    # the stock's top card, A♠, onto pile 1: the engine says it would go up by itself
    drag(page, card(page, "stock", 31), slot(page, "t1"))
    settled(page, ed)
    assert ed.position.split()[2].split("/")[6] == "AS"
    expect(page.locator(".solitaire-editor-problem")).to_have_text(ed.problem)
    assert "would go to f1 by itself" in ed.problem
    # ... so it goes on to a foundation: valid again
    drag(page, card(page, "t1", 0), slot(page, "f3"))
    settled(page, ed)
    assert ed.position.split()[2].split("/")[4] == "AS" and ed.valid
    expect(page.locator(".solitaire-editor-valid")).to_be_visible()
    # two cards onto pile 2 by click-click: the stock's top, then the pile
    stock = ed.position.split()[2].split("/")[0]
    card(page, "stock", 30).click()
    slot(page, "t2").click()
    settled(page, ed)
    card(page, "stock", 29).click()
    tap(page, card(page, "t2", 0))
    settled(page, ed)
    t2 = ed.position.split()[2].split("/")[7]
    assert t2 == (stock[-2:] + stock[-4:-2]).upper()  # the next two of the sorted stock
    # double-click the lower card: face down under the face-up K♥
    tap(page, card(page, "t2", 0), double=True)
    settled(page, ed)
    assert ed.position.split()[2].split("/")[7] == t2[:2].lower() + t2[2:] and ed.valid
    assert card(page, "t2", 0).get_attribute("data-up") == "0"
    expect(card(page, "t2", 0)).to_have_attribute(
        "aria-label", "Seven of spades, Pile 2, face down"
    )
    # the keyboard: focus the top card of pile 2, F flips it; the engine says what is wrong
    card(page, "t2", 1).focus()
    page.keyboard.press("f")
    settled(page, ed)
    assert not ed.valid and "turned face up by itself" in ed.problem
    page.keyboard.press("u")  # undo
    settled(page, ed)
    assert ed.valid and ed.position.split()[2].split("/")[7] == t2[:2].lower() + t2[2:]
    # the counter: + twice (Solitario passes are unlimited)
    page.locator(".solitaire-editor-plus").click()
    settled(page, ed)
    page.locator(".solitaire-editor-plus").click()
    settled(page, ed)
    assert ed.position.endswith(" 2")
    expect(page.locator(".solitaire-editor-counter-value")).to_have_text("2")
    assert ed.game().position() == ed.position
    assert errors == []


def test_stock_strip_reorders_and_deals(page: Page, static_server):
    ed = sw.edit("klondike32")
    errors = open_editor(page, static_server, ed)
    chips = page.locator(".solitaire-editor-chip[data-card]")
    expect(chips).to_have_count(32)
    before = ed.position.split()[2].split("/")[0]
    # the bottom card of the stock (K♣) to the place of the top one: it becomes the top
    chips.nth(0).click()
    expect(chips.nth(0)).to_have_attribute("aria-pressed", "true")
    chips.nth(31).click()
    settled(page, ed)
    stock = ed.position.split()[2].split("/")[0]
    assert stock == before[2:] + before[:2] and stock.endswith("kc")
    # a card from the middle of the strip straight onto the waste
    chips.nth(10).click()
    code = chips.nth(10).get_attribute("data-card")
    slot(page, "waste").click()
    settled(page, ed)
    assert ed.position.split()[2].split("/")[1] == code
    expect(chips).to_have_count(31)
    # a refused edit: the waste card can't be flipped; the page says why, nothing changes
    text = ed.position
    card(page, "waste", 0).dblclick()
    expect(page.locator(".solitaire-message")).to_have_text("Waste is always face up.")
    assert ed.position == text
    assert errors == []


@pytest.mark.parametrize(
    ("variant", "lang", "theme"), [("klondike", "en", "light"), ("matrimony", "nl", "dark")]
)
def test_editor_screenshot(page: Page, static_server, variant, lang, theme):
    """A position in the making: some cards dealt, some face down, one problem left."""
    if variant == "klondike":
        ed = sw.edit("klondike", seed=1, lang=lang)
        ed.move("t7", "t4", index=5)  # a face-down card with its face-up one: not legal play
        ed.flip("t3")  # the top of pile 3 face down: the engine says so
    else:
        ed = sw.edit("matrimony", lang=lang)
        for k in range(1, 9):
            ed.move("stock", f"t{k}")
        ed.move("stock", "stock", index=0, count=1, at=90)
    errors = open_editor(page, static_server, ed, theme=theme)
    path = IMAGES / f"editor-{variant}-{theme}.png"
    page.locator(".solitaire-editor").screenshot(path=str(path))
    assert path.stat().st_size > 10_000
    assert errors == []


def test_keyboard_only(page: Page, static_server):
    """Arrows, Enter, F and U on the table; Enter on the stock strip's buttons."""
    ed = sw.edit("klondike", seed=5)
    errors = open_editor(page, static_server, ed)
    t1 = ed.position.split()[2].split("/")[6]
    card(page, "t1", 0).focus()
    page.keyboard.press("ArrowRight")  # to pile 2's top card
    page.keyboard.press("Enter")  # pick it up
    page.keyboard.press("ArrowLeft")  # to pile 1
    page.keyboard.press("Enter")  # put it down there
    settled(page, ed)
    piles = ed.position.split()[2].split("/")
    assert piles[6] == t1 + sw.Game("klondike", seed=5).position().split()[2].split("/")[7][2:]
    # pile 2's last card is face down now: the engine says so; F on it turns it up
    assert not ed.valid and ed.problem.startswith("position: t2, card 1 (K♣): the top card")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("f")
    settled(page, ed)
    assert ed.valid and ed.position.split()[2].split("/")[7] == "KC"
    page.keyboard.press("f")  # and down again; u takes it back
    settled(page, ed)
    assert not ed.valid
    page.keyboard.press("u")
    settled(page, ed)
    assert ed.valid
    # the stock strip: the first chip (the stock's bottom card) goes to the stock's top
    chips = page.locator(".solitaire-editor-chip[data-card]")
    bottom = chips.nth(0).get_attribute("data-card")
    chips.nth(0).focus()
    page.keyboard.press("Enter")
    page.locator(".solitaire-editor-chip-end").focus()
    page.keyboard.press("Enter")
    settled(page, ed)
    assert ed.position.split()[2].split("/")[0][-2:] == bottom.lower()
    assert errors == []


def test_drag_out_of_the_stock_strip(page: Page, static_server):
    ed = sw.edit("klondike32")
    errors = open_editor(page, static_server, ed)
    chips = page.locator(".solitaire-editor-chip[data-card]")
    code = chips.nth(5).get_attribute("data-card")
    drag(page, chips.nth(5), slot(page, "t3"), dy_frac=0.5)  # a card from the middle: pile 3
    settled(page, ed)
    assert ed.position.split()[2].split("/")[8] == code
    expect(chips).to_have_count(31)
    expect(page.locator(".solitaire-editor-chip[aria-pressed='true']")).to_have_count(0)
    first = chips.nth(0).get_attribute("data-card")
    drag(page, chips.nth(0), chips.nth(20), dy_frac=0.5)  # to the strip's place 20
    settled(page, ed)
    stock = ed.position.split()[2].split("/")[0]
    assert stock[40:42] == first.lower() and len(stock) == 62
    assert errors == []


def test_fix_a_text_with_a_card_twice(page: Page, static_server):
    """A teacher's text with t7's top card written on t1 too (t1's own card missing): both
    copies are framed and tagged, the page says where the lacking card went; dragging the
    extra copy onto Remove extra copy and the lacking card from the strip onto t1 gives
    the position the text meant."""
    meant = sw.Game("klondike32", seed=3).position()
    variant, options, piles, counter = meant.split(" ")
    p = piles.split("/")
    x, y = p[-1][-2:], p[6][-2:]
    p[6] = p[6][:-2] + x
    ed = sw.edit(f"{variant} {options} {'/'.join(p)} {counter}")
    errors = open_editor(page, static_server, ed)
    marked = page.locator(".solitaire-card[data-extra]")
    expect(marked).to_have_count(2)
    assert {marked.nth(k).get_attribute("data-card") for k in range(2)} == {x}
    expect(card(page, "t1", 0)).to_have_attribute("data-extra", "2")
    expect(card(page, "t1", 0)).to_have_attribute(
        "aria-label", "Nine of clubs, Pile 1, face up, extra copy (×2)"
    )
    expect(page.locator(".solitaire-editor-problem")).to_have_text(ed.problem)
    expect(page.locator(".solitaire-message")).to_have_text(
        f"Not in the text, so put on top of the stock: {sw.Card.parse(y)}."
    )
    remove = page.locator(".solitaire-editor-remove")
    expect(remove).to_be_visible()
    expect(page.locator(".solitaire-editor-help")).to_contain_text("marked in red")
    shot = IMAGES / "editor-fix-light.png"
    page.locator(".solitaire-editor").screenshot(path=str(shot))
    assert shot.stat().st_size > 10_000
    # Delete on a card that is not an extra copy: refused, the page says why
    text = ed.position
    card(page, "t2", 1).focus()
    page.keyboard.press("Delete")
    expect(page.locator(".solitaire-message")).to_contain_text("is not an extra copy")
    assert ed.position == text
    # the copy on pile 1 dragged onto Remove extra copy
    drag(page, card(page, "t1", 0), remove)
    settled(page, ed)
    assert ed.extra == {} and ed.position.split()[2].split("/")[6] == "-"
    expect(marked).to_have_count(0)
    expect(remove).to_be_hidden()
    # the lacking card, on top of the stock (the strip's last chip), onto pile 1
    chips = page.locator(".solitaire-editor-chip[data-card]")
    last = chips.nth(chips.count() - 1)
    assert last.get_attribute("data-card") == y
    drag(page, last, slot(page, "t1"), dy_frac=0.5)
    settled(page, ed)
    assert ed.valid and ed.position == meant
    expect(page.locator(".solitaire-editor-valid")).to_be_visible()
    assert errors == []


def test_buttons_that_go_hand_the_focus_on(page: Page, static_server):
    # Undo, − and + went disabled with the focus on them, and the focus fell to the page
    ed = sw.edit("klondike32")
    errors = open_editor(page, static_server, ed)
    where = "() => document.activeElement.className.baseVal ?? document.activeElement.className"
    page.locator(".solitaire-editor-plus").click()
    settled(page, ed)
    page.locator(".solitaire-editor-minus").focus()
    page.keyboard.press("Enter")  # back to 0: − goes disabled
    settled(page, ed)
    assert "solitaire-editor-plus" in page.evaluate(where)
    page.locator(".solitaire-editor-undo").focus()
    for _ in range(2):  # the last edit undone: Undo goes disabled
        page.keyboard.press("Enter")
        settled(page, ed)
    assert "solitaire-card" in page.evaluate(where) or "solitaire-slot" in page.evaluate(where)
    assert errors == []


def test_a_finger_drags_a_card_and_a_chip(browser, static_server):
    # Chromium took a finger on the editor's table or strip for a page pan and cancelled
    # the drag after one move
    context = browser.new_context(has_touch=True, viewport={"width": WIDTH + 40, "height": 1000})
    try:
        page = context.new_page()
        ed = sw.edit("klondike32")
        errors = open_editor(page, static_server, ed)
        cdp = context.new_cdp_session(page)

        def finger(src, dst) -> None:
            a, b = src.bounding_box(), dst.bounding_box()
            x0, y0 = a["x"] + a["width"] / 2, a["y"] + a["height"] * 0.1
            x1, y1 = b["x"] + b["width"] / 2, b["y"] + b["height"] / 2
            send = lambda kind, pts: cdp.send(  # noqa: E731
                "Input.dispatchTouchEvent", {"type": kind, "touchPoints": pts}
            )
            send("touchStart", [{"x": x0, "y": y0}])
            for k in range(1, 13):
                send("touchMove", [{"x": x0 + k / 12 * (x1 - x0), "y": y0 + k / 12 * (y1 - y0)}])
            send("touchEnd", [])

        stock = ed._editor["piles"][0]["cards"]
        before = ed.position
        finger(card(page, "stock", len(stock) - 1), slot(page, "t1"))
        settled(page, ed)
        assert ed.position != before
        chips = page.locator(".solitaire-editor-chip[data-card]")
        before = ed.position
        finger(chips.nth(chips.count() - 1), slot(page, "t2"))
        settled(page, ed)
        assert ed.position != before
        assert errors == []
    finally:
        context.close()


def test_the_verdict_is_said_when_it_changes_only(page: Page, static_server):
    # every edit wrote "Valid position" into the verdict's live region again, so a screen
    # reader said it after each + or −; the counter's new value was in no live region
    ed = sw.edit("klondike32")
    errors = open_editor(page, static_server, ed)
    page.evaluate(
        "() => { window.__verdictWrites = 0; new MutationObserver(() => window.__verdictWrites++)"
        ".observe(document.querySelector('.solitaire-editor-verdict'),"
        " {childList: true, characterData: true, subtree: true}); }"
    )
    for _ in range(3):
        page.locator(".solitaire-editor-plus").click()
        settled(page, ed)
    assert ed.valid and page.evaluate("window.__verdictWrites") == 0
    assert page.locator(".solitaire-editor-counter-value").get_attribute("role") == "status"
    expect(page.locator(".solitaire-editor-counter-value")).to_have_text("3")
    # a change of verdict is written (and said)
    drag(page, card(page, "stock", 31), slot(page, "t1"))
    settled(page, ed)
    assert not ed.valid and page.evaluate("window.__verdictWrites") > 0
    assert errors == []


def test_the_same_words_twice_are_written_twice(page: Page, static_server):
    # two edits in a row with the same words (Start again twice, All cards to the stock
    # twice) wrote the live region with the text it already held: some screen readers
    # then say nothing for the second edit
    ed = sw.edit("klondike", seed=5)
    errors = open_editor(page, static_server, ed)
    said = page.locator(".solitaire-editor-said")
    # every text the region shows, in order (each mutation batch: what it holds after)
    page.evaluate(
        "() => { const r = document.querySelector('.solitaire-editor-said'); window.__saidLog = [];"
        " new MutationObserver(() => window.__saidLog.push(r.textContent))"
        ".observe(r, {childList: true, characterData: true, subtree: true}); }"
    )
    written = lambda: page.evaluate("window.__saidLog")  # noqa: E731
    for button in ("reset", "reset", "sort", "sort"):
        page.locator(f".solitaire-editor-{button}").click()
        settled(page, ed)
        expect(said).to_have_text(ed._editor["said"])
    start = "Back to the position the editor started from."
    everything = "Every card is in the stock again, sorted."
    # the same words again: emptied, then written again; other words: written at once
    assert written() == [start, "", start, everything, "", everything]
    page.locator(".solitaire-editor-undo").click()
    settled(page, ed)
    undone = "Undone: all cards to the stock."
    expect(said).to_have_text(undone)
    # a table published again (a language) says nothing: the region keeps its words
    ed.lang = "it"
    page.evaluate("s => window.__model._pyset('_editor', s)", ed._editor)
    expect(page.locator(".solitaire-editor-title")).to_have_text(ed._editor["title"])
    assert written() == [start, "", start, everything, "", everything, undone]
    assert errors == []


@pytest.mark.parametrize("lang", ["en", "it", "nl", "pt"])
def test_a_card_picked_up_says_so_and_each_edit_is_said(page: Page, static_server, lang):
    # a card picked up with the keyboard was a ring only (its name unchanged, no state), and
    # a card placed, moved, turned or removed changed the cards without a word
    from solitaire_widget.snapshot import labels

    picked = labels(lang)["picked_up"]
    ed = sw.edit("klondike", seed=5, lang=lang)
    errors = open_editor(page, static_server, ed)
    said = page.locator(".solitaire-editor-said")
    assert said.get_attribute("aria-live") == "polite" and said.get_attribute("role") == "status"
    expect(said).to_have_text("")
    card(page, "t1", 0).focus()
    page.keyboard.press("ArrowRight")  # pile 2's top card
    page.keyboard.press("Enter")  # picked up
    top = card(page, "t2", 1)
    expect(top).to_have_attribute("aria-pressed", "true")
    assert (top.get_attribute("aria-label") or "").endswith(f", {picked}")
    assert card(page, "t1", 0).get_attribute("aria-pressed") is None
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("Enter")  # put down on pile 1
    settled(page, ed)
    expect(said).to_have_text(ed._editor["said"])
    assert "9" not in (said.text_content() or "")  # in words: "Nine of clubs", not 9♣
    placed = card(page, "t1", 1)
    assert placed.get_attribute("aria-pressed") is None
    assert picked not in (placed.get_attribute("aria-label") or "")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("f")  # turned
    settled(page, ed)
    expect(said).to_have_text(ed._editor["said"])
    page.keyboard.press("u")  # and taken back
    settled(page, ed)
    expect(said).to_have_text(ed._editor["said"])
    # a chip of the stock strip picked up says so too; put on the stock's top, it is said
    chip = page.locator(".solitaire-editor-chip[data-card]").nth(0)
    chip.focus()
    page.keyboard.press("Enter")
    chip = page.locator(".solitaire-editor-chip[data-card]").nth(0)
    expect(chip).to_have_attribute("aria-pressed", "true")
    assert (chip.get_attribute("aria-label") or "").endswith(f", {picked}")
    page.locator(".solitaire-editor-chip-end").focus()
    page.keyboard.press("Enter")
    settled(page, ed)
    expect(said).to_have_text(ed._editor["said"])
    if lang == "en":
        card(page, "t3", 2).focus()
        page.keyboard.press("Enter")
        page.locator(".solitaire-editor").screenshot(path=str(IMAGES / "editor-said.png"))
    assert errors == []


def test_a_language_change_words_the_message_again_without_saying_it(page: Page, static_server):
    # the editor's message went with the language change (the kernel sent none): the
    # refused edit's reason, or the cards the text lacked, were gone while every label
    # changed; now they are worded again, written with the region's aria-live off
    g = sw.Game("klondike", seed=5)
    piles = g.position().split(" ")[2].split("/")
    piles[-1] = piles[-1][:-2]  # the last pile's top card left out of the text
    head = " ".join(g.position().split(" ")[:2])
    ed = sw.edit(f"{head} {'/'.join(piles)} 0")
    errors = open_editor(page, static_server, ed)
    message = page.locator(".solitaire-message")
    expect(message).to_have_text(ed._editor["message"]["text"])
    assert message.inner_text().startswith("Not in the text")
    page.evaluate(
        "() => { const m = document.querySelector('.solitaire-message');"
        " window.__liveAtWrite = [];"
        " new MutationObserver(() => window.__liveAtWrite.push(m.getAttribute('aria-live')))"
        ".observe(m, {childList: true, characterData: true, subtree: true}); }"
    )
    ed.lang = "it"  # as a cell would set it: the kernel publishes the table again
    page.evaluate("s => window.__model._pyset('_editor', s)", ed._editor)
    expect(message).to_have_text(ed._editor["message"]["text"])
    assert "cima al mazzo" in message.inner_text()
    assert page.evaluate("window.__liveAtWrite") == ["off"]  # shown, not said again
    problem = page.locator(".solitaire-editor-problem")
    expect(problem).to_have_text(ed.problem)
    assert ed.problem.startswith("posizione: ")
    page.locator(".solitaire-editor").screenshot(path="/tmp/s46/lang2/editor-it-after-lang.png")
    # a refused edit in Italian, then Dutch: the reason follows
    top = len(ed.position.split(" ")[2].split("/")[0]) // 2 - 1
    card(page, "stock", top).dblclick()
    settled(page, ed)
    expect(message).to_have_text("Il mazzo è sempre coperto: togli prima la carta dal mazzo.")
    ed.lang = "nl"
    page.evaluate("s => window.__model._pyset('_editor', s)", ed._editor)
    expect(message).to_have_text("De voorraad ligt altijd dicht: haal de kaart er eerst uit.")
    assert errors == []


def test_a_language_change_words_the_verdict_again_without_saying_it(page: Page, static_server):
    # the verdict's live region was rewritten in the new language, so a screen reader said
    # "Posizione valida" again though nothing but the language changed; a new verdict is
    # said as before
    ed = sw.edit("klondike32")
    errors = open_editor(page, static_server, ed)
    verdict = page.locator(".solitaire-editor-verdict")
    expect(verdict).to_have_text("\u2713 Valid position")
    page.evaluate(
        "() => { const v = document.querySelector('.solitaire-editor-verdict');"
        " window.__verdictLive = [];"
        " new MutationObserver(() => window.__verdictLive.push(v.getAttribute('aria-live')))"
        ".observe(v, {childList: true, characterData: true, subtree: true}); }"
    )
    live_at_writes = lambda: page.evaluate("window.__verdictLive")  # noqa: E731
    ed.lang = "it"  # as a cell would set it: the kernel publishes the table again
    page.evaluate("s => window.__model._pyset('_editor', s)", ed._editor)
    expect(verdict).to_have_text("\u2713 Posizione valida")
    assert live_at_writes() == ["off"]  # reworded with the region out of the live regions
    expect(verdict).to_have_attribute("aria-live", "polite")  # and live again after
    # a new verdict (an edit) is written live: said
    drag(page, card(page, "stock", 31), slot(page, "t1"))
    settled(page, ed)
    assert not ed.valid
    expect(page.locator(".solitaire-editor-problem")).to_have_text(ed.problem)
    assert live_at_writes() == ["off", "polite"]
    # the problem in Dutch: reworded quietly again, and live once more
    ed.lang = "nl"
    page.evaluate("s => window.__model._pyset('_editor', s)", ed._editor)
    expect(page.locator(".solitaire-editor-problem")).to_have_text(ed.problem)
    assert verdict.inner_text().startswith(f"\u2717 {ed._editor['labels']['invalid']}:")
    assert live_at_writes() == ["off", "polite", "off"]
    expect(verdict).to_have_attribute("aria-live", "polite")
    page.locator(".solitaire-editor").screenshot(path="/tmp/s46/errs/editor-nl-verdict.png")
    assert errors == []
