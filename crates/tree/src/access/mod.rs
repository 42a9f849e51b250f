//! The checked accessors of the common parts: TREE_TYPE, TREE_CHAIN, the flags, operands,
//! TREE_LIST, TREE_VEC and identifiers; beside them attributes (`attribs`), internal
//! functions (`ifn`), SSA_NAME and TREE_BINFO (`ssa`).

pub(crate) mod attribs;
pub(crate) mod ifn;
pub(crate) mod ssa;

use crate::nodes::error::{Expected, Result, TreeError};
use crate::nodes::handle::{Location, Tree};
use crate::nodes::store::MiscData;
use crate::{Flag, Flags, TreeCode, TreeCodeClass, TreeContext, TreeStruct};

/// What an accessor checks before it reads (GCC's `*_CHECK` macros).
#[derive(Clone, Copy, Debug)]
pub(crate) enum Check {
    /// Any node.
    Any,
    /// `CONTAINS_STRUCT_CHECK`.
    Struct(TreeStruct),
    /// `TREE_CHECK`, `TREE_CHECK2`, ….
    Codes(&'static [TreeCode]),
    /// `TREE_CLASS_CHECK`.
    Class(TreeCodeClass),
}

/// **Trees: the basics** — TREE_CODE, TREE_TYPE, TREE_CHAIN, operands, locations, identifiers, TREE_LIST/TREE_VEC fields (GCC internals manual: *GENERIC › Overview*, *Identifiers*, *Containers*).
impl TreeContext {
    #[inline]
    pub(crate) fn check(&self, t: Tree, check: Check, accessor: &'static str) -> Result<TreeCode> {
        match check {
            Check::Any => self.code_for(t, accessor),
            Check::Struct(ts) => self.check_struct(t, ts, accessor),
            Check::Codes(codes) => self.check_codes(t, codes, accessor),
            Check::Class(class) => self.check_class(t, class, accessor),
        }
    }

    /// `TREE_TYPE`.
    #[doc(alias = "TREE_TYPE")]
    #[inline]
    pub fn tree_type(&self, t: Tree) -> Result<Option<Tree>> {
        self.check_struct(t, TreeStruct::Typed, "TREE_TYPE")?;
        Ok(self.store.ty(t))
    }

    /// Sets `TREE_TYPE`. The type of a hash-consed INTEGER_CST cannot change.
    #[doc(alias = "TREE_TYPE")]
    pub fn set_tree_type(&mut self, t: Tree, ty: Option<Tree>) -> Result<()> {
        self.check_struct(t, TreeStruct::Typed, "TREE_TYPE")?;
        self.check_value(ty, "TREE_TYPE")?;
        if self.store.set_ty(t, ty) {
            Ok(())
        } else {
            Err(TreeError::Immutable {
                accessor: "TREE_TYPE",
                what: "the type of a hash-consed INTEGER_CST",
            })
        }
    }

    /// `TREE_CHAIN`.
    #[doc(alias = "TREE_CHAIN")]
    #[doc(alias = "DECL_CHAIN")]
    #[inline]
    pub fn tree_chain(&self, t: Tree) -> Result<Option<Tree>> {
        self.check_struct(t, TreeStruct::Common, "TREE_CHAIN")?;
        Ok(self.store.chain(t))
    }

    /// Sets `TREE_CHAIN`.
    #[doc(alias = "TREE_CHAIN")]
    pub fn set_tree_chain(&mut self, t: Tree, chain: Option<Tree>) -> Result<()> {
        self.check_struct(t, TreeStruct::Common, "TREE_CHAIN")?;
        self.check_value(chain, "TREE_CHAIN")?;
        self.store.set_chain(t, chain);
        Ok(())
    }

    /// All one-bit `tree_base` fields of a node.
    pub fn flags(&self, t: Tree) -> Result<Flags> {
        self.code_for(t, "tree_base")?;
        Ok(Flags(self.store.flags(t)))
    }

