"""Layer 3 (TESTING.md section 6): the card table in a real JupyterLab, driven by Chromium.

A click or a drag in the page must reach the engine game in the kernel, and a move played
in the kernel must show in the page. The cards are found by the front end's DOM: every card
is an SVG group with ``data-pile`` and ``data-index`` (``-1`` is an empty pile's slot), a
face-up one also ``data-card``. Screenshots of the table mid-game in the light and dark
themes go to ``docs/images/lab-<variant>-<theme>.png``.
"""

from __future__ import annotations

import pathlib
import re

import pytest
from playwright.sync_api import Page, expect

from tests.labutil import (
    attach_kernel,
    double_click,
    drag,
    kernel_eval,
    kernel_exec,
    open_and_run,
    run_command,
    wait_for,
    write_notebook,
)
from tests.shots import IMAGES  # a temp folder unless refreshing docs/images

pytestmark = [pytest.mark.browser, pytest.mark.e2e]

ROOT = pathlib.Path(__file__).resolve().parents[1]


def card(page: Page, pile: str, index: int):
    return page.locator(f'.solitaire-root [data-pile="{pile}"][data-index="{index}"]')


def moves(kc) -> list[str]:
    return kernel_eval(kc, "[str(m) for m in w.game.moves]")


def shoot(page: Page, name: str) -> pathlib.Path:
    """Screenshot the page with the widget in view, in the light then the dark theme."""
    IMAGES.mkdir(parents=True, exist_ok=True)
    page.locator(".solitaire-root").first.scroll_into_view_if_needed()
    paths = []
    for theme, label in (("JupyterLab Light", "light"), ("JupyterLab Dark", "dark")):
        run_command(page, "apputils:change-theme", {"theme": theme})
        light = "true" if label == "light" else "false"
        page.wait_for_selector(
            f'body[data-jp-theme-light="{light}"]', state="attached", timeout=20_000
        )
        page.wait_for_timeout(400)  # theme CSS variables settle
        path = IMAGES / f"lab-{name}-{label}.png"
        page.screenshot(path=str(path))
        assert path.stat().st_size > 20_000
        paths.append(path)
    run_command(page, "apputils:change-theme", {"theme": "JupyterLab Light"})
    return paths[0]


RESEND = "solitaire_widget: no acknowledgement, resending"
GAVE_UP = "was never acknowledged"


@pytest.fixture
def table_nb(lab, page: Page):
    """Open a notebook whose first cell shows a widget ``w``; yield (page, kernel client).

    JupyterLab runs with its own default settings (widget comms over a kernel subshell). The
    front end's resends of unacknowledged intents (docs/protocol.md, "Delivery") are counted
    from the page's console and printed (``-s``); an intent never acknowledged fails the test.
    """
    opened = []
    console: list[str] = []
    page.on("console", lambda m: console.append(m.text) if "solitaire_widget:" in m.text else None)

    def open_nb(name: str, code: str):
        write_notebook(lab.nbdir / name, code)
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.set_viewport_size({"width": 1280, "height": 900})
        open_and_run(page, lab, name)
        expect(page.locator(".solitaire-root [data-pile]").first).to_be_visible(timeout=60_000)
        kc = attach_kernel(lab, name)
        opened.append(kc)
        return kc, errors

    yield open_nb
    counts = [kernel_eval(kc, "dict(w._intent_counts)") for kc in opened]
    for kc in opened:
        kc.stop_channels()
    resends = [m for m in console if RESEND in m]
    print(f"\n[resends] {len(resends)} resent, kernel counts {counts}: {resends}")
    assert not [m for m in console if GAVE_UP in m], console


