"""The position editor: a teacher sets up a position on a card table in a notebook cell.

``sw.edit(position_or_variant)`` returns a :class:`PositionEditor`. The teacher drags cards
between any piles (tableau, foundations, stock, waste), flips a card face up or down
(double-click, or the F key), reorders the stock in the strip under the table and sets the
counter (waste turn-overs used, or Matrimony's redeal steps). Python is the source of truth:
every gesture reaches the kernel as an intent, applied to an editing model that only ever
moves cards (so each card stays exactly once), and after each edit the engine checks the
whole position (:func:`solitaire_widget.position.from_position`) and the editor shows what
is wrong, or that the position is valid. A text that is well formed but not yet a position
opens as written for the teacher to fix (cards it lacks on top of the stock, a card written
twice marked on every copy and removable); only a text that can't be read raises.

>>> import solitaire_widget as sw
>>> ed = sw.edit("klondike32")            # every card in the stock, sorted: deal them out
>>> ed.position.split()[2].split("/")[0][-4:]    # the stock's top: the Ace of spades
'7sas'
>>> ed.move("stock", "t1")               # the top card of the stock onto pile 1
>>> ed.position.split()[2].split("/")[6], ed.valid
('AS', False)
>>> ed.problem[:46]
"position: t1's top card A♠ would go to f1 by i"
>>> ed.move("t1", "f2"); ed.valid, ed.problem
(True, '')
>>> g = ed.game()                        # a playable Game (PositionError if not valid)

This module imports anywidget (it is a widget); the engine never imports it.
"""

from __future__ import annotations

import logging
import pathlib
import threading
from collections import Counter, OrderedDict
from collections.abc import Callable
from functools import partial
from typing import Any

import anywidget
import traitlets

from . import _traits
from ._message_line import MessageLine
from .cards import Card
from .engine import Game
from .errors import PositionError, clip, is_whole_number
from .i18n import check_lang
from .position import (
    _TEXT_OF,
    MAX_COUNTER,
    MAX_POSITION_TEXT,
    Draft,
    from_position,
    read_draft,
)
from .replay import _pl
from .rulesets import find_variant, rules_for
from .snapshot import _foundation_info, _game_title, labels

__all__ = ["PositionEditor", "edit"]

log = logging.getLogger(__name__)

_STATIC = pathlib.Path(__file__).parent / "static"
#: edits the Undo button can take back
_UNDO_DEPTH = 200
#: recent intent ids remembered, so a resent intent is applied once (as in widget.py)
_SEEN_IDS = 512
_ID_MAX_LEN = 64
#: no pile holds more cards than a position text can write (a text with extra copies may
#: put more than a game's cards in one pile): a larger index is malformed
_MAX_INDEX = MAX_POSITION_TEXT // 2

#: intent kind -> {field: (accepted types, required)}; every intent may also carry ``id``.
#: ``version`` is the ``_editor`` snapshot the page's card indexes refer to: a move or flip
#: sent from one that showed another position (two quick edits, the first not yet applied)
#: is dropped, not applied to whatever card now has that index; one republished for the
#: language alone shows the same cards, so an edit made on the table before it counts
_INTENTS: dict[str, dict[str, tuple[tuple[type, ...], bool]]] = {
    "move": {
        "src": ((str,), True),
        "index": ((int,), True),
        "count": ((int,), False),
        "dst": ((str,), True),
        "at": ((int,), False),
        "version": ((int,), False),
    },
    "flip": {"pile": ((str,), True), "index": ((int,), True), "version": ((int,), False)},
    "remove": {"pile": ((str,), True), "index": ((int,), True), "version": ((int,), False)},
    "counter": {"value": ((int,), True)},
    "undo": {},
    "reset": {},
    "sort": {},
}

