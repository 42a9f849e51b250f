//! OpenMP/OpenACC clause codes (`enum omp_clause_code`), one line each: variant, GCC name,
//! GCC's printed name (`omp_clause_code_name`), operand count (`omp_clause_num_ops`).

macro_rules! define_omp_clauses {
    ($($variant:ident, $gcc:literal, $name:literal, $ops:literal;)*) => {
        /// An OpenMP/OpenACC clause kind (`OMP_CLAUSE_CODE`).
        #[doc(alias = "omp_clause_code")]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[derive(serde::Serialize, serde::Deserialize)]
        pub enum OmpClauseCode {
            $(
                #[doc = concat!("`", $gcc, "` (\"", $name, "\")")]
                #[doc(alias = $gcc)]
                $variant,
            )*
        }

        impl OmpClauseCode {
            /// Every clause code, in GCC's order.
            pub const ALL: &'static [OmpClauseCode] = &[$(OmpClauseCode::$variant),*];

            /// GCC's printed name, e.g. `"private"`.
            pub fn name(self) -> &'static str {
                match self { $(OmpClauseCode::$variant => $name,)* }
            }

            /// GCC's enumerator, e.g. `"OMP_CLAUSE_PRIVATE"`.
            pub fn gcc_name(self) -> &'static str {
                match self { $(OmpClauseCode::$variant => $gcc,)* }
            }

            /// Number of operands (`omp_clause_num_ops`).
            pub fn num_ops(self) -> usize {
                match self { $(OmpClauseCode::$variant => $ops,)* }
            }
        }
    };
}

define_omp_clauses! {
    Error,                   "OMP_CLAUSE_ERROR",                "error_clause",            0;
    Private,                 "OMP_CLAUSE_PRIVATE",              "private",                 1;
    Shared,                  "OMP_CLAUSE_SHARED",               "shared",                  1;
    Firstprivate,            "OMP_CLAUSE_FIRSTPRIVATE",         "firstprivate",            1;
    Lastprivate,             "OMP_CLAUSE_LASTPRIVATE",          "lastprivate",             2;
    Reduction,               "OMP_CLAUSE_REDUCTION",            "reduction",               5;
    TaskReduction,           "OMP_CLAUSE_TASK_REDUCTION",       "task_reduction",          5;
    InReduction,             "OMP_CLAUSE_IN_REDUCTION",         "in_reduction",            5;
    Copyin,                  "OMP_CLAUSE_COPYIN",               "copyin",                  1;
    Copyprivate,             "OMP_CLAUSE_COPYPRIVATE",          "copyprivate",             1;
    Linear,                  "OMP_CLAUSE_LINEAR",               "linear",                  3;
    Affinity,                "OMP_CLAUSE_AFFINITY",             "affinity",                1;
    Aligned,                 "OMP_CLAUSE_ALIGNED",              "aligned",                 2;
    Allocate,                "OMP_CLAUSE_ALLOCATE",             "allocate",                3;
    Depend,                  "OMP_CLAUSE_DEPEND",               "depend",                  1;
    Nontemporal,             "OMP_CLAUSE_NONTEMPORAL",          "nontemporal",             1;
    Uniform,                 "OMP_CLAUSE_UNIFORM",              "uniform",                 1;
    ToDeclare,               "OMP_CLAUSE_TO_DECLARE",           "to",                      1;
    Link,                    "OMP_CLAUSE_LINK",                 "link",                    1;
    Detach,                  "OMP_CLAUSE_DETACH",               "detach",                  1;
    UseDevicePtr,            "OMP_CLAUSE_USE_DEVICE_PTR",       "use_device_ptr",          1;
    UseDeviceAddr,           "OMP_CLAUSE_USE_DEVICE_ADDR",      "use_device_addr",         1;
    IsDevicePtr,             "OMP_CLAUSE_IS_DEVICE_PTR",        "is_device_ptr",           1;
    Inclusive,               "OMP_CLAUSE_INCLUSIVE",            "inclusive",               1;
    Exclusive,               "OMP_CLAUSE_EXCLUSIVE",            "exclusive",               1;
    From,                    "OMP_CLAUSE_FROM",                 "from",                    2;
    To,                      "OMP_CLAUSE_TO",                   "to",                      2;
    Map,                     "OMP_CLAUSE_MAP",                  "map",                     2;
    HasDeviceAddr,           "OMP_CLAUSE_HAS_DEVICE_ADDR",      "has_device_addr",         1;
    Cache,                   "OMP_CLAUSE__CACHE_",              "_cache_",                 2;
    Gang,                    "OMP_CLAUSE_GANG",                 "gang",                    2;
    Async,                   "OMP_CLAUSE_ASYNC",                "async",                   1;
    Wait,                    "OMP_CLAUSE_WAIT",                 "wait",                    1;
    Auto,                    "OMP_CLAUSE_AUTO",                 "auto",                    0;
    Seq,                     "OMP_CLAUSE_SEQ",                  "seq",                     0;
    Looptemp,                "OMP_CLAUSE__LOOPTEMP_",           "_looptemp_",              1;
    Reductemp,               "OMP_CLAUSE__REDUCTEMP_",          "_reductemp_",             1;
    Condtemp,                "OMP_CLAUSE__CONDTEMP_",           "_condtemp_",              1;
    Scantemp,                "OMP_CLAUSE__SCANTEMP_",           "_scantemp_",              1;
    If,                      "OMP_CLAUSE_IF",                   "if",                      1;
    NumThreads,              "OMP_CLAUSE_NUM_THREADS",          "num_threads",             1;
    Schedule,                "OMP_CLAUSE_SCHEDULE",             "schedule",                1;
    Nowait,                  "OMP_CLAUSE_NOWAIT",               "nowait",                  0;
    Ordered,                 "OMP_CLAUSE_ORDERED",              "ordered",                 1;
    Default,                 "OMP_CLAUSE_DEFAULT",              "default",                 0;
    Collapse,                "OMP_CLAUSE_COLLAPSE",             "collapse",                3;
    Untied,                  "OMP_CLAUSE_UNTIED",               "untied",                  0;
    Final,                   "OMP_CLAUSE_FINAL",                "final",                   1;
    Mergeable,               "OMP_CLAUSE_MERGEABLE",            "mergeable",               0;
    Device,                  "OMP_CLAUSE_DEVICE",               "device",                  1;
    DistSchedule,            "OMP_CLAUSE_DIST_SCHEDULE",        "dist_schedule",           1;
    Inbranch,                "OMP_CLAUSE_INBRANCH",             "inbranch",                0;
    Notinbranch,             "OMP_CLAUSE_NOTINBRANCH",          "notinbranch",             0;
    NumTeams,                "OMP_CLAUSE_NUM_TEAMS",            "num_teams",               2;
    ThreadLimit,             "OMP_CLAUSE_THREAD_LIMIT",         "thread_limit",            1;
    ProcBind,                "OMP_CLAUSE_PROC_BIND",            "proc_bind",               0;
    Safelen,                 "OMP_CLAUSE_SAFELEN",              "safelen",                 1;
    Simdlen,                 "OMP_CLAUSE_SIMDLEN",              "simdlen",                 1;
    DeviceType,              "OMP_CLAUSE_DEVICE_TYPE",          "device_type",             0;
    For,                     "OMP_CLAUSE_FOR",                  "for",                     0;
    Parallel,                "OMP_CLAUSE_PARALLEL",             "parallel",                0;
    Sections,                "OMP_CLAUSE_SECTIONS",             "sections",                0;
    Taskgroup,               "OMP_CLAUSE_TASKGROUP",            "taskgroup",               0;
    Priority,                "OMP_CLAUSE_PRIORITY",             "priority",                1;
    Grainsize,               "OMP_CLAUSE_GRAINSIZE",            "grainsize",               1;
    NumTasks,                "OMP_CLAUSE_NUM_TASKS",            "num_tasks",               1;
    Nogroup,                 "OMP_CLAUSE_NOGROUP",              "nogroup",                 0;
    Threads,                 "OMP_CLAUSE_THREADS",              "threads",                 0;
    Simd,                    "OMP_CLAUSE_SIMD",                 "simd",                    0;
    Hint,                    "OMP_CLAUSE_HINT",                 "hint",                    1;
    Defaultmap,              "OMP_CLAUSE_DEFAULTMAP",           "defaultmap",              0;
    Order,                   "OMP_CLAUSE_ORDER",                "order",                   0;
    Bind,                    "OMP_CLAUSE_BIND",                 "bind",                    0;
    Filter,                  "OMP_CLAUSE_FILTER",               "filter",                  1;
    Simduid,                 "OMP_CLAUSE__SIMDUID_",            "_simduid_",               1;
    Simt,                    "OMP_CLAUSE__SIMT_",               "_simt_",                  0;
    Independent,             "OMP_CLAUSE_INDEPENDENT",          "independent",             0;
    Worker,                  "OMP_CLAUSE_WORKER",               "worker",                  1;
    Vector,                  "OMP_CLAUSE_VECTOR",               "vector",                  1;
    NumGangs,                "OMP_CLAUSE_NUM_GANGS",            "num_gangs",               1;
    NumWorkers,              "OMP_CLAUSE_NUM_WORKERS",          "num_workers",             1;
    VectorLength,            "OMP_CLAUSE_VECTOR_LENGTH",        "vector_length",           1;
    Tile,                    "OMP_CLAUSE_TILE",                 "tile",                    3;
    IfPresent,               "OMP_CLAUSE_IF_PRESENT",           "if_present",              0;
    Finalize,                "OMP_CLAUSE_FINALIZE",             "finalize",                0;
    Nohost,                  "OMP_CLAUSE_NOHOST",               "nohost",                  0;
}

