"""Build the lessons as a self-contained JupyterLite site (the zero-install classroom).

``python -m solitaire_widget.site build DIR`` writes a static folder that any web server can
serve (a school intranet, ``python -m http.server``, a USB stick copied to a server): JupyterLab
and a Python kernel running in the browser (Pyodide), this package's wheel and its
dependencies' wheels, and the lesson notebooks and records. When it is served, no request
leaves the site: every file the page, the kernel and its package installer load is in it.

What the Pyodide kernel (jupyterlite-pyodide-kernel 0.8) loads at start-up, and where each
piece comes from here:

* the runtime (``pyodide.mjs``, ``pyodide.asm.wasm``, ``python_stdlib.zip``,
  ``pyodide-lock.json``): the npm ``pyodide`` package (``node_modules/pyodide``, a folder or
  tarball given with ``--pyodide``, or ``npm pack`` into the cache);
* ``micropip`` and ``packaging`` (``pyodide.loadPackage``), then ``ipython``, ``jedi`` and their
  dependencies (found in the lock file by micropip): pure wheels of the exact versions the lock
  names, downloaded from PyPI into the site's ``static/pyodide`` folder. The lock file is
  shaped to list only those, with their checksums, so nothing can point at the Pyodide CDN;
* ``piplite``, ``pyodide-kernel`` and the ``ipykernel``/``widgetsnbextension`` shims: shipped
  inside the kernel's lab extension;
* ``comm``, ``anywidget``, ``ipywidgets``, ``jupyterlab_widgets``, ``psygnal`` and this package
  (built pure: no native solver core in the browser): the site's piplite index (``pypi/``),
  with PyPI fallback switched off.

Pyodide's other packages (the compiled ones: numpy, sqlite3 when it is unvendored, ...) are on
the Pyodide CDN only, which this project cannot reach; the site does not need them.

Downloads are cached in ``~/.cache/solitaire_widget-lite`` (``SOLITAIRE_WIDGET_LITE_CACHE``),
so a second build is offline. Needs jupyterlite (the ``lite`` extra: ``pip install
solitaire_widget[lite]``), here or in another environment named with ``--lite-python`` or
``SOLITAIRE_WIDGET_LITE_PYTHON``: its Pyodide-kernel extension makes an ordinary JupyterLab
in the same environment log an error on every page, so the tools are best kept apart.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import os
import secrets
import shutil
import signal
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Iterable, Sequence
from importlib import metadata
from pathlib import Path
from typing import Any

__all__ = ["PYODIDE_VERSION", "SiteError", "build", "main"]

#: the Pyodide release jupyterlite-pyodide-kernel 0.8 is built for (its constants say so too)
PYODIDE_VERSION = "314.0.6"
#: the Python inside that Pyodide, for picking wheels
PYODIDE_PYTHON = "3.14"
#: lock-file packages the kernel needs at start-up (with their dependencies, from the lock)
LOCK_ROOTS = ("micropip", "packaging", "ipython", "jedi", "traitlets", "typing-extensions")
#: wheels for the site's own package index, pinned to the versions installed here
PIPLITE_PACKAGES = ("anywidget", "ipywidgets", "jupyterlab_widgets", "psygnal", "comm")
#: the lesson notebooks (the teaching issue's 06/07 are picked up when they exist)
LESSON_GLOBS = ("03_*.ipynb", "04_*.ipynb", "06_*.ipynb", "07_*.ipynb")
#: the cell put before the code of the site's copy of each notebook (piplite installs from
#: the site)
INSTALL_CELL = (
    "# In this browser-only JupyterLab, install the package from this site's own files\n"
    "%pip install -q solitaire_widget"
)
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
#: the Pyodide kernel's lab extension, taken from the environment that runs jupyterlite
KERNEL_EXTENSION = KERNEL_PLUGIN.split(":")[0]
#: the other lab extensions in the site, by the distribution that installs them here: the
#: front ends of the widget wheels in its package index, at the same versions
WIDGET_EXTENSIONS = {"anywidget": "anywidget", "@jupyter-widgets/jupyterlab-manager":
                     "jupyterlab_widgets"}  # fmt: skip
#: the ``lite`` extra's packages (pyproject.toml; a test keeps the two the same)
LITE_REQUIREMENTS = ("jupyterlite-core[contents]>=0.8,<0.9", "jupyterlite-pyodide-kernel>=0.8,<0.9")
#: names the Python that runs ``jupyterlite_core build`` when it is not this one
LITE_PYTHON_ENV = "SOLITAIRE_WIDGET_LITE_PYTHON"
#: seconds that Python has to say which jupyterlite it has
LITE_PROBE_TIMEOUT = 60.0
#: seconds any one step of a build (npm pack, pip wheel, jupyter lite build) may take: about
#: a minute here each; a hung one is stopped and named
STEP_TIMEOUT = 900.0
ROOT = Path(__file__).resolve().parents[1]
#: the file this builder leaves in every site it builds: only such a folder is replaced
#: (``jupyter-lite.json`` is in every JupyterLite project, not only in ours)
SITE_MARKER = ".solitaire-widget-site"
#: the time stamped on the site's files when ``SOURCE_DATE_EPOCH`` is not set (the wheel's
#: own zip date, 2020-02-02): the same tree builds the same site, byte for byte
SITE_EPOCH = "1580601600"


class SiteError(ValueError):
    """The site can't be built as asked (a missing piece, a wrong Pyodide version...)."""


