"""Export a replay for people without Python: one HTML page, SVG pictures, an animated GIF.

:func:`to_html` writes ONE self-contained HTML file that plays the replay in any
browser, from disk, with no server, no kernel and no network: the frames and the
narration are JSON inside the page (:func:`~solitaire_widget.replay.replay_frames`: a
whole position every few frames, the changes between, each text once), and the player
(``static/replay.js``, built from ``js/replay_player.js`` with the same table drawing as
the widget) is inlined. Buttons
⏮ |◀ ▶ ▶| ⏭ (⏸ while playing), a scrubber, and the arrow keys / Home / End / Space step through it.

:func:`to_svg_frames` writes one SVG per position (:func:`solitaire_widget.render.svg`);
:func:`to_gif` draws an animated GIF for slides with Pillow, if it is installed.

>>> import solitaire_widget as sw, tempfile, pathlib
>>> g = sw.Game("klondike32", seed=7); _ = g.play("s-w")
>>> path = pathlib.Path(tempfile.mkdtemp()) / "game.html"
>>> _ = sw.Replay(g).to_html(path, lang="it")
>>> "SolitaireReplay" in path.read_text(encoding="utf-8")
True
"""

from __future__ import annotations

import html
import io
import json
import os
import re
from pathlib import Path
from typing import Any

from ._files import file_path, naming, write_text
from .errors import check_flag, clip, is_whole_number
from .i18n import check_lang

__all__ = ["to_html", "html_page", "script_json", "to_svg_frames", "to_gif", "player_script"]

_STATIC = Path(__file__).parent / "static"


def player_script() -> str:
    """The bundled replay player (``static/replay.js``), defining ``window.SolitaireReplay``."""
    path = _STATIC / "replay.js"
    if not path.exists():  # pragma: no cover - the wheel ships it
        raise FileNotFoundError(f"{path} is missing: build it with `npm run build:replay`")
    return path.read_text(encoding="utf-8")


#: the slowest a page or a GIF plays, in milliseconds between moves (a browser fires a
#: timer past 2**31 ms at once; a GIF's delay is 16 bits of 10 ms)
MAX_INTERVAL = 60_000
#: The most pictures a GIF holds: Pillow keeps each (about 0.2 MB), so 2,000 take some
#: 450 MB and 40 s. A slide needs far fewer; a whole long game is :func:`to_html`'s job.
MAX_GIF_FRAMES = 2_000
#: the fastest a page (and a ReplayWidget) plays
MIN_INTERVAL = 50
#: a frame file's name part (to_svg_frames): letters, digits, ``-``, ``_``, ``.``
_PREFIX = re.compile(r"[A-Za-z0-9_-][A-Za-z0-9_.-]{0,63}")


def _check_ms(name: str, value: Any, low: int, high: int) -> None:
    if not is_whole_number(value, low, high):
        raise ValueError(
            f"{name} is whole milliseconds between moves, {low} to {high:,}, not {clip(value)}"
        )


#: Characters written as ``\\uXXXX`` inside JSON embedded in HTML. ``<`` is the only
#: character that can start a tag, a comment or ``</script`` in a script element's text,
#: so with none left the HTML tokenizer can't leave the element early; ``>`` and ``&``
#: go too (harmless there, but it keeps the data inert in any HTML context), U+2028/2029
#: are line breaks to older JavaScript, and lone surrogates can't be written as UTF-8.
_HTML_UNSAFE = re.compile("[<>&\u2028\u2029\ud800-\udfff]")


