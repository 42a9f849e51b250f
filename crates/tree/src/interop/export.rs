//! Functions of a [`TreeContext`] → a [`Document`]: the FUNCTION_DECLs and every node they
//! reach through the format's fields, numbered in the order they are reached. The inverse
//! of [`import`](super::import): importing the document into a fresh context gives the
//! same graph.

use std::collections::{HashMap, VecDeque};

use super::fields::{self, base_flag_name};
use super::format::{
    Document, FunctionRecord, Header, Loc, NodeId, NodeRecord, Pos, Record, hex_encode,
};
use super::hexfloat::format_real;
use super::{Unit, UnitFunction};
use crate::nodes::error::{Result, TreeError};
use crate::nodes::handle::{Location, Tree};
use crate::nodes::store::MiscData;
use crate::{Arity, DeclFlag, MachineMode, TreeCode, TreeContext, TypeFlag};

use TreeCode as C;

/// Writes `functions` (FUNCTION_DECLs, in dump order) and every node reachable from them
/// as a document. Node ids count from 0 in the order nodes are reached; the context's
/// global nodes carry their `global` name. An error when a function is no FUNCTION_DECL,
/// or a node holds what the format cannot say (a location no line map describes, a
/// scalable vector type).
pub fn export(tc: &TreeContext, functions: &[Tree]) -> Result<Document> {
    let mut listed = Vec::with_capacity(functions.len());
    for &f in functions {
        tc.check_codes(f, &[C::FunctionDecl], "export")?;
        let printable = match tc.decl_name(f)? {
            Some(n) => tc.identifier_str(n)?.into_owned(),
            None => format!("D.{}", tc.decl_uid(f)?),
        };
        let assembler = match tc.decl_assembler_name_raw(f)? {
            Some(n) => Some(tc.identifier_str(n)?.into_owned()),
            None => None,
        };
        listed.push(UnitFunction {
            decl: f,
            printable,
            assembler,
            nested: Vec::new(),
        });
    }
    export_functions(tc, &listed, &[], Header::new(PRODUCER, "c", ""))
}

/// The producer named in the headers this crate writes.
const PRODUCER: &str = concat!("gccint ", env!("CARGO_PKG_VERSION"));

/// Writes an imported [`Unit`] back as a document: its functions in dump order, each with
/// its dump name, assembler name and nested functions, under a header for `language`
/// (`"c"`, `"c++"`) and `input` (the source file's name). What GCC compiles through the
/// importer plugin is this document, so it says everything the unit holds.
///
/// Besides the functions and what they reach, the document holds every file-scope variable
/// the unit defines (a `VAR_DECL` with TREE_STATIC and no DECL_EXTERNAL whose context is
/// the translation unit, or none): one that no function uses, but an alias or an asm names, is still
/// part of what the unit compiles to.
pub fn export_unit(tc: &TreeContext, unit: &Unit, language: &str, input: &str) -> Result<Document> {
    let mut variables: Vec<(NodeId, Tree)> = unit
        .nodes
        .iter()
        .map(|(&id, &t)| (id, t))
        .filter(|&(_, t)| file_scope_definition(tc, t))
        .collect();
    variables.sort_unstable();
    let variables: Vec<Tree> = variables.into_iter().map(|(_, t)| t).collect();
    export_functions(
        tc,
        unit.functions(),
        &variables,
        Header::new(PRODUCER, language, input),
    )
}

/// A VAR_DECL the translation unit defines.
fn file_scope_definition(tc: &TreeContext, t: Tree) -> bool {
    let is = |f| tc.flag(t, f).unwrap_or(false);
    tc.tree_code(t).is_ok_and(|c| c == C::VarDecl)
        && is(crate::Flag::Static)
        && !tc.decl_flag(t, DeclFlag::External).unwrap_or(true)
        // C gives file-scope declarations their context when the file scope closes:
        // one written at its definition has none yet.
        && match tc.decl_context(t) {
            Ok(Some(ctx)) => tc.tree_code(ctx).is_ok_and(|c| c == C::TranslationUnitDecl),
            Ok(None) => true,
            Err(_) => false,
        }
}

