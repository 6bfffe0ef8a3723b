"""The exported replay page in real Chromium, opened from disk with the network off.

Every request that is not a file:// URL is aborted and recorded; the page must step
through the game with its buttons, the scrubber, the arrow keys and play/pause, and draw
each position's tableau exactly as the frames say. Screenshots go to docs/images/.
"""

from __future__ import annotations

import json
import pathlib
import random
import re

import pytest
from playwright.sync_api import Page, expect

import solitaire_widget as sw
from solitaire_widget.i18n import catalogue
from solitaire_widget.replay import Replay, expand_frames, replay_frames
from tests.shots import IMAGES  # a temp folder unless refreshing docs/images

pytestmark = pytest.mark.browser

ROOT = pathlib.Path(__file__).resolve().parents[1]
RECORDS = ROOT / "solitaire_widget" / "records"


def recorded_or_random(name: str, variant: str, n: int) -> Replay:
    path = RECORDS / name
    if path.exists():
        return Replay(path)
    g = sw.Game(variant, seed=5)
    for _ in range(n):
        moves = g.legal_moves()
        g.play(moves[len(g.moves) * 5 % len(moves)])
    g.comments = {2: "A comment from the teacher."}
    return Replay(g)


def open_offline(page: Page, path: pathlib.Path) -> tuple[list[str], list[str]]:
    blocked: list[str] = []
    errors: list[str] = []

    def route(r):
        if r.request.url.startswith("file:"):
            r.continue_()
        else:
            blocked.append(r.request.url)
            r.abort()

    page.context.route("**/*", route)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.set_viewport_size({"width": 1000, "height": 860})
    page.goto(path.as_uri())
    page.wait_for_function("window.replay !== undefined")
    return blocked, errors


def index(page: Page) -> int:
    return int(page.locator(".solitaire-replay").get_attribute("data-index") or "-1")


def tableau_shown(page: Page, pile: str) -> list[str]:
    """The codes of the cards drawn on ``pile``, in page order (one round trip to the page,
    not one per card)."""
    cards = page.locator(f'.solitaire-card[data-pile="{pile}"][data-card]')
    return cards.evaluate_all("cs => cs.map(c => c.getAttribute('data-card'))")


def cards_shown(page: Page) -> dict[str, list[str]]:
    """:func:`tableau_shown` of every pile at once: pile id -> codes, in page order."""
    return page.evaluate(
        """() => {
        const out = {};
        for (const c of document.querySelectorAll('.solitaire-card[data-pile][data-card]'))
            (out[c.getAttribute('data-pile')] ??= []).push(c.getAttribute('data-card'));
        return out;
    }"""
    )


def check_position(page: Page, data: dict, i: int) -> None:
    """The page shows position ``i`` of ``data`` (frames data of either version)."""
    assert index(page) == i
    data = expand_frames(data)  # every position whole, as the page draws it
    parts = data["parts"][i]
    expect(page.locator(".solitaire-replay-narration")).to_have_text(
        " ".join(s for s in [parts["action"], parts["rule"], *parts["effects"]] if s)
    )
    expect(page.locator(".solitaire-replay-comment")).to_have_text(parts["comment"] or "")
    # the teacher's comment is said, as the narration is (it was shown only): in the spoken
    # line, the one live region (the shown texts are not live: each would be said twice)
    said = page.locator(".solitaire-replay-said")
    assert said.get_attribute("aria-live") == "polite"
    assert page.locator(".solitaire-replay [aria-live]").count() == 1
    text = said.text_content() or ""
    back = data["back"][i + 1] if i + 1 < len(data["back"]) else None
    if text and not (back and text.endswith(back)):  # a step back says the move undone
        assert parts["action"] in text and (parts["comment"] or "") in text, (i, text)
    assert page.locator(".solitaire-replay-scrub").input_value() == str(i)
    by_pile = cards_shown(page)
    for k, pile in enumerate(data["piles"]):
        if pile["kind"] == "tableau":
            frame = data["frames"][i]["p"][k]
            codes = [frame[j : j + 2] for j in range(0, len(frame), 2)]
            shown = by_pile.get(pile["id"], [])
            if data["layout"] == "matrimony":  # squared piles: the top card is what shows
                assert shown[-1:] == codes[-1:], (i, pile["id"])
            else:  # fanned columns: every face-up card, in order
                assert shown == [c for c in codes if c != "--"], (i, pile["id"])


