//! Atomics and standalone directives as dump_generic_node prints them, atomics' memory
//! orders against gcc, and the memory-order accessor's checks and round trips.

use tree::{Location, OmpClauseCode as K, Tree, TreeCode as C, TreeContext};

use super::support::*;

pub(crate) fn atomics_and_standalone_directives_print_as_dump_generic_node_does() {
    let mut t = Clauses::new();
    let (x, n) = (t.x, t.n);
    let int = t.tc.integer_type_node();
    let void = t.tc.void_type_node();
    let intp = t.tc.build_pointer_type(Some(int)).unwrap();
    let addr = t.tc.build1(C::AddrExpr, Some(intp), Some(x)).unwrap();
    let sum =
        t.tc.build2(C::PlusExpr, Some(int), Some(x), Some(n))
            .unwrap();
    // OMP_ATOMIC_MEMORY_ORDER is not stored (see the report): atomics print as GCC does
    // for an unspecified memory order.
    let atomic =
        t.tc.build(C::OmpAtomic, Some(void), &[Some(addr), Some(sum)])
            .unwrap();
    assert_eq!(
        t.tc.print_generic(atomic, true).unwrap(),
        "#pragma omp atomic\n  &x = x + n;"
    );
    t.tc.set_flag(atomic, tree::Flag::Public, true).unwrap(); // OMP_ATOMIC_WEAK
    assert_eq!(
        t.tc.print_generic(atomic, false).unwrap(),
        "#pragma omp atomic weak\n  &x = x + n"
    );
    let read =
        t.tc.build(C::OmpAtomicRead, Some(int), &[Some(addr)])
            .unwrap();
    assert_eq!(
        t.tc.print_generic(read, false).unwrap(),
        "#pragma omp atomic read\n  &x "
    );
    for code in [C::OmpAtomicCaptureOld, C::OmpAtomicCaptureNew] {
        let cap =
            t.tc.build(code, Some(int), &[Some(addr), Some(sum)])
                .unwrap();
        assert_eq!(
            t.tc.print_generic(cap, false).unwrap(),
            "#pragma omp atomic capture\n  &x = x + n"
        );
    }
    // The OpenACC standalone directives stay expressions: a ';' as statements.
    for (code, text) in [
        (C::OaccCache, "#pragma acc cache (x [len: n]);"),
        (C::OaccDeclare, "#pragma acc declare (x [len: n]);"),
    ] {
        let c = t.clause(K::Cache, Some(x));
        t.tc.set_omp_clause_size(c, Some(n)).unwrap();
        let d = t.tc.build(code, Some(void), &[Some(c)]).unwrap();
        assert_eq!(t.tc.print_generic(d, true).unwrap(), text);
    }
    // OMP_TARGET_UPDATE is a statement: no ';'.
    let to = t.clause(K::To, Some(x));
    let upd =
        t.tc.build(C::OmpTargetUpdate, Some(void), &[Some(to)])
            .unwrap();
    assert_eq!(
        t.tc.print_generic(upd, true).unwrap(),
        "#pragma omp target update to(x)"
    );
    // A task without a body is a taskwait; a scan without clauses prints only its body.
    let task = t.tc.build(C::OmpTask, Some(void), &[None, None]).unwrap();
    assert_eq!(
        t.tc.print_generic(task, true).unwrap(),
        "#pragma omp taskwait"
    );
    let set =
        t.tc.build2(C::ModifyExpr, Some(int), Some(x), Some(n))
            .unwrap();
    let scan =
        t.tc.build(C::OmpScan, Some(void), &[Some(set), None])
            .unwrap();
    assert_eq!(
        t.tc.print_generic(scan, true).unwrap(),
        "\n  {\n    x = n\n  }"
    );
    let section = t.tc.build1(C::OmpSection, Some(void), Some(set)).unwrap();
    assert_eq!(
        t.tc.print_generic(section, true).unwrap(),
        "#pragma omp section\n  {\n    x = n\n  }"
    );
}

const ATOMICS: &str = "int x;
void f9 (int n)
{
  int v;
#pragma omp atomic
  x += n;
#pragma omp atomic seq_cst
  x += n;
#pragma omp atomic read acquire
  v = x;
#pragma omp atomic capture release
  v = x++;
#pragma omp atomic weak compare fail(relaxed) acq_rel
  x = x == n ? 3 : x;
}
";

