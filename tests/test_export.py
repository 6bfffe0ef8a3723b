"""Export: the self-contained HTML page, SVG frames and the GIF."""

from __future__ import annotations

import json
import pathlib
import re

import pytest

import solitaire_widget as sw
from solitaire_widget.export import html_page, to_gif, to_html, to_svg_frames
from solitaire_widget.render import svg
from solitaire_widget.replay import Replay, expand_frames, replay_frames


def game_with_moves(variant: str = "klondike32", seed: int = 5, n: int = 25) -> sw.Game:
    g = sw.Game(variant, seed=seed)
    for _ in range(n):
        moves = g.legal_moves()
        if not moves:
            break
        g.play(moves[len(g.moves) * 7 % len(moves)])
    return g


def embedded_data(page: str) -> dict:
    m = re.search(
        r'<script type="application/json" id="solitaire-replay-data">(.*?)</script>', page, re.S
    )
    assert m, "no frame data in the page"
    return json.loads(m.group(1))


def test_html_is_one_self_contained_file(tmp_path):
    g = game_with_moves()
    g.comments = {3: "Tricky: </script><b>not markup</b>"}
    r = Replay(g)
    path = to_html(r, tmp_path / "game.html", lang="nl")
    page = (tmp_path / "game.html").read_text(encoding="utf-8")
    assert path.endswith("game.html")
    # nothing is fetched: no external script, stylesheet, image or font, no URL at all
    assert not re.search(r"<(script|link|img|iframe)[^>]+(src|href)=", page)
    urls = set(re.findall(r"https?://[^\s\"')]*", page))
    assert urls <= {"http://www.w3.org/2000/svg"}, urls  # an XML namespace name, not fetched
    assert "@import" not in page and "url(http" not in page
    data = embedded_data(page)
    assert data == json.loads(json.dumps(replay_frames(r, "nl")))
    assert expand_frames(data)["parts"][4]["comment"] == "Tricky: </script><b>not markup</b>"
    assert page.count("</script>") == 3  # the data, the player, the start-up script
    assert 'lang="nl"' in page and "window.SolitaireReplay" not in page  # the IIFE defines it
    assert "SolitaireReplay.mountReplay" in page


def test_face_down_cards_stay_out_of_the_page_unless_asked():
    g = sw.Game("klondike", seed=4)
    hidden = {c.code2 for p in g.piles.values() for c in p.cards[: p.face_down]}
    data = embedded_data(html_page(Replay(g)))
    shown = set(re.findall(r"[2-9TJQKA][SHDC]", "".join(data["frames"][0]["p"])))
    assert not (shown & hidden)
    teacher = embedded_data(html_page(Replay(g), show_face_down=True))
    shown = set(re.findall(r"[2-9TJQKA][SHDC]", "".join(teacher["frames"][0]["p"])))
    assert hidden <= shown and teacher["show_face_down"] is True


def test_html_options_are_checked(tmp_path):
    r = Replay(game_with_moves(n=3))
    with pytest.raises(ValueError, match="interval"):
        html_page(r, interval=0)
    with pytest.raises(ValueError, match="unknown language"):
        html_page(r, lang="fr")
    page = html_page(r, title="Lesson <1>")
    assert "<title>Lesson &lt;1&gt;</title>" in page


def test_export_numbers_and_names_are_bounded(tmp_path):
    # a browser fires a timer past 2**31 ms at once (the page would race through); a
    # number too long to print is named by its size; a prefix can't leave the folder
    r = Replay(game_with_moves(n=3))
    for bad in (60_001, 10**12, 10**5000, 1.5, True, "900"):
        for html_bad, gif_bad in ((bad, bad), (49, 19)):  # a page's floor is 50, a GIF's 20
            with pytest.raises(ValueError, match="interval is whole milliseconds between moves"):
                html_page(r, interval=html_bad)
            with pytest.raises(ValueError, match="duration is whole milliseconds between moves"):
                to_gif(r, tmp_path / "x.gif", duration=gif_bad)
    assert "60000" in html_page(r, interval=60_000)
    for bad in ("../up", "a/b", "a\\b", ".hidden", "", "x" * 65, 7):
        with pytest.raises(ValueError, match="prefix is a plain file name part"):
            to_svg_frames(r, tmp_path / "frames", prefix=bad)
    with pytest.raises(ValueError, match="width must be a number of pixels"):
        to_svg_frames(r, tmp_path / "never", width=0)
    assert not (tmp_path / "frames").exists() and not (tmp_path / "never").exists()
    assert not list(tmp_path.glob("*.gif")) and not (tmp_path.parent / "up-000.svg").exists()
    paths = to_svg_frames(r, tmp_path / "ok", prefix="lesson_2.step")
    assert pathlib.Path(paths[0]).name == "lesson_2.step-000.svg"


