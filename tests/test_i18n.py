"""The message catalogues: every English text has an Italian, Dutch and Portuguese one.

The catalogue files are found by globbing ``solitaire_widget/i18n``, so an area added
later (``ui``, ``replay``, …) is checked the same way without touching this file.
"""

from __future__ import annotations

import json
import re
import string
from collections import Counter
from pathlib import Path

import pytest

import solitaire_widget as sw
from solitaire_widget.cards import Card
from solitaire_widget.i18n import LANGUAGES, catalogue, message, pile_name
from solitaire_widget.rulesets import VARIANTS, rules_for

I18N = Path(sw.__file__).parent / "i18n"
ENGINE = Path(sw.__file__).parent / "engine.py"
OTHER = [lang for lang in LANGUAGES if lang != "en"]
AREAS = sorted(p.name.split(".")[0] for p in I18N.glob("*.en.json"))

#: keys whose text may be the same as the English one, and in which languages: names that
#: are not translated, and words spelt the same (it/pt "Base")
SAME_AS_ENGLISH = {
    "game.klondike": {"it", "nl", "pt"},
    "book.col.base": {"it", "pt"},
    "book.t.bases": {"pt"},
    "ui.keycap_enter": {"nl", "pt"},  # the key's name on Dutch and Portuguese keyboards
    "ui.value.no": {"it"},  # "no" is Italian too
    "ui.value.pysol": {"it", "nl", "pt"},  # a program's name
}


def _load(area: str, lang: str) -> dict[str, str]:
    path = I18N / f"{area}.{lang}.json"
    assert path.exists(), f"{path.name} is missing (every {area}.en.json key needs a {lang} text)"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert isinstance(data, dict), f"{path.name} must hold one JSON object"
    return data


def _fields(text: str) -> Counter[str]:
    """The ``{placeholders}`` of a format string, with how often each one is used."""
    return Counter(name for _, name, _, _ in string.Formatter().parse(text) if name is not None)


def _flat(data: dict) -> dict[str, str]:
    """Nested objects (if an area uses them) as dotted keys; leaves must be text."""
    out: dict[str, str] = {}
    for key, value in data.items():
        if isinstance(value, dict):
            out.update({f"{key}.{k}": v for k, v in _flat(value).items()})
        else:
            out[key] = value
    return out


def test_areas_found() -> None:
    assert "engine" in AREAS


@pytest.mark.parametrize("area", AREAS)
@pytest.mark.parametrize("lang", OTHER)
def test_same_keys_as_english(area: str, lang: str) -> None:
    en = _flat(_load(area, "en"))
    other = _flat(_load(area, lang))
    missing = sorted(set(en) - set(other))
    extra = sorted(set(other) - set(en))
    assert not missing, f"{area}.{lang}.json lacks {missing}"
    assert not extra, f"{area}.{lang}.json has keys English doesn't: {extra}"


@pytest.mark.parametrize("area", AREAS)
@pytest.mark.parametrize("lang", OTHER)
def test_same_placeholders(area: str, lang: str) -> None:
    en = _flat(_load(area, "en"))
    other = _flat(_load(area, lang))
    for key, text in en.items():
        if key not in other or not isinstance(text, str):
            continue
        assert isinstance(other[key], str), f"{area}.{lang}.json {key}: not text"
        assert set(_fields(other[key])) == set(_fields(text)), (
            f"{area}.{lang}.json {key}: placeholders {sorted(_fields(other[key]))}, "
            f"English has {sorted(_fields(text))}"
        )


@pytest.mark.parametrize("area", AREAS)
@pytest.mark.parametrize("lang", OTHER)
def test_translated_not_copied(area: str, lang: str) -> None:
    en = _flat(_load(area, "en"))
    other = _flat(_load(area, lang))
    copied = []
    for key, text in en.items():
        if lang in SAME_AS_ENGLISH.get(key, ()) or key not in other:
            continue
        # a text with no words (only placeholders, symbols, numbers) is the same everywhere
        if not re.search(r"[A-Za-z]{2,}", string.Formatter().vformat(text, (), _Blank())):
            continue
        if other[key] == text:
            copied.append(key)
    assert not copied, f"{area}.{lang}.json: still English: {copied}"


class _Blank(dict):
    def __missing__(self, key: str) -> str:
        return ""


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_key_defined_in_two_areas(lang: str) -> None:
    seen: dict[str, str] = {}
    twice = []
    for path in sorted(I18N.glob(f"*.{lang}.json")):
        for key in json.loads(path.read_text(encoding="utf-8")):
            if key in seen:
                twice.append(f"{key} ({seen[key]} and {path.name})")
            seen[key] = path.name
    assert not twice, f"keys defined twice: {twice}"
    catalogue.cache_clear()
    assert len(catalogue(lang)) == len(seen)


