//! Following an option's aliases (`Alias(...)`, `Ignore`, `WarnRemoved`) to the option
//! it stands for, with the alias's own arguments and negation.

use std::borrow::Cow;

use crate::table::{AliasTarget, OptIndex, OptionEntry};

use super::Decoder;
use super::bits::Bits;
use super::decoded::{DecodeErrors, Decoded};

impl<'t> Decoder<'t> {
    /// Aliases, and options that are ignored or removed. GCC's validator forbids an alias
    /// of an alias (its decoder asserts); a chain in an unvalidated table is followed, a
    /// bounded number of steps, rather than left half-resolved.
    pub(super) fn resolve_aliases<'b>(&self, st: &mut Resolution<'t, 'b>, have_separate_arg: bool)
    where
        't: 'b,
    {
        for step in 0..8 {
            let entry = &self.table.options[st.index.index()];
            if st.decoded != Decoded::Option(st.index)
                || matches!(entry.alias, AliasTarget::None)
                || (st.bits.separate_alias && !(step == 0 && have_separate_arg))
            {
                return;
            }
            match &entry.alias {
                AliasTarget::Ignore => (st.decoded, st.arg) = (Decoded::Ignored, None),
                AliasTarget::WarnRemoved => (st.decoded, st.arg) = (Decoded::WarnRemoved, None),
                AliasTarget::Option { target } => {
                    if target.index() >= self.table.options.len() {
                        // An alias of a missing option (only a hand-built table has one).
                        return;
                    }
                    self.follow_alias(st, *target);
                }
                AliasTarget::None => {}
            }
        }
    }

    /// One step of [`Decoder::resolve_aliases`]: the alias's own arguments, its negation,
    /// then the target's flags, warning and disabled state.
    fn follow_alias<'b>(&self, st: &mut Resolution<'t, 'b>, target: OptIndex)
    where
        't: 'b,
    {
        let entry: &'t OptionEntry = &self.table.options[st.index.index()];
        match entry.alias_args() {
            (Some(pos), Some(neg)) => {
                st.arg = Some(Cow::Borrowed(if st.value != 0 { pos } else { neg }));
                st.value = 1;
            }
            (Some(pos), None) => st.arg = Some(Cow::Borrowed(pos)),
            _ => {}
        }
        if st.bits.negative_alias {
            st.value = i64::from(st.value == 0);
        }
        st.index = target;
        st.decoded = Decoded::Option(target);
        st.bits = self.bits(target);
        let (separate, joined) = self.argument_forms(target);
        if !st.errors.contains(DecodeErrors::MISSING_ARG)
            && (separate || joined)
            && st.bits.missing_ok
            && st.arg.is_none()
        {
            st.arg = Some(Cow::Borrowed(""));
        }
        let target_entry: &'t OptionEntry = &self.table.options[target.index()];
        if let Some(w) = target_entry.warn_message() {
            st.warn = Some(w);
        }
        if self.compiled.disabled[target.index()] {
            st.errors.insert(DecodeErrors::DISABLED);
        }
    }
}

/// A decoding under way, while aliases are followed.
pub(super) struct Resolution<'t, 'b> {
    pub(super) index: OptIndex,
    pub(super) decoded: Decoded,
    pub(super) bits: Bits,
    pub(super) arg: Option<Cow<'b, str>>,
    pub(super) value: i64,
    pub(super) mask: i64,
    pub(super) warn: Option<&'t str>,
    pub(super) errors: DecodeErrors,
}
