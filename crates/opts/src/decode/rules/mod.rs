//! GCC's hand-written option rules, the ones its `.opt` files cannot say: the `-O` level
//! tables, the option handlers that do more than store a value (`-Werror=`,
//! `-pedantic-errors`, `-Wstrict-aliasing`, ...), the front ends' start-up defaults and
//! `finish_options`, and the x86-64 target's overrides. [`Decoder::with_gcc_rules`] turns
//! them on; the state the decoder then reaches is the one GCC's `-Q --help=` prints (after
//! `decode_options`, before the front end's `post_options`).
//!
//! Each rule names the GCC function it follows. They look options and variables up by
//! name, so on a table without them (a sample set) a rule does nothing.

mod finish;
mod frontend;
mod handlers;
mod i386_arches;
mod i386_isa;
mod i386_names;
mod i386_tune;
mod levels;
mod profile;
mod sanitize;
mod target;
mod vars;

pub(crate) use vars::Vars;

use crate::table::OptIndex;

use super::handle::Handling;
use super::{DecodedCommandLine, Decoder};

impl Decoder<'_> {
    /// The same decoder with GCC 12's hand-written option rules for x86_64-linux: the
    /// `-O` tables (`default_options_table`), handlers such as `-Werror=` enabling its
    /// warning or `-Wstrict-aliasing` setting level 3, the C and C++ front ends' defaults
    /// and `-std=` effects, `finish_options`, and the i386 back end's overrides. The state
    /// [`Decoder::run`] returns is then what `gcc -Q --help=...` shows for the same `cc1`
    /// arguments (the driver adds some: `gcc -###` shows them). The driver's own handlers
    /// are not modelled: on [`Decoder::driver`] this changes nothing.
    ///
    /// The rules find options and variables by GCC's names; a table without them (like
    /// this one) simply has fewer rules apply:
    ///
    /// ```
    /// let text = "Language\nC\n\nWerror=\nCommon Joined\nTreat warning X as an error.\n\n\
    ///             Wunused\nCommon Warning Var(warn_unused)\nWarn about unused things.\n";
    /// let table = opts::SourceSet::new().add("demo.opt", text).model().unwrap().table();
    /// let plain = opts::decode::Decoder::compiler(&table, &["C"]).unwrap();
    /// let gcc = plain.clone().with_gcc_rules();
    /// let args = ["-Werror=unused"];
    /// assert_eq!(plain.run(&args).state.value("warn_unused").and_then(|v| v.as_int()), Some(0));
    /// // GCC's enable_warning_as_error: -Werror=unused also turns -Wunused on.
    /// let state = gcc.run(&args).state;
    /// assert_eq!(state.value("warn_unused").and_then(|v| v.as_int()), Some(1));
    /// assert!(state.is_set("warn_unused"));
    /// ```
    #[doc(alias = "decode_options")]
    #[doc(alias = "default_options_optimization")]
    #[doc(alias = "default_options_table")]
    #[doc(alias = "finish_options")]
    #[doc(alias = "enable_warning_as_error")]
    #[doc(alias = "control_warning_option")]
    #[doc(alias = "c_common_init_options_struct")]
    #[doc(alias = "ix86_option_override_internal")]
    pub fn with_gcc_rules(mut self) -> Self {
        self.gcc_rules = true;
        self
    }

    /// The values a target option accepts that GCC lists from C tables after
    /// `--help=target` (`TARGET_GET_VALID_OPTION_VALUES`): the `-march=` names (and
    /// `native`) and `-mtune=` processors with [`Decoder::with_gcc_rules`], nothing
    /// otherwise.
    #[doc(alias = "ix86_get_valid_option_values")]
    pub fn valid_option_values(&self, index: OptIndex) -> Vec<&'static str> {
        if !self.gcc_rules {
            return Vec::new();
        }
        match self.table.options.get(index.index()).map(|o| &*o.name) {
            Some("march=") => i386_arches::ARCHES
                .iter()
                .map(|(name, _, _)| *name)
                .chain(["native"])
                .collect(),
            Some("mtune=") => i386_names::MTUNE.to_vec(),
            _ => Vec::new(),
        }
    }

    /// The slot of variable `name`, if the table has it.
    pub(crate) fn slot_of(&self, name: &str) -> Option<usize> {
        self.compiled.slot_names.get(name).copied()
    }

    /// Before the command line: the front end's and target's `init_options_struct`, then
    /// `default_options_optimization` over the decoded options.
    pub(crate) fn rules_before(&self, cmdline: &DecodedCommandLine<'_>, h: &mut Handling) {
        if !self.gcc_rules || self.is_driver() {
            return;
        }
        frontend::init_options_struct(self, h);
        target::init_options_struct(self, h);
        levels::default_options_optimization(self, cmdline, h);
    }

    /// The hand-written part of one option's handlers (`common_handle_option`,
    /// `c_common_handle_option`, `ix86_handle_option`), run after its value is stored.
    pub(crate) fn rules_handle(
        &self,
        index: OptIndex,
        arg: Option<&str>,
        value: i64,
        pos: usize,
        h: &mut Handling,
    ) {
        if !self.gcc_rules || self.is_driver() {
            return;
        }
        handlers::handle(self, index, arg, value, pos, h);
    }

    /// After the command line: `finish_options`, then the target's option override (GCC
    /// runs it before printing `--help=`).
    pub(crate) fn rules_after(&self, h: &mut Handling) {
        if !self.gcc_rules || self.is_driver() {
            return;
        }
        finish::finish_options(self, h);
        target::option_override(self, h);
    }
}
