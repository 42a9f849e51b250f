//! The format's keyed fields — `refs`, `nums` and `flags` — each a table from GCC's macro
//! (or `tree_base` field name) to the accessor pair that reads and writes it. The importer
//! looks keys up here, the exporter walks the same tables: one table per fact.
//!
//! Setters store exactly the value given; none recomputes a flag or a layout.

use crate::nodes::error::{Expected, Result, TreeError};
use crate::nodes::handle::Tree;
use crate::nodes::store::MiscData;
use crate::{DeclFlag, Flag, PolySize, TreeCode, TreeCodeClass, TreeContext, TypeFlag};

use TreeCode as C;

/// Reads a tree-valued field (an error when the field does not apply to the node's code).
pub(crate) type GetRef = fn(&TreeContext, Tree) -> Result<Option<Tree>>;
/// Writes a tree-valued field.
pub(crate) type SetRef = fn(&mut TreeContext, Tree, Option<Tree>) -> Result<()>;
/// Reads an integer-valued field.
pub(crate) type GetNum = fn(&TreeContext, Tree) -> Result<i64>;
/// Writes (or, for informational fields, checks) an integer-valued field.
pub(crate) type SetNum = fn(&mut TreeContext, Tree, i64) -> Result<()>;

/// A `refs` key: GCC's macro and its accessors.
pub(crate) struct RefField {
    pub(crate) name: &'static str,
    pub(crate) get: GetRef,
    pub(crate) set: SetRef,
}

/// A `nums` key: GCC's macro and its accessors.
pub(crate) struct NumField {
    pub(crate) name: &'static str,
    pub(crate) get: GetNum,
    pub(crate) set: SetNum,
}

/// Builds a [`RefField`] from a getter and a setter of the public API.
macro_rules! r {
    ($name:literal, $get:ident, $set:ident) => {
        RefField {
            name: $name,
            get: TreeContext::$get,
            set: TreeContext::$set,
        }
    };
    ($name:literal, $get:expr, $set:expr) => {
        RefField {
            name: $name,
            get: $get,
            set: $set,
        }
    };
}

