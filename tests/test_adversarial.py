"""The standing adversarial suite (issue 9): hostile input never hangs, crashes or blanks.

Two parts:

* **Regression tests** for the reproduced attacks, each named after its item of the
  hardening issue (``test_item1_…`` is "catastrophic backtracking in move notation").
* **Bounds**: every parser that reads outside input (move and card text, record text and
  dicts, record files, ``Replay`` sources, options) is fed hostile inputs of 4 KB and 64 KB
  and must (a) fail only with the documented ``ValueError`` family, (b) finish well
  inside 50 ms -- asserted as the worst of several runs against 0.5 s, in the thread's
  CPU time so that other processes on a busy CI machine can't flake it (the wall clock
  is held to 5 s, against blocking), (c) scale linearly -- the 64 KB time under 20x
  the 4 KB time, plus 2 ms of slack for timer noise on inputs that take microseconds --
  and (d) keep its traced memory peak bounded. Hypothesis then builds further inputs
  from repeated motifs.

The longer run is ``python scripts/fuzz.py`` (figures in docs/reliability.md).
"""

from __future__ import annotations

import gc
import html.parser
import json
import os
import pathlib
import random
import re
import statistics
import sys
import threading
import time
import tracemalloc
import unicodedata
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from functools import cache
from typing import Any

import anywidget
import pytest
import traitlets
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import solitaire_widget as sw
from solitaire_widget import Card, Game, InvalidMoveError, Move, RecordError, _files
from solitaire_widget import record as record_mod
from solitaire_widget.errors import RecordSourceError
from solitaire_widget.export import html_page, script_json
from solitaire_widget.game_library import MemoryLibrary
from solitaire_widget.record import MAX_DEPTH, from_record, from_source, loads, to_record
from solitaire_widget.replay import Replay, expand_frames, replay_frames
from solitaire_widget.replay_widget import ReplayWidget
from solitaire_widget.rulesets import MAX_REDEALS, rules_for

SMALL, LARGE = 4 * 1024, 64 * 1024
LIMIT_S = 0.5  # the target is 50 ms; 10x margin for a loaded 2-core CI machine
WALL_S = 5.0  # wall clock, against blocking (a FIFO, a device) rather than computing
SCALE, SLACK_S = 20, 0.002  # 16x the input may cost at most 20x the time (+ timer noise)
PEAK_BYTES = 16 * 1024 * 1024  # traced memory of one 64 KB input: 256x its size at most


# ---------------------------------------------------------------- measuring
def _run(fn: Callable[[Any], Any], arg: Any) -> BaseException | None:
    """Call the parser; return the documented error it raised (or None on success)."""
    try:
        fn(arg)
    except ValueError as exc:  # the whole input-error family
        assert str(exc), "an error must say what is wrong"
        assert len(str(exc)) < 2000, f"the message quotes too much: {len(str(exc))} characters"
        return exc
    return None


def _times(fn: Callable[[Any], Any], arg: Any, n: int) -> list[float]:
    """CPU seconds of each of ``n`` calls (this thread's: other processes on a busy CI
    machine don't count); the wall clock is checked too, loosely, against blocking."""
    out = []
    for _ in range(n):
        wall, cpu = time.perf_counter(), time.thread_time()
        _run(fn, arg)
        out.append(time.thread_time() - cpu)
        assert time.perf_counter() - wall < WALL_S, "blocked"
    return out


def _cpu(fn: Callable[[], Any]) -> float:
    """CPU seconds of one call that may raise an input error."""
    return _times(lambda _: fn(), None, 1)[0]


def _peak(fn: Callable[[Any], Any], arg: Any) -> int:
    gc.collect()
    tracemalloc.start()
    try:
        _run(fn, arg)
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def check_bounds(fn: Callable[[Any], Any], make: Callable[[int], Any], n: int = 5) -> None:
    """Time, scaling and memory bounds of ``fn`` on ``make(4 KB)`` and ``make(64 KB)``."""
    small, large = make(SMALL), make(LARGE)
    _run(fn, small)  # warm caches and imports
    gc.collect()
    gc.disable()  # a collection landing in one run is noise, not the parser's cost
    t_small: list[float] = []
    t_large: list[float] = []
    try:
        # the two sizes in turn: a burst of load on a shared machine slows both alike (one
        # batch after the other let a burst land on the large runs only: a false alarm)
        for _ in range(n):
            t_small += _times(fn, small, 1)
            t_large += _times(fn, large, 1)
    finally:
        gc.enable()
    assert max(t_large) < LIMIT_S, f"worst of {n} on 64 KB: {max(t_large) * 1e3:.1f} ms"
    # min: the least disturbed run of each size is the fair comparison
    assert min(t_large) < SCALE * min(t_small) + SLACK_S, (
        f"not linear: 4 KB {min(t_small) * 1e3:.3f} ms, 64 KB {min(t_large) * 1e3:.3f} ms"
    )
    assert _peak(fn, large) < PEAK_BYTES


