"""The long fuzz run of issue 9: every parser against many hostile inputs, with bounds.

Each parser that reads outside input gets ``--n`` inputs: random text (log-uniform length
up to ``--max-bytes``), a short motif repeated to a large size (the shape that made the
move notation backtrack), and mutations of valid inputs (valid moves, cards, records and
option sets with characters inserted, deleted, replaced or duplicated, fields replaced by
junk JSON, nesting deepened, a record's moves repeated just past ``record.MAX_MOVES``).
For each input the run records

* an **undocumented exception**: anything that is not the ``ValueError`` family
  (``InvalidMoveError``, ``CardParseError``, ``RecordError``, ``IllegalMoveError``),
* a **slow** input: over ``--limit-ms`` (50 ms, the issue's bound) of the thread's CPU
  time, so that other processes on the machine don't count (timed twice before it is
  called slow); and a **blocked** one, over ``--wall-s`` (5 s) of wall clock,
* a **memory** failure: a traced peak over ``--peak-mb`` (measured on every
  ``--mem-every``-th input, since tracing slows the parser down),

and prints one row per parser. The worksheet parsers read a worksheet file (a dict or a
file: mutations of small worksheets of every question and of two saved by an older
version) and build its page in each language, and read a student's answers file into
the teacher's table; their documented refusal is ``WorksheetError``, and a page or table
that fails for an input the reader accepted is an undocumented exception whatever its
class (the reader should have refused it). Failing inputs are written to ``--out``
(JSON, one file per failure) so that each can be replayed. The exit status is 1 if anything failed.

Usage::

    python scripts/fuzz.py                      # 20,000 inputs per parser, seed 1
    python scripts/fuzz.py --n 2000 --seed 7 --parsers move,card
    python scripts/fuzz.py --n 20000 --parsers game.from_position
    python scripts/fuzz.py --n 3000 --parsers Worksheet
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import gc
import json
import math
import os
import platform
import random
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import solitaire_widget as sw  # noqa: E402
from solitaire_widget import Card, Game, Move  # noqa: E402
from solitaire_widget.i18n import LANGUAGES  # noqa: E402
from solitaire_widget.record import MAX_MOVES, from_record, to_record  # noqa: E402
from solitaire_widget.replay import Replay  # noqa: E402
from solitaire_widget.rulesets import VARIANTS, rules_for  # noqa: E402
from solitaire_widget.worksheet import Worksheet, WorksheetError  # noqa: E402

NEAR = list('stwfx*×/-> ,0123456789TJQKAHDCShdcjqka♠♥♦♣[]{}":\\\t\n\r') + [
    "stock",
    "waste",
    "tableau",
    "->",
    "\u212a",  # KELVIN SIGN: folds to k
    "\u017f",  # LONG S: folds to s
    "\u3000",  # ideographic space
    "\u2028",
    "\x00",
    "\ud800",  # a lone surrogate
    "<!--",
    "</script>",
]
VALID_MOVES = ["t3-f1", "w-t4", "t2-t5x3", "f2-t6", "s-w", "w-s", "s-t", "t16-t", "T3 > F1"]
VALID_CARDS = ["10♠", "TS", "10s", "qd", "A♥", "ah", "7C", "K♣", " j♢ "]


# ---------------------------------------------------------------- inputs
def _length(rnd: random.Random, max_bytes: int) -> int:
    return int(math.exp(rnd.uniform(0, math.log(max_bytes))))


def random_text(rnd: random.Random, max_bytes: int) -> str:
    n = _length(rnd, max_bytes)
    if rnd.random() < 0.5:
        return "".join(rnd.choice(NEAR) for _ in range(n))[:n]
    return "".join(chr(rnd.randrange(0x110000)) for _ in range(min(n, 4096)))


def motif_text(rnd: random.Random, max_bytes: int, heads: list[str]) -> str:
    motif = "".join(rnd.choice(NEAR) for _ in range(rnd.randint(1, 6)))
    times = max(1, _length(rnd, max_bytes) // len(motif))
    tail = rnd.choice(["", "!", "t2", "x3", "]}", "\n"])
    return (rnd.choice(heads) + motif * times)[: max_bytes - len(tail)] + tail


def mutate(text: str, rnd: random.Random, n: int, max_bytes: int) -> str:
    chars = list(text)
    for _ in range(n):
        op = rnd.randrange(5)
        pos = rnd.randrange(len(chars) + 1)
        if op == 0:
            chars[pos:pos] = list(rnd.choice(NEAR))
        elif op == 1 and chars:
            del chars[min(pos, len(chars) - 1)]
        elif op == 2 and chars:
            at = min(pos, len(chars) - 1)
            chars[at : at + 1] = list(rnd.choice(NEAR))
        elif op == 3:  # duplicate a chunk, many times
            chunk = chars[pos : pos + rnd.randint(1, 8)]
            chars[pos:pos] = chunk * rnd.randint(1, 2000)
        else:
            chars = chars[:pos] + chars[:pos]
        if len(chars) > max_bytes:
            chars = chars[:max_bytes]
    return "".join(chars)[:max_bytes]


def junk_json(rnd: random.Random, depth: int = 0) -> Any:
    kind = rnd.randrange(10 if depth < 4 else 7)
    if kind == 0:
        return None
    if kind == 1:
        return rnd.choice([True, False])
    if kind == 2:
        return rnd.choice([0, -1, 1, 2**63, 2**64, 10**30, rnd.randrange(-(10**6), 10**6)])
    if kind == 3:
        return rnd.choice([0.5, -0.0, 1e308, float("nan"), float("inf")])
    if kind in (4, 5, 6):
        return "".join(rnd.choice(NEAR) for _ in range(rnd.randint(0, 12)))
    if kind == 7:
        return [junk_json(rnd, depth + 1) for _ in range(rnd.randint(0, 4))]
    if kind == 8:  # deep nesting
        value: Any = "leaf"
        for _ in range(rnd.choice([10, 31, 33, 200, 5000])):
            value = [value] if rnd.random() < 0.5 else {"k": value}
        return value
    return {
        "".join(rnd.choice(NEAR) for _ in range(3)): junk_json(rnd, depth + 1)
        for _ in range(rnd.randint(0, 4))
    }


def valid_records(rnd: random.Random) -> list[dict[str, Any]]:
    out = []
    for variant in ("klondike32", "matrimony", "klondike"):
        for seed in range(3):
            g = Game(variant, seed=seed + 1)
            for _ in range(rnd.randint(0, 120)):
                moves = g.legal_moves()
                if not moves:
                    break
                g.play(rnd.choice(moves))
            if g.moves:
                g.comments[0] = "a comment <!-- with -->"
            out.append(to_record(g, result=False, player="fuzz", title="t"))
    return out


def mutate_record(rec: dict[str, Any], rnd: random.Random) -> dict[str, Any]:
    rec = copy.deepcopy(rec)
    keys = sorted(rec)
    kind = rnd.randrange(9)
    if kind == 0:
        rec.pop(rnd.choice(keys))
    elif kind == 1:
        rec[rnd.choice(keys)] = junk_json(rnd)
    elif kind == 2 and rec["deck"]:
        d = rec["deck"]
        d[rnd.randrange(len(d))] = rnd.choice([d[0], "2S", "ZZ", "", junk_json(rnd)])
    elif kind == 3 and rec["moves"]:
        mv = rec["moves"]
        k = rnd.randrange(len(mv))
        text = mv[k] if isinstance(mv[k], str) else mv[k]["move"]
        mv[k] = rnd.choice(
            [mutate(text, rnd, 3, 4096), junk_json(rnd), {"move": text, "comment": junk_json(rnd)}]
        )
    elif kind == 4:
        opts = rec.get("options") or {}
        opts[rnd.choice([*sorted(opts), "junk"])] = junk_json(rnd)
        rec["options"] = opts
    elif kind == 5:
        rec["meta"] = junk_json(rnd)
    elif kind == 6:
        rec["result"] = rnd.choice(["won", "stuck", "playing", "lost", junk_json(rnd)])
    elif kind == 7:
        rnd.shuffle(rec["moves"])
    else:  # just past the cap on moves (a dict: a text that long is past --max-bytes)
        mv = rec["moves"] or ["s-w"]
        rec["moves"] = (mv * (MAX_MOVES // len(mv) + 1))[: MAX_MOVES + rnd.randint(1, 3)]
    return rec


def record_text(
    rec: Any, rnd: random.Random, max_bytes: int, *, garble: float = 0.3, edits: int = 6
) -> str:
    """``rec`` as JSON text, garbled as text (1 to ``edits`` changes) with probability
    ``garble``; ``{}`` for a value JSON can't write."""
    try:
        text = json.dumps(rec, ensure_ascii=rnd.random() < 0.5)
    except (TypeError, ValueError, RecursionError):
        return "{}"
    if rnd.random() < garble:
        text = mutate(text, rnd, rnd.randint(1, edits), max_bytes)
    return text[:max_bytes]


