"""Test package (lets tests import shared helpers: ``from tests.labutil import ...``)."""
