//! The structural part of the memory figure (issue #16, item 4): how large the per-option
//! records are, and that names, help texts, languages and properties are held once and
//! shared between the definitions, the merged options and the table, not copied.
//! (`cargo run --release -p gccint-opts --example scale -- mem 50` measures the whole.)

use std::sync::Arc;

use opts::{OptionDef, OptionEntry, OptionInfo, OptionProps, SourceSet};

/// Bounds with a little margin over the sizes on 64-bit targets (OptionProps 320,
/// OptionEntry 248, OptionDef 88, OptionInfo 64 bytes): a field added inline, or a box
/// undone, fails here rather than silently growing every option of a large set.
#[test]
#[cfg(target_pointer_width = "64")]
fn per_option_records_stay_small() {
    assert!(
        size_of::<OptionProps>() <= 336,
        "{}",
        size_of::<OptionProps>()
    );
    assert!(
        size_of::<OptionEntry>() <= 256,
        "{}",
        size_of::<OptionEntry>()
    );
    assert!(size_of::<OptionDef>() <= 96, "{}", size_of::<OptionDef>());
    assert!(size_of::<OptionInfo>() <= 72, "{}", size_of::<OptionInfo>());
}

const TEXT: &str = "Language\nC\n\nLanguage\nC++\n\n\
    Wall\nC C++ Warning Var(warn_all)\nEnable most warnings.\n\n\
    Wextra\nC C++ Warning Var(warn_extra)\nEnable extra warnings.\n\n\
    Wextra\nC++ Warning\n\n";

#[test]
fn names_and_help_are_shared_not_copied() {
    let model = SourceSet::new().add("s.opt", TEXT).model().unwrap();
    let table = model.table();
    for name in ["Wall", "Wextra"] {
        let info = model.option(name).unwrap();
        let entry = table.get(table.lookup(name).unwrap()).unwrap();
        assert!(Arc::ptr_eq(&info.name, &entry.name), "{name}");
        let (a, b) = (info.help.as_ref().unwrap(), entry.help.as_ref().unwrap());
        assert!(Arc::ptr_eq(a, b), "{name}");
        assert!(Arc::ptr_eq(&info.props, &entry.props), "{name}");
        let documented = model
            .definitions_of(info)
            .find(|d| d.help.is_some())
            .unwrap();
        assert!(Arc::ptr_eq(&documented.name, &info.name), "{name}");
        assert!(Arc::ptr_eq(documented.help.as_ref().unwrap(), a), "{name}");
    }
}

#[test]
fn language_names_are_one_allocation_per_language() {
    let model = SourceSet::new().add("s.opt", TEXT).model().unwrap();
    let langs = |name: &str| model.option(name).unwrap().props.languages.clone();
    let (wall, wextra) = (langs("Wall"), langs("Wextra"));
    assert_eq!(wall, [Arc::from("C"), Arc::from("C++")]);
    assert_eq!(wextra, wall);
    assert!(wall.iter().zip(&wextra).all(|(a, b)| Arc::ptr_eq(a, b)));
}
