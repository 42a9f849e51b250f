//! Differential tests of OpenACC constructs, their clause arguments and array sections,
//! against `gcc -fopenacc`.

use tree::{OmpClauseCode as K, Tree, TreeCode as C, TreeContext};

use super::support::*;

const OPENACC: &str = "void f4 (int n, int *a)
{
  int i, t = 0;
#pragma acc parallel num_gangs(2) num_workers(4) vector_length(32) copy(t) async(1) wait(2)
  {
#pragma acc loop gang worker vector independent
  for (i = 0; i < n; i++)
    t = t + i;
  }
#pragma acc kernels copyin(n) present(a)
  {
#pragma acc loop seq
  for (i = 0; i < n; i++)
    t = t + 1;
#pragma acc loop auto tile(2)
  for (i = 0; i < n; i++)
    t = t + 1;
  }
#pragma acc serial copyout(t)
  t = 3;
#pragma acc data create(t) copy(n)
  t = 4;
#pragma acc host_data use_device(a)
  t = 5;
#pragma acc update host(t) device(n)
#pragma acc enter data copyin(t)
#pragma acc exit data copyout(t) delete(n)
}
";

pub(crate) fn openacc_constructs_print_as_gcc_dumps_them() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let intp = tc.build_pointer_type(Some(int)).unwrap();
    let (mut b, parms) = Fb::new(&mut tc, "f4", &[("n", int), ("a", intp)]);
    let (n, a) = (parms[0], parms[1]);
    let (i, t) = (b.local("i", None), b.local("t", Some(0)));

    let sum = b.bin(C::PlusExpr, t, i);
    let body = b.set(t, sum);
    let cl: Vec<Tree> = [K::Independent, K::Vector, K::Worker, K::Gang]
        .into_iter()
        .map(|k| b.clause(k, None))
        .collect();
    let lp = b.omp_loop(C::OaccLoop, &cl, &[(i, n)], body);
    let par_body = b.bind(&[], &[lp]);
    let two = b.cst(2);
    let wait = b.clause(K::Wait, Some(two));
    let one = b.cst(1);
    let async_ = b.clause(K::Async, Some(one));
    let copy = map(&mut b, "GOMP_MAP_TOFROM", t);
    let thirty_two = b.cst(32);
    let vl = b.clause(K::VectorLength, Some(thirty_two));
    let four = b.cst(4);
    let nw = b.clause(K::NumWorkers, Some(four));
    let two = b.cst(2);
    let ng = b.clause(K::NumGangs, Some(two));
    let par = b.construct(C::OaccParallel, &[wait, async_, copy, vl, nw, ng], par_body);

    let one = b.cst(1);
    let sum = b.bin(C::PlusExpr, t, one);
    let body = b.set(t, sum);
    let seq = b.clause(K::Seq, None);
    let l1 = b.omp_loop(C::OaccLoop, &[seq], &[(i, n)], body);
    let one = b.cst(1);
    let sum = b.bin(C::PlusExpr, t, one);
    let body = b.set(t, sum);
    let two = b.cst(2);
    let tile_list = b.tc.build_tree_list(None, Some(two));
    let tile = b.clause(K::Tile, None);
    b.tc.set_omp_clause_tile_list(tile, Some(tile_list))
        .unwrap();
    let auto = b.clause(K::Auto, None);
    let l2 = b.omp_loop(C::OaccLoop, &[tile, auto], &[(i, n)], body);
    let kernels_body = b.bind(&[], &[l1, l2]);
    let present = map(&mut b, "GOMP_MAP_FORCE_PRESENT", a);
    let copyin = map(&mut b, "GOMP_MAP_TO", n);
    let kernels = b.construct(C::OaccKernels, &[present, copyin], kernels_body);

    let simple = |b: &mut Fb<'_>, code: C, v: i64, clauses: &[Tree]| {
        let c = b.cst(v);
        let set = b.set(t, c);
        let body = b.bind(&[], &[set]);
        b.construct(code, clauses, body)
    };
    let from = map(&mut b, "GOMP_MAP_FROM", t);
    let serial = simple(&mut b, C::OaccSerial, 3, &[from]);
    let copy_n = map(&mut b, "GOMP_MAP_TOFROM", n);
    let create = map(&mut b, "GOMP_MAP_ALLOC", t);
    let data = simple(&mut b, C::OaccData, 4, &[copy_n, create]);
    let udp = b.clause(K::UseDevicePtr, Some(a));
    let host_data = simple(&mut b, C::OaccHostData, 5, &[udp]);

    let to = map(&mut b, "GOMP_MAP_FORCE_TO", n);
    let from = map(&mut b, "GOMP_MAP_FORCE_FROM", t);
    let update = b.standalone(C::OaccUpdate, &[to, from]);
    let copyin = map(&mut b, "GOMP_MAP_TO", t);
    let enter = b.standalone(C::OaccEnterData, &[copyin]);
    let release = map(&mut b, "GOMP_MAP_RELEASE", n);
    let copyout = map(&mut b, "GOMP_MAP_FROM", t);
    let exit = b.standalone(C::OaccExitData, &[release, copyout]);

    let top = b.bind(
        &[i, t],
        &[par, kernels, serial, data, host_data, update, enter, exit],
    );
    let ours = b.finish(top);
    assert!(ours.contains("  #pragma acc update map(force_to:n) map(force_from:t);\n"));
    check(&ours, OPENACC, "-fopenacc");
}

