// The references of one node: TREE_TYPE, TREE_CHAIN, the location, the
// operands, `refs`, and the element lists of statement lists, vectors,
// blocks and constructors.

#define INCLUDE_STRING
#include "gcc-plugin.h"
#include "tree.h"
#include "tree-iterator.h"
#include "internal-fn.h"
#include "builtins.h"

#include "importer.h"

namespace gccint {

// Appends STMT to LIST as one element, a nested STATEMENT_LIST included:
// GCC's own tsi_link_after would splice a nested list's statements in, and
// the document says which shape the front end made.
void
link_statement (tree list, tree stmt)
{
  tree_statement_list_node *n = ggc_alloc<tree_statement_list_node> ();
  n->stmt = stmt;
  n->next = NULL;
  n->prev = STATEMENT_LIST_TAIL (list);
  if (n->prev)
    n->prev->next = n;
  else
    STATEMENT_LIST_HEAD (list) = n;
  STATEMENT_LIST_TAIL (list) = n;
}

namespace {

// What the gimplifier takes as a RETURN_EXPR's operand in a function whose
// return type is VOID or not (gimplify_return_expr asserts on the rest):
// nothing or the RESULT_DECL; in a void function any value (`return f ();`
// of a void f, evaluated for its effects); otherwise an assignment to the
// RESULT_DECL, possibly through an INDIRECT_REF (a return by reference).
// The gimplifier also lets through a COMPOUND_EXPR, trusting C++'s cleanups
// of a return value to have assigned it: C never makes one, and cc1
// segfaulted at -O2 on a compound of the result and a variable.
bool
return_operand_ok (tree op, bool returns_void)
{
  if (!op || TREE_CODE (op) == RESULT_DECL)
    return true;
  if (returns_void)
    return value_operand (op);
  if (TREE_CODE (op) != MODIFY_EXPR && TREE_CODE (op) != INIT_EXPR)
    return false;
  tree lhs = TREE_OPERAND (op, 0);
  if (lhs && TREE_CODE (lhs) == INDIRECT_REF)
    lhs = TREE_OPERAND (lhs, 0);
  return lhs && TREE_CODE (lhs) == RESULT_DECL;
}

struct return_walk
{
  bool returns_void;
  tree bad;
};

tree
find_bad_return (tree *tp, int *, void *data)
{
  return_walk *w = static_cast<return_walk *> (data);
  if (TREE_CODE (*tp) == RETURN_EXPR
      && !return_operand_ok (TREE_OPERAND (*tp, 0), w->returns_void))
    {
      w->bad = *tp;
      return *tp;
    }
  return NULL_TREE;
}

bool
fill_operands (importer &imp, node_record &r)
{
  const json_value *ops = r.v.get ("ops");
  bool vl = TREE_CODE_CLASS (r.code) == tcc_vl_exp;
  if (!CODE_CONTAINS_STRUCT (r.code, TS_EXP))
    {
      if (ops)
	return imp.fail (r.line, ops->column, "`ops` belongs to expressions");
      return true;
    }
  size_t want = vl ? (size_t) VL_EXP_OPERAND_LENGTH (r.built) - 1
		   : (size_t) TREE_CODE_LENGTH (r.code);
  size_t have = ops ? ops->items.size () : 0;
  if (have != want)
    return imp.fail (r.line, ops ? ops->column : r.v.column,
		     "`ops`: expected " + std::to_string (want) + " operands, found "
		       + std::to_string (have));
  for (size_t i = 0; i < have; i++)
    {
      const json_value &e = ops->items[i];
      tree op = NULL_TREE;
      if (e.kind == json_value::INT)
	{
	  op = imp.node (e.magnitude, r.line, e.column);
	  if (!op)
	    return false;
	}
      TREE_OPERAND (r.built, i + (vl ? 1 : 0)) = op;
    }
  if (r.code == CALL_EXPR)
    {
      const json_value *ifn = r.v.get ("ifn");
      if (ifn)
	{
	  if (TREE_OPERAND (r.built, 1))
	    return imp.fail (r.line, ifn->column,
			     "an internal call has no function operand");
	  internal_fn found;
	  if (!ifn_by_name (ifn->text, &found))
	    return imp.fail (r.line, ifn->column,
			     "`ifn`: `" + ifn->text + "` is no internal function");
	  CALL_EXPR_IFN (r.built) = found;
	}
      else if (!TREE_OPERAND (r.built, 1))
	return imp.fail (r.line, ops->column,
			 "a call_expr needs a function operand or `ifn`");
    }
  return true;
}

bool
fill_elements (importer &imp, node_record &r)
{
  const json_value *elts = r.v.get ("elts");
  if (!elts)
    return true;
  if (r.code != STATEMENT_LIST && r.code != TREE_VEC && r.code != BLOCK)
    return imp.fail (r.line, elts->column, "`elts` does not belong here");
  for (size_t i = 0; i < elts->items.size (); i++)
    {
      const json_value &e = elts->items[i];
      tree v = NULL_TREE;
      if (e.kind == json_value::INT && !(v = imp.node (e.magnitude, r.line, e.column)))
	return false;
      if (r.code == STATEMENT_LIST)
	{
	  if (!v || TYPE_P (v) || DECL_P (v))
	    return imp.fail (r.line, e.column, "expected a statement");
	  link_statement (r.built, v);
	}
      else if (r.code == TREE_VEC)
	TREE_VEC_ELT (r.built, i) = v;
      else
	{
	  if (!v || !DECL_P (v))
	    return imp.fail (r.line, e.column, "expected a declaration");
	  vec_safe_push (BLOCK_NONLOCALIZED_VARS (r.built), v);
	}
    }
  return true;
}

bool
fill_constructor (importer &imp, node_record &r)
{
  const json_value *ctor = r.v.get ("ctor");
  if (r.code != CONSTRUCTOR)
    return ctor ? imp.fail (r.line, ctor->column, "`ctor` belongs to constructors")
		: true;
  if (const json_value *nums = r.v.get ("nums"))
    if (const json_value *kind = nums->get ("CLOBBER_KIND"))
      CLOBBER_KIND (r.built) = (clobber_kind) kind->as_int ();
  if (!ctor)
    return true;
  for (const json_value &pair : ctor->items)
    {
      tree index = NULL_TREE, value = NULL_TREE;
      const json_value &i = pair.items[0], &v = pair.items[1];
      if (i.kind == json_value::INT && !(index = imp.node (i.magnitude, r.line, i.column)))
	return false;
      if (v.kind == json_value::INT && !(value = imp.node (v.magnitude, r.line, v.column)))
	return false;
      if (!value)
	return imp.fail (r.line, v.column, "a constructor element needs a value");
      CONSTRUCTOR_APPEND_ELT (CONSTRUCTOR_ELTS (r.built), index, value);
    }
  return true;
}

// A library function GCC knows as a built-in (`abort`, `memcpy`): the
// built-in's code, and the properties GCC derives from its attributes that
// the format does not carry.
void
mark_builtin (node_record &r)
{
  const json_value *nums = r.v.get ("nums");
  const json_value *code = nums ? nums->get ("DECL_FUNCTION_CODE") : nullptr;
  if (!code || code->int_in (0, 0))
    return;
  built_in_function fn = (built_in_function) code->as_int ();
  tree gcc_decl = builtin_decl_explicit (fn);
  set_decl_built_in_function (r.built, BUILT_IN_NORMAL, fn);
  DECL_IS_NOVOPS (r.built) = DECL_IS_NOVOPS (gcc_decl);
  DECL_IS_RETURNS_TWICE (r.built) = DECL_IS_RETURNS_TWICE (gcc_decl);
  DECL_LOOPING_CONST_OR_PURE_P (r.built) = DECL_LOOPING_CONST_OR_PURE_P (gcc_decl);
}

} // anonymous namespace

bool
check_returns (importer &imp, tree fndecl, unsigned line)
{
  return_walk w = {VOID_TYPE_P (TREE_TYPE (TREE_TYPE (fndecl))), NULL_TREE};
  walk_tree_without_duplicates (&DECL_SAVED_TREE (fndecl), find_bad_return, &w);
  if (!w.bad)
    return true;
  return imp.fail_at (w.bad, line,
		      w.returns_void
			? "a return_expr of a void function returns nothing or a value"
			: "a return_expr of a function that returns a value returns "
			  "nothing, its result_decl or an assignment to it");
}

// Whether the chain from FIRST is made of declarations and ends within as
// many links as the document has nodes (a chain may be circular).
static bool
decl_chain_ends (const importer &imp, tree first)
{
  size_t budget = imp.ordered.size () + 1;
  for (tree d = first; d; d = DECL_CHAIN (d))
    if (!DECL_P (d) || budget-- == 0)
      return false;
  return true;
}

// After every link: a bind_expr's variables are an acyclic chain of
// declarations (decl_chain_ends).  Every other operand rule is the shape
// table's (check_shape); a return's operand is checked per function
// (check_returns), where its return type is known.
bool
check_bind_variables (importer &imp, node_record &r)
{
  if (r.code != BIND_EXPR || decl_chain_ends (imp, TREE_OPERAND (r.built, 0)))
    return true;
  return imp.fail (r.line, r.v.get ("ops")->items[0].column,
		   "a bind_expr's variables must be an acyclic chain of declarations");
}

// The function whose body block B is in: the first function on B's
// BLOCK_SUPERCONTEXT chain (walked no further than the document has nodes).
static tree
block_owner (const importer &imp, tree b)
{
  size_t budget = imp.ordered.size () + 1;
  while (b && TREE_CODE (b) == BLOCK && budget-- > 0)
    b = BLOCK_SUPERCONTEXT (b);
  return b && TREE_CODE (b) == FUNCTION_DECL ? b : NULL_TREE;
}

// A block's variables are an acyclic chain of declarations, and a function
// among them is declared in the function the block belongs to (a nested
// function, or a block-scope declaration: C gives both that DECL_CONTEXT).
// Early debug information describes each function in its blocks' variables
// inside it: a function listed in its own body recursed until cc1's stack
// overflowed (-Os -g).
bool
check_block_variables (importer &imp, node_record &r)
{
  if (r.code != BLOCK)
    return true;
  unsigned column = r.column_of ("refs");
  if (!decl_chain_ends (imp, BLOCK_VARS (r.built)))
    return imp.fail (r.line, column, "`refs.BLOCK_VARS`: a block's variables must be an "
				     "acyclic chain of declarations");
  tree owner = block_owner (imp, r.built);
  for (tree d = BLOCK_VARS (r.built); d; d = DECL_CHAIN (d))
    if (TREE_CODE (d) == FUNCTION_DECL && (!owner || DECL_CONTEXT (d) != owner))
      return imp.fail (r.line, column,
		       "`refs.BLOCK_VARS`: a function among a block's variables is declared "
		       "in the function the block belongs to (its DECL_CONTEXT)");
  return true;
}

// Types and declarations GCC never builds without a TREE_TYPE, and whose
// users read it unchecked: a derived type's component, a declaration's
// type.  (What an expression's type must be is the shape table's.)
static bool
needs_type (tree_code c)
{
  switch (c)
    {
    case POINTER_TYPE: case REFERENCE_TYPE: case OFFSET_TYPE:
    case COMPLEX_TYPE: case VECTOR_TYPE: case ARRAY_TYPE:
    case FUNCTION_TYPE: case METHOD_TYPE:
    case VAR_DECL: case PARM_DECL: case RESULT_DECL: case FIELD_DECL:
    case FUNCTION_DECL: case CONST_DECL:
    // Void, but read: a label's address in a static initializer is folded to
    // a pointer to its type (cc1 stopped in build_pointer_type on none).
    case LABEL_DECL:
      return true;
    default:
      return false;
    }
}

bool
fill_references (importer &imp, node_record &r)
{
  tree t = r.built;
  if (!r.foreign && needs_type (r.code) && !r.v.get ("type"))
    return imp.fail (r.line, r.v.column,
		     std::string ("a ") + get_tree_code_name (r.code)
		       + " needs `type`");
  if (const json_value *type = r.v.get ("type"))
    {
      if (!CODE_CONTAINS_STRUCT (r.code, TS_TYPED))
	return imp.fail (r.line, type->column, "`type` does not belong here");
      tree v = imp.node (type->magnitude, r.line, type->column);
      if (!v)
	return false;
      if (!TYPE_P (v) && r.code != TREE_LIST)
	return imp.fail (r.line, type->column,
			 std::string ("`type`: expected a type, found a ")
			   + get_tree_code_name (TREE_CODE (v)));
      TREE_TYPE (t) = v;
    }
  if (const json_value *chain = r.v.get ("chain"))
    {
      if (!CODE_CONTAINS_STRUCT (r.code, TS_COMMON))
	return imp.fail (r.line, chain->column, "`chain` does not belong here");
      tree v = imp.node (chain->magnitude, r.line, chain->column);
      if (!v)
	return false;
      // Argument and scope chains are walked as declarations.
      if (DECL_P (t) && !DECL_P (v))
	return imp.fail (r.line, chain->column,
			 std::string ("a declaration's `chain` must be a "
				      "declaration, found a ")
			   + get_tree_code_name (TREE_CODE (v)));
      TREE_CHAIN (t) = v;
    }
  if (const json_value *loc = r.v.get ("loc"))
    {
      if (CAN_HAVE_LOCATION_P (t))
	SET_EXPR_LOCATION (t, imp.location_of (*loc));
      else if (DECL_P (t))
	DECL_SOURCE_LOCATION (t) = imp.location_of (*loc);
      else
	return imp.fail (r.line, loc->column, "`loc` does not belong here");
    }
  if (r.code == FUNCTION_DECL)
    mark_builtin (r);
  return fill_operands (imp, r) && apply_refs (imp, r) && fill_elements (imp, r)
	 && fill_constructor (imp, r);
}

} // namespace gccint
