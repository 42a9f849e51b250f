//! `dump_tree_original` against `gcc -fdump-tree-original` for the statement forms the C
//! front end's genericization produces (labels, gotos, one-line ifs, predictions, `asm`,
//! constructors, strings, wide constants). Artificial labels and temporaries are named by
//! their DECL_UID, which differs between GCC and us: both texts are compared with every
//! `D.<uid>` renumbered by first appearance.

#[path = "common/gcc.rs"]
mod gcc;
use gcc::gcc_original;
use tree::{Location, Tree, TreeCode as C, TreeContext};

/// Renames `D.1234` to `D.#1`, `D.#2`, … in order of first appearance.
fn renumber_uids(text: &str) -> String {
    let mut seen: Vec<String> = Vec::new();
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("D.") {
        out.push_str(&rest[..at + 2]);
        rest = &rest[at + 2..];
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        if digits.is_empty() {
            continue;
        }
        let k = match seen.iter().position(|d| *d == digits) {
            Some(k) => k,
            None => {
                seen.push(digits.clone());
                seen.len() - 1
            }
        };
        out.push_str(&format!("#{}", k + 1));
        rest = &rest[digits.len()..];
    }
    out.push_str(rest);
    out
}

/// Checks our dump against the expected text, and against gcc's when gcc runs.
fn check(ours: &str, expected: &str, source: &str) {
    assert_eq!(renumber_uids(ours), renumber_uids(expected));
    if let Some(gcc) = gcc_original(source, "") {
        assert_eq!(renumber_uids(ours), renumber_uids(&gcc));
    }
}

/// A FUNCTION_DECL `name` of type `ret (args…)` started as a definition.
fn function(
    tc: &mut TreeContext,
    name: &str,
    ret: Tree,
    params: &[(&str, Tree)],
) -> (Tree, Vec<Tree>) {
    let tys: Vec<Tree> = params.iter().map(|p| p.1).collect();
    let fty = tc.build_function_type_list(ret, &tys, false).unwrap();
    let id = tc.get_identifier(name);
    let f = tc
        .build_decl(Location(100), C::FunctionDecl, Some(id), Some(fty))
        .unwrap();
    let parms = tc.start_function(f, params).unwrap();
    (f, parms)
}

/// Local VAR_DECLs in a chain, with DECL_CONTEXT `f`.
fn locals(tc: &mut TreeContext, f: Tree, vars: &[(&str, Tree)]) -> Vec<Tree> {
    let mut out = Vec::new();
    for &(name, ty) in vars {
        let id = tc.get_identifier(name);
        let v = tc
            .build_decl(Location(101), C::VarDecl, Some(id), Some(ty))
            .unwrap();
        tc.set_decl_context(v, Some(f)).unwrap();
        out.push(v);
    }
    for w in out.windows(2) {
        tc.set_tree_chain(w[0], Some(w[1])).unwrap();
    }
    out
}

/// Finishes `f` with `{ vars; body }`.
fn finish(tc: &mut TreeContext, f: Tree, vars: &[Tree], stmts: &[Tree]) {
    let void = tc.void_type_node();
    let body = tc.alloc_stmt_list();
    for &s in stmts {
        tc.append_to_statement_list(body, s).unwrap();
    }
    let first = vars.first().copied();
    let block = tc.build_block(first, None, Some(f)).unwrap();
    let bind = tc
        .build3(C::BindExpr, Some(void), first, Some(body), Some(block))
        .unwrap();
    tc.set_decl_initial(f, Some(block)).unwrap();
    tc.set_decl_saved_tree(f, Some(bind)).unwrap();
}

fn artificial_label(tc: &mut TreeContext, f: Tree) -> Tree {
    let l = tc
        .build_decl(Location(102), C::LabelDecl, None, None)
        .unwrap();
    tc.set_decl_context(l, Some(f)).unwrap();
    l
}

fn stmt1(tc: &mut TreeContext, code: C, op: Tree) -> Tree {
    let void = tc.void_type_node();
    tc.build1(code, Some(void), Some(op)).unwrap()
}

fn decl_expr(tc: &mut TreeContext, d: Tree) -> Tree {
    stmt1(tc, C::DeclExpr, d)
}

