//! The nodes a tree node names through the public accessors, and the closure of a root
//! set: the collector's reachability computed independently of its walker. Shared by the
//! collection property tests and the `tree_gc` fuzz target (`#[path]`-included there),
//! with the pieces both build their random graphs from.

use std::collections::{HashMap, HashSet};

use tree::{NUM_POLY_INT_COEFFS, Tree, TreeCode, TreeContext};

use TreeCode as C;

type FieldAccessor = fn(&TreeContext, Tree) -> tree::Result<Option<Tree>>;

const FIELDS: &[FieldAccessor] = &[
    TreeContext::tree_type,
    TreeContext::tree_chain,
    TreeContext::tree_purpose,
    TreeContext::tree_value,
    TreeContext::decl_name,
    TreeContext::decl_context,
    TreeContext::decl_size,
    TreeContext::decl_size_unit,
    TreeContext::decl_initial,
    TreeContext::decl_attributes,
    TreeContext::decl_abstract_origin,
    TreeContext::decl_assembler_name_raw,
    TreeContext::decl_result,
    TreeContext::decl_original_type,
    TreeContext::decl_arguments,
    TreeContext::decl_saved_tree,
    TreeContext::decl_field_offset,
    TreeContext::decl_field_bit_offset,
    TreeContext::decl_bit_field_type,
    TreeContext::decl_qualifier,
    TreeContext::decl_value_expr,
    TreeContext::type_name,
    TreeContext::type_size,
    TreeContext::type_size_unit,
    TreeContext::type_attributes,
    TreeContext::type_pointer_to,
    TreeContext::type_reference_to,
    TreeContext::type_canonical,
    TreeContext::type_next_variant,
    TreeContext::type_context,
    TreeContext::type_values,
    TreeContext::type_domain,
    TreeContext::type_fields,
    TreeContext::type_arg_types,
    TreeContext::type_min_value,
    TreeContext::type_max_value,
    TreeContext::type_method_basetype,
    TreeContext::type_offset_basetype,
    TreeContext::type_binfo,
    TreeContext::block_vars,
    TreeContext::block_subblocks,
    TreeContext::block_supercontext,
    TreeContext::block_abstract_origin,
    TreeContext::block_fragment_origin,
    TreeContext::block_fragment_chain,
    TreeContext::block_chain,
    TreeContext::tree_realpart,
    TreeContext::tree_imagpart,
    TreeContext::ssa_name_var,
    TreeContext::binfo_type,
];

/// Every node `t` names through a public accessor (those not applying to its code fail
/// and are skipped).
fn successors(tc: &TreeContext, t: Tree) -> Vec<Tree> {
    let mut out: Vec<Option<Tree>> = FIELDS.iter().map(|f| f(tc, t).ok().flatten()).collect();
    if let Ok(ops) = tc.operands(t) {
        out.extend_from_slice(ops);
    }
    if let Ok(s) = tc.statement_list(t) {
        out.extend(s.iter().copied().map(Some));
    }
    if let Ok(mv) = tc.type_main_variant(t) {
        out.push(Some(mv));
    }
    if let Ok(e) = tc.vector_cst_encoded_elts(t) {
        out.extend(e.iter().copied().map(Some));
    }
    if let Ok(e) = tc.constructor_elts(t) {
        for &(i, v) in e {
            out.extend([i, v]);
        }
    }
    if let Ok(n) = tc.tree_vec_length(t) {
        out.extend((0..n).map(|i| tc.tree_vec_elt(t, i).ok().flatten()));
    }
    for i in 0..NUM_POLY_INT_COEFFS {
        out.push(tc.poly_int_cst_coeff(t, i).ok());
    }
    for i in 0.. {
        match tc.omp_clause_operand(t, i) {
            Ok(o) => out.push(o),
            Err(_) => break,
        }
    }
    if let Ok(b) = tc.binfo_base_binfos(t) {
        out.extend(b.iter().copied().map(Some));
    }
    out.into_iter().flatten().collect()
}

/// The closure of `roots` and the globals in a deterministic depth-first order.
pub(crate) fn reachable(tc: &TreeContext, roots: &[Tree]) -> Vec<Tree> {
    let mut seen = HashSet::new();
    let mut order = Vec::new();
    let globals = tc.global_nodes().into_iter().map(|(_, t)| t);
    for s in roots.iter().copied().chain(globals) {
        let mut stack = vec![s];
        while let Some(t) = stack.pop() {
            if !seen.insert(t) {
                continue;
            }
            assert!(tc.is_valid(t), "reachable {t:?} is not a live node");
            order.push(t);
            let mut next = successors(tc, t);
            next.reverse();
            stack.extend(next);
        }
    }
    order
}

