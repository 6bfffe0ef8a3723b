"""Hatchling build hook: compile the native Klondike core into the wheel.

Why a hatchling hook and not scikit-build-core or meson-python: ``_klondike_core.c`` is
one self-contained C99 file that ``solitaire_widget._native`` loads with ctypes. It is a
plain shared library, not a CPython extension module (no Python headers, no ABI tie to
one Python version), so a CMake or Meson toolchain in the build requirements would buy
nothing. Hatchling stays the backend of everything else (the front-end bundle, the
catalogues, the lessons), and setuptools' compiler classes drive the platform's own
compiler the standard way: ``CC``, ``CFLAGS`` and ``LDFLAGS`` are honoured, and MSVC is
found on Windows.

What the hook does, for the ``wheel`` target:

* a regular wheel: compile into a temporary directory and add the library to the wheel
  as ``solitaire_widget/_klondike_core.so`` (``.dll`` on Windows). The wheel is then
  tagged ``py3-none-<platform>``: any Python 3, this platform only (ctypes, no ABI tag).
* an editable install (``pip install -e .``): compile in place, into the package
  directory, where the editable import finds it (the file is git-ignored).
* no compiler, or the compile fails: a pure-Python wheel and one warning; the solver then
  uses its Python search. ``SOLITAIRE_WIDGET_BUILD_NATIVE=require`` makes that an error
  (CI), ``SOLITAIRE_WIDGET_BUILD_NATIVE=0`` skips the compile (a pure wheel on purpose,
  e.g. for Pyodide).

Nothing compiles at import time: the package only loads the library built here.
"""

from __future__ import annotations

import importlib
import os
import shutil
import sys
import sysconfig
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

PACKAGE = "solitaire_widget"
#: compiled together into the one library: the Klondike core and the Matrimony core
SOURCES = [f"{PACKAGE}/_klondike_core.c", f"{PACKAGE}/_matrimony_core.c"]
#: the name solitaire_widget._native loads (keep the two in step)
LIBRARY = "_klondike_core" + (".dll" if sys.platform == "win32" else ".so")
ENV = "SOLITAIRE_WIDGET_BUILD_NATIVE"


def _platform_tag() -> str:
    """This platform's wheel tag, as bdist_wheel writes it (``linux_x86_64``)."""
    return sysconfig.get_platform().replace("-", "_").replace(".", "_")


def compile_core(source: Path | list[Path], out: Path, build_dir: Path) -> None:
    """Compile ``source`` (one file or a list) to the shared library ``out`` with the
    platform's C compiler.

    Raises whatever the compiler classes raise (``CompileError``, ``LinkError``,
    ``DistutilsPlatformError``, ``OSError``) when there is no working compiler.
    """
    import setuptools  # noqa: F401  (imported first: it provides ``distutils`` on 3.12+)

    ccompiler = importlib.import_module("distutils.ccompiler")
    dsysconfig = importlib.import_module("distutils.sysconfig")

    cc = ccompiler.new_compiler()
    # CC, CFLAGS, LDSHARED and LDFLAGS from the environment, else the interpreter's own
    dsysconfig.customize_compiler(cc)
    if cc.compiler_type == "msvc":
        args, libs = ["/O2"], []
    else:
        # -O2 after the interpreter's own CFLAGS: the optimisation the figures were
        # measured with (docs/benchmarks.md; callgrind counts the same instructions as the
        # old "cc -O2" build, 2.61e9 for 300k states); libm for the table sizing.
        args, libs = ["-O2", "-std=c99", "-fPIC"], ["m"]
    sources = [source] if isinstance(source, Path) else list(source)
    objects = cc.compile(
        [str(x) for x in sources],
        output_dir=str(build_dir),
        extra_postargs=args,
        macros=[("NDEBUG", None)],
    )
    tmp = build_dir / (out.name + ".tmp")
    cc.link_shared_object(objects, str(tmp), libraries=libs)
    out.parent.mkdir(parents=True, exist_ok=True)
    os.replace(tmp, out)  # a half-written library never sits where it is loaded from


class NativeCoreHook(BuildHookInterface):
    """Compile ``_klondike_core.c`` for the wheel (see the module docstring)."""

    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel":
            return
        mode = os.environ.get(ENV, "1").strip().lower()
        if mode in ("0", "false", "no", "off"):
            self.app.display_info(f"{ENV}={mode}: building a pure-Python wheel")
            return
        root = Path(self.root)
        self._tmp = Path(tempfile.mkdtemp(prefix="solitaire_widget-build-"))
        editable = version == "editable"
        out = root / PACKAGE / LIBRARY if editable else self._tmp / LIBRARY
        try:
            compile_core([root / x for x in SOURCES], out, self._tmp)
        except Exception as exc:  # noqa: BLE001 - any compiler failure: a pure wheel
            if editable:  # never leave an older in-place core to be loaded instead
                (root / PACKAGE / LIBRARY).unlink(missing_ok=True)
            if mode == "require":  # the build stops here: finalize() will not clean up
                shutil.rmtree(self._tmp, ignore_errors=True)
                raise RuntimeError(
                    f"{ENV}=require and the native core did not build: {exc}"
                ) from exc
            self.app.display_warning(
                "solitaire_widget: the native Klondike solver core did not compile "
                f"({type(exc).__name__}: {str(exc).strip()[:300]}); building a pure-Python "
                "wheel, the solver will use its Python search"
            )
            return
        if not editable:
            build_data["force_include"][str(out)] = f"{PACKAGE}/{LIBRARY}"
        build_data["pure_python"] = False
        build_data["tag"] = f"py3-none-{_platform_tag()}"
        self.app.display_info(f"solitaire_widget: native core compiled ({out.name})")

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        tmp = getattr(self, "_tmp", None)
        if tmp is not None:
            shutil.rmtree(tmp, ignore_errors=True)
