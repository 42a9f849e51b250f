//! Node builders with GCC's names and semantics: make_node, copy_node, build0–build6,
//! build_vl_exp and the call builders.

use crate::nodes::error::{Expected, Result, TreeError};
use crate::nodes::handle::{Location, Pool, Tree};
use crate::nodes::store::{BlockData, DeclRec, MiscData, MiscRec, TypeRec, pool_for};
use crate::{Arity, Flag, OmpClauseCode, TreeCode, TreeCodeClass, TreeContext, TreeStruct};

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

/// **Building trees** — `make_node`, `copy_node`, `build0` … `build6`, `build_vl_exp`, calls (GCC internals manual: *GENERIC › Expressions*). For C semantics see the C-level builders below.
impl TreeContext {
    /// `make_node`: a fresh node of `code` with GCC's defaults (statements have side
    /// effects, constants are TREE_CONSTANT, declarations get a DECL_UID and the current
    /// `input_location`, types a TYPE_UID and are their own main variant and canonical type).
    ///
    /// INTEGER_CSTs and IDENTIFIER_NODEs are made by [`TreeContext::build_int_cst`] and
    /// [`TreeContext::get_identifier`] (they are hash-consed); asking `make_node` for them is
    /// an error.
    pub fn make_node(&mut self, code: TreeCode) -> Result<Tree> {
        let class = code.class();
        let mut flags = 0u32;
        match class {
            TreeCodeClass::Statement if code != C::DebugBeginStmt => {
                flags |= Flag::SideEffects.bit()
            }
            TreeCodeClass::Constant => flags |= Flag::Constant.bit(),
            TreeCodeClass::Expression
                if matches!(
                    code,
                    C::InitExpr
                        | C::ModifyExpr
                        | C::VaArgExpr
                        | C::PredecrementExpr
                        | C::PreincrementExpr
                        | C::PostdecrementExpr
                        | C::PostincrementExpr
                ) =>
            {
                flags |= Flag::SideEffects.bit()
            }
            _ => {}
        }
        Ok(match pool_for(code) {
            Pool::IntCst | Pool::Ident => {
                return Err(TreeError::wrong(
                    "make_node",
                    Expected::Other("a code other than INTEGER_CST and IDENTIFIER_NODE"),
                    code,
                ));
            }
            Pool::Exp2 | Pool::ExpN => {
                let ops = vec![None; code.arity().min()];
                self.store
                    .new_exp(code, None, &ops, flags, 0)
                    .ok_or_else(|| TreeError::full("make_node", "expression"))?
            }
            Pool::List => self
                .store
                .new_list(None, None, None)
                .ok_or_else(|| TreeError::full("make_node", "TREE_LIST"))?,
            Pool::Decl => {
                let rec = self.new_decl_rec(code, flags);
                self.store
                    .new_decl(rec)
                    .ok_or_else(|| TreeError::full("make_node", "declaration"))?
            }
            Pool::Type => {
                let rec = self.new_type_rec(code, flags);
                let t = self
                    .store
                    .new_type(rec)
                    .ok_or_else(|| TreeError::full("make_node", "type"))?;
                let r = self.store.ty_rec_mut(t);
                r.main_variant = Some(t);
                r.canonical = Some(t);
                t
            }
            Pool::Misc => {
                let data = self.default_misc_data(code);
                self.store
                    .new_misc(MiscRec {
                        code,
                        flags,
                        ty: None,
                        chain: None,
                        data,
                    })
                    .ok_or_else(|| TreeError::full("make_node", "miscellaneous"))?
            }
        })
    }

    fn default_misc_data(&mut self, code: TreeCode) -> MiscData {
        match code {
            C::RealCst => MiscData::Real(crate::RealValue::zero(false)),
            C::FixedCst => MiscData::Fixed { bits: 0, fbits: 0 },
            C::ComplexCst => MiscData::Complex {
                real: None,
                imag: None,
            },
            C::VectorCst => MiscData::Vector {
                npatterns: 1,
                nelts_per_pattern: 1,
                elts: Vec::new(),
            },
            C::StringCst => MiscData::String(Vec::new()),
            C::PolyIntCst => MiscData::PolyInt(Vec::new()),
            C::TreeVec => MiscData::Vec(Vec::new()),
            C::Block => {
                let number = self.next_block_number;
                self.next_block_number += 1;
                MiscData::Block(Box::new(BlockData {
                    number,
                    ..BlockData::default()
                }))
            }
            C::StatementList => MiscData::Stmts(Vec::new()),
            C::Constructor => MiscData::Ctor(Vec::new()),
            C::OmpClause => MiscData::Clause {
                kind: OmpClauseCode::Error,
                locus: 0,
                subcode: 0,
                ops: Vec::new(),
            },
            C::SsaName => MiscData::Ssa {
                var: None,
                version: 0,
            },
            C::TreeBinfo => MiscData::Binfo(Box::default()),
            // `tree_overload::function` (OVL_FUNCTION).
            C::Overload => MiscData::Vec(vec![None]),
            _ if code.arity().min() > 0 => MiscData::Vec(vec![None; code.arity().min()]),
            _ => MiscData::None,
        }
    }