@pytest.mark.parametrize(
    ("record", "variant", "lang"),
    [("solitario-lesson.json", "klondike32", "it"), ("matrimony-lesson.json", "matrimony", "nl")],
)
def test_exported_page_steps_from_disk_with_the_network_off(
    page: Page, tmp_path, record, variant, lang
):
    r = recorded_or_random(record, variant, 40)
    path = pathlib.Path(r.to_html(tmp_path / "replay.html", lang=lang, interval=60))
    data = replay_frames(r, lang)
    data = json.loads(json.dumps(data))
    n = len(data["frames"]) - 1
    blocked, errors = open_offline(page, path)
    check_position(page, data, 0)
    expect(page.locator(".solitaire-replay-counter")).to_have_text(data["labels"]["deal"])
    page.locator(".solitaire-replay-next").click()
    check_position(page, data, 1)
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    check_position(page, data, 3)
    expect(page.locator(".solitaire-replay-counter")).to_have_text(
        data["labels"]["position"].replace("{i}", "3").replace("{n}", str(n))
    )
    page.keyboard.press("ArrowLeft")
    check_position(page, data, 2)
    page.locator(".solitaire-replay-prev").click()
    check_position(page, data, 1)
    page.keyboard.press("End")
    check_position(page, data, n)
    expect(page.locator(".solitaire-replay-next")).to_be_disabled()
    page.locator(".solitaire-replay-first").click()
    check_position(page, data, 0)
    expect(page.locator(".solitaire-replay-prev")).to_be_disabled()
    # the scrubber
    mid = n // 2
    page.locator(".solitaire-replay-scrub").fill(str(mid))
    check_position(page, data, mid)
    # every position, in order, by the keyboard
    page.keyboard.press("Home")
    for i in range(1, n + 1):
        page.keyboard.press("ArrowRight")
        check_position(page, data, i)
    expect(page.locator(".solitaire-replay-last")).to_be_disabled()
    # play from the start: it moves on by itself, and pause stops it
    page.locator(".solitaire-replay-first").click()
    page.locator(".solitaire-replay-play").click()
    expect(page.locator(".solitaire-replay")).to_have_attribute("data-playing", "true")
    page.wait_for_function("Number(document.querySelector('.solitaire-replay').dataset.index) >= 3")
    page.locator(".solitaire-replay-play").click()
    expect(page.locator(".solitaire-replay")).to_have_attribute("data-playing", "false")
    stopped = index(page)
    page.wait_for_timeout(300)
    assert index(page) == stopped
    assert blocked == [] and errors == []
    # a picture of a position with a comment, for the docs
    commented = [i for i, p in enumerate(expand_frames(data)["parts"]) if p["comment"]]
    page.locator(".solitaire-replay-scrub").fill(str(commented[0] if commented else mid))
    page.locator(".solitaire-replay").screenshot(path=str(IMAGES / f"replay-{variant}-{lang}.png"))


def test_page_without_face_down_identities_draws_backs(page: Page, tmp_path):
    r = Replay(sw.Game("klondike", seed=4))
    path = pathlib.Path(r.to_html(tmp_path / "start.html"))
    _, errors = open_offline(page, path)
    hidden = {
        c.code2 for p in r.game.piles.values() for c in p.cards[: p.face_down] if p.id != "stock"
    }
    shown = set()
    for k in range(1, 8):
        shown |= set(tableau_shown(page, f"t{k}"))
    assert len(shown) == 7 and not (shown & hidden)
    page_text = path.read_text(encoding="utf-8")
    frame0 = re.search(r'"frames":\[\{"p":\[(.*?)\]\}', page_text)
    assert frame0 and not any(code in frame0.group(1) for code in hidden)
    assert errors == []


# ---------------------------------------------------------------------- ReplayWidget
def open_widget_harness(page: Page, base: str, frames: dict, index: int = 0) -> list[str]:
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.set_viewport_size({"width": 960, "height": 860})
    page.goto(f"{base}/tests/harness/replay.html")
    page.wait_for_function("window.__ready === true")
    page.evaluate("([f, i]) => window.__start(f, i)", [frames, index])
    return errors


