"""Position errors in the student's language (issue 12): every kind of
:class:`~solitaire_widget.errors.PositionError` in en/it/nl/pt names its pile and card.

English names a pile by its id in the text (``t3``), as the messages always read; the
other languages name it as the catalogue does ("il mazzetto 3", "stapel 3", "a pilha 3").
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from solitaire_widget import Game, edit
from solitaire_widget.cards import Card
from solitaire_widget.errors import PositionError
from solitaire_widget.i18n import LANGUAGES, catalogue, pile_name

Case = tuple[str, str | None, str | None]  # position text, pile id named, card (or token) named


def _parts(variant: str = "klondike", seed: int = 1, **opts) -> tuple[Game, list[str]]:
    g = Game(variant, seed=seed, **opts)
    return g, g.position().split(" ")


def _with(fields: list[str], piles: list[str], counter: str | None = None) -> str:
    return " ".join([fields[0], fields[1], "/".join(piles), counter or fields[3]])


def _without(g: Game, piles: list[str], cards: set[str]) -> list[str]:
    """The piles with ``cards`` taken off, each tableau's new top card turned face up."""
    out = []
    for pid, p in zip(g.pile_ids, piles, strict=True):
        kept = [p[k : k + 2] for k in range(0, len(p), 2) if p[k : k + 2].upper() not in cards]
        kept = [] if p == "-" else kept
        if kept and pid.startswith("t") and kept[-1].islower():
            kept[-1] = kept[-1].upper()
        out.append("".join(kept) or "-")
    return out


def _stock_up() -> Case:
    g, f = _parts()
    piles = f[2].split("/")
    piles[0] = piles[0][:-2] + piles[0][-2:].upper()
    return _with(f, piles), "stock", str(g.piles["stock"].cards[-1])


def _down_above_up() -> Case:
    g, f = _parts()
    piles, i = f[2].split("/"), g.pile_ids.index("t3")
    p = piles[i]
    piles[i] = p[:2].upper() + p[2:4].lower() + p[4:]
    return _with(f, piles), "t3", str(g.piles["t3"].cards[1])


def _top_turns_up() -> Case:
    g, f = _parts()
    piles, i = f[2].split("/"), g.pile_ids.index("t3")
    piles[i] = piles[i].lower()
    return _with(f, piles), "t3", str(g.piles["t3"].cards[-1])


def _no_face_down() -> Case:
    g, f = _parts("matrimony")
    piles, i = f[2].split("/"), g.pile_ids.index("t1")
    piles[i] = piles[i].lower() + piles[i]
    return _with(f, piles), "t1", str(g.piles["t1"].cards[0])


def _foundation(cards: str) -> Case:
    g, f = _parts()
    piles = _without(g, f[2].split("/"), {"AS", "2S", "3S"})
    piles[g.pile_ids.index("f1")] = cards
    return _with(f, piles), "f1", None


def _foundation_down() -> Case:
    text, pid, _ = _foundation("as2S3S")
    return text, pid, "A♠"


def _foundation_start() -> Case:
    text, pid, _ = _foundation("2SAS3S")
    return text, pid, "2♠"


def _foundation_follow() -> Case:
    text, pid, _ = _foundation("AS3S2S")
    return text, pid, "3♠"


def _too_many() -> Case:
    g, f = _parts()
    piles, ids = f[2].split("/"), g.pile_ids
    t1, t2 = ids.index("t1"), ids.index("t2")
    piles[t2] = piles[t2][:-2] + piles[t1][-2:]
    return _with(f, piles), "t2", str(g.piles["t1"].top)


def _too_many_none() -> Case:
    g, f = _parts("klondike32")
    piles, i = f[2].split("/"), g.pile_ids.index("t1")
    piles[i] = piles[i][:-2] + "2S"  # Solitario's 32 cards have no 2
    return _with(f, piles), "t1", "2♠"


def _pending() -> Case:
    g = next(g for s in range(1, 200) if (g := Game("klondike32", seed=s)).deal_effects)
    f = g.position().split(" ")
    piles, ids = f[2].split("/"), g.pile_ids
    k = next(i for i, pid in enumerate(ids) if pid.startswith("f") and piles[i] != "-")
    ace, piles[k] = piles[k][:2], piles[k][2:] or "-"
    piles[ids.index("waste")] = ace
    return _with(f, piles), "waste", str(Card.parse(ace))


def _not_card() -> Case:
    return "klondike - -/-/-/-/-/-/-/-/-/-/-/-/ZZ 0", "t7", "'ZZ'"


def _pile_odd() -> Case:
    return "klondike - -/-/-/-/-/-/-/-/-/-/-/-/ASK 0", "t7", "'ASK'"


#: every PositionError that is about a pile, with the pile and the card it must name
PILE_CASES: dict[str, Callable[[], Case]] = {
    "stock_up": _stock_up,
    "down_above_up": _down_above_up,
    "top_turns_up": _top_turns_up,
    "no_face_down": _no_face_down,
    "foundation_down": _foundation_down,
    "foundation_start": _foundation_start,
    "foundation_follow": _foundation_follow,
    "too_many": _too_many,
    "too_many_none": _too_many_none,
    "pending": _pending,
    "not_card": _not_card,
    "pile_odd": _pile_odd,
}


