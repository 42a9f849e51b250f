//! Declarations: the decl flags, build_decl and layout_decl, function declarations, and
//! the DECL_* field accessors.

use crate::access::Check;
use crate::nodes::error::{Result, TreeError};
use crate::nodes::handle::{Location, Tree};
use crate::{Flag, TreeCode, TreeContext, TreeStruct};

use TreeCode as C;

/// Expands the decl flag table into [`DeclFlag`] and its accessors.
macro_rules! define_decl_flags {
    ($($variant:ident, $get:ident, $set:ident, $gcc:literal, $ts:ident;)*) => {
        /// One-bit fields of the decl structures (`tree_decl_common` … `tree_function_decl`).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[repr(u8)]
        pub enum DeclFlag {
            $(
                #[doc = concat!("`", $gcc, "`")]
                #[doc(alias = $gcc)]
                $variant,
            )*
        }

        impl DeclFlag {
            /// Every flag.
            pub const ALL: &'static [DeclFlag] = &[$(DeclFlag::$variant),*];

            /// The flag's bit.
            pub fn bit(self) -> u64 {
                1 << self as u8
            }

            /// GCC's macro.
            pub fn gcc_name(self) -> &'static str {
                match self { $(DeclFlag::$variant => $gcc,)* }
            }

            /// The structure that holds the flag.
            pub fn structure(self) -> TreeStruct {
                match self { $(DeclFlag::$variant => TreeStruct::$ts,)* }
            }
        }

        /// **Declarations: one-bit flags** — DECL_EXTERNAL, DECL_ARTIFICIAL, DECL_IGNORED_P, … (GCC internals manual: *GENERIC › Declarations › Working with declarations*).
        impl TreeContext {
            $(
                #[doc = concat!("`", $gcc, "`.")]
                #[doc(alias = $gcc)]
                pub fn $get(&self, t: Tree) -> Result<bool> {
                    self.check_struct(t, TreeStruct::$ts, $gcc)?;
                    Ok(self.store.decl(t).decl_flags & DeclFlag::$variant.bit() != 0)
                }

                #[doc = concat!("Sets `", $gcc, "`.")]
                #[doc(alias = $gcc)]
                pub fn $set(&mut self, t: Tree, on: bool) -> Result<()> {
                    self.check_struct(t, TreeStruct::$ts, $gcc)?;
                    let r = self.store.decl_mut(t);
                    if on {
                        r.decl_flags |= DeclFlag::$variant.bit();
                    } else {
                        r.decl_flags &= !DeclFlag::$variant.bit();
                    }
                    Ok(())
                }
            )*
        }
    };
}