impl OmpClauseCode {
    /// Whether the clause takes a variable: the kinds OMP_CLAUSE_DECL accepts,
    /// OMP_CLAUSE_PRIVATE … OMP_CLAUSE__SCANTEMP_ in GCC's order.
    pub fn has_decl(self) -> bool {
        let pos = |c| Self::ALL.iter().position(|&k| k == c);
        let this = pos(self);
        this >= pos(OmpClauseCode::Private) && this <= pos(OmpClauseCode::Scantemp)
    }
}

impl crate::TreeContext {
    fn omp_clause_decl_check(&self, t: crate::Tree, accessor: &'static str) -> crate::Result<()> {
        let kind = self.omp_clause_code(t).map_err(|e| match e {
            crate::TreeError::WrongCode { expected, got, .. } => crate::TreeError::WrongCode {
                accessor,
                expected,
                got,
            },
            other => other,
        })?;
        if kind.has_decl() {
            Ok(())
        } else {
            Err(crate::TreeError::NotRepresentable {
                accessor,
                what: format!(
                    "{} has no variable: expected a clause OMP_CLAUSE_PRIVATE … OMP_CLAUSE__SCANTEMP_",
                    kind.gcc_name()
                ),
            })
        }
    }

    /// `OMP_CLAUSE_DECL` (the manual's `OMP_CLAUSE_VAR`): the one variable of a clause
    /// that takes a variable list (operand 0), checked as GCC's OMP_CLAUSE_RANGE_CHECK.
    #[doc(alias = "OMP_CLAUSE_DECL")]
    #[doc(alias = "OMP_CLAUSE_VAR")]
    pub fn omp_clause_decl(&self, t: crate::Tree) -> crate::Result<Option<crate::Tree>> {
        self.omp_clause_decl_check(t, "OMP_CLAUSE_DECL")?;
        self.omp_clause_operand(t, 0)
    }

    /// Sets `OMP_CLAUSE_DECL`.
    #[doc(alias = "OMP_CLAUSE_DECL")]
    #[doc(alias = "OMP_CLAUSE_VAR")]
    pub fn set_omp_clause_decl(
        &mut self,
        t: crate::Tree,
        v: Option<crate::Tree>,
    ) -> crate::Result<()> {
        self.omp_clause_decl_check(t, "OMP_CLAUSE_DECL")?;
        self.set_omp_clause_operand(t, 0, v)
    }
}

/// Expands a subcode table (one line per GCC enumerator: variant, GCC value, GCC name, the
/// text `dump_omp_clause` prints) into an enum with `value`, `from_value`, `gcc_name` and
/// `text`.
macro_rules! define_subcode_enum {
    ($(#[$meta:meta])* $name:ident, $gcc_enum:literal {
        $($variant:ident = $value:literal, $gcc:literal, $text:expr;)*
    }) => {
        $(#[$meta])*
        #[doc(alias = $gcc_enum)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $(
                #[doc = concat!("`", $gcc, "` (", stringify!($value), ")")]
                #[doc(alias = $gcc)]
                $variant,
            )*
        }

        impl $name {
            /// Every kind, in GCC's order.
            pub const ALL: &'static [$name] = &[$($name::$variant),*];

            /// GCC's numeric value of the enumerator.
            pub fn value(self) -> u32 {
                match self { $($name::$variant => $value,)* }
            }

            /// The kind whose GCC value is `v`, if any.
            pub fn from_value(v: u32) -> Option<Self> {
                match v { $($value => Some($name::$variant),)* _ => None }
            }

            /// GCC's enumerator, e.g. `"GOMP_MAP_TOFROM"`.
            pub fn gcc_name(self) -> &'static str {
                match self { $($name::$variant => $gcc,)* }
            }

            /// What `dump_omp_clause` prints for it (`None`: a kind GCC never prints).
            pub fn text(self) -> Option<&'static str> {
                match self { $($name::$variant => $text,)* }
            }
        }

        /// Parses GCC's enumerator name, e.g. `"GOMP_MAP_TOFROM".parse()`.
        impl std::str::FromStr for $name {
            type Err = crate::TreeError;

            fn from_str(s: &str) -> crate::Result<Self> {
                Self::ALL.iter().copied().find(|k| k.gcc_name() == s).ok_or_else(|| {
                    crate::TreeError::NotRepresentable {
                        accessor: $gcc_enum,
                        what: format!("{s:?} is no enumerator of {}", $gcc_enum),
                    }
                })
            }
        }
    };
}

