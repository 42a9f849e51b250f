//! The C-like printer, following `tree-pretty-print.cc`'s layout and precedence rules.

use crate::error::Result;
use crate::handle::Tree;
use crate::{Flag, TreeCode, TreeContext, TypeQuals};
use std::fmt::Write;

use TreeCode as C;

/// GCC's operator precedence for printing (`op_code_prio`); higher binds tighter.
fn op_code_prio(code: TreeCode) -> u32 {
    match code {
        C::TreeList | C::CompoundExpr | C::BindExpr => 1,
        C::ModifyExpr | C::InitExpr => 2,
        C::CondExpr => 3,
        C::TruthOrExpr | C::TruthOrifExpr => 4,
        C::TruthAndExpr | C::TruthAndifExpr => 5,
        C::BitIorExpr => 6,
        C::BitXorExpr | C::TruthXorExpr => 7,
        C::BitAndExpr => 8,
        C::EqExpr | C::NeExpr => 9,
        C::UnltExpr
        | C::UnleExpr
        | C::UngtExpr
        | C::UngeExpr
        | C::UneqExpr
        | C::LtgtExpr
        | C::OrderedExpr
        | C::UnorderedExpr
        | C::LtExpr
        | C::LeExpr
        | C::GtExpr
        | C::GeExpr => 10,
        C::LshiftExpr
        | C::RshiftExpr
        | C::LrotateExpr
        | C::RrotateExpr
        | C::VecWidenLshiftHiExpr
        | C::VecWidenLshiftLoExpr
        | C::WidenLshiftExpr => 11,
        C::WidenSumExpr | C::PlusExpr | C::PointerPlusExpr | C::PointerDiffExpr | C::MinusExpr => {
            12
        }
        C::VecWidenMultHiExpr
        | C::VecWidenMultLoExpr
        | C::WidenMultExpr
        | C::DotProdExpr
        | C::WidenMultPlusExpr
        | C::WidenMultMinusExpr
        | C::MultExpr
        | C::MultHighpartExpr
        | C::TruncDivExpr
        | C::CeilDivExpr
        | C::FloorDivExpr
        | C::RoundDivExpr
        | C::RdivExpr
        | C::ExactDivExpr
        | C::TruncModExpr
        | C::CeilModExpr
        | C::FloorModExpr
        | C::RoundModExpr => 13,
        C::TruthNotExpr
        | C::BitNotExpr
        | C::PostincrementExpr
        | C::PostdecrementExpr
        | C::PreincrementExpr
        | C::PredecrementExpr
        | C::NegateExpr
        | C::IndirectRef
        | C::AddrExpr
        | C::FloatExpr
        | C::NopExpr
        | C::ConvertExpr
        | C::FixTruncExpr
        | C::TargetExpr => 14,
        C::CallExpr | C::ArrayRef | C::ArrayRangeRef | C::ComponentRef => 15,
        C::MinExpr
        | C::MaxExpr
        | C::AbsExpr
        | C::RealpartExpr
        | C::ImagpartExpr
        | C::VecUnpackHiExpr
        | C::VecUnpackLoExpr
        | C::VecUnpackFloatHiExpr
        | C::VecUnpackFloatLoExpr
        | C::VecUnpackFixTruncHiExpr
        | C::VecUnpackFixTruncLoExpr
        | C::VecPackTruncExpr
        | C::VecPackSatExpr => 16,
        _ => 9999,
    }
}

/// GCC's operator symbol (`op_symbol_code`).
fn op_symbol(code: TreeCode) -> &'static str {
    match code {
        C::ModifyExpr => "=",
        C::TruthOrExpr | C::TruthOrifExpr => "||",
        C::TruthAndExpr | C::TruthAndifExpr => "&&",
        C::BitIorExpr => "|",
        C::TruthXorExpr | C::BitXorExpr => "^",
        C::AddrExpr | C::BitAndExpr => "&",
        C::OrderedExpr => "ord",
        C::UnorderedExpr => "unord",
        C::EqExpr => "==",
        C::UneqExpr => "u==",
        C::NeExpr => "!=",
        C::LtExpr => "<",
        C::UnltExpr => "u<",
        C::LeExpr => "<=",
        C::UnleExpr => "u<=",
        C::GtExpr => ">",
        C::UngtExpr => "u>",
        C::GeExpr => ">=",
        C::UngeExpr => "u>=",
        C::LtgtExpr => "<>",
        C::LshiftExpr => "<<",
        C::RshiftExpr => ">>",
        C::LrotateExpr => "r<<",
        C::RrotateExpr => "r>>",
        C::WidenLshiftExpr => "w<<",
        C::WidenPlusExpr => "w+",
        C::WidenMinusExpr => "w-",
        C::PointerPlusExpr | C::PlusExpr => "+",
        C::WidenSumExpr => "w+",
        C::WidenMultExpr => "w*",
        C::MultHighpartExpr => "h*",
        C::NegateExpr | C::MinusExpr | C::PointerDiffExpr => "-",
        C::BitNotExpr => "~",
        C::TruthNotExpr => "!",
        C::MultExpr | C::IndirectRef => "*",
        C::TruncDivExpr | C::RdivExpr => "/",
        C::CeilDivExpr => "/[cl]",
        C::FloorDivExpr => "/[fl]",
        C::RoundDivExpr => "/[rd]",
        C::ExactDivExpr => "/[ex]",
        C::TruncModExpr => "%",
        C::CeilModExpr => "%[cl]",
        C::FloorModExpr => "%[fl]",
        C::RoundModExpr => "%[rd]",
        C::PredecrementExpr => " --",
        C::PreincrementExpr => " ++",
        C::PostdecrementExpr => "-- ",
        C::PostincrementExpr => "++ ",
        C::MaxExpr => "max",
        C::MinExpr => "min",
        _ => "<<< ??? >>>",
    }
}

