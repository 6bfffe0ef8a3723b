"""Replay: cursor, checkpoints, narration in four languages, variations, records."""

from __future__ import annotations

import json
import random
import re

import pytest

import solitaire_widget as sw
from solitaire_widget.errors import IllegalMoveError, RecordError
from solitaire_widget.i18n import LANGUAGES, catalogue
from solitaire_widget.replay import (
    CHECKPOINT,
    KEYFRAME_EVERY,
    Replay,
    expand_frames,
    frame_of,
    replay_frames,
)

CONFIGS = [
    ("klondike32", {}),
    ("klondike32", {"tableau_direction": "up", "draw_count": 3}),
    ("klondike", {}),
    ("klondike", {"draw_count": 1, "empty_pile": "any"}),
    ("matrimony", {}),
    ("matrimony", {"foundation_scheme": "pysol", "redeal_card_order": "top_first"}),
]


def random_game(variant: str, seed: int, n: int, **options) -> sw.Game:
    """A game of ``n`` moves (or fewer, if it ends) chosen at random, card moves first half
    of the time so that foundations fill and Matrimony reaches its redeal."""
    g = sw.Game(variant, seed=seed, **options)
    rnd = random.Random(seed)
    for _ in range(n):
        moves = g.legal_moves()
        if not moves:
            break
        cards = [m for m in moves if m.src != "stock" and m.dst not in ("stock", "tableau")]
        g.play(rnd.choice(cards) if cards and rnd.random() < 0.5 else rnd.choice(moves))
    return g


def replay_from_start(game: sw.Game, i: int) -> tuple:
    g = sw.Game(game.variant, deck=game.deck, **game.options)
    for m in game.moves[:i]:
        g.play(m)
    return g.state_key()


# ---------------------------------------------------------------------- cursor
@pytest.mark.parametrize(("variant", "options"), CONFIGS)
def test_seek_step_back_agree_with_replaying_from_the_start(variant, options):
    game = random_game(variant, 11, 90, **options)
    r = Replay(game.to_record())
    n = len(r)
    assert n == len(game.moves) > CHECKPOINT * 2
    truth = [replay_from_start(game, i) for i in range(n + 1)]
    rnd = random.Random(3)
    for i in rnd.sample(range(n + 1), 25) + [0, n, n - 1, 1]:
        assert r.seek(i).index == i
        assert r.game.state_key() == truth[i], f"seek({i})"
    r.seek(0)
    for i in range(1, n + 1):
        assert r.step().game.state_key() == truth[i], f"step to {i}"
    assert r.step().index == n  # the end stays the end
    for i in range(n - 1, -1, -1):
        assert r.back().game.state_key() == truth[i], f"back to {i}"
    assert r.back().index == 0
    assert r.seek(-1).index == n


def test_seek_checks_its_index():
    r = Replay(random_game("klondike", 2, 10))
    with pytest.raises(IndexError, match="0 \\(the deal\\) to 10"):
        r.seek(11)
    with pytest.raises(TypeError):
        r.seek(1.5)  # type: ignore[arg-type]
    with pytest.raises(IndexError, match="numbered from 1"):
        r.move(0)
    assert r.move(1) == r.moves()[0]
    # past Python's 4,300 printable digits: the error still names the index, by its size
    for huge in (10**5000, -(10**5000)):
        with pytest.raises(IndexError, match="an integer of 16610 bits is outside the replay"):
            r.seek(huge)
        with pytest.raises(IndexError, match="integer of 16610 bits"):
            r.move(huge)


def test_game_is_a_copy_students_cannot_corrupt():
    game = random_game("klondike32", 5, 30)
    r = Replay(game).seek(10)
    key = r.game.state_key()
    g = r.game
    g.play(g.legal_moves()[0])
    g.undo()
    g.undo()
    assert r.game.state_key() == key
    assert r.game.moves == game.moves[:10]
    assert r.seek(30).game.state_key() == game.state_key()


