"""The card table's layout, focus and robustness in Chromium (issue 10, items 1, 5 and 6).

Harness-page tests (tests/harness/index.html with the fake model, as tests/test_harness.py):

* a stable layout: a message, Auto-finish or a longer column never moves a card, and the
  felt's size depends only on the game and the width;
* the keyboard focus ring and the legal-target ring differ in shape; after a keyboard move
  the focus follows the moved card; `?` and the Keys button list the keys in the player's
  language; the show-targets toggle has visible words;
* a malformed `_table` (or an exception while drawing) shows an error inside the widget,
  and the next good state brings the table back, clickable.

Screenshots (light and dark) go to the temporary folder of tests/shots.py.
"""

from __future__ import annotations

import itertools

import pytest
from playwright.sync_api import Page, expect

from solitaire_widget.i18n import LANGUAGES
from solitaire_widget.snapshot import labels, table_snapshot
from tests.shots import IMAGES
from tests.test_harness import bridge, card, centre, load, open_harness, sent

pytestmark = pytest.mark.browser

KEY_LABELS = (
    "keys_tab",
    "keys_arrows",
    "keys_enter",
    "keys_escape",
    "keys_undo",
    "keys_redo",
    "keys_stock",
    "keys_hint",
    "keys_help",
)

_BOXES_JS = """() => Object.fromEntries(
    [...document.querySelectorAll('.solitaire-root :is(.solitaire-card, .solitaire-slot)')]
        .map(e => { const r = e.getBoundingClientRect();
                    return [e.dataset.pile + '/' + e.dataset.index,
                            [r.x, r.y, r.width, r.height]]; }))"""


def boxes(page: Page) -> dict[str, list[float]]:
    """Every drawn card and empty slot, by pile/index, as [x, y, w, h] on the page."""
    return page.evaluate(_BOXES_JS)


def pyset(page: Page, table) -> None:
    page.evaluate("t => window.__model._pyset('_table', t)", table)


def active_stop(page: Page) -> str | None:
    return page.evaluate(
        "document.activeElement && document.activeElement.getAttribute('data-stop')"
    )


# ---------------------------------------------------------------- 1. stable layout


def test_an_illegal_moves_message_moves_no_card(page: Page, static_server):
    w, errors = bridge(page, static_server)
    table = w._table
    assert table["message"] is None
    # a move the engine refuses: the waste is empty, so put t1's card on t2 (not in legal)
    assert "t2" not in table["legal"].get("t1/0", [])
    before = boxes(page)
    felt = page.locator(".solitaire-table").bounding_box()
    card(page, "t1", 0).click()
    card(page, "t2", 1).click()
    expect(page.locator(".solitaire-message-error")).to_be_visible()
    assert w._table["message"]["kind"] == "error" and not w.game.moves
    assert boxes(page) == before
    assert page.locator(".solitaire-table").bounding_box() == felt
    # the message goes with the next move: still nothing moves but the cards played
    card(page, "t1", 0).click()
    card(page, "t7", 6).click()
    expect(page.locator(".solitaire-move-count")).to_have_text("1")
    expect(page.locator(".solitaire-message")).to_have_text("")
    after = boxes(page)
    assert {k: v for k, v in after.items() if k[:2] not in ("t1", "t7")} == {
        k: v for k, v in before.items() if k[:2] not in ("t1", "t7")
    }
    assert page.locator(".solitaire-table").bounding_box() == felt
    assert errors == []


def test_the_message_line_is_a_live_region_of_fixed_height(page: Page, static_server):
    errors = open_harness(page, static_server, "klondike-start")
    msg = page.locator(".solitaire-message")
    assert msg.get_attribute("aria-live") == "polite" and msg.get_attribute("role") == "status"
    empty = msg.bounding_box()
    assert empty["height"] > 20  # reserved even without a message
    felt = page.locator(".solitaire-table").bounding_box()
    long_text = "A message far longer than two lines of the table's width. " * 12
    snap = load("klondike-start") | {"message": {"kind": "error", "text": long_text}}
    pyset(page, snap)
    expect(msg).to_have_text(long_text)
    assert msg.bounding_box()["height"] == empty["height"]
    assert msg.get_attribute("title") == long_text  # the whole text, when it is cut
    assert page.locator(".solitaire-table").bounding_box() == felt
    assert errors == []


