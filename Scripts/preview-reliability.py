#!/usr/bin/env python3
"""The live preview's long reliability suite (issue #18), against a release `kinema-preview`.

Usage: python3 Scripts/preview-reliability.py [--soak-minutes 30] [--fuzz 100000] [--binary PATH] [--phases A,B]

It builds `kinema-preview` in release (unless --binary names one), starts it on a free port with
`--max-pages 256`, and measures, printing one line per figure and a Markdown table at the end
(the table in BENCHMARKS.md comes from it):

- long headers: two connections each sending a 512 KB header line; how long each waits for its
  400, and the longest gap in a watching page's frames meanwhile;
- a 256 MB frame: a frame header announcing it, then 8 MB of payload; how long until the close,
  and the server's resident memory after, against before;
- slow clients: 200 half-sent HTTP requests; how many are still open after the request deadline;
- a reset storm: 1,000 pages that reset while frames are written to them, and new pages opened
  meanwhile; handshakes left unanswered, sockets in CLOSE-WAIT and descriptors 60 s later;
- a tap flood: one page sends 10,000 taps within a second; the server's CPU time for it, the
  drop notices, and another page's command-to-state round trips meanwhile (p95);
- fuzzing: at least --fuzz messages, random and mutated frames over many connections;
- 200 concurrent pages, each of which must get frames;
- a soak of --soak-minutes with pages connected and tapping, sampling memory and descriptors
  every 10 s; the memory slope after the first 5 minutes, in MB per 10 minutes;
- then Scripts/preview_conformance.py, and whether the server is still the process it started as.

Needs Python's `websockets` (`bash Scripts/setup-debian` installs it). Exits 1 if any figure
misses issue #18's target.
"""
import argparse
import asyncio
import json
import os
import random
import re
import socket
import statistics
import subprocess
import sys
import time

from websockets.asyncio.client import connect

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HANDSHAKE = ("GET /socket HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
             "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n").encode()
figures = []  # (name, value, target, met)


def figure(name, value, target="", met=True):
    figures.append((name, value, target, met))
    print(f"{'ok  ' if met else 'MISS'} {name}: {value}" + (f" (target {target})" if target else ""), flush=True)


