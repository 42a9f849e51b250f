//! Unit-level: each clause's printed form, as dump_omp_clause writes it, for variable-list,
//! reduction, expression, keyword and kind clauses.

use tree::{OmpClauseCode as K, TreeCode as C};

use super::support::*;

pub(crate) fn variable_list_clauses_print_name_and_decl() {
    let mut t = Clauses::new();
    let x = t.x;
    for (kind, text) in [
        (K::Private, "private(x)"),
        (K::Shared, "shared(x)"),
        (K::Firstprivate, "firstprivate(x)"),
        (K::Lastprivate, "lastprivate(x)"),
        (K::Copyin, "copyin(x)"),
        (K::Copyprivate, "copyprivate(x)"),
        (K::Uniform, "uniform(x)"),
        (K::UseDevicePtr, "use_device_ptr(x)"),
        (K::UseDeviceAddr, "use_device_addr(x)"),
        (K::HasDeviceAddr, "has_device_addr(x)"),
        (K::IsDevicePtr, "is_device_ptr(x)"),
        (K::Inclusive, "inclusive(x)"),
        (K::Exclusive, "exclusive(x)"),
        (K::Looptemp, "_looptemp_(x)"),
        (K::Reductemp, "_reductemp_(x)"),
        (K::Condtemp, "_condtemp_(x)"),
        (K::Scantemp, "_scantemp_(x)"),
        (K::ToDeclare, "to(x)"),
        (K::Link, "link(x)"),
        (K::Nontemporal, "nontemporal(x)"),
        (K::Detach, "detach(x)"),
        (K::Affinity, "affinity(x)"),
        (K::Simduid, "_simduid_(x)"),
        (K::Allocate, "allocate(x)"),
    ] {
        let c = t.clause(kind, Some(x));
        assert_eq!(t.print(c), text, "{kind:?}");
    }
    let c = t.clause(K::Lastprivate, Some(x));
    t.tc.set_omp_clause_lastprivate_conditional(c, true)
        .unwrap();
    assert_eq!(t.print(c), "lastprivate(conditional:x)");
    let c = t.clause(K::UseDevicePtr, Some(x));
    t.tc.set_omp_clause_use_device_ptr_if_present(c, true)
        .unwrap();
    assert_eq!(t.print(c), "use_device_ptr(if_present:x)");
}

pub(crate) fn reduction_clauses_print_operator_and_modifiers() {
    let mut t = Clauses::new();
    let x = t.x;
    for (code, text) in [
        (C::PlusExpr, "reduction(+:x)"),
        (C::MultExpr, "reduction(*:x)"),
        (C::MinusExpr, "reduction(-:x)"),
        (C::BitAndExpr, "reduction(&:x)"),
        (C::BitIorExpr, "reduction(|:x)"),
        (C::BitXorExpr, "reduction(^:x)"),
        (C::TruthAndifExpr, "reduction(&&:x)"),
        (C::TruthOrifExpr, "reduction(||:x)"),
        (C::MinExpr, "reduction(min:x)"),
        (C::MaxExpr, "reduction(max:x)"),
        (C::ErrorMark, "reduction(x)"),
    ] {
        let c = t.clause(K::Reduction, Some(x));
        t.tc.set_omp_clause_reduction_code(c, code).unwrap();
        assert_eq!(t.tc.omp_clause_reduction_code(c).unwrap(), code);
        assert_eq!(t.print(c), text);
    }
    let c = t.clause(K::Reduction, Some(x));
    t.tc.set_omp_clause_reduction_code(c, C::PlusExpr).unwrap();
    t.tc.set_omp_clause_reduction_inscan(c, true).unwrap();
    assert_eq!(t.print(c), "reduction(inscan,+:x)");
    t.tc.set_omp_clause_reduction_task(c, true).unwrap();
    assert_eq!(t.print(c), "reduction(task,+:x)", "task wins over inscan");
    for (kind, text) in [
        (K::TaskReduction, "task_reduction(*:x)"),
        (K::InReduction, "in_reduction(*:x)"),
    ] {
        let c = t.clause(kind, Some(x));
        t.tc.set_omp_clause_reduction_code(c, C::MultExpr).unwrap();
        assert_eq!(t.print(c), text);
    }
}