def _stock_heavy_game(n: int, seed: int = 1) -> sw.Game:
    """A valid record as long as wanted: Klondike draw 1, unlimited passes, random moves
    that lean on the stock (so the game cycles it and never ends)."""
    g = sw.Game("klondike", seed=seed, draw_count=1)
    rnd = random.Random(seed)
    while len(g.moves) < n:
        moves = g.legal_moves()
        cards = [m for m in moves if m.src != "stock" and m.dst != "stock"]
        g.play(rnd.choice(cards) if cards and rnd.random() < 0.2 else rnd.choice(moves))
    return g


def _build_peak(rec: dict) -> int:
    import tracemalloc

    tracemalloc.start()
    try:
        Replay(rec)
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_building_a_replay_is_linear_in_the_record_length():
    """Issue 9: checkpoints used to copy the whole history (quadratic). Four times the
    moves must cost well under six times the peak memory (quadratic would be ~16x)."""
    short = _stock_heavy_game(2000).to_record()
    long = _stock_heavy_game(8000).to_record()
    small, big = _build_peak(short), _build_peak(long)
    assert big < 6 * small, f"2k moves: {small:,} B, 8k moves: {big:,} B"


def test_a_replay_of_a_record_checks_each_move_once_not_twice(monkeypatch):
    """Reading the record checks every move; building the tree applies them without
    checking them again (a 200,000-move record checked each move twice). A Game handed
    in is still played move by move: it may have been changed by hand."""
    game = _stock_heavy_game(500, seed=4)
    checked = []
    real = sw.Game._reason

    def counting(self, *args):
        checked.append(args)
        return real(self, *args)

    monkeypatch.setattr(sw.Game, "_reason", counting)
    r = Replay(json.dumps(game.to_record(result=False)))
    assert len(checked) == 500 and r.seek(500).game.state_key() == game.state_key()
    checked.clear()
    Replay(game)
    assert len(checked) == 500


def test_a_seek_anywhere_replays_fewer_than_a_checkpoint_of_moves(monkeypatch):
    """What keeps seek fast at any index: at most CHECKPOINT - 1 moves are applied,
    wherever the cursor was before."""
    game = _stock_heavy_game(500, seed=4)
    r = Replay(game)
    applied = []
    real = sw.Game._push

    def counting(self, *args):
        applied.append(args[0])
        return real(self, *args)

    monkeypatch.setattr(sw.Game, "_push", counting)
    rnd = random.Random(9)
    for i in [rnd.randrange(501) for _ in range(60)] + [500, 0, 499, 1, 250]:
        applied.clear()
        r.seek(i)
        assert len(applied) <= CHECKPOINT - 1, f"seek({i}) applied {len(applied)} moves"
        assert r.game.moves == game.moves[:i]
    assert r.seek(500).game.state_key() == game.state_key()


def test_variation_positions_past_checkpoints_and_their_undo():
    """Variations get their own checkpoints; the game handed out at any node of one
    has the line's history, and undoing it walks back through the branch point."""
    game = random_game("klondike", 21, 60)
    r = Replay(game).seek(5)
    line = []
    for _ in range(3 * CHECKPOINT):
        moves = r.game.legal_moves()
        m = next((x for x in moves if x != (game.moves[r.index] if r.index < 60 else None)), None)
        if m is None:
            break
        r.play(m)
        line.append(m)
    end = r.game
    assert end.moves == game.moves[:5] + line
    r.seek(0)
    r.goto(r.variations[0].node)
    r.seek(len(r))  # jump straight to the end of the variation (from a checkpoint)
    assert r.game.state_key() == end.state_key() and r.game.moves == end.moves
    g = r.game
    for _ in range(len(line)):
        g.undo()
    assert g.state_key() == r.seek(5).game.state_key()


# ---------------------------------------------------------------------- sources
def test_sources_dict_text_path_game_and_library(tmp_path):
    game = random_game("matrimony", 4, 40)
    game.comments = {2: "A base goes home."}
    rec = game.to_record()
    path = tmp_path / "g.json"
    sw.save(game, path)
    lib = sw.Library(":memory:")
    gid = lib.track(game)
    sources = [rec, json.dumps(rec), str(path), path, game, (lib, gid)]
    for src in sources:
        r = Replay(src)
        assert r.moves() == game.moves, type(src)
        assert r.seek(len(r)).game.state_key() == game.state_key()
    assert Replay(path).node.comment is None and Replay(path).seek(3).node.comment == (
        "A base goes home."
    )
    with pytest.raises(TypeError, match="a Replay reads"):
        Replay(42)