# ---------------------------------------------------------------- the parsers
@dataclass
class Parser:
    name: str
    call: Callable[[Any], Any]
    make: Callable[[random.Random], Any]
    #: the documented refusal: anything else is an undocumented exception
    refusal: type[Exception] = ValueError


class AcceptedButBroken(RuntimeError):
    """An input the reader accepted that what uses it next (a page, a table) failed on:
    never a refusal, whatever the exception's class."""


# ---------------------------------------------------------------- worksheets
#: Solitario deal 19 before its move 7 (tests/test_worksheet.py's LOSABLE): a move there
#: loses, so its "keeps_winnable" and "best_move" questions can be answered wrong
_LOSABLE = (
    "klondike32 tableau_direction=down,empty_pile=any,draw_count=1,max_redeals=none,"
    "draw_requires_no_moves=false,allow_foundation_to_tableau=true,auto_move_aces=true "
    "ts/JCKD/AS/-/-/-/8S7H/9cKH/qcjsTD/tcadqh8H/kc7sks9s8D/thac7cahjd8C7D/9hqsqdjh9D 0"
)


def valid_worksheets() -> list[Worksheet]:
    """Small worksheets of every question (a tiny solver budget), and the two saved by
    10eeb70 (their verdicts worded again on the page)."""
    import warnings

    small = {"states": 4000}
    klondike = Game("klondike", seed=3).position()
    auto = Game("klondike32", seed=5).position()
    matrimony = Game("matrimony", seed=7)
    wrong = [str(m) for m in matrimony.legal_moves()[:1]] + ["t1-f1"]
    with warnings.catch_warnings():  # an exercise every answer of which is right is fine here
        warnings.simplefilter("ignore")
        sheets = [
            Worksheet(
                [(klondike, "illegal", {"moves": ["w-s", "s-w", "t1-t2x3"]})],
                title={"en": "Illegal <!--", "it": "Mosse"},
                lang="it",
                budget=small,
            ),
            Worksheet([(auto, "automatic", {"move": "t1-t5"})], title="Auto", budget=small),
            Worksheet(
                [(_LOSABLE, "keeps_winnable"), (matrimony.position(), "illegal", {"moves": wrong})],
                lang="nl",
                budget=small,
            ),
            Worksheet(
                [(_LOSABLE, "best_move"), (auto, "automatic", {"move": "t1-t5"})],
                lang="pt",
                budget=small,
            ),  # fmt: skip
        ]
    fixtures = ROOT / "tests" / "fixtures"
    sheets += [Worksheet.load(p) for p in sorted(fixtures.glob("worksheet-*.json"))]
    for ws in sheets[:2]:
        doc = ws.to_dict()
        doc["exercises"][0].update(ply=12, note={"en": "a note </script>", "pt": "nota"})
        sheets.append(Worksheet.from_dict(doc))
    return sheets


