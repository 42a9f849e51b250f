//! The OpenMP/OpenACC clause accessors: OMP_CLAUSE_DECL, the typed subcodes
//! (OMP_CLAUSE_MAP_KIND, OMP_CLAUSE_SCHEDULE_KIND, …), the clause operands and flags with
//! GCC's names, and OMP_ATOMIC_MEMORY_ORDER.

use super::omp_kinds::*;
use crate::OmpClauseCode;
use crate::codes::omp::if_modifier_text;

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
            crate::nodes::store::MiscData::Clause { subcode, .. } => *subcode,
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
        if let crate::nodes::store::MiscData::Clause { subcode, .. } =
            &mut self.store.misc_mut(t).data
        {
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
