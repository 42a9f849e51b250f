//! Builds the two functions of issue #14 with `tree::FunctionBuilder` and the C-level
//! builders, and prints them as `gcc -O0 -fdump-tree-original` prints this C (the same
//! text, byte for byte, but for the `D.<uid>` numbers of the artificial labels):
//!
//! ```c
//! struct pair { long key; double value; };
//!
//! double lookup (const struct pair *table, int n, long key)
//! {
//!   int lo = 0, hi = n - 1;
//!   while (lo <= hi)
//!     {
//!       int mid = (lo + hi) / 2;
//!       if (table[mid].key == key)
//!         return table[mid].value;
//!       else if (table[mid].key < key)
//!         lo = mid + 1;
//!       else
//!         hi = mid - 1;
//!     }
//!   return -1.0;
//! }
//!
//! unsigned checksum (const unsigned char *p, unsigned long len)
//! {
//!   unsigned h = 5381;
//!   for (unsigned long i = 0; i < len; i++)
//!     h = h * 33 + p[i];
//!   return h;
//! }
//! ```
//!
//! `cargo run --example build_function`; `tests/builders_vs_gcc.rs` compares the output
//! with the machine's gcc.

use tree::{FunctionBuilder, Result, Tree, TreeCode as C, TreeContext, TypeQuals};

/// `var = from <code> 1;`
fn step(fb: &mut FunctionBuilder<'_>, var: Tree, from: Tree, code: C) -> Result<()> {
    let one = fb.integer_one_node();
    let value = fb.build_binary_op(code, from, one)?;
    fb.assign(var, None, value)
}

pub(crate) fn lookup(tc: &mut TreeContext) -> Result<Tree> {
    let (int, long) = (tc.integer_type_node(), tc.long_integer_type_node());
    let double = tc.double_type_node();
    let fields = [("key", long, None), ("value", double, None)];
    let pair = tc.build_record_type(C::RecordType, Some("pair"), &fields)?;
    let const_pair = tc.build_qualified_type(pair, TypeQuals::CONST)?;
    let table_type = tc.build_pointer_type(Some(const_pair))?;
    let params = [("table", table_type), ("n", int), ("key", long)];
    let mut fb = FunctionBuilder::new(tc, "lookup", double, &params)?;
    let (table, n, key) = (fb.param(0)?, fb.param(1)?, fb.param(2)?);
    let (zero, one) = (fb.integer_zero_node(), fb.integer_one_node());
    let lo = fb.declare("lo", int, Some(zero))?;
    let n_minus_1 = fb.build_binary_op(C::MinusExpr, n, one)?;
    let hi = fb.declare("hi", int, Some(n_minus_1))?;
    let cond = fb.build_binary_op(C::LeExpr, lo, hi)?;
    fb.begin_while(cond)?;
    let sum = fb.build_binary_op(C::PlusExpr, lo, hi)?;
    let two = fb.build_int_cst(Some(int), 2)?;
    let half = fb.build_binary_op(C::TruncDivExpr, sum, two)?;
    let mid = fb.declare("mid", int, Some(half))?;
    let elt = fb.build_array_ref(table, mid)?;
    let k = fb.build_component_ref(elt, "key")?;
    let found = fb.build_binary_op(C::EqExpr, k, key)?;
    fb.begin_if(found)?;
    let elt = fb.build_array_ref(table, mid)?;
    let value = fb.build_component_ref(elt, "value")?;
    fb.return_stmt(Some(value))?;
    fb.else_()?;
    let elt = fb.build_array_ref(table, mid)?;
    let k = fb.build_component_ref(elt, "key")?;
    let below = fb.build_binary_op(C::LtExpr, k, key)?;
    fb.if_then_else(
        below,
        |f| step(f, lo, mid, C::PlusExpr),
        |f| step(f, hi, mid, C::MinusExpr),
    )?;
    fb.end_if()?;
    fb.end_while()?;
    let one_point_0 = fb.build_real_from_str(double, "1.0")?;
    let minus_one = fb.build_unary_op(C::NegateExpr, one_point_0)?;
    fb.return_stmt(Some(minus_one))?;
    fb.finish()
}

pub(crate) fn checksum(tc: &mut TreeContext) -> Result<Tree> {
    let (int, unsigned) = (tc.integer_type_node(), tc.unsigned_type_node());
    let (uchar, ulong) = (tc.unsigned_char_type_node(), tc.long_unsigned_type_node());
    let const_uchar = tc.build_qualified_type(uchar, TypeQuals::CONST)?;
    let p_type = tc.build_pointer_type(Some(const_uchar))?;
    let mut fb = FunctionBuilder::new(tc, "checksum", unsigned, &[("p", p_type), ("len", ulong)])?;
    let (p, len) = (fb.param(0)?, fb.param(1)?);
    let seed = fb.build_int_cst(Some(int), 5381)?;
    let h = fb.declare("h", unsigned, Some(seed))?;
    fb.begin_for()?;
    let zero = fb.integer_zero_node();
    let i = fb.declare("i", ulong, Some(zero))?;
    let cond = fb.build_binary_op(C::LtExpr, i, len)?;
    let incr = fb.build_unary_op(C::PostincrementExpr, i)?;
    fb.for_body(Some(cond), Some(incr))?;
    let k = fb.build_int_cst(Some(int), 33)?;
    let times = fb.build_binary_op(C::MultExpr, h, k)?;
    let byte = fb.build_array_ref(p, i)?;
    let sum = fb.build_binary_op(C::PlusExpr, times, byte)?;
    fb.assign(h, None, sum)?;
    fb.end_for()?;
    fb.return_stmt(Some(h))?;
    fb.finish()
}

fn main() -> Result<()> {
    let mut tc = TreeContext::new();
    for f in [lookup(&mut tc)?, checksum(&mut tc)?] {
        print!("{}", tc.dump_tree_original(f)?);
    }
    Ok(())
}
