//! TYPE_MODE: of GCC 12's global type nodes, of aggregates, functions and errors, against
//! GCC 12 itself through a plugin, and the fixed-point modes' TYPE_FBIT and TYPE_IBIT.

use tree::{MachineMode, PolySize, Tree, TreeCode, TreeContext};

use TreeCode as C;

use super::support::*;

/// TYPE_MODE of GCC 12's global type nodes on x86-64, as its plugin API reports them
/// (the differential test below recomputes this when the plugin headers exist).
const GLOBAL_MODES: &[(&str, &str)] = &[
    ("void_type_node", "VOID"),
    ("char_type_node", "QI"),
    ("signed_char_type_node", "QI"),
    ("unsigned_char_type_node", "QI"),
    ("short_integer_type_node", "HI"),
    ("short_unsigned_type_node", "HI"),
    ("integer_type_node", "SI"),
    ("unsigned_type_node", "SI"),
    ("long_integer_type_node", "DI"),
    ("long_unsigned_type_node", "DI"),
    ("long_long_integer_type_node", "DI"),
    ("long_long_unsigned_type_node", "DI"),
    ("int128_integer_type_node", "TI"),
    ("int128_unsigned_type_node", "TI"),
    ("boolean_type_node", "QI"),
    ("float_type_node", "SF"),
    ("double_type_node", "DF"),
    ("long_double_type_node", "XF"),
    ("float128_type_node", "TF"),
    ("complex_integer_type_node", "CSI"),
    ("complex_float_type_node", "SC"),
    ("complex_double_type_node", "DC"),
    ("complex_long_double_type_node", "XC"),
    ("sizetype", "DI"),
    ("bitsizetype", "TI"),
    ("ssizetype", "DI"),
    ("sbitsizetype", "TI"),
    ("size_type_node", "DI"),
    ("ptrdiff_type_node", "DI"),
    ("intptr_type_node", "DI"),
    ("uintptr_type_node", "DI"),
    ("wchar_type_node", "SI"),
    ("char16_type_node", "HI"),
    ("char32_type_node", "SI"),
    ("ptr_type_node", "DI"),
    ("const_ptr_type_node", "DI"),
];

fn our_mode(tc: &mut TreeContext, what: &str) -> String {
    let globals = tc.global_nodes();
    if let Some(&(_, t)) = globals.iter().find(|(n, _)| *n == what) {
        return tc.type_mode(t).unwrap().name().to_string();
    }
    // "vector <elem> <n>" / "array <elem> <n>"
    let parts: Vec<&str> = what.split(' ').collect();
    let elem = match parts[1] {
        "char" => tc.char_type_node(),
        "short" => tc.short_integer_type_node(),
        "int" => tc.integer_type_node(),
        "long" => tc.long_integer_type_node(),
        "int128" => tc.int128_integer_type_node(),
        "float" => tc.float_type_node(),
        "double" => tc.double_type_node(),
        other => panic!("unknown element {other}"),
    };
    let n: u64 = parts[2].parse().unwrap();
    let t = match parts[0] {
        "vector" => tc
            .build_vector_type(elem, PolySize::constant(n as i64))
            .unwrap(),
        "array" => tc.build_array_type_nelts(elem, n).unwrap(),
        other => panic!("unknown kind {other}"),
    };
    tc.type_mode(t).unwrap().name().to_string()
}

pub(crate) fn type_mode_of_every_global_type_node_is_gccs() {
    let mut tc = TreeContext::new();
    for &(name, mode) in GLOBAL_MODES {
        assert_eq!(our_mode(&mut tc, name), mode, "TYPE_MODE ({name})");
    }
    // Every global type node is covered by the table or is a type the table's
    // differential source does not print (then it must still have a mode).
    for (name, t) in tc.global_nodes() {
        if tc.tree_code(t).unwrap().is_type() {
            let m = tc.type_mode(t).unwrap();
            if let Some(&(_, want)) = GLOBAL_MODES.iter().find(|(n, _)| *n == name) {
                assert_eq!(m.name(), want, "{name}");
            }
        }
    }
}

