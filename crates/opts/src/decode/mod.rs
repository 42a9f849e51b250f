//! The command-line decoder: GCC's `decode_cmdline_options_to_array`, `prune_options` and
//! `read_cmdline_option` over an [`OptionTable`].
//!
//! A [`Decoder`] is built for a compiler proper of some languages ([`Decoder::compiler`],
//! like `cc1` for `C`) or for the driver ([`Decoder::driver`], GCC's `CL_DRIVER` mask).
//! [`Decoder::decode`] turns arguments into [`DecodedOption`]s (lookup, alternative
//! spellings, arguments, aliases, integer and enumeration conversion, then pruning);
//! [`Decoder::run`] also applies them to an [`OptionState`] and reports GCC's diagnostics.
//! [`Decoder::with_conditions`] picks the configuration (which `Condition`s hold; none does
//! for x86_64-linux) and [`Decoder::with_definitions`] takes `EnabledBy`/`LangEnabledBy`
//! per definition record, as GCC's generator does. What GCC decides in hand-written code
//! (`-O` levels, `-Werror=`, front-end defaults, `finish_options`, the x86-64 target's
//! overrides) is outside the `.opt` files: [`Decoder::with_gcc_rules`] adds it.
//!
//! | GCC | here |
//! |---|---|
//! | `find_opt` | [`Decoder::find`] |
//! | `decode_cmdline_option` / `decode_cmdline_options_to_array` | [`Decoder::decode`] |
//! | `prune_options`, `cancel_option` | inside [`Decoder::decode`] |
//! | `generate_canonical_option` | [`Decoder::canonical`] |
//! | `read_cmdline_option`, `handle_option`, `set_option` | [`Decoder::run`] |
//! | `integral_argument` | [`integral_argument`] |
//! | `gcc_options` / `global_options_set` | [`OptionState`] |
//! | `cl_decoded_option`, `CL_ERR_*`, `OPT_SPECIAL_*` | [`DecodedOption`], [`DecodeErrors`], [`Decoded`] |
//! | `cl_deferred_option` | [`DeferredOption`] |
//! | `option_enabled`, `enum_value_to_arg` | [`Decoder::option_enabled`], [`Decoder::enum_string_of`] |
//! | `cmdline_handle_error`, `complain_wrong_lang` | [`Problem`], [`CmdlineDiagnostic`] |
//! | `common_handle_option_auto`, `<lang>_handle_option_auto` | implications inside [`Decoder::run`] |
//! | `option_proposer::suggest_option`, `find_closest_string` | [`Decoder::suggest_option`], [`closest`] |
//! | `get_edit_distance` | [`edit_distance`] |
//! | `default_options_optimization`, `finish_options`, `enable_warning_as_error`, `ix86_option_override_internal` | [`Decoder::with_gcc_rules`] |
//!
//! Enumeration values that are C macros (`Value(TLS_MODEL_GLOBAL_DYNAMIC)`) have no number
//! the decoder could know. For such an enumeration a decoded value (and the state of its
//! variable) is the position of the first string with that value text; for `EnumSet` and
//! `EnumBitSet` options it is one bit per such position. Enumerations whose values are all
//! integer literals use GCC's numbers.
//!
//! ```
//! let mut files = opts::SourceSet::new();
//! files.add("demo.opt", "Language\nC\n\nWall\nC Warning Var(warn_all)\nEnable most warnings.\n\n\
//!                        Wunused\nC Warning Var(warn_unused) LangEnabledBy(C, Wall)\nWarn about unused things.\n");
//! let table = opts::OptionTable::build(&files.model().unwrap());
//! let decoder = opts::decode::Decoder::compiler(&table, &["C"]).unwrap();
//! let outcome = decoder.run(&["-Wall", "-Wno-frobnicate"]);
//! assert!(outcome.diagnostics.is_empty());
//! assert_eq!(outcome.state.value("warn_unused").and_then(|v| v.as_int()), Some(1));
//! assert!(!outcome.state.is_set("warn_unused"));
//! ```

mod alias;
mod argument;
mod bits;
mod compiled;
mod decoded;
mod diagnostic;
mod handle;
mod integer;
mod lookup;
mod one;
mod prune;
mod query;
mod rules;
mod spell;
mod state;

use std::borrow::Cow;