fn ret(tc: &mut TreeContext, f: Tree, value: Tree) -> Tree {
    let res = tc.decl_result(f).unwrap();
    let ty = tc.tree_type(value).unwrap();
    let set = tc.build2(C::ModifyExpr, ty, res, Some(value)).unwrap();
    stmt1(tc, C::ReturnExpr, set)
}

fn lowered_for_loop_prints_labels_gotos_and_one_line_if() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let pint = tc.build_pointer_type(Some(int)).unwrap();
    let (f, parms) = function(&mut tc, "f", int, &[("n", int), ("p", pint)]);
    let (n, p) = (parms[0], parms[1]);
    let vars = locals(&mut tc, f, &[("i", int), ("s", int)]);
    let (i, s) = (vars[0], vars[1]);
    let zero = tc.integer_zero_node();
    tc.set_decl_initial(s, Some(zero)).unwrap();
    let (body_l, cond_l, exit_l) = (
        artificial_label(&mut tc, f),
        artificial_label(&mut tc, f),
        artificial_label(&mut tc, f),
    );
    let ulong = tc.long_unsigned_type_node();
    let sizetype = tc.sizetype();
    let bool_ = tc.boolean_type_node();

    let d_i = decl_expr(&mut tc, i);
    let d_s = decl_expr(&mut tc, s);
    let init = tc
        .build2(C::ModifyExpr, Some(int), Some(i), Some(zero))
        .unwrap();
    let goto_cond = stmt1(&mut tc, C::GotoExpr, cond_l);
    let at_body = stmt1(&mut tc, C::LabelExpr, body_l);
    let wide_i = tc.build1(C::NopExpr, Some(ulong), Some(i)).unwrap();
    let four = tc.build_int_cst(Some(ulong), 4).unwrap();
    let scaled = tc
        .build2(C::MultExpr, Some(ulong), Some(wide_i), Some(four))
        .unwrap();
    let off = tc.build1(C::NopExpr, Some(sizetype), Some(scaled)).unwrap();
    let addr = tc
        .build2(C::PointerPlusExpr, Some(pint), Some(p), Some(off))
        .unwrap();
    let elt = tc.build1(C::IndirectRef, Some(int), Some(addr)).unwrap();
    let sum = tc
        .build2(C::PlusExpr, Some(int), Some(elt), Some(s))
        .unwrap();
    let acc = tc
        .build2(C::ModifyExpr, Some(int), Some(s), Some(sum))
        .unwrap();
    let one = tc.integer_one_node();
    let inc = tc
        .build2(C::PostincrementExpr, Some(int), Some(i), Some(one))
        .unwrap();
    let at_cond = stmt1(&mut tc, C::LabelExpr, cond_l);
    let lt = tc.build2(C::LtExpr, Some(bool_), Some(i), Some(n)).unwrap();
    let to_body = stmt1(&mut tc, C::GotoExpr, body_l);
    let to_exit = stmt1(&mut tc, C::GotoExpr, exit_l);
    let void = tc.void_type_node();
    let test = tc
        .build3(
            C::CondExpr,
            Some(void),
            Some(lt),
            Some(to_body),
            Some(to_exit),
        )
        .unwrap();
    let at_exit = stmt1(&mut tc, C::LabelExpr, exit_l);
    let r = ret(&mut tc, f, s);
    finish(
        &mut tc,
        f,
        &vars,
        &[
            d_i, d_s, init, goto_cond, at_body, acc, inc, at_cond, test, at_exit, r,
        ],
    );
    let ours = tc.dump_tree_original(f).unwrap();
    let expected = "\n;; Function f (null)\n;; enabled by -tree-original\n\n\n{\n  int i;\n  int s = 0;\n\n    int i;\n    int s = 0;\n  i = 0;\n  goto <D.10>;\n  <D.11>:;\n  s = *(p + (sizetype) ((long unsigned int) i * 4)) + s;\n  i++ ;\n  <D.10>:;\n  if (i < n) goto <D.11>; else goto <D.12>;\n  <D.12>:;\n  return s;\n}\n\n";
    check(
        &ours,
        expected,
        "int f (int n, int *p)\n{\n  int i, s = 0;\n  for (i = 0; i < n; i++)\n    s += p[i];\n  return s;\n}\n",
    );
}

