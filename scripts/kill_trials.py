"""kill -9 trials: no move the widget acknowledged is lost when its process dies.

Each trial starts a child process that plays random legal moves on a
:class:`~solitaire_widget.widget.SolitaireWidget` backed by a game library file, and
prints ``ack <n> <move>`` after each ``w.play(...)`` returns (the widget has then saved
the move: that is the acknowledgement a player sees as the redrawn table). The parent
kills the child with SIGKILL at a random moment, opens the library and checks that the
saved game holds every acknowledged move, in order (it may differ by the one action
saved whose ack was not printed yet: a move more or an undo).

    python scripts/kill_trials.py --trials 40

Prints one line per trial and a summary; exits 1 if any acknowledged move was lost.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import time

CHILD = r"""
import random, sys
import solitaire_widget as sw
variant, seed, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
w = sw.SolitaireWidget(variant, seed=seed, library=path, live_status=False)
rng = random.Random(seed)
print("ready", flush=True)
n = 0
while True:
    moves = w.game.legal_moves()
    if not moves or rng.random() < 0.05:
        if w.game.moves and rng.random() < 0.5:
            w.undo(); n -= 1
            print(f"ack {n} undo", flush=True)
            continue
        if not moves:
            break
    m = rng.choice(moves)
    w.play(m); n += 1
    print(f"ack {n} {m}", flush=True)
print("done", flush=True)
"""


def trial(variant: str, seed: int, rng: random.Random) -> tuple[bool, str]:
    """One trial: returns (ok, description)."""
    import solitaire_widget as sw

    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "games.sqlite")
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, variant, str(seed), path],
            stdout=subprocess.PIPE,
            text=True,
            env={**os.environ, "SOLITAIRE_WIDGET_NATIVE": "0"},
        )
        assert child.stdout is not None
        if child.stdout.readline().strip() != "ready":
            child.kill()
            return False, "child did not start"
        deadline = time.monotonic() + rng.uniform(0.05, 1.5)
        acked: list[str] = []
        count = 0
        while time.monotonic() < deadline:
            line = child.stdout.readline()
            if not line or line.startswith("done"):
                break
            _, n, what = line.split(maxsplit=2)
            count = int(n)
            acked.append(what.strip())
        os.kill(child.pid, signal.SIGKILL)
        # acks printed before the kill but not read yet still count
        rest = child.stdout.read()
        child.wait()
        for line in rest.splitlines():
            if line.startswith("ack "):
                _, n, what = line.split(maxsplit=2)
                count = int(n)
                acked.append(what.strip())
        # the moves the player saw, replaying acks (undo pops)
        seen: list[str] = []
        for what in acked:
            if what == "undo":
                seen.pop()
            else:
                seen.append(what)
        assert len(seen) == count
        lib = sw.library(path)
        games = lib.games()
        if not games:
            return count == 0, f"{variant} #{seed}: nothing saved, {count} acked"
        saved = [str(m) for m in lib.record(games[0]["id"])["moves"]]
        lib.close()
        # the child may have saved one more action than it acknowledged: a move, or an undo
        ok = saved == seen or (len(saved) == len(seen) + 1 and saved[:-1] == seen)
        ok = ok or (len(saved) == len(seen) - 1 and saved == seen[:-1])
        return ok, f"{variant} #{seed}: {count} acked, {len(saved)} saved"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--trials", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    variants = ["klondike", "klondike32", "matrimony"]
    lost = 0
    for i in range(args.trials):
        ok, text = trial(variants[i % 3], rng.randrange(10**6), rng)
        lost += not ok
        print(("ok    " if ok else "LOST  ") + text, flush=True)
    print(f"{args.trials} trials, {lost} with an acknowledged move lost")
    return 1 if lost else 0


if __name__ == "__main__":
    sys.exit(main())