def test_klondike_click_drag_python_undo_library(page: Page, table_nb):
    kc, errors = table_nb(
        "klondike.ipynb",
        'import solitaire_widget as sw\nw = sw.play("klondike", seed=1, draw_count=1)\nw',
    )
    count = page.locator(".solitaire-move-count")
    expect(count).to_have_text("0")
    # 1. click the 7♥ on pile 1, then the 8♣ on pile 7
    seven = card(page, "t1", 0)
    expect(seven).to_have_attribute("data-card", "7H")
    seven.click()
    card(page, "t7", 6).click()
    assert wait_for(lambda: moves(kc) == ["t1-t7"], timeout=15), moves(kc)
    expect(card(page, "t7", 7)).to_have_attribute("data-card", "7H")
    expect(count).to_have_text("1")
    # 2. drag the K♦ of pile 5 into the now empty pile 1
    king = card(page, "t5", 4)
    expect(king).to_have_attribute("data-card", "KD")
    drag(page, king, card(page, "t1", -1))
    assert wait_for(lambda: moves(kc) == ["t1-t7", "t5-t1"], timeout=15), moves(kc)
    expect(card(page, "t1", 0)).to_have_attribute("data-card", "KD")
    # the card under the King was turned up, and its identity reached the page only now
    revealed = kernel_eval(kc, 'w.game.piles["t5"].top.code2')
    expect(card(page, "t5", 3)).to_have_attribute("data-card", revealed)
    # 3. a move played in the kernel shows in the page
    kernel_exec(kc, 'w.play("s-w")')
    top = kernel_eval(kc, 'w.game.piles["waste"].top.code2')
    expect(card(page, "waste", 0)).to_have_attribute("data-card", top)
    expect(count).to_have_text("3")
    # 4. an illegal click shows the engine's reason and changes nothing
    card(page, "t2", 1).click()
    card(page, "t3", 2).click()
    reason = kernel_eval(kc, 'w.game.explain("t2-t3")')
    expect(page.locator(".solitaire-message")).to_have_text(reason)
    assert moves(kc) == ["t1-t7", "t5-t1", "s-w"]
    shoot(page, "klondike")
    # 5. undo from the toolbar
    page.locator(".solitaire-undo").click()
    assert wait_for(lambda: moves(kc) == ["t1-t7", "t5-t1"], timeout=15), moves(kc)
    expect(card(page, "waste", 0)).to_have_count(0)
    expect(count).to_have_text("2")
    # 6. the game is in the library, move by move
    rows = kernel_eval(kc, "[(r['id'], r['variant'], r['moves']) for r in sw.library().games()]")
    gid = kernel_eval(kc, "w.library_id")
    assert [gid, "klondike", 2] in rows
    assert kernel_eval(kc, "sw.library().record(w.library_id)['moves']") == ["t1-t7", "t5-t1"]
    assert errors == []


def test_matrimony_deal_by_clicking_the_stock(page: Page, table_nb):
    kc, errors = table_nb(
        "matrimony.ipynb",
        'import solitaire_widget as sw\nw = sw.play("matrimony", seed=42, lang="nl")\nw',
    )
    expect(page.locator(".solitaire-root [data-pile='t16'][data-card]")).to_have_count(1)
    # the stock shows backs only: no card identity of it is anywhere in the page
    stock_codes = set(kernel_eval(kc, '[c.code2 for c in w.game.piles["stock"].cards]'))
    visible = set(kernel_eval(kc, "[c.code2 for p in w.game.piles.values() for c in p.face_up]"))
    in_page = set(page.eval_on_selector_all("[data-card]", "els => els.map(e => e.dataset.card)"))
    assert in_page <= visible and not (in_page & (stock_codes - visible))
    stock = page.locator('.solitaire-root [data-pile="stock"]').last
    stock.click()
    assert wait_for(lambda: moves(kc) == ["s-t"], timeout=15), moves(kc)
    top = kernel_eval(kc, 'w.game.piles["t1"].top.code2')  # a squared pile: its top shows
    expect(card(page, "t1", 1)).to_have_attribute("data-card", top)
    expect(page.locator(".solitaire-move-count")).to_have_text("1")
    # a card that fits a foundation: a double-click sends it there
    auto = kernel_eval(kc, "w._table['auto']")
    key, dst = next(iter(auto.items()))
    src, index = key.split("/")
    double_click(page, card(page, src, int(index)))
    assert wait_for(lambda: moves(kc) == ["s-t", f"{src}-{dst}"], timeout=15), moves(kc)
    for n in (3, 4, 5):  # each click acts on the table it was made on: wait for it to redraw
        stock.click()
        expect(page.locator(".solitaire-move-count")).to_have_text(str(n))
    assert moves(kc)[2:] == ["s-t"] * 3
    expect(page.locator(".solitaire-undo")).to_contain_text("Ongedaan maken")
    # the live status, on by default under the default rules where the native core is
    # built (as here): deal 42 can't be won, which the solver proves in a few hundredths of
    # a second ("unknown" only if the loaded machine starves the niced worker of its budget)
    status = page.locator(".solitaire-root .solitaire-status")
    expect(status).to_have_attribute("data-state", re.compile("^(lost|unknown)$"), timeout=30_000)
    if status.get_attribute("data-state") == "lost":
        expect(status).to_have_text("Dit spel is niet te winnen")
    shoot(page, "matrimony")
    assert errors == []


