"""The position editor's Python side: the editing model, its intents and its checks.

No kernel and no browser: intents go straight to ``PositionEditor._on_intent``, as the
comm would hand them over (see /work/shared/TESTING.md, layer 1).
"""

from __future__ import annotations

import gc
import logging
import random
import re
import time
from collections import Counter

import pytest

import solitaire_widget as sw
from solitaire_widget.editor import _WORDS, PositionEditor
from solitaire_widget.snapshot import _game_title, labels

VARIANTS = ["klondike", "klondike32", "matrimony"]


def cards_of(text: str) -> Counter:
    """The multiset of cards (upper-cased codes) in a position text's piles."""
    piles = text.split(" ")[2]
    out: Counter = Counter()
    for pile in piles.split("/"):
        if pile != "-":
            out.update(pile[k : k + 2].upper() for k in range(0, len(pile), 2))
    return out


def full_deck(variant: str) -> Counter:
    g = sw.Game(variant, seed=5)
    return cards_of(g.position())


def intent(ed: PositionEditor, content: dict) -> None:
    ed._on_intent(ed, content, [])


def pile(ed: PositionEditor, pid: str) -> str:
    g_ids = [p["id"] for p in ed._editor["piles"]]
    return ed.position.split(" ")[2].split("/")[g_ids.index(pid)]


# ---------------------------------------------------------------- starting points


@pytest.mark.parametrize("variant", VARIANTS)
def test_variant_starts_with_every_card_in_the_stock_sorted(variant):
    ed = sw.edit(variant)
    assert ed.valid and ed.problem == ""
    assert cards_of(ed.position) == full_deck(variant)
    stock = pile(ed, "stock")
    assert stock == stock.lower()  # the stock is face down
    assert stock[-2:] == "as"  # the Ace of spades comes first
    tableau = [p for p in ed._editor["piles"] if p["kind"] == "tableau"]
    assert all(not p["cards"] for p in tableau)
    if variant == "matrimony":  # its two preplaced cards stay on their foundations
        assert [pile(ed, "f1"), pile(ed, "f2")] == ["QD", "JD"]


@pytest.mark.parametrize("variant", VARIANTS)
def test_round_trip_position_editor_position(variant):
    rng = random.Random(variant)
    for seed in range(5):
        g = sw.Game(variant, seed=seed)
        for _ in range(rng.randrange(0, 30)):  # positions in play, not only fresh deals
            moves = g.legal_moves()
            if not moves:
                break
            g.play(rng.choice(moves))
        text = g.position()
        for source in (text, g):
            ed = sw.edit(source, lang="it")
            assert ed.position == text and ed.valid
            assert ed.game().state_key() == g.state_key()


def test_seed_starts_from_that_deal():
    ed = sw.edit("klondike", seed=3, draw_count=1)
    assert ed.position == sw.Game("klondike", seed=3, draw_count=1).position()


def test_bad_sources_are_refused():
    with pytest.raises(sw.PositionError, match="12 piles given; klondike has 13"):
        sw.edit("klondike - -/-/-/-/-/-/-/-/-/-/-/- 0")
    with pytest.raises(ValueError, match="variant"):
        sw.edit("pinochle")
    with pytest.raises(ValueError, match="not int"):
        sw.edit(42)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="go with a variant"):
        sw.edit(sw.Game("klondike", seed=1), seed=2)
    with pytest.raises(ValueError, match="language|lang"):
        sw.edit("klondike", lang="fr")


# ---------------------------------------------------------------- the editing model


@pytest.mark.parametrize("variant", VARIANTS)
def test_random_edits_keep_every_card_exactly_once(variant):
    """Any sequence of edits, sensible or not, only moves cards: the multiset of cards
    is the game's after each one, and the verdict is the engine's on that text."""
    rng = random.Random(17)
    ed = sw.edit(variant, seed=11)
    want = full_deck(variant)
    ids = [p["id"] for p in ed._editor["piles"]]
    for step in range(400):
        sizes = {p["id"]: len(p["cards"]) for p in ed._editor["piles"]}
        r = rng.random()
        if r < 0.7:
            src = rng.choice(ids)
            n = sizes[src]
            msg = {
                "kind": "move",
                "src": src,
                "dst": rng.choice(ids),
                "index": rng.randrange(0, n + 2),  # sometimes past the top: refused
                "count": rng.randrange(1, 4),
            }
            if rng.random() < 0.2:
                msg["at"] = rng.randrange(0, 5)
        elif r < 0.85:
            msg = {"kind": "flip", "pile": rng.choice(ids), "index": rng.randrange(0, 8)}
        elif r < 0.93:
            msg = {"kind": "counter", "value": rng.randrange(0, 20)}
        else:
            msg = {"kind": "undo"}
        intent(ed, {**msg, "id": f"t-{step}"})
        assert cards_of(ed.position) == want, (step, msg)
        try:
            sw.Game.from_position(ed.position)
            problem = ""
        except sw.PositionError as exc:
            problem = str(exc)
        assert ed.problem == problem and ed.valid == (not problem)
        assert ed._editor["position"] == ed.position


