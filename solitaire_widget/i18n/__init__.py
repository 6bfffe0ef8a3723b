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
import re
from functools import cache
from pathlib import Path
from typing import Any

from ..cards import Card
from ..errors import clip

__all__ = ["LANGUAGES", "check_lang", "catalogue", "message", "render_reason", "pile_name"]

LANGUAGES = ("en", "it", "nl", "pt")
_HERE = Path(__file__).parent
_PILE_PARAMS = {"src", "dst", "pile"}


def check_lang(lang: str) -> str:
    """Validate a language code; raises ValueError naming the accepted ones."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {clip(lang)}; accepted: {', '.join(LANGUAGES)}")
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


# A pile's name carries its article ("il mazzetto 3", "a pilha 3"), so a preposition
# written before a placeholder meets it only once the text is filled in: "da il mazzetto"
# must read "dal mazzetto". Both languages always contract these pairs in writing.
_CONTRACTIONS: dict[str, dict[tuple[str, str], str]] = {
    "it": {
        (prep, art): form
        for prep, row in {
            "da": ("dal", "dalla", "dallo", "dall'", "dai", "dalle", "dagli"),
            "a": ("al", "alla", "allo", "all'", "ai", "alle", "agli"),
            "su": ("sul", "sulla", "sullo", "sull'", "sui", "sulle", "sugli"),
            "di": ("del", "della", "dello", "dell'", "dei", "delle", "degli"),
            "in": ("nel", "nella", "nello", "nell'", "nei", "nelle", "negli"),
        }.items()
        for art, form in zip(("il", "la", "lo", "l'", "i", "le", "gli"), row, strict=True)
    },
    "pt": {
        ("de", "o"): "do",
        ("de", "a"): "da",
        ("em", "o"): "no",
        ("em", "a"): "na",
        ("a", "o"): "ao",
        ("a", "a"): "à",
    },
}
_CONTRACTION_RE = {
    lang: re.compile(
        r"\b(" + "|".join(sorted({p for p, _ in table}, key=len, reverse=True)) + r") "
        r"(" + "|".join(sorted({a for _, a in table}, key=len, reverse=True)) + r")(?=\s|$)",
    )
    for lang, table in _CONTRACTIONS.items()
}


def _contract(text: str, lang: str) -> str:
    """Join preposition + article the way the language writes them ("da il" → "dal")."""
    pattern = _CONTRACTION_RE.get(lang)
    if pattern is None:
        return text
    table = _CONTRACTIONS[lang]

    def join(m: re.Match[str]) -> str:
        form = table.get((m.group(1), m.group(2)))
        return m.group(0) if form is None else form

    return pattern.sub(join, text)


def message(key: str, lang: str = "en", **params: Any) -> str:
    """The text of catalogue ``key`` in ``lang`` with its parameters filled in.

    >>> message("ui.hint_move", "it", card="7♥", src="waste", dst="f1")
    '7♥: dalla pila degli scarti alla casa 1'
    """
    check_lang(lang)
    # a count of 1 takes the key's singular form where there is one ("1 turn-over",
    # "una volta sola"), not "1 turn-overs"
    one = f"{key}.one"
    if any(_is_one(params.get(p)) for p in _COUNT_PARAMS) and one in catalogue(lang):
        key = one
    values = {k: _value(k, v, lang) for k, v in params.items()}
    return _contract(_text(key, lang).format(**values), lang)


#: the parameters whose value 1 picks a key's singular form (``<key>.one``)
_COUNT_PARAMS = ("n", "max", "states")


def _is_one(value: Any) -> bool:
    return value == 1 and not isinstance(value, bool)


def render_reason(key: str, params: dict[str, Any], lang: str = "en") -> str:
    """A reason (catalogue key + params) as a sentence in ``lang``: from a capital letter
    (a reason that starts with a pile read "the waste is empty: …")."""
    text = message(key, lang, **params)
    return text[:1].upper() + text[1:]