def test_klondike32_in_italian(page: Page, table_nb):
    kc, errors = table_nb(
        "solitario.ipynb",
        'import solitaire_widget as sw\nw = sw.play("klondike32", seed=7, lang="it")\nw',
    )
    expect(page.locator(".solitaire-new-deal")).to_have_text("Nuova partita")
    # deal 7: the 8♠ on pile 7 goes on the 9♦ of pile 1; then draw from the stock
    drag(page, card(page, "t7", 6), card(page, "t1", 0))
    assert wait_for(lambda: moves(kc) == ["t7-t1"], timeout=15), moves(kc)
    page.locator('.solitaire-root [data-pile="stock"]').last.click()
    assert wait_for(lambda: moves(kc) == ["t7-t1", "s-w"], timeout=15), moves(kc)
    expect(page.locator(".solitaire-move-count")).to_have_text("2")
    # the live status: the solver's answer for this position reaches the page by itself
    status = page.locator(".solitaire-root .solitaire-status")
    expect(status).to_have_attribute("data-state", "winnable", timeout=30_000)
    assert kernel_eval(kc, "w.status_line['state']") == "winnable"
    expect(status).to_have_text("Ancora vincibile")
    # the rules, in Italian, over the table; Escape closes them
    page.locator(".solitaire-root .solitaire-rules-btn").click()
    panel = page.locator(".solitaire-root .solitaire-rules-panel")
    expect(panel).to_be_visible()
    title = kernel_eval(kc, "sw.rules(w.game, 'it').title")
    expect(panel.locator("h3")).to_have_text(title)
    page.keyboard.press("Escape")
    expect(panel).to_be_hidden()
    shoot(page, "klondike32")
    assert errors == []


def test_clicks_reach_the_kernel_once_under_jupyterlabs_defaults(page: Page, table_nb):
    """JupyterLab's default sends widget comms over a kernel subshell, which it may delete
    while a comm still uses it, and the live status publishes on its own schedule: every
    click must still reach the engine exactly once (ids, acknowledgements, resends)."""
    sent: list[str] = []

    def watch(ws) -> None:
        # JupyterLab's kernel protocol sends binary frames: their JSON headers are ASCII
        ws.on("framesent", lambda p: sent.append(p if isinstance(p, str) else p.decode("latin-1")))

    page.on("websocket", watch)
    kc, errors = table_nb(
        "defaults.ipynb",
        'import solitaire_widget as sw\nw = sw.play("klondike", seed=1, draw_count=1)\nw',
    )
    policy = page.evaluate("() => window.jupyterapp.serviceManager.kernels.commsOverSubshells")
    assert policy == "perCommTarget"  # JupyterLab's own default: nothing installed changes it
    stock = page.locator('.solitaire-root [data-pile="stock"]').last
    count = page.locator(".solitaire-move-count")
    for n in range(1, 7):  # each click acts on the table it was made on: wait for the redraw
        stock.click()
        expect(count).to_have_text(str(n), timeout=15_000)
    card(page, "t1", 0).click()
    card(page, "t7", 6).click()
    expect(count).to_have_text("7", timeout=15_000)
    assert moves(kc) == ["s-w"] * 6 + ["t1-t7"]
    assert kernel_eval(kc, "w._intent_counts['applied']") == 7
    assert any("create_subshell_request" in f for f in sent)  # comms did go over a subshell
    assert errors == []