const OPENACC_CLAUSES: &str = "void f6 (int n, int *a)
{
  int i, j, t = 0, u = 0;
#pragma acc parallel async wait default(none) firstprivate(n) private(u) reduction(+:t) copy(a[0:n]) if(n > 2)
  {
#pragma acc loop gang(static: *) collapse(2) reduction(+:t)
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      t = t + j;
  }
#pragma acc kernels default(present) async(3) wait(1, 2)
  {
#pragma acc loop gang(num: 4, static: 2) worker(num: 2) vector(length: 8)
  for (i = 0; i < n; i++)
    t = t + i;
  }
#pragma acc host_data use_device(a) if_present
  t = 5;
#pragma acc update self(t) if_present async(1)
#pragma acc exit data delete(t) finalize
#pragma acc enter data create(u) attach(a)
}
";

pub(crate) fn openacc_clause_arguments_and_array_sections_print_as_gcc_dumps_them() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let intp = tc.build_pointer_type(Some(int)).unwrap();
    let sizetype = tc.sizetype();
    let (mut b, parms) = Fb::new(&mut tc, "f6", &[("n", int), ("a", intp)]);
    let (n, a) = (parms[0], parms[1]);
    let (i, j) = (b.local("i", None), b.local("j", None));
    let (t, u) = (b.local("t", Some(0)), b.local("u", Some(0)));
    let minus_one = b.tc.integer_minus_one_node();

    // acc parallel … { acc loop gang(static:*) collapse(2) reduction(+:t) }
    let sum = b.bin(C::PlusExpr, t, j);
    let body = b.set(t, sum);
    let red = reduction(&mut b, C::PlusExpr, t);
    let two = b.cst(2);
    let collapse = b.clause(K::Collapse, Some(two));
    let gang = b.clause(K::Gang, None);
    b.tc.set_omp_clause_gang_static_expr(gang, Some(minus_one))
        .unwrap();
    let lp = b.omp_loop(C::OaccLoop, &[red, collapse, gang], &[(i, n), (j, n)], body);
    let par_body = b.bind(&[], &[lp]);
    let two = b.cst(2);
    let gt = b.bin(C::GtExpr, n, two);
    let ifc = b.clause(K::If, Some(gt));
    let deref = b.tc.build1(C::IndirectRef, Some(int), Some(a)).unwrap();
    let copy = map(&mut b, "GOMP_MAP_TOFROM", deref);
    let n_size = b.tc.build1(C::NopExpr, Some(sizetype), Some(n)).unwrap();
    let four = b.tc.build_int_cst(Some(sizetype), 4).unwrap();
    let len = b.bin(C::MultExpr, n_size, four);
    b.tc.set_omp_clause_size(copy, Some(len)).unwrap();
    let fpp = map(&mut b, "GOMP_MAP_FIRSTPRIVATE_POINTER", a);
    let zero_size = b.tc.build_int_cst(Some(sizetype), 0).unwrap();
    b.tc.set_omp_clause_size(fpp, Some(zero_size)).unwrap();
    let red = reduction(&mut b, C::PlusExpr, t);
    let private = b.clause(K::Private, Some(u));
    let fp = b.clause(K::Firstprivate, Some(n));
    let def = b.clause(K::Default, None);
    b.tc.set_omp_clause_default_kind(def, "OMP_CLAUSE_DEFAULT_NONE".parse().unwrap())
        .unwrap();
    let wait = b.clause(K::Wait, Some(minus_one));
    let async_ = b.clause(K::Async, Some(minus_one));
    let par = b.construct(
        C::OaccParallel,
        &[ifc, copy, fpp, red, private, fp, def, wait, async_],
        par_body,
    );

    // acc kernels … { acc loop vector(8) worker(2) gang(num: 4 static:2) }
    let sum = b.bin(C::PlusExpr, t, i);
    let body = b.set(t, sum);
    let eight = b.cst(8);
    let vector = b.clause(K::Vector, Some(eight));
    let two = b.cst(2);
    let worker = b.clause(K::Worker, Some(two));
    let (four, two) = (b.cst(4), b.cst(2));
    let gang = b.clause(K::Gang, Some(four));
    b.tc.set_omp_clause_gang_static_expr(gang, Some(two))
        .unwrap();
    let lp = b.omp_loop(C::OaccLoop, &[vector, worker, gang], &[(i, n)], body);
    let kernels_body = b.bind(&[], &[lp]);
    let (two, one, three) = (b.cst(2), b.cst(1), b.cst(3));
    let w2 = b.clause(K::Wait, Some(two));
    let w1 = b.clause(K::Wait, Some(one));
    let async_ = b.clause(K::Async, Some(three));
    let def = b.clause(K::Default, None);
    b.tc.set_omp_clause_default_kind(def, "OMP_CLAUSE_DEFAULT_PRESENT".parse().unwrap())
        .unwrap();
    let kernels = b.construct(C::OaccKernels, &[w2, w1, async_, def], kernels_body);

    let five = b.cst(5);
    let t5 = b.set(t, five);
    let hd_body = b.bind(&[], &[t5]);
    let ifp = b.clause(K::IfPresent, None);
    let udp = b.clause(K::UseDevicePtr, Some(a));
    let host_data = b.construct(C::OaccHostData, &[ifp, udp], hd_body);

    let one = b.cst(1);
    let async_ = b.clause(K::Async, Some(one));
    let ifp = b.clause(K::IfPresent, None);
    let from = map(&mut b, "GOMP_MAP_FORCE_FROM", t);
    let update = b.standalone(C::OaccUpdate, &[async_, ifp, from]);
    let fin = b.clause(K::Finalize, None);
    let release = map(&mut b, "GOMP_MAP_RELEASE", t);
    let exit = b.standalone(C::OaccExitData, &[fin, release]);
    let attach = map(&mut b, "GOMP_MAP_ATTACH", a);
    let zero_size = b.tc.build_int_cst(Some(sizetype), 0).unwrap();
    b.tc.set_omp_clause_size(attach, Some(zero_size)).unwrap();
    let alloc = map(&mut b, "GOMP_MAP_ALLOC", u);
    let enter = b.standalone(C::OaccEnterData, &[attach, alloc]);

    let top = b.bind(
        &[i, j, t, u],
        &[par, kernels, host_data, update, exit, enter],
    );
    let ours = b.finish(top);
    assert!(ours.contains("gang(num: 4 static:2)"));
    check(&ours, OPENACC_CLAUSES, "-fopenacc");
}
