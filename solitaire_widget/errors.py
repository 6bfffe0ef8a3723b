"""The error family: every one is a :class:`ValueError`, so one ``except`` catches bad input."""

from __future__ import annotations

from typing import Any

__all__ = ["InvalidMoveError", "IllegalMoveError", "RecordError"]


class InvalidMoveError(ValueError):
    """A move text that can't be read (``"t3>>"``): a syntax error, not a rules question."""


class IllegalMoveError(ValueError):
    """A well-formed move that the rules forbid in this position.

    Attributes
    ----------
    move : Move
        The move that was refused.
    key : str
        The message-catalogue key of the rule that forbids it (``"illegal.tableau_colour"``).
    params : dict
        The values the message names (cards, piles).
    reason : str
        The explanation in words, in the game's language.
    """

    def __init__(self, move: Any, key: str, params: dict[str, Any], reason: str) -> None:
        super().__init__(f"{reason} (move {move})")
        self.move = move
        self.key = key
        self.params = params
        self.reason = reason

    def explain(self, lang: str = "en") -> str:
        """The same explanation in another language (en, it, nl, pt)."""
        from .i18n import render_reason

        return render_reason(self.key, self.params, lang)


class RecordError(ValueError):
    """A game record that can't be loaded; the message names the field or the move number."""