define_decl_flags! {
    External, decl_external, set_decl_external, "DECL_EXTERNAL", DeclCommon;
    Artificial, decl_artificial, set_decl_artificial, "DECL_ARTIFICIAL", DeclCommon;
    IgnoredP, decl_ignored_p, set_decl_ignored_p, "DECL_IGNORED_P", DeclCommon;
    AbstractP, decl_abstract_p, set_decl_abstract_p, "DECL_ABSTRACT_P", DeclCommon;
    Nonlocal, decl_nonlocal, set_decl_nonlocal, "DECL_NONLOCAL", DeclCommon;
    VirtualP, decl_virtual_p, set_decl_virtual_p, "DECL_VIRTUAL_P", DeclCommon;
    PreserveP, decl_preserve_p, set_decl_preserve_p, "DECL_PRESERVE_P", DeclCommon;
    SeenInBindExprP, decl_seen_in_bind_expr_p, set_decl_seen_in_bind_expr_p, "DECL_SEEN_IN_BIND_EXPR_P", DeclCommon;
    Nonshareable, decl_nonshareable, set_decl_nonshareable, "DECL_NONSHAREABLE", DeclCommon;
    LangFlag0, decl_lang_flag_0, set_decl_lang_flag_0, "DECL_LANG_FLAG_0", DeclCommon;
    LangFlag1, decl_lang_flag_1, set_decl_lang_flag_1, "DECL_LANG_FLAG_1", DeclCommon;
    LangFlag2, decl_lang_flag_2, set_decl_lang_flag_2, "DECL_LANG_FLAG_2", DeclCommon;
    LangFlag3, decl_lang_flag_3, set_decl_lang_flag_3, "DECL_LANG_FLAG_3", DeclCommon;
    LangFlag4, decl_lang_flag_4, set_decl_lang_flag_4, "DECL_LANG_FLAG_4", DeclCommon;
    LangFlag5, decl_lang_flag_5, set_decl_lang_flag_5, "DECL_LANG_FLAG_5", DeclCommon;
    LangFlag6, decl_lang_flag_6, set_decl_lang_flag_6, "DECL_LANG_FLAG_6", DeclCommon;
    LangFlag7, decl_lang_flag_7, set_decl_lang_flag_7, "DECL_LANG_FLAG_7", DeclCommon;
    LangFlag8, decl_lang_flag_8, set_decl_lang_flag_8, "DECL_LANG_FLAG_8", DeclCommon;
    BitField, decl_bit_field, set_decl_bit_field, "DECL_BIT_FIELD", FieldDecl;
    NonaddressableP, decl_nonaddressable_p, set_decl_nonaddressable_p, "DECL_NONADDRESSABLE_P", FieldDecl;
    Register, decl_register, set_decl_register, "DECL_REGISTER", DeclWrtl;
    HardRegister, decl_hard_register, set_decl_hard_register, "DECL_HARD_REGISTER", VarDecl;
    HasValueExpr, decl_has_value_expr_p, set_decl_has_value_expr_p, "DECL_HAS_VALUE_EXPR_P", DeclCommon;
    ByReference, decl_by_reference, set_decl_by_reference, "DECL_BY_REFERENCE", DeclCommon;
    Weak, decl_weak, set_decl_weak, "DECL_WEAK", DeclWithVis;
    Common, decl_common, set_decl_common, "DECL_COMMON", DeclWithVis;
    Comdat, decl_comdat, set_decl_comdat, "DECL_COMDAT", DeclWithVis;
    DeclaredInlineP, decl_declared_inline_p, set_decl_declared_inline_p, "DECL_DECLARED_INLINE_P", FunctionDecl;
    Uninlinable, decl_uninlinable, set_decl_uninlinable, "DECL_UNINLINABLE", FunctionDecl;
    PureP, decl_pure_p, set_decl_pure_p, "DECL_PURE_P", FunctionDecl;
    IsMalloc, decl_is_malloc, set_decl_is_malloc, "DECL_IS_MALLOC", FunctionDecl;
    NoInlineWarningP, decl_no_inline_warning_p, set_decl_no_inline_warning_p, "DECL_NO_INLINE_WARNING_P", FunctionDecl;
    StaticConstructor, decl_static_constructor, set_decl_static_constructor, "DECL_STATIC_CONSTRUCTOR", FunctionDecl;
    StaticDestructor, decl_static_destructor, set_decl_static_destructor, "DECL_STATIC_DESTRUCTOR", FunctionDecl;
    DisregardInlineLimits, decl_disregard_inline_limits, set_decl_disregard_inline_limits, "DECL_DISREGARD_INLINE_LIMITS", FunctionDecl;
    CxxConstructorP, decl_cxx_constructor_p, set_decl_cxx_constructor_p, "DECL_CXX_CONSTRUCTOR_P", FunctionDecl;
    CxxDestructorP, decl_cxx_destructor_p, set_decl_cxx_destructor_p, "DECL_CXX_DESTRUCTOR_P", FunctionDecl;
}

/// Decl field accessors: `getter, setter, "GCC_MACRO", check, field;`.
macro_rules! decl_fields {
    ($($get:ident, $set:ident, $gcc:literal, $check:expr, $field:ident;)*) => {
        /// **Declarations: fields** — DECL_NAME, DECL_CONTEXT, DECL_INITIAL, DECL_RESULT, DECL_ARGUMENTS, DECL_SAVED_TREE, FIELD_DECL offsets, … (GCC internals manual: *GENERIC › Declarations*).
        impl TreeContext {
            $(
                #[doc = concat!("`", $gcc, "`.")]
                #[doc(alias = $gcc)]
                pub fn $get(&self, t: Tree) -> Result<Option<Tree>> {
                    self.check(t, $check, $gcc)?;
                    Ok(self.store.decl(t).$field)
                }

                #[doc = concat!("Sets `", $gcc, "`.")]
                pub fn $set(&mut self, t: Tree, v: Option<Tree>) -> Result<()> {
                    self.check(t, $check, $gcc)?;
                    self.check_value(v, $gcc)?;
                    self.store.decl_mut(t).$field = v;
                    Ok(())
                }
            )*
        }
    };
}

