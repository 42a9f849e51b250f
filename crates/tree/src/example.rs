//! The README's function, built the way the C front end builds it:
//! `int f (int a) { int b = a * 2; return b + 1; }`.

use crate::{Location, Result, Tree, TreeCode, TreeContext};

/// Builds `int f (int a) { int b = a * 2; return b + 1; }` as GENERIC and returns the
/// FUNCTION_DECL: DECL_ARGUMENTS is the PARM_DECL `a`, DECL_RESULT the RESULT_DECL,
/// DECL_INITIAL the function's outermost BLOCK (whose BLOCK_VARS is `b`), and
/// DECL_SAVED_TREE a BIND_EXPR whose body is a STATEMENT_LIST of a DECL_EXPR and a
/// RETURN_EXPR of `<retval> = b + 1`.
///
/// ```
/// let mut tc = tree::TreeContext::new();
/// let f = tree::example::build_int_f(&mut tc)?;
/// let text = tc.print_generic(tc.decl_saved_tree(f)?.unwrap(), true)?;
/// assert_eq!(text, "{\n  int b = a * 2;\n\n    int b = a * 2;\n  return b + 1;\n}");
/// # Ok::<(), tree::TreeError>(())
/// ```
pub fn build_int_f(tc: &mut TreeContext) -> Result<Tree> {
    use TreeCode as C;
    let int = tc.integer_type_node();
    let fntype = tc.build_function_type_list(int, &[int], false)?;
    let name = tc.get_identifier("f");
    let f = tc.build_decl(Location::UNKNOWN, C::FunctionDecl, Some(name), Some(fntype))?;
    tc.set_tree_public(f, true)?;
    let parms = tc.start_function(f, &[("a", int)])?;
    let a = parms[0];
    tc.set_tree_used(a, true)?;

    // int b = a * 2;
    let b_name = tc.get_identifier("b");
    let b = tc.build_decl(Location::UNKNOWN, C::VarDecl, Some(b_name), Some(int))?;
    tc.set_decl_context(b, Some(f))?;
    tc.set_tree_used(b, true)?;
    let two = tc.build_int_cst(Some(int), 2)?;
    let mult = tc.build2(C::MultExpr, Some(int), Some(a), Some(two))?;
    tc.set_decl_initial(b, Some(mult))?;

    // return b + 1;
    let one = tc.build_int_cst(Some(int), 1)?;
    let plus = tc.build2(C::PlusExpr, Some(int), Some(b), Some(one))?;
    let result = tc.decl_result(f)?;
    let set = tc.build2(C::ModifyExpr, Some(int), result, Some(plus))?;
    let void = tc.void_type_node();
    let ret = tc.build1(C::ReturnExpr, Some(void), Some(set))?;
    let decl_expr = tc.build1(C::DeclExpr, Some(void), Some(b))?;

    let body = tc.alloc_stmt_list();
    tc.append_to_statement_list(body, decl_expr)?;
    tc.append_to_statement_list(body, ret)?;

    let block = tc.build_block(Some(b), None, Some(f))?;
    let bind = tc.build3(C::BindExpr, Some(void), Some(b), Some(body), Some(block))?;
    tc.set_tree_side_effects(bind, true)?;
    tc.set_decl_initial(f, Some(block))?;
    tc.set_decl_saved_tree(f, Some(bind))?;
    Ok(f)
}
