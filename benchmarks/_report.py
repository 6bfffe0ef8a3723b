"""What every benchmark script shares: the machine it ran on, and its section of
docs/benchmarks.md (replaced in place, other sections left as they are)."""

from __future__ import annotations

import contextlib
import json
import os
import platform
import re
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any


def cpu_model() -> str:
    """The CPU's model name from /proc/cpuinfo (Linux), else ``"unknown CPU"``."""
    with contextlib.suppress(OSError):
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    return "unknown CPU"


def machine_text() -> str:
    """``"AMD EPYC …, nproc 2, CPython 3.11.7, Linux 6.x"``."""
    return (
        f"{cpu_model()}, nproc {os.cpu_count()}, {platform.python_implementation()} "
        f"{platform.python_version()}, {platform.system()} {platform.release()}"
    )


def table_head(
    columns: list[str], then: list[str] | None = None, rev: str = "", text_first: bool = False
) -> list[str]:
    """A Markdown table's head and rule: ``columns`` (right-aligned, the first left when
    ``text_first``), then, when comparing, ``then``'s columns headed by ``rev``'s name."""
    head = "| " + " | ".join(columns) + " |"
    rule = "|" + "|".join("---" if text_first and not k else "---:" for k in range(len(columns)))
    rule += "|"
    if then:
        head += f" {rev}: " + " | ".join(then) + " |"
        rule += "---:|" * len(then)
    return [head, rule]


def write_section(path: Path, title: str, body: str, keep: str | None = None) -> None:
    """Replace (or append) the ``## title`` section of a Markdown file with ``body``.

    ``keep`` names a ``### subsection`` at the end of the section that is left in place
    (hand-kept notes such as earlier runs).
    """
    section = f"## {title}\n\n{body.rstrip()}\n\n"
    text = path.read_text(encoding="utf-8") if path.exists() else "# Benchmarks\n\n"
    stop = r"^## |\Z" if keep is None else rf"^## |^### {re.escape(keep)}|\Z"
    pattern = re.compile(rf"^## {re.escape(title)}\n.*?(?={stop})", re.MULTILINE | re.DOTALL)
    if pattern.search(text):
        text = pattern.sub(lambda _m: section, text, count=1)
    else:
        text = text.rstrip() + "\n\n" + section
    path.write_text(text.rstrip() + "\n", encoding="utf-8")


@contextlib.contextmanager
def worktree(root: Path, rev: str | None) -> Iterator[Path | None]:
    """The repository at git revision ``rev``, checked out in a temporary folder for the
    ``--against`` runs and removed after (None without a revision)."""
    if not rev:
        yield None
        return
    with tempfile.TemporaryDirectory() as tmp:
        tree = Path(tmp) / "tree"
        subprocess.run(
            ["git", "-C", str(root), "worktree", "add", "--detach", str(tree), rev],
            check=True,
            capture_output=True,
        )
        try:
            yield tree
        finally:
            subprocess.run(
                ["git", "-C", str(root), "worktree", "remove", "--force", str(tree)],
                check=False,
                capture_output=True,
            )


def run_one(script: str, source: Path, *args: str) -> Any:
    """Run ``script --source SOURCE ARGS`` in a process of its own (that tree's package)
    and return the JSON of its last line of output."""
    out = subprocess.run(
        [sys.executable, script, "--source", str(source), *args],
        check=True,
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1", "PYTHONPATH": str(source)},
    )
    return json.loads(out.stdout.strip().splitlines()[-1])