pub(crate) fn expression_clauses_print_their_argument() {
    let mut t = Clauses::new();
    let n = t.n;
    for (kind, text) in [
        (K::NumThreads, "num_threads(n)"),
        (K::Collapse, "collapse(n)"),
        (K::Final, "final(n)"),
        (K::ThreadLimit, "thread_limit(n)"),
        (K::Safelen, "safelen(n)"),
        (K::Simdlen, "simdlen(n)"),
        (K::Priority, "priority(n)"),
        (K::Grainsize, "grainsize(n)"),
        (K::NumTasks, "num_tasks(n)"),
        (K::Hint, "hint(n)"),
        (K::Filter, "filter(n)"),
        (K::Device, "device(n)"),
        (K::NumTeams, "num_teams(n)"),
        (K::Ordered, "ordered(n)"),
        (K::Async, "async(n)"),
        (K::Wait, "wait(n)"),
        (K::Worker, "worker(n)"),
        (K::Vector, "vector(n)"),
        (K::NumGangs, "num_gangs(n)"),
        (K::NumWorkers, "num_workers(n)"),
        (K::VectorLength, "vector_length(n)"),
        (K::DistSchedule, "dist_schedule(static,n)"),
        (K::Schedule, "schedule(static,n)"),
        (K::If, "if(n)"),
        (K::Gang, "gang(num: n)"),
    ] {
        let c = t.clause(kind, Some(n));
        assert_eq!(t.print(c), text, "{kind:?}");
    }
    for (kind, text) in [
        (K::Ordered, "ordered"),
        (K::Async, "async"),
        (K::Worker, "worker"),
        (K::Vector, "vector"),
        (K::Gang, "gang"),
        (K::DistSchedule, "dist_schedule(static)"),
    ] {
        let c = t.clause(kind, None);
        assert_eq!(t.print(c), text, "{kind:?} without argument");
    }
    let c = t.clause(K::Grainsize, Some(n));
    t.tc.set_omp_clause_grainsize_strict(c, true).unwrap();
    assert_eq!(t.print(c), "grainsize(strict:n)");
    let c = t.clause(K::NumTasks, Some(n));
    t.tc.set_omp_clause_num_tasks_strict(c, true).unwrap();
    assert_eq!(t.print(c), "num_tasks(strict:n)");
    let c = t.clause(K::Device, Some(n));
    t.tc.set_omp_clause_device_ancestor(c, true).unwrap();
    assert_eq!(t.print(c), "device(ancestor:n)");
    let two = t.cst(2);
    let c = t.clause(K::NumTeams, Some(n));
    t.tc.set_omp_clause_num_teams_lower_expr(c, Some(two))
        .unwrap();
    assert_eq!(t.print(c), "num_teams(2:n)");
    let minus_one = t.tc.integer_minus_one_node();
    let c = t.clause(K::Gang, None);
    t.tc.set_omp_clause_gang_static_expr(c, Some(minus_one))
        .unwrap();
    assert_eq!(t.print(c), "gang(static:*)");
    let c = t.clause(K::Gang, Some(n));
    t.tc.set_omp_clause_gang_static_expr(c, Some(two)).unwrap();
    assert_eq!(t.print(c), "gang(num: n static:2)");
    let list = t.tc.build_tree_list(None, Some(two));
    let three = t.cst(3);
    let rest = t.tc.build_tree_list(None, Some(three));
    t.tc.set_tree_chain(list, Some(rest)).unwrap();
    let c = t.clause(K::Tile, Some(list));
    assert_eq!(t.print(c), "tile(2, 3)");
}

pub(crate) fn keyword_clauses_print_their_name() {
    let mut t = Clauses::new();
    for (kind, text) in [
        (K::Nowait, "nowait"),
        (K::Untied, "untied"),
        (K::Mergeable, "mergeable"),
        (K::Nogroup, "nogroup"),
        (K::Threads, "threads"),
        (K::Simd, "simd"),
        (K::Inbranch, "inbranch"),
        (K::Notinbranch, "notinbranch"),
        (K::For, "for"),
        (K::Parallel, "parallel"),
        (K::Sections, "sections"),
        (K::Taskgroup, "taskgroup"),
        (K::Seq, "seq"),
        (K::Auto, "auto"),
        (K::Independent, "independent"),
        (K::IfPresent, "if_present"),
        (K::Finalize, "finalize"),
        (K::Nohost, "nohost"),
        (K::Simt, "_simt_"),
        (K::Order, "order(concurrent)"),
    ] {
        let c = t.clause(kind, None);
        assert_eq!(t.print(c), text, "{kind:?}");
    }
    let c = t.clause(K::Order, None);
    t.tc.set_omp_clause_order_reproducible(c, true).unwrap();
    assert_eq!(t.print(c), "order(reproducible:concurrent)");
    t.tc.set_omp_clause_order_unconstrained(c, true).unwrap();
    assert_eq!(t.print(c), "order(unconstrained:concurrent)");
}

