//! The GCC exporter plugin (`gcc-plugin/`), embedded in the library so that an installed
//! `gccint` can build it for the machine's GCC: [`build_cached`] writes the sources to a
//! cache directory and runs their Makefile there once per GCC and source version.
//!
//! The Makefile stays the one place that says how the plugin is compiled; the tests build
//! it from the source tree with the same Makefile.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Every file of `gcc-plugin/`, by name (a test checks this list against the directory).
pub const SOURCES: &[(&str, &str)] = &[
    ("Makefile", include_str!("../gcc-plugin/Makefile")),
    ("cp-support.cc", include_str!("../gcc-plugin/cp-support.cc")),
    ("cp-support.h", include_str!("../gcc-plugin/cp-support.h")),
    ("exporter.h", include_str!("../gcc-plugin/exporter.h")),
    (
        "gccint-export.cc",
        include_str!("../gcc-plugin/gccint-export.cc"),
    ),
    (
        "gccint-import.cc",
        include_str!("../gcc-plugin/gccint-import.cc"),
    ),
    ("globals.cc", include_str!("../gcc-plugin/globals.cc")),
    ("globals.h", include_str!("../gcc-plugin/globals.h")),
    (
        "import-bodies.cc",
        include_str!("../gcc-plugin/import-bodies.cc"),
    ),
    (
        "import-builtin-args.cc",
        include_str!("../gcc-plugin/import-builtin-args.cc"),
    ),
    (
        "import-calls.cc",
        include_str!("../gcc-plugin/import-calls.cc"),
    ),
    (
        "import-constructors.cc",
        include_str!("../gcc-plugin/import-constructors.cc"),
    ),
    (
        "import-cycles.cc",
        include_str!("../gcc-plugin/import-cycles.cc"),
    ),
    (
        "import-depth.cc",
        include_str!("../gcc-plugin/import-depth.cc"),
    ),
    (
        "import-document.cc",
        include_str!("../gcc-plugin/import-document.cc"),
    ),
    (
        "import-fields.cc",
        include_str!("../gcc-plugin/import-fields.cc"),
    ),
    (
        "import-links.cc",
        include_str!("../gcc-plugin/import-links.cc"),
    ),
    (
        "import-layout-check.cc",
        include_str!("../gcc-plugin/import-layout-check.cc"),
    ),
    (
        "import-locations.cc",
        include_str!("../gcc-plugin/import-locations.cc"),
    ),
    (
        "import-modes.cc",
        include_str!("../gcc-plugin/import-modes.cc"),
    ),
    (
        "import-nodes.cc",
        include_str!("../gcc-plugin/import-nodes.cc"),
    ),
    ("import-omp.cc", include_str!("../gcc-plugin/import-omp.cc")),
    (
        "import-shape-check.cc",
        include_str!("../gcc-plugin/import-shape-check.cc"),
    ),
    (
        "import-shapes.cc",
        include_str!("../gcc-plugin/import-shapes.cc"),
    ),
    (
        "import-shapes.h",
        include_str!("../gcc-plugin/import-shapes.h"),
    ),
    (
        "import-refs.cc",
        include_str!("../gcc-plugin/import-refs.cc"),
    ),
    ("importer.h", include_str!("../gcc-plugin/importer.h")),
    ("json-line.cc", include_str!("../gcc-plugin/json-line.cc")),
    ("json-line.h", include_str!("../gcc-plugin/json-line.h")),
    ("json-value.cc", include_str!("../gcc-plugin/json-value.cc")),
    ("json-value.h", include_str!("../gcc-plugin/json-value.h")),
    (
        "node-record.cc",
        include_str!("../gcc-plugin/node-record.cc"),
    ),
];

/// The exporter plugin the Makefile builds: it writes GCC's GENERIC as a document.
pub const PLUGIN_FILE: &str = "gccint_export.so";

/// The importer plugin the Makefile builds: cc1 compiles a document instead of C.
pub const IMPORT_PLUGIN_FILE: &str = "gccint_import.so";

/// Why the plugin could not be built.
#[derive(Debug, thiserror::Error)]
pub enum PluginError {
    /// `gcc -print-file-name=plugin` names no directory with `gcc-plugin.h`.
    #[error("GCC's plugin headers are not installed (apt-get install gcc-12-plugin-dev)")]
    NoHeaders,
    /// A file or directory operation failed.
    #[error("{what}: {source}")]
    Io {
        /// What was being done.
        what: String,
        /// The cause.
        source: std::io::Error,
    },
    /// `make` failed.
    #[error("building the plugin failed:\n{0}")]
    Build(String),
}

