//! C functions built with `FunctionBuilder` and the C-level builders, each with the C
//! source gcc compiles to the same GENERIC. Shared by the dump comparison
//! (`tests/c_build_vs_gcc.rs`) and the node-by-node comparison with the exporter plugin
//! (the root package's `tests/builders_vs_gcc.rs`).

#![allow(dead_code)] // each test binary uses a part

use tree::{FunctionBuilder, Result, Tree, TreeCode as C, TreeContext, TypeQuals};

/// The C source of [`build_all`]'s functions, in the same order.
pub(crate) const SOURCE: &str = r#"struct node { struct node *next; int val; unsigned char tag; };
int logv (int n, ...);
int g (int, double);

int sum_pos (const int *a, int n)
{
  int s = 0;
  int i;
  for (i = 0; i < n; i++)
    {
      if (a[i] < 0)
        continue;
      s += a[i];
    }
  return s;
}

int classify (int c)
{
  int r;
  switch (c)
    {
    case 0:
      r = 10;
      break;
    case 1 ... 3:
      return 20;
      break;
    default:
      r = -c;
    }
  return r;
}

long walk (struct node *p)
{
  long total = 0;
  while (p != 0 && !(p->val < 0))
    {
      total += p->val + p->tag;
      p = p->next;
    }
  do
    total--;
  while (total > 100);
  for (;;)
    {
      if (total & 1)
        break;
      total = total >> 1;
    }
  return total;
}

double mix (float f, short s, unsigned u)
{
  int arr[4];
  int *q = &arr[1];
  arr[s] = u - 1;
  *q = g (s, f);
  q--;
  logv (2, f, s);
  return f * u + arr[0] + q[2];
}
"#;

/// Builds every function of [`SOURCE`], in order.
pub(crate) fn build_all(tc: &mut TreeContext) -> Result<Vec<Tree>> {
    Ok(vec![sum_pos(tc)?, classify(tc)?, walk(tc)?, mix(tc)?])
}

fn int_cst(fb: &mut FunctionBuilder<'_>, v: i64) -> Result<Tree> {
    let int = fb.integer_type_node();
    fb.build_int_cst(Some(int), v)
}

fn sum_pos(tc: &mut TreeContext) -> Result<Tree> {
    let int = tc.integer_type_node();
    let cint = tc.build_qualified_type(int, TypeQuals::CONST)?;
    let pint = tc.build_pointer_type(Some(cint))?;
    let mut fb = FunctionBuilder::new(tc, "sum_pos", int, &[("a", pint), ("n", int)])?;
    let (a, n) = (fb.param(0)?, fb.param(1)?);
    let zero = fb.integer_zero_node();
    let s = fb.declare("s", int, Some(zero))?;
    let i = fb.declare("i", int, None)?;
    fb.begin_for()?;
    fb.assign(i, None, zero)?;
    let cond = fb.build_binary_op(C::LtExpr, i, n)?;
    let incr = fb.build_unary_op(C::PostincrementExpr, i)?;
    fb.for_body(Some(cond), Some(incr))?;
    fb.scope(|fb| {
        let ai = fb.build_array_ref(a, i)?;
        let negative = fb.build_binary_op(C::LtExpr, ai, zero)?;
        fb.if_then(negative, |fb| fb.continue_stmt())?;
        let ai = fb.build_array_ref(a, i)?;
        fb.assign(s, Some(C::PlusExpr), ai)
    })?;
    fb.end_for()?;
    fb.return_stmt(Some(s))?;
    fb.finish()
}

fn classify(tc: &mut TreeContext) -> Result<Tree> {
    let int = tc.integer_type_node();
    let mut fb = FunctionBuilder::new(tc, "classify", int, &[("c", int)])?;
    let c = fb.param(0)?;
    let r = fb.declare("r", int, None)?;
    fb.begin_switch(c)?;
    fb.scope(|fb| {
        let zero = fb.integer_zero_node();
        fb.case_label(Some(zero), None)?;
        let ten = int_cst(fb, 10)?;
        fb.assign(r, None, ten)?;
        fb.break_stmt()?;
        let (one, three) = (int_cst(fb, 1)?, int_cst(fb, 3)?);
        fb.case_label(Some(one), Some(three))?;
        let twenty = int_cst(fb, 20)?;
        fb.return_stmt(Some(twenty))?;
        fb.break_stmt()?;
        fb.case_label(None, None)?;
        let minus_c = fb.build_unary_op(C::NegateExpr, c)?;
        fb.assign(r, None, minus_c)
    })?;
    fb.end_switch()?;
    fb.return_stmt(Some(r))?;
    fb.finish()
}

