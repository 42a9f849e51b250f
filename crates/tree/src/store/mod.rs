//! Node storage: one compact pool per node layout, addressed by tagged [`Tree`] handles.
//!
//! Everything above this module sees nodes only through these methods, so the pools can sit
//! on any arena with the same shape (typed pools, dense side tables, 4-byte handles).

mod idents;
mod ints;
pub(crate) mod records;

pub(crate) use idents::IdentPool;
pub(crate) use ints::IntPool;
pub(crate) use records::*;

use crate::flags::{INLINE_FLAG_BITS, INLINE_FLAGS};
use crate::handle::{Pool, Tree};
use crate::hash::FxHashMap;
use crate::{Flag, TreeCode, TreeStruct};
use serde::{Deserialize, Serialize};

const CODE_BITS: u32 = 9;
const CODE_MASK: u32 = (1 << CODE_BITS) - 1;

#[inline]
fn head(code: TreeCode, flags: u32) -> u32 {
    code as u32 | (flags & INLINE_FLAGS) << CODE_BITS
}

#[inline]
fn head_code(head: u32) -> TreeCode {
    TreeCode::ALL[(head & CODE_MASK) as usize]
}

/// The pool a node of `code` lives in.
pub(crate) fn pool_for(code: TreeCode) -> Pool {
    use TreeCode as C;
    match code {
        C::IntegerCst => Pool::IntCst,
        C::TreeList => Pool::List,
        C::IdentifierNode => Pool::Ident,
        _ if code.is_decl() => Pool::Decl,
        _ if code.is_type() => Pool::Type,
        _ if code.contains_struct(TreeStruct::Exp) => match code.arity() {
            crate::Arity::Fixed(n) if n <= 2 => Pool::Exp2,
            _ => Pool::ExpN,
        },
        _ => Pool::Misc,
    }
}

/// All pools of one context.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub(crate) struct Store {
    pub(crate) exp2: Vec<Exp2Rec>,
    pub(crate) expn: Vec<ExpNRec>,
    pub(crate) exp_ops: Vec<Option<Tree>>,
    pub(crate) ints: IntPool,
    pub(crate) lists: Vec<ListRec>,
    pub(crate) idents: IdentPool,
    pub(crate) decls: Vec<DeclRec>,
    pub(crate) types: Vec<TypeRec>,
    pub(crate) misc: Vec<MiscRec>,
    /// Flags 23–29 of the compact pools (Exp2, ExpN, List) and every flag of INTEGER_CSTs
    /// that differ from the default, keyed by raw handle.
    rare: FxHashMap<u32, u32>,
}

impl Store {
    /// The code of `t`, or `None` if this store holds no such node.
    #[inline]
    pub(crate) fn code(&self, t: Tree) -> Option<TreeCode> {
        let i = t.index();
        Some(match t.pool()? {
            Pool::Exp2 => head_code(self.exp2.get(i)?.head),
            Pool::ExpN => head_code(self.expn.get(i)?.head),
            Pool::IntCst => {
                if !self.ints.valid(i) {
                    return None;
                }
                TreeCode::IntegerCst
            }
            Pool::List => {
                self.lists.get(i)?;
                TreeCode::TreeList
            }
            Pool::Ident => {
                if i >= self.idents.len() {
                    return None;
                }
                TreeCode::IdentifierNode
            }
            Pool::Decl => self.decls.get(i)?.code,
            Pool::Type => self.types.get(i)?.code,
            Pool::Misc => self.misc.get(i)?.code,
        })
    }

    /// The code and flag word of `t`, or `None` if this store holds no such node: one pool
    /// dispatch for what the builders read of every operand.
    #[inline]
    pub(crate) fn code_flags(&self, t: Tree) -> Option<(TreeCode, u32)> {
        let i = t.index();
        match t.pool()? {
            Pool::Exp2 => {
                let h = self.exp2.get(i)?.head;
                Some((head_code(h), h >> CODE_BITS | self.rare_flags(t)))
            }
            Pool::ExpN => {
                let h = self.expn.get(i)?.head;
                Some((head_code(h), h >> CODE_BITS | self.rare_flags(t)))
            }
            _ => {
                let code = self.code(t)?;
                Some((code, self.flags(t)))
            }
        }
    }

