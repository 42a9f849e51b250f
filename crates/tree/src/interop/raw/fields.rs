//! Which `dump_node` label carries which operand, per tree code (GCC 12's
//! `dequeue_and_dump` and the C family's `c_dump_tree`): the one table both the converter
//! and the loss report read.

use crate::{TreeCode, TreeCodeClass};

/// The labels under which `dump_node` prints operands of `code`, with the operand index
/// each one is (`TREE_OPERAND (t, i)`). A label listed twice (TARGET_EXPR's `init`) names
/// its operands in printed order. Operands of `code` that no label names are not dumped.
/// CALL_EXPR is not here: its `fn` and numbered arguments are handled by the converter.
pub(super) fn operand_labels(code: TreeCode) -> &'static [(&'static str, usize)] {
    use TreeCode as C;
    const OP0: &[(&str, usize)] = &[("op 0", 0)];
    const OP01: &[(&str, usize)] = &[("op 0", 0), ("op 1", 1)];
    const OP012: &[(&str, usize)] = &[("op 0", 0), ("op 1", 1), ("op 2", 2)];
    match code {
        C::TruthNotExpr
        | C::AddrExpr
        | C::IndirectRef
        | C::CleanupPointExpr
        | C::ViewConvertExpr
        | C::SaveExpr
        | C::RealpartExpr
        | C::ImagpartExpr => OP0,
        C::TruthAndifExpr
        | C::TruthOrifExpr
        | C::InitExpr
        | C::ModifyExpr
        | C::CompoundExpr
        | C::PredecrementExpr
        | C::PreincrementExpr
        | C::PostdecrementExpr
        | C::PostincrementExpr
        | C::TryFinallyExpr
        | C::EhElseExpr => OP01,
        C::ComponentRef | C::BitFieldRef | C::CondExpr => OP012,
        C::ArrayRef | C::ArrayRangeRef => &[("op 0", 0), ("op 1", 1), ("op 2", 2), ("op 3", 3)],
        C::BindExpr => &[("vars", 0), ("body", 1)],
        C::LoopExpr => &[("body", 0)],
        C::ExitExpr => &[("cond", 0)],
        C::ReturnExpr => &[("expr", 0)],
        C::TargetExpr => &[("decl", 0), ("init", 1), ("clnp", 2), ("init", 3)],
        C::CaseLabelExpr => &[("name", 3), ("low", 0), ("high", 1)],
        C::LabelExpr => &[("name", 0)],
        C::GotoExpr => &[("labl", 0)],
        C::SwitchExpr | C::SwitchStmt => &[("cond", 0), ("body", 1)],
        C::WhileStmt => &[("cond", 0), ("body", 1)],
        C::DoStmt => &[("cond", 0), ("body", 1)],
        C::ForStmt => &[("init", 0), ("cond", 1), ("expr", 2), ("body", 3)],
        // The C++ front end's statements (`cp/dump.cc`).
        C::ExprStmt | C::StmtExpr => &[("expr", 0), ("stmt", 0)],
        C::IfStmt => &[("cond", 0), ("then", 1), ("else", 2)],
        C::CleanupStmt => &[("body", 0), ("expr", 1), ("decl", 2)],
        C::TryBlock => &[("body", 0), ("hdlr", 1)],
        C::Handler => &[("parm", 0), ("body", 1)],
        C::EhSpecBlock => &[("body", 0), ("raises", 1)],
        C::MustNotThrowExpr => &[("body", 0), ("cond", 1)],
        C::UsingStmt => &[("nmsp", 0)],
        C::RangeForStmt => &[("init", 5), ("decl", 0), ("expr", 1), ("body", 2)],
        C::ThrowExpr => OP0,
        _ => match code.class() {
            TreeCodeClass::Unary => OP0,
            TreeCodeClass::Binary | TreeCodeClass::Comparison => OP01,
            _ => &[],
        },
    }
}

/// C and C++ statement codes for which the front end's dump hook prints `line:`
/// (EXPR_LINENO).
pub(super) fn prints_line(code: TreeCode) -> bool {
    use TreeCode as C;
    matches!(
        code,
        C::BreakStmt
            | C::ContinueStmt
            | C::DoStmt
            | C::ForStmt
            | C::SwitchStmt
            | C::WhileStmt
            | C::ExprStmt
            | C::IfStmt
            | C::CleanupStmt
            | C::TryBlock
            | C::Handler
            | C::EhSpecBlock
            | C::MustNotThrowExpr
            | C::UsingStmt
            | C::RangeForStmt
    )
}

/// Operands of `code` (fixed arity) that `dump_node` does not print.
pub(super) fn undumped_operands(code: TreeCode) -> Vec<usize> {
    let labels = operand_labels(code);
    (0..code.arity().min())
        .filter(|i| !labels.iter().any(|(_, j)| j == i))
        .collect()
}