def saved_indexes(page: Page) -> list[int]:
    return [d["index"] for d in page.evaluate("window.__model.saved") if "index" in d]


def test_replay_widget_steps_in_the_page_and_syncs_only_the_index(page: Page, static_server):
    from solitaire_widget.replay_widget import ReplayWidget

    w = ReplayWidget(RECORDS / "matrimony-lesson.json", lang="pt")
    data = json.loads(json.dumps(w._frames))
    n = len(data["frames"]) - 1
    errors = open_widget_harness(page, static_server, data, index=0)
    check_position(page, data, 0)
    page.locator(".solitaire-replay-next").click()
    page.locator(".solitaire-replay").focus()
    page.keyboard.press("ArrowRight")
    check_position(page, data, 2)
    page.locator(".solitaire-replay-scrub").fill("39")
    check_position(page, data, 39)  # the ♦ choice, with its comment
    page.keyboard.press("End")
    check_position(page, data, n)
    assert saved_indexes(page) == [1, 2, 39, n]  # each step tells Python the index, no more
    assert page.evaluate("window.__model.sent") == []  # no messages: no round trip needed
    # Python moves the cursor: the page follows (and does not echo it back)
    page.evaluate("window.__model._pyset('index', 54)")
    check_position(page, data, 54)
    assert saved_indexes(page)[-1] == n
    # Python sends a new line (e.g. after a variation): the view is rebuilt
    w.replay.seek(10).play(w.replay.game.legal_moves()[0])
    w.refresh()
    assert w.index == 11 and len(w._frames["frames"]) == 12
    fresh = json.loads(json.dumps(w._frames))
    page.evaluate(
        "(f) => { window.__model._pyset('index', 11); window.__model._pyset('_frames', f); }", fresh
    )
    check_position(page, fresh, 11)
    expect(page.locator(".solitaire-replay-next")).to_be_disabled()
    assert errors == []
    page.locator(".solitaire-replay-scrub").fill("39")
    page.evaluate("(f) => window.__model._pyset('_frames', f)", data)
    page.evaluate("window.__model._pyset('index', 39)")
    check_position(page, data, 39)
    page.locator(".solitaire-replay").screenshot(
        path=str(IMAGES / "replay-widget-matrimony-pt.png")
    )
    # cleanup removes the view and its listeners
    page.evaluate("window.__cleanup()")
    assert page.locator(".solitaire-replay").count() == 0
    assert page.evaluate("window.__model.listenerCount()") == 0


def test_replay_widget_rules_panel(page: Page, static_server):
    """The Rules button of the replay: the game's rules in the replay's language, over the
    table; Escape closes them without stepping the replay."""
    from solitaire_widget.replay_widget import ReplayWidget
    from solitaire_widget.rulebook import rules

    w = ReplayWidget(RECORDS / "solitario-lesson.json", lang="it")
    data = json.loads(json.dumps(w._frames))
    errors = open_widget_harness(page, static_server, data, index=3)
    button = page.locator(".solitaire-replay .solitaire-rules-btn")
    expect(button).to_have_text("Regole")
    panel = page.locator(".solitaire-replay .solitaire-rules-panel")
    expect(panel).to_be_hidden()
    button.click()
    expect(panel).to_be_visible()
    expect(panel.locator("h3")).to_have_text(rules(w.game, "it").title)
    page.keyboard.press("ArrowRight")  # read, don't step
    page.keyboard.press("Escape")
    expect(panel).to_be_hidden()
    assert index(page) == 3 and saved_indexes(page) == []
    # the waste fans as many cards as one draw takes (Solitario draws 1)
    page.locator(".solitaire-replay-last").click()
    assert page.locator('.solitaire-card[data-pile="waste"]').count() <= data["draw_count"] == 1
    assert errors == []


