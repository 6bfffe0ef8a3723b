"""The kernel's event loop during a click whose position needs the engine's full stuck search.

Run from the repository root::

    python benchmarks/stuck_check.py                 # this checkout
    python benchmarks/stuck_check.py --root OLD_DIR  # another copy of the package (e.g.
                                                     # `git archive <commit> solitaire_widget`)

For each position (the Klondike draw-1 lines of tests/test_widget.py, where no single move
makes progress and the stuck search takes seconds), a widget is made inside a running
asyncio loop (as in a kernel), the line's last move is sent as a click (``_handle_msg``,
as ipywidgets delivers the browser's message), and two times are measured: the click's
handler (until ``_handle_msg`` returns) and the longest time the loop was held (a
coroutine that sleeps 5 ms at a time records the gaps, in wall-clock time and in the
loop thread's CPU time, which a busy machine's scheduling doesn't inflate) until the
stuck search's answer is in. Also printed: the engine's ``Game.status`` on the position,
timed in this process (what the loop used to run in one callback).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def measure(seed: int, line: list[str]) -> tuple[float, float, float, str]:
    from solitaire_widget import Game, Library, Move
    from solitaire_widget.widget import SolitaireWidget

    g = Game("klondike", seed=seed, draw_count=1)
    for m in line[:-1]:
        g.play(m)
    last = Move.parse(line[-1])

    async def click() -> tuple[float, float, float, str]:
        w = SolitaireWidget(g, library=Library(":memory:"))
        await asyncio.sleep(0.5)
        content = {"kind": "move", "src": last.src, "dst": last.dst, "count": last.count,
                   "version": w._table["version"]}  # fmt: skip
        msg = {"content": {"data": {"method": "custom", "content": content}}, "buffers": []}
        t0 = time.perf_counter()
        w._handle_msg(msg)
        handler = time.perf_counter() - t0
        longest = longest_cpu = 0.0
        tick, cpu, end = time.perf_counter(), time.thread_time(), time.monotonic() + 300
        while w._pending and time.monotonic() < end:
            await asyncio.sleep(0.005)
            now, now_cpu = time.perf_counter(), time.thread_time()
            longest, tick = max(longest, now - tick), now
            longest_cpu, cpu = max(longest_cpu, now_cpu - cpu), now_cpu
        status = w._table["status"]
        w.close()
        return handler, longest, longest_cpu, status

    return asyncio.run(click())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", default=ROOT, help="directory holding solitaire_widget/")
    args = parser.parse_args()
    sys.path.insert(0, ROOT)
    from tests.test_widget import (
        SLOW_STUCK_MOVES,
        SLOW_STUCK_SEED,
        STUCK_LATE_MOVES,
        STUCK_LATE_SEED,
    )

    sys.path.insert(0, os.path.abspath(args.root))
    for name in [m for m in sys.modules if m.split(".")[0] == "solitaire_widget"]:
        del sys.modules[name]
    import solitaire_widget
    from solitaire_widget import Game

    sys.path.append(os.path.dirname(__file__))
    from _report import machine_text

    print(f"package: {os.path.dirname(solitaire_widget.__file__)}")
    print(f"machine: {machine_text()}, {time.strftime('%Y-%m-%d')}")
    print("position                  handler s  loop held s (CPU s)  status   Game.status s")
    for seed, line in [(SLOW_STUCK_SEED, SLOW_STUCK_MOVES), (STUCK_LATE_SEED, STUCK_LATE_MOVES)]:
        handler, longest, longest_cpu, status = measure(seed, line)
        g = Game("klondike", seed=seed, draw_count=1)
        for m in line:
            g.play(m)
        t0 = time.perf_counter()
        g.status  # noqa: B018 (the engine's full stuck search, timed)
        engine = time.perf_counter() - t0
        name = f"deal {seed}, {len(line)} moves"
        print(
            f"{name:24}  {handler:9.3f}  {longest:11.3f} ({longest_cpu:5.3f})  {status:8} "
            f"{engine:12.2f}"
        )


if __name__ == "__main__":
    main()