def test_moves_carry_the_cards_above_and_follow_the_destination_side():
    ed = sw.edit("klondike", seed=1)
    t7 = pile(ed, "t7")  # six face-down cards and a face-up one
    ed.move("t7", "t1", index=5)  # a face-down card with the face-up one on it
    assert pile(ed, "t1").endswith(t7[10:])  # both went, each keeping its side
    assert pile(ed, "t7") == t7[:10]
    ed.undo()
    assert pile(ed, "t7") == t7
    ed.move("t7", "stock")  # into the stock: face down
    assert pile(ed, "stock").endswith(t7[-2:].lower())
    ed.move("stock", "waste")  # onto the waste: face up
    assert pile(ed, "waste") == t7[-2:].upper()


def test_stock_reorder_with_at():
    ed = sw.edit("klondike32")
    before = pile(ed, "stock")
    ed.move("stock", "stock", index=0, count=1, at=31)  # the bottom card to the top
    after = pile(ed, "stock")
    assert after == before[2:] + before[:2]
    assert ed.valid
    ed.move("stock", "stock", index=31, count=1, at=0)  # and back
    assert pile(ed, "stock") == before


def test_flip_and_the_engine_check():
    ed = sw.edit("klondike", seed=2)
    top = pile(ed, "t3")
    ed.flip("t3", 0)  # a face-down card turned up below another face-down one
    assert not ed.valid
    assert ed.problem == "position: t3, card 2 (" + ed.problem.split("(")[1].split(")")[0] + (
        ") is face down above a face-up card"
    )
    ed.flip("t3", 0)
    assert pile(ed, "t3") == top and ed.valid


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda ed: ed.flip("stock"), "The stock is always face down"),
        (lambda ed: ed.flip("waste"), "Waste is always face up"),
        (lambda ed: ed.move("t1", "t2", index=5), "Pile 1 has no card 6"),
        (lambda ed: ed.move("t9", "t2"), "'t9' is not a pile of Klondike: stock, waste"),
        (lambda ed: ed.move("t2", "t3", at=9), "Pile 3 has no place 9"),
        (lambda ed: ed.set_counter(-1), "The counter is a whole number"),
        # too long to print: named by its size, not lost to Python's digit limit
        (lambda ed: ed.flip("t3", 10**5000), "Pile 3 has no card an integer of 16610 bits"),
        (lambda ed: ed.move("t3", "t4", index=-(10**5000)), "no card an integer of 16610 bits"),
        (lambda ed: ed.move("t3", "t4", count=10**5000), r"no card 3 \(an integer of 16610 bits"),
        (lambda ed: ed.remove("t3", 2**64), "Pile 3 has no card 18446744073709551616"),
    ],
)
def test_refused_edits_change_nothing(call, message):
    ed = sw.edit("klondike", seed=4)
    ed.move("stock", "waste")
    before = ed.position
    with pytest.raises(sw.PositionError, match=message):
        call(ed)
    assert ed.position == before


def test_matrimony_has_no_face_down_cards():
    ed = sw.edit("matrimony", seed=1, lang="nl")
    with pytest.raises(sw.PositionError, match="geen dichte kaarten"):
        ed.flip("t1")


def test_counter_range_is_the_engines():
    ed = sw.edit("klondike", seed=1, max_redeals=2)
    ed.set_counter(2)
    assert ed.valid and ed.position.endswith(" 2")
    ed.set_counter(3)
    assert not ed.valid and "out of range 0..2" in ed.problem
    assert ed._editor["counter_max"] == 2


# ---------------------------------------------------------------- intents


def test_refused_intent_shows_why_in_the_language():
    ed = sw.edit("klondike", seed=4, lang="pt")
    before = ed.position
    intent(ed, {"kind": "flip", "pile": "stock", "index": 0, "id": "a-1"})
    assert ed.position == before
    assert ed._editor["message"] == {
        "kind": "error",
        "text": "O monte está sempre virado para baixo: tire a carta primeiro.",
        "serial": 1,
    }
    intent(ed, {"kind": "undo", "id": "a-2"})  # the next edit clears the message
    assert ed._editor["message"]["text"] == "Nada para desfazer."
    intent(ed, {"kind": "move", "src": "stock", "index": 23, "dst": "waste", "id": "a-3"})
    assert ed._editor["message"] is None


