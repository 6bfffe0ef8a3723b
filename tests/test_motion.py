"""Card motion (js/motion.js) in headless Chromium on the harness page, and the ``animate`` option.

The harness page renders the bundled widget with a fake model; the tests push ``_table``
states built by the engine (as the kernel does) and look at the Web Animations that run.
"""

from __future__ import annotations

import copy
import json

import pytest
from playwright.sync_api import Page

from solitaire_widget.engine import Game
from solitaire_widget.snapshot import table_snapshot
from solitaire_widget.widget import SolitaireWidget
from tests.test_harness import FIXTURES, open_harness, sent

_version = [100]


def snap(game: Game, **kw) -> dict:
    _version[0] += 1
    last = game.moves[-1] if game.moves else None
    return table_snapshot(game, lang="en", version=_version[0], last_move=last, **kw)


#: the page's card animations (the table's CSS pulses are others)
MOTION = "window.motion = () => document.getAnimations().filter(a => a.id === 'solitaire-motion');"


def push(page: Page, table: dict) -> None:
    page.evaluate("t => window.__model._pyset('_table', t)", table)


def settle(page: Page) -> None:
    page.evaluate("Promise.all(motion().map(a => a.finished))")


def running(page: Page) -> int:
    return page.evaluate("motion().filter(a => a.playState === 'running').length")


def push_held(page: Page, table: dict) -> None:
    """Pushes a state and holds its motion half-way (a slow machine may not see 200 ms), as
    if the player acted in the middle of it."""
    n = page.evaluate(
        """t => { window.__model._pyset('_table', t);
                  for (const a of motion()) { a.currentTime = 100; a.pause(); }
                  return motion().length; }""",
        table,
    )
    assert n > 0


def pending(page: Page) -> int:
    """Card animations not finished (paused or running)."""
    return page.evaluate("motion().filter(a => a.playState !== 'finished').length")


def rect(page: Page, code: str) -> dict:
    return page.evaluate(
        """code => {
            const r = document.querySelector(`.solitaire-card[data-card="${code}"]`)
                .getBoundingClientRect();
            return {x: r.x, y: r.y};
        }""",
        code,
    )


def top_code(table: dict, pile: str) -> str:
    p = next(p for p in table["piles"] if p["id"] == pile)
    return p["cards"][-1]


@pytest.fixture
def table_page(page: Page, static_server):
    page.add_init_script(MOTION)
    page.emulate_media(reduced_motion="no-preference")  # conftest asks for reduced motion
    errors = open_harness(page, static_server, "klondike-start")
    g = Game("klondike", seed=42)
    push(page, snap(g))
    settle(page)
    yield page
    assert errors == []


@pytest.mark.browser
def test_a_move_slides_from_its_old_box_to_its_final_one(table_page: Page):
    page = table_page
    g = Game("klondike", seed=42)
    start = snap(g)
    code = top_code(start, "t4")
    old = rect(page, code)
    g.play("t4-t1")
    after = snap(g)
    # right after the update: the card is drawn where it was, and it is animated
    mid = page.evaluate(
        """([t, code]) => {
            window.__model._pyset('_table', t);
            const el = document.querySelector(`.solitaire-card[data-card="${code}"]`);
            const r = el.getBoundingClientRect();
            return {all: motion().length, mine: el.getAnimations().length,
                    x: r.x, y: r.y};
        }""",
        [after, code],
    )
    assert mid["all"] > 0 and mid["mine"] == 1
    assert abs(mid["x"] - old["x"]) < 2 and abs(mid["y"] - old["y"]) < 2
    settle(page)
    end = rect(page, code)
    # the same state drawn without motion is the card's final box
    still = dict(after, animate=False, version=after["version"] + 1)
    push(page, still)
    assert running(page) == 0
    final = rect(page, code)
    assert abs(end["x"] - final["x"]) < 0.5 and abs(end["y"] - final["y"]) < 0.5
    assert abs(final["x"] - old["x"]) > 20  # it did travel (t4 -> t1)