fn walk(tc: &mut TreeContext) -> Result<Tree> {
    let (int, long) = (tc.integer_type_node(), tc.long_integer_type_node());
    let uchar = tc.unsigned_char_type_node();
    // struct node { struct node *next; int val; unsigned char tag; }: the pointer field
    // needs the record first, so the record is laid out again once it is complete.
    let node = tc.build_record_type(C::RecordType, Some("node"), &[])?;
    let pnode = tc.build_pointer_type(Some(node))?;
    let fields = [
        ("next", pnode, None),
        ("val", int, None),
        ("tag", uchar, None),
    ];
    let full = tc.build_record_type(C::RecordType, Some("node"), &fields)?;
    let first = tc.type_fields(full)?;
    tc.set_type_fields(node, first)?;
    for f in tc.chain_iter(first)? {
        tc.set_decl_context(f, Some(node))?;
    }
    tc.set_type_size(node, None)?;
    tc.layout_type(node)?;
    let mut fb = FunctionBuilder::new(tc, "walk", long, &[("p", pnode)])?;
    let p = fb.param(0)?;
    let zero = fb.integer_zero_node();
    let total = fb.declare("total", long, Some(zero))?;
    let not_null = fb.build_binary_op(C::NeExpr, p, zero)?;
    let star_p = fb.build_indirect_ref(p)?;
    let val = fb.build_component_ref(star_p, "val")?;
    let negative = fb.build_binary_op(C::LtExpr, val, zero)?;
    let non_negative = fb.build_unary_op(C::TruthNotExpr, negative)?;
    let cond = fb.build_binary_op(C::TruthAndifExpr, not_null, non_negative)?;
    fb.while_loop(cond, |fb| {
        fb.scope(|fb| {
            let star_p = fb.build_indirect_ref(p)?;
            let val = fb.build_component_ref(star_p, "val")?;
            let star_p = fb.build_indirect_ref(p)?;
            let tag = fb.build_component_ref(star_p, "tag")?;
            let sum = fb.build_binary_op(C::PlusExpr, val, tag)?;
            fb.assign(total, Some(C::PlusExpr), sum)?;
            let star_p = fb.build_indirect_ref(p)?;
            let next = fb.build_component_ref(star_p, "next")?;
            fb.assign(p, None, next)
        })
    })?;
    fb.begin_do()?;
    let dec = fb.build_unary_op(C::PostdecrementExpr, total)?;
    fb.expr_stmt(dec)?;
    let hundred = int_cst(&mut fb, 100)?;
    let more = fb.build_binary_op(C::GtExpr, total, hundred)?;
    fb.end_do(more)?;
    fb.begin_for()?;
    fb.for_body(None, None)?;
    fb.scope(|fb| {
        let one = fb.integer_one_node();
        let odd = fb.build_binary_op(C::BitAndExpr, total, one)?;
        fb.if_then(odd, |fb| fb.break_stmt())?;
        let half = fb.build_binary_op(C::RshiftExpr, total, one)?;
        fb.assign(total, None, half)
    })?;
    fb.end_for()?;
    fb.return_stmt(Some(total))?;
    fb.finish()
}

