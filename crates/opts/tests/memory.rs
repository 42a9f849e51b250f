//! The structural part of the memory figure (issue #16, item 4): how large the per-option
//! records are, and that names, help texts, languages and properties are held once and
//! shared between the definitions, the merged options and the table, not copied.
//! (`cargo run --release -p gccint-opts --example scale -- mem 50` measures the whole.)

use std::sync::Arc;

use opts::{CExpr, OptionDef, OptionEntry, OptionInfo, OptionProps, SourceSet, VarField};

/// Bounds with a little margin over the sizes on 64-bit targets (OptionProps 144,
/// OptionEntry 120, OptionDef 72, OptionInfo 64, VarField 56, CExpr 16 bytes): a field
/// added inline, or a box undone, fails here rather than silently growing every option of
/// a large set.
#[test]
#[cfg(target_pointer_width = "64")]
fn per_option_records_stay_small() {
    let sizes = [
        ("OptionProps", size_of::<OptionProps>(), 152),
        ("OptionEntry", size_of::<OptionEntry>(), 128),
        ("OptionDef", size_of::<OptionDef>(), 80),
        ("OptionInfo", size_of::<OptionInfo>(), 72),
        ("VarField", size_of::<VarField>(), 64),
        ("CExpr", size_of::<CExpr>(), 16),
    ];
    for (name, size, bound) in sizes {
        assert!(size <= bound, "{name}: {size} bytes, more than {bound}");
    }
}

const TEXT: &str = "Language\nC\n\nLanguage\nC++\n\n\
    Wall\nC C++ Warning Var(warn_all)\nEnable most warnings.\n\n\
    Wextra\nC C++ Warning Var(warn_extra)\nEnable extra warnings.\n\n\
    Wextra\nC++ Warning\n\n\
    fkeep\nC Var(flag_keep) Init(3)\nKeep.\n\n";

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

#[test]
fn the_name_map_key_is_the_options_name() {
    let model = SourceSet::new().add("s.opt", TEXT).model().unwrap();
    for (key, info) in &model.options {
        assert!(Arc::ptr_eq(key, &info.name), "{key}");
    }
}

#[test]
fn variables_share_their_names_and_initial_values_with_the_model() {
    let model = SourceSet::new().add("s.opt", TEXT).model().unwrap();
    let table = model.table();
    let props = &model.option("fkeep").unwrap().props;
    let var = &props.var.as_ref().unwrap().name;
    let entry = table.get(table.lookup("fkeep").unwrap()).unwrap();
    assert!(Arc::ptr_eq(var, entry.var.as_ref().unwrap()));
    let field = table.vars.iter().find(|f| *f.name == *"flag_keep").unwrap();
    assert!(Arc::ptr_eq(var, &field.name));
    let init = props.init.as_ref().unwrap();
    assert_eq!((&*field.init.text, field.init.value()), ("3", Some(3)));
    assert!(Arc::ptr_eq(&init.text, &field.init.text));
    // Fields of one C type share its text.
    let ints: Vec<&VarField> = table.vars.iter().filter(|f| *f.c_type == *"int").collect();
    assert!(ints.len() >= 3, "{ints:?}");
    assert!(
        ints.windows(2)
            .all(|w| Arc::ptr_eq(&w[0].c_type, &w[1].c_type))
    );
}

#[test]
fn options_without_rare_properties_have_no_box_for_them() {
    let text = "Wa\nCommon Warning\n\nWb\nCommon Warning Negative(Wa) Args(2) Separate\n\n";
    let model = SourceSet::new().add("s.opt", text).model().unwrap();
    let (a, b) = (
        &model.option("Wa").unwrap().props,
        &model.option("Wb").unwrap().props,
    );
    assert_eq!(a.rare, None);
    assert_eq!(a.rare().negative, None);
    assert_eq!(b.rare().negative.as_deref(), Some("Wa"));
    assert_eq!(b.rare().args, Some(2));
    let table = model.table();
    let wb = table.get(table.lookup("Wb").unwrap()).unwrap();
    assert_eq!(wb.separate_nargs, 2);
    assert_eq!(wb.neg_index, table.lookup("Wa"));
}

/// The enumerator is made from the name, not held, yet serialised forms carry it.
#[test]
fn the_enumerator_is_derived_and_still_serialised() {
    let model = SourceSet::new().add("s.opt", TEXT).model().unwrap();
    let table = model.table();
    let wall = table.get(table.lookup("Wall").unwrap()).unwrap();
    assert_eq!(wall.enumerator(), "OPT_Wall");
    let json = serde_json::to_value(wall).unwrap();
    assert_eq!(json["enumerator"], "OPT_Wall");
    let back: OptionEntry = serde_json::from_value(json).unwrap();
    assert_eq!(&back, wall);
    assert_eq!(table.by_enumerator("OPT_fkeep"), table.lookup("fkeep"));
    for not_one in ["OPT_Wal", "OPT_Walll", "Wall", "OPT_W-all", "OPT_"] {
        assert_eq!(table.by_enumerator(not_one), None, "{not_one}");
    }
}

#[test]
fn alias_arguments_are_read_from_the_alias_property() {
    let text = "Wa\nCommon Warning\n\nWb\nCommon Alias(Wa, x, y) Warning\n\n";
    let model = SourceSet::new().add("s.opt", text).model().unwrap();
    let table = model.table();
    let get = |n: &str| table.get(table.lookup(n).unwrap()).unwrap();
    assert_eq!(get("Wb").alias_args(), (Some("x"), Some("y")));
    assert_eq!(get("Wa").alias_args(), (None, None));
    assert!(
        matches!(get("Wb").alias, opts::AliasTarget::Option { target } if Some(target) == table.lookup("Wa"))
    );
}
