"""Run the ``>>>`` examples of the engine-side modules as tests (they are documentation)."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "solitaire_widget.cards",
    "solitaire_widget.rulesets",
    "solitaire_widget.shuffle",
    "solitaire_widget.notation",
    "solitaire_widget.engine",
    "solitaire_widget.record",
    "solitaire_widget.i18n",
    "solitaire_widget.scoring",
    "solitaire_widget.autodrop",
    "solitaire_widget.exercise_mode",
    "solitaire_widget._platform",
    "solitaire_widget.game_library",
    "solitaire_widget.errors",
    "solitaire_widget._files",
    "solitaire_widget._traits",
    "solitaire_widget._message_line",
]


@pytest.mark.parametrize("name", MODULES)
def test_module_doctests(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS, verbose=False)
    assert result.attempted > 0, f"{name} has no examples"
    assert result.failed == 0


def test_the_engine_modules_document_their_main_entry_points():
    from solitaire_widget import Card, Game, Move
    from solitaire_widget.record import from_record, to_record

    for obj in (Card, Card.parse, Game, Game.explain, Move, from_record, to_record):
        doc = obj.__doc__ or ""
        assert doc.strip(), f"{obj.__qualname__} has no docstring"
    for obj in (Card, Game, Game.explain, Move):
        assert ">>>" in (obj.__doc__ or ""), f"{obj.__qualname__} has no example"
