"""Replays shared by every request and connection of a process.

A game is replayed from its seed and its action log (games.models.Game.match_at). At a table, each
connection of every person and spectator renders the same game after each move, at the same plies
(the move's and the one its animation starts from): one replay per move serves them all. A Match
is immutable, so sharing one between threads is safe; the cache (cachetools' least-recently-used
map, behind one lock) holds the most recent ones only.
"""

import threading

from cachetools import LRUCache

SIZE = 512  # matches kept: a few per busy table


class Replays:
    """A small least-recently-used map from (game's identity, action log) to its Match."""

    def __init__(self, size=SIZE):
        self._items = LRUCache(maxsize=size)
        self._lock = threading.Lock()

    def get(self, key):
        with self._lock:
            return self._items.get(key)

    def put(self, key, match):
        with self._lock:
            self._items[key] = match

    def clear(self):
        with self._lock:
            self._items.clear()


replays = Replays()
