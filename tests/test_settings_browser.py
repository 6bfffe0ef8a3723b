"""The Settings menu, the Statistics panel and the card options in Chromium (harness page
wired to a real SolitaireWidget in the test process); screenshots in tests/shots.IMAGES."""

from __future__ import annotations

import random
import re

import pytest
from playwright.sync_api import Page, expect

from solitaire_widget import widget as widget_mod
from tests.shots import IMAGES
from tests.test_harness import open_harness

pytestmark = pytest.mark.browser

sw = pytest.importorskip("solitaire_widget")

#: the synced traits the page reads (what the comm would carry)
SYNCED = (
    "_table",
    "_settings",
    "_stats",
    "card_back",
    "four_colour",
    "large_print",
    "theme",
    "autodrop",
    "scoring",
    "score",
    "_clock",
    "_rules_html",
)

_BRIDGE = """() => {
    // the page's model talks to the widget in the test process (window.__kernel); every
    // intent is acknowledged and the changed traits come back, as over the comm
    const m = window.__model;
    m.autoAck = false;
    const apply = (state) => {
        for (const [k, v] of Object.entries(state)) {
            if (JSON.stringify(m.get(k)) !== JSON.stringify(v)) m._pyset(k, v);
        }
    };
    window.__apply = apply;
    m.send = (content) => {
        m.sent.push({ content });
        window.__kernel(content).then((r) => {
            for (const msg of r.out) m._pymsg(msg);
            apply(r.state);
        });
    };
}"""


def state(w) -> dict:
    return {k: getattr(w, k) for k in SYNCED}


def wired(page: Page, static_server, w, theme: str = "light") -> list[str]:
    outbox: list[dict] = []
    w.send = lambda content, buffers=None: outbox.append(content)

    def kernel(content):
        w._on_intent(w, content, [])
        out = list(outbox)
        outbox.clear()
        return {"out": out, "state": state(w)}

    page.expose_function("__kernel", kernel)
    errors = open_harness(page, static_server, "klondike-start", theme=theme)
    page.evaluate(_BRIDGE)
    page.evaluate("s => window.__apply(s)", state(w))
    return errors


def push(page: Page, w) -> None:
    """A change made in Python reaches the page."""
    page.evaluate("s => window.__apply(s)", state(w))


class PlayersClock:
    """The table's clock (``widget._now``) in a test: a player who thinks ``pace`` seconds,
    give or take a third, before each move, so a won game has a time a person could take
    (a game won by script takes no time, and the Statistics picture said "Best time 0:00")."""

    def __init__(self, seed: int) -> None:
        self.t = 5000.0
        self._rnd = random.Random(seed)

    def __call__(self) -> float:
        return self.t

    def think(self, pace: float) -> None:
        self.t += pace * self._rnd.uniform(2 / 3, 4 / 3)


def win(w, clock: PlayersClock | None = None, pace: float = 0.0) -> None:
    from tests.test_widget import AUTO_FINISH_LINE

    for m in AUTO_FINISH_LINE:
        w.play(m)
        if clock is not None:  # the clock runs from the first move to the win
            clock.think(pace)
    w._on_intent(w, {"kind": "auto_finish"}, [])
    assert w.game.is_won()


def won_game(lib, clock: PlayersClock | None = None, pace: float = 0.0):
    """A Solitario table (deal 5, draw 1) saving to ``lib``, its game won."""
    w = sw.SolitaireWidget("klondike32", seed=5, draw_count=1, live_status=False, library=lib)
    win(w, clock, pace)
    return w


def open_stats(page: Page, static_server, w):
    """The page wired to ``w`` with its Statistics panel open: (the panel, the errors)."""
    errors = wired(page, static_server, w)
    page.locator(".solitaire-stats-btn").click()
    return page.locator(".solitaire-stats-panel"), errors


