//! The interchange format's reader, importer and exporter: one hand-written document per
//! error kind (the error and its line:column asserted), and round trips — functions built
//! here → export → text → read → import into a fresh context → the same dump, the same
//! graph, hash-consed constants on the context's own handles.

#[path = "common/reach.rs"]
#[allow(dead_code)]
mod reach;
use reach::{
    BINARY, UNARY, finish_int_function, int_type, reachable, signature, start_int_function,
};

use proptest::prelude::*;
use tree::interop::{
    ImportError, ImportErrorKind, ReadErrorKind, Unit, export, import, read, write,
};
use tree::{Flag, Location, RealValue, Tree, TreeCode, TreeContext, TreeError};

use TreeCode as C;

const HEADER: &str = r#"{"header":{"format":"gccint-generic","version":1,"language":"c"}}"#;

/// A document: the header, then `lines`, each newline-terminated.
fn doc(lines: &[&str]) -> String {
    let mut s = format!("{HEADER}\n");
    for l in lines {
        s.push_str(l);
        s.push('\n');
    }
    s
}

fn read_err(text: &str) -> (u32, u32, ReadErrorKind) {
    let e = read("t.jsonl", text).unwrap_err();
    assert_eq!(e.file, "t.jsonl");
    assert!(
        e.to_string()
            .starts_with(&format!("t.jsonl:{}:{}: ", e.line, e.column)),
        "{e}"
    );
    (e.line, e.column, e.kind)
}

fn import_text(text: &str) -> Result<(TreeContext, Unit), ImportError> {
    let d = read("t.jsonl", text).unwrap();
    let mut tc = TreeContext::new();
    let unit = import(&mut tc, &d)?;
    Ok((tc, unit))
}

/// Imports `lines` and returns the error's line and kind (column 1: the record).
fn import_err(lines: &[&str]) -> (u32, ImportErrorKind) {
    let e = import_text(&doc(lines)).map(|_| ()).unwrap_err();
    assert_eq!((e.file.as_str(), e.column), ("t.jsonl", 1), "{e}");
    assert!(
        e.to_string()
            .starts_with(&format!("t.jsonl:{}:1: ", e.line)),
        "{e}"
    );
    (e.line, e.kind)
}

const INT: &str = r#"{"node":{"id":1,"code":"integer_type","global":"integer_type_node"}}"#;

// ---- reader errors ----

