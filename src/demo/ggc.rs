//! Demo section for the `ggc` crate: garbage collection and memory statistics.

use std::io::{self, Write};

use ggc::{Gc, Gty, Heap, Params, Strategy};

/// A TREE_LIST-shaped cell: GCC marks such chains link by link (`chain_next`).
#[derive(Gty)]
#[gty(chain_next = h.chain)]
struct ListCell {
    value: u32,
    chain: Option<Gc<ListCell>>,
}

/// A PLUS_EXPR-shaped node with a name interned in the heap.
#[derive(Gty)]
struct Expr {
    #[gty(atomic)]
    name: Gc<Box<str>>,
    operands: [Option<Gc<Expr>>; 2],
}

/// The program's globals: what GCC's root tables list.
#[derive(Gty, Default)]
struct Globals {
    body: Option<Gc<Expr>>,
    list: Option<Gc<ListCell>>,
}

fn build(heap: &mut Heap, globals: &mut Globals) {
    let mut list = None;
    for value in 0..10_000 {
        list = Some(heap.alloc(ListCell { value, chain: list }));
    }
    globals.list = list;
    let mut e = None;
    for i in 0..1_000 {
        let name = heap.alloc_str(&format!("t{i}"));
        e = Some(heap.alloc(Expr {
            name,
            operands: [e, None],
        }));
    }
    globals.body = e;
}

/// Writes this crate's demo section.
pub(super) fn show(out: &mut dyn Write) -> io::Result<()> {
    super::heading(out, "ggc: garbage collection and memory statistics")?;
    for strategy in [Strategy::MarkSweep, Strategy::Compacting] {
        let mut heap = Heap::with_params(Params {
            strategy,
            ..Params::default()
        });
        let mut globals = Globals::default();
        build(&mut heap, &mut globals);
        writeln!(
            out,
            "{strategy:?}: allocated {} objects ({} bytes)",
            heap.live_objects(),
            heap.allocated_bytes()
        )?;
        // Drop the function body (1,000 expressions and their names) and the older half of
        // the list (the first cells allocated), then collect.
        globals.body = None;
        let mut cell = globals.list;
        for _ in 0..4_999 {
            cell = cell.and_then(|c| heap[c].chain);
        }
        if let Some(c) = cell {
            heap[c].chain = None;
        }
        let skipped = heap.collect(&mut globals).is_none();
        writeln!(
            out,
            "  ggc_collect below ggc-min-heapsize: skipped = {skipped}"
        )?;
        let r = heap.collect_force(&mut globals);
        writeln!(
            out,
            "  ggc_collect (forced): {} live before, {} marked, {} freed, {} moved",
            r.live_before, r.marked, r.freed, r.moved
        )?;
        let mut len = 0;
        let mut cell = globals.list;
        while let Some(c) = cell {
            len += 1;
            cell = heap[c].chain;
        }
        let head = globals.list.map(|h| heap[h].value);
        writeln!(
            out,
            "  the list's newer half survives: {len} cells, head value {head:?}"
        )?;
    }
    let mut heap = Heap::new();
    let mut globals = Globals::default();
    build(&mut heap, &mut globals);
    globals.body = None;
    heap.collect_force(&mut globals);
    writeln!(out, "-fmem-report style statistics:")?;
    for line in heap.statistics().to_string().lines() {
        writeln!(out, "  {line}")?;
    }
    trees(out)
}

/// Tree nodes are heap objects too: a function the program keeps survives a collection and
/// prints the same, one it drops is freed, and its handles go stale.
fn trees(out: &mut dyn Write) -> io::Result<()> {
    let fail = |e: tree::TreeError| io::Error::other(e.to_string());
    let mut tc = tree::TreeContext::new();
    let f = tree::example::build_int_f(&mut tc).map_err(fail)?;
    let int = tc.integer_type_node();
    let mut dropped = tc.integer_one_node();
    for i in 0..1_000 {
        let c = tc.build_int_cst(Some(int), 1_000 + i).map_err(fail)?;
        dropped = tc
            .build2(tree::TreeCode::PlusExpr, Some(int), Some(dropped), Some(c))
            .map_err(fail)?;
    }
    let before = tc.dump_tree_original(f).map_err(fail)?;
    let nodes = tc.node_count();
    let mut roots = vec![f];
    let r = tc.collect(&mut roots).map_err(fail)?;
    let same = tc.dump_tree_original(roots[0]).map_err(fail)? == before;
    writeln!(
        out,
        "tree nodes in the heap: {nodes} before ggc_collect, {} after ({} freed); f prints the same: {same}",
        tc.node_count(),
        r.freed
    )?;
    writeln!(
        out,
        "  a handle to the dropped chain: {}",
        tc.tree_code(dropped)
            .map_or_else(|e| e.to_string(), |c| c.to_string())
    )?;
    writeln!(out, "  -fmem-report of the tree heap:")?;
    for line in tc.heap().statistics().to_string().lines() {
        writeln!(out, "    {line}")?;
    }
    Ok(())
}