def test_the_menu_changes_variant_options_and_language(page: Page, static_server):
    w = sw.SolitaireWidget("klondike", seed=1, live_status=False, library=None)
    errors = wired(page, static_server, w)
    page.locator(".solitaire-settings-btn").click()
    panel = page.locator(".solitaire-settings-panel")
    expect(panel).to_be_visible()
    assert page.locator(".solitaire-settings-btn").get_attribute("aria-expanded") == "true"
    # Klondike's five options, each with its rule text and values
    expect(panel.locator(".solitaire-settings-option")).to_have_count(5)
    expect(panel).to_contain_text("Cards drawn from the stock at a time")
    # another game: Solitario, building up, one card at a time
    panel.locator(".solitaire-settings-variant").select_option(label="Solitario (32 cards)")
    expect(panel.locator(".solitaire-settings-option")).to_have_count(7)
    panel.locator('[data-option="tableau_direction"]').select_option(label="up")
    panel.locator(".solitaire-settings-apply").click()
    expect(page.locator(".solitaire-title")).to_have_text("Solitario (32 cards)", timeout=5000)
    assert w.variant == "klondike32" and w.game.options["tableau_direction"] == "up"
    # the language, in place: the same game, the words in Italian
    game = w.game
    panel.locator(".solitaire-settings-lang").focus()
    panel.locator(".solitaire-settings-lang").select_option(label="Italiano")
    expect(page.locator(".solitaire-settings-btn")).to_have_attribute(
        "aria-label", "Impostazioni", timeout=5000
    )
    expect(page.locator(".solitaire-new-deal")).to_have_text("Nuova partita")
    assert w.lang == "it" and w.game is game
    expect(panel).to_contain_text("Carte pescate dal mazzo ogni volta")
    expect(panel.locator(".solitaire-settings-lang")).to_be_focused()  # kept across the redraw
    IMAGES.mkdir(parents=True, exist_ok=True)
    page.locator("#root").screenshot(path=str(IMAGES / "settings-menu-light.png"))
    page.keyboard.press("Escape")
    expect(panel).to_be_hidden()
    expect(page.locator(".solitaire-settings-btn")).to_be_focused()
    assert errors == []
    w.close()


_THEME_JS = """() => { const r = document.querySelector('.solitaire-root');
    const p = document.querySelector('.solitaire-settings-panel');
    return {theme: r.dataset.theme, source: r.dataset.themeSource,
            fg: getComputedStyle(r).color, panel: getComputedStyle(p).backgroundColor}; }"""


def test_the_theme_menu_overrides_the_host_and_auto_follows_it(page: Page, static_server):
    """In a light host (JupyterLab Light's variables), "Dark" from the menu paints the table
    with our dark palette (not the host's light variables), "auto" from Python goes back
    to the host's; the host switching to dark is followed only under "auto"."""
    w = sw.SolitaireWidget("klondike", seed=1, live_status=False, library=None)
    errors = wired(page, static_server, w)
    page.locator(".solitaire-settings-btn").click()
    light = page.evaluate(_THEME_JS)
    assert (light["theme"], light["source"]) == ("light", "jupyter")
    menu = page.locator(".solitaire-settings-theme")
    assert menu.locator("option").all_text_contents() == [
        "Automatic (as the notebook)",
        "Light",
        "Dark",
    ]
    menu.select_option(label="Dark")
    expect(page.locator(".solitaire-root")).to_have_attribute("data-theme", "dark", timeout=5000)
    assert w.theme == "dark"
    dark = page.evaluate(_THEME_JS)
    assert dark["source"] == "setting"
    assert dark["fg"] == "rgb(230, 237, 243)" and dark["panel"] == "rgb(34, 37, 41)"
    expect(menu).to_have_value("2")  # the menu shows the choice
    page.locator("#root").screenshot(path=str(IMAGES / "settings-theme-dark-in-light-host.png"))
    # the host turns dark and light again: a chosen theme stays
    page.evaluate("document.body.setAttribute('data-jp-theme-light', 'false')")
    page.evaluate("document.body.setAttribute('data-jp-theme-light', 'true')")
    page.wait_for_timeout(50)
    assert page.evaluate(_THEME_JS)["source"] == "setting"
    w.theme = "auto"  # from Python: the host's again, and its changes followed
    push(page, w)
    expect(page.locator(".solitaire-root")).to_have_attribute("data-theme-source", "jupyter")
    assert page.evaluate(_THEME_JS) == light
    page.evaluate("document.body.setAttribute('data-jp-theme-light', 'false')")
    expect(page.locator(".solitaire-root")).to_have_attribute("data-theme", "dark")
    assert errors == []
    w.close()


