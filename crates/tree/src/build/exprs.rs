//! `build0` … `build6` and `build_nary`: expressions with their TREE_SIDE_EFFECTS,
//! TREE_CONSTANT, TREE_READONLY and TREE_THIS_VOLATILE computed from the operands as GCC's
//! `buildN` of the same operand count computes them.

use crate::nodes::error::{Expected, Result, TreeError};
use crate::nodes::handle::Tree;
use crate::nodes::store::MiscData;
use crate::{Arity, Flag, TreeCode, TreeCodeClass, TreeContext, TreeStruct};

use TreeCode as C;

/// The division codes, whose result is not constant when dividing by zero.
#[inline]
fn is_division(code: TreeCode) -> bool {
    matches!(
        code,
        C::TruncDivExpr
            | C::CeilDivExpr
            | C::FloorDivExpr
            | C::RoundDivExpr
            | C::ExactDivExpr
            | C::CeilModExpr
            | C::FloorModExpr
            | C::RoundModExpr
            | C::TruncModExpr
    )
}

/// **Building trees** — `build0` … `build6` (GCC internals manual: *GENERIC › Expressions*). For C semantics see the C-level builders.
impl TreeContext {
    fn check_build(&self, builder: &'static str, code: TreeCode, n: usize) -> Result<()> {
        if !code.contains_struct(TreeStruct::Exp) {
            return Err(TreeError::wrong(builder, Expected::Expression, code));
        }
        match code.arity() {
            Arity::Fixed(k) if k as usize == n => Ok(()),
            arity => Err(TreeError::Arity {
                builder,
                code,
                expected: arity.to_string(),
                got: n,
            }),
        }
    }

    /// Reads the flags of an operand that is not a type (GCC's `PROCESS_ARG`).
    #[inline]
    pub(super) fn arg_flags(
        &self,
        arg: Option<Tree>,
        builder: &'static str,
    ) -> Result<Option<(TreeCode, u32)>> {
        match arg {
            None => Ok(None),
            Some(a) => match self.store.code_flags(a) {
                None => Err(TreeError::invalid(builder, a)),
                Some((code, _)) if code.is_type() => Ok(None),
                Some(cf) => Ok(Some(cf)),
            },
        }
    }

    /// The generic builder behind build0–build6: checks the arity and class, then computes
    /// TREE_SIDE_EFFECTS, TREE_CONSTANT, TREE_READONLY and TREE_THIS_VOLATILE from the
    /// operands as GCC's `buildN` of the same operand count does.
    pub fn build(
        &mut self,
        code: TreeCode,
        ty: Option<Tree>,
        ops: &[Option<Tree>],
    ) -> Result<Tree> {
        const NAMES: [&str; 7] = [
            "build0", "build1", "build2", "build3", "build4", "build5", "build6",
        ];
        let builder = NAMES.get(ops.len()).copied().unwrap_or("build");
        self.check_build(builder, code, ops.len())?;
        self.check_value(ty, builder)?;
        let sum = self.summarize_operands(code, ops, builder)?;
        let flags = match ops.len() {
            0 => bit(Flag::SideEffects, sum.statement_effects),
            1 => build1_flags(code, &sum),
            2 => self.generic_build2_flags(code, ops, &sum),
            3 => {
                let gimple_cond = code == C::CondExpr
                    && ty == Some(self.g.void_type)
                    && ops[1].is_none()
                    && ops[2].is_none();
                bit(Flag::SideEffects, sum.side_effects || gimple_cond)
                    | bit(Flag::Readonly, code == C::CondExpr && sum.read_only)
                    | bit(Flag::ThisVolatile, sum.volatile0)
            }
            _ => {
                let memory = match code {
                    C::TargetMemRef => self.addressed_flags(ops[0]),
                    _ => bit(Flag::ThisVolatile, sum.volatile0),
                };
                bit(Flag::SideEffects, sum.side_effects) | memory
            }
        };
        let t = self
            .store
            .new_exp(code, ty, ops, flags, 0)
            .ok_or_else(|| TreeError::full("build", "expression"))?;
        if code == C::AddrExpr && ops[0].is_some() {
            self.recompute_tree_invariant_for_addr_expr(t)?;
        }
        Ok(t)
    }

