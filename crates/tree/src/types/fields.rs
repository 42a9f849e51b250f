//! Type field accessors: TYPE_UID, TYPE_PRECISION, TYPE_ALIGN and the tree-valued fields
//! (TYPE_NAME, TYPE_FIELDS, …).

use crate::access::Check;
use crate::nodes::error::Result;
use crate::nodes::handle::Tree;
use crate::{TreeCode, TreeContext, TreeStruct};

use TreeCode as C;

/// **Types: type fields** (GCC internals manual: *GENERIC › Types*).
impl TreeContext {
    /// `TYPE_UID`.
    #[doc(alias = "TYPE_UID")]
    pub fn type_uid(&self, t: Tree) -> Result<u32> {
        Ok(self.store_type(t, "TYPE_UID")?.uid)
    }

    /// `TYPE_PRECISION`.
    #[doc(alias = "TYPE_PRECISION")]
    pub fn type_precision(&self, t: Tree) -> Result<u32> {
        Ok(self.store_type(t, "TYPE_PRECISION")?.precision)
    }

    /// Sets `TYPE_PRECISION`.
    pub fn set_type_precision(&mut self, t: Tree, p: u32) -> Result<()> {
        self.store_type(t, "TYPE_PRECISION")?;
        self.store.ty_rec_mut(t).precision = p;
        Ok(())
    }

    /// `TYPE_ALIGN` in bits.
    #[doc(alias = "TYPE_ALIGN")]
    pub fn type_align(&self, t: Tree) -> Result<u32> {
        Ok(self.store_type(t, "TYPE_ALIGN")?.align)
    }

    /// `SET_TYPE_ALIGN` (bits).
    #[doc(alias = "SET_TYPE_ALIGN")]
    pub fn set_type_align(&mut self, t: Tree, bits: u32) -> Result<()> {
        self.store_type(t, "SET_TYPE_ALIGN")?;
        self.store.ty_rec_mut(t).align = bits;
        Ok(())
    }

    /// `TYPE_ALIGN_UNIT` in bytes.
    #[doc(alias = "TYPE_ALIGN_UNIT")]
    pub fn type_align_unit(&self, t: Tree) -> Result<u32> {
        Ok(self.type_align(t)? / 8)
    }
}

/// Type field accessors: `getter, setter, "GCC_MACRO", check, field;`.
macro_rules! type_fields {
    ($($get:ident, $set:ident, $gcc:literal, $check:expr, $field:ident;)*) => {
        /// **Types: fields** — TYPE_NAME, TYPE_FIELDS, TYPE_ARG_TYPES, TYPE_MIN_VALUE, … (GCC internals manual: *GENERIC › Types*).
        impl TreeContext {
            $(
                #[doc = concat!("`", $gcc, "`.")]
                #[doc(alias = $gcc)]
                pub fn $get(&self, t: Tree) -> Result<Option<Tree>> {
                    self.check(t, $check, $gcc)?;
                    Ok(self.store.ty_rec(t).$field)
                }

                #[doc = concat!("Sets `", $gcc, "`.")]
                pub fn $set(&mut self, t: Tree, v: Option<Tree>) -> Result<()> {
                    self.check(t, $check, $gcc)?;
                    self.check_value(v, $gcc)?;
                    self.store.ty_rec_mut(t).$field = v;
                    Ok(())
                }
            )*
        }
    };
}

const TYPE_COMMON: Check = Check::Struct(TreeStruct::TypeCommon);
const TYPE_NON_COMMON: Check = Check::Struct(TreeStruct::TypeNonCommon);

type_fields! {
    type_name, set_type_name, "TYPE_NAME", TYPE_COMMON, name;
    type_size, set_type_size, "TYPE_SIZE", TYPE_COMMON, size;
    type_size_unit, set_type_size_unit, "TYPE_SIZE_UNIT", TYPE_COMMON, size_unit;
    type_attributes, set_type_attributes, "TYPE_ATTRIBUTES", TYPE_COMMON, attributes;
    type_pointer_to, set_type_pointer_to, "TYPE_POINTER_TO", TYPE_COMMON, pointer_to;
    type_reference_to, set_type_reference_to, "TYPE_REFERENCE_TO", TYPE_COMMON, reference_to;
    type_canonical, set_type_canonical, "TYPE_CANONICAL", TYPE_COMMON, canonical;
    type_next_variant, set_type_next_variant, "TYPE_NEXT_VARIANT", TYPE_COMMON, next_variant;
    type_context, set_type_context, "TYPE_CONTEXT", TYPE_COMMON, context;
    type_values, set_type_values, "TYPE_VALUES", Check::Codes(&[C::EnumeralType]), values;
    type_domain, set_type_domain, "TYPE_DOMAIN", Check::Codes(&[C::ArrayType]), values;
    type_fields, set_type_fields, "TYPE_FIELDS", Check::Codes(&[C::RecordType, C::UnionType, C::QualUnionType]), values;
    type_arg_types, set_type_arg_types, "TYPE_ARG_TYPES", Check::Codes(&[C::FunctionType, C::MethodType]), values;
    type_min_value, set_type_min_value, "TYPE_MIN_VALUE", Check::Codes(&[C::IntegerType, C::EnumeralType, C::BooleanType, C::RealType, C::FixedPointType, C::BitintType]), minval;
    type_max_value, set_type_max_value, "TYPE_MAX_VALUE", Check::Codes(&[C::IntegerType, C::EnumeralType, C::BooleanType, C::RealType, C::FixedPointType, C::BitintType]), maxval;
    type_method_basetype, set_type_method_basetype, "TYPE_METHOD_BASETYPE", Check::Codes(&[C::MethodType]), minval;
    type_offset_basetype, set_type_offset_basetype, "TYPE_OFFSET_BASETYPE", Check::Codes(&[C::OffsetType]), minval;
    type_binfo, set_type_binfo, "TYPE_BINFO", Check::Codes(&[C::RecordType, C::UnionType, C::QualUnionType]), binfo;
    type_lang_slot_1, set_type_lang_slot_1, "TYPE_LANG_SLOT_1", TYPE_NON_COMMON, binfo;
    type_vfield, set_type_vfield, "TYPE_VFIELD", Check::Codes(&[C::RecordType, C::UnionType, C::QualUnionType]), minval;
    type_raises_exceptions, set_type_raises_exceptions, "TYPE_RAISES_EXCEPTIONS", Check::Codes(&[C::FunctionType, C::MethodType]), binfo;
    type_stub_decl, set_type_stub_decl, "TYPE_STUB_DECL", Check::Class(crate::TreeCodeClass::Type), chain;
    typename_type_fullname, set_typename_type_fullname, "TYPENAME_TYPE_FULLNAME", Check::Codes(&[C::TypenameType]), values;
}
