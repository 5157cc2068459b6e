"""What the corpus and fidelity scripts share: reading a manifest of public repositories, and
finding a repository's local snapshot (a bare git folder, `<mirrors>/<owner>+<name>/repo`, as the
search tool's fetch lays them out)."""
import os


def read_manifest(path):
    """The rows of a tab-separated manifest as dictionaries keyed by its header; lines starting
    with '#' are comments, and missing trailing fields are empty."""
    rows = []
    with open(path, encoding="utf-8") as manifest:
        header = manifest.readline().rstrip("\n").split("\t")
        for line in manifest:
            if line.strip() and not line.startswith("#"):
                values = line.rstrip("\n").split("\t")
                rows.append(dict(zip(header, values + [""] * (len(header) - len(values)))))
    return rows


def git_dir(mirrors, repo):
    """The bare git folder of `repo` (owner/name) under `mirrors`, or None."""
    folder = os.path.join(mirrors, repo.replace("/", "+"))
    for candidate in (os.path.join(folder, "repo"), folder, folder + ".git"):
        if os.path.isfile(os.path.join(candidate, "HEAD")):
            return candidate
    return None
