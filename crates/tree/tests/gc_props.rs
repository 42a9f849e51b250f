//! Collection laws as property tests, under both strategies with checking on: random
//! well-formed tree graphs, a random subset of them rooted, then a forced collection.
//!
//! Reachability is computed here from the public accessors (every field a node exposes),
//! and the collector must agree exactly: it marks as many nodes as that closure holds,
//! every node of the closure survives (printing the same through the rewritten roots),
//! every node built outside it is freed (its old handle an error), caches forget the dead
//! and keep the living, and a second collection frees nothing.

#[path = "common/reach.rs"]
mod reach;
use reach::{
    BINARY, UNARY, finish_int_function, int_type, reachable, signature, start_int_function,
};
use std::collections::{HashMap, HashSet};

use proptest::prelude::*;
use tree::{Location, Tree, TreeCode, TreeContext, TreeError};

use TreeCode as C;

/// Names the generator interns: few, so that identifiers are shared between decls.
const NAMES: &[&str] = &["a", "b", "c", "d", "e", "tmp", "x1", "y2"];

/// One construction step. Operands are indices into the pools of what was built so far
/// (taken modulo the pool's size; a step whose pool is empty does nothing).
#[derive(Debug, Clone)]
enum Op {
    /// An INTEGER_CST of one of the global integer types (small values, so that
    /// hash-consing is exercised).
    Cst {
        ty: u8,
        v: i8,
    },
    /// A bare identifier.
    Ident(u8),
    /// A VAR_DECL named by an identifier, of a value type.
    Var {
        name: u8,
        ty: u16,
    },
    Unary {
        code: u8,
        a: u16,
    },
    Binary {
        code: u8,
        a: u16,
        b: u16,
    },
    /// `tree_cons (purpose, value, chain)`.
    Cons {
        purpose: Option<u16>,
        value: Option<u16>,
        chain: Option<u16>,
    },
    /// `chainon (a, b)` of two lists with disjoint chains (so no cycle is made).
    Chainon {
        a: u16,
        b: u16,
    },
    /// A STATEMENT_LIST of values.
    Stmts(Vec<u16>),
    /// `build_pointer_type`.
    Ptr(u16),
    /// `build_array_type_nelts`.
    Array {
        elt: u16,
        n: u8,
    },
    /// DECL_INITIAL of a VAR_DECL.
    Init {
        var: u16,
        val: u16,
    },
    /// A function `int fnN (int p0, …)` whose body is a STATEMENT_LIST of values and a
    /// `return <value>;`.
    Function {
        name: u8,
        nparams: u8,
        body: Vec<u16>,
    },
}

fn op() -> impl Strategy<Value = Op> {
    let idx = any::<u16>();
    prop_oneof![
        4 => (0u8..3, -6i8..40).prop_map(|(ty, v)| Op::Cst { ty, v }),
        1 => any::<u8>().prop_map(Op::Ident),
        2 => (any::<u8>(), idx).prop_map(|(name, ty)| Op::Var { name, ty }),
        2 => (any::<u8>(), idx).prop_map(|(code, a)| Op::Unary { code, a }),
        4 => (any::<u8>(), idx, idx).prop_map(|(code, a, b)| Op::Binary { code, a, b }),
        3 => (proptest::option::of(idx), proptest::option::of(idx), proptest::option::of(idx))
            .prop_map(|(purpose, value, chain)| Op::Cons { purpose, value, chain }),
        1 => (idx, idx).prop_map(|(a, b)| Op::Chainon { a, b }),
        1 => proptest::collection::vec(idx, 0..5).prop_map(Op::Stmts),
        1 => idx.prop_map(Op::Ptr),
        1 => (idx, 1u8..9).prop_map(|(elt, n)| Op::Array { elt, n }),
        1 => (idx, idx).prop_map(|(var, val)| Op::Init { var, val }),
        1 => (0u8..4, 0u8..3, proptest::collection::vec(idx, 0..4))
            .prop_map(|(name, nparams, body)| Op::Function { name, nparams, body }),
    ]
}

/// What a program built, by role, and every handle it received.
#[derive(Default)]
struct Built {
    values: Vec<Tree>,
    vars: Vec<Tree>,
    lists: Vec<Tree>,
    stmts: Vec<Tree>,
    /// Types made here (the global integer types are always available too).
    types: Vec<Tree>,
    fns: Vec<Tree>,
    /// Every handle a builder returned, in order (duplicates for hash-consed results).
    all: Vec<Tree>,
    /// INTEGER_CSTs built: (type index, value, handle).
    csts: Vec<(u8, i64, Tree)>,
    /// Identifier names interned.
    names: HashSet<String>,
}