def test_desktop_controls_in_jupyterlab(page: Page, table_nb):
    """Issue 10's controls in a real JupyterLab, one notebook: the score and the clock, a
    keyboard move the focus follows, the ``?`` keys panel, autodrop and another game and
    language from the settings menu, and the statistics panel after two finished games."""
    from tests.test_table_ui import ROWS_JS, assert_one_line
    from tests.test_widget import AUTO_FINISH_LINE

    kc, errors = table_nb(
        "controls.ipynb",
        "import solitaire_widget as sw\n"
        'w = sw.SolitaireWidget("klondike", seed=1, draw_count=1, scoring="vegas",\n'
        '                       library=sw.Library(":memory:"), live_status=False)\n'
        "w",
    )
    root = page.locator(".solitaire-root")
    count = root.locator(".solitaire-move-count")
    score = root.locator(".solitaire-score-value")
    expect(score).to_have_text("-52")
    active = "() => document.activeElement && document.activeElement.getAttribute('data-stop')"
    # a keyboard move: the focus follows the moved card; the clock starts
    root.locator('[data-stop="t1/0"]').focus()
    page.keyboard.press("Enter")
    for _ in range(6):
        page.keyboard.press("ArrowRight")
    assert page.evaluate(active) == "t7/6"
    page.keyboard.press("Enter")
    assert wait_for(lambda: moves(kc) == ["t1-t7"], timeout=15), moves(kc)
    page.wait_for_function(f"({active})() === 't7/7'")
    expect(root.locator(".solitaire-elapsed")).not_to_have_text("0:00", timeout=5000)
    assert kernel_eval(kc, "w._clock['running']") is True
    # ? lists the keys in the player's language; Escape closes the list
    page.keyboard.press("?")
    keys = root.locator(".solitaire-help-panel")
    expect(keys).to_be_visible()
    expect(keys).to_contain_text(kernel_eval(kc, "w._table['labels']['keys_undo']"))
    page.keyboard.press("Escape")
    expect(keys).to_be_hidden()
    # autodrop from the settings menu, then draws by keyboard until a card goes home
    root.locator(".solitaire-settings-btn").click()
    menu = root.locator(".solitaire-settings-panel")
    menu.locator(".solitaire-settings-autodrop").select_option(label="every card that may go")
    assert wait_for(lambda: kernel_eval(kc, "w.autodrop") == "all", timeout=15)
    page.keyboard.press("Escape")
    root.locator('[data-stop="t7/7"]').focus()
    ignored = "w._intent_counts.get('ignored', 0)"
    dropped = kernel_eval(kc, ignored)
    for _ in range(10):
        n = len(moves(kc))
        # the first draw may go out before the page has the table the settings change
        # published: it names the table before, which showed the same position, so it
        # counts (docs/protocol.md): every key press draws, none is ignored
        page.keyboard.press("d")
        expect(count).not_to_have_text(str(n), timeout=15_000)
        if any(m.endswith(("-f1", "-f2", "-f3", "-f4")) for m in moves(kc)):
            break
    assert moves(kc)[-1] == "w-f1", moves(kc)  # the Ace went home by itself
    assert kernel_eval(kc, ignored) == dropped
    expect(root.locator('.solitaire-card[data-pile="f1"][data-card]')).to_have_count(1)
    expect(score).to_have_text("-47")
    # another game and language from the menu
    root.locator(".solitaire-settings-btn").click()
    menu.locator(".solitaire-settings-variant").select_option(label="Solitario (32 cards)")
    menu.locator('[data-option="draw_count"]').select_option(label="1")
    menu.locator(".solitaire-settings-apply").click()
    expect(root.locator(".solitaire-title")).to_have_text("Solitario (32 cards)", timeout=15_000)
    menu.locator(".solitaire-settings-lang").select_option(label="Italiano")
    expect(root.locator(".solitaire-new-deal")).to_have_text("Nuova partita", timeout=15_000)
    assert kernel_eval(kc, "[w.variant, w.game.options['draw_count'], w.lang]") == [
        "klondike32",
        1,
        "it",
    ]
    page.keyboard.press("Escape")
    # two finished games of deal 5, then the statistics panel
    kernel_exec(
        kc,
        "w.autodrop = 'off'\nw.new_deal(5)\n"
        f"for _ in range(2):\n"
        f"    for m in {AUTO_FINISH_LINE!r}: w.play(m)\n"
        "    for m in w.game.auto_finish_moves(): w.play(m)\n"
        "    assert w.game.is_won()\n"
        "    if not w.stats()['won'] == 2: w.restart()\n",
    )
    root.locator(".solitaire-stats-btn").click()
    panel = root.locator(".solitaire-stats-panel")
    expect(panel.locator('[data-stat="won"] td')).to_have_text("2", timeout=15_000)
    played = kernel_eval(kc, "w.stats()['played']")
    expect(panel.locator('[data-stat="played"] td')).to_have_text(str(played))
    expect(panel.locator(".solitaire-stats-chart rect.solitaire-bar-won")).to_have_count(2)
    page.screenshot(path=str(IMAGES / "lab-stats-panel-light.png"))
    # the longest title in Italian with a score: the toolbar is still one line here
    assert_one_line(root.evaluate(ROWS_JS), "lab, klondike32, it")
    assert errors == []


#: the table's card animations (js/motion.js names them)
MOTION_JS = "document.getAnimations().filter(a => a.id === 'solitaire-motion')"
BOXES_JS = """() => Object.fromEntries([...document.querySelectorAll(
    '.solitaire-root .solitaire-card[data-pile]')].map(e => {
        const r = e.getBoundingClientRect();
        return [e.dataset.pile + '/' + e.dataset.index, [r.x, r.y, r.width, r.height]];
    }))"""


def _watch_motion(page: Page) -> None:
    """Count the most card animations seen at once, frame by frame, for 3 s."""
    page.evaluate(
        """() => { window.__most = 0; const end = performance.now() + 3000;
            const look = () => { window.__most = Math.max(window.__most, MOTION.length);
                if (performance.now() < end) requestAnimationFrame(look); };
            requestAnimationFrame(look); }""".replace("MOTION", MOTION_JS)
    )


