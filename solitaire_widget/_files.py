"""Writing the package's files: whole or not at all, and an OS error that names the file
once, short.

The system's own message quotes the path whole (100,000 characters if that is what it was
given); these say what was being done and clip the path (:func:`errors.clip`), keeping the
``OSError`` subclass (``FileNotFoundError``, ``PermissionError`` …) so callers can still
catch what they expect.

>>> import tempfile, os
>>> path = write_text(os.path.join(tempfile.mkdtemp(), "a.txt"), "hello")
>>> open(path, encoding="utf-8").read()
'hello'
>>> try:
...     write_text(os.path.join(tempfile.mkdtemp(), "no", "a.txt"), "hello")
... except FileNotFoundError as exc:
...     print(str(exc).split(": ")[-1])
No such file or directory
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
from collections.abc import Iterator
from typing import Any

from .errors import clip


@contextlib.contextmanager
def naming(path: Any, doing: str) -> Iterator[None]:
    """Re-raise an ``OSError`` from inside as the same kind of error, saying ``can't
    <doing> <path, clipped>: <the system's reason>``."""
    try:
        yield
    except OSError as exc:
        if exc.errno is None or exc.strerror is None:
            raise
        where = clip(os.fspath(path), 200)
        raise OSError(exc.errno, f"can't {doing} {where}: {exc.strerror}") from None


def file_path(path: Any, what: str) -> str:
    """``path`` as text, or a ``TypeError`` saying that ``what`` is written to a path
    (checked before any work, so a wrong argument costs nothing)."""
    if isinstance(path, (str, os.PathLike)):
        name = os.fspath(path)
        if isinstance(name, str):
            return name
    raise TypeError(f"{what} is written to a file path (str or os.PathLike), not {clip(path)}")


def write_text(
    path: str | os.PathLike[str], text: str | bytes, doing: str = "write", sync: bool = False
) -> str:
    """Write ``text`` (UTF-8; bytes as they are) to ``path`` whole: to a temporary file
    beside it, then renamed into place, so a failure leaves the old file (if any) as it
    was and no temporary file behind; ``sync``: on disk before the rename, so a crash of
    the machine cannot leave a part-written file under the name either. Returns the path
    as text."""
    target = os.fspath(path)
    with naming(target, doing):
        tmp, fd = _new_file_beside(target)
        try:
            binary = isinstance(text, bytes)
            with open(fd, "wb" if binary else "w", encoding=None if binary else "utf-8") as fh:
                fh.write(text)
                if sync:
                    fh.flush()
                    os.fsync(fh.fileno())
            os.replace(tmp, target)
        except BaseException:
            with contextlib.suppress(OSError, ValueError):
                os.unlink(tmp)
            raise
    return target


def _new_file_beside(target: str) -> tuple[str, int]:
    """A new file in ``target``'s folder, made exclusively under a name of its own: never
    a file someone has there (a fixed ``<target>.tmp`` was overwritten, then deleted) nor
    a link to elsewhere (it was written through). Usual permissions (the umask's)."""
    folder, name = os.path.split(target)
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    for _ in range(16):
        tmp = os.path.join(folder, f"{name}.{secrets.token_hex(4)}.tmp")
        try:
            return tmp, os.open(tmp, flags, 0o666)
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), target)