def test_replay_widget_python_side_follows_the_browser():
    from solitaire_widget.replay_widget import ReplayWidget

    w = ReplayWidget(RECORDS / "solitario-lesson.json", lang="it")
    w.index = 7  # what a step in the browser does
    assert (
        w.replay.index == 7
        and w.game.state_key() == Replay(RECORDS / "solitario-lesson.json").seek(7).game.state_key()
    )
    assert w.narration == w.replay.narration(7, "it")
    w.lang = "nl"
    assert w._frames["lang"] == "nl" and w.index == 7
    with pytest.raises(Exception, match="outside the replay"):
        w.index = 999
    for bad in (49, 60_001, 2**31, 10**5000):  # a browser timer past 2**31 ms fires at once
        with pytest.raises(Exception, match="interval is milliseconds between moves, 50 to 60,000"):
            w.interval = bad
    assert w.interval == 900
    assert w.seek(-1).index == len(w.replay)


def test_teacher_view_shows_face_down_cards_dimmed(page: Page, tmp_path):
    r = Replay(RECORDS / "solitario-lesson.json")
    path = pathlib.Path(r.to_html(tmp_path / "teacher.html", lang="en", show_face_down=True))
    _, errors = open_offline(page, path)
    g = r.seek(0).game
    for k in range(1, 8):
        pile = page.locator(f'.solitaire-card[data-pile="t{k}"]')
        assert pile.count() == len(g.piles[f"t{k}"])
        # the face-up top card is a normal card; the face-down ones are faces under a veil
        assert tableau_shown(page, f"t{k}") == [c.code2 for c in g.piles[f"t{k}"].face_up]
        veil = 'rect[fill="#1d3f74"][fill-opacity="0.28"]'
        veiled = page.locator(f'.solitaire-card[data-pile="t{k}"] {veil}')
        assert veiled.count() == g.piles[f"t{k}"].face_down
    assert errors == []
    page.locator(".solitaire-replay").screenshot(path=str(IMAGES / "replay-teacher-view.png"))


@pytest.mark.e2e
def test_replay_widget_in_jupyterlab(page: Page, lab):
    """In a real JupyterLab: stepping in the page moves the kernel's replay, ``w.seek`` in
    the kernel moves the page, and the view's keys step the replay, not the notebook."""
    from tests.labutil import (
        attach_kernel,
        kernel_eval,
        kernel_exec,
        open_and_run,
        wait_for,
        write_notebook,
    )

    record = RECORDS / "solitario-lesson.json"
    code = (
        "from solitaire_widget.replay_widget import ReplayWidget\n"
        f"w = ReplayWidget({str(record)!r}, lang='it')\n"
        "w"
    )
    write_notebook(lab.nbdir / "replay.ipynb", "before = 1", code, "after = 2")
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.set_viewport_size({"width": 1280, "height": 1000})
    open_and_run(page, lab, "replay.ipynb")
    view = page.locator(".solitaire-replay")
    expect(view).to_be_visible(timeout=60_000)
    kc = attach_kernel(lab, "replay.ipynb")
    try:
        for _ in range(3):
            page.locator(".solitaire-replay-next").click()
        expect(view).to_have_attribute("data-index", "3")
        assert wait_for(lambda: kernel_eval(kc, "w.replay.index") == 3, timeout=20)
        kernel_exec(kc, "w.seek(7)")
        expect(view).to_have_attribute("data-index", "7")
        parts = kernel_eval(kc, "w.replay.narration_parts(7, 'it')")
        expect(page.locator(".solitaire-replay-comment")).to_have_text(parts["comment"])
        expect(page.locator(".solitaire-replay-narration")).to_contain_text(parts["action"])
        # the replay keeps its keys: with the scrubber focused, → steps the replay (twice:
        # two moves) and ↓ does not move the notebook's cell selection (JupyterLab's
        # command-mode shortcuts stay off inside the view)
        scrub = page.locator(".solitaire-replay-scrub")
        scrub.focus()
        active = "() => window.jupyterapp.shell.currentWidget.content.activeCellIndex"
        cell = page.evaluate(active)
        assert cell == 1  # the replay's cell
        page.keyboard.press("ArrowRight")
        page.keyboard.press("ArrowRight")
        expect(view).to_have_attribute("data-index", "9")
        assert wait_for(lambda: kernel_eval(kc, "w.replay.index") == 9, timeout=20)
        page.keyboard.press("ArrowDown")  # a slider's ↓ is one step back; the cell stays
        expect(view).to_have_attribute("data-index", "8")
        assert page.evaluate(active) == cell
        page.keyboard.press("ArrowUp")
        expect(view).to_have_attribute("data-index", "9")
        page.keyboard.press("ArrowLeft")
        expect(view).to_have_attribute("data-index", "8")
        assert page.evaluate(active) == cell
        view.focus()  # the view itself (not the slider): ↓ still leaves the notebook alone
        page.keyboard.press("ArrowDown")
        page.keyboard.press("ArrowDown")
        page.keyboard.press("ArrowRight")
        expect(view).to_have_attribute("data-index", "9")
        assert page.evaluate(active) == cell
        scrub.focus()
        page.keyboard.press("End")
        expect(view).to_have_attribute("data-index", str(kernel_eval(kc, "len(w.replay)")))
        page.keyboard.press("Home")
        expect(view).to_have_attribute("data-index", "0")
        assert page.evaluate(active) == cell
        assert page.evaluate("() => document.activeElement.className") == scrub.get_attribute(
            "class"
        )
        view.screenshot(path=str(IMAGES / "replay-widget-lab.png"))
        assert errors == []
    finally:
        kc.stop_channels()