@pytest.mark.parametrize(
    "content",
    [
        None,
        "move",
        [1, 2],
        {"kind": "explode"},
        {"kind": "move", "src": "stock", "dst": "waste"},  # no index
        {"kind": "move", "src": "stock", "index": "0", "dst": "waste"},
        {"kind": "move", "src": "stock", "index": True, "dst": "waste"},
        {"kind": "move", "src": "t99", "index": 0, "dst": "waste"},
        {"kind": "move", "src": "stock", "index": 10**40, "dst": "waste"},
        {"kind": "move", "src": "stock", "index": 0, "count": 0, "dst": "waste"},  # no card
        {"kind": "move", "src": "stock", "index": 0, "dst": "waste", "extra": 1},
        {"kind": "flip", "pile": "t1"},
        {"kind": "remove", "pile": "t1"},
        {"kind": "remove", "pile": "t1", "index": 0, "count": 1},
        {"kind": "counter", "value": 2**32},
        {"kind": "undo", "id": 5},
        {"kind": "undo", "id": "x" * 65},
    ],
)
def test_malformed_intents_are_ignored_with_a_log_line(content, caplog):
    ed = sw.edit("klondike", seed=4)
    before = dict(ed._editor)
    with caplog.at_level(logging.WARNING, logger="solitaire_widget.editor"):
        intent(ed, content)
    assert ed._editor == before
    assert len([r for r in caplog.records if "ignored editor intent" in r.getMessage()]) == 1


def test_a_resent_intent_is_applied_once(monkeypatch):
    ed = sw.edit("klondike32")
    acks = []
    monkeypatch.setattr(ed, "send", lambda content, *a, **k: acks.append(content))
    msg = {"kind": "move", "src": "stock", "index": 31, "dst": "f1", "id": "s-1"}
    intent(ed, msg)
    intent(ed, msg)
    assert pile(ed, "f1") == "AS" and len(pile(ed, "stock")) == 62
    assert acks == [{"ack": "s-1"}, {"ack": "s-1"}]


def test_handlers_are_bounded():
    """Every edit checks the whole Matrimony position (104 cards): linear, far under 50 ms
    (about 0.3 ms here). CPU time of this thread, so other processes don't count, and no
    garbage collection of the whole session's objects in the middle."""
    ed = sw.edit("matrimony", seed=9)
    ids = [p["id"] for p in ed._editor["piles"]]
    times = []
    gc.collect()
    gc.disable()
    try:
        for k in range(300):
            sizes = {p["id"]: len(p["cards"]) for p in ed._editor["piles"]}
            src = ids[k % len(ids)]
            msg = {"kind": "move", "src": src, "index": max(0, sizes[src] - 1), "dst": ids[k % 7]}
            t0 = time.thread_time()
            intent(ed, {**msg, "id": f"b-{k}"})
            times.append(time.thread_time() - t0)
    finally:
        gc.enable()
    assert max(times) < 0.05


# ---------------------------------------------------------------- results


def test_game_play_and_exercise():
    ed = sw.edit("klondike32", seed=7)
    g = ed.game()
    assert g.position() == ed.position and g.seed is None
    w = ed.play(library=None, live_status=False)
    assert isinstance(w, sw.SolitaireWidget) and w.game.position() == ed.position
    assert w.lang == ed.lang
    ex = ed.exercise("illegal", moves=["w-s", "s-w"])
    assert ex.check("w-s").result == "right"
    ed.move("t1", "t2", index=0)  # a pile's only card onto another: fine
    ed.flip("t2")  # the top card face down: not a position
    with pytest.raises(sw.PositionError, match="face down above a face-up card"):
        ed.game()
    with pytest.raises(sw.PositionError):
        ed.play()


def test_reset_and_sort():
    ed = sw.edit("klondike", seed=8)
    start = ed.position
    ed.move("t7", "f1")
    ed.sort()
    assert cards_of(ed.position) == full_deck("klondike")
    assert ed.position == sw.edit("klondike").position
    ed.reset()
    assert ed.position == start
    ed.undo()
    assert ed.position == sw.edit("klondike").position


def test_position_is_read_only_and_lang_repaints():
    ed = sw.edit("klondike")
    with pytest.raises(Exception, match="read-only"):
        ed.position = "x"
    ed.lang = "it"
    assert ed._editor["labels"]["undo"] == "Annulla"
    with pytest.raises(Exception, match="fr"):
        ed.lang = "fr"
    assert ed.lang == "it" and ed._editor["lang"] == "it"
    assert (
        ed._editor["labels"]["stock"]
        == sw.SolitaireWidget("klondike", library=None, live_status=False, lang="it")._table[
            "labels"
        ]["stock"]
    )
    assert repr(ed) == f"PositionEditor({ed.position!r}) (valid)"


def test_module_examples():
    """The ``>>>`` examples of editor.py are its documentation: they run."""
    import doctest

    from solitaire_widget import editor

    result = doctest.testmod(editor, verbose=False)
    assert result.attempted >= 8 and result.failed == 0


