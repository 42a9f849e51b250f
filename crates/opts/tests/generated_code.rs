//! The golden generated code compiles and behaves: the `Opt` enum, option table, enum and
//! options struct generated from the build-demo's `demo.opt`.

#[allow(missing_docs, unreachable_pub)]
mod demo {
    include!("golden/build_demo.rs");
}

use demo::{Color, OPTIONS, Opt, Options, VarKind, lookup};
use opts::OptIndex;

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
    assert_eq!(Color::Auto.to_value(), 2);
    assert_eq!(Color::from_value(1), Some(Color::Always));
    assert_eq!(Color::from_value(7), None);
    assert_eq!(Color::Never.arg(), "never");
    let o = Options::default();
    assert_eq!((o.flag_color, o.warn_all, o.optimize_level), (2, 0, 0));
    assert_eq!(o.output_file, None);
    assert_eq!(demo::MASK_FAST, 1);
    assert_eq!(demo::LANGUAGES, ["C"]);
}

#[test]
fn opt_converts_to_and_from_indices_and_names() {
    for opt in Opt::ALL {
        let index: OptIndex = (*opt).into();
        assert_eq!(Opt::try_from(index), Ok(*opt));
        assert_eq!(Opt::from_name(opt.info().name), Some(*opt));
    }
    let w = OptIndex(lookup("W").unwrap() as u32);
    assert_eq!(Opt::try_from(w), Err(w), "an alias has no variant");
    assert_eq!(Opt::try_from(OptIndex(999)), Err(OptIndex(999)));
    assert_eq!(Opt::from_name("Wnope"), None);
}

#[test]
fn the_embedded_table_is_the_demo_table() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/build-demo/demo.opt");
    let mut set = opts::SourceSet::new();
    set.add_file(std::path::Path::new(path)).unwrap();
    assert_eq!(demo::table().unwrap(), &set.model().unwrap().table());
}

#[test]
fn a_decode_fills_options_through_generated_code_alone() {
    let decoder = demo::compiler(&["C"]).unwrap();
    let args = ["-Wall", "-fcolor=never", "-O2", "-ofile", "-mfast", "x.c"];
    let outcome = decoder.run(&args);
    assert!(outcome.diagnostics.is_empty(), "{:?}", outcome.diagnostics);
    let o = Options::from_state(&outcome.state);
    assert_eq!((o.warn_all, o.optimize_level), (1, 2));
    assert_eq!(
        Color::from_value(i64::from(o.flag_color)),
        Some(Color::Never)
    );
    assert_eq!(o.output_file.as_deref(), Some("file"));
    assert!(o.TARGET_FAST());
    assert!(!Options::default().TARGET_FAST());
    let opts: Vec<Option<Opt>> = outcome
        .decoded
        .options
        .iter()
        .map(Opt::from_decoded)
        .collect();
    assert_eq!(opts[0], Some(Opt::OPT_Wall));
    assert_eq!(opts[5], None, "an input file");
    assert!(matches!(
        demo::compiler(&["Ada"]),
        Err(opts::decode::SetupError::UnknownLanguage { .. })
    ));
    assert!(demo::driver().unwrap().is_driver());
}

#[test]
fn a_rejected_argument_has_no_value() {
    let decoder = demo::compiler(&["C"]).unwrap();
    let args = ["-fcolor=purple", "-Ofast", "-fcolor=auto"];
    let cmdline = decoder.decode(&args);
    let values: Vec<_> = cmdline.options.iter().map(|o| o.accepted_value()).collect();
    assert!(
        values[0]
            .unwrap_err()
            .contains(opts::decode::DecodeErrors::ENUM_ARG)
    );
    assert!(
        values[1]
            .unwrap_err()
            .contains(opts::decode::DecodeErrors::UINT_ARG)
    );
    assert_eq!(values[2], Ok(Color::Auto.to_value()));
}
