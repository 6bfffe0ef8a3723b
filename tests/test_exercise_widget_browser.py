"""An exercise and a teacher's comment box in Chromium: the harness page wired to a real
SolitaireWidget in the test process (as tests/test_settings_browser.py does). Screenshots
of an exercise answered wrong, in Italian, go to tests/shots.IMAGES
(``SW_IMAGES_DIR=docs/images`` writes docs/images/exercise-wrong-it-*.png)."""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import Page, expect

import solitaire_widget as sw
from solitaire_widget import Game, Move
from solitaire_widget.exercise import quoted_move
from tests.shots import IMAGES
from tests.test_exercise_widget import KEEPING, LOSING, SEED
from tests.test_harness import _WATCH_REGION_JS, _drawn_empty_between, _watched, card, open_harness

pytestmark = pytest.mark.browser

#: the synced traits the page reads (what the comm would carry)
SYNCED = ("_table", "_exercise", "_comment", "_live", "_rules_html", "_settings")

_BRIDGE = """() => {
    // the page's model talks to the widget in the test process (window.__kernel); every
    // intent is acknowledged and the changed traits come back, as over the comm
    const m = window.__model;
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


def said(move: str, lang: str = "en") -> str:
    """A move of the deal's exercise as its verdicts name it: in words, quoted."""
    return quoted_move(Game("klondike32", seed=SEED), Move.parse(move), lang)


def state(w) -> dict:
    return {k: getattr(w, k) for k in SYNCED}


def wired(
    page: Page, static_server, w, theme: str = "light", *, key_first: bool = True
) -> list[str]:
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
    # the answer key comes from the worker process in the background (on a loaded machine
    # its start takes seconds); these tests answer once it is there: the "checking" state
    # has its own test below (and tests/test_exercise_background.py)
    mode = getattr(w, "_exercise_mode", None) if key_first else None
    for _ in range(600):
        if mode is None or not mode.pending:
            break
        page.wait_for_timeout(100)  # Playwright's loop runs the verdicts' callbacks
    assert mode is None or not mode.pending, mode.pending
    page.evaluate("s => window.__apply(s)", state(w))
    return errors


def push(page: Page, w) -> None:
    """A change made in Python reaches the page."""
    page.evaluate("s => window.__apply(s)", state(w))


def click_move(page: Page, game: Game, notation: str) -> None:
    """Make a move by click-click: the moved card (the top of a run), then the pile's top."""
    m = Move.parse(notation)
    src = game.piles[m.src]
    card(page, m.src, len(src.cards) - m.count).click()
    dst = game.piles[m.dst]
    if dst.cards:
        card(page, m.dst, len(dst.cards) - 1).click()
    else:
        page.locator(f'[data-pile-id="{m.dst}"]').first.click()


def exercise(lang: str = "en") -> sw.SolitaireWidget:
    ex = sw.Exercise(Game("klondike32", seed=SEED), question="keeps_winnable", budget=2.0)
    return sw.play(ex, lang=lang)


