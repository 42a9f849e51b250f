//! Every tree code survives collections in the heap: a node of each code, rooted, moves
//! under the compacting strategy and still dumps identically; unrooted, it is freed and its
//! handle goes stale. Both strategies run in checking mode (GCC's `--enable-checking=gc`).

use ggc::{Params, Strategy};
#[path = "common/make.rs"]
mod make;
use make::make;
use tree::{Tree, TreeCode, TreeContext};

/// A debug_tree dump without its node addresses (which a moving collection changes, as
/// GCC's differ between runs).
fn dump(tc: &TreeContext, t: Tree) -> String {
    let text = tc.debug_tree(t, 4).unwrap();
    let mut out = String::new();
    let mut rest = text.as_str();
    while let Some(i) = rest.find("0x") {
        out.push_str(&rest[..i]);
        out.push_str("0x_");
        rest = rest[i + 2..].trim_start_matches(|c: char| c.is_ascii_hexdigit());
    }
    out + rest
}

fn strategies() -> [Params; 2] {
    [
        Params::checking(),
        Params {
            strategy: Strategy::Compacting,
            ..Params::checking()
        },
    ]
}

#[test]
fn rooted_nodes_of_every_code_survive_and_dump_identically() {
    for params in strategies() {
        let mut tc = TreeContext::with_params(params);
        // Garbage first, so that compaction has somewhere to move the survivors.
        for &code in TreeCode::ALL {
            make(&mut tc, code);
        }
        let mut roots: Vec<Tree> = TreeCode::ALL.iter().map(|&c| make(&mut tc, c)).collect();
        let before: Vec<String> = roots.iter().map(|&t| dump(&tc, t)).collect();
        let report = tc.collect(&mut roots).unwrap();
        assert_eq!(report.stale_edges, 0);
        if params.strategy == Strategy::Compacting {
            assert!(report.moved > 0, "{report:?}");
        }
        for ((&t, text), &code) in roots.iter().zip(&before).zip(TreeCode::ALL) {
            assert_eq!(tc.tree_code(t).unwrap(), code);
            assert_eq!(&dump(&tc, t), text, "{code}");
        }
        assert_eq!(tc.count_bad_handles(), 0);
    }
}

#[test]
fn unrooted_nodes_of_every_code_are_freed_and_their_handles_go_stale() {
    for params in strategies() {
        let mut tc = TreeContext::with_params(params);
        let base = tc.node_count();
        let made: Vec<(TreeCode, Tree)> = TreeCode::ALL
            .iter()
            .map(|&c| (c, make(&mut tc, c)))
            .collect();
        tc.collect(&mut ()).unwrap();
        assert_eq!(tc.node_count(), base, "only the global nodes stay");
        for (code, t) in made {
            // Codes whose node is a global (error_mark_node, the hash-consed 1) stay valid.
            let global = tc.global_nodes().iter().any(|&(_, g)| g == t);
            assert_eq!(tc.is_valid(t), global, "{code}");
        }
    }
}
