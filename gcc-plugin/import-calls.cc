// Calls as the C front end builds them (c-typeck.cc's convert_arguments):
// against a prototype, exactly its parameters, or at least them when it
// ends in `...`; each named argument converted to its parameter's type.
// Without a prototype (no TYPE_ARG_TYPES) anything goes.  cc1 compiles a
// wrong count or an argument of another kind without a crash (measured:
// a struct for an int, an int for a struct, a double for a vector, to
// external and to inlined callees, at -O0 and -O2), but passes garbage: no
// C program means it, so the importer refuses it rather than guess.
//
// Internal functions (CALL_EXPR_IFN) are those the C front end calls, each
// with its arity and argument kinds: expansion asserts on them or, for the
// sanitizer checks, stops unless sanopt has lowered them.

#define INCLUDE_STRING
#include "gcc-plugin.h"
#include "tree.h"
#include "options.h"
#include "internal-fn.h"

#include "importer.h"

namespace gccint {

namespace {

std::string
arguments (size_t n)
{
  return std::to_string (n) + (n == 1 ? " argument" : " arguments");
}

// The column of R's `ops` (its own when absent).
unsigned
ops_column (const node_record &r)
{
  const json_value *ops = r.v.get ("ops");
  return ops ? ops->column : r.v.column;
}

// The column of argument I (operand I + 2 in the document) of R.
unsigned
argument_column (const node_record &r, size_t i)
{
  const json_value *ops = r.v.get ("ops");
  return ops && i + 2 < ops->items.size () ? ops->items[i + 2].column : ops_column (r);
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
	return imp.fail (r.line, ops_column (r),
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
  return imp.fail (r.line, ops_column (r),
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
// (c-parser.cc), `__builtin_convertvector` (c-common.cc), and the bounds and
// null checks of -fsanitize (c-ubsan.cc).
const ifn_row ifn_rows[] = {
  {IFN_FALLTHROUGH, 0, {}, 0, nullptr},
  {IFN_VEC_CONVERT, 1, {ARG_VECTOR}, 0, nullptr},
  {IFN_UBSAN_BOUNDS, 3, {ARG_POINTER, ARG_INTEGRAL, ARG_INTEGRAL},
   SANITIZE_BOUNDS | SANITIZE_BOUNDS_STRICT, "-fsanitize=bounds"},
  // The kind and alignment are read with tree_to_uhwi.
  {IFN_UBSAN_NULL, 3, {ARG_POINTER, ARG_INT_CST, ARG_INT_CST},
   SANITIZE_NULL | SANITIZE_ALIGNMENT, "-fsanitize=null or -fsanitize=alignment"},
};

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

bool
check_internal_call (importer &imp, const node_record &r)
{
  tree call = r.built;
  internal_fn fn = CALL_EXPR_IFN (call);
  const json_value *at = r.v.get ("ifn");
  unsigned column = at ? at->column : r.v.column;
  std::string name = internal_fn_name (fn);
  const ifn_row *row = nullptr;
  for (const ifn_row &candidate : ifn_rows)
    if (candidate.fn == fn)
      row = &candidate;
  if (!row)
    return imp.fail (r.line, column,
		     "`ifn`: `" + name + "` is no internal function the C front end "
		     "calls (FALLTHROUGH, VEC_CONVERT, UBSAN_BOUNDS, UBSAN_NULL)");
  if (row->sanitize && !(flag_sanitize & row->sanitize))
    return imp.fail (r.line, column, "`ifn`: `" + name + "` needs " + row->option);
  size_t nargs = call_expr_nargs (call);
  if (nargs != row->arity)
    return imp.fail (r.line, ops_column (r),
		     "an internal call to " + name + " with " + arguments (nargs)
		       + ", expected " + std::to_string (row->arity));
  for (size_t i = 0; i < nargs; i++)
    if (!ifn_argument_ok (row->args[i], CALL_EXPR_ARG (call, i)))
      return imp.fail (r.line, argument_column (r, i),
		       "`ops[" + std::to_string (i + 2) + "]` of an internal call to "
			 + name + ": expected " + ifn_argument_text (row->args[i]));
  tree type = TREE_TYPE (call);
  if (fn == IFN_VEC_CONVERT
      && (!VECTOR_TYPE_P (type)
	  || maybe_ne (TYPE_VECTOR_SUBPARTS (type),
		       TYPE_VECTOR_SUBPARTS (TREE_TYPE (CALL_EXPR_ARG (call, 0))))))
    return imp.fail (r.line, r.v.column,
		     "an internal call to VEC_CONVERT: its type must be a vector "
		     "type of its argument's element count");
  return true;
}

} // anonymous namespace

bool
check_calls (importer &imp)
{
  for (const node_record *r : imp.ordered)
    {
      if (r->code != CALL_EXPR || !r->built || r->foreign)
	continue;
      bool ok = CALL_EXPR_FN (r->built) ? check_prototyped_call (imp, *r)
					 : check_internal_call (imp, *r);
      if (!ok)
	return false;
    }
  return true;
}

} // namespace gccint
