"""Matrimony under its default rules: are the deals the exact search leaves unknown wins
it does not find, or losses it cannot prove? A cheap randomised player looks for wins.

Each playout plays one deal from the start on the exact search's private state
(``solver/matrimony_exact.py``, ``_Search``: the same plays, deals, redeal steps and
automatic bases as the engine), with a policy drawn at random per playout:

* ``q``, the chance that a card on a pile the redeal has not passed yet is played when it
  is offered (1.0: "play home at once"; lower: hold cards back, deal or step early);
  a card held back is offered again after the next deal or redeal step;
* cards on piles the redeal has passed are always played (holding them back can't
  change where anything lands);
* the foundation for a card that fits two (f1/f2 for a diamond in the classic scheme,
  either foundation of a suit in pysol) is picked at random.

After the last redeal step every card that fits is played. A playout that wins is turned
into engine moves and replayed through the engine (``Game`` from the seed, every move
played, ``is_won``); only a replayed win counts. The report per deal: won or not, and
the playout (1-based) that first won.

    python benchmarks/matrimony_probe.py --playouts 20000
    python benchmarks/matrimony_probe.py --scheme pysol --seeds 1 3 6 --playouts 5000

By default it runs the deals 1..20 of each scheme that the native exact search left
unknown at 10 s in the ``r7`` run of ``benchmarks/results/matrimony-exact.jsonl``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

import solitaire_widget as sw
from solitaire_widget.solver import matrimony_exact as mx
from solitaire_widget.solver.common import Budget, _Meter

RESULTS = Path(__file__).parent / "results" / "matrimony-exact.jsonl"
QS = (1.0, 0.97, 0.9, 0.8, 0.65, 0.5, 0.3)


def unknown_deals(scheme: str, tag: str = "r7") -> list[int]:
    """Seeds 1..20 the native exact search left unknown in the run tagged ``tag``."""
    out = set()
    for line in RESULTS.read_text().splitlines():
        r = json.loads(line)
        if (
            r.get("tag") == tag
            and r["search"] == "exact-native"
            and r["scheme"] == scheme
            and r["status"] == "unknown"
            and r["seed"] <= 20
        ):
            out.add(r["seed"])
    return sorted(out)


def playout(s: mx._Search, rng: random.Random, bound: list | None = None) -> bool:
    """One random playout from ``s``'s position; True when it wins (``s.path`` the line).
    ``bound``: a list to which the loss bound's verdict is appended at the start of every
    play phase (before the first deal, then after each deal or redeal step)."""
    q = rng.choice(QS)
    nt = s.nt
    while True:
        if bound is not None:
            bound.append(s.relaxed_lost())
        held: set[tuple[int, int]] = set()
        while True:
            cands = []
            for i in range(nt):
                p = s.piles[i]
                if p and (i, len(p)) not in held:
                    fits = s.fits(p[-1])
                    if fits:
                        cands.append((i, fits))
            if not cands:
                break
            i, fits = rng.choice(cands)
            if s.counter < nt and not s.is_done(i) and rng.random() >= q:
                held.add((i, len(s.piles[i])))
                continue
            k = rng.choice(fits)
            s.play(i, k)
            s.path.append((i, k))
        if s.won():
            return True
        if not s.event():
            return False
        s.path.append(None)


def probe(scheme: str, seed: int, playouts: int, rng_seed: int) -> dict:
    game = sw.Game("matrimony", seed=seed, foundation_scheme=scheme)
    meter = _Meter(Budget())
    base = mx._Search(game, meter)
    start = ([list(p) for p in base.piles], list(base.h), list(base.stock), base.counter)
    rng = random.Random(rng_seed * 1_000_003 + seed * 7 + (scheme == "pysol"))
    t = time.perf_counter()
    for n in range(1, playouts + 1):
        base.piles = [list(p) for p in start[0]]
        base.h, base.stock, base.counter = list(start[1]), list(start[2]), start[3]
        base.frozen = frozenset()
        base.path = []
        if playout(base, rng):
            line = base.moves(game)
            ok = mx._replays(game, line)
            return {
                "scheme": scheme,
                "seed": seed,
                "won": ok,
                "playouts": n,
                "moves": len(line),
                "seconds": round(time.perf_counter() - t, 2),
                "line": [str(m) for m in line] if ok else None,
            }
    return {
        "scheme": scheme,
        "seed": seed,
        "won": False,
        "playouts": playouts,
        "seconds": round(time.perf_counter() - t, 2),
    }


def bound_profile(scheme: str, seed: int, playouts: int, rng_seed: int) -> dict:
    """Where the loss bound starts proving random lost playouts lost: per playout, the
    first phase (0: before the first deal, then one per deal or redeal step) at which
    ``relaxed_lost`` holds, and how many phases the playout had."""
    game = sw.Game("matrimony", seed=seed, foundation_scheme=scheme)
    base = mx._Search(game, _Meter(Budget()))
    start = ([list(p) for p in base.piles], list(base.h), list(base.stock), base.counter)
    rng = random.Random(rng_seed * 1_000_003 + seed * 7 + (scheme == "pysol"))
    first: list[int] = []
    phases = 0
    for _ in range(playouts):
        base.piles = [list(p) for p in start[0]]
        base.h, base.stock, base.counter = list(start[1]), list(start[2]), start[3]
        base.frozen, base.path = frozenset(), []
        seen: list[bool] = []
        if playout(base, rng, seen):
            continue
        phases = len(seen)
        first.append(seen.index(True) if True in seen else len(seen))
    first.sort()
    n = len(first)
    return {
        "scheme": scheme,
        "seed": seed,
        "lost_playouts": n,
        "phases": phases,
        "first_proof_median": first[n // 2] if n else None,
        "first_proof_min": first[0] if n else None,
        "never": sum(f == phases for f in first),
        "by_phase": {str(k): first.count(k) for k in sorted(set(first))},
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--scheme", choices=("classic", "pysol"), action="append")
    ap.add_argument("--seeds", type=int, nargs="*")
    ap.add_argument("--playouts", type=int, default=20000)
    ap.add_argument("--rng", type=int, default=1)
    ap.add_argument("--out", type=Path, help="one JSON line per deal")
    ap.add_argument("--q", type=float, help="every playout with this q (default: drawn from QS)")
    ap.add_argument("--bound", type=int, metavar="N", help="the bound's profile instead")
    a = ap.parse_args()
    if a.q is not None:
        global QS
        QS = (a.q,)
    for scheme in a.scheme or ("classic", "pysol"):
        seeds = a.seeds if a.seeds else unknown_deals(scheme)
        for seed in seeds:
            if a.bound:
                r = bound_profile(scheme, seed, a.bound, a.rng)
                print(json.dumps(r), flush=True)
                if a.out:
                    with a.out.open("a") as f:
                        f.write(json.dumps(r) + "\n")
                continue
            r = probe(scheme, seed, a.playouts, a.rng)
            print(
                f"{scheme:7} {seed:3}  {'WON ' if r['won'] else 'none'}  "
                f"playouts {r['playouts']:6}  {r['seconds']:.1f} s",
                flush=True,
            )
            if a.out:
                with a.out.open("a") as f:
                    f.write(json.dumps(r) + "\n")


if __name__ == "__main__":
    sys.setrecursionlimit(10_000)
    main()