def test_replay_widget_follows_a_new_interval_and_says_its_keys(page: Page, static_server):
    """`w.interval` set after the view was up had no effect until the frames changed; the
    Play button said "(Space)" in every language; a set position's start was "The deal";
    a long word in a comment ran out of the view."""
    from solitaire_widget.replay_widget import ReplayWidget

    g = sw.Game("klondike32", seed=3)
    g.play(g.legal_moves()[0])
    start = sw.Game.from_position(g.position(), lang="it")
    for _ in range(30):
        start.play(start.legal_moves()[0])
    start.comments[0] = "https://example.org/" + "a" * 220  # a teacher's link
    w = ReplayWidget(start, lang="it")
    data = json.loads(json.dumps(w._frames))
    errors = open_widget_harness(page, static_server, data, index=0)
    expect(page.locator(".solitaire-replay-play")).to_have_attribute("title", "Riproduci (Spazio)")
    expect(page.locator(".solitaire-replay")).to_contain_text("La posizione di partenza")
    page.evaluate("window.__model._pyset('interval', 60)")
    page.locator(".solitaire-replay-play").click()
    page.wait_for_function("Number(document.querySelector('.solitaire-replay').dataset.index) >= 4")
    page.evaluate("window.__model._pyset('interval', 60000)")
    at = index(page)
    page.wait_for_timeout(700)
    assert index(page) <= at + 1  # the slow pace took over at once
    page.locator(".solitaire-replay-play").click()  # pause
    page.set_viewport_size({"width": 360, "height": 860})
    page.evaluate("window.__model._pyset('index', 1)")
    wide = page.evaluate(
        "() => { const c = document.querySelector('.solitaire-replay-comment');"
        " return [c.scrollWidth, c.clientWidth, document.documentElement.scrollWidth]; }"
    )
    assert wide[0] <= wide[1] + 1 and wide[2] <= 360, wide
    assert errors == []


def test_replay_buttons_that_go_disabled_hand_the_focus_on(page: Page, static_server):
    # Enter on Last (or Next to the end) disabled the focused button: the focus fell to the
    # page, and the keys with it
    from solitaire_widget.replay_widget import ReplayWidget

    w = ReplayWidget(RECORDS / "matrimony-lesson.json", lang="en")
    data = json.loads(json.dumps(w._frames))
    errors = open_widget_harness(page, static_server, data, index=1)
    focused = "() => document.activeElement.className"
    page.locator(".solitaire-replay-last").focus()
    page.keyboard.press("Enter")
    assert "solitaire-replay-prev" in page.evaluate(focused)
    page.locator(".solitaire-replay-first").focus()
    page.keyboard.press("Enter")
    assert "solitaire-replay-next" in page.evaluate(focused)
    page.keyboard.press("Enter")  # and the keys go on working
    assert index(page) == 1
    assert errors == []


def said_at(data: dict, i: int, what: str) -> str:
    """The spoken line at position ``i`` of ``data``: where, then what the step did."""
    n = len(data["frames"]) - 1
    L = data["labels"]
    where = (
        L["deal"]
        if i == 0
        else L["end"].replace("{n}", str(n))
        if i == n
        else L["position"].replace("{i}", str(i)).replace("{n}", str(n))
    )
    return f"{where}. {what}"