#: the editor's own words (the table's words, card and pile names, come from snapshot.labels)
_WORDS: dict[str, dict[str, str]] = {
    "en": {
        "title": "Position editor: {game}",
        "valid": "Valid position",
        "invalid": "Not a valid position yet",
        "turns": "Waste turn-overs used",
        "redeals": "Redeal steps done",
        "undo": "Undo",
        "reset": "Start again",
        "sort": "All cards to the stock",
        "flip": "Flip",
        "stock_strip": "Stock, bottom → top (the last card comes first)",
        "help": "Drag a card (and those on it) to any pile, or click it and then the pile. "
        "Double-click or F flips a card. In the stock strip, click a card, then the place "
        "it goes to.",
        "to_stock_end": "top of the stock",
        "err.flip_stock": "The stock is always face down: move the card out of it first.",
        "err.flip_face_up": "{pile} is always face up.",
        "err.flip_no_down": "{game} has no face-down cards.",
        "err.no_card": "{pile} has no card {n}.",
        "err.counter": "The counter is a whole number from 0 to {top}.",
        "err.nothing_to_undo": "Nothing to undo.",
        "err.no_place": "{pile} has no place {at} (0 to {room}).",
        "err.no_pile": "{what} is not a pile of {game}: {ids}.",
        "remove": "Remove extra copy",
        "extra": "extra copy",
        "help_extra": "A card marked in red is in the position more often than in the game: "
        "select one of its copies and press Remove extra copy (or Delete).",
        "added": "Not in the text, so put on top of the stock: {cards}.",
        "err.not_extra": "{card} is not an extra copy: only a card that is on the table "
        "more often than in the game can be removed.",
        # an edit in words, said by screen readers (said.*: the edit's own words)
        "said.move": "{card} {from_} {to}, {side}.",
        "said.move_run": "{n} cards, {card} to {last}, {from_} {to}.",
        "said.move_place": "{card} {from_} {to}, place {at} from the bottom, {side}.",
        "said.move_within": "{card} {on}, moved to place {at} from the bottom.",
        "said.flip": "{card} {on}, turned {side}.",
        "said.remove": "An extra copy of the {card} taken away {from_}.",
        "said.undo": "Undone: {edit}",
        "said.undo.counter": "Undone: the counter is back at {n}.",
        "said.undo.reset": "Undone: the return to the starting position.",
        "said.undo.sort": "Undone: all cards to the stock.",
        "said.reset": "Back to the position the editor started from.",
        "said.sort": "Every card is in the stock again, sorted.",
    },
    "it": {
        "title": "Editor di posizioni: {game}",
        "valid": "Posizione valida",
        "invalid": "Non è ancora una posizione valida",
        "turns": "Rigirate degli scarti già fatte",
        "redeals": "Passi della ridistribuzione già fatti",
        "undo": "Annulla",
        "reset": "Ricomincia",
        "sort": "Tutte le carte nel mazzo",
        "flip": "Gira",
        "stock_strip": "Mazzo, dal fondo alla cima (l'ultima carta esce per prima)",
        "help": "Trascina una carta (con quelle sopra) su una pila qualsiasi, oppure fai "
        "clic sulla carta e poi sulla pila. Doppio clic o F gira una carta. Nella striscia "
        "del mazzo, fai clic su una carta e poi sul posto dove va.",
        "to_stock_end": "cima del mazzo",
        "err.flip_stock": "Il mazzo è sempre coperto: togli prima la carta dal mazzo.",
        "err.flip_face_up": "{pile}: le carte sono sempre scoperte.",
        "err.flip_no_down": "{game} non ha carte coperte.",
        "err.no_card": "{pile} non ha una carta numero {n}.",
        "err.counter": "Il contatore è un numero intero da 0 a {top}.",
        "err.nothing_to_undo": "Niente da annullare.",
        "err.no_place": "{pile} non ha un posto {at} (da 0 a {room}).",
        "err.no_pile": "{what} non è una pila del {game}: {ids}.",
        "remove": "Togli la copia in più",
        "extra": "copia in più",
        "help_extra": "Una carta segnata in rosso compare nella posizione più volte che nel "
        "gioco: seleziona una delle copie e premi Togli la copia in più (o Canc).",
        "added": "Carte mancanti nel testo, messe in cima al mazzo: {cards}.",
        "err.not_extra": "{card} non è una copia in più: si può togliere solo una carta "
        "che è sul tavolo più volte che nel gioco.",
        "said.move": "{card} {from_} {to}, {side}.",
        "said.move_run": "{n} carte, da {card} a {last}, {from_} {to}.",
        "said.move_place": "{card} {from_} {to}, al posto {at} dal fondo, {side}.",
        "said.move_within": "{card} {on}, spostata al posto {at} dal fondo.",
        "said.flip": "{card} {on}, girata {side}.",
        "said.remove": "Una copia in più, {card}, tolta {from_}.",
        "said.undo": "Annullato: {edit}",
        "said.undo.counter": "Annullato: il contatore è di nuovo a {n}.",
        "said.undo.reset": "Annullato: il ritorno alla posizione di partenza.",
        "said.undo.sort": "Annullato: tutte le carte nel mazzo.",
        "said.reset": "Di nuovo la posizione da cui è partito l'editor.",
        "said.sort": "Tutte le carte sono di nuovo nel mazzo, in ordine.",
    },
    "nl": {
        "title": "Positie-editor: {game}",
        "valid": "Geldige positie",
        "invalid": "Nog geen geldige positie",
        "turns": "Keren dat de aflegstapel al is omgedraaid",
        "redeals": "Stappen van het herdelen al gedaan",
        "undo": "Ongedaan maken",
        "reset": "Opnieuw beginnen",
        "sort": "Alle kaarten naar de voorraad",
        "flip": "Omdraaien",
        "stock_strip": "Voorraad, van onder naar boven (de laatste kaart komt eerst)",
        "help": "Sleep een kaart (met de kaarten erop) naar een willekeurige stapel, of klik "
        "op de kaart en dan op de stapel. Dubbelklik of F draait een kaart om. Klik in de "
        "strook van de voorraad op een kaart en dan op de plek waar hij heen moet.",
        "to_stock_end": "bovenop de voorraad",
        "err.flip_stock": "De voorraad ligt altijd dicht: haal de kaart er eerst uit.",
        "err.flip_face_up": "{pile} ligt altijd open.",
        "err.flip_no_down": "{game} heeft geen dichte kaarten.",
        "err.no_card": "{pile} heeft geen kaart nummer {n}.",
        "err.counter": "De teller is een geheel getal van 0 tot {top}.",
        "err.nothing_to_undo": "Niets om ongedaan te maken.",
        "err.no_place": "{pile} heeft geen plaats {at} (0 tot en met {room}).",
        "err.no_pile": "{what} is geen stapel van {game}: {ids}.",
        "remove": "Extra kopie weghalen",
        "extra": "extra kopie",
        "help_extra": "Een rood gemarkeerde kaart staat vaker in de positie dan in het spel: "
        "kies een van de kopieën en druk op Extra kopie weghalen (of Delete).",
        "added": "Niet in de tekst, dus bovenop de voorraad gelegd: {cards}.",
        "err.not_extra": "{card} is geen extra kopie: alleen een kaart die vaker op tafel "
        "ligt dan in het spel kan weg.",
        "said.move": "{card} {from_} {to}, {side}.",
        "said.move_run": "{n} kaarten, {card} tot en met {last}, {from_} {to}.",
        "said.move_place": "{card} {from_} {to}, op plaats {at} van onderen, {side}.",
        "said.move_within": "{card} {on}, verplaatst naar plaats {at} van onderen.",
        "said.flip": "{card} {on}, {side}gedraaid.",
        "said.remove": "Een extra kopie van {card} weggehaald {from_}.",
        "said.undo": "Ongedaan gemaakt: {edit}",
        "said.undo.counter": "Ongedaan gemaakt: de teller staat weer op {n}.",
        "said.undo.reset": "Ongedaan gemaakt: de terugkeer naar de beginpositie.",
        "said.undo.sort": "Ongedaan gemaakt: alle kaarten naar de voorraad.",
        "said.reset": "Weer de positie waarmee de editor begon.",
        "said.sort": "Alle kaarten liggen weer op volgorde in de voorraad.",
    },
    "pt": {
        "title": "Editor de posições: {game}",
        "valid": "Posição válida",
        "invalid": "Ainda não é uma posição válida",
        "turns": "Voltas do descarte já feitas",
        "redeals": "Passos da redistribuição já feitos",
        "undo": "Anular",
        "reset": "Recomeçar",
        "sort": "Todas as cartas para o monte",
        "flip": "Virar",
        "stock_strip": "Monte, de baixo para cima (a última carta sai primeiro)",
        "help": "Arraste uma carta (com as que estão por cima) para qualquer pilha, ou clique "
        "na carta e depois na pilha. Duplo clique ou F vira uma carta. Na faixa do monte, "
        "clique numa carta e depois no lugar para onde vai.",
        "to_stock_end": "topo do monte",
        "err.flip_stock": "O monte está sempre virado para baixo: tire a carta primeiro.",
        "err.flip_face_up": "{pile}: as cartas estão sempre viradas para cima.",
        "err.flip_no_down": "{game} não tem cartas viradas para baixo.",
        "err.no_card": "{pile} não tem uma carta número {n}.",
        "err.counter": "O contador é um número inteiro de 0 a {top}.",
        "err.nothing_to_undo": "Nada para desfazer.",
        "err.no_place": "{pile} não tem um lugar {at} (de 0 a {room}).",
        "err.no_pile": "{what} não é uma pilha do {game}: {ids}.",
        "remove": "Tirar a cópia a mais",
        "extra": "cópia a mais",
        "help_extra": "Uma carta marcada a vermelho está na posição mais vezes do que no jogo: "
        "escolha uma das cópias e carregue em Tirar a cópia a mais (ou Delete).",
        "added": "Cartas que faltavam no texto, postas no topo do monte: {cards}.",
        "err.not_extra": "{card} não é uma cópia a mais: só se pode tirar uma carta que "
        "está na mesa mais vezes do que no jogo.",
        "said.move": "{card} {from_} {to}, {side}.",
        "said.move_run": "{n} cartas, de {card} a {last}, {from_} {to}.",
        "said.move_place": "{card} {from_} {to}, no lugar {at} a contar de baixo, {side}.",
        "said.move_within": "{card} {on}, mudada para o lugar {at} a contar de baixo.",
        "said.flip": "{card} {on}, virada {side}.",
        "said.remove": "Uma cópia a mais, {card}, tirada {from_}.",
        "said.undo": "Anulado: {edit}",
        "said.undo.counter": "Anulado: o contador voltou a {n}.",
        "said.undo.reset": "Anulado: o regresso à posição inicial.",
        "said.undo.sort": "Anulado: todas as cartas para o monte.",
        "said.reset": "De novo a posição com que o editor começou.",
        "said.sort": "Todas as cartas estão outra vez no monte, por ordem.",
    },
}


