//! Differential tests of reductions (built-in, logical and user-defined operators),
//! schedules, depend clauses and loop pre-bodies.

use tree::{Location, OmpClauseCode as K, Tree, TreeCode as C, TreeContext};

use super::support::*;

const REDUCTIONS_SCHEDULES_DEPEND: &str = "int tp;
#pragma omp threadprivate(tp)
void f5 (int n, int *p)
{
  int i, s = 0, r = 1, d = 0, c = 0;
  long l = 0;
#pragma omp parallel reduction(*:r) copyin(tp) default(none) shared(n, p, l, s, d, c) private(i)
  {
#pragma omp for reduction(task, |:d) schedule(monotonic: static) lastprivate(l)
  for (i = 0; i < n; i++)
    d = d | i;
#pragma omp for schedule(guided) reduction(^:s)
  for (i = 0; i < n; i += 2)
    s = s ^ i;
#pragma omp for schedule(runtime) lastprivate(conditional: c)
  for (i = n; i > 0; i--)
    c = i;
#pragma omp for simd schedule(simd: auto) reduction(max:l)
  for (i = 0; i < n; i = i + 3)
    l = l > i ? l : i;
#pragma omp masked filter(1)
  s++;
  }
#pragma omp taskloop num_tasks(3) reduction(min:s)
  for (int j = 0; j < n; j++)
    if (j < s) s = j;
#pragma omp task depend(out: s) depend(inout: d) depend(mutexinoutset: r)
  s = 1;
#pragma omp taskwait depend(in: s)
#pragma omp target is_device_ptr(p) map(from: s) defaultmap(tofrom: scalar)
  s = *p;
#pragma omp target data map(tofrom: d) use_device_addr(d)
  d = 2;
}
";

