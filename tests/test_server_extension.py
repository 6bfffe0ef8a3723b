"""The opt-in Jupyter server extension (solitaire_widget/_jupyter_server.py): installing the
package enables nothing, so a real ``jupyter server`` leaves its kernel websockets as it ships;
enabled with the documented command (``jupyter server extension enable
solitaire_widget._jupyter_server``), the server loads it and its kernel websockets have
TCP_NODELAY set while its other websockets keep the default. Plus the hook on jupyter_server's
own classes and its failure paths. (That the wheel installs no Jupyter config at all is
tests/test_packaging.py's.)"""

from __future__ import annotations

import asyncio
import contextlib
import doctest
import json
import logging
import os
import pathlib
import re
import secrets
import signal
import subprocess
import sys
import time
import types
import urllib.request
from collections.abc import Iterator

import pytest

from solitaire_widget import _jupyter_server as ext
from tests.conftest import LIBRARY_ENV, LIBRARY_PATH, _free_port

ROOT = pathlib.Path(__file__).resolve().parents[1]
NAME = "solitaire_widget._jupyter_server"
LOADED = "solitaire_widget: kernel websockets send without delay"

# A second extension, for the test only: GET /solitaire-probe lists the server's open
# websockets with the TCP_NODELAY flag of each socket, read in the server process.
PROBE = """
import gc, json, socket
from tornado import web
from tornado.websocket import WebSocketHandler

class Probe(web.RequestHandler):
    def get(self):
        out = []
        for h in gc.get_objects():
            if isinstance(h, WebSocketHandler) and h.ws_connection is not None:
                stream = h.ws_connection.stream
                if stream is None or stream.closed():
                    continue
                flag = stream.socket.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY)
                conn = getattr(h, "connection", None)
                out.append({"path": h.request.path, "nodelay": bool(flag),
                            "connection": type(conn).__name__ if conn is not None else None})
        self.write(json.dumps(out))

def _jupyter_server_extension_points():
    return [{"module": "solitaire_probe"}]

def _load_jupyter_server_extension(serverapp):
    serverapp.web_app.add_handlers(".*$", [("/solitaire-probe", Probe)])
"""


def _env(d: pathlib.Path) -> dict[str, str]:
    site = d / "site"
    site.mkdir(exist_ok=True)
    (site / "solitaire_probe.py").write_text(PROBE)
    confd = d / "config" / "jupyter_server_config.d"
    confd.mkdir(parents=True, exist_ok=True)
    (confd / "solitaire_probe.json").write_text(
        json.dumps({"ServerApp": {"jpserver_extensions": {"solitaire_probe": True}}})
    )
    env = {
        **os.environ,
        "JUPYTER_RUNTIME_DIR": str(d / "runtime"),
        "JUPYTER_CONFIG_DIR": str(d / "config"),
        "PYTHONPATH": os.pathsep.join(
            filter(None, [str(site), str(ROOT), os.environ.get("PYTHONPATH")])
        ),
        LIBRARY_ENV: LIBRARY_PATH,
        # in a venv jupyter_core prefers the env's config over the user's: this test's config
        # dir must have the last word whatever the environment enables
        "JUPYTER_PREFER_ENV_PATH": "0",
    }
    env.pop("ANYWIDGET_HMR", None)
    return env


