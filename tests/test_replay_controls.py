"""The replay's controls and what it draws, in real Chromium: keys kept from the host,
buttons that read like a media player's, the stock count said once, count badges clear of
the last-move ring, a win said once, and an exported page titled in its own language.

The exported page is opened from disk (the same player as ReplayWidget); the win banner is
the card table's, in the harness page (tests/harness/index.html).
"""

from __future__ import annotations

import pathlib
import re

import pytest
from playwright.sync_api import Page, expect

from solitaire_widget.export import html_page
from solitaire_widget.i18n import catalogue
from solitaire_widget.replay import Replay
from tests.shots import IMAGES  # a temp folder unless refreshing docs/images

ROOT = pathlib.Path(__file__).resolve().parents[1]
RECORDS = ROOT / "solitaire_widget" / "records"
LANGS = ("en", "it", "nl", "pt")


def open_page(page: Page, tmp_path: pathlib.Path, record: str, lang: str) -> list[str]:
    path = Replay(RECORDS / record).to_html(tmp_path / f"{record}.{lang}.html", lang=lang)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.set_viewport_size({"width": 1000, "height": 900})
    page.goto(pathlib.Path(path).as_uri())
    page.wait_for_function("window.replay !== undefined")
    return errors


def index(page: Page) -> int:
    return int(page.locator(".solitaire-replay").get_attribute("data-index") or "-1")


# ---------------------------------------------------------------------- keys
@pytest.mark.browser
def test_replay_keys_stay_in_the_view(page: Page, tmp_path):
    """The keys the replay uses never reach the page around it (a notebook would move its
    cell selection on them), from the scrubber as from the view; other keys do."""
    errors = open_page(page, tmp_path, "solitario-lesson.json", "it")
    view = page.locator(".solitaire-replay")
    expect(view).to_have_attribute("data-lm-suppress-shortcuts", "true")
    page.evaluate(
        "window.__seen = []; document.addEventListener('keydown', e => __seen.push(e.key))"
    )
    scrub = page.locator(".solitaire-replay-scrub")
    scrub.focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    assert index(page) == 2 and scrub.input_value() == "2"  # one step a press, not two
    page.keyboard.press("ArrowDown")
    assert index(page) == 1
    page.keyboard.press("End")
    n = len(Replay(RECORDS / "solitario-lesson.json"))
    assert index(page) == n
    view.focus()
    page.keyboard.press("Home")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowUp")
    page.keyboard.press("PageDown")
    assert index(page) == 1
    page.keyboard.press("x")  # not the replay's: the host may have it
    assert page.evaluate("window.__seen") == ["x"]
    assert errors == []


# ---------------------------------------------------------------------- buttons
def subpaths(page: Page, cls: str) -> int:
    d = page.locator(f".{cls} svg path").get_attribute("d") or ""
    return d.count("M")


@pytest.mark.browser
@pytest.mark.parametrize("lang", LANGS)
def test_buttons_read_like_a_media_player(page: Page, tmp_path, lang):
    """⏮ |◀ ▶ ▶| ⏭: Play is one triangle (⏸ while playing), Next a triangle and a bar,
    First/Last two triangles and a bar; every button is named in the page's language."""
    errors = open_page(page, tmp_path, "solitario-lesson.json", lang)
    cat = catalogue(lang)
    icons = {"first": 3, "prev": 2, "play": 1, "next": 2, "last": 3}
    for name, parts in icons.items():
        button = page.locator(f".solitaire-replay-{name}")
        label = cat[f"replay.ui.{name}"]
        expect(button).to_have_attribute("aria-label", label)
        assert (button.get_attribute("title") or "").startswith(label)
        assert subpaths(page, f"solitaire-replay-{name}") == parts, name
    # Next is Play with a bar: the same triangle, not a second shape for "play"
    play_d = page.locator(".solitaire-replay-play svg path").get_attribute("d")
    assert play_d and play_d not in page.locator(".solitaire-replay-next svg path").get_attribute(
        "d"
    )
    page.locator(".solitaire-replay-play").click()
    play = page.locator(".solitaire-replay-play")
    expect(play).to_have_attribute("aria-label", cat["replay.ui.pause"])
    assert subpaths(page, "solitaire-replay-play") == 2  # the two bars of ⏸
    play.click()
    expect(play).to_have_attribute("aria-label", cat["replay.ui.play"])
    assert errors == []


