//! A whole arena survives a serde round trip; malformed images are errors.

use tree::TreeContext;

#[test]
fn arena_round_trips_through_json() {
    let mut tc = TreeContext::new();
    let f = tree::example::build_int_f(&mut tc).unwrap();
    let ints: Vec<_> = (0..300)
        .map(|i| tc.build_int_cst(None, i * 1_000_003).unwrap())
        .collect();
    let big = tc
        .wide_int_to_tree(tc.int128_integer_type_node(), &[5, 7])
        .unwrap();
    let json = serde_json::to_string(&tc).unwrap();
    let mut back: TreeContext = serde_json::from_str(&json).unwrap();
    assert_eq!(back.node_count(), tc.node_count());
    assert_eq!(
        back.dump_tree_original(f).unwrap(),
        tc.dump_tree_original(f).unwrap()
    );
    assert_eq!(back.debug_tree(f, 8).unwrap(), tc.debug_tree(f, 8).unwrap());
    // Hash-consing and interning still find the old nodes.
    for (i, &t) in ints.iter().enumerate() {
        assert_eq!(back.build_int_cst(None, i as i64 * 1_000_003).unwrap(), t);
    }
    let int128 = back.int128_integer_type_node();
    assert_eq!(back.wide_int_to_tree(int128, &[5, 7]).unwrap(), big);
    assert_eq!(back.maybe_get_identifier("f"), tc.maybe_get_identifier("f"));
    assert_eq!(serde_json::to_string(&back).unwrap(), json);
}

#[test]
fn malformed_images_are_errors() {
    let tc = TreeContext::new();
    let json = serde_json::to_string(&tc).unwrap();
    assert!(serde_json::from_str::<TreeContext>("{}").is_err());
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let rejected = |edit: &dyn Fn(&mut serde_json::Value)| {
        let mut bad = v.clone();
        edit(&mut bad);
        serde_json::from_str::<TreeContext>(&bad.to_string()).is_err()
    };
    assert!(rejected(&|v| v["format"] = serde_json::json!(99)));
    // A node whose code does not belong to its arena.
    assert!(rejected(&|v| {
        v["arenas"]["exp2"] = serde_json::json!({
            "generations": [1],
            "objects": [{"head": 511, "ty": null, "locus": 0, "ops": [null, null]}],
        })
    }));
    // More live slots than objects.
    assert!(rejected(&|v| {
        v["arenas"]["exp2"] = serde_json::json!({"generations": [1, 3], "objects": []})
    }));
    // A generation wider than a handle keeps.
    assert!(rejected(&|v| {
        v["arenas"]["exp2"] = serde_json::json!({"generations": [33], "objects": [
            {"head": 100, "ty": null, "locus": 0, "ops": [null, null]}]})
    }));
    // A global that names no node, or a freed slot.
    assert!(rejected(
        &|v| v["globals"]["integer_type"] = serde_json::json!(0x3000_0001u32)
    ));
    // (The ninth slot of the types arena's first block: in checking mode the context's
    // blocks need not start at slot 0.)
    let first = v["arenas"]["types"]["generations"]
        .as_array()
        .and_then(|g| {
            g.iter()
                .position(|g| g.as_u64().is_some_and(|g| g % 2 == 1))
        })
        .expect("a live type node");
    assert!(rejected(
        &|v| v["arenas"]["types"]["generations"][first + 8] = serde_json::json!(2)
    ));
    // Identifier bytes that are not there.
    assert!(rejected(&|v| v["ident_bytes"] = serde_json::json!([])));
    // The untouched image loads.
    assert!(serde_json::from_str::<TreeContext>(&json).is_ok());
}
