"""The project's own versioned shuffle: a seed gives the same deck order everywhere.

Python's :mod:`random` may change between versions, so numbered deals use this
small, fully specified algorithm instead. Version ``"v1"``:

1. The generator is **SplitMix64** seeded with the deal number ``seed``
   (0 ≤ seed < 2**64): ``state += 0x9E3779B97F4A7C15``; ``z = state``;
   ``z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9``; ``z = (z ^ (z >> 27)) * 0x94D049BB133111EB``;
   output ``z ^ (z >> 31)``; all arithmetic modulo 2**64.
2. A uniform integer in ``[0, n)`` is taken by rejection: draw outputs until one is
   below ``2**64 - (2**64 % n)``, and return it modulo ``n`` (no modulo bias).
3. The deck starts in the variant's canonical order (:attr:`Rules.deck`: suits
   ♠ ♥ ♦ ♣, ranks A 2 … K within a suit, decks one after another) and is shuffled
   by Fisher–Yates from the end: for ``i = n-1 … 1``, swap ``deck[i]`` with
   ``deck[uniform(i + 1)]``.

The result is the **deck order** of docs/rules.md (index 0 is dealt first). A record keeps
the deck order itself too, so a game replays even if a later version changes this.

>>> shuffled(list(range(5)), 7)
[4, 1, 3, 0, 2]
"""

from __future__ import annotations

from typing import TypeVar

from .errors import clip, is_whole_number

__all__ = ["SHUFFLE_VERSION", "SplitMix64", "shuffled", "check_seed"]

SHUFFLE_VERSION = "v1"
_MASK = (1 << 64) - 1
T = TypeVar("T")


class SplitMix64:
    """SplitMix64 (Steele, Lea & Flood 2014): tiny, fast, and the same on every platform."""

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform int in ``[0, n)``, by rejection sampling."""
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next()
            if x < limit:
                return x % n


#: the largest deal number (deals are 0 … MAX_SEED)
MAX_SEED = (1 << 64) - 1


def check_seed(seed: object) -> int:
    """Validate a deal number: a whole number 0 ≤ seed < 2**64."""
    if not is_whole_number(seed):
        raise ValueError(f"seed must be a whole number, not {clip(seed)}")
    if not 0 <= seed <= MAX_SEED:
        # clip: an int past Python's digit limit can't even be printed; it names the size
        raise ValueError(f"seed must be between 0 and 2**64 - 1, not {clip(seed)}")
    return seed


def shuffled(items: list[T], seed: int, version: str = SHUFFLE_VERSION) -> list[T]:
    """Return a new list: ``items`` shuffled by the versioned algorithm for ``seed``."""
    if version != SHUFFLE_VERSION:
        raise ValueError(
            f"unknown shuffle version {version!r}; this library has {SHUFFLE_VERSION!r}"
        )
    rng = SplitMix64(check_seed(seed))
    deck = list(items)
    for i in range(len(deck) - 1, 0, -1):
        j = rng.below(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck
