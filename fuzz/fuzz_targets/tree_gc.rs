//! Fuzzes collection of the tree arena: an arbitrary sequence of building well-formed nodes
//! (expressions over constants and decls, TREE_LIST chains, STATEMENT_LISTs, functions with
//! bodies, pointer/array types), rooting and unrooting them, collecting with either
//! strategy under checking, and touching handles that died.
//!
//! At every collection the collector must mark exactly the closure of the roots and the
//! globals as the public accessors show it, report no stale edge, leave no bad handle,
//! keep every rooted node printing the same (through the rewritten roots), and make every
//! handle of a node outside the closure an error — forever after, whatever reuses its slot.
#![no_main]

#[path = "../../crates/tree/tests/common/reach.rs"]
mod reach;
use reach::{
    BINARY, UNARY, finish_int_function, int_type, reachable, signature, start_int_function,
};
use std::collections::{HashMap, HashSet};

use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use tree::{Location, Tree, TreeCode, TreeContext, TreeError};

use TreeCode as C;

const NAMES: &[&str] = &["a", "b", "c", "tmp", "x1", "y2"];

#[derive(Arbitrary, Debug)]
enum Op {
    Cst(u8, i16),
    Ident(u8),
    Var(u8, u8),
    Unary(u8, u8),
    Binary(u8, u8, u8),
    Cons(Option<u8>, Option<u8>, Option<u8>),
    Chainon(u8, u8),
    Stmts(Vec<u8>),
    Ptr(u8),
    Array(u8, u8),
    Init(u8, u8),
    Function(u8, u8, Vec<u8>),
    Root(u8),
    Unroot(u8),
    Collect(bool),
    TouchDead(u8),
}

fn pick(pool: &[Tree], i: u8) -> Option<Tree> {
    (!pool.is_empty()).then(|| pool[usize::from(i) % pool.len()])
}


/// The live handles the program holds, by role. Rebuilt after every collection from the
/// survivors' new handles.
#[derive(Default)]
struct Pools {
    values: Vec<Tree>,
    vars: Vec<Tree>,
    lists: Vec<Tree>,
    types: Vec<Tree>,
    all: Vec<Tree>,
}

impl Pools {
    fn add(&mut self, tc: &TreeContext, t: Tree) {
        match tc.tree_code(t).unwrap() {
            C::TreeList => self.lists.push(t),
            C::StatementList | C::IdentifierNode | C::FunctionDecl | C::ResultDecl => {}
            c if c.is_type() => {
                if matches!(c, C::PointerType | C::ArrayType) {
                    self.types.push(t);
                }
            }
            C::VarDecl => {
                self.vars.push(t);
                self.values.push(t);
            }
            C::IntegerCst | C::ParmDecl => self.values.push(t),
            c if UNARY.contains(&c) || BINARY.contains(&c) => self.values.push(t),
            _ => {}
        }
        self.all.push(t);
    }

    fn value_type(&self, tc: &TreeContext, i: u8) -> Tree {
        let n = self.types.len() + 3;
        match usize::from(i) % n {
            k if k < 3 => int_type(tc, k as u8),
            k => self.types[k - 3],
        }
    }
}



fn assert_dead(tc: &TreeContext, t: Tree) {
    assert!(!tc.is_valid(t), "dead {t:?} is valid again");
    assert!(matches!(
        tc.tree_code(t),
        Err(TreeError::InvalidHandle { .. })
    ));
    assert!(tc.print_generic(t, false).is_err());
    assert!(tc.tree_type(t).is_err());
    assert!(tc.debug_tree(t, 1).is_err());
}