    /// What `buildN` gathers from the code and the operands before it sets any flag.
    fn summarize_operands(
        &self,
        code: TreeCode,
        ops: &[Option<Tree>],
        builder: &'static str,
    ) -> Result<OperandSummary> {
        let class = code.class();
        let statement_effects = class == TreeCodeClass::Statement && code != C::DebugBeginStmt;
        let mut sum = OperandSummary {
            class,
            statement_effects,
            side_effects: statement_effects || modifies(code),
            read_only: true,
            constant: true,
            first: None,
            volatile0: false,
        };
        for (i, &op) in ops.iter().enumerate() {
            let info = self.arg_flags(op, builder)?;
            if let Some((c, f)) = info {
                sum.side_effects |= f & Flag::SideEffects.bit() != 0;
                sum.read_only &= f & Flag::Readonly.bit() != 0 || c.is_constant();
                sum.constant &= f & Flag::Constant.bit() != 0;
            }
            if i == 0 {
                sum.first = info;
            }
        }
        sum.volatile0 = class == TreeCodeClass::Reference
            && sum
                .first
                .is_some_and(|(_, f)| f & Flag::ThisVolatile.bit() != 0);
        Ok(sum)
    }

    /// build2's flags: TREE_READONLY and TREE_CONSTANT from both operands (a division by
    /// a literal zero is not constant), a MEM_REF's from the object it addresses.
    fn generic_build2_flags(
        &self,
        code: TreeCode,
        ops: &[Option<Tree>],
        sum: &OperandSummary,
    ) -> u32 {
        let side_effects = bit(Flag::SideEffects, sum.side_effects);
        if code == C::MemRef {
            return side_effects | self.addressed_flags(ops[0]);
        }
        let div_by_zero = is_division(code) && self.integer_zerop(ops[1]);
        let constant_class = matches!(sum.class, TreeCodeClass::Comparison | TreeCodeClass::Binary);
        side_effects
            | bit(Flag::Readonly, sum.read_only)
            | bit(
                Flag::Constant,
                constant_class && sum.constant && !div_by_zero,
            )
            | bit(Flag::ThisVolatile, sum.volatile0)
    }

    /// A MEM_REF's or TARGET_MEM_REF's TREE_READONLY and TREE_THIS_VOLATILE: those of the
    /// object its address operand takes the address of, if it is an ADDR_EXPR.
    fn addressed_flags(&self, address: Option<Tree>) -> u32 {
        let Some(o) = self.addr_operand(address) else {
            return 0;
        };
        self.store.flags(o) & (Flag::Readonly.bit() | Flag::ThisVolatile.bit())
    }

    /// The object an ADDR_EXPR operand takes the address of.
    fn addr_operand(&self, op: Option<Tree>) -> Option<Tree> {
        let a = op?;
        if self.store.code(a) == Some(C::AddrExpr) {
            self.store.ops(a)[0]
        } else {
            None
        }
    }

    /// `build0`.
    pub fn build0(&mut self, code: TreeCode, ty: Option<Tree>) -> Result<Tree> {
        self.build(code, ty, &[])
    }

    /// `build1`.
    pub fn build1(&mut self, code: TreeCode, ty: Option<Tree>, a0: Option<Tree>) -> Result<Tree> {
        self.build(code, ty, &[a0])
    }

    /// `build2`.
    #[inline(always)]
    pub fn build2(
        &mut self,
        code: TreeCode,
        ty: Option<Tree>,
        a0: Option<Tree>,
        a1: Option<Tree>,
    ) -> Result<Tree> {
        // The common case, in a slot the arena has reserved, with no call: no stack frame,
        // no saved registers. Everything else goes through one call to the slow path.
        if self.store.no_rare_flags()
            && !is_division(code)
            && let Some(flags) = self.build2_flags::<false>(code, ty, a0, a1)
            && let Some(t) = self.store.new_exp2_reserved(code, ty, [a0, a1], flags)
        {
            return Ok(t);
        }
        self.build2_slow(code, ty, a0, a1)
    }

