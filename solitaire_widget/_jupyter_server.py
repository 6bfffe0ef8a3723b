"""Jupyter server extension: the kernel websocket sends small frames at once (TCP_NODELAY).

jupyter_server leaves its kernel websockets to Nagle's algorithm, so when the server writes
a kernel's reply to the browser in several small frames (status busy, the widget update,
status idle), every frame after the first waits for the browser's ACK of the one before,
and browsers delay ACKs by about 40 ms. Every browser → kernel → browser round trip of a
widget pays that wait: a click on the card table took 50–70 ms instead of 15–30 ms
(docs/benchmarks.md, "Widget latency").

This extension sets Tornado's ``WebSocketHandler.set_nodelay(True)`` on each kernel websocket
as it connects, and does nothing else: other websockets (terminals, events, documents) and
everything the server sends or receives are left as they are. It hooks in through the
server's own setting ``kernel_websocket_connection_class`` (the class the kernel websocket
handler asks to connect a websocket to a kernel): it wraps whatever class is configured
(the ZMQ one, or the gateway one) in a subclass whose ``connect`` sets the flag and then
runs the original. If the running jupyter_server has no such setting, the extension logs at
debug level and leaves the server alone; a failure to set the flag on one socket is logged
at debug level and the connection goes on as usual.

Installing the package does not enable it: it is an explicit opt-in, for the environment
the Jupyter server runs in (not the kernel's, where that differs)::

    jupyter server extension enable solitaire_widget._jupyter_server    # and restart the server
    jupyter server extension disable solitaire_widget._jupyter_server   # to undo

>>> from solitaire_widget._jupyter_server import _jupyter_server_extension_points
>>> _jupyter_server_extension_points()
[{'module': 'solitaire_widget._jupyter_server'}]
"""

from __future__ import annotations

import functools
import inspect
from typing import Any

SETTING = "kernel_websocket_connection_class"
_MARK = "_solitaire_widget_nodelay"


def _jupyter_server_extension_points() -> list[dict[str, str]]:
    """The extension point jupyter_server loads: this module."""
    return [{"module": __name__}]


def set_nodelay(handler: Any, log: Any = None) -> bool:
    """Set TCP_NODELAY on an open Tornado websocket handler; never raises.

    Parameters
    ----------
    handler : tornado.websocket.WebSocketHandler
        A handler whose websocket is open (``handler.ws_connection`` is set).
    log : logging.Logger, optional
        Where a failure is reported, at debug level.

    Returns
    -------
    bool
        Whether the flag was set.
    """
    try:
        handler.set_nodelay(True)
    except Exception:  # a closed stream, a handler without a websocket, another Tornado
        if log is not None:
            log.debug("solitaire_widget: could not set TCP_NODELAY on %r", handler, exc_info=True)
        return False
    return True


def nodelay_connection_class(base: type) -> type:
    """A subclass of the kernel websocket connection class ``base`` whose ``connect`` first
    sets TCP_NODELAY on the connection's websocket. ``base`` is returned unchanged if it is
    already such a class.

    ``connect`` runs once the kernel websocket is open (the handler's ``open`` calls it); the
    subclass returns what the original returns (a future, a coroutine or ``None``), so the
    handler awaits it as before.

    >>> class Connection:
    ...     def connect(self):
    ...         return "connected"
    >>> class Handler:
    ...     nodelay = False
    ...     def set_nodelay(self, value):
    ...         self.nodelay = value
    >>> cls = nodelay_connection_class(Connection)
    >>> conn = cls()
    >>> conn.websocket_handler = Handler()
    >>> conn.connect(), conn.websocket_handler.nodelay
    ('connected', True)
    >>> nodelay_connection_class(cls) is cls
    True
    """
    if getattr(base, _MARK, False):
        return base
    original = base.connect

    def _before(self: Any) -> None:
        set_nodelay(getattr(self, "websocket_handler", None), getattr(self, "log", None))

    if inspect.iscoroutinefunction(original):

        @functools.wraps(original)
        async def connect(self: Any) -> Any:
            _before(self)
            return await original(self)

    else:

        @functools.wraps(original)
        def connect(self: Any) -> Any:
            _before(self)
            return original(self)

    namespace = {
        "connect": connect,
        _MARK: True,
        "__module__": __name__,
        "__doc__": f"{base.__qualname__} with TCP_NODELAY on its websocket (solitaire_widget).",
    }
    return type(f"NoDelay{base.__name__}", (base,), namespace)


def _load_jupyter_server_extension(serverapp: Any) -> None:
    """Wrap the server's kernel websocket connection class (see the module docstring).

    Never raises: on a jupyter_server without the setting, or on any surprise, it logs at
    debug level and leaves the server as it was.
    """
    log = serverapp.log
    try:
        settings = serverapp.web_app.settings
        base = settings.get(SETTING)
        if not isinstance(base, type) or not callable(getattr(base, "connect", None)):
            log.debug(
                "solitaire_widget: no %s setting (got %r); kernel websockets left as they are",
                SETTING,
                base,
            )
            return
        settings[SETTING] = nodelay_connection_class(base)
    except Exception:
        log.debug("solitaire_widget: TCP_NODELAY hook not installed", exc_info=True)
        return
    log.info("solitaire_widget: kernel websockets send without delay (TCP_NODELAY)")
