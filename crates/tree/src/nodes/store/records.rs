//! The node records: one heap arena each. Field names follow GCC's structure fields, and
//! each record is a GTY-annotated type as GCC's `tree_node` members are: the derived walker
//! hands every `Tree` field to the collector, the rest is atomic.

use std::num::NonZeroU32;

use crate::TreeCode;
use crate::nodes::handle::{Pool, Tree};
use ggc::Gty;
use serde::{Deserialize, Serialize};

/// A compact node's code (low 9 bits) and inline flags. Never 0 (no node of a compact pool
/// has code 0, ERROR_MARK), which lets `Option` of a record cost nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Gty)]
pub(crate) struct Head(pub(crate) NonZeroU32);

/// GCC's `chain_next` for tree nodes — TREE_CHAIN — where the next link lives in the same
/// arena (a TREE_LIST's next TREE_LIST, a DECL_CHAIN's next declaration): the marker then
/// runs along the chain instead of queueing every link.
fn chained<T: 'static>(chain: Option<Tree>) -> Option<ggc::Gc<T>> {
    let next = chain?;
    let same_arena = match std::any::TypeId::of::<T>() {
        t if t == std::any::TypeId::of::<ListRec>() => next.pool() == Pool::List,
        t if t == std::any::TypeId::of::<DeclRec>() => next.pool() == Pool::Decl,
        _ => false,
    };
    if same_arena { next.gc() } else { None }
}

/// Handles and heads own nothing outside their record.
impl ggc::support::HeapBytes for Head {}
impl ggc::support::HeapBytes for Tree {}

impl Head {
    #[inline]
    pub(crate) fn get(self) -> u32 {
        self.0.get()
    }
}

/// An expression with at most two operands (`tree_exp` with its operands inline): 20 bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Gty)]
#[gty(generation_bits = 5)]
pub(crate) struct Exp2Rec {
    /// Code (low 9 bits) and the inline flags.
    pub(crate) head: Head,
    pub(crate) ty: Option<Tree>,
    pub(crate) locus: u32,
    pub(crate) ops: [Option<Tree>; 2],
}

/// A wider or variable-length expression, with its operands (`tree_exp`'s trailing
/// array): 28 bytes plus 4 per operand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Gty)]
#[gty(generation_bits = 5, variable_size)]
pub(crate) struct ExpNRec {
    pub(crate) head: Head,
    pub(crate) ty: Option<Tree>,
    pub(crate) locus: u32,
    pub(crate) ops: Box<[Option<Tree>]>,
}

/// A TREE_LIST (`tree_list`): 20 bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Gty)]
#[gty(generation_bits = 5, chain_next = chained(h.chain))]
pub(crate) struct ListRec {
    pub(crate) head: Head,
    pub(crate) ty: Option<Tree>,
    pub(crate) chain: Option<Tree>,
    pub(crate) purpose: Option<Tree>,
    pub(crate) value: Option<Tree>,
}

/// A declaration: `tree_decl_minimal` … `tree_function_decl` folded into one record; the
/// accessors only reach the fields the code's structures contain.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Gty)]
#[gty(generation_bits = 5, chain_next = chained(h.chain))]
pub(crate) struct DeclRec {
    pub(crate) code: TreeCode,
    pub(crate) flags: u32,
    /// The `tree_decl_common` / `tree_decl_with_vis` / `tree_function_decl` one-bit fields.
    pub(crate) decl_flags: u64,
    pub(crate) uid: u32,
    pub(crate) locus: u32,
    /// DECL_ALIGN in bits.
    pub(crate) align: u32,
    /// DECL_OFFSET_ALIGN (FIELD_DECL) or LABEL_DECL_UID.
    pub(crate) aux: u32,
    pub(crate) ty: Option<Tree>,
    pub(crate) chain: Option<Tree>,
    pub(crate) name: Option<Tree>,
    pub(crate) context: Option<Tree>,
    pub(crate) size: Option<Tree>,
    pub(crate) size_unit: Option<Tree>,
    /// DECL_INITIAL (also DECL_ARG_TYPE of a PARM_DECL, as in GCC).
    pub(crate) initial: Option<Tree>,
    pub(crate) attributes: Option<Tree>,
    pub(crate) abstract_origin: Option<Tree>,
    pub(crate) assembler_name: Option<Tree>,
    /// `tree_decl_non_common::result`: DECL_RESULT, DECL_ORIGINAL_TYPE.
    pub(crate) result: Option<Tree>,
    pub(crate) arguments: Option<Tree>,
    pub(crate) saved_tree: Option<Tree>,
    pub(crate) field_offset: Option<Tree>,
    pub(crate) field_bit_offset: Option<Tree>,
    pub(crate) bit_field_type: Option<Tree>,
    pub(crate) qualifier: Option<Tree>,
    pub(crate) value_expr: Option<Tree>,
    /// The front ends' `lang_decl` bits (see `cp.rs`: C++ function flags, DECL_LANGUAGE),
    /// and in the high 16 bits DECL_INIT_PRIORITY (stored XOR 0xffff, so 0 is the default
    /// priority 65535).
    pub(crate) lang_flags: u32,
    /// `lang_decl_fn::context`: DECL_FRIEND_CONTEXT.
    pub(crate) lang_context: Option<Tree>,
    /// `lang_decl_fn::fixed_offset`: THUNK_FIXED_OFFSET (the manual's THUNK_DELTA).
    pub(crate) thunk_delta: i64,
}

