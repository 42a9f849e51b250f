//! Every tree code can be made with its documented operands, and its node answers exactly
//! the accessors its structures allow.

#[path = "common/make.rs"]
mod make;
use make::make;
use tree::{TreeCode, TreeContext, TreeError, TreeStruct};

#[test]
fn every_code_is_constructible() {
    let mut tc = TreeContext::new();
    for &code in TreeCode::ALL {
        let t = make(&mut tc, code);
        assert_eq!(tc.tree_code(t).unwrap(), code);
        let typed = code.contains_struct(TreeStruct::Typed);
        assert_eq!(tc.tree_type(t).is_ok(), typed, "TREE_TYPE of {code}");
        let common = code.contains_struct(TreeStruct::Common);
        assert_eq!(tc.tree_chain(t).is_ok(), common, "TREE_CHAIN of {code}");
        if code.contains_struct(TreeStruct::Exp) {
            let n = tc.tree_operand_length(t).unwrap();
            assert!(n >= code.arity().min(), "{code}");
            assert!(tc.tree_operand(t, n).is_err());
            if n > 0 {
                assert!(tc.tree_operand(t, n - 1).is_ok());
            }
        }
        assert_eq!(
            tc.decl_name(t).is_ok(),
            code.contains_struct(TreeStruct::DeclMinimal),
            "{code}"
        );
        assert_eq!(
            tc.decl_initial(t).is_ok(),
            code.contains_struct(TreeStruct::DeclCommon),
            "{code}"
        );
        assert_eq!(
            tc.type_size(t).is_ok(),
            code.contains_struct(TreeStruct::TypeCommon),
            "{code}"
        );
        assert_eq!(
            tc.tree_purpose(t).is_ok(),
            code == TreeCode::TreeList,
            "{code}"
        );
        // The flags are there for every node; every code prints or reports an error cleanly.
        tc.flags(t).unwrap();
        let _ = tc.print_generic(t, false);
        let _ = tc.debug_tree(t, 2).unwrap();
        // A copy has the same code (identifiers are unique and are not copied).
        match tc.copy_node(t) {
            Ok(c) => assert_eq!(tc.tree_code(c).unwrap(), code),
            Err(e) => {
                assert_eq!(code, TreeCode::IdentifierNode);
                assert!(matches!(
                    e,
                    TreeError::WrongCode {
                        accessor: "copy_node",
                        ..
                    }
                ));
            }
        }
    }
}

#[test]
fn statements_have_side_effects_as_make_node_sets_them() {
    let mut tc = TreeContext::new();
    for &code in TreeCode::ALL {
        if code.class() == tree::TreeCodeClass::Statement {
            let t = tc.make_node(code).unwrap();
            assert_eq!(
                tc.tree_side_effects(t).unwrap(),
                code != TreeCode::DebugBeginStmt,
                "{code}"
            );
        }
        if code.class() == tree::TreeCodeClass::Constant && code != TreeCode::IntegerCst {
            let t = tc.make_node(code).unwrap();
            assert!(tc.tree_constant(t).unwrap(), "{code}");
        }
    }
}
