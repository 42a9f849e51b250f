//! Unit-level: clauses of several parts as dump_omp_clause writes them (schedule, if,
//! linear, aligned, allocate, map, depend), a clause chain outside a construct, the clause
//! accessors' kind checks, and clause subcodes across copy_node and serde.

use tree::{OmpClauseCode as K, TreeCode as C, TreeContext};

use super::support::*;

pub(crate) fn schedule_prints_kind_modifier_simd_and_chunk() {
    let mut t = Clauses::new();
    let four = t.cst(4);
    for (kind, modifier, simd, chunk, text) in [
        (
            "OMP_CLAUSE_SCHEDULE_STATIC",
            "0",
            false,
            None,
            "schedule(static)",
        ),
        (
            "OMP_CLAUSE_SCHEDULE_DYNAMIC",
            "0",
            false,
            Some(four),
            "schedule(dynamic,4)",
        ),
        (
            "OMP_CLAUSE_SCHEDULE_GUIDED",
            "0",
            false,
            None,
            "schedule(guided)",
        ),
        (
            "OMP_CLAUSE_SCHEDULE_AUTO",
            "0",
            false,
            None,
            "schedule(auto)",
        ),
        (
            "OMP_CLAUSE_SCHEDULE_RUNTIME",
            "0",
            false,
            None,
            "schedule(runtime)",
        ),
        (
            "OMP_CLAUSE_SCHEDULE_STATIC",
            "OMP_CLAUSE_SCHEDULE_MONOTONIC",
            false,
            None,
            "schedule(monotonic:static)",
        ),
        (
            "OMP_CLAUSE_SCHEDULE_DYNAMIC",
            "OMP_CLAUSE_SCHEDULE_NONMONOTONIC",
            false,
            Some(four),
            "schedule(nonmonotonic:dynamic,4)",
        ),
        (
            "OMP_CLAUSE_SCHEDULE_GUIDED",
            "0",
            true,
            None,
            "schedule(simd:guided)",
        ),
        (
            "OMP_CLAUSE_SCHEDULE_DYNAMIC",
            "OMP_CLAUSE_SCHEDULE_MONOTONIC",
            true,
            Some(four),
            "schedule(monotonic,simd:dynamic,4)",
        ),
    ] {
        let c = t.clause(K::Schedule, chunk);
        let (k, m) = (kind.parse().unwrap(), modifier.parse().unwrap());
        t.tc.set_omp_clause_schedule_kind(c, k, m).unwrap();
        t.tc.set_omp_clause_schedule_simd(c, simd).unwrap();
        assert_eq!(t.tc.omp_clause_schedule_kind(c).unwrap(), (k, m));
        assert_eq!(t.print(c), text);
    }
}

pub(crate) fn if_clause_prints_every_directive_modifier() {
    let mut t = Clauses::new();
    let n = t.n;
    for (code, text) in [
        (C::ErrorMark, "if(n)"),
        (C::VoidCst, "if(cancel:n)"),
        (C::OmpParallel, "if(parallel:n)"),
        (C::OmpSimd, "if(simd:n)"),
        (C::OmpTask, "if(task:n)"),
        (C::OmpTaskloop, "if(taskloop:n)"),
        (C::OmpTargetData, "if(target data:n)"),
        (C::OmpTarget, "if(target:n)"),
        (C::OmpTargetUpdate, "if(target update:n)"),
        (C::OmpTargetEnterData, "if(target enter data:n)"),
        (C::OmpTargetExitData, "if(target exit data:n)"),
    ] {
        let c = t.clause(K::If, Some(n));
        t.tc.set_omp_clause_if_modifier(c, code).unwrap();
        assert_eq!(t.tc.omp_clause_if_modifier(c).unwrap(), code);
        assert_eq!(t.print(c), text);
    }
    let c = t.clause(K::If, Some(n));
    assert!(t.tc.set_omp_clause_if_modifier(c, C::PlusExpr).is_err());
}