use crate::table::{ClFlags, OptIndex, OptionTable};

pub use decoded::{DecodeErrors, Decoded, DecodedOption};
pub use diagnostic::{CmdlineDiagnostic, Problem, Severity};
pub use integer::{IntegerArgError, integral_argument};
pub use spell::{closest, edit_distance};
pub use state::{DeferredOption, OptionState, Value, VarState};

use compiled::Compiled;
pub(crate) use compiled::{EnumValues, enum_values};
use decoded::Source;

/// A [`Decoder`] could not be set up.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// A language name the table does not declare.
    #[error("unknown language `{name}`: the option files declare {known}")]
    UnknownLanguage {
        /// The name given.
        name: String,
        /// The declared languages, comma separated.
        known: String,
    },
    /// The table generated code embeds could not be read.
    #[error(transparent)]
    Table(#[from] crate::table::TableBytesError),
}

/// Decodes command lines against one option table, for the driver or for a compiler proper
/// of some languages.
#[derive(Debug, Clone)]
pub struct Decoder<'t> {
    table: &'t OptionTable,
    compiled: Compiled,
    /// The mask options are checked against: the languages with `CL_COMMON | CL_TARGET`,
    /// or `CL_DRIVER` alone.
    lang_mask: u32,
    /// The language bits (empty for the driver).
    languages: u32,
    /// Every valid spelling, for "did you mean" hints (built on first use).
    suggestions: std::sync::OnceLock<Vec<String>>,
    /// Whether GCC's hand-written option rules apply ([`Decoder::with_gcc_rules`]).
    gcc_rules: bool,
}

/// A decoded command line: the options left after pruning, in order.
#[derive(Debug, Clone)]
pub struct DecodedCommandLine<'a> {
    /// The arguments that were decoded.
    pub args: Vec<&'a str>,
    /// The decoded options (`-fdiagnostics-color=` moved first, cancelled ones removed).
    pub options: Vec<DecodedOption<'a>>,
}

impl DecodedCommandLine<'_> {
    /// GCC's `orig_option_with_args_text`: the option's arguments as given, joined by
    /// spaces, an empty argument shown as `""`.
    pub fn orig_text(&self, o: &DecodedOption<'_>) -> String {
        let words: Vec<&str> = match &o.source {
            Source::Args(n) => self
                .args
                .get(o.position..(o.position + n).min(self.args.len()))
                .unwrap_or_default()
                .to_vec(),
            Source::Built(s) => vec![s.as_str()],
            Source::Expansion(s) => vec![s],
        };
        let shown: Vec<&str> = words
            .iter()
            .map(|w| if w.is_empty() { "\"\"" } else { w })
            .collect();
        shown.join(" ")
    }
}

/// The result of [`Decoder::run`]: decoded options, final state and diagnostics.
#[derive(Debug, Clone)]
pub struct Outcome<'a> {
    /// The decoded, pruned options.
    pub decoded: DecodedCommandLine<'a>,
    /// The state of every variable afterwards.
    pub state: OptionState,
    /// GCC's diagnostics, in the order GCC gives them.
    pub diagnostics: Vec<CmdlineDiagnostic>,
}

impl Outcome<'_> {
    /// Whether any diagnostic is an error.
    pub fn has_errors(&self) -> bool {
        self.diagnostics
            .iter()
            .any(|d| d.severity == Severity::Error)
    }
}

/// Options GCC expands `-fdiagnostics-plain-output` into before decoding.
const PLAIN_OUTPUT: &[&str] = &[
    "-fno-diagnostics-show-caret",
    "-fno-diagnostics-show-line-numbers",
    "-fdiagnostics-color=never",
    "-fdiagnostics-urls=never",
    "-fdiagnostics-path-format=separate-events",
];

