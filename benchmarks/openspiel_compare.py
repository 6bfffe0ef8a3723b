"""Random Klondike playouts: this engine against OpenSpiel's C++ solitaire, in one run.

OpenSpiel is never a dependency of the project: install it in a virtual environment of
its own and name that environment's Python here::

    python -m venv /tmp/ospvenv && /tmp/ospvenv/bin/pip install open_spiel
    python benchmarks/openspiel_compare.py --openspiel-python /tmp/ospvenv/bin/python

What is measured
----------------
Both sides play random games the same way: a fresh game, then one step at a time the
legal moves are asked for and a seeded ``random.Random`` picks one, until the game
has no legal move, is over, or has had ``--cap`` moves (150: OpenSpiel's default
``depth_limit``). Here a step is ``Game.legal_moves()`` + ``Game.play()`` on Klondike
draw 3 with unlimited passes (the project's default); there it is
``state.legal_actions()`` + ``state.apply_action()`` on ``pyspiel.load_game("solitaire")``,
whose hidden cards are revealed by chance actions, which are applied (a random outcome)
and timed but not counted as moves. The timed loop includes dealing the games on both
sides. Time is process CPU time; the process (and the OpenSpiel child process, which
inherits it) is pinned to one CPU where the OS allows it. Repetitions alternate the two
sides, and the ratio is taken per pair; the table gives medians and ranges.

The two games are not the same model: OpenSpiel's has no draw or turn-over moves (every
third card of the stock-and-waste is playable), so its games are card moves only. The
figure compares what a random playout costs through each Python API, not rule for rule.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OSP = os.environ.get("OPENSPIEL_PYTHON", "/tmp/ospvenv/bin/python")


def openspiel_rate(moves: int, cap: int, seed: int) -> dict[str, float]:
    """Random OpenSpiel solitaire playouts until ``moves`` moves (run where pyspiel is)."""
    import pyspiel

    game = pyspiel.load_game("solitaire")
    rnd = random.Random(seed)
    choice = rnd.choice
    done = chance = games = 0
    t0 = time.process_time()
    while done < moves:
        state = game.new_initial_state()
        games += 1
        n = 0
        while n < cap and not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(choice(state.chance_outcomes())[0])
                chance += 1
            else:
                legal = state.legal_actions()
                if not legal:
                    break
                state.apply_action(choice(legal))
                n += 1
        done += n
    dt = time.process_time() - t0
    return {"rate": done / dt, "moves": done, "games": games, "chance": chance}


def engine_rate(
    moves: int, cap: int, seed: int, game_class: type | None = None, **options: object
) -> dict[str, float]:
    """Random playouts of this engine (Klondike) until ``moves`` moves, deals included."""
    sys.path.insert(0, str(ROOT))
    from solitaire_widget import Game

    Game = game_class or Game  # noqa: N806 - a baseline engine's Game class
    rnd = random.Random(seed)
    choice = rnd.choice
    done = games = 0
    deal = seed * 100_000
    t0 = time.process_time()
    while done < moves:
        deal += 1
        g = Game("klondike", seed=deal, **options)
        games += 1
        legal_moves, play = g.legal_moves, g.play
        n = 0
        while n < cap:
            legal = legal_moves()
            if not legal:
                break
            play(choice(legal))
            n += 1
        done += n
    dt = time.process_time() - t0
    return {"rate": done / dt, "moves": done, "games": games}


def pin_one_cpu() -> bool:
    """Run on one CPU (Linux); False where the OS doesn't allow it."""
    try:
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})
    except (AttributeError, OSError):
        return False
    return True


def openspiel_version(python: str) -> str:
    code = "import importlib.metadata as m; print(m.version('open_spiel'))"
    out = subprocess.run([python, "-c", code], capture_output=True, text=True, check=True)
    return out.stdout.strip()


