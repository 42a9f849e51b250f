//! What the raw dump leaves out but the front end's code determines: the predictor of a
//! PREDICT_EXPR from the statement after it, the internal function of a call from its
//! signature.

use super::Fun;
use crate::TreeCode;
use crate::interop::format::{NodeId, NodeRecord, Pos};
use crate::interop::raw::loss::RawLoss;
use crate::interop::raw::parse::{RawNode, RawValue};

/// Ids past a function's own nodes that the converter may make: the FUNCTION_DECL and its
/// name (when the dump lacks them), `int`, and the two predictor numbers.
pub(super) const MADE_IDS: u32 = 5;

/// Offsets (from the function's node count) of the made nodes.
pub(super) const MADE_DECL: u32 = 1;
pub(super) const MADE_NAME: u32 = 2;
const MADE_INT: u32 = 3;
const MADE_PREDICTOR: [(u32, &str); 2] = [(4, "continue"), (5, "goto")];

impl Fun<'_> {
    /// The elements of a STATEMENT_LIST, in order.
    fn statements<'n>(&'n self, list: &'n RawNode) -> impl Iterator<Item = &'n RawNode> + 'n {
        list.fields
            .iter()
            .filter(|f| f.label.bytes().all(|b| b.is_ascii_digit()))
            .filter_map(|f| match f.value {
                RawValue::Node(m) => self.node(m),
                _ => None,
            })
    }

    /// Which predictor GCC gave a PREDICT_EXPR followed by `next` in its statement list.
    ///
    /// The C and C++ front ends make exactly two PREDICT_EXPRs that a GOTO_EXPR follows,
    /// both "not taken": `continue` becomes the `continue` predictor and a jump to the
    /// loop's artificial, unnamed continue label (`genericize_continue_stmt`); `goto L`
    /// becomes the `goto` predictor and a jump to the named label L
    /// (`c_finish_goto_label`, C++'s `finish_goto_stmt`). Any other PREDICT_EXPR (C++'s
    /// `[[likely]]`) stays lost.
    fn predictor_before(&self, next: &RawNode) -> Option<&'static str> {
        if next.code != TreeCode::GotoExpr {
            return None;
        }
        let label = self.node_field(next, "labl")?;
        if label.code != TreeCode::LabelDecl {
            return None;
        }
        Some(if self.field(label, "name").is_some() {
            "goto"
        } else {
            "continue"
        })
    }

    /// Gives each PREDICT_EXPR whose predictor the front end's code determines its
    /// operand (a made INTEGER_CST), and drops its loss. `nodes[i]` is `@i+1`'s record;
    /// the made nodes are appended.
    pub(super) fn recover_predictors(
        &self,
        nodes: &mut Vec<(Pos, NodeRecord)>,
        losses: &mut Vec<RawLoss>,
    ) {
        let mut found: Vec<(u32, &'static str)> = Vec::new();
        for list in self.f.nodes.iter() {
            if list.code != TreeCode::StatementList {
                continue;
            }
            let stmts: Vec<&RawNode> = self.statements(list).collect();
            for pair in stmts.windows(2) {
                if pair[0].code == TreeCode::PredictExpr
                    && let Some(which) = self.predictor_before(pair[1])
                {
                    found.push((pair[0].index, which));
                }
            }
        }
        if found.is_empty() {
            return;
        }
        let Some(int) = self.c_int(nodes) else {
            return;
        };
        let count = self.f.nodes.len() as u32;
        let mut made = Vec::new();
        for (offset, name) in MADE_PREDICTOR {
            let Some(number) = crate::print::predictor_number(name) else {
                continue;
            };
            if !found.iter().any(|(_, which)| *which == name) {
                continue;
            }
            let cst = self.id(count + offset);
            made.push(NodeRecord {
                id: cst,
                code: TreeCode::IntegerCst.name().into(),
                ty: Some(int),
                value: Some(number.to_string()),
                ..NodeRecord::default()
            });
            for (predict, _) in found.iter().filter(|(_, which)| *which == name) {
                nodes[(*predict - 1) as usize].1.ops[0] = Some(cst);
                let id = self.id(*predict);
                losses.retain(
                    |l| !matches!(l, RawLoss::OperandsNotDumped { node, .. } if *node == id),
                );
            }
        }
        nodes.extend(made.into_iter().map(|r| (self.f.pos, r)));
    }

    /// C's `int` for made constants: the dump's own node when it has one, else a record
    /// of the global `integer_type_node` (C only: C++ documents keep their own `int`).
    fn c_int(&self, nodes: &mut Vec<(Pos, NodeRecord)>) -> Option<NodeId> {
        let own = self.f.nodes.iter().find(|n| {
            n.code == TreeCode::IntegerType
                && self.name_of(n) == Some("int")
                && self.field(n, "unql").is_none()
        });
        if let Some(n) = own {
            return Some(self.id(n.index));
        }
        if self.cplusplus {
            return None;
        }
        let id = self.id(self.f.nodes.len() as u32 + MADE_INT);
        nodes.push((
            self.f.pos,
            NodeRecord {
                id,
                code: TreeCode::IntegerType.name().into(),
                global: Some("integer_type_node".into()),
                ..NodeRecord::default()
            },
        ));
        Some(id)
    }

    /// The internal function a CALL_EXPR without `fn:` calls, when its signature tells
    /// which of those the front ends make (`internal_fn_name` spelling):
    ///
    /// | arguments | call type | function |
    /// |---|---|---|
    /// | none | void | `FALLTHROUGH` (`__attribute__ ((fallthrough))`) |
    /// | `(T *) 0`, index, bound | void | `UBSAN_BOUNDS` (`-fsanitize=bounds`) |
    /// | pointer, kind, alignment | void | `UBSAN_NULL` (C++'s `-fsanitize=null`) |
    /// | five | void | `UBSAN_VPTR` (C++'s `-fsanitize=vptr`) |
    /// | one | a vector | `VEC_CONVERT` (`__builtin_convertvector`) |
    /// | one pointer | that pointer type | `LAUNDER` (C++'s `std::launder`) |
    ///
    /// `__builtin_{add,sub,mul}_overflow` become `ADD_OVERFLOW`, `SUB_OVERFLOW` or
    /// `MUL_OVERFLOW` calls of one signature (two integers, a complex result): which one
    /// the dump does not say, and that call stays a loss.
    pub(super) fn internal_fn(&self, call: &RawNode) -> Option<&'static str> {
        use TreeCode as C;
        let args: Vec<&RawNode> = call
            .fields
            .iter()
            .filter(|f| f.label.bytes().all(|b| b.is_ascii_digit()))
            .map(|f| match f.value {
                RawValue::Node(m) => self.node(m),
                _ => None,
            })
            .collect::<Option<_>>()?;
        let ty = self.node_field(call, "type")?;
        let void = ty.code == C::VoidType;
        Some(match (args.as_slice(), void) {
            ([], true) => "FALLTHROUGH",
            ([zero, _, _], true) if zero.code == C::IntegerCst => "UBSAN_BOUNDS",
            ([_, kind, align], true)
                if kind.code == C::IntegerCst && align.code == C::IntegerCst =>
            {
                "UBSAN_NULL"
            }
            ([_, _, _, _, _], true) if self.cplusplus => "UBSAN_VPTR",
            ([_], false) if ty.code == C::VectorType => "VEC_CONVERT",
            ([arg], false)
                if self.cplusplus
                    && ty.code == C::PointerType
                    && self.field(arg, "type") == self.field(call, "type") =>
            {
                "LAUNDER"
            }
            _ => return None,
        })
    }
}
