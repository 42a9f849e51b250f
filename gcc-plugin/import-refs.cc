// `refs` (the tree-valued fields outside the operands) and `nums` (the
// integer-valued ones): which codes have each, what kind of node each may
// name, and how it is set on a GCC node.

#define INCLUDE_STRING
#include "gcc-plugin.h"
#include "tree.h"
#include "c-family/c-common.h"

#include <unordered_map>

#include "importer.h"

namespace gccint {

namespace {

bool has (tree_code c, tree_node_structure_enum s) { return CODE_CONTAINS_STRUCT (c, s); }

// What a reference may name.
// SIZE: a size, offset or bound, which layout and expansion fold as an
// integer: a constant, or an expression or variable computing one (a VLA's);
// no statement (cc1 stopped on a domain whose TYPE_MIN_VALUE was a
// decl_expr).
// INDEX: an array's domain, an integral type (cc1 stopped on a pointer
// type there).
// SCOPE: what a context may be: a declaration, a type or a block (GCC's
// get_containing_scope reads one of those fields of it).
// VALUE: an expression, constant or variable (an initializer, a value
// expression), which the gimplifier takes as an operand.
enum ref_kind { ANY, TYPE, DECL, IDENT, TYPE_NAME_KIND, LIST, BLOCK_KIND, RESULT, PARM, FIELD,
		SIZE, INDEX, SCOPE, VALUE };

bool
kind_ok (ref_kind k, tree v)
{
  tree_code c = TREE_CODE (v);
  switch (k)
    {
    case ANY: return true;
    case TYPE: return TYPE_P (v);
    case DECL: return DECL_P (v);
    case IDENT: return c == IDENTIFIER_NODE;
    case TYPE_NAME_KIND: return c == IDENTIFIER_NODE || c == TYPE_DECL;
    case LIST: return c == TREE_LIST;
    case BLOCK_KIND: return c == BLOCK;
    case RESULT: return c == RESULT_DECL;
    case PARM: return c == PARM_DECL;
    case FIELD: return DECL_P (v);
    case SIZE:
      return c == INTEGER_CST || c == VAR_DECL || c == PARM_DECL
	     || (EXPR_P (v) && TREE_CODE_CLASS (c) != tcc_statement);
    case INDEX: return INTEGRAL_TYPE_P (v);
    case SCOPE: return DECL_P (v) || TYPE_P (v) || c == BLOCK;
    case VALUE: return value_operand (v);
    }
  return false;
}

const char *
kind_text (ref_kind k)
{
  switch (k)
    {
    case TYPE: return "a type";
    case DECL: return "a declaration";
    case IDENT: return "an identifier_node";
    case TYPE_NAME_KIND: return "an identifier_node or a type_decl";
    case LIST: return "a tree_list";
    case BLOCK_KIND: return "a block";
    case RESULT: return "a result_decl";
    case PARM: return "a parm_decl";
    case FIELD: return "a declaration";
    case SIZE: return "an integer_cst, an expression (no statement) or a variable";
    case INDEX: return "an integral type";
    case SCOPE: return "a declaration, type or block";
    case VALUE: return "a value (an expression, constant or variable)";
    default: return "a node";
    }
}

bool decl_minimal (tree_code c) { return has (c, TS_DECL_MINIMAL); }
bool decl_common (tree_code c) { return has (c, TS_DECL_COMMON); }
bool decl_common_not_parm (tree_code c) { return decl_common (c) && c != PARM_DECL; }
bool decl_vis (tree_code c) { return has (c, TS_DECL_WITH_VIS); }
bool parm (tree_code c) { return c == PARM_DECL; }
bool value_expr_holder (tree_code c)
{
  return c == VAR_DECL || c == PARM_DECL || c == RESULT_DECL;
}
bool fn_or_var (tree_code c) { return c == FUNCTION_DECL || c == VAR_DECL; }
bool fn (tree_code c) { return c == FUNCTION_DECL; }
bool field (tree_code c) { return c == FIELD_DECL; }
bool type_decl (tree_code c) { return c == TYPE_DECL; }
bool type_common (tree_code c) { return has (c, TS_TYPE_COMMON); }
bool numerical (tree_code c)
{
  return c == INTEGER_TYPE || c == ENUMERAL_TYPE || c == BOOLEAN_TYPE
	 || c == REAL_TYPE || c == FIXED_POINT_TYPE;
}
bool enumeral (tree_code c) { return c == ENUMERAL_TYPE; }
bool array (tree_code c) { return c == ARRAY_TYPE; }
bool record_like (tree_code c)
{
  return c == RECORD_TYPE || c == UNION_TYPE || c == QUAL_UNION_TYPE;
}
bool fn_type (tree_code c) { return c == FUNCTION_TYPE || c == METHOD_TYPE; }
bool method_type (tree_code c) { return c == METHOD_TYPE; }
bool offset_type (tree_code c) { return c == OFFSET_TYPE; }
bool list (tree_code c) { return c == TREE_LIST; }
bool block (tree_code c) { return c == BLOCK; }
bool complex_cst (tree_code c) { return c == COMPLEX_CST; }

struct ref_entry
{
  const char *macro;
  bool (*applies) (tree_code);
  ref_kind kind;
  // Null for fields read elsewhere (a constant's parts) or not kept.
  void (*set) (tree, tree);
};

#define REF(MACRO, WHEN, KIND) \
  { #MACRO, WHEN, KIND, [] (tree t, tree v) { MACRO (t) = v; } }

const ref_entry ref_table[] = {
  REF (DECL_NAME, decl_minimal, IDENT),
  REF (DECL_CONTEXT, decl_minimal, SCOPE),
  REF (DECL_SIZE, decl_common, SIZE),
  REF (DECL_SIZE_UNIT, decl_common, SIZE),
  REF (DECL_INITIAL, decl_common_not_parm, ANY),
  REF (DECL_ARG_TYPE, parm, TYPE),
  REF (DECL_ATTRIBUTES, decl_common, LIST),
  REF (DECL_ABSTRACT_ORIGIN, decl_common, DECL),
  { "DECL_ASSEMBLER_NAME", decl_vis, IDENT,
    [] (tree t, tree v) { SET_DECL_ASSEMBLER_NAME (t, v); } },
  { "DECL_VALUE_EXPR", value_expr_holder, VALUE,
    [] (tree t, tree v) { SET_DECL_VALUE_EXPR (t, v); } },
  // What C++ dumps print for a called function; nothing GCC compiles.
  { "decl_printable_name", fn_or_var, IDENT, nullptr },
  REF (DECL_RESULT, fn, RESULT),
  REF (DECL_ARGUMENTS, fn, PARM),
  REF (DECL_SAVED_TREE, fn, ANY),
  REF (DECL_FIELD_OFFSET, field, SIZE),
  REF (DECL_FIELD_BIT_OFFSET, field, SIZE),
  REF (DECL_BIT_FIELD_TYPE, field, TYPE),
  REF (DECL_QUALIFIER, field, ANY),
  REF (DECL_FCONTEXT, field, TYPE),
  REF (DECL_ORIGINAL_TYPE, type_decl, TYPE),
  REF (TYPE_NAME, type_common, TYPE_NAME_KIND),
  REF (TYPE_SIZE, type_common, SIZE),
  REF (TYPE_SIZE_UNIT, type_common, SIZE),
  REF (TYPE_ATTRIBUTES, type_common, LIST),
  REF (TYPE_MAIN_VARIANT, type_common, TYPE),
  REF (TYPE_NEXT_VARIANT, type_common, TYPE),
  REF (TYPE_CANONICAL, type_common, TYPE),
  REF (TYPE_CONTEXT, type_common, SCOPE),
  REF (TYPE_POINTER_TO, type_common, TYPE),
  REF (TYPE_REFERENCE_TO, type_common, TYPE),
  REF (TYPE_MIN_VALUE, numerical, SIZE),
  REF (TYPE_MAX_VALUE, numerical, SIZE),
  REF (TYPE_VALUES, enumeral, LIST),
  REF (TYPE_DOMAIN, array, INDEX),
  REF (TYPE_FIELDS, record_like, FIELD),
  REF (TYPE_ARG_TYPES, fn_type, LIST),
  REF (TYPE_METHOD_BASETYPE, method_type, TYPE),
  REF (TYPE_OFFSET_BASETYPE, offset_type, TYPE),
  REF (TREE_PURPOSE, list, ANY),
  REF (TREE_VALUE, list, ANY),
  { "TREE_REALPART", complex_cst, ANY, nullptr },
  { "TREE_IMAGPART", complex_cst, ANY, nullptr },
  REF (BLOCK_VARS, block, DECL),
  REF (BLOCK_SUBBLOCKS, block, BLOCK_KIND),
  REF (BLOCK_SUPERCONTEXT, block, SCOPE),
  REF (BLOCK_CHAIN, block, BLOCK_KIND),
  REF (BLOCK_ABSTRACT_ORIGIN, block, ANY),
  REF (BLOCK_FRAGMENT_ORIGIN, block, BLOCK_KIND),
  REF (BLOCK_FRAGMENT_CHAIN, block, BLOCK_KIND),
};

#undef REF

const ref_entry *
find_ref (const std::string &macro)
{
  static const std::unordered_map<std::string, const ref_entry *> index = [] {
    std::unordered_map<std::string, const ref_entry *> m;
    for (const ref_entry &e : ref_table)
      m.emplace (e.macro, &e);
    return m;
  }();
  auto it = index.find (macro);
  return it == index.end () ? nullptr : it->second;
}

// An alignment or a vector length: a power of two no larger than LIMIT (zero
// too where ZERO_OK, as DECL_ALIGN of a declaration GCC has not laid out).
// Anything else makes layout and expansion divide by zero or loop.
bool
check_power_of_two (importer &imp, const node_record &r, unsigned col,
		    const char *field, int64_t v, int64_t limit, bool zero_ok)
{
  if ((v == 0 && zero_ok) || (v > 0 && pow2p_hwi (v) && v <= limit))
    return true;
  return imp.fail (r.line, col,
		   std::string ("`") + field + "`: expected a power of two");
}

} // anonymous namespace

bool
ref_allowed (tree_code code, const char *key)
{
  const ref_entry *e = find_ref (key);
  return e && e->applies (code);
}

bool
apply_refs (importer &imp, node_record &r)
{
  const json_value *refs = r.v.get ("refs");
  if (!refs)
    return true;
  for (const auto &m : refs->members)
    {
      const ref_entry *e = find_ref (m.first);
      if (!e || !e->applies (r.code))
	return imp.fail (r.line, m.second.column,
			 "`refs." + m.first + "` does not belong to a "
			   + get_tree_code_name (r.code));
      if (m.second.kind == json_value::NUL || !e->set)
	continue;
      tree v = imp.node (m.second.magnitude, r.line, m.second.column);
      if (!v)
	return false;
      if (!kind_ok (e->kind, v))
	return imp.fail (r.line, m.second.column,
			 "`refs." + m.first + "`: expected " + kind_text (e->kind)
			   + ", found " + article (get_tree_code_name (TREE_CODE (v))));
      e->set (r.built, v);
    }
  return true;
}

// The generic space, or one the target registered a keyword for
// (`__seg_fs`): the C front end knows no other.
static bool
addr_space_known (int as)
{
  if (as == ADDR_SPACE_GENERIC)
    return true;
  return as <= RID_LAST_ADDR_SPACE - RID_FIRST_ADDR_SPACE
	 && ridpointers[RID_FIRST_ADDR_SPACE + as] != NULL_TREE;
}

// The class of mode a scalar type of kind CODE can have (expansion takes
// the mode at its word: a pointer in a vector mode stops it); aggregates
// and vectors take several classes.
static bool
mode_fits_kind (tree_code code, machine_mode m)
{
  switch (code)
    {
    case INTEGER_TYPE: case ENUMERAL_TYPE: case BOOLEAN_TYPE:
    case POINTER_TYPE: case REFERENCE_TYPE: case OFFSET_TYPE:
      return SCALAR_INT_MODE_P (m);
    case REAL_TYPE:
      return SCALAR_FLOAT_MODE_P (m);
    case COMPLEX_TYPE:
      return COMPLEX_MODE_P (m);
    case VOID_TYPE:
      return m == VOIDmode;
    default:
      return true;
    }
}

// Integer fields of types, before any constant of the type is built.
bool
apply_type_scalars (importer &imp, node_record &r)
{
  tree t = r.built;
  if (const json_value *mode = r.v.get ("mode"))
    {
      machine_mode m;
      if (!mode_by_name (mode->text, &m))
	return imp.fail (r.line, mode->column,
			 "`mode`: `" + mode->text + "` is no machine mode");
      if (!mode_fits_kind (r.code, m))
	return imp.fail (r.line, mode->column,
			 "`mode`: `" + mode->text + "` is no mode of a "
			   + get_tree_code_name (r.code));
      SET_TYPE_MODE (t, m);
    }
  else
    SET_TYPE_MODE (t, VOIDmode);
  const json_value *nums = r.v.get ("nums");
  if (!nums)
    return true;
  for (const auto &n : nums->members)
    {
      int64_t v = n.second.as_int ();
      unsigned col = n.second.column;
      if (n.first == "TYPE_UID")
	continue;  // GCC numbers its own types
      else if (n.first == "TYPE_PRECISION" && r.code != VECTOR_TYPE)
	{
	  if (v < 0 || v > 1023)
	    return imp.fail (r.line, col, "`TYPE_PRECISION`: expected 0 to 1023");
	  TYPE_PRECISION (t) = v;
	}
      else if (n.first == "TYPE_VECTOR_SUBPARTS" && r.code == VECTOR_TYPE)
	{
	  if (!check_power_of_two (imp, r, col, "TYPE_VECTOR_SUBPARTS", v,
				   1 << 16, false))
	    return false;
	  SET_TYPE_VECTOR_SUBPARTS (t, v);
	}
      else if (n.first == "TYPE_ALIGN")
	{
	  if (!check_power_of_two (imp, r, col, "TYPE_ALIGN", v, 1 << 29, false))
	    return false;
	  SET_TYPE_ALIGN (t, v);
	}
      else if (n.first == "TYPE_QUALS")
	{
	  // The named address space lives in the qualifiers' upper bits; the
	  // target's code generation stops on one it does not define.
	  if (v < 0 || v >= 1 << 16 || !addr_space_known (DECODE_QUAL_ADDR_SPACE (v)))
	    return imp.fail (r.line, col,
			     "`TYPE_QUALS`: expected qualifiers below 256 plus "
			     "256 times an address space this target names");
	  TYPE_ADDR_SPACE (t) = DECODE_QUAL_ADDR_SPACE (v);
	}
      else
	return imp.fail (r.line, col,
			 "`nums." + n.first + "` does not belong to a "
			   + get_tree_code_name (r.code));
    }
  return true;
}

bool
apply_decl_scalars (importer &imp, node_record &r)
{
  tree t = r.built;
  if (const json_value *mode = r.v.get ("mode"))
    {
      machine_mode m;
      if (!has (r.code, TS_DECL_COMMON) || !mode_by_name (mode->text, &m))
	return imp.fail (r.line, mode->column,
			 "`mode`: `" + mode->text + "` is no machine mode of a "
			   + get_tree_code_name (r.code));
      SET_DECL_MODE (t, m);
    }
  else if (has (r.code, TS_DECL_COMMON))
    SET_DECL_MODE (t, VOIDmode);
  const json_value *nums = r.v.get ("nums");
  if (!nums)
    return true;
  for (const auto &n : nums->members)
    {
      int64_t v = n.second.as_int ();
      unsigned col = n.second.column;
      if (n.first == "DECL_UID" || n.first == "LABEL_DECL_UID")
	continue;  // GCC numbers its own declarations and labels
      else if (n.first == "DECL_FUNCTION_CODE" && r.code == FUNCTION_DECL)
	continue;  // read when the declaration is built
      else if (n.first == "DECL_ALIGN" && has (r.code, TS_DECL_COMMON))
	{
	  if (!check_power_of_two (imp, r, col, "DECL_ALIGN", v, 1 << 29, true))
	    return false;
	  // Objects and code start on a byte (dr_analyze_innermost's and
	  // add_stack_var's assertions stopped cc1 on variables of DECL_ALIGN 1
	  // and 2).
	  bool placed = r.code == VAR_DECL || r.code == PARM_DECL || r.code == RESULT_DECL
			|| r.code == FUNCTION_DECL;
	  if (placed && v != 0 && v < BITS_PER_UNIT)
	    return imp.fail (r.line, col,
			     "`DECL_ALIGN`: a variable's, parameter's, result's or "
			     "function's alignment is at least a byte (8)");
	  SET_DECL_ALIGN (t, v);
	}
      else if (n.first == "DECL_OFFSET_ALIGN" && r.code == FIELD_DECL)
	{
	  if (!check_power_of_two (imp, r, col, "DECL_OFFSET_ALIGN", v, 1 << 29,
				   false))
	    return false;
	  SET_DECL_OFFSET_ALIGN (t, v);
	}
      else
	return imp.fail (r.line, col,
			 "`nums." + n.first + "` does not belong to a "
			   + get_tree_code_name (r.code));
    }
  return true;
}

} // namespace gccint
