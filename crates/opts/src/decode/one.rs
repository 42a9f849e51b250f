//! Decoding one option from the front of an argument list: GCC's `decode_cmdline_option`.

use std::borrow::Cow;

use crate::table::{AliasTarget, ClFlags, EnumKind, OptIndex, VarType};

use super::Decoder;
use super::decoded::{DecodeErrors, Decoded, DecodedOption, Source};
use super::integer::integral_argument;
use super::lookup::{Found, SPELLINGS};

const CL_JOINED: u32 = ClFlags::JOINED.0;
const CL_SEPARATE: u32 = ClFlags::SEPARATE.0;
const CL_DRIVER: u32 = ClFlags::DRIVER.0;
const CL_TARGET: u32 = ClFlags::TARGET.0;
const CL_COMMON: u32 = ClFlags::COMMON.0;

/// Bit fields of a `cl_option` as the decoder sees them: all zero for a disabled option,
/// as GCC generates them when the `Condition` is false.
#[derive(Clone, Copy, Default)]
pub(crate) struct Bits {
    pub(crate) separate_nargs: u8,
    pub(crate) separate_alias: bool,
    pub(crate) negative_alias: bool,
    pub(crate) no_driver_arg: bool,
    pub(crate) reject_driver: bool,
    pub(crate) reject_negative: bool,
    pub(crate) missing_ok: bool,
    pub(crate) uinteger: bool,
    pub(crate) host_wide_int: bool,
    pub(crate) tolower: bool,
    pub(crate) byte_size: bool,
}

impl<'t> Decoder<'t> {
    /// The option's bit fields in this configuration.
    pub(crate) fn bits(&self, i: OptIndex) -> Bits {
        if self.compiled.disabled[i.index()] {
            return Bits::default();
        }
        let o = &self.table.options[i.index()];
        Bits {
            separate_nargs: o.separate_nargs.max(1),
            separate_alias: o.separate_alias,
            negative_alias: o.negative_alias,
            no_driver_arg: o.no_driver_arg,
            reject_driver: o.reject_driver,
            reject_negative: o.reject_negative,
            missing_ok: o.missing_ok,
            uinteger: o.uinteger,
            host_wide_int: o.host_wide_int,
            tolower: o.tolower,
            byte_size: o.byte_size,
        }
    }

    /// The option's effective `flags`.
    pub(crate) fn flags(&self, i: OptIndex) -> u32 {
        self.compiled.flags[i.index()]
    }

    /// GCC's `option_ok_for_language`.
    pub(crate) fn ok_for_language(&self, i: OptIndex, lang_mask: u32) -> bool {
        let flags = self.flags(i);
        let lang_all = self.table.all_languages().0;
        if flags & lang_mask == 0 {
            false
        } else {
            // A target option restricted to some languages must name this one.
            !(flags & CL_TARGET != 0
                && flags & (lang_all | CL_DRIVER) != 0
                && flags & (lang_mask & !CL_COMMON & !CL_TARGET) == 0)
        }
    }

    /// Whether enumeration string `pos` of `e` may be used (`DriverOnly` strings only by
    /// the driver).
    fn enum_arg_ok(&self, e: usize, pos: usize) -> bool {
        self.lang_mask & CL_DRIVER != 0 || !self.table.enums[e].values[pos].driver_only
    }

    /// GCC's `enum_arg_to_value`: the first usable string equal to `arg`.
    pub(crate) fn enum_lookup(&self, e: usize, arg: &str) -> Option<usize> {
        self.table.enums[e]
            .values
            .iter()
            .enumerate()
            .position(|(p, v)| v.arg == arg && self.enum_arg_ok(e, p))
    }

    /// GCC's `enum_value_to_arg`: the canonical string for `value` if one is marked
    /// `Canonical`, else the first string with that value; and whether it was canonical.
    pub(crate) fn enum_string(&self, e: usize, value: i64) -> Option<(usize, bool)> {
        let values = &self.compiled.enums[e].plain;
        let args = &self.table.enums[e].values;
        (0..args.len())
            .find(|&p| values[p] == value && args[p].canonical && self.enum_arg_ok(e, p))
            .map(|p| (p, true))
            .or_else(|| {
                (0..args.len())
                    .find(|&p| values[p] == value && self.enum_arg_ok(e, p))
                    .map(|p| (p, false))
            })
    }