    /// The flags an operand contributes to build2's result, in one pool dispatch: its
    /// TREE_SIDE_EFFECTS / TREE_READONLY / TREE_CONSTANT, with TREE_READONLY also set for
    /// constants and for what `PROCESS_ARG` skips (types, NULL_TREE) and TREE_CONSTANT set
    /// for the skipped ones too. `None` for a handle this store does not hold or a node
    /// build2's fast path leaves to the generic builder.
    #[inline]
    pub(crate) fn operand_bits(&self, a: Option<Tree>) -> Option<u32> {
        const SKIPPED: u32 = 1 << Flag::Readonly as u32 | 1 << Flag::Constant as u32;
        let Some(t) = a else { return Some(SKIPPED) };
        let i = t.index();
        match t.pool()? {
            Pool::Exp2 => Some(self.exp2.get(i)?.head >> CODE_BITS | self.rare_flags(t)),
            Pool::IntCst => {
                if !self.ints.valid(i) {
                    return None;
                }
                Some(self.flags(t) | Flag::Readonly.bit())
            }
            Pool::Decl => Some(self.decls.get(i)?.flags),
            Pool::Type => {
                self.types.get(i)?;
                Some(SKIPPED)
            }
            _ => None,
        }
    }

    /// Allocates an expression with two operands inline.
    #[inline]
    pub(crate) fn new_exp2(
        &mut self,
        code: TreeCode,
        ty: Option<Tree>,
        ops: [Option<Tree>; 2],
        flags: u32,
    ) -> Tree {
        self.exp2.push(Exp2Rec {
            head: head(code, flags),
            ty,
            locus: 0,
            ops,
        });
        Tree::new(Pool::Exp2, self.exp2.len() - 1)
    }

    /// Flags 23–29 of a compact-pool node (nearly always none: the table is usually empty).
    #[inline]
    fn rare_flags(&self, t: Tree) -> u32 {
        if self.rare.is_empty() {
            0
        } else {
            self.rare.get(&t.to_raw()).copied().unwrap_or(0)
        }
    }

    /// The flag word of a valid node.
    #[inline]
    pub(crate) fn flags(&self, t: Tree) -> u32 {
        let i = t.index();
        let rare = || self.rare_flags(t);
        match t.pool() {
            Some(Pool::Exp2) => self.exp2[i].head >> CODE_BITS | rare(),
            Some(Pool::ExpN) => self.expn[i].head >> CODE_BITS | rare(),
            Some(Pool::List) => self.lists[i].head >> CODE_BITS | rare(),
            Some(Pool::IntCst) => {
                if self.rare.is_empty() {
                    Flag::Constant.bit()
                } else {
                    self.rare
                        .get(&t.to_raw())
                        .copied()
                        .unwrap_or(Flag::Constant.bit())
                }
            }
            Some(Pool::Ident) => self.idents.flags[i],
            Some(Pool::Decl) => self.decls[i].flags,
            Some(Pool::Type) => self.types[i].flags,
            Some(Pool::Misc) => self.misc[i].flags,
            None => 0,
        }
    }

    /// Replaces the flag word of a valid node.
    pub(crate) fn set_flags(&mut self, t: Tree, flags: u32) {
        let i = t.index();
        let set_rare = |store: &mut Store, high: u32| {
            if high == 0 {
                store.rare.remove(&t.to_raw());
            } else {
                store.rare.insert(t.to_raw(), high);
            }
        };
        let high = flags & !INLINE_FLAGS;
        match t.pool() {
            Some(Pool::Exp2) => {
                let r = &mut self.exp2[i];
                r.head = head(head_code(r.head), flags);
                set_rare(self, high);
            }
            Some(Pool::ExpN) => {
                let r = &mut self.expn[i];
                r.head = head(head_code(r.head), flags);
                set_rare(self, high);
            }
            Some(Pool::List) => {
                let r = &mut self.lists[i];
                r.head = head(TreeCode::TreeList, flags);
                set_rare(self, high);
            }
            Some(Pool::IntCst) => {
                if flags == Flag::Constant.bit() {
                    self.rare.remove(&t.to_raw());
                } else {
                    self.rare.insert(t.to_raw(), flags);
                }
            }
            Some(Pool::Ident) => self.idents.flags[i] = flags,
            Some(Pool::Decl) => self.decls[i].flags = flags,
            Some(Pool::Type) => self.types[i].flags = flags,
            Some(Pool::Misc) => self.misc[i].flags = flags,
            None => {}
        }
    }