@pytest.mark.browser
def test_undo_and_a_turned_up_card_animate(table_page: Page):
    page = table_page
    g = Game("klondike", seed=42)
    g.play("t4-t1")  # turns up t4's next card
    after = snap(g)
    n = page.evaluate(
        "t => { window.__model._pyset('_table', t); return motion().length; }",
        after,
    )
    assert n >= 2  # the slide and the turned-up card
    settle(page)
    g.undo()
    back = snap(g)
    assert page.evaluate(
        "t => { window.__model._pyset('_table', t); return motion().length; }",
        back,
    )


@pytest.mark.browser
def test_a_click_during_motion_finishes_it_and_acts(table_page: Page):
    page = table_page
    g = Game("klondike", seed=42)
    g.play("t4-t1")
    push_held(page, snap(g))
    box = page.locator('.solitaire-card[data-pile="stock"]').last.bounding_box()
    assert box is not None
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    assert pending(page) == 0  # finished at the press, not at the end of its time
    page.mouse.up()
    assert {"kind": "stock"}.items() <= sent(page)[-1].items()


@pytest.mark.browser
def test_a_key_during_motion_finishes_it_and_acts(table_page: Page):
    page = table_page
    g = Game("klondike", seed=42)
    g.play("t4-t1")
    page.locator(".solitaire-table").focus()
    push_held(page, snap(g))
    page.keyboard.press("u")
    assert pending(page) == 0
    assert sent(page)[-1]["kind"] == "undo"


@pytest.mark.browser
def test_new_deal_flies_from_the_stock_and_a_win_cascades(table_page: Page):
    page = table_page
    g = Game("klondike", seed=7)
    n = page.evaluate(
        "t => { window.__model._pyset('_table', t); return motion().length; }",
        snap(g),
    )
    # every card off the stock: 28 tableau cards
    assert n == 28
    settle(page)
    won = json.loads((FIXTURES / "won.json").read_text())
    before = copy.deepcopy(won)
    before["status"] = "playing"
    before["version"] = won["version"] - 1
    push(page, before)
    settle(page)
    ghosts = page.evaluate(
        """t => { window.__model._pyset('_table', t);
                  return document.querySelectorAll('.solitaire-ghost').length; }""",
        won,
    )
    # every card on the foundations leaves, one after another
    founds = sum(len(p["cards"]) for p in won["piles"] if p["kind"] == "foundation")
    assert founds == 52 and ghosts == founds
    page.mouse.click(5, 5)  # outside the table: nothing finishes
    settle(page)
    assert page.locator(".solitaire-ghost").count() == 0


@pytest.mark.browser
def test_reduced_motion_means_no_animation(table_page: Page):
    page = table_page
    page.emulate_media(reduced_motion="reduce")
    g = Game("klondike", seed=42)
    g.play("t4-t1")
    n = page.evaluate(
        "t => { window.__model._pyset('_table', t); return motion().length; }",
        snap(g),
    )
    assert n == 0
    n = page.evaluate(
        "t => { window.__model._pyset('_table', t); return motion().length; }",
        snap(Game("klondike", seed=9)),
    )
    assert n == 0


@pytest.mark.browser
def test_animate_false_means_no_animation(table_page: Page):
    page = table_page
    g = Game("klondike", seed=42)
    g.play("t4-t1")
    off = dict(snap(g), animate=False)
    n = page.evaluate(
        "t => { window.__model._pyset('_table', t); return motion().length; }",
        off,
    )
    assert n == 0
    assert page.locator(f'.solitaire-card[data-card="{top_code(off, "t1")}"]').count() == 1


def test_widget_animate_option_reaches_the_snapshot():
    w = SolitaireWidget("klondike", seed=3, library=None)
    assert w.animate is True and w._table["animate"] is True
    version = w._table["version"]
    w.animate = False
    assert w._table["animate"] is False and w._table["version"] > version
    w2 = SolitaireWidget("klondike", seed=3, library=None, animate=False)
    assert w2._table["animate"] is False