def test_layout_motion_restart_and_a_bad_state_in_jupyterlab(page: Page, table_nb):
    """Issue 10 in a real JupyterLab: an illegal move's message moves no card; a move
    slides; a click during motion finishes it at once and acts; Restart deals the same
    cards again; a malformed table state says so and the next good one plays; with reduced
    motion nothing animates."""
    page.emulate_media(reduced_motion="no-preference")  # conftest asks for reduced motion
    kc, errors = table_nb(
        "motion.ipynb",
        "import solitaire_widget as sw\n"
        'w = sw.SolitaireWidget("klondike", seed=1, draw_count=1,\n'
        '                       library=sw.Library(":memory:"), live_status=False)\n'
        "w",
    )
    root = page.locator(".solitaire-root")
    count = root.locator(".solitaire-move-count")
    felt = root.locator(".solitaire-table")
    deal = kernel_eval(kc, "w.game.position()")
    # 1. a move the engine refuses: t1's card onto a tableau pile that doesn't take it
    legal = kernel_eval(kc, "w._table['legal'].get('t1/0', [])")
    dst = next(f"t{j}" for j in range(2, 8) if f"t{j}" not in legal)
    before, felt_box = page.evaluate(BOXES_JS), felt.bounding_box()
    card(page, "t1", 0).click()
    card(page, dst, int(dst[1:]) - 1).click()
    expect(root.locator(".solitaire-message-error")).to_be_visible(timeout=15_000)
    assert moves(kc) == []
    assert page.evaluate(BOXES_JS) == before
    assert felt.bounding_box() == felt_box
    # 2. a legal move by click-click slides its card
    page.keyboard.press("Escape")
    _watch_motion(page)
    card(page, "t1", 0).click()
    card(page, "t7", 6).click()
    expect(count).to_have_text("1", timeout=15_000)
    page.wait_for_timeout(600)
    assert page.evaluate("window.__most") >= 1
    assert page.evaluate(f"{MOTION_JS}.filter(a => a.playState === 'running').length") == 0
    # 3. a move from Python, its animation held mid-way; a press on the stock finishes it
    kernel_exec(kc, "w.play(next(m for m in w.game.legal_moves() if m.src != 'stock'))")
    page.wait_for_function(
        f"""() => {{ const a = {MOTION_JS}.filter(a => a.playState === 'running');
            if (!a.length) return false;
            for (const x of a) {{ x.currentTime = 50; x.pause(); }} return true; }}""",
        timeout=15_000,
    )
    assert page.evaluate(f"{MOTION_JS}.filter(a => a.playState !== 'finished').length") > 0
    n = len(moves(kc))
    stock = root.locator('[data-pile="stock"]').last.bounding_box()
    page.mouse.move(stock["x"] + stock["width"] / 2, stock["y"] + stock["height"] / 2)
    page.mouse.down()
    assert page.evaluate(f"{MOTION_JS}.filter(a => a.playState !== 'finished').length") == 0
    page.mouse.up()
    assert wait_for(lambda: len(moves(kc)) == n + 1, timeout=15), moves(kc)
    assert moves(kc)[-1].startswith("s")  # the press acted: the stock was drawn
    # 4. Restart: the same deal again, no moves
    root.locator(".solitaire-restart").click()
    expect(count).to_have_text("0", timeout=15_000)
    assert kernel_eval(kc, "w.game.position()") == deal and moves(kc) == []
    # 5. a malformed state from the kernel: the table says so, the next good one plays
    problem = root.locator(".solitaire-problem")
    expect(problem).to_be_hidden()
    kernel_exec(kc, "good = dict(w._table)\nw._table = {**good, 'piles': 't1'}")
    expect(problem).to_be_visible(timeout=15_000)
    assert problem.get_attribute("role") == "alert"
    kernel_exec(kc, "w.restart()")
    expect(problem).to_be_hidden(timeout=15_000)
    card(page, "t1", 0).click()
    card(page, "t7", 6).click()
    expect(count).to_have_text("1", timeout=15_000)
    # 6. reduced motion: a move from Python draws at once
    page.wait_for_function(f"() => {MOTION_JS}.every(a => a.playState === 'finished')")
    page.emulate_media(reduced_motion="reduce")
    _watch_motion(page)
    kernel_exec(kc, "w.undo()")
    expect(count).to_have_text("0", timeout=15_000)
    page.wait_for_timeout(600)
    assert page.evaluate("window.__most") == 0
    assert [e for e in errors if "solitaire_widget" not in e] == []