fn export_functions(
    tc: &TreeContext,
    functions: &[UnitFunction],
    variables: &[Tree],
    header: Header,
) -> Result<Document> {
    let mut ex = Exporter {
        tc,
        ids: HashMap::new(),
        queue: VecDeque::new(),
        globals: HashMap::new(),
    };
    for (name, t) in tc.global_nodes() {
        ex.globals.entry(t).or_insert(name);
    }
    let mut fn_records = Vec::new();
    for f in functions {
        tc.check_codes(f.decl, &[C::FunctionDecl], "export")?;
        let decl = ex.id(f.decl);
        let nested = f.nested.iter().map(|&n| ex.id(n)).collect();
        fn_records.push(FunctionRecord {
            decl,
            printable: f.printable.clone(),
            assembler: f.assembler.clone(),
            nested,
            body: None,
        });
    }
    for &v in variables {
        ex.id(v);
    }
    let mut nodes = Vec::new();
    while let Some(t) = ex.queue.pop_front() {
        nodes.push(ex.node(t)?);
    }
    let records: Vec<Record> = nodes
        .into_iter()
        .map(|n| Record::Node(Box::new(n)))
        .chain(fn_records.into_iter().map(Record::Function))
        .collect();
    Ok(Document {
        file: "<export>".into(),
        header,
        records: (2u32..)
            .zip(records)
            .map(|(line, r)| (Pos { line, column: 1 }, r))
            .collect(),
    })
}

struct Exporter<'a> {
    tc: &'a TreeContext,
    ids: HashMap<Tree, NodeId>,
    queue: VecDeque<Tree>,
    globals: HashMap<Tree, &'static str>,
}

