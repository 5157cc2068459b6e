#!/usr/bin/env python3
"""Fidelity benchmark: public SwiftUI animations recorded by their authors on iOS, recorded again by
Kinema, and compared by numbers measured from the frames of both.

Each row of Corpus/fidelity.tsv names a repository, a commit, the author's source files and the
author's recording. The files are read from local snapshots of the repositories (bare git folders,
`<mirrors>/<owner>+<name>/repo`) and extracted into out/fidelity/<id>/; nothing of theirs enters
this repository. Kinema records the view (`kinema record`, PNG frames at 30 fps); both recordings
are decoded with ffmpeg to raw RGB at 30 frames per second, cropped to the same area and scaled to
one pixel per point, and measured: loop periods (mean absolute difference between a frame and the
frame a lag later, whose first deep minimum is the period), extents and positions of coloured
objects in points, orbit radii and angular periods, settling times, text widths. The results go
to out/fidelity/results.json and out/fidelity/results.md; a strip of side-by-side frames (the
author's on top, Kinema's below) goes to out/fidelity/<id>-strip.png.

Usage: python3 Scripts/fidelity.py [--kinema PATH] [--only ID] [--mirrors DIR] [--report-only]
"""
import argparse
import json
import math
import os
import re
import shutil
import subprocess
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from snapshots import git_dir, read_manifest  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FPS = 30.0
# Tolerances for "matches": periods and times within 5 %, sizes within 5 % or 2 pt.
PERIOD_TOLERANCE = 0.05
SIZE_TOLERANCE = 0.05
SIZE_SLACK = 2.0
TEXT_TOLERANCE = 0.03


def git_show(gitdir, commit, path):
    return subprocess.run(["git", "--git-dir", gitdir, "show", f"{commit}:{path}"],
                          capture_output=True, check=True).stdout


def extract(row, mirrors, folder):
    """Writes the row's sources (and its host) into folder/src, its recording into folder; applies
    the row's documented substitutions. Returns (source folder, recording path)."""
    gitdir = git_dir(mirrors, row["repo"]) or sys.exit(f"fidelity: no snapshot of {row['repo']} in {mirrors}")
    src = os.path.join(folder, "src")
    shutil.rmtree(src, ignore_errors=True)
    os.makedirs(src)
    for path in split_list(row["sources"]):
        target = os.path.join(src, os.path.basename(path))
        with open(target, "wb") as file:
            file.write(git_show(gitdir, row["commit"], path))
    if row["host"] not in ("", "-"):
        shutil.copy(os.path.join(ROOT, row["host"]), os.path.join(src, "Host.swift"))
    for edit in split_list(row["edits"]):
        # FILE: s/OLD/NEW/ — a literal substitution in one extracted file.
        name, _, rule = edit.partition(": s/")
        old, new = rule[:-1].split("/", 1)
        target = os.path.join(src, name.strip())
        with open(target, encoding="utf-8") as file:
            text = file.read()
        if old not in text:
            sys.exit(f"fidelity: {row['id']}: substitution {edit!r} finds nothing")
        with open(target, "w", encoding="utf-8") as file:
            file.write(text.replace(old, new))
    recording = os.path.join(folder, "author" + os.path.splitext(row["recording"])[1].lower())
    with open(recording, "wb") as file:
        file.write(git_show(gitdir, row["commit"], row["recording"]))
    return src, recording


def split_list(text):
    return [item.strip() for item in text.split(";") if item.strip() and item.strip() != "-"]


def numbers(text):
    return [float(value) for value in text.replace("x", ",").split(",")]


def decode(args, width, height):
    """Decodes ffmpeg input arguments to an array of frames (n, height, width, 3), float32 0…255."""
    command = ["ffmpeg", "-v", "error"] + args + ["-f", "rawvideo", "-pix_fmt", "rgb24", "-"]
    raw = subprocess.run(command, capture_output=True, check=True).stdout
    frames = np.frombuffer(raw, dtype=np.uint8).reshape(-1, height, width, 3)
    return frames.astype(np.float32)


def scales(row):
    """The author's recording's pixels per point, across and down ("s" or "sx,sy": a GIF resized
    to another aspect ratio has two)."""
    values = numbers(row["scale"])
    return values[0], values[-1]


def crop_size(row):
    """The crop's size in points."""
    _, _, w, h = numbers(row["crop"])
    sx, sy = scales(row)
    return round(w / sx), round(h / sy)