fn pick(pool: &[Tree], i: u16) -> Option<Tree> {
    (!pool.is_empty()).then(|| pool[usize::from(i) % pool.len()])
}

impl Built {
    fn ident(&mut self, tc: &mut TreeContext, name: String) -> Tree {
        let id = tc.get_identifier(&name);
        self.names.insert(name);
        self.all.push(id);
        id
    }

    fn value_type(&self, tc: &TreeContext, i: u16) -> Tree {
        let n = self.types.len() + 3;
        match usize::from(i) % n {
            k if k < 3 => int_type(tc, k as u8),
            k => self.types[k - 3],
        }
    }

    fn apply(&mut self, tc: &mut TreeContext, op: &Op) {
        let int = tc.integer_type_node();
        match op {
            Op::Cst { ty, v } => {
                let t = tc
                    .build_int_cst(Some(int_type(tc, *ty)), i64::from(*v))
                    .unwrap();
                self.csts.push((*ty % 3, i64::from(*v), t));
                self.values.push(t);
                self.all.push(t);
            }
            Op::Ident(n) => {
                self.ident(tc, format!("id{}", n % 8));
            }
            Op::Var { name, ty } => {
                let id = self.ident(tc, NAMES[usize::from(*name) % NAMES.len()].to_owned());
                let ty = self.value_type(tc, *ty);
                let d = tc
                    .build_decl(Location::UNKNOWN, C::VarDecl, Some(id), Some(ty))
                    .unwrap();
                self.vars.push(d);
                self.values.push(d);
                self.all.push(d);
            }
            Op::Unary { code, a } => {
                if let Some(a) = pick(&self.values, *a) {
                    let code = UNARY[usize::from(*code) % UNARY.len()];
                    let t = tc.build1(code, Some(int), Some(a)).unwrap();
                    self.values.push(t);
                    self.all.push(t);
                }
            }
            Op::Binary { code, a, b } => {
                if let (Some(a), Some(b)) = (pick(&self.values, *a), pick(&self.values, *b)) {
                    let code = BINARY[usize::from(*code) % BINARY.len()];
                    let t = tc.build2(code, Some(int), Some(a), Some(b)).unwrap();
                    self.values.push(t);
                    self.all.push(t);
                }
            }
            Op::Cons {
                purpose,
                value,
                chain,
            } => {
                let purpose = purpose.and_then(|i| pick(&self.values, i));
                let value = value.and_then(|i| pick(&self.values, i));
                let chain = chain.and_then(|i| pick(&self.lists, i));
                let t = tc.tree_cons(purpose, value, chain);
                self.lists.push(t);
                self.all.push(t);
            }
            Op::Chainon { a, b } => {
                if let (Some(a), Some(b)) = (pick(&self.lists, *a), pick(&self.lists, *b)) {
                    let ca: HashSet<Tree> = tc.chain_iter(Some(a)).unwrap().into_iter().collect();
                    let cb = tc.chain_iter(Some(b)).unwrap();
                    if cb.iter().all(|t| !ca.contains(t)) {
                        let joined = tc.chainon(Some(a), Some(b)).unwrap();
                        assert_eq!(joined, Some(a));
                    }
                }
            }
            Op::Stmts(items) => {
                let list = tc.alloc_stmt_list();
                for &i in items {
                    if let Some(s) = pick(&self.values, i) {
                        tc.append_to_statement_list(list, s).unwrap();
                    }
                }
                self.stmts.push(list);
                self.all.push(list);
            }
            Op::Ptr(to) => {
                let to = self.value_type(tc, *to);
                let t = tc.build_pointer_type(Some(to)).unwrap();
                self.types.push(t);
                self.all.push(t);
            }
            Op::Array { elt, n } => {
                let elt = self.value_type(tc, *elt);
                let t = tc.build_array_type_nelts(elt, u64::from(*n)).unwrap();
                self.types.push(t);
                self.all.push(t);
            }
            Op::Init { var, val } => {
                if let (Some(var), Some(val)) = (pick(&self.vars, *var), pick(&self.values, *val)) {
                    tc.set_decl_initial(var, Some(val)).unwrap();
                }
            }
            Op::Function {
                name,
                nparams,
                body,
            } => {
                let id = self.ident(tc, format!("fn{name}"));
                let (fntype, f, parms, names) = start_int_function(tc, id, usize::from(*nparams));
                self.names.extend(names);
                self.all.push(fntype);
                self.all.push(f);
                self.all.extend(&parms);
                self.values.extend(&parms);
                let stmts: Vec<Tree> = body.iter().filter_map(|&i| pick(&self.values, i)).collect();
                self.all.extend(finish_int_function(tc, f, &stmts, &parms));
                self.fns.push(f);
            }
        }
    }
}

