//! Demo section for the `tree` crate: a small function in GENERIC.

use std::io::{self, Write};

use tree::{TreeCode, TreeContext};

/// Writes this crate's demo section.
pub(super) fn show(out: &mut dyn Write) -> io::Result<()> {
    super::heading(out, "tree: a small function in GENERIC")?;
    let mut tc = TreeContext::new();
    let built = tree::example::build_int_f(&mut tc).and_then(|f| {
        let text = tc.dump_tree_original(f)?;
        let bind = tc.decl_saved_tree(f)?;
        Ok((text, bind))
    });
    let (text, bind) = match built {
        Ok(x) => x,
        Err(e) => return writeln!(out, "error: {e}"),
    };
    writeln!(
        out,
        "int f (int a) {{ int b = a * 2; return b + 1; }}  as -fdump-tree-original prints it:"
    )?;
    out.write_all(text.as_bytes())?;
    if let Some(bind) = bind {
        // Checked access: a BIND_EXPR has operands but no TREE_CHAIN (no TS_COMMON).
        match tc.tree_chain(bind) {
            Ok(_) => writeln!(out, "unexpected: TREE_CHAIN of a BIND_EXPR")?,
            Err(e) => writeln!(out, "checked access: {e}")?,
        }
    }
    let codes = TreeCode::ALL.len();
    let stats = tc.memory_stats();
    let nodes: usize = stats.iter().take(8).map(|s| s.1).sum();
    writeln!(
        out,
        "{codes} tree codes; this arena holds {nodes} nodes in {} bytes (the LP64 global nodes included)",
        tc.heap_bytes()
    )
}