fn switch_asm_prediction_strings_and_label_decls_print_as_gcc_dumps_them() {
    use tree::{Flag, RealValue, TypeQuals};
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let uns = tc.unsigned_type_node();
    let void = tc.void_type_node();
    let char_ = tc.char_type_node();
    let double = tc.double_type_node();
    let bool_ = tc.boolean_type_node();
    let cchar = tc.build_qualified_type(char_, TypeQuals::CONST).unwrap();
    let pcchar = tc.build_pointer_type(Some(cchar)).unwrap();
    let pchar = tc.build_pointer_type(Some(char_)).unwrap();
    let gty = tc.build_function_type_list(int, &[pcchar], true).unwrap();
    let g = tc.build_fn_decl("g", gty).unwrap();
    let (h, parms) = function(&mut tc, "h", int, &[("n", int), ("u", uns)]);
    let (n, u) = (parms[0], parms[1]);

    // int arr2[4] = {[2] = 5, 7};  and the user label `l` (void, DECL_INITIAL error_mark).
    let a4 = tc.build_array_type_nelts(int, 4).unwrap();
    let vars = locals(&mut tc, h, &[("arr2", a4)]);
    let arr2 = vars[0];
    let (two, three, five, seven) = (
        tc.build_int_cst(Some(int), 2).unwrap(),
        tc.build_int_cst(Some(int), 3).unwrap(),
        tc.build_int_cst(Some(int), 5).unwrap(),
        tc.build_int_cst(Some(int), 7).unwrap(),
    );
    let init = tc
        .build_constructor(
            Some(a4),
            &[(Some(two), Some(five)), (Some(three), Some(seven))],
        )
        .unwrap();
    tc.set_decl_initial(arr2, Some(init)).unwrap();
    let lid = tc.get_identifier("l");
    let l = tc
        .build_decl(Location(103), C::LabelDecl, Some(lid), Some(void))
        .unwrap();
    tc.set_decl_context(l, Some(h)).unwrap();
    let err = tc.error_mark_node();
    tc.set_decl_initial(l, Some(err)).unwrap();
    tc.set_tree_chain(arr2, Some(l)).unwrap();
    let d_arr = decl_expr(&mut tc, arr2);

    // if (n > 10) { // predicted unlikely by goto predictor.; goto l; }
    let ten = tc.build_int_cst(Some(int), 10).unwrap();
    let gt = tc
        .build2(C::GtExpr, Some(bool_), Some(n), Some(ten))
        .unwrap();
    let pred_goto = tc.build_int_cst(Some(int), 33).unwrap();
    let predict = stmt1(&mut tc, C::PredictExpr, pred_goto);
    let goto_l = stmt1(&mut tc, C::GotoExpr, l);
    let then = tc.alloc_stmt_list();
    tc.append_to_statement_list(then, predict).unwrap();
    tc.append_to_statement_list(then, goto_l).unwrap();
    let if_ = tc
        .build3(C::CondExpr, Some(void), Some(gt), Some(then), None)
        .unwrap();

    // switch (n) { case 1: n++; break; case 2 ... 5: n--; default: break; }
    let brk = artificial_label(&mut tc, h);
    let one = tc.integer_one_node();
    let c1l = artificial_label(&mut tc, h);
    let case1 = tc.build_case_label(Some(one), None, c1l).unwrap();
    let inc = tc
        .build2(C::PostincrementExpr, Some(int), Some(n), Some(one))
        .unwrap();
    let goto_brk = stmt1(&mut tc, C::GotoExpr, brk);
    let c2l = artificial_label(&mut tc, h);
    let case2 = tc.build_case_label(Some(two), Some(five), c2l).unwrap();
    let dec = tc
        .build2(C::PostdecrementExpr, Some(int), Some(n), Some(one))
        .unwrap();
    let dl = artificial_label(&mut tc, h);
    let default = tc.build_case_label(None, None, dl).unwrap();
    let goto_brk2 = stmt1(&mut tc, C::GotoExpr, brk);
    let at_brk = stmt1(&mut tc, C::LabelExpr, brk);
    let sw_body = tc.alloc_stmt_list();
    for s in [case1, inc, goto_brk, case2, dec, default, goto_brk2, at_brk] {
        tc.append_to_statement_list(sw_body, s).unwrap();
    }
    let switch = tc
        .build2(C::SwitchExpr, Some(int), Some(n), Some(sw_body))
        .unwrap();

    // __asm__ __volatile__("nop":::"memory");
    let nop = tc.build_string_literal(char_, b"nop\0").unwrap();
    let memory = tc.build_string_literal(char_, b"memory\0").unwrap();
    let clobbers = tc.build_tree_list(None, Some(memory));
    let asm = tc
        .build(
            C::AsmExpr,
            Some(void),
            &[Some(nop), None, None, Some(clobbers), None],
        )
        .unwrap();
    tc.set_asm_volatile_p(asm, true).unwrap();
    tc.set_flag(asm, Flag::SideEffects, true).unwrap();

    // g ("a\n\t\"\\'\001", u, 1.5, -0.0, (char) n);
    let s = tc.build_string_literal(char_, b"a\n\t\"\\'\x01\0").unwrap();
    let addr = tc.build1(C::AddrExpr, Some(pchar), Some(s)).unwrap();
    let arg0 = tc.build1(C::NopExpr, Some(pcchar), Some(addr)).unwrap();
    let one5 = tc.build_real_from_str(double, "1.5").unwrap();
    let mzero = tc.build_real(double, RealValue::zero(true)).unwrap();
    let as_char = tc.build1(C::NopExpr, Some(char_), Some(n)).unwrap();
    let promoted = tc.build1(C::NopExpr, Some(int), Some(as_char)).unwrap();
    let call = tc
        .build_call_expr(g, &[arg0, u, one5, mzero, promoted])
        .unwrap();

    // l: return __builtin_abs (n) + arr2[2];
    let at_l = stmt1(&mut tc, C::LabelExpr, l);
    let abs = tc.build1(C::AbsExpr, Some(int), Some(n)).unwrap();
    let elt = tc
        .build(C::ArrayRef, Some(int), &[Some(arr2), Some(two), None, None])
        .unwrap();
    let sum = tc
        .build2(C::PlusExpr, Some(int), Some(abs), Some(elt))
        .unwrap();
    let r = ret(&mut tc, h, sum);
    finish(&mut tc, h, &vars, &[d_arr, if_, switch, asm, call, at_l, r]);

    let ours = tc.dump_tree_original(h).unwrap();
    let expected = concat!(
        "\n;; Function h (null)\n;; enabled by -tree-original\n\n\n{\n",
        "  int arr2[4] = {[2]=5, 7};\n  void l = <<< error >>>;\n\n",
        "    int arr2[4] = {[2]=5, 7};\n",
        "  if (n > 10)\n    {\n      // predicted unlikely by goto predictor.;\n      goto l;\n    }\n",
        "  switch (n)\n    {\n      case 1:;\n      n++ ;\n      goto <D.1989>;\n",
        "      case 2 ... 5:;\n      n-- ;\n      default:;\n      goto <D.1989>;\n      <D.1989>:;\n    }\n",
        "  __asm__ __volatile__(\"nop\":::\"memory\");\n",
        "  g ((const char *) \"a\\n\\t\\\"\\\\\\'\\x01\", u, 1.5e+0, -0.0, (int) (char) n);\n",
        "  l:;\n  return ABS_EXPR <n> + arr2[2];\n}\n\n",
    );
    check(
        &ours,
        expected,
        "int g (const char *, ...);\nint h (int n, unsigned u)\n{\n  int arr2[4] = {[2] = 5, 7};\n  if (n > 10) goto l;\n  switch (n) { case 1: n++; break; case 2 ... 5: n--; default: break; }\n  __asm__ __volatile__(\"nop\":::\"memory\");\n  g (\"a\\n\\t\\\"\\\\'\\001\", u, 1.5, -0.0, (char) n);\nl:\n  return __builtin_abs (n) + arr2[2];\n}\n",
    );
}

