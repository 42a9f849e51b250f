//! Parsed raw dumps → the interchange model ([`Document`]), with each function's losses.

mod recover;

use num_bigint::BigInt;

use recover::{MADE_DECL, MADE_IDS, MADE_NAME};

use super::error::{RawError, RawErrorKind};
use super::fields::{self, TypeField};
use super::loss::{RawFunction, RawLoss};
use super::parse::{RawDump, RawField, RawFunctionDump, RawNode, RawValue};
use crate::TreeCode;
use crate::interop::format::{
    Document, FunctionRecord, Header, Loc, NodeId, NodeRecord, Pos, Record, hex_encode,
};
use crate::real::{RealClass, RealValue, significand_bits};

/// A raw dump converted: the document (nodes and function records) and, per function in
/// dump order, its record and losses.
#[derive(Clone, Debug, PartialEq)]
pub struct RawDocument {
    /// The interchange document.
    pub document: Document,
    /// The functions, in dump order.
    pub functions: Vec<RawFunction>,
}

/// The `producer` the documents made from raw dumps carry (the dump names no version).
pub const RAW_PRODUCER: &str = "gcc -fdump-tree-original-raw";

/// Converts a parsed dump. `language` goes into the header (`"c"` or `"c++"`).
///
/// Each function's nodes get their own id range (`@N` of the k-th function is
/// `base_k + N`): the same GCC node dumped in two functions becomes two nodes. Standard C
/// types are marked with the GCC global they are (`global`), so an importer can map them
/// onto its own; identifiers are equal by name anyway.
pub fn convert(dump: &RawDump, language: &str) -> Result<RawDocument, RawError> {
    let mut document = Document {
        file: dump.file.clone(),
        header: Header::new(RAW_PRODUCER, language, &dump.file),
        records: Vec::new(),
    };
    let mut functions = Vec::new();
    let mut base: u32 = 0;
    for f in &dump.functions {
        let too_many = || RawError::at(&dump.file, f.pos, RawErrorKind::TooManyNodes);
        let count = u32::try_from(f.nodes.len()).map_err(|_| too_many())?;
        // Room for the nodes, and the ones the converter may make.
        let end = base
            .checked_add(count)
            .and_then(|e| e.checked_add(MADE_IDS))
            .ok_or_else(too_many)?;
        let fun = Fun {
            dump,
            f,
            base,
            cplusplus: language == "c++",
        };
        functions.push(fun.convert(&mut document.records)?);
        base = end;
    }
    Ok(RawDocument {
        document,
        functions,
    })
}

struct Fun<'a> {
    dump: &'a RawDump,
    f: &'a RawFunctionDump,
    base: u32,
    /// A C++ dump: fields of `cp/dump.cc` the reader does not convert are losses, not
    /// errors.
    cplusplus: bool,
}

/// An INTEGER_CST's `int:` text: a signed decimal, or a hex bit pattern.
enum Printed {
    Signed(BigInt),
    Pattern(BigInt),
}

/// Precision and signedness of an integral type, as far as the dump tells.
struct IntType {
    precision: u32,
    unsigned: bool,
}