    pub(crate) fn new_decl_rec(&mut self, code: TreeCode, flags: u32) -> DeclRec {
        let uid = if code == C::DebugExprDecl {
            self.next_debug_decl_uid -= 1;
            self.next_debug_decl_uid as u32
        } else {
            let u = self.next_decl_uid;
            self.next_decl_uid += 1;
            u
        };
        DeclRec {
            code,
            flags,
            decl_flags: 0,
            uid,
            locus: self.input_location.0,
            align: if code == C::FunctionDecl { 8 } else { 1 },
            aux: if code == C::LabelDecl { u32::MAX } else { 0 },
            ty: None,
            chain: None,
            name: None,
            context: None,
            size: None,
            size_unit: None,
            initial: None,
            attributes: None,
            abstract_origin: None,
            assembler_name: None,
            result: None,
            arguments: None,
            saved_tree: None,
            field_offset: None,
            field_bit_offset: None,
            bit_field_type: None,
            qualifier: None,
            value_expr: None,
            // Without `lang_decl`, GCC's DECL_LANGUAGE is lang_c for a FUNCTION_DECL.
            lang_flags: if code == C::FunctionDecl {
                crate::front_end::cp::LANG_C_BIT
            } else {
                0
            },
            lang_context: None,
            thunk_delta: 0,
        }
    }

    fn new_type_rec(&mut self, code: TreeCode, flags: u32) -> TypeRec {
        let uid = self.next_type_uid;
        self.next_type_uid += 1;
        TypeRec {
            code,
            flags,
            type_flags: 0,
            uid,
            precision: 0,
            align: 8,
            ty: None,
            chain: None,
            name: None,
            size: None,
            size_unit: None,
            attributes: None,
            pointer_to: None,
            reference_to: None,
            canonical: None,
            next_variant: None,
            main_variant: None,
            context: None,
            values: None,
            minval: None,
            maxval: None,
            binfo: None,
            lang_flags: 0,
            mode: 0,
        }
    }

