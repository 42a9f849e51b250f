//! Random C functions — nested `if`/`else`, `while`, `do`, `for`, `switch`, `break`,
//! `continue`, `return` and scopes with declarations — written both as C text and as
//! `FunctionBuilder` calls from one generated syntax tree: the machine's gcc 12 must dump
//! the C exactly as we print what the builder built (label numbers compared by order).
//!
//! Expressions stay simple (variables and small constants) so that what is compared is
//! the statement machinery: scopes, BLOCKs, statement-list nesting, loop lowering and the
//! numbering of artificial labels.

#[path = "common/gcc.rs"]
mod gcc;
#[path = "common/random_c.rs"]
mod random_c;
#[path = "common/uids.rs"]
mod uids;

use proptest::prelude::*;
use random_c::{build, c_source, stmts};
use tree::TreeContext;

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// What the builder builds prints as gcc dumps the same C.
    fn random_functions_print_as_gcc_dumps_them(body in stmts()) {
        let source = c_source(&body);
        let mut tc = TreeContext::new();
        let f = build(&mut tc, &body).expect("build");
        let ours = tc.dump_tree_original(f).expect("print");
        if let Some(gcc) = gcc::gcc_original(&source, "-O0 -w") {
            prop_assert_eq!(uids::normalize_uids(&ours), uids::normalize_uids(&gcc), "C:\n{}", source);
        }
    }
}

testkit::main!(random_functions_print_as_gcc_dumps_them,);
