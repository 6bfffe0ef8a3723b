"""What the widget's live status costs: the solve per move, and the intent latency.

Run from the repository root::

    python benchmarks/live_status.py            # print the figures (a few minutes)

For each variant, a widget (no library) plays random legal moves from fixed seeds; after
each move the time until the live status is known (``wait_status``) is the *answer time*
(the record sent to the shared worker process, one solve of ``LIVE_BUDGET`` at most, plus
a binary search over the history when the position is lost, and the answer back). Then the
kernel-side time of one intent (``_handle_msg`` with a stock click) is measured with live
status off and on (for "on" the worker process is busy with the previous position
meanwhile: the intent pays for taking the game's record and submitting it, not for the
solve, which no longer shares this process's GIL).

``--matrimony N`` measures instead what the live status shows in Matrimony under its
default rules (on by default there since 2026-12-04, where the native core is loaded)
along games people play, for both foundation schemes, seeds 1 to N: *greedy*, a player
who plays a random card that can go home when there is one and else deals or takes the
redeal step; and *winning line*, the solver's line of a deal it wins in 10 s (positions
all winnable). After every third move the
position is judged as the worker judges it (:func:`solitaire_widget.live_status.verdict`,
``LIVE_BUDGET`` per solve, one proof cache per game), in two processes::

    python benchmarks/live_status.py --matrimony 30     # about 3 minutes
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

from solitaire_widget.widget import SolitaireWidget


def pct(values: list[float], q: float) -> float:
    v = sorted(values)
    return v[min(len(v) - 1, int(q / 100 * len(v)))]


def answer_times(variant: str, seeds: range, moves: int) -> tuple[list[float], dict[str, int]]:
    times: list[float] = []
    states: dict[str, int] = {}
    for seed in seeds:
        w = SolitaireWidget(variant, seed=seed, library=None, live_status=True)
        rng = random.Random(seed)
        for _ in range(moves):
            legal = w.game.legal_moves()
            if not legal:
                break
            t = time.perf_counter()
            w.play(rng.choice(legal))
            st = w.wait_status(60)
            times.append(time.perf_counter() - t)
            states[st["state"]] = states.get(st["state"], 0) + 1
        w.close()
    return times, states


def intent_times(variant: str, live: bool, n: int = 40) -> list[float]:
    w = SolitaireWidget(variant, seed=1, library=None, live_status=live)
    out = []
    for _ in range(n):
        content = {"kind": "stock", "version": w._table["version"]}
        msg = {"content": {"data": {"method": "custom", "content": content}}, "buffers": []}
        t = time.perf_counter()
        w._handle_msg(msg)
        out.append(time.perf_counter() - t)
        time.sleep(0.02)  # the worker (when on) is busy with this position meanwhile
    w.close()
    return out


def matrimony_game(job: tuple[str, str, int]) -> list[tuple[str, float]]:
    """One default-rules Matrimony game of ``policy``: (verdict, seconds) of every third
    position (none when the solver has no winning line for "line")."""
    import solitaire_widget as sw
    from solitaire_widget.live_status import verdict
    from solitaire_widget.widget import LIVE_BUDGET

    policy, scheme, seed = job
    game = sw.Game("matrimony", seed=seed, foundation_scheme=scheme)
    if policy == "line":
        r = sw.solve(game, 10.0)
        if r.status != "won":
            return []
        moves = iter(r.moves)
    rng = random.Random(seed)
    cache: dict = {}
    out = []
    for n in range(1, 1000):
        if policy == "line":
            move = next(moves, None)
        else:
            legal = game.legal_moves()
            home = [m for m in legal if m.dst.startswith("f")]
            move = rng.choice(home or legal) if legal else None
        if move is None:
            break
        game.play(move)
        if n % 3 == 0:
            t = time.perf_counter()
            v = verdict(game, LIVE_BUDGET, cache)
            out.append((v.state, time.perf_counter() - t))
    return out


def matrimony(n: int) -> None:
    from solitaire_widget.widget import LIVE_BUDGET

    print(f"Matrimony, default rules: the live status along games (LIVE_BUDGET {LIVE_BUDGET} s)")
    with ProcessPoolExecutor(2) as pool:
        for policy in ("greedy", "line"):
            for scheme in ("classic", "pysol"):
                jobs = [(policy, scheme, seed) for seed in range(1, n + 1)]
                games = [g for g in pool.map(matrimony_game, jobs) if g]
                rows = [r for g in games for r in g]
                states: dict[str, int] = {}
                for state, _ in rows:
                    states[state] = states.get(state, 0) + 1
                times = [t for _, t in rows]
                print(
                    f"  {policy:7s} {scheme:7s} games {len(games):2d} positions {len(rows):4d}  "
                    f"p50 {1000 * pct(times, 50):6.1f} ms  p95 {1000 * pct(times, 95):6.1f} ms  "
                    f"{states}  unknown {100 * states.get('unknown', 0) / len(rows):.1f} %",
                    flush=True,
                )


def main() -> None:
    from solitaire_widget.widget import LIVE_BUDGET

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--matrimony", type=int, metavar="N", help="Matrimony games per scheme")
    a = ap.parse_args()
    if a.matrimony:
        matrimony(a.matrimony)
        return

    print(
        f"answer time of the live status after a move (random play, 30 moves x 8 seeds, "
        f"LIVE_BUDGET {LIVE_BUDGET} s)"
    )
    for variant in ("klondike32", "klondike", "matrimony"):
        times, states = answer_times(variant, range(1, 9), 30)
        print(
            f"  {variant:11s} n={len(times):3d} p50 {1000 * pct(times, 50):7.1f} ms  "
            f"p95 {1000 * pct(times, 95):7.1f} ms  max {1000 * max(times):7.1f} ms  {states}"
        )
    print("kernel-side time of a stock click (median of 40)")
    for variant in ("klondike32", "klondike", "matrimony"):
        off = statistics.median(intent_times(variant, False))
        on = statistics.median(intent_times(variant, True))
        print(f"  {variant:11s} live off {1000 * off:6.1f} ms   live on {1000 * on:6.1f} ms")


if __name__ == "__main__":  # the worker process is spawned: keep the guard
    main()
