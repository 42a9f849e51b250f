//! A corrupted arena image never panics: it is rejected, or it loads and every accessor,
//! printer and builder answers with values or errors.

use proptest::prelude::*;
use tree::{Tree, TreeContext};

fn image() -> (serde_json::Value, Tree) {
    let mut tc = TreeContext::new();
    let f = tree::example::build_int_f(&mut tc).unwrap();
    (serde_json::to_value(&tc).unwrap(), f)
}

/// Every numeric leaf of the image, as a JSON pointer.
fn numeric_leaves(v: &serde_json::Value, path: String, out: &mut Vec<String>) {
    match v {
        serde_json::Value::Number(_) => out.push(path),
        serde_json::Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                numeric_leaves(x, format!("{path}/{i}"), out);
            }
        }
        serde_json::Value::Object(o) => {
            for (k, x) in o {
                numeric_leaves(x, format!("{path}/{k}"), out);
            }
        }
        _ => {}
    }
}

fn exercise(tc: &mut TreeContext, f: Tree) {
    let _ = tc.dump_tree_original(f);
    let _ = tc.debug_tree(f, 12);
    let nodes: Vec<Tree> = tc.global_nodes().into_iter().map(|(_, t)| t).collect();
    for t in nodes {
        let _ = tc.print_generic(t, true);
        let _ = tc.debug_tree(t, 3);
        let _ = tc.copy_node(t);
        let _ = tc.build_pointer_type(Some(t));
        let _ = tc.build_int_cst(Some(t), 5);
        let _ = tc.layout_type(t);
    }
    let _ = tc.get_identifier("fresh");
    let _ = tc.collect(&mut [f]);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn corrupted_images_never_panic(pick in any::<prop::sample::Index>(), value in any::<u32>()) {
        let (mut v, f) = image();
        let mut leaves = Vec::new();
        numeric_leaves(&v, String::new(), &mut leaves);
        let path = pick.get(&leaves).clone();
        if let Some(slot) = v.pointer_mut(&path) {
            *slot = serde_json::json!(value);
        }
        if let Ok(mut tc) = serde_json::from_value::<TreeContext>(v) {
            exercise(&mut tc, f);
        }
    }
}