/// The type-valued `dump_node` labels of types, with the field each one is.
pub(super) enum TypeField {
    /// `TREE_TYPE`.
    TreeType,
    /// A `refs` entry.
    Ref(&'static str),
}

/// The label → field table for types.
pub(super) fn type_ref(code: TreeCode, label: &str) -> Option<TypeField> {
    use TreeCode as C;
    use TypeField::*;
    Some(match (label, code) {
        ("name", _) => Ref("TYPE_NAME"),
        ("unql", _) => Ref("TYPE_MAIN_VARIANT"),
        ("size", _) => Ref("TYPE_SIZE"),
        ("min", C::IntegerType | C::EnumeralType) => Ref("TYPE_MIN_VALUE"),
        ("max", C::IntegerType | C::EnumeralType) => Ref("TYPE_MAX_VALUE"),
        ("csts", C::EnumeralType) => Ref("TYPE_VALUES"),
        ("ptd", C::PointerType) | ("refd", C::ReferenceType) => TreeType,
        ("clas", C::MethodType) => Ref("TYPE_METHOD_BASETYPE"),
        ("retn", C::FunctionType | C::MethodType) => TreeType,
        ("prms", C::FunctionType | C::MethodType) => Ref("TYPE_ARG_TYPES"),
        ("elts", C::ArrayType) => TreeType,
        ("domn", C::ArrayType) => Ref("TYPE_DOMAIN"),
        ("flds", C::RecordType | C::UnionType) => Ref("TYPE_FIELDS"),
        ("binf", C::RecordType | C::UnionType) => Ref("TYPE_BINFO"),
        _ => return None,
    })
}

/// The node-valued `dump_node` labels of declarations, with the `refs` macro each is.
pub(super) fn decl_ref(code: TreeCode, label: &str) -> Option<&'static str> {
    use TreeCode as C;
    Some(match (label, code) {
        ("name", _) => "DECL_NAME",
        ("mngl", _) => "DECL_ASSEMBLER_NAME",
        ("orig", _) => "DECL_ABSTRACT_ORIGIN",
        ("scpe", _) => "DECL_CONTEXT",
        ("cnst", C::ConstDecl) => "DECL_INITIAL",
        ("argt", C::ParmDecl) => "DECL_ARG_TYPE",
        ("init", C::VarDecl | C::FieldDecl | C::ResultDecl | C::DebugExprDecl) => "DECL_INITIAL",
        ("size", C::VarDecl | C::ParmDecl | C::FieldDecl | C::ResultDecl | C::DebugExprDecl) => {
            "DECL_SIZE"
        }
        ("args", C::FunctionDecl) => "DECL_ARGUMENTS",
        _ => return None,
    })
}

/// The GCC global type a C front-end type is, by its code and name (x86-64, LP64).
pub(super) fn global_type(code: TreeCode, name: &str) -> Option<&'static str> {
    use TreeCode as C;
    Some(match (code, name) {
        (C::VoidType, "void") => "void_type_node",
        (C::IntegerType, "char") => "char_type_node",
        (C::IntegerType, "signed char") => "signed_char_type_node",
        (C::IntegerType, "unsigned char") => "unsigned_char_type_node",
        (C::IntegerType, "short int") => "short_integer_type_node",
        (C::IntegerType, "short unsigned int") => "short_unsigned_type_node",
        (C::IntegerType, "int") => "integer_type_node",
        (C::IntegerType, "unsigned int") => "unsigned_type_node",
        (C::IntegerType, "long int") => "long_integer_type_node",
        (C::IntegerType, "long unsigned int") => "long_unsigned_type_node",
        (C::IntegerType, "long long int") => "long_long_integer_type_node",
        (C::IntegerType, "long long unsigned int") => "long_long_unsigned_type_node",
        (C::IntegerType, "__int128") => "int128_integer_type_node",
        (C::IntegerType, "__int128 unsigned") => "int128_unsigned_type_node",
        (C::IntegerType, "sizetype") => "sizetype",
        (C::IntegerType, "bitsizetype") => "bitsizetype",
        (C::IntegerType, "ssizetype") => "ssizetype",
        (C::IntegerType, "sbitsizetype") => "sbitsizetype",
        (C::BooleanType, "_Bool") => "boolean_type_node",
        (C::RealType, "float") => "float_type_node",
        (C::RealType, "double") => "double_type_node",
        (C::RealType, "long double") => "long_double_type_node",
        (C::ComplexType, "complex int") => "complex_integer_type_node",
        (C::ComplexType, "complex float") => "complex_float_type_node",
        (C::ComplexType, "complex double") => "complex_double_type_node",
        (C::ComplexType, "complex long double") => "complex_long_double_type_node",
        _ => return None,
    })
}