#: an edit to be said: its words' key (``said.*``) and their parameters (card codes, pile
#: ids, label keys; ``edit`` for an undo: the edit taken back)
_Edit = tuple[str, dict[str, Any]]


class _Ignored(Exception):
    """A malformed intent: logged in one line and dropped."""


def _text(key: str, lang: str, params: dict[str, Any]) -> str:
    """The editor's words ``key`` in ``lang`` (English where a language lacks it), with
    ``params`` filled in as given."""
    return _WORDS[lang].get(key, _WORDS["en"][key]).format(**params)


def _word_in(key: str, params: dict[str, Any], lang: str) -> str:
    """The editor's words ``key`` in ``lang`` with ``params``: a ``pile`` id named as the
    table names it ("Pile 3", "Mazzetto 3"), a ``variant`` as the game's title (``{game}``)."""
    params = dict(params)
    if "pile" in params:
        params["pile"] = _pile_name(params["pile"], lang)
    if "variant" in params:
        params["game"] = _game_title(params.pop("variant"), lang)
    return _text(key, lang, params)


def _worded(key: str, **params: Any) -> Callable[[str], str]:
    """The editor's words ``key`` with ``params``, as a function of the language."""
    return partial(_word_in, key, params)


class _Refused(PositionError):
    """An edit the editor refuses: a :class:`PositionError` in the editor's language that
    keeps its ``words`` as a function of the language too, so the message line words it
    again when the language changes while it shows."""

    def __init__(self, words: Callable[[str], str], lang: str) -> None:
        super().__init__(words(lang))
        self.words = words