# ---------------------------------------------------------------- hostile inputs
def _fill(unit: str, size: int, head: str = "", tail: str = "") -> str:
    body = unit * max(1, (size - len(head) - len(tail)) // len(unit))
    return head + body + tail


MOVE_TEXTS: dict[str, Callable[[int], str]] = {
    "spaces between piles": lambda n: "t1" + " " * (n // 2) + "t2" + " " * (n // 2) + "!",
    "only spaces": lambda n: " " * n,
    "repeated piles": lambda n: _fill("t1 ", n),
    "repeated separators": lambda n: _fill("->", n, "t1", "t2"),
    "long count": lambda n: _fill("9", n, "t1-t2x"),
    "unicode spaces": lambda n: _fill("\u3000\u2028", n, "w", "f1"),
}
CARD_TEXTS: dict[str, Callable[[int], str]] = {
    "spaces around": lambda n: " " * (n // 2) + "Q" + " " * (n // 2) + "!",
    "repeated ranks": lambda n: _fill("10", n),
    "symbols": lambda n: _fill("♠♥", n, "A"),
}


@cache
def _valid() -> dict[str, Any]:
    g = Game("klondike", seed=11, draw_count=1)
    for _ in range(20):
        g.play(g.legal_moves()[0])
    g.comments[1] = "a comment"
    return to_record(g, result=False, player="fuzz")


def _with(**fields: Any) -> dict[str, Any]:
    rec = json.loads(json.dumps(_valid()))
    rec.update(fields)
    return rec


RECORD_TEXTS: dict[str, Callable[[int], str]] = {
    "deep arrays": lambda n: "[" * n,
    "deep objects": lambda n: _fill('{"a":', n),
    "long number": lambda n: _fill("7", n),
    "escapes": lambda n: '"' + _fill("\\u0000", n) + '"',
    "deep meta": lambda n: json.dumps(_with(meta=0)).replace(
        '"meta": 0', '"meta": ' + "[" * (n // 2) + "]" * (n // 2)
    ),
    "one move of spaces": lambda n: json.dumps(_with(moves=["t1" + " " * n + "t2"])),
    "many junk moves": lambda n: json.dumps(_with(moves=["t1" + " " * 40 + "t2"] * (n // 46))),
    "junk deck": lambda n: json.dumps(_with(deck=["ZZ "] * (n // 7))),
    "long field values": lambda n: json.dumps(_with(variant="k" * n)),
    "long unknown key": lambda n: json.dumps(_with(**{"x" * n: 1})),
    "many options": lambda n: json.dumps(_with(options={f"o{i}": i for i in range(n // 12)})),
    "long comment": lambda n: json.dumps(_with(moves=[{"move": "s-w", "comment": "c" * n}])),
}


# ---------------------------------------------------------------- item 1
def test_item1_move_notation_backtracking_is_gone():
    text = "t1" + " " * 800 + "t2" + " " * 800 + "!"
    runs = _times(Move.parse, text, 20)
    assert min(runs) < 0.001 and max(runs) < LIMIT_S  # 5-8 s before the fix
    with pytest.raises(InvalidMoveError, match=r"1605 characters, a move is at most 64"):
        Move.parse(text)
    # the error quotes the start of the text only
    with pytest.raises(InvalidMoveError) as info:
        Move.parse("t1" + " " * 60000 + "!")
    assert len(str(info.value)) < 400


def test_item1_every_reader_of_move_text_is_fast(tmp_path):
    bad = "t1" + " " * 3000 + "t2" + " " * 3000 + "!"
    g = Game("klondike", seed=3)
    for call in (g.play, g.explain, g.is_legal):
        assert _cpu(lambda c=call: c(bad)) < LIMIT_S, call
    text = json.dumps(_with(moves=[bad]))
    path = tmp_path / "slow.json"
    path.write_text(text, encoding="utf-8")
    for read in (from_record, Game.from_record, Replay):
        with pytest.raises(RecordError, match="move 1"):
            read(text)
        assert _cpu(lambda r=read: r(text)) < LIMIT_S, read
    with pytest.raises(RecordError, match="move 1"):
        sw.load(path)
    assert _cpu(lambda: sw.load(path)) < LIMIT_S


def test_item1_the_notation_is_unchanged_for_real_moves():
    for text, canonical in [
        ("T3 F1", "t3-f1"),
        ("t3>f1", "t3-f1"),
        ("waste->f1", "w-f1"),
        ("t2-t5*3", "t2-t5x3"),
        (" t2 , t5 X 12 ", "t2-t5x12"),
        ("stockwaste", "s-w"),
        ("st", "s-t"),
        ("t16-t", "t16-t"),
        ("t12f8", "t12-f8"),
    ]:
        assert str(Move.parse(text)) == canonical, text
    for text in ["t1-t2x1234", "t1-t2x", "t-f1", "ſ-w", "t1\u212a", "t1 t2 t3", "t0-f1"]:
        with pytest.raises(InvalidMoveError):
            Move.parse(text)
    with pytest.raises(InvalidMoveError, match="pile id"):
        Move("t3\n", "f1")  # a pattern's "$" once let a trailing newline through


#: The notation's former pattern (nested optional whitespace: cubic backtracking),
#: kept here as the specification the scanner must agree with on short texts.
_OLD_PILE = r"(stock|waste|tableau|[swt]|[ft][1-9][0-9]?)"
_OLD_MOVE = re.compile(
    rf"^\s*{_OLD_PILE}\s*(?:->|-|>|,|\s)?\s*{_OLD_PILE}\s*(?:[x*×/]\s*([0-9]{{1,3}}))?\s*$",
    re.IGNORECASE,
)
_GRAMMAR = ["s", "t", "w", "f", "T", "S", "1", "2", "9", "0", "x", "*", "×", "/", "-", ">", ","]
_GRAMMAR += [" ", "\t", "\n", "\u3000", "stock", "waste", "tableau", "->", "X", "!"]


@settings(max_examples=500, deadline=None)
@given(st.lists(st.sampled_from(_GRAMMAR), max_size=8).map("".join))
@example("t1-t2x0")
@example("t-f1")
@example("stockwaste")
@example("t12f8x104")
def test_item1_the_scanner_reads_what_the_former_pattern_read(text):
    m = _OLD_MOVE.match(text)
    try:
        move = Move.parse(text)
    except InvalidMoveError:
        # refused where the pattern matched: only a move from the whole tableau, or x0
        assert (
            m is None
            or m.group(1).lower() in ("t", "tableau")
            or m.group(3)
            in (
                "0",
                "00",
                "000",
            )
        ), text
        return
    assert m is not None, text
    long = {"s": "stock", "w": "waste", "t": "tableau"}
    assert move.src == long.get(m.group(1).lower(), m.group(1).lower())
    assert move.dst == long.get(m.group(2).lower(), m.group(2).lower())
    assert move.count == (int(m.group(3)) if m.group(3) else 1)


# ---------------------------------------------------------------- item 4
DANGEROUS = [
    "</script>",
    "</SCRIPT ",
    "<!--",
    "-->",
    "]]>",
    "<script>",
    "&amp;",
    "\u2028",
    "\u2029",
]


def _page_data(page: str) -> str:
    """The JSON text of the page's data element, cut out exactly as an HTML tokenizer does.

    In a script element's text only ``<`` can start a tag, a comment or the element's end
    (HTML Living Standard, "script data state"), so with no ``<`` in the text the element
    ends at the first ``</script>``; the check below insists on that.
    """
    opening = '<script type="application/json" id="solitaire-replay-data">'
    start = page.index(opening) + len(opening)
    end = page.index("</script>", start)
    payload = page[start:end]
    assert "<" not in payload and "\r" not in payload and "\x00" not in payload
    return payload


class _ScriptText(html.parser.HTMLParser):
    """What Python's HTML parser sees as the data element's text (a second tokenizer)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.inside = False
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.inside = tag == "script" and ("id", "solitaire-replay-data") in attrs

    def handle_endtag(self, tag: str) -> None:
        self.inside = False

    def handle_data(self, data: str) -> None:
        if self.inside:
            self.text.append(data)


def _replay_with_texts(comment: str, **meta: str) -> Replay:
    g = Game("klondike32", seed=7)
    g.play(g.legal_moves()[0])
    g.play(g.legal_moves()[0])
    g.comments = {0: comment, 1: comment[::-1]}
    g.meta = dict(meta)
    return Replay(g)


def _check_page(r: Replay, title: str | None = None) -> None:
    page = html_page(r, lang="it", title=title)
    payload = _page_data(page)
    parser = _ScriptText()
    parser.feed(page)
    assert "".join(parser.text) == payload
    expected = json.loads(json.dumps(replay_frames(r, "it")))
    assert json.loads(payload) == expected
    page.encode("utf-8")  # to_html writes UTF-8: nothing unencodable is left
    head = page[: page.index("<body>")]
    assert head.count("<title>") == 1 and head.count("</title>") == 1


def test_item4_html_comment_opener_in_any_text_keeps_the_page_json():
    for text in DANGEROUS + ["".join(DANGEROUS)]:
        r = _replay_with_texts(text, title=text, player=text, intro=text)
        _check_page(r)
        _check_page(r, title=text)
    # the original report: a comment with "<!--" made the payload "<\!--", not JSON
    page = html_page(_replay_with_texts("wait <!-- here"), lang="en")
    assert expand_frames(json.loads(_page_data(page)))["parts"][1]["comment"] == "wait <!-- here"


def _samples_by_category(per_category: int = 24) -> dict[str, list[str]]:
    """Code points 0..0x10FFFF grouped by Unicode category, a seeded sample of each."""
    groups: dict[str, list[int]] = {}
    for cp in range(sys.maxunicode + 1):
        groups.setdefault(unicodedata.category(chr(cp)), []).append(cp)
    rnd = random.Random(9)
    out = {}
    for cat, cps in groups.items():
        pick = {cps[0], cps[-1], *rnd.sample(cps, min(per_category, len(cps)))}
        out[cat] = [chr(cp) for cp in sorted(pick)]
    return out


def test_item4_escaping_holds_for_every_character_category():
    samples = _samples_by_category()
    assert {"Cc", "Cs", "Co", "Cn", "Zl", "Zp", "Lu", "So", "Mn"} <= set(samples)
    for cat, chars in samples.items():
        text = "".join(c + DANGEROUS[i % len(DANGEROUS)] for i, c in enumerate(chars))
        data = {"category": cat, "text": text, "list": chars, text: [text]}
        payload = script_json(data)
        assert not re.search(r"[<>&\u2028\u2029\ud800-\udfff]", payload), cat
        assert json.loads(payload) == data, cat
        payload.encode("utf-8")  # lone surrogates are escaped, so the page can be written
        r = _replay_with_texts(text, title=text, player=text, intro=text)
        _check_page(r)


def test_item4_a_record_with_any_text_is_saved_and_read_back(tmp_path):
    """Lone surrogates come in through JSON escapes; the record writer keeps them escaped,
    and the reader makes each U+FFFD (a widget can't send one, nor the library store it:
    test_record, surrogate); every other text comes back exactly."""
    texts = ["a\ud800b", "\udfff", "<!--</script>", "\u2028", "\x00", "🂡"]
    g = Game("klondike", seed=2)
    for _ in texts:
        g.play(g.legal_moves()[0])
    g.comments = dict(enumerate(texts))
    g.meta = {"title": "".join(texts)}
    path = tmp_path / "any.json"
    sw.save(g, path)
    back = sw.load(path)
    read = ["a\ufffdb", "\ufffd", *texts[2:]]
    assert back.comments == dict(enumerate(read)) and back.meta == {"title": "".join(read)}
    assert json.loads(path.read_text(encoding="utf-8"))["meta"]["title"] == "".join(texts)


def test_item4_script_json_refuses_what_json_parse_would_refuse():
    with pytest.raises(ValueError, match="not JSON"):
        script_json({"x": float("nan")})


@pytest.mark.browser
def test_item4_browser_opens_a_page_whose_texts_hold_every_dangerous_substring(page, tmp_path):
    nasty = "".join(DANGEROUS) + " <script>window.pwned=1</script> é 🂡 \u0000 end"
    r = _replay_with_texts(nasty, title=nasty, player=nasty, intro=nasty)
    path = r.to_html(tmp_path / "nasty.html", lang="en", title=nasty)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.context.route(
        "**/*", lambda rt: rt.continue_() if rt.request.url.startswith("file:") else rt.abort()
    )
    page.goto(pathlib.Path(path).as_uri())
    page.wait_for_function("window.replay !== undefined")
    data = page.evaluate("JSON.parse(document.getElementById('solitaire-replay-data').textContent)")
    assert expand_frames(data)["parts"][1]["comment"] == nasty
    assert data["meta"] == {"title": nasty, "player": nasty, "intro": nasty}
    assert page.evaluate("window.pwned") is None
    assert "</script>" in page.title() and "<!--" in page.title()
    page.keyboard.press("ArrowRight")
    shown = page.locator(".solitaire-replay-comment").text_content()
    assert "</script>" in shown and "<!--" in shown
    assert errors == []


# ---------------------------------------------------------------- item 8
def test_item8_replay_of_json_text_that_is_not_an_object_is_a_clear_error():
    for text in ["[]", "  [1, 2]", "\n[{}]"]:
        with pytest.raises(RecordError, match="a record is a JSON object, not list"):
            Replay(text)
        with pytest.raises(RecordError, match="not list"):
            sw.load(text)


def test_item8_one_dispatch_rule_for_record_sources(tmp_path):
    rec = _valid()
    path = tmp_path / "g.json"
    path.write_text(json.dumps(rec), encoding="utf-8")
    key = from_record(rec).state_key()
    for src in [rec, json.dumps(rec), " \n" + json.dumps(rec), json.dumps(rec).encode(), path]:
        assert from_source(src).state_key() == key
        assert sw.load(src).state_key() == key
        assert Replay(src).seek(-1).game.state_key() == key
    # any other text is a path: a missing file is a RecordError naming it
    with pytest.raises(RecordError, match="nope.json: can't read the record file"):
        sw.load(tmp_path / "nope.json")
    with pytest.raises(RecordError, match="can't read"):
        Replay("x" * 5000)  # "File name too long" is now a RecordError with the name clipped


@pytest.mark.parametrize("source", [0, 1, 3.5, None, object(), ["x"]])
def test_item8_load_refuses_descriptors_and_other_types(source):
    with pytest.raises(RecordSourceError, match="not "):
        sw.load(source)
    assert issubclass(RecordSourceError, ValueError)


def _in_thread(fn: Callable[[], Any], timeout: float = 5.0) -> BaseException | None:
    """Run ``fn`` in a daemon thread: a regression that blocks fails instead of hanging."""
    box: list[BaseException | None] = []

    def target() -> None:
        try:
            fn()
        except BaseException as exc:  # noqa: BLE001 - handed back to the test
            box.append(exc)
        else:
            box.append(None)

    t = threading.Thread(target=target, daemon=True)
    t.start()
    t.join(timeout)
    assert not t.is_alive(), "blocked: the reader waited on a FIFO or device"
    return box[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_item8_load_refuses_fifos_devices_and_directories(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    err = _in_thread(lambda: sw.load(fifo))
    assert isinstance(err, RecordError) and "FIFO" in str(err)
    err = _in_thread(lambda: Replay(str(fifo)))
    assert isinstance(err, RecordError) and "FIFO" in str(err)
    for device in ["/dev/zero", "/dev/null", "/dev/urandom"]:
        if os.path.exists(device):
            err = _in_thread(lambda d=device: sw.load(d))
            assert isinstance(err, RecordError) and "device" in str(err), device
    with pytest.raises(RecordError, match="directory"):
        sw.load(tmp_path)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_item8_a_fifo_swapped_in_after_the_check_is_caught_on_the_open_file(tmp_path, monkeypatch):
    regular = tmp_path / "regular.json"
    regular.write_text("{}", encoding="utf-8")
    fifo = tmp_path / "swapped.json"
    os.mkfifo(fifo)
    real_stat = os.stat
    # the check sees a regular file; by the open, it is a FIFO (the race, made certain)
    monkeypatch.setattr(record_mod.os, "stat", lambda p, *a, **k: real_stat(regular))
    err = _in_thread(lambda: sw.load(fifo))
    assert isinstance(err, RecordError) and "FIFO" in str(err)


def test_item8_load_reads_at_most_the_byte_cap(tmp_path, monkeypatch):
    path = tmp_path / "big.json"
    path.write_text(json.dumps(_valid()) + " " * 5000, encoding="utf-8")
    monkeypatch.setattr(record_mod, "MAX_BYTES", 4000)
    with pytest.raises(RecordError, match="more than the 4000"):
        sw.load(path)
    # a file that grows after the size check is still cut at the cap while reading
    real_stat = os.stat
    small = tmp_path / "small.json"
    small.write_text("{}", encoding="utf-8")
    monkeypatch.setattr(record_mod.os, "stat", lambda p, *a, **k: real_stat(small))
    monkeypatch.setattr(record_mod.os, "fstat", lambda fd: real_stat(small))
    with pytest.raises(RecordError, match="more than the 4000 bytes"):
        sw.load(path)


@pytest.mark.parametrize("deck", [5, 3.5, b"AS KS", {"AS": 1}, object()])
def test_item8_game_with_a_deck_of_the_wrong_type_is_a_value_error(deck):
    with pytest.raises(ValueError, match="deck: cards are given as text .* not "):
        Game("klondike", deck=deck)


def test_item8_max_redeals_is_bounded_and_documented():
    with pytest.raises(ValueError, match=f"0..{MAX_REDEALS}, not an integer of 333 bits"):
        Game("klondike", max_redeals=10**100)
    with pytest.raises(ValueError, match="max_redeals"):
        rules_for("klondike32", max_redeals=MAX_REDEALS + 1)
    assert rules_for("klondike", max_redeals=MAX_REDEALS).max_redeals == MAX_REDEALS
    option = next(o for o in sw.find_variant("klondike").options if o.name == "max_redeals")
    assert str(MAX_REDEALS) in option.doc and str(MAX_REDEALS) in option.accepts
    rec = _with(options={**_valid()["options"], "max_redeals": 10**100})
    with pytest.raises(RecordError, match="record field 'options'"):
        from_record(rec)


def _nested(depth: int) -> Any:
    value: Any = "leaf"
    for _ in range(depth):
        value = {"a": value}
    return value


def test_item8_deep_meta_is_refused_at_validation_not_in_to_html(tmp_path):
    deep = _nested(100_000)
    with pytest.raises(RecordError, match=f"'meta': nested more than {MAX_DEPTH} levels"):
        from_record(_with(meta=deep))
    with pytest.raises(RecordError, match="nested more than"):
        Replay(_with(meta=deep))
    text = json.dumps(_with(meta=0)).replace('"meta": 0', '"meta": ' + "[" * 100_000)
    with pytest.raises(RecordError):
        sw.load(text)
    # at the cap it loads, and exports
    ok = _with(meta={"title": "ok", "deep": _nested(MAX_DEPTH - 2)})
    r = Replay(ok)
    assert json.loads(_page_data(html_page(r)))["meta"]["deep"] == ok["meta"]["deep"]
    loop: dict[str, Any] = {}
    loop["self"] = loop
    with pytest.raises(RecordError, match="nested more than"):
        from_record(_with(meta=loop))


@pytest.mark.parametrize(
    ("meta", "problem"),
    [
        ({"x": float("nan")}, "not a JSON number"),
        ({"x": [float("inf")]}, "not a JSON number"),
        ({1: "x"}, "keys are text"),
        ({"x": {1, 2}}, "not set"),
        ({"x": 10**5000}, "too long a number"),
    ],
)
def test_item8_meta_must_be_plain_json(meta, problem):
    with pytest.raises(RecordError, match=problem):
        from_record(_with(meta=meta))


def test_item8_wrong_types_at_every_entry_point_are_value_errors():
    calls: list[Callable[[], Any]] = [
        lambda: Move.parse(5),
        lambda: Move(5, "t1"),
        lambda: Card.parse(None),
        lambda: Card.parse("Q" * 100),
        lambda: Game(5),
        lambda: Game("klondike", seed="x"),
        lambda: Game("klondike", draw_count=[1]),
        lambda: Game("klondike", **{"x" * 100_000: 1}),
        lambda: sw.find_variant(["klondike"]),
        lambda: from_record(5),
        lambda: loads(5),
        lambda: from_record({**_valid(), "result": ["won"]}),
        lambda: from_record({**_valid(), "moves": [{"move": "s-w", "comment": 5}]}),
        lambda: Replay(42),
    ]
    for call in calls:
        with pytest.raises(ValueError) as info:
            call()
        assert len(str(info.value)) < 2000


def test_numbers_too_long_to_print_get_a_clear_error_at_every_entry_point(tmp_path):
    # Python refuses to print an int of over 4,300 digits: every message names it by its
    # size (errors.clip) instead of failing with Python's own digit-limit error
    huge = 10**5000
    g = Game("klondike", seed=1)
    r = Replay(g)
    calls: list[Callable[[], Any]] = [
        lambda: Game("klondike", seed=huge),
        lambda: Game("klondike", seed=-huge),
        lambda: Game("klondike", max_redeals=huge),
        lambda: Move("t1", "t2", count=huge),
        lambda: Card(huge, "S"),
        lambda: g.stuck_within(-huge),
        lambda: g.stuck_within(-1),
        lambda: r.seek(huge),
        lambda: r.move(huge),
        lambda: sw.solve(g, huge * -1),
        lambda: sw.solve(g, {"states": huge}),
        lambda: sw.svg(g, width=huge),
        lambda: sw.winnability("klondike", deals=huge, progress=False),
        lambda: r.to_html(tmp_path / "r.html", interval=huge),
        lambda: sw.edit("klondike", seed=huge),
        lambda: sw.edit("klondike", seed=1).flip("t3", huge),
    ]
    for call in calls:
        with pytest.raises((ValueError, IndexError)) as info:
            call()
        assert "4300" not in str(info.value) and len(str(info.value)) < 2000
    assert not list(tmp_path.iterdir())


def test_a_long_or_odd_argument_is_quoted_short_in_every_message():
    # each of these quoted the whole value (100,000 characters) or failed on a huge int
    long = "x" * 100_000
    g = Game("klondike", seed=1)
    r = Replay(g)
    calls: list[Callable[[], Any]] = [
        lambda: Game("klondike", seed=long),
        lambda: Game("klondike", lang=long),
        lambda: Game("klondike", lang=10**5000),
        lambda: sw.rules("klondike", lang=long),
        lambda: sw.example_record(long),
        lambda: r.to_record(line=long),
        lambda: r.narration(lang=10**5000),
        lambda: sw.hint(long),
        lambda: sw.hint(None),
    ]
    for call in calls:
        with pytest.raises(ValueError) as info:
            call()
        text = str(info.value)
        assert "4300" not in text and len(text) < 500, text[:200]


#: one hostile value per kind, put in turn into every parameter of the sweep below
HOSTILE_ARGS: dict[str, Any] = {
    "huge": 10**5000,
    "-huge": -(10**5000),
    "2**64": 2**64,
    "-1": -1,
    "nan": float("nan"),
    "inf": float("inf"),
    "-inf": float("-inf"),
    "long text": "x" * 100_000,
    "bytes": b"\xff" * 100,
    "None": None,
    "True": True,
    "list": [1] * 10,
    "dict": {"a": 1},
    "object": object(),
}
#: values that are valid and slow on purpose: a budget past any limit is no limit (the
#: search then runs as long as it takes), no executor starts a pool of processes
SLOW_BY_DESIGN = {("budget", "huge"), ("budget", "2**64"), ("budget", "inf"), ("executor", "None")}


def _api_calls(
    tmp: pathlib.Path, pool: ThreadPoolExecutor
) -> list[tuple[str, Callable[..., Any], dict[str, Any]]]:
    """Public callables and methods with a valid argument for every parameter (the widgets'
    traits have their own sweep, below)."""
    g = Game("klondike", seed=1)
    g.play("s-w")
    r = Replay(g)
    budget = {"states": 200}
    editor = sw.edit("klondike", seed=1)
    exercise = sw.Exercise(g, "illegal", moves=["w-s", "w-t1"], budget=budget)
    sheet = sw.Worksheet([exercise], budget=budget)
    library = MemoryLibrary()
    game_id = library.track(g)
    widget = sw.SolitaireWidget("klondike", seed=1, library=None, live_status=False)
    replay_widget = sw.ReplayWidget(g)
    fresh_editor = sw.edit("klondike", seed=1)  # the calls above change the other's position
    return [
        ("Game", Game, {"variant": "klondike", "seed": 1, "lang": "en"}),
        ("Card", Card, {"rank": 1, "suit": "S"}),
        ("Move", Move, {"src": "t1", "dst": "t2", "count": 1}),
        ("Replay", Replay, {"source": g, "lang": "en"}),
        ("Exercise", sw.Exercise, {"position_or_game": g, "question": "illegal",
                                   "moves": ["w-s", "w-t1"], "budget": budget, "lang": "en"}),
        ("solve", sw.solve, {"game": g, "budget": budget}),
        ("hint", sw.hint, {"game": g, "budget": budget}),
        ("svg", sw.svg, {"game": g, "width": 300}),
        ("text", sw.text, {"game": g}),
        ("rules", sw.rules, {"variant": "klondike", "lang": "en"}),
        ("find_variant", sw.find_variant, {"name": "klondike"}),
        ("example_record", sw.example_record, {"name": sw.lessons()[0]}),
        ("from_record", sw.from_record, {"record": to_record(g)}),
        ("save", sw.save, {"game": g, "path": tmp / "g.json"}),
        ("load", sw.load, {"path": tmp / "g.json"}),
        ("Game.play", g.copy().play, {"move": "w-t1"}),
        ("Game.is_legal", g.is_legal, {"move": "w-t1"}),
        ("Game.hint", g.hint, {"budget": budget}),
        ("Game.stuck_within", g.stuck_within, {"limit": 10}),
        ("Replay.seek", r.seek, {"i": 0}),
        ("Replay.move", r.move, {"i": 1}),
        ("Replay.comment", r.comment, {"text": "c"}),
        ("Replay.narration", r.narration, {"i": 0, "lang": "en"}),
        ("Replay.to_record", r.to_record, {"line": "main"}),
        ("Replay.to_html", r.to_html, {"path": tmp / "r.html", "interval": 900}),
        ("Replay.to_svg_frames", r.to_svg_frames, {"directory": tmp / "f", "width": 300,
                                                   "prefix": "frame"}),
        ("Replay.to_gif", r.to_gif, {"path": tmp / "r.gif", "duration": 900}),
        ("PositionEditor.flip", editor.flip, {"pile": "t3", "index": 2}),
        ("PositionEditor.move", editor.move, {"src": "t3", "dst": "t4", "index": 2,
                                              "count": 1, "at": None}),
        ("PositionEditor.set_counter", editor.set_counter, {"value": 0}),
        ("Worksheet", sw.Worksheet, {"exercises": [exercise], "budget": budget, "lang": "en"}),
        ("Worksheet.exercise", sheet.exercise, {"i": 0}),
        ("Worksheet.judge", sheet.judge, {"i": 0, "answer": "w-s"}),
        ("Worksheet.html_page", sheet.html_page, {"lang": "nl"}),
        ("Worksheet.to_html", sheet.to_html, {"path": tmp / "ws.html", "lang": "it"}),
        ("Worksheet.save", sheet.save, {"path": tmp / "ws.json"}),
        ("Worksheet.summary", sw.Worksheet.summary, {"answers": [], "worksheet": sheet,
                                                     "lang": "pt"}),
        ("Exercise.check", exercise.check, {"answer": "w-s"}),
        ("Exercise.question_text", exercise.question_text, {"lang": "nl"}),
        ("Library.record", library.record, {"game_id": game_id}),
        ("Library.resume", library.resume, {"game_id": game_id}),
        ("Library.stats", library.stats, {"variant": "klondike"}),
        ("winnability", sw.winnability, {"variant": "klondike", "deals": 1, "budget": budget,
                                         "executor": pool, "progress": False}),
        ("winnability_study", sw.winnability_study, {"variant": "klondike", "directory": tmp / "s",
                                                     "deals": 1, "budget": budget, "chunk": 1,
                                                     "executor": pool, "progress": False}),
        ("load_study", sw.load_study, {"directory": tmp / "s"}),
        ("library", sw.library, {"path": tmp / "lib.sqlite3"}),
        # the widgets: made without a library or a live status (no process, no user file)
        ("play", sw.play, {"variant": "klondike", "seed": 1, "lang": "en", "library": None,
                           "live_status": False}),
        ("SolitaireWidget", sw.SolitaireWidget, {
            "game_or_variant": "klondike", "seed": 1, "lang": "en", "library": None,
            "show_targets": True, "animate": True, "card_back": "blue", "four_colour": False,
            "large_print": False, "theme": "auto", "live_status": False, "autodrop": "off",
            "scoring": "none", "teacher": False}),
        ("SolitaireWidget.new_deal", widget.new_deal, {"seed": 2}),
        ("SolitaireWidget.play", widget.play, {"move": "s-w"}),
        ("SolitaireWidget.comment", widget.comment, {"text": "c", "move": None}),
        ("SolitaireWidget.on_move", widget.on_move, {"callback": print, "remove": False}),
        ("ReplayWidget", sw.ReplayWidget, {"source": g, "lang": "en", "show_face_down": False,
                                           "interval": 900}),
        ("ReplayWidget.seek", replay_widget.seek, {"i": 0}),
        ("edit", sw.edit, {"source": "klondike", "lang": "en", "seed": 1}),
        ("PositionEditor.exercise", fresh_editor.exercise, {"question": "keeps_winnable",
                                                            "budget": budget}),
    ]  # fmt: skip


def test_every_entry_point_meets_hostile_arguments_with_a_short_clear_error(tmp_path):
    # every parameter of every call above gets each hostile value in turn; the call may
    # take it (a lenient reading) or refuse it, but only with the ValueError family
    # (TypeError/IndexError/KeyError where Python's own protocols say so, TraitError for a
    # widget's trait, OSError for a path), a message under 2,000 characters that is not
    # Python's digit-limit one, at once (a hang or a runaway search would show as a
    # wall-clock overrun) and in little memory (a list built from a huge number would
    # show in the traced peak)
    failures = []
    tracemalloc.start()
    try:
        with ThreadPoolExecutor(1) as pool:
            _sweep(tmp_path, pool, failures)
    finally:
        tracemalloc.stop()
    assert not failures, "\n".join(failures)


def _sweep(tmp_path: pathlib.Path, pool: ThreadPoolExecutor, failures: list[str]) -> None:
    for label, fn, valid in _api_calls(tmp_path, pool):
        fn(**valid)  # the valid call works
        for param in valid:
            for kind, value in HOSTILE_ARGS.items():
                if (param, kind) in SLOW_BY_DESIGN:
                    continue
                allowed: tuple[type[BaseException], ...] = (
                    ValueError, TypeError, IndexError, KeyError, traitlets.TraitError,
                )  # fmt: skip
                if param in ("path", "directory"):
                    allowed += (OSError,)
                tracemalloc.reset_peak()
                base = tracemalloc.get_traced_memory()[0]
                t0 = time.perf_counter()
                try:
                    fn(**{**valid, param: value})
                    text = ""
                except allowed as exc:
                    # an OSError too: the package names the file clipped (_files.naming)
                    text = str(exc)
                except Exception as exc:  # noqa: BLE001 - the failure this test looks for
                    failures.append(f"{label}({param}={kind}): {type(exc).__name__}: {exc}"[:300])
                    continue
                took = time.perf_counter() - t0
                grew = tracemalloc.get_traced_memory()[1] - base
                if "4300" in text or len(text) >= 2000 or took > WALL_S or grew > PEAK_BYTES:
                    failures.append(
                        f"{label}({param}={kind}): {took:.1f} s, {grew / 1e6:.1f} MB, {text[:200]}"
                    )


def test_a_file_is_written_whole_or_not_at_all(tmp_path):
    g = Game("klondike", seed=1)
    path = tmp_path / "g.json"
    sw.save(g, path)
    before = path.read_bytes()
    with pytest.raises(UnicodeEncodeError):  # fails half-way through the write
        _files.write_text(path, "{}" * 1000 + "\ud800")
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"]  # no temporary file left


def test_a_file_written_beside_a_tmp_name_leaves_it_and_its_link_alone(tmp_path):
    # the temporary file was <target>.tmp: a user's file of that name was overwritten and
    # then deleted, and a link of that name was written through (the page landed in the
    # linked file, elsewhere)
    mine = tmp_path / "page.html.tmp"
    mine.write_text("my notes", encoding="utf-8")
    elsewhere = tmp_path / "elsewhere.txt"
    elsewhere.write_text("untouched", encoding="utf-8")
    (tmp_path / "game.json.tmp").symlink_to(elsewhere)
    Replay(Game("klondike", seed=1)).to_html(tmp_path / "page.html")
    sw.save(Game("klondike", seed=1), tmp_path / "game.json")
    assert mine.read_text(encoding="utf-8") == "my notes"
    assert elsewhere.read_text(encoding="utf-8") == "untouched"
    assert not (tmp_path / "game.json").is_symlink() and sw.load(tmp_path / "game.json")
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["elsewhere.txt", "game.json", "game.json.tmp", "page.html", "page.html.tmp"]


def _sheet() -> sw.Worksheet:
    g = Game("klondike", seed=1)
    g.play("s-w")
    return sw.Worksheet([sw.Exercise(g, "illegal", moves=["w-s", "w-t1"], budget={"states": 200})])


@pytest.mark.parametrize(
    "write",
    [
        lambda p: sw.save(Game("klondike", seed=1), p),
        lambda p: Replay(Game("klondike", seed=1)).to_html(p),
        lambda p: Replay(Game("klondike", seed=1)).to_svg_frames(p),
        lambda p: _sheet().save(p),
    ],
    ids=["save", "to_html", "to_svg_frames", "worksheet"],
)
def test_an_os_error_names_the_file_once_and_short(write, tmp_path):
    missing = tmp_path / "file" / "x.json"
    (tmp_path / "file").write_text("a file, not a folder")
    with pytest.raises(OSError) as info:
        write(missing)
    assert isinstance(info.value, (FileExistsError, NotADirectoryError))  # the system's kind
    assert str(info.value).count(str(tmp_path)) == 1, str(info.value)
    long = tmp_path / ("x" * 100_000)
    with pytest.raises(OSError) as info:
        write(long)
    assert len(str(info.value)) < 400 and "100" in str(info.value)


def _widgets() -> dict[type, Any]:
    """One of each widget class the package defines, on a game with moves."""
    g = Game("klondike", seed=1)
    g.play("s-w")
    made = [sw.SolitaireWidget(), ReplayWidget(g), sw.edit("klondike", seed=1)]
    # anywidget makes a subclass per instance: the class is the package's one above it
    return {type(w).__mro__[1]: w for w in made}


def test_every_widget_trait_meets_hostile_values_with_a_short_trait_error():
    # a trait set from Python, or synced from a browser, takes the value or refuses it
    # with a TraitError under 2,000 characters that is not Python's digit-limit message,
    # and a refusal changes nothing: neither the trait nor anything the widget publishes
    widgets = _widgets()
    defined = {
        cls
        for module in (sw.widget, sw.replay_widget, sw.editor)
        for cls in vars(module).values()
        if isinstance(cls, type) and issubclass(cls, anywidget.AnyWidget)
        and cls.__module__ == module.__name__
    }  # fmt: skip
    assert defined == set(widgets), "a widget class the sweep does not make"
    inherited = set(anywidget.AnyWidget.class_trait_names())
    failures, swept = [], 0
    for cls, w in widgets.items():
        names = [n for n in w.trait_names() if n not in inherited and not n.startswith("_")]
        for name in names:
            for kind, value in {**HOSTILE_ARGS, "bytes": b"\xff" * 100_000}.items():
                before, state = getattr(w, name), w.get_state()
                swept += 1
                try:
                    setattr(w, name, value)
                except traitlets.TraitError as exc:
                    text = str(exc)
                    if "4300" in text or len(text) >= 2000:
                        failures.append(f"{cls.__name__}.{name}={kind}: {text[:200]}")
                    if getattr(w, name) != before or w.get_state() != state:
                        failures.append(f"{cls.__name__}.{name}={kind}: refused, yet changed")
                except Exception as exc:  # noqa: BLE001 - the failure this test looks for
                    failures.append(
                        f"{cls.__name__}.{name}={kind}: {type(exc).__name__}: {exc}"[:300]
                    )
                else:
                    setattr(w, name, before)
    assert swept > 300
    assert not failures, "\n".join(failures)


# ---------------------------------------------------------------- bounds
@pytest.mark.parametrize("name", sorted(MOVE_TEXTS))
def test_bounds_move_parse(name):
    check_bounds(Move.parse, MOVE_TEXTS[name])


@pytest.mark.parametrize("name", sorted(CARD_TEXTS))
def test_bounds_card_parse(name):
    check_bounds(Card.parse, CARD_TEXTS[name])


def test_bounds_deck_text():
    check_bounds(lambda text: Game("klondike", deck=text), lambda n: _fill("AS ", n))


@pytest.mark.parametrize("name", sorted(RECORD_TEXTS))
def test_bounds_record_text(name):
    check_bounds(from_record, RECORD_TEXTS[name], n=3)


@pytest.mark.parametrize("name", ["deep arrays", "one move of spaces", "junk deck", "deep meta"])
def test_bounds_record_file_and_replay(name, tmp_path):
    def from_file(text: str) -> Any:
        path = tmp_path / f"r{len(text)}.json"
        path.write_text(text, encoding="utf-8")
        return sw.load(path)

    check_bounds(from_file, RECORD_TEXTS[name], n=3)
    check_bounds(Replay, RECORD_TEXTS[name], n=3)


def test_bounds_valid_record_of_64_kb_loads_within_the_limit():
    g = Game("klondike", seed=1, draw_count=1)
    text = ""
    while len(text) < LARGE:  # draw and turn over: a legal game of any length
        for _ in range(100):
            g.play("s-w" if g.piles["stock"].cards else "w-s")
        text = json.dumps(to_record(g, result=False))
    assert len(text) < LARGE + 2000
    times = _times(from_record, text, 3)
    assert max(times) < LIMIT_S, f"{max(times) * 1e3:.0f} ms for {len(g.moves)} moves"
    assert from_record(text).state_key() == g.state_key()


@pytest.mark.parametrize(
    "make",
    [
        lambda n: {"draw_count": "x" * n},
        lambda n: {"max_redeals": 10 ** (n // 4)},
        lambda n: {f"o{i}": i for i in range(n // 8)},
        lambda n: {"empty_pile": ["king"] * (n // 8)},
    ],
)
def test_bounds_options(make):
    check_bounds(lambda opts: rules_for("klondike", **opts), make, n=3)
    check_bounds(lambda opts: from_record(_with(options=opts)), make, n=3)


def test_bounds_variant_name():
    check_bounds(sw.find_variant, lambda n: "k" * n)


# ---------------------------------------------------------------- properties
NEAR = list('stwfx*×/-> ,0123456789TJQKAHDCShdc♠♥[]{}":\\\t\n') + ["\u3000", "\u212a", "\x00"]
FAST = settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))


def _motif_text(prefix: str, motif: str, times: int, suffix: str) -> str:
    return prefix + motif * times + suffix


texts_of_motifs = st.builds(
    _motif_text,
    st.sampled_from(["", "t1", "t1-", "{", '{"moves":["', "Q", " "]),
    st.text(alphabet=st.sampled_from(NEAR), min_size=1, max_size=6),
    st.integers(1, LARGE // 6),
    st.sampled_from(["", "t2", "!", "x3", "]}", "\n"]),
)


def _bounded(fn: Callable[[Any], Any], text: str) -> None:
    elapsed = _cpu(lambda: fn(text))
    assert elapsed < LIMIT_S, f"{elapsed * 1e3:.0f} ms on {len(text)} characters"


@FAST
@given(texts_of_motifs)
def test_property_move_and_card_parsers_are_fast_on_repeated_motifs(text):
    _bounded(Move.parse, text)
    _bounded(Card.parse, text)


@FAST
@given(texts_of_motifs)
def test_property_record_readers_are_fast_on_repeated_motifs(text):
    _bounded(from_record, text)
    _bounded(Replay, "{" + text)  # forced to be JSON text, never a path
    _bounded(from_record, json.dumps(_with(moves=[text])))


def test_scaling_is_measured_on_the_median_too():
    """A second look at the notation bound with medians (guards against a lucky minimum)."""
    make = MOVE_TEXTS["spaces between piles"]
    small, large = make(SMALL), make(LARGE)
    m_small = statistics.median(_times(Move.parse, small, 15))
    m_large = statistics.median(_times(Move.parse, large, 15))
    assert m_large < SCALE * m_small + SLACK_S


@pytest.mark.parametrize("code", [-1, 52, 10**20, 1.0, "1", True, None])
def test_a_card_code_out_of_range_is_refused_by_name(code):
    # -1 gave K♣ and True 2♠ silently; 52 an IndexError, 1.0 a TypeError
    with pytest.raises(ValueError, match="a card code is a whole number from 0 to 51"):
        sw.Card.from_code(code)


def test_a_card_rank_is_a_number_not_a_bool():
    with pytest.raises(ValueError, match="rank must be 1..13, not True"):
        sw.Card(True, "S")
    assert sw.Card.from_code(0) == sw.Card(1, "S")


@pytest.mark.parametrize("value", ["yes", 1, None, [True]])
def test_winnable_is_a_bool(value):
    # "yes" was taken as True and started a solver search
    with pytest.raises(ValueError, match="winnable is True or False"):
        Game("klondike32", seed=1, winnable=value)
