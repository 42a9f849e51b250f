//! [`Document`] → nodes of a [`TreeContext`]: every node record becomes a node (the last
//! record for an id wins), every function record a [`UnitFunction`].
//!
//! Nodes are made in four passes so that references may point anywhere (forward, or round
//! a cycle such as a type and its size constants):
//!
//! 1. shells: one node per id of the recorded code (global nodes mapped onto the context's
//!    own, identifiers interned, expressions with their operand count);
//! 2. scalars: flags, mode, constants' payloads, `nums` — a type's precision and sign
//!    exist before any constant of that type;
//! 3. INTEGER_CSTs, through the context's hash-consing constructor for their type;
//! 4. links: TREE_TYPE, TREE_CHAIN, operands, `refs`, element lists, locations.
//!
//! Fields are stored exactly as recorded; no flag is recomputed.

use std::collections::HashMap;

use num_bigint::BigInt;

use super::fields::{self, AnyFlag};
use super::format::{Document, NodeId, NodeRecord, Pos, Record, hex_decode};
use super::hexfloat::parse_real;
use crate::InternalFn;
use crate::nodes::error::TreeError;
use crate::nodes::handle::{Location, Tree};
use crate::nodes::store::{MiscData, pool_for};
use crate::{Arity, Flag, MachineMode, OmpClauseCode, TreeCode, TreeContext, TreeStruct};

use TreeCode as C;

mod error;
mod unit;

pub use error::{ImportError, ImportErrorKind};
pub use unit::{Unit, UnitFunction};

/// Loads every node of `doc` into `tc` and returns the unit (see the module docs).
pub fn import(tc: &mut TreeContext, doc: &Document) -> Result<Unit, ImportError> {
    Importer::new(tc, doc).run()
}

/// How one id's node came to be.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Origin {
    /// The context's own global node: the record's fields are not applied.
    Global,
    /// Made from the record.
    Made,
}

/// Global types the C++ front end names differently from the C front end this context
/// models: a C++ document keeps its own nodes for them.
const CXX_NAMED_GLOBALS: &[&str] = &[
    "boolean_type_node",
    "wchar_type_node",
    "char16_type_node",
    "char32_type_node",
];

struct Importer<'a> {
    tc: &'a mut TreeContext,
    doc: &'a Document,
    /// Ids in order of first appearance, with the position of their last record.
    order: Vec<(NodeId, Pos, &'a NodeRecord)>,
    nodes: HashMap<NodeId, (Tree, Origin)>,
    globals: HashMap<&'static str, Tree>,
}

type Step<T = ()> = Result<T, ImportErrorKind>;

fn field(key: impl Into<String>) -> impl FnOnce(TreeError) -> ImportErrorKind {
    let key = key.into();
    move |source| ImportErrorKind::Field { key, source }
}

impl<'a> Importer<'a> {
    fn new(tc: &'a mut TreeContext, doc: &'a Document) -> Importer<'a> {
        let mut index: HashMap<NodeId, usize> = HashMap::new();
        let mut order: Vec<(NodeId, Pos, &'a NodeRecord)> = Vec::new();
        for (pos, record) in &doc.records {
            if let Record::Node(n) = record {
                match index.get(&n.id) {
                    Some(&i) => order[i] = (n.id, *pos, n),
                    None => {
                        index.insert(n.id, order.len());
                        order.push((n.id, *pos, n));
                    }
                }
            }
        }
        let mut globals: HashMap<&'static str, Tree> = tc.global_nodes().into_iter().collect();
        if doc.header.language == "c++" {
            // These are C's types here (`_Bool`, `int`, …); C++ names its own (`bool`,
            // `wchar_t`, `char16_t`): the document's nodes, with their names, are kept.
            for name in CXX_NAMED_GLOBALS {
                globals.remove(name);
            }
        }
        Importer {
            tc,
            doc,
            order,
            nodes: HashMap::new(),
            globals,
        }
    }

    fn at(&self, pos: Pos, kind: ImportErrorKind) -> ImportError {
        ImportError {
            file: self.doc.file.clone(),
            line: pos.line,
            column: pos.column,
            kind,
        }
    }