/// Builds one node (or links existing ones) as `op` says; returns what it made.
fn build(tc: &mut TreeContext, p: &Pools, op: &Op) -> Vec<Tree> {
    let int = tc.integer_type_node();
    match *op {
        Op::Cst(ty, v) => vec![
            tc.build_int_cst(Some(int_type(tc, ty)), i64::from(v))
                .unwrap(),
        ],
        Op::Ident(n) => vec![tc.get_identifier(format!("id{}", n % 8))],
        Op::Var(name, ty) => {
            let id = tc.get_identifier(NAMES[usize::from(name) % NAMES.len()]);
            let ty = p.value_type(tc, ty);
            let d = tc
                .build_decl(Location::UNKNOWN, C::VarDecl, Some(id), Some(ty))
                .unwrap();
            vec![id, d]
        }
        Op::Unary(code, a) => pick(&p.values, a)
            .map(|a| {
                let code = UNARY[usize::from(code) % UNARY.len()];
                tc.build1(code, Some(int), Some(a)).unwrap()
            })
            .into_iter()
            .collect(),
        Op::Binary(code, a, b) => match (pick(&p.values, a), pick(&p.values, b)) {
            (Some(a), Some(b)) => {
                let code = BINARY[usize::from(code) % BINARY.len()];
                vec![tc.build2(code, Some(int), Some(a), Some(b)).unwrap()]
            }
            _ => vec![],
        },
        Op::Cons(purpose, value, chain) => {
            let purpose = purpose.and_then(|i| pick(&p.values, i));
            let value = value.and_then(|i| pick(&p.values, i));
            let chain = chain.and_then(|i| pick(&p.lists, i));
            vec![tc.tree_cons(purpose, value, chain)]
        }
        Op::Chainon(a, b) => {
            if let (Some(a), Some(b)) = (pick(&p.lists, a), pick(&p.lists, b)) {
                let ca: HashSet<Tree> = tc.chain_iter(Some(a)).unwrap().into_iter().collect();
                // Disjoint chains only: chainon would otherwise close a cycle.
                if tc
                    .chain_iter(Some(b))
                    .unwrap()
                    .iter()
                    .all(|t| !ca.contains(t))
                {
                    assert_eq!(tc.chainon(Some(a), Some(b)).unwrap(), Some(a));
                }
            }
            vec![]
        }
        Op::Stmts(ref items) => {
            let list = tc.alloc_stmt_list();
            for &i in items.iter().take(8) {
                if let Some(s) = pick(&p.values, i) {
                    tc.append_to_statement_list(list, s).unwrap();
                }
            }
            vec![list]
        }
        Op::Ptr(to) => {
            let to = p.value_type(tc, to);
            vec![tc.build_pointer_type(Some(to)).unwrap()]
        }
        Op::Array(elt, n) => {
            let elt = p.value_type(tc, elt);
            vec![
                tc.build_array_type_nelts(elt, u64::from(n % 16) + 1)
                    .unwrap(),
            ]
        }
        Op::Init(var, val) => {
            if let (Some(var), Some(val)) = (pick(&p.vars, var), pick(&p.values, val)) {
                tc.set_decl_initial(var, Some(val)).unwrap();
            }
            vec![]
        }
        Op::Function(name, nparams, ref body) => {
            let id = tc.get_identifier(format!("fn{}", name % 4));
            let (fntype, f, parms, _) = start_int_function(tc, id, usize::from(nparams % 3));
            let stmts: Vec<Tree> = body.iter().take(6).filter_map(|&i| pick(&p.values, i)).collect();
            let mut made = vec![fntype, id, f];
            made.extend(finish_int_function(tc, f, &stmts, &parms));
            made.extend(parms);
            made
        }
        Op::Root(_) | Op::Unroot(_) | Op::Collect(_) | Op::TouchDead(_) => vec![],
    }
}

fn set_strategy(tc: &mut TreeContext, compacting: bool) {
    tc.heap_mut().set_params(ggc::Params {
        strategy: if compacting {
            ggc::Strategy::Compacting
        } else {
            ggc::Strategy::MarkSweep
        },
        ..ggc::Params::checking()
    });
}

/// Collects with `roots`, checks every law, and returns the new handles of the closure's
/// nodes (old handle → new handle).
fn collect(tc: &mut TreeContext, roots: &mut Vec<Tree>, compacting: bool) -> HashMap<Tree, Tree> {
    set_strategy(tc, compacting);
    let old_roots = roots.clone();
    let before: Vec<String> = roots.iter().map(|&t| signature(tc, t)).collect();
    let closure = reachable(tc, roots);
    let report = tc.collect(roots).unwrap();
    assert_eq!(report.stale_edges, 0, "{report:?}");
    assert_eq!(report.marked as usize, closure.len(), "{report:?}");
    assert_eq!(tc.node_count(), closure.len());
    assert_eq!(tc.count_bad_handles(), 0);
    let after_closure = reachable(tc, roots);
    assert_eq!(after_closure.len(), closure.len());
    let moved: HashMap<Tree, Tree> = closure.into_iter().zip(after_closure).collect();
    for (&old, &new) in &moved {
        assert!(tc.is_valid(new));
        if !compacting || tc.is_valid(old) {
            // A surviving old handle is the node's own: never another node.
            assert_eq!(old, new);
        }
    }
    for (old, new) in old_roots.iter().zip(roots.iter()) {
        assert_eq!(moved[old], *new);
    }
    let after: Vec<String> = roots.iter().map(|&t| signature(tc, t)).collect();
    assert_eq!(after, before);
    moved
}

fuzz_target!(|ops: Vec<Op>| {
    let mut tc = TreeContext::new();
    let mut pools = Pools::default();
    let mut roots: Vec<Tree> = Vec::new();
    let mut dead: Vec<Tree> = Vec::new();
    for op in ops.iter().take(200) {
        match *op {
            Op::Root(i) => roots.extend(pick(&pools.all, i)),
            Op::Unroot(i) => {
                if !roots.is_empty() {
                    roots.swap_remove(usize::from(i) % roots.len());
                }
            }
            Op::Collect(compacting) => {
                let moved = collect(&mut tc, &mut roots, compacting);
                let held = std::mem::take(&mut pools.all);
                pools = Pools::default();
                for t in held {
                    match moved.get(&t) {
                        Some(&new) => pools.add(&tc, new),
                        None => {
                            assert_dead(&tc, t);
                            if dead.len() < 4096 {
                                dead.push(t);
                            }
                        }
                    }
                }
                pools.all.sort();
                pools.all.dedup();
            }
            Op::TouchDead(i) => {
                if let Some(t) = pick(&dead, i) {
                    assert_dead(&tc, t);
                }
            }
            _ => {
                for t in build(&mut tc, &pools, op) {
                    pools.add(&tc, t);
                }
            }
        }
    }
    // Whatever reused their slots since, the dead stay dead.
    collect(&mut tc, &mut roots, false);
    for &t in &dead {
        assert_dead(&tc, t);
    }
});