    /// TREE_TYPE of a valid node containing TS_TYPED.
    #[inline]
    pub(crate) fn ty(&self, t: Tree) -> Option<Tree> {
        let i = t.index();
        match t.pool()? {
            Pool::Exp2 => self.exp2[i].ty,
            Pool::ExpN => self.expn[i].ty,
            Pool::IntCst => Some(self.ints.ty(i)),
            Pool::List => self.lists[i].ty,
            Pool::Ident => self.idents.extra.get(&(i as u32)).and_then(|e| e.0),
            Pool::Decl => self.decls[i].ty,
            Pool::Type => self.types[i].ty,
            Pool::Misc => self.misc[i].ty,
        }
    }

    /// Sets TREE_TYPE; `false` if the node's type cannot change (hash-consed constants).
    pub(crate) fn set_ty(&mut self, t: Tree, v: Option<Tree>) -> bool {
        let i = t.index();
        match t.pool() {
            Some(Pool::Exp2) => self.exp2[i].ty = v,
            Some(Pool::ExpN) => self.expn[i].ty = v,
            Some(Pool::IntCst) => return Some(self.ints.ty(i)) == v,
            Some(Pool::List) => self.lists[i].ty = v,
            Some(Pool::Ident) => {
                let e = self.idents.extra.entry(i as u32).or_default();
                e.0 = v;
            }
            Some(Pool::Decl) => self.decls[i].ty = v,
            Some(Pool::Type) => self.types[i].ty = v,
            Some(Pool::Misc) => self.misc[i].ty = v,
            None => return false,
        }
        true
    }

    /// TREE_CHAIN of a valid node containing TS_COMMON.
    #[inline]
    pub(crate) fn chain(&self, t: Tree) -> Option<Tree> {
        let i = t.index();
        match t.pool()? {
            Pool::List => self.lists[i].chain,
            Pool::Ident => self.idents.extra.get(&(i as u32)).and_then(|e| e.1),
            Pool::Decl => self.decls[i].chain,
            Pool::Type => self.types[i].chain,
            Pool::Misc => self.misc[i].chain,
            Pool::Exp2 | Pool::ExpN | Pool::IntCst => None,
        }
    }

    /// Sets TREE_CHAIN of a valid node containing TS_COMMON.
    #[inline]
    pub(crate) fn set_chain(&mut self, t: Tree, v: Option<Tree>) {
        let i = t.index();
        match t.pool() {
            Some(Pool::List) => self.lists[i].chain = v,
            Some(Pool::Ident) => {
                let e = self.idents.extra.entry(i as u32).or_default();
                e.1 = v;
            }
            Some(Pool::Decl) => self.decls[i].chain = v,
            Some(Pool::Type) => self.types[i].chain = v,
            Some(Pool::Misc) => self.misc[i].chain = v,
            _ => {}
        }
    }

    /// EXPR_LOCATION of an expression, DECL_SOURCE_LOCATION of a declaration.
    pub(crate) fn locus(&self, t: Tree) -> u32 {
        let i = t.index();
        match t.pool() {
            Some(Pool::Exp2) => self.exp2[i].locus,
            Some(Pool::ExpN) => self.expn[i].locus,
            Some(Pool::Decl) => self.decls[i].locus,
            Some(Pool::Misc) => match &self.misc[i].data {
                MiscData::Block(b) => b.locus,
                MiscData::Clause { locus, .. } => *locus,
                _ => 0,
            },
            _ => 0,
        }
    }

    /// Sets the location (see [`Store::locus`]); `false` if the node has none.
    pub(crate) fn set_locus(&mut self, t: Tree, locus: u32) -> bool {
        let i = t.index();
        match t.pool() {
            Some(Pool::Exp2) => self.exp2[i].locus = locus,
            Some(Pool::ExpN) => self.expn[i].locus = locus,
            Some(Pool::Decl) => self.decls[i].locus = locus,
            Some(Pool::Misc) => match &mut self.misc[i].data {
                MiscData::Block(b) => b.locus = locus,
                MiscData::Clause { locus: l, .. } => *l = locus,
                _ => return false,
            },
            _ => return false,
        }
        true
    }

    /// The operands of a valid expression node.
    #[inline]
    pub(crate) fn ops(&self, t: Tree) -> &[Option<Tree>] {
        let i = t.index();
        match t.pool() {
            Some(Pool::Exp2) => {
                let r = &self.exp2[i];
                &r.ops[..head_code(r.head).arity().min()]
            }
            Some(Pool::ExpN) => {
                let r = &self.expn[i];
                &self.exp_ops[r.start as usize..(r.start + r.len) as usize]
            }
            Some(Pool::Misc) => match &self.misc[i].data {
                MiscData::Vec(v) => v,
                _ => &[],
            },
            _ => &[],
        }
    }

