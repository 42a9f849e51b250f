//! Laws of the decoder, as property tests over the fixture option set.

use std::sync::LazyLock;

use opts::decode::{Decoded, DecodedOption, Decoder};
use opts::{Model, OptIndex, OptionTable, SourceSet};
use proptest::prelude::*;

static MODEL: LazyLock<Model> = LazyLock::new(|| {
    let mut set = SourceSet::new();
    set.add("fixture.opt", include_str!("decode/fixture.opt"));
    set.model().unwrap_or_else(|d| panic!("{d}"))
});
static TABLE: LazyLock<OptionTable> = LazyLock::new(|| OptionTable::build(&MODEL));

fn c() -> Decoder<'static> {
    Decoder::compiler(&TABLE, &["C"])
        .unwrap()
        .with_definitions(&MODEL)
}

/// Single-argument options, valid and not.
const POOL: &[&str] = &[
    "-Wall",
    "-Wno-all",
    "-Wextra",
    "-Wunused",
    "-Wno-unused-variable",
    "-ffrobnicate",
    "-fno-frobnicate",
    "-ffrob-old",
    "-ffrob-not",
    "-fno-frob-not",
    "-mA",
    "-mB",
    "-mC",
    "-msoft",
    "-mhard",
    "-mno-soft",
    "-fmode-a",
    "-fmode-b",
    "-fno-mode-a",
    "-flimit=3",
    "-fcolor=red",
    "-fcolor=rouge",
    "-fcolor-auto",
    "-fno-color-auto",
    "-ffeatures=a1,b2",
    "-fno-features=b1",
    "-fbits=x,z",
    "-fno-bits=x",
    "-Wformat=2",
    "-march=X86",
    "-fdump-tree-all",
    "-fmissing",
    "-fmissing4",
    "-fsize=1KiB",
    "-fmath",
    "-fbogus",
    "-Wno-bogus",
    "-fdiagnostics-color=blue",
    "-fdeferred=q",
    "x.c",
    "-fremoved",
    "-ffortran-only",
    "-oout.o",
];

/// GCC's `cancel_option`, recursively as GCC writes it (with a step bound instead of
/// GCC's unbounded recursion on malformed chains).
fn cancels(opt: usize, next: usize, orig: usize, steps: usize) -> bool {
    let Some(neg) = TABLE.options[next].neg_index.map(OptIndex::index) else {
        return false;
    };
    if neg == opt {
        return true;
    }
    neg != orig && steps > 0 && cancels(opt, neg, orig, steps - 1)
}

/// GCC's quadratic `prune_options`, as the reference for the decoder's linear one.
fn reference_prune<'a>(d: &Decoder<'_>, all: Vec<DecodedOption<'a>>) -> Vec<DecodedOption<'a>> {
    let color = TABLE.lookup("fdiagnostics-color=");
    let prunable = |o: &DecodedOption<'_>| -> Option<usize> {
        if !o.errors.without_wrong_lang().is_empty() {
            return None;
        }
        let Decoded::Option(i) = o.decoded else {
            return None;
        };
        let e = &TABLE.options[i.index()];
        e.neg_index?;
        let joined = d.effective_flags(i) & opts::ClFlags::JOINED.0 != 0;
        if joined && !(e.reject_negative && e.neg_index == Some(i)) {
            return None;
        }
        Some(i.index())
    };
    let mut out = Vec::new();
    let mut last_color = None;
    for (k, o) in all.iter().enumerate() {
        if o.errors.without_wrong_lang().is_empty() && Some(o.decoded) == color.map(Decoded::Option)
        {
            last_color = Some(o.clone());
            continue;
        }
        let Some(i) = prunable(o) else {
            out.push(o.clone());
            continue;
        };
        let cancelled = all[k + 1..]
            .iter()
            .filter_map(prunable)
            .any(|j| cancels(i, j, j, TABLE.options.len()));
        if !cancelled {
            out.push(o.clone());
        }
    }
    if let Some(c) = last_color {
        out.insert(0, c);
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Decoding never panics, whatever the arguments, for the driver and a compiler.
    #[test]
    fn decoding_arbitrary_arguments_never_panics(args in prop::collection::vec(".{0,12}", 0..8)) {
        let d = c();
        let _ = d.run(&args);
        let dr = Decoder::driver(&TABLE);
        let o = dr.run(&args);
        let _ = dr.canonical_args(&o.decoded);
    }

    /// Arguments built from option-like pieces reach deep paths without panicking.
    #[test]
    fn decoding_option_like_arguments_never_panics(
        args in prop::collection::vec("(-|--)(f|W|m|g|no-|param|output|d|o|pair|march=)?[a-z=,0-9-]{0,10}", 0..8)
    ) {
        let d = c();
        let o = d.run(&args);
        let _ = d.canonical_args(&o.decoded);
    }

    /// The linear pruning removes exactly what GCC's quadratic pruning removes.
    #[test]
    fn pruning_matches_gccs_quadratic_algorithm(picks in prop::collection::vec(0..POOL.len(), 0..24)) {
        let d = c();
        let args: Vec<&str> = picks.iter().map(|&i| POOL[i]).collect();
        let singles: Vec<Vec<&str>> = args.iter().map(|a| vec![*a]).collect();
        let mut all = Vec::new();
        for (k, s) in singles.iter().enumerate() {
            for mut o in d.decode(s).options {
                o.position = k;
                all.push(o);
            }
        }
        let expected: Vec<(Decoded, usize)> =
            reference_prune(&d, all).iter().map(|o| (o.decoded, o.position)).collect();
        let got: Vec<(Decoded, usize)> =
            d.decode(&args).options.iter().map(|o| (o.decoded, o.position)).collect();
        prop_assert_eq!(got, expected);
    }

    /// Decoding the canonical form of a command line gives the same state.
    #[test]
    fn canonical_arguments_decode_to_the_same_state(picks in prop::collection::vec(0..POOL.len(), 0..16)) {
        let d = c();
        let args: Vec<&str> = picks.iter().map(|&i| POOL[i]).collect();
        let first = d.run(&args);
        let canonical = d.canonical_args(&first.decoded);
        let second = d.run(&canonical);
        prop_assert_eq!(&first.state, &second.state);
        prop_assert_eq!(d.canonical_args(&second.decoded), canonical);
    }
}

/// A table whose links point anywhere (possible only when built by hand: its fields are
/// public) still decodes without panicking.
static BROKEN: LazyLock<OptionTable> = LazyLock::new(|| {
    let mut t = TABLE.clone();
    let n = t.options.len() as u32;
    for (i, o) in t.options.iter_mut().enumerate() {
        let i = i as u32;
        o.neg_index = Some(OptIndex(i.wrapping_mul(7) % (n + 5)));
        o.back_chain = Some(OptIndex(i.wrapping_add(3) % (n + 2)));
        if let opts::AliasTarget::Option { target, .. } = &mut o.alias {
            *target = OptIndex(n + i);
        }
    }
    t
});

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn inconsistent_tables_never_panic(picks in prop::collection::vec(0..POOL.len(), 0..12)) {
        let args: Vec<&str> = picks.iter().map(|&i| POOL[i]).collect();
        let d = Decoder::compiler(&BROKEN, &["C"]).unwrap();
        let o = d.run(&args);
        let _ = d.canonical_args(&o.decoded);
        let dr = Decoder::driver(&BROKEN);
        let _ = dr.run(&args);
        let mut help = opts::help::HelpPrinter::new(&d, 80).with_state(&o.state);
        let _ = help.help_all(true);
    }
}