class _Board:
    """The editing model: every pile's cards bottom -> top with a face-up flag per card,
    and the counter. Edits only move cards between piles, so the multiset of cards never
    changes: each card of the game stays exactly once (Matrimony: its two decks).

    A board opened on a text that is not yet a position (a :class:`Draft`) may hold extra
    copies of a card (the cards the text lacks are put in the stock); :meth:`remove` takes
    away only such a copy, so no edit ever moves the board away from "each card once"."""

    def __init__(self, game: Game, draft: Draft | None = None) -> None:
        self.variant = game.variant
        self.rules = game.rules
        # "variant options" of the written position: the options never change while editing
        self.head = " ".join(game.position().split(" ")[:2])
        self.ids: list[str] = list(game.pile_ids)
        self.index = {pid: i for i, pid in enumerate(self.ids)}
        founds = {f.id for f in game.rules.foundations}
        self.kinds = [
            "stock"
            if pid == "stock"
            else "waste"
            if pid == "waste"
            else "foundation"
            if pid in founds
            else "tableau"
            for pid in self.ids
        ]
        self.cards: list[list[int]] = [list(p) for p in game._piles]
        self.up: list[list[bool]] = []
        for i, cards in enumerate(self.cards):
            down = len(cards) if self.kinds[i] == "stock" else game._down[i]
            self.up.append([k >= down for k in range(len(cards))])
        self.counter = game._counter
        #: each card code -> how many of it the game has (Matrimony: 2, with its preplaced)
        self.want: Counter[int] = Counter(game.rules.deck) + Counter(
            c for _, c in game.rules.preplaced
        )
        #: the cards a draft lacked, put on top of the stock (codes, bottom -> top)
        self.added: list[int] = []
        if draft is not None:
            self.cards = [list(p) for p in draft.cards]
            self.up = [list(u) for u in draft.up]
            self.counter = draft.counter
            missing = self.want - Counter(c for p in self.cards for c in p)
            # in the sorted stock's order: the lowest code (Ace of spades first) on top
            self.added = sorted(missing.elements(), reverse=True)
            s = self.index["stock"]
            self.cards[s] += self.added
            self.up[s] += [False] * len(self.added)

    def extra(self) -> Counter[int]:
        """The codes on the board more often than in the game, with how many times each
        is there (empty for every board whose edits began from a position)."""
        have = Counter(c for p in self.cards for c in p)
        return Counter({c: n for c, n in have.items() if n > self.want.get(c, 0)})

    def state(self) -> tuple:
        return [list(p) for p in self.cards], [list(u) for u in self.up], self.counter

    def restore(self, state: tuple) -> None:
        cards, up, counter = state
        self.cards, self.up, self.counter = [list(p) for p in cards], [list(u) for u in up], counter

    def text(self) -> str:
        """The position text of the board as it is (valid or not)."""
        piles = []
        for cards, up in zip(self.cards, self.up, strict=True):
            if not cards:
                piles.append("-")
                continue
            piles.append(
                "".join(
                    _TEXT_OF[c] if u else _TEXT_OF[c].lower()
                    for c, u in zip(cards, up, strict=True)
                )
            )
        return f"{self.head} {'/'.join(piles)} {self.counter}"

    def move(self, src: int, index: int, count: int, dst: int, at: int | None) -> None:
        """Take ``count`` cards from ``index`` of pile ``src`` and put them at ``at`` of
        ``dst`` (default its top); the caller has checked the numbers."""
        cards = self.cards[src][index : index + count]
        up = self.up[src][index : index + count]
        del self.cards[src][index : index + count]
        del self.up[src][index : index + count]
        kind, from_stock = self.kinds[dst], self.kinds[src] == "stock"
        if kind == "stock":
            up = [False] * len(cards)
        elif kind in ("waste", "foundation") or not self.rules.auto_flip or from_stock:
            # a card leaving the stock shows its face; the teacher turns it down if wanted
            up = [True] * len(cards)
        if at is None:
            at = len(self.cards[dst])
        self.cards[dst][at:at] = cards
        self.up[dst][at:at] = up