def cache_dir() -> Path:
    """Where downloaded wheels and the Pyodide runtime are kept between builds:
    ``$SOLITAIRE_WIDGET_LITE_CACHE``, else ``solitaire_widget-lite`` in the user's cache
    folder (``$XDG_CACHE_HOME``, else ``~/.cache``)."""
    env = os.environ.get("SOLITAIRE_WIDGET_LITE_CACHE")
    xdg = os.environ.get("XDG_CACHE_HOME")
    cache = Path(xdg) if xdg and Path(xdg).is_absolute() else Path.home() / ".cache"
    path = Path(env) if env else cache / "solitaire_widget-lite"
    path.mkdir(parents=True, exist_ok=True)
    return path


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _bounded(cmd: Sequence[str], timeout: float, **kw: Any) -> subprocess.CompletedProcess:
    """``cmd``'s output, text; stopped with every process it started (its own session:
    ``jupyter lite build`` and ``npm`` start more) after ``timeout`` seconds, raising
    :class:`subprocess.TimeoutExpired`, or when this one is interrupted."""
    posix = os.name == "posix"
    proc = subprocess.Popen(list(cmd), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            stdin=subprocess.DEVNULL, text=True, start_new_session=posix,
                            **kw)  # fmt: skip
    with proc:
        try:
            out, err = proc.communicate(timeout=timeout)
        except BaseException:  # the timeout, or Ctrl-C: no build left running behind us
            if posix:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(proc.pid, signal.SIGKILL)
            proc.kill()
            raise
    return subprocess.CompletedProcess(proc.args, proc.returncode, out, err)


def _run(cmd: Sequence[str], **kw: Any) -> None:
    try:
        proc = _bounded(cmd, STEP_TIMEOUT, **kw)
    except subprocess.TimeoutExpired:
        raise SiteError(
            f"{' '.join(map(str, cmd[:6]))} ... did not end in {STEP_TIMEOUT:g} s: stopped"
        ) from None
    if proc.returncode:
        # both: jupyterlite logs on stderr and prints a failed task's traceback on stdout
        tail = "\n".join(out.strip()[-1500:] for out in (proc.stderr, proc.stdout) if out.strip())
        raise SiteError(f"{' '.join(map(str, cmd[:6]))} ... failed ({proc.returncode}):\n{tail}")


