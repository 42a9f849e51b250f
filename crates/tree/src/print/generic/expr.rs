//! Expression codes: references, calls, operators, conversions and the `NAME <…>` forms.

use super::*;

/// The codes printed as ` NAME < a, b > ` with GCC's upper-case code name.
fn is_vec_pair(code: TreeCode) -> bool {
    matches!(
        code,
        C::VecSeriesExpr
            | C::VecWidenMultHiExpr
            | C::VecWidenMultLoExpr
            | C::VecWidenPlusHiExpr
            | C::VecWidenPlusLoExpr
            | C::VecWidenMinusHiExpr
            | C::VecWidenMinusLoExpr
            | C::VecWidenMultEvenExpr
            | C::VecWidenMultOddExpr
            | C::VecWidenLshiftHiExpr
            | C::VecWidenLshiftLoExpr
            | C::VecPackTruncExpr
            | C::VecPackSatExpr
            | C::VecPackFixTruncExpr
            | C::VecPackFloatExpr
    )
}

/// The binary operators printed infix with [`op_symbol`].
fn is_infix(code: TreeCode) -> bool {
    matches!(
        code,
        C::WidenPlusExpr
            | C::WidenMinusExpr
            | C::WidenSumExpr
            | C::WidenMultExpr
            | C::MultExpr
            | C::MultHighpartExpr
            | C::PlusExpr
            | C::PointerPlusExpr
            | C::PointerDiffExpr
            | C::MinusExpr
            | C::TruncDivExpr
            | C::CeilDivExpr
            | C::FloorDivExpr
            | C::RoundDivExpr
            | C::TruncModExpr
            | C::CeilModExpr
            | C::FloorModExpr
            | C::RoundModExpr
            | C::RdivExpr
            | C::ExactDivExpr
            | C::LshiftExpr
            | C::RshiftExpr
            | C::LrotateExpr
            | C::RrotateExpr
            | C::WidenLshiftExpr
            | C::BitIorExpr
            | C::BitXorExpr
            | C::BitAndExpr
            | C::TruthAndifExpr
            | C::TruthOrifExpr
            | C::TruthAndExpr
            | C::TruthOrExpr
            | C::TruthXorExpr
            | C::LtExpr
            | C::LeExpr
            | C::GtExpr
            | C::GeExpr
            | C::EqExpr
            | C::NeExpr
            | C::UnltExpr
            | C::UnleExpr
            | C::UngtExpr
            | C::UngeExpr
            | C::UneqExpr
            | C::LtgtExpr
            | C::OrderedExpr
            | C::UnorderedExpr
    )
}

