//! Differential tests of target, teams, distribute and data constructs, and of combined
//! constructs, `ordered simd`, `acc declare` and `acc cache`.

use tree::{OmpClauseCode as K, TreeCode as C, TreeContext};

use super::support::*;

const TARGET_TEAMS: &str = "void f2 (int n, int m, int *p)
{
  int i, j, t = 0;
#pragma omp target map(tofrom: t) map(to: n) map(always, from: m) device(0) if(target: n) thread_limit(8)
#pragma omp teams num_teams(4) thread_limit(8)
#pragma omp distribute dist_schedule(static, 2) collapse(2)
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      t = t + j;
#pragma omp target data map(alloc: t) use_device_ptr(p)
  t = 2;
#pragma omp target update to(n) from(m)
#pragma omp target enter data map(to: n)
#pragma omp target exit data map(release: n) map(delete: m)
}
";

pub(crate) fn target_teams_distribute_and_data_print_as_gcc_dumps_them() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let intp = tc.build_pointer_type(Some(int)).unwrap();
    let (mut b, parms) = Fb::new(&mut tc, "f2", &[("n", int), ("m", int), ("p", intp)]);
    let (n, m, p) = (parms[0], parms[1], parms[2]);
    let (i, j, t) = (
        b.local("i", None),
        b.local("j", None),
        b.local("t", Some(0)),
    );

    let sum = b.bin(C::PlusExpr, t, j);
    let body = b.set(t, sum);
    let two = b.cst(2);
    let collapse = b.clause(K::Collapse, Some(two));
    let two = b.cst(2);
    let ds = b.clause(K::DistSchedule, Some(two));
    let dist = b.omp_loop(C::OmpDistribute, &[collapse, ds], &[(i, n), (j, m)], body);
    let dist = b.bind(&[], &[dist]);
    let eight = b.cst(8);
    let tl = b.clause(K::ThreadLimit, Some(eight));
    let four = b.cst(4);
    let nteams = b.clause(K::NumTeams, None);
    b.tc.set_omp_clause_num_teams_upper_expr(nteams, Some(four))
        .unwrap();
    let teams = b.construct(C::OmpTeams, &[tl, nteams], dist);
    let teams = b.bind(&[], &[teams]);

    let eight = b.cst(8);
    let tl = b.clause(K::ThreadLimit, Some(eight));
    let zero = b.cst(0);
    let ne = b.bin(C::NeExpr, n, zero);
    let ifc = b.clause(K::If, Some(ne));
    b.tc.set_omp_clause_if_modifier(ifc, C::OmpTarget).unwrap();
    let zero = b.cst(0);
    let dev = b.clause(K::Device, None);
    b.tc.set_omp_clause_device_id(dev, Some(zero)).unwrap();
    let m1 = map(&mut b, "GOMP_MAP_ALWAYS_FROM", m);
    let m2 = map(&mut b, "GOMP_MAP_TO", n);
    let m3 = map(&mut b, "GOMP_MAP_TOFROM", t);
    let target = b.construct(C::OmpTarget, &[tl, ifc, dev, m1, m2, m3], teams);

    let two = b.cst(2);
    let set2 = b.set(t, two);
    let data_body = b.bind(&[], &[set2]);
    let udp = b.clause(K::UseDevicePtr, Some(p));
    let ma = map(&mut b, "GOMP_MAP_ALLOC", t);
    let data = b.construct(C::OmpTargetData, &[udp, ma], data_body);
    let from = b.clause(K::From, Some(m));
    let to = b.clause(K::To, Some(n));
    let update = b.standalone(C::OmpTargetUpdate, &[from, to]);
    let mt = map(&mut b, "GOMP_MAP_TO", n);
    let enter = b.standalone(C::OmpTargetEnterData, &[mt]);
    let md = map(&mut b, "GOMP_MAP_DELETE", m);
    let mr = map(&mut b, "GOMP_MAP_RELEASE", n);
    let exit = b.standalone(C::OmpTargetExitData, &[md, mr]);
    let top = b.bind(&[i, j, t], &[target, data, update, enter, exit]);
    let ours = b.finish(top);
    assert!(ours.contains(
        "              for (i = 0; i < n; i++ )\n                for (j = 0; j < m; j++ )\n"
    ));
    check(&ours, TARGET_TEAMS, "-fopenmp");
}

const ORDERED_SIMD_DECLARE_CACHE: &str = "void f9 (int n)
{
  int i, s = 0;
#pragma omp parallel for simd ordered
  for (i = 0; i < n; i++)
    {
#pragma omp ordered simd
      s = s + i;
    }
}
void g9 (int *a, int n)
{
  int t[10];
#pragma acc declare create(t)
  int i;
#pragma acc parallel loop
  for (i = 0; i < 10; i++)
    {
#pragma acc cache(a[0:4])
      t[i] = a[i];
    }
}
";