# ------------------------------------------------------------------------------ Pyodide
def find_pyodide(given: str | os.PathLike[str] | None = None) -> Path:
    """The folder of the npm ``pyodide`` package to put in the site.

    Parameters
    ----------
    given : path, optional
        A folder holding ``pyodide.mjs`` or an npm tarball (``pyodide-314.0.6.tgz``). Without
        it: the repository's ``node_modules/pyodide``, else the cache, else ``npm pack``.

    Raises
    ------
    SiteError
        When no runtime is found, or its version is not :data:`PYODIDE_VERSION`.
    """
    cache = cache_dir() / f"pyodide-{PYODIDE_VERSION}"
    if given is not None:
        path = Path(given).expanduser().resolve()
        if path.is_file() and path.name.endswith((".tgz", ".tar.gz")):
            path = _unpack_npm(path, cache.with_name(cache.name + "-given"))
        elif path.is_dir() and (path / "package" / "pyodide.mjs").exists():
            path = path / "package"
        if not (path / "pyodide.mjs").exists():
            raise SiteError(f"--pyodide {given}: no pyodide.mjs there (a folder or a .tgz)")
    elif (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists():
        path = ROOT / "node_modules" / "pyodide"
    elif (cache / "pyodide.mjs").exists():
        path = cache
    else:
        if not shutil.which("npm"):
            raise SiteError(
                "no Pyodide runtime: run `npm install` in the repository, or pass "
                "--pyodide PATH (the npm pyodide package, a folder or its .tgz)"
            )
        with tempfile.TemporaryDirectory() as tmp:
            _run(["npm", "pack", f"pyodide@{PYODIDE_VERSION}", "--pack-destination", tmp])
            path = _unpack_npm(next(Path(tmp).glob("pyodide-*.tgz")), cache)
    version = json.loads((path / "package.json").read_text()).get("version")
    if version != PYODIDE_VERSION:
        raise SiteError(
            f"Pyodide {version} at {path}: the Pyodide kernel needs {PYODIDE_VERSION} "
            f"(npm install pyodide@{PYODIDE_VERSION})"
        )
    return path


def _unpack_npm(tgz: Path, dest: Path) -> Path:
    """Unpack an npm tarball's ``package/`` folder into ``dest`` (replaced whole)."""
    tmp = Path(tempfile.mkdtemp(dir=dest.parent, prefix=dest.name + "."))
    with tarfile.open(tgz) as tar:
        tar.extractall(tmp, filter="data")
    shutil.rmtree(dest, ignore_errors=True)
    os.replace(tmp / "package", dest)
    shutil.rmtree(tmp, ignore_errors=True)
    return dest


def lock_closure(lock: dict[str, Any], roots: Iterable[str] = LOCK_ROOTS) -> list[str]:
    """The lock-file packages ``roots`` need, dependencies included, sorted.

    >>> lock = {"packages": {"a": {"depends": ["b"]}, "b": {"depends": []}, "c": {}}}
    >>> lock_closure(lock, ["a"])
    ['a', 'b']
    """
    packages = lock["packages"]
    todo, seen = list(roots), set()
    while todo:
        # "depends" may spell a name as its project does (prompt_toolkit); the keys are canonical
        name = todo.pop().lower().replace("_", "-").replace(".", "-")
        if name in seen:
            continue
        if name not in packages:
            raise SiteError(f"{name!r} is not in pyodide-lock.json {PYODIDE_VERSION}")
        seen.add(name)
        todo.extend(packages[name].get("depends", []))
    return sorted(seen)


def _pip_download(specs: Sequence[str], dest: Path) -> None:
    """Pure wheels (``py3-none-any``) of exact ``name==version`` specs, without dependencies."""
    missing = [s for s in specs if not _cached_wheel(s, dest)]
    if not missing:
        return
    dest.mkdir(parents=True, exist_ok=True)
    _run(
        [
            sys.executable,
            "-m",
            "pip",
            "download",
            "-q",
            "--no-deps",
            "--only-binary=:all:",
            "--platform",
            "any",
            "--python-version",
            PYODIDE_PYTHON,
            "--implementation",
            "py",
            "--abi",
            "none",
            "-d",
            str(dest),
            *missing,
        ]  # fmt: skip
    )


def _norm(name: str) -> str:
    return name.lower().replace("-", "_").replace(".", "_")


def _cached_wheel(spec: str, folder: Path) -> Path | None:
    name, _, version = spec.partition("==")
    for whl in folder.glob("*.whl"):
        dist, ver = whl.name.split("-")[:2]
        if _norm(dist) == _norm(name) and ver == version:
            return whl
    return None


def stage_pyodide(src: Path, dest: Path) -> list[str]:
    """Copy the runtime to ``dest`` with the start-up wheels and a lock file listing only them.

    Returns the names of the lock-file packages the site carries.
    """
    dest.mkdir(parents=True, exist_ok=True)
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide.js", "package.json"):  # fmt: skip
        shutil.copy2(src / name, dest / name)
    lock = json.loads((src / "pyodide-lock.json").read_text())
    names = lock_closure(lock)
    wheels = cache_dir() / "lock-wheels"
    _pip_download([f"{n}=={lock['packages'][n]['version']}" for n in names], wheels)
    kept = {}
    for name in names:
        entry = dict(lock["packages"][name])
        whl = _cached_wheel(f"{name}=={entry['version']}", wheels)
        if whl is None:
            raise SiteError(f"no pure wheel of {name} {entry['version']} on PyPI")
        shutil.copy2(whl, dest / whl.name)
        # the PyPI wheel is the same pure wheel Pyodide repackages; its own name and checksum
        entry.update(file_name=whl.name, sha256=_sha256(whl))
        kept[name] = entry
    lock["packages"] = kept
    (dest / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True))
    return names