def test_a_move_from_an_older_table_is_dropped(caplog):
    """Two quick drags: the second one's card index refers to the table before the first
    was applied; the editor drops it rather than move whatever card now has that index."""
    ed = sw.edit("klondike32")
    shown = ed._editor["version"]
    intent(ed, {"kind": "move", "src": "stock", "index": 31, "dst": "f1", "version": shown})
    assert pile(ed, "f1") == "AS"
    with caplog.at_level(logging.WARNING, logger="solitaire_widget.editor"):
        intent(ed, {"kind": "move", "src": "stock", "index": 31, "dst": "t1", "version": shown})
    assert pile(ed, "t1") == "-" and "stale" in caplog.text
    intent(ed, {"kind": "flip", "pile": "f1", "index": 0, "version": ed._editor["version"]})
    assert ed._editor["message"]["text"] == "Foundation 1 is always face up."


def test_a_move_from_a_table_republished_for_the_language_still_counts():
    """A drag sent just before the table of a language change arrived names the table
    before it: the same position, so the same cards, and the move is made."""
    ed = sw.edit("klondike32")
    shown = ed._editor["version"]
    ed.lang = "it"  # a new table, the same position
    assert ed._editor["version"] > shown
    intent(ed, {"kind": "move", "src": "stock", "index": 31, "dst": "f1", "version": shown})
    assert pile(ed, "f1") == "AS"
    # after a change of position, the tables before it are stale
    intent(ed, {"kind": "move", "src": "stock", "index": 30, "dst": "t1", "version": shown})
    assert pile(ed, "t1") == "-"


# ---------------------------------------------------------------- a text to fix
# A teacher's text with a mistake opens as written: the editor shows what is wrong, and
# edits on the table make it a valid position (here: the position the text meant).


def piles_of(text: str) -> list[str]:
    return text.split(" ")[2].split("/")


def with_piles(text: str, piles: list[str]) -> str:
    variant, options, _, counter = text.split(" ")
    return f"{variant} {options} {'/'.join(piles)} {counter}"


def with_counter(text: str, counter: int) -> str:
    return f"{text.rsplit(' ', 1)[0]} {counter}"


def ids_of(variant: str) -> list[str]:
    return list(sw.Game(variant, seed=1).pile_ids)


def edit_intent(ed: PositionEditor, content: dict) -> None:
    """An intent as the page sends it: with an id and the snapshot's version."""
    version = ed._editor["version"]
    if content["kind"] in ("move", "flip", "remove"):
        content = {**content, "version": version}
    intent(ed, {**content, "id": f"fix-{version}"})


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("klondike - -/-/-/-/-/-/-/-/-/-/-/- 0", "12 piles given; klondike has 13"),
        ("klondike -", "expected 4 fields"),
        ("pinochle - - 0", "pinochle"),
        ("klondike draw_count=5 - 0", "option draw_count of klondike must be one of"),
        ("klondike - -/-/-/-/-/-/-/AS2X/-/-/-/-/- 0", "t2, card 2: '2X' is not a card"),
        ("klondike - -/-/-/-/-/-/-/AS2/-/-/-/-/- 0", "t2: 'AS2' is not a list of two-character"),
        ("klondike - -/-/-/-/-/-/-/-/-/-/-/-/- x", "the counter must be a whole number"),
    ],
)
def test_a_text_that_cant_be_read_raises_naming_where(text, where):
    with pytest.raises(sw.PositionError, match=where):
        sw.edit(text)


