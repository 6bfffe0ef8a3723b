"""Helpers for JupyterLab end-to-end tests (used with the ``lab`` fixture in conftest.py).

Typical use in a test that takes the ``lab`` and ``page`` fixtures::

    from tests.labutil import attach_kernel, kernel_eval, open_and_run, wait_for, write_notebook

    code = "import solitaire_widget as sw\\nw = sw.play('klondike', seed=1)\\nw"
    write_notebook(lab.nbdir / "t.ipynb", code)
    open_and_run(page, lab, "t.ipynb")  # the page runs the cells (display must come from it)
    kc = attach_kernel(lab, "t.ipynb")  # second client on the notebook's own kernel
    assert wait_for(lambda: kernel_eval(kc, "len(w.game.moves)") == 1)
    kc.stop_channels()
"""

from __future__ import annotations

import json
import time
import urllib.request
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from jupyter_client import BlockingKernelClient
    from playwright.sync_api import Page

T = TypeVar("T")

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
STDOUT_SELECTOR = "[data-mime-type='application/vnd.jupyter.stdout']"

_RUN_ALL_JS = """async (name) => {
    const app = window.jupyterapp;
    await app.started; await app.restored;
    let nb;   // the NotebookPanel for `name` (its tab may not be current yet)
    for (let i = 0; i < 600 && !nb; i++) {
        nb = [...app.shell.widgets('main')].find(w => w.context?.path === name);
        if (!nb) await new Promise(r => setTimeout(r, 100));
    }
    if (!nb) throw new Error('notebook panel never appeared: ' + name);
    app.shell.activateById(nb.id);
    await nb.context.ready;
    await nb.sessionContext.ready;
    await app.commands.execute('notebook:run-all-cells');
}"""


def write_notebook(path, *sources: str) -> None:
    """Write a notebook with one code cell per source string (python3 kernel)."""
    import nbformat

    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(s) for s in sources])
    nb.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    nbformat.write(nb, str(path))


def open_and_run(page: Page, lab, name: str, timeout: float = 60_000) -> None:
    """Open ``name`` (relative to ``lab.nbdir``) in JupyterLab and run all its cells once its
    kernel is ready (waiting on the app, not on the status indicator: TESTING.md pitfall 3)."""
    page.goto(f"{lab.url}/lab/tree/{name}?token={lab.token}")
    page.wait_for_function("window.jupyterapp !== undefined", timeout=timeout)
    page.evaluate(_RUN_ALL_JS, name)


def run_command(page: Page, command: str, args: dict | None = None) -> Any:
    """Execute a JupyterLab command (e.g. ``notebook:run-cell``) in the page."""
    return page.evaluate(
        "([c, a]) => window.jupyterapp.commands.execute(c, a)", [command, args or {}]
    )


def attach_kernel(lab, name: str, timeout: float = 30) -> BlockingKernelClient:
    """A second client on the kernel of notebook ``name``: it shares the notebook's namespace."""
    from jupyter_client import BlockingKernelClient

    def kernel_id():
        url = f"{lab.url}/api/sessions?token={lab.token}"
        with urllib.request.urlopen(url, timeout=10) as resp:
            sessions = json.load(resp)
        return next((s["kernel"]["id"] for s in sessions if s["path"] == name), None)

    kid = wait_for(kernel_id, timeout=timeout, interval=0.2)
    assert kid, f"no kernel session for {name!r}"
    kc = BlockingKernelClient(connection_file=str(lab.runtime / f"kernel-{kid}.json"))
    kc.load_connection_file()
    kc.start_channels()
    kc.wait_for_ready(timeout=timeout)
    return kc


def kernel_exec(kc: BlockingKernelClient, code: str, timeout: float = 30) -> str:
    """Run ``code`` in the kernel; return its stdout. Fails the test on an exception."""
    out: list[str] = []

    def hook(msg):
        if msg["msg_type"] == "stream" and msg["content"].get("name") == "stdout":
            out.append(msg["content"]["text"])

    reply = kc.execute_interactive(code, timeout=timeout, output_hook=hook)
    content = reply["content"]
    assert content["status"] == "ok", "\n".join(content.get("traceback", [])) or content
    return "".join(out)


def kernel_eval(kc: BlockingKernelClient, expr: str, timeout: float = 30) -> Any:
    """Evaluate a Python expression in the kernel and return it JSON-decoded."""
    marker = "\x1e@@kernel_eval@@"
    text = kernel_exec(kc, f"import json as _j; print({marker!r} + _j.dumps({expr}))", timeout)
    return json.loads(text.rsplit(marker, 1)[1])


def wait_for(fn: Callable[[], T], timeout: float = 10.0, interval: float = 0.05) -> T:
    """Call ``fn`` until it returns something truthy or ``timeout`` seconds pass; return the
    last value."""
    end = time.monotonic() + timeout
    while True:
        value = fn()
        if value or time.monotonic() > end:
            return value
        time.sleep(interval)


def drag(page: Page, src, dst) -> None:
    """Press on ``src``, move in steps onto ``dst``, release (pointer events, as a mouse)."""
    a, b = src.bounding_box(), dst.bounding_box()
    assert a and b
    page.mouse.move(a["x"] + a["width"] / 2, a["y"] + min(12, a["height"] / 2))
    page.mouse.down()
    page.mouse.move(b["x"] + b["width"] / 2, b["y"] + min(12, b["height"] / 2), steps=12)
    page.mouse.up()


def double_click(page: Page, target) -> None:
    """Double-click the middle of ``target`` through Chromium's input pipeline, with the two
    clicks stamped 150 ms apart.

    Playwright sends each press only after the page has handled the one before, so with two
    JupyterLabs on two cores its ``dblclick`` can reach the page with the clicks' timestamps
    more than the table's double-tap time apart. A person's clicks keep the times the system
    stamped on them however slow the page is; this gives the test the same.
    """
    target.hover()  # visible, stable and in view (Playwright's checks), pointer over it
    box = target.bounding_box()
    assert box, target
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    cdp = page.context.new_cdp_session(page)
    try:
        t = time.time()
        for clicks, pressed, released in ((1, 0.0, 0.05), (2, 0.15, 0.2)):
            for kind, at in (("mousePressed", pressed), ("mouseReleased", released)):
                event = {"type": kind, "x": x, "y": y, "button": "left", "clickCount": clicks}
                cdp.send("Input.dispatchMouseEvent", {**event, "timestamp": t + at})
    finally:
        cdp.detach()
