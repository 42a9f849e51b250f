//! Laws as property tests: copy_node preserves a node, nreverse is an involution,
//! chainon adds lengths, vector encodings round-trip and are minimal, INTEGER_CSTs are
//! hash-consed.

use proptest::prelude::*;
use tree::{PolySize, Tree, TreeCode, TreeContext};

const BINARY: &[TreeCode] = &[
    TreeCode::PlusExpr,
    TreeCode::MinusExpr,
    TreeCode::MultExpr,
    TreeCode::TruncDivExpr,
    TreeCode::BitAndExpr,
    TreeCode::LtExpr,
    TreeCode::ModifyExpr,
    TreeCode::CompoundExpr,
];

/// A random well-formed expression: leaves are constants or a variable.
#[derive(Debug, Clone)]
enum Shape {
    Cst(i64),
    Var,
    Neg(Box<Shape>),
    Bin(usize, Box<Shape>, Box<Shape>),
}

fn shape() -> impl Strategy<Value = Shape> {
    let leaf = prop_oneof![(-1000i64..1000).prop_map(Shape::Cst), Just(Shape::Var)];
    leaf.prop_recursive(5, 40, 2, |inner| {
        prop_oneof![
            inner.clone().prop_map(|s| Shape::Neg(Box::new(s))),
            (0..BINARY.len(), inner.clone(), inner).prop_map(|(c, a, b)| Shape::Bin(
                c,
                Box::new(a),
                Box::new(b)
            )),
        ]
    })
}

fn build(tc: &mut TreeContext, var: Tree, s: &Shape) -> Tree {
    let int = Some(tc.integer_type_node());
    match s {
        Shape::Cst(v) => tc.build_int_cst(int, *v).unwrap(),
        Shape::Var => var,
        Shape::Neg(a) => {
            let a = build(tc, var, a);
            tc.build1(TreeCode::NegateExpr, int, Some(a)).unwrap()
        }
        Shape::Bin(c, a, b) => {
            let a = build(tc, var, a);
            let b = build(tc, var, b);
            tc.build2(BINARY[*c], int, Some(a), Some(b)).unwrap()
        }
    }
}