def test_auto_finish_and_a_longer_column_move_nothing_else(page: Page, static_server):
    errors = open_harness(page, static_server, "klondike-mid")
    before = boxes(page)
    felt = page.locator(".solitaire-table").bounding_box()
    snap = load("klondike-mid") | {"can_auto_finish": True, "message": None}
    pyset(page, snap)
    expect(page.locator(".solitaire-auto-finish")).to_be_visible()
    assert boxes(page) == before
    # a column twice as long (in this deal's table): the felt keeps its size
    piles = [dict(p) for p in snap["piles"]]
    t6 = next(p for p in piles if p["id"] == "t6")
    t6["cards"] = t6["cards"] + ["6H", "5C", "4D", "3S", "2H"]
    pyset(page, snap | {"piles": piles})
    expect(card(page, "t6", len(t6["cards"]) - 1)).to_have_count(1)
    assert page.locator(".solitaire-table").bounding_box() == felt
    assert errors == []


def test_the_stock_count_is_said_once(page: Page, static_server):
    """Two or more cards in the stock: the badge says how many, no "N left" under it; one
    card (no badge): the label says it; the pile's accessible name keeps the words."""
    errors = open_harness(page, static_server, "klondike-mid")
    stock = page.locator('[data-pile-id="stock"]')
    n = len(next(p for p in load("klondike-mid")["piles"] if p["id"] == "stock")["cards"])
    assert n > 1
    expect(stock.locator(".solitaire-badge")).to_have_text(str(n))
    expect(stock.locator(".solitaire-pile-label")).to_have_count(0)
    texts = [t.strip() for t in stock.locator("text").all_text_contents()]
    assert texts.count(str(n)) == 1 and not any("left" in t for t in texts), texts
    assert "7 left" in (page.locator('[data-stop^="stock/"]').get_attribute("aria-label") or "")
    one = load("klondike-mid")
    for p in one["piles"]:
        if p["id"] == "stock":
            p["cards"] = p["cards"][:1]
    pyset(page, one | {"version": one["version"] + 1, "stock_label": "1 left"})
    expect(stock.locator(".solitaire-badge")).to_have_count(0)
    expect(stock.locator(".solitaire-pile-label")).to_have_text("1 left")
    assert errors == []


#: the toolbar's and message row's items (class, vertical centre, height) and the
#: counter's height and line height, of the widget root it is given (shadow roots too)
ROWS_JS = """(r) => {
    const out = {};
    for (const sel of ['.solitaire-toolbar', '.solitaire-message-row']) {
        const row = r.querySelector(sel);
        out[sel] = [...row.children]
            .filter((e) => e.getClientRects().length && !e.matches('.solitaire-spacer'))
            .map((e) => { const b = e.getBoundingClientRect();
                          return [e.className.split(' ').pop(), b.top + b.height / 2, b.height]; });
    }
    const c = r.querySelector('.solitaire-counter');
    out.counter = [c.getBoundingClientRect().height, parseFloat(getComputedStyle(c).lineHeight)
                   || parseFloat(getComputedStyle(c).fontSize) * 1.2];
    return out;
}"""


def assert_one_line(rows: dict, where: object) -> None:
    """The toolbar is one row, the message row is one row, the counter is one line."""
    for sel in (".solitaire-toolbar", ".solitaire-message-row"):
        items = rows[sel]
        assert len(items) >= 4, (where, sel, items)
        mids = [m for _, m, _ in items]
        assert max(mids) - min(mids) < 8, (where, sel, items)  # one row
    height, line = rows["counter"]
    assert height < 1.8 * line, (where, rows["counter"])  # one line of text


#: a host's base CSS that makes every svg a block (Tailwind's preflight, as marimo has it)
BLOCK_SVG_CSS = "svg, img { display: block; vertical-align: middle; }"