impl<'t> Decoder<'t> {
    /// A decoder for a compiler proper of `languages` (as `cc1` is for `C`): options of
    /// those languages, `Common` and `Target` options are accepted. Every `Condition` is
    /// taken as true; see [`Decoder::with_conditions`].
    pub fn compiler(table: &'t OptionTable, languages: &[&str]) -> Result<Self, SetupError> {
        let mut mask = 0u32;
        for name in languages {
            let Some(p) = table.language(name) else {
                return Err(SetupError::UnknownLanguage {
                    name: (*name).to_owned(),
                    known: table
                        .languages
                        .iter()
                        .map(|l| l.name.as_str())
                        .collect::<Vec<_>>()
                        .join(", "),
                });
            };
            mask |= ClFlags::language(p).0;
        }
        Ok(Decoder {
            table,
            compiled: Compiled::new(table, &|_| true),
            lang_mask: mask | ClFlags::COMMON.0 | ClFlags::TARGET.0,
            languages: mask,
            suggestions: std::sync::OnceLock::new(),
            gcc_rules: false,
        })
    }

    /// A decoder for the driver (`gcc`): the language mask is `CL_DRIVER` alone, options of
    /// the compilers are accepted and passed on, unknown options are reported last with a
    /// spelling hint, `DriverOnly` enumeration strings are accepted.
    pub fn driver(table: &'t OptionTable) -> Self {
        Decoder {
            table,
            compiled: Compiled::new(table, &|_| true),
            lang_mask: ClFlags::DRIVER.0,
            languages: 0,
            suggestions: std::sync::OnceLock::new(),
            gcc_rules: false,
        }
    }

    /// The same decoder for a configuration in which `holds(condition)` says whether each
    /// option's `Condition` is true; options whose condition is false are disabled, as in a
    /// GCC built for that configuration.
    pub fn with_conditions(mut self, holds: impl Fn(&str) -> bool) -> Self {
        let implications = std::mem::take(&mut self.compiled.implications);
        self.compiled = Compiled::new(self.table, &holds);
        self.compiled.implications = implications;
        self.suggestions = std::sync::OnceLock::new();
        self
    }

    /// Takes `EnabledBy`/`LangEnabledBy` from each definition record of `model` (the
    /// model the table was built from), as GCC's generator does, rather than from the
    /// table's merged properties, which keep one of them when an option is defined in
    /// several files (`-Waddress` is enabled by `-Wall` in `c.opt` and by `-Wextra` in
    /// `d/lang.opt`).
    pub fn with_definitions(self, model: &crate::Model) -> Self {
        self.with_definition_props(model.definitions.iter().map(|d| (&*d.name, &*d.props)))
    }