class Server:
    """The preview process, and what /proc says about it."""

    def __init__(self, binary, example):
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.process = subprocess.Popen([binary, example, "--port", str(self.port), "--max-pages", "256"],
                                        stderr=subprocess.PIPE, text=True)
        self.log_lines = 0
        asyncio.get_event_loop().run_in_executor(None, self._drain)
        deadline = time.time() + 30
        while time.time() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return
            except OSError:
                time.sleep(0.1)
        raise SystemExit("the preview did not start listening")

    def _drain(self):
        for _ in self.process.stderr:
            self.log_lines += 1

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}/"

    @property
    def socket_url(self):
        return f"ws://127.0.0.1:{self.port}/socket"

    def rss_mb(self):
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
        return 0.0

    def descriptors(self):
        return len(os.listdir(f"/proc/{self.process.pid}/fd"))

    def cpu_seconds(self):
        with open(f"/proc/{self.process.pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def close_wait(self):
        """Sockets of the server's port in CLOSE-WAIT (state 08 in /proc/net/tcp)."""
        port = f"{self.port:04X}"
        count = 0
        for table in ("/proc/net/tcp", "/proc/net/tcp6"):
            try:
                with open(table) as lines:
                    for line in list(lines)[1:]:
                        parts = line.split()
                        if parts[1].endswith(":" + port) and parts[3] == "08":
                            count += 1
            except FileNotFoundError:
                pass
        return count

    def alive(self):
        return self.process.poll() is None


async def raw(port):
    return await asyncio.open_connection("127.0.0.1", port)


def masked_frame(opcode, payload, fin=True, mask=True):
    head = bytes([(0x80 if fin else 0) | opcode])
    length = len(payload)
    bit = 0x80 if mask else 0
    if length < 126:
        head += bytes([bit | length])
    elif length < 65536:
        head += bytes([bit | 126]) + length.to_bytes(2, "big")
    else:
        head += bytes([bit | 127]) + length.to_bytes(8, "big")
    if not mask:
        return head + payload
    key = os.urandom(4)
    return head + key + bytes(b ^ key[i % 4] for i, b in enumerate(payload))


class Watcher:
    """A page that reads frames, noting when each arrives."""

    def __init__(self, server):
        self.server = server
        self.arrivals = []
        self.task = None

    async def start(self):
        self.ws = await connect(self.server.socket_url, origin=self.server.url.rstrip("/"), max_size=2 ** 24)
        self.task = asyncio.create_task(self._read())

    async def _read(self):
        try:
            async for message in self.ws:
                if isinstance(message, bytes):
                    self.arrivals.append(time.monotonic())
        except Exception:
            pass

    def longest_gap_ms(self, since):
        times = [since] + [t for t in self.arrivals if t >= since]
        return max((b - a for a, b in zip(times, times[1:])), default=0) * 1000

    async def stop(self):
        await self.ws.close()
        self.task.cancel()


async def long_headers(server):
    watcher = Watcher(server)
    await watcher.start()
    await asyncio.sleep(1)
    start = time.monotonic()

    async def send():
        reader, writer = await raw(server.port)
        sent = time.monotonic()
        writer.write(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Long: ")
        line = b"a" * (512 * 1024)
        answered = None

        async def push():
            try:
                for offset in range(0, len(line), 16384):
                    writer.write(line[offset:offset + 16384])
                    await writer.drain()
            except Exception:
                pass
        pusher = asyncio.create_task(push())
        status = await asyncio.wait_for(reader.readline(), 10)
        answered = (time.monotonic() - sent) * 1000
        pusher.cancel()
        writer.close()
        return status, answered
    results = await asyncio.gather(send(), send())
    await asyncio.sleep(1)
    gap = watcher.longest_gap_ms(start)
    await watcher.stop()
    worst = max(r[1] for r in results)
    figure("512 KB header line, two connections: answered", f"{results[0][0].split()[1].decode()} in {worst:.1f} ms (slower of two)",
           "400/431 within 10 ms", all(r[0].split()[1] in (b"400", b"431") for r in results) and worst <= 10)
    figure("a watching page's longest frame gap meanwhile", f"{gap:.0f} ms", "undisturbed (≤ 100 ms)", gap <= 100)


async def huge_frame(server):
    before = server.rss_mb()
    reader, writer = await raw(server.port)
    writer.write(HANDSHAKE)
    await reader.readuntil(b"\r\n\r\n")
    writer.write(bytes([0x81, 0xFF]) + (256 << 20).to_bytes(8, "big") + os.urandom(4))
    await writer.drain()
    sent = time.monotonic()
    closed_by = None
    # The close comes from the header alone; the payload that would follow is never read. The
    # page's first messages (hello, state, the picture) may come before it.
    try:
        while closed_by is None:
            head = await asyncio.wait_for(reader.readexactly(2), 10)
            length = head[1] & 0x7F
            if length == 126:
                length = int.from_bytes(await reader.readexactly(2), "big")
            elif length == 127:
                length = int.from_bytes(await reader.readexactly(8), "big")
            payload = await asyncio.wait_for(reader.readexactly(length), 10)
            if head[0] & 0x0F == 0x8:
                closed_by = payload[:2]
    except Exception:
        pass
    elapsed = (time.monotonic() - sent) * 1000
    writer.close()
    await asyncio.sleep(1)
    grown = server.rss_mb() - before
    code = int.from_bytes(closed_by, "big") if closed_by else None
    figure("a frame announcing 256 MB: closed", f"with {code} after {elapsed:.1f} ms", "1009 at once", code == 1009)
    figure("resident memory after it", f"{grown:+.1f} MB", "within 5 MB", abs(grown) <= 5)


async def slow_clients(server):
    connections = []
    for _ in range(200):
        reader, writer = await raw(server.port)
        writer.write(b"GET / HTTP/1.1\r\nHost: 12")
        connections.append((reader, writer))
    await asyncio.sleep(7)
    still_open = 0
    for reader, writer in connections:
        try:
            data = await asyncio.wait_for(reader.read(1), 0.05)
            if data:
                still_open += 1
        except asyncio.TimeoutError:
            still_open += 1
        writer.close()
    figure("200 half-sent HTTP requests still open after 7 s", f"{still_open}", "0 (closed after 5 s)", still_open == 0)


async def reset_storm(server):
    baseline = server.descriptors()
    unanswered = 0

    async def victim():
        reader, writer = await raw(server.port)
        writer.write(HANDSHAKE)
        try:
            await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 5)
            await asyncio.wait_for(reader.read(random.randint(1, 20000)), 2)
        except Exception:
            pass
        sock = writer.get_extra_info("socket")
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, (1).to_bytes(4, "little") + (0).to_bytes(4, "little"))
        writer.transport.abort()

    async def newcomer():
        nonlocal unanswered
        try:
            ws = await connect(server.socket_url, origin=server.url.rstrip("/"), open_timeout=10, max_size=2 ** 24)
            await asyncio.wait_for(ws.recv(), 10)
            await ws.close()
        except Exception:
            unanswered += 1

    # An animating app writes frames all along: tap it now and then.
    for wave in range(20):
        await asyncio.gather(*[victim() for _ in range(50)], *[newcomer() for _ in range(5)])
    await asyncio.sleep(60)
    figure("1,000 pages reset mid-write: new pages' handshakes unanswered", f"{unanswered} of 100", "0", unanswered == 0)
    figure("sockets in CLOSE-WAIT 60 s later", f"{server.close_wait()}", "0", server.close_wait() == 0)
    figure("descriptors 60 s later", f"{server.descriptors()} (baseline {baseline})", "back to baseline", server.descriptors() <= baseline)