    fn run(mut self) -> Result<Unit, ImportError> {
        let order = std::mem::take(&mut self.order);
        for &(_, pos, rec) in &order {
            self.shell(rec).map_err(|k| self.at(pos, k))?;
        }
        for &(id, pos, rec) in &order {
            if let Some((t, Origin::Made)) = self.nodes.get(&id).copied()
                && rec.code != "integer_cst"
            {
                self.scalars(t, rec).map_err(|k| self.at(pos, k))?;
            }
        }
        for &(_, pos, rec) in &order {
            if rec.code == "integer_cst" {
                self.integer(rec).map_err(|k| self.at(pos, k))?;
            }
        }
        for &(id, pos, rec) in &order {
            if let Some((t, Origin::Made)) = self.nodes.get(&id).copied()
                && rec.code != "integer_cst"
            {
                self.links(t, rec).map_err(|k| self.at(pos, k))?;
            }
        }
        self.bump_counters();
        let mut functions = Vec::new();
        for (pos, record) in &self.doc.records {
            if let Record::Function(f) = record {
                let function = self.function(f).map_err(|k| self.at(*pos, k))?;
                functions.push(function);
            }
        }
        Ok(Unit {
            functions,
            nodes: self.nodes.iter().map(|(&id, &(t, _))| (id, t)).collect(),
        })
    }

    fn code(rec: &NodeRecord) -> Step<TreeCode> {
        TreeCode::from_name(&rec.code)
            .filter(|c| c.name() == rec.code)
            .ok_or_else(|| ImportErrorKind::UnknownCode(rec.code.clone()))
    }

    fn resolve(&self, id: Option<NodeId>, field: &str) -> Step<Option<Tree>> {
        match id {
            None => Ok(None),
            Some(id) => match self.nodes.get(&id) {
                Some(&(t, _)) => Ok(Some(t)),
                None => Err(ImportErrorKind::Dangling {
                    field: field.to_string(),
                    id,
                }),
            },
        }
    }

    fn required(&self, id: Option<NodeId>, field: &'static str) -> Step<Tree> {
        self.resolve(id, field)?
            .ok_or(ImportErrorKind::Null { field })
    }

    /// Pass 1: the node of the record's code, with the right shape.
    fn shell(&mut self, rec: &NodeRecord) -> Step {
        let code = Self::code(rec)?;
        if let Some(name) = &rec.global
            && let Some(&g) = self.globals.get(name.as_str())
            && self.tc.store.code(g) == Some(code)
        {
            self.nodes.insert(rec.id, (g, Origin::Global));
            return Ok(());
        }
        let t = match code {
            // Made in pass 3, once their type's precision is known.
            C::IntegerCst => return Ok(()),
            C::IdentifierNode => {
                let bytes = match (&rec.name, &rec.name_hex) {
                    (Some(name), None) => name.as_bytes().to_vec(),
                    (None, Some(hex)) => {
                        hex_decode(hex).ok_or(ImportErrorKind::BadHex { key: "name_hex" })?
                    }
                    _ => return Err(ImportErrorKind::Missing { key: "name", code }),
                };
                self.tc
                    .store
                    .intern(&bytes)
                    .ok_or_else(|| TreeError::full("import", "IDENTIFIER_NODE"))
                    .map_err(field("name"))?
            }
            _ if code.contains_struct(TreeStruct::Exp) => {
                let n = match code.arity() {
                    Arity::Fixed(n) if rec.ops.len() == n as usize => rec.ops.len(),
                    // Operand 0 of a vl_exp, its length, is implied by `ops`.
                    Arity::Variable { min } if rec.ops.len() + 1 >= min as usize => {
                        rec.ops.len() + 1
                    }
                    arity => {
                        return Err(ImportErrorKind::Count {
                            code,
                            what: "operands",
                            expected: arity.to_string(),
                            got: rec.ops.len(),
                        });
                    }
                };
                let mut ops = vec![None; n];
                if matches!(code.arity(), Arity::Variable { .. }) {
                    let int = self.tc.integer_type_node();
                    let len = i64::try_from(n).map_err(|_| ImportErrorKind::Count {
                        code,
                        what: "operands",
                        expected: code.arity().to_string(),
                        got: rec.ops.len(),
                    })?;
                    ops[0] = Some(
                        self.tc
                            .build_int_cst(Some(int), len)
                            .map_err(field("ops"))?,
                    );
                }
                self.tc
                    .store
                    .new_exp(code, None, &ops, 0, 0)
                    .ok_or_else(|| TreeError::full("import", "expression"))
                    .map_err(field("code"))?
            }
            _ => {
                let t = self.tc.make_node(code).map_err(field("code"))?;
                if code.is_type() {
                    // make_node's defaults; the record's refs say what they are.
                    let r = self.tc.store.ty_rec_mut(t);
                    r.main_variant = None;
                    r.canonical = None;
                }
                t
            }
        };
        self.nodes.insert(rec.id, (t, Origin::Made));
        Ok(())
    }

