// Checks every built expression and statement against its row of the shape
// table (import-shapes.cc): the node's own type, then each operand's
// presence, kind and, where the row says so, its type's agreement with
// operand 0's; between the two, type and declaration records
// (import-layout-check.cc).  Runs once every link is made and every mode
// known, before anything reaches the middle end.

#define INCLUDE_STRING
#include "gcc-plugin.h"
#include "tree.h"
#include "tree-iterator.h"
#include "predict.h"
#include "target.h"

#include "importer.h"
#include "import-shapes.h"

namespace gccint {

// What may stand where a value or statement goes: not a type, name, list,
// block, or a declaration other than a variable's, parameter's, result's or
// constant's.
bool
value_operand (tree v)
{
  switch (TREE_CODE (v))
    {
    case IDENTIFIER_NODE:
    case STATEMENT_LIST:
    case BLOCK:
    case TREE_LIST:
    case TREE_VEC:
    case FUNCTION_DECL:
    case LABEL_DECL:
    case TYPE_DECL:
    case FIELD_DECL:
    case TRANSLATION_UNIT_DECL:
    case NAMESPACE_DECL:
    case IMPORTED_DECL:
    case NAMELIST_DECL:
    case DEBUG_EXPR_DECL:
      return false;
    default:
      return !TYPE_P (v);
    }
}

// "a" or "an" before NAME.
std::string
article (const std::string &name)
{
  return (strchr ("aeiou", name[0]) ? "an " : "a ") + name;
}

// Two types expansion treats alike: the same kind of type in the same mode
// (a complex or vector type's parts alike too).
bool
same_kind (tree a, tree b)
{
  if (!a || !b)
    return false;
  bool integral = INTEGRAL_TYPE_P (a) && INTEGRAL_TYPE_P (b);
  bool pointer = POINTER_TYPE_P (a) && POINTER_TYPE_P (b);
  if (!integral && !pointer && TREE_CODE (a) != TREE_CODE (b))
    return false;
  if (TYPE_MODE (a) != TYPE_MODE (b))
    return false;
  if (TREE_CODE (a) == COMPLEX_TYPE || TREE_CODE (a) == VECTOR_TYPE)
    {
      tree ea = TREE_TYPE (a), eb = TREE_TYPE (b);
      return ea && eb && (ea == eb || (TREE_CODE (ea) == TREE_CODE (eb)
				       && TYPE_MODE (ea) == TYPE_MODE (eb)));
    }
  return true;
}

bool
integer_cst_p (tree t)
{
  return t && TREE_CODE (t) == INTEGER_CST;
}

// Statements C never uses for a value, whatever their type (a switch_expr
// keeps its condition's): the gimplifier asserted on a decl_expr, a
// switch_expr and a goto_expr found where a value was expected.
bool
statement_only (tree_code c)
{
  switch (c)
    {
    case DECL_EXPR: case SWITCH_EXPR: case GOTO_EXPR: case LABEL_EXPR:
    case CASE_LABEL_EXPR: case RETURN_EXPR: case LOOP_EXPR: case EXIT_EXPR:
    case ASM_EXPR: case DEBUG_BEGIN_STMT:
      return true;
    default:
      return false;
    }
}

// The operand's type when it is a value, else null.
tree
value_type (tree op)
{
  return op && value_operand (op) && !statement_only (TREE_CODE (op)) ? TREE_TYPE (op)
									: NULL_TREE;
}

// Whether integral types A and B, when both are, have one precision and
// signedness: GIMPLE takes their values as one only then
// (useless_type_conversion_p), and C's build_binary_op converts operands to
// the result's type (FRE's elimination asserted at -Os on an int plus_expr
// of an unsigned operand).
bool
same_integer_bits (tree a, tree b)
{
  return !(INTEGRAL_TYPE_P (a) && INTEGRAL_TYPE_P (b))
	 || (TYPE_PRECISION (a) == TYPE_PRECISION (b)
	     && TYPE_UNSIGNED (a) == TYPE_UNSIGNED (b));
}

// Whether a value of type FROM may stand where TYPE is expected without a
// conversion expansion cannot make: an aggregate of the same kind (sizes
// may differ, as a string initializing a longer array), else same_kind.
bool
fits (tree type, tree from)
{
  if (type && AGGREGATE_TYPE_P (type))
    return from && TREE_CODE (from) == TREE_CODE (type);
  return same_kind (type, from);
}

bool
scalar_type (tree type)
{
  return type && !VOID_TYPE_P (type) && !AGGREGATE_TYPE_P (type)
	 && !FUNC_OR_METHOD_TYPE_P (type);
}

// Whether TYPE, if integral, has both bounds and both are constants: an
// integer type without TYPE_MAX_VALUE, or with an expression there, is an
// array's domain, and the value-range passes read both bounds of a value's
// type as numbers (cc1 stopped in irange::set_varying on a conversion to a
// flexible array's domain, and segfaulted in ccp on a variable whose type's
// TYPE_MIN_VALUE was a variable).
bool
bounded_if_integral (tree type)
{
  if (!type || !INTEGRAL_TYPE_P (type))
    return true;
  tree low = TYPE_MIN_VALUE (type), high = TYPE_MAX_VALUE (type);
  return low && high && TREE_CODE (low) == INTEGER_CST && TREE_CODE (high) == INTEGER_CST;
}

extern const char *const unbounded_type
  = "`type`: an integer type whose TYPE_MIN_VALUE and TYPE_MAX_VALUE are not both "
    "constants (an array's domain) is no value's type";

bool
va_list_value (tree type)
{
  if (!type)
    return false;
  if (targetm.canonical_va_list_type (type))
    return true;
  return POINTER_TYPE_P (type) && TREE_TYPE (type)
	 && targetm.canonical_va_list_type (TREE_TYPE (type));
}

namespace {

std::string
code_name (tree t)
{
  return get_tree_code_name (TREE_CODE (t));
}

// Whether LIST is a TREE_LIST chain (no longer than the document) whose
// every link passes OK.
template <typename F>
bool
list_of (importer &imp, tree list, F ok)
{
  size_t budget = imp.ordered.size () + 1;
  for (tree l = list; l; l = TREE_CHAIN (l))
    if (TREE_CODE (l) != TREE_LIST || budget-- == 0 || !ok (l))
      return false;
  return true;
}

bool
string_cst (tree t)
{
  return t && TREE_CODE (t) == STRING_CST;
}

// An asm operand: TREE_PURPOSE (name, constraint string), TREE_VALUE the
// operand.
bool
asm_operand (tree l)
{
  tree p = TREE_PURPOSE (l);
  return p && TREE_CODE (p) == TREE_LIST && string_cst (TREE_VALUE (p))
	 && value_type (TREE_VALUE (l));
}

// What an operand of KIND is, for messages.
const char *
kind_text (operand_kind kind)
{
  switch (kind)
    {
    case OP_ANY: return "anything";
    case OP_NONE: return "nothing (the C front end leaves it unset)";
    case OP_VALUE: return "a value with a type";
    case OP_SCALAR: return "a value operand (with a type neither void nor an aggregate)";
    case OP_CONVERTED: return "a value with a type (void only when converted to void)";
    case OP_CONVERTED_VALUE:
      return "a value with a type (void only when converted to void, a scalar when "
	     "converted to a scalar, floating-point or complex exactly when the result is: "
	     "other conversions are float_expr, fix_trunc_expr or complex_expr)";
    case OP_STEP:
      return "a step of integral type for a pointer, else of the operand's kind "
	     "(integral, floating-point or complex)";
    case OP_ARM:
      return "a statement, or where the expression has a type a value of its kind "
	     "and mode";
    case OP_STMT: return "a statement or expression";
    case OP_LVALUE:
      return "an lvalue (a variable, parameter, result, dereference, string or compound "
	     "literal, a part of one or an array element, with a type)";
    case OP_OBJECT:
      return "a value, function or label (of void type only a declaration or a "
	     "dereference)";
    case OP_TRUTH: return "a value of integral or pointer type (a truth value)";
    case OP_POINTER: return "a value of pointer type";
    case OP_ATOMIC_ADDRESS:
      return "a pointer to a complete scalar type (what the atomic reads and writes)";
    case OP_INTEGRAL: return "a value of integral type";
    case OP_FLOAT: return "a value of floating-point type";
    case OP_BITS: return "a value of integral type or a vector of integers";
    case OP_INTEGER_PARTS:
      return "a value of integral type, or a vector or complex of integers";
    case OP_VA_LIST: return "a value of the target's va_list type, or a pointer to one";
    case OP_ORDERED:
      return "a value operand (with a type neither void, an aggregate nor complex)";
    case OP_ARRAY: return "a value of array type whose element type has a size";
    case OP_RECORD: return "a value of structure or union type";
    case OP_COMPLEX: return "a value of complex type";
    case OP_VECTOR: return "a value of vector type";
    case OP_CALLEE: return "a pointer to a function";
    case OP_DECL: return "a declaration";
    case OP_VAR: return "a var_decl";
    case OP_VARS: return "a chain of declarations";
    case OP_DECL_EXPR_VAR: return "a decl_expr of a var_decl";
    case OP_LABEL: return "a label_decl";
    case OP_LABEL_OR_POINTER: return "a label_decl or an address";
    case OP_FIELD: return "a field_decl";
    case OP_BLOCK: return "a block";
    case OP_INT_CST: return "an integer_cst";
    case OP_POINTER_CST: return "an integer_cst of pointer type";
    case OP_PREDICTOR: return "an integer_cst naming a branch predictor";
    case OP_ANNOTATION: return "an integer_cst naming a loop annotation";
    case OP_STRING: return "a string_cst";
    case OP_ASM_OPERANDS:
      return "a tree_list of asm operands ((name, constraint string), value)";
    case OP_ASM_STRINGS: return "a tree_list of string_csts";
    case OP_ASM_LABELS: return "a tree_list of label_decls";
    }
  return "nothing this importer knows";
}

bool
small_cst (tree op, unsigned HOST_WIDE_INT limit)
{
  return TREE_CODE (op) == INTEGER_CST && tree_fits_uhwi_p (op)
	 && tree_to_uhwi (op) < limit;
}

bool
label_link (tree l)
{
  return TREE_VALUE (l) && TREE_CODE (TREE_VALUE (l)) == LABEL_DECL;
}

bool
string_link (tree l)
{
  return string_cst (TREE_VALUE (l));
}

// What an address may be taken of: a value, function or label.  A void
// value only as a declaration (C's `extern void v;`) or a dereference, which
// gimplify_addr_expr takes as they are: any other void expression is a
// statement, which it gimplifies to nothing and then reads through null
// (cc1 segfaulted on the address of an if statement's cond_expr).
bool
object_operand (tree op)
{
  tree_code c = TREE_CODE (op);
  if (c == FUNCTION_DECL || c == LABEL_DECL)
    return true;
  tree type = value_type (op);
  return type && (!VOID_TYPE_P (type) || DECL_P (op) || c == INDIRECT_REF || c == MEM_REF);
}

// Whether A and B are both floating-point, both complex, or neither: a
// nop_expr or convert_expr between them is then a change of precision or
// representation, which expansion makes with convert_move.  The C front end
// converts between integers and floating point with float_expr and
// fix_trunc_expr, and into and out of complex with complex_expr and
// realpart_expr; a nop_expr from a pointer to a double stopped cc1 in
// convert_mode_scalar (and from a float constant to a pointer in
// fold_convert_const_int_from_real).
bool
same_number_kind (tree a, tree b)
{
  return SCALAR_FLOAT_TYPE_P (a) == SCALAR_FLOAT_TYPE_P (b)
	 && (TREE_CODE (a) == COMPLEX_TYPE) == (TREE_CODE (b) == COMPLEX_TYPE);
}

// Whether OP is an object C can assign: a variable, parameter or result, a
// dereference, a string or compound literal, or a part of one, or an element
// of any array, which C makes an object even in a value (`f ().z[i] = 1`,
// gcc.c-torture/compile/struct-non-lval-1.c; a view_convert_expr of a
// pointer sum on an assignment's left stopped the gimplifier: no lvalue to
// store into).
bool
lvalue (tree op)
{
  // A part's own operands are checked with its record: a missing one is
  // left to that check, which says what is missing.
  for (; op && handled_component_p (op); op = TREE_OPERAND (op, 0))
    if (TREE_CODE (op) == ARRAY_REF || TREE_CODE (op) == ARRAY_RANGE_REF)
      return true;
  if (!op)
    return true;
  switch (TREE_CODE (op))
    {
    case VAR_DECL:
    case PARM_DECL:
    case RESULT_DECL:
    case INDIRECT_REF:
    case MEM_REF:
    case TARGET_MEM_REF:
    case STRING_CST:
    case COMPOUND_LITERAL_EXPR:
      return true;
    default:
      return false;
    }
}

// Whether OP (not null) is of KIND.  NODE_TYPE: the node's own type (may be
// null).
bool
kind_ok (importer &imp, operand_kind kind, tree op, tree node_type)
{
  bool void_result = !node_type || VOID_TYPE_P (node_type);
  tree type = value_type (op);
  tree_code c = TREE_CODE (op);
  switch (kind)
    {
    case OP_ANY: return true;
    case OP_NONE: return false;
    case OP_VALUE: return type;
    case OP_SCALAR: return scalar_type (type);
    case OP_CONVERTED: return type && (void_result || !VOID_TYPE_P (type));
    case OP_CONVERTED_VALUE:
      return type && (void_result || !VOID_TYPE_P (type))
	     && (!scalar_type (node_type) || scalar_type (type))
	     && (void_result || same_number_kind (node_type, type));
    case OP_STEP:
      if (!type || !node_type)
	return false;
      return POINTER_TYPE_P (node_type) ? INTEGRAL_TYPE_P (type)
	     : scalar_type (type) && same_number_kind (node_type, type)
	       && INTEGRAL_TYPE_P (node_type) == INTEGRAL_TYPE_P (type);
    case OP_ARM:
      return void_result ? value_operand (op) || c == STATEMENT_LIST
	     : fits (node_type, type);
    case OP_STMT: return value_operand (op) || c == STATEMENT_LIST;
    case OP_LVALUE: return type && lvalue (op);
    case OP_INTEGER_PARTS:
      return type && (INTEGRAL_TYPE_P (type)
		      || ((VECTOR_TYPE_P (type) || TREE_CODE (type) == COMPLEX_TYPE)
			  && TREE_TYPE (type) && INTEGRAL_TYPE_P (TREE_TYPE (type))));
    case OP_OBJECT: return object_operand (op);
    case OP_TRUTH: return type && (INTEGRAL_TYPE_P (type) || POINTER_TYPE_P (type));
    case OP_POINTER: return type && POINTER_TYPE_P (type);
    case OP_ATOMIC_ADDRESS:
      // (No type is TREE_ADDRESSABLE: the flag table refuses it on types.)
      return type && POINTER_TYPE_P (type) && scalar_type (TREE_TYPE (type))
	     && COMPLETE_TYPE_P (TREE_TYPE (type));
    case OP_INTEGRAL: return type && INTEGRAL_TYPE_P (type);
    case OP_FLOAT: return type && SCALAR_FLOAT_TYPE_P (type);
    case OP_ORDERED: return scalar_type (type) && TREE_CODE (type) != COMPLEX_TYPE;
    case OP_VA_LIST: return va_list_value (type);
    case OP_BITS:
      return type && (INTEGRAL_TYPE_P (type)
		      || (VECTOR_TYPE_P (type) && INTEGRAL_TYPE_P (TREE_TYPE (type))));
    // array_ref_element_size reads the element type's size unchecked.
    case OP_ARRAY:
      return type && TREE_CODE (type) == ARRAY_TYPE && TREE_TYPE (type)
	     && TYPE_SIZE_UNIT (TREE_TYPE (type));
    case OP_RECORD: return type && RECORD_OR_UNION_TYPE_P (type);
    case OP_COMPLEX: return type && TREE_CODE (type) == COMPLEX_TYPE;
    case OP_VECTOR: return type && VECTOR_TYPE_P (type);
    case OP_CALLEE:
      return type && POINTER_TYPE_P (type) && TREE_TYPE (type)
	     && FUNC_OR_METHOD_TYPE_P (TREE_TYPE (type));
    case OP_DECL: case OP_VARS: return DECL_P (op);
    case OP_VAR: return VAR_P (op);
    case OP_DECL_EXPR_VAR:
      return c == DECL_EXPR && DECL_EXPR_DECL (op) && VAR_P (DECL_EXPR_DECL (op));
    case OP_LABEL: return c == LABEL_DECL;
    case OP_LABEL_OR_POINTER: return c == LABEL_DECL || (type && POINTER_TYPE_P (type));
    case OP_FIELD: return c == FIELD_DECL;
    case OP_BLOCK: return c == BLOCK;
    case OP_INT_CST: return c == INTEGER_CST;
    case OP_POINTER_CST: return c == INTEGER_CST && POINTER_TYPE_P (TREE_TYPE (op));
    case OP_PREDICTOR: return small_cst (op, END_PREDICTORS);
    case OP_ANNOTATION: return small_cst (op, annot_expr_kind_last);
    case OP_STRING: return string_cst (op);
    case OP_ASM_OPERANDS: return list_of (imp, op, asm_operand);
    case OP_ASM_STRINGS: return list_of (imp, op, string_link);
    case OP_ASM_LABELS: return list_of (imp, op, label_link);
    }
  return false;
}

// What is wrong with TYPE as the type of the address of OP0, or null: a
// pointer, to a function's own kind of result where OP0 is a function
// (expand_call segfaulted at -O1 on a call of a function returning a pointer
// through an address typed as a void function's; C converts a function's
// address with a nop_expr of its own).
const char *
address_type_problem (tree type, tree op0)
{
  if (!POINTER_TYPE_P (type))
    return "a pointer type";
  if (!op0 || TREE_CODE (op0) != FUNCTION_DECL || !TREE_TYPE (op0)
      || !FUNC_OR_METHOD_TYPE_P (TREE_TYPE (op0)))
    return nullptr;
  tree target = TREE_TYPE (type);
  return target && FUNC_OR_METHOD_TYPE_P (target)
	     && same_kind (TREE_TYPE (target), TREE_TYPE (TREE_TYPE (op0)))
	 ? nullptr
	 : "a pointer to a function type whose result is the function's (its kind and mode)";
}

// Null when TYPE (the node's own, may be null) follows RULE; else what was
// expected.  OP0 is the node's operand 0: a relation to it is checked when
// it is a value (else its own check reports it).
const char *
type_mismatch (type_rule rule, tree type, tree op0)
{
  switch (rule)
    {
    case TYPE_OPTIONAL:
      return nullptr;
    case TYPE_INTEGRAL_OPT:
      return !type || INTEGRAL_TYPE_P (type) ? nullptr : "an integral type";
    default:
      break;
    }
  if (!type)
    return "a type";
  switch (rule)
    {
    case TYPE_SAME:
      if (!value_type (op0))
	return nullptr;
      if (!same_kind (type, value_type (op0)))
	return "a type of operand 0's kind and mode";
      return same_integer_bits (type, value_type (op0)) ? nullptr
	     : "a type of operand 0's precision and signedness";
    case TYPE_UNSIGNED_SAME:
      {
	tree from = value_type (op0);
	bool integral = from && INTEGRAL_TYPE_P (type) && INTEGRAL_TYPE_P (from);
	return !from
		 || (same_kind (type, from)
		     && (!integral
			 || (TYPE_UNSIGNED (type)
			     && TYPE_PRECISION (type) == TYPE_PRECISION (from))))
	       ? nullptr : "an unsigned type of operand 0's kind, mode and precision";
      }
    case TYPE_POINTER:
      return POINTER_TYPE_P (type) ? nullptr : "a pointer type";
    case TYPE_POINTER_SAME:
      return POINTER_TYPE_P (type)
	     && (!value_type (op0) || same_kind (type, value_type (op0)))
	     ? nullptr : "a pointer type of operand 0's mode";
    case TYPE_INTEGRAL:
      return INTEGRAL_TYPE_P (type) ? nullptr : "an integral type";
    case TYPE_TRUTH:
      return INTEGRAL_TYPE_P (type) || VECTOR_TYPE_P (type) ? nullptr
	     : "an integral or vector type";
    case TYPE_ARITH:
      return scalar_type (type) ? nullptr
	     : "a type neither void, an aggregate nor a function type";
    case TYPE_COMPLEX:
      return TREE_CODE (type) == COMPLEX_TYPE ? nullptr : "a complex type";
    case TYPE_FLOAT:
      return SCALAR_FLOAT_TYPE_P (type) ? nullptr : "a floating-point type";
    case TYPE_COMPONENT:
      {
	tree whole = value_type (op0);
	return !whole || TREE_CODE (whole) != COMPLEX_TYPE
	       || same_kind (type, TREE_TYPE (whole))
	       ? nullptr : "the type of operand 0's parts (its kind and mode)";
      }
    case TYPE_VECTOR:
      return VECTOR_TYPE_P (type) ? nullptr : "a vector type";
    case TYPE_ADDRESS:
      return address_type_problem (type, op0);
    case TYPE_COMPLETE:
      return !VOID_TYPE_P (type) && COMPLETE_TYPE_P (type) ? nullptr
	     : "a complete type other than void";
    default:
      return nullptr;
    }
}

// A FIELD_DECL operand must belong to operand 0's structure or union.
bool
field_of (tree field, tree op0)
{
  tree record = value_type (op0);
  tree context = DECL_CONTEXT (field);
  return record && context && TYPE_P (context)
	 && TYPE_MAIN_VARIANT (context) == TYPE_MAIN_VARIANT (record)
	 && TREE_TYPE (field);
}

// The column of operand I in R's record (the record's own when absent).
unsigned
operand_column (const node_record &r, size_t i)
{
  const json_value *ops = r.v.get ("ops");
  return ops && i < ops->items.size () ? ops->items[i].column : r.v.column;
}

bool
check_one_operand (importer &imp, node_record &r, const shape_row &row,
		   size_t i, operand_rule rule, tree op, tree type)
{
  std::string where = "`ops[" + std::to_string (i) + "]` of "
		      + article (get_tree_code_name (r.code)) + ": expected ";
  unsigned column = operand_column (r, i);
  bool may_be_null = rule.null == NULLABLE
		     || (rule.null == NULL_IF_VOID && (!type || VOID_TYPE_P (type)));
  if (!op)
    return may_be_null ? true
	   : imp.fail (r.line, column, where + kind_text (rule.kind) + ", found nothing");
  if (!kind_ok (imp, rule.kind, op, type))
    return imp.fail (r.line, column, where + kind_text (rule.kind) + ", found "
				       + article (code_name (op)));
  tree op0 = TREE_OPERAND (r.built, TREE_CODE_CLASS (r.code) == tcc_vl_exp ? 1 : 0);
  if (rule.kind == OP_FIELD && !field_of (op, op0))
    return imp.fail (r.line, column,
		     where + "a typed field of operand 0's structure or union");
  if (rule.kind == OP_FIELD && type
      && TYPE_MAIN_VARIANT (type) != TYPE_MAIN_VARIANT (TREE_TYPE (op)))
    return imp.fail (r.line, r.column_of ("type"),
		     "`type`: " + article (get_tree_code_name (r.code))
		       + "'s type must be its field's type (qualifiers aside), found "
		       + article (code_name (type)));
  if (i < 8 && (row.same_as_op0 >> i) & 1)
    {
      tree mine = value_type (op), first = value_type (op0);
      if (!same_kind (mine, first))
	return imp.fail (r.line, column, where + "a value of operand 0's kind and mode");
      if (!same_integer_bits (mine, first))
	return imp.fail (r.line, column,
			 where + "a value of operand 0's precision and signedness");
    }
  return true;
}

// The number of operands of R's node as the document gives them.
size_t
operand_count (const node_record &r)
{
  if (TREE_CODE_CLASS (r.code) == tcc_vl_exp)
    return VL_EXP_OPERAND_LENGTH (r.built) - 1;
  return TREE_CODE_LENGTH (r.code);
}

// The node's own type against ROW; OP0 as type_mismatch takes it.
bool
check_own_type (importer &imp, const node_record &r, const shape_row &row, tree op0)
{
  tree type = TREE_TYPE (r.built);
  const char *want = type_mismatch (row.type, type, op0);
  std::string code = article (get_tree_code_name (r.code));
  if (!want && !bounded_if_integral (type))
    {
      return imp.fail (r.line, r.column_of ("type"), unbounded_type);
    }
  if (!want)
    return true;
  if (!type)
    return imp.fail (r.line, r.v.column, code + " needs `type`");
  return imp.fail (r.line, r.column_of ("type"),
		   "`type`: " + code + "'s type must be " + want + ", found "
		     + article (code_name (type)));
}

// R's operands against ROW (its own type is checked before).
bool
check_operands (importer &imp, node_record &r, const shape_row &row)
{
  tree t = r.built;
  bool call = TREE_CODE_CLASS (r.code) == tcc_vl_exp;
  size_t count = operand_count (r), first = call ? 1 : 0;
  for (size_t i = 0; i < count; i++)
    {
      // A call's arguments come after its function and static chain.
      operand_rule rule = call && i >= 2 ? call_argument_rule : row.ops[i];
      if (!check_one_operand (imp, r, row, i, rule, TREE_OPERAND (t, first + i),
			      TREE_TYPE (t)))
	return false;
    }
  return true;
}

// The row of R's code, null for nodes the table does not concern; refuses
// an expression or statement code without a row.
const shape_row *
row_of (importer &imp, const node_record &r)
{
  if (!IS_EXPR_CODE_CLASS (TREE_CODE_CLASS (r.code)) || r.foreign)
    return nullptr;
  const shape_row *row = shape_of (r.code);
  if (!row)
    imp.fail (r.line, r.v.get ("code")->column,
	      std::string ("`") + get_tree_code_name (r.code)
		+ "` is no code the importer can hand to GCC");
  return row;
}

// Statement lists hold statements and expressions, as an operand where a
// statement goes (the gimplifier stopped on an identifier among them).
bool
check_statement_lists (importer &imp)
{
  for (const node_record *r : imp.ordered)
    {
      if (!r->built || r->foreign || r->code != STATEMENT_LIST)
	continue;
      for (tree_stmt_iterator i = tsi_start (r->built); !tsi_end_p (i); tsi_next (&i))
	{
	  tree s = tsi_stmt (i);
	  if (value_operand (s) || TREE_CODE (s) == STATEMENT_LIST)
	    continue;
	  return imp.fail (r->line, r->column_of ("elts"),
			   "`elts`: a statement list holds statements and expressions, "
			   "found " + article (code_name (s)));
	}
    }
  return true;
}

// What a wrapper with a type yields, found as voidify_wrapper_expr finds it
// (through bind_exprs, statement lists' last statements, compound
// expressions, cleanup points, tries and transactions); null when it yields
// nothing. Bounded by the document's size: a cycle is reported later.
tree
yielded (const importer &imp, tree t)
{
  for (size_t steps = 0; t && steps <= imp.ordered.size (); steps++)
    switch (TREE_CODE (t))
      {
      case BIND_EXPR: t = BIND_EXPR_BODY (t); break;
      case CLEANUP_POINT_EXPR:
      case TRY_FINALLY_EXPR:
      case TRY_CATCH_EXPR: t = TREE_OPERAND (t, 0); break;
      case STATEMENT_LIST:
	{
	  tree_stmt_iterator i = tsi_last (t);
	  t = tsi_end_p (i) ? NULL_TREE : tsi_stmt (i);
	}
	break;
      case COMPOUND_EXPR: t = TREE_OPERAND (t, 1); break;
      case TRANSACTION_EXPR: t = TRANSACTION_EXPR_BODY (t); break;
      default: return t;
      }
  return NULL_TREE;
}

// A bind_expr with a type (a statement expression): the gimplifier assigns
// what it yields to a temporary of that type, so that must be a value of its
// kind, or nothing (cc1 stopped in gimplify_expr on a function body's
// bind_expr typed bitsizetype, whose body ended in a return).
bool
check_value_binds (importer &imp)
{
  for (const node_record *r : imp.ordered)
    {
      bool wrapper = r->code == BIND_EXPR || r->code == STATEMENT_LIST;
      tree type = r->built && wrapper ? TREE_TYPE (r->built) : NULL_TREE;
      if (!type || VOID_TYPE_P (type))
	continue;
      tree v = yielded (imp, r->built);
      if (v && !IS_EMPTY_STMT (v) && !fits (type, value_type (v)))
	{
	  return imp.fail (r->line, r->column_of ("type"),
			   "`type`: " + article (get_tree_code_name (r->code))
			     + " with a type must yield a value of its kind (its body's "
			       "last statement), or nothing");
	}
    }
  return true;
}

} // anonymous namespace

bool
check_shapes (importer &imp)
{
  // First every expression's own type, so a wrong type is reported at its
  // node rather than at a user of it; then declarations' modes and types;
  // then every operand.
  for (const node_record *r : imp.ordered)
    if (const shape_row *row = row_of (imp, *r))
      {
	size_t count = operand_count (*r);
	size_t first = TREE_CODE_CLASS (r->code) == tcc_vl_exp ? 1 : 0;
	if (!check_own_type (imp, *r, *row,
			     count ? TREE_OPERAND (r->built, first) : NULL_TREE))
	  return false;
      }
    else if (imp.failed ())
      return false;
  if (!check_declarations (imp))
    return false;
  for (node_record *r : imp.ordered)
    if (const shape_row *row = row_of (imp, *r))
      if (!check_operands (imp, *r, *row))
	return false;
  return check_statement_lists (imp) && check_value_binds (imp);
}

} // namespace gccint
