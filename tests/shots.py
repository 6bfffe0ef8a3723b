"""Where browser tests write their screenshots.

Tests never write into the repository: by default screenshots go to a temporary folder
(printed by ``pytest -s``). ``scripts/refresh_images`` sets ``SW_IMAGES_DIR=docs/images`` to
refresh the README's pictures on purpose.
"""

from __future__ import annotations

import os
import pathlib
import tempfile

IMAGES = pathlib.Path(
    os.environ.get("SW_IMAGES_DIR")
    or pathlib.Path(tempfile.gettempdir()) / "solitaire_widget-shots"
)
IMAGES.mkdir(parents=True, exist_ok=True)