/// The source whose dump the pieces below must appear in.
const PIECES_SOURCE: &str = r#"typedef int v4si __attribute__ ((vector_size (16)));
int q (int *);
int k (int n, int (*fp) (int, char), int m[2][3], v4si v, __int128 w)
{
  register int r __asm__ ("ebx") = n;
  struct { int a; short b; } an = {1, 2};
  int *cp = (int[]) {1, 2};
  int z;
  z = (n++, m[1][2]);
  w = -((__int128) 1 << 100);
  v = v + (v4si) {1, 2, 3, 4};
  return fp (n, 'a') + q ((int *) 0) + q ((int *) -1) + r + an.b + z + cp[1] + (int) (1.0 / 0.0);
}
"#;

fn declarations_compound_literals_and_constants_print_as_gcc_dumps_them() {
    use num_bigint::BigInt;
    use tree::{PolySize, TreeCode as C};
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let short = tc.short_integer_type_node();
    let char_ = tc.char_type_node();
    let pint = tc.build_pointer_type(Some(int)).unwrap();
    let fpty = tc
        .build_function_type_list(int, &[int, char_], false)
        .unwrap();
    let pfn = tc.build_pointer_type(Some(fpty)).unwrap();
    let a3 = tc.build_array_type_nelts(int, 3).unwrap();
    let pa3 = tc.build_pointer_type(Some(a3)).unwrap();
    let i128 = tc.int128_integer_type_node();
    let (k, parms) = function(
        &mut tc,
        "k",
        int,
        &[("n", int), ("fp", pfn), ("m", pa3), ("w", i128)],
    );
    let (n, fp, m) = (parms[0], parms[1], parms[2]);
    let mut pieces: Vec<String> = Vec::new();

    // register int r __asm__ ("ebx") = n;
    let r = locals(&mut tc, k, &[("r", int)])[0];
    tc.set_decl_register(r, true).unwrap();
    tc.set_decl_hard_register(r, true).unwrap();
    let ebx = tc.get_identifier("*ebx");
    tc.set_decl_assembler_name(r, Some(ebx)).unwrap();
    tc.set_decl_initial(r, Some(n)).unwrap();
    pieces.push(tc.print_declaration(r).unwrap());
    assert_eq!(pieces[0], "register int r __asm__ (*ebx) = n;");

    // struct { int a; short b; } an = {1, 2};  (an unnamed structure prints its fields)
    let anon = tc
        .build_record_type(C::RecordType, None, &[("a", int, None), ("b", short, None)])
        .unwrap();
    let an = locals(&mut tc, k, &[("an", anon)])[0];
    let fields = tc.chain_iter(tc.type_fields(anon).unwrap()).unwrap();
    let (one, two) = (
        tc.integer_one_node(),
        tc.build_int_cst(Some(int), 2).unwrap(),
    );
    let two_s = tc.build_int_cst(Some(short), 2).unwrap();
    let init = tc
        .build_constructor(
            Some(anon),
            &[(Some(fields[0]), Some(one)), (Some(fields[1]), Some(two_s))],
        )
        .unwrap();
    tc.set_decl_initial(an, Some(init)).unwrap();
    let d_an = decl_expr(&mut tc, an);
    let mut p = tc.print_generic(d_an, true).unwrap();
    p = p.replace("\n", "\n  ");
    pieces.push(format!("  {p}"));
    assert_eq!(
        pieces[1],
        "  struct \n  {\n    int a;\n    short int b;\n  } an = {.a=1, .b=2};"
    );

    // int *cp = (int *) &<<< Unknown tree: compound_literal_expr ... >>>;  (do_niy)
    let a2 = tc.build_array_type_nelts(int, 2).unwrap();
    let lit = tc
        .build_decl(Location(104), C::VarDecl, None, Some(a2))
        .unwrap();
    tc.set_decl_context(lit, Some(k)).unwrap();
    let zero = tc.integer_zero_node();
    let lit_init = tc
        .build_constructor(Some(a2), &[(Some(zero), Some(one)), (Some(one), Some(two))])
        .unwrap();
    tc.set_decl_initial(lit, Some(lit_init)).unwrap();
    let lit_decl = decl_expr(&mut tc, lit);
    let compound = tc
        .build1(C::CompoundLiteralExpr, Some(a2), Some(lit_decl))
        .unwrap();
    let pa2 = tc.build_pointer_type(Some(a2)).unwrap();
    let addr = tc.build1(C::AddrExpr, Some(pa2), Some(compound)).unwrap();
    let cast = tc.build1(C::NopExpr, Some(pint), Some(addr)).unwrap();
    let cp = locals(&mut tc, k, &[("cp", pint)])[0];
    tc.set_decl_initial(cp, Some(cast)).unwrap();
    let text = tc.print_declaration(cp).unwrap();
    let uid = tc.decl_uid(lit).unwrap();
    assert_eq!(
        text,
        format!(
            "int * cp = (int *) &<<< Unknown tree: compound_literal_expr\n    int D.{uid}[2] = {{1, 2}}; >>>;"
        )
    );

    // z = n++ ;, (*(m + 12))[2];  (COMPOUND_EXPR operands print as statements)
    let z = locals(&mut tc, k, &[("z", int)])[0];
    let inc = tc
        .build2(C::PostincrementExpr, Some(int), Some(n), Some(one))
        .unwrap();
    let sizetype = tc.sizetype();
    let twelve = tc.build_int_cst(Some(sizetype), 12).unwrap();
    let row = tc
        .build2(C::PointerPlusExpr, Some(pa3), Some(m), Some(twelve))
        .unwrap();
    let deref = tc.build1(C::IndirectRef, Some(a3), Some(row)).unwrap();
    let elt = tc
        .build(
            C::ArrayRef,
            Some(int),
            &[Some(deref), Some(two), None, None],
        )
        .unwrap();
    let both = tc
        .build2(C::CompoundExpr, Some(int), Some(inc), Some(elt))
        .unwrap();
    let set = tc
        .build2(C::ModifyExpr, Some(int), Some(z), Some(both))
        .unwrap();
    pieces.push(format!("  {}", tc.print_generic(set, true).unwrap()));
    assert_eq!(pieces[2], "  z = n++ ;, (*(m + 12))[2];;");

    // w = -0x10000000000000000000000000;  (wider than a HOST_WIDE_INT: hex)
    let big: BigInt = -(BigInt::from(1) << 100u32);
    let wide = tc.build_int_cst_big(i128, &big).unwrap();
    pieces.push(format!("w = {};", tc.print_generic(wide, false).unwrap()));
    assert_eq!(pieces[3], "w = -0x10000000000000000000000000;");

    // { 1, 2, 3, 4 } encoded as one stepped pattern 1, 2, 3.
    let v4 = tc.build_vector_type(int, PolySize::constant(4)).unwrap();
    let three = tc.build_int_cst(Some(int), 3).unwrap();
    let vec = tc.build_vector(v4, 1, 3, &[one, two, three]).unwrap();
    let vtext = tc.print_generic(vec, false).unwrap();
    assert_eq!(vtext, "{ 1, 2, 3, 4 }");
    pieces.push(format!("= {vtext};"));

    // fp (n, 97) + q (0B) + q (-1B), and 1.0e+0 / 0.0
    let a97 = tc.build_int_cst(Some(int), 97).unwrap();
    let call_fp = tc
        .build_nary(
            C::CallExpr,
            Some(int),
            &[None, Some(fp), None, Some(n), Some(a97)],
        )
        .unwrap();
    let qty = tc.build_function_type_list(int, &[pint], false).unwrap();
    let q = tc.build_fn_decl("q", qty).unwrap();
    let null = tc.build_int_cst(Some(pint), 0).unwrap();
    let minus1 = tc.build_int_cst(Some(pint), -1).unwrap();
    let q0 = tc.build_call_expr(q, &[null]).unwrap();
    let qm1 = tc.build_call_expr(q, &[minus1]).unwrap();
    let s1 = tc
        .build2(C::PlusExpr, Some(int), Some(call_fp), Some(q0))
        .unwrap();
    let s2 = tc
        .build2(C::PlusExpr, Some(int), Some(s1), Some(qm1))
        .unwrap();
    pieces.push(tc.print_generic(s2, false).unwrap());
    assert_eq!(pieces[5], "(fp (n, 97) + q (0B)) + q (-1B)");
    let double = tc.double_type_node();
    let onef = tc.build_real_from_str(double, "1.0").unwrap();
    let zerof = tc.build_real_from_str(double, "0.0").unwrap();
    let div = tc
        .build2(C::RdivExpr, Some(double), Some(onef), Some(zerof))
        .unwrap();
    pieces.push(tc.print_generic(div, false).unwrap());
    assert_eq!(pieces[6], "1.0e+0 / 0.0");

    if let Some(gcc) = gcc_original(PIECES_SOURCE, "") {
        for piece in &pieces {
            assert!(
                gcc.contains(piece.as_str()),
                "gcc's dump lacks {piece:?}:\n{gcc}"
            );
        }
        let niy = "(int *) &<<< Unknown tree: compound_literal_expr\n        int D.";
        assert!(gcc.contains(niy), "{gcc}");
    }
}

