"""The worksheet page in real Chromium, opened from disk with the network off.

A student answers one exercise right and one wrong, judged by the answer key embedded in
the page (no kernel), types a name and downloads the answers file; the teacher's summary
reads that file and judges it again by the worksheet's keys. Screenshots go to
docs/images/ only when refreshing (tests/shots.py).
"""

from __future__ import annotations

import json
import pathlib
import re

import pytest
from playwright.sync_api import Page, expect

import solitaire_widget as sw
from tests.shots import IMAGES  # a temp folder unless refreshing docs/images

pytestmark = pytest.mark.browser


def _record() -> dict:
    """Solitario deal 31 (the lesson's rules), won, with a comment on move 3: before it a
    pile is empty and two moves into it lose, so the question can be answered wrong (every
    move at the lesson's own commented positions keeps its game winnable)."""
    g = sw.Game("klondike32", seed=31, **sw.example_record("solitario-lesson")["options"])
    for m in sw.solve(g, {"states": 20_000}).moves:
        g.play(m)
    rec = g.to_record()
    rec["moves"][2] = {"move": rec["moves"][2], "comment": "Il re va nel mazzetto vuoto."}
    rec["meta"] = {
        "lang": "it",
        "title": "Solitario — smazzata 31",
        "title_en": "Solitario — deal 31",
        "comments_en": {"3": "The King goes to the empty pile."},
    }
    return rec


def _worksheet() -> sw.Worksheet:
    """A Solitario game's commented position, plus one "illegal" question."""
    from_lesson = sw.Worksheet.from_record(_record(), budget={"states": 20_000}, limit=3)
    g = sw.Game("klondike", seed=3)
    extra = sw.Worksheet([(g.position(), "illegal", {"moves": ["w-s", "s-w", "t7-t1"]})])
    data = from_lesson.to_dict()
    data["exercises"] += extra.to_dict()["exercises"]
    return sw.Worksheet.from_dict(data)


def _pick(key: dict, result: str) -> str:
    return next(m for m in key["choices"] if key["answers"][m]["result"] == result)


@pytest.mark.parametrize("lang", ["it", "en"])
def test_worksheet_page_answers_offline_and_downloads_the_answers(page: Page, tmp_path, lang):
    ws = _worksheet()
    keys = ws.keys
    path = pathlib.Path(ws.to_html(tmp_path / "ws.html", lang=lang))
    blocked, errors = _open(page, path)
    about = page.locator("#ws-about")
    expect(about).to_contain_text("solver" if lang == "en" else "risolutore")
    assert page.locator(".ws-ex").count() == len(ws)

    # exercise 1 (keeps_winnable on the game's commented position): right
    first = page.locator("#ws-ex-0")
    right = _pick(keys[0], "right")
    first.locator(f'button[data-move="{right}"]').click()
    feedback = first.locator(".ws-feedback")
    expect(feedback).to_have_class("ws-feedback ws-right")
    expect(feedback.locator(".ws-verdict")).to_have_text(keys[0]["answers"][right]["texts"][lang])
    assert (
        first.locator("button[data-move]:not([disabled])").count() == 0
    )  # the first answer counts
    note = ws.to_dict()["exercises"][0]["note"].get(lang)
    if note:
        expect(feedback.locator(".ws-note")).to_contain_text(note)
    expect(feedback.locator(".ws-line")).to_have_text("  ".join(keys[0]["line"]))

    # the "illegal" question, answered with a legal move: wrong, with the rule
    last = len(ws) - 1
    ex = page.locator(f"#ws-ex-{last}")
    wrong = _pick(keys[last], "wrong")
    ex.locator(f'button[data-move="{wrong}"]').click()
    expect(ex.locator(".ws-feedback")).to_have_class("ws-feedback ws-wrong")
    text = keys[last]["answers"][wrong]["texts"][lang]
    expect(ex.locator(".ws-verdict")).to_have_text(text)
    expect(page.locator("#ws-score")).to_contain_text("1")

    # no name: the page asks for one instead of downloading
    page.locator("#ws-download").click()
    expect(page.locator("#ws-score")).to_have_text(ws_label(lang, "unnamed"))
    page.locator("#ws-name").fill("Ada <Lovelace>")
    with page.expect_download() as info:
        page.locator("#ws-download").click()
    download = info.value
    assert download.suggested_filename == "answers-Ada-Lovelace.json"
    saved = tmp_path / download.suggested_filename
    download.save_as(saved)
    answers = json.loads(saved.read_text(encoding="utf-8"))
    assert answers["name"] == "Ada <Lovelace>" and answers["worksheet"] == ws.id
    assert [(a["exercise"], a["answer"], a["result"]) for a in answers["answers"]] == [
        (0, right, "right"),
        (last, wrong, "wrong"),
    ]

    table = sw.Worksheet.summary([saved], worksheet=ws)
    assert table[0]["student"] == "Ada <Lovelace>"
    assert table[0]["results"] == ["right"] + [None] * (len(ws) - 2) + ["wrong"]
    assert table[0]["right"] == 1 and table.totals[0] == 1
    assert "Ada &lt;Lovelace&gt;" in table._repr_html_()
    assert blocked == [] and errors == []

    if lang == "it":
        page.set_viewport_size({"width": 900, "height": 1400})
        page.locator("#ws-ex-0").scroll_into_view_if_needed()
        page.screenshot(path=str(IMAGES / "worksheet-it.png"), full_page=False)
        page.locator(f"#ws-ex-{last}").screenshot(path=str(IMAGES / "worksheet-wrong-it.png"))