fn mix(tc: &mut TreeContext) -> Result<Tree> {
    let (int, double) = (tc.integer_type_node(), tc.double_type_node());
    let (float, short) = (tc.float_type_node(), tc.short_integer_type_node());
    let unsigned = tc.unsigned_type_node();
    let g_type = tc.build_function_type_list(int, &[int, double], false)?;
    let g = tc.declare_c_function("g", g_type, &[])?;
    let logv_type = tc.build_function_type_list(int, &[int], true)?;
    let logv = tc.declare_c_function("logv", logv_type, &["n"])?;
    let arr_type = tc.build_array_type_nelts(int, 4)?;
    let pint = tc.build_pointer_type(Some(int))?;
    let params = [("f", float), ("s", short), ("u", unsigned)];
    let mut fb = FunctionBuilder::new(tc, "mix", double, &params)?;
    let (f, s, u) = (fb.param(0)?, fb.param(1)?, fb.param(2)?);
    let arr = fb.declare("arr", arr_type, None)?;
    let one = fb.integer_one_node();
    let arr1 = fb.build_array_ref(arr, one)?;
    let addr = fb.build_unary_op(C::AddrExpr, arr1)?;
    let q = fb.declare("q", pint, Some(addr))?;
    let arr_s = fb.build_array_ref(arr, s)?;
    let u_1 = fb.build_binary_op(C::MinusExpr, u, one)?;
    fb.assign(arr_s, None, u_1)?;
    let star_q = fb.build_indirect_ref(q)?;
    let call = fb.build_c_call(g, &[s, f])?;
    fb.assign(star_q, None, call)?;
    let dec = fb.build_unary_op(C::PostdecrementExpr, q)?;
    fb.expr_stmt(dec)?;
    let two = int_cst(&mut fb, 2)?;
    let log = fb.build_c_call(logv, &[two, f, s])?;
    fb.expr_stmt(log)?;
    let fu = fb.build_binary_op(C::MultExpr, f, u)?;
    let zero = fb.integer_zero_node();
    let arr0 = fb.build_array_ref(arr, zero)?;
    let sum = fb.build_binary_op(C::PlusExpr, fu, arr0)?;
    let q2 = fb.build_array_ref(q, two)?;
    let sum = fb.build_binary_op(C::PlusExpr, sum, q2)?;
    fb.return_stmt(Some(sum))?;
    fb.finish()
}

/// More control flow: recursion, a loop that never runs, nested loops with `break` and
/// `continue`, a switch that falls through, scopes in `if` arms.
pub(crate) const SOURCE2: &str = r#"int fact (int n)
{
  if (n <= 1)
    return 1;
  return n * fact (n - 1);
}

int nest (int n)
{
  int total = 0;
  while (0)
    total++;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      {
        if (j == 3)
          continue;
        if (i * j > 50)
          break;
        total += i * j;
      }
  do
    {
      int t = total * 2;
      if (t > 100)
        break;
      total = t;
      continue;
    }
  while (total < n);
  return total;
}

int pick (unsigned char c)
{
  int r = 0;
  switch (c)
    {
    case 'a':
      r = 1;
    case 'b':
      r += 2;
    }
  if (r)
    {
      int k = r * 3;
      r = k;
    }
  else
    {
    }
  return r;
}
"#;

/// Builds every function of [`SOURCE2`], in order.
pub(crate) fn build_all2(tc: &mut TreeContext) -> Result<Vec<Tree>> {
    Ok(vec![fact(tc)?, nest(tc)?, pick(tc)?])
}

fn fact(tc: &mut TreeContext) -> Result<Tree> {
    let int = tc.integer_type_node();
    let mut fb = FunctionBuilder::new(tc, "fact", int, &[("n", int)])?;
    let n = fb.param(0)?;
    let one = fb.integer_one_node();
    let small = fb.build_binary_op(C::LeExpr, n, one)?;
    fb.if_then(small, |fb| fb.return_stmt(Some(one)))?;
    let n_1 = fb.build_binary_op(C::MinusExpr, n, one)?;
    let f = fb.fndecl();
    let call = fb.build_c_call(f, &[n_1])?;
    let product = fb.build_binary_op(C::MultExpr, n, call)?;
    fb.return_stmt(Some(product))?;
    fb.finish()
}