define_subcode_enum! {
    /// `OMP_CLAUSE_DEFAULT_KIND` of a `default` clause.
    OmpDefaultKind, "omp_clause_default_kind" {
        Unspecified = 0, "OMP_CLAUSE_DEFAULT_UNSPECIFIED", Some("");
        Shared = 1, "OMP_CLAUSE_DEFAULT_SHARED", Some("shared");
        None = 2, "OMP_CLAUSE_DEFAULT_NONE", Some("none");
        Private = 3, "OMP_CLAUSE_DEFAULT_PRIVATE", Some("private");
        Firstprivate = 4, "OMP_CLAUSE_DEFAULT_FIRSTPRIVATE", Some("firstprivate");
        Present = 5, "OMP_CLAUSE_DEFAULT_PRESENT", Some("present");
    }
}

define_subcode_enum! {
    /// The kind part of `OMP_CLAUSE_SCHEDULE_KIND` (`& OMP_CLAUSE_SCHEDULE_MASK`).
    OmpScheduleKind, "omp_clause_schedule_kind" {
        Static = 0, "OMP_CLAUSE_SCHEDULE_STATIC", Some("static");
        Dynamic = 1, "OMP_CLAUSE_SCHEDULE_DYNAMIC", Some("dynamic");
        Guided = 2, "OMP_CLAUSE_SCHEDULE_GUIDED", Some("guided");
        Auto = 3, "OMP_CLAUSE_SCHEDULE_AUTO", Some("auto");
        Runtime = 4, "OMP_CLAUSE_SCHEDULE_RUNTIME", Some("runtime");
    }
}

define_subcode_enum! {
    /// The ordering modifier bits of `OMP_CLAUSE_SCHEDULE_KIND`.
    OmpScheduleModifier, "omp_clause_schedule_kind" {
        None = 0, "0", Some("");
        Monotonic = 8, "OMP_CLAUSE_SCHEDULE_MONOTONIC", Some("monotonic");
        Nonmonotonic = 16, "OMP_CLAUSE_SCHEDULE_NONMONOTONIC", Some("nonmonotonic");
    }
}

/// `OMP_CLAUSE_SCHEDULE_MASK`: the kind bits of a schedule subcode.
const SCHEDULE_MASK: u32 = 7;

define_subcode_enum! {
    /// `OMP_CLAUSE_DEPEND_KIND` of a `depend` clause.
    OmpDependKind, "omp_clause_depend_kind" {
        In = 0, "OMP_CLAUSE_DEPEND_IN", Some("in");
        Out = 1, "OMP_CLAUSE_DEPEND_OUT", Some("out");
        Inout = 2, "OMP_CLAUSE_DEPEND_INOUT", Some("inout");
        Mutexinoutset = 3, "OMP_CLAUSE_DEPEND_MUTEXINOUTSET", Some("mutexinoutset");
        Source = 4, "OMP_CLAUSE_DEPEND_SOURCE", Some("source");
        Sink = 5, "OMP_CLAUSE_DEPEND_SINK", Some("sink");
        Depobj = 6, "OMP_CLAUSE_DEPEND_DEPOBJ", Some("depobj");
        Last = 7, "OMP_CLAUSE_DEPEND_LAST", Some("__internal__");
    }
}

define_subcode_enum! {
    /// `OMP_CLAUSE_LINEAR_KIND` of a `linear` clause (the modifier).
    OmpLinearKind, "omp_clause_linear_kind" {
        Default = 0, "OMP_CLAUSE_LINEAR_DEFAULT", Some("");
        Ref = 1, "OMP_CLAUSE_LINEAR_REF", Some("ref");
        Val = 2, "OMP_CLAUSE_LINEAR_VAL", Some("val");
        Uval = 3, "OMP_CLAUSE_LINEAR_UVAL", Some("uval");
    }
}

define_subcode_enum! {
    /// `OMP_CLAUSE_PROC_BIND_KIND` of a `proc_bind` clause (`master` is also `primary`).
    OmpProcBindKind, "omp_clause_proc_bind_kind" {
        False = 0, "OMP_CLAUSE_PROC_BIND_FALSE", None;
        True = 1, "OMP_CLAUSE_PROC_BIND_TRUE", None;
        Master = 2, "OMP_CLAUSE_PROC_BIND_MASTER", Some("master");
        Close = 3, "OMP_CLAUSE_PROC_BIND_CLOSE", Some("close");
        Spread = 4, "OMP_CLAUSE_PROC_BIND_SPREAD", Some("spread");
    }
}

define_subcode_enum! {
    /// `OMP_CLAUSE_BIND_KIND` of a `bind` clause.
    OmpBindKind, "omp_clause_bind_kind" {
        Teams = 0, "OMP_CLAUSE_BIND_TEAMS", Some("teams");
        Parallel = 1, "OMP_CLAUSE_BIND_PARALLEL", Some("parallel");
        Thread = 2, "OMP_CLAUSE_BIND_THREAD", Some("thread");
    }
}

define_subcode_enum! {
    /// `OMP_CLAUSE_DEVICE_TYPE_KIND` of a `device_type` clause.
    OmpDeviceTypeKind, "omp_clause_device_type_kind" {
        Host = 1, "OMP_CLAUSE_DEVICE_TYPE_HOST", Some("host");
        Nohost = 2, "OMP_CLAUSE_DEVICE_TYPE_NOHOST", Some("nohost");
        Any = 3, "OMP_CLAUSE_DEVICE_TYPE_ANY", Some("any");
    }
}

define_subcode_enum! {
    /// `OMP_CLAUSE_DEFAULTMAP_BEHAVIOR`: the behavior bits of a `defaultmap` subcode.
    OmpDefaultmapBehavior, "omp_clause_defaultmap_kind" {
        Alloc = 8, "OMP_CLAUSE_DEFAULTMAP_ALLOC", Some("alloc");
        To = 16, "OMP_CLAUSE_DEFAULTMAP_TO", Some("to");
        From = 24, "OMP_CLAUSE_DEFAULTMAP_FROM", Some("from");
        Tofrom = 32, "OMP_CLAUSE_DEFAULTMAP_TOFROM", Some("tofrom");
        Firstprivate = 40, "OMP_CLAUSE_DEFAULTMAP_FIRSTPRIVATE", Some("firstprivate");
        None = 48, "OMP_CLAUSE_DEFAULTMAP_NONE", Some("none");
        Default = 56, "OMP_CLAUSE_DEFAULTMAP_DEFAULT", Some("default");
    }
}