impl Exporter<'_> {
    /// The id of `t`, queueing it the first time.
    fn id(&mut self, t: Tree) -> NodeId {
        let next = self.ids.len() as NodeId;
        *self.ids.entry(t).or_insert_with(|| {
            self.queue.push_back(t);
            next
        })
    }

    fn opt(&mut self, t: Option<Tree>) -> Option<NodeId> {
        t.map(|t| self.id(t))
    }

    fn node(&mut self, t: Tree) -> Result<NodeRecord> {
        let tc = self.tc;
        let code = tc.tree_code(t)?;
        let mut rec = NodeRecord {
            id: self.ids[&t],
            code: code.name().to_string(),
            global: self.globals.get(&t).map(|g| g.to_string()),
            ..NodeRecord::default()
        };
        rec.flags = tc
            .flags(t)?
            .iter()
            .map(|f| base_flag_name(f).to_string())
            .collect();
        if code.is_decl() {
            for &f in DeclFlag::ALL {
                if tc.decl_flag(t, f).unwrap_or(false) {
                    rec.flags.push(f.gcc_name().to_string());
                }
            }
        }
        if code.is_type() {
            for &f in TypeFlag::ALL {
                if tc.type_flag(t, f).unwrap_or(false) {
                    rec.flags.push(f.gcc_name().to_string());
                }
            }
            // Only a mode set explicitly (SET_TYPE_MODE, or an import): the computed one
            // follows from the fields written anyway, and computing it would walk the type
            // graph (which an imported document may make cyclic).
            let stored = usize::from(tc.store.ty_rec(t).mode);
            if let Some(&mode) = stored.checked_sub(1).and_then(|i| MachineMode::ALL.get(i))
                && mode != MachineMode::Void
            {
                rec.mode = Some(mode.name().to_string());
            }
        }
        rec.ty = tc.tree_type(t).ok().flatten().map(|x| self.id(x));
        if code == C::IntegerCst {
            rec.value = Some(tc.int_cst_value(t)?.to_string());
            return Ok(rec);
        }
        rec.chain = tc.tree_chain(t).ok().flatten().map(|x| self.id(x));
        let locus = Location(tc.store.locus(t));
        if locus != Location::UNKNOWN {
            let e = tc.expand_location(locus)?;
            rec.loc = Some(Loc(e.file.unwrap_or("").to_string(), e.line, e.column));
        }
        self.operands(t, code, &mut rec)?;
        for f in fields::REFS {
            // A PARM_DECL's DECL_INITIAL slot is its DECL_ARG_TYPE, written under that name.
            if code == C::ParmDecl && f.name == "DECL_INITIAL" {
                continue;
            }
            if let Ok(Some(v)) = (f.get)(tc, t) {
                let id = self.id(v);
                rec.refs.insert(f.name.to_string(), Some(id));
            }
        }
        for f in fields::NUMS {
            match (f.get)(tc, t) {
                // BUILT_IN_NONE: GCC's exporter writes the code of built-ins only.
                Ok(0) if f.name == "DECL_FUNCTION_CODE" => {}
                // A vector type's precision field holds its lane count, written as
                // TYPE_VECTOR_SUBPARTS.
                Ok(_) if code == C::VectorType && f.name == "TYPE_PRECISION" => {}
                Ok(v) => {
                    rec.nums.insert(f.name.to_string(), v);
                }
                Err(e) if code == C::VectorType && f.name == "TYPE_VECTOR_SUBPARTS" => {
                    return Err(e);
                }
                Err(_) => {}
            }
        }
        self.payload(t, code, &mut rec)?;
        Ok(rec)
    }

    fn operands(&mut self, t: Tree, code: TreeCode, rec: &mut NodeRecord) -> Result<()> {
        let tc = self.tc;
        let ops: Vec<Option<Tree>> = match tc.store.misc_data(t) {
            Some(MiscData::Clause { ops, .. }) => ops.clone(),
            _ => match tc.operands(t) {
                // Operand 0 of a vl_exp is its length: implied by the list.
                Ok(ops) if matches!(code.arity(), Arity::Variable { .. }) => {
                    ops.get(1..).unwrap_or_default().to_vec()
                }
                Ok(ops) => ops.to_vec(),
                Err(_) => Vec::new(),
            },
        };
        rec.ops = ops.into_iter().map(|o| self.opt(o)).collect();
        Ok(())
    }

    fn payload(&mut self, t: Tree, code: TreeCode, rec: &mut NodeRecord) -> Result<()> {
        let tc = self.tc;
        let all = |v: &[Tree], me: &mut Self| v.iter().map(|&x| Some(me.id(x))).collect();
        match code {
            C::IdentifierNode => {
                let bytes = tc.identifier_pointer(t)?;
                match std::str::from_utf8(bytes) {
                    Ok(s) => rec.name = Some(s.to_string()),
                    Err(_) => rec.name_hex = Some(hex_encode(bytes)),
                }
            }
            C::RealCst => {
                rec.real = Some(match tc.tree_real_cst_decimal(t)? {
                    Some(text) => text.to_string(),
                    None => format_real(tc.tree_real_cst(t)?),
                })
            }
            C::FixedCst => {
                let (bits, fbits) = tc.tree_fixed_cst(t)?;
                rec.fixed = Some((bits.to_string(), u32::from(fbits)));
            }
            C::StringCst => rec.string = Some(hex_encode(tc.tree_string_pointer(t)?)),
            C::VectorCst => rec.elts = all(tc.vector_cst_encoded_elts(t)?, self),
            C::PolyIntCst => {
                let coeffs = (0..crate::NUM_POLY_INT_COEFFS)
                    .map(|i| tc.poly_int_cst_coeff(t, i))
                    .collect::<Result<Vec<_>>>()?;
                rec.elts = all(&coeffs, self);
            }
            C::StatementList => rec.elts = all(tc.statement_list(t)?, self),
            C::TreeBinfo => rec.elts = all(tc.binfo_base_binfos(t)?, self),
            C::TreeVec => {
                let n = tc.tree_vec_length(t)?;
                let elts = (0..n)
                    .map(|i| tc.tree_vec_elt(t, i))
                    .collect::<Result<Vec<_>>>()?;
                rec.elts = elts.into_iter().map(|e| self.opt(e)).collect();
            }
            C::Constructor => {
                rec.ctor = tc
                    .constructor_elts(t)?
                    .iter()
                    .map(|&(i, v)| (self.opt(i), self.opt(v)))
                    .collect();
            }
            C::OmpClause => rec.clause = Some(tc.omp_clause_code(t)?.name().to_string()),
            C::CallExpr => rec.ifn = tc.call_expr_ifn(t)?.map(|f| f.name().to_string()),
            C::SsaName => {
                return Err(TreeError::NotRepresentable {
                    accessor: "export",
                    what: "SSA_NAME is no GENERIC node of the interchange format".into(),
                });
            }
            _ => {}
        }
        Ok(())
    }
}