def _engine_keys() -> set[str]:
    source = ENGINE.read_text(encoding="utf-8")
    return set(re.findall(r"[\"']((?:illegal|ok|rule)\.[a-z0-9_.]+)[\"']", source))


def _dynamic_rule_keys() -> set[str]:
    """Rule keys the engine builds from rule data (f-strings), for every variant and option."""
    keys = set()
    for v in VARIANTS:
        choices: list[dict] = [{}]
        for opt in v.options:
            if opt.choices and opt.name in ("tableau_direction", "foundation_scheme"):
                choices = [{**c, opt.name: value} for c in choices for value in opt.choices]
        for opts in choices:
            r = rules_for(v.id, **opts)
            if r.tableau_build is not None:
                keys.add(f"rule.tableau.{r.tableau_build}.{r.tableau_colour}")
            for f in r.foundations:
                direction = "up" if f.direction > 0 else "down"
                keys.add(f"rule.foundation.{direction}" + ("_wrap" if f.wrap else ""))
    return keys


def test_engine_reason_keys_exist_everywhere() -> None:
    keys = _engine_keys() | _dynamic_rule_keys()
    assert len(keys) > 40  # the scan really found the engine's reasons
    for lang in LANGUAGES:
        missing = sorted(k for k in keys if k not in catalogue(lang))
        assert not missing, f"{lang}: the engine can produce {missing}, not in the catalogue"


def _sample(name: str) -> object:
    if name in ("card", "top", "base", "need"):
        return Card.parse("QH")
    if name in ("src", "dst", "pile"):
        return "t3"
    if name == "rule":
        return "rule.empty.any"
    if name == "game":
        return "matrimony"
    if name == "other":
        return "t3-f1"
    return 3


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_renders(lang: str) -> None:
    for key, text in catalogue(lang).items():
        if not isinstance(text, str):
            continue
        params = {name: _sample(name) for name in _fields(text)}
        out = message(key, lang, **params)
        assert "{" not in out.replace("{{", ""), f"{lang} {key}: unfilled placeholder in {out!r}"
        if "card" in params:
            assert "Q♥" in out


def test_pile_names_in_every_language() -> None:
    for lang in LANGUAGES:
        names = {pile_name(p, lang) for p in ("stock", "waste", "tableau", "t3", "f2")}
        assert len(names) == 5, f"{lang}: two piles share a name: {names}"
        assert "3" in pile_name("t3", lang) and "2" in pile_name("f2", lang)


def test_engine_explains_in_each_language() -> None:
    g = sw.Game("matrimony", seed=42)
    texts = {lang: g.explain("t1-t2", lang) for lang in LANGUAGES}
    assert len(set(texts.values())) == 4
    assert "Matrimonio" in texts["it"] and "Huwelijk" in texts["nl"]
    assert "Matrimónio" in texts["pt"]
    with pytest.raises(sw.IllegalMoveError) as info:
        sw.Game("klondike32", seed=7, lang="it").play("w-s")
    assert info.value.reason == info.value.explain("it")
    assert info.value.explain("en") != info.value.explain("it")


def test_legal_move_reasons_name_the_cards_in_each_language() -> None:
    g = sw.Game("klondike", seed=3)
    for m in g.legal_moves():
        for lang in LANGUAGES:
            text = g.explain(m, lang)
            assert text and "{" not in text
            if m.src.startswith("t"):
                card = g.piles[m.src].cards[-m.count]
                assert str(card) in text


@pytest.mark.parametrize("lang", ["it", "pt"])
def test_prepositions_contract_with_pile_articles(lang: str) -> None:
    # a pile's name carries its article; "da il mazzetto" / "de a pilha" are never written
    raw = {
        "it": re.compile(r"\b(da|a|su|di|in) (il|la|lo|i|le|gli) "),
        "pt": re.compile(r"\b(de|em) (o|a) "),
    }
    for key, text in catalogue(lang).items():
        if not isinstance(text, str):
            continue
        for pile in ("stock", "waste", "tableau", "t3", "f2"):
            params = {name: _sample(name) for name in _fields(text)}
            params.update({k: pile for k in params if k in ("src", "dst", "pile")})
            out = message(key, lang, **params)
            assert not raw[lang].search(out), f"{lang} {key}: {out!r}"
    hint = {
        "it": "7♥: dalla pila degli scarti alla casa 1",
        "pt": "7♥: do descarte para a fundação 1",
    }
    seven = sw.Card.parse("7h")
    assert message("ui.hint_move", lang, card=seven, src="waste", dst="f1") == hint[lang]
    # words that merely look like a preposition and an article are left alone
    assert message("ui.hint_move", lang, card="a", src="t1", dst="t2").startswith("a:")


