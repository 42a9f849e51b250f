//! OpenMP/OpenACC statements and clauses.

use super::*;
use crate::Flag;

/// OpenMP/OpenACC statements and clauses, as `dump_generic_node`'s OMP cases,
/// `dump_omp_clauses` and `dump_omp_clause` print them.
impl Printer<'_> {
    pub(super) fn omp_statement(&mut self, t: Tree, code: TreeCode, spc: usize) -> Result<()> {
        let tc = self.tc;
        let directive = omp_directive(code).unwrap_or("#pragma omp");
        match code {
            // A task without a body is a `taskwait` with depend clauses.
            C::OmpTask if tc.omp_body(t)?.is_none() => self.out.push_str("#pragma omp taskwait"),
            // A scan without clauses prints only its body.
            C::OmpScan if tc.omp_clauses(t)?.is_none() => {}
            _ => self.out.push_str(directive),
        }
        match code {
            C::OmpAtomic | C::OmpAtomicCaptureOld | C::OmpAtomicCaptureNew => {
                if tc.flag(t, Flag::Public)? {
                    self.out.push_str(" weak");
                }
                self.out.push_str(&tc.omp_atomic_memory_order(t)?.text()?);
                self.newline_and_indent(spc + 2);
                self.node(tc.tree_operand(t, 0)?, spc, false)?;
                self.out.push_str(" = ");
                self.node(tc.tree_operand(t, 1)?, spc, false)?;
                return Ok(());
            }
            C::OmpAtomicRead => {
                self.out.push_str(&tc.omp_atomic_memory_order(t)?.text()?);
                self.newline_and_indent(spc + 2);
                self.node(tc.tree_operand(t, 0)?, spc, false)?;
                self.out.push(' ');
                return Ok(());
            }
            C::OaccCache
            | C::OaccDeclare
            | C::OaccEnterData
            | C::OaccExitData
            | C::OaccUpdate
            | C::OmpTargetUpdate
            | C::OmpTargetEnterData
            | C::OmpTargetExitData => {
                return self.omp_clause_chain(tc.omp_standalone_clauses(t)?, spc, true);
            }
            C::OmpCritical => {
                if let Some(name) = tc.omp_critical_name(t)? {
                    self.out.push_str(" (");
                    self.node(Some(name), spc, false)?;
                    self.out.push(')');
                }
                self.omp_clause_chain(tc.omp_clauses(t)?, spc, true)?;
            }
            C::OmpSection | C::OmpMaster => {}
            C::OmpFor
            | C::OmpSimd
            | C::OmpDistribute
            | C::OmpTaskloop
            | C::OmpLoop
            | C::OaccLoop => {
                self.omp_clause_chain(tc.omp_clauses(t)?, spc, true)?;
                return self.omp_loop(t, spc);
            }
            _ => self.omp_clause_chain(tc.omp_clauses(t)?, spc, true)?,
        }
        if let Some(body) = tc.omp_body(t)? {
            self.newline_and_indent(spc + 2);
            self.out.push('{');
            self.newline_and_indent(spc + 4);
            self.node(Some(body), spc + 4, false)?;
            self.newline_and_indent(spc + 2);
            self.out.push('}');
        }
        Ok(())
    }

    /// The loop part of OMP_FOR and its kin: the pre-body in braces, one `for (…)` header
    /// per collapsed loop (each indented two more), then the body.
    pub(super) fn omp_loop(&mut self, t: Tree, spc: usize) -> Result<()> {
        let tc = self.tc;
        let mut spc = spc;
        let pre = tc.omp_for_pre_body(t)?;
        if let Some(pre) = pre {
            self.newline_and_indent(spc + 2);
            self.out.push('{');
            spc += 4;
            self.newline_and_indent(spc);
            self.node(Some(pre), spc, false)?;
        }
        let init = tc.omp_for_init(t)?;
        let n = match init {
            Some(v) => tc.tree_vec_length(v)?,
            None => 0,
        };
        if let Some(init) = init {
            let cond = tc.omp_for_cond(t)?;
            let incr = tc.omp_for_incr(t)?;
            let elt = |v: Option<Tree>, i: usize| -> Result<Option<Tree>> {
                match v {
                    Some(v) if i < tc.tree_vec_length(v)? => tc.tree_vec_elt(v, i),
                    _ => Ok(None),
                }
            };
            for i in 0..n {
                // Each collapsed loop's header is two columns deeper than the previous.
                self.newline_and_indent(spc + 2 * i);
                self.out.push_str("for (");
                self.omp_loop_part(tc.tree_vec_elt(init, i)?, spc)?;
                self.out.push_str("; ");
                self.omp_loop_part(elt(cond, i)?, spc)?;
                self.out.push_str("; ");
                self.node(elt(incr, i)?, spc, false)?;
                self.out.push(')');
            }
        }
        if let Some(body) = tc.omp_body(t)? {
            let inner = spc + 2 * n.saturating_sub(1);
            self.newline_and_indent(inner + 2);
            self.out.push('{');
            self.newline_and_indent(inner + 4);
            self.node(Some(body), inner + 4, false)?;
            self.newline_and_indent(inner + 2);
            self.out.push('}');
        }
        if pre.is_some() {
            spc -= 4;
            self.newline_and_indent(spc + 2);
            self.out.push('}');
        }
        Ok(())
    }

    /// An init (`var = …`) or condition (`var < …`) of a loop header; a TREE_VEC right
    /// operand is a non-rectangular bound `outer * mult + add`.
    pub(super) fn omp_loop_part(&mut self, e: Option<Tree>, spc: usize) -> Result<()> {
        let tc = self.tc;
        let Some(e) = e else { return Ok(()) };
        let code = tc.tree_code(e)?;
        let rect_op = if code == C::ModifyExpr || code.class() == crate::TreeCodeClass::Comparison {
            tc.tree_operand(e, 1)?
                .filter(|&r| tc.store.code(r) == Some(C::TreeVec))
        } else {
            None
        };
        let Some(vec) = rect_op else {
            return self.node(Some(e), spc, false);
        };
        self.node(tc.tree_operand(e, 0)?, spc, false)?;
        if code == C::ModifyExpr {
            self.out.push_str(" = ");
        } else {
            write!(self.out, " {} ", op_symbol(code)).ok();
        }
        self.node(tc.tree_vec_elt(vec, 0)?, spc, false)?;
        self.out.push_str(" * ");
        let mult = tc.tree_vec_elt(vec, 1)?;
        let mult_prio = self.prio(mult)?;
        self.paren_unless_above(mult, mult_prio, op_code_prio(C::MultExpr), spc)?;
        self.out.push_str(" + ");
        // GCC compares the multiplier's priority here too, not the addend's.
        self.paren_unless_above(
            tc.tree_vec_elt(vec, 2)?,
            mult_prio,
            op_code_prio(C::PlusExpr),
            spc,
        )
    }

    pub(super) fn paren_unless_above(
        &mut self,
        e: Option<Tree>,
        prio: u32,
        than: u32,
        spc: usize,
    ) -> Result<()> {
        if prio <= than {
            self.out.push('(');
            self.node(e, spc, false)?;
            self.out.push(')');
            Ok(())
        } else {
            self.node(e, spc, false)
        }
    }

    /// `dump_omp_clauses`: each clause of the chain, a space before all but (without
    /// `leading_space`) the first.
    pub(super) fn omp_clause_chain(
        &mut self,
        first: Option<Tree>,
        spc: usize,
        leading_space: bool,
    ) -> Result<()> {
        let mut cur = first;
        let mut space = leading_space;
        let mut steps = self.steps();
        while let Some(c) = cur {
            steps.next()?;
            if space {
                self.out.push(' ');
            }
            space = true;
            self.omp_clause(c, spc)?;
            cur = self.tc.omp_clause_chain(c)?;
        }
        Ok(())
    }

    pub(super) fn omp_expr(&mut self, e: Option<Tree>, spc: usize) -> Result<()> {
        self.node(e, spc, false)
    }

    /// `name(expr)`.
    pub(super) fn omp_paren(&mut self, name: &str, e: Option<Tree>, spc: usize) -> Result<()> {
        self.out.push_str(name);
        self.out.push('(');
        self.omp_expr(e, spc)?;
        self.out.push(')');
        Ok(())
    }

    /// `name` or `name(expr)` when the expression is there.
    pub(super) fn omp_opt_paren(&mut self, name: &str, e: Option<Tree>, spc: usize) -> Result<()> {
        match e {
            Some(_) => self.omp_paren(name, e, spc),
            None => {
                self.out.push_str(name);
                Ok(())
            }
        }
    }

    pub(super) fn unprintable(kind: crate::OmpClauseCode, what: String) -> crate::TreeError {
        crate::TreeError::Invalid {
            builder: "dump_omp_clause",
            what: format!("{}: {what}", kind.gcc_name()),
        }
    }

    /// `dump_omp_clause`: one clause, without its chain.
    pub(super) fn omp_clause(&mut self, c: Tree, spc: usize) -> Result<()> {
        use crate::OmpClauseCode as K;
        let tc = self.tc;
        let kind = tc.omp_clause_code(c)?;
        let op = |i: usize| tc.omp_clause_operand(c, i);
        match kind {
            K::Private
            | K::Shared
            | K::Firstprivate
            | K::Lastprivate
            | K::Copyin
            | K::Copyprivate
            | K::Uniform
            | K::UseDevicePtr
            | K::UseDeviceAddr
            | K::HasDeviceAddr
            | K::IsDevicePtr
            | K::Inclusive
            | K::Exclusive
            | K::Looptemp
            | K::Reductemp
            | K::Condtemp
            | K::Scantemp
            | K::ToDeclare
            | K::Link
            | K::Nontemporal
            | K::Detach => {
                self.out.push_str(kind.name());
                self.out.push('(');
                if kind == K::Lastprivate && tc.omp_clause_lastprivate_conditional(c)? {
                    self.out.push_str("conditional:");
                }
                if kind == K::UseDevicePtr && tc.omp_clause_use_device_ptr_if_present(c)? {
                    self.out.push_str("if_present:");
                }
                self.omp_expr(op(0)?, spc)?;
                self.out.push(')');
            }
            K::Reduction | K::TaskReduction | K::InReduction => {
                self.out.push_str(kind.name());
                self.out.push('(');
                if kind == K::Reduction {
                    if tc.omp_clause_reduction_task(c)? {
                        self.out.push_str("task,");
                    } else if tc.omp_clause_reduction_inscan(c)? {
                        self.out.push_str("inscan,");
                    }
                }
                let rc = tc.omp_clause_reduction_code(c)?;
                if rc != C::ErrorMark {
                    self.out.push_str(op_symbol(rc));
                    self.out.push(':');
                }
                self.omp_expr(op(0)?, spc)?;
                self.out.push(')');
            }
            K::If => {
                self.out.push_str("if(");
                let m = tc.omp_clause_if_modifier(c)?;
                let text = crate::codes::omp::if_modifier_text(m)
                    .ok_or_else(|| Self::unprintable(kind, format!("modifier {}", m.gcc_name())))?;
                self.out.push_str(text);
                self.omp_expr(op(0)?, spc)?;
                self.out.push(')');
            }
            K::Default => {
                let k = tc.omp_clause_default_kind(c)?;
                write!(self.out, "default({})", k.text().unwrap_or("")).ok();
            }
            K::Schedule => {
                let (k, m) = tc.omp_clause_schedule_kind(c)?;
                let simd = tc.omp_clause_schedule_simd(c)?;
                self.out.push_str("schedule(");
                if m != crate::OmpScheduleModifier::None {
                    self.out.push_str(m.text().unwrap_or(""));
                    self.out.push(if simd { ',' } else { ':' });
                }
                if simd {
                    self.out.push_str("simd:");
                }
                self.out.push_str(k.text().unwrap_or(""));
                if let Some(chunk) = op(0)? {
                    self.out.push(',');
                    self.omp_expr(Some(chunk), spc)?;
                }
                self.out.push(')');
            }
            K::Linear => {
                let k = tc.omp_clause_linear_kind(c)?;
                self.out.push_str("linear(");
                let modified = k != crate::OmpLinearKind::Default;
                if modified {
                    self.out.push_str(k.text().unwrap_or(""));
                    self.out.push('(');
                }
                self.omp_expr(op(0)?, spc)?;
                if modified {
                    self.out.push(')');
                }
                self.out.push(':');
                self.omp_expr(op(1)?, spc)?;
                self.out.push(')');
            }
            K::Aligned => {
                self.out.push_str("aligned(");
                self.omp_expr(op(0)?, spc)?;
                if let Some(a) = op(1)? {
                    self.out.push(':');
                    self.omp_expr(Some(a), spc)?;
                }
                self.out.push(')');
            }
            K::Allocate => {
                self.out.push_str("allocate(");
                let (allocator, align) = (op(1)?, op(2)?);
                if allocator.is_some() {
                    self.omp_paren("allocator", allocator, spc)?;
                }
                if align.is_some() {
                    if allocator.is_some() {
                        self.out.push(',');
                    }
                    self.omp_paren("align", align, spc)?;
                }
                if allocator.is_some() || align.is_some() {
                    self.out.push(':');
                }
                self.omp_expr(op(0)?, spc)?;
                self.out.push(')');
            }
            K::Affinity => {
                self.out.push_str("affinity(");
                let t = self.omp_iterators(op(0)?, spc)?;
                self.omp_expr(t, spc)?;
                self.out.push(')');
            }
            K::Depend => self.omp_depend(c, spc)?,
            K::Map => {
                let k = tc.omp_clause_map_kind(c)?;
                let text = k
                    .text()
                    .ok_or_else(|| Self::unprintable(kind, format!("map kind {}", k.gcc_name())))?;
                write!(self.out, "map({text}:").ok();
                self.omp_expr(op(0)?, spc)?;
                self.omp_clause_size(c, k.size_prefix(), spc)?;
                if tc.omp_clause_map_runtime_implicit_p(c)? {
                    self.out.push_str("[implicit]");
                }
                self.out.push(')');
            }
            K::From | K::To | K::Cache => {
                if kind != K::Cache {
                    self.out.push_str(kind.name());
                }
                self.out.push('(');
                self.omp_expr(op(0)?, spc)?;
                self.omp_clause_size(c, " [len: ", spc)?;
                self.out.push(')');
            }
            K::NumTeams => {
                self.out.push_str("num_teams(");
                if let Some(lower) = op(1)? {
                    self.omp_expr(Some(lower), spc)?;
                    self.out.push(':');
                }
                self.omp_expr(op(0)?, spc)?;
                self.out.push(')');
            }
            K::Device => {
                self.out.push_str("device(");
                if tc.omp_clause_device_ancestor(c)? {
                    self.out.push_str("ancestor:");
                }
                self.omp_expr(op(0)?, spc)?;
                self.out.push(')');
            }
            K::DistSchedule => {
                self.out.push_str("dist_schedule(static");
                if let Some(chunk) = op(0)? {
                    self.out.push(',');
                    self.omp_expr(Some(chunk), spc)?;
                }
                self.out.push(')');
            }
            K::ProcBind => {
                let k = tc.omp_clause_proc_bind_kind(c)?;
                let text = k
                    .text()
                    .ok_or_else(|| Self::unprintable(kind, format!("kind {}", k.gcc_name())))?;
                write!(self.out, "proc_bind({text})").ok();
            }
            K::DeviceType => {
                let k = tc.omp_clause_device_type_kind(c)?;
                write!(self.out, "device_type({})", k.text().unwrap_or("")).ok();
            }
            K::Bind => {
                let k = tc.omp_clause_bind_kind(c)?;
                write!(self.out, "bind({})", k.text().unwrap_or("")).ok();
            }
            K::Grainsize | K::NumTasks => {
                self.out.push_str(kind.name());
                self.out.push('(');
                let strict = if kind == K::Grainsize {
                    tc.omp_clause_grainsize_strict(c)?
                } else {
                    tc.omp_clause_num_tasks_strict(c)?
                };
                if strict {
                    self.out.push_str("strict:");
                }
                self.omp_expr(op(0)?, spc)?;
                self.out.push(')');
            }
            K::Order => {
                self.out.push_str("order(");
                if tc.omp_clause_order_unconstrained(c)? {
                    self.out.push_str("unconstrained:");
                } else if tc.omp_clause_order_reproducible(c)? {
                    self.out.push_str("reproducible:");
                }
                self.out.push_str("concurrent)");
            }
            K::Gang => {
                let (num, stat) = (op(0)?, op(1)?);
                self.out.push_str("gang");
                if num.is_some() {
                    self.out.push_str("(num: ");
                    self.omp_expr(num, spc)?;
                }
                if let Some(s) = stat {
                    self.out.push(if num.is_none() { '(' } else { ' ' });
                    self.out.push_str("static:");
                    if Some(s) == Some(tc.integer_minus_one_node()) {
                        self.out.push('*');
                    } else {
                        self.omp_expr(Some(s), spc)?;
                    }
                }
                if num.is_some() || stat.is_some() {
                    self.out.push(')');
                }
            }
            K::Ordered | K::Async | K::Worker | K::Vector => {
                self.omp_opt_paren(kind.name(), op(0)?, spc)?
            }
            K::NumThreads
            | K::Collapse
            | K::Final
            | K::ThreadLimit
            | K::Safelen
            | K::Simdlen
            | K::Priority
            | K::Hint
            | K::Filter
            | K::Simduid
            | K::Wait
            | K::NumGangs
            | K::NumWorkers
            | K::VectorLength
            | K::Tile => self.omp_paren(kind.name(), op(0)?, spc)?,
            K::Nowait
            | K::Untied
            | K::Mergeable
            | K::Auto
            | K::Seq
            | K::Inbranch
            | K::Notinbranch
            | K::For
            | K::Parallel
            | K::Sections
            | K::Taskgroup
            | K::Nogroup
            | K::Threads
            | K::Simd
            | K::Independent
            | K::IfPresent
            | K::Finalize
            | K::Nohost
            | K::Simt => self.out.push_str(kind.name()),
            K::Defaultmap => {
                let (behavior, category) = tc.omp_clause_defaultmap_kind(c)?;
                write!(
                    self.out,
                    "defaultmap({}{})",
                    behavior.text().unwrap_or(""),
                    category.text().unwrap_or("")
                )
                .ok();
            }
            K::Error => {
                return Err(Self::unprintable(kind, "no clause to print".to_owned()));
            }
        }
        Ok(())
    }

    /// ` [len: size]` (or the kind's own prefix) when OMP_CLAUSE_SIZE is set.
    pub(super) fn omp_clause_size(&mut self, c: Tree, prefix: &str, spc: usize) -> Result<()> {
        if let Some(size) = self.tc.omp_clause_size(c)? {
            self.out.push_str(prefix);
            self.omp_expr(Some(size), spc)?;
            self.out.push(']');
        }
        Ok(())
    }

    /// `dump_omp_iterators` for a depend/affinity list whose TREE_PURPOSE is a TREE_VEC
    /// of iterators; returns what to print after it (the list's value, or `t` itself).
    pub(super) fn omp_iterators(&mut self, t: Option<Tree>, spc: usize) -> Result<Option<Tree>> {
        let tc = self.tc;
        let Some(list) = t.filter(|&l| tc.store.code(l) == Some(C::TreeList)) else {
            return Ok(t);
        };
        let Some(iters) = tc
            .tree_purpose(list)?
            .filter(|&p| tc.store.code(p) == Some(C::TreeVec))
        else {
            return Ok(t);
        };
        self.out.push_str("iterator(");
        let mut cur = Some(iters);
        let mut steps = self.steps();
        while let Some(it) = cur {
            steps.next()?;
            if it != iters {
                self.out.push_str(", ");
            }
            let var = tc.tree_vec_elt(it, 0)?;
            let ty = match var {
                Some(v) => tc.tree_type(v)?,
                None => None,
            };
            self.node(ty, spc, false)?;
            self.out.push(' ');
            self.node(var, spc, false)?;
            self.out.push('=');
            self.node(tc.tree_vec_elt(it, 1)?, spc, false)?;
            self.out.push(':');
            self.node(tc.tree_vec_elt(it, 2)?, spc, false)?;
            self.out.push(':');
            self.node(tc.tree_vec_elt(it, 3)?, spc, false)?;
            cur = tc.tree_chain(it)?;
        }
        self.out.push_str("):");
        tc.tree_value(list)
    }

    pub(super) fn omp_depend(&mut self, c: Tree, spc: usize) -> Result<()> {
        use crate::OmpDependKind as D;
        let tc = self.tc;
        let k = tc.omp_clause_depend_kind(c)?;
        self.out.push_str("depend(");
        let decl = tc.omp_clause_operand(c, 0)?;
        match k {
            D::Source => {
                self.out.push_str("source)");
                return Ok(());
            }
            D::Sink => {
                self.out.push_str("sink:");
                let mut cur = decl;
                let mut steps = self.steps();
                while let Some(t) = cur {
                    steps.next()?;
                    if tc.tree_code(t)? != C::TreeList {
                        return Err(Self::unprintable(
                            crate::OmpClauseCode::Depend,
                            "a sink vector element is not a TREE_LIST".to_owned(),
                        ));
                    }
                    self.node(tc.tree_value(t)?, spc, false)?;
                    let off = tc.tree_purpose(t)?;
                    if off.is_some() && off != Some(tc.integer_zero_node()) {
                        // OMP_CLAUSE_DEPEND_SINK_NEGATIVE is TREE_PUBLIC on the list node.
                        self.out
                            .push(if tc.flag(t, Flag::Public)? { '-' } else { '+' });
                        self.node(off, spc, false)?;
                    }
                    cur = tc.tree_chain(t)?;
                    if cur.is_some() {
                        self.out.push(',');
                    }
                }
                self.out.push(')');
                return Ok(());
            }
            _ => {}
        }
        let t = self.omp_iterators(decl, spc)?;
        // dump_omp_iterators ends with ")" and the caller adds ":"; omp_iterators wrote both.
        self.out.push_str(k.text().unwrap_or(""));
        self.out.push(':');
        self.omp_expr(t, spc)?;
        self.out.push(')');
        Ok(())
    }
}

