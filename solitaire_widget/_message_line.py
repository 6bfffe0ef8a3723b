"""A widget's message line: the message an action left, kept as words that can be put in
another language, with the serial the page speaks it by.

A message is kept as a function of the language (``lang -> text``), not as finished text:
when the user changes the widget's language the same message is worded again, so the
line never stays in the old language while every label around it changed. Its serial
goes up with every message set, and only then: the page says a message whose serial is
new and shows a reworded one without saying it again (js/live.js, ``reword``). The table
(widget.py) and the position editor (editor.py) both keep one.

>>> from solitaire_widget.i18n import message
>>> line = MessageLine()
>>> line.tell("info", lambda lang: message("ui.msg.nothing_to_undo", lang), "en")
>>> line.now("en")
{'kind': 'info', 'text': 'There is no move to undo.', 'serial': 1}
>>> line.now("it")
{'kind': 'info', 'text': "Non c'è nessuna mossa da annullare.", 'serial': 1}
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

__all__ = ["MessageLine", "Words"]

log = logging.getLogger(__name__)

#: a message: a function of the language giving its text, or a text that can't be worded
#: again (an error's own text, which has no catalogue key)
Words = Callable[[str], str] | str


class MessageLine:
    """The message set for a widget's message line (or none).

    Attributes
    ----------
    serial : int
        How many messages were set so far: a new message, even with the words of the last
        one (the same refused move twice), has a new serial; wording it again does not
        change it.
    """

    def __init__(self) -> None:
        self.serial = 0
        # {"kind", "text", "lang" (of the text), "words" (a function of a language; None
        # for a text that can't be worded again)}
        self._set: dict[str, Any] | None = None

    @property
    def is_set(self) -> bool:
        """Whether a message is set."""
        return self._set is not None

    def tell(self, kind: str, words: Words, lang: str) -> None:
        """Set a new message of ``kind`` (``"info"``, ``"error"``...), worded now in
        ``lang``: ``words`` a function of a language, or a text that stays as it is."""
        if isinstance(words, str):
            text, again = words, None
        else:
            text, again = words(lang), words
        self._set = {"kind": kind, "text": text, "lang": lang, "words": again}
        self.serial += 1

    def clear(self) -> None:
        """No message (the serial stays: the next message set is a new one)."""
        self._set = None

    def now(self, lang: str) -> dict[str, Any] | None:
        """The message set as the page shows it, ``{"kind", "text", "serial"}`` with its text
        in ``lang`` (worded again in place when the language changed), or None."""
        msg = self._set
        if msg is None:
            return None
        if msg["lang"] != lang and msg["words"] is not None:
            try:
                msg["text"], msg["lang"] = msg["words"](lang), lang
            except Exception:  # the old words are better than a widget that can't be drawn
                log.warning("could not word the message again in %s", lang, exc_info=True)
                msg["words"] = None
        return {"kind": msg["kind"], "text": msg["text"], "serial": self.serial}