#: words a language's catalogues must not use: each names a thing the catalogues (and the
#: seed documents: "mazzetto", "case", "mazzo"; "stapel", "fundering", "voorraad") call
#: otherwise, so a student would meet two names for one pile (issue 12's reading)
OTHER_NAMES = {
    "it": {
        r"\bfondazion": "a foundation is a casa",
        r"\bpozzo\b": "the waste is la pila degli scarti / gli scarti",
        r"\bmucchi": "a tableau pile is a mazzetto, any pile a pila",
        r"\blinea vincente\b": "the solver's line is a sequenza vincente",
    },
    "nl": {
        r"\bfundatie": "a foundation is a fundering",
        r"\btableau\b": "the tableau is het speelveld",
        r"\bwinnende lijn\b": "the solver's line is a winnende zettenreeks",
        r"\bvan de basis\b|\bnaar een basis\b|\bhun basis\b": "a foundation is a fundering",
    },
    "pt": {
        r"\bquadro\b": "the tableau is a mesa",
        r"\bestoque\b": "the stock is o monte",
        r"\bresolvedor\b": "the solver is o solucionador",
    },
}


@pytest.mark.parametrize("lang", sorted(OTHER_NAMES))
def test_one_name_for_each_thing(lang: str) -> None:
    found = []
    for key, text in catalogue(lang).items():
        for pattern, why in OTHER_NAMES[lang].items():
            if isinstance(text, str) and re.search(pattern, text, re.IGNORECASE):
                found.append(f"{key}: {why}")
    assert not found, f"{lang}: {found}"


#: placeholders filled with a whole sentence (it ends with a full stop): such a sentence
#: can't sit inside another one ("after t1-t2 (7♣ moves … pile 5.); tick …")
SENTENCE_PARAMS = ("reason", "effects", "words")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_sentence_placeholders_stand_as_sentences(lang: str) -> None:
    for area in ("exercise", "exwidget", "worksheet"):
        for key, text in _load(area, lang).items():
            for name in SENTENCE_PARAMS:
                for m in re.finditer(r"\{" + name + r"\}", text):
                    after = text[m.end() :]
                    assert after == "" or re.match(r" [A-ZÀ-Ý]", after), (
                        f"{area}.{lang} {key}: {{{name}}} is followed by {after[:12]!r}"
                    )


@pytest.mark.parametrize("key", ["keeps_winnable", "best", "also_wins"])
def test_one_more_move_is_singular(key: str) -> None:
    from solitaire_widget.exercise import _texts

    plural = re.compile(r"\b1 (more )?(moves|mosse|zetten|jogadas)\b")
    one = _texts(f"exercise.right.{key}", move="s-w", n=1, best="w-s")
    seven = _texts(f"exercise.right.{key}", move="s-w", n=7, best="w-s")
    for lang in LANGUAGES:
        assert not plural.search(one[lang]), f"{lang}: {one[lang]}"
        # the singular says "one" in words; other counts keep their number
        assert not re.search(r"\d", one[lang]), f"{lang}: {one[lang]}"
        assert re.search(r"\b7 ", seven[lang]), f"{lang}: {seven[lang]}"


def test_an_unknown_pile_is_quoted_as_typed_in_every_language():
    # {pile} is put in words: the reason read "There is no pile “pile 99” in Klondike."
    g = sw.Game("klondike", seed=1)
    texts = {lang: g.explain("s-t99", lang=lang) for lang in LANGUAGES}
    assert texts["en"] == "There is no pile “t99” in Klondike."
    assert all("t99" in t and "99»" not in t.replace("t99»", "") for t in texts.values())
    assert not any(
        w in t for t in texts.values() for w in ("pile 99", "mazzetto 99", "stapel 99", "pilha 99")
    )


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_tables_buttons_have_names_of_their_own(lang):
    # a screen reader or voice control tells buttons apart by name: Dutch called both
    # Restart and Redo "Opnieuw"
    from solitaire_widget.snapshot import labels

    L = labels(lang)
    keys = ("new_deal", "undo", "redo", "hint", "auto_finish", "restart", "rules", "help")
    names = [L[k].strip().lower() for k in keys]
    assert len(set(names)) == len(names), dict(zip(keys, names, strict=True))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_one_position_examined_is_singular(lang):
    # "(1 positions examined)": the solver's count had no singular form
    one = message("exercise.wrong.loses", lang, move="s-t", states=1)
    many = message("exercise.wrong.loses", lang, move="s-t", states=2)
    assert one != many.replace("(2 ", "(1 ")


