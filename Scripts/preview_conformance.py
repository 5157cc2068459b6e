#!/usr/bin/env python3
"""Checks a running Kinema preview server with a WebSocket client that is not Kinema's own: the
`websockets` library (PyPI), which checks what the server sends as RFC 6455 has it (unmasked
frames, valid opcodes, close codes and UTF-8, the handshake's accept key).

Usage: python3 Scripts/preview_conformance.py http://127.0.0.1:PORT/
Prints one line per check and exits 0 when all pass, 1 otherwise. The Swift test suite runs it
(`ReliabilityTests`), and so does Scripts/preview-reliability.py.
"""
import asyncio
import json
import sys

try:
    from websockets.asyncio.client import connect
    from websockets.exceptions import ConnectionClosed
except ImportError:
    print("the `websockets` package is missing: run `bash Scripts/setup-debian`", file=sys.stderr)
    sys.exit(2)


async def wait_for(ws, predicate, timeout=10):
    """Reads messages until one satisfies `predicate`; returns it."""
    async def loop():
        while True:
            message = await ws.recv()
            if predicate(message):
                return message
    return await asyncio.wait_for(loop(), timeout)


def state(predicate):
    def check(message):
        if not isinstance(message, str):
            return False
        decoded = json.loads(message)
        return decoded.get("kind") == "state" and predicate(decoded["state"])
    return check


async def check(base):
    socket = base.replace("http://", "ws://").rstrip("/") + "/socket"
    origin = base.rstrip("/")
    results = []

    def record(name, ok, detail=""):
        results.append(ok)
        print(("ok   " if ok else "FAIL ") + name + (f": {detail}" if detail else ""))

    async with connect(socket, origin=origin, max_size=2 ** 24) as ws:
        hello = json.loads(await wait_for(ws, lambda m: isinstance(m, str) and '"hello"' in m))
        record("the handshake, then hello", hello["kind"] == "hello" and hello["width"] > 0)
        frame = await wait_for(ws, lambda m: isinstance(m, bytes))
        record("a binary frame patch", len(frame) > 24)
        await ws.send(json.dumps({"type": "tap", "x": hello["width"] / 2, "y": hello["height"] / 2}))
        record("a command is answered with the state", bool(await wait_for(ws, state(lambda s: s["frame"] > 0))))
        latency = await ws.ping()
        await asyncio.wait_for(latency, 10)
        record("a ping is answered with its pong", True)
        # A message in three fragments, with a ping between two of them.
        await ws.send(iter(['{"type":', '"pa', 'use"}']))
        record("a fragmented message is reassembled", bool(await wait_for(ws, state(lambda s: s["paused"]))))
        await ws.close(code=4000, reason="done")
        received = ws.protocol.close_rcvd
        record("a close is echoed with its code", received is not None and received.code == 4000, f"received {received}")

    async with connect(socket, origin=origin) as ws:
        await ws.send(b"\x00binary")
        try:
            await wait_for(ws, lambda m: False)
        except ConnectionClosed as closed:
            record("a binary message is refused with 1003", closed.rcvd is not None and closed.rcvd.code == 1003,
                   f"received {closed.rcvd}")

    try:
        async with connect(socket, origin="http://evil.example") as ws:
            record("another origin is refused", False, "the handshake succeeded")
    except Exception as error:
        record("another origin is refused", "403" in str(error), str(error))

    return all(results)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print(__doc__.strip().splitlines()[-4], file=sys.stderr)
        sys.exit(2)
    sys.exit(0 if asyncio.run(check(sys.argv[1])) else 1)