def test_a_record_with_a_bad_move_is_refused_with_its_number():
    game = random_game("klondike", 9, 12)
    rec = game.to_record()
    rec["moves"][6] = "t1-t1"
    with pytest.raises(RecordError, match="move 7"):
        Replay(rec)
    rec["moves"][6] = "not a move"
    with pytest.raises(RecordError, match="move 7"):
        Replay(rec)


# ---------------------------------------------------------------------- narration
ENGLISH_ONLY = re.compile(
    r"\b(the|moves|onto|goes|drawn|waste|stock|turned|empty|foundation|can go|by itself|"
    r"pile|cards are|allowed|redeal|step)\b"
)


def kind_of(game_before: sw.Game, m: sw.Move, effects) -> set[str]:
    kinds = set()
    if m.src == "stock":
        kinds.add("deal" if m.dst == "tableau" else "draw")
    elif m.dst == "stock":
        kinds.add("turn")
    elif m.dst == "tableau":
        kinds.add("redeal")
    elif m.src.startswith("f"):
        kinds.add("f2t")
    elif m.dst.startswith("f"):
        kinds.add("foundation")
    elif not game_before.piles[m.dst].cards:
        kinds.add("empty")
    elif m.count > 1:
        kinds.add("run")
    else:
        kinds.add("tableau")
    for e in effects:
        kinds.add("turn_up" if e.kind == "turn_up" else "auto_home")
    return kinds


ALL_KINDS = {
    "tableau", "run", "foundation", "auto_home", "draw", "turn", "deal", "redeal", "f2t",
    "empty", "turn_up",
}  # fmt: skip


def examples_of_every_kind() -> dict[str, tuple[Replay, int]]:
    """One (replay, move number) for every kind of move, found in random games."""
    found: dict[str, tuple[Replay, int]] = {}
    for variant, n in (("klondike32", 150), ("matrimony", 260), ("klondike", 200)):
        for seed in range(1, 12):
            game = random_game(variant, seed, n)
            r = Replay(game)
            g = sw.Game(variant, deck=game.deck)
            for i, played in enumerate(game.history, start=1):
                for k in kind_of(g, played.move, played.effects):
                    found.setdefault(k, (r, i))
                g.play(played.move)
            if set(found) >= ALL_KINDS:
                return found
    return found


@pytest.fixture(scope="module")
def every_kind():
    found = examples_of_every_kind()
    assert set(found) >= ALL_KINDS, f"missing kinds: {ALL_KINDS - set(found)}"
    return found


def test_narration_of_every_move_kind_in_every_language(every_kind):
    for kind, (r, i) in sorted(every_kind.items()):
        english = r.narration(i, "en")
        parts = r.narration_parts(i, "en")
        assert parts["action"] and parts["rule"], kind
        if kind in ("turn_up", "auto_home"):
            assert parts["effects"], kind
        for lang in LANGUAGES:
            text = r.narration(i, lang)
            assert text and "{" not in text, (kind, lang, text)
            if lang != "en":
                assert text != english, (kind, lang)
                # sentences differ one by one, and no English-only word is left
                for a, b in zip(
                    r.narration_parts(i, lang)["effects"], parts["effects"], strict=True
                ):
                    assert a != b, (kind, lang, a)
                left = ENGLISH_ONLY.findall(text)
                assert not left, (kind, lang, left, text)


def test_narration_names_the_cards_and_the_rule():
    for seed in range(1, 50):
        g = sw.Game("klondike", seed=seed)
        moves = [m for m in g.legal_moves() if m.src.startswith("t") and m.dst.startswith("t")]
        if moves:
            break
    move = moves[0]
    card = g.piles[move.src].cards[-move.count]
    top = g.piles[move.dst].top
    why = g.explain(move)
    g.play(move)
    text = Replay(g).narration(1)
    assert str(card) in text and str(top) in text
    assert why in text  # the engine's reason, computed before the move


