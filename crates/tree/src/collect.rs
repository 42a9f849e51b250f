//! Garbage collection of the tree arena (GCC's `ggc_collect` for tree nodes).
//!
//! The shape is the ggc crate's: one edge walk per node kind ([`Store::walk_edges`]) serves
//! both marking and relocation, marking uses a worklist (never recursion), mark bits are
//! side tables, and the hash-consing tables are *cache* roots as GCC's
//! `GTY((cache))` tables are: an INTEGER_CST, type variant or POLY_INT_CST that nothing
//! else references is dropped from them. Roots are the global nodes, every identifier (GCC's
//! string pool is a root) and the handles the caller passes. Survivors are compacted and
//! every handle in the arena — and in the caller's roots — is rewritten.

use crate::handle::{Pool, Tree};
use crate::store::{ExpNRec, IntPool, MiscData, Store};
use crate::{Result, TreeContext, TreeError};

const POOLS: usize = 9;
const DEAD: u32 = u32::MAX;

/// What a collection did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CollectReport {
    /// Nodes before the collection.
    pub before: usize,
    /// Nodes kept (reachable from the roots).
    pub kept: usize,
    /// Heap bytes before and after.
    pub bytes_before: usize,
    /// Heap bytes after (vectors shrunk to fit).
    pub bytes_after: usize,
}

fn edge_tree(x: &mut Tree, f: &mut dyn FnMut(&mut Option<Tree>)) {
    let mut o = Some(*x);
    f(&mut o);
    if let Some(n) = o {
        *x = n;
    }
}

impl Store {
    /// Hands every handle node `t` holds to `f` (which may rewrite it): the one walker behind
    /// marking and relocation (GCC's `gt_ggc_mx_tree_node` / `gt_pch_p_*`).
    pub(crate) fn walk_edges(&mut self, t: Tree, f: &mut dyn FnMut(&mut Option<Tree>)) {
        let i = t.index();
        match t.pool() {
            Some(Pool::Exp2) => {
                let r = &mut self.exp2[i];
                f(&mut r.ty);
                for op in &mut r.ops {
                    f(op);
                }
            }
            Some(Pool::ExpN) => {
                let ExpNRec { start, len, .. } = self.expn[i];
                f(&mut self.expn[i].ty);
                for op in &mut self.exp_ops[start as usize..(start + len) as usize] {
                    f(op);
                }
            }
            Some(Pool::IntCst) => {
                let mut ty = Some(self.ints.ty(i));
                f(&mut ty);
            }
            Some(Pool::List) => {
                let r = &mut self.lists[i];
                for e in [&mut r.ty, &mut r.chain, &mut r.purpose, &mut r.value] {
                    f(e);
                }
            }
            Some(Pool::Ident) => {
                if let Some(e) = self.idents.extra.get_mut(&(i as u32)) {
                    f(&mut e.0);
                    f(&mut e.1);
                }
            }
            Some(Pool::Decl) => {
                let r = &mut self.decls[i];
                for e in [
                    &mut r.ty,
                    &mut r.chain,
                    &mut r.name,
                    &mut r.context,
                    &mut r.size,
                    &mut r.size_unit,
                    &mut r.initial,
                    &mut r.attributes,
                    &mut r.abstract_origin,
                    &mut r.assembler_name,
                    &mut r.result,
                    &mut r.arguments,
                    &mut r.saved_tree,
                    &mut r.field_offset,
                    &mut r.field_bit_offset,
                    &mut r.bit_field_type,
                    &mut r.qualifier,
                    &mut r.value_expr,
                ] {
                    f(e);
                }
            }
            Some(Pool::Type) => {
                let r = &mut self.types[i];
                for e in [
                    &mut r.ty,
                    &mut r.chain,
                    &mut r.name,
                    &mut r.size,
                    &mut r.size_unit,
                    &mut r.attributes,
                    &mut r.pointer_to,
                    &mut r.reference_to,
                    &mut r.canonical,
                    &mut r.next_variant,
                    &mut r.main_variant,
                    &mut r.context,
                    &mut r.values,
                    &mut r.minval,
                    &mut r.maxval,
                    &mut r.binfo,
                ] {
                    f(e);
                }
            }
            Some(Pool::Misc) => {
                let r = &mut self.misc[i];
                f(&mut r.ty);
                f(&mut r.chain);
                match &mut r.data {
                    MiscData::Complex { real, imag } => {
                        f(real);
                        f(imag);
                    }
                    MiscData::Vector { elts, .. }
                    | MiscData::PolyInt(elts)
                    | MiscData::Stmts(elts) => {
                        for e in elts {
                            edge_tree(e, f);
                        }
                    }
                    MiscData::Vec(v) => v.iter_mut().for_each(&mut *f),
                    MiscData::Ctor(pairs) => {
                        for (a, b) in pairs {
                            f(a);
                            f(b);
                        }
                    }
                    MiscData::Clause { ops, .. } => ops.iter_mut().for_each(&mut *f),
                    MiscData::Ssa { var, .. } => f(var),
                    MiscData::Block(b) => {
                        for e in [
                            &mut b.vars,
                            &mut b.subblocks,
                            &mut b.supercontext,
                            &mut b.abstract_origin,
                            &mut b.fragment_origin,
                            &mut b.fragment_chain,
                        ] {
                            f(e);
                        }
                    }
                    MiscData::Binfo(b) => {
                        for e in [
                            &mut b.offset,
                            &mut b.vtable,
                            &mut b.virtuals,
                            &mut b.vptr_field,
                            &mut b.inheritance,
                        ] {
                            f(e);
                        }
                        for e in &mut b.base_binfos {
                            edge_tree(e, f);
                        }
                    }
                    MiscData::None
                    | MiscData::Real(_)
                    | MiscData::Fixed { .. }
                    | MiscData::String(_) => {}
                }
            }
            None => {}
        }
    }

