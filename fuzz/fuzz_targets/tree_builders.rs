//! Fuzzes the tree builders and checked accessors: an arbitrary sequence of operations on a
//! stack of nodes must never panic (every misuse is a `TreeError`), and what it builds must
//! print and dump.

#![no_main]

use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use tree::{Location, PolySize, Tree, TreeCode, TreeContext, TypeQuals};

#[derive(Arbitrary, Debug)]
enum Op {
    Ident(Vec<u8>),
    IntCst(u8, i64),
    Wide(u8, Vec<i64>),
    Real(u8, f64),
    Str(Vec<u8>),
    Make(u16),
    Build(u16, Vec<u8>),
    VlExp(u16, u8),
    Call(u8, Vec<u8>),
    Cons(u8, u8, u8),
    Chainon(u8, u8),
    Nreverse(u8),
    ListLength(u8),
    Copy(u8),
    SetChain(u8, u8),
    SetOperand(u8, u8, u8),
    SetType(u8, u8),
    Operand(u8, u8),
    Pointer(u8),
    Array(u8, u16),
    Qualified(u8, u8),
    Vector(u8, u8, u8, Vec<u8>),
    Record(Vec<(u8, Option<u8>)>),
    Decl(u16, u8),
    StmtAppend(u8, u8),
    Print(u8),
    Flags(u8, u8),
    Collect(Vec<u8>),
}

fn pick(stack: &[Tree], i: u8) -> Option<Tree> {
    if stack.is_empty() {
        None
    } else {
        Some(stack[i as usize % stack.len()])
    }
}

fn code(i: u16) -> TreeCode {
    TreeCode::ALL[i as usize % TreeCode::ALL.len()]
}

fuzz_target!(|ops: Vec<Op>| {
    let mut tc = TreeContext::new();
    let mut stack: Vec<Tree> = tc.global_nodes().into_iter().map(|(_, t)| t).collect();
    for op in ops.into_iter().take(200) {
        let made: Option<Tree> = match op {
            Op::Ident(b) => Some(tc.get_identifier(&b)),
            Op::IntCst(t, v) => tc.build_int_cst(pick(&stack, t), v).ok(),
            Op::Wide(t, v) => {
                pick(&stack, t).and_then(|t| tc.wide_int_to_tree(t, &v[..v.len().min(4)]).ok())
            }
            Op::Real(t, v) => {
                pick(&stack, t).and_then(|t| tc.build_real(t, tree::RealValue::from_f64(v)).ok())
            }
            Op::Str(b) => tc.build_string(None, &b).ok(),
            Op::Make(c) => tc.make_node(code(c)).ok(),
            Op::Build(c, args) => {
                let ops: Vec<Option<Tree>> =
                    args.iter().take(8).map(|&a| pick(&stack, a)).collect();
                let ty = pick(&stack, args.first().copied().unwrap_or(0));
                tc.build_nary(code(c), ty, &ops).ok()
            }
            Op::VlExp(c, n) => tc.build_vl_exp(code(c), n as usize % 16).ok(),
            Op::Call(f, args) => {
                let args: Vec<Tree> = args
                    .iter()
                    .take(6)
                    .filter_map(|&a| pick(&stack, a))
                    .collect();
                pick(&stack, f).and_then(|f| tc.build_call_expr(f, &args).ok())
            }
            Op::Cons(p, v, c) => {
                Some(tc.tree_cons(pick(&stack, p), pick(&stack, v), pick(&stack, c)))
            }
            Op::Chainon(a, b) => tc.chainon(pick(&stack, a), pick(&stack, b)).ok().flatten(),
            Op::Nreverse(a) => tc.nreverse(pick(&stack, a)).ok().flatten(),
            Op::ListLength(a) => {
                let _ = tc.list_length(pick(&stack, a));
                None
            }
            Op::Copy(a) => pick(&stack, a).and_then(|a| tc.copy_node(a).ok()),
            Op::SetChain(a, b) => {
                if let Some(a) = pick(&stack, a) {
                    let _ = tc.set_tree_chain(a, pick(&stack, b));
                }
                None
            }
            Op::SetOperand(a, i, b) => {
                if let Some(a) = pick(&stack, a) {
                    let _ = tc.set_tree_operand(a, i as usize, pick(&stack, b));
                }
                None
            }
            Op::SetType(a, b) => {
                if let Some(a) = pick(&stack, a) {
                    let _ = tc.set_tree_type(a, pick(&stack, b));
                }
                None
            }
            Op::Operand(a, i) => {
                pick(&stack, a).and_then(|a| tc.tree_operand(a, i as usize).ok().flatten())
            }
            Op::Pointer(a) => tc.build_pointer_type(pick(&stack, a)).ok(),
            Op::Array(a, n) => {
                pick(&stack, a).and_then(|a| tc.build_array_type_nelts(a, u64::from(n)).ok())
            }
            Op::Qualified(a, q) => pick(&stack, a).and_then(|a| {
                tc.build_qualified_type(a, TypeQuals(u16::from(q & 15)))
                    .ok()
            }),
            Op::Vector(t, np, nepp, elts) => {
                let elts: Vec<Tree> = elts
                    .iter()
                    .take(16)
                    .filter_map(|&e| pick(&stack, e))
                    .collect();
                pick(&stack, t).and_then(|t| {
                    let vt = tc.build_vector_type(t, PolySize::constant(8)).ok()?;
                    tc.build_vector(vt, u32::from(np % 9), nepp % 4, &elts).ok()
                })
            }
            Op::Record(fields) => {
                let f: Vec<(&str, Tree, Option<u32>)> = fields
                    .iter()
                    .take(6)
                    .filter_map(|&(t, w)| {
                        pick(&stack, t).map(|t| ("f", t, w.map(|w| u32::from(w % 40))))
                    })
                    .collect();
                tc.build_record_type(TreeCode::RecordType, Some("r"), &f)
                    .ok()
            }
            Op::Decl(c, t) => {
                let name = tc.get_identifier("d");
                tc.build_decl(Location::UNKNOWN, code(c), Some(name), pick(&stack, t))
                    .ok()
            }
            Op::StmtAppend(l, s) => {
                if let (Some(l), Some(s)) = (pick(&stack, l), pick(&stack, s)) {
                    let _ = tc.append_to_statement_list(l, s);
                }
                None
            }
            Op::Print(a) => {
                if let Some(a) = pick(&stack, a) {
                    let _ = tc.print_generic(a, true);
                    let _ = tc.debug_tree(a, 4);
                }
                None
            }
            Op::Collect(keep) => {
                let mut roots: Vec<Tree> = keep
                    .iter()
                    .take(16)
                    .filter_map(|&k| pick(&stack, k))
                    .collect();
                let report = tc
                    .collect(&mut roots)
                    .expect("roots are nodes of the context");
                assert!(report.marked <= report.live_before && report.stale_edges == 0);
                for &r in &roots {
                    assert!(tc.tree_code(r).is_ok());
                    let _ = tc.print_generic(r, false);
                }
                stack = tc.global_nodes().into_iter().map(|(_, t)| t).collect();
                stack.extend(roots);
                None
            }
            Op::Flags(a, f) => {
                if let Some(a) = pick(&stack, a) {
                    let flag = tree::Flag::ALL[f as usize % tree::Flag::ALL.len()];
                    let _ = tc.set_flag(a, flag, true);
                    let _ = tc.tree_side_effects(a);
                }
                None
            }
        };
        if let Some(t) = made {
            assert!(tc.tree_code(t).is_ok());
            stack.push(t);
        }
    }
    assert!(tc.node_count() >= stack.len().min(1));
});