def script_json(data: Any) -> str:
    """``data`` as JSON text safe to place inside ``<script type="application/json">``.

    The one escaping routine for data embedded in a page: plain JSON (``JSON.parse``
    reads it back unchanged) in which no character can end the element or open a comment.

    Raises
    ------
    ValueError
        If ``data`` holds a value JSON can't represent (NaN, infinity).

    Examples
    --------
    >>> script_json({"comment": "</script><!-- & -->"})
    '{"comment":"\\\\u003c/script\\\\u003e\\\\u003c!-- \\\\u0026 --\\\\u003e"}'
    >>> json.loads(script_json({"c": "<!--"})) == {"c": "<!--"}
    True
    """
    try:
        text = json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    except ValueError as exc:  # NaN or infinity: JSON.parse would refuse the whole page
        raise ValueError(f"the page data is not JSON: {exc}") from None
    # these characters occur only inside JSON strings, where \\uXXXX means the same
    return _HTML_UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def _script_code(code: str) -> str:
    """JavaScript source that can't end its ``<script>`` element early.

    ``</`` only occurs in the bundle inside string and template literals, where ``<\\/``
    means the same; ``<!--`` could switch the tokenizer into its escaped states, so a
    bundle containing it is refused rather than silently rewritten.
    """
    if "<!--" in code:
        raise ValueError("the replay player contains '<!--', which can't be inlined in a page")
    return code.replace("</", "<\\/")


def _text(value: Any) -> str:
    """Text for an HTML element: escaped, lone surrogates replaced (UTF-8 can't hold them)."""
    return html.escape(str(value).encode("utf-8", "replace").decode("utf-8"))


def _heading(meta: Any, record_lang: str, lang: str, game_title: str, deal: Any) -> str:
    """The page's title in the language it is exported in.

    A record's ``meta["title_<lang>"]`` when it has one; its ``meta["title"]`` only when the
    record is in that language (``meta["lang"]``, else the record's); otherwise the game's
    name in ``lang`` and the deal number, so that no other language sits above the page.

    Examples
    --------
    >>> _heading({"title": "Una partita", "title_en": "A game"}, "it", "en", "Solitario", 28)
    'A game'
    >>> _heading({"title": "Klondike deal 3, won", "lang": "en"}, "en", "it", "Klondike", 3)
    'Klondike · 3'
    """
    own = meta.get(f"title_{lang}")
    if isinstance(own, str) and own.strip():
        return own
    text = meta.get("title")
    text_lang = meta.get("lang") or record_lang
    if isinstance(text, str) and text.strip() and text_lang == lang:
        return text
    return game_title if deal is None else f"{game_title} · {deal}"


def html_page(
    replay: Any,
    *,
    lang: str | None = None,
    show_face_down: bool = False,
    title: str | None = None,
    interval: int = 900,
) -> str:
    """The self-contained HTML page of a replay, as text (see :func:`to_html`)."""
    from .replay import replay_frames

    lang = check_lang(lang or replay.lang)
    check_flag("show_face_down", show_face_down)
    _check_ms("interval", interval, MIN_INTERVAL, MAX_INTERVAL)  # before the frames' work
    try:
        data = replay_frames(replay, lang, show_face_down)
    except RecursionError:  # meta set by hand past the record reader's depth check
        raise ValueError("the replay's meta is nested too deeply to export") from None
    heading = title or _heading(replay.meta, replay.lang, lang, data["title"], data["deal"])
    payload = script_json(data)
    options = json.dumps({"interval": interval})
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{_text(heading)}</title>\n"
        "<style>body{margin:16px;font-family:system-ui,sans-serif;background:#fafafa;color:#222}"
        "h1{font-size:20px;margin:0 0 8px}</style>\n"
        "</head>\n<body>\n"
        f"<h1>{_text(heading)}</h1>\n"
        '<div id="solitaire-replay"></div>\n'
        f'<script type="application/json" id="solitaire-replay-data">{payload}</script>\n'
        f"<script>{_script_code(player_script())}</script>\n"
        "<script>(function(){var data=JSON.parse(document.getElementById("
        "'solitaire-replay-data').textContent);var box=document.getElementById("
        f"'solitaire-replay');window.replay=SolitaireReplay.mountReplay(box,data,{options});"
        "window.replay.root.focus();})();</script>\n"
        "</body>\n</html>\n"
    )


