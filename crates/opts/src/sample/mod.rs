//! An embedded sample `.opt` set that exercises every record kind and most properties; the
//! CLI uses it when given no files.

use crate::model::SourceSet;

/// The sample files: (name, contents). `common.opt.urls` holds URL suffixes in the GCC 14
/// `.opt.urls` format.
pub const FILES: [(&str, &str); 3] = [
    ("sample/common.opt", include_str!("common.opt")),
    ("sample/target.opt", include_str!("target.opt")),
    ("sample/common.opt.urls", include_str!("common.opt.urls")),
];

/// The sample files as a [`SourceSet`].
pub fn source_set() -> SourceSet {
    let mut set = SourceSet::new();
    for (name, text) in FILES {
        if name.ends_with(".urls") {
            set.add_urls(name, text);
        } else {
            set.add(name, text);
        }
    }
    set
}

#[cfg(test)]
mod tests {
    use crate::props::Flag;
    use crate::table::{AliasTarget, VarType};

    #[test]
    fn the_sample_is_valid_and_exercises_every_record_kind() {
        let model = super::source_set()
            .model()
            .unwrap_or_else(|d| panic!("{d}"));
        assert!(model.warnings.is_empty(), "{:?}", model.warnings);
        assert_eq!(model.languages.len(), 2);
        assert_eq!(model.header_includes.len(), 1);
        assert_eq!(model.source_includes.len(), 1);
        assert_eq!(model.target_saves.len(), 1);
        assert_eq!(model.variables.len(), 3);
        assert_eq!(model.enums.len(), 3);
        assert_eq!(model.extra_masks.len(), 1);
        let merged = model.option("Wunused-variable").unwrap();
        assert_eq!(merged.definitions.len(), 2);
        assert_eq!(
            merged.props.languages,
            [std::sync::Arc::from("C"), std::sync::Arc::from("Fortran")]
        );
        assert_eq!(
            merged.help.as_deref(),
            Some("Warn when a variable is unused.")
        );
        assert!(merged.props.rare().url_suffix.is_some());
        assert_eq!(merged.props.rare().lang_url_suffixes.len(), 1);
        let table = model.table();
        let ignore = table.lookup("fold-feature").unwrap();
        assert_eq!(table.get(ignore).unwrap().alias, AliasTarget::Ignore);
        let soft = &table.options[table.lookup("msoft-float").unwrap().index()];
        assert!(matches!(soft.var_type, VarType::BitClear(_)));
        let legacy = &table.options[table.lookup("mlegacy").unwrap().index()];
        assert_eq!(legacy.var.as_deref(), Some("VAR_mlegacy"));
        assert!(model.options.values().any(|o| o.props.has(Flag::Defer)));
    }
}