# ---------------------------------------------------------------------- the stock count
@pytest.mark.browser
def test_stock_count_is_said_once(page: Page, tmp_path):
    """Two or more cards: the badge says how many and no label repeats it; one card: the
    label says 1 (a single card has no badge)."""
    errors = open_page(page, tmp_path, "solitario-lesson.json", "it")
    r = Replay(RECORDS / "solitario-lesson.json")
    sizes = [len(r.seek(i).game.piles["stock"]) for i in range(len(r) + 1)]
    seen = set()
    for i, size in enumerate(sizes):
        if size in seen:
            continue
        seen.add(size)
        page.evaluate("(i) => window.replay.seek(i)", i)
        stock = page.locator('[data-pile-id="stock"]')
        badge = stock.locator(".solitaire-badge")
        label = stock.locator(".solitaire-pile-label")
        texts = [t.strip() for t in stock.locator("text").all_text_contents()]
        assert texts.count(str(size)) <= 1, (i, texts)
        if size > 1:
            expect(badge).to_have_text(str(size))
            assert label.count() == 0 or (label.text_content() or "").strip() == ""
        elif size == 1:
            assert badge.count() == 0 and (label.text_content() or "").strip() == "1"
    assert {s > 1 for s in sizes} == {True, False}  # both cases were seen
    assert errors == []


# ---------------------------------------------------------------------- badges and ring
_OVERLAPS_JS = """
() => {
  const out = [];
  const n = window.replay.root.querySelector('.solitaire-replay-scrub').max;
  for (let i = 1; i <= Number(n); i++) {
    window.replay.seek(i);
    const ring = document.querySelector('.solitaire-last-ring');
    if (!ring) continue;
    const sw = Number(ring.getAttribute('stroke-width'));
    const r = ring.getBBox();
    const outer = {x0: r.x - sw / 2, y0: r.y - sw / 2, x1: r.x + r.width + sw / 2,
                   y1: r.y + r.height + sw / 2};
    const inner = {x0: r.x + sw / 2, y0: r.y + sw / 2, x1: r.x + r.width - sw / 2,
                   y1: r.y + r.height - sw / 2};
    for (const b of document.querySelectorAll('.solitaire-badge rect')) {
      const bw = Number(b.getAttribute('stroke-width') || 0) / 2;
      const q = b.getBBox();
      const box = {x0: q.x - bw, y0: q.y - bw, x1: q.x + q.width + bw, y1: q.y + q.height + bw};
      const inside = box.x0 >= inner.x0 && box.y0 >= inner.y0 && box.x1 <= inner.x1
        && box.y1 <= inner.y1;
      const apart = box.x1 <= outer.x0 || box.x0 >= outer.x1 || box.y1 <= outer.y0
        || box.y0 >= outer.y1;
      if (!inside && !apart) out.push({i, ring: outer, badge: box});
    }
  }
  return out;
}
"""