    /// [`Decoder::with_definitions`] from each definition record's option name and
    /// properties, in the model's order, as generated code has them
    /// ([`EmbeddedTable::definitions`](crate::EmbeddedTable::definitions)).
    pub fn with_definition_props<'p>(
        mut self,
        definitions: impl IntoIterator<Item = (&'p str, &'p crate::OptionProps)>,
    ) -> Self {
        self.compiled.implications = compiled::implications(
            self.table,
            &self.compiled.var,
            &self.compiled.slot_names,
            definitions,
        );
        self
    }

    /// The table decoded against.
    pub fn table(&self) -> &'t OptionTable {
        self.table
    }

    /// Whether this is the driver's decoder.
    pub fn is_driver(&self) -> bool {
        self.languages == 0
    }

    /// The language bits this decoder compiles for.
    pub fn languages(&self) -> ClFlags {
        ClFlags(self.languages)
    }

    /// The option an argument (without its leading `-`) names, by GCC's longest-match rule
    /// (`find_opt`); `None` when none does. An option of another language is returned when
    /// no option of this decoder's languages matches.
    #[doc(alias = "find_opt")]
    pub fn find(&self, name: &str) -> Option<OptIndex> {
        match self.find_opt(name, self.lang_mask) {
            lookup::Found::Option(i) => Some(i),
            lookup::Found::Unknown => None,
        }
    }

    /// Decodes `args` (without the program name) and prunes cancelled options
    /// (`decode_cmdline_options_to_array`).
    #[doc(alias = "decode_cmdline_options_to_array")]
    pub fn decode<'a, S: AsRef<str>>(&'a self, args: &'a [S]) -> DecodedCommandLine<'a> {
        let words: Vec<&'a str> = args.iter().map(AsRef::as_ref).collect();
        let mut options = Vec::with_capacity(words.len());
        let mut i = 0;
        while i < words.len() {
            let word = words[i];
            if !word.starts_with('-') || word.len() == 1 {
                options.push(DecodedOption {
                    decoded: Decoded::InputFile,
                    position: i,
                    arg: Some(Cow::Borrowed(word)),
                    value: 1,
                    mask: 0,
                    errors: DecodeErrors::default(),
                    warn: None,
                    source: Source::Args(1),
                });
                i += 1;
                continue;
            }
            if word == "--param" && i + 1 < words.len() {
                // "--param KEY=VALUE" is read as "--param=KEY=VALUE".
                let joined = format!("--param={}", words[i + 1]);
                let (o, _, warn) = self.decode_option(&[joined.as_str()]);
                let o = DecodedOption {
                    decoded: o.decoded,
                    position: i + 1,
                    arg: o.arg.map(|a| Cow::Owned(a.into_owned())),
                    value: o.value,
                    mask: o.mask,
                    errors: o.errors,
                    warn,
                    source: Source::Built(joined.clone()),
                };
                options.push(o);
                i += 2;
                continue;
            }
            if self.compiled.plain_output.is_some() && word == "-fdiagnostics-plain-output" {
                let mut j = 0;
                while j < PLAIN_OUTPUT.len() {
                    let (o, n, _) = self.decode_option(&PLAIN_OUTPUT[j..]);
                    options.push(DecodedOption {
                        position: i,
                        source: Source::Expansion(PLAIN_OUTPUT[j]),
                        ..o
                    });
                    j += n;
                }
                i += 1;
                continue;
            }
            let (mut o, n, _) = self.decode_option(&words[i..]);
            o.position = i;
            options.push(o);
            i += n;
        }
        DecodedCommandLine {
            options: self.prune(options),
            args: words,
        }
    }

    /// Decodes `args`, applies them to the initial state and reports diagnostics.
    pub fn run<'a, S: AsRef<str>>(&'a self, args: &'a [S]) -> Outcome<'a> {
        let decoded = self.decode(args);
        let handled = self.handle_all(&decoded);
        Outcome {
            decoded,
            state: handled.state,
            diagnostics: handled.diagnostics,
        }
    }

    /// GCC's `generate_canonical_option` (with the extra `Args(N)` arguments): how the
    /// option is passed on, e.g. `-fno-foo` for a negative form, `-ofile` → `-o file`.
    /// Unknown options and input files pass through; ignored options vanish.
    #[doc(alias = "generate_canonical_option")]
    pub fn canonical(
        &self,
        cmdline: &DecodedCommandLine<'_>,
        o: &DecodedOption<'_>,
    ) -> Vec<String> {
        let index = match o.decoded {
            Decoded::Option(i) => i,
            Decoded::Unknown | Decoded::InputFile => {
                return vec![o.arg.as_deref().unwrap_or_default().to_owned()];
            }
            Decoded::Ignored | Decoded::WarnRemoved => return Vec::new(),
        };
        let entry = &self.table.options[index.index()];
        let bits = self.bits(index);
        let name = &entry.name;
        let negated = o.value == 0
            && !bits.reject_negative
            && matches!(name.as_bytes().first(), Some(b'W' | b'f' | b'g' | b'm'));
        let text = if negated {
            format!("-{}no-{}", &name[..1], &name[1..])
        } else {
            format!("-{name}")
        };
        let mut out = match o.arg.as_deref() {
            Some(arg) if self.flags(index) & ClFlags::SEPARATE.0 != 0 && !bits.separate_alias => {
                vec![text, arg.to_owned()]
            }
            Some(arg) => vec![format!("{text}{arg}")],
            None => vec![text],
        };
        let nargs = usize::from(bits.separate_nargs);
        if nargs > 1
            && self.flags(index) & ClFlags::SEPARATE.0 != 0
            && let Source::Args(n) = o.source
        {
            {
                // The separate arguments are the last ones the option used.
                let found = nargs.min(n.saturating_sub(1));
                let end = (o.position + n).min(cmdline.args.len());
                out.truncate(1);
                out.extend(
                    cmdline.args[end - found.min(end)..end]
                        .iter()
                        .map(|a| (*a).to_owned()),
                );
            }
        }
        out
    }

    /// The canonical argument list of a decoded command line (every option's
    /// [`Decoder::canonical`] form, in order).
    pub fn canonical_args(&self, cmdline: &DecodedCommandLine<'_>) -> Vec<String> {
        cmdline
            .options
            .iter()
            .flat_map(|o| self.canonical(cmdline, o))
            .collect()
    }
}
