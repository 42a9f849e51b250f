//! tree + polyint together: the layout of a record holding a scalable vector is a poly_int
//! that the polyint crate's comparisons reason about as the manual does.

use polyint::{known_ge, known_le, maybe_gt};
use tree::{PolySize, TreeCode, TreeContext};

#[test]
fn sve_record_size_is_a_poly_int() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let ch = tc.char_type_node();
    let sv = tc
        .build_vector_type(int, PolySize::new([4, 4]))
        .expect("vector type");
    let c16 = tc.build_array_type_nelts(ch, 16).expect("array");
    let rec = tc
        .build_record_type(
            TreeCode::RecordType,
            Some("s"),
            &[("v", sv, None), ("extra", c16, None)],
        )
        .expect("record");
    let unit = tc
        .type_size_unit(rec)
        .expect("TYPE_SIZE_UNIT")
        .expect("laid out");
    let bytes = tc.tree_to_poly_int64(unit).expect("poly size");
    // "If an aggregate has a single SVE vector and 16 additional bytes, its total size is
    // 32 + 16 * X1 bytes."
    assert_eq!(bytes, PolySize::new([32, 16]));
    assert!(known_ge(bytes, 32) && maybe_gt(bytes, 32));
    assert!(known_le(PolySize::new([16, 16]), bytes));
    assert_eq!(
        tc.print_generic(unit, false).expect("print"),
        "POLY_INT_CST [32, 16]"
    );
}