define_subcode_enum! {
    /// `OMP_CLAUSE_DEFAULTMAP_CATEGORY`: the variable category bits of a `defaultmap` subcode.
    OmpDefaultmapCategory, "omp_clause_defaultmap_kind" {
        Unspecified = 0, "OMP_CLAUSE_DEFAULTMAP_CATEGORY_UNSPECIFIED", Some("");
        Scalar = 1, "OMP_CLAUSE_DEFAULTMAP_CATEGORY_SCALAR", Some(":scalar");
        Aggregate = 2, "OMP_CLAUSE_DEFAULTMAP_CATEGORY_AGGREGATE", Some(":aggregate");
        Allocatable = 3, "OMP_CLAUSE_DEFAULTMAP_CATEGORY_ALLOCATABLE", Some(":allocatable");
        Pointer = 4, "OMP_CLAUSE_DEFAULTMAP_CATEGORY_POINTER", Some(":pointer");
    }
}

/// `OMP_CLAUSE_DEFAULTMAP_CATEGORY_MASK`.
const DEFAULTMAP_CATEGORY_MASK: u32 = 7;

define_subcode_enum! {
    /// `OMP_CLAUSE_MAP_KIND` (`enum gomp_map_kind`, gomp-constants.h) of a `map` clause.
    OmpMapKind, "gomp_map_kind" {
        Alloc = 0, "GOMP_MAP_ALLOC", Some("alloc");
        To = 1, "GOMP_MAP_TO", Some("to");
        From = 2, "GOMP_MAP_FROM", Some("from");
        Tofrom = 3, "GOMP_MAP_TOFROM", Some("tofrom");
        Pointer = 4, "GOMP_MAP_POINTER", Some("alloc");
        ToPset = 5, "GOMP_MAP_TO_PSET", Some("to");
        ForcePresent = 6, "GOMP_MAP_FORCE_PRESENT", Some("force_present");
        Delete = 7, "GOMP_MAP_DELETE", Some("delete");
        ForceDeviceptr = 8, "GOMP_MAP_FORCE_DEVICEPTR", Some("force_deviceptr");
        DeviceResident = 9, "GOMP_MAP_DEVICE_RESIDENT", Some("device_resident");
        Link = 10, "GOMP_MAP_LINK", Some("link");
        IfPresent = 11, "GOMP_MAP_IF_PRESENT", Some("no_alloc");
        Firstprivate = 12, "GOMP_MAP_FIRSTPRIVATE", None;
        FirstprivateInt = 13, "GOMP_MAP_FIRSTPRIVATE_INT", None;
        UseDevicePtr = 14, "GOMP_MAP_USE_DEVICE_PTR", None;
        ZeroLenArraySection = 15, "GOMP_MAP_ZERO_LEN_ARRAY_SECTION", None;
        UseDevicePtrIfPresent = 16, "GOMP_MAP_USE_DEVICE_PTR_IF_PRESENT", None;
        AlwaysTo = 17, "GOMP_MAP_ALWAYS_TO", Some("always,to");
        AlwaysFrom = 18, "GOMP_MAP_ALWAYS_FROM", Some("always,from");
        AlwaysTofrom = 19, "GOMP_MAP_ALWAYS_TOFROM", Some("always,tofrom");
        Release = 23, "GOMP_MAP_RELEASE", Some("release");
        Struct = 28, "GOMP_MAP_STRUCT", Some("struct");
        AlwaysPointer = 29, "GOMP_MAP_ALWAYS_POINTER", Some("always_pointer");
        PointerToZeroLengthArraySection = 30, "GOMP_MAP_POINTER_TO_ZERO_LENGTH_ARRAY_SECTION", Some("alloc");
        DeleteZeroLenArraySection = 31, "GOMP_MAP_DELETE_ZERO_LEN_ARRAY_SECTION", None;
        Attach = 80, "GOMP_MAP_ATTACH", Some("attach");
        Detach = 81, "GOMP_MAP_DETACH", Some("detach");
        AttachZeroLengthArraySection = 82, "GOMP_MAP_ATTACH_ZERO_LENGTH_ARRAY_SECTION", Some("attach_zero_length_array_section");
        ForceAlloc = 128, "GOMP_MAP_FORCE_ALLOC", Some("force_alloc");
        ForceTo = 129, "GOMP_MAP_FORCE_TO", Some("force_to");
        ForceFrom = 130, "GOMP_MAP_FORCE_FROM", Some("force_from");
        ForceTofrom = 131, "GOMP_MAP_FORCE_TOFROM", Some("force_tofrom");
        ForceDetach = 209, "GOMP_MAP_FORCE_DETACH", Some("force_detach");
        FirstprivatePointer = 257, "GOMP_MAP_FIRSTPRIVATE_POINTER", Some("firstprivate");
        FirstprivateReference = 258, "GOMP_MAP_FIRSTPRIVATE_REFERENCE", Some("firstprivate ref");
        AttachDetach = 259, "GOMP_MAP_ATTACH_DETACH", Some("attach_detach");
    }
}

impl OmpMapKind {
    /// What `dump_omp_clause` writes before OMP_CLAUSE_SIZE: `" [len: "` for most kinds.
    pub fn size_prefix(self) -> &'static str {
        use OmpMapKind as M;
        match self {
            M::Pointer | M::FirstprivatePointer | M::FirstprivateReference | M::AlwaysPointer => {
                " [pointer assign, bias: "
            }
            M::PointerToZeroLengthArraySection => {
                " [pointer assign, zero-length array section, bias: "
            }
            M::ToPset => " [pointer set, len: ",
            M::Attach
            | M::Detach
            | M::ForceDetach
            | M::AttachDetach
            | M::AttachZeroLengthArraySection => " [bias: ",
            _ => " [len: ",
        }
    }
}

/// Which clause kinds each subcode belongs to (`OMP_CLAUSE_SUBCODE_CHECK`).
const REDUCTION_KINDS: &[OmpClauseCode] = &[
    OmpClauseCode::Reduction,
    OmpClauseCode::TaskReduction,
    OmpClauseCode::InReduction,
];

/// Typed subcode accessors: `getter, setter, "GCC_MACRO", [clause kinds], Type;`.
macro_rules! subcode_accessors {
    ($($get:ident, $set:ident, $gcc:literal, $kinds:expr, $ty:ident;)*) => {
        impl crate::TreeContext {
            $(
                #[doc = concat!("`", $gcc, "`.")]
                #[doc(alias = $gcc)]
                pub fn $get(&self, t: crate::Tree) -> crate::Result<$ty> {
                    let v = self.omp_clause_subcode(t, $kinds, $gcc)?;
                    $ty::from_value(v).ok_or_else(|| crate::TreeError::NotRepresentable {
                        accessor: $gcc,
                        what: format!("subcode {v} is no {}", stringify!($ty)),
                    })
                }

                #[doc = concat!("Sets `", $gcc, "`.")]
                #[doc(alias = $gcc)]
                pub fn $set(&mut self, t: crate::Tree, v: $ty) -> crate::Result<()> {
                    self.set_omp_clause_subcode(t, $kinds, $gcc, v.value())
                }
            )*
        }
    };
}