struct Printer<'a> {
    tc: &'a TreeContext,
    out: String,
    depth: usize,
}

/// Nesting deeper than this is reported as an error (a tree made circular by hand, or by a
/// damaged image, would otherwise never finish printing).
const MAX_DEPTH: usize = 400;

/// When less stack than this is left, a nested node is printed on a fresh stack segment of
/// [`STACK_SEGMENT`] bytes (as rustc does for deep recursion): the depth limit, not the
/// thread's stack size, bounds how deep a printable tree may be.
const RED_ZONE: usize = 128 * 1024;
const STACK_SEGMENT: usize = 4 * 1024 * 1024;

fn indent(out: &mut String, spc: usize) {
    out.extend(std::iter::repeat_n(' ', spc));
}

impl Printer<'_> {
    fn newline_and_indent(&mut self, spc: usize) {
        self.out.push('\n');
        indent(&mut self.out, spc);
    }

    fn prio(&self, t: Option<Tree>) -> Result<u32> {
        let Some(t) = t else { return Ok(9999) };
        let code = self.tc.tree_code(t)?;
        if matches!(code, C::SaveExpr | C::NonLvalueExpr) {
            return self.prio(self.tc.tree_operand(t, 0)?);
        }
        Ok(op_code_prio(code))
    }

    fn ident(&mut self, t: Tree) -> Result<()> {
        let s = self.tc.identifier_str(t)?.into_owned();
        self.out.push_str(&s);
        Ok(())
    }

    fn decl_name(&mut self, t: Tree) -> Result<()> {
        let code = self.tc.tree_code(t)?;
        match self.tc.decl_name(t)? {
            Some(n) => self.ident(n)?,
            None => {
                let uid = self.tc.decl_uid(t)?;
                if code == C::LabelDecl {
                    match self.tc.label_decl_uid(t)? {
                        -1 => write!(self.out, "<D.{uid}>").ok(),
                        l => write!(self.out, "L.{l}").ok(),
                    };
                } else {
                    write!(self.out, "D.{uid}").ok();
                }
            }
        }
        Ok(())
    }

    fn quals(&mut self, t: Tree) -> Result<()> {
        let q = self.tc.type_quals(t)?;
        for (bit, word) in [
            (TypeQuals::ATOMIC, "atomic "),
            (TypeQuals::CONST, "const "),
            (TypeQuals::VOLATILE, "volatile "),
            (TypeQuals::RESTRICT, "restrict "),
        ] {
            if q.contains(bit) {
                self.out.push_str(word);
            }
        }
        Ok(())
    }

    fn type_name(&mut self, t: Tree) -> Result<()> {
        let code = self.tc.tree_code(t)?;
        match code {
            C::PointerType | C::ReferenceType => {
                let sym = if code == C::PointerType { "*" } else { "&" };
                match self.tc.tree_type(t)? {
                    None => write!(self.out, "{sym}<null type>").ok(),
                    Some(to) if self.tc.tree_code(to)? == C::FunctionType => {
                        let ret = self.tc.tree_type(to)?;
                        self.node(ret, 0, false)?;
                        write!(self.out, " ({sym}<T{:x}>)", self.tc.type_uid(t)?).ok();
                        self.function_declaration(to)?;
                        None
                    }
                    Some(to) => {
                        self.node(Some(to), 0, false)?;
                        self.out.push(' ');
                        self.out.push_str(sym);
                        let q = self.tc.type_quals(t)?;
                        for (bit, word) in [
                            (TypeQuals::CONST, " const"),
                            (TypeQuals::VOLATILE, " volatile"),
                            (TypeQuals::RESTRICT, " restrict"),
                        ] {
                            if q.contains(bit) {
                                self.out.push_str(word);
                            }
                        }
                        None
                    }
                };
                return Ok(());
            }
            C::ArrayType => {
                let elt = self.tc.tree_type(t)?;
                self.node(elt, 0, false)?;
                let dom = self.tc.type_domain(t)?;
                return self.array_domain(dom);
            }
            C::RecordType | C::UnionType | C::QualUnionType => {
                self.quals(t)?;
                self.out.push_str(match code {
                    C::RecordType => "struct ",
                    _ => "union ",
                });
                match self.tc.type_name(t)? {
                    Some(n) => self.node(Some(n), 0, false)?,
                    None => write!(self.out, "<T{:x}>", self.tc.type_uid(t)?).unwrap_or(()),
                }
                return Ok(());
            }
            C::FunctionType | C::MethodType => {
                let ret = self.tc.tree_type(t)?;
                self.node(ret, 0, false)?;
                self.out.push_str(" <T");
                write!(self.out, "{:x}", self.tc.type_uid(t)?).ok();
                self.out.push('>');
                return self.function_declaration(t);
            }
            _ => {}
        }
        self.quals(t)?;
        if let Some(name) = self.tc.type_name(t)? {
            match self.tc.tree_code(name)? {
                C::IdentifierNode => self.ident(name)?,
                C::TypeDecl if self.tc.decl_name(name)?.is_some() => self.decl_name(name)?,
                _ => self.out.push_str("<unnamed type>"),
            }
            return Ok(());
        }
        let prec = self.tc.type_precision(t)?;
        let unsigned = self.tc.type_unsigned(t)?;
        match code {
            C::VectorType => {
                write!(self.out, "vector({}) ", self.tc.type_vector_subparts(t)?).ok();
                self.node(self.tc.tree_type(t)?, 0, false)?;
            }
            C::IntegerType => {
                let base = match prec {
                    8 => Some("char"),
                    16 => Some("short"),
                    32 => Some("int"),
                    64 => Some("long"),
                    _ => None,
                };
                match base {
                    Some(b) => {
                        write!(
                            self.out,
                            "{} {b}",
                            if unsigned { "unsigned" } else { "signed" }
                        )
                        .ok();
                    }
                    None if prec >= 8 && prec.is_power_of_two() => {
                        write!(
                            self.out,
                            "{}{prec}_t",
                            if unsigned { "uint" } else { "int" }
                        )
                        .ok();
                    }
                    None => {
                        write!(
                            self.out,
                            "<unnamed-{}:{prec}>",
                            if unsigned { "unsigned" } else { "signed" }
                        )
                        .ok();
                    }
                }
            }
            C::ComplexType => {
                self.out.push_str("__complex__ ");
                self.node(self.tc.tree_type(t)?, 0, false)?;
            }
            C::RealType => {
                write!(self.out, "<float:{prec}>").ok();
            }
            C::FixedPointType => {
                let sat = if self.tc.type_saturating(t)? {
                    "sat"
                } else {
                    "nonsat"
                };
                write!(self.out, "<fixed-point-{sat}:{prec}>").ok();
            }
            C::BooleanType => {
                write!(
                    self.out,
                    "<{}-boolean:{prec}>",
                    if unsigned { "unsigned" } else { "signed" }
                )
                .ok();
            }
            C::VoidType => self.out.push_str("void"),
            _ => self.out.push_str("<unnamed type>"),
        }
        Ok(())
    }

    fn array_domain(&mut self, dom: Option<Tree>) -> Result<()> {
        self.out.push('[');
        if let Some(d) = dom {
            let min = self.tc.type_min_value(d)?;
            let max = self.tc.type_max_value(d)?;
            match (min, max) {
                (Some(lo), Some(hi))
                    if self.tc.integer_zerop(Some(lo)) && self.tc.tree_fits_shwi_p(Some(hi)) =>
                {
                    write!(self.out, "{}", self.tc.tree_to_shwi(hi)? + 1).ok();
                }
                (lo, hi) => {
                    if lo.is_some() {
                        self.node(lo, 0, false)?;
                    }
                    self.out.push(':');
                    if hi.is_some() {
                        self.node(hi, 0, false)?;
                    }
                }
            }
        } else {
            self.out.push_str("<unknown>");
        }
        self.out.push(']');
        Ok(())
    }

    fn function_declaration(&mut self, fntype: Tree) -> Result<()> {
        self.out.push_str(" (");
        let args = self.tc.chain_iter(self.tc.type_arg_types(fntype)?)?;
        let void_list = self.tc.void_list_node();
        let mut first = true;
        let mut prototyped_void = false;
        for a in &args {
            if *a == void_list {
                prototyped_void = true;
                break;
            }
            if !first {
                self.out.push_str(", ");
            }
            first = false;
            self.node(self.tc.tree_value(*a)?, 0, false)?;
        }
        if first && prototyped_void {
            self.out.push_str("void");
        } else if !prototyped_void && !args.is_empty() {
            self.out.push_str(", ...");
        }
        self.out.push(')');
        Ok(())
    }

    fn int_cst(&mut self, t: Tree) -> Result<()> {
        let ty = self.tc.tree_type(t)?;
        let ptr = match ty {
            Some(ty) => self.tc.tree_code(ty)? == C::PointerType,
            None => false,
        };
        if ptr {
            write!(self.out, "{}B", self.tc.tree_int_cst_low(t)?).ok();
        } else {
            write!(self.out, "{}", self.tc.int_cst_value(t)?).ok();
        }
        if self.tc.tree_overflow(t)? {
            self.out.push_str("(OVF)");
        }
        Ok(())
    }

    fn declaration(&mut self, t: Tree, spc: usize) -> Result<()> {
        indent(&mut self.out, spc);
        let code = self.tc.tree_code(t)?;
        if code == C::TypeDecl {
            self.out.push_str("typedef ");
        }
        if code.contains_struct(crate::TreeStruct::DeclWrtl) && self.tc.decl_register(t)? {
            self.out.push_str("register ");
        }
        let public = self.tc.tree_public(t)?;
        if public && self.tc.decl_external(t)? {
            self.out.push_str("extern ");
        } else if self.tc.tree_static(t)? {
            self.out.push_str("static ");
        }
        let ty = self.tc.tree_type(t)?;
        let is_array = match ty {
            Some(ty) => self.tc.tree_code(ty)? == C::ArrayType,
            None => false,
        };
        if is_array {
            let mut tmp = ty.expect("array");
            while let Some(inner) = self
                .tc
                .tree_type(tmp)?
                .filter(|&i| self.tc.store.code(i) == Some(C::ArrayType))
            {
                tmp = inner;
            }
            self.node(self.tc.tree_type(tmp)?, spc, false)?;
            self.out.push(' ');
            self.node(Some(t), spc, false)?;
            let mut tmp = ty;
            while let Some(a) = tmp.filter(|&a| self.tc.store.code(a) == Some(C::ArrayType)) {
                self.array_domain(self.tc.type_domain(a)?)?;
                tmp = self.tc.tree_type(a)?;
            }
        } else if code == C::FunctionDecl {
            let ret = match ty {
                Some(ft) => self.tc.tree_type(ft)?,
                None => None,
            };
            self.node(ret, spc, false)?;
            self.out.push(' ');
            self.decl_name(t)?;
            if let Some(ft) = ty {
                self.function_declaration(ft)?;
            }
        } else {
            self.node(ty, spc, false)?;
            self.out.push(' ');
            self.node(Some(t), spc, false)?;
        }
        if code != C::FunctionDecl
            && code.contains_struct(crate::TreeStruct::DeclCommon)
            && let Some(init) = self.tc.decl_initial(t)?
        {
            self.out.push_str(" = ");
            self.node(Some(init), spc, false)?;
        }
        self.out.push(';');
        Ok(())
    }

    fn call_args(&mut self, t: Tree, first_arg: usize) -> Result<()> {
        self.out.push_str(" (");
        let ops = self.tc.operands(t)?.to_vec();
        for (i, a) in ops.iter().enumerate().skip(first_arg) {
            if i > first_arg {
                self.out.push_str(", ");
            }
            self.node(*a, 0, false)?;
        }
        self.out.push(')');
        Ok(())
    }

    /// Prints `CODE <op0, op1, …>` for codes without a C-like form, as GCC does for many.
    fn generic_form(&mut self, t: Tree, code: TreeCode, spc: usize) -> Result<()> {
        write!(self.out, "{} <", code.gcc_name()).ok();
        let ops = self.tc.operands(t).map(<[_]>::to_vec).unwrap_or_default();
        for (i, op) in ops.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.node(*op, spc, false)?;
        }
        self.out.push('>');
        Ok(())
    }

    fn binary(&mut self, t: Tree, code: TreeCode) -> Result<()> {
        let op0 = self.tc.tree_operand(t, 0)?;
        let op1 = self.tc.tree_operand(t, 1)?;
        let me = op_code_prio(code);
        for (i, op) in [op0, op1].into_iter().enumerate() {
            if i == 1 {
                write!(self.out, " {} ", op_symbol(code)).ok();
            }
            if self.prio(op)? <= me {
                self.out.push('(');
                self.node(op, 0, false)?;
                self.out.push(')');
            } else {
                self.node(op, 0, false)?;
            }
        }
        Ok(())
    }

    fn node(&mut self, node: Option<Tree>, spc: usize, is_stmt: bool) -> Result<()> {
        let Some(t) = node else { return Ok(()) };
        if self.depth >= MAX_DEPTH {
            return Err(crate::TreeError::Invalid {
                builder: "print_generic",
                what: format!("nesting deeper than {MAX_DEPTH} levels (a circular tree?)"),
            });
        }
        self.depth += 1;
        let r = stacker::maybe_grow(RED_ZONE, STACK_SEGMENT, || self.node_inner(t, spc, is_stmt));
        self.depth -= 1;
        r
    }

    fn node_inner(&mut self, t: Tree, spc: usize, is_stmt: bool) -> Result<()> {
        let code = self.tc.tree_code(t)?;
        let mut is_expr = code.is_expression();
        match code {
            C::ErrorMark => self.out.push_str("<<< error >>>"),
            C::IdentifierNode => self.ident(t)?,
            C::TreeList => {
                let mut cur = Some(t);
                while let Some(n) = cur {
                    if let Some(p) = self.tc.tree_purpose(n)? {
                        self.node(Some(p), spc, false)?;
                        self.out.push(' ');
                    }
                    self.node(self.tc.tree_value(n)?, spc, false)?;
                    cur = self.tc.tree_chain(n)?;
                    if cur.is_some() {
                        self.out.push_str(", ");
                    }
                }
            }
            C::TreeVec => {
                let n = self.tc.tree_vec_length(t)?;
                for i in 0..n {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.node(self.tc.tree_vec_elt(t, i)?, spc, false)?;
                }
            }
            _ if code.is_type() => self.type_name(t)?,
            C::IntegerCst => self.int_cst(t)?,
            C::PolyIntCst => {
                self.out.push_str("POLY_INT_CST [");
                for i in 0..crate::NUM_POLY_INT_COEFFS {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.node(Some(self.tc.poly_int_cst_coeff(t, i)?), spc, false)?;
                }
                self.out.push(']');
            }
            C::RealCst => {
                if self.tc.tree_overflow(t)? {
                    self.out.push_str(" overflow");
                }
                let v = self.tc.tree_real_cst(t)?;
                match v.class {
                    crate::RealClass::Inf => {
                        self.out.push_str(if v.negative { " -Inf" } else { " Inf" })
                    }
                    crate::RealClass::Nan => self.out.push_str(" Nan"),
                    _ => self.out.push_str(&v.to_gcc_string()),
                }
            }
            C::FixedCst => {
                let (bits, fbits) = self.tc.tree_fixed_cst(t)?;
                let v = bits as f64 / 2f64.powi(i32::from(fbits));
                write!(self.out, "{v}").ok();
            }
            C::ComplexCst => {
                self.out.push_str("__complex__ (");
                self.node(self.tc.tree_realpart(t)?, spc, false)?;
                self.out.push_str(", ");
                self.node(self.tc.tree_imagpart(t)?, spc, false)?;
                self.out.push(')');
            }
            C::StringCst => {
                self.out.push('"');
                let bytes = self.tc.tree_string_pointer(t)?;
                // GCC prints up to the first NUL, escaping specials.
                for &b in bytes.iter().take_while(|&&b| b != 0) {
                    match b {
                        b'\n' => self.out.push_str("\\n"),
                        b'\t' => self.out.push_str("\\t"),
                        b'"' => self.out.push_str("\\\""),
                        b'\\' => self.out.push_str("\\\\"),
                        0x20..=0x7e => self.out.push(b as char),
                        _ => {
                            write!(self.out, "\\{:o}", b).ok();
                        }
                    }
                }
                self.out.push('"');
            }
            C::VectorCst => {
                self.out.push_str("{ ");
                let (np, nepp) = (
                    self.tc.vector_cst_npatterns(t)?,
                    self.tc.vector_cst_nelts_per_pattern(t)?,
                );
                let n = np * nepp;
                for i in 0..n {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.node(Some(self.tc.vector_cst_encoded_elt(t, i)?), spc, false)?;
                }
                let nelts = self.tc.vector_cst_nelts(t)?;
                if !nelts.is_constant() || nelts.coeffs[0] as usize > n {
                    self.out.push_str(", ...");
                }
                self.out.push_str(" }");
            }
            C::VoidCst => self.out.push_str("<<< void >>>"),
            C::FunctionDecl | C::ConstDecl | C::LabelDecl => self.decl_name(t)?,
            C::TypeDecl => {
                if self.tc.decl_name(t)?.is_some() {
                    self.decl_name(t)?;
                } else {
                    self.out.push_str("<anon>");
                }
            }
            C::ResultDecl => self.out.push_str("<retval>"),
            _ if code.is_decl() => self.decl_name(t)?,
            C::StatementList => {
                let stmts = self.tc.statement_list(t)?.to_vec();
                for (i, s) in stmts.iter().enumerate() {
                    if i > 0 {
                        self.newline_and_indent(spc);
                    }
                    self.node(Some(*s), spc, true)?;
                }
            }
            C::BindExpr => {
                self.out.push('{');
                let vars = self.tc.chain_iter(self.tc.bind_expr_vars(t)?)?;
                if !vars.is_empty() {
                    self.out.push('\n');
                    for v in vars {
                        self.declaration(v, spc + 2)?;
                        self.out.push('\n');
                    }
                }
                self.newline_and_indent(spc + 2);
                self.node(self.tc.bind_expr_body(t)?, spc + 2, true)?;
                self.newline_and_indent(spc);
                self.out.push('}');
                is_expr = false;
            }
            C::DeclExpr => {
                if let Some(d) = self.tc.decl_expr_decl(t)? {
                    self.declaration(d, spc)?;
                }
                is_expr = false;
            }
            C::ModifyExpr | C::InitExpr => {
                self.node(self.tc.tree_operand(t, 0)?, spc, false)?;
                self.out.push_str(" = ");
                self.node(self.tc.tree_operand(t, 1)?, spc, false)?;
            }
            C::ReturnExpr => {
                self.out.push_str("return");
                if let Some(op) = self.tc.tree_operand(t, 0)? {
                    self.out.push(' ');
                    if self.tc.tree_code(op)? == C::ModifyExpr {
                        self.node(self.tc.tree_operand(op, 1)?, spc, false)?;
                    } else {
                        self.node(Some(op), spc, false)?;
                    }
                }
            }
            C::CondExpr => {
                let ty = self.tc.tree_type(t)?;
                if ty.is_none() || ty == Some(self.tc.void_type_node()) {
                    self.out.push_str("if (");
                    self.node(self.tc.cond_expr_cond(t)?, spc, false)?;
                    self.out.push(')');
                    if let Some(th) = self.tc.cond_expr_then(t)? {
                        self.newline_and_indent(spc + 2);
                        self.out.push('{');
                        self.newline_and_indent(spc + 4);
                        self.node(Some(th), spc + 4, true)?;
                        self.newline_and_indent(spc + 2);
                        self.out.push('}');
                    }
                    if let Some(el) = self.tc.cond_expr_else(t)?
                        && !self.is_empty_stmt(el)?
                    {
                        self.newline_and_indent(spc);
                        self.out.push_str("else");
                        self.newline_and_indent(spc + 2);
                        self.out.push('{');
                        self.newline_and_indent(spc + 4);
                        self.node(Some(el), spc + 4, true)?;
                        self.newline_and_indent(spc + 2);
                        self.out.push('}');
                    }
                    is_expr = false;
                } else {
                    self.node(self.tc.tree_operand(t, 0)?, spc, false)?;
                    self.out.push_str(" ? ");
                    self.node(self.tc.tree_operand(t, 1)?, spc, false)?;
                    self.out.push_str(" : ");
                    self.node(self.tc.tree_operand(t, 2)?, spc, false)?;
                }
            }
            C::CompoundExpr => {
                self.node(self.tc.tree_operand(t, 0)?, spc, false)?;
                self.out.push_str(", ");
                self.node(self.tc.tree_operand(t, 1)?, spc, false)?;
            }
            C::CallExpr => {
                let f = self.tc.call_expr_fn(t)?;
                // print_call_name: a call through &fndecl prints the function's name.
                match f {
                    Some(a) if self.tc.tree_code(a)? == C::AddrExpr => {
                        self.node(self.tc.tree_operand(a, 0)?, spc, false)?
                    }
                    other => self.node(other, spc, false)?,
                }
                self.call_args(t, 3)?;
            }
            C::PlusExpr
            | C::PointerPlusExpr
            | C::PointerDiffExpr
            | C::MinusExpr
            | C::MultExpr
            | C::MultHighpartExpr
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
            | C::UnorderedExpr => self.binary(t, code)?,
            C::AddrExpr
            | C::NegateExpr
            | C::BitNotExpr
            | C::TruthNotExpr
            | C::PredecrementExpr
            | C::PreincrementExpr
            | C::IndirectRef => {
                let op = self.tc.tree_operand(t, 0)?;
                let op_code = self.tc.code_of(op)?;
                if !(code == C::AddrExpr && matches!(op_code, Some(C::StringCst | C::FunctionDecl)))
                {
                    self.out.push_str(op_symbol(code));
                }
                self.paren_if_lower(op, op_code_prio(code))?;
            }
            C::PostdecrementExpr | C::PostincrementExpr => {
                let op = self.tc.tree_operand(t, 0)?;
                self.paren_if_lower(op, op_code_prio(code))?;
                self.out.push_str(op_symbol(code));
            }
            C::MinExpr | C::MaxExpr => {
                write!(self.out, "{} <", code.gcc_name()).ok();
                self.node(self.tc.tree_operand(t, 0)?, spc, false)?;
                self.out.push_str(", ");
                self.node(self.tc.tree_operand(t, 1)?, spc, false)?;
                self.out.push('>');
            }
            C::AbsExpr | C::NonLvalueExpr | C::SaveExpr => {
                write!(self.out, "{} <", code.gcc_name()).ok();
                self.node(self.tc.tree_operand(t, 0)?, spc, false)?;
                self.out.push('>');
            }
            C::NopExpr | C::ConvertExpr | C::FixTruncExpr | C::FloatExpr => {
                let ty = self.tc.tree_type(t)?;
                let op = self.tc.tree_operand(t, 0)?;
                let op_ty = match op {
                    Some(o)
                        if self
                            .tc
                            .tree_code(o)?
                            .contains_struct(crate::TreeStruct::Typed) =>
                    {
                        self.tc.tree_type(o)?
                    }
                    _ => None,
                };
                if ty != op_ty {
                    self.out.push('(');
                    self.node(ty, spc, false)?;
                    self.out.push_str(") ");
                }
                self.paren_if_lower(op, op_code_prio(code))?;
            }
            C::ViewConvertExpr => {
                self.out.push_str("VIEW_CONVERT_EXPR<");
                self.node(self.tc.tree_type(t)?, spc, false)?;
                self.out.push_str(">(");
                self.node(self.tc.tree_operand(t, 0)?, spc, false)?;
                self.out.push(')');
            }
            C::ParenExpr => {
                self.out.push_str("((");
                self.node(self.tc.tree_operand(t, 0)?, spc, false)?;
                self.out.push_str("))");
            }
            C::ComponentRef => {
                let obj = self.tc.tree_operand(t, 0)?;
                let field = self.tc.tree_operand(t, 1)?;
                let deref = match obj {
                    Some(o) if self.tc.tree_code(o)? == C::IndirectRef => {
                        Some(self.tc.tree_operand(o, 0)?)
                    }
                    _ => None,
                };
                match deref {
                    Some(p) => {
                        self.paren_if_lower(p, op_code_prio(code))?;
                        self.out.push_str("->");
                    }
                    None => {
                        self.paren_if_lower(obj, op_code_prio(code))?;
                        self.out.push('.');
                    }
                }
                self.node(field, spc, false)?;
            }
            C::ArrayRef | C::ArrayRangeRef => {
                self.paren_if_lower(self.tc.tree_operand(t, 0)?, op_code_prio(code))?;
                self.out.push('[');
                self.node(self.tc.tree_operand(t, 1)?, spc, false)?;
                if code == C::ArrayRangeRef {
                    self.out.push_str(" ...");
                }
                self.out.push(']');
            }
            C::LabelExpr => {
                let l = self.tc.label_expr_label(t)?;
                self.node(l, spc, false)?;
                self.out.push(':');
                is_expr = false;
            }
            C::GotoExpr => {
                let d = self.tc.goto_destination(t)?;
                let special = match d {
                    Some(d) if self.tc.tree_code(d)?.is_decl() => match self.tc.decl_name(d)? {
                        Some(n) => {
                            let s = self.tc.identifier_str(n)?;
                            (s == "break" || s == "continue").then(|| s.into_owned())
                        }
                        None => None,
                    },
                    _ => None,
                };
                match special {
                    Some(s) => self.out.push_str(&s),
                    None => {
                        self.out.push_str("goto ");
                        self.node(d, spc, false)?;
                    }
                }
            }
            C::LoopExpr => {
                self.out.push_str("while (1)");
                self.newline_and_indent(spc + 2);
                self.out.push('{');
                self.newline_and_indent(spc + 4);
                self.node(self.tc.loop_expr_body(t)?, spc + 4, true)?;
                self.newline_and_indent(spc + 2);
                self.out.push('}');
                is_expr = false;
            }
            C::ExitExpr => {
                self.out.push_str("if (");
                self.node(self.tc.tree_operand(t, 0)?, spc, false)?;
                self.out.push_str(") break");
            }
            C::SwitchExpr => {
                self.out.push_str("switch (");
                self.node(self.tc.switch_cond(t)?, spc, false)?;
                self.out.push(')');
                self.newline_and_indent(spc + 2);
                self.out.push('{');
                if let Some(b) = self.tc.switch_body(t)? {
                    self.newline_and_indent(spc + 4);
                    self.node(Some(b), spc + 4, true)?;
                }
                self.newline_and_indent(spc + 2);
                self.out.push('}');
                is_expr = false;
            }
            C::CaseLabelExpr => {
                let (lo, hi) = (self.tc.case_low(t)?, self.tc.case_high(t)?);
                match (lo, hi) {
                    (Some(_), Some(_)) => {
                        self.out.push_str("case ");
                        self.node(lo, spc, false)?;
                        self.out.push_str(" ... ");
                        self.node(hi, spc, false)?;
                    }
                    (Some(_), None) => {
                        self.out.push_str("case ");
                        self.node(lo, spc, false)?;
                    }
                    _ => self.out.push_str("default"),
                }
                self.out.push(':');
            }
            C::TryFinallyExpr | C::TryCatchExpr => {
                self.out.push_str("try");
                self.newline_and_indent(spc + 2);
                self.out.push('{');
                self.newline_and_indent(spc + 4);
                self.node(self.tc.tree_operand(t, 0)?, spc + 4, true)?;
                self.newline_and_indent(spc + 2);
                self.out.push('}');
                self.newline_and_indent(spc);
                self.out.push_str(if code == C::TryFinallyExpr {
                    "finally"
                } else {
                    "catch"
                });
                self.newline_and_indent(spc + 2);
                self.out.push('{');
                self.newline_and_indent(spc + 4);
                self.node(self.tc.tree_operand(t, 1)?, spc + 4, true)?;
                self.newline_and_indent(spc + 2);
                self.out.push('}');
                is_expr = false;
            }
            C::Constructor => {
                self.out.push('{');
                let elts = self.tc.constructor_elts(t)?.to_vec();
                for (i, (idx, val)) in elts.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    if let Some(ix) = idx {
                        let is_field = self.tc.tree_code(*ix)? == C::FieldDecl;
                        if is_field {
                            self.out.push('.');
                            self.node(Some(*ix), spc, false)?;
                        } else {
                            self.out.push('[');
                            self.node(Some(*ix), spc, false)?;
                            self.out.push(']');
                        }
                        self.out.push('=');
                    }
                    self.node(*val, spc, false)?;
                }
                self.out.push('}');
            }
            C::TargetExpr => {
                self.out.push_str("TARGET_EXPR <");
                self.node(self.tc.target_expr_slot(t)?, spc, false)?;
                self.out.push_str(", ");
                self.node(self.tc.target_expr_initial(t)?, spc, false)?;
                self.out.push('>');
            }
            C::Block => {
                write!(self.out, "BLOCK #{}", self.tc.block_number(t)?).ok();
            }
            C::OmpClause => {
                // Reached only outside a construct (e.g. clauses in an attribute): GCC
                // prints the whole chain.
                self.omp_clause_chain(Some(t), spc, false)?;
                is_expr = false;
            }
            _ if omp_directive(code).is_some() => {
                self.omp_statement(t, code, spc)?;
                // GCC leaves the atomics and the OpenACC standalone directives as
                // expressions, so as statements they end with ';'.
                is_expr = matches!(
                    code,
                    C::OmpAtomic
                        | C::OmpAtomicRead
                        | C::OmpAtomicCaptureOld
                        | C::OmpAtomicCaptureNew
                        | C::OaccCache
                        | C::OaccDeclare
                        | C::OaccEnterData
                        | C::OaccExitData
                        | C::OaccUpdate
                );
            }
            _ if code.is_expression() => self.generic_form(t, code, spc)?,
            _ => {
                write!(self.out, "<<< Unknown tree: {} >>>", code.name()).ok();
            }
        }
        if is_stmt && is_expr {
            self.out.push(';');
        }
        Ok(())
    }

    fn paren_if_lower(&mut self, op: Option<Tree>, me: u32) -> Result<()> {
        if self.prio(op)? < me {
            self.out.push('(');
            self.node(op, 0, false)?;
            self.out.push(')');
        } else {
            self.node(op, 0, false)?;
        }
        Ok(())
    }

    fn is_empty_stmt(&self, t: Tree) -> Result<bool> {
        Ok(self.tc.tree_code(t)? == C::NopExpr
            && self.tc.tree_type(t)? == Some(self.tc.void_type_node())
            && self.tc.integer_zerop(self.tc.tree_operand(t, 0)?))
    }
}

