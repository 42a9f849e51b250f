//! Differential test of doacross dependences, scan, loop, taskgroups and clause modifiers.

use tree::{OmpClauseCode as K, Tree, TreeCode as C, TreeContext};

use super::support::*;

const DOACROSS_SCAN_TASKGROUPS: &str =
    "typedef struct omp_depend_t { char __omp_depend_t__[16]; } omp_depend_t;
void f7 (int n, int *a)
{
  int i, j, s = 0, x = 0;
  omp_depend_t o;
#pragma omp parallel proc_bind(spread)
#pragma omp critical (c1) hint(0)
  s++;
#pragma omp for ordered(2)
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      {
#pragma omp ordered depend(sink: i - 1, j + 1)
#pragma omp ordered depend(source)
      }
#pragma omp simd nontemporal(a) reduction(inscan, +:s)
  for (i = 0; i < n; i++)
    {
      s = s + i;
#pragma omp scan inclusive(s)
      x = s;
    }
#pragma omp loop bind(thread) order(concurrent)
  for (i = 0; i < n; i++)
    x = i;
#pragma omp taskgroup task_reduction(+:s)
  {
#pragma omp taskloop grainsize(strict: 2) in_reduction(+:s)
  for (i = 0; i < n; i++)
    s = s + i;
#pragma omp taskloop num_tasks(strict: 2) nogroup
  for (i = 0; i < n; i++)
    x = i;
  }
#pragma omp task affinity(x) depend(depobj: o)
  x = 1;
#pragma omp parallel proc_bind(master) allocate(x) firstprivate(x)
  x = 2;
#pragma omp teams num_teams(2:4)
  x = 3;
#pragma omp scope private(x)
  x = 4;
#pragma omp target enter data map(always, to: x)
}
";

