//! The option table against GCC's own generator: GCC 12's awk scripts turn the 14
//! x86_64-linux `.opt` files into `options.h` / `options.cc` in a temporary directory, and
//! every field of every option, language, mask, enumeration and variable is compared.
//!
//! Skips with a message when GCC's sources or `gawk` are missing, unless
//! `GCCINT_REQUIRE_GCC=1`.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use opts::{AliasTarget, ClFlags, EnumKind, OptionTable, SourceSet, VarType};

mod common;

use common::{gcc_dir, skip};

/// The generated `options.h` and `options.cc`, or `None` when the test must skip.
fn run_gcc_generator(gcc: &Path, files: &[PathBuf]) -> Option<(String, String)> {
    let awk = ["gawk", "awk"].into_iter().find(|a| {
        Command::new(a)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    });
    let Some(awk) = awk else {
        skip("gawk not found (GCC's configure prefers gawk; apt-get install gawk)");
        return None;
    };
    static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let run = RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("gccint-opts-awk-{}-{run}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let optionlist = dir.join("optionlist");
    let gather = Command::new(awk)
        .env("LC_ALL", "C")
        .arg("-f")
        .arg(gcc.join("opt-gather.awk"))
        .args(files)
        .output()
        .unwrap();
    assert!(gather.status.success(), "opt-gather.awk: {gather:?}");
    std::fs::write(&optionlist, &gather.stdout).unwrap();
    let generate = |script: &str, extra: &[&str]| {
        let out = Command::new(awk)
            .env("LC_ALL", "C")
            .arg("-f")
            .arg(gcc.join("opt-functions.awk"))
            .arg("-f")
            .arg(gcc.join("opt-read.awk"))
            .arg("-f")
            .arg(gcc.join(script))
            .args(extra)
            .stdin(std::fs::File::open(&optionlist).unwrap())
            .output()
            .unwrap();
        assert!(out.status.success(), "{script}: {out:?}");
        String::from_utf8(out.stdout).unwrap()
    };
    let h = generate("opth-gen.awk", &[]);
    let c = generate(
        "optc-gen.awk",
        &[
            "-v",
            "header_name=config.h system.h coretypes.h options.h tm.h",
        ],
    );
    let _ = std::fs::remove_dir_all(&dir);
    Some((h, c))
}

/// Splits C text at top-level commas, keeping string literals whole and dropping comments.
fn c_fields(text: &str) -> Vec<String> {
    let mut fields = Vec::new();
    let mut cur = String::new();
    let mut chars = text.chars().peekable();
    let mut depth = 0;
    while let Some(c) = chars.next() {
        match c {
            '"' => {
                cur.push('"');
                while let Some(d) = chars.next() {
                    cur.push(d);
                    if d == '\\' {
                        if let Some(e) = chars.next() {
                            cur.push(e);
                        }
                    } else if d == '"' {
                        break;
                    }
                }
            }
            '/' if chars.peek() == Some(&'*') => {
                chars.next();
                let mut prev = ' ';
                for d in chars.by_ref() {
                    if prev == '*' && d == '/' {
                        break;
                    }
                    prev = d;
                }
            }
            '(' => {
                depth += 1;
                cur.push(c);
            }
            ')' => {
                depth -= 1;
                cur.push(c);
            }
            ',' if depth == 0 => fields.push(std::mem::take(&mut cur).trim().to_owned()),
            _ => cur.push(c),
        }
    }
    if !cur.trim().is_empty() {
        fields.push(cur.trim().to_owned());
    }
    fields
}

/// The fields of one `{ ... },` initializer.
fn entry_fields(text: &str) -> Vec<String> {
    let body = text.trim_end();
    let body = body.strip_suffix(',').unwrap_or(body).trim_end();
    let body = body.strip_suffix('}').unwrap_or(body);
    c_fields(body)
}

/// The lines between `start` and the next line equal to `};`.
fn section<'a>(text: &'a str, start: &str) -> Vec<&'a str> {
    let mut lines = text.lines().skip_while(|l| !l.starts_with(start)).skip(1);
    let mut out = Vec::new();
    for l in lines.by_ref() {
        if l == "};" {
            break;
        }
        out.push(l);
    }
    out
}