/// OpenMP/OpenACC statements and clauses, as `dump_generic_node`'s OMP cases,
/// `dump_omp_clauses` and `dump_omp_clause` print them.
impl Printer<'_> {
    fn omp_statement(&mut self, t: Tree, code: TreeCode, spc: usize) -> Result<()> {
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
    fn omp_loop(&mut self, t: Tree, spc: usize) -> Result<()> {
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
    fn omp_loop_part(&mut self, e: Option<Tree>, spc: usize) -> Result<()> {
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

    fn paren_unless_above(
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
    fn omp_clause_chain(
        &mut self,
        first: Option<Tree>,
        spc: usize,
        leading_space: bool,
    ) -> Result<()> {
        let mut cur = first;
        let mut space = leading_space;
        while let Some(c) = cur {
            if space {
                self.out.push(' ');
            }
            space = true;
            self.omp_clause(c, spc)?;
            cur = self.tc.omp_clause_chain(c)?;
        }
        Ok(())
    }

    fn omp_expr(&mut self, e: Option<Tree>, spc: usize) -> Result<()> {
        self.node(e, spc, false)
    }

    /// `name(expr)`.
    fn omp_paren(&mut self, name: &str, e: Option<Tree>, spc: usize) -> Result<()> {
        self.out.push_str(name);
        self.out.push('(');
        self.omp_expr(e, spc)?;
        self.out.push(')');
        Ok(())
    }

    /// `name` or `name(expr)` when the expression is there.
    fn omp_opt_paren(&mut self, name: &str, e: Option<Tree>, spc: usize) -> Result<()> {
        match e {
            Some(_) => self.omp_paren(name, e, spc),
            None => {
                self.out.push_str(name);
                Ok(())
            }
        }
    }

    fn unprintable(kind: crate::OmpClauseCode, what: String) -> crate::TreeError {
        crate::TreeError::Invalid {
            builder: "dump_omp_clause",
            what: format!("{}: {what}", kind.gcc_name()),
        }
    }

    /// `dump_omp_clause`: one clause, without its chain.
    fn omp_clause(&mut self, c: Tree, spc: usize) -> Result<()> {
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
                let text = crate::omp::if_modifier_text(m)
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
                if m != crate::omp::OmpScheduleModifier::None {
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
                let modified = k != crate::omp::OmpLinearKind::Default;
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
    fn omp_clause_size(&mut self, c: Tree, prefix: &str, spc: usize) -> Result<()> {
        if let Some(size) = self.tc.omp_clause_size(c)? {
            self.out.push_str(prefix);
            self.omp_expr(Some(size), spc)?;
            self.out.push(']');
        }
        Ok(())
    }

    /// `dump_omp_iterators` for a depend/affinity list whose TREE_PURPOSE is a TREE_VEC
    /// of iterators; returns what to print after it (the list's value, or `t` itself).
    fn omp_iterators(&mut self, t: Option<Tree>, spc: usize) -> Result<Option<Tree>> {
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
        while let Some(it) = cur {
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

    fn omp_depend(&mut self, c: Tree, spc: usize) -> Result<()> {
        use crate::omp::OmpDependKind as D;
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
                while let Some(t) = cur {
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
fn omp_directive(code: TreeCode) -> Option<&'static str> {
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

impl TreeContext {
    /// `print_generic_expr` / `print_generic_stmt`: the node in GCC's C-like notation (a
    /// statement gets its `;`, as with `print_generic_stmt`).
    #[doc(alias = "print_generic_expr")]
    #[doc(alias = "print_generic_stmt")]
    #[doc(alias = "dump_generic_node")]
    pub fn print_generic(&self, t: Tree, is_stmt: bool) -> Result<String> {
        let mut p = Printer {
            tc: self,
            out: String::new(),
            depth: 0,
        };
        p.node(Some(t), 0, is_stmt)?;
        Ok(p.out)
    }

    /// `print_declaration`: e.g. `int b = a * 2;`.
    pub fn print_declaration(&self, decl: Tree) -> Result<String> {
        let mut p = Printer {
            tc: self,
            out: String::new(),
            depth: 0,
        };
        p.declaration(decl, 0)?;
        Ok(p.out)
    }

    /// The text `gcc -fdump-tree-original` writes for a function: the header lines and
    /// DECL_SAVED_TREE in C-like notation. The header names the function by DECL_NAME (or
    /// `D.uid`) and its assembler name when DECL_ASSEMBLER_NAME is set.
    pub fn dump_tree_original(&self, fndecl: Tree) -> Result<String> {
        let name = match self.decl_name(fndecl)? {
            Some(n) => self.identifier_str(n)?.into_owned(),
            None => format!("D.{}", self.decl_uid(fndecl)?),
        };
        let assembler = match self.store.decl(fndecl).assembler_name {
            Some(id) => Some(self.identifier_str(id)?.into_owned()),
            None => None,
        };
        self.dump_function_original(fndecl, &name, assembler.as_deref())
    }

    /// [`dump_tree_original`](Self::dump_tree_original) with the header's two names given:
    /// `printable` is what GCC's `decl_printable_name (fndecl, 2)` answered (C++ prints
    /// signatures there), `assembler` the assembler name if GCC had set it (else `(null)`).
    pub fn dump_function_original(
        &self,
        fndecl: Tree,
        printable: &str,
        assembler: Option<&str>,
    ) -> Result<String> {
        self.check_codes(fndecl, &[TreeCode::FunctionDecl], "dump_tree_original")?;
        let assembler = assembler.unwrap_or("null");
        let mut out =
            format!("\n;; Function {printable} ({assembler})\n;; enabled by -tree-original\n\n\n");
        if let Some(body) = self.decl_saved_tree(fndecl)? {
            let mut p = Printer {
                tc: self,
                out: String::new(),
                depth: 0,
            };
            p.node(Some(body), 0, true)?;
            out.push_str(&p.out);
        }
        out.push_str("\n\n");
        Ok(out)
    }

    /// `TREE_SIDE_EFFECTS`-style summary used by the printers' tests: the flags set.
    pub(crate) fn flag_names(&self, t: Tree) -> Result<Vec<&'static str>> {
        let f = self.flags(t)?;
        Ok(Flag::ALL
            .iter()
            .filter(|x| f.has(**x))
            .map(|x| x.field())
            .collect())
    }
}