fn new_context(compacting: bool) -> TreeContext {
    let mut tc = TreeContext::new();
    tc.heap_mut().set_params(ggc::Params {
        strategy: if compacting {
            ggc::Strategy::Compacting
        } else {
            ggc::Strategy::MarkSweep
        },
        ..ggc::Params::checking()
    });
    tc
}

fn is_invalid(tc: &TreeContext, t: Tree) -> bool {
    !tc.is_valid(t) && matches!(tc.tree_code(t), Err(TreeError::InvalidHandle { .. }))
}

/// Builds `ops`, roots the picked handles, collects, and checks every law.
fn check_collection(ops: &[Op], picks: &[u16], compacting: bool) -> Result<(), TestCaseError> {
    let mut tc = new_context(compacting);
    let mut b = Built::default();
    for op in ops {
        b.apply(&mut tc, op);
    }
    let mut roots: Vec<Tree> = picks.iter().filter_map(|&i| pick(&b.all, i)).collect();
    let old_roots = roots.clone();
    let before: Vec<String> = roots.iter().map(|&t| signature(&tc, t)).collect();
    let reach_before = reachable(&tc, &roots);
    let live: HashSet<Tree> = reach_before.iter().copied().collect();
    let idents_before: Vec<(String, Tree)> = b
        .names
        .iter()
        .map(|n| (n.clone(), tc.maybe_get_identifier(n).unwrap()))
        .collect();

    let report = tc.collect(&mut roots).unwrap();
    prop_assert_eq!(report.stale_edges, 0);
    prop_assert_eq!(tc.count_bad_handles(), 0);
    prop_assert_eq!(report.marked as usize, reach_before.len(), "{:?}", report);
    prop_assert_eq!(tc.node_count(), reach_before.len());
    if !compacting {
        prop_assert_eq!(report.moved, 0);
        prop_assert_eq!(&roots, &old_roots);
    }

    // The same closure, node for node, through the rewritten roots.
    let reach_after = reachable(&tc, &roots);
    prop_assert_eq!(reach_after.len(), reach_before.len());
    let moved: HashMap<Tree, Tree> = reach_before
        .iter()
        .copied()
        .zip(reach_after.iter().copied())
        .collect();
    for (&old, &new) in &moved {
        prop_assert!(tc.is_valid(new));
        if !compacting {
            prop_assert_eq!(old, new);
        } else if tc.is_valid(old) {
            // An old handle is either still the node's own, or stale: never another node.
            prop_assert_eq!(old, new);
        }
    }
    for (old, new) in old_roots.iter().zip(&roots) {
        prop_assert_eq!(moved[old], *new);
    }
    // (a) rooted nodes print the same.
    let after: Vec<String> = roots.iter().map(|&t| signature(&tc, t)).collect();
    prop_assert_eq!(&after, &before);
    // (b) everything built outside the closure is gone.
    for &t in &b.all {
        if !live.contains(&t) {
            prop_assert!(is_invalid(&tc, t), "unreachable {:?} survived", t);
        }
    }
    // (e) identifiers: the living are found, the dead are not.
    for (name, old) in &idents_before {
        let found = tc.maybe_get_identifier(name);
        if live.contains(old) {
            prop_assert_eq!(found, Some(moved[old]), "identifier {}", name);
        } else {
            prop_assert_eq!(found, None, "dead identifier {} still interned", name);
        }
    }

    // (d) a second collection is a fixed point.
    let marked = report.marked;
    let rooted = roots.clone();
    let again = tc.collect(&mut roots).unwrap();
    prop_assert_eq!(again.freed, 0);
    prop_assert_eq!(again.marked, marked);
    prop_assert_eq!(again.stale_edges, 0);
    prop_assert_eq!(tc.count_bad_handles(), 0);
    if again.moved == 0 {
        prop_assert_eq!(&roots, &rooted);
    }
    let twice: Vec<String> = roots.iter().map(|&t| signature(&tc, t)).collect();
    prop_assert_eq!(&twice, &before);
    let moved: HashMap<Tree, Tree> = if again.moved == 0 {
        moved
    } else {
        let third = reachable(&tc, &roots);
        reach_before.iter().copied().zip(third).collect()
    };

    // (e) hash-consing returns the surviving constant; a dead one is made anew.
    for &(ty, v, old) in &b.csts {
        let ty = int_type(&tc, ty);
        let now = tc.build_int_cst(Some(ty), v).unwrap();
        if live.contains(&old) {
            prop_assert_eq!(now, moved[&old], "constant {} of type {:?}", v, ty);
        } else {
            prop_assert!(is_invalid(&tc, old));
            prop_assert_ne!(now, old);
        }
        prop_assert_eq!(
            tc.int_cst_value(now).unwrap(),
            num_bigint::BigInt::from(match tc.type_unsigned(ty).unwrap() {
                true if v < 0 => (v as u8).into(),
                _ => v,
            })
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn mark_sweep_keeps_exactly_the_reachable(
        ops in proptest::collection::vec(op(), 1..60),
        picks in proptest::collection::vec(any::<u16>(), 1..8),
    ) {
        check_collection(&ops, &picks, false)?;
    }

    #[test]
    fn compaction_keeps_exactly_the_reachable_and_moves_roots(
        ops in proptest::collection::vec(op(), 1..60),
        picks in proptest::collection::vec(any::<u16>(), 1..8),
    ) {
        check_collection(&ops, &picks, true)?;
    }

    #[test]
    fn collections_interleaved_with_building_stay_sound(
        rounds in proptest::collection::vec(
            (proptest::collection::vec(op(), 0..20), proptest::collection::vec(any::<u16>(), 0..4), any::<bool>()),
            1..5,
        ),
    ) {
        // Build, collect keeping some handles, build more on the survivors, collect again
        // switching strategies: the survivors stay usable as operands of new nodes.
        let mut tc = new_context(false);
        let mut kept: Vec<Tree> = Vec::new();
        for (ops, picks, compacting) in &rounds {
            tc.heap_mut().set_params(ggc::Params {
                strategy: if *compacting { ggc::Strategy::Compacting } else { ggc::Strategy::MarkSweep },
                ..ggc::Params::checking()
            });
            let mut b = Built::default();
            for &t in &kept {
                match tc.tree_code(t).unwrap() {
                    C::TreeList => b.lists.push(t),
                    C::StatementList => b.stmts.push(t),
                    C::FunctionDecl => b.fns.push(t),
                    C::IdentifierNode => {}
                    c if c.is_type() => b.types.push(t),
                    C::VarDecl => {
                        b.vars.push(t);
                        b.values.push(t);
                    }
                    _ => b.values.push(t),
                }
                b.all.push(t);
            }
            for op in ops {
                b.apply(&mut tc, op);
            }
            kept.extend(picks.iter().filter_map(|&i| pick(&b.all, i)));
            kept.sort();
            kept.dedup();
            let before: Vec<String> = kept.iter().map(|&t| signature(&tc, t)).collect();
            let closure = reachable(&tc, &kept);
            let report = tc.collect(&mut kept).unwrap();
            prop_assert_eq!(report.stale_edges, 0);
            prop_assert_eq!(report.marked as usize, closure.len());
            prop_assert_eq!(tc.count_bad_handles(), 0);
            let after: Vec<String> = kept.iter().map(|&t| signature(&tc, t)).collect();
            prop_assert_eq!(after, before);
        }
    }
}

/// A long run with a bounded live set: 60 cycles of 500 nodes built, dropped and collected
/// (each slot reused 60 times, past a tree handle's 16-lifetime window three times).
/// Outside checking mode the arenas never grow past the first cycle's slots; in checking
/// mode no handle is ever given out twice, so every stale handle of the run is reported.
#[test]
fn churn_keeps_memory_bounded_and_checking_mode_detects_every_stale_handle() {
    for checking in [false, true] {
        for strategy in [ggc::Strategy::MarkSweep, ggc::Strategy::Compacting] {
            let params = ggc::Params {
                checking,
                strategy,
                ..ggc::Params::default()
            };
            let mut tc = TreeContext::with_params(params);
            let int = Some(tc.integer_type_node());
            let one = tc.build_int_cst(int, 1).unwrap();
            let mut roots = vec![tc.build2(C::PlusExpr, int, Some(one), Some(one)).unwrap()];
            let slots = |tc: &TreeContext| -> u64 {
                tc.heap().statistics().types.iter().map(|t| t.slots).sum()
            };
            let mut first_cycle = 0;
            let mut seen = HashSet::new();
            for cycle in 0..60 {
                let mut e = roots[0];
                for _ in 0..500 {
                    e = tc.build2(C::PlusExpr, int, Some(e), Some(one)).unwrap();
                    if checking {
                        assert!(seen.insert(e), "{e:?} given out twice");
                    }
                }
                tc.collect(&mut roots).unwrap();
                assert!(
                    tc.tree_code(e).is_err(),
                    "a freed node's handle is an error"
                );
                if cycle == 0 {
                    first_cycle = slots(&tc);
                } else if !checking {
                    assert_eq!(slots(&tc), first_cycle, "cycle {cycle}");
                }
            }
            assert_eq!(tc.tree_code(roots[0]).unwrap(), C::PlusExpr);
            if checking {
                assert!(seen.iter().all(|&t| tc.tree_code(t).is_err()));
            }
        }
    }
}