def narration_at(data: dict, i: int) -> str:
    p = data["parts"][i]
    return " ".join(s for s in [p["action"], p["rule"], *p["effects"], p["comment"]] if s)


@pytest.mark.parametrize("lang", ["en", "it", "nl", "pt"])
def test_replay_steps_say_where_they_are_and_a_step_back_says_the_move_undone(
    page: Page, static_server, lang
):
    # a step back said the frame's narration (the move that led there, forward), and no
    # step said where it was
    from solitaire_widget.replay_widget import ReplayWidget

    w = ReplayWidget(RECORDS / "solitario-lesson.json", lang=lang)
    sent = json.loads(json.dumps(w._frames))
    data = expand_frames(sent)  # every text whole, for the expectations
    assert data["back"][0] is None and all(data["back"][1:])
    n = len(data["frames"]) - 1
    errors = open_widget_harness(page, static_server, sent, index=0)
    said = page.locator(".solitaire-replay-said")
    expect(said).to_have_text("")  # a view just shown says nothing
    assert said.get_attribute("role") == "status"
    page.locator(".solitaire-replay-next").click()
    expect(said).to_have_text(said_at(data, 1, narration_at(data, 1)))
    page.locator(".solitaire-replay").focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    expect(said).to_have_text(said_at(data, 3, narration_at(data, 3)))
    page.keyboard.press("ArrowLeft")  # back to 2: move 3 is taken back
    expect(said).to_have_text(said_at(data, 2, data["back"][3]))
    undone = catalogue(lang)["ui.said.undo"].split("{")[0]
    assert said.text_content().split(". ", 1)[1].startswith(undone)
    page.locator(".solitaire-replay-prev").click()  # |◀: move 2 taken back
    expect(said).to_have_text(said_at(data, 1, data["back"][2]))
    # the jumps say where they land
    page.locator(".solitaire-replay-last").click()
    expect(said).to_have_text(said_at(data, n, narration_at(data, n)))
    assert said.text_content().startswith(data["labels"]["end"].replace("{n}", str(n)))
    page.locator(".solitaire-replay-first").click()
    expect(said).to_have_text(said_at(data, 0, narration_at(data, 0)))
    page.locator(".solitaire-replay-scrub").fill("7")
    expect(said).to_have_text(said_at(data, 7, narration_at(data, 7)))
    page.keyboard.press("End")
    page.keyboard.press("ArrowLeft")
    expect(said).to_have_text(said_at(data, n - 1, data["back"][n]))
    # Python moves the cursor one back: said as a step back too
    page.evaluate(f"window.__model._pyset('index', {n - 2})")
    expect(said).to_have_text(said_at(data, n - 2, data["back"][n - 1]))
    if lang == "en":
        page.locator(".solitaire-replay").screenshot(path=str(IMAGES / "replay-step-back.png"))
    assert errors == []


#: a second view of the harness page's ReplayWidget (its module loaded again, as anywidget
#: does for another output of one widget)
SECOND = """async () => {
            const src = await (await fetch('/solitaire_widget/static/replay_widget.js')).text();
            const blob = new Blob([src], {type: 'text/javascript'});
            const mod = await import(URL.createObjectURL(blob));
            const el = document.createElement('div');
            el.id = 'second';
            document.body.appendChild(el);
            window.__cleanup2 = await mod.default.render({ model: window.__model, el });
        }"""