fn nest(tc: &mut TreeContext) -> Result<Tree> {
    let int = tc.integer_type_node();
    let mut fb = FunctionBuilder::new(tc, "nest", int, &[("n", int)])?;
    let n = fb.param(0)?;
    let zero = fb.integer_zero_node();
    let total = fb.declare("total", int, Some(zero))?;
    fb.while_loop(zero, |fb| {
        let inc = fb.build_unary_op(C::PostincrementExpr, total)?;
        fb.expr_stmt(inc)
    })?;
    let counted = |fb: &mut FunctionBuilder<'_>, name: &str, bound: Tree| {
        let v = fb.declare(name, int, Some(zero))?;
        let cond = fb.build_binary_op(C::LtExpr, v, bound)?;
        let incr = fb.build_unary_op(C::PostincrementExpr, v)?;
        Ok((Some(cond), Some(incr), v))
    };
    fb.for_loop(
        |fb| counted(fb, "i", n),
        |fb, i| {
            fb.for_loop(
                |fb| counted(fb, "j", i),
                |fb, j| {
                    fb.scope(|fb| {
                        let three = int_cst(fb, 3)?;
                        let is3 = fb.build_binary_op(C::EqExpr, j, three)?;
                        fb.if_then(is3, |fb| fb.continue_stmt())?;
                        let ij = fb.build_binary_op(C::MultExpr, i, j)?;
                        let fifty = int_cst(fb, 50)?;
                        let big = fb.build_binary_op(C::GtExpr, ij, fifty)?;
                        fb.if_then(big, |fb| fb.break_stmt())?;
                        let ij = fb.build_binary_op(C::MultExpr, i, j)?;
                        fb.assign(total, Some(C::PlusExpr), ij)
                    })
                },
            )
        },
    )?;
    fb.begin_do()?;
    fb.scope(|fb| {
        let two = int_cst(fb, 2)?;
        let double = fb.build_binary_op(C::MultExpr, total, two)?;
        let t = fb.declare("t", int, Some(double))?;
        let hundred = int_cst(fb, 100)?;
        let big = fb.build_binary_op(C::GtExpr, t, hundred)?;
        fb.if_then(big, |fb| fb.break_stmt())?;
        fb.assign(total, None, t)?;
        fb.continue_stmt()
    })?;
    let more = fb.build_binary_op(C::LtExpr, total, n)?;
    fb.end_do(more)?;
    fb.return_stmt(Some(total))?;
    fb.finish()
}

fn pick(tc: &mut TreeContext) -> Result<Tree> {
    let (int, uchar) = (tc.integer_type_node(), tc.unsigned_char_type_node());
    let mut fb = FunctionBuilder::new(tc, "pick", int, &[("c", uchar)])?;
    let c = fb.param(0)?;
    let zero = fb.integer_zero_node();
    let r = fb.declare("r", int, Some(zero))?;
    fb.begin_switch(c)?;
    fb.scope(|fb| {
        let a = int_cst(fb, i64::from(b'a'))?;
        fb.case_label(Some(a), None)?;
        let one = fb.integer_one_node();
        fb.assign(r, None, one)?;
        let b = int_cst(fb, i64::from(b'b'))?;
        fb.case_label(Some(b), None)?;
        let two = int_cst(fb, 2)?;
        fb.assign(r, Some(C::PlusExpr), two)
    })?;
    fb.end_switch()?;
    fb.if_then_else(
        r,
        |fb| {
            fb.scope(|fb| {
                let three = int_cst(fb, 3)?;
                let r3 = fb.build_binary_op(C::MultExpr, r, three)?;
                let k = fb.declare("k", int, Some(r3))?;
                fb.assign(r, None, k)
            })
        },
        |fb| fb.scope(|_| Ok(())),
    )?;
    fb.return_stmt(Some(r))?;
    fb.finish()
}

/// Expressions: casts, `?:`, logical operators, pointer difference, floating arithmetic,
/// compound assignments, members of a structure passed by value.
pub(crate) const SOURCE3: &str = r#"struct pt { int x; int y; };

long expr (struct pt *p, struct pt q, double d, unsigned short us, int *ip)
{
  long r = (long) q.x << 3;
  int z = (int) d;
  r += p->y ? (long) z : r / 2;
  r *= -us;
  q.y = !z || (ip != 0 && *ip > 0);
  ip++;
  p->x = (int) (ip - &q.x);
  d = d / 3 + us;
  if (ip)
    z = (int) z;
  return r + (d > 1.5) + ~z % 5;
}
"#;

