//! The C-like printer: `dump_generic_node` of `tree-pretty-print.cc`, case by case, so that
//! [`TreeContext::dump_function_original`] writes what `gcc -fdump-tree-original` writes.
//!
//! - this file: the dispatch on the tree code, precedence (`op_code_prio`, `op_prio`),
//!   operator symbols, TREE_LIST/TREE_VEC/BLOCK and `do_niy` (the `<<< Unknown tree: … >>>`
//!   form of every code `dump_generic_node` has no case for);
//! - [`types`]: declaration names, type names, `print_declaration`, `print_struct_decl`;
//! - [`consts`]: INTEGER_CST … VECTOR_CST and CONSTRUCTOR (the digits of a REAL_CST come
//!   from `real_to_decimal` in the crate's `real` module);
//! - [`stmt`]: statements (binds, lists, `if`, labels, `goto`, `switch`, `asm`, `try`, …);
//! - [`expr`]: expressions (operators, conversions, references, calls, `NAME <…>` forms);
//! - [`omp`]: OpenMP/OpenACC directives and clauses.

use crate::nodes::error::Result;
use crate::nodes::handle::Tree;
use crate::{Flag, TreeCode, TreeContext, TypeQuals};
use std::fmt::Write;

use TreeCode as C;

mod consts;
mod expr;
mod guard;
mod omp;
mod stmt;
mod types;

use omp::omp_directive;
pub(crate) use stmt::predictor_number;

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
    /// The context's node count: no acyclic chain is longer.
    chain_limit: usize,
    /// The nodes being printed, outermost first (see [`guard`]).
    path: Vec<Tree>,
    /// The function being printed, named in depth errors.
    function: Option<String>,
    /// `Some` when printing with holes: a node that cannot be printed becomes a
    /// `<<< … >>>` marker and its error is kept here.
    holes: Option<Vec<crate::TreeError>>,
    /// A cycle or the depth limit was met: the print ends, holes or not.
    fatal: bool,
    /// The deepest nesting printed ([`guard::MAX_DEPTH`]; lower in the guard's tests).
    max_depth: usize,
}

impl<'a> Printer<'a> {
    fn new(tc: &'a TreeContext) -> Printer<'a> {
        Printer {
            tc,
            out: String::new(),
            depth: 0,
            chain_limit: tc.node_count() + 1,
            path: Vec::new(),
            function: None,
            holes: None,
            fatal: false,
            max_depth: guard::MAX_DEPTH,
        }
    }
}

/// A bound on the steps along one chain (TREE_CHAIN, BLOCK_CHAIN, nested COMPOUND_EXPRs,
/// …): a chain longer than the context has nodes is circular, and printing it is an error
/// rather than a hang.
struct Steps {
    left: usize,
}

impl Steps {
    fn next(&mut self) -> Result<()> {
        if self.left == 0 {
            return Err(crate::TreeError::Invalid {
                builder: "print_generic",
                what: "a circular chain".to_owned(),
            });
        }
        self.left -= 1;
        Ok(())
    }
}

/// When less stack than this is left, a nested node is printed on a fresh stack segment of
/// [`STACK_SEGMENT`] bytes (as rustc does for deep recursion): the depth limit, not the
/// thread's stack size, bounds how deep a printable tree may be.
const RED_ZONE: usize = 128 * 1024;
const STACK_SEGMENT: usize = 4 * 1024 * 1024;

fn indent(out: &mut String, spc: usize) {
    out.extend(std::iter::repeat_n(' ', spc));
}

/// How a printed node ends when it is printed as a statement: GCC's `is_expr` (and
/// `is_stmt`) after the `dump_generic_node` case ran.
#[derive(Clone, Copy, PartialEq, Eq)]
enum End {
    /// A `;` follows when printed as a statement and the code is an expression code.
    Expr,
    /// The case printed its own layout (blocks, declarations): no `;`.
    Plain,
}

impl Printer<'_> {
    /// A fresh bound for walking one chain.
    fn steps(&self) -> Steps {
        Steps {
            left: self.chain_limit,
        }
    }

    fn newline_and_indent(&mut self, spc: usize) {
        self.out.push('\n');
        indent(&mut self.out, spc);
    }

    /// `op_prio`: SAVE_EXPR and NON_LVALUE_EXPR take their operand's precedence.
    fn prio(&self, t: Option<Tree>) -> Result<u32> {
        let Some(t) = t else { return Ok(9999) };
        let code = self.tc.tree_code(t)?;
        if matches!(code, C::SaveExpr | C::NonLvalueExpr) {
            return self.prio(self.tc.tree_operand(t, 0)?);
        }
        Ok(op_code_prio(code))
    }

