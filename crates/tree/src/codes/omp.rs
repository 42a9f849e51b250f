//! OpenMP/OpenACC clause codes (`enum omp_clause_code`), one line each: variant, GCC name,
//! GCC's printed name (`omp_clause_code_name`), operand count (`omp_clause_num_ops`).
//! Beside them the code lists OMP checks use: the directives an `if` clause's modifier may
//! name, the OMP loop codes.

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

/// The OMP loop codes (OMP_FOR_*; `OMP_LOOPING_CHECK`).
pub(crate) const OMP_LOOP_CODES: &[crate::TreeCode] = &[
    crate::TreeCode::OmpFor,
    crate::TreeCode::OmpSimd,
    crate::TreeCode::OmpDistribute,
    crate::TreeCode::OmpTaskloop,
    crate::TreeCode::OmpLoop,
    crate::TreeCode::OaccLoop,
];