/// A type: `tree_type_common` + `tree_type_non_common`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Gty)]
#[gty(generation_bits = 5)]
pub(crate) struct TypeRec {
    pub(crate) code: TreeCode,
    pub(crate) flags: u32,
    pub(crate) type_flags: u32,
    pub(crate) uid: u32,
    pub(crate) precision: u32,
    /// TYPE_ALIGN in bits.
    pub(crate) align: u32,
    pub(crate) ty: Option<Tree>,
    pub(crate) chain: Option<Tree>,
    pub(crate) name: Option<Tree>,
    pub(crate) size: Option<Tree>,
    pub(crate) size_unit: Option<Tree>,
    pub(crate) attributes: Option<Tree>,
    pub(crate) pointer_to: Option<Tree>,
    pub(crate) reference_to: Option<Tree>,
    pub(crate) canonical: Option<Tree>,
    pub(crate) next_variant: Option<Tree>,
    pub(crate) main_variant: Option<Tree>,
    pub(crate) context: Option<Tree>,
    /// TYPE_VALUES / TYPE_DOMAIN / TYPE_FIELDS / TYPE_ARG_TYPES (`values`).
    pub(crate) values: Option<Tree>,
    /// TYPE_MIN_VALUE / TYPE_METHOD_BASETYPE / TYPE_OFFSET_BASETYPE (`minval`).
    pub(crate) minval: Option<Tree>,
    /// TYPE_MAX_VALUE (`maxval`).
    pub(crate) maxval: Option<Tree>,
    /// TYPE_BINFO / TYPE_LANG_SLOT_1 (`lang_1`).
    pub(crate) binfo: Option<Tree>,
    /// The C++ `lang_type` bits (see `cp.rs`: CLASSTYPE_*, TYPE_HAS_*).
    pub(crate) lang_flags: u32,
    /// SET_TYPE_MODE's mode (`MachineMode` as a byte), 0 = the mode layout gives.
    pub(crate) mode: u8,
}