    /// build2's flags for the common case — a binary or comparison code whose operands are
    /// expressions, constants, declarations or types and whose type is live — or `None`
    /// for the generic builder. The caller has ruled out a division by zero, which is not
    /// TREE_CONSTANT. `RARE`: see [`Store::operand_bits`](crate::nodes::store::Store).
    #[inline(always)]
    fn build2_flags<const RARE: bool>(
        &self,
        code: TreeCode,
        ty: Option<Tree>,
        a0: Option<Tree>,
        a1: Option<Tree>,
    ) -> Option<u32> {
        if !(code.class().is_binary_like() && code.arity() == Arity::Fixed(2)) {
            return None;
        }
        let f0 = self.store.operand_bits::<RARE>(a0)?;
        let f1 = self.store.operand_bits::<RARE>(a1)?;
        let ty_live = match ty {
            None => true,
            Some(t) if RARE => self.store.is_live(t),
            Some(t) => self.store.is_live_type(t),
        };
        if !ty_live {
            return None;
        }
        let side = (f0 | f1) & Flag::SideEffects.bit();
        let readonly = f0 & f1 & Flag::Readonly.bit();
        let constant = f0 & f1 & Flag::Constant.bit();
        Some(side | readonly | constant)
    }

    /// build2 when its fast path could not finish: the same common case with rare flags,
    /// divisions and a new reservation, then the generic builder for everything else (and
    /// every error).
    #[cold]
    #[inline(never)]
    fn build2_slow(
        &mut self,
        code: TreeCode,
        ty: Option<Tree>,
        a0: Option<Tree>,
        a1: Option<Tree>,
    ) -> Result<Tree> {
        let div_by_zero = is_division(code) && self.integer_zerop(a1);
        if !div_by_zero && let Some(flags) = self.build2_flags::<true>(code, ty, a0, a1) {
            return self
                .store
                .new_exp2(code, ty, [a0, a1], flags)
                .ok_or_else(|| TreeError::full("build2", "expression"));
        }
        self.build(code, ty, &[a0, a1])
    }

    /// `build3`.
    pub fn build3(
        &mut self,
        code: TreeCode,
        ty: Option<Tree>,
        a0: Option<Tree>,
        a1: Option<Tree>,
        a2: Option<Tree>,
    ) -> Result<Tree> {
        self.build(code, ty, &[a0, a1, a2])
    }

    /// `build4`.
    pub fn build4(
        &mut self,
        code: TreeCode,
        ty: Option<Tree>,
        ops: [Option<Tree>; 4],
    ) -> Result<Tree> {
        self.build(code, ty, &ops)
    }

    /// `build5`.
    pub fn build5(
        &mut self,
        code: TreeCode,
        ty: Option<Tree>,
        ops: [Option<Tree>; 5],
    ) -> Result<Tree> {
        self.build(code, ty, &ops)
    }

    /// `build6` (GCC had it for six-operand codes; kept for completeness).
    pub fn build6(
        &mut self,
        code: TreeCode,
        ty: Option<Tree>,
        ops: [Option<Tree>; 6],
    ) -> Result<Tree> {
        self.build(code, ty, &ops)
    }

    /// `recompute_tree_invariant_for_addr_expr`: an ADDR_EXPR is TREE_CONSTANT when the
    /// object it takes the address of is static, external, a function, a label or a
    /// constant (looking through component and array references with invariant indices).
    pub fn recompute_tree_invariant_for_addr_expr(&mut self, t: Tree) -> Result<()> {
        self.check_codes(t, &[C::AddrExpr], "recompute_tree_invariant_for_addr_expr")?;
        let mut node = self.store.ops(t)[0];
        let mut invariant = true;
        let mut side_effects = false;
        let mut budget = 10_000;
        while let Some(n) = node {
            budget -= 1;
            if budget == 0 {
                invariant = false;
                break;
            }
            let code = self.code_for(n, "recompute_tree_invariant_for_addr_expr")?;
            match code {
                C::ComponentRef
                | C::ArrayRef
                | C::ArrayRangeRef
                | C::RealpartExpr
                | C::ImagpartExpr
                | C::BitFieldRef
                | C::ViewConvertExpr => {
                    let ops = self.store.ops(n);
                    for &idx in ops.iter().skip(1) {
                        if let Some(i) = idx {
                            let f = self.store.flags(i);
                            if f & Flag::Constant.bit() == 0
                                && !self.store.code(i).is_some_and(TreeCode::is_type)
                            {
                                invariant = false;
                            }
                            side_effects |= f & Flag::SideEffects.bit() != 0;
                        }
                    }
                    node = ops[0];
                    continue;
                }
                _ => {}
            }
            let f = self.store.flags(n);
            let ok = if code.is_decl() {
                let external = self.store.decl(n).decl_flags & crate::DeclFlag::External.bit() != 0;
                matches!(code, C::FunctionDecl | C::LabelDecl | C::ConstDecl)
                    || f & Flag::Static.bit() != 0
                    || external
            } else {
                code.is_constant() || code == C::StringCst
            };
            invariant &= ok;
            side_effects |= f & Flag::SideEffects.bit() != 0 && !code.is_decl();
            break;
        }
        let mut flags = self.store.flags(t);
        flags &= !(Flag::Constant.bit() | Flag::SideEffects.bit());
        if invariant {
            flags |= Flag::Constant.bit();
        }
        if side_effects {
            flags |= Flag::SideEffects.bit();
        }
        self.store.set_flags(t, flags);
        Ok(())
    }