/// Every `refs` key the format defines and this crate models.
pub(crate) static REFS: &[RefField] = &[
    r!("TREE_PURPOSE", tree_purpose, set_tree_purpose),
    r!("TREE_VALUE", tree_value, set_tree_value),
    r!("TREE_REALPART", TreeContext::tree_realpart, |tc, t, v| {
        let imag = tc.tree_imagpart(t)?;
        tc.set_complex_parts(t, v, imag)
    }),
    r!("TREE_IMAGPART", TreeContext::tree_imagpart, |tc, t, v| {
        let real = tc.tree_realpart(t)?;
        tc.set_complex_parts(t, real, v)
    }),
    r!("DECL_NAME", decl_name, set_decl_name),
    r!("DECL_CONTEXT", decl_context, set_decl_context),
    r!("DECL_SIZE", decl_size, set_decl_size),
    r!("DECL_SIZE_UNIT", decl_size_unit, set_decl_size_unit),
    r!("DECL_INITIAL", decl_initial, set_decl_initial),
    r!("DECL_ATTRIBUTES", decl_attributes, set_decl_attributes),
    r!(
        "DECL_ABSTRACT_ORIGIN",
        decl_abstract_origin,
        set_decl_abstract_origin
    ),
    r!(
        "DECL_ASSEMBLER_NAME",
        decl_assembler_name_raw,
        set_decl_assembler_name
    ),
    r!("DECL_RESULT", decl_result, set_decl_result),
    r!("DECL_ARGUMENTS", decl_arguments, set_decl_arguments),
    r!("DECL_SAVED_TREE", decl_saved_tree, set_decl_saved_tree),
    r!("DECL_ARG_TYPE", decl_arg_type, set_decl_arg_type),
    r!(
        "DECL_FIELD_OFFSET",
        decl_field_offset,
        set_decl_field_offset
    ),
    r!(
        "DECL_FIELD_BIT_OFFSET",
        decl_field_bit_offset,
        set_decl_field_bit_offset
    ),
    r!(
        "DECL_BIT_FIELD_TYPE",
        decl_bit_field_type,
        set_decl_bit_field_type
    ),
    r!("DECL_QUALIFIER", decl_qualifier, set_decl_qualifier),
    r!("DECL_FCONTEXT", decl_fcontext, set_decl_fcontext),
    r!(
        "decl_printable_name",
        decl_printable_name,
        set_decl_printable_name
    ),
    r!(
        "DECL_ORIGINAL_TYPE",
        decl_original_type,
        set_decl_original_type
    ),
    r!("DECL_VALUE_EXPR", decl_value_expr, set_decl_value_expr),
    r!("TYPE_NAME", type_name, set_type_name),
    r!("TYPE_SIZE", type_size, set_type_size),
    r!("TYPE_SIZE_UNIT", type_size_unit, set_type_size_unit),
    r!("TYPE_ATTRIBUTES", type_attributes, set_type_attributes),
    r!(
        "TYPE_MAIN_VARIANT",
        |tc, t| {
            tc.check_class(t, TreeCodeClass::Type, "TYPE_MAIN_VARIANT")?;
            Ok(tc.store.ty_rec(t).main_variant)
        },
        TreeContext::set_type_main_variant
    ),
    r!(
        "TYPE_NEXT_VARIANT",
        type_next_variant,
        set_type_next_variant
    ),
    r!("TYPE_CANONICAL", type_canonical, set_type_canonical),
    r!("TYPE_CONTEXT", type_context, set_type_context),
    r!("TYPE_POINTER_TO", type_pointer_to, set_type_pointer_to),
    r!(
        "TYPE_REFERENCE_TO",
        type_reference_to,
        set_type_reference_to
    ),
    r!("TYPE_MIN_VALUE", type_min_value, set_type_min_value),
    r!("TYPE_MAX_VALUE", type_max_value, set_type_max_value),
    r!("TYPE_VALUES", type_values, set_type_values),
    r!("TYPE_DOMAIN", type_domain, set_type_domain),
    r!("TYPE_FIELDS", type_fields, set_type_fields),
    r!("TYPE_ARG_TYPES", type_arg_types, set_type_arg_types),
    r!(
        "TYPE_METHOD_BASETYPE",
        type_method_basetype,
        set_type_method_basetype
    ),
    r!(
        "TYPE_OFFSET_BASETYPE",
        type_offset_basetype,
        set_type_offset_basetype
    ),
    r!("TYPE_BINFO", type_binfo, set_type_binfo),
    r!("BLOCK_VARS", block_vars, set_block_vars),
    r!("BLOCK_SUBBLOCKS", block_subblocks, set_block_subblocks),
    r!(
        "BLOCK_SUPERCONTEXT",
        block_supercontext,
        set_block_supercontext
    ),
    r!("BLOCK_CHAIN", block_chain, set_block_chain),
    r!(
        "BLOCK_ABSTRACT_ORIGIN",
        block_abstract_origin,
        set_block_abstract_origin
    ),
    r!(
        "BLOCK_FRAGMENT_ORIGIN",
        block_fragment_origin,
        set_block_fragment_origin
    ),
    r!(
        "BLOCK_FRAGMENT_CHAIN",
        block_fragment_chain,
        set_block_fragment_chain
    ),
    r!("BINFO_TYPE", TreeContext::binfo_type, |tc, t, v| {
        tc.check_codes(t, &[C::TreeBinfo], "BINFO_TYPE")?;
        tc.set_tree_type(t, v)
    }),
    r!("BINFO_OFFSET", binfo_offset, set_binfo_offset),
    r!("BINFO_VTABLE", binfo_vtable, set_binfo_vtable),
    r!("BINFO_VIRTUALS", binfo_virtuals, set_binfo_virtuals),
    r!("BINFO_VPTR_FIELD", binfo_vptr_field, set_binfo_vptr_field),
    r!(
        "BINFO_INHERITANCE_CHAIN",
        binfo_inheritance_chain,
        set_binfo_inheritance_chain
    ),
];

fn too_big(accessor: &'static str, v: i64) -> TreeError {
    TreeError::NotRepresentable {
        accessor,
        what: format!("{v} is out of range"),
    }
}

fn to_u32(accessor: &'static str, v: i64) -> Result<u32> {
    u32::try_from(v).map_err(|_| too_big(accessor, v))
}

/// A field the format carries for information only: the value must agree with the node.
fn agree(accessor: &'static str, recorded: i64, actual: i64) -> Result<()> {
    if recorded == actual {
        Ok(())
    } else {
        Err(TreeError::Invalid {
            builder: accessor,
            what: format!("recorded {recorded}, but the node has {actual}"),
        })
    }
}

fn clause_subcode(tc: &TreeContext, t: Tree) -> Result<u32> {
    tc.check_codes(t, &[C::OmpClause], "OMP_CLAUSE_SUBCODE")?;
    match &tc.store.misc(t).data {
        MiscData::Clause { subcode, .. } => Ok(*subcode),
        _ => Err(TreeError::wrong(
            "OMP_CLAUSE_SUBCODE",
            Expected::Codes(&[C::OmpClause]),
            C::OmpClause,
        )),
    }
}