    /// One `tree_base` flag (`TREE_SIDE_EFFECTS`, `TREE_PUBLIC`, … by [`Flag`]).
    pub fn flag(&self, t: Tree, flag: Flag) -> Result<bool> {
        Ok(self.flags(t)?.has(flag))
    }

    /// Sets one `tree_base` flag.
    pub fn set_flag(&mut self, t: Tree, flag: Flag, on: bool) -> Result<()> {
        let mut f = self.flags(t)?;
        f.set(flag, on);
        self.store.set_flags(t, f.0);
        Ok(())
    }

    /// `TREE_OPERAND (t, i)`.
    #[doc(alias = "TREE_OPERAND")]
    #[inline]
    pub fn tree_operand(&self, t: Tree, i: usize) -> Result<Option<Tree>> {
        let ops = self.operands_of(t, "TREE_OPERAND")?;
        match ops.get(i) {
            Some(&op) => Ok(op),
            None => Err(self.operand_range("TREE_OPERAND", t, i, ops.len())),
        }
    }

    /// Sets `TREE_OPERAND (t, i)`.
    #[doc(alias = "TREE_OPERAND")]
    pub fn set_tree_operand(&mut self, t: Tree, i: usize, v: Option<Tree>) -> Result<()> {
        let len = self.operands_of(t, "TREE_OPERAND")?.len();
        if i >= len {
            return Err(self.operand_range("TREE_OPERAND", t, i, len));
        }
        self.check_value(v, "TREE_OPERAND")?;
        self.store.ops_mut(t)[i] = v;
        Ok(())
    }

    /// All operands of an expression node (`TREE_OPERAND (t, 0 …)`).
    pub fn operands(&self, t: Tree) -> Result<&[Option<Tree>]> {
        self.operands_of(t, "TREE_OPERAND")
    }

    /// `TREE_OPERAND_LENGTH`: the operand count of this node (per node for `tcc_vl_exp`).
    #[doc(alias = "TREE_OPERAND_LENGTH")]
    #[doc(alias = "VL_EXP_OPERAND_LENGTH")]
    pub fn tree_operand_length(&self, t: Tree) -> Result<usize> {
        Ok(self.operands_of(t, "TREE_OPERAND_LENGTH")?.len())
    }

    fn operands_of(&self, t: Tree, accessor: &'static str) -> Result<&[Option<Tree>]> {
        let code = self.code_for(t, accessor)?;
        let has_ops = code.contains_struct(TreeStruct::Exp)
            || matches!(&self.store.misc_data(t), Some(MiscData::Vec(_)))
                // A TREE_VEC's elements and an OVERLOAD's OVL_FUNCTION are no operands.
                && !matches!(code, TreeCode::TreeVec | TreeCode::Overload);
        if !has_ops {
            return Err(TreeError::wrong(accessor, Expected::Expression, code));
        }
        Ok(self.store.ops(t))
    }

    pub(crate) fn operand_range(
        &self,
        accessor: &'static str,
        t: Tree,
        index: usize,
        len: usize,
    ) -> TreeError {
        TreeError::IndexOutOfRange {
            accessor,
            index,
            len,
            code: self.store.code(t).unwrap_or(TreeCode::ErrorMark),
        }
    }

    /// `EXPR_LOCATION` (also `DECL_SOURCE_LOCATION`, `BLOCK_SOURCE_LOCATION` and
    /// `OMP_CLAUSE_LOCATION`): `UNKNOWN_LOCATION` for nodes without one, as GCC's macro.
    #[doc(alias = "EXPR_LOCATION")]
    pub fn expr_location(&self, t: Tree) -> Result<Location> {
        self.code_for(t, "EXPR_LOCATION")?;
        Ok(Location(self.store.locus(t)))
    }

