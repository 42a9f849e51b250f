//! `make_node` and `copy_node`: fresh nodes with GCC's defaults for their code, and
//! copies.

use crate::nodes::error::{Expected, Result, TreeError};
use crate::nodes::handle::{Pool, Tree};
use crate::nodes::store::{BlockData, DeclRec, MiscData, MiscRec, TypeRec, pool_for};
use crate::{Flag, OmpClauseCode, TreeCode, TreeCodeClass, TreeContext};

use super::exprs::modifies;

use TreeCode as C;

/// **Building trees** — `make_node`, `copy_node` (GCC internals manual: *GENERIC › Expressions*). For C semantics see the C-level builders.
impl TreeContext {
    /// `make_node`: a fresh node of `code` with GCC's defaults (statements have side
    /// effects, constants are TREE_CONSTANT, declarations get a DECL_UID and the current
    /// `input_location`, types a TYPE_UID and are their own main variant and canonical type).
    ///
    /// INTEGER_CSTs and IDENTIFIER_NODEs are made by [`TreeContext::build_int_cst`] and
    /// [`TreeContext::get_identifier`] (they are hash-consed); asking `make_node` for them is
    /// an error.
    pub fn make_node(&mut self, code: TreeCode) -> Result<Tree> {
        let class = code.class();
        let mut flags = 0u32;
        match class {
            TreeCodeClass::Statement if code != C::DebugBeginStmt => {
                flags |= Flag::SideEffects.bit()
            }
            TreeCodeClass::Constant => flags |= Flag::Constant.bit(),
            TreeCodeClass::Expression if modifies(code) => flags |= Flag::SideEffects.bit(),
            _ => {}
        }
        Ok(match pool_for(code) {
            Pool::IntCst | Pool::Ident => {
                return Err(TreeError::wrong(
                    "make_node",
                    Expected::Other("a code other than INTEGER_CST and IDENTIFIER_NODE"),
                    code,
                ));
            }
            Pool::Exp2 | Pool::ExpN => {
                let ops = vec![None; code.arity().min()];
                self.store
                    .new_exp(code, None, &ops, flags, 0)
                    .ok_or_else(|| TreeError::full("make_node", "expression"))?
            }
            Pool::List => self
                .store
                .new_list(None, None, None)
                .ok_or_else(|| TreeError::full("make_node", "TREE_LIST"))?,
            Pool::Decl => {
                let rec = self.new_decl_rec(code, flags);
                self.store
                    .new_decl(rec)
                    .ok_or_else(|| TreeError::full("make_node", "declaration"))?
            }
            Pool::Type => {
                let rec = self.new_type_rec(code, flags);
                let t = self
                    .store
                    .new_type(rec)
                    .ok_or_else(|| TreeError::full("make_node", "type"))?;
                let r = self.store.ty_rec_mut(t);
                r.main_variant = Some(t);
                r.canonical = Some(t);
                t
            }
            Pool::Misc => {
                let data = self.default_misc_data(code);
                self.store
                    .new_misc(MiscRec {
                        code,
                        flags,
                        ty: None,
                        chain: None,
                        data,
                    })
                    .ok_or_else(|| TreeError::full("make_node", "miscellaneous"))?
            }
        })
    }

    fn default_misc_data(&mut self, code: TreeCode) -> MiscData {
        match code {
            C::RealCst => MiscData::Real(crate::RealValue::zero(false)),
            C::FixedCst => MiscData::Fixed { bits: 0, fbits: 0 },
            C::ComplexCst => MiscData::Complex {
                real: None,
                imag: None,
            },
            C::VectorCst => MiscData::Vector {
                npatterns: 1,
                nelts_per_pattern: 1,
                elts: Vec::new(),
            },
            C::StringCst => MiscData::String(Vec::new()),
            C::PolyIntCst => MiscData::PolyInt(Vec::new()),
            C::TreeVec => MiscData::Vec(Vec::new()),
            C::Block => {
                let number = self.next_block_number;
                self.next_block_number += 1;
                MiscData::Block(Box::new(BlockData {
                    number,
                    ..BlockData::default()
                }))
            }
            C::StatementList => MiscData::Stmts(Vec::new()),
            C::Constructor => MiscData::Ctor(Vec::new()),
            C::OmpClause => MiscData::Clause {
                kind: OmpClauseCode::Error,
                locus: 0,
                subcode: 0,
                ops: Vec::new(),
            },
            C::SsaName => MiscData::Ssa {
                var: None,
                version: 0,
            },
            C::TreeBinfo => MiscData::Binfo(Box::default()),
            // `tree_overload::function` (OVL_FUNCTION).
            C::Overload => MiscData::Vec(vec![None]),
            _ if code.arity().min() > 0 => MiscData::Vec(vec![None; code.arity().min()]),
            _ => MiscData::None,
        }
    }