struct Gcc {
    /// Per option: (name, enumerator, has_enumerator).
    enumerators: Vec<(String, String, bool)>,
    /// cl_options entries split into fields (the `#if` branch of conditional ones).
    entries: Vec<Vec<String>>,
    lang_macros: Vec<(String, u32)>,
    masks: Vec<(String, String)>,
    target_macros: Vec<(String, String)>,
    enums: Vec<Vec<String>>,
    enum_data: HashMap<String, Vec<Vec<String>>>,
    inits: Vec<(String, String)>,
    /// `struct gcc_options` fields: (name, declared type without spaces).
    fields: Vec<(String, String)>,
    /// `InverseMask(X, THIS)` macros: (TARGET_THIS, mask macro).
    inverse: Vec<(String, String)>,
}

fn parse_gcc(h: &str, c: &str) -> Gcc {
    let mut enumerators = Vec::new();
    for l in section(h, "enum opt_code") {
        let l = l.trim();
        if l.starts_with("N_OPTS") {
            break;
        }
        if l == "{" {
            continue;
        }
        let hidden = l.starts_with("/* OPT_");
        let body = l.trim_start_matches("/* ");
        let enumerator = body.split(' ').next().unwrap().to_owned();
        let name = l
            .rsplit("/* -")
            .next()
            .unwrap()
            .trim_end_matches(" */")
            .to_owned();
        enumerators.push((name, enumerator, !hidden));
    }
    let mut entries = Vec::new();
    let mut current = String::new();
    let mut in_else = false;
    for l in section(c, "const struct cl_option cl_options[] =") {
        if l.starts_with("#if") {
            continue;
        } else if l.starts_with("#else") {
            in_else = true;
            continue;
        } else if l.starts_with("#endif") {
            in_else = false;
            continue;
        } else if in_else || l == "{" {
            continue;
        }
        if l.starts_with(" /* [") {
            if !current.is_empty() {
                entries.push(entry_fields(&std::mem::take(&mut current)));
            }
            continue;
        }
        current.push_str(l);
        current.push('\n');
    }
    if !current.is_empty() {
        entries.push(entry_fields(&current));
    }
    let mut lang_macros = Vec::new();
    let mut masks = Vec::new();
    let mut target_macros = Vec::new();
    for l in h.lines() {
        let Some(rest) = l.strip_prefix("#define ") else {
            continue;
        };
        let (name, value) = rest.split_once(' ').unwrap_or((rest, ""));
        if name.starts_with("CL_") && value.trim().starts_with("(1U << ") && name != "CL_LANG_ALL" {
            let bit = value
                .trim()
                .trim_start_matches("(1U << ")
                .trim_end_matches(')');
            lang_macros.push((name.to_owned(), bit.parse().unwrap()));
        } else if (name.starts_with("MASK_") || name.starts_with("OPTION_MASK_"))
            && value.contains("<<")
        {
            masks.push((name.to_owned(), value.to_owned()));
        } else if name.starts_with("TARGET_") && !name.contains('(') && value.starts_with("((") {
            target_macros.push((name.to_owned(), value.to_owned()));
        }
    }
    let enums = {
        let mut out = Vec::new();
        let mut cur = Vec::new();
        for l in section(c, "const struct cl_enum cl_enums[] =") {
            let l = l.trim();
            if l == "{" {
                continue;
            }
            if l == "}," {
                out.push(std::mem::take(&mut cur));
            } else {
                cur.push(l.trim_end_matches(',').to_owned());
            }
        }
        out
    };
    let mut enum_data = HashMap::new();
    for l in c.lines() {
        if let Some(rest) = l.strip_prefix("static const struct cl_enum_arg cl_enum_") {
            let name = rest.split("_data[]").next().unwrap().to_owned();
            let rows = section(c, l)
                .into_iter()
                .filter(|r| r.trim_start().starts_with("{ \""))
                .map(|r| {
                    c_fields(
                        r.trim()
                            .trim_start_matches('{')
                            .trim_end_matches(['}', ',', ' ']),
                    )
                })
                .collect();
            enum_data.insert(name, rows);
        }
    }
    let inits = section(c, "const struct gcc_options global_options_init =")
        .into_iter()
        .filter(|l| l.starts_with("  ") && l.contains(", /* "))
        .filter_map(|l| {
            let (init, name) = l.trim().rsplit_once(", /* ")?;
            let name = name.trim_end_matches(" */");
            (!name.starts_with("frontend_set_")).then(|| {
                (
                    name.trim_end_matches(" (private state)").to_owned(),
                    init.to_owned(),
                )
            })
        })
        .collect();
    let mut fields = Vec::new();
    let mut in_struct = false;
    for l in h.lines() {
        if l.starts_with("struct GTY(()) gcc_options") {
            in_struct = true;
        } else if l.starts_with("extern struct gcc_options global_options;") {
            break;
        } else if in_struct && l.starts_with("  ") && l.ends_with(';') && l.contains("x_") {
            let decl = l.trim().trim_end_matches(';');
            // `frontend_set_` flags have no `x_` prefix.
            let Some(at) = (1..decl.len()).find(|&i| {
                decl[i..].starts_with("x_") && matches!(decl.as_bytes()[i - 1], b' ' | b'*')
            }) else {
                continue;
            };
            let (ty, rest) = decl.split_at(at);
            let (name, array) = rest[2..].split_once('[').map_or_else(
                || (&rest[2..], String::new()),
                |(n, a)| (n, format!("[{a}")),
            );
            fields.push((name.to_owned(), format!("{ty}{array}").replace(' ', "")));
        }
    }
    let inverse = target_macros
        .iter()
        .filter(|(_, v)| v.ends_with(") == 0)"))
        .map(|(n, v)| {
            let mask = v.rsplit("& ").next().unwrap().trim_end_matches(") == 0)");
            (n.clone(), mask.to_owned())
        })
        .collect();
    Gcc {
        enumerators,
        entries,
        lang_macros,
        masks,
        target_macros,
        enums,
        enum_data,
        inits,
        fields,
        inverse,
    }
}