def to_html(
    replay: Any,
    path: str | os.PathLike[str],
    *,
    lang: str | None = None,
    show_face_down: bool = False,
    title: str | None = None,
    interval: int = 900,
) -> str:
    """Write a replay as one self-contained HTML page; return the path written.

    Parameters
    ----------
    replay : Replay
        The replay; its current line is exported.
    path : str or os.PathLike
        The file to write (UTF-8).
    lang : str, optional
        Language of the narration and buttons; the replay's by default.
    show_face_down : bool
        Draw face-down cards face up (dimmed) — a teacher's view. By default the page
        holds only what the player could see: a face-down card's identity is not in it.
    title : str, optional
        Heading and ``<title>`` of the page. By default they are in ``lang``: the record's
        ``meta["title_<lang>"]``, its ``meta["title"]`` if the record is in ``lang``, else
        the game's name and the deal number.
    interval : int
        Milliseconds between moves when playing, 50 to :data:`MAX_INTERVAL` (a minute).

    Examples
    --------
    >>> import solitaire_widget as sw, tempfile, os
    >>> r = sw.Replay(sw.Game("matrimony", seed=3))
    >>> out = r.to_html(os.path.join(tempfile.mkdtemp(), "m.html"), lang="nl")
    >>> out.endswith("m.html")
    True
    """
    target = file_path(path, "a replay page")
    page = html_page(
        replay, lang=lang, show_face_down=show_face_down, title=title, interval=interval
    )
    return write_text(target, page, "write the page")


def to_svg_frames(
    replay: Any,
    directory: str | os.PathLike[str],
    *,
    show_face_down: bool = False,
    width: float | None = None,
    prefix: str = "frame",
) -> list[str]:
    """Write one SVG picture per position of the replay's current line; return the paths.

    Files are named ``frame-000.svg``, ``frame-001.svg`` … (position 0 is the deal);
    ``prefix`` (``frame``) is a plain name part, so every file lands in ``directory``.
    """
    from .render import check_width, svg

    if not isinstance(prefix, str) or not _PREFIX.fullmatch(prefix):
        raise ValueError(
            "prefix is a plain file name part (letters, digits, - _ . and at most 64 of "
            f"them, not starting with a dot), not {clip(prefix)}"
        )
    check_width(width)  # before the folder is made
    check_flag("show_face_down", show_face_down)
    out_dir = Path(file_path(directory, "a replay's pictures"))
    with naming(out_dir, "make the folder"):
        out_dir.mkdir(parents=True, exist_ok=True)
    line = replay._line()
    digits = max(3, len(str(len(line) - 1)))
    paths: list[str] = []
    history: list[Any] = []  # the line's undo records up to the frame, for "12 moves"
    for i, node in enumerate(line):
        if i:
            history.append(node._rec)
        # The position alone, given the history for the picture's move count: a copy of
        # the game with its history at every frame made the export quadratic.
        game = replay._game_at(node)
        own, game._history = game._history, history
        try:
            picture = svg(game, width=width, show_face_down=show_face_down)
        finally:
            game._history = own
        paths.append(write_text(out_dir / f"{prefix}-{i:0{digits}d}.svg", str(picture)))
    return paths


# ---------------------------------------------------------------------- GIF
_SUIT = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
_RANK = {"T": "10"}