    /// Pass 2: flags, mode, constant payloads and `nums`.
    fn scalars(&mut self, t: Tree, rec: &NodeRecord) -> Step {
        let code = Self::code(rec)?;
        self.flags(t, code, &rec.flags)?;
        self.mode(t, code, rec)?;
        check_payload_keys(code, rec)?;
        if let Some(data) = payload(code, rec)? {
            self.tc.store.misc_mut(t).data = data;
        }
        if code == C::VectorType && !rec.nums.contains_key("TYPE_VECTOR_SUBPARTS") {
            return Err(ImportErrorKind::Unsupported(
                "a scalable vector type (no TYPE_VECTOR_SUBPARTS)",
            ));
        }
        for (key, &v) in &rec.nums {
            let f =
                fields::num_field(key).ok_or_else(|| ImportErrorKind::UnknownNum(key.clone()))?;
            (f.set)(self.tc, t, v).map_err(field(format!("nums.{key}")))?;
        }
        Ok(())
    }

    /// The record's `mode`: a type's TYPE_MODE; refused on other nodes than declarations.
    fn mode(&mut self, t: Tree, code: TreeCode, rec: &NodeRecord) -> Step {
        if let Some(name) = &rec.mode {
            let mode = MachineMode::ALL
                .iter()
                .copied()
                .find(|m| m.name() == name)
                .ok_or_else(|| ImportErrorKind::UnknownMode(name.clone()))?;
            if code.is_type() {
                self.tc.set_type_mode(t, mode).map_err(field("mode"))?;
            } else if !code.is_decl() {
                // DECL_MODE is not modelled (a decl's mode follows its type here).
                return Err(ImportErrorKind::NotApplicable { key: "mode", code });
            }
        }
        Ok(())
    }

    /// The `flags` list, exactly: every other one-bit field is cleared.
    fn flags(&mut self, t: Tree, code: TreeCode, names: &[String]) -> Step {
        let mut base = 0u32;
        let mut decl = Vec::new();
        let mut ty = Vec::new();
        for name in names {
            match fields::flag_by_name(name) {
                Some(AnyFlag::Base(f)) => base |= f.bit(),
                Some(AnyFlag::Decl(f)) => decl.push((name, f)),
                Some(AnyFlag::Type(f)) => ty.push((name, f)),
                None => return Err(ImportErrorKind::UnknownFlag(name.clone())),
            }
        }
        self.tc.store.set_flags(t, base);
        if code.is_decl() {
            self.tc.store.decl_mut(t).decl_flags = 0;
        }
        if code.is_type() {
            self.tc.store.ty_rec_mut(t).type_flags = 0;
        }
        for (name, f) in decl {
            self.tc
                .set_decl_flag(t, f, true)
                .map_err(field(format!("flags.{name}")))?;
        }
        for (name, f) in ty {
            self.tc
                .set_type_flag(t, f, true)
                .map_err(field(format!("flags.{name}")))?;
        }
        Ok(())
    }

