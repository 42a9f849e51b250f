"""What the scripts comparing our workloads with /work/shared/gcc-bench share: running a
command, building both sides, printing a spread."""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(cmd, **kw):
    """The command's stdout; exits naming the script and the command when it fails."""
    res = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if res.returncode != 0:
        name = os.path.basename(sys.argv[0])
        sys.exit(f"{name}: {' '.join(cmd)} failed:\n{res.stderr}")
    return res.stdout


def build(out_dir, ours):
    """Builds gcc-bench's plugin into out_dir, and our release `workloads` unless `ours`
    names a binary already built; returns the binary's path."""
    bench = os.environ.get("GCC_BENCH", "/work/shared/gcc-bench")
    run(["make", "-s", "-C", bench, f"OUT={out_dir}"])
    if ours:
        return ours
    run(["cargo", "build", "--release", "--example", "workloads"], cwd=ROOT)
    target = os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))
    return os.path.join(target, "release", "examples", "workloads")


def spread(xs, digits=3):
    return f"{min(xs):.{digits}f}-{max(xs):.{digits}f}"