pub(crate) fn linear_aligned_and_allocate_print_their_parts() {
    let mut t = Clauses::new();
    let (x, n) = (t.x, t.n);
    let two = t.cst(2);
    for (kind, text) in [
        ("OMP_CLAUSE_LINEAR_DEFAULT", "linear(x:2)"),
        ("OMP_CLAUSE_LINEAR_REF", "linear(ref(x):2)"),
        ("OMP_CLAUSE_LINEAR_VAL", "linear(val(x):2)"),
        ("OMP_CLAUSE_LINEAR_UVAL", "linear(uval(x):2)"),
    ] {
        let c = t.clause(K::Linear, Some(x));
        t.tc.set_omp_clause_linear_kind(c, kind.parse().unwrap())
            .unwrap();
        t.tc.set_omp_clause_linear_step(c, Some(two)).unwrap();
        assert_eq!(t.print(c), text);
    }
    let c = t.clause(K::Aligned, Some(x));
    assert_eq!(t.print(c), "aligned(x)");
    t.tc.set_omp_clause_aligned_alignment(c, Some(two)).unwrap();
    assert_eq!(t.print(c), "aligned(x:2)");
    let c = t.clause(K::Allocate, Some(x));
    t.tc.set_omp_clause_allocate_allocator(c, Some(n)).unwrap();
    assert_eq!(t.print(c), "allocate(allocator(n):x)");
    t.tc.set_omp_clause_allocate_align(c, Some(two)).unwrap();
    assert_eq!(t.print(c), "allocate(allocator(n),align(2):x)");
    let c = t.clause(K::Allocate, Some(x));
    t.tc.set_omp_clause_allocate_align(c, Some(two)).unwrap();
    assert_eq!(t.print(c), "allocate(align(2):x)");
}

pub(crate) fn map_prints_every_kind_gcc_prints_with_its_size_prefix() {
    let mut t = Clauses::new();
    let (x, n) = (t.x, t.n);
    for (kind, text) in [
        ("GOMP_MAP_ALLOC", "map(alloc:x [len: n])"),
        ("GOMP_MAP_TO", "map(to:x [len: n])"),
        ("GOMP_MAP_FROM", "map(from:x [len: n])"),
        ("GOMP_MAP_TOFROM", "map(tofrom:x [len: n])"),
        ("GOMP_MAP_POINTER", "map(alloc:x [pointer assign, bias: n])"),
        ("GOMP_MAP_TO_PSET", "map(to:x [pointer set, len: n])"),
        ("GOMP_MAP_FORCE_PRESENT", "map(force_present:x [len: n])"),
        ("GOMP_MAP_DELETE", "map(delete:x [len: n])"),
        (
            "GOMP_MAP_FORCE_DEVICEPTR",
            "map(force_deviceptr:x [len: n])",
        ),
        (
            "GOMP_MAP_DEVICE_RESIDENT",
            "map(device_resident:x [len: n])",
        ),
        ("GOMP_MAP_LINK", "map(link:x [len: n])"),
        ("GOMP_MAP_IF_PRESENT", "map(no_alloc:x [len: n])"),
        ("GOMP_MAP_ALWAYS_TO", "map(always,to:x [len: n])"),
        ("GOMP_MAP_ALWAYS_FROM", "map(always,from:x [len: n])"),
        ("GOMP_MAP_ALWAYS_TOFROM", "map(always,tofrom:x [len: n])"),
        ("GOMP_MAP_RELEASE", "map(release:x [len: n])"),
        ("GOMP_MAP_STRUCT", "map(struct:x [len: n])"),
        (
            "GOMP_MAP_ALWAYS_POINTER",
            "map(always_pointer:x [pointer assign, bias: n])",
        ),
        (
            "GOMP_MAP_POINTER_TO_ZERO_LENGTH_ARRAY_SECTION",
            "map(alloc:x [pointer assign, zero-length array section, bias: n])",
        ),
        ("GOMP_MAP_ATTACH", "map(attach:x [bias: n])"),
        ("GOMP_MAP_DETACH", "map(detach:x [bias: n])"),
        ("GOMP_MAP_FORCE_DETACH", "map(force_detach:x [bias: n])"),
        ("GOMP_MAP_ATTACH_DETACH", "map(attach_detach:x [bias: n])"),
        (
            "GOMP_MAP_ATTACH_ZERO_LENGTH_ARRAY_SECTION",
            "map(attach_zero_length_array_section:x [bias: n])",
        ),
        ("GOMP_MAP_FORCE_ALLOC", "map(force_alloc:x [len: n])"),
        ("GOMP_MAP_FORCE_TO", "map(force_to:x [len: n])"),
        ("GOMP_MAP_FORCE_FROM", "map(force_from:x [len: n])"),
        ("GOMP_MAP_FORCE_TOFROM", "map(force_tofrom:x [len: n])"),
        (
            "GOMP_MAP_FIRSTPRIVATE_POINTER",
            "map(firstprivate:x [pointer assign, bias: n])",
        ),
        (
            "GOMP_MAP_FIRSTPRIVATE_REFERENCE",
            "map(firstprivate ref:x [pointer assign, bias: n])",
        ),
    ] {
        let c = t.clause(K::Map, Some(x));
        t.tc.set_omp_clause_map_kind(c, kind.parse().unwrap())
            .unwrap();
        t.tc.set_omp_clause_size(c, Some(n)).unwrap();
        assert_eq!(t.print(c), text, "{kind}");
        assert_eq!(t.tc.omp_clause_map_kind(c).unwrap().gcc_name(), kind);
    }
    let c = t.clause(K::Map, Some(x));
    t.tc.set_omp_clause_map_kind(c, "GOMP_MAP_TO".parse().unwrap())
        .unwrap();
    t.tc.set_omp_clause_map_runtime_implicit_p(c, true).unwrap();
    assert_eq!(t.print(c), "map(to:x[implicit])");
    // A kind GCC never prints is an error, not a guess.
    let c = t.clause(K::Map, Some(x));
    t.tc.set_omp_clause_map_kind(c, "GOMP_MAP_FIRSTPRIVATE_INT".parse().unwrap())
        .unwrap();
    assert!(t.tc.print_generic(c, false).is_err());
    for (kind, text) in [
        (K::To, "to(x [len: n])"),
        (K::From, "from(x [len: n])"),
        (K::Cache, "(x [len: n])"),
    ] {
        let c = t.clause(kind, Some(x));
        t.tc.set_omp_clause_size(c, Some(n)).unwrap();
        assert_eq!(t.print(c), text);
    }
}