fn flags_text(table: &OptionTable, flags: ClFlags) -> String {
    let mut parts: Vec<String> = table
        .languages
        .iter()
        .filter(|l| flags.contains(l.flag))
        .map(|l| l.macro_name.clone())
        .collect();
    // GCC lists languages in lang order, then the fixed flags in switch_flags order.
    let order = [
        ClFlags::COMMON,
        ClFlags::TARGET,
        ClFlags::PCH_IGNORE,
        ClFlags::DRIVER,
        ClFlags::JOINED,
        ClFlags::SEPARATE,
        ClFlags::UNDOCUMENTED,
        ClFlags::NO_DWARF_RECORD,
        ClFlags::WARNING,
        ClFlags::OPTIMIZATION,
        ClFlags::PARAMS,
    ];
    for f in order {
        if flags.contains(f) {
            let name = ClFlags::NAMED.iter().find(|(_, v)| *v == f).unwrap().0;
            parts.push(name.to_owned());
        }
    }
    if parts.is_empty() {
        "0".to_owned()
    } else {
        parts.join(" | ")
    }
}

fn ours(table: &OptionTable, i: usize) -> Vec<String> {
    let o = &table.options[i];
    let opt = |idx: Option<opts::OptIndex>| {
        idx.map_or_else(
            || "N_OPTS".to_owned(),
            |x| table.options[x.index()].enumerator(),
        )
    };
    let s = |v: Option<&str>| v.map_or_else(|| "NULL".to_owned(), |t| format!("\"{t}\""));
    let (alias_arg, neg_arg, alias_target) = match &o.alias {
        AliasTarget::None => ("NULL".into(), "NULL".into(), "N_OPTS".into()),
        AliasTarget::Ignore => ("NULL".into(), "NULL".into(), "OPT_SPECIAL_ignore".into()),
        AliasTarget::WarnRemoved => (
            "NULL".into(),
            "NULL".into(),
            "OPT_SPECIAL_warn_removed".into(),
        ),
        AliasTarget::Option { target } => {
            (s(o.alias_args().0), s(o.alias_args().1), opt(Some(*target)))
        }
    };
    let b = |v: bool| if v { "1" } else { "0" }.to_owned();
    let (var_enum, var_type, var_value) = match &o.var_type {
        VarType::Integer => ("0".into(), "CLVC_INTEGER", "0".into()),
        VarType::Equal(e) => ("0".into(), "CLVC_EQUAL", e.text.to_string()),
        VarType::BitClear(m) => ("0".into(), "CLVC_BIT_CLEAR", m.macro_name.clone()),
        VarType::BitSet(m) => ("0".into(), "CLVC_BIT_SET", m.macro_name.clone()),
        VarType::Size => ("0".into(), "CLVC_SIZE", "0".into()),
        VarType::String => ("0".into(), "CLVC_STRING", "0".into()),
        VarType::Defer => ("0".into(), "CLVC_DEFER", "0".into()),
        VarType::Enum { index, kind } => (
            index.0.to_string(),
            "CLVC_ENUM",
            match kind {
                EnumKind::Normal => "CLEV_NORMAL",
                EnumKind::Set => "CLEV_SET",
                EnumKind::BitSet => "CLEV_BITSET",
            }
            .into(),
        ),
    };
    let (rmin, rmax) = o.range().map_or_else(
        || ("-1".into(), "-1".into()),
        |r| (r.min.to_string(), r.max.to_string()),
    );
    vec![
        format!("\"{}\"", o.text()),
        s(o.help.as_deref()),
        s(o.missing_argument_error()),
        s(o.warn_message()),
        alias_arg,
        neg_arg,
        alias_target,
        opt(o.back_chain),
        o.name.len().to_string(),
        o.neg_index
            .map_or_else(|| "-1".to_owned(), |x| x.0.to_string()),
        flags_text(table, o.flags),
        "0".into(),
        (o.separate_nargs - 1).to_string(),
        b(o.separate_alias),
        b(o.negative_alias),
        b(o.no_driver_arg),
        b(o.reject_driver),
        b(o.reject_negative),
        b(o.missing_ok),
        b(o.uinteger),
        b(o.host_wide_int),
        b(o.tolower),
        b(o.byte_size),
        o.var.as_ref().map_or_else(
            || "(unsigned short) -1".to_owned(),
            |v| format!("offsetof (struct gcc_options, x_{v})"),
        ),
        var_enum,
        var_type.into(),
        var_value,
        rmin,
        rmax,
    ]
}