fn real_constants_use_gccs_own_decimal_arithmetic() {
    let mut tc = TreeContext::new();
    let double = tc.double_type_node();
    let float = tc.float_type_node();
    // The exact value of this double rounds its 57th digit to 3; GCC's 192-bit digit
    // generation gives 2.
    let cases = [
        (
            double,
            "5.1154e-3",
            "5.11539999999999998175903570540867804083973169326782226562e-3",
        ),
        (double, "1.5", "1.5e+0"),
        (float, "0.1", "1.00000001490116119384765625e-1"),
        (
            double,
            "1e300",
            "1.00000000000000005250476025520442024870446858110815915492e+300",
        ),
    ];
    let mut source = String::from("void f (double *d, float *g)\n{\n");
    for (i, (ty, text, expected)) in cases.iter().enumerate() {
        let r = tc.build_real_from_str(*ty, text).unwrap();
        assert_eq!(tc.print_generic(r, false).unwrap(), *expected, "{text}");
        let (arr, suffix) = if *ty == float { ("g", "f") } else { ("d", "") };
        source += &format!("  {arr}[{i}] = {text}{suffix};\n");
    }
    source += "}\n";
    if let Some(gcc) = gcc_original(&source, "") {
        for (_, _, expected) in cases {
            assert!(gcc.contains(expected), "{expected} not in {gcc}");
        }
    }
}

