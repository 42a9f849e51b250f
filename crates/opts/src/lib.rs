//! GCC's `.opt` option files: parser, validated model, option tables identical to GCC's,
//! generated Rust and a command-line decoder with GCC's rules.
//!
//! ```text
//! text ──lex──▶ records ──props──▶ typed records ──SourceSet::model──▶ Model ──table──▶ OptionTable
//!                                                       (merge + validate)        (GCC's numbering)
//! ```
//!
//! | module        | what it holds                                                            |
//! |---------------|--------------------------------------------------------------------------|
//! | [`diag`]      | [`Diagnostic`] (file:line:column, rule, offending text, expectation)     |
//! | `lex`         | records: lines separated by blank or comment lines (GCC's gatherer)      |
//! | [`props`]     | property lists, the `{...}` escape, [`Flag`] table of argument-less ones |
//! | [`model`]     | [`SourceSet`] → [`Model`]: typed records, merged [`OptionInfo`]s, rules |
//! | [`table`]     | [`OptionTable`]: `cl_options`, `OPT_` names, masks, vars, enums          |
//! | [`gcc`]       | which of GCC 12's `.opt` files a configuration reads (x86_64-linux: 14)  |
//! | [`sample`]    | an embedded sample `.opt` set using every record kind                    |
//! | [`codegen`]   | generated Rust ([`generate_rust`]) and the build-script [`Builder`]      |
//! | [`decode`]    | command lines decoded against a table with GCC's rules                   |
//! | [`driver`]    | `@file` response files and the `-O` check around the decoder             |
//! | [`help`]      | `--help` / `-Q --help` text as GCC formats it                            |
//! | [`hash`]      | FNV hashing for the name-keyed maps                                      |
//!
//! ```
//! use opts::{Rule, SourceSet};
//!
//! let text = "Language\nC\n\nWall\nC Warning Var(warn_all)\nEnable most warnings.\n\n\
//!             W\nC Alias(Wall)\nOld name.\n";
//! let table = SourceSet::new().add("demo.opt", text).model()?.table();
//! let wall = table.get(table.lookup("Wall").unwrap()).unwrap();
//! assert_eq!(wall.enumerator(), "OPT_Wall");
//! assert_eq!(wall.neg_index, Some(wall.index)); // -Wno-all is its negative form
//! let w = table.get(table.lookup("W").unwrap()).unwrap();
//! assert!(!w.has_enumerator); // aliases occupy a slot without an OPT_ name
//!
//! let err = SourceSet::new().add("bad.opt", "fx\nCommon Bogus\nX.\n").model().unwrap_err();
//! assert!(err.has(Rule::UnknownProperty));
//! assert!(err.to_string().starts_with("bad.opt:2:8: unknown property: found `Bogus`"));
//! # Ok::<(), opts::Diagnostics>(())
//! ```
//!
//! GCC → Rust names:
//!
//! | GCC                              | here                                          |
//! |----------------------------------|-----------------------------------------------|
//! | `optionlist` (opt-gather.awk)    | [`SourceSet::model`] (records sorted bytewise) |
//! | `struct cl_option`, `cl_options` | [`OptionEntry`], [`OptionTable::options`]     |
//! | `enum opt_code`, `OPT_foo`       | [`OptIndex`], [`OptionEntry::enumerator`]     |
//! | `N_OPTS`, `cl_options_count`     | [`OptionTable::len`]                          |
//! | `find_opt` (exact match)         | [`OptionTable::lookup`]                       |
//! | `CL_COMMON`, `CL_C`, ...         | [`ClFlags`], [`LanguageEntry`]                |
//! | `cl_enum`, `cl_enum_arg`         | [`EnumTable`], [`EnumArg`]                    |
//! | `cl_var_type` (`CLVC_*`)         | [`VarType`]                                   |
//! | `MASK_X`, `OPTION_MASK_X`        | [`MaskBit`]                                   |
//! | `struct gcc_options`             | [`VarField`], [`OptionTable::vars`]           |
//! | `ALL_OPT_FILES`, `extra_options` | [`gcc::COMMON_OPT_FILES`], [`gcc::CONFIGURATIONS`] |

// Where other crates' docs link to this one when cargo has not documented it yet (it
// documents a workspace in no fixed order): beside them, as `cargo doc` lays crates out.
// docs.rs passes its own URLs, which take precedence.
#![doc(html_root_url = "../")]

pub mod codegen;
pub mod decode;
pub mod diag;
pub mod driver;
pub mod gcc;
pub mod hash;
pub mod help;
mod lex;
pub mod model;
pub mod props;
pub mod sample;
pub mod table;

pub use codegen::{BuildError, Builder, generate_rust};
pub use diag::{Diagnostic, Diagnostics, Location, Rule, Severity};
pub use model::{CExpr, Model, OptionDef, OptionInfo, OptionProps, RareProps, SourceSet};
pub use props::{Flag, FlagSet};
pub use table::{
    AliasTarget, ClFlags, EmbeddedTable, EnumArg, EnumIndex, EnumKind, EnumTable, LanguageEntry,
    MaskBit, MaskRef, OptIndex, OptionEntry, OptionTable, TableBytesError, VarField, VarSource,
    VarType,
};