const MINIMAL: Check = Check::Struct(TreeStruct::DeclMinimal);
const COMMON: Check = Check::Struct(TreeStruct::DeclCommon);
const FIELD: Check = Check::Codes(&[C::FieldDecl]);
const FUNCTION: Check = Check::Codes(&[C::FunctionDecl]);

decl_fields! {
    decl_name, set_decl_name, "DECL_NAME", MINIMAL, name;
    decl_context, set_decl_context, "DECL_CONTEXT", MINIMAL, context;
    decl_size, set_decl_size, "DECL_SIZE", COMMON, size;
    decl_size_unit, set_decl_size_unit, "DECL_SIZE_UNIT", COMMON, size_unit;
    decl_initial, set_decl_initial, "DECL_INITIAL", COMMON, initial;
    decl_attributes, set_decl_attributes, "DECL_ATTRIBUTES", COMMON, attributes;
    decl_abstract_origin, set_decl_abstract_origin, "DECL_ABSTRACT_ORIGIN", COMMON, abstract_origin;
    decl_assembler_name_raw, set_decl_assembler_name, "DECL_ASSEMBLER_NAME", Check::Struct(TreeStruct::DeclWithVis), assembler_name;
    decl_result, set_decl_result, "DECL_RESULT", FUNCTION, result;
    decl_original_type, set_decl_original_type, "DECL_ORIGINAL_TYPE", Check::Codes(&[C::TypeDecl]), result;
    decl_arguments, set_decl_arguments, "DECL_ARGUMENTS", FUNCTION, arguments;
    decl_saved_tree, set_decl_saved_tree, "DECL_SAVED_TREE", FUNCTION, saved_tree;
    decl_arg_type, set_decl_arg_type, "DECL_ARG_TYPE", Check::Codes(&[C::ParmDecl]), initial;
    decl_field_offset, set_decl_field_offset, "DECL_FIELD_OFFSET", FIELD, field_offset;
    decl_field_bit_offset, set_decl_field_bit_offset, "DECL_FIELD_BIT_OFFSET", FIELD, field_bit_offset;
    decl_bit_field_type, set_decl_bit_field_type, "DECL_BIT_FIELD_TYPE", FIELD, bit_field_type;
    decl_qualifier, set_decl_qualifier, "DECL_QUALIFIER", FIELD, qualifier;
    // A FIELD_DECL has no DECL_ARGUMENTS: its `field_decl.fcontext` takes that slot.
    decl_fcontext, set_decl_fcontext, "DECL_FCONTEXT", FIELD, arguments;
    decl_value_expr, set_decl_value_expr, "DECL_VALUE_EXPR", Check::Codes(&[C::VarDecl, C::ParmDecl, C::ResultDecl]), value_expr;
    // A FUNCTION_DECL has no FIELD_DECL fields: like GCC's unions, it keeps its own rarer
    // links in those slots (see also `front_end/cp/thunks.rs`: THUNK_VIRTUAL_OFFSET in `qualifier`).
    decl_function_specific_target, set_decl_function_specific_target, "DECL_FUNCTION_SPECIFIC_TARGET", FUNCTION, bit_field_type;
    decl_function_specific_optimization, set_decl_function_specific_optimization, "DECL_FUNCTION_SPECIFIC_OPTIMIZATION", FUNCTION, field_bit_offset;
    // What the front end's `lang_hooks.decl_printable_name (decl, 1)` answers when it is
    // not DECL_NAME (C++: `std::allocator<char>::allocator`, `X<int>::code`), as an
    // IDENTIFIER_NODE: dumps name a called function or pointer variable so. Imported from
    // GCC; unset, printers use DECL_NAME. (A VAR_DECL has no field offset either.)
    decl_printable_name, set_decl_printable_name, "lang_hooks.decl_printable_name", Check::Codes(&[C::FunctionDecl, C::VarDecl]), field_offset;
}

