"""The statistics of a game library, kept up to date game by game.

:meth:`Library.stats <solitaire_widget.game_library.Library.stats>` used to read every game
of the variant and add the figures up again (about 100 ms at 10,000 games, inline in the
Statistics panel's handler). A :class:`VariantTally` is built once from the stored games
(one lean query, as the library is opened: in a widget's constructor, not in a handler)
and then changed by each saved game (:meth:`VariantTally.put`): a save
costs a few dictionary updates, and the figures cost the length of the current winning
streak plus the recent games. The figures are the ones the full count gave, exactly
(``tests/test_library.py`` compares the two on random libraries).
"""

from __future__ import annotations

import copy
import json
from bisect import bisect_left, insort
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

#: how many recent games ``Library.stats`` lists (the panel's chart)
RECENT = 20

#: a game's place in the start order: (started, id)
Key = tuple[str, int]
#: what the figures need of one game: (result, moves, seconds or None)
Counted = tuple[str, int, float | None]


class _Least:
    """A multiset of numbers that knows its least (an undone win takes one out)."""

    def __init__(self, xs: Iterable[Any] = ()) -> None:
        self.count: Counter[Any] = Counter(xs)
        self._least: Any = None  # None: not known (worked out again when asked)

    def add(self, x: Any) -> None:
        self.count[x] += 1
        if self._least is not None and x < self._least:
            self._least = x

    def remove(self, x: Any) -> None:
        self.count[x] -= 1
        if not self.count[x]:
            del self.count[x]
            if x == self._least:
                self._least = None

    def least(self) -> Any:
        if self._least is None and self.count:
            self._least = min(self.count)
        return self._least


class Figures:
    """Played, won, streaks, best time, fewest moves and recent games of one sequence of
    games (a variant's, or one option set's), in the order they were started."""

    def __init__(self, games: Sequence[tuple[Key, Counted]] = ()) -> None:
        """``games``: already in start order (a build from the file)."""
        self.keys: list[Key] = [k for k, _ in games]
        self.games: dict[Key, Counted] = dict(games)
        wins = [g for _, g in games if g[0] == "won"]
        self.won = len(wins)
        self.moves = _Least(g[1] for g in wins)  # of the won games
        self.times = _Least(g[2] for g in wins if g[2] is not None)  # (that have a time)
        self.runs: Counter[int] = Counter()  # the maximal runs of wins, by length
        run = 0
        for _, g in games:
            if g[0] == "won":
                run += 1
            elif run:
                self.runs[run] += 1
                run = 0
        self._runs(run, 1)

    def _count(self, g: Counted, sign: int) -> None:
        if g[0] != "won":
            return
        self.won += sign
        (self.moves.add if sign > 0 else self.moves.remove)(g[1])
        if g[2] is not None:
            (self.times.add if sign > 0 else self.times.remove)(g[2])

    def _runs(self, length: int, sign: int) -> None:
        if length:
            self.runs[length] += sign
            if not self.runs[length]:
                del self.runs[length]

    def _won_at(self, i: int) -> bool:
        return self.games[self.keys[i]][0] == "won"

    def put(self, key: Key, game: Counted | None) -> None:
        """Game ``key`` is now ``game`` (None: not counted, i.e. gone or without a move)."""
        old = self.games.get(key)
        if old == game:
            return
        was = None if old is None else old[0] == "won"
        now = None if game is None else game[0] == "won"
        if was != now:  # the runs change around the game's place only
            i = bisect_left(self.keys, key)
            left = 0
            while i - left > 0 and self._won_at(i - left - 1):
                left += 1
            j = i + (old is not None)
            right = 0
            while j + right < len(self.keys) and self._won_at(j + right):
                right += 1
            for state, sign in ((was, -1), (now, 1)):
                if state is None:  # not there: the runs either side are one
                    self._runs(left + right, sign)
                elif state:
                    self._runs(left + 1 + right, sign)
                else:
                    self._runs(left, sign)
                    self._runs(right, sign)
        if old is not None:
            self._count(old, -1)
        if game is None:
            del self.games[key]
            del self.keys[bisect_left(self.keys, key)]
            return
        if old is None:
            insort(self.keys, key)
        self.games[key] = game
        self._count(game, 1)

    @property
    def played(self) -> int:
        return len(self.keys)

    def figures(self) -> dict[str, Any]:
        """The figures as ``Library.stats`` gives them."""
        played = len(self.keys)
        current = 0
        i = played - 1
        if i >= 0 and self.games[self.keys[i]][0] == "playing":
            i -= 1  # a game in progress at the end doesn't break the streak
        while i >= 0 and self._won_at(i):
            current += 1
            i -= 1
        recent = [self.games[k] for k in self.keys[-RECENT:]]
        return {
            "played": played,
            "won": self.won,
            "win_rate": self.won / played if played else 0.0,
            "current_streak": current,
            "best_streak": max(self.runs, default=0),
            "best_time": self.times.least(),
            "fewest_moves": self.moves.least(),
            "recent": [{"result": g[0], "moves": g[1]} for g in recent],
        }


def options_key(options: dict[str, Any]) -> str:
    """The option set a game's figures go under (its options as sorted JSON)."""
    return json.dumps(options, sort_keys=True)


class VariantTally:
    """One variant's figures, with the same per option set (``by_options``)."""

    def __init__(self, rows: Sequence[tuple[Key, dict[str, Any], str, Counted]] = ()) -> None:
        """``rows``: ``(key, options, options_key, game)`` in start order (a build)."""
        self.all = Figures([(k, g) for k, _, _, g in rows])
        by: dict[str, list[tuple[Key, Counted]]] = {}
        self.options: dict[str, dict[str, Any]] = {}  # the first game's options, per set
        for key, options, okey, g in rows:
            games = by.get(okey)
            if games is None:
                games = by[okey] = []
                self.options[okey] = options
            games.append((key, g))
        self.sets = {okey: Figures(games) for okey, games in by.items()}

    def put(self, key: Key, options: dict[str, Any], okey: str, game: Counted | None) -> None:
        """Game ``key[1]`` (of these ``options``) is now ``game`` (None: not counted). A
        game's start and options never change: its key and set are the same at each put."""
        self.all.put(key, game)
        figures = self.sets.get(okey)
        if figures is None:
            if game is None:
                return
            figures = self.sets[okey] = Figures()
            self.options[okey] = options
        figures.put(key, game)
        if not figures.played:
            del self.sets[okey]
            del self.options[okey]

    @property
    def played(self) -> int:
        return self.all.played

    def first(self) -> Key | None:
        return self.all.keys[0] if self.all.keys else None

    def figures(self) -> dict[str, Any]:
        """The variant's figures as ``Library.stats(variant)`` gives them."""
        out = self.all.figures()
        # most played first; a tie in the order of each set's first game
        order = sorted(self.sets.items(), key=lambda s: (-s[1].played, s[1].keys[0]))
        out["by_options"] = [
            {"options": copy.deepcopy(self.options[okey]), **figures.figures()}
            for okey, figures in order
        ]
        return out