    /// Pass 3: an INTEGER_CST, hash-consed unless its flags differ from a shared
    /// constant's (an overflowed constant is a node of its own, as in GCC).
    fn integer(&mut self, rec: &NodeRecord) -> Step {
        let code = C::IntegerCst;
        if self.nodes.contains_key(&rec.id) {
            return Ok(()); // a global constant
        }
        for (key, present) in [
            ("chain", rec.chain.is_some()),
            ("loc", rec.loc.is_some()),
            ("ops", !rec.ops.is_empty()),
            ("refs", !rec.refs.is_empty()),
            ("nums", !rec.nums.is_empty()),
            ("mode", rec.mode.is_some()),
            ("real", rec.real.is_some()),
            ("fixed", rec.fixed.is_some()),
            ("string", rec.string.is_some()),
            ("name", rec.name.is_some() || rec.name_hex.is_some()),
            ("elts", !rec.elts.is_empty()),
            ("ctor", !rec.ctor.is_empty()),
            ("clause", rec.clause.is_some()),
            ("ifn", rec.ifn.is_some()),
        ] {
            if present {
                return Err(ImportErrorKind::NotApplicable { key, code });
            }
        }
        let ty = self
            .resolve(rec.ty, "type")?
            .ok_or(ImportErrorKind::Missing { key: "type", code })?;
        let text = rec
            .value
            .as_ref()
            .ok_or(ImportErrorKind::Missing { key: "value", code })?;
        let bad = |why: String| ImportErrorKind::BadInteger {
            value: text.clone(),
            why,
        };
        let v = match text.strip_prefix("0x") {
            Some(hex) => self.hex_bits(ty, hex).map_err(bad)?,
            None => {
                let digits = text.strip_prefix('-').unwrap_or(text);
                if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                    return Err(bad("expected a decimal integer".into()));
                }
                text.parse()
                    .map_err(|_| bad("expected a decimal integer".into()))?
            }
        };
        let fits = self
            .tc
            .int_fits_type_p(&v, ty)
            .map_err(|e| bad(e.to_string()))?;
        if !fits {
            return Err(bad(
                "does not fit its type (read with the type's sign)".into()
            ));
        }
        let mut flags = 0u32;
        for name in &rec.flags {
            match fields::flag_by_name(name) {
                Some(AnyFlag::Base(f)) => flags |= f.bit(),
                Some(_) => {
                    return Err(ImportErrorKind::NotApplicable { key: "flags", code });
                }
                None => return Err(ImportErrorKind::UnknownFlag(name.clone())),
            }
        }
        let t = if flags == Flag::Constant.bit() {
            self.tc
                .build_int_cst_big(ty, &v)
                .map_err(|e| bad(e.to_string()))?
        } else {
            let shared = self
                .tc
                .build_int_cst_big(ty, &v)
                .map_err(|e| bad(e.to_string()))?;
            let elts = self.tc.store.int_elts(shared);
            let t = self
                .tc
                .store
                .int_cst_unshared(ty, &elts)
                .ok_or_else(|| bad(TreeError::full("import", "INTEGER_CST").to_string()))?;
            self.tc.store.set_flags(t, flags);
            t
        };
        self.nodes.insert(rec.id, (t, Origin::Made));
        Ok(())
    }

    /// A `value` in hexadecimal: the constant's bits at its type's precision (what GCC's
    /// `print_dec` writes for values wider than a HOST_WIDE_INT), read with the type's sign.
    fn hex_bits(&self, ty: Tree, hex: &str) -> Result<BigInt, String> {
        let expected = || "expected a decimal integer or 0x and hex digits".to_string();
        if hex.is_empty() || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(expected());
        }
        let bits = num_bigint::BigUint::parse_bytes(hex.as_bytes(), 16).ok_or_else(expected)?;
        let code = self.tc.store.code(ty);
        if !code.is_some_and(|c| c.is_type()) {
            return Err("the constant's type is no type".into());
        }
        let r = self.tc.store.ty_rec(ty);
        let precision = r.precision as usize;
        let unsigned = r.flags & Flag::Unsigned.bit() != 0
            || matches!(r.code, C::PointerType | C::ReferenceType | C::NullptrType);
        if precision == 0 || bits.bits() > precision as u64 {
            return Err(format!("more bits than the type's precision {precision}"));
        }
        let v = BigInt::from(bits);
        Ok(if !unsigned && v.bit(precision as u64 - 1) {
            v - (BigInt::from(1) << precision)
        } else {
            v
        })
    }

    /// Pass 4: everything that names other nodes, and the location.
    fn links(&mut self, t: Tree, rec: &NodeRecord) -> Step {
        let code = Self::code(rec)?;
        let ty = self.resolve(rec.ty, "type")?;
        if rec.ty.is_some() || code.contains_struct(TreeStruct::Typed) {
            self.tc.set_tree_type(t, ty).map_err(field("type"))?;
        }
        if code == C::RealCst {
            let decimal_type = ty.is_some_and(|ty| {
                self.tc.store.code(ty).is_some_and(|c| c.is_type())
                    && MachineMode::ALL
                        .get(usize::from(self.tc.store.ty_rec(ty).mode).wrapping_sub(1))
                        .is_some_and(|m| m.class() == crate::ModeClass::DecimalFloat)
            });
            let decimal_value = matches!(self.tc.store.misc(t).data, MiscData::DecimalReal(_));
            // A decimal REAL_VALUE_TYPE keeps a decimal encoding in its significand, so a
            // decimal type's constant must come as GCC's decimal text, and decimal text
            // belongs to a decimal type only.
            if decimal_type && !decimal_value {
                return Err(ImportErrorKind::Unsupported(
                    "a binary REAL_CST value for a decimal floating type (_Decimal32/64/128)",
                ));
            }
            if decimal_value && !decimal_type {
                return Err(ImportErrorKind::Unsupported(
                    "a decimal-float REAL_CST value without a decimal floating type",
                ));
            }
        }
        let chain = self.resolve(rec.chain, "chain")?;
        if rec.chain.is_some() || code.contains_struct(TreeStruct::Common) {
            self.tc.set_tree_chain(t, chain).map_err(field("chain"))?;
        }
        if let Some(loc) = &rec.loc {
            let l = if loc.0 == "<built-in>" && loc.1 == 0 {
                Location::BUILTINS
            } else {
                self.tc
                    .intern_location(&loc.0, loc.1, loc.2)
                    .map_err(field("loc"))?
            };
            if !self.tc.store.set_locus(t, l.0) {
                return Err(ImportErrorKind::NotApplicable { key: "loc", code });
            }
        }
        self.operands(t, code, rec)?;
        for (key, &id) in &rec.refs {
            let f =
                fields::ref_field(key).ok_or_else(|| ImportErrorKind::UnknownRef(key.clone()))?;
            let v = self.resolve(id, &format!("refs.{key}"))?;
            (f.set)(self.tc, t, v).map_err(field(format!("refs.{key}")))?;
        }
        if let Some(name) = &rec.ifn {
            let f = InternalFn::from_name(name)
                .ok_or_else(|| ImportErrorKind::UnknownIfn(name.clone()))?;
            self.tc
                .set_call_expr_ifn(t, Some(f))
                .map_err(field("ifn"))?;
        }
        self.elements(t, code, rec)
    }

    fn operands(&mut self, t: Tree, code: TreeCode, rec: &NodeRecord) -> Step {
        let ops = rec
            .ops
            .iter()
            .map(|&id| self.resolve(id, "ops"))
            .collect::<Step<Vec<_>>>()?;
        if code == C::OmpClause {
            if let MiscData::Clause { ops: slots, .. } = &mut self.tc.store.misc_mut(t).data {
                slots.copy_from_slice(&ops);
            }
            return Ok(());
        }
        let skip = usize::from(matches!(code.arity(), Arity::Variable { .. }));
        let has_ops = code.contains_struct(TreeStruct::Exp)
            || matches!(self.tc.store.misc_data(t), Some(MiscData::Vec(_)))
                && !matches!(code, C::TreeVec | C::Overload);
        if !has_ops {
            if ops.is_empty() {
                return Ok(());
            }
            return Err(ImportErrorKind::NotApplicable { key: "ops", code });
        }
        let slots = self.tc.store.ops_mut(t);
        if slots.len() != ops.len() + skip {
            return Err(ImportErrorKind::Count {
                code,
                what: "operands",
                expected: code.arity().to_string(),
                got: ops.len(),
            });
        }
        slots[skip..].copy_from_slice(&ops);
        Ok(())
    }

    fn elements(&mut self, t: Tree, code: TreeCode, rec: &NodeRecord) -> Step {
        let elts = rec
            .elts
            .iter()
            .map(|&id| self.resolve(id, "elts"))
            .collect::<Step<Vec<_>>>()?;
        let nonnull = |what: &'static str| -> Step<Vec<Tree>> {
            elts.iter()
                .map(|e| e.ok_or(ImportErrorKind::Null { field: what }))
                .collect()
        };
        let data = match code {
            C::TreeVec => MiscData::Vec(elts.clone()),
            C::StatementList => MiscData::Stmts(nonnull("elts")?),
            C::PolyIntCst => {
                let coeffs = nonnull("elts")?;
                if coeffs.len() != crate::NUM_POLY_INT_COEFFS {
                    return Err(ImportErrorKind::Count {
                        code,
                        what: "coefficients",
                        expected: crate::NUM_POLY_INT_COEFFS.to_string(),
                        got: coeffs.len(),
                    });
                }
                MiscData::PolyInt(coeffs)
            }
            C::VectorCst => self.vector(rec, nonnull("elts")?)?,
            C::Constructor => MiscData::Ctor(
                rec.ctor
                    .iter()
                    .map(|&(i, v)| Ok((self.resolve(i, "ctor")?, self.resolve(v, "ctor")?)))
                    .collect::<Step<Vec<_>>>()?,
            ),
            C::TreeBinfo => {
                let bases = nonnull("elts")?;
                if let MiscData::Binfo(b) = &mut self.tc.store.misc_mut(t).data {
                    b.base_binfos = bases;
                }
                return Ok(());
            }
            _ => return Ok(()),
        };
        self.tc.store.misc_mut(t).data = data;
        Ok(())
    }

    fn vector(&self, rec: &NodeRecord, elts: Vec<Tree>) -> Step<MiscData> {
        let num = |key: &'static str| {
            rec.nums.get(key).copied().ok_or(ImportErrorKind::Missing {
                key,
                code: C::VectorCst,
            })
        };
        let log2 = num("VECTOR_CST_LOG2_NPATTERNS")?;
        let per = num("VECTOR_CST_NELTS_PER_PATTERN")?;
        if !(0..=16).contains(&log2) || !(1..=3).contains(&per) {
            return Err(ImportErrorKind::BadVector(format!(
                "log2 npatterns {log2} (expected 0..=16), nelts per pattern {per} (expected 1..=3)"
            )));
        }
        let npatterns = 1u32 << log2;
        let want = npatterns as usize * per as usize;
        if elts.len() != want {
            return Err(ImportErrorKind::BadVector(format!(
                "{npatterns} patterns of {per} need {want} encoded elements, got {}",
                elts.len()
            )));
        }
        Ok(MiscData::Vector {
            npatterns,
            nelts_per_pattern: per as u8,
            elts,
        })
    }

    /// New DECL_UIDs, TYPE_UIDs and BLOCK_NUMBERs continue after the imported ones.
    fn bump_counters(&mut self) {
        let tc = &mut *self.tc;
        for &(t, origin) in self.nodes.values() {
            if origin == Origin::Global {
                continue;
            }
            match pool_for(tc.store.code(t).unwrap_or(C::ErrorMark)) {
                crate::nodes::handle::Pool::Decl => {
                    let r = tc.store.decl(t);
                    if r.code != C::DebugExprDecl {
                        tc.next_decl_uid = tc.next_decl_uid.max(r.uid.saturating_add(1));
                    }
                }
                crate::nodes::handle::Pool::Type => {
                    let uid = tc.store.ty_rec(t).uid;
                    tc.next_type_uid = tc.next_type_uid.max(uid.saturating_add(1));
                }
                _ => {
                    if let Some(MiscData::Block(b)) = tc.store.misc_data(t) {
                        let n = b.number.saturating_add(1);
                        tc.next_block_number = tc.next_block_number.max(n);
                    }
                }
            }
        }
    }

    fn function(&mut self, f: &super::format::FunctionRecord) -> Step<UnitFunction> {
        let fndecl = |id: NodeId| -> Step<Tree> {
            let t = self.required(Some(id), "decl")?;
            match self.tc.store.code(t) {
                Some(C::FunctionDecl) => Ok(t),
                code => Err(ImportErrorKind::NotAFunction {
                    id,
                    code: code.unwrap_or(C::ErrorMark),
                }),
            }
        };
        let mut decl = fndecl(f.decl)?;
        let nested = f
            .nested
            .iter()
            .map(|&id| fndecl(id))
            .collect::<Step<Vec<_>>>()?;
        // A body other than the FUNCTION_DECL's last one (the function was defined again
        // later): a copy of the declaration holds it, as the decl did when GCC dumped it.
        if let Some(body) = self.resolve(f.body, "body")? {
            let field = |source| ImportErrorKind::Field {
                key: "body".into(),
                source,
            };
            if self.tc.decl_saved_tree(decl).map_err(field)? != Some(body) {
                decl = self.tc.copy_node(decl).map_err(field)?;
                self.tc
                    .set_decl_saved_tree(decl, Some(body))
                    .map_err(field)?;
            }
        }
        Ok(UnitFunction {
            decl,
            printable: f.printable.clone(),
            assembler: f.assembler.clone(),
            nested,
        })
    }
}

