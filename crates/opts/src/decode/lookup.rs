//! Finding the option an argument names: GCC's `find_opt` (binary search, then the
//! `back_chain` walk that makes the longest matching `Joined` option win) and the table of
//! alternative spellings (`-fno-`, `--warn-`, `--machine=`, ...) `decode_cmdline_option`
//! tries when the plain lookup fails.

use crate::table::{ClFlags, OptIndex};

use super::Decoder;

/// One alternative spelling: arguments starting with `opt0` (and, for two-argument forms,
/// a next argument starting with `opt1`) are looked up with `new_prefix` instead.
pub(crate) struct Spelling {
    pub(crate) opt0: &'static str,
    pub(crate) opt1: Option<&'static str>,
    pub(crate) new_prefix: &'static str,
    /// At least one character must follow the prefix.
    pub(crate) another_char_needed: bool,
    /// The spelling is the `no-` form of the option found.
    pub(crate) negated: bool,
}

macro_rules! spellings {
    ($(($opt0:literal, $opt1:expr, $new:literal, $another:literal, $neg:literal),)*) => {
        /// GCC's `option_map`, in GCC's order (the first spelling that finds an option wins).
        pub(crate) const SPELLINGS: &[Spelling] = &[$(Spelling {
            opt0: $opt0,
            opt1: $opt1,
            new_prefix: $new,
            another_char_needed: $another,
            negated: $neg,
        },)*];
    };
}

spellings! {
    ("-Wno-", None, "-W", false, true),
    ("-fno-", None, "-f", false, true),
    ("-gno-", None, "-g", false, true),
    ("-mno-", None, "-m", false, true),
    ("--debug=", None, "-g", false, false),
    ("--machine-", None, "-m", true, false),
    ("--machine-no-", None, "-m", false, true),
    ("--machine=", None, "-m", false, false),
    ("--machine=no-", None, "-m", false, true),
    ("--machine", Some(""), "-m", false, false),
    ("--machine", Some("no-"), "-m", false, true),
    ("--optimize=", None, "-O", false, false),
    ("--std=", None, "-std=", false, false),
    ("--std", Some(""), "-std=", false, false),
    ("--warn-", None, "-W", true, false),
    ("--warn-no-", None, "-W", false, true),
    ("--", None, "-f", true, false),
    ("--no-", None, "-f", false, true),
}

/// Whether an option is a "remapping prefix": undocumented, joined and in no class, used
/// only to stop a negated spelling from being read as an argument of a shorter option.
pub(crate) fn remapping_prefix(flags: u32, lang_all: u32) -> bool {
    let class = ClFlags::DRIVER.0 | ClFlags::TARGET.0 | ClFlags::COMMON.0 | lang_all;
    flags & ClFlags::UNDOCUMENTED.0 != 0 && flags & ClFlags::JOINED.0 != 0 && flags & class == 0
}

/// The result of a lookup.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Found {
    /// An option valid for the language mask (or, failing that, the best option of another
    /// language; the caller diagnoses it).
    Option(OptIndex),
    /// Nothing matches (`OPT_SPECIAL_unknown`).
    Unknown,
}

impl Decoder<'_> {
    /// GCC's `find_opt`: `input` is the argument without its leading `-`; the table is
    /// sorted bytewise by name, as GCC's is.
    pub(crate) fn find_opt(&self, input: &str, lang_mask: u32) -> Found {
        let options = &self.table.options;
        let input = input.as_bytes();
        let n = options.len();
        if n == 0 {
            return Found::Unknown;
        }
        let name_of = |pos: usize| options[pos].name.as_bytes();
        // Find mn with options[mn] <= input < options[mn + 1], comparing only as many
        // bytes of the input as the option's name has (strncmp).
        let keys = &self.compiled.name_keys;
        let input_key = super::compiled::prefix_key(input);
        let (mut mn, mut mx) = (0usize, n);
        while mx - mn > 1 {
            let md = (mn + mx) / 2;
            let name = name_of(md);
            // Compare the first min(8, len) bytes as integers, the rest as bytes.
            let shown = name.len().min(8);
            let masked = if shown == 8 {
                input_key
            } else {
                input_key & !(u64::MAX.checked_shr(8 * shown as u32).unwrap_or(0))
            };
            let less = match masked.cmp(&keys[md]) {
                std::cmp::Ordering::Less => true,
                std::cmp::Ordering::Greater => false,
                std::cmp::Ordering::Equal => {
                    name.len() > 8
                        && input.get(8..name.len().min(input.len())).unwrap_or(&[]) < &name[8..]
                }
            };
            if less {
                mx = md;
            } else {
                mn = md;
            }
        }
        let mn_orig = mn;
        let lang_all = self.table.all_languages().0;
        let mut wrong_lang: Option<usize> = None;
        let mut pos = Some(mn);
        while let Some(p) = pos {
            let flags = self.compiled.flags[p];
            let name = name_of(p);
            if input.starts_with(name)
                && (input.len() == name.len() || flags & ClFlags::JOINED.0 != 0)
            {
                if flags & lang_mask != 0 {
                    return Found::Option(OptIndex::at(p));
                }
                if remapping_prefix(flags, lang_all) {
                    return Found::Unknown;
                }
                wrong_lang.get_or_insert(p);
            }
            // A back chain always points earlier; anything else (a hand-built table) ends it.
            pos = options[p]
                .back_chain
                .map(OptIndex::index)
                .filter(|&b| b < p);
        }
        if wrong_lang.is_none() && input.first() == Some(&b'-') {
            // "--long" options may be abbreviated when the abbreviation is unambiguous
            // (a "--option=" variant right after "--option" does not count).
            let mut mnc = mn_orig + 1;
            while mnc < n && name_of(mnc).starts_with(input) {
                let joined = self.compiled.flags[mnc] & ClFlags::JOINED.0 != 0;
                if mnc == mn_orig + 1 && !joined {
                    wrong_lang = Some(mnc);
                } else if mnc == mn_orig + 2
                    && wrong_lang == Some(mn_orig + 1)
                    && joined
                    && name_of(mnc).len() == name_of(mn_orig + 1).len() + 1
                    && name_of(mnc).starts_with(name_of(mn_orig + 1))
                {
                    // "--option" followed by "--option=": still unambiguous.
                } else {
                    return Found::Unknown;
                }
                mnc += 1;
            }
        }
        match wrong_lang {
            Some(p) => Found::Option(OptIndex::at(p)),
            None => Found::Unknown,
        }
    }
}