    /// `TREE_OPERAND (t, i)`.
    fn op(&self, t: Tree, i: usize) -> Result<Option<Tree>> {
        self.tc.tree_operand(t, i)
    }

    /// The code of an optional node.
    fn code(&self, t: Option<Tree>) -> Result<Option<TreeCode>> {
        self.tc.code_of(t)
    }

    /// `dump_generic_node (op, spc, false)`.
    fn expr(&mut self, t: Option<Tree>, spc: usize) -> Result<()> {
        self.node(t, spc, false)
    }

    /// Prints `op`, in parentheses when its precedence is below `than`.
    fn paren_if_lower(&mut self, op: Option<Tree>, than: u32, spc: usize) -> Result<()> {
        if self.prio(op)? < than {
            self.out.push('(');
            self.expr(op, spc)?;
            self.out.push(')');
        } else {
            self.expr(op, spc)?;
        }
        Ok(())
    }

    /// `IS_EMPTY_STMT`: a void `NOP_EXPR` of zero.
    fn is_empty_stmt(&self, t: Tree) -> Result<bool> {
        Ok(self.tc.tree_code(t)? == C::NopExpr
            && self.code(self.tc.tree_type(t)?)? == Some(C::VoidType)
            && self.tc.integer_zerop(self.op(t, 0)?))
    }

    /// The braced sub-statement layout GCC uses for bodies: a newline, `{` at `spc + 2`,
    /// the body at `spc + 4` as a statement (or not), `}` at `spc + 2`.
    fn braced(&mut self, body: Option<Tree>, spc: usize, as_stmt: bool) -> Result<()> {
        self.newline_and_indent(spc + 2);
        self.out.push('{');
        self.newline_and_indent(spc + 4);
        self.node(body, spc + 4, as_stmt)?;
        self.newline_and_indent(spc + 2);
        self.out.push('}');
        Ok(())
    }

    /// `do_niy`: the fallback for codes without a C-like form, naming the code and
    /// printing an expression's operands one per line at `spc + 2`.
    fn niy(&mut self, t: Tree, code: TreeCode, spc: usize) -> Result<()> {
        self.out.push_str("<<< Unknown tree: ");
        self.out.push_str(code.name());
        if code.is_expression() {
            let ops = self.tc.operands(t)?.to_vec();
            let n = ops.len();
            for (i, op) in ops.into_iter().enumerate() {
                self.newline_and_indent(spc + 2);
                // A variable-length expression's operand 0 is its operand count.
                if i == 0 && op.is_none() && code.class() == crate::TreeCodeClass::VlExp {
                    write!(self.out, "{n}").ok();
                } else {
                    self.node(op, spc + 2, false)?;
                }
            }
        }
        self.out.push_str(" >>>");
        Ok(())
    }

    /// `dump_generic_node`, guarded against cycles and runaway nesting ([`guard`]); when
    /// printing with holes, a node that fails to print becomes a marker.
    fn node(&mut self, node: Option<Tree>, spc: usize, is_stmt: bool) -> Result<()> {
        let Some(t) = node else { return Ok(()) };
        self.enter(t)?;
        let mark = self.out.len();
        let r = stacker::maybe_grow(RED_ZONE, STACK_SEGMENT, || self.node_inner(t, spc, is_stmt));
        self.leave();
        match (r, &mut self.holes) {
            (Err(e), Some(holes)) if !self.fatal => {
                self.out.truncate(mark);
                write!(self.out, "<<< {e} >>>").ok();
                holes.push(e);
                Ok(())
            }
            (r, _) => r,
        }
    }

