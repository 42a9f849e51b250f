//! The crate's layering: `lib.rs` declares its top-level modules bottom up, and each
//! imports only modules declared before it, so no import circle runs between them.

use std::path::Path;

use testkit::layout::ModuleGraph;

fn graph() -> ModuleGraph {
    ModuleGraph::read(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src")).expect("read src/")
}

#[test]
fn every_module_imports_only_the_layers_below_it_and_no_circle_runs() {
    graph().assert_layered();
}

#[test]
fn the_walks_know_no_heap() {
    // Marking, relocation, verification and the PCH noting walk see arenas through the
    // side tables only; the heap drives them over its stores.
    let graph = graph();
    for above in ["heap", "collect", "pch"] {
        assert!(
            !graph.edges["gty"].contains_key(above),
            "gty imports {above}"
        );
    }
}