def test_autodrop_and_scoring_from_the_menu(page: Page, static_server):
    """ "Every card that may go" from the menu sends the cards home at once (each an engine
    move: the counter counts them, Undo takes back one); "standard" shows the score."""
    w = sw.SolitaireWidget("klondike", seed=1, draw_count=1, live_status=False, library=None)
    for _ in range(30):  # through the stock until a card could go home
        if any(m.dst.startswith("f") for m in w.game.legal_moves()):
            break
        w.play("s-w")
    n = len(w.game.moves)
    errors = wired(page, static_server, w)
    count = page.locator(".solitaire-move-count")
    expect(count).to_have_text(str(n))
    expect(page.locator(".solitaire-score")).to_be_hidden()
    page.locator(".solitaire-settings-btn").click()
    panel = page.locator(".solitaire-settings-panel")
    panel.locator(".solitaire-settings-autodrop").select_option(label="every card that may go")
    expect(count).not_to_have_text(str(n), timeout=5000)
    dropped = w.game.moves[n:]
    assert w.autodrop == "all" and dropped and all(m.dst.startswith("f") for m in dropped)
    expect(count).to_have_text(str(len(w.game.moves)))
    home = page.locator('.solitaire-card[data-pile^="f"][data-card]')
    expect(home).to_have_count(len({m.dst for m in dropped}))
    panel.locator(".solitaire-settings-scoring").select_option(label="standard (Windows)")
    expect(page.locator(".solitaire-score")).to_be_visible(timeout=5000)
    expect(page.locator(".solitaire-score-value")).to_have_text(str(w.score))
    assert w.scoring == "standard" and w.score > 0
    expect(panel.locator(".solitaire-settings-autodrop")).to_have_value("2")
    page.locator("#root").screenshot(path=str(IMAGES / "settings-autodrop-scoring-light.png"))
    page.keyboard.press("Escape")
    page.locator(".solitaire-undo").click()  # one dropped card back, not all
    expect(count).to_have_text(str(n + len(dropped) - 1), timeout=5000)
    assert len(w.game.moves) == n + len(dropped) - 1
    assert errors == []
    w.close()


def test_stats_panel_after_two_won_games_and_a_reset_that_asks(
    page: Page, static_server, monkeypatch
):
    clock = PlayersClock(seed=5)
    monkeypatch.setattr(widget_mod, "_now", clock)
    lib = sw.Library(":memory:")
    w = won_game(lib, clock, pace=4.5)  # about 7 minutes
    w.restart()
    win(w, clock, pace=3.5)  # the same deal again, faster: about 5 minutes
    best = w.stats()["best_time"]
    assert 4 * 60 < best < 6 * 60  # the second game's time, as a player takes it
    panel, errors = open_stats(page, static_server, w)
    expect(panel).to_be_visible()
    expect(panel.locator('[data-stat="played"] td')).to_have_text("2", timeout=5000)
    expect(panel.locator('[data-stat="won"] td')).to_have_text("2")
    expect(panel.locator('[data-stat="win_rate"] td')).to_have_text("100 %")
    expect(panel.locator('[data-stat="best_streak"] td')).to_have_text("2")
    expect(panel.locator('[data-stat="fewest_moves"] td')).to_have_text(str(len(w.game.moves)))
    minutes, seconds = divmod(round(best), 60)
    expect(panel.locator('[data-stat="best_time"] td')).to_have_text(f"{minutes}:{seconds:02d}")
    expect(panel.locator(".solitaire-stats-chart rect.solitaire-bar-won")).to_have_count(2)
    page.locator("#root").screenshot(path=str(IMAGES / "stats-panel-light.png"))
    # Reset asks first; Cancel keeps everything
    panel.locator(".solitaire-stats-reset").click()
    expect(panel.locator(".solitaire-stats-confirm")).to_be_visible()
    expect(panel.locator(".solitaire-stats-cancel")).to_be_focused()
    page.locator("#root").screenshot(path=str(IMAGES / "stats-panel-confirm-light.png"))
    panel.locator(".solitaire-stats-cancel").click()
    expect(panel.locator(".solitaire-stats-confirm")).to_have_count(0)
    assert w.stats()["played"] == 2
    panel.locator(".solitaire-stats-reset").click()
    panel.locator(".solitaire-stats-confirm-yes").click()
    expect(panel.locator(".solitaire-stats-none")).to_be_visible(timeout=5000)
    assert w.stats()["played"] == 0 and lib.games("klondike32") == []
    assert errors == []
    w.close()