@pytest.mark.parametrize("host_css", ["", BLOCK_SVG_CSS], ids=["plain", "svg-block"])
def test_toolbar_and_counter_stay_one_line_at_common_widths(page: Page, static_server, host_css):
    """At 700 px (a narrow notebook), 860 px (JupyterLab's cell), 1026 px (marimo's column
    at a 1200 px window) and 1280 px, in every language, Klondike and "Solitario (32
    cards)" (the longest title), with a scoring, a 9-digit deal
    and the Rules button: the toolbar is one row, the message row is one row, and the
    counter (moves, clock, score) is one line, also where the host makes svgs blocks."""
    sw = pytest.importorskip("solitaire_widget")
    errors = open_harness(page, static_server, "klondike-start")
    if host_css:
        page.add_style_tag(content=host_css)
    for variant, lang in itertools.product(("klondike", "klondike32"), LANGUAGES):
        w = sw.SolitaireWidget(
            variant,
            seed=123456789,
            lang=lang,
            live_status=False,
            library=None,
            scoring="standard",
        )
        w.play(w.game.legal_moves()[0])
        for name in ("_table", "_settings", "_rules_html", "scoring", "score", "_clock"):
            page.evaluate("([k, v]) => window.__model._pyset(k, v)", [name, getattr(w, name)])
        w.close()
        for width in (700, 860, 1026, 1280):
            page.set_viewport_size({"width": width + 40, "height": 900})
            page.evaluate(
                "w => document.documentElement.style.setProperty('--harness-width', w + 'px')",
                width,
            )
            rows = page.locator(".solitaire-root").evaluate(ROWS_JS)
            assert_one_line(rows, (variant, lang, width))
            assert "rules-btn" in str(rows[".solitaire-toolbar"])  # the full toolbar
    assert errors == []


@pytest.mark.parametrize(
    ("first", "later"), [("klondike-start", "klondike-mid"), ("matrimony-start", "matrimony-mid")]
)
def test_the_felt_size_is_the_games_not_the_positions(page: Page, static_server, first, later):
    errors = open_harness(page, static_server, first)
    felt = page.locator(".solitaire-table").bounding_box()
    pyset(page, load(later))
    expect(page.locator(".solitaire-move-count")).to_have_text(str(load(later)["move_count"]))
    assert page.locator(".solitaire-table").bounding_box() == felt
    assert errors == []


# ---------------------------------------------------------------- 2. focus, targets, keys


def test_focus_ring_and_target_ring_differ_in_shape(page: Page, static_server):
    errors = open_harness(page, static_server, "klondike-mid")
    # pick up t2's top card with the keyboard: its targets (f1, t5) ring up
    page.locator('[data-stop="t2/1"]').focus()
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    expect(page.locator(".solitaire-target-ring")).to_have_count(2)
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")  # t5, a target, now in focus
    assert active_stop(page).startswith("t5/")
    focused = page.locator(f'[data-stop="{active_stop(page)}"]')
    line = focused.locator(".solitaire-focus-line")
    target = page.locator('.solitaire-target-ring[data-target="t5"]')
    style = (
        "e => { const s = getComputedStyle(e); return {dash: s.strokeDasharray,"
        " stroke: s.stroke, width: parseFloat(s.strokeWidth),"
        " shown: getComputedStyle(e.closest('.solitaire-focus-ring') || e).opacity}; }"
    )
    f, t = line.evaluate(style), target.evaluate(style)
    assert f["shown"] == "1"  # the focus ring is drawn (keyboard focus)
    assert f["dash"] == "none" and t["dash"] != "none"  # solid against dashed
    assert f["stroke"] != t["stroke"]
    # the focus ring stands off the card; the target ring sits inside it
    cbox = focused.locator("rect").first.bounding_box()
    fbox, tbox = line.bounding_box(), target.bounding_box()
    assert fbox["x"] < cbox["x"] - 2 and fbox["x"] + fbox["width"] > cbox["x"] + cbox["width"] + 2
    assert fbox["y"] < cbox["y"] - 2
    assert tbox["x"] > cbox["x"] and tbox["x"] + tbox["width"] < cbox["x"] + cbox["width"]
    assert errors == []


def test_focus_follows_the_card_moved_by_keyboard(page: Page, static_server):
    w, errors = bridge(page, static_server)
    assert "t7" in w._table["legal"]["t1/0"]
    page.locator('[data-stop="t1/0"]').focus()
    page.keyboard.press("Enter")  # pick up t1's card
    for _ in range(6):
        page.keyboard.press("ArrowRight")
    assert active_stop(page) == "t7/6"  # the old top card of t7
    page.keyboard.press("Enter")  # put it down
    expect(page.locator(".solitaire-move-count")).to_have_text("1")
    assert [str(m) for m in w.game.moves] == ["t1-t7"]
    page.wait_for_function("document.activeElement.getAttribute('data-stop') === 't7/7'")
    # an illegal move leaves the focus where the player put it
    page.keyboard.press("Enter")  # pick up t7's new top card
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    stop = active_stop(page)
    page.keyboard.press("Enter")
    expect(page.locator(".solitaire-message-error")).to_be_visible()
    assert active_stop(page) == stop
    assert errors == []