pub(crate) fn reductions_schedules_depend_and_pre_body_print_as_gcc_dumps_them() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let long = tc.long_integer_type_node();
    let intp = tc.build_pointer_type(Some(int)).unwrap();
    let tp_id = tc.get_identifier("tp");
    let tp = tc
        .build_decl(Location::UNKNOWN, C::VarDecl, Some(tp_id), Some(int))
        .unwrap();
    tc.set_flag(tp, tree::Flag::Static, true).unwrap();
    tc.set_flag(tp, tree::Flag::Public, true).unwrap();
    let (mut b, parms) = Fb::new(&mut tc, "f5", &[("n", int), ("p", intp)]);
    let (n, p) = (parms[0], parms[1]);
    let (i, s, r) = (
        b.local("i", None),
        b.local("s", Some(0)),
        b.local("r", Some(1)),
    );
    let (d, c) = (b.local("d", Some(0)), b.local("c", Some(0)));
    let l = b.local("l", None);
    b.tc.set_tree_type(l, Some(long)).unwrap();
    let zero_l = b.tc.build_int_cst(Some(long), 0).unwrap();
    b.tc.set_decl_initial(l, Some(zero_l)).unwrap();
    let zero = b.cst(0);
    let one = b.cst(1);

    // for (i = 0; i < n; i++) d = d | i;
    let ior = b.bin(C::BitIorExpr, d, i);
    let body = b.set(d, ior);
    let lp = b.clause(K::Lastprivate, Some(l));
    let sch = schedule(
        &mut b,
        "OMP_CLAUSE_SCHEDULE_STATIC",
        "OMP_CLAUSE_SCHEDULE_MONOTONIC",
        false,
    );
    let red = reduction(&mut b, C::BitIorExpr, d);
    b.tc.set_omp_clause_reduction_task(red, true).unwrap();
    let for1 = b.omp_loop(C::OmpFor, &[lp, sch, red], &[(i, n)], body);

    // for (i = 0; i < n; i = i + 2) s = s ^ i;
    let xor = b.bin(C::BitXorExpr, s, i);
    let body = b.set(s, xor);
    let red = reduction(&mut b, C::BitXorExpr, s);
    let sch = schedule(&mut b, "OMP_CLAUSE_SCHEDULE_GUIDED", "0", false);
    let init = b.set(i, zero);
    let cond = b.bin(C::LtExpr, i, n);
    let two = b.cst(2);
    let step = b.bin(C::PlusExpr, i, two);
    let incr = b.set(i, step);
    let for2 = b.omp_loop_full(
        C::OmpFor,
        &[red, sch],
        [&[init], &[cond], &[incr]],
        body,
        None,
    );

    // for (i = n; i > 0; i--) c = i;
    let body = b.set(c, i);
    let lp = b.clause(K::Lastprivate, Some(c));
    b.tc.set_omp_clause_lastprivate_conditional(lp, true)
        .unwrap();
    let sch = schedule(&mut b, "OMP_CLAUSE_SCHEDULE_RUNTIME", "0", false);
    let init = b.set(i, n);
    let cond = b.bin(C::GtExpr, i, zero);
    let incr = b.bin(C::PostdecrementExpr, i, one);
    let for3 = b.omp_loop_full(
        C::OmpFor,
        &[lp, sch],
        [&[init], &[cond], &[incr]],
        body,
        None,
    );

    // for simd: an OMP_FOR without a header around the OMP_SIMD loop.
    let conv = b.tc.build1(C::NopExpr, Some(long), Some(i)).unwrap();
    let max = b.bin(C::MaxExpr, conv, l);
    let body = b.set(l, max);
    let red = reduction(&mut b, C::MaxExpr, l);
    let init = b.set(i, zero);
    let cond = b.bin(C::LtExpr, i, n);
    let three = b.cst(3);
    let step = b.bin(C::PlusExpr, i, three);
    let incr = b.set(i, step);
    let simd = b.omp_loop_full(C::OmpSimd, &[red], [&[init], &[cond], &[incr]], body, None);
    let sch = schedule(&mut b, "OMP_CLAUSE_SCHEDULE_AUTO", "0", true);
    let red = reduction(&mut b, C::MaxExpr, l);
    let void = b.tc.void_type_node();
    let cl = b.chain(&[sch, red]);
    let for_simd =
        b.tc.build(
            C::OmpFor,
            Some(void),
            &[Some(simd), cl, None, None, None, None, None],
        )
        .unwrap();

    let inc = b.post_inc(s);
    let filter = b.clause(K::Filter, Some(one));
    let masked = b.construct(C::OmpMasked, &[filter], inc);
    let inner = b.bind(&[], &[for1, for2, for3, for_simd, masked]);
    let mut pcl = vec![b.clause(K::Private, Some(i))];
    for v in [c, d, s, l, p, n] {
        pcl.push(b.clause(K::Shared, Some(v)));
    }
    let def = b.clause(K::Default, None);
    b.tc.set_omp_clause_default_kind(def, "OMP_CLAUSE_DEFAULT_NONE".parse().unwrap())
        .unwrap();
    pcl.push(def);
    pcl.push(b.clause(K::Copyin, Some(tp)));
    pcl.push(reduction(&mut b, C::MultExpr, r));
    let par = b.construct(C::OmpParallel, &pcl, inner);

    // { int j; #pragma omp taskloop … } with `int j;` as the loop's pre-body.
    let j = b.local("j", None);
    let then = b.set(s, j);
    let lt = b.bin(C::LtExpr, j, s);
    let body =
        b.tc.build3(C::CondExpr, Some(void), Some(lt), Some(then), None)
            .unwrap();
    let red = reduction(&mut b, C::MinExpr, s);
    let three = b.cst(3);
    let nt = b.clause(K::NumTasks, Some(three));
    let pre = b.tc.build1(C::DeclExpr, Some(void), Some(j)).unwrap();
    let init = b.set(j, zero);
    let cond = b.bin(C::LtExpr, j, n);
    let incr = b.post_inc(j);
    let taskloop = b.omp_loop_full(
        C::OmpTaskloop,
        &[red, nt],
        [&[init], &[cond], &[incr]],
        body,
        Some(pre),
    );
    let block = b.tc.build_block(Some(j), None, None).unwrap();
    let taskloop_scope =
        b.tc.build3(
            C::BindExpr,
            Some(void),
            Some(j),
            Some(taskloop),
            Some(block),
        )
        .unwrap();

    let s1 = b.set(s, one);
    let task_body = b.bind(&[], &[s1]);
    let deps = [
        depend(&mut b, "OMP_CLAUSE_DEPEND_MUTEXINOUTSET", r),
        depend(&mut b, "OMP_CLAUSE_DEPEND_INOUT", d),
        depend(&mut b, "OMP_CLAUSE_DEPEND_OUT", s),
    ];
    let task = b.construct(C::OmpTask, &deps, task_body);
    let dep_in = depend(&mut b, "OMP_CLAUSE_DEPEND_IN", s);
    let cl = b.chain(&[dep_in]);
    let taskwait = b.tc.build(C::OmpTask, Some(void), &[None, cl]).unwrap();

    let deref = b.tc.build1(C::IndirectRef, Some(int), Some(p)).unwrap();
    let sp = b.set(s, deref);
    let target_body = b.bind(&[], &[sp]);
    let dm = b.clause(K::Defaultmap, None);
    b.tc.set_omp_clause_defaultmap_kind(
        dm,
        "OMP_CLAUSE_DEFAULTMAP_TOFROM".parse().unwrap(),
        "OMP_CLAUSE_DEFAULTMAP_CATEGORY_SCALAR".parse().unwrap(),
    )
    .unwrap();
    let mf = map(&mut b, "GOMP_MAP_FROM", s);
    let idp = b.clause(K::IsDevicePtr, Some(p));
    let target = b.construct(C::OmpTarget, &[dm, mf, idp], target_body);
    let two = b.cst(2);
    let d2 = b.set(d, two);
    let data_body = b.bind(&[], &[d2]);
    let uda = b.clause(K::UseDeviceAddr, Some(d));
    let mtf = map(&mut b, "GOMP_MAP_TOFROM", d);
    let data = b.construct(C::OmpTargetData, &[uda, mtf], data_body);

    let top = b.bind(
        &[i, s, r, d, c, l],
        &[par, taskloop_scope, task, taskwait, target, data],
    );
    let ours = b.finish(top);
    assert!(ours.contains("#pragma omp taskwait depend(in:s)\n"));
    check(&ours, REDUCTIONS_SCHEDULES_DEPEND, "-fopenmp");
}

