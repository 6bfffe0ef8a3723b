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
"""

from __future__ import annotations

import random
import statistics
import time

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


def main() -> None:
    from solitaire_widget.widget import LIVE_BUDGET

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
