#!/usr/bin/env bash
# Checks the workspace's documentation as a newcomer's first `cargo doc` builds it: from a
# clean output directory, with warnings as errors (every intra-doc link resolves), then every
# relative link in the generated pages of our crates must name a file that exists (rustdoc
# does not warn about a link into another crate whose page it cannot find). With
# --all-features, feature-gated items (polyint's `strategies`, serde impls) are documented too.
#
#   scripts/doc-check.sh [--all-features]
set -euo pipefail
cd "$(dirname "$0")/.."

# What decides whether rustdoc can link to another crate is whether that crate's pages
# exist yet, so the output directory is emptied (cargo then documents every crate again;
# the compiled dependencies are reused).
doc="${CARGO_TARGET_DIR:-target}/doc"
rm -rf "$doc"
RUSTDOCFLAGS="${RUSTDOCFLAGS:-} -Dwarnings" cargo doc --workspace --no-deps "$@"

crates=(gccint polyint tree ggc ggc_derive opts testkit)
dead=0
checked=0
for crate in "${crates[@]}"; do
    [ -d "$doc/$crate" ] || { echo "no documentation for $crate"; dead=$((dead + 1)); continue; }
    # Relative hrefs (no scheme, not a script's template), without their #fragment or query,
    # one per page and target.
    while IFS=$'\t' read -r page href; do
        target="$(dirname "$page")/$href"
        checked=$((checked + 1))
        if [ ! -e "$target" ]; then
            echo "dead link in $page: $href"
            dead=$((dead + 1))
        fi
    done < <(grep -rHo 'href="[^"]*"' --include='*.html' "$doc/$crate" |
        sed -n 's/^\([^:]*\):href="\([^"#?]*\).*/\1\t\2/p' |
        grep -v $'\t''\([a-z]\+:\|$\|.*[$]{\)' |
        # Source-view links ("Source" beside an impl) are rustdoc's, not the docs': one
        # into another crate's sources (an impl a ggc macro wrote in tree) was missing on
        # the first --all-features run after a change and present on the next.
        grep -v $'\t''\(\.\./\)*src/' | sort -u)
done
# A link into another crate renders as plain text, with no warning, when rustdoc cannot place
# that crate's pages: the front pages that link across crates must hold real links (`$2` is
# a grep pattern: an item re-exported from a private module is linked through the redirect
# page rustdoc writes at its definition's path).
expect_link() {
    checked=$((checked + 1))
    if ! grep -q "href=\"$2\"" "$doc/$1"; then
        echo "$1 has no link to $2"
        dead=$((dead + 1))
    fi
}
for crate in polyint tree ggc opts; do
    expect_link gccint/index.html "../$crate/index.html"
done
expect_link tree/index.html '../ggc/\([a-z_]*/\)\?struct.Heap.html'

echo "$checked relative links checked, $dead dead"
[ "$dead" -eq 0 ]