pub(crate) fn type_mode_of_aggregates_functions_and_errors() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let float = tc.float_type_node();
    let double = tc.double_type_node();
    let char_t = tc.char_type_node();
    let rec = |tc: &mut TreeContext, code: TreeCode, fields: &[Tree]| {
        let t = tc.make_node(code).unwrap();
        let mut prev: Option<Tree> = None;
        for (i, &fty) in fields.iter().enumerate() {
            let f = decl(tc, C::FieldDecl, &format!("f{i}"), fty);
            tc.set_decl_context(f, Some(t)).unwrap();
            match prev {
                None => tc.set_type_fields(t, Some(f)).unwrap(),
                Some(p) => tc.set_tree_chain(p, Some(f)).unwrap(),
            }
            prev = Some(f);
        }
        tc.layout_type(t).unwrap();
        tc.type_mode(t).unwrap()
    };
    // compute_record_mode: a lone field gives its mode; else the integer mode of the size.
    assert_eq!(rec(&mut tc, C::RecordType, &[double]), MachineMode::DF);
    assert_eq!(rec(&mut tc, C::RecordType, &[float]), MachineMode::SF);
    assert_eq!(rec(&mut tc, C::RecordType, &[int, int]), MachineMode::DI);
    assert_eq!(
        rec(&mut tc, C::RecordType, &[float, float]),
        MachineMode::DI
    );
    assert_eq!(
        rec(&mut tc, C::RecordType, &[double, double]),
        MachineMode::TI
    );
    assert_eq!(
        rec(&mut tc, C::RecordType, &[double, double, int]),
        MachineMode::Blk
    );
    let c3 = tc.build_array_type_nelts(char_t, 3).unwrap();
    assert_eq!(rec(&mut tc, C::RecordType, &[c3]), MachineMode::Blk);
    assert_eq!(rec(&mut tc, C::UnionType, &[float, int]), MachineMode::SI);
    assert_eq!(rec(&mut tc, C::UnionType, &[int, float]), MachineMode::SI);
    let ld = tc.long_double_type_node();
    assert_eq!(rec(&mut tc, C::RecordType, &[ld]), MachineMode::XF);
    // Incomplete record: never laid out.
    let inc = tc.make_node(C::RecordType).unwrap();
    assert_eq!(tc.type_mode(inc).unwrap(), MachineMode::Void);
    // Functions get FUNCTION_BOUNDARY's integer mode; pointers DImode.
    let fnty = tc.build_function_type_list(int, &[], false).unwrap();
    assert_eq!(tc.type_mode(fnty).unwrap(), MachineMode::QI);
    let p = tc.build_pointer_type(Some(fnty)).unwrap();
    assert_eq!(tc.type_mode(p).unwrap(), MachineMode::DI);
    let cls = class(&mut tc, "O");
    let off = tc.build_offset_type(cls, int).unwrap();
    assert_eq!(tc.type_mode(off).unwrap(), MachineMode::DI);
    // SET_TYPE_MODE wins.
    tc.set_type_mode(inc, MachineMode::Blk).unwrap();
    assert_eq!(tc.type_mode(inc).unwrap(), MachineMode::Blk);
    // Errors.
    let one = tc.integer_one_node();
    assert_wrong(tc.type_mode(one).unwrap_err(), "TYPE_MODE", C::IntegerCst);
    // A FIXED_POINT_TYPE nobody gave a mode is VOIDmode, as GCC's make_node leaves it.
    let fixed = tc.make_node(C::FixedPointType).unwrap();
    assert_eq!(tc.type_mode(fixed).unwrap(), MachineMode::Void);
    // Mode facts.
    assert_eq!(MachineMode::XF.bitsize(), 128);
    assert_eq!(MachineMode::SF.complex(), Some(MachineMode::SC));
    assert_eq!(MachineMode::V4SF.inner(), MachineMode::SF);
    assert_eq!(MachineMode::smallest_int_for_size(1), Some(MachineMode::QI));
    assert_eq!(MachineMode::int_for_size(24), None);
}

