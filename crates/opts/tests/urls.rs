//! `.opt.urls` files (GCC 14's format, written by `regenerate-opt-urls.py`): records of an
//! option name and its `UrlSuffix` / `LangUrlSuffix_LANG` directives, merged into the
//! options of the `.opt` files.

use std::path::Path;

use opts::SourceSet;

#[test]
fn url_suffixes_attach_to_their_options() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let mut set = SourceSet::new();
    set.add_file(&dir.join("lang.opt")).unwrap();
    set.add_file(&dir.join("lang.opt.urls")).unwrap();
    let model = set.model().unwrap_or_else(|d| panic!("{d}"));
    let mmd = &model.option("MMD").unwrap().props;
    assert_eq!(
        mmd.rare().url_suffix.as_deref(),
        Some("gcc/Preprocessor-Options.html#index-MMD")
    );
    assert_eq!(
        mmd.rare().lang_url_suffixes,
        [
            (
                "D".to_owned(),
                "gdc/Code-Generation.html#index-MMD".to_owned()
            ),
            (
                "Fortran".to_owned(),
                "gfortran/Preprocessing-Options.html#index-MMD".to_owned()
            ),
        ]
    );
    let wall = &model.option("Wall").unwrap().props;
    assert_eq!(wall.rare().url_suffix, None, "skipped for multiple URLs");
    assert_eq!(wall.rare().lang_url_suffixes.len(), 1);
    assert!(
        model
            .option("fundocumented")
            .unwrap()
            .props
            .rare()
            .url_suffix
            .is_none()
    );
    // URL records add no definitions: the table is the one of the .opt file alone.
    let plain = SourceSet::new()
        .add(
            "lang.opt",
            std::fs::read_to_string(dir.join("lang.opt")).unwrap(),
        )
        .model()
        .unwrap();
    assert_eq!(plain.definitions.len(), model.definitions.len());
}

#[test]
fn url_properties_are_typed_in_opt_files_too() {
    let model = SourceSet::new()
        .add(
            "t.opt",
            "Language\nD\n\nfx\nD Var(x) UrlSuffix(gcc/x.html) LangUrlSuffix_D(gdc/x.html)\nX.\n",
        )
        .model()
        .unwrap();
    let p = &model.option("fx").unwrap().props;
    assert_eq!(p.rare().url_suffix.as_deref(), Some("gcc/x.html"));
    assert_eq!(
        p.rare().lang_url_suffixes,
        [("D".to_owned(), "gdc/x.html".to_owned())]
    );
}
