//! The code and structure tables against GCC 12.2's facts in `../shared/reference/`.

use std::path::PathBuf;
use tree::{CodeOrigin, TreeCode, TreeStruct};

/// The reference directory beside the repository (`../shared/reference`), or `None` after a
/// skip (a failure under GCCINT_REQUIRE_GCC=1).
fn reference(file: &str) -> Option<String> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/reference");
    if let Ok(text) = std::fs::read_to_string(dir.join(file)) {
        return Some(text);
    }
    testkit::skip(format!(
        "reference file {file} not found beside the repository (../shared/reference)"
    ));
    None
}

fn every_gcc_code_with_its_string_class_and_arity() {
    let Some(text) = reference("tree-codes.tsv") else {
        return;
    };
    let mut n = 0;
    for line in text.lines().skip(1) {
        let f: Vec<&str> = line.split('\t').collect();
        let code = TreeCode::from_name(f[0]).unwrap_or_else(|| panic!("missing code {}", f[0]));
        assert_eq!(code.gcc_name(), f[0]);
        assert_eq!(code.name(), f[1], "{}", f[0]);
        assert_eq!(code.class().name(), f[2], "{}", f[0]);
        assert_eq!(code.arity().min().to_string(), f[3], "{}", f[0]);
        assert_eq!(code.origin().file(), f[4], "{}", f[0]);
        n += 1;
    }
    assert_eq!(n, 343);
    let extra: Vec<_> = TreeCode::ALL
        .iter()
        .filter(|c| c.origin() == CodeOrigin::Gcc14)
        .map(|c| c.gcc_name())
        .collect();
    assert_eq!(extra, ["BITINT_TYPE", "OMP_STRUCTURED_BLOCK"]);
    assert_eq!(TreeCode::ALL.len(), 345);
}

fn tree_def_codes_keep_gccs_numbering() {
    assert_eq!(TreeCode::ErrorMark as u16, 0);
    assert_eq!(TreeCode::AnnotateExpr as u16, 238);
    assert_eq!(TreeCode::CMaybeConstExpr as u16, 239);
}

fn contains_struct_is_gccs_table() {
    let Some(text) = reference("tree-contains-struct.tsv") else {
        return;
    };
    let mut n = 0;
    for line in text.lines().skip(1) {
        let f: Vec<&str> = line.split('\t').collect();
        let code = TreeCode::from_name(f[0]).expect("code");
        let expected: Vec<&str> = f
            .get(3)
            .map_or(vec![], |s| s.split(',').filter(|x| !x.is_empty()).collect());
        let got: Vec<&str> = code.structs().iter().map(TreeStruct::gcc_name).collect();
        assert_eq!(got, expected, "{}", f[0]);
        for ts in TreeStruct::ALL {
            assert_eq!(code.contains_struct(*ts), expected.contains(&ts.gcc_name()));
        }
        n += 1;
    }
    assert_eq!(n, 343);
    assert_eq!(TreeStruct::ALL.len(), 39);
}

fn doc_only_codes_are_present_or_documented_as_left_out() {
    let Some(text) = reference("tree-codes-doc-only.tsv") else {
        return;
    };
    for line in text.lines().skip(1) {
        let name = line.split('\t').next().expect("name");
        let present = TreeCode::from_name(name).is_some();
        let expected = matches!(name, "BITINT_TYPE" | "OMP_STRUCTURED_BLOCK");
        assert_eq!(present, expected, "{name}");
    }
}

testkit::main!(
    every_gcc_code_with_its_string_class_and_arity,
    tree_def_codes_keep_gccs_numbering,
    contains_struct_is_gccs_table,
    doc_only_codes_are_present_or_documented_as_left_out,
);