/// `0x…` addresses replaced by their order of first appearance.
fn normalize_addresses(text: &str) -> String {
    let mut ids: HashMap<&str, usize> = HashMap::new();
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(p) = rest.find("0x") {
        out.push_str(&rest[..p]);
        let tail = &rest[p + 2..];
        let end = tail
            .find(|c: char| !c.is_ascii_hexdigit())
            .unwrap_or(tail.len());
        let next = ids.len();
        let id = *ids.entry(&tail[..end]).or_insert(next);
        out.push_str(&format!("@{id}"));
        rest = &tail[end..];
    }
    out.push_str(rest);
    out
}

/// Unary codes the random graphs use.
pub(crate) const UNARY: &[TreeCode] = &[C::NegateExpr, C::BitNotExpr, C::AbsExpr, C::NopExpr];
/// Binary codes the random graphs use.
pub(crate) const BINARY: &[TreeCode] = &[
    C::PlusExpr,
    C::MinusExpr,
    C::MultExpr,
    C::TruncDivExpr,
    C::BitAndExpr,
    C::LtExpr,
    C::ModifyExpr,
    C::CompoundExpr,
];

/// One of three integer types, by `i`.
pub(crate) fn int_type(tc: &TreeContext, i: u8) -> Tree {
    match i % 3 {
        0 => tc.integer_type_node(),
        1 => tc.unsigned_char_type_node(),
        _ => tc.long_integer_type_node(),
    }
}

/// What a node prints as, every way the printers show it (addresses renumbered).
pub(crate) fn signature(tc: &TreeContext, t: Tree) -> String {
    let code = tc.tree_code(t).unwrap();
    let mut s = format!("{code:?}\n");
    if code == C::FunctionDecl && tc.decl_saved_tree(t).unwrap().is_some() {
        s += &tc.dump_tree_original(t).unwrap();
    }
    match tc.print_generic(t, false) {
        Ok(p) => s += &p,
        Err(e) => s += &format!("<{e}>"),
    }
    s.push('\n');
    s += &normalize_addresses(&tc.debug_tree(t, 3).unwrap());
    s
}

/// `int <id> (int p0, …)` started as the C front end starts it: its FUNCTION_TYPE, its
/// FUNCTION_DECL, its PARM_DECLs and their names.
pub(crate) fn start_int_function(
    tc: &mut TreeContext,
    id: Tree,
    nparams: usize,
) -> (Tree, Tree, Vec<Tree>, Vec<String>) {
    let int = tc.integer_type_node();
    let fntype = tc
        .build_function_type_list(int, &vec![int; nparams], false)
        .unwrap();
    let f = tc
        .build_decl(
            tree::Location::UNKNOWN,
            C::FunctionDecl,
            Some(id),
            Some(fntype),
        )
        .unwrap();
    let names: Vec<String> = (0..nparams).map(|i| format!("p{i}")).collect();
    let specs: Vec<(&str, Tree)> = names.iter().map(|n| (n.as_str(), int)).collect();
    let parms = tc.start_function(f, &specs).unwrap();
    (fntype, f, parms, names)
}

/// Gives `f` the body `{ stmts…; return <retval> = <last statement, else the first
/// parameter, else 0>; }` as a STATEMENT_LIST; returns the list, the assignment and the
/// RETURN_EXPR.
pub(crate) fn finish_int_function(
    tc: &mut TreeContext,
    f: Tree,
    stmts: &[Tree],
    parms: &[Tree],
) -> [Tree; 3] {
    let (int, void) = (tc.integer_type_node(), tc.void_type_node());
    let list = tc.alloc_stmt_list();
    for &s in stmts {
        tc.append_to_statement_list(list, s).unwrap();
    }
    let result = tc.decl_result(f).unwrap();
    let val = stmts
        .last()
        .or_else(|| parms.first())
        .copied()
        .unwrap_or_else(|| tc.integer_zero_node());
    let set = tc
        .build2(C::ModifyExpr, Some(int), result, Some(val))
        .unwrap();
    let ret = tc.build1(C::ReturnExpr, Some(void), Some(set)).unwrap();
    tc.append_to_statement_list(list, ret).unwrap();
    tc.set_decl_saved_tree(f, Some(list)).unwrap();
    [list, set, ret]
}