subcode_accessors! {
    omp_clause_default_kind, set_omp_clause_default_kind, "OMP_CLAUSE_DEFAULT_KIND", &[OmpClauseCode::Default], OmpDefaultKind;
    omp_clause_depend_kind, set_omp_clause_depend_kind, "OMP_CLAUSE_DEPEND_KIND", &[OmpClauseCode::Depend], OmpDependKind;
    omp_clause_linear_kind, set_omp_clause_linear_kind, "OMP_CLAUSE_LINEAR_KIND", &[OmpClauseCode::Linear], OmpLinearKind;
    omp_clause_proc_bind_kind, set_omp_clause_proc_bind_kind, "OMP_CLAUSE_PROC_BIND_KIND", &[OmpClauseCode::ProcBind], OmpProcBindKind;
    omp_clause_bind_kind, set_omp_clause_bind_kind, "OMP_CLAUSE_BIND_KIND", &[OmpClauseCode::Bind], OmpBindKind;
    omp_clause_device_type_kind, set_omp_clause_device_type_kind, "OMP_CLAUSE_DEVICE_TYPE_KIND", &[OmpClauseCode::DeviceType], OmpDeviceTypeKind;
    omp_clause_map_kind, set_omp_clause_map_kind, "OMP_CLAUSE_MAP_KIND", &[OmpClauseCode::Map], OmpMapKind;
}

/// Clause operands with GCC's names: `getter, setter, "GCC_MACRO", [clause kinds], index;`.
macro_rules! clause_operand_accessors {
    ($($get:ident, $set:ident, $gcc:literal, [$($kind:ident),*], $i:literal;)*) => {
        impl crate::TreeContext {
            $(
                #[doc = concat!("`", $gcc, "` (operand ", stringify!($i), "), checked against the clause kind.")]
                #[doc(alias = $gcc)]
                pub fn $get(&self, t: crate::Tree) -> crate::Result<Option<crate::Tree>> {
                    self.omp_clause_kind_check(t, &[$(OmpClauseCode::$kind),*], $gcc)?;
                    self.omp_clause_operand(t, $i)
                }

                #[doc = concat!("Sets `", $gcc, "`.")]
                #[doc(alias = $gcc)]
                pub fn $set(&mut self, t: crate::Tree, v: Option<crate::Tree>) -> crate::Result<()> {
                    self.omp_clause_kind_check(t, &[$(OmpClauseCode::$kind),*], $gcc)?;
                    self.set_omp_clause_operand(t, $i, v)
                }
            )*
        }
    };
}

clause_operand_accessors! {
    omp_clause_size, set_omp_clause_size, "OMP_CLAUSE_SIZE", [From, To, Map, Cache], 1;
    omp_clause_linear_step, set_omp_clause_linear_step, "OMP_CLAUSE_LINEAR_STEP", [Linear], 1;
    omp_clause_aligned_alignment, set_omp_clause_aligned_alignment, "OMP_CLAUSE_ALIGNED_ALIGNMENT", [Aligned], 1;
    omp_clause_allocate_allocator, set_omp_clause_allocate_allocator, "OMP_CLAUSE_ALLOCATE_ALLOCATOR", [Allocate], 1;
    omp_clause_allocate_align, set_omp_clause_allocate_align, "OMP_CLAUSE_ALLOCATE_ALIGN", [Allocate], 2;
    omp_clause_if_expr, set_omp_clause_if_expr, "OMP_CLAUSE_IF_EXPR", [If], 0;
    omp_clause_num_threads_expr, set_omp_clause_num_threads_expr, "OMP_CLAUSE_NUM_THREADS_EXPR", [NumThreads], 0;
    omp_clause_schedule_chunk_expr, set_omp_clause_schedule_chunk_expr, "OMP_CLAUSE_SCHEDULE_CHUNK_EXPR", [Schedule], 0;
    omp_clause_ordered_expr, set_omp_clause_ordered_expr, "OMP_CLAUSE_ORDERED_EXPR", [Ordered], 0;
    omp_clause_collapse_expr, set_omp_clause_collapse_expr, "OMP_CLAUSE_COLLAPSE_EXPR", [Collapse], 0;
    omp_clause_final_expr, set_omp_clause_final_expr, "OMP_CLAUSE_FINAL_EXPR", [Final], 0;
    omp_clause_device_id, set_omp_clause_device_id, "OMP_CLAUSE_DEVICE_ID", [Device], 0;
    omp_clause_dist_schedule_chunk_expr, set_omp_clause_dist_schedule_chunk_expr, "OMP_CLAUSE_DIST_SCHEDULE_CHUNK_EXPR", [DistSchedule], 0;
    omp_clause_num_teams_upper_expr, set_omp_clause_num_teams_upper_expr, "OMP_CLAUSE_NUM_TEAMS_UPPER_EXPR", [NumTeams], 0;
    omp_clause_num_teams_lower_expr, set_omp_clause_num_teams_lower_expr, "OMP_CLAUSE_NUM_TEAMS_LOWER_EXPR", [NumTeams], 1;
    omp_clause_thread_limit_expr, set_omp_clause_thread_limit_expr, "OMP_CLAUSE_THREAD_LIMIT_EXPR", [ThreadLimit], 0;
    omp_clause_safelen_expr, set_omp_clause_safelen_expr, "OMP_CLAUSE_SAFELEN_EXPR", [Safelen], 0;
    omp_clause_simdlen_expr, set_omp_clause_simdlen_expr, "OMP_CLAUSE_SIMDLEN_EXPR", [Simdlen], 0;
    omp_clause_priority_expr, set_omp_clause_priority_expr, "OMP_CLAUSE_PRIORITY_EXPR", [Priority], 0;
    omp_clause_grainsize_expr, set_omp_clause_grainsize_expr, "OMP_CLAUSE_GRAINSIZE_EXPR", [Grainsize], 0;
    omp_clause_num_tasks_expr, set_omp_clause_num_tasks_expr, "OMP_CLAUSE_NUM_TASKS_EXPR", [NumTasks], 0;
    omp_clause_hint_expr, set_omp_clause_hint_expr, "OMP_CLAUSE_HINT_EXPR", [Hint], 0;
    omp_clause_filter_expr, set_omp_clause_filter_expr, "OMP_CLAUSE_FILTER_EXPR", [Filter], 0;
    omp_clause_gang_expr, set_omp_clause_gang_expr, "OMP_CLAUSE_GANG_EXPR", [Gang], 0;
    omp_clause_gang_static_expr, set_omp_clause_gang_static_expr, "OMP_CLAUSE_GANG_STATIC_EXPR", [Gang], 1;
    omp_clause_async_expr, set_omp_clause_async_expr, "OMP_CLAUSE_ASYNC_EXPR", [Async], 0;
    omp_clause_wait_expr, set_omp_clause_wait_expr, "OMP_CLAUSE_WAIT_EXPR", [Wait], 0;
    omp_clause_worker_expr, set_omp_clause_worker_expr, "OMP_CLAUSE_WORKER_EXPR", [Worker], 0;
    omp_clause_vector_expr, set_omp_clause_vector_expr, "OMP_CLAUSE_VECTOR_EXPR", [Vector], 0;
    omp_clause_num_gangs_expr, set_omp_clause_num_gangs_expr, "OMP_CLAUSE_NUM_GANGS_EXPR", [NumGangs], 0;
    omp_clause_num_workers_expr, set_omp_clause_num_workers_expr, "OMP_CLAUSE_NUM_WORKERS_EXPR", [NumWorkers], 0;
    omp_clause_vector_length_expr, set_omp_clause_vector_length_expr, "OMP_CLAUSE_VECTOR_LENGTH_EXPR", [VectorLength], 0;
    omp_clause_tile_list, set_omp_clause_tile_list, "OMP_CLAUSE_TILE_LIST", [Tile], 0;
}