    /// `SET_EXPR_LOCATION` (and the other location setters); an error for nodes that have no
    /// location field.
    #[doc(alias = "SET_EXPR_LOCATION")]
    #[doc(alias = "protected_set_expr_location")]
    pub fn set_expr_location(&mut self, t: Tree, loc: Location) -> Result<()> {
        let code = self.code_for(t, "SET_EXPR_LOCATION")?;
        if self.store.set_locus(t, loc.0) {
            Ok(())
        } else {
            Err(TreeError::wrong(
                "SET_EXPR_LOCATION",
                Expected::Other("an expression, declaration, BLOCK or OMP_CLAUSE"),
                code,
            ))
        }
    }

    /// EXPR_CHECK: a node of an expression class (`IS_EXPR_CODE_CLASS`).
    fn expr_check(&self, t: Tree, accessor: &'static str) -> Result<TreeCode> {
        let code = self.code_for(t, accessor)?;
        if code.is_expression() {
            Ok(code)
        } else {
            Err(TreeError::wrong(accessor, Expected::Expression, code))
        }
    }

    /// `EXPR_FILENAME` (`LOCATION_FILE` of the expression's location), from the context's
    /// line map ([`TreeContext::intern_location`]): `UNKNOWN_LOCATION` has no file (`None`),
    /// `BUILTINS_LOCATION` is `"<built-in>"`, and a location the line map does not describe
    /// is a [`TreeError::NotRepresentable`] rather than a made-up name.
    #[doc(alias = "EXPR_FILENAME")]
    #[doc(alias = "LOCATION_FILE")]
    pub fn expr_filename(&self, t: Tree) -> Result<Option<&str>> {
        self.expr_check(t, "EXPR_FILENAME")?;
        Ok(self
            .expand_for(self.node_location(t), "EXPR_FILENAME")?
            .file)
    }

    /// `EXPR_LINENO` (`LOCATION_LINE`): 0 for UNKNOWN_LOCATION and BUILTINS_LOCATION, as
    /// in GCC; see [`TreeContext::expr_filename`].
    #[doc(alias = "EXPR_LINENO")]
    #[doc(alias = "LOCATION_LINE")]
    pub fn expr_lineno(&self, t: Tree) -> Result<u32> {
        self.expr_check(t, "EXPR_LINENO")?;
        Ok(self.expand_for(self.node_location(t), "EXPR_LINENO")?.line)
    }

    /// `EXPR_HAS_LOCATION`.
    #[doc(alias = "EXPR_HAS_LOCATION")]
    pub fn expr_has_location(&self, t: Tree) -> Result<bool> {
        Ok(self.expr_location(t)? != Location::UNKNOWN)
    }

    /// `TREE_PURPOSE`.
    #[doc(alias = "TREE_PURPOSE")]
    pub fn tree_purpose(&self, t: Tree) -> Result<Option<Tree>> {
        self.check_struct(t, TreeStruct::List, "TREE_PURPOSE")?;
        Ok(self.store.list(t).purpose)
    }

    /// Sets `TREE_PURPOSE`.
    pub fn set_tree_purpose(&mut self, t: Tree, v: Option<Tree>) -> Result<()> {
        self.check_struct(t, TreeStruct::List, "TREE_PURPOSE")?;
        self.check_value(v, "TREE_PURPOSE")?;
        self.store.list_mut(t).purpose = v;
        Ok(())
    }

    /// `TREE_VALUE`.
    #[doc(alias = "TREE_VALUE")]
    pub fn tree_value(&self, t: Tree) -> Result<Option<Tree>> {
        self.check_struct(t, TreeStruct::List, "TREE_VALUE")?;
        Ok(self.store.list(t).value)
    }

    /// Sets `TREE_VALUE`.
    pub fn set_tree_value(&mut self, t: Tree, v: Option<Tree>) -> Result<()> {
        self.check_struct(t, TreeStruct::List, "TREE_VALUE")?;
        self.check_value(v, "TREE_VALUE")?;
        self.store.list_mut(t).value = v;
        Ok(())
    }