pub(crate) fn doacross_scan_loop_taskgroups_and_modifiers_print_as_gcc_dumps_them() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let intp = tc.build_pointer_type(Some(int)).unwrap();
    let rec = tc.make_node(C::RecordType).unwrap();
    let rec_name = tc.get_identifier("omp_depend_t");
    tc.set_type_name(rec, Some(rec_name)).unwrap();
    let (mut b, parms) = Fb::new(&mut tc, "f7", &[("n", int), ("a", intp)]);
    let (n, a) = (parms[0], parms[1]);
    let (i, j) = (b.local("i", None), b.local("j", None));
    let (s, x) = (b.local("s", Some(0)), b.local("x", Some(0)));
    let o = b.local("o", None);
    b.tc.set_tree_type(o, Some(rec)).unwrap();
    let void = b.tc.void_type_node();
    let (zero, one, two) = (b.cst(0), b.cst(1), b.cst(2));

    let proc_bind = |b: &mut Fb<'_>, kind: &str| {
        let c = b.clause(K::ProcBind, None);
        b.tc.set_omp_clause_proc_bind_kind(c, kind.parse().unwrap())
            .unwrap();
        c
    };
    let inc = b.post_inc(s);
    let hint = b.clause(K::Hint, Some(zero));
    let critical = b.construct(C::OmpCritical, &[hint], inc);
    let c1 = b.tc.get_identifier("c1");
    b.tc.set_omp_critical_name(critical, Some(c1)).unwrap();
    let par_body = b.bind(&[], &[critical]);
    let spread = proc_bind(&mut b, "OMP_CLAUSE_PROC_BIND_SPREAD");
    let par1 = b.construct(C::OmpParallel, &[spread], par_body);

    // Doacross: depend(sink: i-1, j+1) is a TREE_LIST of (offset, variable) pairs.
    let sink_j = b.tc.tree_cons(Some(one), Some(j), None);
    let sink = b.tc.tree_cons(Some(one), Some(i), Some(sink_j));
    b.tc.set_flag(sink, tree::Flag::Public, true).unwrap(); // OMP_CLAUSE_DEPEND_SINK_NEGATIVE
    let dsink = depend(&mut b, "OMP_CLAUSE_DEPEND_SINK", sink);
    let dsource = b.clause(K::Depend, None);
    b.tc.set_omp_clause_depend_kind(dsource, "OMP_CLAUSE_DEPEND_SOURCE".parse().unwrap())
        .unwrap();
    let ordered_standalone = |b: &mut Fb<'_>, c: Tree| {
        let cl = b.chain(&[c]);
        b.tc.build(C::OmpOrdered, Some(void), &[None, cl]).unwrap()
    };
    let o1 = ordered_standalone(&mut b, dsink);
    let o2 = ordered_standalone(&mut b, dsource);
    let body = b.stmts(&[o1, o2]);
    let ordered = b.clause(K::Ordered, Some(two));
    let for_ordered = b.omp_loop(C::OmpFor, &[ordered], &[(i, n), (j, n)], body);

    // simd with an inclusive scan: two OMP_SCANs, the first without clauses.
    let sum = b.bin(C::PlusExpr, s, i);
    let ss = b.set(s, sum);
    let scan1 = b.construct(C::OmpScan, &[], ss);
    let xs = b.set(x, s);
    let inclusive = b.clause(K::Inclusive, Some(s));
    let scan2 = b.construct(C::OmpScan, &[inclusive], xs);
    let body = b.stmts(&[scan1, scan2]);
    let red = reduction(&mut b, C::PlusExpr, s);
    b.tc.set_omp_clause_reduction_inscan(red, true).unwrap();
    let nt = b.clause(K::Nontemporal, Some(a));
    let simd = b.omp_loop(C::OmpSimd, &[red, nt], &[(i, n)], body);

    let body = b.set(x, i);
    let order = b.clause(K::Order, None);
    let bind = b.clause(K::Bind, None);
    b.tc.set_omp_clause_bind_kind(bind, "OMP_CLAUSE_BIND_THREAD".parse().unwrap())
        .unwrap();
    let omp_loop = b.omp_loop(C::OmpLoop, &[order, bind], &[(i, n)], body);

    let sum = b.bin(C::PlusExpr, s, i);
    let body = b.set(s, sum);
    let inred = b.clause(K::InReduction, Some(s));
    b.tc.set_omp_clause_reduction_code(inred, C::PlusExpr)
        .unwrap();
    let grain = b.clause(K::Grainsize, Some(two));
    b.tc.set_omp_clause_grainsize_strict(grain, true).unwrap();
    let tl1 = b.omp_loop(C::OmpTaskloop, &[inred, grain], &[(i, n)], body);
    let body = b.set(x, i);
    let nogroup = b.clause(K::Nogroup, None);
    let ntasks = b.clause(K::NumTasks, Some(two));
    b.tc.set_omp_clause_num_tasks_strict(ntasks, true).unwrap();
    let tl2 = b.omp_loop(C::OmpTaskloop, &[nogroup, ntasks], &[(i, n)], body);
    let tg_body = b.stmts(&[tl1, tl2]);
    let tred = b.clause(K::TaskReduction, Some(s));
    b.tc.set_omp_clause_reduction_code(tred, C::PlusExpr)
        .unwrap();
    let taskgroup = b.construct(C::OmpTaskgroup, &[tred], tg_body);

    let with_x = |b: &mut Fb<'_>, code: C, v: i64, clauses: &[Tree], bind: bool| {
        let c = b.cst(v);
        let set = b.set(x, c);
        let body = if bind { b.bind(&[], &[set]) } else { set };
        b.construct(code, clauses, body)
    };
    let dep = depend(&mut b, "OMP_CLAUSE_DEPEND_DEPOBJ", o);
    let aff = b.clause(K::Affinity, Some(x));
    let task = with_x(&mut b, C::OmpTask, 1, &[dep, aff], true);
    let fp = b.clause(K::Firstprivate, Some(x));
    let alloc = b.clause(K::Allocate, Some(x));
    let master = proc_bind(&mut b, "OMP_CLAUSE_PROC_BIND_MASTER");
    let par2 = with_x(&mut b, C::OmpParallel, 2, &[fp, alloc, master], true);
    let four = b.cst(4);
    let nteams = b.clause(K::NumTeams, Some(four));
    b.tc.set_omp_clause_num_teams_lower_expr(nteams, Some(two))
        .unwrap();
    let teams = with_x(&mut b, C::OmpTeams, 3, &[nteams], true);
    let private = b.clause(K::Private, Some(x));
    let scope = with_x(&mut b, C::OmpScope, 4, &[private], false);
    let always = map(&mut b, "GOMP_MAP_ALWAYS_TO", x);
    let enter = b.standalone(C::OmpTargetEnterData, &[always]);

    let top = b.bind(
        &[i, j, s, x, o],
        &[
            par1,
            for_ordered,
            simd,
            omp_loop,
            taskgroup,
            task,
            par2,
            teams,
            scope,
            enter,
        ],
    );
    let ours = b.finish(top);
    assert!(ours.contains("#pragma omp ordered depend(sink:i-1,j+1)\n"));
    check(&ours, DOACROSS_SCAN_TASKGROUPS, "-fopenmp");
}
