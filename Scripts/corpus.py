#!/usr/bin/env python3
"""Runs `kinema check` over the corpus of real SwiftUI animation code in Corpus/manifest.tsv.

The corpus is referenced, never copied into the repository: each row names a repository, a
commit and a path. The files are read from local snapshots of those repositories (bare git
folders, `<mirrors>/<owner>+<name>/repo` by default, as the search tool's fetch lays them out),
extracted into out/corpus/, and checked one group at a time (a group is a file and the files of its
app it needs). The figures go to out/corpus/coverage.md and are printed; COVERAGE.md holds the
published ones.

Usage: python3 Scripts/corpus.py [--mirrors DIR] [--kinema PATH] [--limit N]
"""
import argparse
import collections
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from snapshots import git_dir, read_manifest  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
API_KINDS = {"api", "signature", "module", "typeCheckTimeout"}


def extract(rows, mirrors, out):
    """Writes each row's file at its commit under out/<owner>+<name>/; returns the missing repos."""
    missing = set()
    for row in rows:
        repo_git = git_dir(mirrors, row["repo"])
        if repo_git is None:
            missing.add(row["repo"])
            continue
        target = os.path.join(out, row["repo"].replace("/", "+"), row["path"])
        if os.path.exists(target):
            continue
        os.makedirs(os.path.dirname(target), exist_ok=True)
        content = subprocess.run(["git", "--git-dir", repo_git, "show", f"{row['commit']}:{row['path']}"],
                                 capture_output=True, check=True).stdout
        with open(target + ".partial", "wb") as file:
            file.write(content)
        os.replace(target + ".partial", target)
    extract_catalogs(rows, mirrors, out)
    return missing


def extract_catalogs(rows, mirrors, out):
    """Writes the `Contents.json` files of the asset catalogs in each repository at its commit, as
    a checkout has them beside the files (`kinema` generates Xcode's asset symbols from them; the
    pictures are left out, and draw as missing images)."""
    for repo, commit in sorted({(row["repo"], row["commit"]) for row in rows}):
        repo_git = git_dir(mirrors, repo)
        if repo_git is None:
            continue
        listed = subprocess.run(["git", "--git-dir", repo_git, "ls-tree", "-r", "--name-only", commit],
                                capture_output=True, text=True, check=True).stdout.splitlines()
        for path in listed:
            if ".xcassets/" not in path or not path.endswith("/Contents.json"):
                continue
            target = os.path.join(out, repo.replace("/", "+"), path)
            if os.path.exists(target):
                continue
            os.makedirs(os.path.dirname(target), exist_ok=True)
            content = subprocess.run(["git", "--git-dir", repo_git, "show", f"{commit}:{path}"],
                                     capture_output=True, check=True).stdout
            with open(target, "wb") as file:
                file.write(content)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--mirrors", default="/work/.mirror", help="folder of the repositories' snapshots")
    parser.add_argument("--kinema", default=os.path.join(ROOT, ".build", "debug", "kinema"), help="the kinema binary")
    parser.add_argument("--limit", type=int, default=0, help="check only the first N groups")
    parser.add_argument("--out", default=os.path.join(ROOT, "out", "corpus"))
    parser.add_argument("--resume", action="store_true", help="keep the reports of groups already checked")
    arguments = parser.parse_args()

    rows = read_manifest(os.path.join(ROOT, "Corpus", "manifest.tsv"))
    sources = os.path.join(arguments.out, "sources")
    reports = os.path.join(arguments.out, "reports")
    os.makedirs(reports, exist_ok=True)
    missing = extract(rows, arguments.mirrors, sources)
    if missing:
        sys.exit(f"corpus: no snapshot of {', '.join(sorted(missing))} in {arguments.mirrors} (fetch them, or pass --mirrors)")
    if not os.access(arguments.kinema, os.X_OK):
        sys.exit(f"corpus: no kinema binary at {arguments.kinema} (swift build --product kinema, or pass --kinema)")

    groups = collections.OrderedDict()
    for row in rows:
        groups.setdefault((row["repo"], row["group"]), []).append(row)
    keys = list(groups)[: arguments.limit or None]

    primary = {}  # local path -> repo
    support = 0
    results = {}
    for index, key in enumerate(keys, 1):
        members = groups[key]
        paths = [os.path.join(sources, key[0].replace("/", "+"), row["path"]) for row in members]
        for row, path in zip(members, paths):
            if row["role"] == "primary":
                primary[path] = row["repo"]
            else:
                support += 1
        report = os.path.join(reports, f"{index:03}.json")
        if not (arguments.resume and os.path.exists(report)):
            if os.path.exists(report):
                os.remove(report)
            completed = subprocess.run([arguments.kinema, "check", *paths, "--report", report], capture_output=True, text=True)
        if not os.path.exists(report):
            # kinema could not check the group at all: every file counts as not compiling.
            for path in paths:
                results[path] = {"path": path, "compiles": False, "running": [], "failing": {},
                                 "missing": [{"kind": "other", "name": (completed.stderr.strip() or "kinema failed")[:90], "line": 0}]}
        else:
            with open(report, encoding="utf-8") as file:
                for result in json.load(file)["files"]:
                    results[result["path"]] = result
        print(f"[{index}/{len(keys)}] {key[0]} {key[1]}", file=sys.stderr)

    files = [results[path] for path in primary if path in results]
    compiling = [f for f in files if f["compiles"]]
    running = [f for f in compiling if f["running"] and not f["failing"]]
    blockers = collections.Counter()
    alone = collections.Counter()  # files that only this API blocks
    for f in files:
        if not f["compiles"]:
            names = {need["name"] for need in f["missing"] if need["kind"] in API_KINDS}
            for name in names:
                blockers[name] += 1
            if len(names) == 1 and not any(need["kind"] == "notSwiftUI" for need in f["missing"]):
                alone[next(iter(names))] += 1
    own_names = sum(1 for f in files if not f["compiles"] and not any(n["kind"] in API_KINDS for n in f["missing"]))
    repos = sorted({repo for repo in primary.values()})
    owners = sorted({repo.split("/")[0] for repo in repos})

    lines = [
        f"Corpus: {len(files)} animation files ({support} support files beside them) from {len(repos)} repositories by {len(owners)} authors.",
        "",
        "| | files | share |",
        "| --- | ---: | ---: |",
        f"| compile unchanged | {len(compiling)} | {100 * len(compiling) / max(len(files), 1):.0f} % |",
        f"| run (every view renders a first frame without a diagnostic) | {len(running)} | {100 * len(running) / max(len(files), 1):.0f} % |",
        f"| blocked only by names of their own app (not SwiftUI's) | {own_names} | |",
        "",
        "| missing API | files it blocks | of which it alone blocks |",
        "| --- | ---: | ---: |",
    ]
    lines += [f"| `{name}` | {count} | {alone[name] or ''} |" for name, count in blockers.most_common(40)]
    text = "\n".join(lines) + "\n"
    with open(os.path.join(arguments.out, "coverage.md"), "w", encoding="utf-8") as file:
        file.write(text)
    print(text)


if __name__ == "__main__":
    main()