#[test]
fn read_not_json() {
    let (line, column, kind) = read_err(&doc(&[INT, r#"{"node":{"id":2,"code":}}"#]));
    assert_eq!((line, column), (3, 24));
    assert!(matches!(kind, ReadErrorKind::Syntax { .. }), "{kind:?}");
}

#[test]
fn read_unknown_record_kind() {
    let (line, _, kind) = read_err(&doc(&[r#"{"nod":{"id":2,"code":"x"}}"#]));
    assert_eq!(line, 2);
    match kind {
        ReadErrorKind::Record { what } => assert!(what.contains("nod"), "{what}"),
        k => panic!("{k:?}"),
    }
}

#[test]
fn read_unknown_key() {
    let (line, _, kind) = read_err(&doc(&[INT, r#"{"node":{"id":2,"code":"x","bogus":1}}"#]));
    assert_eq!(line, 3);
    match kind {
        ReadErrorKind::Record { what } => assert!(what.contains("bogus"), "{what}"),
        k => panic!("{k:?}"),
    }
}

#[test]
fn read_truncated_last_line() {
    let mut text = doc(&[INT]);
    text.push_str(r#"{"node":{"id":2,"code":"int"#);
    assert_eq!(read_err(&text).2, ReadErrorKind::Truncated);
    let mut text = doc(&[]);
    text.push_str(INT);
    let (line, column, kind) = read_err(&text);
    assert_eq!(
        (line, column, kind),
        (2, INT.len() as u32 + 1, ReadErrorKind::Truncated)
    );
}

#[test]
fn read_header_errors() {
    assert_eq!(read_err("").2, ReadErrorKind::MissingHeader);
    assert_eq!(
        read_err(&format!("{INT}\n")),
        (1, 1, ReadErrorKind::MissingHeader)
    );
    assert_eq!(
        read_err(&format!("{INT}\n{HEADER}\n")),
        (2, 1, ReadErrorKind::MisplacedHeader)
    );
    assert_eq!(
        read_err(&doc(&[HEADER])),
        (2, 1, ReadErrorKind::DuplicateHeader)
    );
    let other = r#"{"header":{"format":"gcc-json","version":1}}"#;
    assert_eq!(
        read_err(&format!("{other}\n")).2,
        ReadErrorKind::WrongFormat {
            found: "gcc-json".into()
        }
    );
    let v2 = r#"{"header":{"format":"gccint-generic","version":2}}"#;
    assert_eq!(
        read_err(&format!("{v2}\n")).2,
        ReadErrorKind::WrongVersion { found: 2 }
    );
}

// ---- importer errors ----

#[test]
fn import_unknown_code() {
    let (line, kind) = import_err(&[INT, r#"{"node":{"id":2,"code":"plus_exp"}}"#]);
    assert_eq!(
        (line, kind),
        (3, ImportErrorKind::UnknownCode("plus_exp".into()))
    );
    // The upper-case spelling is not the format's.
    let (_, kind) = import_err(&[r#"{"node":{"id":2,"code":"PLUS_EXPR","ops":[null,null]}}"#]);
    assert_eq!(kind, ImportErrorKind::UnknownCode("PLUS_EXPR".into()));
}

#[test]
fn import_unknown_flag_ref_num_mode_clause() {
    let var = |extra: &str| format!(r#"{{"node":{{"id":2,"code":"var_decl",{extra}}}}}"#);
    let (line, kind) = import_err(&[INT, &var(r#""flags":["TREE_SIDE_EFFECTS"]"#)]);
    assert_eq!(
        (line, kind),
        (3, ImportErrorKind::UnknownFlag("TREE_SIDE_EFFECTS".into()))
    );
    let (_, kind) = import_err(&[&var(r#""refs":{"DECL_NAMES":null}"#)]);
    assert_eq!(kind, ImportErrorKind::UnknownRef("DECL_NAMES".into()));
    let (_, kind) = import_err(&[&var(r#""nums":{"DECL_UIDS":3}"#)]);
    assert_eq!(kind, ImportErrorKind::UnknownNum("DECL_UIDS".into()));
    let (_, kind) = import_err(&[r#"{"node":{"id":1,"code":"integer_type","mode":"SIX"}}"#]);
    assert_eq!(kind, ImportErrorKind::UnknownMode("SIX".into()));
    let (_, kind) = import_err(&[r#"{"node":{"id":1,"code":"omp_clause","clause":"privat"}}"#]);
    assert_eq!(kind, ImportErrorKind::UnknownClause("privat".into()));
}

#[test]
fn import_key_not_valid_for_the_code() {
    let (line, kind) = import_err(&[
        INT,
        r#"{"node":{"id":2,"code":"pointer_type","refs":{"DECL_NAME":null}}}"#,
    ]);
    assert_eq!(line, 3);
    match kind {
        ImportErrorKind::Field { key, source } => {
            assert_eq!(key, "refs.DECL_NAME");
            assert!(
                matches!(
                    source,
                    TreeError::WrongCode {
                        accessor: "DECL_NAME",
                        got: C::PointerType,
                        ..
                    }
                ),
                "{source:?}"
            );
        }
        k => panic!("{k:?}"),
    }
    let (_, kind) =
        import_err(&[r#"{"node":{"id":2,"code":"integer_type","flags":["DECL_EXTERNAL"]}}"#]);
    assert!(
        matches!(kind, ImportErrorKind::Field { ref key, .. } if key == "flags.DECL_EXTERNAL"),
        "{kind:?}"
    );
    let (_, kind) = import_err(&[r#"{"node":{"id":2,"code":"nop_expr","ops":[null],"chain":2}}"#]);
    assert!(
        matches!(kind, ImportErrorKind::Field { ref key, .. } if key == "chain"),
        "{kind:?}"
    );
    let (_, kind) = import_err(&[r#"{"node":{"id":2,"code":"integer_type","real":"0x1p0"}}"#]);
    assert_eq!(
        kind,
        ImportErrorKind::NotApplicable {
            key: "real",
            code: C::IntegerType
        }
    );
    let (_, kind) = import_err(&[r#"{"node":{"id":2,"code":"tree_list","loc":["t.c",1,1]}}"#]);
    assert_eq!(
        kind,
        ImportErrorKind::NotApplicable {
            key: "loc",
            code: C::TreeList
        }
    );
}

#[test]
fn import_dangling_reference() {
    let (line, kind) = import_err(&[
        INT,
        r#"{"node":{"id":2,"code":"var_decl","type":1,"refs":{"DECL_NAME":7}}}"#,
    ]);
    assert_eq!(
        (line, kind),
        (
            3,
            ImportErrorKind::Dangling {
                field: "refs.DECL_NAME".into(),
                id: 7
            }
        )
    );
    let (_, kind) = import_err(&[r#"{"node":{"id":2,"code":"nop_expr","ops":[9]}}"#]);
    assert_eq!(
        kind,
        ImportErrorKind::Dangling {
            field: "ops".into(),
            id: 9
        }
    );
}

#[test]
fn import_wrong_operand_count() {
    let (line, kind) = import_err(&[
        INT,
        r#"{"node":{"id":2,"code":"plus_expr","type":1,"ops":[null]}}"#,
    ]);
    assert_eq!(
        (line, kind),
        (
            3,
            ImportErrorKind::Count {
                code: C::PlusExpr,
                what: "operands",
                expected: "2".into(),
                got: 1
            }
        )
    );
    // A CALL_EXPR needs its function and static chain (operands 1 and 2) at least.
    let (_, kind) = import_err(&[r#"{"node":{"id":2,"code":"call_expr","ops":[null]}}"#]);
    assert!(
        matches!(
            kind,
            ImportErrorKind::Count {
                code: C::CallExpr,
                got: 1,
                ..
            }
        ),
        "{kind:?}"
    );
    let (_, kind) = import_err(&[r#"{"node":{"id":2,"code":"poly_int_cst","elts":[]}}"#]);
    assert!(
        kind == ImportErrorKind::Missing {
            key: "elts",
            code: C::PolyIntCst
        } || matches!(
            kind,
            ImportErrorKind::Count {
                code: C::PolyIntCst,
                ..
            }
        ),
        "{kind:?}"
    );
}

#[test]
fn import_bad_integer_values() {
    let uchar = r#"{"node":{"id":1,"code":"integer_type","global":"unsigned_char_type_node"}}"#;
    for (value, why) in [
        ("256", "fit"),
        ("-1", "fit"),
        ("1x", "decimal"),
        ("", "decimal"),
    ] {
        let cst =
            format!(r#"{{"node":{{"id":2,"code":"integer_cst","type":1,"value":"{value}"}}}}"#);
        let (line, kind) = import_err(&[uchar, &cst]);
        assert_eq!(line, 3);
        match kind {
            ImportErrorKind::BadInteger { value: v, why: w } => {
                assert_eq!(v, value);
                assert!(w.contains(why), "{w}");
            }
            k => panic!("{k:?}"),
        }
    }
    let (_, kind) = import_err(&[r#"{"node":{"id":2,"code":"integer_cst","value":"1"}}"#]);
    assert_eq!(
        kind,
        ImportErrorKind::Missing {
            key: "type",
            code: C::IntegerCst
        }
    );
    // The type of a constant must be an integral type.
    let (_, kind) = import_err(&[
        r#"{"node":{"id":1,"code":"void_type","global":"void_type_node"}}"#,
        r#"{"node":{"id":2,"code":"integer_cst","type":1,"value":"1"}}"#,
    ]);
    assert!(
        matches!(kind, ImportErrorKind::BadInteger { .. }),
        "{kind:?}"
    );
}

#[test]
fn import_bad_real_hex_fixed_vector() {
    let (line, kind) = import_err(&[INT, r#"{"node":{"id":2,"code":"real_cst","real":"1.5x"}}"#]);
    assert_eq!(line, 3);
    assert!(
        matches!(kind, ImportErrorKind::BadReal { ref value, .. } if value == "1.5x"),
        "{kind:?}"
    );
    // Decimal text is a decimal-float value: without a decimal type it is refused.
    let (line, kind) = import_err(&[INT, r#"{"node":{"id":2,"code":"real_cst","real":"1.5"}}"#]);
    assert_eq!(line, 3);
    assert!(matches!(kind, ImportErrorKind::Unsupported(_)), "{kind:?}");
    let (_, kind) = import_err(&[r#"{"node":{"id":2,"code":"real_cst"}}"#]);
    assert_eq!(
        kind,
        ImportErrorKind::Missing {
            key: "real",
            code: C::RealCst
        }
    );
    let (_, kind) = import_err(&[r#"{"node":{"id":2,"code":"string_cst","string":"6g"}}"#]);
    assert_eq!(kind, ImportErrorKind::BadHex { key: "string" });
    let (_, kind) = import_err(&[r#"{"node":{"id":2,"code":"identifier_node","name_hex":"616"}}"#]);
    assert_eq!(kind, ImportErrorKind::BadHex { key: "name_hex" });
    let (_, kind) = import_err(&[r#"{"node":{"id":2,"code":"fixed_cst","fixed":["1",300]}}"#]);
    assert!(matches!(kind, ImportErrorKind::BadFixed { .. }), "{kind:?}");
    let (_, kind) = import_err(&[
        INT,
        r#"{"node":{"id":2,"code":"integer_cst","type":1,"value":"1"}}"#,
        r#"{"node":{"id":3,"code":"vector_cst","elts":[2,2,2],"nums":{"VECTOR_CST_LOG2_NPATTERNS":1,"VECTOR_CST_NELTS_PER_PATTERN":1}}}"#,
    ]);
    assert!(matches!(kind, ImportErrorKind::BadVector(_)), "{kind:?}");
    let (_, kind) = import_err(&[r#"{"node":{"id":3,"code":"statement_list","elts":[null]}}"#]);
    assert_eq!(kind, ImportErrorKind::Null { field: "elts" });
    let (_, kind) = import_err(&[
        r#"{"node":{"id":3,"code":"string_cst","string":"6100","nums":{"TREE_STRING_LENGTH":3}}}"#,
    ]);
    assert!(
        matches!(kind, ImportErrorKind::Field { ref key, .. } if key == "nums.TREE_STRING_LENGTH"),
        "{kind:?}"
    );
}

#[test]
fn import_function_record_errors() {
    let (line, kind) = import_err(&[INT, r#"{"function":{"decl":1,"printable":"f"}}"#]);
    assert_eq!(
        (line, kind),
        (
            3,
            ImportErrorKind::NotAFunction {
                id: 1,
                code: C::IntegerType
            }
        )
    );
    let (_, kind) = import_err(&[r#"{"function":{"decl":5,"printable":"f"}}"#]);
    assert_eq!(
        kind,
        ImportErrorKind::Dangling {
            field: "decl".into(),
            id: 5
        }
    );
}

#[test]
fn import_unsupported_is_an_error_not_a_loss() {
    let (_, kind) = import_err(&[r#"{"node":{"id":3,"code":"block","elts":[3]}}"#]);
    assert!(matches!(kind, ImportErrorKind::Unsupported(_)), "{kind:?}");
    let (line, kind) = import_err(&[
        r#"{"node":{"id":1,"code":"real_type","mode":"DD","nums":{"TYPE_PRECISION":64}}}"#,
        r#"{"node":{"id":2,"code":"real_cst","type":1,"real":"0x1p-1"}}"#,
    ]);
    assert_eq!(line, 3);
    assert!(matches!(kind, ImportErrorKind::Unsupported(_)), "{kind:?}");
    let (_, kind) = import_err(&[r#"{"node":{"id":3,"code":"vector_type"}}"#]);
    assert!(matches!(kind, ImportErrorKind::Unsupported(_)), "{kind:?}");
}

// ---- semantics ----

#[test]
fn the_last_record_wins_and_forward_references_and_cycles_resolve() {
    let text = doc(&[
        r#"{"node":{"id":5,"code":"var_decl","type":1,"refs":{"DECL_NAME":6}}}"#,
        r#"{"node":{"id":6,"code":"identifier_node","name":"old"}}"#,
        INT,
        r#"{"node":{"id":6,"code":"identifier_node","name":"new"}}"#,
        // A list that is its own chain: a cycle.
        r#"{"node":{"id":7,"code":"tree_list","chain":7,"refs":{"TREE_VALUE":5}}}"#,
        r#"{"node":{"id":8,"code":"integer_cst","type":1,"value":"-7","flags":["constant_flag"]}}"#,
        r#"{"node":{"id":10,"code":"integer_cst","type":1,"value":"-7"}}"#,
        r#"{"node":{"id":9,"code":"integer_cst","type":1,"value":"3","flags":["constant_flag","public_flag"]}}"#,
    ]);
    let (mut tc, unit) = import_text(&text).unwrap();
    let v = unit.node(5).unwrap();
    let name = tc.decl_name(v).unwrap().unwrap();
    assert_eq!(tc.identifier_str(name).unwrap(), "new");
    assert_eq!(tc.tree_type(v).unwrap(), Some(tc.integer_type_node()));
    let l = unit.node(7).unwrap();
    assert_eq!(tc.tree_chain(l).unwrap(), Some(l));
    assert_eq!(tc.tree_value(l).unwrap(), Some(v));
    let int = tc.integer_type_node();
    assert_eq!(unit.node(8), Some(tc.build_int_cst(Some(int), -7).unwrap()));
    // Without TREE_CONSTANT it is no shared constant either.
    assert_ne!(unit.node(10), unit.node(8));
    assert!(!tc.tree_constant(unit.node(10).unwrap()).unwrap());
    // An overflowed constant is a node of its own, with its flags as recorded.
    let ovf = unit.node(9).unwrap();
    assert_ne!(Some(ovf), Some(tc.build_int_cst(Some(int), 3).unwrap()));
    assert!(tc.flag(ovf, Flag::Public).unwrap());
    assert_eq!(unit.node(1), Some(int));
    assert!(unit.functions().is_empty());
}

#[test]
fn wide_values_may_be_written_as_hex_bits() {
    // GCC's print_dec writes values wider than 64 bits as their bits in hex.
    let text = doc(&[
        r#"{"node":{"id":1,"code":"integer_type","global":"bitsizetype"}}"#,
        r#"{"node":{"id":2,"code":"integer_type","flags":[],"nums":{"TYPE_PRECISION":128}}}"#,
        r#"{"node":{"id":3,"code":"integer_cst","type":1,"value":"0xffffffffffffffffffffffffffffffff","flags":["constant_flag"]}}"#,
        r#"{"node":{"id":4,"code":"integer_cst","type":2,"value":"0xffffffffffffffffffffffffffffffff","flags":["constant_flag"]}}"#,
        r#"{"node":{"id":5,"code":"real_type","mode":"SD","nums":{"TYPE_PRECISION":32}}}"#,
    ]);
    let (tc, unit) = import_text(&text).unwrap();
    let all_ones = (num_bigint::BigInt::from(1) << 128u32) - 1;
    assert_eq!(tc.int_cst_value(unit.node(3).unwrap()).unwrap(), all_ones);
    // A signed type reads the same bits as -1.
    assert_eq!(
        tc.int_cst_value(unit.node(4).unwrap()).unwrap(),
        num_bigint::BigInt::from(-1)
    );
    assert_eq!(
        tc.type_mode(unit.node(5).unwrap()).unwrap(),
        tree::MachineMode::SD
    );
    let too_wide = format!(
        r#"{{"node":{{"id":6,"code":"integer_cst","type":2,"value":"0x1{}","flags":["constant_flag"]}}}}"#,
        "0".repeat(32)
    );
    let (_, kind) = import_err(&[
        r#"{"node":{"id":2,"code":"integer_type","nums":{"TYPE_PRECISION":128}}}"#,
        &too_wide,
    ]);
    assert!(
        matches!(kind, ImportErrorKind::BadInteger { ref why, .. } if why.contains("precision")),
        "{kind:?}"
    );
}

#[test]
fn flags_are_set_exactly_and_locations_expand() {
    let text = doc(&[
        INT,
        r#"{"node":{"id":2,"code":"modify_expr","type":1,"ops":[3,3],"loc":["t.c",4,9]}}"#,
        r#"{"node":{"id":3,"code":"var_decl","type":1,"flags":["u.bits.unsigned_flag","DECL_ARTIFICIAL","addressable_flag"],"loc":["t.c",2,5],"nums":{"DECL_UID":1234}}}"#,
    ]);
    let (mut tc, unit) = import_text(&text).unwrap();
    let set = unit.node(2).unwrap();
    // build2 would have set TREE_SIDE_EFFECTS on a MODIFY_EXPR; the record says no.
    assert!(!tc.tree_side_effects(set).unwrap());
    assert_eq!(tc.expr_filename(set).unwrap(), Some("t.c"));
    assert_eq!(tc.expr_lineno(set).unwrap(), 4);
    assert_eq!(
        tc.location_column(tc.expr_location(set).unwrap()).unwrap(),
        9
    );
    let v = unit.node(3).unwrap();
    assert!(tc.flag(v, Flag::Unsigned).unwrap() && tc.flag(v, Flag::Addressable).unwrap());
    assert!(tc.decl_artificial(v).unwrap() && !tc.decl_external(v).unwrap());
    assert_eq!(tc.decl_uid(v).unwrap(), 1234);
    let e = tc
        .expand_location(tc.decl_source_location(v).unwrap())
        .unwrap();
    assert_eq!((e.file, e.line, e.column), (Some("t.c"), 2, 5));
    // New decls continue after the imported uids.
    let fresh = tc
        .build_decl(Location::UNKNOWN, C::VarDecl, None, None)
        .unwrap();
    assert!(tc.decl_uid(fresh).unwrap() > 1234);
}

// ---- round trips ----

/// Exports `fns`, writes and reads the text, imports into a fresh context, and checks
/// that the dump, the graphs and the constants agree.
fn round_trip(tc: &TreeContext, fns: &[Tree]) -> Result<(), TestCaseError> {
    let text = write(&export(tc, fns).unwrap());
    let d = read("rt.jsonl", &text).unwrap();
    let mut fresh = TreeContext::new();
    let unit = import(&mut fresh, &d).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let mut want = String::new();
    for &f in fns {
        want += &tc.dump_tree_original(f).unwrap();
    }
    prop_assert_eq!(unit.print_original(&fresh).unwrap(), want);
    let imported: Vec<Tree> = unit.functions().iter().map(|f| f.decl).collect();
    let (a, b) = (reachable(tc, fns), reachable(&fresh, &imported));
    prop_assert_eq!(a.len(), b.len());
    for (&x, &y) in a.iter().zip(&b) {
        prop_assert_eq!(signature(tc, x), signature(&fresh, y));
        // Hash-consed constants are the fresh context's own.
        if tc.tree_code(x).unwrap() == C::IntegerCst && tc.int_cst_is_shared(x).unwrap() {
            let ty = fresh.tree_type(y).unwrap().unwrap();
            let v = tc.int_cst_value(x).unwrap();
            prop_assert_eq!(fresh.build_int_cst_big(ty, &v).unwrap(), y);
        }
    }
    // And the exported document of the import is the same document.
    prop_assert_eq!(write(&export(&fresh, &imported).unwrap()), text);
    Ok(())
}

/// A function dumped twice with two bodies (C++: `gnu_inline`, then an out-of-line
/// definition of the same FUNCTION_DECL): each function record's `body` is what that dump
/// printed, though the declaration's own line carries only the last one.
#[test]
fn function_records_print_the_body_they_name() {
    let mut tc = TreeContext::new();
    let (f_id, g_id) = (tc.get_identifier("f"), tc.get_identifier("g"));
    let (_, f, f_parms, _) = start_int_function(&mut tc, f_id, 1);
    finish_int_function(&mut tc, f, &[], &f_parms);
    let (_, g, g_parms, _) = start_int_function(&mut tc, g_id, 1);
    let two = tc.build_int_cst(Some(tc.integer_type_node()), 2).unwrap();
    finish_int_function(&mut tc, g, &[two], &g_parms);
    let mut doc = export(&tc, &[f, g]).unwrap();
    // Make the second record "f again, with g's body".
    let ids: Vec<(u32, Option<u32>)> = doc
        .records
        .iter()
        .filter_map(|(_, r)| match r {
            tree::interop::format::Record::Function(fr) => Some((fr.decl, fr.body)),
            _ => None,
        })
        .collect();
    let g_body = doc
        .records
        .iter()
        .find_map(|(_, r)| match r {
            tree::interop::format::Record::Node(n) if n.id == ids[1].0 => {
                n.refs.get("DECL_SAVED_TREE").copied().flatten()
            }
            _ => None,
        })
        .expect("g has a body");
    for (_, r) in &mut doc.records {
        if let tree::interop::format::Record::Function(fr) = r
            && fr.decl == ids[1].0
        {
            fr.decl = ids[0].0;
            fr.printable = "f".into();
            fr.body = Some(g_body);
        }
    }
    let mut tc2 = TreeContext::new();
    let unit = import(&mut tc2, &doc).unwrap();
    let print = |f: &tree::interop::UnitFunction| {
        tc2.dump_function_original(f.decl, &f.printable, f.assembler.as_deref())
            .unwrap()
    };
    let [first, second] = unit.functions() else {
        panic!("two functions")
    };
    assert_eq!(print(first), tc.dump_tree_original(f).unwrap());
    assert_eq!(
        print(second),
        tc.dump_tree_original(g)
            .unwrap()
            .replace("Function g", "Function f")
    );
    assert_ne!(first.decl, second.decl, "a copy of f holds the other body");
    // A dangling body is an error at the record's position.
    for (_, r) in &mut doc.records {
        if let tree::interop::format::Record::Function(fr) = r {
            fr.body = Some(9999);
        }
    }
    let e = import(&mut TreeContext::new(), &doc).unwrap_err();
    assert_eq!(
        e.kind,
        ImportErrorKind::Dangling {
            field: "body".into(),
            id: 9999
        }
    );
}

#[test]
fn build_int_f_round_trips() {
    let mut tc = TreeContext::new();
    let f = tree::example::build_int_f(&mut tc).unwrap();
    round_trip(&tc, &[f]).unwrap();
}

/// One step of a random function body (indices into what was built so far).
#[derive(Clone, Debug)]
enum Step {
    Cst(u8, i8),
    Unary(u8, u16),
    Binary(u8, u16, u16),
    /// A local `int` variable at a source position, initialised by a value.
    Var(u16, u8, u8),
    Real(f64),
    Str(Vec<u8>),
    /// A call of the function itself.
    Call(Vec<u16>),
}

fn step() -> impl Strategy<Value = Step> {
    let idx = any::<u16>();
    prop_oneof![
        3 => (any::<u8>(), -5i8..50).prop_map(|(t, v)| Step::Cst(t, v)),
        2 => (any::<u8>(), idx).prop_map(|(c, a)| Step::Unary(c, a)),
        3 => (any::<u8>(), idx, idx).prop_map(|(c, a, b)| Step::Binary(c, a, b)),
        2 => (idx, 1u8..40, 0u8..20).prop_map(|(v, l, c)| Step::Var(v, l, c)),
        1 => any::<f64>().prop_map(Step::Real),
        1 => proptest::collection::vec(any::<u8>(), 0..6).prop_map(Step::Str),
        1 => proptest::collection::vec(idx, 0..3).prop_map(Step::Call),
    ]
}

fn build(tc: &mut TreeContext, name: &str, nparams: usize, steps: &[Step]) -> Tree {
    let id = tc.get_identifier(name);
    let (_, f, parms, _) = start_int_function(tc, id, nparams);
    let int = tc.integer_type_node();
    let mut values: Vec<Tree> = parms.clone();
    let pick = |values: &[Tree], i: u16| {
        (!values.is_empty()).then(|| values[usize::from(i) % values.len()])
    };
    let mut stmts = Vec::new();
    for s in steps {
        let t = match s {
            Step::Cst(ty, v) => Some(
                tc.build_int_cst(Some(int_type(tc, *ty)), i64::from(*v))
                    .unwrap(),
            ),
            Step::Unary(c, a) => pick(&values, *a).map(|a| {
                tc.build1(UNARY[usize::from(*c) % UNARY.len()], Some(int), Some(a))
                    .unwrap()
            }),
            Step::Binary(c, a, b) => match (pick(&values, *a), pick(&values, *b)) {
                (Some(a), Some(b)) => Some(
                    tc.build2(
                        BINARY[usize::from(*c) % BINARY.len()],
                        Some(int),
                        Some(a),
                        Some(b),
                    )
                    .unwrap(),
                ),
                _ => None,
            },
            Step::Var(v, line, col) => {
                let loc = tc
                    .intern_location("r.c", u32::from(*line), u32::from(*col))
                    .unwrap();
                let vid = tc.get_identifier(format!("v{}", values.len()));
                let d = tc
                    .build_decl(loc, C::VarDecl, Some(vid), Some(int))
                    .unwrap();
                tc.set_decl_context(d, Some(f)).unwrap();
                tc.set_decl_initial(d, pick(&values, *v)).unwrap();
                let void = tc.void_type_node();
                let e = tc.build1(C::DeclExpr, Some(void), Some(d)).unwrap();
                tc.set_expr_location(e, loc).unwrap();
                stmts.push(e);
                Some(d)
            }
            Step::Real(x) => {
                let double = tc.double_type_node();
                Some(
                    tc.build_real(double, RealValue::from_f64(*x).round_to(53))
                        .unwrap(),
                )
            }
            Step::Str(bytes) => {
                let mut b = bytes.clone();
                b.push(0);
                let ch = tc.char_type_node();
                Some(tc.build_string_literal(ch, &b).unwrap())
            }
            Step::Call(args) => {
                let args: Vec<Tree> = (0..nparams)
                    .map(|i| pick(&values, args.get(i).copied().unwrap_or(0)).unwrap())
                    .collect();
                Some(tc.build_call_expr(f, &args).unwrap())
            }
        };
        if let Some(t) = t {
            values.push(t);
            if tc.tree_code(t).unwrap() != C::VarDecl {
                stmts.push(t);
            }
        }
    }
    finish_int_function(tc, f, &stmts, &parms);
    f
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Random well-formed functions survive export → text → import unchanged.
    #[test]
    fn random_functions_round_trip(
        a in proptest::collection::vec(step(), 0..14),
        b in proptest::collection::vec(step(), 0..8),
        nparams in 0usize..3,
    ) {
        let mut tc = TreeContext::new();
        let f = build(&mut tc, "f", nparams, &a);
        let g = build(&mut tc, "g", 1, &b);
        round_trip(&tc, &[f, g])?;
    }
}

/// A function using most node kinds the format carries: a struct and a component
/// reference, a CONSTRUCTOR, vector, complex and POLY_INT constants, a string with a NUL
/// inside, a long double, a label and a goto, a nested BLOCK and BIND_EXPR, an OpenMP
/// parallel with a clause, a COND_EXPR, an assembler name.
#[test]
fn a_function_of_many_node_kinds_round_trips() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let void = tc.void_type_node();
    let id = tc.get_identifier("h");
    let (_, f, parms, _) = start_int_function(&mut tc, id, 1);
    let asm = tc.get_identifier("_h_asm");
    tc.set_decl_assembler_name(f, Some(asm)).unwrap();
    let loc = tc.intern_location("k.c", 3, 14).unwrap();

    let rec = tc
        .build_record_type(
            C::RecordType,
            Some("S"),
            &[("a", int, None), ("b", tc.char_type_node(), Some(3))],
        )
        .unwrap();
    let fields = tc.type_fields(rec).unwrap().unwrap();
    let second = tc.tree_chain(fields).unwrap().unwrap();
    tc.set_decl_fcontext(second, Some(rec)).unwrap();
    let xid = tc.get_identifier("x");
    let x = tc
        .build_decl(loc, C::VarDecl, Some(xid), Some(rec))
        .unwrap();
    tc.set_decl_context(x, Some(f)).unwrap();
    let one = tc.build_int_cst(Some(int), 1).unwrap();
    let two = tc.build_int_cst(Some(int), 2).unwrap();
    let ctor = tc
        .build_constructor(
            Some(rec),
            &[(Some(fields), Some(one)), (Some(second), Some(two))],
        )
        .unwrap();
    tc.set_decl_initial(x, Some(ctor)).unwrap();
    let comp = tc
        .build3(C::ComponentRef, Some(int), Some(x), Some(fields), None)
        .unwrap();

    let v4 = tc
        .build_vector_type(int, tree::PolySize::constant(4))
        .unwrap();
    let vec = tc.build_vector(v4, 2, 2, &[one, two, two, one]).unwrap();
    let cplx_t = tc.build_complex_type(tc.double_type_node()).unwrap();
    let re = tc
        .build_real(tc.double_type_node(), RealValue::from_f64(0.5))
        .unwrap();
    let im = tc
        .build_real(tc.double_type_node(), RealValue::from_f64(-2.25))
        .unwrap();
    let cplx = tc.build_complex(Some(cplx_t), re, im).unwrap();
    let poly = tc
        .build_poly_int_cst(tc.sizetype(), tree::PolySize::new([4, 4]))
        .unwrap();
    let ch = tc.char_type_node();
    let s = tc.build_string_literal(ch, b"a\0b\0").unwrap();
    let ld = tc
        .build_real(tc.long_double_type_node(), RealValue::from_f64(1.0 / 3.0))
        .unwrap();

    let label = tc.build_decl(loc, C::LabelDecl, None, Some(void)).unwrap();
    tc.set_decl_context(label, Some(f)).unwrap();
    let goto = tc.build1(C::GotoExpr, Some(void), Some(label)).unwrap();
    let lab = tc.build1(C::LabelExpr, Some(void), Some(label)).unwrap();
    let cond = tc
        .build3(
            C::CondExpr,
            Some(int),
            Some(parms[0]),
            Some(comp),
            Some(one),
        )
        .unwrap();
    tc.set_expr_location(cond, loc).unwrap();

    let clause = tc.build_omp_clause(loc, tree::OmpClauseCode::Private);
    tc.set_omp_clause_decl(clause, Some(x)).unwrap();
    let omp_body = tc.alloc_stmt_list();
    tc.append_to_statement_list(omp_body, comp).unwrap();
    let par = tc
        .build2(C::OmpParallel, Some(void), Some(omp_body), Some(clause))
        .unwrap();

    let inner_list = tc.alloc_stmt_list();
    let decl_x = tc.build1(C::DeclExpr, Some(void), Some(x)).unwrap();
    for t in [decl_x, vec, cplx, poly, s, ld, goto, lab, par] {
        tc.append_to_statement_list(inner_list, t).unwrap();
    }
    let outer = tc.build_block(None, None, Some(f)).unwrap();
    let inner = tc.build_block(Some(x), None, Some(outer)).unwrap();
    tc.set_block_subblocks(outer, Some(inner)).unwrap();
    let bind = tc
        .build3(
            C::BindExpr,
            Some(void),
            Some(x),
            Some(inner_list),
            Some(inner),
        )
        .unwrap();
    tc.set_decl_initial(f, Some(outer)).unwrap();
    finish_int_function(&mut tc, f, &[bind, cond], &parms);
    round_trip(&tc, &[f]).unwrap();

    // The unit's dump names the function by its assembler name, as GCC's header does.
    let text = write(&export(&tc, &[f]).unwrap());
    let mut fresh = TreeContext::new();
    let unit = import(&mut fresh, &read("k.jsonl", &text).unwrap()).unwrap();
    let dump = unit.print_original(&fresh).unwrap();
    assert!(dump.starts_with("\n;; Function h (_h_asm)\n"));
    let g = unit.functions()[0].decl;
    let outer2 = fresh.decl_initial(g).unwrap().unwrap();
    let inner2 = fresh.block_subblocks(outer2).unwrap().unwrap();
    let x2 = fresh.block_vars(inner2).unwrap().unwrap();
    let rec2 = fresh.tree_type(x2).unwrap().unwrap();
    let second2 = fresh
        .tree_chain(fresh.type_fields(rec2).unwrap().unwrap())
        .unwrap()
        .unwrap();
    assert_eq!(fresh.decl_fcontext(second2).unwrap(), Some(rec2));
    let loc2 = fresh.decl_source_location(x2).unwrap();
    assert_eq!(fresh.location_column(loc2).unwrap(), 14);
}