pub(crate) fn depend_prints_kinds_iterators_and_sink_vectors() {
    let mut t = Clauses::new();
    let (x, n) = (t.x, t.n);
    for (kind, text) in [
        ("OMP_CLAUSE_DEPEND_IN", "depend(in:x)"),
        ("OMP_CLAUSE_DEPEND_OUT", "depend(out:x)"),
        ("OMP_CLAUSE_DEPEND_INOUT", "depend(inout:x)"),
        ("OMP_CLAUSE_DEPEND_MUTEXINOUTSET", "depend(mutexinoutset:x)"),
        ("OMP_CLAUSE_DEPEND_DEPOBJ", "depend(depobj:x)"),
        ("OMP_CLAUSE_DEPEND_SOURCE", "depend(source)"),
        ("OMP_CLAUSE_DEPEND_LAST", "depend(__internal__:x)"),
    ] {
        let c = t.clause(K::Depend, Some(x));
        t.tc.set_omp_clause_depend_kind(c, kind.parse().unwrap())
            .unwrap();
        assert_eq!(t.print(c), text);
    }
    // depend(iterator(int n=0:10:1), in: x): TREE_PURPOSE holds the iterator TREE_VECs.
    let (zero, ten, one) = (t.cst(0), t.cst(10), t.cst(1));
    let it = t.tc.make_tree_vec(4);
    for (i, v) in [n, zero, ten, one].into_iter().enumerate() {
        t.tc.set_tree_vec_elt(it, i, Some(v)).unwrap();
    }
    let list = t.tc.build_tree_list(Some(it), Some(x));
    let c = t.clause(K::Depend, Some(list));
    assert_eq!(t.print(c), "depend(iterator(int n=0:10:1):in:x)");
    let c = t.clause(K::Affinity, Some(list));
    assert_eq!(t.print(c), "affinity(iterator(int n=0:10:1):x)");
    // depend(sink: x+1, n): a zero offset prints no offset.
    let zero_node = t.tc.integer_zero_node();
    let second = t.tc.build_tree_list(Some(zero_node), Some(n));
    let first = t.tc.build_tree_list(Some(one), Some(x));
    t.tc.set_tree_chain(first, Some(second)).unwrap();
    let c = t.clause(K::Depend, Some(first));
    t.tc.set_omp_clause_depend_kind(c, "OMP_CLAUSE_DEPEND_SINK".parse().unwrap())
        .unwrap();
    assert_eq!(t.print(c), "depend(sink:x+1,n)");
}

