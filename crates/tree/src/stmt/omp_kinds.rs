//! The kinds OpenMP/OpenACC clauses and constructs carry in their subcode (GCC's
//! `omp_clause_default_kind`, `gomp_map_kind`, `omp_memory_order`, …), one table each:
//! variant, GCC value, GCC name, the text `dump_omp_clause` prints.

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
pub(crate) const SCHEDULE_MASK: u32 = 7;

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
pub(crate) const DEFAULTMAP_CATEGORY_MASK: u32 = 7;

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
