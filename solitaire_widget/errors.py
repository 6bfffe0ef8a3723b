"""The error family: every one is a :class:`ValueError`, so one ``except`` catches bad input."""

from __future__ import annotations

import re
import unicodedata
from typing import Any

_LONE_SURROGATE = re.compile("[\ud800-\udfff]")

__all__ = [
    "InvalidMoveError",
    "IllegalMoveError",
    "NoWinnableDealError",
    "PositionError",
    "RecordError",
    "RecordSourceError",
    "clip",
]


def clip(value: Any, limit: int = 40) -> str:
    """``repr(value)`` cut to about ``limit`` characters, for error messages about bad input.

    A hostile input can be megabytes long; the message quotes only its start (and says
    how long it was), and never calls ``repr`` on a large container in full.

    >>> clip("t1" + " " * 800 + "t2", limit=4)
    "'t1  …' (804 characters)"
    >>> clip(5)
    '5'
    """
    if isinstance(value, (str, bytes)):
        if len(value) <= limit:
            return repr(value)
        head = repr(value[:limit])
        return f"{head[:-1]}…{head[-1]} ({len(value)} characters)"
    if isinstance(value, (list, tuple, dict, set, frozenset)) and len(value) > 8:
        return f"a {type(value).__name__} of {len(value)} items"
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 128:
        return f"an integer of {value.bit_length()} bits"
    try:
        text = repr(value)
    except Exception:  # a hostile __repr__ must not hide the real error
        return f"a {type(value).__name__}"
    return text if len(text) <= limit else text[:limit] + "…"


def is_whole_number(value: Any, low: int | None = None, high: int | None = None) -> bool:
    """Whether ``value`` is an ``int`` from ``low`` to ``high`` (both included; None: no
    bound). A ``bool`` is not one: ``True`` given for a count or an index is a mistake,
    not 1. The one test behind every "a whole number from … to …" message.

    >>> is_whole_number(3, 1, 104), is_whole_number(True), is_whole_number(2.0)
    (True, False, False)
    >>> is_whole_number(-1, 0), is_whole_number(10**5000, None, 2**64)
    (False, False)
    """
    if isinstance(value, bool) or not isinstance(value, int):
        return False
    return (low is None or value >= low) and (high is None or value <= high)


def check_flag(name: str, value: Any) -> bool:
    """``value`` if it is ``True`` or ``False``, else a ``ValueError`` naming ``name``.

    A switch that hides something must not take ``"False"`` (a true value) for off.

    >>> check_flag("show_face_down", False)
    False
    """
    if isinstance(value, bool) or type(value).__name__ == "bool_":  # numpy's too
        return bool(value)
    raise ValueError(f"{name} is True or False, not {clip(value)}")


def is_number(value: Any) -> bool:
    """Whether ``value`` is a real number (an ``int`` or ``float``, NaN and infinities
    included), not a ``bool``: the first half of every "a number of seconds / pixels"
    check, whose range each caller then compares (a NaN fails every comparison).

    >>> is_number(0.5), is_number(3), is_number(True), is_number("1")
    (True, True, False, False)
    """
    return isinstance(value, (int, float)) and not isinstance(value, bool)


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


class NoWinnableDealError(ValueError):
    """No deal the solver proves winnable among the deal numbers tried (``winnable=True``):
    its own class, so a widget can word it in the player's language."""


class RecordError(ValueError):
    """A game record that can't be loaded; the message names the field or the move number."""


class RecordSourceError(RecordError, TypeError):
    """An argument of the wrong type where a record, its source or its file is expected.

    For example a file descriptor number given to :func:`~solitaire_widget.record.load`
    (which reads only a dict, JSON text or a file path), or a non-game to ``to_record``.

    Both a :class:`RecordError` (the ``ValueError`` family every input error belongs to)
    and a :class:`TypeError`, which callers caught before it existed.
    """


class PositionError(ValueError):
    """A position text (:meth:`Game.from_position`) that can't be read or can't be a
    position of its game; the message names the pile and the card."""


#: the variation selectors a phone or a web page writes after a suit symbol ("♠️": U+FE0F
#: asks for the emoji drawing, U+FE0E for the text one): how it is drawn, not what it is
_VARIATION_SELECTORS = dict.fromkeys((0xFE0E, 0xFE0F))


def without_variation_selectors(text: str) -> str:
    """``text`` without U+FE0E and U+FE0F ("10♠️" is "10♠")."""
    return text if text.isascii() else text.translate(_VARIATION_SELECTORS)


def as_typed(text: str) -> str:
    """A typed name or card as one spelling whatever the keyboard: composed (NFC; a macOS
    keyboard may type "ó" as "o" and a combining accent) and without variation selectors.

    >>> as_typed("matrimo\u0301nio") == "matrimónio", as_typed("10♠\ufe0f")
    (True, '10♠')
    """
    if text.isascii():  # nearly every name: nothing to do
        return text
    return unicodedata.normalize("NFC", without_variation_selectors(text))


def well_formed(text: str) -> str:
    """``text`` with each lone surrogate (JSON's ``"\\ud800"`` reads as one) made U+FFFD:
    no UTF-8 file, page or kernel message can carry one, and a comment holding one made
    the widgets fail to show and the library fail to save.

    >>> well_formed("bad \\ud800 end") == "bad \\ufffd end"
    True
    """
    return _LONE_SURROGATE.sub("\ufffd", text)