    fn pool_len(&self, pool: usize) -> usize {
        match pool {
            1 => self.exp2.len(),
            2 => self.expn.len(),
            3 => self.ints.slots(),
            4 => self.lists.len(),
            5 => self.idents.len(),
            6 => self.decls.len(),
            7 => self.types.len(),
            8 => self.misc.len(),
            _ => 0,
        }
    }
}

impl Store {
    /// Whether every handle held by every node names a node of this store, and the links
    /// that must name types (INTEGER_CST types, variant links, pointer caches) do: what a
    /// loaded image must satisfy before the checked API can trust its own fields.
    pub(crate) fn handles_valid(&mut self) -> bool {
        let mut ok = true;
        for p in 1..POOLS {
            let pool = pool_from(p);
            for i in 0..self.pool_len(p) {
                if pool == Pool::IntCst && !self.ints.valid(i) {
                    continue;
                }
                let t = Tree::new(pool, i);
                let mut edges = Vec::new();
                self.walk_edges(t, &mut |e| edges.push(*e));
                ok &= edges.iter().flatten().all(|&x| self.code(x).is_some());
                if pool == Pool::IntCst {
                    ok &= self.ints.ty(i).pool() == Some(Pool::Type);
                }
                if pool == Pool::Type {
                    let r = &self.types[i];
                    ok &= [
                        r.main_variant,
                        r.next_variant,
                        r.canonical,
                        r.pointer_to,
                        r.reference_to,
                    ]
                    .iter()
                    .flatten()
                    .all(|x| x.pool() == Some(Pool::Type));
                }
                if !ok {
                    return false;
                }
            }
        }
        ok
    }
}

fn pool_of(t: Tree) -> usize {
    t.pool().map_or(0, |p| p as usize)
}