def test_one_panel_at_a_time_and_the_table_under_it_takes_no_keys(page: Page, static_server):
    """Settings then Rules, Statistics then Keys: the first closes (it stayed open over the
    second, which had the focus); Shift+Tab from a panel reached a card under it, and "d"
    then drew from the stock behind the open menu."""
    w = sw.SolitaireWidget("klondike", seed=1, live_status=False, library=None)
    errors = wired(page, static_server, w)
    panels = {
        name: page.locator(f".solitaire-{name}-panel")
        for name in ("settings", "stats", "rules", "help")
    }
    buttons = {name: page.locator(f".solitaire-{name}-btn") for name in panels}

    def only(name: str) -> None:
        for other, panel in panels.items():
            if other == name:
                expect(panel).to_be_visible()
            else:
                expect(panel).to_be_hidden()
                assert buttons[other].get_attribute("aria-expanded") in ("false", None)
        assert buttons[name].get_attribute("aria-expanded") == "true"
        assert page.evaluate("() => document.querySelector('.solitaire-table').inert") is True

    for first, second in (("settings", "rules"), ("stats", "help"), ("rules", "settings")):
        buttons[first].click()
        only(first)
        buttons[second].click()
        only(second)
        page.keyboard.press("Escape")
        expect(panels[second]).to_be_hidden()
    assert page.evaluate("() => document.querySelector('.solitaire-table').inert") is False
    # the keys: from the menu's Close button backwards, and "d" / "h" pressed there
    buttons["settings"].click()
    page.locator(".solitaire-settings-close").focus()
    page.keyboard.press("Shift+Tab")
    focused_in_table = page.evaluate("() => !!document.activeElement.closest('.solitaire-table')")
    assert not focused_in_table
    page.keyboard.press("d")
    page.keyboard.press("h")
    page.wait_for_timeout(200)
    assert w.game.moves == [] and "hint" not in str(page.evaluate("() => window.__model.sent"))
    page.keyboard.press("Escape")  # wherever the focus went, the menu is still there to close
    buttons["settings"].click()
    expect(panels["settings"]).to_be_hidden()
    page.locator(".solitaire-table").focus()
    page.keyboard.press("d")  # with no panel open the table plays again
    expect(page.locator(".solitaire-move-count, .solitaire-moves").first).to_be_attached()
    page.wait_for_function("() => window.__model.sent.some(m => m.content.kind === 'stock')")
    assert errors == []
    w.close()