def test_answers_and_the_name_outlast_a_reload_and_are_judged_again(page: Page, tmp_path):
    """A reload (or a closed tab) lost every answer and the name, and the exercises could
    be answered again, though "your first answer counts". What the browser kept is judged
    again from the page's key: a kept "right" for a wrong move stays wrong."""
    ws = _worksheet()
    keys = ws.keys
    last = len(ws) - 1
    path = pathlib.Path(ws.to_html(tmp_path / "ws.html", lang="en"))
    blocked, errors = _open(page, path)
    right = _pick(keys[0], "right")
    page.locator(f'#ws-ex-0 button[data-move="{right}"]').click()
    page.locator("#ws-name").fill("Ada")
    page.reload()
    page.wait_for_selector(".ws-choices")
    expect(page.locator("#ws-name")).to_have_value("Ada")
    expect(page.locator("#ws-ex-0 .ws-feedback")).to_have_class("ws-feedback ws-right")
    assert page.locator("#ws-ex-0 button[data-move]:not([disabled])").count() == 0
    expect(page.locator(f'#ws-ex-0 button[data-move="{right}"]')).to_have_class(
        re.compile("ws-picked")
    )
    wrong = _pick(keys[last], "wrong")
    page.evaluate(
        """([id, last, wrong]) => sessionStorage.setItem('solitaire-worksheet:' + id,
        JSON.stringify({name: 'Ada', answers: [{exercise: last, answer: wrong, result: 'right'},
        {exercise: 999, answer: 'x'}, null]}))""",
        [ws.id, last, wrong],
    )
    page.reload()
    page.wait_for_selector(".ws-choices")
    expect(page.locator(f"#ws-ex-{last} .ws-feedback")).to_have_class("ws-feedback ws-wrong")
    assert page.locator("#ws-ex-0 button[data-move]:not([disabled])").count() > 0
    # the next student, in a new tab of the same browser, starts afresh
    other = page.context.new_page()
    other.goto(path.as_uri())
    other.wait_for_selector(".ws-choices")
    expect(other.locator("#ws-name")).to_have_value("")
    assert other.locator("#ws-ex-0 button[data-move]:not([disabled])").count() > 0
    assert blocked == [] and errors == []


def _open(page: Page, path: pathlib.Path) -> tuple[list[str], list[str]]:
    blocked: list[str] = []
    errors: list[str] = []

    def route(r):
        if r.request.url.startswith(("file:", "blob:")):
            r.continue_()
        else:
            blocked.append(r.request.url)
            r.abort()

    page.context.route("**/*", route)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.set_viewport_size({"width": 1000, "height": 900})
    page.goto(path.as_uri())
    page.wait_for_selector(".ws-choices")
    return blocked, errors


def ws_label(lang: str, name: str) -> str:
    from solitaire_widget.i18n import catalogue

    return catalogue(lang)[f"worksheet.{name}"]


def test_an_answer_keeps_the_focus_and_the_name_line_goes(page: Page, tmp_path):
    # the button answered with went disabled with the focus on it (the focus fell to the
    # page), and "type your name first" stayed after the name was typed and downloaded
    ws = _worksheet()
    path = pathlib.Path(ws.to_html(tmp_path / "ws.html", lang="en"))
    blocked, errors = _open(page, path)
    page.locator("#ws-ex-0 button[data-move]").first.focus()
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.classList.contains('ws-feedback')")
    assert page.evaluate("document.activeElement.closest('#ws-ex-0') !== null")
    page.locator("#ws-download").click()
    score = page.locator("#ws-score")
    expect(score).to_have_text(ws_label("en", "unnamed"))
    page.locator("#ws-name").fill("Ada")
    expect(score).not_to_have_text(ws_label("en", "unnamed"))
    with page.expect_download():
        page.locator("#ws-download").click()
    expect(score).to_contain_text("1")
    assert blocked == [] and errors == []


