"""A bounded least-recently-used map in this process's memory, safe across threads.

What the site keeps per process (ops/fragments.py, ops/pages.py) can be rebuilt at any time and
only changes with a release, which restarts the workers. cachetools' maps are not thread-safe
(an LRU read reorders), so every access takes the map's lock.
"""

import threading
from collections.abc import Callable, Hashable

from cachetools import LRUCache


class Kept[V]:
    def __init__(self, maxsize: int, getsizeof: Callable[[V], int] | None = None) -> None:
        self._map: LRUCache[Hashable, V] = LRUCache(maxsize=maxsize, getsizeof=getsizeof)
        self._lock = threading.Lock()

    def get(self, key: Hashable) -> V | None:
        with self._lock:
            return self._map.get(key)

    def put(self, key: Hashable, value: V) -> None:
        with self._lock:
            self._map[key] = value

    def snapshot(self) -> dict[Hashable, V]:
        """A copy of what is kept now (for tests and checks)."""
        with self._lock:
            return dict(self._map)

    def clear(self) -> None:
        with self._lock:
            self._map.clear()
