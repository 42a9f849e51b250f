//! The golden generated code compiles and behaves: the `Opt` enum, option table, enum and
//! options struct generated from the build-demo's `demo.opt`.

#[allow(missing_docs, unreachable_pub)]
mod demo {
    include!("golden/build_demo.rs");
}

use demo::{Color, OPTIONS, Opt, Options, VarKind, lookup};

#[test]
fn variants_carry_their_table_index() {
    assert_eq!(Opt::ALL.len(), 6, "W is an alias and gets no variant");
    for opt in Opt::ALL {
        assert_eq!(OPTIONS[*opt as usize].enumerator, format!("{opt:?}"));
        assert_eq!(Opt::from_index(*opt as usize), Some(*opt));
    }
    assert_eq!(Opt::OPT_Wall.info().name, "Wall");
    let w = lookup("W").unwrap();
    assert_eq!(Opt::from_index(w), None);
    assert_eq!(OPTIONS[w].alias_target, Some(Opt::OPT_Wextra as u16));
}

#[test]
fn the_table_is_sorted_and_searchable() {
    assert!(OPTIONS.windows(2).all(|w| w[0].name < w[1].name));
    assert_eq!(lookup("fcolor="), Some(Opt::OPT_fcolor_ as usize));
    assert_eq!(lookup("nope"), None);
    assert_eq!(Opt::OPT_fcolor_.info().var_kind, VarKind::Enum(0));
    assert_eq!(Opt::OPT_mfast.info().var_kind, VarKind::BitSet(1));
    assert_eq!(Opt::OPT_Wall.info().neg_index, Some(Opt::OPT_Wall as u16));
    assert_eq!(Opt::OPT_fcolor_.info().neg_index, None);
}

#[test]
fn enums_and_options_struct() {
    assert_eq!(Color::from_arg("always"), Some(Color::Always));
    assert_eq!(Color::Auto.value(), 2);
    assert_eq!(Color::Never.arg(), "never");
    let o = Options::default();
    assert_eq!((o.flag_color, o.warn_all, o.optimize_level), (2, 0, 0));
    assert_eq!(o.output_file, None);
    assert_eq!(demo::MASK_FAST, 1);
    assert_eq!(demo::LANGUAGES, ["C"]);
}