    fn vec_elts(&self, t: Tree, accessor: &'static str) -> Result<&Vec<Option<Tree>>> {
        self.check_struct(t, TreeStruct::Vec, accessor)?;
        match &self.store.misc(t).data {
            MiscData::Vec(v) => Ok(v),
            _ => Err(TreeError::wrong(
                accessor,
                Expected::Struct(TreeStruct::Vec),
                TreeCode::TreeVec,
            )),
        }
    }

    /// `TREE_VEC_LENGTH`.
    #[doc(alias = "TREE_VEC_LENGTH")]
    pub fn tree_vec_length(&self, t: Tree) -> Result<usize> {
        Ok(self.vec_elts(t, "TREE_VEC_LENGTH")?.len())
    }

    /// `TREE_VEC_ELT (t, i)`.
    #[doc(alias = "TREE_VEC_ELT")]
    pub fn tree_vec_elt(&self, t: Tree, i: usize) -> Result<Option<Tree>> {
        let v = self.vec_elts(t, "TREE_VEC_ELT")?;
        v.get(i)
            .copied()
            .ok_or_else(|| self.operand_range("TREE_VEC_ELT", t, i, v.len()))
    }

    /// Sets `TREE_VEC_ELT (t, i)`.
    pub fn set_tree_vec_elt(&mut self, t: Tree, i: usize, v: Option<Tree>) -> Result<()> {
        let len = self.vec_elts(t, "TREE_VEC_ELT")?.len();
        if i >= len {
            return Err(self.operand_range("TREE_VEC_ELT", t, i, len));
        }
        self.check_value(v, "TREE_VEC_ELT")?;
        if let MiscData::Vec(elts) = &mut self.store.misc_mut(t).data {
            elts[i] = v;
        }
        Ok(())
    }

    /// `IDENTIFIER_POINTER` (the bytes, without GCC's terminating NUL).
    #[doc(alias = "IDENTIFIER_POINTER")]
    pub fn identifier_pointer(&self, t: Tree) -> Result<&[u8]> {
        self.check_codes(t, &[TreeCode::IdentifierNode], "IDENTIFIER_POINTER")?;
        Ok(self.store.ident_bytes(t))
    }

    /// The identifier as text (bytes that are not UTF-8 are replaced by U+FFFD).
    pub fn identifier_str(&self, t: Tree) -> Result<std::borrow::Cow<'_, str>> {
        Ok(String::from_utf8_lossy(self.identifier_pointer(t)?))
    }

    /// `IDENTIFIER_LENGTH`.
    #[doc(alias = "IDENTIFIER_LENGTH")]
    pub fn identifier_length(&self, t: Tree) -> Result<usize> {
        self.check_codes(t, &[TreeCode::IdentifierNode], "IDENTIFIER_LENGTH")?;
        Ok(self.store.ident_bytes(t).len())
    }

    /// `get_identifier`: the unique IDENTIFIER_NODE for `name` (any bytes), made on first use.
    ///
    /// # Panics
    ///
    /// If `name` is new and the identifier arena is full (2^24 identifiers);
    /// [`TreeContext::try_get_identifier`] reports it.
    #[doc(alias = "get_identifier_with_length")]
    #[inline]
    pub fn get_identifier(&mut self, name: impl AsRef<[u8]>) -> Tree {
        match self.try_get_identifier(name) {
            Ok(t) => t,
            Err(e) => e.raise(),
        }
    }

    /// `get_identifier`, reporting a full identifier arena ([`TreeError::ArenaFull`]).
    #[doc(alias = "get_identifier")]
    #[inline]
    pub fn try_get_identifier(&mut self, name: impl AsRef<[u8]>) -> Result<Tree> {
        self.store
            .intern(name.as_ref())
            .ok_or_else(|| TreeError::full("get_identifier", "IDENTIFIER_NODE"))
    }