# ------------------------------------------------------------------------------ wheels
def build_own_wheel(dest: Path, root: Path = ROOT) -> Path:
    """Build this package's pure-Python wheel (no native core: it can't load in Pyodide)."""
    if not (root / "pyproject.toml").exists():
        raise SiteError(f"no source tree at {root}: pass --wheel with a solitaire_widget wheel")
    env = {**os.environ, "SOLITAIRE_WIDGET_BUILD_NATIVE": "0"}
    with tempfile.TemporaryDirectory() as tmp:
        # with hatchling here, no isolated build env (no download); else pip makes one
        isolation = ["--no-build-isolation"] if _has("hatchling") else []
        _run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", *isolation, "-w", tmp,
              str(root)], env=env)  # fmt: skip
        (whl,) = Path(tmp).glob("solitaire_widget-*.whl")
        if not whl.name.endswith("-py3-none-any.whl"):
            raise SiteError(f"{whl.name} is not a pure wheel")
        dest.mkdir(parents=True, exist_ok=True)
        return Path(shutil.copy2(whl, dest / whl.name))


def _has(module: str) -> bool:
    try:
        metadata.version(module)
    except metadata.PackageNotFoundError:
        return False
    return True


def piplite_wheels(dest: Path) -> list[Path]:
    """Pure wheels of the widget stack, at the versions installed in this environment."""
    specs = []
    for name in PIPLITE_PACKAGES:
        try:
            specs.append(f"{name}=={metadata.version(name)}")
        except metadata.PackageNotFoundError as exc:
            raise SiteError(f"{name} is not installed here: pip install {name}") from exc
    wheels = cache_dir() / "piplite-wheels"
    _pip_download(specs, wheels)
    dest.mkdir(parents=True, exist_ok=True)
    out = []
    for spec in specs:
        whl = _cached_wheel(spec, wheels)
        if whl is None:
            raise SiteError(f"no pure wheel for {spec} on PyPI")
        out.append(Path(shutil.copy2(whl, dest / whl.name)))
    return out


