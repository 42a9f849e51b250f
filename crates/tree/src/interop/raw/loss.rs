//! What a raw dump does not say about a function, and whether `-fdump-tree-original`
//! printing needs it.

use crate::TreeCode;
use crate::interop::format::{FunctionRecord, NodeId};

/// Something `dump_node` (with `TDF_SLIM`, as `-fdump-tree-original-raw` runs it) left out
/// of a function's dump. Node ids are the document's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RawLoss {
    /// A BIND_EXPR with variables: the dump shows only the first of BIND_EXPR_VARS (decls
    /// never print DECL_CHAIN under TDF_SLIM, and the BIND_EXPR's BLOCK is not dumped),
    /// nor any variable's storage class; the printer declares the whole chain at the top
    /// of the block.
    BindVars {
        /// The BIND_EXPR.
        bind: NodeId,
    },
    /// A DECL_EXPR: `dump_node` prints only its type, not DECL_EXPR_DECL; the printer
    /// prints the declaration there.
    DeclExprOperand {
        /// The DECL_EXPR.
        node: NodeId,
    },
    /// An expression code whose operands (all or some) `dump_node` does not print.
    OperandsNotDumped {
        /// The expression.
        node: NodeId,
        /// Its code.
        code: TreeCode,
        /// The operand indices not dumped.
        operands: Vec<usize>,
    },
    /// A C++ dump field the reader does not convert (`cp/dump.cc`'s notes, accesses,
    /// template and thunk fields, operator identifiers printed without their text, …).
    /// Printing may need it: C++ names a function in a call from its front-end data
    /// (`Foo::Foo`, `f<int>`), which the dump shows only in part.
    FieldNotRead {
        /// The node.
        node: NodeId,
        /// The node's code.
        code: TreeCode,
        /// The field's label.
        label: String,
    },
    /// C++: a FUNCTION_DECL the body uses. The printer names it from front-end data
    /// (template arguments `f<int>`, constructor names `Foo::Foo`) the dump does not show.
    CxxFunctionName {
        /// The FUNCTION_DECL.
        node: NodeId,
    },
    /// A CALL_EXPR without a function: a call of an internal function (`.ADD_OVERFLOW`),
    /// whose CALL_EXPR_IFN the dump does not print.
    InternalFunction {
        /// The CALL_EXPR.
        node: NodeId,
    },
    /// An unnamed declaration used in the body: the printer names it by DECL_UID
    /// (`D.1234`, `<D.1234>` for labels), which the dump does not print.
    DeclUid {
        /// The declaration.
        node: NodeId,
        /// Its code.
        code: TreeCode,
    },
    /// A conversion to a type the printer names from fields the dump lacks: TYPE_UID for
    /// an unnamed struct/union or a function type (`<T1a2>`), or the element type of an
    /// unnamed vector or complex type.
    TypeNotNameable {
        /// The conversion.
        node: NodeId,
        /// The type that cannot be named.
        ty: NodeId,
    },
    /// A CONSTRUCTOR with elements: its TREE_TYPE is not dumped, and the printer's
    /// designators depend on it. In C++, any CONSTRUCTOR: an empty one may be a clobber
    /// (`{CLOBBER}`), which only flags the dump does not show tell.
    ConstructorType {
        /// The CONSTRUCTOR.
        node: NodeId,
    },
    /// A COMPLEX_CST, VECTOR_CST or POLY_INT_CST: `dump_node` prints only its type, not
    /// its parts. (A VECTOR_CST or POLY_INT_CST cannot be made without them: the document
    /// has ERROR_MARK in its place.)
    ConstantParts {
        /// The constant.
        node: NodeId,
        /// Its code.
        code: TreeCode,
    },
    /// A VECTOR_TYPE: `dump_node` prints neither its element type nor its lane count, and
    /// a vector type cannot be made without them: the document has ERROR_MARK in its place.
    VectorLanes {
        /// The vector type.
        node: NodeId,
    },
    /// A STRING_CST printed only up to its first NUL byte (an embedded NUL or a wide
    /// string), or so short that its trailing spaces cannot be told from the padding `%-7s`
    /// adds: the bytes after what was read are unknown.
    StringTruncated {
        /// The STRING_CST.
        node: NodeId,
    },
    /// A REAL_CST whose printed decimal (at most about 22 significant digits) does not
    /// determine its value: binary128 values, or a constant whose type's precision is not
    /// in the dump.
    RealInexact {
        /// The REAL_CST.
        node: NodeId,
    },
    /// A FIXED_CST: the dump's decimal is not converted to raw bits.
    FixedValue {
        /// The FIXED_CST.
        node: NodeId,
    },
    /// A negative-looking INTEGER_CST whose type's sign and precision are not in the dump
    /// (so its value as `TYPE_SIGN` reads it is unknown).
    IntegerSign {
        /// The INTEGER_CST.
        node: NodeId,
    },
    /// Structural, not printed: a BIND_EXPR's BLOCK (operand 2) is not dumped.
    BindBlock {
        /// The BIND_EXPR.
        bind: NodeId,
    },
    /// Structural, not printed: TYPE_FIELDS or DECL_ARGUMENTS shows only its first
    /// declaration (DECL_CHAIN is not dumped), whether or not more followed.
    FirstDeclOnly {
        /// The record type or function declaration.
        owner: NodeId,
    },
    /// Structural, not printed: a FIELD_DECL's position is dumped only as `bit_position`,
    /// not as DECL_FIELD_OFFSET / DECL_FIELD_BIT_OFFSET.
    FieldPosition {
        /// The FIELD_DECL.
        node: NodeId,
    },
    /// Structural, not printed: the function's own FUNCTION_DECL is not in its dump (the
    /// dump starts at DECL_SAVED_TREE and reached no node naming the function); the
    /// reader made one with the header's name.
    FunctionDeclMade {
        /// The made FUNCTION_DECL.
        decl: NodeId,
    },
}