/// Refuses a payload key on a code that has no such payload (`value` on any code: an
/// INTEGER_CST's value is in `nums`).
fn check_payload_keys(code: TreeCode, rec: &NodeRecord) -> Result<(), ImportErrorKind> {
    let only = |key: &'static str, present: bool, codes: &[TreeCode]| {
        if present && !codes.contains(&code) {
            Err(ImportErrorKind::NotApplicable { key, code })
        } else {
            Ok(())
        }
    };
    only("value", rec.value.is_some(), &[])?;
    only("real", rec.real.is_some(), &[C::RealCst])?;
    only("fixed", rec.fixed.is_some(), &[C::FixedCst])?;
    only("string", rec.string.is_some(), &[C::StringCst])?;
    only("name", rec.name.is_some(), &[C::IdentifierNode])?;
    only("name_hex", rec.name_hex.is_some(), &[C::IdentifierNode])?;
    only("clause", rec.clause.is_some(), &[C::OmpClause])?;
    only("ifn", rec.ifn.is_some(), &[C::CallExpr])?;
    only("ctor", !rec.ctor.is_empty(), &[C::Constructor])?;
    let elts_codes = [
        C::VectorCst,
        C::TreeVec,
        C::PolyIntCst,
        C::StatementList,
        C::Block,
        C::TreeBinfo,
    ];
    only("elts", !rec.elts.is_empty(), &elts_codes)?;
    Ok(())
}

