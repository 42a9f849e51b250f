//! ggc with the tree crate: tree nodes are objects of the context's heap. User GTY objects
//! in the same heap hold tree handles and root them; a function body the user drops is
//! reclaimed while everything still reachable survives and prints identically; a PCH of the
//! arena restores into a fresh context that prints identically.

use ggc::{Gc, Gty, Params, Strategy};
use tree::{Tree, TreeCode, TreeContext};

/// A user object living in the tree heap, holding trees (a plugin's per-function data).
#[derive(Gty, Clone, serde::Serialize, serde::Deserialize)]
struct FunctionNote {
    fndecl: Tree,
    #[gty(skip)]
    passes_run: u32,
    next: Option<Gc<FunctionNote>>,
}

fn printed(tc: &TreeContext, f: Tree) -> String {
    let text = tc.dump_tree_original(f).expect("printable");
    format!("{text}\n{}", tc.debug_tree(f, 8).expect("dumpable"))
}

/// `printed` with every node address renumbered in order of first appearance: a PCH
/// restores nodes at generation 1 while the original context's slots start at a generation
/// of its own, and in gc checking mode the original's slots start wherever its heap's first
/// free block of slot indices was (another test's live context may own the first), so only
/// which addresses are the same node must agree, not their bits.
fn without_addresses(text: &str) -> String {
    let mut seen: Vec<&str> = Vec::new();
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("0x") {
        out.push_str(&rest[..at + 2]);
        rest = &rest[at + 2..];
        let len = rest
            .find(|c: char| !c.is_ascii_hexdigit())
            .unwrap_or(rest.len());
        let address = &rest[..len];
        let n = match seen.iter().position(|&a| a == address) {
            Some(n) => n,
            None => {
                seen.push(address);
                seen.len() - 1
            }
        };
        out.push_str(&format!("#{n}"));
        rest = &rest[len..];
    }
    out.push_str(rest);
    out
}

/// Builds `int g (int a) { return a * 3 + 4; }`-like garbage around the README function.
fn scratch_function(tc: &mut TreeContext, name: &str) -> Tree {
    let int = tc.integer_type_node();
    let mut e = tc.build_int_cst(Some(int), 3).expect("constant");
    for i in 0..200 {
        let c = tc.build_int_cst(Some(int), 10_000 + i).expect("constant");
        e = tc
            .build2(TreeCode::PlusExpr, Some(int), Some(e), Some(c))
            .expect("plus");
    }
    let id = tc.get_identifier(name);
    let fnty = tc
        .build_function_type_list(int, &[], false)
        .expect("fntype");
    let fndecl = tc
        .build_decl(
            tree::Location::UNKNOWN,
            TreeCode::FunctionDecl,
            Some(id),
            Some(fnty),
        )
        .expect("fndecl");
    let ret = tc
        .build1(TreeCode::ReturnExpr, Some(tc.void_type_node()), Some(e))
        .expect("return");
    tc.set_decl_saved_tree(fndecl, Some(ret)).expect("body");
    fndecl
}

fn each_strategy(test: impl Fn(Params)) {
    test(Params::checking());
    test(Params {
        strategy: Strategy::Compacting,
        ..Params::checking()
    });
}

#[test]
fn a_dropped_function_body_is_reclaimed_and_the_rest_prints_identically() {
    each_strategy(|params| {
        let mut tc = TreeContext::new();
        tc.heap_mut().set_params(params);
        let f = tree::example::build_int_f(&mut tc).expect("the README function builds");
        let g = scratch_function(&mut tc, "g");
        let before = printed(&tc, f);
        let g_body = tc.decl_saved_tree(g).unwrap().unwrap();

        // The user's notes live in the same heap and root both functions.
        let heap = tc.heap_mut();
        let note_g = heap.alloc(FunctionNote {
            fndecl: g,
            passes_run: 1,
            next: None,
        });
        let note_f = heap.alloc(FunctionNote {
            fndecl: f,
            passes_run: 2,
            next: Some(note_g),
        });
        let root = heap.add_root(note_f);
        let r = tc.collect(&mut ()).expect("collects");
        assert_eq!(r.stale_edges, 0);
        assert_eq!(tc.count_bad_handles(), 0);
        let f = tc.heap()[tc.heap().root(root).unwrap().unwrap()].fndecl;
        assert_eq!(printed(&tc, f), before);
        let live = tc.node_count();

        // The user drops g: its note goes, and with it g's body.
        let note_f = tc.heap().root(root).unwrap().unwrap();
        tc.heap_mut()[note_f].next = None;
        let r = tc.collect(&mut ()).expect("collects");
        assert_eq!(r.stale_edges, 0);
        assert!(r.freed >= 400, "{r:?}");
        assert!(tc.node_count() < live - 400);
        assert!(tc.tree_code(g).is_err());
        assert!(tc.tree_code(g_body).is_err());
        let f = tc.heap()[tc.heap().root(root).unwrap().unwrap()].fndecl;
        assert_eq!(printed(&tc, f), before);
        let note_f = tc.heap().root(root).unwrap().unwrap();
        assert_eq!(tc.heap()[note_f].passes_run, 2);
        assert_eq!(tc.maybe_get_identifier("g"), None);
        assert_eq!(tc.count_bad_handles(), 0);
    });
}