def test_an_empty_text_opens_with_every_card_in_the_stock():
    ed = sw.edit("klondike - -/-/-/-/-/-/-/-/-/-/-/-/- 0")
    assert len(ed.added) == 52 and ed.added[0] == "AS"  # the Ace of spades on top
    assert ed.valid and cards_of(ed.position) == full_deck("klondike")
    assert ed._editor["message"]["kind"] == "info" and "A♠" in ed._editor["message"]["text"]


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_card_twice_is_marked_and_fixed_by_edits(variant):
    """t1's top card written as a copy of the last pile's top card: both copies are marked,
    the card the text lacks is on top of the stock, the verdict names the extra copy;
    removing the copy and dealing the lacking card to t1 gives the meant position."""
    g = sw.Game(variant, seed=3)
    meant = g.position()
    piles, ids = piles_of(meant), ids_of(variant)
    t1, last = ids.index("t1"), len(ids) - 1
    x, y = piles[last][-2:], piles[t1][-2:]
    assert x != y and x.isupper() and y.isupper()
    piles[t1] = piles[t1][:-2] + x
    ed = sw.edit(with_piles(meant, piles), lang="it")

    # the problem, seen
    twice = 3 if variant == "matrimony" else 2
    assert ed.extra == {x: twice} and ed.added == (y,)
    assert not ed.valid and "è una di troppo" in ed.problem  # the verdict in the editor's language
    assert str(sw.Card.parse(x)) in ed.problem
    snap = ed._editor
    assert snap["extra"] == 1
    marked = {(p["id"], k) for p in snap["piles"] for k, n in enumerate(p["extra"]) if n == twice}
    assert ("t1", len(piles[t1]) // 2 - 1) in marked and (
        ids[last],
        len(piles[last]) // 2 - 1,
    ) in marked
    assert all(p["cards"][k] == x for p in snap["piles"] for k, n in enumerate(p["extra"]) if n)
    assert sum(n > 0 for p in snap["piles"] for n in p["extra"]) == twice
    assert (
        str(sw.Card.parse(y)) in snap["message"]["text"]
        and "cima al mazzo" in snap["message"]["text"]
    )
    assert pile(ed, "stock")[-2:] == y.lower()

    # a card that is not an extra copy can't be removed (the message says so, in Italian)
    before = ed.position
    edit_intent(ed, {"kind": "remove", "pile": "stock", "index": len(pile(ed, "stock")) // 2 - 1})
    assert ed.position == before and "non è una copia in più" in ed._editor["message"]["text"]

    # the fix: remove the copy on t1, deal the lacking card there
    edit_intent(ed, {"kind": "remove", "pile": "t1", "index": len(piles[t1]) // 2 - 1})
    assert ed.extra == {} and ed._editor["extra"] == 0
    assert not any(n for p in ed._editor["piles"] for n in p["extra"])
    stock_top = len(pile(ed, "stock")) // 2 - 1
    edit_intent(ed, {"kind": "move", "src": "stock", "index": stock_top, "dst": "t1"})
    assert ed.valid and ed.position == meant
    assert ed.game().state_key() == g.state_key()
    # now every card is there as often as the game has it: no remove is accepted
    with pytest.raises(sw.PositionError, match="non è una copia in più"):
        ed.remove("t1")
    # Undo takes the fix back step by step, to the text as opened
    ed.undo()
    ed.undo()
    assert ed.extra == {x: twice}


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_missing_card_goes_to_the_stock_and_back(variant):
    g = sw.Game(variant, seed=5)
    meant = g.position()
    piles, ids = piles_of(meant), ids_of(variant)
    last = len(ids) - 1
    gone = piles[last][-2:]
    piles[last] = piles[last][:-2] or "-"
    ed = sw.edit(with_piles(meant, piles), lang="nl")
    assert ed.added == (gone,) and ed.extra == {}
    assert str(sw.Card.parse(gone)) in ed._editor["message"]["text"]
    assert "bovenop de voorraad" in ed._editor["message"]["text"]
    assert pile(ed, "stock")[-2:] == gone.lower()
    if variant != "matrimony":  # the pile's new top card is face down: the verdict says so
        assert not ed.valid and "wordt vanzelf omgedraaid" in ed.problem
    n = len(pile(ed, "stock")) // 2
    edit_intent(ed, {"kind": "move", "src": "stock", "index": n - 1, "dst": ids[last]})
    assert ed.valid and ed.position == meant
    assert ed._editor["message"] is None  # said once, when the editor opened


def foundation_game(variant: str) -> tuple[sw.Game, str]:
    """A game (seeded random play) with a foundation of at least two cards."""
    rng = random.Random(variant)
    for seed in range(1, 200):
        g = sw.Game(variant, seed=seed)
        for _ in range(300):
            full = [pid for pid, p in g.piles.items() if pid.startswith("f") and len(p.cards) > 1]
            if full:
                return g, full[0]
            moves = g.legal_moves()
            if not moves:
                break
            g.play(rng.choice(moves))
    raise AssertionError("no foundation of two cards")


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_foundation_out_of_order_is_put_in_order(variant):
    g, fid = foundation_game(variant)
    meant = g.position()
    piles, ids = piles_of(meant), ids_of(variant)
    f = ids.index(fid)
    piles[f] = piles[f][2:4] + piles[f][0:2] + piles[f][4:]  # its first two cards swapped
    ed = sw.edit(with_piles(meant, piles))
    assert not ed.valid and fid in ed.problem and ed.added == () and ed.extra == {}
    assert re.search(r"can't start|can't follow", ed.problem)
    edit_intent(ed, {"kind": "move", "src": fid, "index": 1, "count": 1, "dst": fid, "at": 0})
    assert ed.valid and ed.position == meant


@pytest.mark.parametrize(
    ("variant", "options", "bad", "good", "problem"),
    [
        ("klondike", {"max_redeals": 2}, 5, 2, "the counter 5 is out of range 0..2"),
        ("klondike32", {}, 0, 0, None),
        ("matrimony", {}, 17, 0, "the counter 17 is out of range 0..16"),
    ],
)
def test_a_counter_out_of_range_is_set_right(variant, options, bad, good, problem):
    meant = sw.Game(variant, seed=2, **options).position()
    ed = sw.edit(with_counter(meant, bad))
    if problem is None:  # unlimited passes: any counter up to the cap is a position
        assert ed.valid
        return
    assert not ed.valid and problem in ed.problem
    assert ed._editor["counter"] == bad
    edit_intent(ed, {"kind": "counter", "value": good})
    assert ed.valid and ed.position == with_counter(meant, good)


def test_cards_on_the_wrong_side_are_turned_right():
    """A face-up card in the stock and a face-down one on a foundation are turned to their
    pile's side with Flip (and not back); Matrimony's face-down card is turned up."""
    g, fid = foundation_game("klondike")
    meant = g.position()
    piles, ids = piles_of(meant), ids_of("klondike")
    s, f = ids.index("stock"), ids.index(fid)
    assert piles[s] != "-"
    piles[s] = piles[s][:-2] + piles[s][-2:].upper()
    piles[f] = piles[f][:-2] + piles[f][-2:].lower()
    ed = sw.edit(with_piles(meant, piles))
    assert "is face up; the stock is face down" in ed.problem
    edit_intent(ed, {"kind": "flip", "pile": "stock", "index": len(piles[s]) // 2 - 1})
    assert f"is face down; {fid} is face up" in ed.problem
    ed.flip(fid)
    assert ed.valid and ed.position == meant
    with pytest.raises(sw.PositionError, match="always face down"):
        ed.flip("stock")
    with pytest.raises(sw.PositionError, match="always face up"):
        ed.flip(fid)

    m = sw.Game("matrimony", seed=4).position()
    mp = piles_of(m)
    t1 = ids_of("matrimony").index("t1")
    mp[t1] = mp[t1].lower()
    ed = sw.edit(with_piles(m, mp))
    assert "Matrimony has none" in ed.problem
    ed.flip("t1", 0)
    assert ed.valid and ed.position == m
    with pytest.raises(sw.PositionError, match="has no face-down cards"):
        ed.flip("t1", 0)


@pytest.mark.parametrize("variant", VARIANTS)
def test_edits_on_a_text_to_fix_never_add_a_card_nor_take_one_the_game_needs(variant):
    """Random intents (moves, flips, removes, undo) on a text with three cards written
    twice: each card's count stays between the game's and the text's, and once every
    card is there as often as the game has it, no edit but Undo changes that."""
    rng = random.Random(f"fix-{variant}")
    meant = sw.Game(variant, seed=8).position()
    piles, ids = piles_of(meant), ids_of(variant)
    tops = [k for k, p in enumerate(piles) if p != "-" and ids[k].startswith("t")]
    for k in tops[:3]:  # the top card of three piles replaced by the last pile's top card
        piles[k] = piles[k][:-2] + piles[tops[-1]][-2:]
    ed = sw.edit(with_piles(meant, piles))
    want, opened = full_deck(variant), cards_of(ed.position)
    assert opened != want and all(opened[c] >= want[c] for c in want)
    was_exact = False
    for step in range(500):
        sizes = {p["id"]: len(p["cards"]) for p in ed._editor["piles"]}
        src = rng.choice(ids)
        r = rng.random()
        if r < 0.35 and ed.extra:  # aim at an extra copy now and then
            code = rng.choice(sorted(ed.extra))
            where = [
                (p["id"], k)
                for p in ed._editor["piles"]
                for k, c in enumerate(p["cards"])
                if c == code
            ]
            pid, k = rng.choice(where)
            msg = {"kind": "remove", "pile": pid, "index": k}
        elif r < 0.5:
            msg = {"kind": "remove", "pile": src, "index": rng.randrange(0, sizes[src] + 1)}
        elif r < 0.85:
            msg = {
                "kind": "move",
                "src": src,
                "dst": rng.choice(ids),
                "index": rng.randrange(0, sizes[src] + 1),
                "count": rng.randrange(1, 3),
            }
        elif r < 0.95:
            msg = {"kind": "flip", "pile": src, "index": rng.randrange(0, sizes[src] + 1)}
        else:
            msg = {"kind": "undo"}
        edit_intent(ed, msg)
        now = cards_of(ed.position)
        assert all(want[c] <= now[c] <= opened[c] for c in opened), (step, msg)
        assert set(now) <= set(opened)
        if was_exact and msg["kind"] != "undo":  # only Undo brings an extra copy back
            assert now == want, (step, msg)
        was_exact = now == want
        try:
            sw.Game.from_position(ed.position)
            problem = ""
        except sw.PositionError as exc:
            problem = str(exc)
        assert ed.problem == problem


FIX_ME = (
    "klondike32 tableau_direction=down,empty_pile=any,draw_count=1,max_redeals=none,"
    "draw_requires_no_moves=false,allow_foundation_to_tableau=true,auto_move_aces=true "
    "kcqcjctc9c8c7cackdqdjdtd9d8d7dadkhqhjhth9h8h7hahksqsjsts9s8s7sas/-/-/-/-/-/-/-/-/-/-/-/AS 0"
)


@pytest.mark.parametrize("lang", ["en", "it", "nl", "pt"])
def test_each_edit_is_said_in_words(lang):
    # an edit changed the cards and said nothing: a screen reader heard no card placed,
    # moved, turned or removed (only the verdict, when it changed)
    from solitaire_widget.editor import _WORDS
    from solitaire_widget.i18n import message
    from solitaire_widget.snapshot import labels

    words = labels(lang)

    def named(code: str) -> str:
        text = words["card_name"].format(rank=words["ranks"][code[0]], suit=words["suits"][code[1]])
        return text[1:]  # its first letter is capitalised at a sentence's start only

    ed = sw.edit("klondike", seed=5, lang=lang)
    assert ed._editor["said"] is None  # a table just shown says nothing
    said = []

    def edit(call, *args, **kwargs):
        getattr(ed, call)(*args, **kwargs)
        said.append(ed._editor["said"])
        return said[-1]

    pile2 = message("replay.pl.from.t", lang, n=2)
    assert named("9C") in edit("move", "t2", "t1") and pile2 in said[-1]  # 9♣ onto t1
    assert named("KC") in edit("flip", "t2") and words["face_up"] in said[-1]
    run = edit("move", "t1", "t3", index=0)  # 8♣ (face down) and the 9♣ on it
    assert named("8C") in run and named("9C") in run and "2" in run
    assert "11" in edit("move", "stock", "stock", index=0, count=1, at=10)
    assert words["face_down"] in edit("move", "t7", "stock", at=3)
    assert edit("set_counter", 2) is None  # the counter's value is said by the counter
    undone = _WORDS[lang]["said.undo"].split("{")[0]  # "Undone: "
    assert edit("undo").startswith(undone)
    back = edit("undo")
    taken_back = said[-4]  # the move to the stock, in the undo's sentence
    assert back == undone + taken_back[:1].lower() + taken_back[1:]
    for text in said:
        assert text is None or ("{" not in text and text[0] == text[0].upper()), text
    assert edit("sort") and edit("reset") and len(set(said[-2:])) == 2
    ed.lang = "en" if lang != "en" else "it"  # published again: not an edit, nothing said
    assert ed._editor["said"] is None
    fix = sw.edit(FIX_ME, lang=lang)
    fix.remove("t7")
    assert named("AS") in fix._editor["said"] and fix._editor["said"] != said[0]


@pytest.mark.parametrize("lang", ["en", "it", "nl", "pt"])
def test_an_undone_edit_reads_as_one_sentence(lang):
    # "Undone: {edit}" put the edit's own sentence after the colon: "Undone: Waste
    # turn-overs used: 0." (two colons), "Annullato: Sei di quadri..." (a capital after
    # a colon, wrong in Italian, Dutch and Portuguese)
    from solitaire_widget.editor import _WORDS

    undone = _WORDS[lang]["said.undo"].split("{")[0]
    ed = sw.edit("klondike", seed=5, lang=lang)
    fix = sw.edit(FIX_ME, lang=lang)
    edits = {  # each kind of edit, and the words it must name when taken back
        "move": (ed, "move", ("t2", "t1"), {}),
        "move_run": (ed, "move", ("t7", "t3"), {"index": 4}),
        "move_place": (ed, "move", ("t7", "stock"), {"at": 3}),
        "move_within": (ed, "move", ("stock", "stock"), {"index": 0, "count": 1, "at": 10}),
        "flip": (ed, "flip", ("t2",), {}),
        "remove": (fix, "remove", ("t7",), {}),
        "counter": (ed, "set_counter", (2,), {}),
        "reset": (ed, "reset", (), {}),
        "sort": (ed, "sort", (), {}),
    }
    backs = {}
    for kind, (editor, call, args, kwargs) in edits.items():
        getattr(editor, call)(*args, **kwargs)
        said = editor._editor["said"]
        editor.undo()
        back = backs[kind] = editor._editor["said"]
        assert back.startswith(undone) and "{" not in back, (kind, back)
        assert back.count(":") == 1, (kind, back)  # the undo's own colon only
        after = back[len(undone) :]
        if lang != "en":  # a small letter after a colon (English takes either)
            assert after[:1] == after[:1].lower(), (kind, back)
        if said is not None and kind not in ("reset", "sort"):  # the edit taken back
            assert after == said[:1].lower() + said[1:], (kind, back)
        assert back.endswith("."), (kind, back)
    assert backs["counter"].endswith(" 0.")  # the value the counter is back at


def test_edits_are_said_in_the_language_of_each_edit():
    ed = sw.edit("klondike", seed=5)
    ed.move("t2", "t1")
    english = ed._editor["said"]
    ed.lang = "it"
    ed.undo()  # the edit taken back is said in the language of the moment
    assert ed._editor["said"] == "Annullato: nove di fiori dal mazzetto 2 nel mazzetto 1, scoperta."
    assert english == "Nine of clubs from pile 2 to pile 1, face up."


# ---------------------------------------------------------------- the message in the language
# The editor's message (a refused edit's reason, the cards put on the stock) was finished
# text: after a language change every label was in the new language, and the message was
# gone or, where the page kept it, in the old one. It is worded again, with its serial kept
# (shown, not said again), and goes with the next edit's table.


def _foundation(lang: str, n: int) -> str:
    return labels(lang)["foundation"].replace("{n}", str(n))


def _refused_flip_stock(ed: PositionEditor) -> None:
    intent(ed, {"kind": "flip", "pile": "stock", "index": 0})


def _refused_flip_foundation(ed: PositionEditor) -> None:
    intent(ed, {"kind": "move", "src": "stock", "index": 31, "dst": "f1"})  # the Ace of spades
    intent(ed, {"kind": "flip", "pile": "f1", "index": 0})


def _refused_undo(ed: PositionEditor) -> None:
    intent(ed, {"kind": "undo"})


def _refused_flip_matrimony(ed: PositionEditor) -> None:
    intent(ed, {"kind": "flip", "pile": "t1", "index": 0})


# name -> (the editor's variant and deal, the refused edit, its words in a language)
_REFUSALS = {
    "flip in the stock": (
        ("klondike32", None),
        _refused_flip_stock,
        lambda lang: _WORDS[lang]["err.flip_stock"],
    ),
    "flip on a foundation": (
        ("klondike32", None),
        _refused_flip_foundation,
        lambda lang: _WORDS[lang]["err.flip_face_up"].format(pile=_foundation(lang, 1)),
    ),
    "nothing to undo": (
        ("klondike32", None),
        _refused_undo,
        lambda lang: _WORDS[lang]["err.nothing_to_undo"],
    ),
    "Matrimony has no face-down cards": (
        ("matrimony", 1),
        _refused_flip_matrimony,
        lambda lang: _WORDS[lang]["err.flip_no_down"].format(game=_game_title("matrimony", lang)),
    ),
}


@pytest.mark.parametrize("name", list(_REFUSALS))
def test_a_refused_edits_message_is_worded_again_in_a_new_language(name):
    (variant, seed), refuse, words = _REFUSALS[name]
    ed = sw.edit(variant, seed=seed)
    refuse(ed)
    shown = ed._editor["message"]
    assert shown["kind"] == "error" and shown["text"] == words("en")
    for lang in ("it", "nl", "pt", "en"):
        ed.lang = lang
        now = ed._editor["message"]
        assert now == {"kind": "error", "text": words(lang), "serial": shown["serial"]}
        assert lang == "en" or now["text"] != shown["text"]
        assert "{" not in now["text"]
    # the next edit's table shows only what that edit says, in any language after it
    ed.sort()
    assert ed._editor["message"] is None
    ed.lang = "it"
    assert ed._editor["message"] is None


def test_the_added_cards_message_is_worded_again_and_the_verdict_too():
    g = sw.Game("klondike", seed=5)
    piles = piles_of(g.position())
    gone = piles[-1][-2:]
    piles[-1] = piles[-1][:-2] or "-"
    ed = sw.edit(with_piles(g.position(), piles))  # English: a card missing, an invalid position
    card = str(sw.Card.parse(gone))
    shown, problem = ed._editor["message"], ed.problem
    assert shown == {
        "kind": "info",
        "text": f"Not in the text, so put on top of the stock: {card}.",
        "serial": shown["serial"],
    }
    assert not ed.valid and problem.startswith("position: ")
    seen = {"en": (shown["text"], problem)}
    for lang in ("it", "nl", "pt"):
        ed.lang = lang
        now = ed._editor["message"]
        assert now == {
            "kind": "info",
            "text": _WORDS[lang]["added"].format(cards=card),
            "serial": shown["serial"],
        }
        assert ed._editor["problem"] == ed.problem
        seen[lang] = (now["text"], ed.problem)
    assert len({text for text, _ in seen.values()}) == 4  # four wordings of the message
    assert len({p for _, p in seen.values()}) == 4  # and of the verdict
    assert seen["it"][1].startswith("posizione: ") and seen["nl"][1].startswith("positie: ")
    # an edit that is put back where it was publishes nothing: the message still shows
    ed.move("t1", "t1")
    ed.lang = "en"
    assert ed._editor["message"]["text"] == shown["text"]