async def tap_flood(server):
    other = await connect(server.socket_url, origin=server.url.rstrip("/"), max_size=2 ** 24)
    flooder = await connect(server.socket_url, origin=server.url.rstrip("/"), max_size=2 ** 24)
    notices = []

    async def read_notices():
        try:
            async for message in flooder:
                if isinstance(message, str) and "dropped: too many events" in message:
                    notices.append(json.loads(message)["message"])
        except Exception:
            pass
    reader = asyncio.create_task(read_notices())
    round_trips = []
    stop = asyncio.Event()

    async def probe():
        value = 0.1
        while not stop.is_set():
            value = 0.1 + (value + 0.0137) % 0.9
            wanted = round(value, 4)
            sent = time.monotonic()
            await other.send(json.dumps({"type": "speed", "value": wanted}))
            while True:
                message = await other.recv()
                if isinstance(message, str) and '"state"' in message and json.loads(message)["state"]["speed"] == wanted:
                    break
            round_trips.append((time.monotonic() - sent) * 1000)
            await asyncio.sleep(0.02)
    prober = asyncio.create_task(probe())
    await asyncio.sleep(0.5)
    cpu = server.cpu_seconds()
    start = time.monotonic()
    for batch in range(100):
        for index in range(100):
            await flooder.send(json.dumps({"type": "tap", "x": (batch * 7 + index) % 420, "y": 150}))
        await asyncio.sleep(max(0, start + (batch + 1) / 100 - time.monotonic()))
    sent_in = time.monotonic() - start
    await asyncio.sleep(2)
    stop.set()
    await prober
    flood_cpu = server.cpu_seconds() - cpu
    dropped = sum(int(re.search(r"\((\d+) since", n).group(1)) for n in notices)
    p95 = statistics.quantiles(round_trips, n=20)[-1] if len(round_trips) >= 20 else max(round_trips)
    figure("10,000 taps sent", f"in {sent_in:.2f} s; {len(notices)} drop notices reporting {dropped} dropped", "explicit replies", len(notices) > 0)
    figure("another page's command → state round trip meanwhile", f"p95 {p95:.1f} ms over {len(round_trips)}", "≤ 30 ms", p95 <= 30)
    figure("server CPU time for the flood", f"{flood_cpu:.2f} s", "≤ 2 s", flood_cpu <= 2)
    reader.cancel()
    await other.close()
    await flooder.close()


async def fuzz(server, count):
    sent = 0
    rng = random.Random(18)
    bodies = [b'{"type":"tap","x":1,"y":2}', b'{"type":"pause"}', b'{"type":"play"}', b"{", b"\xff\xfe", b"[]",
              b'{"type":"scrub","index":1e308}', b'{"type":"speed","value":-1}', b'{"type":"display","scale":0}']
    while sent < count:
        try:
            reader, writer = await raw(server.port)
            writer.write(HANDSHAKE)
            await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 5)
            chunk = bytearray()
            for _ in range(500):
                kind = rng.random()
                if kind < 0.5:
                    chunk += masked_frame(0x1, rng.choice(bodies))
                elif kind < 0.7:
                    chunk += masked_frame(rng.choice([0x0, 0x1, 0x2, 0x3, 0x8, 0x9, 0xA, 0xB, 0xF]), os.urandom(rng.randint(0, 200)),
                                          fin=rng.random() < 0.8, mask=rng.random() < 0.95)
                else:
                    frame = bytearray(masked_frame(0x1, rng.choice(bodies)))
                    for _ in range(rng.randint(1, 4)):
                        frame[rng.randrange(len(frame))] = rng.randrange(256)
                    chunk += frame
                sent += 1
            writer.write(bytes(chunk))
            await writer.drain()
            try:
                await asyncio.wait_for(reader.read(65536), 0.2)
            except asyncio.TimeoutError:
                pass
            writer.close()
        except Exception:
            pass
    figure("fuzzed messages", f"{sent:,}", "≥ 100,000 with no crash", server.alive())


async def many_pages(server, count=200):
    got = [0] * count

    async def page(index):
        try:
            ws = await connect(server.socket_url, origin=server.url.rstrip("/"), open_timeout=20, max_size=2 ** 24)
        except Exception as error:
            print(f"     page {index} could not connect: {error}", flush=True)
            return
        try:
            deadline = time.monotonic() + 5
            while time.monotonic() < deadline:
                message = await asyncio.wait_for(ws.recv(), 10)
                if isinstance(message, bytes):
                    got[index] += 1
                    if index % 10 == 0 and got[index] % 20 == 1:
                        await ws.send(json.dumps({"type": "tap", "x": 147, "y": 150}))
        except Exception as error:
            print(f"     page {index} stopped getting frames after {got[index]}: {error!r}", flush=True)
        finally:
            await ws.close()
    await asyncio.gather(*[page(i) for i in range(count)])
    served = sum(1 for g in got if g > 0)
    figure(f"{count} concurrent pages served frames", f"{served}", f"{count}", served == count)


