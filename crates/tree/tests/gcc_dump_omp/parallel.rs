//! Differential tests of parallel regions, worksharing loops, critical, single and master,
//! and of tasks, simd, sections and ordered, against `gcc -fopenmp`.

use tree::{OmpClauseCode as K, TreeCode as C, TreeContext};

use super::support::*;

const PARALLEL_FOR: &str = "void f1 (int n)
{
  int i, k, s = 0;
#pragma omp parallel private(k) shared(n) reduction(+:s) num_threads(4) if(parallel: n > 1) default(shared) proc_bind(close)
  {
#pragma omp for schedule(nonmonotonic: dynamic, 4) nowait
  for (i = 0; i < n; i++)
    s = s + i;
#pragma omp barrier
#pragma omp critical (foo)
  s++;
#pragma omp single copyprivate(k)
  k = 1;
#pragma omp master
  s++;
#pragma omp taskwait
#pragma omp taskyield
#pragma omp flush
  }
}
";

pub(crate) fn parallel_for_and_worksharing_print_as_gcc_dumps_them() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let (mut b, parms) = Fb::new(&mut tc, "f1", &[("n", int)]);
    let n = parms[0];
    let (i, k, s) = (
        b.local("i", None),
        b.local("k", None),
        b.local("s", Some(0)),
    );

    // #pragma omp for
    let body = b.bin(C::PlusExpr, s, i);
    let body = b.set(s, body);
    let sched = b.clause(K::Schedule, None);
    let four = b.cst(4);
    b.tc.set_omp_clause_schedule_chunk_expr(sched, Some(four))
        .unwrap();
    b.tc.set_omp_clause_schedule_kind(
        sched,
        "OMP_CLAUSE_SCHEDULE_DYNAMIC".parse().unwrap(),
        "OMP_CLAUSE_SCHEDULE_NONMONOTONIC".parse().unwrap(),
    )
    .unwrap();
    let nowait = b.clause(K::Nowait, None);
    let omp_for = b.omp_loop(C::OmpFor, &[nowait, sched], &[(i, n)], body);

    let barrier = b.call_builtin("__builtin_GOMP_barrier");
    let inc = b.post_inc(s);
    let critical = b.construct(C::OmpCritical, &[], inc);
    let critical_name = b.tc.get_identifier("foo");
    b.tc.set_omp_critical_name(critical, Some(critical_name))
        .unwrap();
    let one = b.cst(1);
    let k1 = b.set(k, one);
    let cp = b.clause(K::Copyprivate, Some(k));
    let single = b.construct(C::OmpSingle, &[cp], k1);
    let inc = b.post_inc(s);
    let void = b.tc.void_type_node();
    let master = b.tc.build1(C::OmpMaster, Some(void), Some(inc)).unwrap();
    let taskwait = b.call_builtin("__builtin_GOMP_taskwait");
    let taskyield = b.call_builtin("__builtin_GOMP_taskyield");
    let flush = b.call_builtin("__sync_synchronize");
    let inner = b.bind(
        &[],
        &[
            omp_for, barrier, critical, single, master, taskwait, taskyield, flush,
        ],
    );

    // #pragma omp parallel clauses, in the order GCC prints them.
    let pb = b.clause(K::ProcBind, None);
    b.tc.set_omp_clause_proc_bind_kind(pb, "OMP_CLAUSE_PROC_BIND_CLOSE".parse().unwrap())
        .unwrap();
    let def = b.clause(K::Default, None);
    b.tc.set_omp_clause_default_kind(def, "OMP_CLAUSE_DEFAULT_SHARED".parse().unwrap())
        .unwrap();
    let one = b.cst(1);
    let gt = b.bin(C::GtExpr, n, one);
    let ifc = b.clause(K::If, Some(gt));
    b.tc.set_omp_clause_if_modifier(ifc, C::OmpParallel)
        .unwrap();
    let four = b.cst(4);
    let nt = b.clause(K::NumThreads, Some(four));
    let red = b.clause(K::Reduction, Some(s));
    b.tc.set_omp_clause_reduction_code(red, C::PlusExpr)
        .unwrap();
    let sh = b.clause(K::Shared, Some(n));
    let pr = b.clause(K::Private, Some(k));
    let par = b.construct(C::OmpParallel, &[pb, def, ifc, nt, red, sh, pr], inner);
    let top = b.bind(&[i, k, s], &[par]);
    let ours = b.finish(top);
    assert!(ours.contains("#pragma omp for nowait schedule(nonmonotonic:dynamic,4)\n"));
    check(&ours, PARALLEL_FOR, "-fopenmp");
}

