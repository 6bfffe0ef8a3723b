"""The lessons' game records that ship in the package (``solitaire_widget/records/``).

They are real games played with the engine, with teachers' comments
(``scripts/make_records.py`` tells how each was made). Read them from an installed
package, wherever it is (a wheel, a zip import):

>>> import solitaire_widget as sw
>>> sw.lessons()
['klondike-won', 'matrimony-lesson', 'solitario-lesson']
>>> record = sw.example_record("matrimony-lesson")
>>> record["variant"], record["meta"]["lang"]
('matrimony', 'nl')
>>> sw.Game.from_record(record).is_won()
True
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

from .errors import clip

__all__ = ["example_record", "lessons"]

_SUFFIX = ".json"


def _folder() -> Any:
    return resources.files(__package__) / "records"


def lessons() -> list[str]:
    """The names of the lesson records that ship with the package, sorted.

    Returns
    -------
    list of str
        Names for :func:`example_record`, e.g. ``"solitario-lesson"``.
    """
    return sorted(
        p.name[: -len(_SUFFIX)]
        for p in _folder().iterdir()
        if p.is_file() and p.name.endswith(_SUFFIX)
    )


def example_record(name: str) -> dict[str, Any]:
    """One lesson record as a dict (a fresh copy each call).

    Parameters
    ----------
    name : str
        A name from :func:`lessons` (``"matrimony-lesson"``; ``.json`` may be added).

    Returns
    -------
    dict
        The record, ready for ``sw.Replay(record)`` or ``sw.Game.from_record(record)``.

    Raises
    ------
    ValueError
        When no lesson has that name (the message lists the names there are).
    """
    if not isinstance(name, str):
        raise TypeError(f"a lesson name is a str, not {type(name).__name__}")
    stem = name[: -len(_SUFFIX)] if name.endswith(_SUFFIX) else name
    known = lessons()
    if stem not in known:  # also keeps "../x" and absolute paths out
        raise ValueError(f"no lesson record named {clip(name)}; there are: {', '.join(known)}")
    return json.loads((_folder() / (stem + _SUFFIX)).read_text(encoding="utf-8"))