class PositionEditor(_traits.BrowserWrites, anywidget.AnyWidget):
    """A teacher's position editor in a notebook cell.

    The face-down cards are shown to the teacher, face up but marked as face down (a
    darker card with a "face down" tag): this is the teacher's tool, not the students'
    table, which never sends face-down cards to the browser.

    Parameters
    ----------
    source : str or Game
        A position text (``g.position()``), a :class:`Game` (its position), or a variant
        id or alias (``"klondike32"``, ``"matrimony"``, ``"klondike"``). A
        variant starts with every card in the stock, sorted by suit and rank with the Ace
        of spades on top (Matrimony's two preplaced foundation cards on their foundations),
        for the teacher to deal out; with ``seed=`` it starts from that numbered deal.
        A text that is well formed but not yet a valid position (a card twice, one
        missing, a foundation out of order, a counter out of range...) opens as written
        for the teacher to fix: the cards it lacks go on top of the stock (:attr:`added`,
        and a message says so), a card written too often is shown on every copy, marked
        (:attr:`extra`, removed with :meth:`remove`), and :attr:`problem` names what is
        wrong. Only a text that can't be read raises.
    lang : str
        Language of the editor's words and card names: en, it, nl, pt, and of the
        :class:`PositionError` text shown for an invalid position.
    seed : int, optional
        With a variant: start from this deal instead of the sorted stock.
    **options
        With a variant: its options (docs/rules.md), e.g. ``draw_count=3``.

    Attributes
    ----------
    position : str
        The position text of what is on the table (read only), valid or not.
    valid : bool
        Whether :attr:`position` is a position of its game (read only).
    problem : str
        What is wrong with it (the :class:`PositionError` text), or ``""`` (read only).

    Raises
    ------
    PositionError
        A position text that can't be read (its fields, variant, options, number of
        piles, a card or the counter), naming where.
    ValueError
        An unknown variant or option, or options/seed given with a position or a game.
    """

    _esm = _STATIC / "editor.js"

    _editor = traitlets.Dict().tag(sync=True)
    position = _traits.Unicode("", read_only=True).tag(sync=True)
    valid = _traits.Bool(False, read_only=True).tag(sync=True)
    problem = _traits.Unicode("", read_only=True).tag(sync=True)
    lang = _traits.Unicode("en", check=check_lang).tag(sync=True)

    def __init__(
        self, source: str | Game, *, lang: str = "en", seed: int | None = None, **options: Any
    ) -> None:
        lang = check_lang(lang)
        start, draft = _start_game(source, seed, options, lang)
        super().__init__(lang=lang)
        self._board = _Board(start, draft)
        self._start = self._board.state()
        self._history: list[tuple] = []
        #: each remembered state's edit, in words to come (the key and its parameters):
        #: an undo says what it took back, in the language of the moment
        self._edits: list[_Edit] = []
        #: the edit the next table says (None: nothing to say)
        self._said: _Edit | None = None
        # the message an action set (a refused edit, the cards put in the stock): shown by
        # the table that follows it, worded again when only the language changes
        self._message_line = MessageLine()
        #: the message serial the last table an edit published showed (see _publish)
        self._message_shown = 0
        if self._board.added:  # say where the cards the text lacked went
            cards = ", ".join(str(Card.from_code(c)) for c in reversed(self._board.added))
            self._message_line.tell("info", _worded("added", cards=cards), lang)
        self._version = 0
        # the first table version that showed the position now, and its text: card indexes
        # of any table since refer to the same cards (a language change republishes)
        self._position_since = 0
        self._position_text: str | None = None
        self._lock = threading.RLock()
        self._seen: OrderedDict[str, None] = OrderedDict()
        self._template = _pile_template(start)
        self.on_msg(self._on_intent)
        self.observe(lambda _change: self._publish(again=True), names=["lang"])
        self._publish()

    # ------------------------------------------------------------------ public
    def game(self) -> Game:
        """A playable :class:`Game` at the edited position (no history).

        Raises
        ------
        PositionError
            The position is not valid; the message says what is wrong.
        """
        return from_position(self._board.text(), lang=self.lang)

    def play(self, **kwargs: Any) -> Any:
        """A :class:`~solitaire_widget.SolitaireWidget` playing the edited position.

        ``kwargs`` go to the widget (``library=None``, ``live_status=False``...).
        """
        from .widget import SolitaireWidget

        kwargs.setdefault("lang", self.lang)
        return SolitaireWidget(self.game(), **kwargs)

    def exercise(self, question: str = "keeps_winnable", **kwargs: Any) -> Any:
        """A :class:`~solitaire_widget.Exercise` on the edited position (see its docs)."""
        from .exercise import Exercise

        kwargs.setdefault("lang", self.lang)
        return Exercise(self.game(), question=question, **kwargs)

    def move(
        self,
        src: str,
        dst: str,
        index: int | None = None,
        count: int | None = None,
        at: int | None = None,
    ) -> None:
        """Move cards between piles, as a drag on the table does.

        Parameters
        ----------
        src, dst : str
            Pile ids (``Game.pile_ids``: ``"stock"``, ``"waste"``, ``"f1"``, ``"t3"``...).
        index : int, optional
            The lowest card taken, counted from the bottom of ``src`` from 0 (default:
            the top card).
        count : int, optional
            How many cards from ``index`` up (default: all of them up to the top).
        at : int, optional
            Where they go in ``dst``, counted from its bottom (default: on top). With
            ``dst == src`` this reorders a pile, e.g. the stock.

        Cards put into the stock turn face down; onto the waste or a foundation, or out of
        the stock (and in Matrimony, which has none face down) face up; otherwise they keep
        their side.

        Raises
        ------
        PositionError
            A pile or card that is not there; nothing changes.
        """
        with self._lock:
            b = self._board
            s, d = self._pile(src), self._pile(dst)
            n = len(b.cards[s])
            if index is None:
                index = n - 1
            if not is_whole_number(index, 0, n - 1):
                raise self._refuse("err.no_card", pile=src, n=_ordinal(index))
            if count is None:
                count = n - index
            if not isinstance(count, int) or not 1 <= count <= n - index:
                raise self._refuse("err.no_card", pile=src, n=_ordinal(index, count))
            room = len(b.cards[d]) - (count if s == d else 0)
            if at is not None and (not isinstance(at, int) or not 0 <= at <= room):
                raise self._refuse("err.no_place", pile=dst, at=clip(at), room=room)
            if s == d and at in (None, index):
                return  # put back where it was
            place = room if at is None else at
            cards = b.cards[s][index : index + count]
            before = b.state()
            b.move(s, index, count, d, at)
            side = "face_up" if b.up[d][place] else "face_down"
            said: _Edit
            where = {"card": cards[0], "from_": src, "to": dst}
            if count > 1:
                said = ("said.move_run", {**where, "n": count, "last": cards[-1]})
            elif s == d:  # a new order (the stock strip's)
                said = ("said.move_within", {"card": cards[0], "on": dst, "at": place + 1})
            elif place < room:  # a place under the top
                said = ("said.move_place", {**where, "at": place + 1, "side": side})
            else:
                said = ("said.move", {**where, "side": side})
            self._remember(said, before)  # the side it shows is known once moved
            self._publish()

    @property
    def added(self) -> tuple[str, ...]:
        """The cards the opened text lacked, which the editor put on top of the stock
        (two-character codes, ``"8H"``; top card first); ``()`` for a complete text."""
        return tuple(_TEXT_OF[c] for c in reversed(self._board.added))

    @property
    def extra(self) -> dict[str, int]:
        """The cards on the table more often than in the game (code -> copies there):
        only a text with a card twice (Matrimony: three times) opens so; ``{}`` otherwise."""
        return {_TEXT_OF[c]: n for c, n in sorted(self._board.extra().items())}

    def remove(self, pile: str, index: int | None = None) -> None:
        """Take an extra copy of a card off the table (default: the pile's top card).

        Only a card that is on the table more often than the game has it can go (a text
        that wrote it twice): the editor never takes away a card the position needs, so
        once each card is there exactly once, no edit changes that.

        Raises
        ------
        PositionError
            A card that is not an extra copy, or is not there; nothing changes.
        """
        with self._lock:
            b = self._board
            i = self._pile(pile)
            n = len(b.cards[i])
            if index is None:
                index = n - 1
            if not is_whole_number(index, 0, n - 1):
                raise self._refuse("err.no_card", pile=pile, n=_ordinal(index))
            code = b.cards[i][index]
            if code not in b.extra():
                raise self._refuse("err.not_extra", card=Card.from_code(code))
            self._remember(("said.remove", {"card": code, "from_": pile}))
            del b.cards[i][index]
            del b.up[i][index]
            self._publish()

    def flip(self, pile: str, index: int | None = None) -> None:
        """Turn a tableau card face up or face down (default: the pile's top card).

        A card on the wrong side for its pile, as a text opened for fixing may have it (a
        face-up card in the stock, a face-down one on the waste, a foundation or in
        Matrimony), can be turned to the right side; not back.

        Raises
        ------
        PositionError
            A card of the stock, the waste or a foundation (their side is fixed), a
            Matrimony card (it has no face-down cards) or a card that is not there.
        """
        with self._lock:
            b = self._board
            i = self._pile(pile)
            n = len(b.cards[i])
            if index is None:
                index = n - 1
            if not is_whole_number(index, 0, n - 1):
                raise self._refuse("err.no_card", pile=pile, n=_ordinal(index))
            kind = b.kinds[i]
            # the one side a card of this pile may show (None: either)
            side = (
                False
                if kind == "stock"
                else True
                if kind != "tableau" or not b.rules.auto_flip
                else None
            )
            if side is not None and b.up[i][index] == side:
                if kind == "stock":
                    raise self._refuse("err.flip_stock")
                if kind != "tableau":
                    raise self._refuse("err.flip_face_up", pile=pile)
                raise self._refuse("err.flip_no_down", variant=b.variant)
            side = "face_down" if b.up[i][index] else "face_up"
            self._remember(("said.flip", {"card": b.cards[i][index], "on": pile, "side": side}))
            b.up[i][index] = not b.up[i][index]
            self._publish()

    def set_counter(self, value: int) -> None:
        """Set the counter: waste turn-overs used (Klondike, Solitario) or redeal steps
        done (Matrimony). The position check says if it is out of the game's range.

        Raises
        ------
        PositionError
            Not a whole number from 0 to 2**32 - 1 (4,294,967,295).
        """
        with self._lock:
            if (
                isinstance(value, bool)
                or not isinstance(value, int)
                or not 0 <= value <= MAX_COUNTER
            ):
                raise self._refuse("err.counter", top=MAX_COUNTER)
            if value == self._board.counter:
                return
            self._remember(("said.counter", {}))  # said only undone (said.undo.counter)
            self._said = None  # the counter's own value is said (a live region)
            self._board.counter = value
            self._publish()

    def undo(self) -> None:
        """Take back the last edit (raises :class:`PositionError` if there is none)."""
        with self._lock:
            if not self._history:
                raise self._refuse("err.nothing_to_undo")
            self._board.restore(self._history.pop())
            self._said = ("said.undo", {"edit": self._edits.pop()})
            self._publish()

    def reset(self) -> None:
        """Back to the position the editor started from (Undo takes this back too)."""
        with self._lock:
            self._remember(("said.reset", {}))
            self._board.restore(self._start)
            self._publish()

    def sort(self) -> None:
        """Every card into the stock, sorted (Ace of spades on top); Matrimony's
        preplaced foundation cards on their foundations; the counter at 0."""
        with self._lock:
            self._remember(("said.sort", {}))
            self._board.restore(_Board(_sorted_game(self._board.variant, self._options())).state())
            self._publish()

    def __repr__(self) -> str:
        state = "valid" if self.valid else f"invalid: {self.problem}"
        return f"PositionEditor({self.position!r}) ({state})"

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """The editor's view, plus a static picture for hosts that can't run it.

        A saved or exported notebook (nbconvert's HTML without widget state, GitHub,
        nbviewer) shows the ``image/svg+xml`` picture of the position on the table when
        it was displayed, face-down cards as backs (the notebook may reach students);
        ``text/plain`` is the text picture, backs as the SVG draws them, with the verdict
        under it (not the position text, which names every card: it is ``.position``).
        """
        from .widget import static_bundle

        bundle = super()._repr_mimebundle_(**kwargs)
        with self._lock:
            b, problem = self._board, self.problem
            try:
                game = _picture_game(b)
            except Exception:  # the live view matters more than the picture
                log.warning("could not set up the static picture of the editor", exc_info=True)
                return bundle
            bundle = static_bundle(bundle, game, lang=self.lang)
        data, meta = bundle if isinstance(bundle, tuple) else (bundle, None)
        if isinstance(data, dict) and "image/svg+xml" in data:
            verdict = problem or _WORDS[self.lang]["valid"]
            data["text/plain"] = f"{data['text/plain']}\n{verdict}"
        return bundle

    # ------------------------------------------------------------------ internals
    def _options(self) -> dict[str, Any]:
        return dict(self._board.rules.options)

    def _pile(self, pid: Any) -> int:
        i = self._board.index.get(pid) if isinstance(pid, str) else None
        if i is None:
            raise self._refuse(
                "err.no_pile",
                what=clip(pid),
                variant=self._board.variant,
                ids=", ".join(self._board.ids),
            )
        return i

    def _refuse(self, key: str, **params: Any) -> _Refused:
        """The error of a refused edit: the editor's words ``key`` in its language."""
        return _Refused(_worded(key, **params), self.lang)

    def _remember(self, edit: _Edit, state: tuple | None = None) -> None:
        """Keep the board's state before ``edit`` (or ``state``) for Undo, and say the edit."""
        self._history.append(self._board.state() if state is None else state)
        self._edits.append(edit)
        del self._history[:-_UNDO_DEPTH]
        del self._edits[:-_UNDO_DEPTH]
        self._said = edit

    def _said_text(self, edit: _Edit) -> str:
        """An edit in words (the language of the moment): cards by name, piles as the
        table names them; an undo says the edit it took back."""
        key, params = edit
        undo = key == "said.undo"
        text = self._undone_text(params["edit"]) if undo else self._fill(key, params)
        return text[:1].upper() + text[1:]

    def _undone_text(self, edit: _Edit) -> str:
        """An undo in words: "Undone: " and the edit taken back, in the same sentence (its
        first letter small: no capital after a colon); the counter, Start again and All
        cards to the stock have a line of their own (their edit's words say no taken-back
        edit: "Back to the position..." would read as the undo's own result)."""
        key, params = edit
        words = _WORDS[self.lang]
        own = "said.undo." + key.removeprefix("said.")
        if own in words:
            return words[own].format(n=self._board.counter)
        inner = self._fill(key, params)
        return words["said.undo"].format(edit=inner[:1].lower() + inner[1:])

    def _fill(self, key: str, params: dict[str, Any]) -> str:
        """The words ``key`` with ``params`` filled in, as they stand in a sentence (a
        card's name in small letters, even at the start)."""
        lang = self.lang
        words = labels(lang)
        out: dict[str, Any] = {}
        for name, value in params.items():
            if name in ("card", "last"):
                code = _TEXT_OF[value]
                named = words["card_name"].format(
                    rank=words["ranks"][code[0]], suit=words["suits"][code[1]]
                )
                out[name] = named[:1].lower() + named[1:]  # in a sentence (its start: above)
            elif name in ("from_", "to", "on"):  # "from pile 3", "dal mazzetto 3"
                out[name] = _pl(name.rstrip("_"), value, lang)
            elif name == "side":
                out[name] = words[value]
            else:
                out[name] = value
        return _text(key, lang, out)

    def _publish(self, again: bool = False) -> None:
        """Check the whole position and send the table, the text and the verdict.

        ``again``: the same table in another language; the message it showed stays, worded
        again. Otherwise the table follows an edit and shows only the message that edit
        set (a message already shown by an earlier table goes).
        """
        b = self._board
        line = self._message_line
        if not again:
            if line.serial == self._message_shown:
                line.clear()
            self._message_shown = line.serial
        text = b.text()
        try:
            from_position(text, lang=self.lang)
            problem = ""
        except PositionError as exc:
            problem = str(exc)
        self._version += 1
        if text != self._position_text:
            self._position_text = text
            self._position_since = self._version
        lang = self.lang
        words = {
            k: v
            for k, v in _WORDS[lang].items()
            if not k.startswith(("err.", "said.")) and k != "added"
        }
        words["title"] = words["title"].format(game=_game_title(b.variant, lang))
        extra = b.extra()
        piles = []
        for i, entry in enumerate(self._template):
            piles.append(
                {
                    **entry,
                    "cards": [_TEXT_OF[c] for c in b.cards[i]],
                    "up": list(b.up[i]),
                    # copies on the table of a card the text wrote too often, else 0
                    "extra": [extra.get(c, 0) for c in b.cards[i]],
                }
            )
        waste = b.rules.waste
        self.set_trait("position", text)
        self.set_trait("valid", not problem)
        self.set_trait("problem", problem)
        self._editor = {
            "version": self._version,
            "variant": b.variant,
            "title": words["title"],
            "layout": b.rules.layout,
            "draw_count": b.rules.draw_count if waste else 0,
            "lang": lang,
            "piles": piles,
            "counter": b.counter,
            "counter_kind": "turns" if waste else "redeals",
            "counter_max": b.rules.max_redeals if waste else b.kinds.count("tableau"),
            "auto_flip": bool(b.rules.auto_flip),
            "valid": not problem,
            "problem": problem,
            "position": text,
            "message": line.now(lang),
            # the edit just made, in words (None when this table follows no edit)
            "said": self._said_words(),
            "can_undo": bool(self._history),
            "extra": sum(n - b.want.get(c, 0) for c, n in extra.items()),
            "labels": {**labels(lang), **words},
        }
        self._said = None

    def _said_words(self) -> str | None:
        if self._said is None:
            return None
        try:
            return self._said_text(self._said)
        except Exception:  # the spoken line must never break an edit
            log.warning("could not put the edit %r in words", self._said, exc_info=True)
            return None

    # ------------------------------------------------------------------ intents
    def _on_intent(self, _widget: Any, content: Any, buffers: Any) -> None:
        """A custom message from the browser. Never raises: a malformed or repeated
        intent is logged in one line and changes nothing; a refused edit shows why."""
        with self._lock:
            try:
                intent_id = _intent_id(content)
                if intent_id is not None:
                    self._ack(intent_id)
                    if intent_id in self._seen:
                        log.info("editor intent %s already applied", intent_id)
                        return
                    self._seen[intent_id] = None
                    if len(self._seen) > _SEEN_IDS:
                        self._seen.popitem(last=False)
                kind = _check_intent(content, self._board)
                version = content.get("version", self._version)
                # card indexes of a table that showed another position: not these cards
                if not self._position_since <= version <= self._version:
                    raise _Ignored(
                        f"stale: version {clip(version)}, the position on the editor is at "
                        f"{self._position_since}"
                    )
            except _Ignored as why:
                log.warning("ignored editor intent %s: %s", clip(content, 200), why)
                return
            except Exception:  # a check tripping on input it did not foresee: still one line
                log.warning("ignored editor intent %s: malformed", clip(content, 200))
                return
            c = content
            try:
                if kind == "move":
                    self.move(c["src"], c["dst"], c["index"], c.get("count"), c.get("at"))
                elif kind == "flip":
                    self.flip(c["pile"], c["index"])
                elif kind == "remove":
                    self.remove(c["pile"], c["index"])
                elif kind == "counter":
                    self.set_counter(c["value"])
                else:
                    getattr(self, kind)()
            except PositionError as exc:  # a refused edit: nothing changed, say why
                # the editor's own refusals carry their words; any other keeps its text
                words = exc.words if isinstance(exc, _Refused) else str(exc)
                self._message_line.tell("error", words, self.lang)
                self._publish()

    def _ack(self, intent_id: str) -> None:
        try:
            self.send({"ack": intent_id})
        except Exception:  # no comm (a test without a kernel): nothing to tell
            log.debug("could not acknowledge intent %s", intent_id, exc_info=True)