/// **Declarations: building and laying out** — `build_decl`, `layout_decl`, DECL_UID, `start_function` (GCC internals manual: *GENERIC › Declarations*, *Functions*).
impl TreeContext {
    /// `build_decl`: a declaration of `code` named `name` (an IDENTIFIER_NODE) with type
    /// `ty`; VAR_DECLs, PARM_DECLs and RESULT_DECLs are laid out from their type
    /// ([`layout_decl`](Self::layout_decl): DECL_UNSIGNED, size, alignment), and a
    /// FIELD_DECL gets its DECL_UNSIGNED (the rest comes with its record's layout).
    pub fn build_decl(
        &mut self,
        loc: Location,
        code: TreeCode,
        name: Option<Tree>,
        ty: Option<Tree>,
    ) -> Result<Tree> {
        if !code.is_decl() {
            return Err(TreeError::wrong(
                "build_decl",
                crate::Expected::Class(crate::TreeCodeClass::Declaration),
                code,
            ));
        }
        if let Some(n) = name {
            self.check_codes(n, &[C::IdentifierNode], "build_decl")?;
        }
        let t = self.make_node(code)?;
        {
            let r = self.store.decl_mut(t);
            r.locus = loc.0;
            r.name = name;
            r.ty = ty;
        }
        if matches!(code, C::VarDecl | C::ParmDecl | C::ResultDecl) {
            self.layout_decl(t)?;
        } else if code == C::FieldDecl
            && let Some(ty) = ty.filter(|&ty| self.store.code(ty).is_some_and(TreeCode::is_type))
        {
            // Laid out with its record; DECL_UNSIGNED is known now (bit-fields included).
            let unsigned = self.store.flags(ty) & Flag::Unsigned.bit();
            let flags = self.store.flags(t);
            self.store.set_flags(t, flags | unsigned);
        }
        Ok(t)
    }

    /// `layout_decl`: DECL_UNSIGNED, DECL_SIZE, DECL_SIZE_UNIT and DECL_ALIGN from the type
    /// (bit-fields keep the DECL_SIZE the front end gave them). DECL_MODE follows the type
    /// too: see [`TreeContext::decl_mode`].
    pub fn layout_decl(&mut self, t: Tree) -> Result<()> {
        self.check_struct(t, TreeStruct::DeclCommon, "layout_decl")?;
        let Some(ty) = self.store.decl(t).ty else {
            return Ok(());
        };
        if !self.store.code(ty).is_some_and(TreeCode::is_type) {
            return Ok(());
        }
        let tr = self.store.ty_rec(ty).clone();
        // DECL_UNSIGNED follows TYPE_UNSIGNED, as GCC's layout_decl sets it.
        let unsigned = self.store.flags(ty) & Flag::Unsigned.bit();
        let flags = self.store.flags(t) & !Flag::Unsigned.bit();
        self.store.set_flags(t, flags | unsigned);
        let bit_field = self.store.decl(t).decl_flags & crate::DeclFlag::BitField.bit() != 0;
        let r = self.store.decl_mut(t);
        if !bit_field || r.size.is_none() {
            r.size = tr.size;
            r.size_unit = tr.size_unit;
        }
        if r.flags & Flag::UserAlign.bit() == 0 && !bit_field {
            r.align = tr.align;
        }
        Ok(())
    }

    /// `DECL_UID`.
    #[doc(alias = "DECL_UID")]
    pub fn decl_uid(&self, t: Tree) -> Result<u32> {
        self.check_struct(t, TreeStruct::DeclMinimal, "DECL_UID")?;
        Ok(self.store.decl(t).uid)
    }