def test_deal_narration_tells_the_aces_set_aside_and_matrimony_bases():
    for seed in range(1, 60):
        g = sw.Game("klondike32", seed=seed)
        if g.deal_effects:
            break
    text = Replay(g).narration(0, "it")
    for e in g.deal_effects:
        assert str(e.card) in text
    m = Replay(sw.Game("matrimony", seed=1)).narration(0, "pt")
    assert "Q♦" in m and "J♦" in m


def test_comment_is_part_of_the_narration():
    g = random_game("klondike32", 8, 6)
    g.comments = {1: "Watch the waste."}
    r = Replay(g.to_record())
    assert r.narration(2, "nl").endswith("\nWatch the waste.")
    assert r.narration_parts(2)["comment"] == "Watch the waste."
    r.seek(3).comment("Now this.")
    assert r.to_record()["moves"][2] == {"move": str(g.moves[2]), "comment": "Now this."}
    with pytest.raises(ValueError, match="the deal has no move"):
        r.seek(0).comment("x")


# ---------------------------------------------------------------------- variations
def test_branching_keeps_the_main_line_intact():
    game = random_game("klondike", 21, 40)
    rec = game.to_record()
    r = Replay(rec)
    r.seek(10)
    before = r.game
    other = next(m for m in before.legal_moves() if m != game.moves[10])
    r.play(other)
    assert r.index == 11 and r.in_variation
    assert len(r) == 11
    r.play(r.game.legal_moves()[0])
    assert r.variations and r.variations[0].ply == 10
    assert r.variations[0].moves[0] == str(other)
    assert r.main_line() == game.moves
    assert r.to_record() == rec
    current = r.to_record(line="current")
    assert current["moves"][:10] == rec["moves"][:10] and current["moves"][10] == str(other)
    sw.from_record(current)  # a legal game
    r.back_to_main()
    assert r.index == 10 and not r.in_variation and len(r) == len(game.moves)
    assert r.step().node.move == game.moves[10]  # the main line is still the first child
    # the same move again follows the tree rather than adding a node
    r.seek(10).play(other)
    assert len(r.variations) == 1
    r.goto(r.variations[0].node)
    assert r.game.moves[-1] == other


def test_an_illegal_move_or_line_changes_nothing():
    game = random_game("klondike32", 6, 20)
    r = Replay(game).seek(5)
    key = r.game.state_key()
    with pytest.raises(IllegalMoveError):
        r.play("t1-t1")
    good = r.game.legal_moves()[0]
    with pytest.raises(IllegalMoveError):
        r.branch([good, "w-s", "t1-t1"])
    assert r.index == 5 and r.game.state_key() == key
    assert r.variations == [] or all(v.moves[0] != str(good) for v in r.variations)
    assert r.main_line() == game.moves


def test_playing_at_the_end_makes_a_variation_not_a_longer_main_line():
    game = random_game("matrimony", 3, 12)
    r = Replay(game).seek(-1)
    r.play(r.game.legal_moves()[0])
    assert r.in_variation and r.main_line() == game.moves
    assert r.to_record()["moves"] == game.to_record()["moves"]


# ---------------------------------------------------------------------- frames
@pytest.mark.parametrize("variant", ["klondike32", "matrimony", "klondike"])
def test_frames_hide_face_down_cards_unless_asked(variant):
    game = random_game(variant, 13, 30)
    r = Replay(game)
    data = expand_frames(replay_frames(r, "it"))
    assert len(data["frames"]) == len(r) + 1 == len(data["narration"])
    assert data["moves"] == [str(m) for m in game.moves]
    assert [p["id"] for p in data["piles"]] == game.pile_ids
    json.dumps(data)  # JSON-ready
    for i, frame in enumerate(data["frames"]):
        g = r.seek(i).game
        for k, pid in enumerate(g.pile_ids):
            pile = g.piles[pid]
            shown = frame["p"][k]
            assert shown[: 2 * pile.face_down] == "--" * pile.face_down
            assert shown[2 * pile.face_down :] == "".join(c.code2 for c in pile.face_up)
    teacher = replay_frames(r, "en", show_face_down=True)
    assert "--" not in "".join(teacher["frames"][0]["p"])
    assert teacher["frames"][0] == frame_of(r.seek(0).game, show_face_down=True)
    assert r.index == 0


