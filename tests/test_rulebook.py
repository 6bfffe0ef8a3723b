"""The rule book: generated from the rule data, changed by options, in four languages."""

from __future__ import annotations

import ast
import html
import re

import pytest

import solitaire_widget as sw
from solitaire_widget.i18n import LANGUAGES
from solitaire_widget.rulebook import RuleBook, rules, rules_html

VARIANTS = ["klondike32", "matrimony", "klondike"]


def texts(book: RuleBook) -> list[str]:
    return [r.text for r in book.items]


def changed(variant: str, lang: str = "en", **options) -> set[int]:
    """The numbers of the rules whose text an option set changes."""
    a, b = rules(variant, lang), rules(variant, lang, **options)
    assert len(a.items) == len(b.items)
    return {x.number for x, y in zip(a.items, b.items, strict=True) if x.text != y.text}


def test_sw_rules_is_the_rule_book():
    book = sw.rules("solitario", lang="it")
    assert isinstance(book, RuleBook) and book.variant == "klondike32"


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_numbered_and_shown_in_every_format(variant, lang):
    book = rules(variant, lang)
    assert [r.number for r in book.items] == list(range(1, len(book.items) + 1))
    assert len(book.items) == {"klondike32": 12, "matrimony": 9, "klondike": 11}[variant]
    plain, md, page = str(book), book._repr_markdown_(), book._repr_html_()
    for r in book.items:
        assert f"{r.number}. {r.title}. " in plain
        assert f"{r.number}. **{r.title}.**" in md
        assert f'<li value="{r.number}">' in page
        assert "{" not in r.text and r.text.strip()
    assert page == rules_html(variant, lang)
    assert page.count("<li") == len(book.items)


@pytest.mark.parametrize("lang", ["it", "nl", "pt"])
@pytest.mark.parametrize("variant", VARIANTS)
def test_translated_rule_by_rule(variant, lang):
    en, other = rules(variant, "en"), rules(variant, lang)
    for a, b in zip(en.items, other.items, strict=True):
        assert a.title != b.title and a.text != b.text, (lang, a.number)
        words = set(re.findall(r"[a-z]{4,}", b.text.lower()))
        english = {"the", "card", "cards", "pile", "piles", "foundation", "waste", "stock"}
        english |= {"when", "which", "every", "only", "empty", "face", "down"}
        assert not (words & english), (lang, a.number, words & english)
    assert en.title != other.title and en.intro != other.intro


def test_options_change_the_text():
    # klondike32: rule 10 (stock and waste), rule 6 (tableau), 8 (empty), 9 (aces)...
    assert changed("klondike32", draw_count=3) == {10}
    assert "3 cards" in rules("klondike32", draw_count=3).items[9].text
    assert changed("klondike32", max_redeals=0) == {10}
    assert "at most 2 times" in rules("klondike32", max_redeals=2).items[9].text
    assert changed("klondike32", draw_requires_no_moves=True) == {10}
    assert changed("klondike32", tableau_direction="up") == {6, 7}
    up = rules("klondike32", tableau_direction="up").items[5].text
    assert "builds up" in up and "lower" in up and "ends with a King" in up
    # building up, a King lies on its Queen: the Queen takes it along, a King may leave
    runs = rules("klondike32", tableau_direction="up").items[6].text
    assert "a Queen may take its King along" in runs and "leave its Queen" not in runs
    assert "ends with the 7" in rules("klondike32").items[5].text
    assert changed("klondike32", empty_pile="king") == {8}
    assert changed("klondike32", auto_move_aces=False) == {9}
    assert changed("klondike32", allow_foundation_to_tableau=False) == {11}
    assert changed("klondike", draw_count=1) == {9}
    assert changed("klondike", empty_pile="any") == {7}
    assert changed("matrimony", redeal_card_order="top_first") == {8}
    assert changed("matrimony", auto_place_bases=False) == {5}
    assert changed("matrimony", deal_requires_no_moves=True) == {7}
    # the option line always tells what is in force
    assert "draw_count=3" in str(rules("klondike32", draw_count=3))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(
    "variant, options",
    [
        ("klondike32", {"tableau_direction": "up", "max_redeals": None}),
        ("matrimony", {"foundation_scheme": "pysol"}),
        ("klondike", {"draw_count": 1, "empty_pile": "any"}),
    ],
)
def test_the_option_line_is_the_python_call_that_sets_the_rules_up(variant, options, lang):
    # (a new user's walk) the line read "Options: draw_count = 1, max_redeals = None, …",
    # Python's names and values in front of a player with nothing to say what they are for;
    # it is the call a teacher types for these rules, quoted as code
    book = rules(variant, lang, **options)
    call = book.options_call
    assert call.startswith(f'sw.play("{variant}", ') and call in str(book)
    assert f"`{call}`" in book._repr_markdown_()
    assert f"<code>{html.escape(call)}</code>" in book.to_html()
    # read back without eval: the call's keywords set up the same rules
    tree = ast.parse(call, mode="eval").body
    assert isinstance(tree, ast.Call) and ast.unparse(tree.func) == "sw.play"
    named = {k.arg: ast.literal_eval(k.value) for k in tree.keywords}
    assert named.items() >= options.items()
    game = sw.Game(ast.literal_eval(tree.args[0]), **named)
    assert str(rules(game, lang)) == str(book)