    /// `DECL_SOURCE_LOCATION`.
    #[doc(alias = "DECL_SOURCE_LOCATION")]
    pub fn decl_source_location(&self, t: Tree) -> Result<Location> {
        self.check_struct(t, TreeStruct::DeclMinimal, "DECL_SOURCE_LOCATION")?;
        Ok(Location(self.store.decl(t).locus))
    }

    /// `DECL_ALIGN` in bits.
    #[doc(alias = "DECL_ALIGN")]
    pub fn decl_align(&self, t: Tree) -> Result<u32> {
        self.check_struct(t, TreeStruct::DeclCommon, "DECL_ALIGN")?;
        Ok(self.store.decl(t).align)
    }

    /// `SET_DECL_ALIGN` (bits).
    #[doc(alias = "SET_DECL_ALIGN")]
    pub fn set_decl_align(&mut self, t: Tree, bits: u32) -> Result<()> {
        self.check_struct(t, TreeStruct::DeclCommon, "SET_DECL_ALIGN")?;
        self.store.decl_mut(t).align = bits;
        Ok(())
    }

    /// `DECL_OFFSET_ALIGN` in bits.
    #[doc(alias = "DECL_OFFSET_ALIGN")]
    pub fn decl_offset_align(&self, t: Tree) -> Result<u32> {
        self.check_codes(t, &[C::FieldDecl], "DECL_OFFSET_ALIGN")?;
        Ok(self.store.decl(t).aux)
    }

    /// `DECL_FUNCTION_CODE`: the builtin's number within its class (0 for a function that
    /// is no builtin). Kept in the slot FIELD_DECLs use for DECL_OFFSET_ALIGN.
    #[doc(alias = "DECL_FUNCTION_CODE")]
    #[doc(alias = "DECL_UNCHECKED_FUNCTION_CODE")]
    pub fn decl_function_code(&self, t: Tree) -> Result<u32> {
        self.check_codes(t, &[C::FunctionDecl], "DECL_FUNCTION_CODE")?;
        Ok(self.store.decl(t).aux)
    }

    /// Sets `DECL_FUNCTION_CODE` (`set_decl_built_in_function`'s number).
    #[doc(alias = "set_decl_built_in_function")]
    pub fn set_decl_function_code(&mut self, t: Tree, code: u32) -> Result<()> {
        self.check_codes(t, &[C::FunctionDecl], "DECL_FUNCTION_CODE")?;
        self.store.decl_mut(t).aux = code;
        Ok(())
    }

    /// A decl one-bit field by [`DeclFlag`] (checked against the structure holding it).
    pub fn decl_flag(&self, t: Tree, f: DeclFlag) -> Result<bool> {
        self.check_struct(t, f.structure(), f.gcc_name())?;
        Ok(self.store.decl(t).decl_flags & f.bit() != 0)
    }

    /// Sets a decl one-bit field by [`DeclFlag`].
    pub fn set_decl_flag(&mut self, t: Tree, f: DeclFlag, on: bool) -> Result<()> {
        self.check_struct(t, f.structure(), f.gcc_name())?;
        let r = self.store.decl_mut(t);
        if on {
            r.decl_flags |= f.bit();
        } else {
            r.decl_flags &= !f.bit();
        }
        Ok(())
    }

    /// `LABEL_DECL_UID` (-1 until the label is numbered).
    #[doc(alias = "LABEL_DECL_UID")]
    pub fn label_decl_uid(&self, t: Tree) -> Result<i32> {
        self.check_codes(t, &[C::LabelDecl], "LABEL_DECL_UID")?;
        Ok(self.store.decl(t).aux as i32)
    }

    /// `DECL_ASSEMBLER_NAME`: like GCC, computes it (the DECL_NAME, for C) on first use.
    #[doc(alias = "DECL_ASSEMBLER_NAME")]
    pub fn decl_assembler_name(&mut self, t: Tree) -> Result<Option<Tree>> {
        if let Some(n) = self.decl_assembler_name_raw(t)? {
            return Ok(Some(n));
        }
        let name = self.store.decl(t).name;
        self.store.decl_mut(t).assembler_name = name;
        Ok(name)
    }

