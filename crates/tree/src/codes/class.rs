//! Tree codes, their classes and arities: the machinery behind [`crate::code_table`].

use crate::TreeCode;
use crate::codes::TreeStruct;
use std::fmt;

/// GCC's `enum tree_code_class` (`tcc_*`), in GCC's order.
#[doc(alias = "tree_code_class")]
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum TreeCodeClass {
    /// `tcc_exceptional`: nodes with their own structure (lists, vectors, blocks, …).
    Exceptional,
    /// `tcc_constant`: constants.
    Constant,
    /// `tcc_type`: types.
    Type,
    /// `tcc_declaration`: declarations.
    Declaration,
    /// `tcc_reference`: references to storage.
    Reference,
    /// `tcc_comparison`: comparisons.
    Comparison,
    /// `tcc_unary`: unary arithmetic.
    Unary,
    /// `tcc_binary`: binary arithmetic.
    Binary,
    /// `tcc_statement`: statement expressions.
    Statement,
    /// `tcc_vl_exp`: variable-length expressions (operand 0 holds the length).
    VlExp,
    /// `tcc_expression`: any other expression.
    Expression,
}

impl TreeCodeClass {
    /// GCC's name, e.g. `"tcc_binary"`.
    pub fn name(self) -> &'static str {
        match self {
            Exceptional => "tcc_exceptional",
            Constant => "tcc_constant",
            Type => "tcc_type",
            Declaration => "tcc_declaration",
            Reference => "tcc_reference",
            Comparison => "tcc_comparison",
            Unary => "tcc_unary",
            Binary => "tcc_binary",
            Statement => "tcc_statement",
            VlExp => "tcc_vl_exp",
            Expression => "tcc_expression",
        }
    }

    /// `tcc_binary` or `tcc_comparison`: the codes build2 may mark TREE_CONSTANT.
    #[inline]
    pub fn is_binary_like(self) -> bool {
        matches!(self, Binary | Comparison)
    }

    /// `EXPRESSION_CLASS_P`-style test: the classes whose nodes carry operands (`TS_EXP`).
    #[doc(alias = "IS_EXPR_CODE_CLASS")]
    pub fn is_expression(self) -> bool {
        matches!(
            self,
            Reference | Comparison | Unary | Binary | Statement | VlExp | Expression
        )
    }
}

use TreeCodeClass::*;

impl fmt::Display for TreeCodeClass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Which definition file a code comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CodeOrigin {
    /// `gcc/tree.def`.
    TreeDef,
    /// `gcc/c-family/c-common.def`.
    CCommon,
    /// `gcc/cp/cp-tree.def`.
    CpTree,
    /// Not in GCC 12.2; documented by the (GCC 14) manual.
    Gcc14,
}

impl CodeOrigin {
    /// The file name as printed in tables (`"tree.def"`, …, `"gcc14"`).
    pub fn file(self) -> &'static str {
        match self {
            CodeOrigin::TreeDef => "tree.def",
            CodeOrigin::CCommon => "c-family/c-common.def",
            CodeOrigin::CpTree => "cp/cp-tree.def",
            CodeOrigin::Gcc14 => "gcc14",
        }
    }
}

/// How many operands a code has (`TREE_CODE_LENGTH`).
#[doc(alias = "TREE_CODE_LENGTH")]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Arity {
    /// Exactly this many operands.
    Fixed(u8),
    /// A `tcc_vl_exp` code: at least this many operands, the actual count is per node
    /// (`VL_EXP_OPERAND_LENGTH`).
    Variable {
        /// The minimum number of operands.
        min: u8,
    },
}

impl Arity {
    /// The fixed count, or the minimum of a variable-length code.
    pub fn min(self) -> usize {
        match self {
            Arity::Fixed(n) | Arity::Variable { min: n } => n as usize,
        }
    }

    /// Whether the count is per node.
    pub fn is_variable(self) -> bool {
        matches!(self, Arity::Variable { .. })
    }
}

impl fmt::Display for Arity {
    /// Fixed counts print as the number, variable ones as the minimum followed by `+`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Arity::Fixed(n) => write!(f, "{n}"),
            Arity::Variable { min } => write!(f, "{min}+"),
        }
    }
}

