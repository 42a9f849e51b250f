//! The optimization levels: GCC's `default_options_optimization` and its
//! `default_options_table` (opts.cc), and the x86 back end's
//! `ix86_option_optimization_table` (common/config/i386/i386-common.cc).

use crate::table::{ClFlags, OptIndex};

use super::super::decoded::Decoded;
use super::super::handle::Handling;
use super::super::{DecodedCommandLine, Decoder};
use super::Vars;

/// Which levels an entry applies at (GCC's `enum opt_levels`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Levels {
    All,
    OnePlus,
    OnePlusNotDebug,
    TwoPlus,
    TwoPlusSpeedOnly,
    ThreePlus,
    Fast,
}

use Levels::*;

/// One `struct default_options`: at `levels`, option `name` gets `value`, or the enumeration
/// argument `arg` when it has one.
type Entry = (Levels, &'static str, i64, Option<&'static str>);

/// `default_options_table`, in GCC's order. The enumeration entries name their argument
/// (`very-cheap` for `VECT_COST_MODEL_VERY_CHEAP`); `INSN_SCHEDULING` is defined on x86,
/// `DELAY_SLOTS` is not.
#[doc(alias = "default_options_table")]
#[rustfmt::skip]
const DEFAULT_OPTIONS: &[Entry] = &[
    (OnePlus, "fcombine-stack-adjustments", 1, None),
    (OnePlus, "fcompare-elim", 1, None),
    (OnePlus, "fcprop-registers", 1, None),
    (OnePlus, "fdefer-pop", 1, None),
    (OnePlus, "fforward-propagate", 1, None),
    (OnePlus, "fguess-branch-probability", 1, None),
    (OnePlus, "fipa-profile", 1, None),
    (OnePlus, "fipa-pure-const", 1, None),
    (OnePlus, "fipa-reference", 1, None),
    (OnePlus, "fipa-reference-addressable", 1, None),
    (OnePlus, "fmerge-constants", 1, None),
    (OnePlus, "fomit-frame-pointer", 1, None),
    (OnePlus, "freorder-blocks", 1, None),
    (OnePlus, "fshrink-wrap", 1, None),
    (OnePlus, "fsplit-wide-types", 1, None),
    (OnePlus, "fthread-jumps", 1, None),
    (OnePlus, "ftree-builtin-call-dce", 1, None),
    (OnePlus, "ftree-ccp", 1, None),
    (OnePlus, "ftree-ch", 1, None),
    (OnePlus, "ftree-coalesce-vars", 1, None),
    (OnePlus, "ftree-copy-prop", 1, None),
    (OnePlus, "ftree-dce", 1, None),
    (OnePlus, "ftree-dominator-opts", 1, None),
    (OnePlus, "ftree-fre", 1, None),
    (OnePlus, "ftree-sink", 1, None),
    (OnePlus, "ftree-slsr", 1, None),
    (OnePlus, "ftree-ter", 1, None),
    (OnePlus, "fvar-tracking", 1, None),
    (OnePlusNotDebug, "fbranch-count-reg", 1, None),
    (OnePlusNotDebug, "fdse", 1, None),
    (OnePlusNotDebug, "fif-conversion", 1, None),
    (OnePlusNotDebug, "fif-conversion2", 1, None),
    (OnePlusNotDebug, "finline-functions-called-once", 1, None),
    (OnePlusNotDebug, "fmove-loop-invariants", 1, None),
    (OnePlusNotDebug, "fmove-loop-stores", 1, None),
    (OnePlusNotDebug, "fssa-phiopt", 1, None),
    (OnePlusNotDebug, "fipa-modref", 1, None),
    (OnePlusNotDebug, "ftree-bit-ccp", 1, None),
    (OnePlusNotDebug, "ftree-dse", 1, None),
    (OnePlusNotDebug, "ftree-pta", 1, None),
    (OnePlusNotDebug, "ftree-sra", 1, None),
    (TwoPlus, "fcaller-saves", 1, None),
    (TwoPlus, "fcode-hoisting", 1, None),
    (TwoPlus, "fcrossjumping", 1, None),
    (TwoPlus, "fcse-follow-jumps", 1, None),
    (TwoPlus, "fdevirtualize", 1, None),
    (TwoPlus, "fdevirtualize-speculatively", 1, None),
    (TwoPlus, "fexpensive-optimizations", 1, None),
    (TwoPlus, "fgcse", 1, None),
    (TwoPlus, "fhoist-adjacent-loads", 1, None),
    (TwoPlus, "findirect-inlining", 1, None),
    (TwoPlus, "finline-small-functions", 1, None),
    (TwoPlus, "fipa-bit-cp", 1, None),
    (TwoPlus, "fipa-cp", 1, None),
    (TwoPlus, "fipa-icf", 1, None),
    (TwoPlus, "fipa-ra", 1, None),
    (TwoPlus, "fipa-sra", 1, None),
    (TwoPlus, "fipa-vrp", 1, None),
    (TwoPlus, "fisolate-erroneous-paths-dereference", 1, None),
    (TwoPlus, "flra-remat", 1, None),
    (TwoPlus, "foptimize-sibling-calls", 1, None),
    (TwoPlus, "fpartial-inlining", 1, None),
    (TwoPlus, "fpeephole2", 1, None),
    (TwoPlus, "freorder-functions", 1, None),
    (TwoPlus, "frerun-cse-after-loop", 1, None),
    (TwoPlus, "fschedule-insns2", 1, None),
    (TwoPlus, "fstrict-aliasing", 1, None),
    (TwoPlus, "fstore-merging", 1, None),
    (TwoPlus, "ftree-pre", 1, None),
    (TwoPlus, "ftree-switch-conversion", 1, None),
    (TwoPlus, "ftree-tail-merge", 1, None),
    (TwoPlus, "ftree-vrp", 1, None),
    (TwoPlus, "fvect-cost-model=", 0, Some("very-cheap")),
    (TwoPlus, "finline-functions", 1, None),
    (TwoPlus, "ftree-loop-distribute-patterns", 1, None),
    (TwoPlusSpeedOnly, "falign-functions", 1, None),
    (TwoPlusSpeedOnly, "falign-jumps", 1, None),
    (TwoPlusSpeedOnly, "falign-labels", 1, None),
    (TwoPlusSpeedOnly, "falign-loops", 1, None),
    (TwoPlusSpeedOnly, "foptimize-strlen", 1, None),
    (TwoPlusSpeedOnly, "freorder-blocks-algorithm=", 0, Some("stc")),
    (TwoPlusSpeedOnly, "ftree-loop-vectorize", 1, None),
    (TwoPlusSpeedOnly, "ftree-slp-vectorize", 1, None),
    (TwoPlusSpeedOnly, "fschedule-insns", 1, None),
    (ThreePlus, "fgcse-after-reload", 1, None),
    (ThreePlus, "fipa-cp-clone", 1, None),
    (ThreePlus, "floop-interchange", 1, None),
    (ThreePlus, "floop-unroll-and-jam", 1, None),
    (ThreePlus, "fpeel-loops", 1, None),
    (ThreePlus, "fpredictive-commoning", 1, None),
    (ThreePlus, "fsplit-loops", 1, None),
    (ThreePlus, "fsplit-paths", 1, None),
    (ThreePlus, "ftree-loop-distribution", 1, None),
    (ThreePlus, "ftree-partial-pre", 1, None),
    (ThreePlus, "funswitch-loops", 1, None),
    (ThreePlus, "fvect-cost-model=", 0, Some("dynamic")),
    (ThreePlus, "fversion-loops-for-strides", 1, None),
    (ThreePlus, "-param=max-inline-insns-auto=", 30, None),
    (ThreePlus, "-param=early-inlining-insns=", 14, None),
    (ThreePlus, "-param=inline-heuristics-hint-percent=", 600, None),
    (ThreePlus, "-param=inline-min-speedup=", 15, None),
    (ThreePlus, "-param=max-inline-insns-single=", 200, None),
    (Fast, "ffast-math", 1, None),
    (Fast, "fallow-store-data-races", 1, None),
    (Fast, "fsemantic-interposition", 0, None),
];