def test_focus_follows_a_keyboard_move_answered_after_a_settings_table(page: Page, static_server):
    """A table republished for a setting that arrives between the key and the move's own
    table shows the position the move was sent from: it is not the move's answer."""
    w, errors = bridge(page, static_server, drops=1)  # the move's first message is lost
    page.locator('[data-stop="t1/0"]').focus()
    page.keyboard.press("Enter")
    for _ in range(6):
        page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")  # sent, lost; resent 400 ms later
    w.show_targets = False  # meanwhile the kernel publishes a table for a setting
    assert w.game.moves == [] and w._table["position_since"] < w._table["version"]
    pyset(page, w._table)
    expect(page.locator(".solitaire-move-count")).to_have_text("1", timeout=5000)
    assert [str(m) for m in w.game.moves] == ["t1-t7"] and w._intent_counts == {"applied": 1}
    page.wait_for_function(
        "document.activeElement.getAttribute('data-stop') === 't7/7'", timeout=5000
    )
    assert errors == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_keys_panel_in_the_players_language(page: Page, static_server, lang):
    sw = pytest.importorskip("solitaire_widget")
    errors = open_harness(page, static_server, "klondike-start")
    table = table_snapshot(sw.Game("klondike", seed=3), lang=lang, version=2)
    pyset(page, table)
    L = table["labels"]
    panel = page.locator(".solitaire-help-panel")
    expect(panel).to_be_hidden()
    # `?` on the table opens it, Escape closes it and gives the focus back to the card
    page.locator('[data-stop="t1/0"]').focus()
    page.keyboard.press("?")
    expect(panel).to_be_visible()
    expect(panel.locator("h3")).to_have_text(L["help_title"])
    rows = panel.locator(".solitaire-keys-table tr")
    expect(rows).to_have_count(len(KEY_LABELS))
    assert rows.locator("td").all_inner_texts() == [L[k] for k in KEY_LABELS]
    assert f"{L['keycap_enter']} / {L['keycap_space']}" in rows.nth(2).locator("th").inner_text()
    expect(panel).to_contain_text(L["keys_mouse"])
    page.keyboard.press("u")  # the table's shortcuts are off while the panel is open
    assert sent(page) == []
    page.keyboard.press("Escape")
    expect(panel).to_be_hidden()
    assert active_stop(page) == "t1/0"
    # the button in the message row opens it too, and names itself in the language
    button = page.locator(".solitaire-help-btn")
    expect(button).to_have_attribute("aria-label", L["help"])
    button.click()
    expect(panel).to_be_visible()
    page.locator(".solitaire-help-close").click()
    expect(panel).to_be_hidden()
    assert errors == []