impl TreeContext {
    /// `ggc_collect`: keeps the nodes reachable from `roots`, the global nodes and the
    /// identifiers, frees the rest and compacts the arena. `roots` are rewritten to the
    /// nodes' new handles; every other handle into this arena held outside it is invalid
    /// afterwards (the generation-free handles cannot detect that, so keep handles you need
    /// in `roots`). A root that is not a node of this context is an error and nothing is
    /// collected.
    #[doc(alias = "ggc_collect")]
    pub fn collect(&mut self, roots: &mut [Tree]) -> Result<CollectReport> {
        for &r in roots.iter() {
            self.code_for(r, "ggc_collect")?;
        }
        let before = self.node_count();
        let bytes_before = self.heap_bytes();
        // Mark.
        let mut marks: Vec<Vec<bool>> = (0..POOLS)
            .map(|p| vec![false; self.store.pool_len(p)])
            .collect();
        let mut work: Vec<Tree> = Vec::new();
        for (_, g) in self.g.all() {
            push(g, &mut marks, &mut work);
        }
        for i in 0..self.store.idents.len() {
            push(Tree::new(Pool::Ident, i), &mut marks, &mut work);
        }
        for &r in roots.iter() {
            push(r, &mut marks, &mut work);
        }
        while let Some(t) = work.pop() {
            let mut found = Vec::new();
            self.store.walk_edges(t, &mut |e| {
                if let Some(x) = *e {
                    found.push(x);
                }
            });
            for x in found {
                if self.store.code(x).is_some() {
                    push(x, &mut marks, &mut work);
                }
            }
        }
        // Weak caches: drop entries whose nodes died.
        let alive = |t: Tree, marks: &[Vec<bool>]| {
            marks[pool_of(t)].get(t.index()).copied().unwrap_or(false)
        };
        self.type_cache
            .retain(|k, v| alive(*v, &marks) && k.1.iter().flatten().all(|&x| alive(x, &marks)));
        self.poly_cache
            .retain(|k, v| alive(*v, &marks) && alive(k.0, &marks));
        self.vector_nunits.retain(|k, _| alive(*k, &marks));
        // New positions.
        let mut maps: Vec<Vec<u32>> = marks
            .iter()
            .map(|m| {
                let mut next = 0u32;
                m.iter()
                    .map(|&live| {
                        if live {
                            next += 1;
                            next - 1
                        } else {
                            DEAD
                        }
                    })
                    .collect()
            })
            .collect();
        // INTEGER_CSTs are re-made in slot order (their chunks are per type).
        let old_ints = std::mem::take(&mut self.store.ints);
        let mut ints = IntPool::default();
        let mut int_map = vec![DEAD; old_ints.slots()];
        let type_map = &maps[Pool::Type as usize];
        for (slot, live) in marks[Pool::IntCst as usize].iter().enumerate() {
            if *live {
                let ty = old_ints.ty(slot);
                let new_ty = Tree::new(Pool::Type, type_map[ty.index()] as usize);
                let mut buf = [0];
                let elts = old_ints.elts(slot, &mut buf).to_vec();
                int_map[slot] = ints.alloc(new_ty, &elts, old_ints.is_shared(slot)) as u32;
            }
        }
        maps[Pool::IntCst as usize] = int_map;
        let relocate = |t: Tree| -> Option<Tree> {
            let p = t.pool()?;
            let n = *maps[p as usize].get(t.index())?;
            (n != DEAD).then(|| Tree::new(p, n as usize))
        };
        // Rewrite every surviving node's edges, then compact.
        let live_nodes: Vec<Tree> = (1..POOLS)
            .filter(|&p| p != Pool::IntCst as usize)
            .flat_map(|p| {
                let pool = pool_from(p);
                marks[p]
                    .iter()
                    .enumerate()
                    .filter(|(_, l)| **l)
                    .map(move |(i, _)| Tree::new(pool, i))
            })
            .collect();
        for t in live_nodes {
            self.store.walk_edges(t, &mut |e| {
                if let Some(x) = *e {
                    *e = relocate(x);
                }
            });
        }
        self.store.ints = ints;
        let keep = |m: &[bool]| {
            let m = m.to_vec();
            move |i: usize| m[i]
        };
        compact(&mut self.store.exp2, keep(&marks[Pool::Exp2 as usize]));
        compact(&mut self.store.lists, keep(&marks[Pool::List as usize]));
        compact(&mut self.store.decls, keep(&marks[Pool::Decl as usize]));
        compact(&mut self.store.types, keep(&marks[Pool::Type as usize]));
        compact(&mut self.store.misc, keep(&marks[Pool::Misc as usize]));
        // ExpN operands move with their nodes.
        let mut ops = Vec::new();
        let mut expn = Vec::new();
        for (i, r) in self.store.expn.iter().enumerate() {
            if marks[Pool::ExpN as usize][i] {
                let start = ops.len() as u32;
                ops.extend_from_slice(
                    &self.store.exp_ops[r.start as usize..(r.start + r.len) as usize],
                );
                expn.push(ExpNRec { start, ..*r });
            }
        }
        self.store.expn = expn;
        self.store.exp_ops = ops;
        self.store.exp_ops.shrink_to_fit();
        self.store.relocate_side_tables(&relocate);
        // Handles held by the context itself.
        let reloc_key = |k: &crate::types::TypeKey| -> crate::types::TypeKey {
            (k.0, k.1.iter().map(|x| x.and_then(relocate)).collect(), k.2)
        };
        self.type_cache = self
            .type_cache
            .iter()
            .filter_map(|(k, v)| Some((reloc_key(k), relocate(*v)?)))
            .collect();
        self.poly_cache = self
            .poly_cache
            .iter()
            .filter_map(|(k, v)| Some(((relocate(k.0)?, k.1), relocate(*v)?)))
            .collect();
        self.vector_nunits = self
            .vector_nunits
            .iter()
            .filter_map(|(k, v)| Some((relocate(*k)?, *v)))
            .collect();
        let mut globals = self.g.clone();
        globals.relocate(&relocate);
        self.g = globals;
        for r in roots.iter_mut() {
            *r = relocate(*r).ok_or(TreeError::Invalid {
                builder: "ggc_collect",
                what: "a root was not kept".into(),
            })?;
        }
        Ok(CollectReport {
            before,
            kept: self.node_count(),
            bytes_before,
            bytes_after: self.heap_bytes(),
        })
    }
}

fn push(t: Tree, marks: &mut [Vec<bool>], work: &mut Vec<Tree>) {
    if let Some(b) = marks[pool_of(t)].get_mut(t.index())
        && !*b
    {
        *b = true;
        work.push(t);
    }
}

fn pool_from(p: usize) -> Pool {
    match p {
        1 => Pool::Exp2,
        2 => Pool::ExpN,
        3 => Pool::IntCst,
        4 => Pool::List,
        5 => Pool::Ident,
        6 => Pool::Decl,
        7 => Pool::Type,
        _ => Pool::Misc,
    }
}

fn compact<T>(v: &mut Vec<T>, keep: impl Fn(usize) -> bool) {
    let mut i = 0;
    v.retain(|_| {
        let k = keep(i);
        i += 1;
        k
    });
    v.shrink_to_fit();
}
