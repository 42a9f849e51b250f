//! An option's argument: taking it from the command line (joined or separate), then
//! lower-casing it, reading it as an integer or looking it up in the option's enumeration.

use std::borrow::Cow;

use crate::table::{EnumKind, OptIndex};

use super::Decoder;
use super::bits::Bits;
use super::decoded::DecodeErrors;
use super::integer::integral_argument;

impl<'t> Decoder<'t> {
    /// The argument of option `index`: joined to its word, or in the next word(s) for a
    /// `Separate` option; a missing one is recorded in `errors`.
    pub(super) fn take_argument<'b>(
        &self,
        argv: &[&'b str],
        index: OptIndex,
        extra_args: usize,
        adjust_len: isize,
        errors: &mut DecodeErrors,
    ) -> TakenArgument<'b> {
        let bits = self.bits(index);
        let (separate, joined) = self.argument_forms(index);
        let mut taken = TakenArgument {
            arg: None,
            used: extra_args + 1,
            have_separate_arg: false,
        };
        if joined {
            let word = argv[extra_args];
            let name_len = self.table.options[index.index()].name.len() as isize;
            let text = usize::try_from(name_len + 1 + adjust_len)
                .ok()
                .and_then(|at| word.get(at..))
                .unwrap_or("");
            if !text.is_empty() || bits.missing_ok {
                taken.arg = Some(Cow::Borrowed(text));
            } else if separate && let Some(next) = argv.get(extra_args + 1) {
                taken.arg = Some(Cow::Borrowed(next));
                taken.used = extra_args + 2;
                taken.have_separate_arg = true;
            }
        } else if separate {
            taken.arg = argv.get(extra_args + 1).map(|a| Cow::Borrowed(*a));
            let wanted = usize::from(bits.separate_nargs);
            let present = (0..wanted)
                .take_while(|k| argv.get(extra_args + 1 + k).is_some())
                .count();
            if present < wanted {
                errors.insert(DecodeErrors::MISSING_ARG);
            }
            taken.used = extra_args + 1 + present;
            taken.have_separate_arg = taken.arg.is_some();
        }
        if taken.arg.is_none() && (separate || joined) {
            errors.insert(DecodeErrors::MISSING_ARG);
        }
        taken
    }

    /// Lower-casing, integer conversion and enumeration lookup of the argument.
    pub(super) fn convert_argument<'b>(
        &self,
        index: OptIndex,
        bits: Bits,
        arg: &mut Option<Cow<'b, str>>,
        value: &mut i64,
        mask: &mut i64,
        errors: &mut DecodeErrors,
    ) where
        't: 'b,
    {
        if bits.tolower
            && let Some(a) = arg.as_mut()
            && a.bytes().any(|b| b.is_ascii_uppercase())
        {
            *a = Cow::Owned(a.to_ascii_lowercase());
        }
        let entry = &self.table.options[index.index()];
        if let Some(a) = arg.as_deref()
            && (bits.uinteger || bits.host_wide_int)
        {
            *value = if a.is_empty() {
                0
            } else {
                match integral_argument(a, bits.byte_size) {
                    Ok(v) => v as i64,
                    Err(_) => {
                        errors.insert(DecodeErrors::UINT_ARG);
                        -1
                    }
                }
            };
            if let Some(r) = &entry.range()
                && (*value < r.min || *value > r.max)
            {
                errors.insert(DecodeErrors::INT_RANGE_ARG);
            }
        }
        let Some((e, kind)) = self.enum_of(index) else {
            return;
        };
        let Some(a) = arg.as_deref() else {
            return;
        };
        if kind != EnumKind::Normal {
            let (sum, set_mask, ok) = self.enum_set_value(e, kind, a);
            if !ok {
                errors.insert(DecodeErrors::ENUM_SET_ARG);
            }
            *mask |= set_mask;
            if *value == 1 {
                *value = sum;
            }
        } else if let Some(p) = self.enum_lookup(e, a) {
            *value = self.compiled.enums[e].plain[p];
            if let Some((c, true)) = self.enum_string(e, *value) {
                let canonical: &'t str = &self.table.enums[e].values[c].arg;
                *arg = Some(Cow::Borrowed(canonical));
            }
        } else {
            errors.insert(DecodeErrors::ENUM_ARG);
        }
    }

    /// Reads an `EnumSet`/`EnumBitSet` list: the OR of the values, the OR of the masks of
    /// their sets, and whether the list was valid (an element unknown, empty, or a second
    /// element of one set makes it invalid; what was read up to there is kept, as GCC does).
    pub(crate) fn enum_set_value(&self, e: usize, kind: EnumKind, arg: &str) -> (i64, i64, bool) {
        let values = &self.table.enums[e].values;
        let nums = &self.compiled.enums[e].bits;
        let mut sum = 0i64;
        let mut mask = 0i64;
        let mut used_sets = 0u64;
        for element in arg.split(',') {
            let Some(p) = (!element.is_empty())
                .then(|| self.enum_lookup(e, element))
                .flatten()
            else {
                return (sum, mask, false);
            };
            let this_mask = if kind == EnumKind::Set {
                let set = values[p].set.unwrap_or(0);
                let bit = 1u64
                    .checked_shl(u32::from(set).wrapping_sub(1))
                    .unwrap_or(0);
                if used_sets & bit != 0 {
                    return (sum, mask, false);
                }
                used_sets |= bit;
                values
                    .iter()
                    .zip(nums)
                    .filter(|(v, _)| v.set == Some(set))
                    .fold(0, |m, (_, n)| m | n)
            } else {
                nums[p]
            };
            sum |= nums[p];
            mask |= this_mask;
        }
        (sum, mask, true)
    }
}

/// An option's argument as [`Decoder::take_argument`] found it, and how many words the
/// option used with it.
pub(super) struct TakenArgument<'b> {
    pub(super) arg: Option<Cow<'b, str>>,
    pub(super) used: usize,
    pub(super) have_separate_arg: bool,
}
