//! What the tests share: the accessor signatures `Get` and `Set`, builders of identifiers,
//! declarations, C++ classes and member functions, and `assert_wrong`, which checks that an
//! accessor refused a code naming itself and the code.

use tree::{Location, Tree, TreeCode, TreeContext, TreeError, TypeQuals};

use TreeCode as C;

pub(crate) type Get = fn(&TreeContext, Tree) -> tree::Result<bool>;
pub(crate) type Set = fn(&mut TreeContext, Tree, bool) -> tree::Result<()>;

pub(crate) fn id(tc: &mut TreeContext, s: &str) -> Tree {
    tc.get_identifier(s)
}

pub(crate) fn decl(tc: &mut TreeContext, code: TreeCode, name: &str, ty: Tree) -> Tree {
    let n = id(tc, name);
    tc.build_decl(Location::UNKNOWN, code, Some(n), Some(ty))
        .unwrap()
}

/// A C++ class `name` with one `int` field, laid out, CLASS_TYPE_P.
pub(crate) fn class(tc: &mut TreeContext, name: &str) -> Tree {
    let t = tc.make_node(C::RecordType).unwrap();
    let int = tc.integer_type_node();
    let f = decl(tc, C::FieldDecl, "x", int);
    tc.set_decl_context(f, Some(t)).unwrap();
    tc.set_type_fields(t, Some(f)).unwrap();
    tc.layout_type(t).unwrap();
    tc.record_builtin_type(name, t).ok();
    tc.set_class_type_p(t, true).unwrap();
    t
}

/// A member function `name` of `cls` taking `args`, const-qualified `this` if asked.
pub(crate) fn method(
    tc: &mut TreeContext,
    cls: Tree,
    name: &str,
    args: &[Tree],
    quals: TypeQuals,
) -> Tree {
    let void = tc.void_type_node();
    let base = tc.build_qualified_type(cls, quals).unwrap();
    let mt = tc.build_method_type(base, void, args, false).unwrap();
    let f = decl(tc, C::FunctionDecl, name, mt);
    tc.set_decl_context(f, Some(cls)).unwrap();
    f
}

pub(crate) fn assert_wrong(err: TreeError, accessor: &str, got: TreeCode) {
    match err {
        TreeError::WrongCode {
            accessor: a,
            got: g,
            ..
        } => {
            assert_eq!((a, g), (accessor, got), "{err}");
            assert!(err.to_string().contains(accessor), "{err}");
        }
        other => panic!("{accessor}: expected a WrongCode error, got {other:?}"),
    }
}