    /// `copy_node`: a new node with the same code and fields. As in GCC the copy of a
    /// declaration gets a new DECL_UID, the copy of a type a new TYPE_UID (and is the main
    /// variant of nothing: its variant links are cleared), and TREE_CHAIN is kept. A copied
    /// INTEGER_CST is a fresh, unshared node with the same type and value.
    pub fn copy_node(&mut self, t: Tree) -> Result<Tree> {
        let code = self.code_for(t, "copy_node")?;
        let copy = match t.pool() {
            Pool::Exp2 | Pool::ExpN => {
                let ops = self.store.ops(t).to_vec();
                let ty = self.store.ty(t);
                let flags = self.store.flags(t);
                let locus = self.store.locus(t);
                self.store
                    .new_exp(code, ty, &ops, flags, locus)
                    .ok_or_else(|| TreeError::full("copy_node", "expression"))?
            }
            Pool::IntCst => {
                let ty = self.store.ty(t).ok_or(TreeError::Null {
                    accessor: "copy_node",
                })?;
                let elts = self.store.int_elts(t);
                let flags = self.store.flags(t);
                let c = self
                    .store
                    .int_cst_unshared(ty, &elts)
                    .ok_or_else(|| TreeError::full("copy_node", "INTEGER_CST"))?;
                self.store.set_flags(c, flags);
                c
            }
            Pool::List => {
                let r = *self.store.list(t);
                let c = self
                    .store
                    .new_list(r.purpose, r.value, r.chain)
                    .ok_or_else(|| TreeError::full("copy_node", "TREE_LIST"))?;
                *self.store.list_mut(c) = r;
                c
            }
            Pool::Ident => {
                return Err(TreeError::wrong(
                    "copy_node",
                    Expected::Other(
                        "a node other than an IDENTIFIER_NODE (identifiers are unique)",
                    ),
                    code,
                ));
            }
            Pool::Decl => {
                let mut r = self.store.decl(t).clone();
                let fresh = self.new_decl_rec(code, 0);
                r.uid = fresh.uid;
                self.store
                    .new_decl(r)
                    .ok_or_else(|| TreeError::full("copy_node", "declaration"))?
            }
            Pool::Type => {
                let mut r = self.store.ty_rec(t).clone();
                let fresh = self.new_type_rec(code, 0);
                r.uid = fresh.uid;
                r.pointer_to = None;
                r.reference_to = None;
                r.next_variant = None;
                let c = self
                    .store
                    .new_type(r)
                    .ok_or_else(|| TreeError::full("copy_node", "type"))?;
                if self.store.ty_rec(c).main_variant == Some(t) {
                    self.store.ty_rec_mut(c).main_variant = Some(c);
                }
                if self.store.ty_rec(c).canonical == Some(t) {
                    self.store.ty_rec_mut(c).canonical = Some(c);
                }
                c
            }
            Pool::Misc => {
                let mut r = self.store.misc(t).clone();
                if let MiscData::Block(b) = &mut r.data {
                    b.number = self.next_block_number;
                    self.next_block_number += 1;
                }
                self.store
                    .new_misc(r)
                    .ok_or_else(|| TreeError::full("copy_node", "miscellaneous"))?
            }
        };
        // GCC copies the whole tree_base, `u` included (OMP_ATOMIC_MEMORY_ORDER).
        if let Some(u) = self.store.weak.base_u.get(&t).copied() {
            self.store.weak.base_u.insert(copy, u);
        }
        Ok(copy)
    }

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
    fn arg_flags(
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
        let class = code.class();
        let statement_effects = class == TreeCodeClass::Statement && code != C::DebugBeginStmt;
        let mut side_effects = statement_effects
            || matches!(
                code,
                C::InitExpr
                    | C::ModifyExpr
                    | C::VaArgExpr
                    | C::PredecrementExpr
                    | C::PreincrementExpr
                    | C::PostdecrementExpr
                    | C::PostincrementExpr
            );
        let mut read_only = true;
        let mut constant = true;
        let mut infos = [None; 6];
        for (i, &op) in ops.iter().enumerate() {
            let info = self.arg_flags(op, builder)?;
            if let Some((c, f)) = info {
                if f & Flag::SideEffects.bit() != 0 {
                    side_effects = true;
                }
                if f & Flag::Readonly.bit() == 0 && !c.is_constant() {
                    read_only = false;
                }
                if f & Flag::Constant.bit() == 0 {
                    constant = false;
                }
            }
            if i < 6 {
                infos[i] = info;
            }
        }
        let volatile0 = class == TreeCodeClass::Reference
            && infos[0].is_some_and(|(_, f)| f & Flag::ThisVolatile.bit() != 0);
        let mut flags = 0u32;
        let mut set = |flag: Flag, on: bool| {
            if on {
                flags |= flag.bit();
            }
        };
        match ops.len() {
            0 => set(Flag::SideEffects, statement_effects),
            1 => {
                // build1: flags copied from the operand, then the per-code rules.
                if let Some((_, f)) = infos[0] {
                    set(Flag::SideEffects, f & Flag::SideEffects.bit() != 0);
                    set(Flag::Readonly, f & Flag::Readonly.bit() != 0);
                }
                if statement_effects {
                    set(Flag::SideEffects, true);
                } else {
                    match code {
                        C::VaArgExpr => {
                            flags |= Flag::SideEffects.bit();
                            flags &= !Flag::Readonly.bit();
                        }
                        C::IndirectRef => flags &= !Flag::Readonly.bit(),
                        C::AddrExpr => {}
                        _ => {
                            let op_constant =
                                infos[0].is_some_and(|(_, f)| f & Flag::Constant.bit() != 0);
                            if (class == TreeCodeClass::Unary || code == C::ViewConvertExpr)
                                && op_constant
                            {
                                set(Flag::Constant, true);
                            }
                            if volatile0 {
                                set(Flag::ThisVolatile, true);
                            }
                        }
                    }
                }
            }
            2 => {
                set(Flag::SideEffects, side_effects);
                let div = is_division(code);
                let div_by_zero = div && self.integer_zerop(ops[1]);
                if code == C::MemRef {
                    if let Some(o) = self.addr_operand(ops[0]) {
                        let f = self.store.flags(o);
                        set(Flag::Readonly, f & Flag::Readonly.bit() != 0);
                        set(Flag::ThisVolatile, f & Flag::ThisVolatile.bit() != 0);
                    }
                } else {
                    set(Flag::Readonly, read_only);
                    let constant_class =
                        matches!(class, TreeCodeClass::Comparison | TreeCodeClass::Binary);
                    set(Flag::Constant, constant_class && constant && !div_by_zero);
                    set(Flag::ThisVolatile, volatile0);
                }
            }
            3 => {
                let gimple_cond = code == C::CondExpr
                    && ty == Some(self.g.void_type)
                    && ops[1].is_none()
                    && ops[2].is_none();
                set(Flag::SideEffects, side_effects || gimple_cond);
                if code == C::CondExpr {
                    set(Flag::Readonly, read_only);
                }
                set(Flag::ThisVolatile, volatile0);
            }
            _ => {
                set(Flag::SideEffects, side_effects);
                if code == C::TargetMemRef {
                    if let Some(o) = self.addr_operand(ops[0]) {
                        let f = self.store.flags(o);
                        set(Flag::Readonly, f & Flag::Readonly.bit() != 0);
                        set(Flag::ThisVolatile, f & Flag::ThisVolatile.bit() != 0);
                    }
                } else {
                    set(Flag::ThisVolatile, volatile0);
                }
            }
        }
        let t = self
            .store
            .new_exp(code, ty, ops, flags, 0)
            .ok_or_else(|| TreeError::full("build", "expression"))?;
        if code == C::AddrExpr && ops[0].is_some() {
            self.recompute_tree_invariant_for_addr_expr(t)?;
        }
        Ok(t)
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

    /// Builds any expression code with its operands: fixed-arity codes through
    /// [`TreeContext::build`], `tcc_vl_exp` codes through [`TreeContext::build_vl_exp`] with
    /// the operands filled in.
    pub fn build_nary(
        &mut self,
        code: TreeCode,
        ty: Option<Tree>,
        ops: &[Option<Tree>],
    ) -> Result<Tree> {
        if code.arity().is_variable() {
            let t = self.build_vl_exp(code, ops.len())?;
            self.store.set_ty(t, ty);
            for (i, &op) in ops.iter().enumerate() {
                if i > 0 {
                    self.store.ops_mut(t)[i] = op;
                }
            }
            self.recompute_side_effects_vl(t)?;
            Ok(t)
        } else {
            self.build(code, ty, ops)
        }
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

    /// `build_vl_exp`: a `tcc_vl_exp` node with `len` operands (operand 0 holds the length,
    /// as an INTEGER_CST, as in GCC), the others NULL_TREE.
    pub fn build_vl_exp(&mut self, code: TreeCode, len: usize) -> Result<Tree> {
        let min = match code.arity() {
            Arity::Variable { min } => min as usize,
            Arity::Fixed(_) => {
                return Err(TreeError::wrong(
                    "build_vl_exp",
                    Expected::Class(TreeCodeClass::VlExp),
                    code,
                ));
            }
        };
        if len < min || len > u32::MAX as usize {
            return Err(TreeError::Arity {
                builder: "build_vl_exp",
                code,
                expected: code.arity().to_string(),
                got: len,
            });
        }
        let mut ops = vec![None; len];
        ops[0] = Some(self.build_int_cst(Some(self.g.integer_type), len as i64)?);
        let flags = if code.class() == TreeCodeClass::Statement {
            Flag::SideEffects.bit()
        } else {
            0
        };
        self.store
            .new_exp(code, None, &ops, flags, 0)
            .ok_or_else(|| TreeError::full("build_vl_exp", "expression"))
    }

    fn recompute_side_effects_vl(&mut self, t: Tree) -> Result<()> {
        let mut side = false;
        for &op in self.store.ops(t).iter().skip(1) {
            if let Some((_, f)) = self.arg_flags(op, "build_call_expr")? {
                side |= f & Flag::SideEffects.bit() != 0;
            }
        }
        let f = self.store.flags(t);
        let f = if side { f | Flag::SideEffects.bit() } else { f };
        self.store.set_flags(t, f);
        Ok(())
    }

    /// `build_call_array_loc`: a CALL_EXPR of `fn_` (an address, typically an ADDR_EXPR of a
    /// FUNCTION_DECL) with `args`, returning `return_type`. TREE_SIDE_EFFECTS is set, as GCC's
    /// `process_call_operands` does for calls to functions that are not const or pure.
    #[doc(alias = "build_call_array_loc")]
    #[doc(alias = "build_call_vec")]
    #[doc(alias = "build_call_nary")]
    pub fn build_call_array(
        &mut self,
        loc: Location,
        return_type: Option<Tree>,
        fn_: Tree,
        args: &[Tree],
    ) -> Result<Tree> {
        let t = self.build_vl_exp(C::CallExpr, args.len() + 3)?;
        self.store.set_ty(t, return_type);
        self.store.set_locus(t, loc.0);
        {
            let ops = self.store.ops_mut(t);
            ops[1] = Some(fn_);
            for (i, &a) in args.iter().enumerate() {
                ops[3 + i] = Some(a);
            }
        }
        self.recompute_side_effects_vl(t)?;
        let mut f = self.store.flags(t);
        if !self.call_is_const_or_pure(fn_) {
            f |= Flag::SideEffects.bit();
        }
        self.store.set_flags(t, f);
        Ok(t)
    }

    /// `build_call_expr`: a call of FUNCTION_DECL `fndecl` with `args`, its return type taken
    /// from the function's type.
    #[doc(alias = "build_call_expr_loc")]
    pub fn build_call_expr(&mut self, fndecl: Tree, args: &[Tree]) -> Result<Tree> {
        self.check_codes(fndecl, &[C::FunctionDecl], "build_call_expr")?;
        let fntype = self.store.decl(fndecl).ty;
        let ret = match fntype {
            Some(ft) if self.store.code(ft).is_some_and(TreeCode::is_type) => {
                self.store.ty_rec(ft).ty
            }
            _ => None,
        };
        let ptr = self.build_pointer_type(fntype)?;
        let addr = self.build1(C::AddrExpr, Some(ptr), Some(fndecl))?;
        self.build_call_array(Location::UNKNOWN, ret, addr, args)
    }

    fn call_is_const_or_pure(&self, fn_: Tree) -> bool {
        let mut f = Some(fn_);
        if self.store.code(fn_) == Some(C::AddrExpr) {
            f = self.store.ops(fn_)[0];
        }
        match f {
            Some(d) if self.store.code(d) == Some(C::FunctionDecl) => {
                let r = self.store.decl(d);
                r.flags & Flag::Readonly.bit() != 0
                    || r.decl_flags & crate::DeclFlag::PureP.bit() != 0
            }
            _ => false,
        }
    }

    /// `CALL_EXPR_FN`.
    #[doc(alias = "CALL_EXPR_FN")]
    pub fn call_expr_fn(&self, t: Tree) -> Result<Option<Tree>> {
        self.check_codes(t, &[C::CallExpr], "CALL_EXPR_FN")?;
        Ok(self.store.ops(t)[1])
    }

    /// `CALL_EXPR_STATIC_CHAIN`.
    #[doc(alias = "CALL_EXPR_STATIC_CHAIN")]
    pub fn call_expr_static_chain(&self, t: Tree) -> Result<Option<Tree>> {
        self.check_codes(t, &[C::CallExpr], "CALL_EXPR_STATIC_CHAIN")?;
        Ok(self.store.ops(t)[2])
    }

    /// `call_expr_nargs`.
    #[doc(alias = "aggr_init_expr_nargs")]
    pub fn call_expr_nargs(&self, t: Tree) -> Result<usize> {
        self.check_codes(t, &[C::CallExpr, C::AggrInitExpr], "call_expr_nargs")?;
        Ok(self.store.ops(t).len() - 3)
    }

    /// `FOR_EACH_CALL_EXPR_ARG`: the arguments of a CALL_EXPR (or AGGR_INIT_EXPR) in
    /// order, as `call_expr_arg_iterator` walks them.
    #[doc(alias = "FOR_EACH_CALL_EXPR_ARG")]
    #[doc(alias = "call_expr_arg_iterator")]
    #[doc(alias = "FOR_EACH_AGGR_INIT_EXPR_ARG")]
    pub fn call_expr_args(
        &self,
        t: Tree,
    ) -> Result<impl ExactSizeIterator<Item = Option<Tree>> + '_> {
        self.check_codes(t, &[C::CallExpr, C::AggrInitExpr], "FOR_EACH_CALL_EXPR_ARG")?;
        Ok(self.store.ops(t)[3..].iter().copied())
    }

    /// `CALL_EXPR_ARG (t, i)`.
    #[doc(alias = "CALL_EXPR_ARG")]
    #[doc(alias = "AGGR_INIT_EXPR_ARG")]
    pub fn call_expr_arg(&self, t: Tree, i: usize) -> Result<Option<Tree>> {
        self.check_codes(t, &[C::CallExpr, C::AggrInitExpr], "CALL_EXPR_ARG")?;
        let ops = self.store.ops(t);
        ops.get(3 + i)
            .copied()
            .ok_or_else(|| self.operand_range("CALL_EXPR_ARG", t, i, ops.len() - 3))
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
