"""Message catalogues in English, Italian, Dutch and Portuguese (the seeds' languages).

Every text the product shows comes from here: reasons of (il)legal moves, narration,
rule pages and the widget's labels. Catalogues are JSON files named
``<area>.<lang>.json`` in this folder (``engine.it.json``, ``ui.nl.json``, …); the
files of one language are merged. Parameters are filled in with :meth:`str.format`;
cards become their text (``Q♥``), pile ids become words in the language
(``t3`` → "pile 3" / "pila 3"), ``rule`` names another catalogue key whose text is
inserted, and ``game`` a variant id whose display name is inserted.

>>> message("illegal.tableau_build", "en", card=Card.parse("QH"), top=Card.parse("KH"),
...         rule="rule.tableau.down.alternate")
"Q♥ can't go on K♥: the tableau builds down in alternating colours."
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from ..cards import Card

__all__ = ["LANGUAGES", "check_lang", "catalogue", "message", "render_reason", "pile_name"]

LANGUAGES = ("en", "it", "nl", "pt")
_HERE = Path(__file__).parent
_PILE_PARAMS = {"src", "dst", "pile"}


def check_lang(lang: str) -> str:
    """Validate a language code; raises ValueError naming the accepted ones."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; accepted: {', '.join(LANGUAGES)}")
    return lang


@cache
def catalogue(lang: str) -> dict[str, str]:
    """All messages of one language, merged from its ``*.<lang>.json`` files."""
    check_lang(lang)
    out: dict[str, str] = {}
    for path in sorted(_HERE.glob(f"*.{lang}.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for key, text in data.items():
            if key in out:
                raise ValueError(f"{path.name}: key {key!r} is defined twice")
            out[key] = text
    return out


def _text(key: str, lang: str) -> str:
    cat = catalogue(lang)
    if key in cat:
        return cat[key]
    # a missing translation falls back to English (the tests keep this from happening)
    return catalogue("en")[key]


def pile_name(pile: str, lang: str = "en") -> str:
    """A pile id in words: ``"t3"`` → "pile 3", ``"f1"`` → "foundation 1", ``"stock"``."""
    if pile in ("stock", "waste", "tableau"):
        return _text(f"pile.{pile}", lang)
    if pile[:1] in ("t", "f") and pile[1:].isdigit():
        return _text(f"pile.{pile[0]}", lang).format(n=int(pile[1:]))
    return pile


def _value(name: str, value: Any, lang: str) -> Any:
    if isinstance(value, Card):
        return str(value)
    if name == "rule" and isinstance(value, str):
        return _text(value, lang)
    if name == "game" and isinstance(value, str):
        return _text(f"game.{value}", lang)
    if name in _PILE_PARAMS and isinstance(value, str):
        return pile_name(value, lang)
    return value


def message(key: str, lang: str = "en", **params: Any) -> str:
    """The text of catalogue ``key`` in ``lang`` with its parameters filled in."""
    check_lang(lang)
    values = {k: _value(k, v, lang) for k, v in params.items()}
    return _text(key, lang).format(**values)


def render_reason(key: str, params: dict[str, Any], lang: str = "en") -> str:
    """A reason (catalogue key + params) as a sentence in ``lang``."""
    return message(key, lang, **params)
