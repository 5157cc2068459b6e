#!/usr/bin/env python3
"""Counts the SF Symbol names used in real SwiftUI code, for Sources/Kinema/Graphics/Symbols/SymbolNames.swift.

Scans every `*.swift` file at HEAD of every repository snapshot under the mirrors folder (bare git
folders, `<mirrors>/<owner>+<name>/repo` or `<mirrors>/<owner>+<name>`, as the search tool's fetch
lays them out; OpenSwiftUIProject+OpenSwiftUI is skipped, being a framework, not app code) and
counts the string literals passed as `systemName:` or `systemImage:` arguments: `Image(systemName:
"x")`, `UIImage(systemName: "x")`, `Label("T", systemImage: "x")`, `Button("T", systemImage: "x")`
and the like, and both literals of `systemName: cond ? "a" : "b"`. Interpolated strings, variables and lines
commented out with `//` are not counted. For each name it writes the number of uses and of
repositories using it to a TSV, sorted by uses (descending) then name.

Usage: python3 Scripts/symbol_names.py [--mirrors DIR] [--out FILE]
"""
import argparse
import collections
import os
import re
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SKIP = {"OpenSwiftUIProject+OpenSwiftUI"}
# An argument label, then either a literal, or a ternary `cond ? "a" : "b"` (the condition may span lines
# and hold calls without nested parentheses).
ARGUMENT = re.compile(r'\b(?:systemName|systemImage)\s*:\s*(?:"([^"\\\n]*)"|(?:[^,()"]|\([^()"\n]*\)){0,120}?\?\s*"([^"\\\n]*)"\s*:\s*"([^"\\\n]*)")')
SYMBOL = re.compile(r"^[a-z0-9]+(?:\.[a-z0-9]+)*$")


def git_dir(folder):
    """The bare git folder of a snapshot, or None."""
    for candidate in (os.path.join(folder, "repo"), folder):
        if os.path.isfile(os.path.join(candidate, "HEAD")):
            return candidate
    return None


def swift_sources(repo_git):
    """Yields the text of every *.swift file at HEAD."""
    listing = subprocess.run(["git", "--git-dir", repo_git, "ls-tree", "-r", "HEAD"],
                             capture_output=True, text=True, check=True).stdout
    blobs = [line.split(None, 3)[2] for line in listing.splitlines()
             if line.split("\t", 1)[-1].endswith(".swift") and line.split(None, 2)[1] == "blob"]
    if not blobs:
        return
    batch = subprocess.run(["git", "--git-dir", repo_git, "cat-file", "--batch"],
                           input="\n".join(blobs).encode() + b"\n", capture_output=True, check=True).stdout
    position = 0
    for _ in blobs:
        header_end = batch.index(b"\n", position)
        size = int(batch[position:header_end].split()[2])
        yield batch[header_end + 1:header_end + 1 + size].decode("utf-8", "replace")
        position = header_end + 1 + size + 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--mirrors", default="/work/.mirror", help="folder of the repositories' snapshots")
    parser.add_argument("--out", default=os.path.join(ROOT, "Corpus", "symbol-names.tsv"), help="TSV to write")
    arguments = parser.parse_args()

    uses, repositories = collections.Counter(), collections.defaultdict(set)
    scanned = []
    for name in sorted(os.listdir(arguments.mirrors)):
        repo_git = git_dir(os.path.join(arguments.mirrors, name))
        if name in SKIP or repo_git is None:
            continue
        scanned.append(name)
        for text in swift_sources(repo_git):
            for match in ARGUMENT.finditer(text):
                if "//" in text[text.rfind("\n", 0, match.start()) + 1:match.start()]:
                    continue  # commented out
                for symbol in filter(None, match.groups()):
                    if SYMBOL.match(symbol):
                        uses[symbol] += 1
                        repositories[symbol].add(name)

    with open(arguments.out, "w", encoding="utf-8") as out:
        out.write(f"# SF Symbol names passed as string literals to systemName:/systemImage: in the *.swift files at HEAD of "
                  f"{len(scanned)} public SwiftUI repositories; made by "
                  f"`python3 Scripts/symbol_names.py --mirrors {arguments.mirrors}`\n")
        out.write(f"# repositories: {' '.join(name.replace('+', '/', 1) for name in scanned)}\n")
        out.write("name\tuses\trepositories\n")
        for symbol in sorted(uses, key=lambda s: (-uses[s], s)):
            out.write(f"{symbol}\t{uses[symbol]}\t{len(repositories[symbol])}\n")
    print(f"symbol_names: {len(uses)} names, {sum(uses.values())} uses in {len(scanned)} repositories -> {arguments.out}")


if __name__ == "__main__":
    main()