def edit(
    source: str | Game, *, lang: str = "en", seed: int | None = None, **options: Any
) -> PositionEditor:
    """Open the position editor on a position text, a Game or a variant (see
    :class:`PositionEditor`).

    >>> ed = edit("matrimony", lang="nl")
    >>> ed.valid, ed.position.split()[2].split("/")[1:3]
    (True, ['QD', 'JD'])
    """
    return PositionEditor(source, lang=lang, seed=seed, **options)


# ---------------------------------------------------------------------------- helpers
def _start_game(
    source: Any, seed: int | None, options: dict[str, Any], lang: str = "en"
) -> tuple[Game, Draft | None]:
    """The game the editor starts from, and for a position text its :class:`Draft` (the
    text read for its form only: the board starts from what it says, valid or not)."""
    if isinstance(source, Game):
        if seed is not None or options:
            raise ValueError("seed and options go with a variant, not with a Game")
        return from_position(source.position()), None
    if not isinstance(source, str):
        raise ValueError(
            f"the editor starts from a position text, a Game or a variant, "
            f"not {type(source).__name__}"
        )
    if " " in source.strip():
        if seed is not None or options:
            raise ValueError("seed and options go with a variant, not with a position text")
        draft = read_draft(source, lang=lang)  # a text that can't be read: say so in lang
        return draft.game, draft
    if seed is not None:
        return Game(source, seed=seed, **options), None
    return _sorted_game(find_variant(source).id, options), None