/// Builds the function of [`SOURCE3`].
pub(crate) fn build_all3(tc: &mut TreeContext) -> Result<Vec<Tree>> {
    let (int, long, double) = (
        tc.integer_type_node(),
        tc.long_integer_type_node(),
        tc.double_type_node(),
    );
    let ushort = tc.short_unsigned_type_node();
    let pt = tc.build_record_type(
        C::RecordType,
        Some("pt"),
        &[("x", int, None), ("y", int, None)],
    )?;
    let ppt = tc.build_pointer_type(Some(pt))?;
    let pint = tc.build_pointer_type(Some(int))?;
    let params = [
        ("p", ppt),
        ("q", pt),
        ("d", double),
        ("us", ushort),
        ("ip", pint),
    ];
    let mut fb = FunctionBuilder::new(tc, "expr", long, &params)?;
    let [p, q, d, us, ip] = [0, 1, 2, 3, 4].map(|i| fb.param(i).expect("five parameters"));
    let qx = fb.build_component_ref(q, "x")?;
    let qx_long = fb.build_c_cast(long, qx)?;
    let three = int_cst(&mut fb, 3)?;
    let shifted = fb.build_binary_op(C::LshiftExpr, qx_long, three)?;
    let r = fb.declare("r", long, Some(shifted))?;
    let d_int = fb.build_c_cast(int, d)?;
    let z = fb.declare("z", int, Some(d_int))?;
    let star_p = fb.build_indirect_ref(p)?;
    let py = fb.build_component_ref(star_p, "y")?;
    let z_long = fb.build_c_cast(long, z)?;
    let two = int_cst(&mut fb, 2)?;
    let half = fb.build_binary_op(C::TruncDivExpr, r, two)?;
    let choice = fb.build_conditional_expr(py, z_long, half)?;
    fb.assign(r, Some(C::PlusExpr), choice)?;
    let minus_us = fb.build_unary_op(C::NegateExpr, us)?;
    fb.assign(r, Some(C::MultExpr), minus_us)?;
    let qy = fb.build_component_ref(q, "y")?;
    let not_z = fb.build_unary_op(C::TruthNotExpr, z)?;
    let zero = fb.integer_zero_node();
    let ip_set = fb.build_binary_op(C::NeExpr, ip, zero)?;
    let star_ip = fb.build_indirect_ref(ip)?;
    let positive = fb.build_binary_op(C::GtExpr, star_ip, zero)?;
    let both = fb.build_binary_op(C::TruthAndifExpr, ip_set, positive)?;
    let either = fb.build_binary_op(C::TruthOrifExpr, not_z, both)?;
    fb.assign(qy, None, either)?;
    let inc = fb.build_unary_op(C::PostincrementExpr, ip)?;
    fb.expr_stmt(inc)?;
    let star_p = fb.build_indirect_ref(p)?;
    let px = fb.build_component_ref(star_p, "x")?;
    let qx = fb.build_component_ref(q, "x")?;
    let qx_addr = fb.build_unary_op(C::AddrExpr, qx)?;
    let diff = fb.build_binary_op(C::MinusExpr, ip, qx_addr)?;
    let diff_int = fb.build_c_cast(int, diff)?;
    fb.assign(px, None, diff_int)?;
    let d3 = fb.build_binary_op(C::TruncDivExpr, d, three)?;
    let sum = fb.build_binary_op(C::PlusExpr, d3, us)?;
    fb.assign(d, None, sum)?;
    fb.if_then(ip, |fb| {
        let same = fb.build_c_cast(int, z)?;
        fb.assign(z, None, same)
    })?;
    let limit = fb.build_real_from_str(double, "1.5")?;
    let above = fb.build_binary_op(C::GtExpr, d, limit)?;
    let sum = fb.build_binary_op(C::PlusExpr, r, above)?;
    let not = fb.build_unary_op(C::BitNotExpr, z)?;
    let five = int_cst(&mut fb, 5)?;
    let rem = fb.build_binary_op(C::TruncModExpr, not, five)?;
    let total = fb.build_binary_op(C::PlusExpr, sum, rem)?;
    fb.return_stmt(Some(total))?;
    Ok(vec![fb.finish()?])
}