def _paths(doc: Any) -> list[tuple[Any, ...]]:
    """Every path to a value in ``doc`` (keys and indexes), the root left out."""
    out: list[tuple[Any, ...]] = []
    stack: list[tuple[tuple[Any, ...], Any]] = [((), doc)]
    while stack:
        path, node = stack.pop()
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(
            node, list) else ()  # fmt: skip
        for k, v in items:
            out.append((*path, k))
            stack.append(((*path, k), v))
    return out


def _near_value(value: Any, rnd: random.Random, donors: list[Any]) -> Any:
    """A value a hand edit could leave: near the old one, or another field's."""
    pick = rnd.random()
    if pick < 0.3:
        return junk_json(rnd)
    if pick < 0.5:
        return copy.deepcopy(rnd.choice(donors))
    if isinstance(value, str):
        return rnd.choice(
            [
                mutate(value, rnd, rnd.randint(1, 3), 200),
                value.upper(),
                f" {value} ",
                value.replace("-", " - "),
                value + "\ud800",  # a lone surrogate
                (value * rnd.choice([2, 50, 3000]))[:70_000],
                "",
            ]
        )
    if isinstance(value, bool) or value is None:
        return rnd.choice([0, 1, "true", not value, None])
    if isinstance(value, (int, float)):
        try:  # (a float times 10**400, or an int past a float, overflows: junk instead)
            return rnd.choice([-value, value + 1, value * 10**rnd.randint(1, 400),
                               float(value), 2**62, 2**62 + 1, 1e308, 0, True])  # fmt: skip
        except OverflowError:
            return junk_json(rnd)
    if isinstance(value, list):
        value = copy.deepcopy(value)
        if value and rnd.random() < 0.5:
            value.append(copy.deepcopy(rnd.choice(value)))
        else:
            rnd.shuffle(value)
            value = value[: rnd.randint(0, len(value))]
        return value
    if isinstance(value, dict):
        value = copy.deepcopy(value)
        if value and rnd.random() < 0.5:
            value.pop(rnd.choice(sorted(value)))
        else:
            value[rnd.choice(["en", "it", "fr", "x", "result", "move"])] = junk_json(rnd)
        return value
    return value