def _sorted_game(variant: str, options: dict[str, Any]) -> Game:
    """Every card in the stock sorted, Ace of spades on top (preplaced cards placed)."""
    rules = rules_for(variant, **options)
    g = Game(rules.variant, deck=None, seed=0, **options)
    ids = g.pile_ids
    piles = [[] for _ in ids]
    for fid, code in rules.preplaced:
        piles[ids.index(fid)].append(code)
    piles[0] = sorted(rules.deck, reverse=True)  # the last card is the top: the lowest code
    text = g.position().split(" ")[:2]
    body = "/".join(
        "".join(_TEXT_OF[c].lower() for c in p)
        if k == 0
        else ("".join(_TEXT_OF[c] for c in p) or "-")
        for k, p in enumerate(piles)
    )
    return from_position(f"{text[0]} {text[1]} {body or '-'} 0")


def _picture_game(board: _Board) -> Game:
    """A game showing what is on the board, for render.py's pictures: the board's own
    game when it is a valid position, else the text's cards as they lie, never a card
    marked face down drawn face up (the picture may reach students): a tableau pile is
    backs up to its last face-down card, and a face-down card on the waste or a
    foundation, where the table has no backs, is left out of the picture."""
    text = board.text()
    try:
        return from_position(text)
    except PositionError:
        pass
    game, cards, ups, counter = read_draft(text)
    game._piles, game._down = [], []
    for pile, up, kind in zip(cards, ups, board.kinds, strict=True):
        if kind in ("waste", "foundation"):
            pile = [c for c, u in zip(pile, up, strict=True) if u]
        game._piles.append(pile)
        last_down = max((k for k, u in enumerate(up) if not u), default=-1)
        game._down.append(last_down + 1 if kind == "tableau" else 0)
    game._counter = counter
    game.seed = None
    game.deal_effects = ()
    game.start_position = text  # type: ignore[attr-defined]
    return game