    pub(crate) fn new_decl_rec(&mut self, code: TreeCode, flags: u32) -> DeclRec {
        let uid = if code == C::DebugExprDecl {
            self.next_debug_decl_uid -= 1;
            self.next_debug_decl_uid as u32
        } else {
            let u = self.next_decl_uid;
            self.next_decl_uid += 1;
            u
        };
        DeclRec {
            code,
            flags,
            decl_flags: 0,
            uid,
            locus: self.input_location.0,
            align: if code == C::FunctionDecl { 8 } else { 1 },
            aux: if code == C::LabelDecl { u32::MAX } else { 0 },
            ty: None,
            chain: None,
            name: None,
            context: None,
            size: None,
            size_unit: None,
            initial: None,
            attributes: None,
            abstract_origin: None,
            assembler_name: None,
            result: None,
            arguments: None,
            saved_tree: None,
            field_offset: None,
            field_bit_offset: None,
            bit_field_type: None,
            qualifier: None,
            value_expr: None,
            // Without `lang_decl`, GCC's DECL_LANGUAGE is lang_c for a FUNCTION_DECL.
            lang_flags: if code == C::FunctionDecl {
                crate::front_end::cp::LANG_C_BIT
            } else {
                0
            },
            lang_context: None,
            thunk_delta: 0,
        }
    }

    fn new_type_rec(&mut self, code: TreeCode, flags: u32) -> TypeRec {
        let uid = self.next_type_uid;
        self.next_type_uid += 1;
        TypeRec {
            code,
            flags,
            type_flags: 0,
            uid,
            precision: 0,
            align: 8,
            ty: None,
            chain: None,
            name: None,
            size: None,
            size_unit: None,
            attributes: None,
            pointer_to: None,
            reference_to: None,
            canonical: None,
            next_variant: None,
            main_variant: None,
            context: None,
            values: None,
            minval: None,
            maxval: None,
            binfo: None,
            lang_flags: 0,
            mode: 0,
        }
    }

    /// `copy_node`: a new node with the same code and fields. As in GCC the copy of a
    /// declaration gets a new DECL_UID, the copy of a type a new TYPE_UID (and is the main
    /// variant of nothing: its variant links are cleared), and TREE_CHAIN is kept. A copied
    /// INTEGER_CST is a fresh, unshared node with the same type and value.
    pub fn copy_node(&mut self, t: Tree) -> Result<Tree> {
        let code = self.code_for(t, "copy_node")?;
        let copy = match t.pool() {
            Pool::Exp2 | Pool::ExpN => {
                let ops = self.store.ops(t).to_vec();
                let ty = self.store.ty(t);
                let flags = self.store.flags(t);
                let locus = self.store.locus(t);
                self.store
                    .new_exp(code, ty, &ops, flags, locus)
                    .ok_or_else(|| TreeError::full("copy_node", "expression"))?
            }
            Pool::IntCst => {
                let ty = self.store.ty(t).ok_or(TreeError::Null {
                    accessor: "copy_node",
                })?;
                let elts = self.store.int_elts(t);
                let flags = self.store.flags(t);
                let c = self
                    .store
                    .int_cst_unshared(ty, &elts)
                    .ok_or_else(|| TreeError::full("copy_node", "INTEGER_CST"))?;
                self.store.set_flags(c, flags);
                c
            }
            Pool::List => {
                let r = *self.store.list(t);
                let c = self
                    .store
                    .new_list(r.purpose, r.value, r.chain)
                    .ok_or_else(|| TreeError::full("copy_node", "TREE_LIST"))?;
                *self.store.list_mut(c) = r;
                c
            }
            Pool::Ident => {
                return Err(TreeError::wrong(
                    "copy_node",
                    Expected::Other(
                        "a node other than an IDENTIFIER_NODE (identifiers are unique)",
                    ),
                    code,
                ));
            }
            Pool::Decl => {
                let mut r = self.store.decl(t).clone();
                let fresh = self.new_decl_rec(code, 0);
                r.uid = fresh.uid;
                self.store
                    .new_decl(r)
                    .ok_or_else(|| TreeError::full("copy_node", "declaration"))?
            }
            Pool::Type => {
                let mut r = self.store.ty_rec(t).clone();
                let fresh = self.new_type_rec(code, 0);
                r.uid = fresh.uid;
                r.pointer_to = None;
                r.reference_to = None;
                r.next_variant = None;
                let c = self
                    .store
                    .new_type(r)
                    .ok_or_else(|| TreeError::full("copy_node", "type"))?;
                if self.store.ty_rec(c).main_variant == Some(t) {
                    self.store.ty_rec_mut(c).main_variant = Some(c);
                }
                if self.store.ty_rec(c).canonical == Some(t) {
                    self.store.ty_rec_mut(c).canonical = Some(c);
                }
                c
            }
            Pool::Misc => {
                let mut r = self.store.misc(t).clone();
                if let MiscData::Block(b) = &mut r.data {
                    b.number = self.next_block_number;
                    self.next_block_number += 1;
                }
                self.store
                    .new_misc(r)
                    .ok_or_else(|| TreeError::full("copy_node", "miscellaneous"))?
            }
        };
        // GCC copies the whole tree_base, `u` included (OMP_ATOMIC_MEMORY_ORDER).
        if let Some(u) = self.store.weak.base_u.get(&t).copied() {
            self.store.weak.base_u.insert(copy, u);
        }
        Ok(copy)
    }
}