    /// The operands of a valid expression node, mutably.
    #[inline]
    pub(crate) fn ops_mut(&mut self, t: Tree) -> &mut [Option<Tree>] {
        let i = t.index();
        match t.pool() {
            Some(Pool::Exp2) => {
                let r = &mut self.exp2[i];
                let n = head_code(r.head).arity().min();
                &mut r.ops[..n]
            }
            Some(Pool::ExpN) => {
                let r = &self.expn[i];
                &mut self.exp_ops[r.start as usize..(r.start + r.len) as usize]
            }
            Some(Pool::Misc) => match &mut self.misc[i].data {
                MiscData::Vec(v) => v,
                _ => &mut [],
            },
            _ => &mut [],
        }
    }

    /// Allocates an expression node (a code containing TS_EXP) with these operands.
    #[inline]
    pub(crate) fn new_exp(
        &mut self,
        code: TreeCode,
        ty: Option<Tree>,
        ops: &[Option<Tree>],
        flags: u32,
        locus: u32,
    ) -> Tree {
        let h = head(code, flags);
        let t = match pool_for(code) {
            Pool::Exp2 => {
                let mut inline = [None; 2];
                inline[..ops.len()].copy_from_slice(ops);
                self.exp2.push(Exp2Rec {
                    head: h,
                    ty,
                    locus,
                    ops: inline,
                });
                Tree::new(Pool::Exp2, self.exp2.len() - 1)
            }
            _ => {
                let start = self.exp_ops.len() as u32;
                self.exp_ops.extend_from_slice(ops);
                self.expn.push(ExpNRec {
                    head: h,
                    ty,
                    locus,
                    start,
                    len: ops.len() as u32,
                });
                Tree::new(Pool::ExpN, self.expn.len() - 1)
            }
        };
        if flags >> INLINE_FLAG_BITS != 0 {
            self.rare.insert(t.to_raw(), flags & !INLINE_FLAGS);
        }
        t
    }

    /// Allocates a TREE_LIST node.
    #[inline]
    pub(crate) fn new_list(
        &mut self,
        purpose: Option<Tree>,
        value: Option<Tree>,
        chain: Option<Tree>,
    ) -> Tree {
        self.lists.push(ListRec {
            head: head(TreeCode::TreeList, 0),
            ty: None,
            chain,
            purpose,
            value,
        });
        Tree::new(Pool::List, self.lists.len() - 1)
    }

    pub(crate) fn list(&self, t: Tree) -> &ListRec {
        &self.lists[t.index()]
    }

    pub(crate) fn list_mut(&mut self, t: Tree) -> &mut ListRec {
        &mut self.lists[t.index()]
    }

    pub(crate) fn new_decl(&mut self, rec: DeclRec) -> Tree {
        self.decls.push(rec);
        Tree::new(Pool::Decl, self.decls.len() - 1)
    }

    pub(crate) fn decl(&self, t: Tree) -> &DeclRec {
        &self.decls[t.index()]
    }

    pub(crate) fn decl_mut(&mut self, t: Tree) -> &mut DeclRec {
        &mut self.decls[t.index()]
    }

    pub(crate) fn new_type(&mut self, rec: TypeRec) -> Tree {
        self.types.push(rec);
        Tree::new(Pool::Type, self.types.len() - 1)
    }

    pub(crate) fn ty_rec(&self, t: Tree) -> &TypeRec {
        &self.types[t.index()]
    }

    pub(crate) fn ty_rec_mut(&mut self, t: Tree) -> &mut TypeRec {
        &mut self.types[t.index()]
    }

    pub(crate) fn new_misc(&mut self, rec: MiscRec) -> Tree {
        self.misc.push(rec);
        Tree::new(Pool::Misc, self.misc.len() - 1)
    }

    pub(crate) fn misc(&self, t: Tree) -> &MiscRec {
        &self.misc[t.index()]
    }

    pub(crate) fn misc_data(&self, t: Tree) -> Option<&MiscData> {
        match t.pool() {
            Some(Pool::Misc) => self.misc.get(t.index()).map(|r| &r.data),
            _ => None,
        }
    }

    pub(crate) fn misc_mut(&mut self, t: Tree) -> &mut MiscRec {
        &mut self.misc[t.index()]
    }

    /// Interns an identifier.
    #[inline]
    pub(crate) fn intern(&mut self, s: &[u8]) -> Tree {
        Tree::new(Pool::Ident, self.idents.intern(s))
    }

