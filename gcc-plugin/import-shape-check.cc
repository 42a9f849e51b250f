// Checks every built expression and statement against its row of the shape
// table (import-shapes.cc): the node's own type, then each operand's
// presence, kind and, where the row says so, its type's agreement with
// operand 0's.  Between the two, what expansion takes at its word in type
// and declaration records: modes against sizes, a declaration's type, mode
// and initializer.  Runs once every link is made and every mode known,
// before anything reaches the middle end.

#define INCLUDE_STRING
#include "gcc-plugin.h"
#include "tree.h"
#include "tree-iterator.h"
#include "predict.h"
#include "varasm.h"

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

// The operand's type when it is a value, else null.
tree
value_type (tree op)
{
  return op && value_operand (op) ? TREE_TYPE (op) : NULL_TREE;
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

namespace {

std::string
code_name (tree t)
{
  return get_tree_code_name (TREE_CODE (t));
}

bool
scalar_type (tree type)
{
  return type && !VOID_TYPE_P (type) && !AGGREGATE_TYPE_P (type)
	 && !FUNC_OR_METHOD_TYPE_P (type);
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
    case OP_ARM:
      return "a statement, or where the expression has a type a value of its kind "
	     "and mode";
    case OP_STMT: return "a statement or expression";
    case OP_LVALUE:
      return "an lvalue (a variable, parameter, result or reference with a type)";
    case OP_OBJECT: return "a value, function or label";
    case OP_POINTER: return "a value of pointer type";
    case OP_INTEGRAL: return "a value of integral type";
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
    case OP_ARM:
      return void_result ? value_operand (op) || c == STATEMENT_LIST
	     : fits (node_type, type);
    case OP_STMT: return value_operand (op) || c == STATEMENT_LIST;
    case OP_LVALUE:
      return type && (VAR_P (op) || c == PARM_DECL || c == RESULT_DECL
		      || REFERENCE_CLASS_P (op));
    case OP_OBJECT: return type || c == FUNCTION_DECL || c == LABEL_DECL;
    case OP_POINTER: return type && POINTER_TYPE_P (type);
    case OP_INTEGRAL: return type && INTEGRAL_TYPE_P (type);
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
      return !value_type (op0) || same_kind (type, value_type (op0)) ? nullptr
	     : "a type of operand 0's kind and mode";
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
    case TYPE_VECTOR:
      return VECTOR_TYPE_P (type) ? nullptr : "a vector type";
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
  if (i < 8 && (row.same_as_op0 >> i) & 1
      && !same_kind (value_type (op), value_type (op0)))
    return imp.fail (r.line, column,
		     where + "a value of operand 0's kind and mode");
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

// Whether TYPE, if integral, has both bounds: an integer type without
// TYPE_MAX_VALUE is an array's domain, and the value-range passes read both
// bounds of a value's type (cc1 stopped in irange::set_varying on a
// conversion to a flexible array's domain).
bool
bounded_if_integral (tree type)
{
  return !type || !INTEGRAL_TYPE_P (type) || (TYPE_MIN_VALUE (type) && TYPE_MAX_VALUE (type));
}

const char *const unbounded_type
  = "`type`: an integer type without TYPE_MIN_VALUE or TYPE_MAX_VALUE (an array's "
    "domain) is no value's type";

// The node's own type against ROW; OP0 as type_mismatch takes it.
bool
check_own_type (importer &imp, const node_record &r, const shape_row &row, tree op0)
{
  tree type = TREE_TYPE (r.built);
  const char *want = type_mismatch (row.type, type, op0);
  std::string code = article (get_tree_code_name (r.code));
  if (!want && !bounded_if_integral (type))
    {
      const json_value *at = r.v.get ("type");
      return imp.fail (r.line, at ? at->column : r.v.column, unbounded_type);
    }
  if (!want)
    return true;
  if (!type)
    return imp.fail (r.line, r.v.column, code + " needs `type`");
  const json_value *at = r.v.get ("type");
  return imp.fail (r.line, at ? at->column : r.v.column,
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

// A variable's initializer: a value of its kind (an automatic one's is
// assigned by gimplify_decl_expr, a scalar in the variable's mode), and for a
// static one a constant varasm can emit (the C front end checks that with
// initializer_constant_valid_p too).
const char *
initializer_problem (tree var, tree init)
{
  tree type = TREE_TYPE (var);
  if (!value_type (init))
    return "`refs.DECL_INITIAL`: a variable's DECL_INITIAL must be a value with a type";
  // varasm lays a static one out by its own type (cc1 stopped there on an
  // array's constructor given a structure's type); the gimplifier assigns an
  // automatic one (see initializer_fits).
  if (!initializer_fits (type, TREE_TYPE (init)))
    return "`refs.DECL_INITIAL`: a variable's DECL_INITIAL must be of the "
	   "variable's kind and mode (an array's elements too, a structure's or "
	   "union's type)";
  if (TREE_STATIC (var) || DECL_EXTERNAL (var))
    return initializer_constant_valid_p (init, type) ? nullptr
	   : "`refs.DECL_INITIAL`: a static variable's DECL_INITIAL must be a "
	     "constant (initializer_constant_valid_p)";
  return nullptr;
}

// A type's mode as expansion takes it at its word: a mode of the type's size
// (layout_type derives one from the other), a vector's of its element count
// and element mode, a complex type's of its component's mode.
const char *
type_problem (const node_record &r)
{
  tree t = r.built;
  machine_mode m = TYPE_MODE (t);
  if (r.foreign || m == VOIDmode || m == BLKmode)
    return nullptr;
  tree size = TYPE_SIZE (t);
  if (size && TREE_CODE (size) == INTEGER_CST
      && (!tree_fits_uhwi_p (size)
	  || maybe_ne (GET_MODE_BITSIZE (m), tree_to_uhwi (size))))
    return "`mode`: a mode whose size differs from TYPE_SIZE";
  // layout_type gives a type whose size is not a constant BLKmode, and the
  // middle end takes a moded type's sizes as constants, as it does a
  // variable's (below).
  tree unit = TYPE_SIZE_UNIT (t);
  if ((size && TREE_CODE (size) != INTEGER_CST)
      || (unit && (TREE_CODE (unit) != INTEGER_CST || !tree_fits_uhwi_p (unit)
		   || maybe_ne (GET_MODE_SIZE (m), tree_to_uhwi (unit)))))
    return "`mode`: a type in a mode (not BLK) has constant sizes, TYPE_SIZE and "
	   "TYPE_SIZE_UNIT, of the mode's size";
  tree inner = TREE_TYPE (t);
  if (TREE_CODE (t) == VECTOR_TYPE && VECTOR_MODE_P (m)
      && (!inner || maybe_ne (GET_MODE_NUNITS (m), TYPE_VECTOR_SUBPARTS (t))
	  || GET_MODE_INNER (m) != TYPE_MODE (inner)))
    return "`mode`: a vector mode of another element count or element mode";
  if (TREE_CODE (t) == VECTOR_TYPE && !VECTOR_MODE_P (m) && !SCALAR_INT_MODE_P (m))
    return "`mode`: a vector type's mode is a vector or integer mode";
  if (TREE_CODE (t) == COMPLEX_TYPE && (!inner || GET_MODE_INNER (m) != TYPE_MODE (inner)))
    return "`mode`: a complex mode of another component mode";
  return nullptr;
}

// Whether an array type's constant size is its element's times its
// domain's length, counted in the domain's precision (a zero-length array's
// domain wraps to none), as layout_type computes it: varasm and the stack
// take the size, element accesses the domain (a 4-byte int[3] compiled to
// 12 bytes of data in a 4-byte symbol).
bool
array_size_consistent (tree t)
{
  if (TREE_CODE (t) != ARRAY_TYPE)
    return true;
  tree element = TREE_TYPE (t), domain = TYPE_DOMAIN (t);
  tree size = TYPE_SIZE (t), element_size = element ? TYPE_SIZE (element) : NULL_TREE;
  tree low = domain ? TYPE_MIN_VALUE (domain) : NULL_TREE;
  tree high = domain ? TYPE_MAX_VALUE (domain) : NULL_TREE;
  if (!integer_cst_p (size) || !integer_cst_p (element_size) || !integer_cst_p (low)
      || !integer_cst_p (high))
    return true;
  offset_int length = wi::zext (wi::to_offset (high) - wi::to_offset (low) + 1,
				TYPE_PRECISION (domain));
  return wi::to_offset (size) == length * wi::to_offset (element_size);
}

// Whether variable T's constant sizes agree: DECL_SIZE is DECL_SIZE_UNIT in
// bits, and at least its type's (layout_decl gives a variable its type's
// sizes, larger only for an initialized flexible array member). The stack
// slot takes DECL_SIZE_UNIT, varasm both.
bool
variable_size_consistent (tree t)
{
  tree bits = DECL_SIZE (t), bytes = DECL_SIZE_UNIT (t), type_bits = TYPE_SIZE (TREE_TYPE (t));
  if (integer_cst_p (bits) && integer_cst_p (bytes)
      && wi::to_offset (bits) != wi::to_offset (bytes) * BITS_PER_UNIT)
    return false;
  return !integer_cst_p (bits) || !integer_cst_p (type_bits)
	 || wi::to_offset (bits) >= wi::to_offset (type_bits);
}

// Whether SIZE, if there is one, has the kind of KIND (sizetype or
// bitsizetype): size_binop asserts that sizes it combines agree (cc1 stopped
// there on a TYPE_SIZE typed as a pointer).
bool
size_of_kind (tree size, tree kind)
{
  tree type = size ? TREE_TYPE (size) : NULL_TREE;
  return !size
	 || (type && INTEGRAL_TYPE_P (type) && TYPE_PRECISION (type) == TYPE_PRECISION (kind)
	     && TYPE_UNSIGNED (type) == TYPE_UNSIGNED (kind));
}

// What is wrong with the kinds of T's sizes and offsets, or null.
const char *
size_kinds_problem (tree t)
{
  bool ok = TYPE_P (t) ? size_of_kind (TYPE_SIZE (t), bitsizetype)
			 && size_of_kind (TYPE_SIZE_UNIT (t), sizetype)
	    : size_of_kind (DECL_SIZE (t), bitsizetype)
		&& size_of_kind (DECL_SIZE_UNIT (t), sizetype)
		&& (TREE_CODE (t) != FIELD_DECL
		    || (size_of_kind (DECL_FIELD_OFFSET (t), sizetype)
			&& size_of_kind (DECL_FIELD_BIT_OFFSET (t), bitsizetype)));
  return ok ? nullptr
	    : "`refs.TYPE_SIZE`: sizes in bytes and byte offsets are of sizetype's "
	      "precision and sign (TYPE_SIZE_UNIT, DECL_SIZE_UNIT, DECL_FIELD_OFFSET), "
	      "sizes and offsets in bits of bitsizetype's (TYPE_SIZE, DECL_SIZE, "
	      "DECL_FIELD_BIT_OFFSET)";
}

// Whether field T's place is known as layout_decl leaves it: a constant
// DECL_FIELD_BIT_OFFSET always, a constant DECL_FIELD_OFFSET in a record of
// constant size, a constant DECL_SIZE_UNIT beside a constant DECL_SIZE
// (varasm and expansion read them as numbers: cc1 stopped in tree_to_uhwi).
bool
field_place_constant (tree t)
{
  tree record = DECL_CONTEXT (t);
  tree whole = record && TYPE_P (record) ? TYPE_SIZE (record) : NULL_TREE;
  return integer_cst_p (DECL_FIELD_BIT_OFFSET (t))
	 && (!integer_cst_p (whole) || integer_cst_p (DECL_FIELD_OFFSET (t)))
	 && (!integer_cst_p (DECL_SIZE (t)) || integer_cst_p (DECL_SIZE_UNIT (t)));
}

// Whether field T's bit-field representative, if it has one, is a field of
// its record with a constant size and a place as constant as a field's,
// which expansion reads as numbers (cc1 stopped in tree_to_uhwi on a
// representative that was none).
bool
representative_ok (tree t)
{
  tree rep = DECL_BIT_FIELD_REPRESENTATIVE (t);
  return !rep
	 || (TREE_CODE (rep) == FIELD_DECL && DECL_CONTEXT (rep) == DECL_CONTEXT (t)
	     && integer_cst_p (DECL_SIZE (rep)) && field_place_constant (rep));
}

// Whether a constant SIZE (or offset), if there is one, is a whole number of
// bytes.
bool
whole_bytes (tree size)
{
  return !size || TREE_CODE (size) != INTEGER_CST
	 || (tree_fits_uhwi_p (size) && tree_to_uhwi (size) % BITS_PER_UNIT == 0);
}

// Whether FIELD, where its place and size and its record's size are
// constants, ends within its record.
bool
within_record (tree field)
{
  tree record = DECL_CONTEXT (field);
  tree whole = record && RECORD_OR_UNION_TYPE_P (record) ? TYPE_SIZE (record) : NULL_TREE;
  offset_int start, end;
  return !integer_cst_p (whole) || !field_bits (field, &start, &end)
	 || end <= wi::to_offset (whole);
}

// Whether SIZE, if there is one, is an integer_cst.
bool
constant_size (tree size)
{
  return !size || (TREE_CODE (size) == INTEGER_CST && tree_fits_uhwi_p (size));
}

// What is wrong with field T's place and size, as layout_decl leaves them
// and expansion and varasm read them, or null.
const char *
field_problem (tree t)
{
  // layout_decl leaves a field DECL_BIT_FIELD unless it fills whole bytes at
  // a byte position, and expansion and varasm take the others at their
  // bytes (varasm asserted on a 3-bit field without the flag).
  if (!DECL_BIT_FIELD (t)
      && (!whole_bytes (DECL_SIZE (t)) || !whole_bytes (DECL_FIELD_BIT_OFFSET (t))))
    return "`flags`: a field that is not a bit-field (DECL_BIT_FIELD) has whole "
	   "bytes at a byte position (DECL_SIZE, DECL_FIELD_BIT_OFFSET)";
  if (!representative_ok (t))
    return "`refs.DECL_QUALIFIER`: a bit-field's representative is a field of its "
	   "record with a constant size, placed as a field is";
  if (!field_place_constant (t))
    return "`refs.DECL_FIELD_OFFSET`: a field's DECL_FIELD_BIT_OFFSET is a constant, "
	   "and so are its DECL_FIELD_OFFSET in a record of constant size and its "
	   "DECL_SIZE_UNIT beside a constant DECL_SIZE";
  // A bit-field past its record's end sent store_bit_field into endless
  // recursion.
  if (!within_record (t))
    return "`refs.DECL_FIELD_OFFSET`: a field ends within its record or union "
	   "(DECL_FIELD_OFFSET, DECL_FIELD_BIT_OFFSET and DECL_SIZE against its "
	   "DECL_CONTEXT's TYPE_SIZE)";
  return nullptr;
}

// What is wrong with variable, parameter or result T of type TYPE (its
// type's bounds, its visibility, its sizes), or null.
const char *
variable_problem (tree t, tree type)
{
  // (A field may have such a type: a zero-width bit-field's has no bounds.)
  if (!bounded_if_integral (type))
    return unbounded_type;
  // An automatic variable is no symbol: varpool asserted in ctor_for_folding
  // on one marked public.
  bool automatic = VAR_P (t) && !TREE_STATIC (t) && !DECL_EXTERNAL (t);
  if (automatic && TREE_PUBLIC (t))
    return "`flags`: an automatic variable (neither static_flag nor DECL_EXTERNAL) is "
	   "not public_flag";
  if (!variable_size_consistent (t))
    return "`refs.DECL_SIZE`: a variable's DECL_SIZE is its DECL_SIZE_UNIT in bits, "
	   "and at least its type's TYPE_SIZE";
  // layout_decl gives a variable its type's sizes, constant in a mode that is
  // not BLK, and the middle end takes them so (walloca stopped on a variable
  // whose DECL_SIZE_UNIT was a parm_decl). A constant of another size is left
  // to the type's own check, which names the node at fault.
  if (DECL_MODE (t) != VOIDmode && DECL_MODE (t) != BLKmode
      && (!constant_size (DECL_SIZE (t)) || !constant_size (DECL_SIZE_UNIT (t))))
    return "`refs.DECL_SIZE`: a variable in a mode (not BLK) has constant sizes, "
	   "DECL_SIZE and DECL_SIZE_UNIT";
  if (automatic && (!TYPE_SIZE (type) || !DECL_SIZE_UNIT (t)))
    return "`type`: an automatic variable's type must be complete (TYPE_SIZE, and "
	   "its DECL_SIZE_UNIT, which gimplify_decl_expr reads)";
  return nullptr;
}

// A declaration's type as expansion needs it: an object is neither void
// nor a function, its mode is its type's, and a field's or variable's own
// rules hold (field_problem, variable_problem).
const char *
declaration_type_problem (const node_record &r)
{
  tree t = r.built, type = TREE_TYPE (t);
  if (!type || r.foreign)
    return nullptr;
  bool object = r.code == VAR_DECL || r.code == PARM_DECL || r.code == FIELD_DECL;
  // C lets an external variable be void (`extern void _text;`, whose address
  // is all a program takes).
  bool external = r.code == VAR_DECL && DECL_EXTERNAL (t);
  if (object && ((VOID_TYPE_P (type) && !external) || FUNC_OR_METHOD_TYPE_P (type)))
    return "`type`: an object's type must be neither void nor a function type";
  if (r.code == RESULT_DECL && FUNC_OR_METHOD_TYPE_P (type))
    return "`type`: a result's type must not be a function type";
  // Expansion makes a variable's RTL in DECL_MODE and moves values of its
  // type into it, and reads a field in its DECL_MODE: layout_decl gives both
  // the type's mode, or a bit-field an integer mode of its size.
  bool bit_field = r.code == FIELD_DECL && DECL_BIT_FIELD_TYPE (t)
		   && SCALAR_INT_MODE_P (DECL_MODE (t));
  if ((object || r.code == RESULT_DECL) && TYPE_MODE (type) != VOIDmode
      && DECL_MODE (t) != VOIDmode && DECL_MODE (t) != TYPE_MODE (type) && !bit_field)
    return "`mode`: a variable's or field's mode must be its type's (an integer "
	   "mode for a bit-field)";
  if (r.code == FIELD_DECL)
    return field_problem (t);
  if (r.code == VAR_DECL || r.code == PARM_DECL || r.code == RESULT_DECL)
    return variable_problem (t, type);
  return nullptr;
}

// Type and declaration records: their modes and types.
bool
check_declarations (importer &imp)
{
  for (const node_record *r : imp.ordered)
    {
      if (!r->built)
	continue;
      if (const char *problem = TYPE_P (r->built) ? type_problem (*r) : nullptr)
	{
	  const json_value *at = r->v.get ("mode");
	  return imp.fail (r->line, at ? at->column : r->v.column, problem);
	}
      if (TYPE_P (r->built) && !r->foreign && !array_size_consistent (r->built))
	{
	  const json_value *at = r->v.get ("refs");
	  return imp.fail (r->line, at ? at->column : r->v.column,
			   "`refs.TYPE_SIZE`: an array's size is its element's "
			   "times its domain's length");
	}
      // Each problem names its member; the position is the record's.
      if (const char *problem = DECL_P (r->built) ? declaration_type_problem (*r) : nullptr)
	return imp.fail (r->line, r->v.column, problem);
      if (!r->foreign && (TYPE_P (r->built) || DECL_P (r->built)))
	if (const char *problem = size_kinds_problem (r->built))
	  {
	    const json_value *at = r->v.get ("refs");
	    return imp.fail (r->line, at ? at->column : r->v.column, problem);
	  }
    }
  return true;
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
	  const json_value *at = r->v.get ("elts");
	  return imp.fail (r->line, at ? at->column : r->v.column,
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
	  const json_value *at = r->v.get ("type");
	  return imp.fail (r->line, at ? at->column : r->v.column,
			   "`type`: " + article (get_tree_code_name (r->code))
			     + " with a type must yield a value of its kind (its body's "
			       "last statement), or nothing");
	}
    }
  return true;
}

} // anonymous namespace

bool
check_initializers (importer &imp)
{
  for (const node_record *r : imp.ordered)
    {
      tree t = r->built;
      if (!t || r->foreign || r->code != VAR_DECL || !TREE_TYPE (t) || !DECL_INITIAL (t)
	  || TREE_CODE (DECL_INITIAL (t)) == ERROR_MARK)
	continue;
      if (const char *problem = initializer_problem (t, DECL_INITIAL (t)))
	return imp.fail (r->line, r->v.column, problem);
    }
  return true;
}

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