pub(crate) fn a_clause_chain_outside_a_construct_prints_space_separated() {
    let mut t = Clauses::new();
    let x = t.x;
    let a = t.clause(K::Private, Some(x));
    let b = t.clause(K::Nowait, None);
    t.tc.set_tree_chain(a, Some(b)).unwrap();
    assert_eq!(t.print(a), "private(x) nowait");
}

pub(crate) fn clause_accessors_check_the_clause_kind() {
    let mut t = Clauses::new();
    let x = t.x;
    let private = t.clause(K::Private, Some(x));
    assert!(t.tc.omp_clause_map_kind(private).is_err());
    assert!(t.tc.set_omp_clause_schedule_simd(private, true).is_err());
    assert!(t.tc.omp_clause_size(private).is_err());
    assert!(t.tc.omp_clause_reduction_code(x).is_err(), "not a clause");
    let err =
        t.tc.omp_clause_linear_step(private)
            .unwrap_err()
            .to_string();
    assert!(err.contains("OMP_CLAUSE_LINEAR_STEP"), "{err}");
    // The subcode is not an operand: OMP_CLAUSE_OPERAND stays within the kind's operands.
    let m = t.clause(K::Map, Some(x));
    t.tc.set_omp_clause_map_kind(m, "GOMP_MAP_TOFROM".parse().unwrap())
        .unwrap();
    assert!(t.tc.omp_clause_operand(m, K::Map.num_ops()).is_err());
    assert!(
        t.tc.set_omp_clause_operand(m, K::Map.num_ops(), None)
            .is_err()
    );
    // A fresh clause has GCC's zero subcode.
    let d = t.clause(K::Default, None);
    assert_eq!(
        t.tc.omp_clause_default_kind(d).unwrap().gcc_name(),
        "OMP_CLAUSE_DEFAULT_UNSPECIFIED"
    );
    // An unknown enumerator name does not parse (the kind's type is inferred from its use).
    let parsed = "GOMP_MAP_NONSENSE".parse();
    assert!(parsed.is_err());
    if let Ok(kind) = parsed {
        t.tc.set_omp_clause_map_kind(m, kind).unwrap();
    }
}

pub(crate) fn clause_subcodes_survive_copy_node_and_a_serde_round_trip() {
    let mut t = Clauses::new();
    let (x, n) = (t.x, t.n);
    let m = t.clause(K::Map, Some(x));
    t.tc.set_omp_clause_map_kind(m, "GOMP_MAP_FORCE_TOFROM".parse().unwrap())
        .unwrap();
    t.tc.set_omp_clause_size(m, Some(n)).unwrap();
    let r = t.clause(K::Reduction, Some(x));
    t.tc.set_omp_clause_reduction_code(r, C::MaxExpr).unwrap();
    t.tc.set_tree_chain(m, Some(r)).unwrap();
    let text = "map(force_tofrom:x [len: n]) reduction(max:x)";
    assert_eq!(t.print(m), text);
    let copy = t.tc.copy_node(m).unwrap();
    assert_eq!(t.print(copy), text);
    let json = serde_json::to_string(&t.tc).unwrap();
    let back: TreeContext = serde_json::from_str(&json).unwrap();
    assert_eq!(back.print_generic(m, false).unwrap(), text);
}
