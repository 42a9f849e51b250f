//! A table of more options than 16 bits number (issue #19: an index that wrapped made
//! `lookup` and the links between options answer with the wrong option, silently).

use opts::{AliasTarget, OptIndex, OptionTable, SourceSet};

/// Options past index 65,535: `f000000`..`f065599`, then `fz=` (`Joined`), `fz=abc` (its
/// back chain) and `galias` (an alias of `f065599`), in GCC's order.
fn large() -> OptionTable {
    let plain = 65_600;
    let mut text = String::with_capacity(plain * 16 + 128);
    for i in 0..plain {
        text.push_str(&format!("f{i:06}\nCommon\n\n"));
    }
    text.push_str("fz=\nCommon Joined\n\nfz=abc\nCommon\n\n");
    text.push_str("galias\nCommon Alias(f065599)\n\n");
    SourceSet::new()
        .add("large.opt", text)
        .model()
        .expect("a valid set")
        .table()
}

#[test]
fn options_past_65535_are_found_and_linked_by_their_own_index() {
    let table = large();
    assert_eq!(table.len(), 65_603);
    let index_of = |name: &str| {
        let i = table.lookup(name).expect(name);
        let entry = table.get(i).expect(name);
        assert_eq!(&*entry.name, name, "lookup({name}) gave another option");
        assert_eq!(entry.index, i);
        i
    };
    for (name, position) in [
        ("f065535", 65_535),
        ("f065536", 65_536),
        ("f065599", 65_599),
        ("fz=", 65_600),
        ("fz=abc", 65_601),
        ("galias", 65_602),
    ] {
        assert_eq!(index_of(name), OptIndex(position), "{name}");
    }
    let last_plain = table.get(index_of("f065599")).unwrap();
    assert_eq!(
        last_plain.neg_index,
        Some(last_plain.index),
        "-fno- form of itself"
    );
    let chained = table.get(index_of("fz=abc")).unwrap();
    assert_eq!(chained.back_chain, Some(index_of("fz=")));
    let alias = table.get(index_of("galias")).unwrap();
    assert!(
        matches!(alias.alias, AliasTarget::Option { target, .. } if target == index_of("f065599")),
        "{:?}",
        alias.alias
    );
    assert_eq!(table.by_enumerator("OPT_fz_abc"), Some(index_of("fz=abc")));
}

#[test]
fn positions_convert_to_indices_exactly_or_not_at_all() {
    assert_eq!(OptIndex::from_position(65_536), Some(OptIndex(65_536)));
    assert_eq!(OptIndex::from_position(65_536).unwrap().index(), 65_536);
    let last = usize::try_from(OptIndex::CAPACITY - 1).unwrap();
    assert_eq!(OptIndex::from_position(last), Some(OptIndex(u32::MAX)));
    if let Ok(past) = usize::try_from(OptIndex::CAPACITY) {
        assert_eq!(OptIndex::from_position(past), None);
    }
}