/// Expands the code table into the [`TreeCode`] enum and its per-code facts.
macro_rules! define_tree_codes {
    ($($variant:ident, $gcc:literal, $name:literal, $class:ident, $arity:literal,
       [$($mark:ident),*], $origin:ident;)*) => {
        /// A tree code (GCC's `enum tree_code`): every code of GCC 12.2's `tree.def`,
        /// `c-family/c-common.def` and `cp/cp-tree.def`, plus `BITINT_TYPE` and
        /// `OMP_STRUCTURED_BLOCK` from GCC 14.
        #[doc(alias = "tree_code")]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[derive(serde::Serialize, serde::Deserialize)]
        #[repr(u16)]
        pub enum TreeCode {
            $(
                #[doc = concat!("`", $gcc, "` (\"", $name, "\", ", stringify!($class), ")")]
                #[doc(alias = $gcc)]
                $variant,
            )*
        }

        impl TreeCode {
            /// Every code, in table order (`code as usize` is the index).
            pub const ALL: &'static [TreeCode] = &[$(TreeCode::$variant),*];

            /// GCC's upper-case identifier, e.g. `"PLUS_EXPR"`.
            pub fn gcc_name(self) -> &'static str {
                const NAMES: &[&str] = &[$($gcc),*];
                NAMES[self as usize]
            }

            /// GCC's string for the code (`get_tree_code_name`), e.g. `"plus_expr"`.
            #[doc(alias = "get_tree_code_name")]
            pub fn name(self) -> &'static str {
                const NAMES: &[&str] = &[$($name),*];
                NAMES[self as usize]
            }

            /// The code's class (`TREE_CODE_CLASS`).
            #[doc(alias = "TREE_CODE_CLASS")]
            pub fn class(self) -> $crate::TreeCodeClass {
                const CLASSES: &[$crate::TreeCodeClass] = &[$($class),*];
                CLASSES[self as usize]
            }

            /// The number of operands (`TREE_CODE_LENGTH`); `tcc_vl_exp` codes are variable.
            #[doc(alias = "TREE_CODE_LENGTH")]
            pub fn arity(self) -> $crate::Arity {
                const LENGTHS: &[u8] = &[$($arity),*];
                let n = LENGTHS[self as usize];
                if self.class() == $crate::TreeCodeClass::VlExp {
                    $crate::Arity::Variable { min: n }
                } else {
                    $crate::Arity::Fixed(n)
                }
            }

            /// The definition file the code comes from.
            pub fn origin(self) -> $crate::CodeOrigin {
                const ORIGINS: &[$crate::CodeOrigin] = &[$($origin),*];
                ORIGINS[self as usize]
            }

            /// The structures a node of this code contains (`tree_contains_struct`).
            pub fn structs(self) -> $crate::StructSet {
                const SETS: &[$crate::StructSet] =
                    &[$($crate::StructSet::closure(&[$($crate::TreeStruct::$mark),*])),*];
                SETS[self as usize]
            }
        }
    };
}
pub(crate) use define_tree_codes;

impl TreeCode {
    /// Whether a node of this code contains structure `ts` (`CODE_CONTAINS_STRUCT`).
    #[doc(alias = "CODE_CONTAINS_STRUCT")]
    #[doc(alias = "tree_contains_struct")]
    pub fn contains_struct(self, ts: TreeStruct) -> bool {
        self.structs().contains(ts)
    }

    /// Looks a code up by GCC's string (`"plus_expr"`) or upper-case name (`"PLUS_EXPR"`).
    pub fn from_name(name: &str) -> Option<TreeCode> {
        TreeCode::ALL
            .iter()
            .copied()
            .find(|c| c.name() == name || c.gcc_name() == name)
    }

    /// The code with this index (`code as u16`), if any.
    pub fn from_index(index: u16) -> Option<TreeCode> {
        TreeCode::ALL.get(index as usize).copied()
    }

    /// Whether the code is one of the expression classes (`EXPR_P`, nodes with `TS_EXP`).
    #[doc(alias = "EXPR_P")]
    pub fn is_expression(self) -> bool {
        self.class().is_expression()
    }

    /// `TYPE_P`.
    #[doc(alias = "TYPE_P")]
    pub fn is_type(self) -> bool {
        self.class() == Type
    }

    /// `DECL_P`.
    #[doc(alias = "DECL_P")]
    pub fn is_decl(self) -> bool {
        self.class() == Declaration
    }

    /// `CONSTANT_CLASS_P`.
    #[doc(alias = "CONSTANT_CLASS_P")]
    pub fn is_constant(self) -> bool {
        self.class() == Constant
    }
}

impl fmt::Display for TreeCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.gcc_name())
    }
}
