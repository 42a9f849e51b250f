//! The crate's layering: `lib.rs` declares its top-level modules (folders) bottom up, and
//! each imports only modules declared before it, so no import circle runs between them.

use std::path::Path;

use testkit::layout::ModuleGraph;

fn graph() -> ModuleGraph {
    ModuleGraph::read(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src")).expect("read src/")
}

#[test]
fn every_folder_imports_only_the_layers_below_it_and_no_circle_runs() {
    graph().assert_layered();
}

#[test]
fn nodes_stands_on_codes_and_real_alone() {
    // The layer every other stands on, whatever order lib.rs may be given: below it only
    // the vocabulary of codes and REAL_CST values, which import nothing of the crate.
    let graph = graph();
    for below in graph.edges["nodes"].keys() {
        assert!(
            ["codes", "real"].contains(&below.as_str()),
            "nodes imports {below}"
        );
    }
    for leaf in ["codes", "real"] {
        assert!(
            !graph.edges.contains_key(leaf),
            "{leaf} imports {:?}",
            graph.edges[leaf]
        );
    }
}
