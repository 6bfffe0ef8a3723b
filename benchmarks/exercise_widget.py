"""An exercise on the table: the time to make it (the answers worked out), and the time
each intent holds the kernel (the hard rule: no handler over 50 ms).

    python benchmarks/exercise_widget.py [--positions 40]

For Solitario and Klondike positions of random games (``keeps_winnable``, budget 2 s),
prints the time to make ``SolitaireWidget(exercise)`` (the solver judging every legal
move) and the wall time of ``_on_intent`` for a judged move, Try again, Show me (started
on a running loop, as in a kernel: the line is then played one move per step) and a
teacher's comment; median and worst. Writes benchmarks/results/exercise_widget.json.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks._report import machine_text  # noqa: E402
from solitaire_widget import Exercise, Game, Move  # noqa: E402
from solitaire_widget.widget import SolitaireWidget  # noqa: E402


def _position(variant: str, rng: random.Random) -> Game:
    g = Game(variant, seed=rng.randrange(1, 10**6))
    for _ in range(rng.choice((0, 5, 15, 30))):
        legal = g.legal_moves()
        if not legal:
            break
        g.play(rng.choice(legal))
    return g


def _intent_ms(w: SolitaireWidget, content: dict) -> float:
    t = time.perf_counter()
    w._on_intent(w, content, [])
    return (time.perf_counter() - t) * 1000


async def _measure(w: SolitaireWidget, move: str, out: dict[str, list[float]]) -> None:
    m = Move.parse(move)
    intent = {"kind": "move", "src": m.src, "dst": m.dst, "count": m.count}
    out["move"].append(_intent_ms(w, {**intent, "version": w._table["version"]}))
    out["try_again"].append(_intent_ms(w, {"kind": "exercise", "action": "try_again"}))
    out["show_me"].append(_intent_ms(w, {"kind": "exercise", "action": "show_me"}))
    out["try_again"].append(_intent_ms(w, {"kind": "exercise", "action": "try_again"}))
    await asyncio.sleep(0)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--positions", type=int, default=40)
    n = ap.parse_args().positions
    rng = random.Random(12)
    made: dict[str, list[float]] = {}
    times: dict[str, list[float]] = {"move": [], "try_again": [], "show_me": [], "comment": []}
    for variant in ("klondike32", "klondike"):
        made[variant] = []
        done = 0
        while done < n:
            g = _position(variant, rng)
            try:
                ex = Exercise(g, question="keeps_winnable", budget=2.0)
            except ValueError:  # won, lost or no move: not an exercise
                continue
            t = time.perf_counter()
            w = SolitaireWidget(ex, lang="en")
            made[variant].append(time.perf_counter() - t)
            move = str(rng.choice(ex.game.legal_moves()))
            asyncio.run(_measure(w, move, times))
            w.close()
            done += 1
    t = SolitaireWidget("klondike", seed=1, live_status=False, library=None, teacher=True)
    for i in range(n):
        t.play(t.game.legal_moves()[0])
        ply = len(t.game.moves)
        times["comment"].append(_intent_ms(t, {"kind": "comment", "ply": ply, "text": f"c{i}"}))
    result = {
        "machine": machine_text(),
        "positions": n,
        "make_s": {v: {"median": statistics.median(x), "max": max(x)} for v, x in made.items()},
        "intent_ms": {
            k: {"median": statistics.median(x), "max": max(x), "n": len(x)}
            for k, x in times.items()
        },
    }
    print(json.dumps(result, indent=2))
    out = Path(__file__).parent / "results" / "exercise_widget.json"
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps(result, indent=2) + "\n")


if __name__ == "__main__":
    main()