def _error(text: object, lang: str) -> str:
    with pytest.raises(PositionError) as info:
        Game.from_position(text, lang=lang)  # type: ignore[arg-type]
    return str(info.value)


def _pile_words(pid: str, lang: str) -> str:
    return pid if lang == "en" else pile_name(pid, lang)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("kind", sorted(PILE_CASES))
def test_every_pile_error_names_pile_and_card_in_each_language(kind: str, lang: str) -> None:
    text, pid, card = PILE_CASES[kind]()
    msg = _error(text, lang)
    # the case really is of this kind: the English text is the catalogue's sentence
    en = _error(text, "en")
    head = catalogue("en")[f"position.{kind}"].split("{")[1].split("}")[1][:12]
    assert head.strip(" ,:;()") in en, f"{kind}: {en!r}"
    prefix = catalogue(lang)["position.prefix"].split("{")[0]
    assert msg.startswith(prefix), msg
    assert pid is not None and card is not None
    assert _pile_words(pid, lang) in msg, f"{lang} {kind}: {msg!r} names no {pid}"
    assert card in msg, f"{lang} {kind}: {msg!r} names no {card}"
    if lang != "en":
        assert msg != en
        assert "{" not in msg


#: the errors that are not about one pile, with a word (number, card) they must carry
OTHER_CASES: dict[str, tuple[object, str]] = {
    "not_text": (5, "int"),
    "too_long": ("k" * 3000, "3000"),
    "fields": ("klondike", "1"),
    "option_form": ("klondike draw_count - 0", "draw_count"),
    "option_unknown": ("klondike colour=red - 0", "colour"),
    "option_twice": ("klondike draw_count=1,draw_count=3 - 0", "draw_count"),
    "option_choice": ("klondike draw_count=2 - 0", "1, 3"),
    "option_value": ("klondike max_redeals=99999 - 0", "99999"),
    "pile_count": ("klondike - - 0", "13"),
    "counter_number": (_with(_parts()[1], _parts()[1][2].split("/"), "-1"), "-1"),
}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("kind", sorted(OTHER_CASES))
def test_other_errors_speak_the_language(kind: str, lang: str) -> None:
    text, word = OTHER_CASES[kind]
    msg = _error(text, lang)
    assert word in msg, msg
    if lang != "en":
        assert msg != _error(text, "en")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_whole_position_errors_speak_the_language(lang: str) -> None:
    g, f = _parts()
    piles = f[2].split("/")
    lost = str(g.piles["stock"].cards[0])
    piles[0] = piles[0][2:]
    missing = _error(_with(f, piles), lang)
    assert lost in missing
    g, f = _parts(max_redeals=2)
    out = _error(_with(f, f[2].split("/"), "3"), lang)
    assert "0..2" in out and "3" in out
    g, f = _parts("matrimony")
    stock = _error(_with(f, f[2].split("/"), "1"), lang)
    english = {"missing": "is missing", "out": "out of range", "stock": "stock is not empty"}
    for name, msg in (("missing", missing), ("out", out), ("stock", stock)):
        assert (english[name] in msg) == (lang == "en"), f"{lang}: {msg!r}"


def test_english_texts_are_unchanged() -> None:
    # the English sentences are the ones the docs quote and the other tests match
    text, _, _ = _foundation_follow()
    assert "position: f1, card 2 (3♠) can't follow A♠ on f1" in _error(text, "en")
    text, _, _ = _too_many_none()
    assert _error(text, "en").endswith(
        "t1, card 1 (2♠) is one too many (Solitario (32 cards) has none)"
    )
    assert _error("klondike - - 0", "en") == (
        "position: 1 piles given; klondike has 13: stock, waste, f1, f2, f3, f4, t1, t2, t3, "
        "t4, t5, t6, t7 (separated by /, an empty pile is -)"
    )


def test_editor_verdict_is_in_its_language() -> None:
    text, pid, card = _foundation_follow()
    for lang in LANGUAGES:
        ed = edit(text, lang=lang)
        assert not ed.valid
        assert ed.problem == _error(text, lang)
        assert _pile_words(pid, lang) in ed.problem and card in ed.problem
    ed = edit(text, lang="it")
    ed.lang = "nl"  # the verdict follows a change of language
    assert ed.problem == _error(text, "nl")


@pytest.mark.parametrize(
    ("lang", "place", "pile"),
    [
        ("en", "Pile 3 has no place 9 (0 to 3)", "'t9' is not a pile of Klondike"),
        ("it", "Mazzetto 3 non ha un posto 9 (da 0 a 3)", "'t9' non è una pila del Klondike"),
        ("nl", "Stapel 3 heeft geen plaats 9 (0 tot en met 3)", "'t9' is geen stapel van Klondike"),
        ("pt", "Pilha 3 não tem um lugar 9 (de 0 a 3)", "'t9' não é uma pilha do Klondike"),
    ],
)
def test_editor_refusals_are_in_its_language(lang: str, place: str, pile: str) -> None:
    ed = edit("klondike", seed=4, lang=lang)
    with pytest.raises(PositionError, match=re.escape(place)):
        ed.move("t2", "t3", at=9)
    with pytest.raises(PositionError, match=re.escape(pile)):
        ed.move("t9", "t2")