/// One-bit clause fields kept in `tree_base` flags: `getter, setter, "GCC_MACRO", [kinds], Flag;`.
macro_rules! clause_flag_accessors {
    ($($get:ident, $set:ident, $gcc:literal, [$($kind:ident),*], $flag:ident;)*) => {
        impl crate::TreeContext {
            $(
                #[doc = concat!("`", $gcc, "` (`", stringify!($flag), "` on the clause).")]
                #[doc(alias = $gcc)]
                pub fn $get(&self, t: crate::Tree) -> crate::Result<bool> {
                    self.omp_clause_kind_check(t, &[$(OmpClauseCode::$kind),*], $gcc)?;
                    self.flag(t, crate::Flag::$flag)
                }

                #[doc = concat!("Sets `", $gcc, "`.")]
                #[doc(alias = $gcc)]
                pub fn $set(&mut self, t: crate::Tree, on: bool) -> crate::Result<()> {
                    self.omp_clause_kind_check(t, &[$(OmpClauseCode::$kind),*], $gcc)?;
                    self.set_flag(t, crate::Flag::$flag, on)
                }
            )*
        }
    };
}

clause_flag_accessors! {
    omp_clause_lastprivate_conditional, set_omp_clause_lastprivate_conditional, "OMP_CLAUSE_LASTPRIVATE_CONDITIONAL", [Lastprivate], Private;
    omp_clause_reduction_task, set_omp_clause_reduction_task, "OMP_CLAUSE_REDUCTION_TASK", [Reduction], Protected;
    omp_clause_reduction_inscan, set_omp_clause_reduction_inscan, "OMP_CLAUSE_REDUCTION_INSCAN", [Reduction], Private;
    omp_clause_schedule_simd, set_omp_clause_schedule_simd, "OMP_CLAUSE_SCHEDULE_SIMD", [Schedule], Public;
    omp_clause_map_runtime_implicit_p, set_omp_clause_map_runtime_implicit_p, "OMP_CLAUSE_MAP_RUNTIME_IMPLICIT_P", [Map], Deprecated;
    omp_clause_use_device_ptr_if_present, set_omp_clause_use_device_ptr_if_present, "OMP_CLAUSE_USE_DEVICE_PTR_IF_PRESENT", [UseDevicePtr], Public;
    omp_clause_device_ancestor, set_omp_clause_device_ancestor, "OMP_CLAUSE_DEVICE_ANCESTOR", [Device], Public;
    omp_clause_grainsize_strict, set_omp_clause_grainsize_strict, "OMP_CLAUSE_GRAINSIZE_STRICT", [Grainsize], Private;
    omp_clause_num_tasks_strict, set_omp_clause_num_tasks_strict, "OMP_CLAUSE_NUM_TASKS_STRICT", [NumTasks], Private;
    omp_clause_order_unconstrained, set_omp_clause_order_unconstrained, "OMP_CLAUSE_ORDER_UNCONSTRAINED", [Order], Public;
    omp_clause_order_reproducible, set_omp_clause_order_reproducible, "OMP_CLAUSE_ORDER_REPRODUCIBLE", [Order], Protected;
}

/// The directive codes an `if` clause's modifier may name (`OMP_CLAUSE_IF_MODIFIER`), with
/// what `dump_omp_clause` prints: ERROR_MARK is no modifier, VOID_CST is `cancel`.
pub(crate) fn if_modifier_text(code: crate::TreeCode) -> Option<&'static str> {
    use crate::TreeCode as C;
    Some(match code {
        C::ErrorMark => "",
        C::VoidCst => "cancel:",
        C::OmpParallel => "parallel:",
        C::OmpSimd => "simd:",
        C::OmpTask => "task:",
        C::OmpTaskloop => "taskloop:",
        C::OmpTargetData => "target data:",
        C::OmpTarget => "target:",
        C::OmpTargetUpdate => "target update:",
        C::OmpTargetEnterData => "target enter data:",
        C::OmpTargetExitData => "target exit data:",
        _ => return None,
    })
}

impl crate::TreeContext {
    /// `OMP_CLAUSE_SUBCODE_CHECK`: `t` is an OMP_CLAUSE of one of `kinds`.
    fn omp_clause_kind_check(
        &self,
        t: crate::Tree,
        kinds: &[OmpClauseCode],
        accessor: &'static str,
    ) -> crate::Result<OmpClauseCode> {
        let kind = self.omp_clause_code(t).map_err(|e| match e {
            crate::TreeError::WrongCode { expected, got, .. } => crate::TreeError::WrongCode {
                accessor,
                expected,
                got,
            },
            other => other,
        })?;
        if kinds.contains(&kind) {
            Ok(kind)
        } else {
            let names: Vec<_> = kinds.iter().map(|k| k.gcc_name()).collect();
            Err(crate::TreeError::NotRepresentable {
                accessor,
                what: format!("{} is not an {} clause", kind.gcc_name(), names.join(" / ")),
            })
        }
    }

    /// The clause's `subcode` union. Kept as an INTEGER_CST in the slot after the clause's
    /// operands (beyond `OMP_CLAUSE_OPERAND`'s range), so the arena, the collector, PCH and
    /// serde carry it with no record change; absent means 0, as in a fresh GCC clause.
    fn omp_clause_subcode(
        &self,
        t: crate::Tree,
        kinds: &[OmpClauseCode],
        accessor: &'static str,
    ) -> crate::Result<u32> {
        self.omp_clause_kind_check(t, kinds, accessor)?;
        Ok(match &self.store.misc(t).data {
            crate::store::MiscData::Clause { subcode, .. } => *subcode,
            _ => 0,
        })
    }

