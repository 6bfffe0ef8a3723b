"""Print the user-facing messages of a few real games, in every language, to read them.

Random games of Klondike, Solitario (klondike32) and Matrimony are played with a fixed
seed; for each move the script prints the replay's narration, the words a screen reader
says (``move_said``, ``undo_said``), the hint's words, the exercise band's words
(``choice_words``, ``quoted_move``) and the engine's reason; it also asks the engine
about illegal moves (random pile pairs and counts) and prints its reasons, and prints the
exercise questions and verdicts of the "illegal" and "automatic" questions. The same
sentence in four languages sits together, so a fault in one shows beside the others.

Usage::

    python scripts/read_messages.py [--moves 40] [--seed 1] > messages.txt
"""

from __future__ import annotations

import argparse
import random
import re
from collections.abc import Iterator

import solitaire_widget as sw
from solitaire_widget.exercise import Exercise, choice_words, question_words, quoted_move
from solitaire_widget.i18n import LANGUAGES
from solitaire_widget.notation import Move
from solitaire_widget.replay import move_said, position_said, undo_said
from solitaire_widget.snapshot import move_text

GAMES = ("klondike", "klondike32", "matrimony")
# a placeholder left unfilled, or a pile id / move notation in a sentence
RAW = re.compile(r"\{\w+\}|(?<![\w-])(?:[tf]\d+|stock|waste)(?:-(?:[tf]\d+|[swt]))(?:x\d+)?\b")


def four(label: str, texts: dict[str, str]) -> Iterator[str]:
    """One message in the four languages, flagged where it shows a raw placeholder."""
    yield f"  [{label}]"
    for lang in LANGUAGES:
        flag = "  <<RAW" if RAW.search(texts[lang]) else ""
        yield f"    {lang}: {texts[lang]}{flag}"


def illegal_tries(game: sw.Game, rng: random.Random, n: int) -> list[Move]:
    """Some moves the engine refuses: random pile pairs and counts."""
    piles = game.pile_ids + ["tableau"]
    out: list[Move] = []
    for _ in range(n * 20):
        src, dst = rng.choice(game.pile_ids), rng.choice(piles)
        count = rng.choice((1, 1, 2, 3))
        text = f"{src}-{dst}" + (f"x{count}" if count > 1 else "")
        try:
            move = Move.parse(text)
        except ValueError:
            continue
        if not game.is_legal(move) and move not in out:
            out.append(move)
        if len(out) >= n:
            break
    return out


def read_game(variant: str, seed: int, moves: int, rng: random.Random) -> Iterator[str]:
    game = sw.Game(variant, seed=seed)
    yield f"===== {variant} seed {seed}"
    yield from four("position", {lang: position_said(game, lang) for lang in LANGUAGES})
    for ply in range(1, moves + 1):
        legal = game.legal_moves()
        if not legal:
            break
        # prefer moves of several cards and to foundations now and then: they have words
        runs = [m for m in legal if m.count > 1]
        move = rng.choice(runs) if runs and rng.random() < 0.5 else rng.choice(legal)
        yield f"--- move {ply}: {move}"
        yield from four("explain", {lang: game.explain(move, lang) for lang in LANGUAGES})
        yield from four("said", {lang: move_said(game, move, lang) for lang in LANGUAGES})
        yield from four("choice", {lang: choice_words(game, move, lang) for lang in LANGUAGES})
        yield from four("hint", {lang: move_text(game, move, lang) for lang in LANGUAGES})
        if ply % 5 == 0:
            tries = illegal_tries(game, rng, 3)
            for bad in tries:
                yield f"  (illegal {bad})"
                yield from four("why not", {lang: game.explain(bad, lang) for lang in LANGUAGES})
                yield from four(
                    "choice", {lang: choice_words(game, bad, lang) for lang in LANGUAGES}
                )
            if tries:
                ex = Exercise(game, "illegal", moves=[tries[0], move])
                yield from four(
                    "q.illegal",
                    {
                        lang: question_words(game, "illegal", lang, choices=ex.choices)
                        for lang in LANGUAGES
                    },
                )
                for m in ex.choices:
                    v = ex.check(m)
                    yield from four(f"verdict {m}", {lang: v.explain(lang) for lang in LANGUAGES})
        before = game.copy()
        game.play(move)
        if ply % 4 == 0 and move.src != "stock":
            auto = Exercise(before, "automatic", move=move)
            yield from four(
                "q.automatic",
                {lang: question_words(before, "automatic", lang, move) for lang in LANGUAGES},
            )
            v = auto.check([])
            yield from four("automatic", {lang: v.explain(lang) for lang in LANGUAGES})
            yield from four("quoted", {lang: quoted_move(before, move, lang) for lang in LANGUAGES})
        yield from four("undo", {lang: undo_said(before, move, lang) for lang in LANGUAGES})
    replay = sw.Replay(game.to_record())
    yield f"--- narration of {variant} seed {seed}"
    for i in range(len(replay.moves()) + 1):
        yield from four(f"narration {i}", {lang: replay.narration(i, lang) for lang in LANGUAGES})
    yield from four("position", {lang: position_said(game, lang) for lang in LANGUAGES})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    for variant in GAMES:
        for seed in (rng.randrange(1000), rng.randrange(1000)):
            for line in read_game(variant, seed, args.moves, rng):
                print(line)


if __name__ == "__main__":
    main()
