"""The rules of a game in words, generated from its rule data, in four languages.

``sw.rules(variant, lang="en", **options)`` returns a :class:`RuleBook`: numbered rules
(like docs/rules.md) written from :func:`solitaire_widget.rulesets.rules_for`, so the options
change the text — draw 1 or 3, the tableau building down or up, how often the waste
turns over, Matrimony's foundation scheme (a table of bases), the redeal card order.
It shows itself in a notebook (``_repr_markdown_``, ``_repr_html_``) and as plain text
(``str``). :func:`rules_html` gives the HTML string the widgets' "Rules" button shows.

>>> book = rules("klondike32", lang="en", draw_count=3)
>>> book.items[0].title, book.items[0].number
('Deck', 1)
>>> "3 cards" in str(book)
True
>>> str(rules("solitario", tableau_direction="up")) != str(rules("solitario"))
True
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .cards import RANK_TEXT, Card
from .i18n import check_lang, message
from .rulesets import Foundation, Rules, find_variant, rules_for

__all__ = ["RuleBook", "Rule", "rules", "rules_html"]


@dataclass(frozen=True)
class Rule:
    """One numbered rule: ``number``, a short ``title`` and its ``text``.

    ``table`` (header row + rows) is set for a rule that carries a table (Matrimony's
    foundations).
    """

    number: int
    title: str
    text: str
    table: tuple[tuple[str, ...], ...] = ()


@dataclass(frozen=True)
class RuleBook:
    """The rules of one variant with its options, in one language."""

    variant: str
    lang: str
    title: str
    intro: str
    items: tuple[Rule, ...]
    options: Mapping[str, Any] = field(default_factory=dict)
    options_text: str = ""
    #: the Python call that sets these rules up (quoted as code inside ``options_text``)
    options_call: str = ""

    # ------------------------------------------------------------------ text
    def __str__(self) -> str:
        out = [self.title, "", self.intro, ""]
        for r in self.items:
            out.append(f"{r.number}. {r.title}. {r.text}")
            if r.table:
                widths = [max(len(row[k]) for row in r.table) for k in range(len(r.table[0]))]
                for row in r.table:
                    cells = (c.ljust(w) for c, w in zip(row, widths, strict=True))
                    out.append("     " + "  ".join(cells))
        out += ["", self.options_text]
        return "\n".join(out)

    def _repr_markdown_(self) -> str:
        out = [f"### {self.title}", "", self.intro, ""]
        for r in self.items:
            out.append(f"{r.number}. **{r.title}.** {r.text}")
            if r.table:
                out.append("")
                head, *rows = r.table
                out.append("   | " + " | ".join(head) + " |")
                out.append("   |" + "---|" * len(head))
                for row in rows:
                    out.append("   | " + " | ".join(row) + " |")
                out.append("")
        call = self.options_call
        out += ["", self.options_text.replace(call, f"`{call}`") if call else self.options_text]
        return "\n".join(out)

    def to_html(self) -> str:
        """The rules as an HTML fragment (``<div class="solitaire-rules">``), escaped."""
        e = html.escape
        out = [
            f'<div class="solitaire-rules" lang="{self.lang}">',
            f"<h3>{e(self.title)}</h3>",
            f"<p>{e(self.intro)}</p>",
            "<ol>",
        ]
        for r in self.items:
            item = f'<li value="{r.number}"><strong>{e(r.title)}.</strong> {e(r.text)}'
            if r.table:
                head, *rows = r.table
                item += '<table class="solitaire-rules-table"><thead><tr>'
                item += "".join(f"<th>{e(c)}</th>" for c in head) + "</tr></thead><tbody>"
                for row in rows:
                    item += "<tr>" + "".join(f"<td>{e(c)}</td>" for c in row) + "</tr>"
                item += "</tbody></table>"
            out.append(item + "</li>")
        said = e(self.options_text)
        if self.options_call:  # the call is code a teacher copies, not prose
            said = said.replace(e(self.options_call), f"<code>{e(self.options_call)}</code>")
        out += ["</ol>", f'<p class="solitaire-rules-options">{said}</p>']
        out.append("</div>")
        return "\n".join(out)

    def _repr_html_(self) -> str:
        return self.to_html()

    def __repr__(self) -> str:
        return f"<RuleBook {self.variant} {self.lang}: {len(self.items)} rules>"


# ---------------------------------------------------------------------- helpers
def _rank(rank: int) -> str:
    return RANK_TEXT[rank]


def _sequence(f: Foundation) -> list[int]:
    return list(f.ranks)


def _seq_text(ranks: list[int]) -> str:
    if len(ranks) > 8:
        return (
            " ".join(_rank(r) for r in ranks[:3]) + " … " + " ".join(_rank(r) for r in ranks[-2:])
        )
    return " ".join(_rank(r) for r in ranks)


def _example(r: Rules) -> str:
    """Three cards that build on each other on the tableau: ``K♥ Q♠ J♦`` (red, black …)."""
    order = [k for k in r.rank_order if k not in r.tableau_excluded]
    ranks = order[::-1][:3] if r.tableau_build == "down" else order[:3]
    suits = ("H", "S", "D") if r.tableau_colour == "alternate" else ("S", "S", "S")
    return ", ".join(str(Card(k, s)) for k, s in zip(ranks, suits, strict=False))


def _python_value(v: Any) -> str:
    """An option's value as a notebook user writes it (option texts are plain ids)."""
    return f'"{v}"' if isinstance(v, str) else str(v)