def test_matrimony_foundation_table_follows_the_scheme():
    classic = rules("matrimony").items[1].table
    pysol = rules("matrimony", foundation_scheme="pysol").items[1].table
    assert [row[1] for row in classic[1:]] == ["Q♦", "J♦", "J♥", "J♥", "10♠", "10♠", "10♣", "10♣"]
    assert [row[4] for row in classic[1:]] == ["J♦", "Q♦", "Q♥", "Q♥", "J♠", "J♠", "J♣", "J♣"]
    assert [row[1] for row in pysol[1:]] == ["Q♦", "J♦", "J♥", "Q♥", "J♠", "Q♠", "J♣", "Q♣"]
    assert "J♥, Q♥, J♠, Q♠, J♣, Q♣" in rules("matrimony", foundation_scheme="pysol").items[4].text
    page = rules("matrimony", "nl").to_html()
    assert page.count("<tr>") == 9 and "<th>Fundering</th>" in page
    md = rules("matrimony", "it")._repr_markdown_()
    assert md.count("\n   | casa ") == 8


def test_counts_come_from_the_data():
    k32 = str(rules("klondike32"))
    assert "32 cards: A K Q J 10 9 8 7" in k32 and "28 cards in all" in k32
    assert "The 24 cards left over" in str(rules("klondike"))
    m = str(rules("matrimony"))
    assert "86 cards are the stock" in m and "its 6 cards to piles 1 to 6" in m


def test_rules_of_a_game_use_its_options_and_bad_input_is_named():
    g = sw.Game("klondike32", seed=1, draw_count=3)
    assert str(rules(g)) == str(rules("klondike32", draw_count=3))
    with pytest.raises(ValueError, match="give options to the Game"):
        rules(g, draw_count=1)
    with pytest.raises(ValueError, match="unknown language"):
        rules("klondike", "de")
    with pytest.raises(ValueError, match="draw_count"):
        rules("klondike", draw_count=2)
    with pytest.raises(ValueError, match="unknown variant"):
        rules("spider")


def test_html_is_escaped():
    page = rules_html("klondike32", "en")
    assert page.startswith('<div class="solitaire-rules" lang="en">')
    assert "can't" not in page  # apostrophes are escaped like every other text
    assert "&#x27;" in page or "'" not in page


@pytest.mark.parametrize("variant", ["klondike", "klondike32", "matrimony"])
def test_every_numbered_rule_has_a_test_named_after_it(variant):
    """The project's promise: a test per numbered rule, named ``test_<variant>_rule_NN_…``
    in tests/test_rules_<variant>.py (Klondike's were named by topic only)."""
    import ast
    import pathlib

    source = pathlib.Path(__file__).with_name(f"test_rules_{variant}.py").read_text("utf-8")
    names = {n.name for n in ast.walk(ast.parse(source)) if isinstance(n, ast.FunctionDef)}
    numbers = [r.number for r in sw.rules(variant).items]
    assert numbers == list(range(1, len(numbers) + 1))
    missing = [n for n in numbers if not any(f"{variant}_rule_{n:02d}_" in name for name in names)]
    assert not missing, f"{variant}: no test named after rule(s) {missing}"