fn new_var(tc: &mut TreeContext) -> Tree {
    let int = tc.integer_type_node();
    let id = tc.get_identifier("v");
    tc.build_decl(
        tree::Location::UNKNOWN,
        TreeCode::VarDecl,
        Some(id),
        Some(int),
    )
    .unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn copy_node_preserves_code_type_flags_and_operands(s in shape()) {
        let mut tc = TreeContext::new();
        let v = new_var(&mut tc);
        let t = build(&mut tc, v, &s);
        let c = tc.copy_node(t).unwrap();
        prop_assert_eq!(tc.tree_code(c).unwrap(), tc.tree_code(t).unwrap());
        prop_assert_eq!(tc.tree_type(c).unwrap(), tc.tree_type(t).unwrap());
        prop_assert_eq!(tc.flags(c).unwrap(), tc.flags(t).unwrap());
        match tc.tree_code(t).unwrap() {
            TreeCode::IntegerCst => prop_assert_eq!(tc.int_cst_value(c).unwrap(), tc.int_cst_value(t).unwrap()),
            TreeCode::VarDecl => {
                prop_assert_eq!(tc.decl_name(c).unwrap(), tc.decl_name(t).unwrap());
                prop_assert_ne!(tc.decl_uid(c).unwrap(), tc.decl_uid(t).unwrap());
            }
            _ => prop_assert_eq!(tc.operands(c).unwrap(), tc.operands(t).unwrap()),
        }
        prop_assert_eq!(tc.print_generic(c, false).unwrap(), tc.print_generic(t, false).unwrap());
    }

    #[test]
    fn nreverse_twice_is_identity(n in 0usize..60) {
        let mut tc = TreeContext::new();
        let mut list = None;
        for i in 0..n {
            let v = tc.build_int_cst(None, i as i64).unwrap();
            list = Some(tc.tree_cons(None, Some(v), list));
        }
        let before = tc.chain_iter(list).unwrap();
        let once = tc.nreverse(list).unwrap();
        let mut rev = before.clone();
        rev.reverse();
        prop_assert_eq!(tc.chain_iter(once).unwrap(), rev);
        let twice = tc.nreverse(once).unwrap();
        prop_assert_eq!(tc.chain_iter(twice).unwrap(), before);
    }

    #[test]
    fn chainon_adds_lengths(a in 0usize..30, b in 0usize..30) {
        let mut tc = TreeContext::new();
        let mk = |tc: &mut TreeContext, n: usize| {
            let mut l = None;
            for _ in 0..n {
                l = Some(tc.tree_cons(None, None, l));
            }
            l
        };
        let la = mk(&mut tc, a);
        let lb = mk(&mut tc, b);
        let nodes_a = tc.chain_iter(la).unwrap();
        let nodes_b = tc.chain_iter(lb).unwrap();
        let joined = tc.chainon(la, lb).unwrap();
        prop_assert_eq!(tc.list_length(joined).unwrap(), a + b);
        let mut expect = nodes_a;
        expect.extend(nodes_b);
        prop_assert_eq!(tc.chain_iter(joined).unwrap(), expect);
    }

    #[test]
    fn vector_encoding_round_trips_and_is_minimal(
        np_log in 0u32..3,
        nepp in 1u8..=3,
        vals in proptest::collection::vec(-3i64..3, 12),
        step in proptest::collection::vec(-2i64..3, 4),
    ) {
        let np = 1usize << np_log;
        let mut tc = TreeContext::new();
        let int = tc.integer_type_node();
        let ty = tc.build_vector_type(int, PolySize::constant(16)).unwrap();
        // The encoding: np patterns of nepp elements; stepped patterns extend linearly.
        let mut enc = Vec::new();
        for i in 0..nepp as usize {
            for p in 0..np {
                let v = if i == 2 { vals[np + p] + step[p] } else { vals[i * np + p] };
                enc.push(v);
            }
        }
        let expect: Vec<i64> = (0..16).map(|k| {
            let (p, i) = (k % np, k / np);
            match nepp {
                1 => enc[p],
                2 => if i == 0 { enc[p] } else { enc[np + p] },
                _ => if i < 2 { enc[i * np + p] } else { enc[np + p] + (i as i64 - 1) * (enc[2 * np + p] - enc[np + p]) },
            }
        }).collect();
        let elts: Vec<Tree> = enc.iter().map(|&v| tc.build_int_cst(Some(int), v).unwrap()).collect();
        let v = tc.build_vector(ty, np as u32, nepp, &elts).unwrap();
        let got: Vec<i64> = (0..16).map(|k| {
            let e = tc.vector_cst_elt(v, k).unwrap();
            tc.tree_to_shwi(e).unwrap()
        }).collect();
        prop_assert_eq!(&got, &expect);
        // Minimal: no smaller encoding describes the same elements.
        let rnp = tc.vector_cst_npatterns(v).unwrap();
        let rnepp = tc.vector_cst_nelts_per_pattern(v).unwrap();
        let describes = |np: usize, nepp: usize| {
            (0..16).all(|k| {
                let (p, i) = (k % np, k / np);
                let want = if i < nepp {
                    expect[k]
                } else if nepp < 3 {
                    expect[(nepp - 1) * np + p]
                } else {
                    let (e1, e2) = (expect[np + p], expect[2 * np + p]);
                    e2 + (i as i64 - 2) * (e2 - e1)
                };
                want == expect[k]
            })
        };
        prop_assert!(describes(rnp, rnepp));
        for np in [1usize, 2, 4, 8, 16] {
            for nepp in 1..=3usize {
                if np * nepp < rnp * rnepp {
                    prop_assert!(!describes(np, nepp), "{np}x{nepp} is smaller than {rnp}x{rnepp}");
                }
            }
        }
        // Building from every element gives the same canonical encoding.
        let all: Vec<Tree> = expect.iter().map(|&x| tc.build_int_cst(Some(int), x).unwrap()).collect();
        let w = tc.build_vector_from_elts(ty, &all).unwrap();
        prop_assert_eq!(tc.vector_cst_npatterns(w).unwrap(), rnp);
        prop_assert_eq!(tc.vector_cst_nelts_per_pattern(w).unwrap(), rnepp);
    }

    #[test]
    fn int_csts_are_hash_consed(vals in proptest::collection::vec(any::<i64>(), 1..40), ty in 0usize..5) {
        let mut tc = TreeContext::new();
        let types = [
            tc.integer_type_node(),
            tc.unsigned_char_type_node(),
            tc.long_unsigned_type_node(),
            tc.int128_integer_type_node(),
            tc.boolean_type_node(),
        ];
        let t = types[ty];
        let first: Vec<Tree> = vals.iter().map(|&v| tc.build_int_cst(Some(t), v).unwrap()).collect();
        for (&v, &h) in vals.iter().zip(&first) {
            prop_assert_eq!(tc.build_int_cst(Some(t), v).unwrap(), h);
            prop_assert_eq!(tc.tree_type(h).unwrap(), Some(t));
            prop_assert!(tc.int_fits_type_p(&tc.int_cst_value(h).unwrap(), t).unwrap());
        }
        for (i, &a) in first.iter().enumerate() {
            for &b in &first[i + 1..] {
                let same = tc.int_cst_value(a).unwrap() == tc.int_cst_value(b).unwrap();
                prop_assert_eq!(a == b, same);
            }
        }
    }
}