def _pile_template(game: Game) -> list[dict[str, Any]]:
    """Each pile's fixed part of the snapshot (id, kind, foundation base and direction,
    the Matrimony row), as the table's snapshot has it."""
    rules = game.rules
    finfo = {f.id: _foundation_info(f) for f in rules.foundations}
    half = rules.tableau_count // 2
    out: list[dict[str, Any]] = []
    for pid in game.pile_ids:
        if pid in ("stock", "waste"):
            out.append({"id": pid, "kind": pid})
        elif pid in finfo:
            out.append({"id": pid, "kind": "foundation", **finfo[pid]})
        else:
            row = 1 if rules.layout == "matrimony" and int(pid[1:]) > half else 0
            out.append({"id": pid, "kind": "tableau", "row": row})
    return out


def _pile_name(pid: str, lang: str) -> str:
    """The name the table gives a pile: "Stock", "Foundation 2", "Pile 3" (in ``lang``)."""
    words = labels(lang)
    if pid in ("stock", "waste"):
        return words[pid]
    key = {"f": "foundation", "t": "pile"}.get(pid[:1])
    if key and pid[1:].isdigit():
        return words[key].replace("{n}", pid[1:])
    return pid


def _ordinal(index: Any, count: int = 1) -> str:
    """Card numbers as the position's messages count them (from 1)."""
    if not isinstance(index, int) or isinstance(index, bool) or index.bit_length() > 64:
        return clip(index)  # a number too long to print is named by its size
    if not isinstance(count, int) or isinstance(count, bool) or count.bit_length() > 64:
        return f"{index + 1} ({clip(count)} cards)"
    return str(index + 1) if count == 1 else f"{index + 1}-{index + count}"


def _intent_id(content: Any) -> str | None:
    if not isinstance(content, dict) or "id" not in content:
        return None
    value = content["id"]
    if not isinstance(value, str) or not 0 < len(value) <= _ID_MAX_LEN:
        raise _Ignored(f"the intent id is not a string of 1 to {_ID_MAX_LEN} characters")
    return value


def _check_intent(content: Any, board: _Board) -> str:
    """The kind of a well-formed intent, else :class:`_Ignored` saying why. Cheap: no
    field is longer than a pile id or an int of a few digits."""
    if not isinstance(content, dict):
        raise _Ignored(f"an intent is an object, not {type(content).__name__}")
    kind = content.get("kind")
    if not isinstance(kind, str) or kind not in _INTENTS:
        raise _Ignored(f"unknown kind; known: {', '.join(_INTENTS)}")
    fields = _INTENTS[kind]
    extra = [k for k in content if k not in fields and k not in ("kind", "id")]
    if extra:
        raise _Ignored(f"{kind} intent with unknown fields {clip(extra)}")
    for name, (types, required) in fields.items():
        if name not in content:
            if required:
                raise _Ignored(f"{kind} intent without {name!r}")
            continue
        value = content[name]
        if isinstance(value, bool) or not isinstance(value, types):
            raise _Ignored(f"{kind} intent: {name} has the wrong type")
        if isinstance(value, str) and value not in board.index:
            raise _Ignored(f"{name} is not a pile of {board.variant}")
        if name in ("index", "at") and not 0 <= value <= _MAX_INDEX:
            raise _Ignored(f"{name} is not a whole number from 0 to {_MAX_INDEX}")
        if name == "count" and not 1 <= value <= _MAX_INDEX:  # no card moves no card
            raise _Ignored(f"count is not a whole number from 1 to {_MAX_INDEX}")
    if kind == "counter" and not 0 <= content["value"] <= MAX_COUNTER:
        raise _Ignored(f"counter value out of 0..{MAX_COUNTER}")
    return kind
