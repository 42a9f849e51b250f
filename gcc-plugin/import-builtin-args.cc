// The arguments of the type-generic built-in functions, as the C front end
// checks them before it builds a call (c-common.cc's
// check_builtin_function_arguments), and of the va_list built-ins, as it
// converts them: their declarations have no prototype to check against
// (`int (...)`), or one that says too little, and fold and expansion then
// read the arguments as those rules leave them.  Measured
// without this check: __builtin_islessgreater of two pointers segfaulted in
// fold_convert_loc while the gimplifier folded the call.

#define INCLUDE_STRING
#include "gcc-plugin.h"
#include "tree.h"

#include "importer.h"

namespace gccint {

namespace {

// What one argument of a type-generic built-in must be.
enum generic_argument : unsigned char
{
  GA_ANY,
  GA_REAL,	      // of a real floating-point type
  GA_REAL_OR_INT,     // of a real or integer type (one of the pair real)
  GA_INTEGRAL,	      // of an integral type
  GA_INT_CST,	      // an INTEGER_CST
  GA_INTEGER_TYPE,    // of an INTEGER_TYPE (not an enumeration or boolean)
  GA_INTEGER_TARGET,  // a pointer to a writable integer (an overflow's result)
  GA_PADDED,	      // a pointer to a complete writable type
  GA_ALIGNMENT,	      // a constant power of 2 from 8 to 2^31 (bits)
  GA_UHWI,	      // a constant fitting an unsigned HOST_WIDE_INT
  GA_VA_LIST,	      // the target's va_list or a pointer to one
};

struct generic_row
{
  built_in_function fn;
  unsigned arity;
  generic_argument args[6];
};

#define ONE_REAL(FN) {FN, 1, {GA_REAL}}
#define REAL_PAIR(FN) {FN, 2, {GA_REAL_OR_INT, GA_REAL_OR_INT}}
#define OVERFLOW(FN) {FN, 3, {GA_INTEGRAL, GA_INTEGRAL, GA_INTEGER_TARGET}}
#define OVERFLOW_P(FN) {FN, 3, {GA_INTEGRAL, GA_INTEGRAL, GA_INTEGER_TYPE}}

// One row per built-in whose arguments C checks beyond its prototype.
// __builtin_assume_aligned's optional third argument is checked apart.
const generic_row generic_rows[] = {
  {BUILT_IN_CONSTANT_P, 1, {GA_ANY}},
  ONE_REAL (BUILT_IN_ISFINITE),
  ONE_REAL (BUILT_IN_ISINF),
  ONE_REAL (BUILT_IN_ISINF_SIGN),
  ONE_REAL (BUILT_IN_ISNAN),
  ONE_REAL (BUILT_IN_ISNORMAL),
  ONE_REAL (BUILT_IN_SIGNBIT),
  REAL_PAIR (BUILT_IN_ISGREATER),
  REAL_PAIR (BUILT_IN_ISGREATEREQUAL),
  REAL_PAIR (BUILT_IN_ISLESS),
  REAL_PAIR (BUILT_IN_ISLESSEQUAL),
  REAL_PAIR (BUILT_IN_ISLESSGREATER),
  REAL_PAIR (BUILT_IN_ISUNORDERED),
  {BUILT_IN_FPCLASSIFY, 6,
   {GA_INT_CST, GA_INT_CST, GA_INT_CST, GA_INT_CST, GA_INT_CST, GA_REAL}},
  OVERFLOW (BUILT_IN_ADD_OVERFLOW),
  OVERFLOW (BUILT_IN_SUB_OVERFLOW),
  OVERFLOW (BUILT_IN_MUL_OVERFLOW),
  OVERFLOW_P (BUILT_IN_ADD_OVERFLOW_P),
  OVERFLOW_P (BUILT_IN_SUB_OVERFLOW_P),
  OVERFLOW_P (BUILT_IN_MUL_OVERFLOW_P),
  {BUILT_IN_CLEAR_PADDING, 1, {GA_PADDED}},
  {BUILT_IN_ALLOCA_WITH_ALIGN, 2, {GA_ANY, GA_ALIGNMENT}},
  {BUILT_IN_ALLOCA_WITH_ALIGN_AND_MAX, 3, {GA_ANY, GA_ALIGNMENT, GA_UHWI}},
  // C converts these to the va_list reference their prototypes name; the
  // expanders take them as one (expand_expr segfaulted in va_start's on an
  // address converted to int).
  {BUILT_IN_VA_START, 2, {GA_VA_LIST, GA_ANY}},
  {BUILT_IN_VA_END, 1, {GA_VA_LIST}},
  {BUILT_IN_VA_COPY, 2, {GA_VA_LIST, GA_VA_LIST}},
};

// Whether TYPE is writable through a pointer: neither const nor _Atomic.
bool
writable (tree type)
{
  return !TYPE_READONLY (type) && !TYPE_ATOMIC (type);
}

// Whether ARG (with a type) is what KIND asks for.
bool
argument_ok (generic_argument kind, tree arg)
{
  tree type = TREE_TYPE (arg);
  if (!type)
    return kind == GA_ANY;
  tree target = POINTER_TYPE_P (type) ? TREE_TYPE (type) : NULL_TREE;
  switch (kind)
    {
    case GA_ANY: return true;
    case GA_REAL: return TREE_CODE (type) == REAL_TYPE;
    case GA_REAL_OR_INT:
      return TREE_CODE (type) == REAL_TYPE || TREE_CODE (type) == INTEGER_TYPE;
    case GA_INTEGRAL: return INTEGRAL_TYPE_P (type);
    case GA_INT_CST: return TREE_CODE (arg) == INTEGER_CST;
    case GA_INTEGER_TYPE: return TREE_CODE (type) == INTEGER_TYPE;
    case GA_INTEGER_TARGET:
      return TREE_CODE (type) == POINTER_TYPE && target
	     && TREE_CODE (target) == INTEGER_TYPE && writable (target);
    case GA_PADDED: return target && COMPLETE_TYPE_P (target) && writable (target);
    case GA_ALIGNMENT:
      {
	if (!tree_fits_uhwi_p (arg))
	  return false;
	unsigned HOST_WIDE_INT align = tree_to_uhwi (arg);
	return pow2p_hwi (align) && align >= BITS_PER_UNIT && align <= (UINT_MAX >> 1) + 1;
      }
    case GA_UHWI: return tree_fits_uhwi_p (arg);
    case GA_VA_LIST: return va_list_value (type);
    }
  return false;
}

const char *
argument_expected (generic_argument kind)
{
  switch (kind)
    {
    case GA_ANY: return "any value";
    case GA_REAL: return "a value of a real floating-point type";
    case GA_REAL_OR_INT:
      return "a value of a real floating-point or integer type, one of the two real";
    case GA_INTEGRAL: return "a value of integral type";
    case GA_INT_CST: return "an integer_cst";
    case GA_INTEGER_TYPE: return "a value of an integer type (not an enumeration or bool)";
    case GA_INTEGER_TARGET:
      return "a pointer to a writable integer type (not an enumeration or bool)";
    case GA_PADDED: return "a pointer to a complete writable type";
    case GA_ALIGNMENT: return "a constant power of 2 from 8 to 2^31";
    case GA_UHWI: return "a nonnegative integer constant";
    case GA_VA_LIST: return "a value of the target's va_list type, or a pointer to one";
    }
  return "";
}

const generic_row *
generic_row_of (tree decl)
{
  if (!fndecl_built_in_p (decl, BUILT_IN_NORMAL))
    return nullptr;
  for (const generic_row &row : generic_rows)
    if (DECL_FUNCTION_CODE (decl) == row.fn)
      return &row;
  return nullptr;
}

// What is wrong with argument I of call CALL to the built-in of ROW, or null.
const char *
argument_problem (const generic_row &row, tree call, unsigned i)
{
  tree arg = CALL_EXPR_ARG (call, i);
  if (!argument_ok (row.args[i], arg))
    return argument_expected (row.args[i]);
  // Of a pair, C compares two reals or a real with an integer.
  if (row.args[i] == GA_REAL_OR_INT && i == 1
      && TREE_CODE (TREE_TYPE (arg)) != REAL_TYPE
      && TREE_CODE (TREE_TYPE (CALL_EXPR_ARG (call, 0))) != REAL_TYPE)
    return argument_expected (GA_REAL_OR_INT);
  return nullptr;
}

} // anonymous namespace

bool
check_generic_builtin_call (importer &imp, const node_record &r, tree decl)
{
  tree call = r.built;
  std::string name = DECL_NAME (decl) ? IDENTIFIER_POINTER (DECL_NAME (decl)) : "a built-in";
  unsigned nargs = call_expr_nargs (call);
  if (fndecl_built_in_p (decl, BUILT_IN_ASSUME_ALIGNED) && nargs == 3
      && !argument_ok (GA_INTEGER_TYPE, CALL_EXPR_ARG (call, 2)))
    return imp.fail (r.line, argument_column (r, 2),
		     "`ops[4]` of a call_expr: argument 3 of " + name + " must be "
		       + argument_expected (GA_INTEGER_TYPE));
  const generic_row *row = generic_row_of (decl);
  if (!row)
    return true;
  if (nargs != row->arity)
    return imp.fail (r.line, r.column_of ("ops"),
		     "a call_expr of " + name + " with " + std::to_string (nargs)
		       + " arguments, expected " + std::to_string (row->arity));
  for (unsigned i = 0; i < nargs; i++)
    if (const char *expected = argument_problem (*row, call, i))
      return imp.fail (r.line, argument_column (r, i),
		       "`ops[" + std::to_string (i + 2) + "]` of a call_expr: argument "
			 + std::to_string (i + 1) + " of " + name + " must be " + expected);
  return true;
}

} // namespace gccint
