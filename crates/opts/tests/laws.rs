//! Laws of reading .opt files, as property tests: malformed input never panics; the table
//! does not depend on the order of the input files (GCC's gatherer sorts every record);
//! reading is deterministic; every option is found by its own name.

use opts::SourceSet;
use proptest::prelude::*;

/// Lines from which random `.opt` files are assembled: valid records, broken records and
/// stray fragments.
const FRAGMENTS: &[&str] = &[
    "Language\nC\n",
    "Language\nFortran\n",
    "Wall\nCommon Warning Var(warn_all)\nEnable warnings.\n",
    "Wextra\nC Warning Var(warn_extra) EnabledBy(Wall)\nMore warnings.\n",
    "fpic\nCommon Var(flag_pic, 1) Negative(fPIC)\nSmall PIC.\n",
    "fPIC\nCommon Var(flag_pic, 2) Negative(fpic)\nLarge PIC.\n",
    "fdump-\nCommon Joined RejectNegative Var(dump)\nDump.\n",
    "fdump-tree\nCommon Alias(fdump-, tree) RejectNegative\n",
    "Enum\nName(e) Type(int)\n",
    "EnumValue\nEnum(e) String(a) Value(1)\n",
    "EnumValue\nEnum(e) String(b) Value(2) Set(70)\n",
    "mfoo\nTarget Mask(FOO) Save\nFoo.\n",
    "Mask(BAR)\n",
    "Variable\nint v = 3\n",
    "o\nDriver Joined Separate\nOutput.\n",
    "Condition({defined (X)})\n",
    "Var(",
    "(((",
    "})",
    "; comment",
    "  indented",
    "\u{e9}t\u{e9}\nCommon Var(\u{e9})\n",
    "x\n\n\n",
    "Init(1) Init(2) Alias() Args(0)",
];

fn opt_file() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(FRAGMENTS), 0..12).prop_map(|v| v.join("\n"))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Any assembly of fragments, and any string at all, is read without panicking.
    #[test]
    fn malformed_input_never_panics(a in opt_file(), junk in ".{0,200}") {
        for text in [a.as_str(), junk.as_str()] {
            let mut set = SourceSet::new();
            set.add("t.opt", text).add_urls("t.opt.urls", text);
            let _ = set.check_records();
            if let Ok(model) = set.model() {
                let table = model.table();
                for o in &table.options {
                    prop_assert_eq!(table.lookup(&o.name), Some(o.index));
                }
                let _ = opts::generate_rust(&model, &["t.opt"]);
            }
        }
    }

    /// Swapping the order of two files changes nothing in the table.
    #[test]
    fn file_order_does_not_matter(a in opt_file(), b in opt_file()) {
        let read = |first: &str, second: &str| {
            SourceSet::new().add("x.opt", first).add("y.opt", second).model().map(|m| m.table())
        };
        let (ab, ba) = (read(&a, &b), read(&b, &a));
        match (ab, ba) {
            (Ok(t1), Ok(t2)) => {
                prop_assert_eq!(t1.len(), t2.len());
                for (x, y) in t1.options.iter().zip(&t2.options) {
                    prop_assert_eq!((&x.name, x.enumerator(), x.flags, &x.alias, x.neg_index, &x.var_type),
                                    (&y.name, y.enumerator(), y.flags, &y.alias, y.neg_index, &y.var_type));
                }
                prop_assert_eq!(&t1.masks, &t2.masks);
                prop_assert_eq!(&t1.enums, &t2.enums);
            }
            (r1, r2) => prop_assert_eq!(r1.is_ok(), r2.is_ok()),
        }
    }
}

#[test]
fn reading_is_deterministic() {
    let set = opts::sample::source_set();
    let (a, b) = (set.model().unwrap(), set.model().unwrap());
    assert_eq!(a, b);
    assert_eq!(a.table(), b.table());
    let names: Vec<&str> = opts::sample::FILES.iter().map(|(n, _)| *n).collect();
    assert_eq!(
        opts::generate_rust(&a, &names),
        opts::generate_rust(&b, &names)
    );
}