@pytest.mark.browser
@pytest.mark.parametrize(
    ("record", "lang"), [("matrimony-lesson.json", "nl"), ("solitario-lesson.json", "it")]
)
def test_count_badges_clear_of_the_last_move_ring(page: Page, tmp_path, record, lang):
    """At every position of the lesson, each count badge lies wholly inside the last-move
    ring's stroke or wholly outside it (bounding boxes, stroke widths included)."""
    errors = open_page(page, tmp_path, record, lang)
    hits = page.evaluate(
        "() => { let k = 0; const n = Number(document.querySelector('.solitaire-replay-scrub')"
        ".max); for (let i = 1; i <= n; i++) { window.replay.seek(i); const r = document"
        ".querySelector('.solitaire-last-ring'); if (!r) continue; const g = r.getBBox(); for "
        "(const b of document.querySelectorAll('.solitaire-badge rect')) { const q = b.getBBox();"
        " if (q.x < g.x + g.width && q.x + q.width > g.x && q.y < g.y + g.height && q.y + "
        "q.height > g.y) k++; } } return k; }"
    )
    assert hits > 10  # the ring often sits on a pile with a badge: the check is not empty
    assert page.evaluate(_OVERLAPS_JS) == []
    page.evaluate("(i) => window.replay.seek(i)", 12 if lang == "nl" else 999)
    page.locator(".solitaire-replay").screenshot(path=str(IMAGES / f"replay-badges-{lang}.png"))
    assert errors == []


# ---------------------------------------------------------------------- the win banner
@pytest.mark.browser
@pytest.mark.parametrize(
    ("won", "text"),
    [("You won!", "You won in 117 moves!"), ("Hai vinto!", "Hai vinto in 67 mosse!")],
)
def test_win_banner_says_it_once(page: Page, static_server, won, text):
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.set_viewport_size({"width": 900, "height": 900})
    page.goto(f"{static_server}/tests/harness/index.html?fixture=won&width=860")
    page.wait_for_function("window.__ready === true")
    page.evaluate(
        """([won, text]) => {
          const s = JSON.parse(JSON.stringify(window.__model.get('_table')));
          s.labels.won = won; s.message = {kind: 'won', text}; s.version += 1;
          window.__model._pyset('_table', s);
        }""",
        [won, text],
    )
    banner = page.locator(".solitaire-banner-won")
    expect(banner.locator(".solitaire-banner-title")).to_have_text(re.compile(re.escape(text)))
    assert banner.locator(".solitaire-banner-text").count() == 0
    title_and_text = banner.inner_text()
    assert won not in title_and_text or won in text  # "You won!" is not said a second time
    assert errors == []


# ---------------------------------------------------------------------- exported title
def titles(page_html: str) -> tuple[str, str]:
    t = re.search(r"<title>(.*?)</title>", page_html)
    h = re.search(r"<h1>(.*?)</h1>", page_html)
    assert t and h
    return t.group(1), h.group(1)


@pytest.mark.parametrize(
    ("record", "lang", "expected"),
    [
        ("solitario-lesson.json", "it", "Solitario — una partita commentata"),
        ("solitario-lesson.json", "en", "Solitario — an annotated game"),
        ("matrimony-lesson.json", "nl", "Huwelijk — een partij met commentaar"),
        ("matrimony-lesson.json", "pt", "Matrimónio — uma partida comentada"),
        ("matrimony-lesson.json", "en", "Matrimony — an annotated game"),
        # an English record exported in Italian: the game's Italian name and the deal
        ("klondike-won.json", "it", "Klondike · 3"),
        ("klondike-won.json", "en", "Klondike deal 3, won"),
    ],
)
def test_exported_page_title_in_its_language(record, lang, expected):
    r = Replay(RECORDS / record)
    page_html = html_page(r, lang=lang)
    assert titles(page_html) == (expected, expected)
    assert f'<html lang="{lang}">' in page_html


def test_exported_title_falls_back_to_the_game_in_the_language():
    """A record whose title is in another language and has none in ``lang``: the game's
    name in ``lang`` (from the catalogue) and the deal, never the other language."""
    r = Replay(RECORDS / "solitario-lesson.json")
    r.meta = {k: v for k, v in r.meta.items() if k not in ("title_en", "title_nl")}
    expected = f"{catalogue('nl')['game.klondike32']} · 28"
    assert titles(html_page(r, lang="nl")) == (expected, expected)
    assert titles(html_page(r, lang="en"))[0] == f"{catalogue('en')['game.klondike32']} · 28"
    assert titles(html_page(r, lang="en", title="Mine"))[0] == "Mine"
