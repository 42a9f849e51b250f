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
mod i386_isa;
mod i386_names;
mod levels;
mod profile;
mod sanitize;
mod target;

use crate::table::OptIndex;

use super::handle::Handling;
use super::state::Value;
use super::{DecodedCommandLine, Decoder};

impl Decoder<'_> {
    /// The same decoder with GCC 12's hand-written option rules for x86_64-linux: the
    /// `-O` tables (`default_options_table`), handlers such as `-Werror=` enabling its
    /// warning or `-Wstrict-aliasing` setting level 3, the C and C++ front ends' defaults
    /// and `-std=` effects, `finish_options`, and the i386 back end's overrides. The state
    /// [`Decoder::run`] returns is then what `gcc -Q --help=...` shows for the same `cc1`
    /// arguments (the driver adds some: `gcc -###` shows them).
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
    pub fn with_gcc_rules(mut self) -> Self {
        self.gcc_rules = true;
        self
    }

    /// The values a target option accepts that GCC lists from C tables after
    /// `--help=target` (`TARGET_GET_VALID_OPTION_VALUES`): `-march=` and `-mtune=` names
    /// with [`Decoder::with_gcc_rules`], nothing otherwise.
    #[doc(alias = "ix86_get_valid_option_values")]
    pub fn valid_option_values(&self, index: OptIndex) -> &'static [&'static str] {
        if !self.gcc_rules {
            return &[];
        }
        match self
            .table
            .options
            .get(index.index())
            .map(|o| o.name.as_str())
        {
            Some("march=") => i386_names::MARCH,
            Some("mtune=") => i386_names::MTUNE,
            _ => &[],
        }
    }

    /// The slot of variable `name`, if the table has it.
    pub(crate) fn slot_of(&self, name: &str) -> Option<usize> {
        self.compiled.slot_names.get(name).copied()
    }

    /// Before the command line: the front end's and target's `init_options_struct`, then
    /// `default_options_optimization` over the decoded options.
    pub(crate) fn rules_before(&self, cmdline: &DecodedCommandLine<'_>, h: &mut Handling) {
        if !self.gcc_rules {
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
        if !self.gcc_rules {
            return;
        }
        handlers::handle(self, index, arg, value, pos, h);
    }

    /// After the command line: `finish_options`, then the target's option override (GCC
    /// runs it before printing `--help=`).
    pub(crate) fn rules_after(&self, h: &mut Handling) {
        if !self.gcc_rules {
            return;
        }
        finish::finish_options(self, h);
        target::option_override(self, h);
    }
}

/// Variable access for the rules, by name.
pub(crate) struct Vars<'a, 'd, 't> {
    pub(crate) d: &'d Decoder<'t>,
    pub(crate) h: &'a mut Handling,
}