const REDUCTION_OPERATORS: &str = "#pragma omp declare reduction (myadd: int: omp_out += omp_in) initializer (omp_priv = 0)
void f10 (int n)
{
  int i, a = 0, b = 1, c = 0, d = 1, e = 0;
#pragma omp parallel for reduction(myadd: a) reduction(&: b) reduction(&&: d) reduction(||: c) reduction(-: e)
  for (i = 0; i < n; i++)
    a = a + i;
}
";

pub(crate) fn user_defined_and_logical_reductions_print_as_gcc_dumps_them() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let (mut b, parms) = Fb::new(&mut tc, "f10", &[("n", int)]);
    let n = parms[0];
    let i = b.local("i", None);
    let vars: Vec<Tree> = [("a", 0), ("b", 1), ("c", 0), ("d", 1), ("e", 0)]
        .into_iter()
        .map(|(name, v)| b.local(name, Some(v)))
        .collect();
    let (a, bb, c, d, e) = (vars[0], vars[1], vars[2], vars[3], vars[4]);
    let sum = b.bin(C::PlusExpr, a, i);
    let body = b.set(a, sum);
    let nowait = b.clause(K::Nowait, None);
    let omp_for = b.omp_loop(C::OmpFor, &[nowait], &[(i, n)], body);
    let inner = b.bind(&[], &[omp_for]);
    // A user-defined reduction has ERROR_MARK as its code: no operator is printed.
    let reds = [
        reduction(&mut b, C::ErrorMark, a),
        reduction(&mut b, C::BitAndExpr, bb),
        reduction(&mut b, C::TruthAndifExpr, d),
        reduction(&mut b, C::TruthOrifExpr, c),
        reduction(&mut b, C::MinusExpr, e),
    ];
    let par = b.construct(C::OmpParallel, &reds, inner);
    let mut all = vec![i];
    all.extend_from_slice(&vars);
    let top = b.bind(&all, &[par]);
    let ours = b.finish(top);
    assert!(ours.contains("#pragma omp parallel reduction(a) reduction(&:b)"));
    check(&ours, REDUCTION_OPERATORS, "-fopenmp");
}