pub(crate) fn combined_constructs_declare_and_cache_print_as_gcc_dumps_them() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let intp = tc.build_pointer_type(Some(int)).unwrap();
    let sizetype = tc.sizetype();
    let ulong = tc.long_unsigned_type_node();
    let nine = tc.build_int_cst(Some(sizetype), 9).unwrap();
    let dom = tc.build_index_type(nine).unwrap();
    let int10 = tc.build_array_type(int, Some(dom)).unwrap();

    // f9: `parallel for simd` is OMP_PARALLEL { OMP_FOR (no header) { OMP_SIMD } }.
    let (mut b, parms) = Fb::new(&mut tc, "f9", &[("n", int)]);
    let n = parms[0];
    let (i, s) = (b.local("i", None), b.local("s", Some(0)));
    let void = b.tc.void_type_node();
    let sum = b.bin(C::PlusExpr, s, i);
    let body = b.set(s, sum);
    let simd_clause = b.clause(K::Simd, None);
    let ordered = b.construct(C::OmpOrdered, &[simd_clause], body);
    let simd = b.omp_loop(C::OmpSimd, &[], &[(i, n)], ordered);
    let ord = b.clause(K::Ordered, None);
    let nowait = b.clause(K::Nowait, None);
    let cl = b.chain(&[ord, nowait]);
    let omp_for =
        b.tc.build(
            C::OmpFor,
            Some(void),
            &[Some(simd), cl, None, None, None, None, None],
        )
        .unwrap();
    let par_body = b.bind(&[], &[omp_for]);
    let par = b.construct(C::OmpParallel, &[], par_body);
    let top = b.bind(&[i, s], &[par]);
    let f9 = b.finish(top);

    // g9: `acc declare` sits among the declarations; `acc cache` in the loop body.
    let (mut b, parms) = Fb::new(&mut tc, "g9", &[("a", intp), ("n", int)]);
    let a = parms[0];
    let t = b.local("t", None);
    b.tc.set_tree_type(t, Some(int10)).unwrap();
    let i = b.local("i", None);
    let deref = b.tc.build1(C::IndirectRef, Some(int), Some(a)).unwrap();
    let cache_clause = b.clause(K::Cache, Some(deref));
    let sixteen = b.tc.build_int_cst(Some(sizetype), 16).unwrap();
    b.tc.set_omp_clause_size(cache_clause, Some(sixteen))
        .unwrap();
    let cache = b.standalone(C::OaccCache, &[cache_clause]);
    // t[i] = *(a + (sizetype) ((long unsigned int) i * 4))
    let elt =
        b.tc.build(C::ArrayRef, Some(int), &[Some(t), Some(i), None, None])
            .unwrap();
    let wide = b.tc.build1(C::NopExpr, Some(ulong), Some(i)).unwrap();
    let four = b.tc.build_int_cst(Some(ulong), 4).unwrap();
    let bytes = b.bin(C::MultExpr, wide, four);
    let off =
        b.tc.build1(C::NopExpr, Some(sizetype), Some(bytes))
            .unwrap();
    let ptr =
        b.tc.build2(C::PointerPlusExpr, Some(intp), Some(a), Some(off))
            .unwrap();
    let load = b.tc.build1(C::IndirectRef, Some(int), Some(ptr)).unwrap();
    let copy = b.set(elt, load);
    let body = b.stmts(&[cache, copy]);
    let ten = b.cst(10);
    let lp = b.omp_loop(C::OaccLoop, &[], &[(i, ten)], body);
    let par_body = b.bind(&[], &[lp]);
    let par = b.construct(C::OaccParallel, &[], par_body);
    let create = map(&mut b, "GOMP_MAP_ALLOC", t);
    let declare = b.standalone(C::OaccDeclare, &[create]);
    // BIND_EXPR_VARS t, i; the statements: decl t, declare, decl i, parallel.
    b.tc.set_tree_chain(t, Some(i)).unwrap();
    let void = b.tc.void_type_node();
    let dt = b.tc.build1(C::DeclExpr, Some(void), Some(t)).unwrap();
    let di = b.tc.build1(C::DeclExpr, Some(void), Some(i)).unwrap();
    let stmts = b.stmts(&[dt, declare, di, par]);
    let block = b.tc.build_block(Some(t), None, None).unwrap();
    let top =
        b.tc.build3(C::BindExpr, Some(void), Some(t), Some(stmts), Some(block))
            .unwrap();
    let g9 = b.finish(top);
    assert!(g9.contains("  #pragma acc declare map(alloc:t);\n"));
    assert!(g9.contains("#pragma acc cache (*a [len: 16]);\n"));
    check(
        &(f9 + &g9),
        ORDERED_SIMD_DECLARE_CACHE,
        "-fopenmp -fopenacc",
    );
}