def test_two_views_of_one_replay_widget_play_as_one(page: Page, static_server):
    # each view had its own timer: Play in one and the other said "Play" while the line
    # moved; pressing it there started a second timer (twice the pace), and nothing stopped
    from solitaire_widget.replay_widget import ReplayWidget

    w = ReplayWidget(RECORDS / "matrimony-lesson.json", lang="en")
    data = json.loads(json.dumps(w._frames))
    errors = open_widget_harness(page, static_server, data, index=0)
    page.evaluate(SECOND)
    one = page.locator("#root .solitaire-replay")
    two = page.locator("#second .solitaire-replay")
    one.locator(".solitaire-replay-play").click()
    expect(two).to_have_attribute("data-playing", "true")
    # the pace, timed in the page (a wait timed from here also counts the round trips,
    # which a loaded machine stretches): one step per 60 ms with one timer, two with two
    steps, ms = page.evaluate(
        """async () => {
            const at = window.__model.get('index'), t0 = performance.now();
            await new Promise((done) => setTimeout(done, 600));
            return [window.__model.get('index') - at, performance.now() - t0];
        }"""
    )
    assert 0 < steps <= 1.4 * ms / 60, (steps, ms)
    two.locator(".solitaire-replay-play").click()  # the second view stops it
    expect(one).to_have_attribute("data-playing", "false")
    expect(two).to_have_attribute("data-playing", "false")
    stopped = page.evaluate("window.__model.get('index')")
    page.wait_for_timeout(300)
    assert page.evaluate("window.__model.get('index')") == stopped
    # a view that opens while the line plays follows it (it used to stop it)
    one.locator(".solitaire-replay-play").click()
    expect(two).to_have_attribute("data-playing", "true")
    page.evaluate(SECOND.replace("'second'", "'third'"))
    three = page.locator("#third .solitaire-replay")
    expect(three).to_have_attribute("data-playing", "true")
    at = page.evaluate("window.__model.get('index')")
    page.wait_for_function(f"window.__model.get('index') > {at}")
    expect(one).to_have_attribute("data-playing", "true")
    # the view that steps it goes away: the others stop showing it playing
    page.evaluate("window.__cleanup()")
    expect(two).to_have_attribute("data-playing", "false")
    expect(three).to_have_attribute("data-playing", "false")
    assert errors == []


def test_two_views_of_one_replay_widget_say_each_step_once(page: Page, static_server):
    # each view has a live region and each followed the shared index into it: a screen
    # reader heard every step once per view (and every move twice while playing)
    from solitaire_widget.replay_widget import ReplayWidget

    w = ReplayWidget(RECORDS / "solitario-lesson.json", lang="en")
    data = json.loads(json.dumps(w._frames))
    full = expand_frames(data)
    errors = open_widget_harness(page, static_server, data, index=0)
    page.evaluate(SECOND)
    one = page.locator("#root .solitaire-replay")
    two = page.locator("#second .solitaire-replay")
    said_one = one.locator(".solitaire-replay-said")
    said_two = two.locator(".solitaire-replay-said")
    one.locator(".solitaire-replay-next").click()
    one.locator(".solitaire-replay-next").click()
    expect(said_one).to_have_text(said_at(full, 2, narration_at(full, 2)))
    expect(two).to_have_attribute("data-index", "2")
    assert said_two.text_content() == ""
    two.locator(".solitaire-replay-prev").click()  # now the second view speaks
    expect(said_two).to_have_text(said_at(full, 1, full["back"][2]))
    expect(one).to_have_attribute("data-index", "1")
    assert said_one.text_content() == said_at(full, 2, narration_at(full, 2))  # unchanged
    # the kernel moves the cursor: said by the view last stepped, once
    page.evaluate("window.__model._pyset('index', 5)")
    expect(said_two).to_have_text(said_at(full, 5, narration_at(full, 5)))
    expect(one).to_have_attribute("data-index", "5")
    assert said_one.text_content() == said_at(full, 2, narration_at(full, 2))
    # that view goes: the one left says the next step from the kernel
    page.evaluate("window.__cleanup2()")
    page.evaluate("window.__model._pyset('index', 6)")
    expect(said_one).to_have_text(said_at(full, 6, narration_at(full, 6)))
    assert errors == []


# ---------------------------------------------------------------------- compact frames
def long_game(n: int) -> sw.Game:
    """Klondike draw 1 of ``n`` random moves that lean on the stock (as the benchmark)."""
    g = sw.Game("klondike", seed=1, draw_count=1)
    rnd = random.Random(1)
    while len(g.moves) < n:
        moves = g.legal_moves()
        cards = [m for m in moves if m.src != "stock" and m.dst != "stock"]
        g.play(rnd.choice(cards) if cards and rnd.random() < 0.2 else rnd.choice(moves))
    return g


#: every frame the page would draw, as [piles' cards, face-down counts, last move, status,
#: narration pieces], in the order asked (one data object: the page's own way of stepping)
EXPAND_ALL = """([order, v1]) => {
    const text = document.getElementById('solitaire-replay-data').textContent;
    const data = v1 || JSON.parse(text);
    return order.map((i) => {
        const s = SolitaireReplay.expandFrame(data, i);
        return [s.piles.map((p) => p.cards), s.piles.map((p) => p.face_down ?? null),
                s.last_move, s.status, SolitaireReplay.partsAt(data, i)];
    });
}"""