    /// `maybe_get_identifier`: the IDENTIFIER_NODE for `name` if it exists; never inserts.
    pub fn maybe_get_identifier(&self, name: impl AsRef<[u8]>) -> Option<Tree> {
        self.store.lookup_ident(name.as_ref())
    }

    /// The C++ identifier kind (`cp_identifier_kind`, TREE_LANG_FLAG_0–2 of the identifier).
    pub fn identifier_kind(&self, t: Tree) -> Result<IdentifierKind> {
        self.check_codes(t, &[TreeCode::IdentifierNode], "IDENTIFIER_KIND")?;
        let f = Flags(self.store.flags(t));
        let bits = u8::from(f.has(Flag::LangFlag0))
            | u8::from(f.has(Flag::LangFlag1)) << 1
            | u8::from(f.has(Flag::LangFlag2)) << 2;
        Ok(IdentifierKind::ALL[bits as usize])
    }

    /// Sets the C++ identifier kind (`set_identifier_kind`).
    pub fn set_identifier_kind(&mut self, t: Tree, kind: IdentifierKind) -> Result<()> {
        self.check_codes(t, &[TreeCode::IdentifierNode], "IDENTIFIER_KIND")?;
        let bits = kind as u8;
        let mut f = Flags(self.store.flags(t));
        f.set(Flag::LangFlag0, bits & 1 != 0);
        f.set(Flag::LangFlag1, bits & 2 != 0);
        f.set(Flag::LangFlag2, bits & 4 != 0);
        self.store.set_flags(t, f.0);
        Ok(())
    }

    /// `IDENTIFIER_OPNAME_P` (the manual's name; `IDENTIFIER_ANY_OP_P` in GCC 12): the
    /// identifier names an operator, conversion operators included.
    #[doc(alias = "IDENTIFIER_OPNAME_P")]
    #[doc(alias = "IDENTIFIER_ANY_OP_P")]
    pub fn identifier_opname_p(&self, t: Tree) -> Result<bool> {
        Ok((self.identifier_kind(t)? as u8) & 4 != 0)
    }

    /// `IDENTIFIER_TYPENAME_P` (the manual's name; `IDENTIFIER_CONV_OP_P` in GCC 12): the
    /// identifier names a type-conversion operator.
    #[doc(alias = "IDENTIFIER_TYPENAME_P")]
    #[doc(alias = "IDENTIFIER_CONV_OP_P")]
    pub fn identifier_typename_p(&self, t: Tree) -> Result<bool> {
        Ok(self.identifier_kind(t)? == IdentifierKind::ConvOp)
    }
}

/// The C++ front end's identifier kinds (`cp_identifier_kind`), in GCC's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum IdentifierKind {
    /// `cik_normal`.
    Normal,
    /// `cik_keyword`.
    Keyword,
    /// `cik_ctor`.
    Ctor,
    /// `cik_dtor`.
    Dtor,
    /// `cik_simple_op`.
    SimpleOp,
    /// `cik_assign_op`.
    AssignOp,
    /// `cik_conv_op`.
    ConvOp,
    /// `cik_reserved_for_udlit`.
    ReservedForUdlit,
}

impl IdentifierKind {
    const ALL: [IdentifierKind; 8] = [
        IdentifierKind::Normal,
        IdentifierKind::Keyword,
        IdentifierKind::Ctor,
        IdentifierKind::Dtor,
        IdentifierKind::SimpleOp,
        IdentifierKind::AssignOp,
        IdentifierKind::ConvOp,
        IdentifierKind::ReservedForUdlit,
    ];
}