impl RawLoss {
    /// Whether `-fdump-tree-original` printing of the function needs what was lost.
    pub fn affects_printing(&self) -> bool {
        !matches!(
            self,
            RawLoss::BindBlock { .. }
                | RawLoss::FirstDeclOnly { .. }
                | RawLoss::FieldPosition { .. }
                | RawLoss::FunctionDeclMade { .. }
        )
    }

    /// A short name for the kind, for tallies (`"bind_vars"`, `"decl_expr_operand"`, …).
    pub fn kind(&self) -> &'static str {
        match self {
            RawLoss::BindVars { .. } => "bind_vars",
            RawLoss::DeclExprOperand { .. } => "decl_expr_operand",
            RawLoss::OperandsNotDumped { .. } => "operands_not_dumped",
            RawLoss::InternalFunction { .. } => "internal_function",
            RawLoss::FieldNotRead { .. } => "field_not_read",
            RawLoss::CxxFunctionName { .. } => "cxx_function_name",
            RawLoss::DeclUid { .. } => "decl_uid",
            RawLoss::TypeNotNameable { .. } => "type_not_nameable",
            RawLoss::ConstructorType { .. } => "constructor_type",
            RawLoss::ConstantParts { .. } => "constant_parts",
            RawLoss::VectorLanes { .. } => "vector_lanes",
            RawLoss::StringTruncated { .. } => "string_truncated",
            RawLoss::RealInexact { .. } => "real_inexact",
            RawLoss::FixedValue { .. } => "fixed_value",
            RawLoss::IntegerSign { .. } => "integer_sign",
            RawLoss::BindBlock { .. } => "bind_block",
            RawLoss::FirstDeclOnly { .. } => "first_decl_only",
            RawLoss::FieldPosition { .. } => "field_position",
            RawLoss::FunctionDeclMade { .. } => "function_decl_made",
        }
    }
}

/// One function read from a raw dump: its record in the document and what its dump lost.
#[derive(Clone, Debug, PartialEq)]
pub struct RawFunction {
    /// The function record (also in the document).
    pub record: FunctionRecord,
    /// What the dump lost, in node order.
    pub losses: Vec<RawLoss>,
}

impl RawFunction {
    /// Whether nothing `-fdump-tree-original` printing needs was lost: importing the
    /// document and printing this function can reproduce GCC's dump exactly, as far as the
    /// reader can tell. Flags the raw dump never shows are not detected and read as clear:
    /// TREE_OVERFLOW (`(OVF)`), TYPE_REF_CAN_ALIAS_ALL (`{ref-all}`), a call's static chain,
    /// DECL_IS_UNDECLARED_BUILTIN-style locations beyond what `srcp:` says
    /// ([`clear_unwritten_flags`](super::clear_unwritten_flags) finds the functions that
    /// need the first two, given the plugin's document of the same compilation).
    pub fn is_complete(&self) -> bool {
        !self.losses.iter().any(RawLoss::affects_printing)
    }
}