def _jupyter(env: dict[str, str], *args: str) -> str:
    proc = subprocess.run(
        [sys.executable, "-m", "jupyter", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return re.sub(r"\x1b\[[0-9;]*m", "", proc.stdout + proc.stderr)  # no colours


@contextlib.contextmanager
def _start_server(d: pathlib.Path, env: dict[str, str]) -> Iterator[types.SimpleNamespace]:
    """``jupyter server`` as tests/conftest.py starts ``jupyter lab``: free port, token, its
    own config and runtime dirs."""
    nbdir = d / "nb"
    nbdir.mkdir()
    port, token = _free_port(), secrets.token_hex(16)
    cmd = [
        sys.executable, "-m", "jupyter", "server", "--no-browser", "--allow-root",
        "--ip=127.0.0.1", f"--port={port}", f"--IdentityProvider.token={token}",
        f"--ServerApp.root_dir={nbdir}",
    ]  # fmt: skip
    log_path = d / "server.log"
    with open(log_path, "w") as log:
        proc = subprocess.Popen(cmd, env=env, stdout=log, stderr=subprocess.STDOUT)
        url = f"http://127.0.0.1:{port}"
        try:
            t0 = time.monotonic()
            while True:
                try:
                    urllib.request.urlopen(f"{url}/api/status?token={token}", timeout=1)
                    break
                except OSError:
                    if proc.poll() is not None or time.monotonic() - t0 > 60:
                        raise RuntimeError(
                            "server did not start:\n" + log_path.read_text()
                        ) from None
                    time.sleep(0.1)
            yield types.SimpleNamespace(url=url, token=token, log=log_path)
        finally:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def _api(server: types.SimpleNamespace, path: str, method: str = "GET", body: bytes | None = None):
    req = urllib.request.Request(
        f"{server.url}{path}",
        data=body,
        method=method,
        headers={"Authorization": f"token {server.token}"},
    )
    with urllib.request.urlopen(req, timeout=30) as resp:
        return json.loads(resp.read() or b"null")


async def _open_sockets_and_probe(server: types.SimpleNamespace, kernel_id: str) -> list[dict]:
    """Open a kernel websocket (as the browser does) and an events websocket, check that the
    kernel answers a kernel_info request through the socket, then ask the probe."""
    from tornado.httpclient import HTTPRequest
    from tornado.websocket import websocket_connect

    ws_url = server.url.replace("http://", "ws://")
    auth = {"Authorization": f"token {server.token}"}
    kernel_ws = await websocket_connect(
        HTTPRequest(f"{ws_url}/api/kernels/{kernel_id}/channels?session_id=test", headers=auth)
    )
    events_ws = await websocket_connect(HTTPRequest(f"{ws_url}/api/events/subscribe", headers=auth))
    try:
        msg_id = secrets.token_hex(8)
        request = {
            "header": {
                "msg_id": msg_id, "msg_type": "kernel_info_request", "username": "test",
                "session": "test", "date": "", "version": "5.3",
            },
            "parent_header": {}, "metadata": {}, "content": {}, "channel": "shell",
            "buffers": [],
        }  # fmt: skip
        await kernel_ws.write_message(json.dumps(request))
        while True:
            raw = await asyncio.wait_for(kernel_ws.read_message(), timeout=60)
            assert raw is not None, "the kernel websocket closed"
            reply = json.loads(raw)
            if reply.get("parent_header", {}).get("msg_id") == msg_id and reply["channel"] == (
                "shell"
            ):
                break
        assert reply["msg_type"] == "kernel_info_reply"
        return await asyncio.to_thread(_api, server, "/solitaire-probe")
    finally:
        kernel_ws.close()
        events_ws.close()


def _websockets_of(server: types.SimpleNamespace) -> list[dict]:
    kernel = _api(server, "/api/kernels", "POST", b"{}")
    try:
        return asyncio.run(_open_sockets_and_probe(server, kernel["id"]))
    finally:
        _api(server, f"/api/kernels/{kernel['id']}", "DELETE")


@pytest.mark.slow
def test_installed_but_not_enabled_the_server_ships_as_is(tmp_path):
    env = _env(tmp_path)
    listing = _jupyter(env, "server", "extension", "list")
    assert f"{NAME} enabled" not in listing, listing
    with _start_server(tmp_path, env) as server:
        sockets = _websockets_of(server)
    assert LOADED not in server.log.read_text()
    kernel = [s for s in sockets if s["path"].endswith("/channels")]
    assert len(kernel) == 1, sockets
    # jupyter_server as it ships: Nagle's algorithm on (what the extension is for)
    assert kernel[0]["nodelay"] is False, sockets
    assert kernel[0]["connection"] == "ZMQChannelsWebsocketConnection", sockets


@pytest.mark.slow
def test_enabled_with_the_documented_command_it_sets_nodelay_on_kernel_websockets(tmp_path):
    env = _env(tmp_path)
    # --user: this test's config dir is JUPYTER_CONFIG_DIR (without it the command writes into
    # sys.prefix, the environment's own config)
    _jupyter(env, "server", "extension", "enable", "--user", NAME)
    written = [
        json.loads(f.read_text())["ServerApp"]["jpserver_extensions"]
        for f in (tmp_path / "config").rglob("*.json")
        if NAME in f.read_text()
    ]
    assert written == [{NAME: True}]
    listing = _jupyter(env, "server", "extension", "list")
    assert f"{NAME} enabled" in listing and f"{NAME}  OK" in listing, listing

    with _start_server(tmp_path, env) as server:
        sockets = _websockets_of(server)
    log = server.log.read_text()
    assert LOADED in log, log
    assert "Traceback" not in log, log
    kernel = [s for s in sockets if s["path"].endswith("/channels")]
    events = [s for s in sockets if s["path"] == "/api/events/subscribe"]
    assert len(kernel) == 1 and len(events) == 1, sockets
    assert kernel[0]["nodelay"] is True, sockets
    assert kernel[0]["connection"] == "NoDelayZMQChannelsWebsocketConnection", sockets
    assert events[0]["nodelay"] is False, sockets  # other websockets are left alone


# ------------------------------------------------------------------ the hook, in process
def test_module_doctests():
    result = doctest.testmod(ext, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0


def test_extension_points_name_the_module_the_command_enables():
    assert ext._jupyter_server_extension_points() == [{"module": NAME}]


def _serverapp(settings: dict | None) -> tuple[types.SimpleNamespace, logging.Logger]:
    log = logging.getLogger(f"test-server-extension-{secrets.token_hex(4)}")
    log.setLevel(logging.DEBUG)
    web_app = types.SimpleNamespace(settings=settings) if settings is not None else None
    return types.SimpleNamespace(log=log, web_app=web_app), log


def test_load_wraps_jupyter_servers_connection_class_once():
    from jupyter_server.services.kernels.connection.channels import (
        ZMQChannelsWebsocketConnection,
    )

    settings = {ext.SETTING: ZMQChannelsWebsocketConnection, "other": 1}
    app, _ = _serverapp(settings)
    ext._load_jupyter_server_extension(app)
    wrapped = settings[ext.SETTING]
    assert wrapped is not ZMQChannelsWebsocketConnection
    assert issubclass(wrapped, ZMQChannelsWebsocketConnection)
    assert settings["other"] == 1
    ext._load_jupyter_server_extension(app)  # loaded twice: not wrapped twice
    assert settings[ext.SETTING] is wrapped
    # the server's class-level bookkeeping (close_all) is the base class's
    assert wrapped.close_all.__func__ is ZMQChannelsWebsocketConnection.close_all.__func__


def test_wrapped_async_connect_stays_a_coroutine_and_sets_nodelay_first():
    from jupyter_server.gateway.connections import GatewayWebSocketConnection

    wrapped = ext.nodelay_connection_class(GatewayWebSocketConnection)
    assert asyncio.iscoroutinefunction(wrapped.connect)

    calls: list[str] = []

    class Base:
        async def connect(self):
            calls.append("connect")
            return "done"

    class Handler:
        def set_nodelay(self, value):
            calls.append(f"nodelay={value}")

    conn = ext.nodelay_connection_class(Base)()
    conn.websocket_handler = Handler()
    assert asyncio.run(conn.connect()) == "done"
    assert calls == ["nodelay=True", "connect"]


def test_a_socket_that_refuses_nodelay_still_connects(caplog):
    class Base:
        def connect(self):
            return "connected"

    class Closed:
        def set_nodelay(self, value):
            raise AssertionError("ws_connection is None")  # what Tornado does when closed

    conn = ext.nodelay_connection_class(Base)()
    conn.websocket_handler = Closed()
    conn.log = logging.getLogger("test-refuses")
    with caplog.at_level(logging.DEBUG, logger="test-refuses"):
        assert conn.connect() == "connected"
    assert "could not set TCP_NODELAY" in caplog.text
    assert ext.set_nodelay(object()) is False  # no set_nodelay at all


@pytest.mark.parametrize(
    "settings",
    [{}, {ext.SETTING: None}, {ext.SETTING: "not a class"}, None],
    ids=["no-setting", "none", "string", "no-web-app"],
)
def test_load_without_the_hook_logs_at_debug_and_changes_nothing(settings, caplog):
    app, log = _serverapp(settings)
    before = dict(settings) if settings is not None else None
    with caplog.at_level(logging.DEBUG, logger=log.name):
        ext._load_jupyter_server_extension(app)  # never raises
    assert (dict(settings) if settings is not None else None) == before
    records = [r for r in caplog.records if r.name == log.name]
    assert records and all(r.levelno == logging.DEBUG for r in records), records