def test_a_count_of_one_agrees_with_its_noun_in_every_language():
    # a count of one read as a plural: "(carte pescate: 1)", "(rigirate permesse in
    # questa partita: 1)", "(viradas permitidas neste jogo: 1)"; a draw of 3 in Dutch and
    # Portuguese counted no cards ("Trek 3 van de voorraad")
    one = sw.Game("klondike", seed=3, draw_count=1)
    three = sw.Game("klondike", seed=3, draw_count=3)
    assert (
        one.explain("s-w", "it") == "Pesca una carta dal mazzo e mettila sulla pila degli scarti."
    )
    assert (
        three.explain("s-w", "it") == "Pesca 3 carte dal mazzo e mettile sulla pila degli scarti."
    )
    assert one.explain("s-w", "nl") == "Trek 1 kaart van de voorraad naar de aflegstapel."
    assert three.explain("s-w", "nl") == "Trek 3 kaarten van de voorraad naar de aflegstapel."
    assert one.explain("s-w", "pt") == "Tire uma carta do monte para o descarte."
    assert three.explain("s-w", "pt") == "Tire 3 cartas do monte para o descarte."
    spent = sw.Game("klondike", seed=3, max_redeals=1)
    for _ in range(2):
        while spent.pile("stock").cards:
            spent.play("s-w")
        if spent.redeals_used == 0:
            spent.play("w-s")
    said = {lang: spent.explain("w-s", lang) for lang in LANGUAGES}
    assert said["it"].endswith("(rigirata permessa in questa partita: 1).")
    assert said["pt"].endswith("(virada permitida neste jogo: 1).")


def test_an_empty_pile_in_the_replay_agrees_with_every_pile_name():
    # the replay player's label of an empty pile (without the table's labels) read "Casa 1,
    # vuoto" and "Monte, vazia": one adjective for piles of both genders; it now says
    # "no cards", as the table does
    for lang in LANGUAGES:
        assert message("replay.ui.empty", lang) == message("ui.empty", lang), lang


def test_one_turn_over_left_is_singular_in_the_text_picture():
    # the text picture's status line read "rigirate rimaste 1" and "viradas restantes 1"
    from solitaire_widget.render import text

    g = sw.Game("klondike", seed=1, max_redeals=2)
    while g.pile("stock").cards:
        g.play("s-w")
    g.play("w-s")
    status = {lang: text(g, lang=lang).splitlines()[1] for lang in LANGUAGES}
    assert "(turn-over left 1)" in status["en"]
    assert "(rigirata rimasta 1)" in status["it"]
    assert "(nog 1 keer omdraaien)" in status["nl"]
    assert "(virada restante 1)" in status["pt"]


def test_a_redeal_step_from_a_foundation_agrees_with_its_name_in_italian():
    # "si raccoglie la casa 2 e lo si ridistribuisce": "lo" for a feminine pile name; the
    # Italian now names the cards dealt round, whatever the pile's gender
    from solitaire_widget.exercise import _move_by_piles

    for src in ("f2", "t3"):
        said = _move_by_piles(sw.Move(src, "tableau"))["it"]
        assert " lo si " not in said and " la si " not in said
        assert said.endswith("e se ne ridistribuiscono le carte."), said
    said = message("replay.redeal", "it", name="la casa 2", n=4, step=1, card="Q♥")
    assert " lo si " not in said and "se ne ridistribuiscono le carte" in said


@pytest.mark.parametrize(
    ("lang", "proof", "trial"),
    [
        ("en", "proved", "tried every way"),
        ("it", "dimostrato", "provato tutti"),
        ("nl", "bewezen", "geprobeerd"),
        ("pt", "demonstrou", "experimentou"),
    ],
)
def test_a_lost_verdict_says_the_solver_proved_it_not_that_it_tried_every_way(lang, proof, trial):
    # "The solver tried every way to go on (1 position examined)" contradicted itself: the
    # solver's loss bound proves a position lost without trying the lines from it
    for states in (1, 6, 20_000):
        text = message("exercise.wrong.loses", lang, move="“7♦”", states=states)
        assert proof in text and trial not in text, text
        assert f"({states} " in text  # (an old worksheet's count is read from there)


@pytest.mark.parametrize(
    ("lang", "not_won"),
    [
        ("en", "grey: not won"),
        ("it", "grigio: non vinte"),
        ("nl", "grijs: niet gewonnen"),
        ("pt", "cinzento: não ganhos"),
    ],
)
def test_the_recent_games_legend_names_both_colours_of_the_chart(lang, not_won):
    # the chart draws a game not won grey (js/stats.js, solitaire-bar-lost); its legend
    # named only green, and a player with one grey bar could not tell what it meant
    assert not_won in message("ui.stats_recent", lang)