pub(crate) fn atomics_print_their_memory_order_as_gcc_dumps_them() {
    use tree::{OmpAtomicOrder, OmpMemoryOrder as M};
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let intp = tc.build_pointer_type(Some(int)).unwrap();
    let xid = tc.get_identifier("x");
    let x = tc
        .build_decl(Location::UNKNOWN, C::VarDecl, Some(xid), Some(int))
        .unwrap();
    tc.set_flag(x, tree::Flag::Static, true).unwrap();
    tc.set_flag(x, tree::Flag::Public, true).unwrap();
    let (mut b, parms) = Fb::new(&mut tc, "f9", &[("n", int)]);
    let n = parms[0];
    let v = b.local("v", None);
    let addr = b.tc.build1(C::AddrExpr, Some(intp), Some(x)).unwrap();
    let atomic = |b: &mut Fb<'_>, code: C, rhs: Option<Tree>, order: (M, M)| {
        let ty = if code == C::OmpAtomic {
            b.tc.void_type_node()
        } else {
            int
        };
        let ops: Vec<Option<Tree>> = std::iter::once(Some(addr)).chain(rhs.map(Some)).collect();
        let t = b.tc.build(code, Some(ty), &ops).unwrap();
        let (order, fail) = order;
        b.tc.set_omp_atomic_memory_order(t, OmpAtomicOrder { order, fail })
            .unwrap();
        t
    };
    let sum = b.bin(C::PlusExpr, x, n);
    let a1 = atomic(
        &mut b,
        C::OmpAtomic,
        Some(sum),
        (M::Relaxed, M::Unspecified),
    );
    let sum = b.bin(C::PlusExpr, x, n);
    let a2 = atomic(&mut b, C::OmpAtomic, Some(sum), (M::SeqCst, M::Unspecified));
    let read = atomic(&mut b, C::OmpAtomicRead, None, (M::Acquire, M::Unspecified));
    let a3 = b.set(v, read);
    let one = b.cst(1);
    let inc = b.bin(C::PlusExpr, x, one);
    let cap = atomic(
        &mut b,
        C::OmpAtomicCaptureOld,
        Some(inc),
        (M::Release, M::Unspecified),
    );
    let a4 = b.set(v, cap);
    let eq = b.bin(C::EqExpr, x, n);
    let three = b.cst(3);
    let cond =
        b.tc.build3(C::CondExpr, Some(int), Some(eq), Some(three), Some(x))
            .unwrap();
    let a5 = atomic(&mut b, C::OmpAtomic, Some(cond), (M::AcqRel, M::Relaxed));
    b.tc.set_flag(a5, tree::Flag::Public, true).unwrap(); // OMP_ATOMIC_WEAK
    let body = b.bind(&[v], &[a1, a2, a3, a4, a5]);
    let ours = b.finish(body);
    check(&ours, ATOMICS, "-fopenmp");
}

pub(crate) fn atomic_memory_orders_are_checked_and_round_trip() {
    use tree::{OmpAtomicOrder, OmpMemoryOrder as M};
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let one = tc.integer_one_node();
    let void = tc.void_type_node();
    let a = tc
        .build(C::OmpAtomic, Some(void), &[Some(one), Some(one)])
        .unwrap();
    assert_eq!(
        tc.omp_atomic_memory_order(a).unwrap(),
        OmpAtomicOrder::default()
    );
    let o = OmpAtomicOrder {
        order: M::SeqCst,
        fail: M::Acquire,
    };
    tc.set_omp_atomic_memory_order(a, o).unwrap();
    assert_eq!(tc.omp_atomic_memory_order(a).unwrap(), o);
    assert_eq!(o.value(), 5 | 2 << 3);
    assert_eq!(OmpAtomicOrder::from_value(o.value()), Some(o));
    assert_eq!(OmpAtomicOrder::from_value(6), None);
    // Kept across copy_node, collection and serde.
    let c = tc.copy_node(a).unwrap();
    assert_eq!(tc.omp_atomic_memory_order(c).unwrap(), o);
    let mut roots = vec![a];
    tc.collect(&mut roots).unwrap();
    assert_eq!(tc.omp_atomic_memory_order(roots[0]).unwrap(), o);
    let back: TreeContext = serde_json::from_str(&serde_json::to_string(&tc).unwrap()).unwrap();
    assert_eq!(back.omp_atomic_memory_order(roots[0]).unwrap(), o);
    // A fail order of release cannot be printed (GCC asserts); other codes refuse it.
    tc.set_omp_atomic_memory_order(
        roots[0],
        OmpAtomicOrder {
            order: M::Relaxed,
            fail: M::Release,
        },
    )
    .unwrap();
    assert!(tc.print_generic(roots[0], false).is_err());
    let plus = tc
        .build2(C::PlusExpr, Some(int), Some(one), Some(one))
        .unwrap();
    assert!(tc.omp_atomic_memory_order(plus).is_err());
}