def mutate_doc(doc: Any, rnd: random.Random) -> Any:
    """``doc`` with one to three values changed, removed or moved from elsewhere in it."""
    doc = copy.deepcopy(doc)
    paths = _paths(doc)
    donors: list[Any] = []
    for path in rnd.sample(paths, min(8, len(paths))):
        node = doc
        for k in path:
            node = node[k]
        donors.append(node)
    for _ in range(rnd.randint(1, 3)):
        paths = _paths(doc)
        if not paths:
            break
        path = rnd.choice(paths)
        parent = doc
        for k in path[:-1]:
            parent = parent[k]
        if isinstance(parent, dict) and rnd.random() < 0.1:
            del parent[path[-1]]
        else:
            with contextlib.suppress(RecursionError):  # nested deep by an earlier change
                parent[path[-1]] = _near_value(parent[path[-1]], rnd, donors)
    return doc


def worksheet_answers(ws: Worksheet, rnd: random.Random, name: str) -> dict[str, Any]:
    """A student's answers file as the page downloads it: some exercises answered."""
    from solitaire_widget.worksheet import _page_effects

    answers = []
    for i, key in enumerate(ws.keys):
        if rnd.random() < 0.2:
            continue
        if key["question"] == "automatic":
            effects, choices = _page_effects(key)
            answer: Any = effects if rnd.random() < 0.5 else [f"{k}@{p}" for k, p in choices[:2]]
        else:
            answer = rnd.choice(key["choices"])
        answers.append({"exercise": i, "answer": answer, "result": ws.judge(i, answer)})
    return {"format": "solitaire-worksheet-answers", "version": 1, "worksheet": ws.id,
            "title": ws.title, "lang": rnd.choice(["en", "nl"]), "name": name,
            "answers": answers}  # fmt: skip


@dataclass
class Tally:
    tried: int = 0
    accepted: int = 0
    refused: int = 0
    undocumented: list[str] = field(default_factory=list)
    slow: list[str] = field(default_factory=list)
    memory: list[str] = field(default_factory=list)
    times: list[float] = field(default_factory=list)
    peak: int = 0
    biggest: int = 0
    wall: float = 0.0


def valid_positions(rnd: random.Random) -> list[str]:
    """Position texts of every variant, from deals and from games a few random moves on."""
    out = []
    for variant in ("klondike32", "matrimony", "klondike"):
        for seed in range(1, 5):
            g = Game(variant, seed=seed)
            for _ in range(rnd.randrange(0, 40)):
                moves = g.legal_moves()
                if not moves or g.is_won():
                    break
                g.play(rnd.choice(moves))
            out.append(g.position())
    return out