/// Named flag accessors: `getter, setter, "GCC_MACRO", check, flag;`.
macro_rules! flag_accessors {
    ($($get:ident, $set:ident, $gcc:literal, $check:expr, $flag:ident;)*) => {
        /// **Trees: one-bit flags** — TREE_SIDE_EFFECTS, TREE_READONLY, TREE_USED, TREE_ADDRESSABLE, … and the code-specific names of the same bits (GCC internals manual: *GENERIC › Overview › Trees*).
        impl TreeContext {
            $(
                #[doc = concat!("`", $gcc, "`.")]
                #[doc(alias = $gcc)]
                #[inline]
                pub fn $get(&self, t: Tree) -> Result<bool> {
                    self.check(t, $check, $gcc)?;
                    Ok(self.store.flags(t) & Flag::$flag.bit() != 0)
                }

                #[doc = concat!("Sets `", $gcc, "`.")]
                #[doc(alias = $gcc)]
                pub fn $set(&mut self, t: Tree, on: bool) -> Result<()> {
                    self.check(t, $check, $gcc)?;
                    let mut f = Flags(self.store.flags(t));
                    f.set(Flag::$flag, on);
                    self.store.set_flags(t, f.0);
                    Ok(())
                }
            )*
        }
    };
}

const CONSTANTS: Check = Check::Class(TreeCodeClass::Constant);
const TYPES: Check = Check::Class(TreeCodeClass::Type);
const DECLS: Check = Check::Struct(TreeStruct::DeclCommon);

