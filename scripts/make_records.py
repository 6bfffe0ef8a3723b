"""How the lesson records were made: real games played with the engine.

They ship in the package (``solitaire_widget/records/``); read them with
``sw.lessons()`` and ``sw.example_record(name)``.

* ``solitario-lesson.json`` — Solitario (klondike32) deal 28, won by the solver in 47
  moves: two Aces set aside in the deal, runs of 2 and 4 cards, Aces turned up later
  going home by themselves, empty piles filled with any card, the stock drawn.
  Comments in Italian (the seed's language); English, Dutch and Portuguese in
  ``meta["comments_<lang>"]``.
* ``matrimony-lesson.json`` — Matrimony deal 291, played greedily (every card that fits
  goes home; deal or take a redeal step when nothing fits) and won in 113 moves: bases
  placed in the deal and after deals, the ♦ choice, the last short deal, the redeal.
  Comments in Dutch; Italian, Portuguese and English in ``meta["comments_<lang>"]``.
* ``klondike-won.json`` — Klondike deal 3 (draw 3), won by the solver: waste turned over,
  runs; a few English comments.

Run ``python scripts/make_records.py`` to write them again (or name the files to write:
``python scripts/make_records.py matrimony-lesson.json``; the Solitario and Klondike lines
come from the solver under a time budget, so a loaded machine may find others: a record
already there keeps its line, delete it to solve again); each comment is
checked against the move it belongs to, so a change in the engine or the solver that
changes the games stops here instead of shipping comments on the wrong moves.

A comment adds to the narration, it does not repeat it: the narration already says what
moved, why it was allowed and what happened by itself, so a comment says what to notice
(a choice not taken, what comes next, how it differs from another game). Every lesson
speaks the product's four languages.
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


def solved(g: sw.Game, name: str) -> sw.Game:
    """``g`` played to the win along the line of the shipped record ``name`` when there is
    one, else along the solver's line: under a time budget the solver may find another
    line on a loaded machine, and rewording a comment must not move it to another game."""
    shipped = HERE / name
    moves = sw.Game.from_record(shipped.read_text("utf-8")).moves if shipped.exists() else None
    for m in moves or sw.solve(g, budget=10).moves:
        g.play(m)
    assert g.is_won()
    return g


def solitario() -> sw.Game:
    g = solved(sw.Game("klondike32", seed=28), "solitario-lesson.json")
    notes = {
        1: ("t7-f1", {
            "it": "Una casa scende dal suo asso: A K Q J 10 9 8 7, otto carte, ed è completa "
                  "con il 7. Nel Solitario l'asso è la carta più alta, sopra il re.",
            "en": "A foundation goes down from its Ace: A K Q J 10 9 8 7, eight cards, and is "
                  "complete at the 7. In Solitario the Ace is the highest card, above the King.",
            "nl": "Een fundering loopt af vanaf haar aas: A K Q J 10 9 8 7, acht kaarten, en is "
                  "compleet bij de 7. In Solitario is de aas de hoogste kaart, boven de koning.",
            "pt": "Uma fundação desce a partir do seu ás: A K Q J 10 9 8 7, oito cartas, e fica "
                  "completa no 7. No Solitário o ás é a carta mais alta, acima do rei.",
        }),
        6: ("t7-t6", {
            "it": "Una mossa che scopre una carta coperta dà nuove possibilità: conviene cercare "
                  "prima quelle.",
            "en": "A move that turns up a face-down card gives you more to play with: look for "
                  "those first.",
            "nl": "Een zet die een dichte kaart omdraait, geeft je meer om mee te spelen: zoek "
                  "die zetten eerst.",
            "pt": "Uma jogada que vira uma carta para cima dá mais com que jogar: convém "
                  "procurar essas primeiro.",
        }),
        7: ("t6-t2x2", {
            "it": "Il K♥ appena scoperto è proprio la carta che serve alla casa 3 dopo il suo "
                  "asso.",
            "en": "K♥, just turned up, is exactly the card foundation 3 needs next, after its "
                  "Ace.",
            "nl": "De K♥ die net is omgedraaid, is precies de kaart die fundering 3 na haar aas "
                  "nodig heeft.",
            "pt": "O K♥ que acabou de ser virado é exatamente a carta de que a fundação 3 "
                  "precisa a seguir ao ás.",
        }),
        14: ("t2-t5x4", {
            "it": "Una scala si sposta intera, lunga quanto si vuole, purché la prima carta vada "
                  "bene; può anche cominciare da una carta scoperta a metà di un mazzetto.",
            "en": "A run moves whole however long it is, as long as its first card fits; it may "
                  "also start at a face-up card in the middle of a pile.",
            "nl": "Een reeks verhuist in zijn geheel, hoe lang ook, als de eerste kaart past; hij "
                  "mag ook beginnen bij een open kaart midden in een stapel.",
            "pt": "Uma sequência muda-se inteira, seja qual for o comprimento, desde que a "
                  "primeira carta sirva; pode também começar numa carta virada para cima a meio "
                  "de uma pilha.",
        }),
        16: ("t7-t2x2", {
            "it": "Nel Klondike un posto vuoto si riempie solo con un re; qui ci va anche un 8, "
                  "con il suo 7.",
            "en": "In Klondike only a King may fill a gap; here an 8 may too, with its 7.",
            "nl": "Bij Klondike mag alleen een koning een lege plek vullen; hier mag ook een 8, "
                  "met zijn 7 erop.",
            "pt": "No Klondike só um rei pode ocupar um lugar vazio; aqui pode ir também um 8, "
                  "com o seu 7.",
        }),
        19: ("t4-t7", {
            "it": "Era l'ultimo asso: adesso tutte e quattro le case sono aperte.",
            "en": "That was the last Ace: all four foundations are open now.",
            "nl": "Dat was de laatste aas: nu zijn alle vier de funderingen begonnen.",
            "pt": "Era o último ás: agora as quatro fundações estão todas abertas.",
        }),
        38: ("s-w", {
            "it": "Il campo non ha più niente di utile da dare: il 9♣ pescato andrà subito sul "
                  "10♣ della casa 4.",
            "en": "The tableau has nothing useful left to give: the 9♣ drawn goes straight onto "
                  "10♣ on foundation 4 next.",
            "nl": "Het speelveld heeft niets nuttigs meer te bieden: deze 9♣ gaat hierna meteen "
                  "naar 10♣ op fundering 4.",
            "pt": "A mesa já não tem nada de útil para dar: este 9♣ vai logo a seguir para cima "
                  "do 10♣ na fundação 4.",
        }),
        47: ("t2-f3", {
            "it": "Il 7♥ completa l'ultima casa: tutte le 32 carte sono a posto, partita vinta!",
            "en": "7♥ completes the last foundation: all 32 cards are home and the game is won!",
            "nl": "De 7♥ maakt de laatste fundering vol: alle 32 kaarten liggen op de "
                  "funderingen, gewonnen!",
            "pt": "O 7♥ completa a última fundação: as 32 cartas estão todas nas fundações, "
                  "ganhou!",
        }),
    }  # fmt: skip
    g.meta = {
        "title": "Solitario — una partita commentata",
        "title_en": "Solitario — an annotated game",
        "title_nl": "Solitario — een partij met commentaar",
        "title_pt": "Solitário — uma partida comentada",
        "lang": "it",
        # the narration already says which Aces came up in the deal: the intro says why
        # that matters
        "intro": "Per via di quei due assi il mazzo ha solo 2 carte invece di 4: ogni carta "
        "messa al posto di un asso è una carta in meno nel mazzo. Gli altri due assi sono "
        "ancora nascosti nei mazzetti.",
        "intro_en": "Those two Aces are why the stock has only 2 cards instead of 4: each card "
        "dealt in an Ace's place is one fewer in the stock. The other two Aces are still "
        "hidden in the piles.",
        "intro_nl": "Door die twee azen heeft de voorraad maar 2 kaarten in plaats van 4: elke "
        "kaart die op de plaats van een aas komt, is er een minder in de voorraad. De andere "
        "twee azen zitten nog verborgen in de stapels.",
        "intro_pt": "É por causa desses dois ases que o monte tem só 2 cartas em vez de 4: cada "
        "carta posta no lugar de um ás é uma carta a menos no monte. Os outros dois ases ainda "
        "estão escondidos nas pilhas.",
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
            "nl": "Zet 1 speelde de enige kaart die paste, K♦ op Q♦; nu past er niets meer, dus "
                  "deelt de voorraad. Een deal bedekt elke bovenste kaart: speel eerst alles wat "
                  "past, en deel dan pas.",
            "it": "La mossa 1 ha giocato l'unica carta che andava bene, il K♦ sulla Q♦; ora non "
                  "va più niente, quindi il mazzo dà una fila. Una nuova fila copre tutte le "
                  "carte in cima: prima di dare, conviene giocare tutto quello che si può.",
            "pt": "A jogada 1 jogou a única carta que servia, o K♦ sobre a Q♦; agora nada serve, "
                  "por isso o monte distribui. Uma distribuição tapa todas as cartas do topo: "
                  "antes de distribuir, convém jogar tudo o que serve.",
            "en": "Move 1 played the only card that fitted, K♦ on Q♦; now nothing fits, so the "
                  "stock deals. A deal covers every top card: play whatever fits before you "
                  "deal.",
        }),
        39: ("t15-f2", {
            "nl": "5♦ paste ook op fundering 1, die vanaf Q♦ oploopt en op een 5 wachtte. Past "
                  "een ♦ op beide, dan kiest de speler: hier fundering 2, die afloopt.",
            "it": "Il 5♦ andava bene anche sulla casa 1, che sale dalla Q♦ e aspettava proprio "
                  "un 5. Quando un ♦ va bene su tutte e due, sceglie il giocatore: qui la casa 2, "
                  "che scende.",
            "pt": "O 5♦ também servia na fundação 1, que sobe a partir da Q♦ e esperava um 5. "
                  "Quando um ♦ serve nas duas, o jogador escolhe: aqui a fundação 2, que desce.",
            "en": "5♦ also fitted foundation 1, which goes up from Q♦ and was waiting for a 5. "
                  "When a ♦ fits both, the player chooses: here foundation 2, going down.",
        }),
        45: ("s-t", {
            "nl": "De stapels 7 tot en met 16 krijgen deze keer niets. Nu de voorraad op is, "
                  "komen er alleen nog nieuwe kaarten bovenop door naar de funderingen te spelen "
                  "en door de herverdeling.",
            "it": "Questa volta i mazzetti dal 7 al 16 non ricevono niente. Ora che il mazzo è "
                  "finito, nuove carte arrivano in cima solo giocando sulle case e con la "
                  "ridistribuzione.",
            "pt": "Desta vez as pilhas 7 a 16 não recebem nada. Com o monte vazio, só o jogo "
                  "para as fundações e a redistribuição trazem novas cartas ao topo.",
            "en": "Piles 7 to 16 get nothing this time. With the stock empty, only playing to "
                  "the foundations and the redeal can bring new cards to the top.",
        }),
        54: ("t16-t", {
            "nl": "Stapel 16 had 4 kaarten, die op de stapels 16, 1, 2 en 3 terechtkomen. "
                  "Tussen twee stappen speel je wat past; tijdens een stap niets.",
            "it": "Il mazzetto 16 aveva 4 carte, che finiscono sui mazzetti 16, 1, 2 e 3. Tra un "
                  "passo e l'altro si gioca quello che va bene; durante un passo, niente.",
            "pt": "A pilha 16 tinha 4 cartas, que vão parar às pilhas 16, 1, 2 e 3. Entre dois "
                  "passos joga-se o que servir; durante um passo, nada.",
            "en": "Pile 16 had 4 cards, so they land on piles 16, 1, 2 and 3. Between steps you "
                  "play what fits; during a step, nothing.",
        }),
        61: ("t14-t", {
            "nl": "Stapel 14 is leeg, maar de stap telt toch: er blijven 13 stappen over, voor "
                  "de stapels 13 tot en met 1.",
            "it": "Il mazzetto 14 è vuoto, ma il passo conta lo stesso: restano 13 passi, per i "
                  "mazzetti dal 13 all'1.",
            "pt": "A pilha 14 está vazia, mas o passo conta na mesma: restam 13 passos, para as "
                  "pilhas 13 a 1.",
            "en": "Pile 14 is empty, yet its step is used all the same: 13 steps are left, for "
                  "piles 13 down to 1.",
        }),
        len(g.moves): (str(g.moves[-1]), {
            "nl": "Alle 104 kaarten liggen op de funderingen: gewonnen! Elke fundering eindigt "
                  "naast haar basiskaart: fundering 8 begon met 10♣ en eindigt met J♣.",
            "it": "Tutte le 104 carte sono sulle case: partita vinta! Ogni casa finisce accanto "
                  "alla sua carta base: la casa 8 è partita dal 10♣ e finisce con il J♣.",
            "pt": "As 104 cartas estão todas nas fundações: ganhou! Cada fundação acaba ao lado "
                  "da sua carta de base: a fundação 8 começou no 10♣ e acaba no J♣.",
            "en": "All 104 cards are on the foundations: won! Each foundation ends next to its "
                  "base: foundation 8 began with 10♣ and ends with J♣.",
        }),
    }  # fmt: skip
    g.meta = {
        "title": "Huwelijk — een partij met commentaar",
        "title_it": "Matrimonio — una partita commentata",
        "title_pt": "Matrimónio — uma partida comentada",
        "title_en": "Matrimony — an annotated game",
        "lang": "nl",
        # the narration already says which bases are placed in the deal: the intro adds
        # the rule a student needs next and what is still to come
        "intro": "Alleen de bovenste kaart van een stapel speelt, en alleen naar een fundering: "
        "er gaat nooit een kaart van stapel naar stapel. Vier funderingen wachten nog op hun "
        "basiskaart: de twee J♥, de tweede 10♠ en de tweede 10♣.",
        "intro_it": "Si gioca solo la carta in cima a un mazzetto, e solo su una casa: nessuna "
        "carta passa da un mazzetto all'altro. Quattro case aspettano ancora la loro carta "
        "base: i due J♥, il secondo 10♠ e il secondo 10♣.",
        "intro_pt": "Só a carta do topo de uma pilha joga, e só para uma fundação: nenhuma carta "
        "passa de pilha para pilha. Quatro fundações ainda esperam pela sua carta de base: os "
        "dois J♥, o segundo 10♠ e o segundo 10♣.",
        "intro_en": "Only the top card of a pile plays, and only onto a foundation: nothing "
        "moves from pile to pile. Four foundations still wait for their base: the two J♥, the "
        "second 10♠ and the second 10♣.",
        **annotate(g, notes),
    }
    return g


def klondike() -> sw.Game:
    g = solved(sw.Game("klondike", seed=3), "klondike-won.json")
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
