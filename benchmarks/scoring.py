"""The standard score at each publish: added up from the whole history, or kept step by step.

    python benchmarks/scoring.py [--moves 1000] [--games 5] [--write-docs]

Random Klondike draw 1 games of ``--moves`` moves (unlimited redeals, so random play goes
on; undo and redo mixed in as a player would). A widget publishes after every move, so the
per-publish figure is what matters: for each game, at its last move, the thread CPU time of
``scoring.score`` (the whole history) and of ``ScoreKeeper.score`` after one more step
(the keeper already current, as in the widget), median of many repeats each; and the total
over the whole game asked after every action. Prints a table; ``--write-docs`` writes it to
docs/benchmarks.md (section "Score").
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks._report import machine_text, write_section  # noqa: E402
from solitaire_widget import Game  # noqa: E402
from solitaire_widget.scoring import ScoreKeeper, score  # noqa: E402


def random_game(seed: int, moves: int) -> tuple[Game, list[tuple[str, object]]]:
    """A game of ``moves`` history steps by random play with some undo and redo, and the
    actions that built it (to be replayed with a score asked after each one)."""
    rng = random.Random(seed)
    g = Game("klondike", seed=seed, draw_count=1)
    actions: list[tuple[str, object]] = []
    while len(g.moves) < moves:
        r = rng.random()
        if r < 0.05 and g.can_undo:
            g.undo()
            actions.append(("undo", None))
        elif r < 0.07 and g.can_redo:
            g.redo()
            actions.append(("redo", None))
        else:
            move = rng.choice(g.legal_moves())
            g.play(move)
            actions.append(("play", move))
    return g, actions


def per_call(fn, repeats: int) -> float:
    """Median thread CPU seconds of ``fn()`` over ``repeats`` calls."""
    times = []
    for _ in range(repeats):
        t = time.thread_time()
        fn()
        times.append(time.thread_time() - t)
    return statistics.median(times)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--moves", type=int, default=1000)
    ap.add_argument("--games", type=int, default=5)
    ap.add_argument("--write-docs", action="store_true")
    a = ap.parse_args()
    full_calls, kept_calls, full_totals, kept_totals = [], [], [], []
    for seed in range(1, a.games + 1):
        g, actions = random_game(seed, a.moves)
        keeper = ScoreKeeper()
        assert keeper.score(g, "standard") == score(g, "standard")
        # one publish at move n: the full sum, against the keeper after one more step
        # (an undo or a redo between two calls: the keeper takes the step off or adds it
        # back; only the score calls are timed)
        full_calls.append(per_call(lambda g=g: score(g, "standard"), 50))
        times = []
        for i in range(500):
            g.undo() if i % 2 == 0 else g.redo()
            t = time.thread_time()
            keeper.score(g, "standard")
            times.append(time.thread_time() - t)
        kept_calls.append(statistics.median(times))
        # a whole game asked after every action, both ways (the same actions)
        for ask in ("full", "kept"):
            h, k = Game("klondike", seed=seed, draw_count=1), ScoreKeeper()
            total = 0.0
            for kind, move in actions:
                if kind == "play":
                    h.play(move)
                else:
                    getattr(h, kind)()
                t = time.thread_time()
                s = score(h, "standard") if ask == "full" else k.score(h, "standard")
                total += time.thread_time() - t
            assert s == score(g, "standard")
            (full_totals if ask == "full" else kept_totals).append(total)
    fc, kc = statistics.median(full_calls), statistics.median(kept_calls)
    ft, kt = statistics.median(full_totals), statistics.median(kept_totals)
    date = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    body = (
        f"`python benchmarks/scoring.py --moves {a.moves} --games {a.games}` "
        f"(`--write-docs` writes this section). Machine: {machine_text()}. Measured {date}.\n\n"
        f"The standard score the widget publishes after every move, on random Klondike draw 1 "
        f"games of {a.moves} moves (undo and redo mixed in), thread CPU time, median over "
        f"{a.games} games:\n\n"
        "| | whole history (`scoring.score`) | step by step (`ScoreKeeper`) | ratio |\n"
        "|---|---:|---:|---:|\n"
        f"| one publish at move {a.moves} | {fc * 1e3:.3f} ms | {kc * 1e6:.1f} µs | "
        f"{fc / kc:,.0f}× |\n"
        f"| every publish of a game (≈{len(actions)} actions) | {ft * 1e3:.0f} ms | "
        f"{kt * 1e3:.1f} ms | {ft / kt:,.0f}× |\n\n"
        "The whole-history sum grows with the game (it rebuilds every step's effects); the "
        "keeper's cost per publish stays flat. Both give the same number at every step "
        "(`tests/test_controls.py`, a property test over random games).\n"
    )
    print(body)
    if a.write_docs:
        write_section(Path(__file__).resolve().parents[1] / "docs" / "benchmarks.md", "Score", body)


if __name__ == "__main__":
    main()