# ------------------------------------------------------------------------------ site tools
#: run by the Python named for jupyterlite: which Pyodide its kernel wants, and where its
#: lab extension is (sys.prefix: where ``jupyter lite build`` itself looks for extensions)
_PROBE = """\
import json, sys
from pathlib import Path
try:
    import jupyterlite_core
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION, PYODIDE_KERNEL_NPM_NAME
except ImportError as exc:
    print(json.dumps({"missing": exc.name or str(exc)}))
else:
    ext = Path(sys.prefix, "share", "jupyter", "labextensions", PYODIDE_KERNEL_NPM_NAME)
    print(json.dumps({"pyodide": PYODIDE_VERSION, "extension": str(ext)}))
"""


def find_lite_python(given: str | os.PathLike[str] | None = None) -> tuple[str, str]:
    """The Python that runs jupyterlite, and how it was named (for messages).

    ``given``, else ``$SOLITAIRE_WIDGET_LITE_PYTHON``, else this interpreter. A path or a
    command on ``PATH``; a virtual environment's ``bin/python`` is kept as named (not
    resolved: its symlink's target would be the base interpreter).
    """
    env = os.environ.get(LITE_PYTHON_ENV, "")
    if given is not None and os.fspath(given):
        name, label = os.fspath(given), f"--lite-python {os.fspath(given)}"
    elif env:
        name, label = env, f"{LITE_PYTHON_ENV}={env}"
    else:
        return sys.executable, f"this Python ({sys.executable})"
    found = shutil.which(name)
    if found is None:
        raise SiteError(f"{label}: no such interpreter (not an executable file or a command)")
    return os.path.abspath(found), label


def check_lite_python(python: str, label: str, timeout: float = LITE_PROBE_TIMEOUT) -> Path:
    """Ask ``python`` which jupyterlite it has; its kernel's lab extension folder.

    Raises
    ------
    SiteError
        When it does not answer (within ``timeout`` seconds) as a Python, lacks jupyterlite,
        or has a Pyodide kernel for another Pyodide than :data:`PYODIDE_VERSION`.
    """
    install = " ".join(f"'{r}'" for r in LITE_REQUIREMENTS)
    try:
        proc = _bounded([python, "-c", _PROBE], timeout)
    except subprocess.TimeoutExpired as exc:
        raise SiteError(f"{label}: no answer in {timeout:g} s (asked which jupyterlite)") from exc
    except OSError as exc:
        raise SiteError(f"{label}: could not run it ({exc})") from exc
    try:
        answer = json.loads(proc.stdout.strip().splitlines()[-1])
        if not isinstance(answer, dict):
            raise ValueError(answer)
    except (IndexError, ValueError):
        tail = (proc.stderr or proc.stdout).strip()[-500:]
        raise SiteError(
            f"{label} did not answer as a Python 3 (exit {proc.returncode}): {tail}"
        ) from None
    if "missing" in answer:
        if python == sys.executable:
            raise SiteError(
                f"the site builder needs jupyterlite ({answer['missing']} is missing): pip install "
                "'solitaire_widget[lite]' here, or better in an environment of its own named "
                f"with --lite-python or {LITE_PYTHON_ENV} (docs/classroom.md)"
            )
        raise SiteError(
            f"{label} has no jupyterlite ({answer['missing']} is missing): "
            f"{python} -m pip install {install}"
        )
    if answer.get("pyodide") != PYODIDE_VERSION:
        raise SiteError(
            f"{label}: its jupyterlite-pyodide-kernel wants Pyodide {answer.get('pyodide')}, "
            f"this builder ships {PYODIDE_VERSION}: {python} -m pip install {install}"
        )
    extension = Path(answer.get("extension", ""))
    if not (extension / "package.json").is_file():
        raise SiteError(f"{label}: no Pyodide kernel lab extension at {extension}")
    return extension