impl Printer<'_> {
    /// The expression cases of `dump_generic_node`, and `do_niy` for every code without one.
    pub(super) fn expression(&mut self, t: Tree, code: TreeCode, spc: usize) -> Result<()> {
        let tc = self.tc;
        match code {
            _ if is_infix(code) => self.binary(t, code, spc)?,
            C::AddrExpr
            | C::NegateExpr
            | C::BitNotExpr
            | C::TruthNotExpr
            | C::PredecrementExpr
            | C::PreincrementExpr
            | C::IndirectRef => {
                let op = self.op(t, 0)?;
                // No `&` before a string or a function, as GCC leaves them out.
                let bare = code == C::AddrExpr
                    && matches!(self.code(op)?, Some(C::StringCst | C::FunctionDecl));
                if !bare {
                    self.out.push_str(op_symbol(code));
                }
                self.paren_if_lower(op, op_code_prio(code), spc)?;
            }
            C::PostdecrementExpr | C::PostincrementExpr => {
                self.paren_if_lower(self.op(t, 0)?, op_code_prio(code), spc)?;
                self.out.push_str(op_symbol(code));
            }
            C::MinExpr
            | C::MaxExpr
            | C::ComplexExpr
            | C::WithSizeExpr
            | C::AbsExpr
            | C::AbsuExpr
            | C::NonLvalueExpr
            | C::SaveExpr
            | C::ConjExpr
            | C::RealpartExpr
            | C::ImagpartExpr
            | C::VaArgExpr
            | C::AssertExpr
            | C::BitFieldRef => {
                // `NAME <op0, op1, …>` with the code's own upper-case name.
                self.out.push_str(code.gcc_name());
                self.out.push_str(" <");
                let n = tc.tree_operand_length(t)?;
                for i in 0..n {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.expr(self.op(t, i)?, spc)?;
                }
                self.out.push('>');
            }
            C::BitInsertExpr => {
                self.out.push_str("BIT_INSERT_EXPR <");
                for i in 0..3 {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.expr(self.op(t, i)?, spc)?;
                }
                self.out.push_str(" (");
                let ty = match self.op(t, 1)? {
                    Some(v) => tc.tree_type(v)?,
                    None => None,
                };
                match ty {
                    Some(ty)
                        if matches!(
                            tc.tree_code(ty)?,
                            C::IntegerType | C::EnumeralType | C::BooleanType
                        ) =>
                    {
                        write!(self.out, "{}", tc.type_precision(ty)?).ok();
                    }
                    Some(ty) => self.expr(tc.type_size(ty)?, spc)?,
                    None => {}
                }
                self.out.push_str(" bits)>");
            }
            C::AddrSpaceConvertExpr
            | C::FixedConvertExpr
            | C::FixTruncExpr
            | C::FloatExpr
            | C::NopExpr
            | C::ConvertExpr => {
                let ty = tc.tree_type(t)?;
                let op = self.op(t, 0)?;
                let op_ty = match op {
                    Some(o) if tc.tree_code(o)?.contains_struct(crate::TreeStruct::Typed) => {
                        tc.tree_type(o)?
                    }
                    _ => None,
                };
                // A cast shows only when the type object differs (not merely its text).
                if ty != op_ty {
                    self.out.push('(');
                    self.expr(ty, spc)?;
                    self.out.push_str(") ");
                }
                self.paren_if_lower(op, op_code_prio(code), spc)?;
            }
            C::ViewConvertExpr => {
                self.out.push_str("VIEW_CONVERT_EXPR<");
                self.expr(tc.tree_type(t)?, spc)?;
                self.out.push_str(">(");
                self.expr(self.op(t, 0)?, spc)?;
                self.out.push(')');
            }
            C::ParenExpr => {
                self.out.push_str("((");
                self.expr(self.op(t, 0)?, spc)?;
                self.out.push_str("))");
            }
            C::ComponentRef => self.component_ref(t, spc)?,
            C::ArrayRef | C::ArrayRangeRef => self.array_ref(t, code, spc)?,
            C::MemRef | C::TargetMemRef => self.mem_ref(t, code, spc)?,
            C::CallExpr => self.call(t, spc)?,
            C::CleanupPointExpr => {
                self.out.push_str("<<cleanup_point ");
                self.expr(self.op(t, 0)?, spc)?;
                self.out.push_str(">>");
            }
            C::PlaceholderExpr => {
                self.out.push_str("<PLACEHOLDER_EXPR ");
                self.expr(tc.tree_type(t)?, spc)?;
                self.out.push('>');
            }
            C::Constructor => self.constructor(t, spc)?,
            C::ObjTypeRef => {
                self.out.push_str("OBJ_TYPE_REF(");
                self.expr(self.op(t, 0)?, spc)?;
                self.out.push(';');
                if tc.virtual_method_call_p(t)? {
                    self.out.push('(');
                    self.expr(Some(tc.obj_type_ref_class(t)?), spc)?;
                    self.out.push(')');
                }
                self.expr(self.op(t, 1)?, spc)?;
                self.out.push_str("->");
                self.expr(self.op(t, 2)?, spc)?;
                self.out.push(')');
            }
            C::SsaName => {
                if let Some(var) = tc.ssa_name_var(t)? {
                    let id = if tc.tree_code(var)? == C::IdentifierNode {
                        Some(var)
                    } else {
                        tc.decl_name(var)?
                    };
                    self.expr(id, spc)?;
                }
                write!(self.out, "_{}", tc.ssa_name_version(t)?).ok();
                if tc.ssa_name_is_default_def(t)? {
                    self.out.push_str("(D)");
                }
                // SSA_NAME_OCCURS_IN_ABNORMAL_PHI is the asm-written flag.
                if tc.flag(t, Flag::AsmWritten)? {
                    self.out.push_str("(ab)");
                }
            }
            C::ScevKnown => self.out.push_str("scev_known"),
            C::ScevNotKnown => self.out.push_str("scev_not_known"),
            C::RealignLoadExpr => self.angle3("REALIGN_LOAD <", ", ", ">", t, spc)?,
            C::VecCondExpr => self.angle3(" VEC_COND_EXPR < ", " , ", " > ", t, spc)?,
            C::VecPermExpr => self.angle3(" VEC_PERM_EXPR < ", " , ", " > ", t, spc)?,
            C::DotProdExpr => self.angle3(" DOT_PROD_EXPR < ", ", ", " > ", t, spc)?,
            C::WidenMultPlusExpr => self.angle3(" WIDEN_MULT_PLUS_EXPR < ", ", ", " > ", t, spc)?,
            C::WidenMultMinusExpr => {
                self.angle3(" WIDEN_MULT_MINUS_EXPR < ", ", ", " > ", t, spc)?
            }
            _ if is_vec_pair(code) => {
                write!(self.out, " {} < ", code.gcc_name()).ok();
                self.expr(self.op(t, 0)?, spc)?;
                self.out.push_str(", ");
                self.expr(self.op(t, 1)?, spc)?;
                self.out.push_str(" > ");
            }
            C::VecDuplicateExpr
            | C::VecUnpackHiExpr
            | C::VecUnpackLoExpr
            | C::VecUnpackFloatHiExpr
            | C::VecUnpackFloatLoExpr
            | C::VecUnpackFixTruncHiExpr
            | C::VecUnpackFixTruncLoExpr => {
                write!(self.out, " {} < ", code.gcc_name()).ok();
                self.expr(self.op(t, 0)?, spc)?;
                self.out.push_str(" > ");
            }
            _ => self.niy(t, code, spc)?,
        }
        Ok(())
    }

    /// `open a sep b sep c close` for three-operand forms.
    fn angle3(&mut self, open: &str, sep: &str, close: &str, t: Tree, spc: usize) -> Result<()> {
        self.out.push_str(open);
        for i in 0..3 {
            if i > 0 {
                self.out.push_str(sep);
            }
            self.expr(self.op(t, i)?, spc)?;
        }
        self.out.push_str(close);
        Ok(())
    }

    fn binary(&mut self, t: Tree, code: TreeCode, spc: usize) -> Result<()> {
        let me = op_code_prio(code);
        for i in 0..2 {
            let op = self.op(t, i)?;
            if i == 1 {
                write!(self.out, " {} ", op_symbol(code)).ok();
            }
            // Operands of equal precedence get parentheses too, keeping the tree's shape.
            self.paren_if_lower(op, me + 1, spc)?;
        }
        Ok(())
    }

    /// Whether a MEM_REF prints as a plain dereference: offset zero and the pointer's
    /// type agreeing with the offset's (the conditions `dump_mem_ref` checks).
    fn mem_ref_is_plain_deref(&self, t: Tree) -> Result<bool> {
        let tc = self.tc;
        let (Some(base), Some(off)) = (self.op(t, 0)?, self.op(t, 1)?) else {
            return Ok(false);
        };
        if !tc.integer_zerop(Some(off)) || tc.tree_code(base)? == C::IntegerCst {
            return Ok(false);
        }
        let (Some(base_ty), Some(off_ty)) = (tc.tree_type(base)?, tc.tree_type(off)?) else {
            return Ok(false);
        };
        let pointee = |p: Tree| -> Result<Option<Tree>> { tc.tree_type(p) };
        let can_alias_all = |p: Tree| -> Result<bool> {
            Ok(
                matches!(tc.tree_code(p)?, C::PointerType | C::ReferenceType)
                    && tc.flag(p, Flag::Static)?,
            )
        };
        let value_ty = match tc.tree_type(t)? {
            Some(v) => Some(tc.type_main_variant(v)?),
            None => None,
        };
        let off_pointee_main = match pointee(off_ty)? {
            Some(p) => Some(tc.type_main_variant(p)?),
            None => None,
        };
        Ok(pointee(base_ty)? == pointee(off_ty)?
            && tc.type_mode(base_ty)? == tc.type_mode(off_ty)?
            && can_alias_all(base_ty)? == can_alias_all(off_ty)?
            && value_ty == off_pointee_main)
    }

    /// `dump_mem_ref` (without TDF_GIMPLE): `*p`, the object itself for `&x`, or the
    /// general `MEM <type> [(ptype) base + off]` form.
    fn mem_ref(&mut self, t: Tree, code: TreeCode, spc: usize) -> Result<()> {
        let tc = self.tc;
        let base = self.op(t, 0)?;
        if code == C::MemRef && self.mem_ref_is_plain_deref(t)? {
            let Some(base) = base else { return Ok(()) };
            if tc.tree_code(base)? == C::AddrExpr {
                return self.expr(self.op(base, 0)?, spc);
            }
            let base_ty = tc.tree_type(base)?;
            let to_array = match base_ty {
                Some(bt) if matches!(tc.tree_code(bt)?, C::PointerType | C::ReferenceType) => {
                    self.code(tc.tree_type(bt)?)? == Some(C::ArrayType)
                }
                _ => false,
            };
            if to_array {
                self.out.push('(');
            }
            self.out.push('*');
            self.expr(Some(base), spc)?;
            if to_array {
                self.out.push(')');
            }
            return Ok(());
        }
        self.out.push_str("MEM");
        let off = self.op(t, 1)?;
        let off_ty = match off {
            Some(o) => match tc.tree_type(o)? {
                Some(ty) => Some(tc.type_main_variant(ty)?),
                None => None,
            },
            None => None,
        };
        let node_size = match tc.tree_type(t)? {
            Some(ty) => tc.type_size(ty)?,
            None => None,
        };
        let pointee_size = match off_ty {
            Some(p) => match tc.tree_type(p)? {
                Some(pt) => tc.type_size(pt)?,
                None => None,
            },
            None => None,
        };
        let same_size = match (node_size, pointee_size) {
            (Some(a), Some(b)) => {
                a == b
                    || (tc.tree_code(a)? == C::IntegerCst
                        && tc.tree_code(b)? == C::IntegerCst
                        && tc.tree_int_cst_equal(a, b)?)
            }
            _ => false,
        };
        if !same_size {
            self.out.push_str(" <");
            self.expr(tc.tree_type(t)?, spc)?;
            self.out.push_str("> ");
        }
        self.out.push_str("[(");
        self.expr(off_ty, spc)?;
        self.out.push(')');
        self.expr(base, spc)?;
        if !tc.integer_zerop(off) {
            self.out.push_str(" + ");
            self.expr(off, spc)?;
        }
        if code == C::TargetMemRef {
            if let Some(index2) = self.op(t, 4)? {
                self.out.push_str(" + ");
                self.expr(Some(index2), spc)?;
            }
            if let Some(index) = self.op(t, 2)? {
                self.out.push_str(" + ");
                self.expr(Some(index), spc)?;
                self.out.push_str(" * ");
                match self.op(t, 3)? {
                    Some(step) => self.expr(Some(step), spc)?,
                    None => self.out.push('1'),
                }
            }
        }
        self.out.push(']');
        Ok(())
    }

    fn component_ref(&mut self, t: Tree, spc: usize) -> Result<()> {
        let tc = self.tc;
        let mut obj = self.op(t, 0)?;
        let mut sep = ".";
        if let Some(o) = obj {
            let deref = match tc.tree_code(o)? {
                C::IndirectRef => true,
                C::MemRef => {
                    self.code(self.op(o, 0)?)? != Some(C::AddrExpr)
                        && self.mem_ref_is_plain_deref(o)?
                }
                _ => false,
            };
            if deref {
                obj = self.op(o, 0)?;
                sep = "->";
            }
        }
        self.paren_if_lower(obj, op_code_prio(C::ComponentRef), spc)?;
        self.out.push_str(sep);
        let field = self.op(t, 1)?;
        self.expr(field, spc)?;
        // component_ref_field_offset: operand 2 (in DECL_OFFSET_ALIGN units) or the
        // field's DECL_FIELD_OFFSET, shown when it is not a constant.
        let offset = match self.op(t, 2)? {
            Some(o) => Some(o),
            None => match field {
                Some(f) if tc.tree_code(f)? == C::FieldDecl => tc.decl_field_offset(f)?,
                _ => None,
            },
        };
        if let Some(o) = offset
            && tc.tree_code(o)? != C::IntegerCst
        {
            self.out.push_str("{off: ");
            self.expr(Some(o), spc)?;
            self.out.push('}');
        }
        Ok(())
    }

    fn array_ref(&mut self, t: Tree, code: TreeCode, spc: usize) -> Result<()> {
        let tc = self.tc;
        let array = self.op(t, 0)?;
        self.paren_if_lower(array, op_code_prio(code), spc)?;
        self.out.push('[');
        self.expr(self.op(t, 1)?, spc)?;
        if code == C::ArrayRangeRef {
            self.out.push_str(" ...");
        }
        self.out.push(']');
        let array_ty = match array {
            Some(a) => tc.tree_type(a)?,
            None => None,
        };
        // array_ref_low_bound: operand 2, else the domain's minimum, else zero.
        let low = match self.op(t, 2)? {
            Some(l) => Some(l),
            None => match array_ty {
                Some(at) if tc.tree_code(at)? == C::ArrayType => match tc.type_domain(at)? {
                    Some(d) => tc.type_min_value(d)?,
                    None => None,
                },
                _ => None,
            },
        };
        let low_is_zero = low.is_none() || tc.integer_zerop(low);
        let elt_size = self.op(t, 3)?;
        if low_is_zero && self.op(t, 2)?.is_none() && elt_size.is_none() {
            return Ok(());
        }
        self.out.push_str("{lb: ");
        match low {
            Some(l) => self.expr(Some(l), spc)?,
            None => self.out.push('0'),
        }
        self.out.push_str(" sz: ");
        let elt_ty = match array_ty {
            Some(at) => tc.tree_type(at)?,
            None => None,
        };
        match (elt_size, elt_ty) {
            // Operand 3 counts in units of the element type's alignment.
            (Some(s), Some(et)) if tc.tree_code(s)? == C::IntegerCst => {
                let units =
                    tc.int_cst_value(s)? * num_bigint::BigInt::from(tc.type_align_unit(et)?);
                self.int_value(&units, tc.tree_type(s)?, false)?;
            }
            (Some(s), _) => self.expr(Some(s), spc)?,
            (None, Some(et)) => self.expr(tc.type_size_unit(et)?, spc)?,
            (None, None) => {}
        }
        self.out.push('}');
        Ok(())
    }

    fn call(&mut self, t: Tree, spc: usize) -> Result<()> {
        let tc = self.tc;
        match tc.call_expr_fn(t)? {
            Some(f) => self.call_name(f)?,
            None => match tc.call_expr_ifn(t)? {
                Some(ifn) => {
                    self.out.push('.');
                    self.out.push_str(ifn.name());
                }
                None => {
                    return Err(crate::TreeError::Invalid {
                        builder: "print_generic",
                        what: "a CALL_EXPR with neither CALL_EXPR_FN nor CALL_EXPR_IFN".to_owned(),
                    });
                }
            },
        }
        self.out.push_str(" (");
        let args: Vec<_> = tc.call_expr_args(t)?.collect();
        for (i, a) in args.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.expr(*a, spc)?;
        }
        if tc.call_expr_va_arg_pack(t)? {
            if !args.is_empty() {
                self.out.push_str(", ");
            }
            self.out.push_str("__builtin_va_arg_pack ()");
        }
        self.out.push(')');
        if let Some(chain) = tc.call_expr_static_chain(t)? {
            self.out.push_str(" [static-chain: ");
            self.expr(Some(chain), spc)?;
            self.out.push(']');
        }
        // CALL_EXPR_RETURN_SLOT_OPT is the private flag.
        if tc.flag(t, Flag::Private)? {
            self.out.push_str(" [return slot optimization]");
        }
        if tc.call_expr_tailcall(t)? {
            self.out.push_str(" [tail call]");
        }
        Ok(())
    }

    /// `print_call_name`: the callee, looking through `&`, `*`, conversions and zero-offset
    /// MEM_REFs to a function's or variable's name.
    fn call_name(&mut self, f: Tree) -> Result<()> {
        let tc = self.tc;
        let mut op = f;
        if tc.tree_code(op)? == C::NonLvalueExpr
            && let Some(inner) = self.op(op, 0)?
        {
            op = inner;
        }
        let mut steps = self.steps();
        loop {
            steps.next()?;
            let code = tc.tree_code(op)?;
            match code {
                C::VarDecl | C::ParmDecl | C::FunctionDecl => return self.function_name(op),
                C::AddrExpr | C::IndirectRef | C::NopExpr | C::ConvertExpr => {
                    match self.op(op, 0)? {
                        Some(inner) => op = inner,
                        None => return self.niy(f, tc.tree_code(f)?, 0),
                    }
                }
                C::MemRef if tc.integer_zerop(self.op(op, 1)?) => match self.op(op, 0)? {
                    Some(inner) => op = inner,
                    None => return self.niy(f, tc.tree_code(f)?, 0),
                },
                C::CondExpr => {
                    self.out.push('(');
                    self.expr(self.op(op, 0)?, 0)?;
                    self.out.push_str(") ? ");
                    self.expr(self.op(op, 1)?, 0)?;
                    self.out.push_str(" : ");
                    return self.expr(self.op(op, 2)?, 0);
                }
                C::ArrayRef => {
                    let array = self.op(op, 0)?;
                    return match array {
                        Some(a) if tc.tree_code(a)? == C::VarDecl => self.function_name(a),
                        _ => self.expr(Some(op), 0),
                    };
                }
                C::MemRef | C::ComponentRef | C::SsaName | C::ObjTypeRef => {
                    return self.expr(Some(op), 0);
                }
                // do_niy reports the callee as given, not the part reached.
                _ => return self.niy(f, tc.tree_code(f)?, 0),
            }
        }
    }

    /// `dump_function_name`: a named decl by the front end's printable name
    /// (`decl_printable_name (decl, 1)`), else as `dump_decl_name`.
    ///
    /// For C that is DECL_NAME. A decl whose context is a class or a namespace is C++'s:
    /// `lang_decl_name` qualifies it with its scope (`std::terminate`, `A::f`) and names
    /// constructors and destructors after their class (`A::A`, `A::~A`). Template
    /// arguments (`f<int>`, `B<float>::g`) are not modelled and are left out.
    fn function_name(&mut self, d: Tree) -> Result<()> {
        let tc = self.tc;
        let Some(name) = tc.decl_name(d)? else {
            return self.decl_name(d);
        };
        // What GCC's front end answered for decl_printable_name (fn, 1), when imported.
        if matches!(tc.tree_code(d)?, C::FunctionDecl | C::VarDecl)
            && let Some(printable) = tc.decl_printable_name(d)?
        {
            return self.ident(printable);
        }
        let ctx = if tc
            .tree_code(d)?
            .contains_struct(crate::TreeStruct::DeclMinimal)
        {
            tc.decl_context(d)?
        } else {
            None
        };
        let scoped = match ctx {
            Some(c) => matches!(
                tc.tree_code(c)?,
                C::NamespaceDecl | C::RecordType | C::UnionType
            ),
            None => false,
        };
        if !scoped {
            return self.ident(name);
        }
        let ctx = ctx.expect("scoped");
        self.cxx_scope_name(ctx, 0)?;
        self.out.push_str("::");
        match tc.identifier_kind(name)? {
            crate::IdentifierKind::Ctor => self.cxx_class_name(ctx),
            crate::IdentifierKind::Dtor => {
                self.out.push('~');
                self.cxx_class_name(ctx)
            }
            // A conversion operator is named after the type it returns (`operator bool`);
            // only a type with a name is spelled (C++'s declarator syntax is not modelled).
            crate::IdentifierKind::ConvOp => {
                let ret = match tc.tree_type(d)? {
                    Some(ft) if tc.tree_code(ft)?.is_type() => tc.tree_type(ft)?,
                    _ => None,
                };
                match ret {
                    Some(r) if self.type_identifier(r)?.is_some() => {
                        self.out.push_str("operator ");
                        let id = self.type_identifier(r)?.expect("named");
                        self.ident(id)
                    }
                    _ => self.ident(name),
                }
            }
            _ => self.ident(name),
        }
    }

    /// `dump_scope` + the scope's own name: `ns::inner`, `ns::Class`, `{anonymous}`.
    fn cxx_scope_name(&mut self, scope: Tree, depth: usize) -> Result<()> {
        // Scopes nest a handful deep in real code; this many can only be a cycle.
        const MAX_SCOPE_DEPTH: usize = 20_000;
        let tc = self.tc;
        if depth > MAX_SCOPE_DEPTH {
            return Err(crate::TreeError::Invalid {
                builder: "print_generic",
                what: "a circular chain of C++ scopes".to_owned(),
            });
        }
        let (parent, is_ns) = match tc.tree_code(scope)? {
            C::NamespaceDecl => (tc.decl_context(scope)?, true),
            _ => (tc.type_context(scope)?, false),
        };
        if let Some(p) = parent
            && matches!(
                tc.tree_code(p)?,
                C::NamespaceDecl | C::RecordType | C::UnionType
            )
        {
            self.cxx_scope_name(p, depth + 1)?;
            self.out.push_str("::");
        }
        if is_ns {
            match tc.decl_name(scope)? {
                Some(n) => self.ident(n),
                None => {
                    self.out.push_str("{anonymous}");
                    Ok(())
                }
            }
        } else {
            self.cxx_class_name(scope)
        }
    }

    /// A class's name (TYPE_IDENTIFIER), or GCC's `<constructor>` for an unnamed one.
    fn cxx_class_name(&mut self, class: Tree) -> Result<()> {
        match self.type_identifier(class)? {
            Some(id) => self.ident(id),
            None => {
                self.out.push_str("<constructor>");
                Ok(())
            }
        }
    }
}