def test_an_exercise_answered_right(page: Page, static_server):
    w = exercise()
    errors = wired(page, static_server, w)
    band = page.locator(".solitaire-exercise")
    expect(band).to_be_visible()
    expect(band.locator(".solitaire-exercise-question")).to_have_text(
        "Find a move after which the game can still be won."
    )
    # the exercise keeps its position: no New deal, Undo or Hint on its table
    for cls in ("new-deal", "undo", "hint", "restart"):
        expect(page.locator(f".solitaire-{cls}")).to_be_hidden()
    expect(page.locator(".solitaire-exercise-try")).to_be_disabled()
    click_move(page, w.exercise.game, KEEPING)
    verdict = band.locator(".solitaire-exercise-verdict")
    expect(verdict).to_have_attribute("data-result", "right", timeout=30_000)
    mark = verdict.locator(".solitaire-exercise-verdict-label")
    expect(mark).to_have_text("\u2713")
    expect(mark).to_have_attribute("aria-label", "Right")
    expect(verdict).to_contain_text(f"after the move {said(KEEPING)} the game can still be won")
    assert [str(m) for m in w.game.moves] == [KEEPING]
    expect(page.locator(".solitaire-move-count")).to_have_text("1")
    expect(page.locator(".solitaire-exercise-try")).to_be_enabled()
    assert errors == []


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_an_exercise_answered_wrong_with_its_explanation_in_italian(
    page: Page, static_server, theme
):
    w = exercise("it")
    errors = wired(page, static_server, w, theme=theme)
    band = page.locator(".solitaire-exercise")
    expect(band.locator(".solitaire-exercise-tag")).to_have_text("Esercizio")
    click_move(page, w.exercise.game, LOSING)
    verdict = band.locator(".solitaire-exercise-verdict")
    expect(verdict).to_have_attribute("data-result", "wrong", timeout=30_000)
    mark = verdict.locator(".solitaire-exercise-verdict-label")
    expect(mark).to_have_text("\u2717")
    expect(mark).to_have_attribute("aria-label", "Sbagliato")
    expect(verdict).to_contain_text(
        f"dopo la mossa {said(LOSING, 'it')} la partita non si può più vincere"
    )
    expect(verdict).to_contain_text("Il risolutore ha dimostrato che nessun modo di continuare")
    page.wait_for_timeout(400)  # the move's slide has settled
    IMAGES.mkdir(parents=True, exist_ok=True)
    page.locator("#root").screenshot(path=str(IMAGES / f"exercise-wrong-it-{theme}.png"))
    # Try again: the cards go back, the band asks again
    page.locator(".solitaire-exercise-try").click()
    expect(band).to_have_attribute("data-state", "asking", timeout=30_000)
    expect(verdict).to_be_empty()
    expect(page.locator(".solitaire-move-count")).to_have_text("0")
    assert w.game.position() == w.exercise.position
    assert errors == []


def test_show_me_plays_the_solvers_line(page: Page, static_server, monkeypatch):
    from solitaire_widget import widget as widget_module

    monkeypatch.setattr(widget_module, "SHOW_STEP", 0.02)  # a quick show for the test
    w = exercise()
    errors = wired(page, static_server, w)
    click_move(page, w.exercise.game, LOSING)
    expect(page.locator(".solitaire-exercise-verdict")).to_have_attribute(
        "data-result", "wrong", timeout=30_000
    )
    page.locator(".solitaire-exercise-show").click()
    verdict = page.locator(".solitaire-exercise-verdict")
    expect(verdict).to_have_attribute("data-shown", "true", timeout=30_000)
    expect(verdict.locator(".solitaire-exercise-verdict-label")).to_have_text("The answer:")
    line = [str(m) for m in w.exercise.line]
    expect(verdict).to_contain_text(said(line[0]))  # the solver's first move, in words
    # the line is played move by move on the loop (Playwright's here, the kernel's in
    # Jupyter); the page follows each publish
    counts = []
    deadline = time.monotonic() + 60  # a loaded machine plays the line slower
    while time.monotonic() < deadline:
        page.wait_for_timeout(30)
        push(page, w)
        counts.append(int(page.locator(".solitaire-move-count").inner_text()))
        if w.game.is_won():
            break
    push(page, w)
    expect(page.locator(".solitaire-move-count")).to_have_text(str(len(line)), timeout=30_000)
    assert [str(m) for m in w.game.moves] == line and w.game.is_won()
    assert len(set(counts)) > 3  # seen on the way, not only at the end
    expect(page.locator(".solitaire-exercise-show")).to_be_disabled()
    assert errors == []