def test_every_language_has_its_own_key_texts():
    en = labels("en")
    for lang in LANGUAGES:
        lab = labels(lang)
        for key in (*KEY_LABELS, "help", "help_title", "keys_mouse", "keys_double", "bad_state"):
            assert isinstance(lab[key], str) and lab[key].strip(), (lang, key)
            if lang != "en":
                assert lab[key] != en[key], (lang, key)
        assert "{problem}" in lab["bad_state"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_show_targets_toggle_has_visible_words(page: Page, static_server, lang):
    sw = pytest.importorskip("solitaire_widget")
    open_harness(page, static_server, "klondike-start")
    table = table_snapshot(sw.Game("klondike", seed=3), lang=lang, version=2)
    pyset(page, table)
    words = page.locator(".solitaire-toggle-text")
    expect(words).to_be_visible()
    expect(words).to_have_text(table["labels"]["show_targets"])
    assert words.bounding_box()["width"] > 30
    # the words are the checkbox's label: clicking them toggles it
    words.click()
    assert sent(page)[-1] == {"kind": "show_targets", "value": not table["show_targets"]}


# ---------------------------------------------------------------- 3. robustness


def _bad_states() -> list[tuple[str, object]]:
    good = load("klondike-mid")
    piles = good["piles"]
    return [
        ("null", None),
        ("a list", [1, 2]),
        ("no piles", {"version": 99, "labels": good["labels"]}),
        ("piles not a list", good | {"piles": "t1"}),
        ("a pile without cards", good | {"piles": [{"id": "t1", "kind": "tableau"}]}),
        ("an unknown kind", good | {"piles": [*piles[:-1], piles[-1] | {"kind": "cellar"}]}),
        ("not a card", good | {"piles": [*piles[:-1], piles[-1] | {"cards": ["ZZ"]}]}),
        ("a number for cards", good | {"piles": [*piles[:-1], piles[-1] | {"cards": 7}]}),
        ("a pile twice", good | {"piles": [*piles, piles[-1]]}),
        ("legal names an unknown pile", good | {"legal": {"t2/1": ["t99"]}}),
        ("hint from an unknown pile", good | {"hint": {"src": "x", "dst": "f1", "count": 1}}),
        ("last move of the wrong type", good | {"last_move": "t1-t2"}),
        ("move count a string", good | {"move_count": "36"}),
        ("labels a list", good | {"labels": ["Undo"]}),
    ]


@pytest.mark.parametrize(("what", "bad"), _bad_states(), ids=[w for w, _ in _bad_states()])
def test_a_malformed_state_says_so_and_the_next_good_one_plays(
    page: Page, static_server, what, bad
):
    errors = open_harness(page, static_server, "klondike-start")
    problem = page.locator(".solitaire-problem")
    expect(problem).to_be_hidden()
    pyset(page, bad)
    expect(problem).to_be_visible()
    assert problem.get_attribute("role") == "alert"
    # in the player's language (the last good state's), naming what is wrong
    expect(problem).to_contain_text("The table received a state it cannot draw")
    assert page.locator(".solitaire-root").get_attribute("data-problem")
    expect(page.locator(".solitaire-title")).to_have_text("Klondike")  # the last good table
    good = load("klondike-mid")
    pyset(page, good)
    expect(problem).to_be_hidden()
    expect(page.locator(".solitaire-move-count")).to_have_text("36")
    x, y = centre(page, "t2", 1, 0.5)
    page.mouse.click(x, y)
    expect(page.locator(".solitaire-target-ring")).to_have_count(2)
    page.locator('.solitaire-target-ring[data-target="t5"]').evaluate("e => e")  # drawn
    card(page, "t5", len(good["piles"][10]["cards"]) - 1).click()
    assert sent(page) == [
        {"kind": "move", "src": "t2", "dst": "t5", "count": 1, "version": good["version"]}
    ]
    assert [e for e in errors if "solitaire_widget" not in e] == []


def test_an_exception_while_drawing_never_freezes_the_table(page: Page, static_server):
    pageerrors: list[str] = []
    page.on("pageerror", lambda e: pageerrors.append(str(e)))
    open_harness(page, static_server, "klondike-start")
    # a state whose labels read fine once (the check) and then throw (the drawing)
    page.evaluate(
        """t => { let reads = 0;
                  const s = {...t};
                  Object.defineProperty(s, 'labels', {get() {
                      if (++reads > 1) throw new Error('labels exploded'); return t.labels; }});
                  window.__model._pyset('_table', s); }""",
        load("klondike-mid"),
    )
    problem = page.locator(".solitaire-problem")
    expect(problem).to_be_visible()
    expect(problem).to_contain_text("labels exploded")
    assert pageerrors == []  # caught in paint: nothing escapes to the page
    # the view still listens: the next good state draws and plays
    pyset(page, load("klondike-start"))
    expect(problem).to_be_hidden()
    card(page, "t1", 0).click()
    card(page, "t3", 2).click()
    assert sent(page) == [{"kind": "move", "src": "t1", "dst": "t3", "count": 1, "version": 1}]


def test_the_bad_state_message_is_in_the_players_language(page: Page, static_server):
    sw = pytest.importorskip("solitaire_widget")
    open_harness(page, static_server, "klondike-start")
    table = table_snapshot(sw.Game("klondike", seed=3), lang="it", version=2)
    pyset(page, table)
    pyset(page, table | {"legal": {"t1/0": ["t42"]}})
    text = table["labels"]["bad_state"].split("{problem}")[0]
    expect(page.locator(".solitaire-problem")).to_contain_text(text)
    expect(page.locator(".solitaire-problem")).to_contain_text('"t42"')


# ---------------------------------------------------------------- screenshots


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_screenshots(page: Page, static_server, theme):
    errors = open_harness(page, static_server, "klondike-mid", theme)
    # a message, a card picked up by keyboard with its targets, the focus on one of them
    page.locator('[data-stop="t2/1"]').focus()
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.evaluate(
        "document.getAnimations().forEach(a => a.pause())"  # the target rings' pulse, mid-way
    )
    shots = {"focus": IMAGES / f"table-ui-focus-{theme}.png"}
    page.locator("#root").screenshot(path=str(shots["focus"]))
    page.keyboard.press("Escape")
    page.keyboard.press("?")
    expect(page.locator(".solitaire-help-panel")).to_be_visible()
    shots["keys"] = IMAGES / f"table-ui-keys-{theme}.png"
    page.locator("#root").screenshot(path=str(shots["keys"]))
    page.keyboard.press("Escape")
    pyset(page, load("klondike-mid") | {"legal": {"t2/1": ["t99"]}})
    expect(page.locator(".solitaire-problem")).to_be_visible()
    shots["bad"] = IMAGES / f"table-ui-bad-state-{theme}.png"
    page.locator("#root").screenshot(path=str(shots["bad"]))
    for path in shots.values():
        assert path.stat().st_size > 5000
    print("screenshots:", *shots.values())
    assert [e for e in errors if "solitaire_widget" not in e] == []


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_screenshots_700px_and_a_mid_motion_frame(page: Page, static_server, theme):
    """For docs/images: Solitario mid-game at 700 px (Italian, with a score: the narrow
    toolbar), and a frame in the middle of a new deal's flight from the stock."""
    import random

    from solitaire_widget import SolitaireWidget

    w = SolitaireWidget(
        "klondike32",
        seed=7,
        draw_count=1,
        lang="it",
        scoring="standard",
        live_status=False,
        library=None,
    )
    rnd = random.Random(3)
    for _ in range(14):  # a game under way: card moves first, the stock when there is none
        legal = w.game.legal_moves()
        cards = [m for m in legal if m.src != "stock" and m.dst != "stock"]
        w.play(rnd.choice(cards or legal))
    errors = open_harness(page, static_server, "klondike-start", theme)
    page.set_viewport_size({"width": 740, "height": 760})
    page.evaluate("() => document.documentElement.style.setProperty('--harness-width', '700px')")
    for name in ("_table", "_settings", "_rules_html", "scoring", "score", "_clock"):
        page.evaluate("([k, v]) => window.__model._pyset(k, v)", [name, getattr(w, name)])
    assert_one_line(page.locator(".solitaire-root").evaluate(ROWS_JS), ("700 px shot", theme))
    narrow = IMAGES / f"table-700-{theme}.png"
    page.locator("#root").screenshot(path=str(narrow))
    # a new deal flies out of the stock: every card's animation held at 300 ms
    page.emulate_media(reduced_motion="no-preference")  # conftest asks for reduced motion
    deal = table_snapshot(
        w.game.__class__("klondike32", seed=11, draw_count=1), lang="it", version=w._version + 1
    )
    held = page.evaluate(
        """t => { window.__model._pyset('score', 0);  // a new game's score
                  window.__model._pyset('_table', t);
                  const all = document.getAnimations().filter(a => a.id === 'solitaire-motion');
                  for (const a of all) { a.pause(); a.currentTime = 300; }
                  return all.length; }""",
        deal,
    )
    assert held > 10  # the dealt cards are in flight
    mid = IMAGES / f"motion-mid-{theme}.png"
    page.locator("#root").screenshot(path=str(mid))
    for path in (narrow, mid):
        assert path.stat().st_size > 5000
    w.close()
    assert errors == []


@pytest.mark.parametrize(("fixture", "width"), [("matrimony-mid", 320), ("klondike-start", 280)])
def test_every_pile_is_in_sight_in_a_narrow_cell(
    page: Page, static_server, monkeypatch, fixture, width
):
    """Matrimony's 9 columns of the smallest cards need some 413 px: under that the
    right-hand piles lay outside the table's box, which clips them (not seen, not
    reachable). The picture is laid out wider and scaled down into the box."""
    import tests.test_harness as harness

    monkeypatch.setattr(harness, "WIDTH", width)
    errors = open_harness(page, static_server, fixture)
    out = page.evaluate(
        """() => { const box = document.querySelector('.solitaire-table').getBoundingClientRect();
        return [...document.querySelectorAll('[data-pile-id]')].map(g => g.getBoundingClientRect())
            .filter(r => r.right > box.right + 0.5 || r.left < box.left - 0.5).length; }"""
    )
    assert out == 0
    IMAGES.mkdir(parents=True, exist_ok=True)
    page.locator("#root").screenshot(path=str(IMAGES / f"narrow-{fixture}-{width}.png"))
    assert errors == []