async def soak(server, minutes):
    pages = []
    for _ in range(4):
        ws = await connect(server.socket_url, origin=server.url.rstrip("/"), max_size=2 ** 24)
        pages.append(ws)

    async def drain(ws):
        try:
            async for _ in ws:
                pass
        except Exception:
            pass
    readers = [asyncio.create_task(drain(ws)) for ws in pages]
    samples = []
    start = time.monotonic()
    end = start + minutes * 60
    tick = 0
    while time.monotonic() < end:
        await pages[tick % 4].send(json.dumps({"type": "tap", "x": 147 if tick % 2 else 273, "y": 150}))
        if tick % 10 == 0:
            samples.append((time.monotonic() - start, server.rss_mb(), server.descriptors()))
            print(f"     soak {samples[-1][0] / 60:5.1f} min: {samples[-1][1]:.1f} MB, {samples[-1][2]} descriptors", flush=True)
        tick += 1
        await asyncio.sleep(1)
    for ws in pages:
        await ws.close()
    for reader in readers:
        reader.cancel()
    warm = [s for s in samples if s[0] >= min(300, minutes * 60 / 3)]
    if len(warm) >= 3:
        xs = [s[0] for s in warm]
        ys = [s[1] for s in warm]
        mean_x, mean_y = statistics.fmean(xs), statistics.fmean(ys)
        slope = sum((x - mean_x) * (y - mean_y) for x, y in zip(xs, ys)) / sum((x - mean_x) ** 2 for x in xs)
        per_ten = slope * 600
        figure(f"soak of {minutes} min: memory slope after warm-up", f"{per_ten:+.2f} MB per 10 min ({warm[0][1]:.1f} → {warm[-1][1]:.1f} MB)",
               "≤ 0.5 MB per 10 min", per_ten <= 0.5)
    figure("descriptors over the soak", f"{min(s[2] for s in samples)}–{max(s[2] for s in samples)}", "flat", max(s[2] for s in samples) - min(s[2] for s in samples) <= 8)


PHASES = {
    "long-headers": lambda server, _: long_headers(server),
    "huge-frame": lambda server, _: huge_frame(server),
    "slow-clients": lambda server, _: slow_clients(server),
    "reset-storm": lambda server, _: reset_storm(server),
    "tap-flood": lambda server, _: tap_flood(server),
    "fuzz": lambda server, arguments: fuzz(server, arguments.fuzz),
    "many-pages": lambda server, _: many_pages(server),
    "soak": lambda server, arguments: soak(server, arguments.soak_minutes),
}


async def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--soak-minutes", type=float, default=30)
    parser.add_argument("--fuzz", type=int, default=100_000)
    parser.add_argument("--binary", help="a kinema-preview to test instead of building one")
    parser.add_argument("--phases", help="comma-separated phases to run (default: all): " + ", ".join(PHASES))
    arguments = parser.parse_args()
    binary = arguments.binary
    if not binary:
        subprocess.run(["swift", "build", "-c", "release", "--product", "kinema-preview"], cwd=ROOT, check=True)
        binary = os.path.join(ROOT, ".build", "release", "kinema-preview")
    server = Server(binary, "loading-dots")
    pid = server.process.pid
    print(f"kinema-preview (pid {pid}) on {server.url}: {server.rss_mb():.1f} MB, {server.descriptors()} descriptors", flush=True)
    try:
        chosen = arguments.phases.split(",") if arguments.phases else list(PHASES)
        for name in chosen:
            if name not in PHASES:
                raise SystemExit(f"no phase '{name}'; the phases are {', '.join(PHASES)}")
            await PHASES[name](server, arguments)
        check = subprocess.run([sys.executable, os.path.join(ROOT, "Scripts", "preview_conformance.py"), server.url],
                               capture_output=True, text=True)
        figure("conformance with the websockets client afterwards", "passed" if check.returncode == 0 else check.stdout, "passes",
               check.returncode == 0)
        figure("the server process", "the same, never restarted" if server.alive() and server.process.pid == pid else "gone", "0 crashes",
               server.alive())
    finally:
        server.process.terminate()
    print("\n| figure | measured | target | met |\n|---|---|---|---|")
    for name, value, target, met in figures:
        print(f"| {name} | {value} | {target} | {'yes' if met else 'no'} |")
    return all(met for *_, met in figures)


if __name__ == "__main__":
    sys.exit(0 if asyncio.run(main()) else 1)