def test_frames_carry_the_words_of_a_step_back_in_every_language():
    # a step back in the player said the frame's narration: the move forward, not undone
    from solitaire_widget.replay import undo_said

    game = random_game("klondike", 5, 40)
    r = Replay(game)
    for lang in LANGUAGES:
        sent = json.loads(json.dumps(replay_frames(r, lang)))
        # sent only where it is not "Undone: " and the frame's action (a draw, here)
        assert sum(1 for b in sent["back"] if b) < len(sent["back"]) / 2
        data = expand_frames(sent)
        assert len(data["back"]) == len(data["frames"]) and data["back"][0] is None
        g = sw.Game("klondike", deck=game.deck)
        for i, move in enumerate(game.moves, start=1):
            assert data["back"][i] == undo_said(g, move, lang), (lang, i)
            g.play(move)
        undo = catalogue(lang)["ui.said.undo"].split("{")[0]
        assert all(t.startswith(undo) for t in data["back"][1:]), lang
        assert "{" not in data["labels"]["end"].replace("{n}", "")
    draws = [i for i, m in enumerate(game.moves, start=1) if m.src == "stock" and m.dst == "waste"]
    assert draws  # a draw taken back names no card (they go back face down)
    assert not set("♠♥♦♣") & set(data["back"][draws[0]])


def _line_said_position_by_position(r: Replay, lang: str, show_face_down: bool) -> dict:
    """Version 1's frames data built from the public API alone, position by position: what
    the compact frames must expand to."""
    keep = r.index
    out: dict = {"frames": [], "parts": [], "narration": [], "status": [], "last_move": []}
    for i in range(len(r) + 1):
        g = r.seek(i).game
        out["frames"].append(frame_of(g, show_face_down))
        out["parts"].append(r.narration_parts(i, lang))
        out["narration"].append(r.narration(i, lang))
        out["status"].append("won" if g.is_won() else "playing")
        m = r.move(i) if i else None
        out["last_move"].append(m and {"src": m.src, "dst": m.dst, "count": m.count})
    r.seek(keep)
    return out


@pytest.mark.parametrize(("variant", "options"), CONFIGS)
@pytest.mark.parametrize("show_face_down", [False, True])
def test_compact_frames_expand_to_every_position_whole(variant, options, show_face_down):
    # frames were sent whole at every position and the narration twice (about 560 B a move)
    game = random_game(variant, 17, 3 * KEYFRAME_EVERY + 5, **options)
    game.comments = {1: "Look at the waste.", 40: "Now the foundations."}
    r = Replay(game)
    r.seek(min(20, len(r) - 1)).play(r.game.legal_moves()[0])  # a variation's line too
    r.seek(0)
    for lang in ("en", "pt"):
        data = json.loads(json.dumps(replay_frames(r, lang, show_face_down)))
        assert data["version"] == 2 and "narration" not in data and "parts" not in data
        k = data["keyframe_every"]
        assert [isinstance(f, dict) for f in data["frames"]] == [
            i % k == 0 for i in range(len(data["frames"]))
        ]
        assert len(set(data["texts"])) == len(data["texts"])  # each text once
        full = expand_frames(data)
        truth = _line_said_position_by_position(r, lang, show_face_down)
        for key, want in truth.items():
            assert full[key] == json.loads(json.dumps(want)), key
        assert full["version"] == 1 and expand_frames(full) == full  # version 1 read as is


@pytest.mark.parametrize("variant", ["klondike32", "matrimony", "klondike"])
def test_compact_frames_name_no_face_down_card(variant):
    # a change names the cards it puts on top: never one that is face down there
    r = Replay(random_game(variant, 29, 120))
    data = replay_frames(r, "en")
    for i, frame in enumerate(data["frames"]):
        g = r.seek(i).game
        face_up = {c.code2 for pile in g.piles.values() for c in pile.face_up}  # no stock card
        named = "".join(frame["p"] if isinstance(frame, dict) else [c[2] for c in frame])
        codes = {named[j : j + 2] for j in range(0, len(named), 2)} - {"--"}
        assert codes <= face_up, (i, codes - face_up)