    fn set_omp_clause_subcode(
        &mut self,
        t: crate::Tree,
        kinds: &[OmpClauseCode],
        accessor: &'static str,
        v: u32,
    ) -> crate::Result<()> {
        self.omp_clause_kind_check(t, kinds, accessor)?;
        if let crate::store::MiscData::Clause { subcode, .. } = &mut self.store.misc_mut(t).data {
            *subcode = v;
        }
        Ok(())
    }

    /// `OMP_CLAUSE_SCHEDULE_KIND`: the schedule kind and its ordering modifier.
    #[doc(alias = "OMP_CLAUSE_SCHEDULE_KIND")]
    pub fn omp_clause_schedule_kind(
        &self,
        t: crate::Tree,
    ) -> crate::Result<(OmpScheduleKind, OmpScheduleModifier)> {
        const GCC: &str = "OMP_CLAUSE_SCHEDULE_KIND";
        let v = self.omp_clause_subcode(t, &[OmpClauseCode::Schedule], GCC)?;
        let kind = OmpScheduleKind::from_value(v & SCHEDULE_MASK);
        let modifier = OmpScheduleModifier::from_value(v & !SCHEDULE_MASK);
        kind.zip(modifier)
            .ok_or_else(|| crate::TreeError::NotRepresentable {
                accessor: GCC,
                what: format!("subcode {v} is no schedule kind"),
            })
    }

    /// Sets `OMP_CLAUSE_SCHEDULE_KIND` (kind | modifier bits).
    #[doc(alias = "OMP_CLAUSE_SCHEDULE_KIND")]
    pub fn set_omp_clause_schedule_kind(
        &mut self,
        t: crate::Tree,
        kind: OmpScheduleKind,
        modifier: OmpScheduleModifier,
    ) -> crate::Result<()> {
        let v = kind.value() | modifier.value();
        self.set_omp_clause_subcode(t, &[OmpClauseCode::Schedule], "OMP_CLAUSE_SCHEDULE_KIND", v)
    }

    /// `OMP_CLAUSE_DEFAULTMAP_BEHAVIOR` and `OMP_CLAUSE_DEFAULTMAP_CATEGORY` of a
    /// `defaultmap` clause.
    #[doc(alias = "OMP_CLAUSE_DEFAULTMAP_KIND")]
    #[doc(alias = "OMP_CLAUSE_DEFAULTMAP_BEHAVIOR")]
    #[doc(alias = "OMP_CLAUSE_DEFAULTMAP_CATEGORY")]
    pub fn omp_clause_defaultmap_kind(
        &self,
        t: crate::Tree,
    ) -> crate::Result<(OmpDefaultmapBehavior, OmpDefaultmapCategory)> {
        const GCC: &str = "OMP_CLAUSE_DEFAULTMAP_KIND";
        let v = self.omp_clause_subcode(t, &[OmpClauseCode::Defaultmap], GCC)?;
        let behavior = OmpDefaultmapBehavior::from_value(v & !DEFAULTMAP_CATEGORY_MASK);
        let category = OmpDefaultmapCategory::from_value(v & DEFAULTMAP_CATEGORY_MASK);
        behavior
            .zip(category)
            .ok_or_else(|| crate::TreeError::NotRepresentable {
                accessor: GCC,
                what: format!("subcode {v} is no defaultmap kind"),
            })
    }

    /// `OMP_CLAUSE_DEFAULTMAP_SET_KIND`.
    #[doc(alias = "OMP_CLAUSE_DEFAULTMAP_SET_KIND")]
    pub fn set_omp_clause_defaultmap_kind(
        &mut self,
        t: crate::Tree,
        behavior: OmpDefaultmapBehavior,
        category: OmpDefaultmapCategory,
    ) -> crate::Result<()> {
        let v = behavior.value() | category.value();
        self.set_omp_clause_subcode(
            t,
            &[OmpClauseCode::Defaultmap],
            "OMP_CLAUSE_DEFAULTMAP_SET_KIND",
            v,
        )
    }

    /// `OMP_CLAUSE_REDUCTION_CODE`: the operator of a (task_/in_)reduction clause
    /// (PLUS_EXPR, MULT_EXPR, MIN_EXPR, BIT_AND_EXPR, TRUTH_ANDIF_EXPR …; ERROR_MARK for a
    /// user-defined reduction, which prints no operator).
    ///
    /// A construct with clauses prints as `gcc -fdump-tree-original` shows it:
    ///
    /// ```
    /// use tree::{Location, OmpClauseCode, TreeCode, TreeContext};
    /// let mut tc = TreeContext::new();
    /// let int = tc.integer_type_node();
    /// let void = tc.void_type_node();
    /// let id = tc.get_identifier("s");
    /// let s = tc.build_decl(Location::UNKNOWN, TreeCode::VarDecl, Some(id), Some(int))?;
    /// let red = tc.build_omp_clause(Location::UNKNOWN, OmpClauseCode::Reduction);
    /// tc.set_omp_clause_decl(red, Some(s))?;
    /// tc.set_omp_clause_reduction_code(red, TreeCode::PlusExpr)?;
    /// let map = tc.build_omp_clause(Location::UNKNOWN, OmpClauseCode::Map);
    /// tc.set_omp_clause_decl(map, Some(s))?;
    /// tc.set_omp_clause_map_kind(map, "GOMP_MAP_ALWAYS_TOFROM".parse()?)?;
    /// tc.set_tree_chain(red, Some(map))?;
    /// let one = tc.build_int_cst(Some(int), 1)?;
    /// let body = tc.build2(TreeCode::ModifyExpr, Some(int), Some(s), Some(one))?;
    /// let target = tc.build(TreeCode::OmpTarget, Some(void), &[Some(body), Some(red)])?;
    /// assert_eq!(
    ///     tc.print_generic(target, true)?,
    ///     "#pragma omp target reduction(+:s) map(always,tofrom:s)\n  {\n    s = 1\n  }"
    /// );
    /// # Ok::<(), tree::TreeError>(())
    /// ```
    #[doc(alias = "OMP_CLAUSE_REDUCTION_CODE")]
    pub fn omp_clause_reduction_code(&self, t: crate::Tree) -> crate::Result<crate::TreeCode> {
        const GCC: &str = "OMP_CLAUSE_REDUCTION_CODE";
        let v = self.omp_clause_subcode(t, REDUCTION_KINDS, GCC)?;
        crate::TreeCode::ALL
            .get(v as usize)
            .copied()
            .ok_or_else(|| crate::TreeError::NotRepresentable {
                accessor: GCC,
                what: format!("subcode {v} is no tree code"),
            })
    }

    /// Sets `OMP_CLAUSE_REDUCTION_CODE`.
    #[doc(alias = "OMP_CLAUSE_REDUCTION_CODE")]
    pub fn set_omp_clause_reduction_code(
        &mut self,
        t: crate::Tree,
        code: crate::TreeCode,
    ) -> crate::Result<()> {
        self.set_omp_clause_subcode(t, REDUCTION_KINDS, "OMP_CLAUSE_REDUCTION_CODE", code as u32)
    }