def test_rule_choices_not_applied_outlive_a_redraw_of_the_menu(page: Page, static_server):
    """Draw 1 chosen, then the card back changed (the menu is drawn again): the choice
    stayed draw 3 and the new game was dealt with it."""
    w = sw.SolitaireWidget("klondike", seed=1, live_status=False, library=None)
    errors = wired(page, static_server, w)
    page.locator(".solitaire-settings-btn").click()
    panel = page.locator(".solitaire-settings-panel")
    draw = panel.locator('[data-option="draw_count"]')
    draw.select_option(label="1")
    panel.locator(".solitaire-settings-back").select_option(label="Red")
    expect(page.locator(".solitaire-root")).to_have_attribute("data-card-back", "red", timeout=5000)
    panel.locator(".solitaire-settings-lang").select_option(label="Nederlands")
    expect(panel).to_contain_text("Kaarten", timeout=5000)
    assert draw.evaluate("s => s.options[s.selectedIndex].text") == "1"
    panel.locator(".solitaire-settings-apply").click()
    page.wait_for_function("() => window.__model.sent.some(m => m.content.options)")
    page.wait_for_timeout(200)
    assert w.game.options["draw_count"] == 1
    # a new game shows its own rules: nothing left over from before
    expect(draw).to_have_value("0")  # "1" is the first value
    assert errors == []
    w.close()


def test_the_menu_fits_a_narrow_cell(page: Page, static_server, monkeypatch):
    """At 320 px the longest choice (autodrop's "only the safe cards ...") ran past the
    panel, which scrolled sideways with its words squeezed to one per line."""
    import tests.test_harness as harness

    monkeypatch.setattr(harness, "WIDTH", 320)
    w = sw.SolitaireWidget("klondike", seed=1, live_status=False, library=None, lang="it")
    errors = wired(page, static_server, w)
    page.locator(".solitaire-settings-btn").click()
    sizes = page.evaluate(
        """() => { const p = document.querySelector('.solitaire-settings-panel');
        const box = p.getBoundingClientRect();
        const out = [...p.querySelectorAll('select, label')].map(e => e.getBoundingClientRect())
            .filter(r => r.right > box.right + 0.5 || r.left < box.left - 0.5).length;
        return {scroll: p.scrollWidth, client: p.clientWidth, out}; }"""
    )
    assert sizes["scroll"] <= sizes["client"] and sizes["out"] == 0, sizes
    IMAGES.mkdir(parents=True, exist_ok=True)
    page.locator("#root").screenshot(path=str(IMAGES / "settings-menu-320-it.png"))
    assert errors == []
    w.close()


def test_the_stats_panel_speaks_the_menus_words(page: Page, static_server):
    """The "by rules" rows read `draw_count = 3` and the chart's bars `playing, 1`."""
    lib = sw.Library(":memory:")
    won_game(lib).close()
    w = sw.SolitaireWidget(
        "klondike32", seed=5, draw_count=3, live_status=False, library=lib, lang="it"
    )
    w.play(w.game.legal_moves()[0])
    panel, errors = open_stats(page, static_server, w)
    expect(panel.locator('[data-stat="played"] td')).to_have_text("2", timeout=5000)
    text = panel.inner_text()
    assert "draw_count" not in text and "Carte pescate dal mazzo ogni volta: 1" in text, text
    titles = panel.locator(".solitaire-stats-chart title").all_text_contents()
    assert titles and all(not t.startswith(("playing", "stuck")) for t in titles), titles
    assert any(t.startswith("Non vinte") for t in titles), titles
    assert errors == []
    w.close()


def _suit_fills(page: Page) -> dict[str, set[str]]:
    """Suit letter -> the computed fills of the corner indices of the face-up cards."""
    return {
        k: set(v)
        for k, v in page.evaluate(
            """() => {
                const out = {};
                for (const face of document.querySelectorAll('.solitaire-face')) {
                    const cls = [...face.classList].find((c) => c.startsWith('solitaire-suit-'));
                    const suit = cls.slice(-1);
                    for (const n of face.querySelector('.solitaire-index').children) {
                        (out[suit] ??= []).push(getComputedStyle(n).fill);
                    }
                }
                return out;
            }"""
        ).items()
    }


def _contrast(a: str, b: str) -> float:
    """WCAG 2 contrast ratio of two computed ``rgb(r, g, b)`` colours."""

    def lum(css: str) -> float:
        chans = [int(v) / 255 for v in css[css.index("(") + 1 : -1].split(",")[:3]]
        lin = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in chans]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