def test_the_illegal_question_is_answered_with_its_buttons(page: Page, static_server):
    g = Game("klondike32", seed=7)
    ex = sw.Exercise(g, question="illegal")
    bad = next(m for m in ex.choices if not g.is_legal(m))
    w = sw.play(ex, lang="en")
    errors = wired(page, static_server, w)
    buttons = page.locator(".solitaire-exercise-choice")
    expect(buttons).to_have_count(len(ex.choices))
    page.locator(f'.solitaire-exercise-choice[data-choice="{bad}"]').click()
    verdict = page.locator(".solitaire-exercise-verdict")
    expect(verdict).to_have_attribute("data-result", "right", timeout=30_000)
    expect(verdict).to_contain_text(g.explain(bad, "en"))
    for i in range(buttons.count()):
        expect(buttons.nth(i)).to_be_disabled()  # judged: Try again to answer again
    assert not w.game.moves
    assert errors == []


def test_a_comment_typed_is_in_the_record(page: Page, static_server):
    w = sw.SolitaireWidget("klondike", seed=3, live_status=False, library=None, teacher=True)
    errors = wired(page, static_server, w)
    box = page.locator(".solitaire-comment")
    expect(box).to_be_visible()
    expect(page.locator(".solitaire-comment-text")).to_be_disabled()  # no move yet
    w.play("s-w")
    push(page, w)
    expect(page.locator(".solitaire-comment-label")).to_have_text("Comment on move 1")
    text = page.locator(".solitaire-comment-text")
    # typed keys are text, not the table's shortcuts (u would undo, r redo, d draw)
    text.click()
    text.press_sequentially("Draw <u>first</u>, read the waste")
    page.locator(".solitaire-comment-save").click()
    expect(page.locator(".solitaire-message")).to_have_text(
        "Saved in the game's record.", timeout=30_000
    )
    assert w.game.to_record()["moves"] == [
        {"move": "s-w", "comment": "Draw <u>first</u>, read the waste"}
    ]
    assert [str(m) for m in w.game.moves] == ["s-w"]  # no key reached the table
    # shown as text, never as markup
    assert page.locator(".solitaire-comment u").count() == 0
    assert errors == []


def test_the_automatic_question_is_answered_with_ticks(page: Page, static_server):
    from tests.test_exercise_widget import automatic_exercise

    ex = automatic_exercise()
    w = sw.play(ex, lang="en")
    errors = wired(page, static_server, w)
    ticks = page.locator(".solitaire-exercise-tick")
    expect(ticks).to_have_count(len(w._exercise["choices"]))
    none = page.locator('.solitaire-exercise-tick[data-choice="none"] input')
    first = ticks.first.locator("input")
    first.check()
    none.check()  # "nothing happens" unticks the effects
    expect(first).not_to_be_checked()
    page.locator(".solitaire-exercise-check").click()
    verdict = page.locator(".solitaire-exercise-verdict")
    expect(verdict).to_have_attribute("data-result", "wrong", timeout=30_000)
    said = quoted_move(ex.game, ex.move, "en")  # the move in words, as the question says it
    expect(page.locator(".solitaire-exercise-question")).to_contain_text(said)
    expect(verdict).to_contain_text(f"Not quite. After the move {said}:")
    expect(page.locator(".solitaire-move-count")).to_have_text("1")  # the move shows it
    page.locator(".solitaire-exercise-try").click()
    expect(page.locator(".solitaire-exercise")).to_have_attribute("data-state", "asking")
    for e in ex.effects:
        box = page.locator(f'.solitaire-exercise-tick[data-choice="{e.kind}@{e.pile}"] input')
        box.check()
    page.locator(".solitaire-exercise-check").click()
    expect(verdict).to_have_attribute("data-result", "right", timeout=30_000)
    page.wait_for_timeout(300)
    page.locator("#root").screenshot(path=str(IMAGES / "exercise-automatic-en-light.png"))
    assert errors == []