# ---------------------------------------------------------------------- builders
def _klondike_items(r: Rules, lang: str) -> list[tuple[str, str, tuple]]:
    m = lambda key, **kw: message(key, lang, **kw)  # noqa: E731
    items: list[tuple[str, str, tuple]] = []
    order = [k for k in r.rank_order]
    high_to_low = " ".join(_rank(k) for k in order[::-1])
    deck = m("book.k.deck", n=r.card_count, ranks=high_to_low)
    if r.card_count == 32:
        deck += " " + m("book.k.deck.short")
    if order[-1] == 1:
        deck += " " + m("book.k.deck.ace_high")
    items.append(("deck", deck, ()))
    n = r.tableau_count
    items.append(("layout", m("book.k.layout", piles=n, n=n * (n + 1) // 2), ()))
    if r.ace_replacement:
        items.append(("deal_aces", m("book.k.deal_aces"), ()))
    stock = r.card_count - n * (n + 1) // 2
    key = "book.k.stock.aces" if r.ace_replacement else "book.k.stock"
    items.append(("stock", m(key, n=stock), ()))
    f = r.foundations[0]
    direction = m("book.word.up" if f.direction > 0 else "book.word.down")
    items.append(
        (
            "foundations",
            m(
                "book.k.foundations",
                n=len(r.foundations),
                dir=direction,
                sequence=_seq_text(_sequence(f)),
                size=f.size,
            ),
            (),
        )
    )
    build = [k for k in r.rank_order if k not in r.tableau_excluded]
    end = build[0] if r.tableau_build == "down" else build[-1]
    rule = f"rule.tableau.{r.tableau_build}.{r.tableau_colour}"
    said = message(rule, lang)
    said = said[:1].upper() + said[1:]
    text = m(f"book.k.tableau.{r.tableau_build}", rule_text=said, example=_example(r))
    # the Ace and the King by name ("con il A" is no Italian)
    named = {1: "book.k.tableau.end_ace", 13: "book.k.tableau.end_king"}
    text += " " + (m(named[end]) if end in named else m("book.k.tableau.end", rank=_rank(end)))
    if r.tableau_excluded:
        text += " " + m("book.k.ace_out")
    items.append(("tableau", text, ()))
    # building up, the card above a Queen is its King: the seed's example turned round
    items.append(("runs", m("book.k.runs.up" if r.tableau_build == "up" else "book.k.runs"), ()))
    if r.empty_fill == "king":
        empty = m("book.k.empty.king")
    else:
        empty = m("book.k.empty.any_but_ace" if r.tableau_excluded else "book.k.empty.any")
    items.append(("empty", empty, ()))
    turn = m("book.k.turn_up")
    if r.ace_replacement:
        turn += " " + m("book.k.turn_up.aces_auto" if r.auto_aces else "book.k.turn_up.aces_manual")
    items.append(("turn_up", turn, ()))
    draw = m("book.k.draw.1" if r.draw_count == 1 else "book.k.draw.n", n=r.draw_count)
    draw += " " + m("book.k.waste_play")
    if r.max_redeals is None:
        draw += " " + m("book.k.redeal.unlimited")
    elif r.max_redeals == 0:
        draw += " " + m("book.k.redeal.none")
    else:
        draw += " " + m("book.k.redeal.n", n=r.max_redeals)
    draw += " " + m("book.k.draw_no_moves" if r.draw_requires_no_moves else "book.k.draw_any_time")
    items.append(("draw", draw, ()))
    items.append(("f2t", m("book.k.f2t.on" if r.foundation_to_tableau else "book.k.f2t.off"), ()))
    items.append(("end", m("book.k.end", n=r.card_count), ()))
    return items


def _matrimony_items(r: Rules, lang: str) -> list[tuple[str, str, tuple]]:
    m = lambda key, **kw: message(key, lang, **kw)  # noqa: E731
    (f1, c1), (f2, c2) = r.preplaced[:2]
    items: list[tuple[str, str, tuple]] = []
    items.append(
        (
            "deck",
            m(
                "book.m.deck",
                n=r.card_count,
                c1=Card.from_code(c1),
                c2=Card.from_code(c2),
                f1=int(f1[1:]),
                f2=int(f2[1:]),
            ),
            (),
        )
    )
    head = tuple(m(f"book.col.{k}") for k in ("pile", "base", "direction", "sequence", "last"))
    rows = [head]
    for f in r.foundations:
        seq = _sequence(f)
        rows.append(
            (
                m("book.pile.f", n=int(f.id[1:])),
                str(Card(f.base_rank, f.base_suit)),  # type: ignore[arg-type]
                m("book.word.up" if f.direction > 0 else "book.word.down"),
                _seq_text(seq),
                str(Card(seq[-1], f.base_suit)),  # type: ignore[arg-type]
            )
        )
    items.append(
        (
            "foundations",
            m("book.m.foundations", n=len(r.foundations), size=r.foundations[0].size),
            tuple(rows),
        )
    )
    n = r.tableau_count
    items.append(("layout", m("book.m.layout", n=n, half=n // 2, stock=len(r.deck) - n), ()))
    items.append(("available", m("book.m.available"), ()))
    bases = ", ".join(
        dict.fromkeys(str(Card(f.base_rank, f.base_suit)) for f in r.foundations if not f.preplaced)  # type: ignore[arg-type]
    )
    key = "book.m.bases.auto" if r.auto_bases else "book.m.bases.manual"
    items.append(("bases", m(key, bases=bases), ()))
    items.append(("choice", m("book.m.choice", f1=int(f1[1:]), f2=int(f2[1:])), ()))
    last = (len(r.deck) - n) % n or n
    deal = m("book.m.deal", n=n, last=last)
    deal += " " + m("book.m.deal_no_moves" if r.draw_requires_no_moves else "book.m.deal_any_time")
    items.append(("deal", deal, ()))
    order = "book.m.redeal.bottom" if r.redeal_card_order == "bottom_first" else "book.m.redeal.top"
    redeal = m("book.m.redeal", n=n) + " " + m(order)
    if r.redeal_requires_no_moves:  # its own option: rule 7's restricts the deal only
        redeal += " " + m("book.m.redeal_no_moves")
    items.append(("redeal", redeal, ()))
    items.append(("end", m("book.m.end", n=r.card_count), ()))
    return items


def rules(variant: Any, lang: str = "en", **options: Any) -> RuleBook:
    """The rules of a game, generated from its rule data with these options.

    Parameters
    ----------
    variant : str or Game
        A variant id or alias (``"klondike32"``, ``"solitario"``, ``"matrimony"``,
        ``"klondike"``), or a :class:`~solitaire_widget.Game` (its variant and options).
    lang : str
        ``"en"``, ``"it"``, ``"nl"`` or ``"pt"``.
    **options
        The variant's options (docs/rules.md names): ``draw_count=3``,
        ``tableau_direction="up"``, ``foundation_scheme="pysol"`` …

    Returns
    -------
    RuleBook
        Numbered rules; ``str()`` is plain text, notebooks show it as Markdown/HTML.

    Examples
    --------
    >>> book = rules("matrimony", lang="nl", foundation_scheme="pysol")
    >>> [row[1] for row in book.items[1].table[1:]]
    ['Q♦', 'J♦', 'J♥', 'Q♥', 'J♠', 'Q♠', 'J♣', 'Q♣']
    """
    lang = check_lang(lang)
    if hasattr(variant, "rules") and hasattr(variant, "variant"):  # a Game
        if options:
            raise ValueError("give options to the Game, not to rules(game)")
        r = variant.rules
    else:
        r = rules_for(variant, **options)
    v = find_variant(r.variant)
    items = _matrimony_items(r, lang) if r.layout == "matrimony" else _klondike_items(r, lang)
    numbered = tuple(
        Rule(k + 1, message(f"book.t.{key}", lang), text, table)
        for k, (key, text, table) in enumerate(items)
    )
    opts = dict(r.options)
    # the options as the Python call a teacher types for these rules: what the option
    # names are for (the numbered rules above say the same in words)
    named = "".join(f", {o.name}={_python_value(opts[o.name])}" for o in v.options)
    call = f'sw.play("{r.variant}"{named})'
    return RuleBook(
        variant=r.variant,
        lang=lang,
        title=message("book.title", lang, game=r.variant),
        intro=message(f"book.intro.{r.variant}", lang),
        items=numbered,
        options=opts,
        options_text=message("book.options", lang, call=call),
        options_call=call,
    )


def rules_html(variant: Any, lang: str = "en", **options: Any) -> str:
    """The rules as an HTML fragment, for the widgets' "Rules" button.

    >>> rules_html("klondike", "pt").startswith('<div class="solitaire-rules" lang="pt">')
    True
    """
    return rules(variant, lang, **options).to_html()