@pytest.mark.parametrize("lang", ["en", "it", "nl", "pt"])
def test_an_illegal_choice_reads_in_words(page: Page, tmp_path, lang):
    # the "illegal" question's button for the waste turned over read "w-s w-s" (the
    # notation, then the notation again for its words): a student heard no move
    from solitaire_widget.i18n import message

    ws = _worksheet()
    path = pathlib.Path(ws.to_html(tmp_path / "ws.html", lang=lang))
    blocked, errors = _open(page, path)
    last = len(ws) - 1
    button = page.locator(f"#ws-ex-{last} button[data-move='w-s']")
    expect(button).to_have_text("w-s " + message("replay.turn", lang))
    name = page.evaluate("(b) => b.textContent", button.element_handle())
    assert name.count("w-s") == 1 and name.startswith("w-s ")  # read as two words
    if lang == "en":
        page.locator(f"#ws-ex-{last}").screenshot(path=str(IMAGES / "worksheet-illegal-words.png"))
    assert blocked == [] and errors == []


@pytest.mark.parametrize("lang", ["en", "it", "nl", "pt"])
def test_an_automatic_exercise_names_its_move_once_in_words(page: Page, tmp_path, lang):
    # the line under the question repeated the move the question had just named in words,
    # in notation and as a sentence: "La mossa t6-t4: 7♦ passa dal mazzetto 6 …"
    from solitaire_widget.exercise import quoted_move
    from solitaire_widget.i18n import catalogue

    g = sw.Game("klondike32", seed=1)
    move = "t6-t4"
    ws = sw.Worksheet([sw.Exercise(g, "automatic", move=move, budget={"states": 200})])
    path = pathlib.Path(ws.to_html(tmp_path / "ws.html", lang=lang))
    blocked, errors = _open(page, path)
    ex = page.locator("#ws-ex-0")
    in_words = quoted_move(g, sw.Move.parse(move), lang)
    expect(ex.locator(".ws-q")).to_contain_text(in_words)
    expect(ex.locator(".ws-answer input")).not_to_have_count(0)
    before = ex.inner_text()  # what the student reads before answering
    assert move not in before and before.count(in_words) == 1, before
    # the line under the question says what to do, as the catalogue has it (no move in it)
    expect(ex.locator(".ws-answer > p").first).to_have_text(catalogue(lang)["worksheet.tick"])
    assert blocked == [] and errors == []


@pytest.mark.parametrize("lang", ["en", "it", "nl", "pt"])
def test_a_worksheet_saved_before_the_questions_in_words_reads_in_words(page: Page, tmp_path, lang):
    # a worksheet saved by 10eeb70 asked "What happens by itself after the move t6-t4?",
    # and the page no longer says the move in words under the question: notation only
    from solitaire_widget.exercise import quoted_move

    saved = pathlib.Path(__file__).parent / "fixtures" / "worksheet-10eeb70.json"
    ws = sw.Worksheet.load(saved)
    game = sw.Game.from_position(ws.keys[0]["position"])
    path = pathlib.Path(ws.to_html(tmp_path / "ws.html", lang=lang))
    blocked, errors = _open(page, path)
    auto, illegal = page.locator("#ws-ex-0"), page.locator("#ws-ex-1")
    in_words = quoted_move(game, sw.Move.parse("t6-t4"), lang)
    expect(auto.locator(".ws-q")).to_contain_text(in_words)
    before = auto.inner_text()  # what the student reads before answering
    assert "t6-t4" not in before and before.count(in_words) == 1, before
    asked = illegal.locator(".ws-q").inner_text()
    assert "w-s" not in asked and "s-w" not in asked
    assert quoted_move(game, sw.Move.parse("w-s"), lang) in asked, asked
    if lang == "en":
        page.locator("#ws-ex-0").screenshot(path=str(IMAGES / "worksheet-old-automatic.png"))
    # its verdict in words too (it read "Right: w-s is illegal. …"), as a check gives it now
    now = sw.Exercise(game, question="illegal", moves=["w-s", "s-w"])
    illegal.locator('button[data-move="w-s"]').click()
    expect(illegal.locator(".ws-verdict")).to_have_text(now.check("w-s").explain(lang))
    assert "w-s" not in illegal.locator(".ws-feedback").inner_text()
    assert blocked == [] and errors == []
