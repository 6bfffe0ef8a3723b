"""How the lesson records were made: real games played with the engine.

They ship in the package (``solitaire_widget/records/``); read them with
``sw.lessons()`` and ``sw.example_record(name)``.

* ``solitario-lesson.json`` — Solitario (klondike32) deal 28, won by the solver in 47
  moves: two Aces set aside in the deal, runs of 2 and 4 cards, Aces turned up later
  going home by themselves, empty piles filled with any card, the stock drawn.
  Comments in Italian (the seed's language); English in ``meta["comments_en"]``.
* ``matrimony-lesson.json`` — Matrimony deal 291, played greedily (every card that fits
  goes home; deal or take a redeal step when nothing fits) and won in 113 moves: bases
  placed in the deal and after deals, the ♦ choice, the last short deal, the redeal.
  Comments in Dutch; Portuguese in ``meta["comments_pt"]``, English in
  ``meta["comments_en"]``.
* ``klondike-won.json`` — Klondike deal 3 (draw 3), won by the solver: waste turned over,
  runs; a few English comments.

Run ``python scripts/make_records.py`` to write them again (or name the files to write:
``python scripts/make_records.py matrimony-lesson.json``; the Solitario and Klondike lines
come from the solver under a time budget, so a loaded machine may find others); each comment is
checked against the move it belongs to, so a change in the engine or the solver that
changes the games stops here instead of shipping comments on the wrong moves.
"""

from __future__ import annotations

import pathlib
import random

import solitaire_widget as sw
from solitaire_widget.record import save

HERE = pathlib.Path(__file__).resolve().parents[1] / "solitaire_widget" / "records"


def annotate(g: sw.Game, notes: dict[int, tuple[str, dict[str, str]]]) -> dict[str, dict]:
    """Set ``g.comments`` from {move number: (expected move, {lang: text})}; the first
    language is the record's, the others go to ``meta["comments_<lang>"]``."""
    extra: dict[str, dict[str, str]] = {}
    for number, (move, texts) in notes.items():
        played = str(g.moves[number - 1])
        assert played == move, f"move {number} is {played}, the comment is about {move}"
        langs = list(texts)
        g.comments[number - 1] = texts[langs[0]]
        for lang in langs[1:]:
            extra.setdefault(f"comments_{lang}", {})[str(number)] = texts[lang]
    return extra


def solitario() -> sw.Game:
    g = sw.Game("klondike32", seed=28)
    for m in sw.solve(g, budget=10).moves:
        g.play(m)
    assert g.is_won()
    notes = {
        1: ("t7-f1", {
            "it": "La casa di picche scende dall'asso: dopo l'A♠ viene il K♠. Il mazzetto 7 "
                  "scopre da solo la carta successiva.",
            "en": "The spade foundation builds down from the Ace: after A♠ comes K♠. Pile 7 "
                  "turns its next card up by itself.",
        }),
        6: ("t7-t6", {
            "it": "8♠ nero sul 9♥ rosso: sul campo i colori si alternano.",
            "en": "Black 8♠ on red 9♥: on the tableau the colours alternate.",
        }),
        7: ("t6-t2x2", {
            "it": "Si sposta una scala intera: il 9♥ si porta dietro l'8♠. Sotto c'era un asso: "
                  "va da solo nella casa 3, e si scopre il K♥.",
            "en": "A whole run moves: 9♥ takes 8♠ along. Under it was an Ace: it goes to "
                  "foundation 3 by itself, and K♥ turns up.",
        }),
        14: ("t2-t5x4", {
            "it": "Una scala di quattro carte, dal 10♣ al 7♥, passa sul J♦: una scala si può "
                  "prendere da qualunque carta scoperta.",
            "en": "A run of four cards, 10♣ down to 7♥, moves onto J♦: a run may be taken "
                  "from any face-up card.",
        }),
        16: ("t7-t2x2", {
            "it": "Il mazzetto 2 è vuoto: accetta qualunque carta tranne un asso, anche un 8 "
                  "(non serve un re).",
            "en": "Pile 2 is empty: it takes any card except an Ace, even an 8 (no King "
                  "needed).",
        }),
        19: ("t4-t7", {
            "it": "Spostando il 7♣ si scopre l'A♣, che va subito nella casa 4.",
            "en": "Moving 7♣ uncovers A♣, which goes straight to foundation 4.",
        }),
        38: ("s-w", {
            "it": "Sul campo non c'è più niente di utile: si pesca. Nel mazzo restano solo 2 "
                  "carte, perché i due assi della distribuzione hanno preso il posto di due "
                  "carte.",
            "en": "Nothing useful is left on the tableau: draw. Only 2 cards are in the stock, "
                  "because the two Aces of the deal took the places of two cards.",
        }),
        47: ("t2-f3", {
            "it": "Il 7♥ completa l'ultima casa: partita vinta!",
            "en": "7♥ completes the last foundation: the game is won!",
        }),
    }  # fmt: skip
    g.meta = {
        "title": "Solitario — una partita commentata",
        "title_en": "Solitario — an annotated game",
        "lang": "it",
        "intro": "Smazzata 28: due assi sono usciti scoperti durante la distribuzione e sono "
        "già nelle case (regola 3).",
        "intro_en": "Deal 28: two Aces came up face up in the deal and are already on the "
        "foundations (rule 3).",
        **annotate(g, notes),
    }
    return g


