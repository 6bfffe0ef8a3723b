"""What every search of the solver shares: budgets, the meter, the results.

:class:`Budget` reads a budget, :class:`_Meter` counts states and watches the clock (it
raises :class:`_OutOfBudget` at the limit), :class:`SolveResult` and :class:`Hint` are
what :func:`~solitaire_widget.solver.solve` and :func:`~solitaire_widget.solver.hint`
answer.
"""

from __future__ import annotations

import math
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..errors import clip, is_number, is_whole_number
from ..notation import Move

#: states between two looks at the clock
_CLOCK_EVERY = 32


# ---------------------------------------------------------------------------- budget
#: the most positions a budget may name: more than any search visits (the native cores
#: take the bound as a double, exact to 2**53 and finite to here)
MAX_STATES = 2**62


@dataclass(frozen=True)
class Budget:
    """How much search one solve may spend: ``seconds`` and/or ``states`` (None: no limit)."""

    seconds: float | None = None
    states: int | None = None

    @classmethod
    def of(cls, budget: Any) -> Budget:
        """Read a budget: a number of seconds, a dict or an object with ``seconds``/``states``."""
        if isinstance(budget, Budget):
            return budget
        if isinstance(budget, bool):
            raise ValueError(
                f"budget must be seconds or a dict with seconds/states, not {clip(budget)}"
            )
        if isinstance(budget, (int, float)):
            return cls(seconds=_check_num("budget", budget), states=None)
        if isinstance(budget, Mapping):
            unknown = set(budget) - {"seconds", "states"}
            if unknown:
                first = next(k for k in budget if k in unknown)  # the first one given
                raise ValueError(f"budget takes the keys 'seconds' and 'states', not {clip(first)}")
            seconds, states = budget.get("seconds"), budget.get("states")
        elif hasattr(budget, "seconds") or hasattr(budget, "states"):
            seconds = getattr(budget, "seconds", None)
            states = getattr(budget, "states", None)
        else:
            raise ValueError(
                f"budget must be seconds (a number) or a dict with 'seconds' and/or 'states', "
                f"not {clip(budget)}"
            )
        if seconds is None and states is None:
            raise ValueError("budget needs 'seconds' or 'states' (or both)")
        if seconds is not None:
            seconds = _check_num("budget seconds", seconds)
        if states is not None and not is_whole_number(states, 1, MAX_STATES):
            raise ValueError(
                f"budget states must be a whole number from 1 to 2**62, not {clip(states)}"
            )
        return cls(seconds=seconds, states=states)


def _check_num(name: str, value: Any) -> float:
    if not (is_number(value) and value > 0):
        raise ValueError(f"{name} must be a number of seconds > 0, not {clip(value)}")
    try:
        return float(value)
    except OverflowError:  # an int past any float: no limit, as math.inf
        return math.inf


class _OutOfBudget(Exception):
    pass


class _Meter:
    """Counts states and watches the clock; raises :class:`_OutOfBudget` at the limit."""

    __slots__ = ("deadline", "max_states", "states", "start", "_next_clock")

    def __init__(self, budget: Budget) -> None:
        self.start = time.perf_counter()
        self.deadline = (
            math.inf if budget.seconds in (None, math.inf) else self.start + budget.seconds
        )
        self.max_states = budget.states if budget.states is not None else math.inf
        self.states = 0
        self._next_clock = _CLOCK_EVERY

    def tick(self) -> None:
        self.states += 1
        if self.states > self.max_states:
            raise _OutOfBudget
        if self.states >= self._next_clock:
            self._next_clock += _CLOCK_EVERY
            if time.perf_counter() > self.deadline:
                raise _OutOfBudget

    @property
    def seconds(self) -> float:
        return time.perf_counter() - self.start


# ---------------------------------------------------------------------------- results
@dataclass
class SolveResult:
    """What :func:`solve` found.

    Attributes
    ----------
    status : str
        ``"won"`` (``moves`` is a winning line from the position), ``"lost"`` (the search
        was exhaustive: no line wins) or ``"unknown"`` (the budget ran out first).
    moves : list of Move
        The winning line (empty unless ``status == "won"``).
    states : int
        Positions the search visited.
    seconds : float
        Time spent.
    """

    status: str
    moves: list[Move] = field(default_factory=list)
    states: int = 0
    seconds: float = 0.0

    @property
    def won(self) -> bool:
        return self.status == "won"

    @property
    def winnable(self) -> bool | None:
        """True (won), False (lost), None (unknown)."""
        return {"won": True, "lost": False}.get(self.status)

    def __repr__(self) -> str:
        line = f" moves={len(self.moves)}" if self.moves else ""
        return f"<SolveResult {self.status}{line} states={self.states} seconds={self.seconds:.3f}>"


@dataclass(frozen=True)
class Hint:
    """A suggested move: ``source`` is ``"solver"`` (from a winning line) or ``"heuristic"``.

    ``winnable`` is True/False when the solver settled it within the budget, else None.
    ``move`` is None only when no move is legal.
    """

    move: Move | None
    source: str
    winnable: bool | None


#: share of the budget the quick (promising moves only) pass of a search may use
QUICK_SHARE = 0.5


def _quick_meter(meter: _Meter, share: float = QUICK_SHARE, from_now: bool = False) -> _Meter:
    """A meter for one pass of a search: ``share`` of ``meter``'s time and states, counted
    from the same start (the complete pass then goes on from the states it used), or, with
    ``from_now``, from now and the states counted so far, within what is left."""
    part = _Meter(Budget(seconds=None, states=None))
    part.start = time.perf_counter() if from_now else meter.start
    part.deadline = min(meter.deadline, part.start + (meter.deadline - meter.start) * share)
    part.states = meter.states
    part.max_states = meter.max_states * share
    if from_now:
        part.max_states = min(meter.max_states, meter.states + part.max_states)
        part._next_clock = meter.states + 1  # look at the clock from the first state
    return part
