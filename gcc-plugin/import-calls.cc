// Calls as the C front end builds them (c-typeck.cc's convert_arguments):
// against a prototype, exactly its parameters, or at least them when it
// ends in `...`; each named argument converted to its parameter's type.
// Without a prototype (no TYPE_ARG_TYPES) anything goes.  cc1 compiles a
// wrong count or an argument of another kind without a crash (measured:
// a struct for an int, an int for a struct, a double for a vector, to
// external and to inlined callees, at -O0 and -O2), but passes garbage: no
// C program means it, so the importer refuses it rather than guess.
//
// Internal functions (CALL_EXPR_IFN) are those the C front end and fold
// call, each with its arity and argument kinds.  Measured without these
// checks, each an internal compiler error: MUL_OVERFLOW with one argument
// (a segmentation fault), SQRT or COPYSIGN of integers (expand_direct_optab_fn),
// MASK_LOAD (tree_to_shwi), UBSAN_BOUNDS without -fsanitize=bounds
// (expand_UBSAN_BOUNDS: only sanopt lowers it).

#define INCLUDE_STRING
#include "gcc-plugin.h"
#include "tree.h"
#include "options.h"
#include "internal-fn.h"

#include "importer.h"

namespace gccint {

unsigned
argument_column (const node_record &r, size_t i)
{
  const json_value *ops = r.v.get ("ops");
  return ops && i + 2 < ops->items.size () ? ops->items[i + 2].column : r.column_of ("ops");
}

namespace {

std::string
arguments (size_t n)
{
  return std::to_string (n) + (n == 1 ? " argument" : " arguments");
}

// Whether an argument of type ARG may stand for a parameter of type PARM as
// the C front end converts it: an aggregate for one of its kind; an integer
// or pointer for an integer or pointer (a narrow parameter gets an int where
// the target promotes prototypes, as x86 does); else the parameter's kind
// and mode.
bool
argument_fits (tree parm, tree arg)
{
  if (AGGREGATE_TYPE_P (parm) || AGGREGATE_TYPE_P (arg))
    return TREE_CODE (parm) == TREE_CODE (arg);
  bool int_like_parm = INTEGRAL_TYPE_P (parm) || POINTER_TYPE_P (parm);
  bool int_like_arg = INTEGRAL_TYPE_P (arg) || POINTER_TYPE_P (arg);
  if (int_like_parm || int_like_arg)
    return int_like_parm && int_like_arg;
  return same_kind (parm, arg);
}

// A call through a function pointer type: its count and each named
// argument against the prototype the front end checked the call against
// (the callee's pointer type, not the declaration's, which a later
// prototyped definition may have completed).
bool
check_prototyped_call (importer &imp, const node_record &r)
{
  tree call = r.built;
  tree fntype = TREE_TYPE (TREE_TYPE (CALL_EXPR_FN (call)));
  size_t nargs = call_expr_nargs (call), named = 0;
  bool prototype = false;
  // check_chains_end has made sure the list ends.
  for (tree l = TYPE_ARG_TYPES (fntype); l; l = TREE_CHAIN (l))
    {
      tree parm = TREE_CODE (l) == TREE_LIST ? TREE_VALUE (l) : NULL_TREE;
      if (!parm || !TYPE_P (parm) || (VOID_TYPE_P (parm) && TREE_CHAIN (l)))
	return imp.fail (r.line, r.column_of ("ops"),
			 "the callee's TYPE_ARG_TYPES: expected a tree_list of "
			 "parameter types, `void` only last");
      if (VOID_TYPE_P (parm))
	{
	  prototype = true;
	  break;
	}
      if (named < nargs)
	{
	  tree arg = TREE_TYPE (CALL_EXPR_ARG (call, named));
	  if (!argument_fits (parm, arg))
	    return imp.fail (r.line, argument_column (r, named),
			     "`ops[" + std::to_string (named + 2) + "]` of a call_expr: "
			     "argument " + std::to_string (named + 1)
			     + " is " + article (get_tree_code_name (TREE_CODE (arg)))
			     + ", where the callee's prototype declares "
			     + article (get_tree_code_name (TREE_CODE (parm)))
			     + " (the C front end converts it to that type)");
	}
      named++;
    }
  if (!TYPE_ARG_TYPES (fntype))
    return true;  // no prototype: the callee takes what it is given
  if (prototype ? nargs == named : nargs >= named)
    return true;
  return imp.fail (r.line, r.column_of ("ops"),
		   "a call_expr with " + arguments (nargs) + ", expected "
		     + (prototype ? "" : "at least ") + std::to_string (named)
		     + (prototype ? " (the callee's prototype)"
			: " (the named parameters of the callee's variadic prototype)"));
}

// What an argument of an internal function must be.
enum ifn_argument : unsigned char
{
  ARG_POINTER,
  ARG_INTEGRAL,
  ARG_INT_CST,
  ARG_VECTOR,
};

struct ifn_row
{
  internal_fn fn;
  unsigned arity;
  ifn_argument args[3];
  // The -fsanitize= bits of which one must be on (sanopt lowers the call
  // only then; expansion stops on it), or 0.
  unsigned sanitize;
  const char *option;
};

// The internal functions C's front end calls: `__attribute__((fallthrough))`
// (c-parser.cc), `__builtin_convertvector` (c-common.cc), the bounds and
// null checks of -fsanitize (c-ubsan.cc), and the overflow checks fold makes
// of `__builtin_add_overflow` and its kin (fold_builtin_arith_overflow).
const ifn_row ifn_rows[] = {
  {IFN_FALLTHROUGH, 0, {}, 0, nullptr},
  {IFN_VEC_CONVERT, 1, {ARG_VECTOR}, 0, nullptr},
  {IFN_UBSAN_BOUNDS, 3, {ARG_POINTER, ARG_INTEGRAL, ARG_INTEGRAL},
   SANITIZE_BOUNDS | SANITIZE_BOUNDS_STRICT, "-fsanitize=bounds"},
  // The kind and alignment are read with tree_to_uhwi.
  {IFN_UBSAN_NULL, 3, {ARG_POINTER, ARG_INT_CST, ARG_INT_CST},
   SANITIZE_NULL | SANITIZE_ALIGNMENT, "-fsanitize=null or -fsanitize=alignment"},
  {IFN_ADD_OVERFLOW, 2, {ARG_INTEGRAL, ARG_INTEGRAL}, 0, nullptr},
  {IFN_SUB_OVERFLOW, 2, {ARG_INTEGRAL, ARG_INTEGRAL}, 0, nullptr},
  {IFN_MUL_OVERFLOW, 2, {ARG_INTEGRAL, ARG_INTEGRAL}, 0, nullptr},
};

// The arity of each internal function that maps directly to an optab, by
// the kind of optab internal-fn.def gives it: fold (match.pd) may call the
// one-, two- and three-operand ones where the target supports them; the
// others are the vectorizer's own, 0 here.
constexpr unsigned arity_unary = 1, arity_binary = 2, arity_ternary = 3;
constexpr unsigned arity_check_ptrs = 0, arity_cond_binary = 0, arity_cond_ternary = 0,
  arity_cond_unary = 0, arity_fold_extract = 0, arity_fold_left = 0,
  arity_gather_load = 0, arity_len_load = 0, arity_len_store = 0,
  arity_load_lanes = 0, arity_mask_fold_left = 0, arity_mask_load = 0,
  arity_mask_load_lanes = 0, arity_mask_store = 0, arity_mask_store_lanes = 0,
  arity_scatter_store = 0, arity_store_lanes = 0, arity_vec_cond = 0,
  arity_vec_cond_mask = 0, arity_vec_set = 0, arity_while = 0;

struct direct_row
{
  internal_fn fn;
  unsigned arity;
};

const direct_row direct_rows[] = {
#define DEF_INTERNAL_OPTAB_FN(NAME, FLAGS, OPTAB, TYPE) {IFN_##NAME, arity_##TYPE},
#define DEF_INTERNAL_SIGNED_OPTAB_FN(NAME, FLAGS, SELECTOR, SIGNED_OPTAB, \
				     UNSIGNED_OPTAB, TYPE) \
  {IFN_##NAME, arity_##TYPE},
#define DEF_INTERNAL_FN(NAME, FLAGS, FNSPEC)
#include "internal-fn.def"
};

// The arity of FN if it maps directly to an optab fold may use, else 0.
unsigned
direct_arity (internal_fn fn)
{
  for (const direct_row &row : direct_rows)
    if (row.fn == fn)
      return row.arity;
  return 0;
}

bool
ifn_argument_ok (ifn_argument kind, tree arg)
{
  tree type = TREE_TYPE (arg);
  switch (kind)
    {
    case ARG_POINTER: return POINTER_TYPE_P (type);
    case ARG_INTEGRAL: return INTEGRAL_TYPE_P (type);
    case ARG_INT_CST: return TREE_CODE (arg) == INTEGER_CST && tree_fits_uhwi_p (arg);
    case ARG_VECTOR: return VECTOR_TYPE_P (type);
    }
  return false;
}

const char *
ifn_argument_text (ifn_argument kind)
{
  switch (kind)
    {
    case ARG_POINTER: return "a value of pointer type";
    case ARG_INTEGRAL: return "a value of integral type";
    case ARG_INT_CST: return "a nonnegative integer_cst";
    case ARG_VECTOR: return "a value of vector type";
    }
  return "nothing";
}

// A call of FN, an internal function with no row: one that maps directly to
// an optab, with its arity, in types the target supports (expansion finds
// no instruction otherwise).
bool
check_direct_call (importer &imp, const node_record &r, internal_fn fn,
		   const std::string &name, unsigned column)
{
  tree call = r.built;
  unsigned arity = direct_arity (fn);
  if (!arity)
    return imp.fail (r.line, column,
		     "`ifn`: `" + name + "` is no internal function the C front end "
		     "or fold calls (FALLTHROUGH, VEC_CONVERT, UBSAN_BOUNDS, UBSAN_NULL, "
		     "ADD_OVERFLOW, SUB_OVERFLOW, MUL_OVERFLOW, or one mapping directly "
		     "to a one-, two- or three-operand optab)");
  size_t nargs = call_expr_nargs (call);
  if (nargs != arity)
    return imp.fail (r.line, r.column_of ("ops"),
		     "an internal call to " + name + " with " + arguments (nargs)
		       + ", expected " + std::to_string (arity));
  for (size_t i = 0; i < nargs; i++)
    {
      tree type = TREE_TYPE (CALL_EXPR_ARG (call, i));
      if (AGGREGATE_TYPE_P (type) || VOID_TYPE_P (type))
	return imp.fail (r.line, argument_column (r, i),
			 "`ops[" + std::to_string (i + 2) + "]` of an internal call to "
			   + name + ": expected a scalar or vector value");
    }
  tree type = TREE_TYPE (call);
  if (!type || VOID_TYPE_P (type) || AGGREGATE_TYPE_P (type)
      || !direct_internal_fn_supported_p (fn, direct_internal_fn_types (
					     fn, type, CALL_EXPR_ARGP (call)),
					   OPTIMIZE_FOR_BOTH))
    return imp.fail (r.line, column,
		     "`ifn`: the target has no instruction for " + name
		       + " in these types");
  return true;
}

bool
check_internal_call (importer &imp, const node_record &r)
{
  tree call = r.built;
  internal_fn fn = CALL_EXPR_IFN (call);
  unsigned column = r.column_of ("ifn");
  std::string name = internal_fn_name (fn);
  const ifn_row *row = nullptr;
  for (const ifn_row &candidate : ifn_rows)
    if (candidate.fn == fn)
      row = &candidate;
  if (!row)
    return check_direct_call (imp, r, fn, name, column);
  if (row->sanitize && !(flag_sanitize & row->sanitize))
    return imp.fail (r.line, column, "`ifn`: `" + name + "` needs " + row->option);
  size_t nargs = call_expr_nargs (call);
  if (nargs != row->arity)
    return imp.fail (r.line, r.column_of ("ops"),
		     "an internal call to " + name + " with " + arguments (nargs)
		       + ", expected " + std::to_string (row->arity));
  for (size_t i = 0; i < nargs; i++)
    if (!ifn_argument_ok (row->args[i], CALL_EXPR_ARG (call, i)))
      return imp.fail (r.line, argument_column (r, i),
		       "`ops[" + std::to_string (i + 2) + "]` of an internal call to "
			 + name + ": expected " + ifn_argument_text (row->args[i]));
  tree type = TREE_TYPE (call);
  // expand_arith_overflow stores the result and the overflow flag as the two
  // parts of a complex integer.
  bool overflow = fn == IFN_ADD_OVERFLOW || fn == IFN_SUB_OVERFLOW
		  || fn == IFN_MUL_OVERFLOW;
  if (overflow
      && (!type || TREE_CODE (type) != COMPLEX_TYPE || !TREE_TYPE (type)
	  || !INTEGRAL_TYPE_P (TREE_TYPE (type))))
    return imp.fail (r.line, r.v.column,
		     "an internal call to " + name + ": its type must be a complex "
		     "integer type (the result and the overflow flag)");
  if (fn == IFN_VEC_CONVERT
      && (!type || !VECTOR_TYPE_P (type)
	  || maybe_ne (TYPE_VECTOR_SUBPARTS (type),
		       TYPE_VECTOR_SUBPARTS (TREE_TYPE (CALL_EXPR_ARG (call, 0))))))
    return imp.fail (r.line, r.v.column,
		     "an internal call to VEC_CONVERT: its type must be a vector "
		     "type of its argument's element count");
  return true;
}

// A direct call of a built-in function: fold and expansion compute it as
// that built-in and give the value its declaration's result type, which the
// call's own type must then fit (VRP asserted at -O2 on a call of
// __builtin_umul_overflow, which returns bool, typed as a pointer). Its
// arguments are held to the callee pointer's prototype only: C calls an
// implicitly declared built-in with what the program passes (`fputs ("")`
// in gcc.c-torture/compile/pr38360.c), and the folders check the count
// themselves (validate_arglist); the type-generic ones, which C checks
// itself, are checked as C does.
bool
check_builtin_call (importer &imp, const node_record &r)
{
  tree fn = CALL_EXPR_FN (r.built);
  tree decl = TREE_CODE (fn) == ADDR_EXPR ? TREE_OPERAND (fn, 0) : NULL_TREE;
  if (!decl || TREE_CODE (decl) != FUNCTION_DECL || !fndecl_built_in_p (decl)
      || !TREE_TYPE (decl))
    return true;
  if (!fits (TREE_TYPE (TREE_TYPE (decl)), TREE_TYPE (r.built)))
    return imp.fail (r.line, r.column_of ("type"),
		     "`type` of a call_expr: a call of a built-in function has its "
		     "declaration's result type (of its kind and mode)");
  return check_generic_builtin_call (imp, r, decl);
}

} // anonymous namespace

bool
check_calls (importer &imp)
{
  for (const node_record *r : imp.ordered)
    {
      if (r->code != CALL_EXPR || !r->built || r->foreign)
	continue;
      bool ok = CALL_EXPR_FN (r->built)
		  ? check_prototyped_call (imp, *r) && check_builtin_call (imp, *r)
		  : check_internal_call (imp, *r);
      if (!ok)
	return false;
    }
  return true;
}

} // namespace gccint
