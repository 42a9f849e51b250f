//! Questions about options in this decoder's configuration and a given state: GCC's
//! `option_enabled`, `enum_value_to_arg`, the effective `flags`.

use crate::table::{ClFlags, OptIndex};

use super::Decoder;
use super::compiled::Store;
use super::state::{OptionState, Value};

impl Decoder<'_> {
    /// The option's `flags` in this configuration (zero when its `Condition` is false, as
    /// in GCC's generated table).
    pub fn effective_flags(&self, index: OptIndex) -> u32 {
        self.compiled.flags.get(index.index()).copied().unwrap_or(0)
    }

    /// Whether the option's `Condition` is false in this configuration (`cl_disabled`).
    pub fn is_disabled(&self, index: OptIndex) -> bool {
        self.compiled
            .disabled
            .get(index.index())
            .copied()
            .unwrap_or(false)
    }

    /// The position in [`OptionState`] of the option's variable, and how it stores.
    pub(crate) fn var_of(&self, index: OptIndex) -> Option<(usize, &Store)> {
        self.compiled
            .var
            .get(index.index())?
            .as_ref()
            .map(|u| (u.slot, &u.store))
    }

    /// The name of the option's variable, if it has one.
    pub fn var_name(&self, index: OptIndex) -> Option<&str> {
        self.var_of(index)
            .map(|(slot, _)| &*self.compiled.slots[slot].name)
    }

    /// The string GCC shows for value `value` of enumeration `e` (`enum_value_to_arg`):
    /// the `Canonical` string with that value, else the first one.
    pub fn enum_string_of(&self, e: usize, value: i64) -> Option<String> {
        self.table.enums.get(e)?;
        self.enum_string(e, value)
            .map(|(p, _)| self.table.enums[e].values[p].arg.clone())
    }

    /// The string `-Q` shows for the value of an `Enum` option's variable: for `EnumSet` /
    /// `EnumBitSet` variables of an enumeration of macros the state is a set of positions,
    /// shown when it is exactly one string.
    pub(crate) fn enum_state_string(&self, index: OptIndex, value: i64) -> Option<String> {
        let (_, store) = self.var_of(index)?;
        let Store::Enum { index: e, kind } = *store else {
            return None;
        };
        let numbers = &self.compiled.enums[e];
        if kind == crate::table::EnumKind::Normal || numbers.numeric {
            return self.enum_string_of(e, value);
        }
        let p = numbers.bits.iter().position(|&b| b == value)?;
        self.enum_string_of(e, numbers.plain[p])
    }

    /// GCC's `option_enabled`: whether a switch is on in `state` (`None` when the option is
    /// not a simple switch or its value is a macro the decoder cannot evaluate). An option of
    /// other languages only is off.
    pub fn option_enabled(&self, index: OptIndex, state: &OptionState) -> Option<bool> {
        let flags = self.effective_flags(index);
        let lang_all = self.table.all_languages().0;
        if flags & ClFlags::COMMON.0 == 0 && flags & lang_all != 0 && flags & self.languages == 0 {
            return Some(false);
        }
        let (slot, store) = self.var_of(index)?;
        let value = state.values.get(slot)?;
        match store {
            Store::Integer => match value {
                Value::Int(v) if *v < 0 => None,
                Value::Int(v) => Some(*v != 0),
                _ => None,
            },
            Store::Equal(set) => value.as_int().map(|v| v == *set),
            Store::EqualSymbolic(set) => match value {
                Value::Symbolic(s) => Some(s == set),
                _ => None,
            },
            Store::BitSet(bits) => value.bits_set(*bits),
            Store::BitClear(bits) => value.bits_set(*bits).map(|b| !b),
            Store::Size => value.as_int().map(|v| v != -1),
            Store::String | Store::Enum { .. } | Store::Defer => None,
        }
    }
}
