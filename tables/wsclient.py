"""A small asyncio WebSocket client (RFC 6455, text frames) for the tables' tests and benchmark:
connects with a session cookie and an Origin, sends JSON, queues what arrives with its time.

(autobahn, which daphne brings, cannot serve here: daphne sets it up for Twisted in any process
that loads this project's apps.)"""

import asyncio
import base64
import json
import os
import struct
import time
from urllib.parse import urlparse


class Connection:
    def __init__(self, reader, writer):
        self.reader, self.writer = reader, writer
        self.queue = asyncio.Queue()
        self.closed = None
        self._task = asyncio.get_running_loop().create_task(self._read_loop())

    def _frame(self, opcode, payload):
        mask = os.urandom(4)
        length = len(payload)
        if length < 126:
            header = struct.pack("!BB", 0x80 | opcode, 0x80 | length)
        elif length < 65536:
            header = struct.pack("!BBH", 0x80 | opcode, 0x80 | 126, length)
        else:
            header = struct.pack("!BBQ", 0x80 | opcode, 0x80 | 127, length)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.writer.write(header + mask + masked)

    def send(self, **message):
        self.send_text(json.dumps(message))

    def send_text(self, text):
        self._frame(0x1, text.encode())

    async def _read_loop(self):
        parts = []
        try:
            while True:
                first, second = await self.reader.readexactly(2)
                length = second & 0x7F
                if length == 126:
                    (length,) = struct.unpack("!H", await self.reader.readexactly(2))
                elif length == 127:
                    (length,) = struct.unpack("!Q", await self.reader.readexactly(8))
                payload = await self.reader.readexactly(length)
                opcode = first & 0x0F
                if opcode == 0x8:  # close
                    self.closed = struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else 1005
                    break
                if opcode == 0x9:  # ping
                    self._frame(0xA, payload)
                    continue
                if opcode in (0x0, 0x1, 0x2):
                    parts.append(payload)
                    if first & 0x80:
                        self.queue.put_nowait((time.perf_counter(), b"".join(parts).decode()))
                        parts = []
        except (asyncio.IncompleteReadError, ConnectionError):
            self.closed = self.closed or 1006
        self.queue.put_nowait((time.perf_counter(), None))

    async def receive(self, timeout=10):
        """(arrival time, text) of the next message; text None once the connection closed."""
        return await asyncio.wait_for(self.queue.get(), timeout)

    async def drain(self, quiet=0.3):
        """Every message that arrives until none has come for `quiet` seconds."""
        got = []
        while True:
            try:
                got.append(await asyncio.wait_for(self.queue.get(), quiet))
            except TimeoutError:
                return got

    def close(self):
        try:
            self._frame(0x8, struct.pack("!H", 1000))
            self.writer.close()
        except (ConnectionError, RuntimeError):
            pass
        self._task.cancel()


async def connect(base_url, path, *, cookie="", origin=None, timeout=10):
    parts = urlparse(base_url)
    reader, writer = await asyncio.wait_for(asyncio.open_connection(parts.hostname, parts.port), timeout)
    key = base64.b64encode(os.urandom(16)).decode()
    lines = [
        f"GET {path} HTTP/1.1",
        f"Host: {parts.hostname}:{parts.port}",
        "Upgrade: websocket",
        "Connection: Upgrade",
        f"Sec-WebSocket-Key: {key}",
        "Sec-WebSocket-Version: 13",
        f"Origin: {origin or base_url}",
    ]
    if cookie:
        lines.append(f"Cookie: {cookie}")
    writer.write(("\r\n".join(lines) + "\r\n\r\n").encode())
    head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), timeout)
    status = head.split(b"\r\n", 1)[0]
    if b" 101 " not in status:
        writer.close()
        raise ConnectionError(status.decode(errors="replace"))
    return Connection(reader, writer)