    /// Decodes the option at the front of `argv` (which starts with `-` and is not `-`
    /// alone), returning it, how many arguments it used and its warning (with the table's
    /// lifetime, for callers that decode from temporary text).
    pub(crate) fn decode_option<'b>(
        &self,
        argv: &[&'b str],
    ) -> (DecodedOption<'b>, usize, Option<&'t str>)
    where
        't: 'b,
    {
        let lang_mask = self.lang_mask;
        let first = argv[0];
        let opt_value = &first[1..];
        let mut value: i64 = 1;
        let mut mask: i64 = 0;
        let mut errors = DecodeErrors::default();
        let mut extra_args = 0usize;
        let mut adjust_len: isize = 0;

        let mut found = self.find_opt(opt_value, lang_mask);
        let mut i = 0;
        while found == Found::Unknown && i < SPELLINGS.len() {
            let s = &SPELLINGS[i];
            i += 1;
            extra_args = usize::from(s.opt1.is_some());
            value = i64::from(!s.negated);
            let optn_len = s.opt1.map_or(s.opt0.len(), str::len);
            let second_ok = match s.opt1 {
                None => true,
                Some(o1) => argv.get(1).is_some_and(|a| a.starts_with(o1)),
            };
            if !(first.starts_with(s.opt0) && second_ok) {
                continue;
            }
            let word = argv[extra_args];
            if s.another_char_needed && word.len() <= optn_len {
                continue;
            }
            adjust_len = optn_len as isize - s.new_prefix.len() as isize;
            let mut dup = String::with_capacity(word.len() + s.new_prefix.len());
            dup.push_str(s.new_prefix);
            dup.push_str(word.get(optn_len..).unwrap_or(""));
            found = self.find_opt(&dup[1..], lang_mask);
        }

        let Found::Option(mut index) = found else {
            return (
                DecodedOption {
                    decoded: Decoded::Unknown,
                    position: 0,
                    arg: Some(Cow::Borrowed(first)),
                    value: 1,
                    mask: 0,
                    errors,
                    warn: None,
                    source: Source::Args(1),
                },
                1,
                None,
            );
        };

        let mut bits = self.bits(index);
        if value == 0 && bits.reject_negative {
            errors.insert(DecodeErrors::NEGATIVE);
            return (
                DecodedOption {
                    decoded: Decoded::Unknown,
                    position: 0,
                    arg: Some(Cow::Borrowed(first)),
                    value: 0,
                    mask: 0,
                    errors,
                    warn: None,
                    source: Source::Args(1),
                },
                1,
                None,
            );
        }
        let mut entry = &self.table.options[index.index()];
        if matches!(entry.var_type, VarType::Size) {
            value = 0;
        }
        let mut result = extra_args + 1;
        let mut warn: Option<&'t str> = entry.warn_message();
        if self.compiled.disabled[index.index()] {
            errors.insert(DecodeErrors::DISABLED);
        }

        let flags = self.flags(index);
        let mut separate_flag =
            flags & CL_SEPARATE != 0 && !(bits.no_driver_arg && lang_mask & CL_DRIVER != 0);
        let separate_args = if separate_flag {
            usize::from(bits.separate_nargs)
        } else {
            0
        };
        let mut joined_flag = flags & CL_JOINED != 0;
        let mut have_separate_arg = false;
        let mut arg: Option<Cow<'b, str>> = None;

        if joined_flag {
            let word = argv[extra_args];
            let at = entry.name.len() as isize + 1 + adjust_len;
            let joined = usize::try_from(at)
                .ok()
                .and_then(|at| word.get(at..))
                .unwrap_or("");
            if !joined.is_empty() || bits.missing_ok {
                arg = Some(Cow::Borrowed(joined));
            } else if separate_flag {
                match argv.get(extra_args + 1) {
                    Some(next) => {
                        arg = Some(Cow::Borrowed(next));
                        result = extra_args + 2;
                        have_separate_arg = true;
                    }
                    None => result = extra_args + 1,
                }
            }
        } else if separate_flag {
            arg = argv.get(extra_args + 1).map(|a| Cow::Borrowed(*a));
            let mut k = 0;
            while k < separate_args {
                if argv.get(extra_args + 1 + k).is_none() {
                    errors.insert(DecodeErrors::MISSING_ARG);
                    break;
                }
                k += 1;
            }
            result = extra_args + 1 + k;
            have_separate_arg = arg.is_some();
        }
        if arg.is_none() && (separate_flag || joined_flag) {
            errors.insert(DecodeErrors::MISSING_ARG);
        }

        // Aliases, and options that are ignored or removed. GCC's validator forbids an
        // alias of an alias (its decoder asserts); a chain in an unvalidated table is
        // followed, a bounded number of steps, rather than left half-resolved.
        let mut decoded = Decoded::Option(index);
        let mut steps = 0;
        while steps < 8
            && decoded == Decoded::Option(index)
            && !matches!(entry.alias, AliasTarget::None)
            && (!bits.separate_alias || (steps == 0 && have_separate_arg))
        {
            steps += 1;
            let alias: &'t AliasTarget = &self.table.options[index.index()].alias;
            match alias {
                AliasTarget::Ignore => {
                    decoded = Decoded::Ignored;
                    arg = None;
                }
                AliasTarget::WarnRemoved => {
                    decoded = Decoded::WarnRemoved;
                    arg = None;
                }
                AliasTarget::Option { target } => {
                    let target: OptIndex = *target;
                    if target.index() >= self.table.options.len() {
                        // An alias of a missing option (only a hand-built table has one).
                        break;
                    }
                    match self.table.options[index.index()].alias_args() {
                        (Some(pos), Some(neg)) => {
                            arg = Some(Cow::Borrowed(if value != 0 { pos } else { neg }));
                            value = 1;
                        }
                        (Some(pos), None) => arg = Some(Cow::Borrowed(pos)),
                        _ => {}
                    }
                    if bits.negative_alias {
                        value = i64::from(value == 0);
                    }
                    index = target;
                    decoded = Decoded::Option(index);
                    entry = &self.table.options[index.index()];
                    bits = self.bits(index);
                    let flags = self.flags(index);
                    separate_flag = flags & CL_SEPARATE != 0
                        && !(bits.no_driver_arg && lang_mask & CL_DRIVER != 0);
                    joined_flag = flags & CL_JOINED != 0;
                    if !errors.contains(DecodeErrors::MISSING_ARG)
                        && (separate_flag || joined_flag)
                        && bits.missing_ok
                        && arg.is_none()
                    {
                        arg = Some(Cow::Borrowed(""));
                    }
                    if let Some(w) = entry.warn_message() {
                        warn = Some(w);
                    }
                    if self.compiled.disabled[index.index()] {
                        errors.insert(DecodeErrors::DISABLED);
                    }
                }
                AliasTarget::None => {}
            }
        }

        if let Decoded::Option(index) = decoded {
            self.check_language(index, opt_value, &mut errors);
            self.convert_argument(index, bits, &mut arg, &mut value, &mut mask, &mut errors);
        }

        (
            DecodedOption {
                decoded,
                position: 0,
                arg,
                value,
                mask,
                errors,
                warn,
                source: Source::Args(result),
            },
            result,
            warn,
        )
    }

    /// The enumeration of an `Enum` option (`CLVC_ENUM`, with or without `Var`).
    pub(crate) fn enum_of(&self, i: OptIndex) -> Option<(usize, EnumKind)> {
        match self.table.options[i.index()].var_type {
            VarType::Enum { index, kind } if index.index() < self.table.enums.len() => {
                Some((index.index(), kind))
            }
            _ => None,
        }
    }

    /// The wrong-language check, including the one GCC makes on `-Werror=`'s argument.
    fn check_language(&self, index: OptIndex, opt_value: &str, errors: &mut DecodeErrors) {
        if !self.ok_for_language(index, self.lang_mask) {
            errors.insert(DecodeErrors::WRONG_LANG);
        } else if Some(index) == self.compiled.werror_eq
            && !opt_value.contains(',')
            && let Some(rest) = opt_value.get(7..)
            && let Found::Option(w) = self.find_opt(&format!("W{rest}"), self.lang_mask)
            && !self.ok_for_language(w, self.lang_mask)
        {
            errors.insert(DecodeErrors::WRONG_LANG);
        }
    }

    /// Lower-casing, integer conversion and enumeration lookup of the argument.
    fn convert_argument<'b>(
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