def test_a_comment_set_from_python_shows_in_the_box(page: Page, static_server):
    """The comment box under the table shows the comment on the last move (screenshot)."""
    w = sw.SolitaireWidget("klondike32", seed=7, live_status=False, library=None, teacher=True)
    w.play("s-w")
    w.comment("Prima si pesca: guardate la carta scoperta.")
    errors = wired(page, static_server, w, theme="dark")
    expect(page.locator(".solitaire-comment-text")).to_have_value(
        "Prima si pesca: guardate la carta scoperta."
    )
    page.locator("#root").screenshot(path=str(IMAGES / "comment-box-dark.png"))
    assert errors == []


def test_a_move_whose_verdict_is_still_coming_shows_checking(page: Page, static_server):
    """On a kernel the verdicts come from the worker process: a move played before its
    verdict shows "checking" in the band, then the verdict (the worker's job stands in
    here as a future answered by the test)."""
    from concurrent.futures import Future

    w = exercise()
    mode = w._exercise_mode
    job: Future = Future()
    job.set_running_or_notify_cancel()
    mode.cancel()
    mode.key.pop(LOSING, None)
    mode.pending = [LOSING]
    mode._jobs = {LOSING: job}
    errors = wired(page, static_server, w, key_first=False)
    band = page.locator(".solitaire-exercise")
    with w._lock:  # as the kernel does on its loop: no waiting there
        mode.judge_move(w.game, Move.parse(LOSING), wait=False)
        w.game.play(Move.parse(LOSING))
    push(page, w)
    verdict = band.locator(".solitaire-exercise-verdict")
    expect(band).to_have_attribute("data-state", "checking")
    expect(verdict).to_have_attribute("data-result", "checking")
    expect(verdict).to_contain_text(f"The solver is checking the move {said(LOSING)}…")
    expect(band.locator('[role="status"]')).to_have_text(
        f"The solver is checking the move {said(LOSING)}…"
    )
    expect(verdict.locator(".solitaire-exercise-verdict-label")).to_have_attribute(
        "aria-label", "Checking"
    )
    expect(page.locator(".solitaire-exercise-try")).to_be_enabled()
    page.wait_for_timeout(400)  # the move's slide has settled
    IMAGES.mkdir(parents=True, exist_ok=True)
    page.locator("#root").screenshot(path=str(IMAGES / "exercise-checking-en.png"))
    job.set_result(sw.Exercise(Game("klondike32", seed=SEED), budget=2.0).check(LOSING))
    w._exercise_settled(LOSING, job)
    push(page, w)
    expect(verdict).to_have_attribute("data-result", "wrong")
    expect(verdict).to_contain_text(f"after the move {said(LOSING)} the game can no longer be won")
    assert errors == []


def test_the_menu_of_an_exercise_offers_no_other_game_rules_or_autodrop(page: Page, static_server):
    """Apply did nothing there (the kernel refuses a new game during an exercise) and
    autodrop played unjudged moves: the menu leaves them out, the language stays."""
    w = exercise()
    errors = wired(page, static_server, w)
    page.locator(".solitaire-settings-btn").click()
    panel = page.locator(".solitaire-settings-panel")
    expect(panel.locator(".solitaire-settings-lang")).to_be_visible()
    for gone in ("variant", "option", "apply", "autodrop"):
        expect(panel.locator(f".solitaire-settings-{gone}")).to_have_count(0)
    assert errors == []
    w.close()


def test_the_bands_buttons_hand_the_focus_on(page: Page, static_server):
    # an answer disables the choice pressed, Show me and Try again disable themselves:
    # the focus fell to the page each time (JupyterLab's command mode took the next keys)
    g = Game("klondike32", seed=7)
    w = sw.play(sw.Exercise(g, question="illegal"), lang="en")
    errors = wired(page, static_server, w)
    where = "() => document.activeElement.className"
    page.locator(".solitaire-exercise-choice").first.focus()
    page.keyboard.press("Enter")
    verdict = page.locator(".solitaire-exercise-verdict")
    expect(verdict).to_have_attribute("data-result", re.compile("right|wrong"), timeout=30_000)
    assert "solitaire-exercise-try" in page.evaluate(where)
    page.keyboard.press("Enter")  # Try again: asking, the first choice takes the focus
    expect(page.locator(".solitaire-exercise")).to_have_attribute("data-state", "asking")
    assert "solitaire-exercise-choice" in page.evaluate(where)
    assert errors == []


