//! A node of any tree code, built with its documented operands (shared by the tests that
//! need one of each).

use tree::{Arity, Tree, TreeCode, TreeContext, TreeStruct};

/// A node of `code`: INTEGER_CST 42, the identifier `every`, an expression over
/// `integer_one_node` operands, or `make_node`.
pub(crate) fn make(tc: &mut TreeContext, code: TreeCode) -> Tree {
    let int = tc.integer_type_node();
    match code {
        TreeCode::IntegerCst => tc.build_int_cst(Some(int), 42).unwrap(),
        TreeCode::IdentifierNode => tc.get_identifier("every"),
        _ if code.contains_struct(TreeStruct::Exp) => {
            let one = tc.integer_one_node();
            match code.arity() {
                Arity::Fixed(n) => tc
                    .build(code, Some(int), &vec![Some(one); n as usize])
                    .unwrap(),
                Arity::Variable { min } => tc.build_vl_exp(code, min as usize + 2).unwrap(),
            }
        }
        _ => tc.make_node(code).unwrap(),
    }
}