    fn node_inner(&mut self, t: Tree, spc: usize, is_stmt: bool) -> Result<()> {
        let code = self.tc.tree_code(t)?;
        let end = match code {
            C::ErrorMark => {
                self.out.push_str("<<< error >>>");
                End::Expr
            }
            C::IdentifierNode => {
                self.ident(t)?;
                End::Expr
            }
            C::TreeList => {
                self.tree_list(t, spc)?;
                End::Expr
            }
            C::TreeBinfo => {
                self.expr(self.tc.binfo_type(t)?, spc)?;
                End::Expr
            }
            C::TreeVec => {
                let n = self.tc.tree_vec_length(t)?;
                for i in 0..n {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.expr(self.tc.tree_vec_elt(t, i)?, spc)?;
                }
                End::Expr
            }
            C::Block => {
                self.block(t, spc)?;
                End::Expr
            }
            C::OmpClause => {
                // Reached only outside a construct (e.g. clauses in an attribute): GCC
                // prints the whole chain.
                self.omp_clause_chain(Some(t), spc, false)?;
                End::Plain
            }
            _ if code.is_type() => {
                self.type_node(t, code, spc)?;
                End::Expr
            }
            _ if code.class() == crate::TreeCodeClass::Constant => {
                self.constant(t, code, spc)?;
                End::Expr
            }
            _ if code.is_decl() => {
                self.decl_node(t, code, spc)?;
                End::Expr
            }
            _ if omp_directive(code).is_some() => {
                self.omp_statement(t, code, spc)?;
                // GCC leaves the atomics and the OpenACC standalone directives as
                // expressions, so as statements they end with ';'.
                if matches!(
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
                ) {
                    End::Expr
                } else {
                    End::Plain
                }
            }
            _ => match self.statement(t, code, spc)? {
                Some(end) => end,
                None => {
                    self.expression(t, code, spc)?;
                    End::Expr
                }
            },
        };
        if is_stmt && end == End::Expr && code.is_expression() {
            self.out.push(';');
        }
        Ok(())
    }

    /// TREE_LIST: `purpose value, purpose value, …` along TREE_CHAIN.
    fn tree_list(&mut self, t: Tree, spc: usize) -> Result<()> {
        let mut cur = Some(t);
        let mut steps = self.steps();
        while let Some(n) = cur {
            steps.next()?;
            if self.tc.tree_code(n)? == C::ErrorMark {
                break;
            }
            if let Some(p) = self.tc.tree_purpose(n)? {
                self.expr(Some(p), spc)?;
                self.out.push(' ');
            }
            self.expr(self.tc.tree_value(n)?, spc)?;
            cur = self.tc.tree_chain(n)?;
            if self.code(cur)? == Some(C::TreeList) {
                self.out.push_str(", ");
            }
        }
        Ok(())
    }

    /// `dump_block_node` without TDF_SLIM: the block's number and its relatives, which are
    /// printed slim (a BLOCK as `BLOCK #n `).
    fn block(&mut self, t: Tree, spc: usize) -> Result<()> {
        self.block_slim(t)?;
        self.newline_and_indent(spc + 2);
        if let Some(sup) = self.tc.block_supercontext(t)? {
            self.out.push_str("SUPERCONTEXT: ");
            self.slim(sup)?;
            self.newline_and_indent(spc + 2);
        }
        let sub = self.tc.block_subblocks(t)?;
        self.slim_chain("SUBBLOCKS", sub, TreeContext::block_chain, spc)?;
        let siblings = self.tc.block_chain(t)?;
        self.slim_chain("SIBLINGS", siblings, TreeContext::block_chain, spc)?;
        if let Some(vars) = self.tc.block_vars(t)? {
            self.out.push_str("VARS: ");
            let mut cur = Some(vars);
            let mut steps = self.steps();
            while let Some(v) = cur {
                steps.next()?;
                self.expr(Some(v), 0)?;
                self.out.push(' ');
                cur = self.tc.tree_chain(v)?;
            }
            self.newline_and_indent(spc + 2);
        }
        if let Some(origin) = self.tc.block_abstract_origin(t)? {
            self.out.push_str("ABSTRACT_ORIGIN: ");
            self.slim(origin)?;
            self.newline_and_indent(spc + 2);
        }
        if let Some(origin) = self.tc.block_fragment_origin(t)? {
            self.out.push_str("FRAGMENT_ORIGIN: ");
            self.slim(origin)?;
            self.newline_and_indent(spc + 2);
        }
        let fragments = self.tc.block_fragment_chain(t)?;
        self.slim_chain(
            "FRAGMENT_CHAIN",
            fragments,
            TreeContext::block_fragment_chain,
            spc,
        )
    }

    /// One line of `dump_block_node`: `LABEL: ` and each BLOCK of the chain from `first`
    /// (linked by `next`) printed slim, when the chain is not empty.
    fn slim_chain(
        &mut self,
        label: &str,
        first: Option<Tree>,
        next: fn(&TreeContext, Tree) -> Result<Option<Tree>>,
        spc: usize,
    ) -> Result<()> {
        if first.is_none() {
            return Ok(());
        }
        self.out.push_str(label);
        self.out.push_str(": ");
        let mut cur = first;
        let mut steps = self.steps();
        while let Some(b) = cur {
            steps.next()?;
            self.slim(b)?;
            self.out.push(' ');
            cur = next(self.tc, b)?;
        }
        self.newline_and_indent(spc + 2);
        Ok(())
    }