/// Every `nums` key the format defines and this crate models.
pub(crate) static NUMS: &[NumField] = &[
    NumField {
        name: "DECL_UID",
        get: |tc, t| {
            let uid = tc.decl_uid(t)?;
            // DEBUG_EXPR_DECLs count down from -1, as in GCC.
            Ok(if tc.store.decl(t).code == C::DebugExprDecl {
                i64::from(uid as i32)
            } else {
                i64::from(uid)
            })
        },
        set: |tc, t, v| {
            tc.check_struct(t, crate::TreeStruct::DeclMinimal, "DECL_UID")?;
            let uid = match i32::try_from(v) {
                Ok(small) => small as u32,
                Err(_) => to_u32("DECL_UID", v)?,
            };
            tc.store.decl_mut(t).uid = uid;
            Ok(())
        },
    },
    NumField {
        name: "DECL_ALIGN",
        get: |tc, t| Ok(tc.decl_align(t)?.into()),
        set: |tc, t, v| tc.set_decl_align(t, to_u32("DECL_ALIGN", v)?),
    },
    NumField {
        name: "DECL_OFFSET_ALIGN",
        get: |tc, t| Ok(tc.decl_offset_align(t)?.into()),
        set: |tc, t, v| {
            tc.decl_offset_align(t)?;
            tc.store.decl_mut(t).aux = to_u32("DECL_OFFSET_ALIGN", v)?;
            Ok(())
        },
    },
    NumField {
        name: "LABEL_DECL_UID",
        get: |tc, t| Ok(tc.label_decl_uid(t)?.into()),
        set: |tc, t, v| {
            tc.label_decl_uid(t)?;
            let uid = i32::try_from(v).map_err(|_| too_big("LABEL_DECL_UID", v))?;
            tc.store.decl_mut(t).aux = uid as u32;
            Ok(())
        },
    },
    NumField {
        name: "DECL_FUNCTION_CODE",
        get: |tc, t| Ok(tc.decl_function_code(t)?.into()),
        set: |tc, t, v| tc.set_decl_function_code(t, to_u32("DECL_FUNCTION_CODE", v)?),
    },
    NumField {
        name: "TYPE_UID",
        get: |tc, t| Ok(tc.type_uid(t)?.into()),
        set: |tc, t, v| {
            tc.type_uid(t)?;
            tc.store.ty_rec_mut(t).uid = to_u32("TYPE_UID", v)?;
            Ok(())
        },
    },
    NumField {
        name: "TYPE_PRECISION",
        get: |tc, t| Ok(tc.type_precision(t)?.into()),
        set: |tc, t, v| tc.set_type_precision(t, to_u32("TYPE_PRECISION", v)?),
    },
    NumField {
        name: "TYPE_ALIGN",
        get: |tc, t| Ok(tc.type_align(t)?.into()),
        set: |tc, t, v| tc.set_type_align(t, to_u32("TYPE_ALIGN", v)?),
    },
    NumField {
        name: "TYPE_QUALS",
        get: |tc, t| Ok(tc.type_quals(t)?.0.into()),
        // The qualifiers agree with the flags; the named address space (bits 8–15) is
        // only here.
        set: |tc, t, v| {
            let space = u8::try_from(v >> 8).map_err(|_| too_big("TYPE_QUALS", v))?;
            tc.set_type_addr_space(t, space)?;
            agree("TYPE_QUALS", v, tc.type_quals(t)?.0.into())
        },
    },
    NumField {
        name: "OMP_ATOMIC_MEMORY_ORDER",
        get: |tc, t| Ok(tc.omp_atomic_memory_order(t)?.value().into()),
        set: |tc, t, v| {
            let order = u32::try_from(v)
                .ok()
                .and_then(crate::OmpAtomicOrder::from_value)
                .ok_or_else(|| TreeError::Invalid {
                    builder: "OMP_ATOMIC_MEMORY_ORDER",
                    what: format!("{v} is no memory order"),
                })?;
            tc.set_omp_atomic_memory_order(t, order)
        },
    },
    NumField {
        name: "TREE_STRING_LENGTH",
        get: |tc, t| Ok(tc.tree_string_length(t)? as i64),
        set: |tc, t, v| agree("TREE_STRING_LENGTH", v, tc.tree_string_length(t)? as i64),
    },
    NumField {
        name: "VECTOR_CST_LOG2_NPATTERNS",
        get: |tc, t| Ok(tc.vector_cst_npatterns(t)?.trailing_zeros().into()),
        // Read by the importer when it builds the vector's encoding.
        set: |tc, t, _| tc.vector_cst_npatterns(t).map(drop),
    },
    NumField {
        name: "VECTOR_CST_NELTS_PER_PATTERN",
        get: |tc, t| Ok(tc.vector_cst_nelts_per_pattern(t)? as i64),
        set: |tc, t, _| tc.vector_cst_nelts_per_pattern(t).map(drop),
    },
    NumField {
        name: "TYPE_VECTOR_SUBPARTS",
        get: |tc, t| {
            tc.type_vector_subparts(t)?
                .try_to_constant()
                .ok_or_else(|| TreeError::NotRepresentable {
                    accessor: "TYPE_VECTOR_SUBPARTS",
                    what: "a scalable number of lanes".into(),
                })
        },
        set: |tc, t, v| {
            tc.type_vector_subparts(t)?;
            if v <= 0 {
                return Err(too_big("TYPE_VECTOR_SUBPARTS", v));
            }
            tc.store.weak.vector_nunits.insert(t, PolySize::constant(v));
            Ok(())
        },
    },
    NumField {
        name: "CLOBBER_KIND",
        // Not modelled: every clobber here is CLOBBER_UNDEF (0), the only kind accepted.
        get: |_, _| {
            Err(TreeError::NotRepresentable {
                accessor: "CLOBBER_KIND",
                what: "clobber kinds are not modelled".into(),
            })
        },
        set: |tc, t, v| {
            tc.check_codes(t, &[C::Constructor], "CLOBBER_KIND")?;
            agree("CLOBBER_KIND", v, 0)
        },
    },
    NumField {
        name: "OMP_CLAUSE_SUBCODE",
        get: |tc, t| Ok(clause_subcode(tc, t)?.into()),
        set: |tc, t, v| {
            clause_subcode(tc, t)?;
            let v = to_u32("OMP_CLAUSE_SUBCODE", v)?;
            if let MiscData::Clause { subcode, .. } = &mut tc.store.misc_mut(t).data {
                *subcode = v;
            }
            Ok(())
        },
    },
    NumField {
        name: "BLOCK_NUMBER",
        get: |tc, t| Ok(tc.block_number(t)?.into()),
        set: |tc, t, v| {
            tc.block_number(t)?;
            let v = to_u32("BLOCK_NUMBER", v)?;
            if let MiscData::Block(b) = &mut tc.store.misc_mut(t).data {
                b.number = v;
            }
            Ok(())
        },
    },
    NumField {
        name: "TREE_VEC_LENGTH",
        get: |tc, t| Ok(tc.tree_vec_length(t)? as i64),
        set: |tc, t, v| agree("TREE_VEC_LENGTH", v, tc.tree_vec_length(t)? as i64),
    },
];