@pytest.mark.browser
def test_matrimony_deal_onto_the_16_piles_leaves_from_the_stock(table_page: Page):
    page = table_page
    m = Game("matrimony", seed=1)
    push(page, snap(m))  # another variant: a deal
    settle(page)
    m.play("s-t")  # the stock deals one card onto each of the 16 piles
    code = top_code(snap(m), "t1")
    got = page.evaluate(
        """([t, code]) => { window.__model._pyset('_table', t);
            const el = document.querySelector(`[data-card="${code}"]`);
            const stock = document.querySelector('.solitaire-card[data-pile="stock"]');
            return {n: motion().length,
                    from: el.getAnimations()[0].effect.getKeyframes()[0].transform,
                    stock: stock.getAttribute('transform')}; }""",
        [snap(m), code],
    )
    assert got["n"] == 16
    # each card leaves from the stock's top card
    x, y = got["stock"].split("(")[1].split(")")[0].split()
    assert got["from"].startswith(f"translate({x}px, {y}px)")


@pytest.mark.browser
def test_a_matrimony_redeal_step_slides_the_picked_up_cards(table_page: Page):
    """A redeal step (the stock done, a pile picked up and dealt out again): every card it
    deals slides, drawn first where it lay on the picked-up pile."""
    page = table_page
    m = Game("matrimony", seed=1)
    while "s-t" in [str(x) for x in m.legal_moves()]:
        m.play("s-t")
    step = next(x for x in m.legal_moves() if str(x).endswith("-t"))
    picked = str(step).split("-")[0]
    before = snap(m)
    push(page, before)
    settle(page)
    sizes = {p["id"]: len(p["cards"]) for p in before["piles"]}
    boxes = page.evaluate(
        """pile => [...document.querySelectorAll(`.solitaire-card[data-pile="${pile}"]`)]
            .map(e => { const r = e.getBoundingClientRect(); return [r.x, r.y]; })""",
        picked,
    )
    assert boxes  # Matrimony draws a pile's top card (its count on a badge)
    m.play(step)
    after = snap(m)
    grown = [
        (p["id"], len(p["cards"]) - 1)
        for p in after["piles"]
        if p["id"].startswith("t") and len(p["cards"]) > sizes[p["id"]]
    ]
    assert grown, str(step)
    got = page.evaluate(
        """([t, tops]) => { window.__model._pyset('_table', t);
            return tops.map(([pile, i]) => {
                const el = document.querySelector(
                    `.solitaire-card[data-pile="${pile}"][data-index="${i}"]`);
                const r = el.getBoundingClientRect();
                const n = el.getAnimations().filter(a => a.id === 'solitaire-motion').length;
                return [pile, n, r.x, r.y];
            }); }""",
        [after, grown],
    )
    for pile, n, x, y in got:
        assert n == 1, pile  # the dealt card slides
        # its first frame is where the picked-up pile lay
        assert any(abs(x - bx) < 2 and abs(y - by) < 2 for bx, by in boxes), (pile, x, y)
    settle(page)
    assert running(page) == 0


#: the document order of the table's tab stops and of every card, with each card's pile
ORDER = """() => ({
    stops: [...document.querySelectorAll('.solitaire-table [data-stop]')].map(e => e.dataset.stop),
    cards: [...document.querySelectorAll('.solitaire-svg .solitaire-card:not(.solitaire-ghost)')]
        .map(e => e.closest('[data-pile-id]')?.dataset.pileId + ':' + e.dataset.pile),
    // a badge is painted over by a card drawn after it whose box holds the badge's middle
    covered: [...document.querySelectorAll('.solitaire-badge')].filter(b => {
        const r = b.getBoundingClientRect();
        const [x, y] = [r.x + r.width / 2, r.y + r.height / 2];
        return [...document.querySelectorAll('.solitaire-svg .solitaire-card')].some(c => {
            if (!(b.compareDocumentPosition(c) & Node.DOCUMENT_POSITION_FOLLOWING)) return false;
            const q = c.getBoundingClientRect();
            return x > q.left && x < q.right && y > q.top && y < q.bottom;
        });
    }).length,
})"""