    /// `integer_zerop`: an INTEGER_CST (or COMPLEX_CST/VECTOR_CST of them) equal to zero.
    pub fn integer_zerop(&self, t: Option<Tree>) -> bool {
        self.integer_value_p(t, 0)
    }

    /// `integer_onep`.
    pub fn integer_onep(&self, t: Option<Tree>) -> bool {
        self.integer_value_p(t, 1)
    }

    fn integer_value_p(&self, t: Option<Tree>, v: i64) -> bool {
        let Some(t) = t else { return false };
        match self.store.code(t) {
            Some(C::IntegerCst) => self.store.int_elts(t) == [v],
            Some(C::ComplexCst) => match &self.store.misc(t).data {
                MiscData::Complex { real, imag } => {
                    self.integer_value_p(*real, v) && self.integer_zerop(*imag)
                }
                _ => false,
            },
            Some(C::VectorCst) => match &self.store.misc(t).data {
                MiscData::Vector {
                    npatterns,
                    nelts_per_pattern,
                    elts,
                } => {
                    *npatterns == 1
                        && *nelts_per_pattern == 1
                        && self.integer_value_p(elts.first().copied(), v)
                }
                _ => false,
            },
            _ => false,
        }
    }
}

/// What [`TreeContext::build`] gathers before setting flags: the code's class, whether it
/// is a statement with side effects, the operands' combined TREE_SIDE_EFFECTS /
/// TREE_READONLY / TREE_CONSTANT, the first operand's code and flags, and whether a
/// reference's first operand is volatile.
struct OperandSummary {
    class: TreeCodeClass,
    statement_effects: bool,
    side_effects: bool,
    read_only: bool,
    constant: bool,
    first: Option<(TreeCode, u32)>,
    volatile0: bool,
}

/// The expressions that have TREE_SIDE_EFFECTS by their code alone, as `make_node` and
/// `buildN` set it: assignments, increments and decrements, and VA_ARG_EXPR.
pub(super) fn modifies(code: TreeCode) -> bool {
    matches!(
        code,
        C::InitExpr
            | C::ModifyExpr
            | C::VaArgExpr
            | C::PredecrementExpr
            | C::PreincrementExpr
            | C::PostdecrementExpr
            | C::PostincrementExpr
    )
}

/// `flag`'s bit if `on`.
fn bit(flag: Flag, on: bool) -> u32 {
    if on { flag.bit() } else { 0 }
}

/// build1's flags: TREE_SIDE_EFFECTS and TREE_READONLY copied from the operand, then the
/// per-code rules (a VA_ARG_EXPR has side effects and is not read-only, an INDIRECT_REF is
/// not read-only, a unary operation or VIEW_CONVERT_EXPR of a constant is constant).
fn build1_flags(code: TreeCode, sum: &OperandSummary) -> u32 {
    let from_operand = sum.first.map_or(0, |(_, f)| {
        f & (Flag::SideEffects.bit() | Flag::Readonly.bit())
    });
    if sum.statement_effects {
        return from_operand | Flag::SideEffects.bit();
    }
    match code {
        C::VaArgExpr => (from_operand | Flag::SideEffects.bit()) & !Flag::Readonly.bit(),
        C::IndirectRef => from_operand & !Flag::Readonly.bit(),
        C::AddrExpr => from_operand,
        _ => {
            let op_constant = sum
                .first
                .is_some_and(|(_, f)| f & Flag::Constant.bit() != 0);
            let unary = sum.class == TreeCodeClass::Unary || code == C::ViewConvertExpr;
            from_operand
                | bit(Flag::Constant, unary && op_constant)
                | bit(Flag::ThisVolatile, sum.volatile0)
        }
    }
}