/// The miscellaneous-pool payload a constant, vector, clause or block record carries, or
/// `None` for a code whose payload is filled in later or has none.
fn payload(code: TreeCode, rec: &NodeRecord) -> Result<Option<MiscData>, ImportErrorKind> {
    Ok(match code {
        C::RealCst => {
            let text = rec
                .real
                .as_ref()
                .ok_or(ImportErrorKind::Missing { key: "real", code })?;
            if super::format::is_decimal_real(text) {
                // A decimal-float constant: GCC's decimal text (format v1, `real`).
                Some(MiscData::DecimalReal(text.as_str().into()))
            } else {
                let v = parse_real(text).map_err(|source| ImportErrorKind::BadReal {
                    value: text.clone(),
                    source,
                })?;
                Some(MiscData::Real(v))
            }
        }
        C::FixedCst => {
            let (bits, fbits) = rec
                .fixed
                .as_ref()
                .ok_or(ImportErrorKind::Missing { key: "fixed", code })?;
            let bad = || ImportErrorKind::BadFixed {
                value: bits.clone(),
            };
            Some(MiscData::Fixed {
                bits: bits.parse().map_err(|_| bad())?,
                fbits: u8::try_from(*fbits).map_err(|_| bad())?,
            })
        }
        C::StringCst => {
            let hex = rec.string.as_ref().ok_or(ImportErrorKind::Missing {
                key: "string",
                code,
            })?;
            let bytes = hex_decode(hex).ok_or(ImportErrorKind::BadHex { key: "string" })?;
            Some(MiscData::String(bytes))
        }
        C::TreeVec => Some(MiscData::Vec(vec![None; rec.elts.len()])),
        C::OmpClause => {
            let name = rec.clause.as_ref().ok_or(ImportErrorKind::Missing {
                key: "clause",
                code,
            })?;
            let kind = OmpClauseCode::ALL
                .iter()
                .copied()
                .find(|k| k.name() == name)
                .ok_or_else(|| ImportErrorKind::UnknownClause(name.clone()))?;
            if rec.ops.len() != kind.num_ops() {
                return Err(ImportErrorKind::Count {
                    code,
                    what: "operands",
                    expected: kind.num_ops().to_string(),
                    got: rec.ops.len(),
                });
            }
            Some(MiscData::Clause {
                kind,
                locus: 0,
                subcode: 0,
                ops: vec![None; kind.num_ops()],
            })
        }
        C::Block if !rec.elts.is_empty() => {
            return Err(ImportErrorKind::Unsupported(
                "BLOCK_NONLOCALIZED_VARS (a BLOCK's elts)",
            ));
        }
        _ => None,
    })
}