def test_an_unsaved_comment_and_ticks_outlive_a_new_language(page: Page, static_server):
    # the box took the saved text back at any redraw without the focus (a language chosen
    # in the menu), and the ticks were rebuilt unticked
    w = sw.SolitaireWidget("klondike", seed=3, live_status=False, library=None, teacher=True)
    errors = wired(page, static_server, w)
    w.play("s-w")
    push(page, w)
    page.locator(".solitaire-comment-text").fill("Draw first, then read the waste")
    page.locator(".solitaire-settings-btn").focus()  # off to the menu to change language
    w.lang = "it"
    push(page, w)
    expect(page.locator(".solitaire-comment-label")).to_have_text("Commento alla mossa 1")
    expect(page.locator(".solitaire-comment-text")).to_have_value("Draw first, then read the waste")
    assert errors == []


def test_ticks_outlive_a_new_language(page: Page, static_server):
    from tests.test_exercise_widget import automatic_exercise

    w = sw.play(automatic_exercise(), lang="en")
    errors = wired(page, static_server, w)
    first = page.locator(".solitaire-exercise-tick").first
    choice = first.get_attribute("data-choice")
    english = first.inner_text()
    first.locator("input").check()
    w.lang = "nl"
    push(page, w)
    tick = page.locator(f'.solitaire-exercise-tick[data-choice="{choice}"]')
    expect(tick).not_to_have_text(english)  # in Dutch now
    expect(tick.locator("input")).to_be_checked()
    assert errors == []


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_same_wrong_answer_after_try_again_is_said_again_in_words(
    page: Page, static_server, lang
):
    # the verdict was a live region holding its mark and its words, rebuilt by every paint:
    # what it said began with the mark ("✗Wrong: …", the "✗" read as a character, its label
    # on a plain span not read at all), and a paint with the same verdict wrote it again.
    # Its words alone are said now, once per verdict; the same verdict after Try again is
    # said again (the region is emptied at Try again, and drawn so)
    w = exercise(lang)
    errors = wired(page, static_server, w)
    band = page.locator(".solitaire-exercise")
    verdict = band.locator(".solitaire-exercise-verdict")
    region = band.locator('[role="status"]')
    expect(region).to_have_count(1)
    expect(verdict).to_have_attribute("aria-hidden", "true")  # heard from the region
    click_move(page, w.exercise.game, LOSING)
    expect(verdict).to_have_attribute("data-result", "wrong", timeout=30_000)
    text = w._exercise["verdict"]["text"]
    assert said(LOSING, lang) in text
    expect(region).to_have_text(text)  # its words, without the mark
    page.wait_for_timeout(400)  # the move's slide has settled
    page.locator("#root").screenshot(path=str(IMAGES / f"exercise-said-wrong-{lang}.png"))
    page.evaluate(_WATCH_REGION_JS, '.solitaire-exercise [role="status"]')
    page.locator(".solitaire-exercise-try").click()
    expect(band).to_have_attribute("data-state", "asking", timeout=30_000)
    click_move(page, w.exercise.game, LOSING)  # the same wrong answer again
    expect(verdict).to_have_attribute("data-result", "wrong", timeout=30_000)
    expect(region).to_have_text(text)
    # the band painted again with the same verdict (the same data set again): nothing more
    # said (the old region was rebuilt by every paint)
    page.evaluate("() => { const m = window.__model; m._pyset('_exercise', m.get('_exercise')); }")
    page.wait_for_timeout(150)
    changes, frames = _watched(page)
    assert changes == ["", text], changes
    assert _drawn_empty_between(frames, text), frames
    assert errors == []
