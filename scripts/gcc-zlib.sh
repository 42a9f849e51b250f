#!/usr/bin/env bash
# Unpacks the copy of zlib that GCC 12.2's sources carry (the library and its test programs
# example.c, infcover.c and minigzip.c) from Debian's gcc-12-source package, beside the
# sources that scripts/gcc-source.sh unpacks, and prints its directory: the real library
# tests/zlib_roundtrip.rs builds from the documents gccint holds.
set -euo pipefail
zlib=${GCCINT_GCC_SRC:-/usr/src/gcc-12/gcc-12.2.0}/zlib
if [ ! -f "$zlib/deflate.c" ] || [ ! -f "$zlib/test/infcover.c" ]; then
  tarball=$("$(dirname "$0")/gcc-tarball.sh" gcc-zlib)
  # Unpacked beside, then renamed: an interrupted run leaves no half a directory behind.
  partial="$zlib.partial"
  rm -rf "$partial"
  mkdir -p "$partial"
  tar -C "$partial" -xJf "$tarball" --strip-components=2 --wildcards \
    --no-wildcards-match-slash 'gcc-12.2.0/zlib/*.[ch]' 'gcc-12.2.0/zlib/test/*.c'
  rm -rf "$zlib"
  mv "$partial" "$zlib"
fi
echo "$zlib"
