"""An exercise on the table: the time to make it, and the time each intent holds the
kernel (the hard rule: no handler over 50 ms).

    python benchmarks/exercise_widget.py [--positions 8]

For Solitario and Klondike positions of random games, and fresh Klondike deals the
solver can't settle within the budget ("klondike-hard", where each move's solve takes its
whole budget: the slow case) (``keeps_winnable``, budget 2 s),
in one run: the time to make the table the old way (every legal move judged by the
solver up front: ``ExerciseMode(exercise)``, then the widget) and the new way
(``SolitaireWidget(exercise)`` on a running loop, as in a kernel: the verdicts are worked
out in the worker process), their ratio, and how long the whole key then takes in the
background; then the wall time of ``_on_intent`` for a move (answered "checking" when its
verdict has not come yet), Try again, Show me (the line is played one move per step) and
a teacher's comment; median and worst. Writes benchmarks/results/exercise_widget.json.
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
from solitaire_widget.exercise_mode import ExerciseMode  # noqa: E402
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


async def _measure(
    ex: Exercise, move: str, made: list[float], ready: list[float], out: dict[str, list[float]]
) -> None:
    """Make the table on a running loop, time the intents, then wait for the whole key."""
    t = time.perf_counter()
    w = SolitaireWidget(ex, lang="en")
    made.append(time.perf_counter() - t)
    m = Move.parse(move)
    intent = {"kind": "move", "src": m.src, "dst": m.dst, "count": m.count}
    out["move"].append(_intent_ms(w, {**intent, "version": w._table["version"]}))
    out["try_again"].append(_intent_ms(w, {"kind": "exercise", "action": "try_again"}))
    out["show_me"].append(_intent_ms(w, {"kind": "exercise", "action": "show_me"}))
    out["try_again"].append(_intent_ms(w, {"kind": "exercise", "action": "try_again"}))
    while w._exercise_mode.pending:  # the verdicts come through this loop
        await asyncio.sleep(0.01)
    ready.append(time.perf_counter() - t)
    w.close()


def _stats(x: list[float]) -> dict[str, float]:
    return {"median": statistics.median(x), "max": max(x)}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--positions", type=int, default=8, help="positions per set")
    n = ap.parse_args().positions
    rng = random.Random(12)
    before: dict[str, list[float]] = {}
    made: dict[str, list[float]] = {}
    ready: dict[str, list[float]] = {}
    times: dict[str, list[float]] = {"move": [], "try_again": [], "show_me": [], "comment": []}
    hard_seeds = iter(range(1, 10**6))
    for variant in ("klondike32", "klondike", "klondike-hard"):
        before[variant], made[variant], ready[variant] = [], [], []
        done = 0
        while done < n:
            if variant == "klondike-hard":  # a fresh deal the solver can't settle in 2 s:
                g = Game("klondike", seed=next(hard_seeds))  # each move takes its budget
            else:
                g = _position(variant, rng)
            try:
                ex = Exercise(g, question="keeps_winnable", budget=2.0)
            except ValueError:  # won, lost or no move: not an exercise
                continue
            if variant == "klondike-hard" and ex.solution.status != "unknown":
                continue
            # the old way: the whole key in the handler's thread, then the table
            old = Exercise(g, question="keeps_winnable", budget=2.0)
            t = time.perf_counter()
            ExerciseMode(old)
            SolitaireWidget(old, lang="en").close()
            before[variant].append(time.perf_counter() - t)
            move = str(rng.choice(ex.game.legal_moves()))
            asyncio.run(_measure(ex, move, made[variant], ready[variant], times))
            done += 1
    t = SolitaireWidget("klondike", seed=1, live_status=False, library=None, teacher=True)
    for i in range(n):
        t.play(t.game.legal_moves()[0])
        ply = len(t.game.moves)
        times["comment"].append(_intent_ms(t, {"kind": "comment", "ply": ply, "text": f"c{i}"}))
    result = {
        "machine": machine_text(),
        "positions": n,
        "make_s_before": {v: _stats(x) for v, x in before.items()},
        "make_s": {v: _stats(x) for v, x in made.items()},
        "make_ratio_median": {
            v: statistics.median(before[v]) / max(statistics.median(made[v]), 1e-9) for v in made
        },
        "key_ready_s": {v: _stats(x) for v, x in ready.items()},
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