def run(
    python: str, reps: int, moves: int, cap: int, draw: int, baseline: Path | None = None
) -> str:
    """Alternate the two sides ``reps`` times; return the report as Markdown."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import datetime as _dt

    from _report import machine_text

    pinned = "pinned to one CPU" if pin_one_cpu() else "not pinned"
    version = openspiel_version(python)
    old_game = None
    if baseline is not None:
        sys.path.insert(0, str(ROOT))
        from engine import load_engine  # benchmarks/engine.py

        old_game = load_engine(baseline)
    ours: list[dict[str, float]] = []
    olds: list[dict[str, float]] = []
    theirs: list[dict[str, float]] = []
    for rep in range(reps):
        ours.append(engine_rate(moves, cap, rep + 1, draw_count=draw))
        if old_game is not None:
            olds.append(engine_rate(moves, cap, rep + 1, old_game, draw_count=draw))
        cmd = [
            python,
            __file__,
            "--worker",
            f"--moves={moves}",
            f"--cap={cap}",
            f"--seed={rep + 1}",
        ]
        out = subprocess.run(cmd, capture_output=True, text=True, check=True)
        theirs.append(json.loads(out.stdout))
        print(
            f"rep {rep + 1}: engine {ours[-1]['rate']:,.0f} moves/s, "
            f"OpenSpiel {theirs[-1]['rate']:,.0f} moves/s",
            file=sys.stderr,
        )
    ratios = [t["rate"] / o["rate"] for o, t in zip(ours, theirs, strict=True)]
    mine = [o["rate"] for o in ours]
    osp = [t["rate"] for t in theirs]
    date = _dt.datetime.now(_dt.UTC).strftime("%Y-%m-%d %H:%M UTC")

    def cell(xs: list[float]) -> str:
        return f"{statistics.median(xs):,.0f} ({min(xs):,.0f}–{max(xs):,.0f})"

    lines = [
        f"Machine: {machine_text()}; {pinned}. Measured {date}. OpenSpiel {version} "
        f"(PyPI wheel, its own venv).",
        "",
        f"Random playouts, {moves:,} moves per side and repetition, games cut at {cap} moves, "
        f"{reps} alternating repetitions, median (range):",
        "",
        "| engine | moves/s | moves per game |",
        "|---|---:|---:|",
        f"| solitaire_widget, Klondike draw {draw} (legal_moves + play) | {cell(mine)} "
        f"| {ours[-1]['moves'] / ours[-1]['games']:.0f} |",
        f"| OpenSpiel `solitaire` (legal_actions + apply_action) | {cell(osp)} "
        f"| {theirs[-1]['moves'] / theirs[-1]['games']:.0f} |",
    ]
    if olds:
        lines.insert(
            -1,
            f"| the same, engine `{baseline.name}` (baseline) | {cell([o['rate'] for o in olds])} "
            f"| {olds[-1]['moves'] / olds[-1]['games']:.0f} |",
        )
    lines += [
        "",
        f"Time per move, this engine ÷ OpenSpiel: **{statistics.median(ratios):.2f}×** "
        f"(per pair {min(ratios):.2f}–{max(ratios):.2f}×).",
    ]
    if olds:
        before = [t["rate"] / o["rate"] for o, t in zip(olds, theirs, strict=True)]
        lines.append(
            f"The baseline engine ÷ OpenSpiel: {statistics.median(before):.2f}× "
            f"(per pair {min(before):.2f}–{max(before):.2f}×)."
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--openspiel-python", default=DEFAULT_OSP, help="a Python with pyspiel")
    ap.add_argument("--reps", type=int, default=5, help="alternating repetitions")
    ap.add_argument("--moves", type=int, default=100_000, help="moves per side and repetition")
    ap.add_argument("--cap", type=int, default=150, help="moves after which a game stops")
    ap.add_argument("--draw", type=int, choices=(1, 3), default=3, help="this engine's draw")
    ap.add_argument("--baseline", type=Path, help="another engine.py, measured alongside")
    ap.add_argument("--seed", type=int, default=1, help=argparse.SUPPRESS)
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    for name in ("reps", "moves", "cap"):
        if getattr(args, name) < 1:
            ap.error(f"--{name} must be at least 1")
    if args.worker:  # the OpenSpiel side, in the OpenSpiel environment
        print(json.dumps(openspiel_rate(args.moves, args.cap, args.seed)))
        return
    if not Path(args.openspiel_python).exists():
        ap.error(
            f"no Python at {args.openspiel_python}: install open_spiel in a venv of its own "
            "and pass its python with --openspiel-python"
        )
    print(run(args.openspiel_python, args.reps, args.moves, args.cap, args.draw, args.baseline))


if __name__ == "__main__":
    main()