/// A one-bit field by the name the format gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AnyFlag {
    /// A `tree_base` field.
    Base(Flag),
    /// A decl flag macro.
    Decl(DeclFlag),
    /// A type flag macro.
    Type(TypeFlag),
}

/// The format's name of a `tree_base` flag: its field name without the `u.bits.` prefix.
pub(crate) fn base_flag_name(f: Flag) -> &'static str {
    let field = f.field();
    field.strip_prefix("u.bits.").unwrap_or(field)
}

/// Looks a `flags` entry up: `tree_base` field names (with or without `u.bits.`), decl and
/// type flag macros.
pub(crate) fn flag_by_name(name: &str) -> Option<AnyFlag> {
    if let Some(&f) = Flag::ALL
        .iter()
        .find(|f| f.field() == name || base_flag_name(**f) == name)
    {
        return Some(AnyFlag::Base(f));
    }
    if let Some(&f) = DeclFlag::ALL.iter().find(|f| f.gcc_name() == name) {
        return Some(AnyFlag::Decl(f));
    }
    TypeFlag::ALL
        .iter()
        .find(|f| f.gcc_name() == name)
        .map(|&f| AnyFlag::Type(f))
}

/// Looks a `refs` key up.
pub(crate) fn ref_field(name: &str) -> Option<&'static RefField> {
    REFS.iter().find(|f| f.name == name)
}

/// Looks a `nums` key up.
pub(crate) fn num_field(name: &str) -> Option<&'static NumField> {
    NUMS.iter().find(|f| f.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_is_listed_once_and_found_by_name() {
        for (i, f) in REFS.iter().enumerate() {
            assert!(REFS[..i].iter().all(|g| g.name != f.name), "{}", f.name);
            assert!(std::ptr::eq(ref_field(f.name).unwrap(), f));
        }
        for (i, f) in NUMS.iter().enumerate() {
            assert!(NUMS[..i].iter().all(|g| g.name != f.name), "{}", f.name);
        }
        assert_eq!(
            flag_by_name("unsigned_flag"),
            Some(AnyFlag::Base(Flag::Unsigned))
        );
        assert_eq!(
            flag_by_name("u.bits.unsigned_flag"),
            Some(AnyFlag::Base(Flag::Unsigned))
        );
        assert_eq!(
            flag_by_name("DECL_ARTIFICIAL"),
            Some(AnyFlag::Decl(DeclFlag::Artificial))
        );
        assert_eq!(
            flag_by_name("TYPE_STRING_FLAG"),
            Some(AnyFlag::Type(TypeFlag::StringFlag))
        );
        assert_eq!(flag_by_name("TREE_SIDE_EFFECTS"), None);
    }
}
