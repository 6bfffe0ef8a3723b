"""What the in-kernel live status costs where no process can start (Pyodide), on CPython.

Run from the repository root (browser mode is switched on here, before the import)::

    python benchmarks/pyodide_mode.py           # print the figures (about a minute)

Under ``SOLITAIRE_WIDGET_PLATFORM=browser`` the live status, the hints, the stuck search and
the winnable deals run in slices on the event loop (:mod:`solitaire_widget.live_status`).
For each variant a widget plays random legal moves from fixed seeds inside ``asyncio.run``;
after each move it measures the *answer time* (the move until the status line leaves
"checking…", the settle wait of ``SETTLE_SECONDS`` included), how the answers split
(winnable / lost / unknown: one slice per solve settles fewer positions than the worker's
``LIVE_BUDGET``), and the longest time the loop was held between two of its turns (CPU
seconds of the loop's thread: what a click arriving meanwhile waits at most). Pyodide runs
Python a few times slower than CPython: the slices are time-bounded, so the loop holds stay
the same there and fewer positions are settled per slice.
"""

from __future__ import annotations

import asyncio
import os
import random
import statistics
import sys
import time

os.environ["SOLITAIRE_WIDGET_PLATFORM"] = "browser"

from solitaire_widget import live_status  # noqa: E402
from solitaire_widget.game_library import MemoryLibrary  # noqa: E402
from solitaire_widget.widget import SolitaireWidget  # noqa: E402


def pct(values: list[float], q: float) -> float:
    v = sorted(values)
    return v[min(len(v) - 1, int(q / 100 * len(v)))]


async def play(variant: str, seeds: range, moves: int, **options) -> dict:
    times: list[float] = []
    states: dict[str, int] = {}
    longest = 0.0
    stop = False

    async def beat() -> None:  # the loop's heartbeat: how long each turn waited
        nonlocal longest
        cpu = time.thread_time()
        while not stop:
            await asyncio.sleep(0.001)
            now = time.thread_time()
            longest, cpu = max(longest, now - cpu), now

    task = asyncio.get_running_loop().create_task(beat())
    lib = MemoryLibrary()
    for seed in seeds:
        w = SolitaireWidget(variant, seed=seed, library=lib, live_status=True, **options)
        rng = random.Random(seed)
        for _ in range(moves):
            legal = w.game.legal_moves()
            if not legal:
                break
            w.play(rng.choice(legal))
            t0 = time.perf_counter()
            while w._live["state"] == "pending":
                await asyncio.sleep(0.001)
            times.append(time.perf_counter() - t0)
            states[w._live["state"]] = states.get(w._live["state"], 0) + 1
        w.close()
    stop = True
    await task
    return {"times": times, "states": states, "longest": longest}


def library_writes(games: int = 100, moves: int = 100) -> tuple[int, float, float]:
    """A move saved in a JSON library of ``games`` games of ``moves`` moves (the file is
    rewritten whole) and in memory: (file KB, median ms, median ms)."""
    import tempfile

    from solitaire_widget import Game

    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "games.json")
        on_file, in_memory = MemoryLibrary(path), MemoryLibrary()
        rng = random.Random(1)
        for n in range(games):
            g = Game("klondike", seed=n)
            for _ in range(moves):
                legal = g.legal_moves()
                if not legal:
                    break
                g.play(rng.choice(legal))
            on_file.track(g, result="playing")
            in_memory.track(g, result="playing")
        g = Game("klondike32", seed=5)
        file_ms, memory_ms = [], []
        for _ in range(21):
            g.play(g.legal_moves()[0])
            for lib, out in ((on_file, file_ms), (in_memory, memory_ms)):
                t0 = time.perf_counter()
                lib.track(g, result="playing")
                out.append((time.perf_counter() - t0) * 1000)
        kb = os.path.getsize(path) // 1024
        return kb, statistics.median(file_ms), statistics.median(memory_ms)


def main() -> None:
    assert live_status.in_kernel(), "browser mode did not switch on"
    print(f"Python {sys.version.split()[0]} on {sys.platform}, {time.strftime('%Y-%m-%d')}")
    print(f"slice {live_status.SLICE_SECONDS * 1000:.0f} ms, settle "
          f"{live_status.SETTLE_SECONDS * 1000:.0f} ms")  # fmt: skip
    for variant, options in [("klondike32", {}), ("klondike", {"draw_count": 3})]:
        r = asyncio.run(play(variant, range(1, 11), 15, **options))
        t = r["times"]
        print(
            f"{variant:<11} answers {len(t):>3}: median {statistics.median(t) * 1000:6.1f} ms, "
            f"p95 {pct(t, 95) * 1000:6.1f} ms, max {max(t) * 1000:6.1f} ms; {r['states']}; "
            f"loop held at most {r['longest'] * 1000:.1f} ms (CPU)"
        )
    kb, on_file, in_memory = library_writes()
    print(f"library, a move saved among 100 games of 100 moves: JSON file ({kb} KB) "
          f"{on_file:.1f} ms, memory {in_memory:.2f} ms (medians)")  # fmt: skip


if __name__ == "__main__":
    main()