def _greedy_matrimony(seed: int, rseed: int) -> sw.Game:
    g = sw.Game("matrimony", seed=seed)
    rnd = random.Random(rseed)
    while not g.is_won():
        moves = g.legal_moves()
        cards = [m for m in moves if m.dst.startswith("f")]
        g.play(rnd.choice(cards) if cards else moves[-1])
    return g


def matrimony() -> sw.Game:
    g = _greedy_matrimony(291, 1)
    notes = {
        2: ("s-t", {
            "nl": "Niets past meer: de voorraad geeft elke stapel een kaart. De J♥ die "
                  "bovenop stapel 15 komt, begint vanzelf fundering 3.",
            "pt": "Nada mais serve: o monte dá uma carta a cada pilha. O J♥ que fica no topo "
                  "da pilha 15 abre sozinho a fundação 3.",
            "en": "Nothing fits any more: the stock gives every pile a card. The J♥ that "
                  "lands on pile 15 starts foundation 3 by itself.",
        }),
        39: ("t15-f2", {
            "nl": "De keuze: 5♦ past op fundering 1 (Q♦ oplopend: Q K A 2 3 4 …) én op "
                  "fundering 2 (J♦ aflopend: … 7 6). De speler kiest; hier fundering 2.",
            "pt": "A escolha: o 5♦ serve na fundação 1 (Q♦ a subir: Q K A 2 3 4 …) e na "
                  "fundação 2 (J♦ a descer: … 7 6). O jogador escolhe; aqui a fundação 2.",
            "en": "The choice: 5♦ fits foundation 1 (Q♦ going up: Q K A 2 3 4 …) and "
                  "foundation 2 (J♦ going down: … 7 6). The player chooses; here foundation 2.",
        }),
        45: ("s-t", {
            "nl": "De laatste deal: nog maar 6 kaarten, voor de stapels 1 tot en met 6.",
            "pt": "A última distribuição: só 6 cartas, para as pilhas 1 a 6.",
            "en": "The last deal: only 6 cards, for piles 1 to 6.",
        }),
        54: ("t16-t", {
            "nl": "De voorraad is op: de herverdeling begint bij stapel 16. De onderste "
                  "kaart gaat terug op zijn eigen plek, de volgende op stapel 1, 2, …",
            "pt": "O monte esgotou-se: a redistribuição começa pela pilha 16. A carta de "
                  "baixo volta ao seu lugar, as seguintes vão para as pilhas 1, 2, …",
            "en": "The stock is empty: the redeal starts with pile 16. The bottom card goes "
                  "back to its own place, the next ones to piles 1, 2, …",
        }),
        61: ("t14-t", {
            "nl": "Stapel 14 is leeg: er valt niets te herdelen, maar de stap telt.",
            "pt": "A pilha 14 está vazia: não há nada para redistribuir, mas o passo conta.",
            "en": "Pile 14 is empty: there is nothing to redeal, but the step is used.",
        }),
        len(g.moves): (str(g.moves[-1]), {
            "nl": "Alle 104 kaarten liggen op de funderingen: gewonnen!",
            "pt": "As 104 cartas estão todas nas fundações: ganhou!",
            "en": "All 104 cards are on the foundations: won!",
        }),
    }  # fmt: skip
    g.meta = {
        "title": "Huwelijk — een partij met commentaar",
        "title_pt": "Matrimónio — uma partida comentada",
        "title_en": "Matrimony — an annotated game",
        "lang": "nl",
        "intro": "Spel 291. Q♦ en J♦ liggen al klaar op fundering 1 en 2. Bij het delen kwamen "
        "een 10♣ en een 10♠ open te liggen: die gingen vanzelf naar hun funderingen. Alleen de "
        "bovenste kaart van een stapel mag spelen, en alleen naar een fundering.",
        "intro_pt": "Distribuição 291. O Q♦ e o J♦ já estão nas fundações 1 e 2. Na "
        "distribuição saíram um 10♣ e um 10♠: foram sozinhos para as suas fundações. Só a "
        "carta do topo de uma pilha joga, e só para uma fundação.",
        "intro_en": "Deal 291. Q♦ and J♦ are already on foundations 1 and 2. In the deal a 10♣ "
        "and a 10♠ came up: they went to their foundations by themselves. Only a pile's top "
        "card plays, and only to a foundation.",
        **annotate(g, notes),
    }
    return g


def klondike() -> sw.Game:
    g = sw.Game("klondike", seed=3)
    for m in sw.solve(g, budget=10).moves:
        g.play(m)
    assert g.is_won()
    turn = next(i for i, m in enumerate(g.moves, start=1) if m.dst == "stock")
    run = next(i for i, m in enumerate(g.moves, start=1) if m.count > 1)
    notes = {
        1: (str(g.moves[0]), {"en": "Klondike, draw 3: the solver's winning line."}),
        run: (str(g.moves[run - 1]), {"en": "The first run moves as one."}),
        turn: ("w-s", {"en": "The stock is empty: the waste turns over and we go again."}),
        len(g.moves): (str(g.moves[-1]), {"en": "All 52 cards are home."}),
    }
    g.meta = {"title": "Klondike deal 3, won", "lang": "en", **annotate(g, notes)}
    return g


def main(names: list[str]) -> None:
    """Writes the records named (all of them without a name)."""
    for name, make in (
        ("solitario-lesson.json", solitario),
        ("matrimony-lesson.json", matrimony),
        ("klondike-won.json", klondike),
    ):
        if names and name not in names:
            continue
        g = make()
        save(g, HERE / name)
        print(f"{name}: {len(g.moves)} moves, {g.status}")


if __name__ == "__main__":
    import sys

    main(sys.argv[1:])