/// The `#pragma` text GCC prints for each OpenMP/OpenACC statement code.
pub(super) fn omp_directive(code: TreeCode) -> Option<&'static str> {
    Some(match code {
        C::OaccParallel => "#pragma acc parallel",
        C::OaccKernels => "#pragma acc kernels",
        C::OaccSerial => "#pragma acc serial",
        C::OaccData => "#pragma acc data",
        C::OaccHostData => "#pragma acc host_data",
        C::OaccDeclare => "#pragma acc declare",
        C::OaccUpdate => "#pragma acc update",
        C::OaccEnterData => "#pragma acc enter data",
        C::OaccExitData => "#pragma acc exit data",
        C::OaccCache => "#pragma acc cache",
        C::OaccLoop => "#pragma acc loop",
        C::OmpParallel => "#pragma omp parallel",
        C::OmpTask => "#pragma omp task",
        C::OmpFor => "#pragma omp for",
        C::OmpSimd => "#pragma omp simd",
        C::OmpDistribute => "#pragma omp distribute",
        C::OmpTaskloop => "#pragma omp taskloop",
        C::OmpLoop => "#pragma omp loop",
        C::OmpTeams => "#pragma omp teams",
        C::OmpTargetData => "#pragma omp target data",
        C::OmpTargetEnterData => "#pragma omp target enter data",
        C::OmpTargetExitData => "#pragma omp target exit data",
        C::OmpTarget => "#pragma omp target",
        C::OmpTargetUpdate => "#pragma omp target update",
        C::OmpSections => "#pragma omp sections",
        C::OmpSection => "#pragma omp section",
        C::OmpScan => "#pragma omp scan",
        C::OmpMaster => "#pragma omp master",
        C::OmpMasked => "#pragma omp masked",
        C::OmpTaskgroup => "#pragma omp taskgroup",
        C::OmpOrdered => "#pragma omp ordered",
        C::OmpCritical => "#pragma omp critical",
        C::OmpAtomic => "#pragma omp atomic",
        C::OmpAtomicRead => "#pragma omp atomic read",
        C::OmpAtomicCaptureOld | C::OmpAtomicCaptureNew => "#pragma omp atomic capture",
        C::OmpSingle => "#pragma omp single",
        C::OmpScope => "#pragma omp scope",
        _ => return None,
    })
}