def decode_author(path, row):
    x, y, w, h = numbers(row["crop"])
    width, height = crop_size(row)
    filters = f"fps={FPS},crop={w:g}:{h:g}:{x:g}:{y:g},scale={width}:{height}:flags=area"
    return decode(["-i", path, "-vf", filters], width, height)


def decode_kinema(frames_folder, row):
    width, height = crop_size(row)
    kx, ky = numbers(row["kcrop"])[:2]
    kscale = float(row.get("kscale") or 1)
    filters = (f"crop={width * kscale:g}:{height * kscale:g}:{kx * kscale:g}:{ky * kscale:g},"
               f"scale={width}:{height}:flags=area")
    return decode(["-framerate", str(FPS), "-i", os.path.join(frames_folder, "frame-%05d.png"), "-vf", filters],
                  width, height)


def background(frames):
    """The colour most common on the first frame's border."""
    first = frames[0]
    border = np.concatenate([first[0], first[-1], first[:, 0], first[:, -1]]).astype(int)
    keys, counts = np.unique(border // 8, axis=0, return_counts=True)
    return keys[np.argmax(counts)] * 8 + 4


def hex_colour(text):
    text = text.lstrip("#")
    return np.array([int(text[i:i + 2], 16) for i in (0, 2, 4)], dtype=np.float32)


def mask(frames, colour=None, bg=None, threshold=60.0):
    """Pixels near a colour (or, without one, away from the background), as floats 0/1."""
    if colour is not None:
        m = (np.abs(frames - colour).max(axis=3) < threshold).astype(np.float32)
    else:
        m = (np.abs(frames - bg).max(axis=3) > 40.0).astype(np.float32)
    # A recording's edge often holds a line of another colour (a GIF's crop, a window's border).
    m[:, :2] = 0
    m[:, -2:] = 0
    m[:, :, :2] = 0
    m[:, :, -2:] = 0
    return m


def region(frames, spec):
    if not spec:
        return frames
    x, y, w, h = [int(round(v)) for v in numbers(spec)]
    return frames[:, y:y + h, x:x + w]


def period(signal, minimum=0.15, maximum=None):
    """The loop period, in seconds, of a sequence of frames (n, …): the first lag whose mean
    absolute difference is a deep local minimum, refined by a parabola."""
    n = len(signal)
    flat = signal.reshape(n, -1)
    longest = int((maximum or n / FPS / 2) * FPS)
    lags = range(1, min(longest, n - 10))
    if flat.shape[1] > 40000:
        flat = flat[:, ::max(1, flat.shape[1] // 40000)]
    d = np.array([np.abs(flat[lag:] - flat[:-lag]).mean() for lag in lags])
    if len(d) < 3 or d.max() == 0:
        return None
    top = np.median(d)
    floor = d[int(minimum * FPS):].min()
    for index in range(max(1, int(minimum * FPS) - 1), len(d) - 1):
        if d[index] <= d[index - 1] and d[index] <= d[index + 1] and d[index] <= floor + 0.3 * (top - floor):
            a, b, c = d[index - 1], d[index], d[index + 1]
            shift = 0.5 * (a - c) / (a - 2 * b + c) if (a - 2 * b + c) else 0
            return (index + 1 + shift) / FPS
    return None


def extent(m):
    """Per frame: (width, height, centre x, centre y) of the mask's bounding box, in points, where
    the mask has at least 4 pixels."""
    out = []
    for frame in m:
        ys, xs = np.nonzero(frame > 0.5)
        if len(xs) < 4:
            out.append(None)
            continue
        # The 1st and 99th percentiles drop stray antialiased pixels.
        x0, x1 = np.percentile(xs, [0.5, 99.5])
        y0, y1 = np.percentile(ys, [0.5, 99.5])
        out.append((x1 - x0 + 1, y1 - y0 + 1, (x0 + x1) / 2, (y0 + y1) / 2))
    return out


def centroids(m):
    out = []
    for frame in m:
        total = frame.sum()
        if total < 4:
            out.append(None)
            continue
        ys, xs = np.indices(frame.shape)
        out.append(((xs * frame).sum() / total, (ys * frame).sum() / total))
    return out


def onset(frames, bg, threshold=0.002):
    """The first frame whose foreground differs from the first frame's in more than a fraction of
    the pixels."""
    m = mask(frames, bg=bg)
    for index in range(1, len(m)):
        if np.abs(m[index] - m[0]).mean() > threshold:
            return index
    return 0


def settle(frames, start, threshold=0.0015):
    """Seconds from frame start to the last frame that differs from the one before it."""
    d = np.abs(np.diff(frames[start:], axis=0)).mean(axis=(1, 2, 3)) / 255.0
    moving = np.nonzero(d > threshold)[0]
    return (moving[-1] + 1) / FPS if len(moving) else 0.0


def measure(kind, argument, frames, bg, skip, start):
    """One measure on one recording; returns a dict of named numbers."""
    # ARGUMENT: [x,y,w,h] [~lo,hi] [#rrggbb], in any order: a region of the crop in points, the
    # shortest and longest period to look for in seconds, a colour to follow.
    colour_match = re.search(r"#([0-9a-fA-F]{6})", argument)
    colour = hex_colour(colour_match.group(1)) if colour_match else None
    bounds_match = re.search(r"~([0-9.]+),([0-9.]+)", argument)
    bounds = f"{bounds_match.group(1)},{bounds_match.group(2)}" if bounds_match else ""
    spec_match = re.match(r"([0-9.]+,[0-9.]+,[0-9.]+,[0-9.]+)", argument)
    spec = spec_match.group(1) if spec_match else ""
    steady = frames[skip:]
    if kind == "period":
        lo, hi = (numbers(bounds) if bounds else (0.15, None))
        part = region(steady, spec)
        signal = mask(part, colour, bg) if colour is not None else part / 255.0
        return {"period s": period(signal, lo, hi)}
    if kind == "extent":
        boxes = [b for b in extent(mask(region(steady, spec), colour, bg)) if b]
        if not boxes:
            return {}
        widths = np.array([b[0] for b in boxes])
        heights = np.array([b[1] for b in boxes])
        return {"min width pt": float(np.percentile(widths, 2)), "max width pt": float(np.percentile(widths, 98)),
                "min height pt": float(np.percentile(heights, 2)), "max height pt": float(np.percentile(heights, 98))}
    if kind == "orbit":
        m = mask(region(steady, spec), colour, bg)
        h, w = m.shape[1:]
        points = [(t, p) for t, p in enumerate(centroids(m)) if p]
        if len(points) < 10:
            return {}
        radius = np.median([math.hypot(p[0] - w / 2, p[1] - h / 2) for _, p in points])
        angles = np.unwrap([math.atan2(p[1] - h / 2, p[0] - w / 2) for _, p in points])
        times = np.array([t for t, _ in points]) / FPS
        slope = np.polyfit(times, np.degrees(angles), 1)[0]
        return {"radius pt": float(radius), "degrees per s": float(slope),
                "revolution s": float(abs(360 / slope)) if slope else None}
    if kind == "track":
        # The range of the centroid's position, relative to the crop's centre, in points.
        m = mask(region(steady, spec), colour, bg)
        h, w = m.shape[1:]
        points = [p for p in centroids(m) if p]
        if not points:
            return {}
        xs = np.array([p[0] - w / 2 for p in points])
        ys = np.array([p[1] - h / 2 for p in points])
        return {"min x pt": float(np.percentile(xs, 2)), "max x pt": float(np.percentile(xs, 98)),
                "min y pt": float(np.percentile(ys, 2)), "max y pt": float(np.percentile(ys, 98)),
                "x range pt": float(np.percentile(xs, 98) - np.percentile(xs, 2)),
                "y range pt": float(np.percentile(ys, 98) - np.percentile(ys, 2))}
    if kind in ("rise", "move"):
        # The first change after the onset of the foreground's width (rise) or of its centroid's x
        # (move): the times (from the onset) at which it has made 10 %, 50 % and 90 % of its way
        # to its extreme within `~lo,hi` seconds of the onset (by default the whole recording).
        m = mask(region(frames, spec), colour, bg)
        if kind == "rise":
            widths = np.array([b[0] if b else np.nan for b in extent(m)])
        else:
            widths = np.array([c[0] if c else np.nan for c in centroids(m)])
        begin = max(start - 1, 0)
        lo, hi = numbers(bounds) if bounds else (0, len(widths) / FPS)
        window = widths[begin:begin + int(hi * FPS) + 1]
        w0 = window[0]
        grows = np.nanmax(window) - w0 >= w0 - np.nanmin(window)
        extreme = np.nanmax(window) if grows else np.nanmin(window)
        change = extreme - w0
        if kind == "rise":
            out = {"width before pt": float(w0), "width after pt": float(extreme)}
        else:
            out = {"distance pt": float(abs(extreme - w0))}
        if abs(change) < 2:
            return out
        progress = (window - w0) / change
        for fraction in (0.1, 0.5, 0.9):
            above = np.nonzero(progress >= fraction)[0]
            out[f"t{int(fraction * 100)} s"] = float(above[0] / FPS) if len(above) else None
        return out
    if kind == "level":
        # The mean brightness (0…255) of a region: its lowest, mean and highest over time.
        levels = region(steady, spec).mean(axis=(1, 2, 3))
        return {"min level": float(np.percentile(levels, 2)), "mean level": float(levels.mean()),
                "max level": float(np.percentile(levels, 98))}
    if kind == "settle":
        part = region(frames, spec)
        return {"settles after s": settle(part, start)}
    if kind == "size":
        # The bounding box (in points) at the end of the recording.
        boxes = [b for b in extent(mask(region(frames[-5:], spec), colour, bg)) if b]
        if not boxes:
            return {}
        return {"final width pt": float(np.median([b[0] for b in boxes])),
                "final height pt": float(np.median([b[1] for b in boxes]))}
    raise SystemExit(f"fidelity: unknown measure {kind}")


def compare(name, author, kinema, scale=1.0):
    if author is None:
        return None
    if kinema is None:
        # The author's recording gives a number and Kinema's does not (no period, nothing drawn).
        return False
    if "period" in name or " s" in name[-2:] or "revolution" in name or "per s" in name:
        return abs(kinema - author) <= PERIOD_TOLERANCE * abs(author) + 1.5 / FPS
    if "level" in name:
        return abs(kinema - author) <= 0.15 * max(abs(author), 10.0)
    # A size is read to a pixel of the author's recording at best: at 0.34 px/pt that is 3 pt.
    return abs(kinema - author) <= max(SIZE_TOLERANCE * abs(author), SIZE_SLACK, 1.5 / scale)


def align(author, kinema, bg_a, bg_k, search):
    """The shift (in frames) to add to a Kinema frame index to get the author's frame at the same
    moment: the one that makes the foreground masks agree best over their overlap."""
    # Masks at a quarter of the resolution keep the search quick.
    ma = mask(author, bg=bg_a)[:, ::4, ::4]
    mk = mask(kinema, bg=bg_k)[:, ::4, ::4]
    lo, hi = search
    best, best_shift = None, 0
    for shift in range(lo, hi + 1):
        # author index = kinema index + shift
        a0 = max(0, shift)
        k0 = a0 - shift
        n = min(len(ma) - a0, len(mk) - k0)
        if n < 10:
            continue
        error = np.abs(ma[a0:a0 + n] - mk[k0:k0 + n]).mean()
        if best is None or error < best:
            best, best_shift = error, shift
    return best_shift, best


def write_png(image, path):
    h, w = image.shape[:2]
    subprocess.run(["ffmpeg", "-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", f"{w}x{h}",
                    "-i", "-", path], input=image.astype(np.uint8).tobytes(), check=True)


def strip(author, kinema, shift, path, span=None, start=0, count=6):
    """The author's frames on top, Kinema's below, at `count` moments of the overlap (or of `span`
    frames of it from the author's frame `start`)."""
    a0 = max(0, shift, start)
    n = min(len(author) - a0, len(kinema) - (a0 - shift))
    if n < count:
        a0 = max(0, shift)
        n = min(len(author) - a0, len(kinema) - (a0 - shift))
    if span:
        n = min(n, span)
    indices = [a0 + int(i * (n - 1) / (count - 1)) for i in range(count)]
    h, w = author.shape[1:3]
    zoom = max(1, int(math.ceil(160 / max(h, w))))
    gap = 4
    image = np.full((2 * h * zoom + 3 * gap, count * (w * zoom + gap) + gap, 3), 128, dtype=np.float32)
    for column, index in enumerate(indices):
        for line, frames, frame_index in ((0, author, index), (1, kinema, index - shift)):
            tile = frames[frame_index].repeat(zoom, axis=0).repeat(zoom, axis=1)
            y = gap + line * (h * zoom + gap)
            x = gap + column * (w * zoom + gap)
            image[y:y + h * zoom, x:x + w * zoom] = tile
    write_png(image, path)
    return [round(i / FPS, 2) for i in indices]


def record(row, kinema, src, folder):
    frames = os.path.join(folder, "kinema-frames")
    shutil.rmtree(frames, ignore_errors=True)
    width, height = row["window"].split("x")
    command = [kinema, "record", src, "--view", row["view"], "--format", "png", "--fps", str(int(FPS)),
               "--width", width, "--height", height, "--duration", row["duration"],
               "-o", os.path.join(folder, "kinema")]
    if row["script"] not in ("", "-"):
        command += ["--script", row["script"]]
    if row.get("kscale") and row["kscale"] not in ("", "1"):
        command += ["--scale", row["kscale"]]
    command += row["args"].split() if row["args"] not in ("", "-") else []
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"kinema record failed: {result.stderr.strip()[-2000:]}")
    return frames


def text_width(frames, spec, bg, time, colour=None):
    """Width in points of the foreground (or of a colour) in a region of one frame: a text run.
    A negative time counts from the end."""
    index = min(len(frames) - 1, int(round(time * FPS))) if time >= 0 else len(frames) + int(time * FPS)
    part = region(frames[index:index + 1], spec)
    m = mask(part, colour, bg, threshold=80.0)[0]
    columns = np.nonzero(m.max(axis=0) > 0.5)[0]
    if len(columns) == 0:
        return None
    # The widest group of columns with no gap over 14 pt: the run, without a stray pixel or an
    # emoji beside it.
    groups = np.split(columns, np.nonzero(np.diff(columns) > 14)[0] + 1)
    return float(max(group[-1] - group[0] + 1 for group in groups))


def run_row(row, arguments):
    folder = os.path.join(arguments.out, row["id"])
    os.makedirs(folder, exist_ok=True)
    src, recording = extract(row, arguments.mirrors, folder)
    frames_folder = record(row, arguments.kinema, src, folder)
    author = decode_author(recording, row)
    kinema = decode_kinema(frames_folder, row)
    skip_a, skip_k = [int(float(v) * FPS) for v in (row["skip"] or "0,0").split(",")]
    # The background is read after the skipped start (a recording may open on the home screen).
    bg_a, bg_k = background(author[skip_a:]), background(kinema[skip_k:])
    start_a, start_k = onset(author, bg_a), onset(kinema, bg_k)
    result = {"id": row["id"], "repo": row["repo"], "trigger": row["trigger"], "frames": [len(author), len(kinema)],
              "onset s": [start_a / FPS, start_k / FPS], "measures": []}
    for item in split_list(row["measures"]):
        kind = re.match(r"[a-z]+", item).group(0)
        argument = item[len(kind):].lstrip(":")
        if kind == "text":
            spec, _, rest = argument.partition("@")
            spec, _, colour_text = spec.partition("#")
            colour = hex_colour(colour_text) if colour_text else None
            time_a, time_k, label = rest.split(",", 2)
            a = text_width(author, spec, bg_a, float(time_a), colour)
            k = text_width(kinema, spec, bg_k, float(time_k), colour)
            result["measures"].append({"measure": f"text {label}", "name": "width pt",
                                       "author": None if a is None else round(a, 2),
                                       "kinema": None if k is None else round(k, 2),
                                       "difference %": round(100 * (k - a) / a, 1) if a and k else None,
                                       "matches": (abs(k - a) <= TEXT_TOLERANCE * a) if a and k else None})
            continue
        a = measure(kind, argument, author, bg_a, skip_a, start_a)
        k = measure(kind, argument, kinema, bg_k, skip_k, start_k)
        for name in sorted(a.keys() | k.keys()):
            va, vk = a.get(name), k.get(name)
            result["measures"].append({"measure": item, "name": name,
                                       "author": None if va is None else round(va, 3),
                                       "kinema": None if vk is None else round(vk, 3),
                                       "matches": None if compare(name, va, vk, min(scales(row))) is None
                                       else bool(compare(name, va, vk, min(scales(row))))})
    if row["align"].startswith("onset"):
        shift, error = start_a - start_k, None
    else:
        search = (-len(kinema) + 10, len(author) - 10)
        shift, error = align(author, kinema, bg_a, bg_k, search)
    result["shift s"] = round(shift / FPS, 3)
    result["alignment error"] = None if error is None else round(float(error), 4)
    periods = [m["author"] for m in result["measures"] if m["name"] == "period s" and m["author"]]
    span = int(1.2 * periods[0] * FPS) if periods else None
    strip_start = max(start_a - 3, 0) if row["align"].startswith("onset") else skip_a
    result["strip times s"] = strip(author, kinema, shift, os.path.join(arguments.out, f"{row['id']}-strip.png"),
                                    span, strip_start)
    verdicts = [m["matches"] for m in result["measures"] if m["matches"] is not None]
    result["verdict"] = ("matches" if verdicts and all(verdicts) else
                         "differs" if verdicts and not any(verdicts) else "partly" if verdicts else "no numbers")
    return result


def fmt(value):
    if value is None:
        return "–"
    if isinstance(value, float):
        return f"{value:.2f}"
    return str(value)


def table(results):
    lines = ["| animation | trigger | measure | author | Kinema | matches |", "|---|---|---|---|---|---|"]
    for result in results:
        if "error" in result:
            lines.append(f"| {result['id']} | | not recorded: {result['error'][:120]} | | | |")
            continue
        for index, m in enumerate(result["measures"]):
            first = index == 0
            lines.append(f"| {result['id'] if first else ''} | {result['trigger'] if first else ''} | "
                         f"{m['measure']}: {m['name']} | {fmt(m['author'])} | {fmt(m['kinema'])} | "
                         f"{'yes' if m['matches'] else 'no' if m['matches'] is False else '–'} |")
    return "\n".join(lines) + "\n"


def summary(results, rows):
    """One line per animation: its trigger, what was measured, how many numbers match, the verdict."""
    notes = {row["id"]: row for row in rows}
    lines = ["| animation | trigger | measured | numbers within tolerance | verdict |", "|---|---|---|---|---|"]
    for result in results:
        if result["id"].startswith("string-"):
            continue
        if "error" in result:
            lines.append(f"| {result['id']} | {notes[result['id']]['trigger']} | – | – | not comparable |")
            continue
        kinds = sorted({re.match(r"[a-z]+", m["measure"]).group(0) for m in result["measures"]})
        verdicts = [m["matches"] for m in result["measures"] if m["matches"] is not None]
        lines.append(f"| {result['id']} | {result['trigger']} | {', '.join(kinds)} | "
                     f"{sum(verdicts)} of {len(verdicts)} | {result['verdict']} |")
    return "\n".join(lines) + "\n"


def strings_table(results):
    lines = ["| string | size | iOS width (pt) | Kinema width (pt) | difference |", "|---|---|---|---|---|"]
    for result in results:
        for m in result.get("measures", []):
            if not m["measure"].startswith("text "):
                continue
            if m["author"] is None or m["kinema"] is None:
                continue
            label = m["measure"][5:]
            text, _, size = label.partition(" (")
            difference = m.get("difference %")
            lines.append(f"| {text} | {size.rstrip(')')} | {fmt(m['author'])} | {fmt(m['kinema'])} | "
                         f"{'–' if difference is None else f'{difference:+.1f} %'} |")
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--mirrors", default="/work/.mirror", help="folder of the repositories' snapshots")
    parser.add_argument("--kinema", default=os.path.join(ROOT, ".build", "debug", "kinema"), help="the kinema binary")
    parser.add_argument("--only", action="append", help="run only this row (repeatable)")
    parser.add_argument("--out", default=os.path.join(ROOT, "out", "fidelity"))
    parser.add_argument("--report-only", action="store_true", help="rewrite results.md from results.json, record nothing")
    arguments = parser.parse_args()
    rows = read_manifest(os.path.join(ROOT, "Corpus", "fidelity.tsv"))
    if arguments.report_only:
        rows = []
    if arguments.only:
        rows = [row for row in rows if row["id"] in arguments.only]
    os.makedirs(arguments.out, exist_ok=True)
    results_path = os.path.join(arguments.out, "results.json")
    previous = {}
    if os.path.exists(results_path):
        with open(results_path) as file:
            previous = {r["id"]: r for r in json.load(file)}
    for row in rows:
        print(f"fidelity: {row['id']}…", flush=True)
        try:
            previous[row["id"]] = run_row(row, arguments)
        except Exception as error:  # a row that fails is reported, the others go on
            previous[row["id"]] = {"id": row["id"], "error": str(error)}
        result = previous[row["id"]]
        print(json.dumps(result, indent=1) if "error" in result else table([result]), flush=True)
    order = [row["id"] for row in read_manifest(os.path.join(ROOT, "Corpus", "fidelity.tsv"))]
    results = [previous[i] for i in order if i in previous]
    with open(results_path, "w") as file:
        json.dump(results, file, indent=1, default=float)
    all_rows = read_manifest(os.path.join(ROOT, "Corpus", "fidelity.tsv"))
    with open(os.path.join(arguments.out, "results.md"), "w") as file:
        file.write("## Animations\n\n" + summary(results, all_rows) + "\n## Numbers\n\n" + table(results)
                   + "\n## String widths\n\n" + strings_table(results))
    print(f"fidelity: {len(results)} rows in {results_path} and results.md")


if __name__ == "__main__":
    main()