def _gif_frame(frame: dict[str, Any], piles: list[dict[str, Any]], layout: str, tall: int) -> Any:
    """One frame drawn with Pillow primitives: rounded cards with rank and suit."""
    from PIL import Image, ImageDraw, ImageFont

    cw, ch, gap = 54, 76, 10
    matrimony = layout == "matrimony"
    cols = 9 if matrimony else 7
    width = gap + cols * (cw + gap)
    height = 3 * (ch + gap) + gap if matrimony else 2 * (ch + gap) + gap + max(0, tall - 1) * 18
    img = Image.new("RGB", (width, height), (31, 107, 61))
    draw = ImageDraw.Draw(img)
    try:
        font = ImageFont.truetype("DejaVuSans-Bold.ttf", 15)
    except OSError:  # pragma: no cover - depends on the system fonts
        font = ImageFont.load_default()

    def card(x: float, y: float, code: str | None) -> None:
        box = (x, y, x + cw, y + ch)
        if code is None:
            draw.rounded_rectangle(box, 6, fill=(29, 63, 116), outline=(255, 255, 255))
            return
        draw.rounded_rectangle(box, 6, fill=(255, 255, 255), outline=(60, 60, 60))
        red = code[1] in "HD"
        text = _RANK.get(code[0], code[0]) + _SUIT[code[1]]
        draw.text((x + 5, y + 3), text, fill=(200, 30, 30) if red else (20, 20, 20), font=font)

    def slot(x: float, y: float) -> None:
        draw.rounded_rectangle((x, y, x + cw, y + ch), 6, outline=(120, 180, 140), width=2)

    def cards_of(k: int) -> list[str | None]:
        s = frame["p"][k]
        return [None if s[j : j + 2] == "--" else s[j : j + 2] for j in range(0, len(s), 2)]

    col_x = [gap + c * (cw + gap) for c in range(cols)]
    f_count = t_count = 0
    for k, pile in enumerate(piles):
        cs = cards_of(k)
        kind = pile["kind"]
        if kind == "stock":
            x, y = col_x[0], gap
        elif kind == "waste":
            x, y = col_x[1], gap
        elif kind == "foundation":
            x, y = (col_x[1 + f_count], gap) if matrimony else (col_x[3 + f_count], gap)
            f_count += 1
        else:
            if matrimony:
                x, y = col_x[1 + t_count % 8], gap + (1 + t_count // 8) * (ch + gap)
            else:
                x, y = col_x[t_count], gap + ch + gap
            t_count += 1
            if not matrimony:
                slot(x, y)
                for j, c in enumerate(cs):
                    card(x, y + j * 18, c)
                continue
        slot(x, y)
        if cs:
            card(x, y, cs[-1])
    return img


def to_gif(
    replay: Any,
    path: str | os.PathLike[str],
    *,
    duration: int = 900,
    show_face_down: bool = False,
) -> str:
    """Write an animated GIF of the replay's current line (needs Pillow); return the path.

    The pictures are simple (rounded cards with rank and suit) so that no SVG renderer
    is needed; for sharp pictures use :func:`to_svg_frames` or :func:`to_html`.
    ``duration`` is whole milliseconds per picture, 20 to :data:`MAX_INTERVAL`; a line
    of more than :data:`MAX_GIF_FRAMES` pictures is refused (``ValueError``) before
    any is drawn.
    """
    try:
        import PIL  # noqa: F401
    except ImportError:
        raise ImportError(
            "to_gif needs Pillow: pip install 'solitaire_widget[gif]' (or pillow); "
            "to_html and to_svg_frames don't"
        ) from None
    from .replay import expand_frames, replay_frames

    target = file_path(path, "a GIF")
    _check_ms("duration", duration, 20, MAX_INTERVAL)
    check_flag("show_face_down", show_face_down)
    if len(replay) + 1 > MAX_GIF_FRAMES:
        raise ValueError(
            f"a GIF holds at most {MAX_GIF_FRAMES:,} pictures and this replay's line has "
            f"{len(replay) + 1:,} (its moves and the deal): write to_html or to_svg_frames "
            "instead"
        )
    data = expand_frames(replay_frames(replay, replay.lang, show_face_down))  # every one whole
    tall = max(len(p) // 2 for f in data["frames"] for p in f["p"][2:])
    frames = data["frames"]
    # Drawn as Pillow takes them: it keeps its own palette copy of each (a third of ours).
    images = (_gif_frame(f, data["piles"], data["layout"], tall) for f in frames)
    gif = io.BytesIO()  # then written whole, as every file of the package is
    next(images).save(
        gif,
        format="GIF",
        save_all=True,
        append_images=images,
        duration=duration,
        loop=0,
        optimize=True,
    )
    return write_text(target, gif.getvalue(), "write the GIF")