def test_frames_data_of_an_unknown_version_is_refused():
    data = replay_frames(Replay(sw.Game("klondike32", seed=1)))
    with pytest.raises(ValueError, match="frames data of version 1 or 2, not 3"):
        expand_frames({**data, "version": 3})


# ---------------------------------------------------------------------- catalogues
SAME_WORDS = {"Base", "Bases"}


def _placeholders(text: str) -> set[str]:
    return set(re.findall(r"{(\w+)}", text))


@pytest.mark.parametrize("area", ["replay", "book"])
def test_catalogues_complete_and_translated(area):
    en = {k: v for k, v in catalogue("en").items() if k.startswith(area + ".")}
    assert en
    for lang in ("it", "nl", "pt"):
        cat = {k: v for k, v in catalogue(lang).items() if k.startswith(area + ".")}
        assert set(cat) == set(en), (lang, set(en) ^ set(cat))
        for key, text in en.items():
            assert _placeholders(cat[key]) == _placeholders(text), (lang, key)
        same = [k for k in en if cat[k] == en[k]]
        # only words that are spelt the same in that language may be left as they are
        assert all(en[k] in SAME_WORDS for k in same), (lang, same)


def test_lesson_comments_in_other_languages_come_from_meta():
    g = random_game("klondike32", 8, 6)
    g.comments = {1: "Guarda gli scarti."}
    g.meta = {"intro": "Ciao.", "intro_en": "Hello.", "comments_en": {"2": "Watch the waste."}}
    r = Replay(g.to_record())
    assert r.narration_parts(2, "it")["comment"] == "Guarda gli scarti."
    assert r.narration_parts(2, "nl")["comment"] == "Guarda gli scarti."  # no Dutch: the record's
    assert r.narration_parts(2, "en")["comment"] == "Watch the waste."
    assert r.narration_parts(0, "en")["comment"] == "Hello."
    assert r.narration_parts(0, "pt")["comment"] == "Ciao."
    # a variation's own comment is never replaced by the main line's translation
    r.seek(1).play(next(m for m in r.game.legal_moves() if m != g.moves[1]), comment="Altro.")
    assert r.narration_parts(None, "en")["comment"] == "Altro."


@pytest.mark.parametrize(
    "name",
    [
        "solitaire_widget.replay",
        "solitaire_widget.rulebook",
        "solitaire_widget.export",
        "solitaire_widget.replay_widget",
    ],
)
def test_module_examples_run(name):
    import doctest
    import importlib

    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0


def test_notebook_display_shows_where_what_and_the_picture():
    g = random_game("klondike32", 8, 6)
    g.comments = {2: "Look <here> & there."}
    r = Replay(g, lang="nl").seek(3)
    page = r._repr_html_()
    assert "<strong>Zet 3 van 6</strong>" in page
    assert r.narration_parts()["action"] in page
    assert "<blockquote>Look &lt;here&gt; &amp; there.</blockquote>" in page
    assert "<svg" in page and page.endswith("</div>")
    assert "Het delen" in r.seek(0)._repr_html_()


def test_stepping_through_the_widgets_index_walks_no_line_to_the_root(monkeypatch):
    """The ReplayWidget moves its cursor with ``goto`` at each index the page sends, and
    ``goto`` walked from the node to the root to check it was this replay's: each step cost
    the length of the line before it, playing a line the square of its length. A step to
    the cursor's parent or child now walks nothing; a jump still checks, and a node of
    another replay is still refused."""
    from solitaire_widget.replay import ReplayNode
    from solitaire_widget.replay_widget import ReplayWidget

    game = _stock_heavy_game(400, seed=5)
    w = ReplayWidget(game)
    walked = []
    real = ReplayNode.path

    def counting(self):
        out = real(self)
        walked.append(len(out))
        return out

    monkeypatch.setattr(ReplayNode, "path", counting)
    w.index = 0
    walked.clear()
    for i in range(1, 401):  # what Play sends, one index at a time
        w.index = i
    for i in range(399, -1, -1):  # and back
        w.index = i
    assert sum(walked) <= 2 * 800, f"{sum(walked):,} nodes walked for 800 steps"
    assert w.replay.index == 0 and frame_of(w.game) == expand_frames(w._frames)["frames"][0]
    other = Replay(game)
    with pytest.raises(ValueError, match="another replay"):
        w.replay.goto(other.root.children[0])


