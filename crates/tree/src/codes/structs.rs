//! GCC's tree node structures (`treestruct.def`) and their marking hierarchy.

use std::fmt;

/// Expands the structure table into [`TreeStruct`] and its parent relation.
macro_rules! define_tree_structs {
    ($($variant:ident, $gcc:literal, $name:literal, $parent:ident;)*) => {
        /// A node structure (GCC's `enum tree_node_structure_enum`, `TS_*`), in GCC's order.
        #[doc(alias = "tree_node_structure_enum")]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum TreeStruct {
            $(
                #[doc = concat!("`", $gcc, "` (\"", $name, "\")")]
                #[doc(alias = $gcc)]
                $variant,
            )*
        }

        impl TreeStruct {
            /// Every structure, in GCC's order.
            pub const ALL: &'static [TreeStruct] = &[$(TreeStruct::$variant),*];

            /// GCC's enumerator, e.g. `"TS_DECL_WRTL"`.
            pub fn gcc_name(self) -> &'static str {
                const NAMES: &[&str] = &[$($gcc),*];
                NAMES[self as usize]
            }

            /// GCC's printable name (`ts_enum_names`), e.g. `"decl with RTL"`.
            pub fn name(self) -> &'static str {
                const NAMES: &[&str] = &[$($name),*];
                NAMES[self as usize]
            }

            /// The structure GCC's `MARK_TS_*` macros mark together with this one (the
            /// structure this one extends); `None` for `TS_BASE`.
            pub const fn parent(self) -> Option<TreeStruct> {
                const PARENTS: &[Option<TreeStruct>] = &[$(define_tree_structs!(@p $parent)),*];
                PARENTS[self as usize]
            }
        }
    };
    (@p None) => { None };
    (@p $p:ident) => { Some(TreeStruct::$p) };
}

define_tree_structs! {
    Base,                 "TS_BASE",                  "base",                  None;
    Typed,                "TS_TYPED",                 "typed",                 Base;
    Common,               "TS_COMMON",                "common",                Typed;
    IntCst,               "TS_INT_CST",               "integer cst",           Typed;
    PolyIntCst,           "TS_POLY_INT_CST",          "poly_int_cst",          Typed;
    RealCst,              "TS_REAL_CST",              "real cst",              Typed;
    FixedCst,             "TS_FIXED_CST",             "fixed cst",             Typed;
    Vector,               "TS_VECTOR",                "vector",                Typed;
    String,               "TS_STRING",                "string",                Typed;
    Complex,              "TS_COMPLEX",               "complex",               Typed;
    Identifier,           "TS_IDENTIFIER",            "identifier",            Common;
    DeclMinimal,          "TS_DECL_MINIMAL",          "decl minimal",          Common;
    DeclCommon,           "TS_DECL_COMMON",           "decl common",           DeclMinimal;
    DeclWrtl,             "TS_DECL_WRTL",             "decl with RTL",         DeclCommon;
    DeclNonCommon,        "TS_DECL_NON_COMMON",       "decl non-common",       DeclWithVis;
    DeclWithVis,          "TS_DECL_WITH_VIS",         "decl with visibility",  DeclWrtl;
    FieldDecl,            "TS_FIELD_DECL",            "field decl",            DeclCommon;
    VarDecl,              "TS_VAR_DECL",              "var decl",              DeclWithVis;
    ParmDecl,             "TS_PARM_DECL",             "parm decl",             DeclWrtl;
    LabelDecl,            "TS_LABEL_DECL",            "label decl",            DeclWrtl;
    ResultDecl,           "TS_RESULT_DECL",           "result decl",           DeclWrtl;
    ConstDecl,            "TS_CONST_DECL",            "const decl",            DeclCommon;
    TypeDecl,             "TS_TYPE_DECL",             "type decl",             DeclNonCommon;
    FunctionDecl,         "TS_FUNCTION_DECL",         "function decl",         DeclNonCommon;
    TranslationUnitDecl,  "TS_TRANSLATION_UNIT_DECL", "translation-unit decl", DeclCommon;
    TypeCommon,           "TS_TYPE_COMMON",           "type common",           Common;
    TypeWithLangSpecific, "TS_TYPE_WITH_LANG_SPECIFIC", "type with lang-specific", TypeCommon;
    TypeNonCommon,        "TS_TYPE_NON_COMMON",       "type non-common",       TypeWithLangSpecific;
    List,                 "TS_LIST",                  "list",                  Common;
    Vec,                  "TS_VEC",                   "vec",                   Common;
    Exp,                  "TS_EXP",                   "exp",                   Typed;
    SsaName,              "TS_SSA_NAME",              "ssa name",              Typed;
    Block,                "TS_BLOCK",                 "block",                 Base;
    Binfo,                "TS_BINFO",                 "binfo",                 Common;
    StatementList,        "TS_STATEMENT_LIST",        "statement list",        Typed;
    Constructor,          "TS_CONSTRUCTOR",           "constructor",           Typed;
    OmpClause,            "TS_OMP_CLAUSE",            "omp clause",            Common;
    Optimization,         "TS_OPTIMIZATION",          "optimization options",  Base;
    TargetOption,         "TS_TARGET_OPTION",         "target options",        Base;
}

impl fmt::Display for TreeStruct {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.gcc_name())
    }
}

/// A set of structures (a row of GCC's `tree_contains_struct` table).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct StructSet(u64);

impl StructSet {
    /// The empty set.
    pub const EMPTY: StructSet = StructSet(0);

    /// The given structures and everything GCC's `MARK_TS_*` marks with them.
    pub const fn closure(marks: &[TreeStruct]) -> StructSet {
        let mut bits = 0u64;
        let mut i = 0;
        while i < marks.len() {
            let mut ts = Some(marks[i]);
            while let Some(t) = ts {
                bits |= 1 << t as u8;
                ts = t.parent();
            }
            i += 1;
        }
        StructSet(bits)
    }

    /// Whether `ts` is in the set.
    pub const fn contains(self, ts: TreeStruct) -> bool {
        self.0 & (1 << ts as u8) != 0
    }

    /// The members, in GCC's order.
    pub fn iter(self) -> impl Iterator<Item = TreeStruct> {
        TreeStruct::ALL
            .iter()
            .copied()
            .filter(move |&ts| self.contains(ts))
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}
