#!/usr/bin/env bash
# Prints the path of GCC 12.2's source tarball from Debian's gcc-12-source package (the
# one gcc-source.sh and gcc-testsuite.sh unpack from); fails, naming $1 as the caller,
# when the package is not installed.
set -euo pipefail
tarball=$(ls /usr/src/gcc-12/gcc-12*.tar.xz 2>/dev/null | grep -v gm2 | head -n 1 || true)
if [ -z "$tarball" ]; then
  echo "${1:-gcc-tarball}: no GCC tarball under /usr/src/gcc-12 (apt-get install gcc-12-source)" >&2
  exit 1
fi
echo "$tarball"