@pytest.mark.parametrize("bad", [None, "t1-f1", 3])
def test_goto_something_that_is_no_node_changes_nothing(bad):
    """At the deal, ``goto(None)`` took None for the cursor's parent (the deal has none),
    skipped the check, set the cursor to None and broke the replay for good (every seek,
    step and narration raised AttributeError)."""
    game = _stock_heavy_game(20, seed=2)
    r = Replay(game)
    r.seek(0)
    with pytest.raises(TypeError, match="a node of the replay"):
        r.goto(bad)
    assert r.index == 0 and r.seek(20).game.state_key() == game.state_key()


def test_goto_refuses_a_node_made_by_hand_under_the_cursor():
    """A ``ReplayNode`` made by hand with the cursor as its parent passed the check (its
    parent was in the tree), and its move was applied unchecked: a 7♥ on a foundation."""
    from solitaire_widget.notation import Move
    from solitaire_widget.replay import ReplayNode

    game = _stock_heavy_game(20, seed=2)
    r = Replay(game).seek(3)
    before = r.game.state_key()
    for parent in (r.node, r.node.parent, r.root):
        forged = ReplayNode(Move.parse("t1-f1"), parent=parent, ply=parent.ply + 1)
        with pytest.raises(ValueError, match="another replay"):
            r.goto(forged)
        deeper = ReplayNode(Move.parse("s-w"), parent=forged, ply=forged.ply + 1)
        with pytest.raises(ValueError, match="another replay"):
            r.goto(deeper)
    assert r.index == 3 and r.game.state_key() == before
    assert r.goto(r.root).index == 0 and r.goto(r.root.children[0]).index == 1


@pytest.mark.parametrize("lang", ["it", "nl", "pt"])
def test_an_undone_or_redone_move_is_not_a_capital_after_a_colon(lang):
    # "Mossa annullata: Dal mazzo si dà una carta su ogni mazzetto", "Opnieuw gedaan: Er
    # wordt één kaart …": the move's own sentence after a colon kept its capital, wrong in
    # Italian, Dutch and Portuguese; the sentence now follows a full stop (the replay's
    # player fills the same template with the frame's action)
    from solitaire_widget.i18n import message
    from solitaire_widget.replay import undo_said

    game = sw.Game("matrimony", seed=1)
    deal = sw.Move.parse("s-t")
    said = [undo_said(game, deal, lang), message("ui.said.redo", lang, move="Dal mazzo …")]
    for text in said:
        assert not re.search(r": [A-Z]", text), text
        assert re.match(r"[A-Z]\w*( \w+)?\. [A-Z]", text), text


@pytest.mark.parametrize(
    ("lang", "while_it_has_cards"),
    [
        ("en", "while it has cards"),
        ("it", "finché ha carte"),
        ("nl", "zolang hij kaarten heeft"),
        ("pt", "enquanto tiver cartas"),
    ],
)
def test_the_last_deals_reason_does_not_promise_another_row(lang, while_it_has_cards):
    # the Matrimony lesson's last deal said "A new row may be dealt at any time." beside a
    # picture of the empty stock: the reason (rule 7, no need to be stuck) reads as a
    # promise of another row; it says now that the stock deals while it has cards
    r = sw.Replay(sw.example_record("matrimony-lesson"))
    last = next(
        i
        for i in range(1, len(r) + 1)
        if r.move(i).src == "stock" and not r.seek(i).game.piles["stock"].cards
    )
    assert while_it_has_cards in r.narration_parts(last, lang)["rule"]


def _picture_title(game: sw.Game) -> str:
    return re.search(r"<title>([^<]*)</title>", game._repr_svg_()).group(1)


