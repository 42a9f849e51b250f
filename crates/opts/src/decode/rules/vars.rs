//! Access to the option state by GCC's variable and option names, for the rules: what
//! GCC's hand-written code does with `opts->x_NAME` and `opts_set->x_NAME`.

use super::super::Decoder;
use super::super::handle::Handling;
use super::super::state::Value;

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