    /// `DECL_FIELD_BIT_OFFSET`-aware `bit_position`: the field's offset from the start of
    /// the record in bits (DECL_FIELD_OFFSET × 8 + DECL_FIELD_BIT_OFFSET).
    #[doc(alias = "int_bit_position")]
    pub fn bit_position(&self, field: Tree) -> Result<crate::PolySize> {
        let off = self.decl_field_offset(field)?.ok_or(TreeError::Null {
            accessor: "DECL_FIELD_OFFSET",
        })?;
        let bit = self.decl_field_bit_offset(field)?.ok_or(TreeError::Null {
            accessor: "DECL_FIELD_BIT_OFFSET",
        })?;
        Ok(self.tree_to_poly_int64(off)? * 8 + self.tree_to_poly_int64(bit)?)
    }

    /// DECL_ARG_TYPE of a parameter of type `ty` in a prototype: on x86-64
    /// (`TARGET_PROMOTE_PROTOTYPES`) an integer type narrower than `int` is passed as `int`
    /// (`c_type_promotes_to`); any other type as itself.
    pub(crate) fn promoted_arg_type(&self, ty: Tree) -> Result<Tree> {
        let integral = matches!(
            self.tree_code(ty)?,
            C::IntegerType | C::EnumeralType | C::BooleanType
        );
        let int = self.g.integer_type;
        if integral && self.type_precision(ty)? < self.type_precision(int)? {
            return Ok(int);
        }
        Ok(ty)
    }

    /// `build_fn_decl`-style helper: a public, external FUNCTION_DECL `name` of `fntype`.
    pub fn build_fn_decl(&mut self, name: &str, fntype: Tree) -> Result<Tree> {
        self.check_codes(fntype, &[C::FunctionType, C::MethodType], "build_fn_decl")?;
        let id = self.try_get_identifier(name)?;
        let d = self.build_decl(Location::UNKNOWN, C::FunctionDecl, Some(id), Some(fntype))?;
        self.set_decl_external(d, true)?;
        self.set_tree_public(d, true)?;
        self.set_decl_artificial(d, true)?;
        self.set_tree_nothrow(d, true)?;
        Ok(d)
    }

    /// Makes the FUNCTION_DECL `fndecl` a definition the way the C front end does at
    /// `start_function`: a RESULT_DECL of the return type (DECL_RESULT, artificial, ignored),
    /// PARM_DECLs for `params` (DECL_ARGUMENTS, DECL_CONTEXT = the function, DECL_UNSIGNED
    /// from the type, DECL_ARG_TYPE the type — `int` for an integer type narrower than
    /// `int`, as x86-64's `promote_prototypes` has it), TREE_STATIC set and DECL_EXTERNAL
    /// cleared. Returns the PARM_DECLs.
    pub fn start_function(&mut self, fndecl: Tree, params: &[(&str, Tree)]) -> Result<Vec<Tree>> {
        self.check_codes(fndecl, &[C::FunctionDecl], "start_function")?;
        let fntype = self.store.decl(fndecl).ty;
        let ret = match fntype {
            Some(ft) => self.tree_type(ft)?,
            None => None,
        };
        let loc = Location(self.store.decl(fndecl).locus);
        let result = self.build_decl(loc, C::ResultDecl, None, ret)?;
        self.set_decl_artificial(result, true)?;
        self.set_decl_ignored_p(result, true)?;
        self.set_decl_context(result, Some(fndecl))?;
        self.set_decl_result(fndecl, Some(result))?;
        let mut parms = Vec::with_capacity(params.len());
        for &(name, ty) in params {
            let id = self.try_get_identifier(name)?;
            let p = self.build_decl(loc, C::ParmDecl, Some(id), Some(ty))?;
            let arg_type = self.promoted_arg_type(ty)?;
            self.set_decl_arg_type(p, Some(arg_type))?;
            self.set_decl_context(p, Some(fndecl))?;
            parms.push(p);
        }
        for w in parms.windows(2) {
            self.store.set_chain(w[0], Some(w[1]));
        }
        self.set_decl_arguments(fndecl, parms.first().copied())?;
        self.set_tree_static(fndecl, true)?;
        self.set_decl_external(fndecl, false)?;
        Ok(parms)
    }
}
