//! Gc checking mode: the heaps of live contexts own disjoint blocks of slot indices, so
//! every node handle of one live context is refused by every other one, by accessors,
//! builders and collections, under both collection strategies and after collections.

use ggc::{Params, Strategy};
use tree::{Location, Tree, TreeCode, TreeContext, TreeError};

fn refused<T: std::fmt::Debug>(r: Result<T, TreeError>, what: &str) {
    match r {
        Err(TreeError::InvalidHandle { .. }) => {}
        other => panic!("{what}: {other:?}"),
    }
}

/// A context growing a little of every pool per round; it keeps every handle it was ever
/// given (the roots' relocated values too) and roots only some.
struct Grower {
    tc: TreeContext,
    roots: Vec<Tree>,
    issued: Vec<Tree>,
}

impl Grower {
    fn new(strategy: Strategy) -> Self {
        let tc = TreeContext::with_params(Params {
            strategy,
            ..Params::checking()
        });
        Grower {
            tc,
            roots: Vec::new(),
            issued: Vec::new(),
        }
    }

    /// Builds constants, sums, a list, a declaration and an identifier; roots every other
    /// sum and the list.
    fn round(&mut self, round: i64) {
        let tc = &mut self.tc;
        let int = tc.integer_type_node();
        for k in 0..40 {
            let c = tc.build_int_cst(Some(int), round * 1000 + k).unwrap();
            let sum = tc
                .build2(TreeCode::PlusExpr, Some(int), Some(c), Some(c))
                .unwrap();
            self.issued.extend([c, sum]);
            if k % 2 == 0 {
                self.roots.push(sum);
            }
        }
        let list = tc.build_tree_list(None, self.roots.last().copied());
        let name = tc.get_identifier(format!("v{round}"));
        let decl = tc
            .build_decl(Location::UNKNOWN, TreeCode::VarDecl, Some(name), Some(int))
            .unwrap();
        self.issued.extend([list, name, decl, int]);
        self.roots.push(list);
    }

    fn collect(&mut self) {
        self.tc.collect(&mut self.roots).unwrap();
        self.issued.extend_from_slice(&self.roots);
    }
}

/// Every handle of `from` is refused by `to`'s accessors, builders and collections.
fn refuses_all(to: &mut TreeContext, from: &[Tree], own: Tree) {
    let int = to.integer_type_node();
    for &t in from {
        assert!(!to.is_valid(t), "{t:?} is valid in the other context");
        refused(to.tree_code(t), "tree_code");
        refused(to.tree_type(t), "tree_type");
        refused(to.tree_operand(t, 0), "tree_operand");
        refused(to.print_generic(t, false), "print_generic");
        refused(to.set_tree_operand(own, 0, Some(t)), "set_tree_operand");
        refused(
            to.build2(TreeCode::MultExpr, Some(int), Some(t), Some(t)),
            "build2",
        );
        refused(to.try_tree_cons(None, Some(t), None), "tree_cons");
        refused(to.collect(&mut vec![t]), "collect");
    }
}

#[test]
fn two_live_checking_contexts_refuse_each_others_nodes() {
    for strategy in [Strategy::MarkSweep, Strategy::Compacting] {
        let mut g = [Grower::new(strategy), Grower::new(strategy)];
        for round in 0..6 {
            for x in &mut g {
                x.round(round);
            }
            if round % 2 == 1 {
                for x in &mut g {
                    x.collect();
                }
            }
        }
        let [a, b] = &mut g;
        assert!(a.tc.heap().is_exclusive() && b.tc.heap().is_exclusive());
        let (own_a, own_b) = (a.roots[0], b.roots[0]);
        let before = a.tc.print_generic(own_a, false).unwrap();
        refuses_all(&mut a.tc, &b.issued, own_a);
        refuses_all(&mut b.tc, &a.issued, own_b);
        // Nothing of a changed: its own roots still print the same.
        assert_eq!(a.tc.print_generic(own_a, false).unwrap(), before);
        for &t in &a.roots {
            assert!(a.tc.is_valid(t));
        }
    }
}

/// The same with contexts on several threads, growing at once.
#[test]
fn checking_contexts_on_several_threads_refuse_each_others_nodes() {
    let grown: Vec<Grower> = (0..3)
        .map(|_| {
            std::thread::spawn(|| {
                let mut g = Grower::new(Strategy::MarkSweep);
                for round in 0..4 {
                    g.round(round);
                    g.collect();
                }
                g
            })
        })
        .collect::<Vec<_>>()
        .into_iter()
        .map(|j| j.join().expect("thread"))
        .collect();
    let mut grown = grown;
    for i in 0..grown.len() {
        for j in (0..grown.len()).filter(|&j| j != i) {
            let issued = grown[j].issued.clone();
            let own = grown[i].roots[0];
            refuses_all(&mut grown[i].tc, &issued, own);
        }
    }
}