def test_svg_frames_one_per_position(tmp_path):
    g = game_with_moves("matrimony", 2, 12)
    r = Replay(g).seek(4)
    paths = to_svg_frames(r, tmp_path / "frames")
    assert len(paths) == len(r) + 1
    assert paths[0].endswith("frame-000.svg")
    first = pathlib.Path(paths[0]).read_text(encoding="utf-8")
    last = pathlib.Path(paths[-1]).read_text(encoding="utf-8")
    assert first.startswith("<svg") and first != last
    assert r.index == 4  # the cursor is back where it was
    # each picture is the position at its index, its move count included
    for i, path in enumerate(paths):
        at = Replay(g).seek(i).game
        assert pathlib.Path(path).read_text(encoding="utf-8") == str(svg(at)), i
    # a longer export with fewer frames leaves no part-written file (whole or not at all)
    assert not [p for p in (tmp_path / "frames").iterdir() if not p.name.endswith(".svg")]


def test_gif_has_a_frame_per_position(tmp_path):
    pil = pytest.importorskip("PIL.Image")  # Pillow is optional at run time
    g = game_with_moves("klondike32", 3, 10)
    path = to_gif(Replay(g), tmp_path / "game.gif", duration=200)
    with pil.open(path) as im:
        assert im.format == "GIF"
        assert im.n_frames == len(g.moves) + 1


def test_a_gif_past_its_picture_count_is_refused_before_drawing(tmp_path, monkeypatch):
    pytest.importorskip("PIL.Image")
    from solitaire_widget import export

    monkeypatch.setattr(export, "MAX_GIF_FRAMES", 5)
    drawn = []
    draw = export._gif_frame
    monkeypatch.setattr(export, "_gif_frame", lambda *a: drawn.append(1) or draw(*a))
    r = Replay(game_with_moves("klondike32", 3, 5))  # six pictures
    with pytest.raises(ValueError, match="at most 5 pictures .* has 6 .*to_html"):
        to_gif(r, tmp_path / "long.gif")
    assert not drawn and not (tmp_path / "long.gif").exists()
    r = Replay(game_with_moves("klondike32", 3, 4))
    to_gif(r, tmp_path / "ok.gif")
    assert len(drawn) == 5 and (tmp_path / "ok.gif").exists()


def test_writers_check_their_arguments_before_any_work(tmp_path, monkeypatch):
    from solitaire_widget import export, replay

    r = Replay(game_with_moves("klondike32", 3, 6))
    work = []
    frames = replay.replay_frames
    monkeypatch.setattr(export, "_gif_frame", lambda *a: work.append("gif"))
    monkeypatch.setattr(replay, "replay_frames", lambda *a: work.append("frames") or frames(*a))
    for call in (
        lambda: to_gif(r, 5),
        lambda: to_html(r, 5),
        lambda: to_svg_frames(r, 5),
        lambda: r.to_gif(None),
    ):
        with pytest.raises(TypeError, match="is written to a file path .*not "):
            call()
    for call in (
        lambda: to_gif(r, tmp_path / "a.gif", show_face_down="False"),
        lambda: to_html(r, tmp_path / "a.html", show_face_down="False"),
        lambda: to_svg_frames(r, tmp_path / "f", show_face_down="False"),
        lambda: html_page(r, interval=10),
    ):
        with pytest.raises(ValueError, match="show_face_down is True or False|interval"):
            call()
    assert not work and not list(tmp_path.iterdir())


def test_meta_set_by_hand_is_refused_naming_the_field():
    for meta, why in (
        ({(1, 2): "x"}, "keys are text"),
        ({"a": float("nan")}, "not a JSON number"),
        ({"t": 10**5000}, "too long a number"),
    ):
        g = game_with_moves("klondike32", 3, 2)
        g.meta = meta
        with pytest.raises(sw.RecordError, match=f"meta.*{why}"):
            Replay(g)
        r = Replay(game_with_moves("klondike32", 3, 2))
        r.meta = meta
        with pytest.raises(sw.RecordError, match=f"meta.*{why}"):
            html_page(r)