#[test]
fn the_caches_are_weak_and_the_globals_are_roots() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let p = tc.build_pointer_type(Some(tc.double_type_node())).unwrap();
    let c = tc.build_int_cst(Some(int), 123_456).unwrap();
    let id = tc.get_identifier("only_here");
    tc.collect(&mut ()).unwrap();
    // Nothing referenced them: the caches dropped them and their handles are stale.
    assert!(tc.tree_code(c).is_err());
    assert!(tc.tree_code(id).is_err());
    assert_eq!(tc.maybe_get_identifier("only_here"), None);
    // The pointer type hangs off double's TYPE_POINTER_TO, a strong field: it survives.
    assert_eq!(tc.tree_code(p).unwrap(), TreeCode::PointerType);
    assert_eq!(
        tc.build_pointer_type(Some(tc.double_type_node())).unwrap(),
        p
    );
    // Globals are roots.
    assert_eq!(
        tc.tree_code(tc.error_mark_node()).unwrap(),
        TreeCode::ErrorMark
    );
    assert_eq!(
        tc.tree_code(tc.integer_zero_node()).unwrap(),
        TreeCode::IntegerCst
    );
    assert_eq!(
        tc.build_int_cst(Some(int), 0).unwrap(),
        tc.integer_zero_node()
    );
}

#[test]
fn a_tree_arena_round_trips_through_a_pch_and_prints_identically() {
    let mut tc = TreeContext::new();
    let f = tree::example::build_int_f(&mut tc).expect("the README function builds");
    let _garbage = scratch_function(&mut tc, "garbage");
    let before = printed(&tc, f);

    let mut registry = TreeContext::pch_registry();
    registry.register::<FunctionNote>("test.function_note");
    let note = tc.heap_mut().alloc(FunctionNote {
        fndecl: f,
        passes_run: 7,
        next: None,
    });
    let mut file = Vec::new();
    let summary = tc
        .pch_save(&(vec![f], Some(note)), &registry, &mut file)
        .expect("saved");
    assert!(summary.payload_bytes > 0);
    let (mut back, (roots, note)): (TreeContext, (Vec<Tree>, Option<Gc<FunctionNote>>)) =
        TreeContext::pch_restore(&registry, &mut &file[..]).expect("restored");
    assert_eq!(
        without_addresses(&printed(&back, roots[0])),
        without_addresses(&before)
    );
    let note = note.expect("the note came back");
    assert_eq!(back.heap()[note].fndecl, roots[0]);
    assert_eq!(
        back.heap()[note].passes_run,
        7,
        "atomic fields are written as they are"
    );
    // Only what was reachable was written: the garbage function is not there.
    assert_eq!(back.maybe_get_identifier("garbage"), None);
    assert!(back.node_count() < tc.node_count());
    // The restored context is a working one: hash-consing, interning, building.
    let int = back.integer_type_node();
    let two = back.build_int_cst(Some(int), 2).unwrap();
    assert_eq!(back.build_int_cst(Some(int), 2).unwrap(), two);
    assert_eq!(
        back.get_identifier("f"),
        back.decl_name(roots[0]).unwrap().unwrap()
    );
    assert_eq!(back.count_bad_handles(), 0);

    // A damaged file is an error, never a panic.
    assert!(
        TreeContext::pch_restore::<Vec<Tree>>(&registry, &mut &file[..file.len() / 2]).is_err()
    );
    let mut flipped = file.clone();
    let mid = flipped.len() / 2;
    flipped[mid] ^= 0x55;
    assert!(TreeContext::pch_restore::<Vec<Tree>>(&registry, &mut &flipped[..]).is_err());
}

/// GCC's marker needs about 48 bytes of stack per level of a deep operand chain; ours keeps
/// a worklist, so 10,000,000-deep trees collect on a default 8 MB thread stack.
#[test]
fn ten_million_deep_trees_collect_on_an_eight_megabyte_stack() {
    const N: usize = 10_000_000;
    let run = || {
        let mut tc = TreeContext::new();
        let int = tc.integer_type_node();
        let one = tc.integer_one_node();
        let mut chain = one;
        for _ in 0..N {
            chain = tc
                .build2(TreeCode::PlusExpr, Some(int), Some(chain), Some(one))
                .expect("plus");
        }
        let mut list = None;
        for _ in 0..N {
            list = Some(tc.tree_cons(None, Some(one), list));
        }
        let base = tc.node_count() - 2 * N;
        let mut roots = vec![chain, list.expect("n > 0")];
        let r = tc.collect(&mut roots).expect("collects");
        assert_eq!(r.freed, 0);
        assert_eq!(tc.node_count(), base + 2 * N);
        assert_eq!(tc.list_length(Some(roots[1])).expect("a list"), N);
        roots.truncate(1);
        let r = tc.collect(&mut roots).expect("collects");
        assert_eq!(r.freed as usize, N);
        roots.clear();
        let r = tc.collect(&mut roots).expect("collects");
        assert_eq!(r.freed as usize, N);
        assert_eq!(tc.node_count(), base);
    };
    std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(run)
        .expect("thread")
        .join()
        .expect("no stack overflow");
}