/// The payload of a node of the miscellaneous pool.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Gty)]
pub(crate) enum MiscData {
    /// Nothing beyond the common part (ERROR_MARK, PLACEHOLDER_EXPR, VOID_CST, …).
    None,
    /// REAL_CST.
    Real(#[gty(skip)] crate::real::RealValue),
    /// REAL_CST of a decimal floating type: GCC's decimal text of the value (see
    /// `TreeContext::build_real_decimal`).
    DecimalReal(#[gty(skip)] Box<str>),
    /// FIXED_CST: the raw bits and the number of fractional bits.
    Fixed { bits: i128, fbits: u8 },
    /// COMPLEX_CST.
    Complex {
        real: Option<Tree>,
        imag: Option<Tree>,
    },
    /// VECTOR_CST in GCC's encoding.
    Vector {
        npatterns: u32,
        nelts_per_pattern: u8,
        elts: Vec<Tree>,
    },
    /// STRING_CST: the bytes (TREE_STRING_LENGTH of them).
    String(Vec<u8>),
    /// POLY_INT_CST: the coefficients (INTEGER_CSTs).
    PolyInt(Vec<Tree>),
    /// TREE_VEC, and the operands of codes without a structure of their own.
    Vec(Vec<Option<Tree>>),
    /// BLOCK.
    Block(Box<BlockData>),
    /// STATEMENT_LIST.
    Stmts(Vec<Tree>),
    /// CONSTRUCTOR: (index, value) pairs.
    Ctor(Vec<(Option<Tree>, Option<Tree>)>),
    /// OMP_CLAUSE: the clause code, location and operands.
    Clause {
        #[gty(skip)]
        kind: crate::codes::omp::OmpClauseCode,
        locus: u32,
        /// The kind-specific code GCC keeps in `omp_clause.subcode` (map kind, reduction
        /// code, schedule kind, default kind, …).
        subcode: u32,
        ops: Vec<Option<Tree>>,
    },
    /// SSA_NAME.
    Ssa { var: Option<Tree>, version: u32 },
    /// TREE_BINFO.
    Binfo(Box<BinfoData>),
}

/// The fields of a BLOCK (`tree_block`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, Gty)]
pub(crate) struct BlockData {
    pub(crate) number: u32,
    pub(crate) locus: u32,
    pub(crate) end_locus: u32,
    pub(crate) vars: Option<Tree>,
    pub(crate) subblocks: Option<Tree>,
    pub(crate) supercontext: Option<Tree>,
    pub(crate) abstract_origin: Option<Tree>,
    pub(crate) fragment_origin: Option<Tree>,
    pub(crate) fragment_chain: Option<Tree>,
}

/// The fields of a TREE_BINFO (`tree_binfo`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, Gty)]
pub(crate) struct BinfoData {
    pub(crate) offset: Option<Tree>,
    pub(crate) vtable: Option<Tree>,
    pub(crate) virtuals: Option<Tree>,
    pub(crate) vptr_field: Option<Tree>,
    pub(crate) inheritance: Option<Tree>,
    pub(crate) base_binfos: Vec<Tree>,
    /// BINFO_BASE_ACCESSES: one of access_public/protected/private_node per base.
    pub(crate) base_accesses: Vec<Tree>,
}

/// A node of the miscellaneous pool.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Gty)]
#[gty(generation_bits = 5)]
pub(crate) struct MiscRec {
    pub(crate) code: TreeCode,
    pub(crate) flags: u32,
    pub(crate) ty: Option<Tree>,
    pub(crate) chain: Option<Tree>,
    pub(crate) data: MiscData,
}

/// An INTEGER_CST (`tree_int_cst`): its type and its value, inline when it fits in 31 bits
/// (otherwise an index into the context's wide values): 8 bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Gty)]
#[gty(generation_bits = 5)]
pub(crate) struct IntRec {
    pub(crate) ty: Tree,
    pub(crate) val: u32,
}

/// An IDENTIFIER_NODE: where its bytes sit in the context's identifier buffer, its flags,
/// and the TREE_TYPE / TREE_CHAIN a few identifiers have.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Gty)]
#[gty(generation_bits = 5)]
pub(crate) struct IdentRec {
    pub(crate) start: u32,
    pub(crate) len: u32,
    pub(crate) flags: u32,
    pub(crate) ty: Option<Tree>,
    pub(crate) chain: Option<Tree>,
}

impl serde::Serialize for Tree {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u32(self.to_raw())
    }
}

impl<'de> serde::Deserialize<'de> for Tree {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Tree, D::Error> {
        let raw = u32::deserialize(d)?;
        Tree::from_raw(raw).ok_or_else(|| serde::de::Error::custom("tree handle 0"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The slot sizes the crate documentation promises (`Option` of a record is a slot).
    #[test]
    fn slots_are_as_small_as_documented() {
        assert_eq!(size_of::<Option<Exp2Rec>>(), 20);
        assert_eq!(size_of::<Option<ListRec>>(), 20);
        assert_eq!(size_of::<Option<IntRec>>(), 8);
        assert_eq!(size_of::<Option<IdentRec>>(), 24);
        assert_eq!(size_of::<Option<ExpNRec>>(), 32);
    }
}