    /// `OMP_CLAUSE_IF_MODIFIER`: the directive an `if` clause applies to (ERROR_MARK: none;
    /// VOID_CST: `cancel`).
    #[doc(alias = "OMP_CLAUSE_IF_MODIFIER")]
    pub fn omp_clause_if_modifier(&self, t: crate::Tree) -> crate::Result<crate::TreeCode> {
        const GCC: &str = "OMP_CLAUSE_IF_MODIFIER";
        let v = self.omp_clause_subcode(t, &[OmpClauseCode::If], GCC)?;
        crate::TreeCode::ALL
            .get(v as usize)
            .copied()
            .ok_or_else(|| crate::TreeError::NotRepresentable {
                accessor: GCC,
                what: format!("subcode {v} is no tree code"),
            })
    }

    /// Sets `OMP_CLAUSE_IF_MODIFIER`; only the codes GCC accepts there (ERROR_MARK,
    /// VOID_CST and the directives taking an `if` clause).
    #[doc(alias = "OMP_CLAUSE_IF_MODIFIER")]
    pub fn set_omp_clause_if_modifier(
        &mut self,
        t: crate::Tree,
        code: crate::TreeCode,
    ) -> crate::Result<()> {
        const GCC: &str = "OMP_CLAUSE_IF_MODIFIER";
        if if_modifier_text(code).is_none() {
            return Err(crate::TreeError::NotRepresentable {
                accessor: GCC,
                what: format!("{} names no directive with an if clause", code.gcc_name()),
            });
        }
        self.set_omp_clause_subcode(t, &[OmpClauseCode::If], GCC, code as u32)
    }
}

define_subcode_enum! {
    /// One half of `OMP_ATOMIC_MEMORY_ORDER` (`enum omp_memory_order`): the order of the
    /// operation, or (shifted by `OMP_FAIL_MEMORY_ORDER_SHIFT`) of its failing compare.
    OmpMemoryOrder, "omp_memory_order" {
        Unspecified = 0, "OMP_MEMORY_ORDER_UNSPECIFIED", Some("");
        Relaxed = 1, "OMP_MEMORY_ORDER_RELAXED", Some("relaxed");
        Acquire = 2, "OMP_MEMORY_ORDER_ACQUIRE", Some("acquire");
        Release = 3, "OMP_MEMORY_ORDER_RELEASE", Some("release");
        AcqRel = 4, "OMP_MEMORY_ORDER_ACQ_REL", Some("acq_rel");
        SeqCst = 5, "OMP_MEMORY_ORDER_SEQ_CST", Some("seq_cst");
    }
}

/// `OMP_ATOMIC_MEMORY_ORDER`: the memory order of an atomic construct and of its failing
/// compare (GCC packs both in one `omp_memory_order`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct OmpAtomicOrder {
    /// The construct's memory order.
    pub order: OmpMemoryOrder,
    /// The `fail(...)` order (only relaxed, acquire and seq_cst are valid there).
    pub fail: OmpMemoryOrder,
}

// The enum comes from `define_subcode_enum!`, which cannot mark a `#[default]` variant.
#[allow(clippy::derivable_impls)]
impl Default for OmpMemoryOrder {
    fn default() -> Self {
        OmpMemoryOrder::Unspecified
    }
}

/// `OMP_FAIL_MEMORY_ORDER_SHIFT`.
const FAIL_SHIFT: u32 = 3;

impl OmpAtomicOrder {
    /// GCC's packed value.
    pub fn value(self) -> u32 {
        self.order.value() | self.fail.value() << FAIL_SHIFT
    }

    /// From GCC's packed value (`None` for values outside `enum omp_memory_order`).
    pub fn from_value(v: u32) -> Option<Self> {
        Some(OmpAtomicOrder {
            order: OmpMemoryOrder::from_value(v & 7)?,
            fail: OmpMemoryOrder::from_value(v >> FAIL_SHIFT & 7)?,
        })
        .filter(|_| v >> (2 * FAIL_SHIFT) == 0)
    }

    /// What `dump_omp_atomic_memory_order` prints: ` seq_cst`, ` relaxed fail(acquire)`, …;
    /// an error for a fail order GCC cannot print (release, acq_rel).
    pub(crate) fn text(self) -> crate::Result<String> {
        let mut out = String::new();
        if let Some(t) = self.order.text().filter(|t| !t.is_empty()) {
            out.push(' ');
            out.push_str(t);
        }
        match self.fail {
            OmpMemoryOrder::Unspecified => {}
            OmpMemoryOrder::Relaxed | OmpMemoryOrder::Acquire | OmpMemoryOrder::SeqCst => {
                out.push_str(&format!(" fail({})", self.fail.text().unwrap_or_default()));
            }
            other => {
                return Err(crate::TreeError::NotRepresentable {
                    accessor: "OMP_ATOMIC_MEMORY_ORDER",
                    what: format!("a fail memory order of {}", other.gcc_name()),
                });
            }
        }
        Ok(out)
    }
}

/// The codes `OMP_ATOMIC_MEMORY_ORDER` and `OMP_ATOMIC_WEAK` accept (GCC's TREE_RANGE_CHECK
/// from OMP_ATOMIC to OMP_ATOMIC_CAPTURE_NEW).
const ATOMIC_CODES: &[crate::TreeCode] = &[
    crate::TreeCode::OmpAtomic,
    crate::TreeCode::OmpAtomicRead,
    crate::TreeCode::OmpAtomicCaptureOld,
    crate::TreeCode::OmpAtomicCaptureNew,
];

impl crate::TreeContext {
    /// `OMP_ATOMIC_MEMORY_ORDER`.
    #[doc(alias = "OMP_ATOMIC_MEMORY_ORDER")]
    pub fn omp_atomic_memory_order(&self, t: crate::Tree) -> crate::Result<OmpAtomicOrder> {
        const GCC: &str = "OMP_ATOMIC_MEMORY_ORDER";
        self.check_codes(t, ATOMIC_CODES, GCC)?;
        let v = self.store.weak.base_u.get(&t).copied().unwrap_or(0);
        OmpAtomicOrder::from_value(v).ok_or_else(|| crate::TreeError::NotRepresentable {
            accessor: GCC,
            what: format!("stored memory order {v}"),
        })
    }

    /// Sets `OMP_ATOMIC_MEMORY_ORDER`.
    pub fn set_omp_atomic_memory_order(
        &mut self,
        t: crate::Tree,
        order: OmpAtomicOrder,
    ) -> crate::Result<()> {
        self.check_codes(t, ATOMIC_CODES, "OMP_ATOMIC_MEMORY_ORDER")?;
        match order.value() {
            0 => self.store.weak.base_u.remove(&t),
            v => self.store.weak.base_u.insert(t, v),
        };
        Ok(())
    }
}