def widget_extension(name: str, dist: str) -> Path:
    """The folder of lab extension ``name`` that distribution ``dist`` installed here."""
    try:
        found = metadata.distribution(dist)
    except metadata.PackageNotFoundError as exc:
        raise SiteError(f"{dist} is not installed here: pip install {dist}") from exc
    tail = f"labextensions/{name}/package.json"
    for file in found.files or ():
        if str(file).replace("\\", "/").endswith(tail):
            return Path(found.locate_file(file)).parent
    path = Path(sys.prefix, "share", "jupyter", "labextensions", name)  # files not listed
    if not (path / "package.json").is_file():
        raise SiteError(f"{dist} {found.version} installed no lab extension {name} here")
    return path


def site_extensions(kernel: Path) -> list[Path]:
    """The folders of the site's lab extensions: the Pyodide kernel's from the jupyterlite
    environment (``kernel``), the widgets' from this one.

    The build takes no others: what else either environment has installed (a notebook's or a
    theme's extension...) stays out of the site.
    """
    return [kernel, *(widget_extension(name, dist) for name, dist in WIDGET_EXTENSIONS.items())]


# ------------------------------------------------------------------------------ contents
def lesson_notebooks(examples: Path) -> list[Path]:
    """The lesson notebooks in ``examples`` (03, 04, and 06/07 when they exist)."""
    found = sorted({p for g in LESSON_GLOBS for p in examples.glob(g)})
    if not found:
        raise SiteError(f"no lesson notebooks in {examples}")
    return found


def site_notebook(path: Path) -> dict[str, Any]:
    """A lesson notebook for the site: outputs cleared, an install cell before the code
    (one: a notebook taken from a site already has it)."""
    try:
        nb = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise SiteError(f"{path}: not a notebook ({type(exc).__name__}: {exc})"[:500]) from None
    cells = nb.get("cells") if isinstance(nb, dict) else None
    if not isinstance(cells, list) or not all(
        isinstance(c, dict) and "cell_type" in c for c in cells
    ):
        raise SiteError(f"{path}: not a notebook of format 4 (no list of cells)")
    nb["cells"] = [c for c in cells if c.get("id") != "lite-install"]
    for cell in nb["cells"]:
        if cell["cell_type"] == "code":
            cell["outputs"], cell["execution_count"] = [], None
    install = {
        "cell_type": "code",
        "execution_count": None,
        "id": "lite-install",
        "metadata": {},
        "outputs": [],
        "source": INSTALL_CELL,
    }
    # before the first code cell: the lesson's title and introduction stay on top
    first = next((i for i, c in enumerate(nb["cells"]) if c["cell_type"] == "code"), 0)
    nb["cells"].insert(first, install)
    # the Pyodide kernel, so the site opens the notebook without asking which kernel
    nb.setdefault("metadata", {})["kernelspec"] = {
        "display_name": "Python (Pyodide)", "language": "python", "name": "python"
    }  # fmt: skip
    nb.get("metadata", {}).pop("widgets", None)
    return nb


