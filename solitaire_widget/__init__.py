"""solitaire_widget: solitaire in the notebook — an exact rules engine, a card-table
widget, game records with replay and narration, and a solver.

>>> import solitaire_widget as sw
>>> g = sw.Game("klondike32", seed=7)
>>> g.play(g.legal_moves()[-1]) is not None
True

The engine side (cards, rules, engine, notation, record, replay, solver, render) imports
nothing from the widget side; ``SolitaireWidget``, ``ReplayWidget``, ``play`` and
``library`` load anywidget only when first used.

The lessons' records ship in the package: ``sw.lessons()`` lists them and
``sw.example_record("matrimony-lesson")`` returns one as a dict. The rule book, generated
from ``sw.rules(...)``, is ``docs/rules.md``.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from .cards import Card, CardParseError
from .engine import Effect, Game, Pile, PlayedMove
from .errors import IllegalMoveError, InvalidMoveError, PositionError, RecordError
from .notation import Move
from .rulesets import VARIANTS, find_variant, variants

__version__ = "0.1.0"

# name -> module that defines it, imported on first use (keeps anywidget out of the engine)
_LAZY = {
    "save": ".record",
    "load": ".record",
    "to_record": ".record",
    "from_record": ".record",
    "Replay": ".replay",
    "solve": ".solver",
    "winnability": ".solver",
    "winnability_study": ".solver",
    "load_study": ".solver",
    "SolveResult": ".solver",
    "hint": ".solver",
    "rules": ".rulebook",
    "svg": ".render",
    "text": ".render",
    "SolitaireWidget": ".widget",
    "ReplayWidget": ".replay_widget",
    "play": ".widget",
    "library": ".game_library",
    "Library": ".game_library",
    "lessons": "._lessons",
    "example_record": "._lessons",
    "Exercise": ".exercise",
    "Verdict": ".exercise",
    "Worksheet": ".worksheet",
    "WorksheetError": ".worksheet",
    "edit": ".editor",
    "PositionEditor": ".editor",
}

__all__ = [
    "Card",
    "CardParseError",
    "Effect",
    "Game",
    "IllegalMoveError",
    "InvalidMoveError",
    "Move",
    "Pile",
    "PlayedMove",
    "PositionError",
    "RecordError",
    "VARIANTS",
    "find_variant",
    "variants",
    *_LAZY,
]


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'solitaire_widget' has no attribute {name!r}")
    value = getattr(import_module(module, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
