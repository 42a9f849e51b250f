//! Builds GCC's poly_int oracle and compares its answers with polyint's.

mod cases;

use std::env;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Where the pieces of GCC come from.
struct Toolchain {
    gxx: String,
    plugin_include: PathBuf,
    gcc_src: PathBuf,
}

/// Skips the test (reported as ignored, with why; a failure under GCCINT_REQUIRE_GCC=1).
fn unavailable(why: &str) {
    testkit::skip(format!("GCC differential test cannot run: {why}"));
}

fn find_toolchain() -> Result<Toolchain, String> {
    let gxx = env::var("GCCINT_GXX").unwrap_or_else(|_| "g++".to_string());
    let version = Command::new(&gxx)
        .arg("-dumpversion")
        .output()
        .map_err(|e| format!("cannot run {gxx}: {e}"))?;
    let version = String::from_utf8_lossy(&version.stdout).trim().to_string();
    if !version.starts_with("12") {
        return Err(format!("{gxx} is version {version:?}, not 12"));
    }
    let plugin = Command::new(&gxx)
        .arg("-print-file-name=plugin")
        .output()
        .map_err(|e| format!("cannot run {gxx}: {e}"))?;
    let plugin_include =
        PathBuf::from(String::from_utf8_lossy(&plugin.stdout).trim()).join("include");
    if !plugin_include.join("poly-int.h").is_file() {
        return Err(format!(
            "GCC plugin headers not found in {}",
            plugin_include.display()
        ));
    }
    let root =
        env::var("GCCINT_GCC_SRC").unwrap_or_else(|_| "/usr/src/gcc-12/gcc-12.2.0".to_string());
    let gcc_src = PathBuf::from(root).join("gcc");
    for f in ["hwint.cc", "wide-int.cc", "wide-int-print.cc"] {
        if !gcc_src.join(f).is_file() {
            return Err(format!(
                "GCC source {} not found (set GCCINT_GCC_SRC)",
                gcc_src.join(f).display()
            ));
        }
    }
    Ok(Toolchain {
        gxx,
        plugin_include,
        gcc_src,
    })
}

fn compile(tc: &Toolchain, args: &[&str], what: &str) {
    let out = Command::new(&tc.gxx).args(args).output().expect("g++ runs");
    assert!(
        out.status.success(),
        "compiling {what} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Compiles the oracle into `dir` and returns its path.
fn build_oracle(tc: &Toolchain, dir: &Path) -> PathBuf {
    fs::create_dir_all(dir.join("stub")).expect("build directory");
    // wide-int.cc wants longlong.h (not shipped with the plugin headers) only for its
    // optional umul_ppmm fast path; an empty one selects GCC's portable code.
    fs::write(dir.join("stub/longlong.h"), "").expect("stub header");
    let here = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/gcc");
    let inc = format!("-I{}", tc.plugin_include.display());
    let stub = format!("-I{}", dir.join("stub").display());
    // Target macros wide-int.cc needs that the plugin's tm.h leaves to the target headers.
    let target = [
        "-DPREFERRED_DEBUGGING_TYPE=DWARF2_DEBUG",
        "-DUNITS_PER_WORD=8",
        "-DWORDS_BIG_ENDIAN=0",
        "-DBYTES_BIG_ENDIAN=0",
    ];
    let mut objects = Vec::new();
    for name in ["hwint", "wide-int", "wide-int-print"] {
        let src = tc.gcc_src.join(format!("{name}.cc"));
        let obj = dir.join(format!("{name}.o"));
        let (src_s, obj_s) = (src.display().to_string(), obj.display().to_string());
        let mut args = vec![
            "-std=gnu++17",
            "-O1",
            "-w",
            "-ffunction-sections",
            &inc,
            &stub,
        ];
        args.extend(target);
        args.extend(["-c", &src_s, "-o", &obj_s]);
        compile(tc, &args, &src_s);
        objects.push(obj_s);
    }
    let exe = dir.join("poly_oracle");
    let (main_s, support_s, exe_s) = (
        here.join("poly_oracle.cc").display().to_string(),
        here.join("support.cc").display().to_string(),
        exe.display().to_string(),
    );
    let mut args = vec!["-std=gnu++17", "-O1", "-w", &inc, &main_s, &support_s];
    args.extend(objects.iter().map(String::as_str));
    args.extend(["-Wl,--gc-sections", "-o", &exe_s]);
    compile(tc, &args, "the oracle");
    exe
}

pub(crate) fn run() {
    let tc = match find_toolchain() {
        Ok(tc) => tc,
        Err(why) => return unavailable(&why),
    };
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("gcc-poly-oracle");
    let exe = build_oracle(&tc, &dir);
    let cases = cases::generate();
    let input: String = cases.iter().map(|c| format!("{}\n", c.input)).collect();
    // Kept for reruns by hand: `poly_oracle < cases.txt`.
    fs::write(dir.join("cases.txt"), &input).expect("cases written");
    let mut child = Command::new(&exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the oracle starts");
    let mut stdin = child.stdin.take().expect("piped");
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().expect("the oracle runs");
    let answered = out.stdout.iter().filter(|&&c| c == b'\n').count();
    assert!(
        out.status.success(),
        "the oracle failed ({}) on case {}: {}\n{}",
        out.status,
        answered + 1,
        cases.get(answered).map_or("", |c| c.input.as_str()),
        String::from_utf8_lossy(&out.stderr)
    );
    writer
        .join()
        .expect("writer thread")
        .expect("input written");
    let lines: Vec<&str> = std::str::from_utf8(&out.stdout)
        .expect("UTF-8")
        .lines()
        .collect();
    assert_eq!(lines.len(), cases.len(), "one answer line per case");
    let mut failures = Vec::new();
    let mut tokens = 0;
    for (case, gcc) in cases.iter().zip(&lines) {
        let gcc: Vec<&str> = gcc.split(' ').collect();
        let ours: Vec<&str> = case.expected.split(' ').collect();
        tokens += gcc.len();
        if gcc != ours {
            let diff: Vec<String> = gcc
                .iter()
                .zip(&ours)
                .filter(|(g, o)| g != o)
                .take(4)
                .map(|(g, o)| format!("GCC {g} / polyint {o}"))
                .collect();
            let extra = if gcc.len() != ours.len() {
                format!(" ({} GCC tokens, {} polyint tokens)", gcc.len(), ours.len())
            } else {
                String::new()
            };
            failures.push(format!("{}: {}{extra}", case.input, diff.join(", ")));
        }
    }
    eprintln!(
        "GCC differential: {} cases, {tokens} answers compared, {} mismatching cases",
        cases.len(),
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "{} of {} cases differ from GCC 12:\n{}",
        failures.len(),
        cases.len(),
        failures
            .iter()
            .take(20)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}