fn io(what: impl Into<String>) -> impl FnOnce(std::io::Error) -> PluginError {
    let what = what.into();
    move |source| PluginError::Io { what, source }
}

/// The plugin built for `cc` (e.g. `"gcc"`): from the cache when it is there, else
/// built into it. The cache is `$GCCINT_PLUGIN_DIR`, else `$XDG_CACHE_HOME/gccint`, else
/// `~/.cache/gccint`, else the temporary directory; one subdirectory per GCC version and
/// source hash.
pub fn build_for(cc: &str) -> Result<PathBuf, PluginError> {
    Ok(build_dir_for(cc)?.join(PLUGIN_FILE))
}

/// The importer plugin built for `cc`, from the same cache as [`build_for`].
pub fn build_importer_for(cc: &str) -> Result<PathBuf, PluginError> {
    Ok(build_dir_for(cc)?.join(IMPORT_PLUGIN_FILE))
}

/// The cache directory holding both plugins built for `cc`.
fn build_dir_for(cc: &str) -> Result<PathBuf, PluginError> {
    let headers = Command::new(cc)
        .arg("-print-file-name=plugin")
        .output()
        .map_err(io(format!("running {cc}")))?;
    let plugin_dir = String::from_utf8_lossy(&headers.stdout).trim().to_string();
    if !Path::new(&plugin_dir)
        .join("include/gcc-plugin.h")
        .is_file()
    {
        return Err(PluginError::NoHeaders);
    }
    let version = Command::new(cc)
        .arg("-dumpfullversion")
        .output()
        .map_err(io(format!("running {cc}")))?;
    let mut key = String::from_utf8_lossy(&version.stdout).trim().to_string();
    key.push('\0');
    key.push_str(&plugin_dir);
    for (name, text) in SOURCES {
        key.push('\0');
        key.push_str(name);
        key.push('\0');
        key.push_str(text);
    }
    let dir = cache_root().join(format!("plugin-{:016x}", fnv1a(key.as_bytes())));
    let built = |d: &Path| d.join(PLUGIN_FILE).is_file() && d.join(IMPORT_PLUGIN_FILE).is_file();
    if built(&dir) {
        return Ok(dir);
    }
    std::fs::create_dir_all(&dir).map_err(io(format!("creating {}", dir.display())))?;
    for (name, text) in SOURCES {
        let path = dir.join(name);
        std::fs::write(&path, text).map_err(io(format!("writing {}", path.display())))?;
    }
    let out = Command::new("make")
        .arg("-s")
        .arg("-C")
        .arg(&dir)
        .arg(format!("CC={cc}"))
        .output()
        .map_err(io("running make"))?;
    if !out.status.success() || !built(&dir) {
        return Err(PluginError::Build(format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )));
    }
    Ok(dir)
}

/// [`build_for`] the machine's `gcc`.
pub fn build_cached() -> Result<PathBuf, PluginError> {
    build_for("gcc")
}

fn cache_root() -> PathBuf {
    let env = |k: &str| {
        std::env::var_os(k)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    env("GCCINT_PLUGIN_DIR")
        .or_else(|| env("XDG_CACHE_HOME").map(|d| d.join("gccint")))
        .or_else(|| env("HOME").map(|d| d.join(".cache/gccint")))
        .unwrap_or_else(|| std::env::temp_dir().join("gccint"))
}

/// FNV-1a: a stable hash for the cache key (std's hashers may change between releases).
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_sources_are_the_whole_plugin_directory() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("gcc-plugin");
        let mut on_disk: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n != "README.md" && !n.ends_with(".so") && !n.ends_with(".o"))
            .collect();
        on_disk.sort();
        let mut embedded: Vec<String> = SOURCES.iter().map(|(n, _)| n.to_string()).collect();
        embedded.sort();
        assert_eq!(embedded, on_disk, "update gccint::plugin::SOURCES");
        for (name, text) in SOURCES {
            assert_eq!(std::fs::read_to_string(dir.join(name)).unwrap(), *text);
        }
    }

    #[test]
    fn the_cache_key_hash_is_stable() {
        assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
    }
}
