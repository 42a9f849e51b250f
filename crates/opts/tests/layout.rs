//! The crate's top-level modules import one another without a circle: whatever a module
//! uses sits in a module that does not use it back.

use std::path::Path;

use testkit::layout::ModuleGraph;

#[test]
fn no_import_circle_runs_between_top_level_modules() {
    ModuleGraph::read(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"))
        .expect("read src/")
        .assert_acyclic();
}