def build(
    out: str | os.PathLike[str],
    *,
    pyodide: str | os.PathLike[str] | None = None,
    wheel: str | os.PathLike[str] | None = None,
    examples: str | os.PathLike[str] | None = None,
    lite_python: str | os.PathLike[str] | None = None,
    quiet: bool = True,
) -> Path:
    """Build the static site into ``out`` (replaced whole when the build succeeds).

    Parameters
    ----------
    out : path
        The site's folder: a new or empty one, or a site built before (anything else is
        refused, before the build starts: it would be deleted).
    pyodide : path, optional
        The npm ``pyodide`` package (folder or ``.tgz``); see :func:`find_pyodide`.
    wheel : path, optional
        A pure ``solitaire_widget`` wheel; built from the source tree without it.
    examples : path, optional
        The folder with the lesson notebooks (the repository's ``examples/``).
    lite_python : path, optional
        The Python with jupyterlite (the ``lite`` extra's packages) that runs ``jupyter lite
        build``; default ``$SOLITAIRE_WIDGET_LITE_PYTHON``, else this one. Everything else
        (the wheels, the widgets' extensions) comes from this environment.
    quiet : bool
        Hide ``jupyter lite build``'s log unless it fails.

    Returns
    -------
    Path
        ``out``, resolved.
    """
    out = Path(out).expanduser().resolve()
    _check_out(out)  # before minutes of building: a folder it must not replace is refused
    if wheel:
        _check_wheel(Path(wheel))  # before the downloads too
    python, label = find_lite_python(lite_python)
    kernel_extension = check_lite_python(python, label)
    pyodide_src = find_pyodide(pyodide)
    notebooks = lesson_notebooks(Path(examples) if examples else ROOT / "examples")
    with tempfile.TemporaryDirectory(prefix="sw-lite-") as tmp:
        lite = Path(tmp) / "lite"
        stage_pyodide(pyodide_src, lite / "static" / "pyodide")
        pypi = lite / "pypi"
        piplite_wheels(pypi)
        if wheel:
            shutil.copy2(wheel, pypi / Path(wheel).name)
        else:
            build_own_wheel(pypi)
        files = lite / "files"
        (files / "records").mkdir(parents=True)
        for nb in notebooks:
            text = json.dumps(site_notebook(nb), indent=1, ensure_ascii=False) + "\n"
            (files / nb.name).write_text(text, encoding="utf-8")
        for rec in sorted((ROOT / "solitaire_widget" / "records").glob("*.json")):
            shutil.copy2(rec, files / "records" / rec.name)
        config = {
            "jupyter-lite-schema-version": 0,
            "jupyter-config-data": {
                "appName": "Solitaire lessons",
                # never ask pypi.org: everything is in the site's own index
                "litePluginSettings": {KERNEL_PLUGIN: {"disablePyPIFallback": True}},
            },
        }
        (lite / "jupyter-lite.json").write_text(json.dumps(config, indent=1))
        # the lab extensions named here, not all that jupyterlite's environment has installed
        extensions = [str(p) for p in site_extensions(kernel_extension)]
        build_config = {"LiteBuildConfig": {"ignore_sys_prefix": ["federated_extensions"],
                                            "federated_extensions": extensions}}  # fmt: skip
        (lite / "jupyter_lite_config.json").write_text(json.dumps(build_config, indent=1))
        staged = Path(tmp) / "site"
        cmd = [python, "-m", "jupyterlite_core", "build", "--lite-dir", str(lite),
               "--output-dir", str(staged), "--no-sourcemaps", "--no-unused-shared-packages",
               "--contents", str(files)]  # fmt: skip
        env = {**os.environ, "JUPYTERLITE_NO_LIBARCHIVE": "1"}
        env.setdefault("SOURCE_DATE_EPOCH", SITE_EPOCH)  # the contents' and index's dates
        env.pop("JUPYTERLITE_PYODIDE_URL", None)
        _run(cmd, cwd=tmp, env=env)
        check_site(staged)
        (staged / SITE_MARKER).write_text(
            "A classroom site built by solitaire_widget.site; a new build replaces this "
            "folder whole.\n",
            encoding="utf-8",
        )
        _swap_in(staged, out)
    if not quiet:
        print(f"site: {out} ({site_size(out) / 1e6:.1f} MB)")
    return out


def _check_out(out: Path) -> None:
    """``out`` may be replaced: it is missing, an empty folder, or a site this builder
    made (its :data:`SITE_MARKER`). Anything else is someone's folder (``build
    ~/Documents``, ``build .``, another JupyterLite course) and would be deleted whole."""
    if not out.exists():
        return
    if not out.is_dir():
        raise SiteError(f"{out} is a file, not a folder for the site")
    if (out / SITE_MARKER).is_file() or not any(out.iterdir()):
        return
    raise SiteError(
        f"{out} holds files and is no site built before by solitaire_widget (no "
        f"{SITE_MARKER}): give a new or empty folder; it is replaced whole"
    )


