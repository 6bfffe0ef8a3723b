"""Position text and exercises: how long writing, reading and judging take.

    python benchmarks/position.py [--positions 300]

Prints, per variant, the thread CPU time of ``g.position()`` and ``Game.from_position``
on positions of random games (median and worst), the worst of the hostile inputs of
tests/test_position.py at 64 KB, and the time of ``Exercise.check`` for
``"keeps_winnable"`` on Solitario positions. Writes benchmarks/results/position.json.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks._report import machine_text  # noqa: E402
from solitaire_widget import Exercise, Game  # noqa: E402
from solitaire_widget.errors import PositionError  # noqa: E402


def _cpu(fn, *args) -> float:
    t = time.thread_time()
    with contextlib.suppress(PositionError):
        fn(*args)
    return time.thread_time() - t


def _random_game(variant: str, rng: random.Random) -> Game:
    g = Game(variant, seed=rng.randrange(1, 10**6))
    for _ in range(rng.choice((0, 20, 100, 300))):
        legal = g.legal_moves()
        if not legal:
            break
        g.play(rng.choice(legal))
    return g


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--positions", type=int, default=300)
    n = ap.parse_args().positions
    rng = random.Random(1)
    out: dict = {"machine": machine_text(), "date": time.strftime("%Y-%m-%d %H:%M UTC")}
    for variant in ("klondike32", "klondike", "matrimony"):
        games = [_random_game(variant, rng) for _ in range(n)]
        texts = [g.position() for g in games]
        write = [_cpu(g.position) for g in games]
        read = [_cpu(Game.from_position, t) for t in texts]
        out[variant] = {
            "chars_max": max(map(len, texts)),
            "write_ms_median": statistics.median(write) * 1e3,
            "write_ms_worst": max(write) * 1e3,
            "read_ms_median": statistics.median(read) * 1e3,
            "read_ms_worst": max(read) * 1e3,
        }
    valid = texts[-1]
    hostile = {
        "long run": "k" * 65536,
        "cards": "klondike - " + "AS" * 32000 + " 0",
        "valid then junk": valid + "qh" * 32000,
        "just under the cap": ("klondike - " + "AS" * 2000)[:2048],
    }
    out["hostile_ms_worst"] = {
        k: max(_cpu(Game.from_position, v) for _ in range(5)) * 1e3 for k, v in hostile.items()
    }
    checks = []
    for seed in range(1, 21):
        g = Game("klondike32", seed=seed)
        try:
            ex = Exercise(g, "keeps_winnable", budget=2)
        except ValueError:
            continue
        for m in g.legal_moves():
            t = time.perf_counter()
            ex.check(m)
            checks.append(time.perf_counter() - t)
    out["keeps_winnable_check_ms"] = {
        "n": len(checks),
        "median": statistics.median(checks) * 1e3,
        "worst": max(checks) * 1e3,
    }
    print(json.dumps(out, indent=1))
    path = Path(__file__).parent / "results" / "position.json"
    path.write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