/// Builds a GCC plugin that prints TYPE_MODE of the global nodes and of vector and array
/// types, runs `gcc` with it, and compares with `type_mode`.
pub(crate) fn type_mode_matches_gcc_12_through_a_plugin() {
    let include = std::path::Path::new("/usr/lib/gcc/x86_64-linux-gnu/12/plugin/include");
    if !include.join("gcc-plugin.h").exists() {
        testkit::skip("GCC 12 plugin headers (gcc-12-plugin-dev) are not installed");
        return;
    }
    let dir = std::env::temp_dir().join(format!("tree-cp-modes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join("modes.cc");
    std::fs::write(&src, PLUGIN_SOURCE).unwrap();
    let so = dir.join("modes.so");
    let built = std::process::Command::new("g++")
        .args(["-shared", "-fPIC", "-fno-rtti", "-O0", "-I"])
        .arg(include)
        .arg(&src)
        .arg("-o")
        .arg(&so)
        .output();
    let built = match built {
        Ok(o) if o.status.success() => o,
        other => {
            testkit::skip(format!("g++ could not build the plugin: {other:?}"));
            return;
        }
    };
    drop(built);
    let empty = dir.join("e.c");
    std::fs::write(&empty, "int x;\n").unwrap();
    let out = std::process::Command::new("gcc")
        .arg(format!("-fplugin={}", so.display()))
        .args(["-c", "-o", "/dev/null"])
        .arg(&empty)
        .output()
        .expect("run gcc");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stderr).unwrap();
    let mut tc = TreeContext::new();
    let mut n = 0;
    for line in text.lines() {
        let Some((what, mode)) = line.split_once('\t') else {
            continue;
        };
        assert_eq!(our_mode(&mut tc, what), mode, "TYPE_MODE ({what})");
        n += 1;
    }
    assert!(n > 100, "only {n} answers from the plugin:\n{text}");
    // The hard-coded table agrees with GCC too.
    for &(name, mode) in GLOBAL_MODES {
        assert!(text.contains(&format!("{name}\t{mode}\n")), "{name}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

const PLUGIN_SOURCE: &str = r#"
#include "gcc-plugin.h"
#include "plugin-version.h"
#include "tree.h"
#include "stor-layout.h"
#include "stringpool.h"
#include "c-family/c-common.h"
int plugin_is_GPL_compatible;
static void p (const char *n, tree t) { fprintf (stderr, "%s\t%s\n", n, GET_MODE_NAME (TYPE_MODE (t))); }
static void dump (void *, void *)
{
#define G(x) p (#x, x);
  G(void_type_node) G(char_type_node) G(signed_char_type_node) G(unsigned_char_type_node)
  G(short_integer_type_node) G(short_unsigned_type_node) G(integer_type_node) G(unsigned_type_node)
  G(long_integer_type_node) G(long_unsigned_type_node) G(long_long_integer_type_node)
  G(long_long_unsigned_type_node)
  p ("int128_integer_type_node", intTI_type_node);
  p ("int128_unsigned_type_node", unsigned_intTI_type_node);
  G(boolean_type_node) G(float_type_node) G(double_type_node) G(long_double_type_node)
  G(float128_type_node)
  G(complex_integer_type_node) G(complex_float_type_node) G(complex_double_type_node)
  G(complex_long_double_type_node)
  G(sizetype) G(bitsizetype) G(ssizetype) G(sbitsizetype) G(size_type_node) G(ptrdiff_type_node)
  G(intptr_type_node) G(uintptr_type_node) G(wchar_type_node) G(char16_type_node)
  G(char32_type_node) G(ptr_type_node) G(const_ptr_type_node)
  tree elems[] = { char_type_node, short_integer_type_node, integer_type_node,
                   long_integer_type_node, intTI_type_node, float_type_node, double_type_node };
  const char *en[] = { "char", "short", "int", "long", "int128", "float", "double" };
  for (int i = 0; i < 7; i++)
    for (int n = 1; n <= 16; n *= 2)
      {
        char b[64];
        snprintf (b, sizeof b, "vector %s %d", en[i], n);
        p (b, build_vector_type (elems[i], n));
      }
  for (int i = 0; i < 7; i++)
    for (int n = 1; n <= 8; n++)
      {
        char b[64];
        snprintf (b, sizeof b, "array %s %d", en[i], n);
        p (b, build_array_type_nelts (elems[i], n));
      }
}
int plugin_init (struct plugin_name_args *info, struct plugin_gcc_version *)
{
  register_callback (info->base_name, PLUGIN_START_UNIT, dump, NULL);
  return 0;
}
"#;

pub(crate) fn fixed_point_modes_give_type_fbit_and_ibit() {
    let mut tc = TreeContext::new();
    // (maker, precision, unsigned, mode, ibit, fbit) as machmode.def defines them.
    let cases: [(bool, u32, bool, MachineMode, u32, u32); 6] = [
        (true, 16, false, MachineMode::HQ, 0, 15),
        (true, 8, true, MachineMode::UQQ, 0, 8),
        (false, 32, false, MachineMode::SA, 16, 15),
        (false, 64, true, MachineMode::UDA, 32, 32),
        (false, 16, false, MachineMode::HA, 8, 7),
        (true, 128, false, MachineMode::TQ, 0, 127),
    ];
    for (fract, prec, unsigned, mode, ibit, fbit) in cases {
        let t = if fract {
            tc.make_fract_type(prec, unsigned, false).unwrap()
        } else {
            tc.make_accum_type(prec, unsigned, true).unwrap()
        };
        assert_eq!(tc.type_mode(t).unwrap(), mode);
        assert_eq!(tc.type_ibit(t).unwrap(), ibit, "{mode:?}");
        assert_eq!(tc.type_fbit(t).unwrap(), fbit, "{mode:?}");
        assert_eq!(tc.type_unsigned(t).unwrap(), unsigned);
        assert_eq!(tc.type_saturating(t).unwrap(), !fract);
        assert_eq!(tc.type_precision(t).unwrap(), prec);
    }
    assert!(tc.make_fract_type(24, false, false).is_err());
    // Other types have no fixed-point bits; non-types are refused.
    let int = tc.integer_type_node();
    assert_eq!(
        (tc.type_fbit(int).unwrap(), tc.type_ibit(int).unwrap()),
        (0, 0)
    );
    let one = tc.integer_one_node();
    assert_wrong(tc.type_fbit(one).unwrap_err(), "TYPE_FBIT", C::IntegerCst);
    assert_wrong(tc.type_ibit(one).unwrap_err(), "TYPE_IBIT", C::IntegerCst);
}