flag_accessors! {
    tree_side_effects, set_tree_side_effects, "TREE_SIDE_EFFECTS", Check::Any, SideEffects;
    tree_constant, set_tree_constant, "TREE_CONSTANT", Check::Any, Constant;
    tree_addressable, set_tree_addressable, "TREE_ADDRESSABLE", Check::Any, Addressable;
    tree_this_volatile, set_tree_this_volatile, "TREE_THIS_VOLATILE", Check::Any, ThisVolatile;
    tree_readonly, set_tree_readonly, "TREE_READONLY", Check::Any, Readonly;
    tree_asm_written, set_tree_asm_written, "TREE_ASM_WRITTEN", Check::Any, AsmWritten;
    tree_no_warning, set_tree_no_warning, "TREE_NO_WARNING", Check::Any, NoWarning;
    tree_visited, set_tree_visited, "TREE_VISITED", Check::Any, Visited;
    tree_used, set_tree_used, "TREE_USED", Check::Any, Used;
    tree_nothrow, set_tree_nothrow, "TREE_NOTHROW", Check::Any, Nothrow;
    tree_static, set_tree_static, "TREE_STATIC", Check::Any, Static;
    tree_public, set_tree_public, "TREE_PUBLIC", Check::Any, Public;
    tree_private, set_tree_private, "TREE_PRIVATE", Check::Any, Private;
    tree_protected, set_tree_protected, "TREE_PROTECTED", Check::Any, Protected;
    tree_deprecated, set_tree_deprecated, "TREE_DEPRECATED", Check::Any, Deprecated;
    tree_overflow, set_tree_overflow, "TREE_OVERFLOW", CONSTANTS, Public;
    type_unsigned, set_type_unsigned, "TYPE_UNSIGNED", TYPES, Unsigned;
    type_readonly, set_type_readonly, "TYPE_READONLY", TYPES, Readonly;
    type_volatile, set_type_volatile, "TYPE_VOLATILE", TYPES, ThisVolatile;
    type_atomic, set_type_atomic, "TYPE_ATOMIC", TYPES, Atomic;
    type_packed, set_type_packed, "TYPE_PACKED", TYPES, Packed;
    type_user_align, set_type_user_align, "TYPE_USER_ALIGN", TYPES, UserAlign;
    type_saturating, set_type_saturating, "TYPE_SATURATING", TYPES, Saturating;
    decl_unsigned, set_decl_unsigned, "DECL_UNSIGNED", DECLS, Unsigned;
    decl_packed, set_decl_packed, "DECL_PACKED", DECLS, Packed;
    decl_user_align, set_decl_user_align, "DECL_USER_ALIGN", DECLS, UserAlign;
    call_expr_tailcall, set_call_expr_tailcall, "CALL_EXPR_TAILCALL", Check::Codes(&[TreeCode::CallExpr]), Addressable;
    call_expr_va_arg_pack, set_call_expr_va_arg_pack, "CALL_EXPR_VA_ARG_PACK", Check::Codes(&[TreeCode::CallExpr]), Public;
    cleanup_eh_only, set_cleanup_eh_only, "CLEANUP_EH_ONLY", Check::Codes(&[TreeCode::TargetExpr, TreeCode::WithCleanupExpr]), Static;
    asm_volatile_p, set_asm_volatile_p, "ASM_VOLATILE_P", Check::Codes(&[TreeCode::AsmExpr]), Public;
    switch_all_cases_p, set_switch_all_cases_p, "SWITCH_ALL_CASES_P", Check::Codes(&[TreeCode::SwitchExpr]), Private;
    cleanup_p, set_cleanup_p, "CLEANUP_P", Check::Codes(&[TreeCode::TryBlock]), LangFlag0;
    stmt_is_full_expr_p, set_stmt_is_full_expr_p, "STMT_IS_FULL_EXPR_P", Check::Class(TreeCodeClass::Statement), LangFlag1;
    binfo_virtual_p, set_binfo_virtual_p, "BINFO_VIRTUAL_P", Check::Codes(&[TreeCode::TreeBinfo]), Public;
    ssa_name_is_default_def, set_ssa_name_is_default_def, "SSA_NAME_IS_DEFAULT_DEF", Check::Codes(&[TreeCode::SsaName]), DefaultDef;
    binfo_flag_0, set_binfo_flag_0, "BINFO_FLAG_0", Check::Codes(&[TreeCode::TreeBinfo]), LangFlag0;
    binfo_flag_1, set_binfo_flag_1, "BINFO_FLAG_1", Check::Codes(&[TreeCode::TreeBinfo]), LangFlag1;
    binfo_flag_2, set_binfo_flag_2, "BINFO_FLAG_2", Check::Codes(&[TreeCode::TreeBinfo]), LangFlag2;
    binfo_flag_3, set_binfo_flag_3, "BINFO_FLAG_3", Check::Codes(&[TreeCode::TreeBinfo]), LangFlag3;
    binfo_flag_4, set_binfo_flag_4, "BINFO_FLAG_4", Check::Codes(&[TreeCode::TreeBinfo]), LangFlag4;
    binfo_flag_5, set_binfo_flag_5, "BINFO_FLAG_5", Check::Codes(&[TreeCode::TreeBinfo]), LangFlag5;
    binfo_flag_6, set_binfo_flag_6, "BINFO_FLAG_6", Check::Codes(&[TreeCode::TreeBinfo]), LangFlag6;
    constructor_no_clearing, set_constructor_no_clearing, "CONSTRUCTOR_NO_CLEARING", Check::Codes(&[TreeCode::Constructor]), Public;
    omp_for_non_rectangular, set_omp_for_non_rectangular, "OMP_FOR_NON_RECTANGULAR", Check::Codes(crate::codes::omp::OMP_LOOP_CODES), Private;
    switch_stmt_all_cases_p, set_switch_stmt_all_cases_p, "SWITCH_STMT_ALL_CASES_P", Check::Codes(&[TreeCode::SwitchStmt]), LangFlag0;
    switch_stmt_no_break_p, set_switch_stmt_no_break_p, "SWITCH_STMT_NO_BREAK_P", Check::Codes(&[TreeCode::SwitchStmt]), LangFlag2;
    type_ref_is_rvalue, set_type_ref_is_rvalue, "TYPE_REF_IS_RVALUE", Check::Codes(&[TreeCode::ReferenceType]), LangFlag0;
    type_ref_can_alias_all, set_type_ref_can_alias_all, "TYPE_REF_CAN_ALIAS_ALL", Check::Codes(&[TreeCode::PointerType, TreeCode::ReferenceType]), Static;
}