@pytest.mark.browser
@pytest.mark.parametrize("finish", ["ends", "key"])
def test_a_moved_card_goes_back_into_its_pile_when_its_motion_ends(table_page: Page, finish):
    # raised over the others while it flies, the card used to stay at the end of the
    # table's markup: the tab order, the reading order and the pile's count badge (drawn
    # over its pile's cards) were wrong until the next repaint
    page = table_page
    g = Game("matrimony", seed=2)
    push(page, snap(g))
    settle(page)
    g.play("s-t")  # every pile gets a card: most of them slide over a badge
    after = snap(g)
    if finish == "ends":
        push(page, after)
        settle(page)
        page.evaluate("new Promise(r => setTimeout(r, 0))")  # the finished promises' then
    else:
        page.locator(".solitaire-table").focus()
        push_held(page, after)
        page.keyboard.press("Shift")  # any key finishes the motion at once
        assert pending(page) == 0
    moved = page.evaluate(ORDER)
    push(page, dict(after, animate=False, version=after["version"] + 1))
    still = page.evaluate(ORDER)
    assert still["covered"] == 0
    assert moved == still  # the same table as one drawn without motion
    assert all(c.split(":")[0] == c.split(":")[1] for c in moved["cards"])


def starts(page: Page, table: dict) -> dict:
    """Pushes a state; for every card animation, the pile it starts at (by its first
    keyframe's place, matched with the old table's cards and the stock)."""
    return page.evaluate(
        """t => {
            const at = {};
            const re = /translate\\(([-\\d.]+) ([-\\d.]+)/;
            const place = el => el.getAttribute('transform').match(re).slice(1).map(Number);
            for (const el of document.querySelectorAll('.solitaire-card')) {
                const [x, y] = place(el);
                at[`${x.toFixed(1)},${y.toFixed(1)}`] = el.dataset.pile;
            }
            window.__model._pyset('_table', t);
            const out = {};
            for (const a of motion()) {
                const m = String(a.effect.getKeyframes()[0].transform)
                    .match(/translate\\(([-\\d.]+)px, ([-\\d.]+)px\\)/);
                const el = a.effect.target;
                if (!m || el.classList.contains('solitaire-ghost')) continue;
                const key = `${Number(m[1]).toFixed(1)},${Number(m[2]).toFixed(1)}`;
                out[`${el.dataset.pile}/${el.dataset.index}`] = at[key] ?? key;
            }
            return out;
        }""",
        table,
    )


@pytest.mark.browser
def test_matrimony_cards_fly_from_the_pile_the_move_left_not_from_a_twin(table_page: Page):
    # the two decks show a code twice: the motion took a card's start from whichever copy
    # was captured last, so a dealt 10♥ flew in from the pile holding the other 10♥, a card
    # that stayed slid over from its twin's pile
    page = table_page
    g = Game("matrimony", seed=2)
    push(page, snap(g))
    settle(page)
    g.play("s-t")
    dealt = starts(page, snap(g))
    settle(page)
    assert len(dealt) >= 12 and set(dealt.values()) == {"stock"}, dealt
    # a redeal step: every card comes from the pile picked up, a card in place stays
    while g.piles["stock"].cards:
        g.play("s-t")
    push(page, dict(snap(g), animate=False))
    before = {p: g.piles[p].cards[-1] if g.piles[p].cards else None for p in g.pile_ids}
    g.play("t16-t")
    step = starts(page, snap(g))
    settle(page)
    assert step and set(step.values()) == {"t16"}, step
    for pid, top in before.items():
        cards = g.piles[pid].cards
        if pid.startswith("t") and pid != "t16" and cards and cards[-1] is top:
            assert f"{pid}/{len(cards) - 1}" not in step  # it did not move