impl Vars<'_, '_, '_> {
    /// The integer value of variable `name` (`None` when unknown or absent).
    pub(crate) fn get(&self, name: &str) -> Option<i64> {
        self.h.state.values[self.d.slot_of(name)?].as_int()
    }

    /// Whether `name` was set explicitly (`OPTION_SET_P`).
    pub(crate) fn is_set(&self, name: &str) -> bool {
        self.d
            .slot_of(name)
            .is_some_and(|s| self.h.state.set[s] != 0)
    }

    /// Sets `name` to `value` without marking it set (as GCC's code assigning
    /// `opts->x_NAME` does).
    pub(crate) fn set(&mut self, name: &str, value: i64) {
        if let Some(s) = self.d.slot_of(name) {
            self.h.state.values[s] = Value::Int(value);
        }
    }

    /// Sets the enumeration variable of option `option` to the value of its argument
    /// `arg` (in the decoder's numbering), without marking it set.
    pub(crate) fn set_enum(&mut self, option: &str, arg: &str) {
        let Some(index) = self.d.table.lookup(option) else {
            return;
        };
        let (Some((slot, _)), Some((e, _))) = (self.d.var_of(index), self.d.enum_of(index)) else {
            return;
        };
        if let Some(p) = self.d.enum_lookup(e, arg) {
            self.h.state.values[slot] = Value::Int(self.d.compiled.enums[e].plain[p]);
        }
    }

    /// The string value of variable `name` (`None` for a null pointer or when absent).
    pub(crate) fn get_str(&self, name: &str) -> Option<&str> {
        match &self.h.state.values[self.d.slot_of(name)?] {
            Value::Str(s) => s.as_deref(),
            _ => None,
        }
    }

    /// Sets string variable `name`, without marking it set.
    pub(crate) fn set_str(&mut self, name: &str, value: &str) {
        if let Some(s) = self.d.slot_of(name) {
            self.h.state.values[s] = Value::Str(Some(value.to_owned()));
        }
    }

    /// The bit of mask `name` (`X` of `MASK_X`/`OPTION_MASK_X`) and the variable holding
    /// it, if the table has it.
    pub(crate) fn mask(&self, name: &str) -> Option<(usize, i64)> {
        let m = self.d.table.masks.iter().find(|m| m.name == name)?;
        Some((self.d.slot_of(&m.var)?, 1i64.checked_shl(m.bit)?))
    }

    /// Whether mask `name` is on: `Some` when known.
    pub(crate) fn has_mask(&self, name: &str) -> Option<bool> {
        let (slot, bit) = self.mask(name)?;
        self.h.state.values[slot].bits_set(bit)
    }

    /// Whether the command line set or cleared mask `name` explicitly (`opts_set`).
    pub(crate) fn mask_explicit(&self, name: &str) -> bool {
        self.mask(name)
            .is_some_and(|(slot, bit)| self.h.state.set[slot] & bit != 0)
    }

    /// Marks mask `name` as set explicitly.
    pub(crate) fn mark_explicit(&mut self, name: &str) {
        if let Some((slot, bit)) = self.mask(name) {
            self.h.state.set[slot] |= bit;
        }
    }

    /// Sets (`on`) or clears mask `name`, without marking it set.
    pub(crate) fn set_mask(&mut self, name: &str, on: bool) {
        if let Some((slot, bit)) = self.mask(name) {
            let value = &mut self.h.state.values[slot];
            if on {
                value.set_bits(bit);
            } else {
                value.clear_bits(bit);
            }
        }
    }

    /// Sets mask `name` unless the command line set or cleared it.
    pub(crate) fn default_mask(&mut self, name: &str, on: bool) {
        if !self.mask_explicit(name) {
            self.set_mask(name, on);
        }
    }

    /// Sets variable `name` to a value no enumeration string has (GCC's value outside the
    /// `Enum` list, shown as `[default]`).
    pub(crate) fn set_unlisted(&mut self, name: &str) {
        if let Some(s) = self.d.slot_of(name) {
            self.h.state.values[s] = Value::Int(-1);
        }
    }

    /// Sets variable `name` to the value of a C macro, as written.
    pub(crate) fn set_symbolic(&mut self, name: &str, value: &str) {
        if let Some(s) = self.d.slot_of(name) {
            self.h.state.values[s] = Value::Symbolic(value.into());
        }
    }

    /// Whether the enumeration variable of option `option` holds the value of `arg`.
    pub(crate) fn enum_is(&self, option: &str, arg: &str) -> bool {
        let Some(index) = self.d.table.lookup(option) else {
            return false;
        };
        let (Some((slot, _)), Some((e, _))) = (self.d.var_of(index), self.d.enum_of(index)) else {
            return false;
        };
        let want = self
            .d
            .enum_lookup(e, arg)
            .map(|p| self.d.compiled.enums[e].plain[p]);
        want.is_some() && self.h.state.values[slot].as_int() == want
    }

    /// GCC's `SET_OPTION_IF_UNSET`.
    pub(crate) fn set_if_unset(&mut self, name: &str, value: i64) {
        if !self.is_set(name) {
            self.set(name, value);
        }
    }
}