const FIELD_NAMES: [&str; 29] = [
    "opt_text",
    "help",
    "missing_argument_error",
    "warn_message",
    "alias_arg",
    "neg_alias_arg",
    "alias_target",
    "back_chain",
    "opt_len",
    "neg_index",
    "flags",
    "cl_disabled",
    "cl_separate_nargs",
    "cl_separate_alias",
    "cl_negative_alias",
    "cl_no_driver_arg",
    "cl_reject_driver",
    "cl_reject_negative",
    "cl_missing_ok",
    "cl_uinteger",
    "cl_host_wide_int",
    "cl_tolower",
    "cl_byte_size",
    "flag_var_offset",
    "var_enum",
    "var_type",
    "var_value",
    "range_min",
    "range_max",
];

fn option_table_matches_gccs_generator_field_by_field() {
    let Some(gcc) = gcc_dir() else { return };
    let files = opts::gcc::x86_64_linux_files(&gcc);
    let Some(g) = compare_with_gcc(&gcc, &files, "x86_64-linux") else {
        return;
    };
    // The parse of GCC's output found what it should (else the comparison proves nothing).
    assert!(g.entries.len() > 2000 && g.masks.len() > 100 && g.enums.len() > 50);
    assert!(g.inits.len() > 1000 && g.lang_macros.len() == 12 && g.target_macros.len() > 100);
    assert!(g.fields.len() > 1000 && !g.inverse.is_empty());
}