fn a_callee_print_call_name_cannot_name_prints_through_do_niy() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let fty = tc.build_function_type(int, None).unwrap();
    let pf = tc.build_pointer_type(Some(fty)).unwrap();
    let ppf = tc.build_pointer_type(Some(pf)).unwrap();
    let parms = function(&mut tc, "bar", int, &[("foo", ppf)]).1;
    let sizetype = tc.sizetype();
    let eight = tc.build_int_cst(Some(sizetype), 8).unwrap();
    let slot = tc
        .build2(C::PointerPlusExpr, Some(ppf), Some(parms[0]), Some(eight))
        .unwrap();
    let callee = tc.build1(C::IndirectRef, Some(pf), Some(slot)).unwrap();
    let one = tc.integer_one_node();
    let call = tc
        .build_nary(
            C::CallExpr,
            Some(int),
            &[None, Some(callee), None, Some(one)],
        )
        .unwrap();
    let text = tc.print_generic(call, false).unwrap();
    let expected = "<<< Unknown tree: indirect_ref\n  foo + 8 >>> (1)";
    assert_eq!(text, expected);
    if let Some(gcc) = gcc_original("int bar (int (**foo) ()) { return foo[1] (1); }\n", "") {
        assert!(gcc.contains(expected), "{gcc}");
    }
}

// The built-in harness cannot report a skip: testkit shows one as `ignored (why)`.
testkit::main!(
    lowered_for_loop_prints_labels_gotos_and_one_line_if,
    switch_asm_prediction_strings_and_label_decls_print_as_gcc_dumps_them,
    declarations_compound_literals_and_constants_print_as_gcc_dumps_them,
    real_constants_use_gccs_own_decimal_arithmetic,
    a_callee_print_call_name_cannot_name_prints_through_do_niy,
);
