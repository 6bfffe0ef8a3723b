"""The solver: win, prove a loss, or say "unknown" — for every game, from any position.

The search is *thoughtful*: it knows every card, the face-down ones and the stock order
too (as a teacher checking a deal does, not as a player does). It is a depth-first
search with a transposition table, so an exhausted search is a proof that no winning
line exists; a search that runs out of budget answers ``"unknown"`` and never guesses.

* Klondike and Solitario (32 cards) run on a compact private state (tuples of card
  codes, foundations as per-suit heights, tableau piles compared as a set) with move
  ordering (cards turned up first, foundation moves next) and *safe* automatic
  moves: a tableau card goes home at once when every card that could ever be built
  on it, directly or in a chain, is already home, so keeping it out can't help. With
  unlimited passes the stock has no draw moves (with automatic Aces, only when drawing
  one at a time): every card that drawing could bring to the waste top is playable at
  once ("K+"). Each solve makes a quick pass over
  promising moves first (it may win, never proves a loss), then the complete search.
  The search (both stock models, both games and all their options) runs on a native
  core, ``_klondike_core.c``, compiled when the package is built and loaded by
  :mod:`solitaire_widget._native`: the same search, state for state, tens of times
  faster; without the core it runs here.
* Matrimony (and any option set the fast path doesn't model, such as
  ``draw_requires_no_moves``) runs on private copies of the engine itself with the same
  search. With forced play (``deal_requires_no_moves`` and ``redeal_requires_no_moves``:
  a deal or a redeal step only when no card can be played) its choices are only which
  foundation and which copy of a card, and plays nothing can replace are made without
  branching (:func:`_forced_play`): almost every deal is settled, most in well under
  a second. With one of the two options the reduction applies in the phase it governs
  (the stock deals, or the redeal).
  Under the default rules a card may also be held back, which changes where the redeal
  puts the cards above it. Those rules get their own exact search,
  :mod:`.matrimony_exact`: a card held back stays back until it can matter, cards that
  holding back can't help are played at once, and a relaxation played through the redeal
  steps left proves losses early. Each reduction is proven in that module's docstring.

Every winning line found is replayed through :meth:`Game.play` on a copy before it is
returned, so ``result.moves`` always replays to a won game.

>>> import solitaire_widget as sw
>>> r = sw.solve(sw.Game("klondike32", seed=3), budget=5)
>>> r.status in ("won", "lost", "unknown")
True
>>> if r.status == "won":
...     g = sw.Game("klondike32", seed=3)
...     for m in r.moves:
...         _ = g.play(m)
...     assert g.is_won()

The package has one module per part: :mod:`.common` (budgets, results), :mod:`.search`
(:func:`solve`, :func:`hint`, :func:`status_after_moves`), :mod:`.klondike` (the
Klondike-family search and its native dispatch), :mod:`.matrimony` (the search on engine
copies), :mod:`.matrimony_exact` (Matrimony under the default rules) and :mod:`.batch`
(:func:`find_winnable_seed`, :func:`winnability`, and :func:`winnability_study` /
:func:`load_study` for studies too big for one call). Import from
``solitaire_widget.solver``: the names here are the public API.

The search switches live in one module each and are read there at call time: ``NATIVE``
(the native core), ``PENDING_RULE``, ``AUTO_ACES_KPLUS`` and the Python ``_dfs`` in
:mod:`.klondike`, ``FORCED_PLAY_RULE`` and ``EXACT`` in :mod:`.matrimony`, one per reduction in
:mod:`.matrimony_exact`. Tests and benchmarks set them
on that module (``monkeypatch.setattr(solver.klondike, "NATIVE", False)``): the package
itself has no such names.
"""

from __future__ import annotations

import types

from ..engine import Game  # noqa: F401 - a name the doctests below use (see __test__)
from . import batch, common, klondike, matrimony, matrimony_exact, search
from .batch import (
    Winnability,
    find_winnable_seed,
    load_study,
    wilson_interval,
    winnability,
    winnability_study,
)
from .common import Budget, Hint, SolveResult
from .search import hint, solve, status_after_moves

__all__ = [
    "Budget",
    "Hint",
    "SolveResult",
    "Winnability",
    "find_winnable_seed",
    "hint",
    "load_study",
    "solve",
    "status_after_moves",
    "wilson_interval",
    "winnability",
    "winnability_study",
]

#: the modules of the package, in import order
_PARTS: tuple[types.ModuleType, ...] = (
    common,
    klondike,
    matrimony,
    matrimony_exact,
    search,
    batch,
)

# ``doctest.testmod`` on the package finds only what the package itself defines: list the
# examples of the parts (the doctests name ``Game`` and the entry points, imported above)
__test__ = {
    f"{part.__name__.rpartition('.')[2]}.{obj.__qualname__}": obj
    for part in _PARTS
    for obj in vars(part).values()
    if getattr(obj, "__module__", None) == part.__name__ and ">>>" in (obj.__doc__ or "")
}