    fn block_slim(&mut self, t: Tree) -> Result<()> {
        write!(self.out, "BLOCK #{} ", self.tc.block_number(t)?).ok();
        if self.tc.flag(t, Flag::AsmWritten)? {
            self.out.push_str("[written] ");
        }
        Ok(())
    }

    /// A node printed with TDF_SLIM, as the block dump prints its relatives.
    fn slim(&mut self, t: Tree) -> Result<()> {
        if self.tc.tree_code(t)? == C::Block {
            self.block_slim(t)
        } else {
            self.expr(Some(t), 0)
        }
    }
}

/// A function printed with holes: see
/// [`TreeContext::dump_function_original_with_holes`].
#[derive(Clone, Debug, PartialEq)]
pub struct PartialDump {
    /// The text, with a `<<< ERROR >>>` marker for each node that could not be printed.
    pub text: String,
    /// Why each marked node could not be printed, in text order.
    pub holes: Vec<crate::TreeError>,
}

/// **Printing** — `print_generic_expr`, `-fdump-tree-original` (`tree-pretty-print.cc`).
impl TreeContext {
    /// `print_generic_expr` / `print_generic_stmt`: the node in GCC's C-like notation (a
    /// statement gets its `;`, as with `print_generic_stmt`).
    #[doc(alias = "print_generic_expr")]
    #[doc(alias = "print_generic_stmt")]
    #[doc(alias = "dump_generic_node")]
    pub fn print_generic(&self, t: Tree, is_stmt: bool) -> Result<String> {
        let mut p = Printer::new(self);
        p.node(Some(t), 0, is_stmt)?;
        Ok(p.out)
    }

    /// `print_declaration`: e.g. `int b = a * 2;`.
    pub fn print_declaration(&self, decl: Tree) -> Result<String> {
        let mut p = Printer::new(self);
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
        Ok(self
            .dump_function(fndecl, printable, assembler, false)?
            .text)
    }

    /// [`dump_function_original`](Self::dump_function_original) for a function whose tree
    /// may have holes (a raw dump's function that lost parts): each node that cannot be
    /// printed becomes `<<< ERROR >>>` in the text, and its error is listed in
    /// [`PartialDump::holes`]. A function without holes prints exactly as
    /// `dump_function_original` prints it. A cycle or nesting past the printer's limit
    /// still fails the whole function.
    ///
    /// ```
    /// use tree::{TreeCode, TreeContext};
    /// let mut tc = TreeContext::new();
    /// let void = tc.void_type_node();
    /// let int = tc.integer_type_node();
    /// let fn_type = tc.build_function_type(int, None)?;
    /// let name = tc.get_identifier("f");
    /// let f = tc.build_decl(tree::Location::UNKNOWN, TreeCode::FunctionDecl, Some(name), Some(fn_type))?;
    /// // A PREDICT_EXPR without its predictor cannot be printed.
    /// let predict = tc.build1(TreeCode::PredictExpr, Some(void), None)?;
    /// tc.set_decl_saved_tree(f, Some(predict))?;
    /// assert!(tc.dump_function_original(f, "f", None).is_err());
    /// let partial = tc.dump_function_original_with_holes(f, "f", None)?;
    /// assert_eq!(partial.holes.len(), 1);
    /// assert!(partial.text.contains("<<< print_generic: PREDICT_EXPR with predictor -1"));
    /// # Ok::<(), tree::TreeError>(())
    /// ```
    pub fn dump_function_original_with_holes(
        &self,
        fndecl: Tree,
        printable: &str,
        assembler: Option<&str>,
    ) -> Result<PartialDump> {
        self.dump_function(fndecl, printable, assembler, true)
    }

    fn dump_function(
        &self,
        fndecl: Tree,
        printable: &str,
        assembler: Option<&str>,
        with_holes: bool,
    ) -> Result<PartialDump> {
        self.check_codes(fndecl, &[TreeCode::FunctionDecl], "dump_tree_original")?;
        let assembler = assembler.unwrap_or("null");
        let mut text =
            format!("\n;; Function {printable} ({assembler})\n;; enabled by -tree-original\n\n\n");
        let mut holes = Vec::new();
        if let Some(body) = self.decl_saved_tree(fndecl)? {
            let mut p = Printer::new(self);
            p.function = Some(printable.to_owned());
            p.holes = with_holes.then(Vec::new);
            p.node(Some(body), 0, true)?;
            text.push_str(&p.out);
            holes = p.holes.unwrap_or_default();
        }
        text.push_str("\n\n");
        Ok(PartialDump { text, holes })
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
