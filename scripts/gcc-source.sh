#!/usr/bin/env bash
# Unpacks the parts of GCC 12.2's sources that gccint's differential tests read (the gcc/
# directory without its testsuite: .opt files, awk generators, tree.def, poly-int.h, ...)
# from Debian's gcc-12-source package, and prints the directory it unpacked to.
#
# Tests find the sources through $GCCINT_GCC_SRC, falling back to the default below.
set -euo pipefail
dest=${GCCINT_GCC_SRC:-/usr/src/gcc-12/gcc-12.2.0}
if [ -f "$dest/gcc/common.opt" ]; then
  echo "$dest"
  exit 0
fi
tarball=$("$(dirname "$0")/gcc-tarball.sh" gcc-source)
parent=$(dirname "$dest")
mkdir -p "$parent"
tmp=$(mktemp -d "$parent/.unpack.XXXXXX")
tar -C "$tmp" -xJf "$tarball" --wildcards 'gcc-12.2.0/gcc/*' --exclude='gcc-12.2.0/gcc/testsuite'
rm -rf "$dest"
mv "$tmp/gcc-12.2.0" "$dest"
rmdir "$tmp"
echo "$dest"