def test_a_dutch_records_pictures_are_captioned_in_dutch_unless_another_language_is_chosen():
    record = sw.example_record("matrimony-lesson")  # meta["lang"] == "nl"
    r = Replay(record)
    assert r.lang == "nl"
    assert _picture_title(r.seek(2).game) == "Huwelijk · spel 291 · 2 zetten"
    assert str(r.game).startswith("Huwelijk · spel 291")
    assert r.narration(2).startswith("Uit de voorraad")
    assert _picture_title(Replay(record, lang="en").seek(2).game).startswith("Matrimony · deal 291")
    r.lang = "pt"  # chosen later: the next picture follows
    assert _picture_title(r.game).startswith("Matrimónio · jogo 291")
    # a game handed over keeps its own language when it has no record language
    g = sw.Game("klondike32", seed=28, lang="it")
    assert _picture_title(Replay(g).game).startswith("Solitario (32 carte)")


def test_a_comment_missing_in_a_language_is_said_in_english_not_in_the_records_language():
    g = random_game("klondike32", 8, 6)
    g.comments = {1: "Let op de afleg."}
    g.meta = {
        "lang": "nl",
        "intro": "Hallo.",
        "intro_en": "Hello.",
        "intro_pt": "Olá.",
        "comments_en": {"2": "Watch the waste."},
    }
    r = Replay(g.to_record())
    assert r.narration_parts(2, "it")["comment"] == "Watch the waste."  # not the Dutch
    assert r.narration_parts(2, "nl")["comment"] == "Let op de afleg."
    assert r.narration_parts(0, "it")["comment"] == "Hello."
    assert r.narration_parts(0, "pt")["comment"] == "Olá."
    # no English either: the teacher's own words rather than none
    del g.meta["comments_en"]
    assert Replay(g.to_record()).narration_parts(2, "it")["comment"] == "Let op de afleg."


@pytest.mark.parametrize("name", ["matrimony-lesson", "solitario-lesson"])
def test_a_lessons_intro_and_comments_are_in_every_language_the_product_speaks(name):
    r = Replay(sw.example_record(name))
    commented = [i for i in range(len(r) + 1) if r.narration_parts(i)["comment"]]
    assert 0 in commented and len(commented) > 5
    for i in commented:
        said = {lang: r.narration_parts(i, lang)["comment"] for lang in LANGUAGES}
        # four different texts: none of them borrowed from another language
        assert len(set(said.values())) == len(LANGUAGES), (name, i, said)
    titles = {r.meta["title"], *(r.meta[f"title_{lang}"] for lang in LANGUAGES if lang != r.lang)}
    assert len(titles) == len(LANGUAGES)


def test_a_comment_played_with_a_move_is_text_or_nothing_changes():
    # (an audit) Replay.play(move, comment=5) kept the number: the record it then wrote
    # was refused on reading ("the comment must be text")
    g = sw.Game("klondike32", seed=7)
    for m in ["s-w", "s-w", "s-w"]:
        g.play(m)
    for bad in (5, ["a"], {"x": 1}, b"hi"):
        r = sw.Replay(g.to_record())
        r.seek(1)
        before = r.to_record(line="current")
        other = next(str(m) for m in r.game.legal_moves() if str(m) != "s-w")
        for follow in ("s-w", other):  # the recorded move, and a new variation
            with pytest.raises(TypeError, match="a comment is text, not"):
                r.play(follow, comment=bad)
            assert r.index == 1 and r.to_record(line="current") == before
            assert r.variations == []
        with pytest.raises(TypeError, match="a comment is text, not"):
            r.comment(bad)
    r.play("s-w", comment="look: the ace")
    assert sw.Replay(r.to_record(line="current")).to_record(line="current") == r.to_record(
        line="current"
    )


def test_a_misspelt_keyword_of_the_replay_widget_is_refused_naming_it():
    # (an audit) ReplayWidget(g, show_facedown=True) was silently ignored (backs shown)
    from solitaire_widget.replay_widget import ReplayWidget

    g = sw.Game("klondike32", seed=7)
    for bad in ({"show_facedown": True}, {"intervall": 500}, {"_frames": {}}):
        with pytest.raises(
            TypeError, match=f"unknown keyword argument.*'{next(iter(bad))}'.*accepted: index"
        ):
            ReplayWidget(g, **bad)
    assert ReplayWidget(g, show_face_down=True, index=0, tooltip="a game").show_face_down
