//! Decoding one option from the front of an argument list: GCC's `decode_cmdline_option`.

use std::borrow::Cow;

use crate::table::{ClFlags, EnumKind, OptIndex, VarType};

use super::Decoder;
use super::alias::Resolution;
use super::bits::CL_DRIVER;
use super::decoded::{DecodeErrors, Decoded, DecodedOption, Source};
use super::lookup::{Found, SPELLINGS};

const CL_TARGET: u32 = ClFlags::TARGET.0;
const CL_COMMON: u32 = ClFlags::COMMON.0;

impl<'t> Decoder<'t> {
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
        let first = argv[0];
        let opt_value = &first[1..];
        let spelled = self.find_spelled(argv);
        let Found::Option(index) = spelled.found else {
            return unknown(first, 1, DecodeErrors::default());
        };
        let bits = self.bits(index);
        let mut errors = DecodeErrors::default();
        if spelled.value == 0 && bits.reject_negative {
            errors.insert(DecodeErrors::NEGATIVE);
            return unknown(first, 0, errors);
        }
        let entry = &self.table.options[index.index()];
        let value = if matches!(entry.var_type, VarType::Size) {
            0
        } else {
            spelled.value
        };
        if self.compiled.disabled[index.index()] {
            errors.insert(DecodeErrors::DISABLED);
        }
        let taken = self.take_argument(
            argv,
            index,
            spelled.extra_args,
            spelled.adjust_len,
            &mut errors,
        );
        let mut st = Resolution {
            index,
            decoded: Decoded::Option(index),
            bits,
            arg: taken.arg,
            value,
            mask: 0,
            warn: entry.warn_message(),
            errors,
        };
        self.resolve_aliases(&mut st, taken.have_separate_arg);
        if let Decoded::Option(index) = st.decoded {
            self.check_language(index, opt_value, &mut st.errors);
            let Resolution {
                bits,
                arg,
                value,
                mask,
                errors,
                ..
            } = &mut st;
            self.convert_argument(index, *bits, arg, value, mask, errors);
        }
        let decoded = DecodedOption {
            decoded: st.decoded,
            position: 0,
            arg: st.arg,
            value: st.value,
            mask: st.mask,
            errors: st.errors,
            warn: st.warn,
            source: Source::Args(taken.used),
        };
        (decoded, taken.used, st.warn)
    }

    /// The option `argv` starts with: looked up as written, then through the alternative
    /// spellings GCC accepts (`-Wno-`, `-fno-`, `--` forms, …) until one names an option.
    fn find_spelled(&self, argv: &[&str]) -> Spelled {
        let first = argv[0];
        let mut spelled = Spelled {
            found: self.find_opt(&first[1..], self.lang_mask),
            extra_args: 0,
            value: 1,
            adjust_len: 0,
        };
        for s in SPELLINGS {
            if spelled.found != Found::Unknown {
                break;
            }
            spelled.extra_args = usize::from(s.opt1.is_some());
            spelled.value = i64::from(!s.negated);
            let optn_len = s.opt1.map_or(s.opt0.len(), str::len);
            let second_ok = match s.opt1 {
                None => true,
                Some(o1) => argv.get(1).is_some_and(|a| a.starts_with(o1)),
            };
            if !(first.starts_with(s.opt0) && second_ok) {
                continue;
            }
            let word = argv[spelled.extra_args];
            if s.another_char_needed && word.len() <= optn_len {
                continue;
            }
            spelled.adjust_len = optn_len as isize - s.new_prefix.len() as isize;
            let mut dup = String::with_capacity(word.len() + s.new_prefix.len());
            dup.push_str(s.new_prefix);
            dup.push_str(word.get(optn_len..).unwrap_or(""));
            spelled.found = self.find_opt(&dup[1..], self.lang_mask);
        }
        spelled
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
}

/// What [`Decoder::find_spelled`] found: the option, how many words before the option's
/// own its spelling used, the value a negated spelling gives, and how much longer the
/// spelling is than the name it maps to.
struct Spelled {
    found: Found,
    extra_args: usize,
    value: i64,
    adjust_len: isize,
}

/// The decoding of an option no table entry names (or one rejected as negated).
fn unknown<'b, 't>(
    first: &'b str,
    value: i64,
    errors: DecodeErrors,
) -> (DecodedOption<'b>, usize, Option<&'t str>) {
    let decoded = DecodedOption {
        decoded: Decoded::Unknown,
        position: 0,
        arg: Some(Cow::Borrowed(first)),
        value,
        mask: 0,
        errors,
        warn: None,
        source: Source::Args(1),
    };
    (decoded, 1, None)
}