def python_expanded(full: dict, i: int) -> list:
    """What EXPAND_ALL gives for position ``i``, from Python's whole frames."""
    f = full["frames"][i]
    cards = [
        [None if s[j : j + 2] == "--" else s[j : j + 2] for j in range(0, len(s), 2)]
        for s in f["p"]
    ]
    down = f.get("d", [None] * len(cards))
    return [cards, down, full["last_move"][i], full["status"][i], full["parts"][i]]


@pytest.mark.parametrize(
    ("source", "show_face_down"),
    [("klondike", False), ("matrimony-lesson.json", True), ("solitario-lesson.json", False)],
)
def test_page_expands_every_frame_as_the_whole_positions(
    page: Page, tmp_path, source, show_face_down
):
    # frames were sent whole at every position (about 560 B a move); now a whole one every
    # keyframe_every and the changes between: the page must rebuild each position exactly,
    # stepping on, stepping back and jumping anywhere; and still draw version 1's data
    r = Replay(long_game(150)) if source == "klondike" else Replay(RECORDS / source)
    path = pathlib.Path(r.to_html(tmp_path / "r.html", lang="pt", show_face_down=show_face_down))
    data = json.loads(json.dumps(replay_frames(r, "pt", show_face_down)))
    assert data["version"] == 2
    full = expand_frames(data)
    n = len(full["frames"]) - 1
    _, errors = open_offline(page, path)
    forward = list(range(n + 1))
    back = forward[::-1]
    jumps = random.Random(5).sample(forward, len(forward))
    want = [python_expanded(full, i) for i in forward]
    for order in (forward, back, jumps):
        got = page.evaluate(EXPAND_ALL, [order, None])
        for i, shown in zip(order, got, strict=True):
            assert shown == want[i], i
    # a notebook saved before holds version 1: the page reads it the same
    old = json.loads(json.dumps(full))
    assert old["version"] == 1
    got = page.evaluate(EXPAND_ALL, [jumps, old])
    assert got == [want[i] for i in jumps]
    assert errors == []


def test_a_jump_far_into_a_long_line_shows_its_cards(page: Page, tmp_path, static_server):
    r = Replay(long_game(3_000))
    path = pathlib.Path(r.to_html(tmp_path / "long.html", interval=60))
    data = json.loads(json.dumps(replay_frames(r, "en")))
    n = len(data["frames"]) - 1
    assert n == 3_000

    def shows(i: int) -> None:
        assert index(page) == i
        g = r.seek(i).game
        for k in range(1, 8):
            assert tableau_shown(page, f"t{k}") == [c.code2 for c in g.piles[f"t{k}"].face_up]
        for pid in ("waste", "f1", "f2", "f3", "f4"):
            top = g.piles[pid].top
            assert tableau_shown(page, pid)[-1:] == ([top.code2] if top else []), (i, pid)
        assert page.locator('.solitaire-card[data-pile="t1"]').count() == len(g.piles["t1"])

    _, errors = open_offline(page, path)
    page.locator(".solitaire-replay-scrub").fill("2345")
    shows(2345)
    page.keyboard.press("ArrowRight")
    shows(2346)
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    shows(2344)  # back across no whole frame: from the one before
    page.keyboard.press("End")
    shows(n)
    page.locator(".solitaire-replay-scrub").fill("1")
    shows(1)
    page.locator(".solitaire-replay").screenshot(path=str(IMAGES / "replay-long-jump.png"))
    assert errors == []
    # the ReplayWidget's view: Python moves the cursor far on
    from solitaire_widget.replay_widget import ReplayWidget

    page.context.unroute("**/*")  # the harness page is served over http
    w = ReplayWidget(r)
    errors = open_widget_harness(page, static_server, json.loads(json.dumps(w._frames)))
    page.evaluate("window.__model._pyset('index', 2999)")
    shows(2999)
    page.evaluate("window.__model._pyset('index', 64)")
    shows(64)  # a whole frame
    assert errors == []