const TASKS_SIMD_SECTIONS: &str = "void f3 (int n, int *a)
{
  int i, x = 0;
#pragma omp task untied mergeable final(n > 4) priority(2) depend(in: x) firstprivate(n)
  x = n;
#pragma omp taskgroup
  {
#pragma omp taskloop grainsize(4) nogroup
  for (i = 0; i < n; i++)
    x = x + i;
  }
#pragma omp simd linear(x:2) aligned(a:32) safelen(8) simdlen(4)
  for (i = 0; i < n; i++)
    x = x + 2;
#pragma omp sections private(i) nowait
  {
#pragma omp section
    x = 1;
#pragma omp section
    x = 2;
  }
#pragma omp for ordered
  for (i = 0; i < n; i++)
#pragma omp ordered
    x = i;
}
";

pub(crate) fn tasks_simd_sections_and_ordered_print_as_gcc_dumps_them() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let intp = tc.build_pointer_type(Some(int)).unwrap();
    let (mut b, parms) = Fb::new(&mut tc, "f3", &[("n", int), ("a", intp)]);
    let (n, a) = (parms[0], parms[1]);
    let (i, x) = (b.local("i", None), b.local("x", Some(0)));

    let xn = b.set(x, n);
    let task_body = b.bind(&[], &[xn]);
    let fp = b.clause(K::Firstprivate, Some(n));
    let dep = b.clause(K::Depend, Some(x));
    b.tc.set_omp_clause_depend_kind(dep, "OMP_CLAUSE_DEPEND_IN".parse().unwrap())
        .unwrap();
    let two = b.cst(2);
    let prio = b.clause(K::Priority, Some(two));
    let four = b.cst(4);
    let gt = b.bin(C::GtExpr, n, four);
    let fin = b.clause(K::Final, Some(gt));
    let merge = b.clause(K::Mergeable, None);
    let untied = b.clause(K::Untied, None);
    let task = b.construct(C::OmpTask, &[fp, dep, prio, fin, merge, untied], task_body);

    let sum = b.bin(C::PlusExpr, x, i);
    let body = b.set(x, sum);
    let nogroup = b.clause(K::Nogroup, None);
    let four = b.cst(4);
    let grain = b.clause(K::Grainsize, Some(four));
    let taskloop = b.omp_loop(C::OmpTaskloop, &[nogroup, grain], &[(i, n)], body);
    let taskgroup = b.construct(C::OmpTaskgroup, &[], taskloop);

    let two = b.cst(2);
    let sum = b.bin(C::PlusExpr, x, two);
    let body = b.set(x, sum);
    let four = b.cst(4);
    let simdlen = b.clause(K::Simdlen, Some(four));
    let eight = b.cst(8);
    let safelen = b.clause(K::Safelen, Some(eight));
    let thirty_two = b.cst(32);
    let aligned = b.clause(K::Aligned, Some(a));
    b.tc.set_omp_clause_aligned_alignment(aligned, Some(thirty_two))
        .unwrap();
    let two = b.cst(2);
    let linear = b.clause(K::Linear, Some(x));
    b.tc.set_omp_clause_linear_step(linear, Some(two)).unwrap();
    let simd = b.omp_loop(
        C::OmpSimd,
        &[simdlen, safelen, aligned, linear],
        &[(i, n)],
        body,
    );

    let void = b.tc.void_type_node();
    let one = b.cst(1);
    let x1 = b.set(x, one);
    let s1 = b.tc.build1(C::OmpSection, Some(void), Some(x1)).unwrap();
    let two = b.cst(2);
    let x2 = b.set(x, two);
    let s2 = b.tc.build1(C::OmpSection, Some(void), Some(x2)).unwrap();
    let sections_body = b.stmts(&[s1, s2]);
    let nowait = b.clause(K::Nowait, None);
    let private = b.clause(K::Private, Some(i));
    let sections = b.construct(C::OmpSections, &[nowait, private], sections_body);

    let xi = b.set(x, i);
    let ordered = b.construct(C::OmpOrdered, &[], xi);
    let ord_clause = b.clause(K::Ordered, None);
    let omp_for = b.omp_loop(C::OmpFor, &[ord_clause], &[(i, n)], ordered);

    let top = b.bind(&[i, x], &[task, taskgroup, simd, sections, omp_for]);
    let ours = b.finish(top);
    check(&ours, TASKS_SIMD_SECTIONS, "-fopenmp");
}