    pub(crate) fn lookup_ident(&self, s: &[u8]) -> Option<Tree> {
        self.idents.lookup(s).map(|i| Tree::new(Pool::Ident, i))
    }

    pub(crate) fn ident_bytes(&self, t: Tree) -> &[u8] {
        self.idents.bytes(t.index())
    }

    /// The hash-consed INTEGER_CST of `ty` with canonical elements `elts`.
    #[inline]
    pub(crate) fn int_cst(&mut self, ty: Tree, elts: &[i64]) -> Tree {
        let i = match self.ints.lookup(ty, elts) {
            Some(i) => i,
            None => self.ints.alloc(ty, elts, true),
        };
        Tree::new(Pool::IntCst, i)
    }

    /// A fresh, unshared INTEGER_CST (copy_node of a constant).
    pub(crate) fn int_cst_unshared(&mut self, ty: Tree, elts: &[i64]) -> Tree {
        Tree::new(Pool::IntCst, self.ints.alloc(ty, elts, false))
    }

    pub(crate) fn int_elts(&self, t: Tree) -> Vec<i64> {
        let mut buf = [0];
        self.ints.elts(t.index(), &mut buf).to_vec()
    }

    /// Whether an INTEGER_CST is the hash-consed one.
    pub(crate) fn int_shared(&self, t: Tree) -> bool {
        self.ints.is_shared(t.index())
    }

    /// Rebuilds hash tables after deserialisation and checks the pools' shape.
    pub(crate) fn after_load(&mut self) -> bool {
        if !self.ints.well_formed() || !self.idents.well_formed() {
            return false;
        }
        let heads_ok = self
            .exp2
            .iter()
            .map(|r| r.head)
            .chain(self.expn.iter().map(|r| r.head))
            .all(|h| ((h & CODE_MASK) as usize) < TreeCode::ALL.len());
        if !heads_ok {
            return false;
        }
        let exp2_ok = self
            .exp2
            .iter()
            .all(|r| pool_for(head_code(r.head)) == Pool::Exp2);
        let expn_ok = self.expn.iter().all(|r| {
            pool_for(head_code(r.head)) == Pool::ExpN
                && (r.start as usize + r.len as usize) <= self.exp_ops.len()
        }) && heads_ok;
        let lists_ok = self
            .lists
            .iter()
            .all(|r| r.head & CODE_MASK == TreeCode::TreeList as u32);
        let decls_ok = self.decls.iter().all(|r| pool_for(r.code) == Pool::Decl);
        let types_ok = self.types.iter().all(|r| pool_for(r.code) == Pool::Type);
        let misc_ok = self.misc.iter().all(|r| pool_for(r.code) == Pool::Misc);
        if !(heads_ok && exp2_ok && expn_ok && lists_ok && decls_ok && types_ok && misc_ok) {
            return false;
        }
        self.ints.rebuild_index();
        self.idents.rebuild_table();
        true
    }

    /// Rewrites the keys of the side tables keyed by handle after a collection moved nodes
    /// (dropping the entries of dead nodes).
    pub(crate) fn relocate_side_tables(&mut self, relocate: &dyn Fn(Tree) -> Option<Tree>) {
        let rare = std::mem::take(&mut self.rare);
        self.rare = rare
            .into_iter()
            .filter_map(|(k, v)| Some((relocate(Tree::from_raw(k)?)?.to_raw(), v)))
            .collect();
    }

    /// Node counts and heap bytes per pool.
    pub(crate) fn stats(&self) -> Vec<(&'static str, usize, usize)> {
        use std::mem::size_of;
        vec![
            (
                "exp2",
                self.exp2.len(),
                self.exp2.capacity() * size_of::<Exp2Rec>(),
            ),
            (
                "expn",
                self.expn.len(),
                self.expn.capacity() * size_of::<ExpNRec>() + self.exp_ops.capacity() * 4,
            ),
            ("int_cst", self.ints.len(), self.ints.heap_bytes()),
            (
                "list",
                self.lists.len(),
                self.lists.capacity() * size_of::<ListRec>(),
            ),
            ("identifier", self.idents.len(), self.idents.heap_bytes()),
            (
                "decl",
                self.decls.len(),
                self.decls.capacity() * size_of::<DeclRec>(),
            ),
            (
                "type",
                self.types.len(),
                self.types.capacity() * size_of::<TypeRec>(),
            ),
            (
                "misc",
                self.misc.len(),
                self.misc.capacity() * size_of::<MiscRec>(),
            ),
            ("rare flags", self.rare.len(), self.rare.capacity() * 9),
        ]
    }
}