pub(crate) fn kind_clauses_print_each_kind() {
    let mut t = Clauses::new();
    for (kind, text) in [
        ("OMP_CLAUSE_DEFAULT_UNSPECIFIED", "default()"),
        ("OMP_CLAUSE_DEFAULT_SHARED", "default(shared)"),
        ("OMP_CLAUSE_DEFAULT_NONE", "default(none)"),
        ("OMP_CLAUSE_DEFAULT_PRIVATE", "default(private)"),
        ("OMP_CLAUSE_DEFAULT_FIRSTPRIVATE", "default(firstprivate)"),
        ("OMP_CLAUSE_DEFAULT_PRESENT", "default(present)"),
    ] {
        let c = t.clause(K::Default, None);
        t.tc.set_omp_clause_default_kind(c, kind.parse().unwrap())
            .unwrap();
        assert_eq!(t.print(c), text);
    }
    for (kind, text) in [
        ("OMP_CLAUSE_PROC_BIND_MASTER", "proc_bind(master)"),
        ("OMP_CLAUSE_PROC_BIND_CLOSE", "proc_bind(close)"),
        ("OMP_CLAUSE_PROC_BIND_SPREAD", "proc_bind(spread)"),
    ] {
        let c = t.clause(K::ProcBind, None);
        t.tc.set_omp_clause_proc_bind_kind(c, kind.parse().unwrap())
            .unwrap();
        assert_eq!(t.print(c), text);
    }
    for (kind, text) in [
        ("OMP_CLAUSE_BIND_TEAMS", "bind(teams)"),
        ("OMP_CLAUSE_BIND_PARALLEL", "bind(parallel)"),
        ("OMP_CLAUSE_BIND_THREAD", "bind(thread)"),
    ] {
        let c = t.clause(K::Bind, None);
        t.tc.set_omp_clause_bind_kind(c, kind.parse().unwrap())
            .unwrap();
        assert_eq!(t.print(c), text);
    }
    for (kind, text) in [
        ("OMP_CLAUSE_DEVICE_TYPE_HOST", "device_type(host)"),
        ("OMP_CLAUSE_DEVICE_TYPE_NOHOST", "device_type(nohost)"),
        ("OMP_CLAUSE_DEVICE_TYPE_ANY", "device_type(any)"),
    ] {
        let c = t.clause(K::DeviceType, None);
        t.tc.set_omp_clause_device_type_kind(c, kind.parse().unwrap())
            .unwrap();
        assert_eq!(t.print(c), text);
    }
    for (behavior, category, text) in [
        (
            "OMP_CLAUSE_DEFAULTMAP_ALLOC",
            "OMP_CLAUSE_DEFAULTMAP_CATEGORY_UNSPECIFIED",
            "defaultmap(alloc)",
        ),
        (
            "OMP_CLAUSE_DEFAULTMAP_TO",
            "OMP_CLAUSE_DEFAULTMAP_CATEGORY_AGGREGATE",
            "defaultmap(to:aggregate)",
        ),
        (
            "OMP_CLAUSE_DEFAULTMAP_FROM",
            "OMP_CLAUSE_DEFAULTMAP_CATEGORY_ALLOCATABLE",
            "defaultmap(from:allocatable)",
        ),
        (
            "OMP_CLAUSE_DEFAULTMAP_FIRSTPRIVATE",
            "OMP_CLAUSE_DEFAULTMAP_CATEGORY_POINTER",
            "defaultmap(firstprivate:pointer)",
        ),
        (
            "OMP_CLAUSE_DEFAULTMAP_NONE",
            "OMP_CLAUSE_DEFAULTMAP_CATEGORY_SCALAR",
            "defaultmap(none:scalar)",
        ),
        (
            "OMP_CLAUSE_DEFAULTMAP_DEFAULT",
            "OMP_CLAUSE_DEFAULTMAP_CATEGORY_UNSPECIFIED",
            "defaultmap(default)",
        ),
    ] {
        let c = t.clause(K::Defaultmap, None);
        let (b, cat) = (behavior.parse().unwrap(), category.parse().unwrap());
        t.tc.set_omp_clause_defaultmap_kind(c, b, cat).unwrap();
        assert_eq!(t.tc.omp_clause_defaultmap_kind(c).unwrap(), (b, cat));
        assert_eq!(t.print(c), text);
    }
}
