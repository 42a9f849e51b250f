#!/usr/bin/env bash
# Unpacks the parts of GCC 12.2's testsuite that the GCC interop differential suite compiles
# (gcc.c-torture and g++.dg) from Debian's gcc-12-source package, beside the sources that
# scripts/gcc-source.sh unpacks, and prints the testsuite directory.
set -euo pipefail
dest=${GCCINT_GCC_SRC:-/usr/src/gcc-12/gcc-12.2.0}
suite="$dest/gcc/testsuite"
if [ -d "$suite/gcc.c-torture/execute" ] && [ -d "$suite/g++.dg" ]; then
  echo "$suite"
  exit 0
fi
tarball=$("$(dirname "$0")/gcc-tarball.sh" gcc-testsuite)
mkdir -p "$dest"
tmp=$(mktemp -d "$dest/.unpack.XXXXXX")
tar -C "$tmp" -xJf "$tarball" --wildcards \
  'gcc-12.2.0/gcc/testsuite/gcc.c-torture/*' 'gcc-12.2.0/gcc/testsuite/g++.dg/*'
mkdir -p "$suite"
rm -rf "$suite/gcc.c-torture" "$suite/g++.dg"
mv "$tmp/gcc-12.2.0/gcc/testsuite/gcc.c-torture" "$tmp/gcc-12.2.0/gcc/testsuite/g++.dg" "$suite/"
rm -rf "$tmp"
echo "$suite"