fn other_targets_match_gccs_generator_too() {
    let Some(gcc) = gcc_dir() else { return };
    for (label, _) in &opts::gcc::CONFIGURATIONS[1..] {
        let files = opts::gcc::configuration_files(&gcc, label).unwrap();
        if compare_with_gcc(&gcc, &files, label).is_none() {
            return;
        }
    }
}

/// Runs GCC's generator on `files`, compares everything with our table, panics on any
/// difference, and returns GCC's parsed output (`None` when skipping).
fn compare_with_gcc(gcc: &Path, files: &[PathBuf], label: &str) -> Option<Gcc> {
    let (h, c) = run_gcc_generator(gcc, files)?;
    let g = parse_gcc(&h, &c);
    let mut set = SourceSet::new();
    for f in files {
        set.add_file(f).unwrap();
    }
    let model = set.model().unwrap_or_else(|d| panic!("{d}"));
    let table = model.table();
    let mut problems = Vec::new();

    // Options: count, order, names, enumerators and every cl_option field.
    assert_eq!(table.len(), g.entries.len(), "option count (N_OPTS)");
    assert_eq!(table.len(), g.enumerators.len(), "enum opt_code length");
    let mut matching = 0;
    for (i, (gname, genum, gnamed)) in g.enumerators.iter().enumerate() {
        let o = &table.options[i];
        let mut ok = true;
        if (&*o.name, &o.enumerator(), o.has_enumerator) != (gname.as_str(), genum, *gnamed) {
            problems.push(format!(
                "[{i}] enumerator: ours ({}, {}, {}) gcc ({gname}, {genum}, {gnamed})",
                o.name,
                o.enumerator(),
                o.has_enumerator
            ));
            ok = false;
        }
        let mine = ours(&table, i);
        let theirs = &g.entries[i];
        assert_eq!(theirs.len(), 29, "[{i}] gcc entry fields: {theirs:?}");
        for (f, (a, b)) in mine.iter().zip(theirs).enumerate() {
            if a != b {
                problems.push(format!(
                    "[{i}] -{} {}: ours `{a}` gcc `{b}`",
                    o.name, FIELD_NAMES[f]
                ));
                ok = false;
            }
        }
        matching += usize::from(ok);
    }
    eprintln!(
        "{label}: options matching GCC's generator in every field: {matching}/{} ({:.2}%)",
        table.len(),
        100.0 * matching as f64 / table.len() as f64
    );

    // Languages.
    let langs: Vec<(String, u32)> = table
        .languages
        .iter()
        .map(|l| (l.macro_name.clone(), l.flag.0.trailing_zeros()))
        .collect();
    if langs != g.lang_macros {
        problems.push(format!("languages: ours {langs:?} gcc {:?}", g.lang_macros));
    }

    // Masks: names, order and bits.
    let masks: Vec<(String, String)> = table
        .masks
        .iter()
        .map(|m| {
            let one = if m.host_wide_int {
                "HOST_WIDE_INT_1U"
            } else {
                "1U"
            };
            (m.macro_name.clone(), format!("({one} << {})", m.bit))
        })
        .collect();
    if masks != g.masks {
        let first = masks.iter().zip(&g.masks).position(|(a, b)| a != b);
        problems.push(format!(
            "masks differ ({} vs {}), first at {first:?}",
            masks.len(),
            g.masks.len()
        ));
    }
    let tm: Vec<&str> = table
        .masks
        .iter()
        .map(|m| m.target_macro.as_str())
        .collect();
    let gtm: Vec<&str> = g
        .target_macros
        .iter()
        .filter(|(_, v)| !v.ends_with(") == 0)"))
        .map(|(n, _)| n.as_str())
        .collect();
    if table.inverse_mask_macros != g.inverse {
        problems.push(format!(
            "InverseMask macros: ours {:?} gcc {:?}",
            table.inverse_mask_macros, g.inverse
        ));
    }
    if tm != gtm {
        problems.push(format!(
            "TARGET_ macros differ: ours {} gcc {}",
            tm.len(),
            gtm.len()
        ));
    }

    // Enumerations.
    assert_eq!(table.enums.len(), g.enums.len(), "cl_enums_count");
    for (e, theirs) in table.enums.iter().zip(&g.enums) {
        let help = e
            .help
            .as_ref()
            .map_or_else(|| "NULL".to_owned(), |h| format!("\"{h}\""));
        let unknown = e
            .unknown_error
            .as_ref()
            .map_or_else(|| "NULL".to_owned(), |h| format!("\"{h}\""));
        let mine = vec![
            help,
            unknown,
            format!("cl_enum_{}_data", e.name),
            format!("sizeof ({})", e.c_type),
        ];
        if mine[..] != theirs[..4] {
            problems.push(format!(
                "enum {}: ours {mine:?} gcc {:?}",
                e.name,
                &theirs[..4]
            ));
        }
        let rows: Vec<Vec<String>> = e
            .values
            .iter()
            .map(|v| {
                let mut flags = "0".to_owned();
                if v.canonical {
                    flags.push_str("| CL_ENUM_CANONICAL");
                }
                if v.driver_only {
                    flags.push_str("| CL_ENUM_DRIVER_ONLY");
                }
                if let Some(s) = v.set {
                    flags.push_str(&format!("| (({s}) << CL_ENUM_SET_SHIFT)"));
                }
                vec![format!("\"{}\"", v.arg), v.value.text.to_string(), flags]
            })
            .collect();
        if Some(&rows) != g.enum_data.get(&e.name) {
            problems.push(format!(
                "enum {} values: ours {rows:?} gcc {:?}",
                e.name,
                g.enum_data.get(&e.name)
            ));
        }
    }

    // gcc_options fields and their initial values.
    let inits: Vec<(String, String)> = table
        .vars
        .iter()
        .map(|v| (v.name.to_string(), v.init.text.to_string()))
        .collect();
    if inits != g.inits {
        let first = inits.iter().zip(&g.inits).position(|(a, b)| a != b);
        problems.push(format!(
            "gcc_options fields differ ({} vs {}), first at {first:?}: {:?} vs {:?}",
            inits.len(),
            g.inits.len(),
            first.map(|i| &inits[i]),
            first.map(|i| &g.inits[i])
        ));
    }

    // gcc_options field declarations (without frontend_set_ flags).
    let fields: Vec<(String, String)> = table
        .vars
        .iter()
        .map(|v| (v.name.to_string(), v.c_type.replace(' ', "")))
        .collect();
    let gfields: Vec<(String, String)> = g
        .fields
        .iter()
        .filter(|(n, _)| !n.starts_with("frontend_set_"))
        .cloned()
        .collect();
    if fields != gfields {
        let first = fields.iter().zip(&gfields).position(|(a, b)| a != b);
        problems.push(format!(
            "gcc_options declarations differ ({} vs {}), first at {first:?}: {:?} vs {:?}",
            fields.len(),
            gfields.len(),
            first.map(|i| &fields[i]),
            first.map(|i| &gfields[i])
        ));
    }

    assert!(
        problems.is_empty(),
        "{label}: {} differences from GCC's generator:\n{}",
        problems.len(),
        problems
            .iter()
            .take(60)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );

    Some(g)
}

// The built-in harness cannot report a skip: testkit shows one as `ignored (why)`.
testkit::main!(
    option_table_matches_gccs_generator_field_by_field,
    other_targets_match_gccs_generator_too,
);
