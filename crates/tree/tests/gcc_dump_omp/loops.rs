//! OMP loop headers: a pre-body and collapsed loops nest their headers inside the braces;
//! non-rectangular bounds print as outer times factor plus offset.

use tree::{OmpClauseCode as K, Tree, TreeCode as C, TreeContext};

use super::support::*;

pub(crate) fn a_loop_with_pre_body_and_collapse_nests_headers_inside_the_braces() {
    let mut t = Clauses::new();
    let (x, n) = (t.x, t.n);
    let int = t.tc.integer_type_node();
    let void = t.tc.void_type_node();
    let zero = t.cst(0);
    let one = t.cst(1);
    let vec = |tc: &mut TreeContext, elts: &[Tree]| {
        let v = tc.make_tree_vec(elts.len());
        for (i, e) in elts.iter().enumerate() {
            tc.set_tree_vec_elt(v, i, Some(*e)).unwrap();
        }
        v
    };
    let mut parts = Vec::new();
    for v in [x, n] {
        let init =
            t.tc.build2(C::ModifyExpr, Some(int), Some(v), Some(zero))
                .unwrap();
        let cond =
            t.tc.build2(C::LtExpr, Some(int), Some(v), Some(one))
                .unwrap();
        let step =
            t.tc.build2(C::PlusExpr, Some(int), Some(v), Some(one))
                .unwrap();
        let incr =
            t.tc.build2(C::ModifyExpr, Some(int), Some(v), Some(step))
                .unwrap();
        parts.push((init, cond, incr));
    }
    let init = vec(&mut t.tc, &[parts[0].0, parts[1].0]);
    let cond = vec(&mut t.tc, &[parts[0].1, parts[1].1]);
    let incr = vec(&mut t.tc, &[parts[0].2, parts[1].2]);
    let pre = t.tc.build1(C::DeclExpr, Some(void), Some(x)).unwrap();
    let body =
        t.tc.build2(C::ModifyExpr, Some(int), Some(x), Some(n))
            .unwrap();
    let two = t.cst(2);
    let collapse = t.clause(K::Collapse, Some(two));
    let lp =
        t.tc.build(
            C::OmpSimd,
            Some(void),
            &[
                Some(body),
                Some(collapse),
                Some(init),
                Some(cond),
                Some(incr),
                Some(pre),
                None,
            ],
        )
        .unwrap();
    assert_eq!(
        t.tc.print_generic(lp, true).unwrap(),
        "#pragma omp simd collapse(2)\n  {\n        int x;\n    for (x = 0; x < 1; x = x + 1)\n      for (n = 0; n < 1; n = n + 1)\n        {\n          x = n\n        }\n  }"
    );
}

pub(crate) fn non_rectangular_bounds_print_as_outer_times_factor_plus_offset() {
    let mut t = Clauses::new();
    let (x, n) = (t.x, t.n);
    let int = t.tc.integer_type_node();
    let void = t.tc.void_type_node();
    let (zero, two, three) = (t.cst(0), t.cst(2), t.cst(3));
    // GIMPLE-era form: `n = x * 2 + 3` and `n < x * (x + 2) + (n + 3)`.
    let vec3 = |tc: &mut TreeContext, a: Tree, b: Tree, c: Tree| {
        let v = tc.make_tree_vec(3);
        for (i, e) in [a, b, c].into_iter().enumerate() {
            tc.set_tree_vec_elt(v, i, Some(e)).unwrap();
        }
        v
    };
    let lin = vec3(&mut t.tc, x, two, three);
    let init_n =
        t.tc.build2(C::ModifyExpr, Some(int), Some(n), Some(lin))
            .unwrap();
    let xp2 =
        t.tc.build2(C::PlusExpr, Some(int), Some(x), Some(two))
            .unwrap();
    let np3 =
        t.tc.build2(C::PlusExpr, Some(int), Some(n), Some(three))
            .unwrap();
    let lin2 = vec3(&mut t.tc, x, xp2, np3);
    let cond_n =
        t.tc.build2(C::LtExpr, Some(int), Some(n), Some(lin2))
            .unwrap();
    let init_x =
        t.tc.build2(C::ModifyExpr, Some(int), Some(x), Some(zero))
            .unwrap();
    let cond_x =
        t.tc.build2(C::LtExpr, Some(int), Some(x), Some(three))
            .unwrap();
    let mut vec = |elts: [Tree; 2]| {
        let v = t.tc.make_tree_vec(2);
        for (i, e) in elts.into_iter().enumerate() {
            t.tc.set_tree_vec_elt(v, i, Some(e)).unwrap();
        }
        v
    };
    let init = vec([init_x, init_n]);
    let cond = vec([cond_x, cond_n]);
    let incr = vec([init_x, init_n]);
    let lp =
        t.tc.build(
            C::OmpFor,
            Some(void),
            &[None, None, Some(init), Some(cond), Some(incr), None, None],
        )
        .unwrap();
    let text = t.tc.print_generic(lp, true).unwrap();
    // The addend is parenthesised by the multiplier's priority, as in GCC 12; the
    // increment gets no special form (a TREE_VEC prints as a list), nor does it in GCC.
    assert_eq!(
        text,
        "#pragma omp for\nfor (x = 0; x < 3; x = 0)\n  for (n = x * 2 + 3; n < x * (x + 2) + (n + 3); n = x, 2, 3)"
    );
}