RED, BLACK, BLUE, GREEN = (
    "rgb(192, 20, 44)",
    "rgb(27, 30, 36)",
    "rgb(19, 70, 180)",
    "rgb(10, 107, 44)",
)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_four_colour_cards_from_python_and_the_menu(page: Page, static_server, theme):
    # deal 3 shows all four suits face up (checked below)
    w = sw.SolitaireWidget("klondike", seed=3, live_status=False, library=None)
    errors = wired(page, static_server, w, theme=theme)
    fills = _suit_fills(page)
    assert set(fills) == {"S", "H", "D", "C"}, fills
    assert fills["H"] == fills["D"] == {RED} and fills["S"] == fills["C"] == {BLACK}
    w.four_colour = True  # from Python
    push(page, w)
    expect(page.locator(".solitaire-root")).to_have_class(re.compile("four-colour"))
    fills = _suit_fills(page)
    assert fills == {"H": {RED}, "D": {BLUE}, "S": {BLACK}, "C": {GREEN}}
    # every suit's index reads at WCAG AA (4.5:1) on the face as drawn, in both decks
    faces = set(page.evaluate(
        "() => [...document.querySelectorAll('.solitaire-face > rect:first-child')]"
        ".map(r => getComputedStyle(r).fill)"
    ))  # fmt: skip
    assert faces == {"rgb(255, 255, 255)"}, faces
    for colour in (RED, BLACK, BLUE, GREEN):
        assert _contrast(colour, "rgb(255, 255, 255)") >= 4.5, colour
    page.locator("#root").screenshot(path=str(IMAGES / f"four-colour-{theme}.png"))
    # and back off from the menu
    page.locator(".solitaire-settings-btn").click()
    box = page.locator(".solitaire-settings-four-colour")
    expect(box).to_be_checked()
    box.click()
    expect(page.locator(".solitaire-root.solitaire-four-colour")).to_have_count(0, timeout=5000)
    assert w.four_colour is False and _suit_fills(page)["D"] == {RED}
    if theme == "dark":
        page.locator("#root").screenshot(path=str(IMAGES / "settings-menu-dark.png"))
    assert errors == []
    w.close()


def test_red_back_and_large_print(page: Page, static_server):
    w = sw.SolitaireWidget("klondike", seed=3, live_status=False, library=None)
    errors = wired(page, static_server, w)
    field = page.locator(".solitaire-back-field").first
    assert field.evaluate("n => getComputedStyle(n).fill") == "rgb(29, 63, 116)"
    index = page.locator(".solitaire-face .solitaire-index").first
    small = index.bounding_box()
    page.locator(".solitaire-settings-btn").click()
    page.locator(".solitaire-settings-back").select_option(label="Red")
    # Python's answer redraws the open panel: wait for it, or the click could land on a
    # checkbox that is replaced between mouse down and up
    expect(page.locator(".solitaire-root.solitaire-back-red")).to_have_count(1)
    page.locator(".solitaire-settings-large-print").click()
    expect(page.locator(".solitaire-root.solitaire-back-red.solitaire-large-print")).to_have_count(
        1, timeout=5000
    )
    assert (w.card_back, w.large_print) == ("red", True)
    assert field.evaluate("n => getComputedStyle(n).fill") == "rgb(122, 20, 32)"
    big = index.bounding_box()
    assert small and big and big["height"] > small["height"] * 1.3
    page.keyboard.press("Escape")
    page.locator("#root").screenshot(path=str(IMAGES / "red-back-large-print-light.png"))
    assert errors == []
    w.close()