def _check_wheel(wheel: Path) -> None:
    """A ``--wheel`` must be this package's pure wheel: any other left the site without
    it (every lesson then failed to install it, with PyPI off)."""
    if not wheel.is_file():
        raise SiteError(f"--wheel {wheel}: no such file")
    parts = wheel.name.split("-")
    if len(parts) != 5 or not wheel.name.endswith("-py3-none-any.whl"):
        raise SiteError(f"--wheel {wheel}: not a pure (py3-none-any) wheel")
    if parts[0].lower().replace(".", "_") != "solitaire_widget":
        raise SiteError(f"--wheel {wheel}: a wheel of {parts[0]}, not of solitaire_widget")


def _swap_in(staged: Path, out: Path) -> None:
    """Put the built site at ``out``: copied beside it first, then renamed into place, so
    a copy that fails half-way leaves the earlier site as it was."""
    out.parent.mkdir(parents=True, exist_ok=True)
    tag = secrets.token_hex(4)
    new, old = out.parent / f".{out.name}.new-{tag}", out.parent / f".{out.name}.old-{tag}"
    new.mkdir()  # exclusively, with the user's usual permissions (a server reads the site)
    try:
        shutil.copytree(staged, new, dirs_exist_ok=True)
        if out.exists():
            out.rename(old)
        new.rename(out)
    except BaseException:
        shutil.rmtree(new, ignore_errors=True)
        if old.exists() and not out.exists():
            old.rename(out)
        raise
    shutil.rmtree(old, ignore_errors=True)


def check_site(site: Path) -> None:
    """Fail if the built site would load anything from elsewhere at start-up."""
    cfg = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    url = cfg.get("litePluginSettings", {}).get(KERNEL_PLUGIN, {}).get("pyodideUrl", "")
    if not url.startswith("./"):
        raise SiteError(f"the kernel's pyodideUrl is {url!r}, not a file in the site")
    lock = json.loads((site / "static" / "pyodide" / "pyodide-lock.json").read_text())
    for name, entry in lock["packages"].items():
        path = site / "static" / "pyodide" / entry["file_name"]
        if not path.exists() or _sha256(path) != entry["sha256"]:
            raise SiteError(f"pyodide-lock.json: {name}'s wheel is missing or differs")


def site_size(site: Path) -> int:
    """Bytes in the site's files."""
    return sum(p.stat().st_size for p in site.rglob("*") if p.is_file())


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m solitaire_widget.site build DIR [--pyodide PATH] [--wheel WHL]
    [--examples DIR] [--lite-python PYTHON]``."""
    parser = argparse.ArgumentParser(prog="python -m solitaire_widget.site", description=__doc__
                                     .split("\n\n")[0])  # fmt: skip
    sub = parser.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build", help="build the static JupyterLite site into DIR")
    b.add_argument("dir", help="output folder: new, empty, or a site built before (replaced)")
    b.add_argument("--pyodide", help=f"the npm pyodide {PYODIDE_VERSION} package (dir or .tgz)")
    b.add_argument("--wheel", help="a pure solitaire_widget wheel (default: build one)")
    b.add_argument("--examples", help="folder with the lesson notebooks (default: examples/)")
    b.add_argument("--lite-python", metavar="PYTHON", help="the Python that has jupyterlite "
                   f"(default: ${LITE_PYTHON_ENV}, else this one)")  # fmt: skip
    args = parser.parse_args(argv)
    try:
        build(args.dir, pyodide=args.pyodide, wheel=args.wheel, examples=args.examples,
              lite_python=args.lite_python, quiet=False)  # fmt: skip
    except SiteError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