/// `ix86_option_optimization_table`, applied after the common table.
#[doc(alias = "ix86_option_optimization_table")]
const I386_OPTIONS: &[Entry] = &[
    (TwoPlus, "free", 1, None),
    (TwoPlus, "freorder-blocks-and-partition", 1, None),
    (TwoPlus, "freorder-blocks-algorithm=", 0, Some("stc")),
    (All, "fschedule-insns", 0, None),
];

/// The level the `-O` options select (`optimize`, `optimize_size`, `optimize_fast`,
/// `optimize_debug`).
#[derive(Debug, Clone, Copy, Default)]
struct Level {
    level: i64,
    size: i64,
    fast: bool,
    debug: bool,
}

impl Level {
    /// GCC's `maybe_default_option` test.
    fn enables(self, levels: Levels) -> bool {
        let speed = self.size == 0 && !self.debug;
        match levels {
            All => true,
            OnePlus => self.level >= 1,
            OnePlusNotDebug => self.level >= 1 && !self.debug,
            TwoPlus => self.level >= 2,
            TwoPlusSpeedOnly => self.level >= 2 && speed,
            ThreePlus => self.level >= 3,
            Fast => self.fast,
        }
    }
}

/// GCC's `default_options_optimization`: the `-O` options on the command line select a
/// level (the last one wins), then each table entry is applied as a generated option (so
/// it does not count as set explicitly, and later `-f` options override it).
pub(super) fn default_options_optimization(
    d: &Decoder<'_>,
    cmdline: &DecodedCommandLine<'_>,
    h: &mut Handling,
) {
    let mut level = Level::default();
    let mut openacc = false;
    for o in &cmdline.options {
        let Decoded::Option(i) = o.decoded else {
            continue;
        };
        match d.table.options[i.index()].name.as_ref() {
            "O" => {
                let arg = o.arg.as_deref().unwrap_or_default();
                if arg.is_empty() {
                    level = Level {
                        level: 1,
                        ..Level::default()
                    };
                } else if let Ok(n) = super::super::integral_argument(arg, false) {
                    level = Level {
                        level: n.min(255) as i64,
                        ..Level::default()
                    };
                }
            }
            "Os" => {
                level = Level {
                    level: 2,
                    size: 1,
                    ..Level::default()
                }
            }
            "Oz" => {
                level = Level {
                    level: 2,
                    size: 2,
                    ..Level::default()
                }
            }
            "Ofast" => {
                level = Level {
                    level: 3,
                    fast: true,
                    ..Level::default()
                }
            }
            "Og" => {
                level = Level {
                    level: 1,
                    debug: true,
                    ..Level::default()
                }
            }
            "fopenacc" => openacc = o.value != 0,
            _ => {}
        }
    }
    {
        let mut v = Vars { d, h };
        v.set("optimize", level.level);
        v.set("optimize_size", level.size);
        v.set("optimize_fast", i64::from(level.fast));
        v.set("optimize_debug", i64::from(level.debug));
    }
    apply(d, DEFAULT_OPTIONS, level, h);
    let mut v = Vars { d, h };
    if openacc {
        v.set_if_unset("flag_ipa_pta", 1);
    }
    if level.level >= 2 {
        v.set_if_unset("param_max_fields_for_field_sensitive", 100);
    }
    if level.size != 0 {
        v.set_if_unset("param_min_crossjump_insns", 1);
    }
    if level.debug {
        v.set_if_unset("param_max_combine_insns", 2);
    }
    apply(d, I386_OPTIONS, level, h);
}

/// GCC's `maybe_default_options` over one table.
#[doc(alias = "maybe_default_options")]
fn apply(d: &Decoder<'_>, table: &[Entry], level: Level, h: &mut Handling) {
    for &(levels, name, value, arg) in table {
        let Some(index) = d.table.lookup(name) else {
            continue;
        };
        if level.enables(levels) {
            generated(d, index, value, arg, h);
        } else if arg.is_none() && !d.bits(index).reject_negative && !is_param(d, index) {
            generated(d, index, i64::from(value == 0), None, h);
        }
    }
}

fn is_param(d: &Decoder<'_>, index: OptIndex) -> bool {
    d.flags(index) & ClFlags::PARAMS.0 != 0
}

/// GCC's `handle_generated_option` for one table entry: an enumeration argument is
/// converted to the decoder's number for it.
fn generated(d: &Decoder<'_>, index: OptIndex, value: i64, arg: Option<&str>, h: &mut Handling) {
    let value = match (arg, d.enum_of(index)) {
        (Some(a), Some((e, _))) => match d.enum_lookup(e, a) {
            Some(p) => d.compiled.enums[e].plain[p],
            None => return,
        },
        _ => value,
    };
    d.handle_option(index, arg, value, 0, 0, true, h);
}