impl Fun<'_> {
    fn id(&self, index: u32) -> NodeId {
        self.base + index
    }

    fn node(&self, index: u32) -> Option<&RawNode> {
        self.f.nodes.get((index as usize).checked_sub(1)?)
    }

    fn field<'n>(&self, n: &'n RawNode, label: &str) -> Option<&'n RawValue> {
        n.fields.iter().find(|f| f.label == label).map(|f| &f.value)
    }

    fn node_field(&self, n: &RawNode, label: &str) -> Option<&RawNode> {
        match self.field(n, label)? {
            RawValue::Node(m) => self.node(*m),
            _ => None,
        }
    }

    /// An IDENTIFIER_NODE's text (when UTF-8).
    fn identifier<'n>(&self, n: &'n RawNode) -> Option<&'n str> {
        if n.code != TreeCode::IdentifierNode {
            return None;
        }
        match self.field(n, "strg")? {
            RawValue::Str { text, .. } => std::str::from_utf8(text).ok(),
            _ => None,
        }
    }

    /// The name of a decl or type: its `name:` identifier, through a TYPE_DECL for types.
    fn name_of(&self, n: &RawNode) -> Option<&str> {
        let name = self.node_field(n, "name")?;
        match name.code {
            TreeCode::IdentifierNode => self.identifier(name),
            TreeCode::TypeDecl => self.identifier(self.node_field(name, "name")?),
            _ => None,
        }
    }

    fn int_field(&self, n: &RawNode, label: &str) -> Option<i128> {
        match self.field(n, label)? {
            RawValue::Int(v) => Some(*v),
            _ => None,
        }
    }

    fn int_type(&self, ty: &RawNode) -> Option<IntType> {
        use TreeCode as C;
        match ty.code {
            C::IntegerType | C::EnumeralType => Some(IntType {
                precision: u32::try_from(self.int_field(ty, "prec")?).ok()?,
                unsigned: matches!(self.field(ty, "sign")?, RawValue::Word(w) if w == "unsigned"),
            }),
            // C's _Bool (boolean_type_node) is an unsigned type of precision 1.
            C::BooleanType => Some(IntType {
                precision: 1,
                unsigned: true,
            }),
            // Pointer-like types are unsigned, as wide as their size.
            C::PointerType | C::ReferenceType | C::OffsetType | C::NullptrType => {
                let size = self.node_field(ty, "size")?;
                Some(IntType {
                    precision: u32::try_from(self.int_field(size, "int")?).ok()?,
                    unsigned: true,
                })
            }
            _ => None,
        }
    }

    fn error(&self, pos: Pos, kind: RawErrorKind) -> RawError {
        RawError::at(&self.dump.file, pos, kind)
    }

    fn wrong(&self, f: &RawField, expected: &'static str) -> RawError {
        let found = match f.value {
            RawValue::Node(_) => "a node `@M`",
            RawValue::Int(_) => "an integer",
            RawValue::Word(_) => "a word",
            RawValue::Str { .. } => "a string",
            RawValue::Srcp(..) => "a source position",
            RawValue::Quals { .. } => "qualifiers",
        };
        self.error(
            f.pos,
            RawErrorKind::WrongValue {
                label: f.label.clone(),
                expected,
                found,
            },
        )
    }

    fn node_ref(&self, f: &RawField) -> Result<NodeId, RawError> {
        match f.value {
            RawValue::Node(m) => Ok(self.id(m)),
            _ => Err(self.wrong(f, "a node `@M`")),
        }
    }

    fn int(&self, f: &RawField) -> Result<i128, RawError> {
        match f.value {
            RawValue::Int(v) => Ok(v),
            _ => Err(self.wrong(f, "an integer")),
        }
    }

    fn num(&self, f: &RawField) -> Result<i64, RawError> {
        let v = self.int(f)?;
        i64::try_from(v).map_err(|_| {
            self.error(
                f.pos,
                RawErrorKind::OutOfRange {
                    what: "a 64-bit field",
                    text: v.to_string(),
                },
            )
        })
    }

    fn word<'f>(
        &self,
        f: &'f RawField,
        expected: &'static [&'static str],
    ) -> Result<&'f str, RawError> {
        match &f.value {
            RawValue::Word(w) if expected.contains(&w.as_str()) => Ok(w),
            _ => Err(self.wrong(f, "one of the words GCC prints there")),
        }
    }

    fn convert(&self, records: &mut Vec<(Pos, Record)>) -> Result<RawFunction, RawError> {
        let mut losses = Vec::new();
        let mut nodes = Vec::with_capacity(self.f.nodes.len());
        for n in &self.f.nodes {
            nodes.push((n.pos, self.convert_node(n, &mut losses)?));
        }
        self.recover_predictors(&mut nodes, &mut losses);
        self.body_losses(&mut losses);
        let decl = self.find_decl();
        let decl_id = match decl {
            Some(d) => {
                let rec = &mut nodes[(d - 1) as usize].1;
                rec.refs.insert("DECL_SAVED_TREE".into(), Some(self.id(1)));
                self.id(d)
            }
            None => {
                let count = self.f.nodes.len() as u32;
                let (decl, name) = (self.id(count + MADE_DECL), self.id(count + MADE_NAME));
                let mut fndecl = NodeRecord {
                    id: decl,
                    code: TreeCode::FunctionDecl.name().into(),
                    ..NodeRecord::default()
                };
                fndecl.refs.insert("DECL_NAME".into(), Some(name));
                fndecl
                    .refs
                    .insert("DECL_SAVED_TREE".into(), Some(self.id(1)));
                let ident = NodeRecord {
                    id: name,
                    code: TreeCode::IdentifierNode.name().into(),
                    name: Some(self.f.printable.clone()),
                    ..NodeRecord::default()
                };
                nodes.push((self.f.pos, ident));
                nodes.push((self.f.pos, fndecl));
                losses.push(RawLoss::FunctionDeclMade { decl });
                decl
            }
        };
        records.extend(
            nodes
                .into_iter()
                .map(|(pos, r)| (pos, Record::Node(Box::new(r)))),
        );
        let record = FunctionRecord {
            decl: decl_id,
            printable: self.f.printable.clone(),
            assembler: self.f.assembler.clone(),
            nested: Vec::new(),
            body: None,
        };
        records.push((self.f.pos, Record::Function(record.clone())));
        Ok(RawFunction { record, losses })
    }

    /// The function's own FUNCTION_DECL among the nodes: named as the header names it
    /// (by assembler name when the header has one and the decl shows `mngl:`).
    fn find_decl(&self) -> Option<u32> {
        let candidates = self
            .f
            .nodes
            .iter()
            .filter(|n| n.code == TreeCode::FunctionDecl);
        for n in candidates {
            let mngl = self.node_field(n, "mngl").and_then(|m| self.identifier(m));
            let matches = match (&self.f.assembler, mngl) {
                (Some(a), Some(m)) => a == m,
                _ => self.name_of(n) == Some(self.f.printable.as_str()),
            };
            if matches {
                return Some(n.index);
            }
        }
        None
    }

    fn convert_node<'n>(
        &self,
        n: &'n RawNode,
        losses: &mut Vec<RawLoss>,
    ) -> Result<NodeRecord, RawError> {
        use TreeCode as C;
        let code = n.code;
        let id = self.id(n.index);
        let mut r = NodeRecord {
            id,
            code: code.name().into(),
            ..NodeRecord::default()
        };
        let expr = code.is_expression();
        if expr && !code.arity().is_variable() {
            r.ops = vec![None; code.arity().min()];
        }
        let call_like = matches!(code, C::CallExpr | C::AggrInitExpr);
        if call_like {
            // CALL_EXPR_FN, CALL_EXPR_STATIC_CHAIN (never dumped) / AGGR_INIT_EXPR_SLOT,
            // then the arguments.
            r.ops = vec![None, None];
        }
        let labels = fields::operand_labels(code);
        let mut taken = vec![false; labels.len()];
        let mut seen: Vec<&str> = Vec::new();
        let mut ctor_index: Option<Option<NodeId>> = None;
        let mut next_elt = 0usize;
        let mut one = |f: &'n RawField, losses: &mut Vec<RawLoss>| -> Result<(), RawError> {
            let label = f.label.as_str();
            // C++ prints several `note:` and `spec:` fields on one function.
            let repeatable = matches!(label, "init" | "idx" | "val" | "accs" | "binf" | "op:")
                || (self.cplusplus && matches!(label, "note" | "spec"));
            // Numbered labels are checked by their order below (and a STATEMENT_LIST may
            // have 100,000 of them).
            let numbered = label.bytes().all(|b| b.is_ascii_digit());
            if !repeatable && !numbered {
                if seen.contains(&label) {
                    return Err(self.error(f.pos, RawErrorKind::DuplicateField(f.label.clone())));
                }
                seen.push(label);
            }
            let unexpected = || {
                self.error(
                    f.pos,
                    RawErrorKind::UnexpectedField {
                        code: code.name(),
                        label: f.label.clone(),
                    },
                )
            };
            if label == "type" && !n.binfo {
                r.ty = Some(self.node_ref(f)?);
                return Ok(());
            }
            if numbered {
                // Numbered elements: STATEMENT_LIST statements, TREE_VEC elements, call
                // arguments, in order from 0.
                if !matches!(
                    code,
                    C::StatementList | C::TreeVec | C::CallExpr | C::AggrInitExpr
                ) {
                    return Err(unexpected());
                }
                if label.parse::<usize>().ok() != Some(next_elt) {
                    return Err(self.wrong(f, "the next element number"));
                }
                next_elt += 1;
                let v = Some(self.node_ref(f)?);
                if call_like {
                    r.ops.push(v);
                } else {
                    r.elts.push(v);
                }
                return Ok(());
            }
            if expr {
                if call_like && label == "fn" {
                    r.ops[0] = Some(self.node_ref(f)?);
                    return Ok(());
                }
                if code == C::AggrInitExpr && label == "decl" {
                    r.ops[1] = Some(self.node_ref(f)?);
                    return Ok(());
                }
                if code == C::AggrInitExpr && label == "ctor" {
                    self.int(f)?;
                    return Ok(());
                }
                if label == "line" && fields::prints_line(code) {
                    self.int(f)?;
                    return Ok(());
                }
                let slot = labels
                    .iter()
                    .enumerate()
                    .find(|(i, (l, _))| *l == label && !taken[*i])
                    .map(|(i, (_, op))| (i, *op));
                let Some((i, op)) = slot else {
                    return Err(unexpected());
                };
                taken[i] = true;
                r.ops[op] = Some(self.node_ref(f)?);
                return Ok(());
            }
            if code.is_decl() {
                if let Some(macro_name) = fields::decl_ref(code, label) {
                    r.refs.insert(macro_name.into(), Some(self.node_ref(f)?));
                    if label == "args" {
                        losses.push(RawLoss::FirstDeclOnly { owner: id });
                    }
                    return Ok(());
                }
                match label {
                    "srcp" => match &f.value {
                        RawValue::Srcp(file, line) => r.loc = Some(Loc(file.clone(), *line, 0)),
                        _ => return Err(self.wrong(f, "`FILE:LINE`")),
                    },
                    "note" => {
                        self.word(f, &["artificial"])?;
                        r.flags.push("DECL_ARTIFICIAL".into());
                    }
                    "algn" => {
                        r.nums.insert("DECL_ALIGN".into(), self.num(f)?);
                    }
                    "used" if matches!(code, C::VarDecl | C::ParmDecl) => {
                        if self.int(f)? != 0 {
                            r.flags.push("used_flag".into());
                        }
                    }
                    "spec" if matches!(code, C::VarDecl | C::ParmDecl) => {
                        self.word(f, &["register"])?;
                        r.flags.push("DECL_REGISTER".into());
                    }
                    "bpos" if code == C::FieldDecl => {
                        self.node_ref(f)?;
                        losses.push(RawLoss::FieldPosition { node: id });
                    }
                    "bitfield" if code == C::FieldDecl => {
                        // DECL_C_BIT_FIELD is the C family's name for this flag.
                        r.flags.push("DECL_LANG_FLAG_4".into());
                    }
                    "-uid" if code == C::DebugExprDecl => {
                        self.int(f)?;
                    }
                    "body" if code == C::FunctionDecl => {
                        self.word(f, &["undefined"])?;
                        r.flags.push("DECL_EXTERNAL".into());
                    }
                    "link" if code == C::FunctionDecl => {
                        if self.word(f, &["extern", "static"])? == "extern" {
                            r.flags.push("public_flag".into());
                        }
                    }
                    _ => return Err(unexpected()),
                }
                return Ok(());
            }
            if code.is_type() {
                if let Some(target) = fields::type_ref(code, label) {
                    let v = self.node_ref(f)?;
                    match target {
                        TypeField::TreeType => r.ty = Some(v),
                        TypeField::Ref(m) => {
                            r.refs.insert(m.into(), Some(v));
                        }
                    }
                    if label == "flds" {
                        losses.push(RawLoss::FirstDeclOnly { owner: id });
                    }
                    return Ok(());
                }
                match (label, &f.value) {
                    (
                        "qual",
                        RawValue::Quals {
                            is_const,
                            is_volatile,
                            is_restrict,
                        },
                    ) => {
                        for (set, flag) in [
                            (is_const, "readonly_flag"),
                            (is_volatile, "volatile_flag"),
                            (is_restrict, "TYPE_RESTRICT"),
                        ] {
                            if *set {
                                r.flags.push(flag.into());
                            }
                        }
                    }
                    ("algn", _) => {
                        r.nums.insert("TYPE_ALIGN".into(), self.num(f)?);
                    }
                    ("prec", _)
                        if matches!(
                            code,
                            C::IntegerType | C::EnumeralType | C::RealType | C::FixedPointType
                        ) =>
                    {
                        r.nums.insert("TYPE_PRECISION".into(), self.num(f)?);
                    }
                    ("sign", _)
                        if matches!(code, C::IntegerType | C::EnumeralType | C::FixedPointType) =>
                    {
                        if self.word(f, &["signed", "unsigned"])? == "unsigned" {
                            r.flags.push("unsigned_flag".into());
                        }
                    }
                    ("saturating", _) if code == C::FixedPointType => {
                        if self.word(f, &["saturating", "non-saturating"])? == "saturating" {
                            r.flags.push("saturating_flag".into());
                        }
                    }
                    ("tag", _) if matches!(code, C::RecordType | C::UnionType) => {
                        let want = if code == C::RecordType {
                            "struct"
                        } else {
                            "union"
                        };
                        if self.word(f, &["struct", "union"])? != want {
                            return Err(self.wrong(f, "the tag matching the code"));
                        }
                    }
                    _ => return Err(unexpected()),
                }
                return Ok(());
            }
            match (code, label) {
                (C::IntegerCst, "int") => {
                    let printed = match &f.value {
                        RawValue::Int(v) => Printed::Signed(BigInt::from(*v)),
                        RawValue::Word(w) => w
                            .strip_prefix("0x")
                            .and_then(|h| BigInt::parse_bytes(h.as_bytes(), 16))
                            .map(Printed::Pattern)
                            .ok_or_else(|| self.wrong(f, "an integer"))?,
                        _ => return Err(self.wrong(f, "an integer")),
                    };
                    r.value = Some(self.int_value(n, printed, losses));
                }
                (C::RealCst, "valu") => r.real = Some(self.real_value(n, f, losses)?),
                (C::FixedCst, "valu") => {
                    losses.push(RawLoss::FixedValue { node: id });
                }
                (C::StringCst, "strg") => {
                    let RawValue::Str {
                        text,
                        length,
                        complete,
                    } = &f.value
                    else {
                        return Err(self.wrong(f, "a string"));
                    };
                    let mut bytes = text.clone();
                    if !complete {
                        // Keep TREE_STRING_LENGTH; the bytes past what was printed are
                        // unknown (reported), zeros stand in for them.
                        losses.push(RawLoss::StringTruncated { node: id });
                        bytes.resize(*length as usize, 0);
                    }
                    r.string = Some(hex_encode(&bytes));
                    r.nums
                        .insert("TREE_STRING_LENGTH".into(), i64::from(*length));
                }
                (C::IdentifierNode, "strg") => match &f.value {
                    RawValue::Str { text, .. } => match std::str::from_utf8(text) {
                        Ok(name) => r.name = Some(name.to_string()),
                        Err(_) => r.name_hex = Some(hex_encode(text)),
                    },
                    _ => return Err(self.wrong(f, "a string")),
                },
                (C::TreeList, "purp") => {
                    r.refs
                        .insert("TREE_PURPOSE".into(), Some(self.node_ref(f)?));
                }
                (C::TreeList, "valu") => {
                    r.refs.insert("TREE_VALUE".into(), Some(self.node_ref(f)?));
                }
                (C::TreeList, "chan") => r.chain = Some(self.node_ref(f)?),
                (C::TreeVec, "lngt") => {
                    r.nums.insert("TREE_VEC_LENGTH".into(), self.num(f)?);
                }
                (C::Constructor, "lngt") => {
                    // C++ bodies hold clobbers: empty CONSTRUCTORs marked by a flag the
                    // dump does not show.
                    if self.int(f)? > 0 || self.cplusplus {
                        losses.push(RawLoss::ConstructorType { node: id });
                    }
                }
                (C::Constructor, "idx") => {
                    if ctor_index.is_some() {
                        return Err(self.wrong(f, "`val:` after `idx:`"));
                    }
                    ctor_index = Some(Some(self.node_ref(f)?));
                }
                (C::Constructor, "val") => {
                    let index = ctor_index.take().flatten();
                    r.ctor.push((index, Some(self.node_ref(f)?)));
                }
                (C::OmpClause, "clause") => match &f.value {
                    RawValue::Word(w) => r.clause = Some(w.clone()),
                    _ => return Err(self.wrong(f, "a clause name")),
                },
                (C::OmpClause, "op:") => r.ops.push(Some(self.node_ref(f)?)),
                (C::TreeBinfo, "type") => {
                    r.refs.insert("BINFO_TYPE".into(), Some(self.node_ref(f)?));
                }
                (C::TreeBinfo, "spec") => {
                    self.word(f, &["virt"])?;
                    r.flags.push("static_flag".into());
                }
                (C::TreeBinfo, "bases") => {
                    self.int(f)?;
                }
                (C::TreeBinfo, "accs") => {
                    self.word(f, &["pub", "prot", "priv"])?;
                }
                (C::TreeBinfo, "binf") => r.elts.push(Some(self.node_ref(f)?)),
                _ => return Err(unexpected()),
            }
            Ok(())
        };
        for f in &n.fields {
            match one(f, losses) {
                Err(e)
                    if self.cplusplus
                        && matches!(
                            e.kind,
                            RawErrorKind::UnexpectedField { .. } | RawErrorKind::WrongValue { .. }
                        ) =>
                {
                    losses.push(RawLoss::FieldNotRead {
                        node: id,
                        code,
                        label: f.label.clone(),
                    });
                }
                other => other?,
            }
        }
        if code == C::CallExpr && r.ops[0].is_none() {
            r.ifn = self.internal_fn(n).map(str::to_string);
        }
        if code == C::IdentifierNode && r.name.is_none() && r.name_hex.is_none() {
            // C++ prints operator and conversion identifiers without their text (a loss
            // reported with their `note:` / `tynm:` field).
            r.name = Some(String::new());
        }
        if ctor_index.is_some() {
            return Err(self.error(
                n.pos,
                RawErrorKind::Truncated {
                    inside: "a constructor element",
                    expected: "`val:` after `idx:`",
                },
            ));
        }
        if code.is_type()
            && !r
                .flags
                .iter()
                .any(|f| f == "readonly_flag" || f == "volatile_flag")
            && !r.refs.contains_key("TYPE_MAIN_VARIANT")
            && let Some(name) = self.name_of(n)
        {
            r.global = fields::global_type(code, name).map(str::to_string);
        }
        if matches!(
            code,
            C::PointerType | C::ReferenceType | C::OffsetType | C::NullptrType | C::BooleanType
        ) && let Some(t) = self.int_type(n)
        {
            // Not dumped, but fixed: pointer-like types are unsigned and as wide as their
            // size, C's _Bool is unsigned with precision 1.
            r.nums
                .insert("TYPE_PRECISION".into(), i64::from(t.precision));
            r.flags.push("unsigned_flag".into());
        }
        self.node_losses(n, id, losses);
        if matches!(code, C::VectorCst | C::PolyIntCst | C::VectorType) {
            // Its elements are not dumped (a loss) and a node of the code cannot be made
            // without them: the document has ERROR_MARK in its place.
            return Ok(NodeRecord {
                id,
                code: C::ErrorMark.name().into(),
                global: Some("error_mark_node".into()),
                ..NodeRecord::default()
            });
        }
        Ok(r)
    }

    /// INTEGER_CST: GCC printed the value read as signed in its type's precision (or, when
    /// it needs more than 64 bits, the precision's bit pattern in hex); the format wants it
    /// read with the type's sign.
    fn int_value(&self, n: &RawNode, printed: Printed, losses: &mut Vec<RawLoss>) -> String {
        let ty = self.node_field(n, "type").and_then(|t| self.int_type(t));
        let unknown = |v: BigInt, losses: &mut Vec<RawLoss>| {
            losses.push(RawLoss::IntegerSign {
                node: self.id(n.index),
            });
            v.to_string()
        };
        match (printed, ty) {
            (Printed::Signed(v), Some(t)) if t.unsigned && v < BigInt::from(0) => {
                (v + (BigInt::from(1) << t.precision as usize)).to_string()
            }
            (Printed::Signed(v), Some(_)) => v.to_string(),
            (Printed::Signed(v), None) if v < BigInt::from(0) => unknown(v, losses),
            (Printed::Signed(v), None) => v.to_string(),
            (Printed::Pattern(v), Some(t)) => {
                let top = t.precision.saturating_sub(1) as usize;
                if !t.unsigned && t.precision > 0 && v.bit(top as u64) {
                    (v - (BigInt::from(1) << t.precision as usize)).to_string()
                } else {
                    v.to_string()
                }
            }
            (Printed::Pattern(v), None) => unknown(v, losses),
        }
    }

    /// REAL_CST: `real_to_decimal`'s text in a 32-byte buffer → the exact value in the
    /// type's format, as a C99 hexadecimal float.
    fn real_value(
        &self,
        n: &RawNode,
        f: &RawField,
        losses: &mut Vec<RawLoss>,
    ) -> Result<String, RawError> {
        let text = match &f.value {
            RawValue::Word(w) => w.clone(),
            RawValue::Int(v) => v.to_string(),
            _ => return Err(self.wrong(f, "a decimal floating-point number")),
        };
        let special = match text.as_str() {
            "+Inf" => Some("inf"),
            "-Inf" => Some("-inf"),
            "+QNaN" => Some("nan"),
            "-QNaN" => Some("-nan"),
            // Signalling NaNs read as quiet ones (a reported loss): importers need not
            // model them.
            "+SNaN" | "-SNaN" => {
                losses.push(RawLoss::RealInexact {
                    node: self.id(n.index),
                });
                Some(if text == "-SNaN" { "-nan" } else { "nan" })
            }
            _ => None,
        };
        if let Some(s) = special {
            return Ok(s.to_string());
        }
        let precision = self
            .node_field(n, "type")
            .filter(|t| t.code == TreeCode::RealType)
            .and_then(|t| self.int_field(t, "prec"))
            .and_then(|p| u32::try_from(p).ok());
        let sig_bits = significand_bits(precision.unwrap_or(64));
        let Some(value) = RealValue::from_decimal(&text, sig_bits) else {
            return Err(self.wrong(f, "a decimal floating-point number"));
        };
        // A 32-byte buffer leaves at least 22 significant digits, enough to pin down float,
        // double and x87 extended values, not binary128 ones.
        if value.class == RealClass::Normal && (precision.is_none() || sig_bits > 64) {
            losses.push(RawLoss::RealInexact {
                node: self.id(n.index),
            });
        }
        Ok(hex_float(value))
    }

    /// Losses a node shows by itself.
    fn node_losses(&self, n: &RawNode, id: NodeId, losses: &mut Vec<RawLoss>) {
        use TreeCode as C;
        match n.code {
            C::BindExpr => {
                if self.field(n, "vars").is_some() {
                    losses.push(RawLoss::BindVars { bind: id });
                }
                losses.push(RawLoss::BindBlock { bind: id });
            }
            C::DeclExpr => losses.push(RawLoss::DeclExprOperand { node: id }),
            C::ComplexCst | C::VectorCst | C::PolyIntCst => {
                losses.push(RawLoss::ConstantParts {
                    node: id,
                    code: n.code,
                });
            }
            C::VectorType => losses.push(RawLoss::VectorLanes { node: id }),
            C::CaseLabelExpr => {} // operand 2, CASE_CHAIN, is empty in GENERIC
            C::CallExpr if self.field(n, "fn").is_none() && self.internal_fn(n).is_none() => {
                losses.push(RawLoss::InternalFunction { node: id });
            }
            code if code.is_expression() && !code.arity().is_variable() => {
                let operands = fields::undumped_operands(code);
                if !operands.is_empty() {
                    losses.push(RawLoss::OperandsNotDumped {
                        node: id,
                        code,
                        operands,
                    });
                }
            }
            _ => {}
        }
    }

    /// Losses that depend on how the body uses a node: unnamed declarations it prints and
    /// types it casts to.
    fn body_losses(&self, losses: &mut Vec<RawLoss>) {
        use TreeCode as C;
        let mut used = vec![false; self.f.nodes.len() + 1];
        for n in &self.f.nodes {
            let from_body =
                n.code.is_expression() || matches!(n.code, C::StatementList | C::Constructor);
            if !from_body {
                continue;
            }
            for f in &n.fields {
                // A CASE_LABEL_EXPR prints `case 1:`, never its label's name.
                let printed =
                    f.label != "type" && (n.code, f.label.as_str()) != (C::CaseLabelExpr, "name");
                if let RawValue::Node(m) = f.value
                    && printed
                {
                    used[m as usize] = true;
                }
            }
        }
        for n in &self.f.nodes {
            let nameless_decl = n.code.is_decl()
                && !matches!(n.code, C::ResultDecl | C::FunctionDecl | C::TypeDecl)
                && self.field(n, "name").is_none();
            if self.cplusplus && n.code == C::FunctionDecl && used[n.index as usize] {
                losses.push(RawLoss::CxxFunctionName {
                    node: self.id(n.index),
                });
            }
            if nameless_decl && used[n.index as usize] {
                losses.push(RawLoss::DeclUid {
                    node: self.id(n.index),
                    code: n.code,
                });
            }
            let cast = matches!(
                n.code,
                C::NopExpr | C::ConvertExpr | C::FixTruncExpr | C::FloatExpr | C::ViewConvertExpr
            );
            if cast
                && let Some(ty) = self.node_field(n, "type")
                && let Some(bad) = self.unnameable(ty)
            {
                losses.push(RawLoss::TypeNotNameable {
                    node: self.id(n.index),
                    ty: self.id(bad),
                });
            }
        }
        losses.sort_by_key(loss_node);
    }

    /// The type (within `ty`, through pointers and arrays) the printer cannot name from
    /// the dump, if any.
    fn unnameable(&self, ty: &RawNode) -> Option<u32> {
        use TreeCode as C;
        let mut t = ty;
        for _ in 0..64 {
            match t.code {
                C::PointerType | C::ReferenceType => {
                    t = self
                        .node_field(t, "ptd")
                        .or_else(|| self.node_field(t, "refd"))?
                }
                C::ArrayType => t = self.node_field(t, "elts")?,
                C::FunctionType | C::MethodType => return Some(t.index),
                C::RecordType | C::UnionType | C::VectorType | C::ComplexType => {
                    return self.field(t, "name").is_none().then_some(t.index);
                }
                _ => return None,
            }
        }
        None
    }
}