def test_the_deal_box_deals_any_number_exactly_and_says_what_is_wrong(page: Page, static_server):
    """A JS number is exact only to 2**53: 2**63 + 5 was dealt as 9223372036854776000 and
    2**64 - 1 shown as 18446744073709552000; "-5" was ignored without a word."""
    w = sw.SolitaireWidget("klondike", seed=1, live_status=False, library=None)
    errors = wired(page, static_server, w)
    box = page.locator(".solitaire-deal-input")
    for typed in (str(2**63 + 5), str(2**64 - 1)):
        box.fill(typed)
        box.press("Enter")
        page.wait_for_function(f"() => window.__model.get('_table').deal_text === '{typed}'")
        assert w.game.seed == int(typed)
        page.locator(".solitaire-table").focus()  # the box shows the table's number again
        expect(box).to_have_value(typed)
    box.fill("-5")
    box.press("Enter")
    expect(page.locator(".solitaire-message")).to_contain_text(
        "A deal number is a whole number from 0 to 18446744073709551615", timeout=5000
    )
    assert w.game.seed == 2**64 - 1
    assert errors == []
    w.close()


def test_the_stats_panel_keeps_the_focus_through_a_reset_and_new_figures(page: Page, static_server):
    # Delete (pressed with Enter) was drawn away with the focus on it: the focus fell to
    # the page, and Escape (the panel's key) no longer closed the panel over an inert table
    w = won_game(sw.Library(":memory:"))
    panel, errors = open_stats(page, static_server, w)
    expect(panel.locator('[data-stat="played"] td')).to_have_text("1", timeout=5000)
    panel.locator(".solitaire-stats-reset").focus()
    # new figures arrive: the panel is drawn again, Reset keeps the focus
    page.evaluate("() => { const m = window.__model; m._pyset('_stats', {...m.get('_stats')}); }")
    expect(panel.locator(".solitaire-stats-reset")).to_be_focused()
    page.keyboard.press("Enter")
    expect(panel.locator(".solitaire-stats-cancel")).to_be_focused()
    page.keyboard.press("Shift+Tab")
    expect(panel.locator(".solitaire-stats-confirm-yes")).to_be_focused()
    page.keyboard.press("Enter")
    expect(panel.locator(".solitaire-stats-none")).to_be_visible(timeout=5000)
    assert page.evaluate(
        "() => document.querySelector('.solitaire-stats-panel').contains(document.activeElement)"
    )
    page.keyboard.press("Escape")
    expect(panel).to_be_hidden()
    assert errors == []
    w.close()


def test_the_open_stats_panel_counts_a_game_won_while_it_is_open(page: Page, static_server):
    # the figures were read once, on opening: a game won with the panel open left "Won" at
    # what it was until the panel was closed and opened again
    from tests.test_widget import AUTO_FINISH_LINE

    lib = sw.Library(":memory:")
    w = won_game(lib)
    w.restart()
    for m in AUTO_FINISH_LINE:  # the second game, one click from its win
        w.play(m)
    panel, errors = open_stats(page, static_server, w)
    expect(panel.locator('[data-stat="played"] td')).to_have_text("2", timeout=5000)
    expect(panel.locator('[data-stat="won"] td')).to_have_text("1")
    page.locator("#root").screenshot(path=str(IMAGES / "stats-panel-open-before-win.png"))
    page.locator(".solitaire-auto-finish").click()  # won with the panel open
    expect(panel.locator('[data-stat="won"] td')).to_have_text("2", timeout=5000)
    expect(panel.locator('[data-stat="played"] td')).to_have_text("2")
    expect(panel.locator('[data-stat="current_streak"] td')).to_have_text("2")
    expect(panel.locator(".solitaire-stats-chart rect.solitaire-bar-won")).to_have_count(2)
    assert w.game.is_won()
    page.locator("#root").screenshot(path=str(IMAGES / "stats-panel-open-after-win.png"))
    # closed: the kernel is told, and sends no more figures
    panel.locator(".solitaire-stats-close").click()
    assert not w._stats_open
    assert [m["content"].get("open") for m in page.evaluate("() => window.__model.sent")
            if m["content"]["kind"] == "stats"] == [True, False]  # fmt: skip
    assert errors == []
    w.close()