def parsers(rnd: random.Random, max_bytes: int, tmp: Path) -> list[Parser]:
    recs = valid_records(rnd)
    positions = valid_positions(rnd)
    names = {o.name for v in VARIANTS for o in v.options}

    def move_input(r: random.Random) -> str:
        pick = r.random()
        if pick < 0.3:
            return random_text(r, max_bytes)
        if pick < 0.6:
            return motif_text(r, max_bytes, ["", "t1", "t1-", " ", "w"])
        return mutate(r.choice(VALID_MOVES), r, r.randint(1, 5), max_bytes)

    def card_input(r: random.Random) -> str:
        pick = r.random()
        if pick < 0.3:
            return random_text(r, max_bytes)
        if pick < 0.6:
            return motif_text(r, max_bytes, ["", "Q", "10", " "])
        return mutate(r.choice(VALID_CARDS), r, r.randint(1, 4), max_bytes)

    def record_input(r: random.Random) -> Any:
        pick = r.random()
        if pick < 0.15:
            return random_text(r, max_bytes)
        if pick < 0.3:
            return motif_text(r, max_bytes, ["{", "[", '{"moves":["', '{"meta":'])
        rec = mutate_record(r.choice(recs), r)
        return rec if pick < 0.55 else record_text(rec, r, max_bytes)

    def options_input(r: random.Random) -> dict[str, Any]:
        out = {}
        for _ in range(r.randint(0, 5)):
            key = r.choice(sorted(names)) if r.random() < 0.8 else "".join(r.sample(NEAR, 3))
            out[key] = junk_json(r) if r.random() < 0.6 else r.choice([1, 3, "king", None, 5])
        return out

    def position_input(r: random.Random) -> str:
        pick = r.random()
        if pick < 0.2:
            return random_text(r, max_bytes)
        if pick < 0.4:
            heads = ["", "klondike ", "matrimony ", "t1:", "|", "#", "AS ", "?"]
            return motif_text(r, max_bytes, heads)
        if pick < 0.45:
            return r.choice(positions)  # valid: the whole check runs and accepts
        return mutate(r.choice(positions), r, r.randint(1, 6), max_bytes)

    def load_file(text: Any) -> Any:
        path = tmp / "input.json"
        if isinstance(text, dict):
            moves = text.get("moves")
            if isinstance(moves, list) and len(moves) > max_bytes // 4:
                # its text is cut at max_bytes anyway: the moves first, so that writing a
                # list past MAX_MOVES costs none of the time the reader is charged
                text = {**text, "moves": moves[: max_bytes // 4]}
            text = record_text(text, rnd, max_bytes)
        path.write_bytes(text.encode("utf-8", "surrogatepass"))
        return sw.load(path)

    def game_options(opts: dict[str, Any]) -> Any:
        variant = rnd.choice(["klondike32", "matrimony", "klondike"])
        return rules_for(variant, **{str(k): v for k, v in opts.items()})

    def game_from_text_or_dict(source: Any) -> Any:
        if isinstance(source, str) and source.lstrip()[:1] not in ("{", "["):
            source = "{" + source  # keep it JSON text: a path would read a stray file
        return Replay(source)

    sheets = valid_worksheets()
    docs = [ws.to_dict() for ws in sheets]
    answered = [
        (ws, worksheet_answers(ws, rnd, name))
        for ws in sheets
        for name in ("Ada", "Bob </script>", "")
    ]

    def read_json(text: str, read: Callable[[Path], Any]) -> Any:
        path = tmp / "input.json"
        path.write_bytes(text.encode("utf-8", "surrogatepass"))
        return read(path)

    def worksheet_input(r: random.Random) -> Any:
        pick = r.random()
        if pick < 0.1:
            return random_text(r, max_bytes)
        if pick < 0.2:
            heads = ["{", "[", '{"format":"solitaire-worksheet","version":1,"exercises":[']
            return motif_text(r, max_bytes, heads)
        doc = r.choice(docs) if pick < 0.25 else mutate_doc(r.choice(docs), r)
        return doc if r.random() < 0.5 else record_text(doc, r, max_bytes, garble=0.2, edits=4)

    def worksheet_pages(source: Any) -> Any:
        """Read as a teacher does (a dict, or a file), then every page the worksheet makes,
        its notebook list, each choice judged and each exercise that needs no solver set up
        again (``Worksheet.exercise``)."""
        if isinstance(source, str):
            ws = read_json(source, Worksheet.load)
        else:
            ws = Worksheet.from_dict(source)
        try:
            for lang in LANGUAGES:
                ws.html_page(lang).encode("utf-8")  # as to_html writes it
            ws._repr_html_().encode("utf-8")
            for i, key in enumerate(ws.keys):  # judged and set up again in Python, as read
                for choice in key["choices"]:
                    ws.judge(i, choice)
                if key["question"] in ("illegal", "automatic"):  # (the others run the solver)
                    ws.exercise(i)
            return ws.id
        except Exception as exc:  # noqa: BLE001 - accepted, so any failure here is a fault
            raise AcceptedButBroken(f"page of an accepted worksheet: {exc!r}"[:300]) from exc

    def answers_input(r: random.Random) -> Any:
        ws_i = r.randrange(len(answered))
        pick = r.random()
        if pick < 0.1:
            return ws_i, random_text(r, max_bytes)
        if pick < 0.2:
            return ws_i, motif_text(r, max_bytes, ["{", "[", '{"answers":[', '{"name":'])
        doc = answered[ws_i][1]
        doc = doc if pick < 0.25 else mutate_doc(doc, r)
        if r.random() < 0.5:
            return ws_i, doc
        return ws_i, record_text(doc, r, max_bytes, garble=0.2, edits=4)

    def answers_summary(value: tuple[int, Any]) -> Any:
        """The teacher's table of one answers file: judged by the worksheet, and trusted."""
        ws_i, source = value
        ws = answered[ws_i][0]
        if isinstance(source, str):
            source = tmp / "input.json"
            source.write_bytes(value[1].encode("utf-8", "surrogatepass"))
        tables = [Worksheet.summary([source], ws), Worksheet.summary(source)]
        try:
            for table in tables:
                table.to_markdown().encode("utf-8")
                table._repr_html_().encode("utf-8")
        except Exception as exc:  # noqa: BLE001 - accepted, so any failure here is a fault
            raise AcceptedButBroken(f"table of accepted answers: {exc!r}"[:300]) from exc
        return tables

    return [
        Parser("Worksheet (file, pages)", worksheet_pages, worksheet_input, WorksheetError),
        Parser("Worksheet.summary (answers)", answers_summary, answers_input, WorksheetError),
        Parser("Move.parse", Move.parse, move_input),
        Parser("Card.parse", Card.parse, card_input),
        Parser("from_record", from_record, record_input),
        Parser("sw.load (file)", load_file, record_input),
        Parser("Replay", game_from_text_or_dict, record_input),
        Parser("options", game_options, options_input),
        Parser("Game.from_position", Game.from_position, position_input),
    ]


def _dump(value: Any) -> str:
    """JSON of an input for the failure file (its repr as a JSON string if it has no JSON)."""
    try:
        return json.dumps(value, default=str)
    except (TypeError, ValueError, RecursionError):
        pass
    try:
        return json.dumps(repr(value)[:100_000])
    except RecursionError:  # nested too deeply to show: the seed and index reproduce it
        return json.dumps(f"a {type(value).__name__} nested too deeply to show")


def run(parser: Parser, args: argparse.Namespace, rnd: random.Random, out: Path) -> Tally:
    tally = Tally()
    limit = args.limit_ms / 1e3
    for i in range(args.n):
        value = parser.make(rnd)
        measure_memory = i % args.mem_every == 0
        if measure_memory:
            gc.collect()
            tracemalloc.start()
        wall, start = time.perf_counter(), time.thread_time()
        problem = None
        try:
            parser.call(value)
            tally.accepted += 1
        except parser.refusal:
            tally.refused += 1
        except Exception as exc:  # noqa: BLE001 - the point is to catch the undocumented
            problem = f"{type(exc).__name__}: {str(exc)[:200]}"
            tally.undocumented.append(problem)
        elapsed = time.thread_time() - start
        wall = time.perf_counter() - wall
        tally.wall = max(tally.wall, wall)
        if wall > args.wall_s:
            problem = f"blocked: {wall:.1f} s of wall clock"
            tally.slow.append(problem)
        if measure_memory:
            peak = tracemalloc.get_traced_memory()[1]
            tracemalloc.stop()
            tally.peak = max(tally.peak, peak)
            if peak > args.peak_mb * 1e6:
                problem = f"traced peak {peak / 1e6:.1f} MB"
                tally.memory.append(problem)
        elif elapsed > limit:
            # a slow input is timed again: one noisy run is not a failure
            start = time.thread_time()
            with contextlib.suppress(Exception):  # already classified above
                parser.call(value)
            elapsed = min(elapsed, time.thread_time() - start)
            if elapsed > limit:
                problem = f"{elapsed * 1e3:.1f} ms"
                tally.slow.append(problem)
        if not measure_memory:
            tally.times.append(elapsed)
        tally.tried += 1
        size = len(value) if isinstance(value, str) else len(_dump(value))
        tally.biggest = max(tally.biggest, size)
        if problem:
            out.mkdir(parents=True, exist_ok=True)
            name = f"{parser.name.split()[0].replace('.', '_')}-{i}.json"
            dump = f'{{"parser": {json.dumps(parser.name)}, "problem": {json.dumps(problem)}, '
            (out / name).write_text(dump + f'"input": {_dump(value)}}}', encoding="utf-8")
    return tally


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--n", type=int, default=20_000, help="inputs per parser")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-bytes", type=int, default=64 * 1024)
    ap.add_argument("--limit-ms", type=float, default=50.0)
    ap.add_argument("--peak-mb", type=float, default=16.0)
    ap.add_argument("--wall-s", type=float, default=5.0, help="wall clock that means blocked")
    ap.add_argument("--mem-every", type=int, default=20)
    ap.add_argument("--parsers", default="", help="comma-separated name prefixes (all by default)")
    ap.add_argument("--out", default="fuzz-failures", help="folder for failing inputs")
    args = ap.parse_args(argv)
    rnd = random.Random(args.seed)
    wanted = [p.strip().lower() for p in args.parsers.split(",") if p.strip()]
    print(
        f"# fuzz: {args.n} inputs per parser, seed {args.seed}, up to {args.max_bytes} bytes, "
        f"limit {args.limit_ms:g} ms, peak {args.peak_mb:g} MB; Python {platform.python_version()}"
        f", {platform.machine()}, {os.cpu_count()} cores"
    )
    print(
        "| parser | inputs | accepted | refused | undocumented | slow | memory | "
        "median ms | p99 ms | max ms | max wall ms | peak MB | largest input |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for parser in parsers(rnd, args.max_bytes, Path(tmp)):
            if wanted and not any(parser.name.lower().startswith(w) for w in wanted):
                continue
            start = time.perf_counter()
            t = run(parser, args, rnd, Path(args.out))
            times = sorted(t.times) or [0.0]
            bad = len(t.undocumented) + len(t.slow) + len(t.memory)
            failed += bad
            print(
                f"| {parser.name} | {t.tried} | {t.accepted} | {t.refused} | "
                f"{len(t.undocumented)} | {len(t.slow)} | {len(t.memory)} | "
                f"{times[len(times) // 2] * 1e3:.3f} | {times[int(len(times) * 0.99)] * 1e3:.2f} | "
                f"{times[-1] * 1e3:.2f} | {t.wall * 1e3:.0f} | {t.peak / 1e6:.2f} | {t.biggest} |",
                flush=True,
            )
            for problem in (t.undocumented + t.slow + t.memory)[:5]:
                print(f"  - {parser.name}: {problem}", file=sys.stderr)
            print(f"  ({parser.name}: {time.perf_counter() - start:.1f} s)", file=sys.stderr)
    print(f"# failures: {failed}" + (f" (inputs in {args.out}/)" if failed else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