/// The node a loss is about, for ordering.
fn loss_node(l: &RawLoss) -> NodeId {
    match l {
        RawLoss::BindVars { bind } | RawLoss::BindBlock { bind } => *bind,
        RawLoss::DeclExprOperand { node }
        | RawLoss::OperandsNotDumped { node, .. }
        | RawLoss::DeclUid { node, .. }
        | RawLoss::TypeNotNameable { node, .. }
        | RawLoss::ConstructorType { node }
        | RawLoss::ConstantParts { node, .. }
        | RawLoss::VectorLanes { node }
        | RawLoss::InternalFunction { node }
        | RawLoss::FieldNotRead { node, .. }
        | RawLoss::CxxFunctionName { node }
        | RawLoss::StringTruncated { node }
        | RawLoss::RealInexact { node }
        | RawLoss::FixedValue { node }
        | RawLoss::IntegerSign { node }
        | RawLoss::FieldPosition { node } => *node,
        RawLoss::FirstDeclOnly { owner } => *owner,
        RawLoss::FunctionDeclMade { decl } => *decl,
    }
}

/// `printf ("%a")`-style hexadecimal float of an exact value: `0x1.8p+1`, `-0x0p+0`.
fn hex_float(v: RealValue) -> String {
    let sign = if v.negative { "-" } else { "" };
    match v.class {
        RealClass::Zero => format!("{sign}0x0p+0"),
        RealClass::Inf => format!("{sign}inf"),
        RealClass::Nan => format!("{sign}nan"),
        RealClass::Normal => {
            // value = sig × 2^(exp − 128) with bit 127 of sig set = 1.f × 2^(exp − 1).
            let frac = v.sig << 1;
            let mut digits = format!("{frac:032x}");
            while digits.ends_with('0') {
                digits.pop();
            }
            let exp = i64::from(v.exp) - 1;
            let dot = if digits.is_empty() { "" } else { "." };
            format!("{sign}0x1{dot}{digits}p{exp:+}")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_floats_are_printf_a_style() {
        let h = |x: f64| hex_float(RealValue::from_f64(x));
        assert_eq!(h(3.0), "0x1.8p+1");
        assert_eq!(h(1.0), "0x1p+0");
        assert_eq!(h(0.1), "0x1.999999999999ap-4");
        assert_eq!(h(-0.0), "-0x0p+0");
        assert_eq!(h(f64::from_bits(1)), "0x1p-1074");
    }
}
