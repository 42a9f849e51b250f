// Refuses a document whose expressions contain themselves: through an
// operand, a statement list's element or a constructor's value.  GCC's
// trees are acyclic there (sharing, a SAVE_EXPR used twice, is fine), and the
// gimplifier recurses into each without remembering where it has been, so a
// cycle would overflow its stack.  Types and declarations are not followed
// (a structure pointing to itself circles legitimately), except the
// initializer of an automatic variable a DECL_EXPR declares, which the
// gimplifier gimplifies in the DECL_EXPR's place.
// Chains and scopes are single links GCC walks to their end: they must end.

#define INCLUDE_STRING
#include "gcc-plugin.h"
#include "tree.h"
#include "tree-iterator.h"

#include "importer.h"

namespace gccint {

void
expression_children (tree t, std::vector<tree> *out)
{
  out->clear ();
  if (EXPR_P (t))
    for (int i = 0; i < TREE_OPERAND_LENGTH (t); i++)
      out->push_back (TREE_OPERAND (t, i));
  // gimplify_decl_expr gimplifies an automatic variable's initializer in
  // place of its DECL_EXPR (a compound literal's too, from inside the
  // expression that holds it).
  if (TREE_CODE (t) == DECL_EXPR)
    {
      tree var = DECL_EXPR_DECL (t);
      if (var && VAR_P (var) && !TREE_STATIC (var) && !DECL_EXTERNAL (var))
	out->push_back (DECL_INITIAL (var));
    }
  else if (TREE_CODE (t) == STATEMENT_LIST)
    for (tree_stmt_iterator i = tsi_start (t); !tsi_end_p (i); tsi_next (&i))
      out->push_back (tsi_stmt (i));
  else if (TREE_CODE (t) == CONSTRUCTOR)
    for (const constructor_elt &e : CONSTRUCTOR_ELTS (t))
      out->push_back (e.value);
}

bool
expression_like (tree t)
{
  return t && (EXPR_P (t) || TREE_CODE (t) == STATEMENT_LIST
	       || TREE_CODE (t) == CONSTRUCTOR);
}

namespace {

enum colour : unsigned char { UNSEEN, ON_PATH, DONE };

struct frame
{
  tree node;
  std::vector<tree> next;
  size_t at = 0;
};

// Depth-first from ROOT with an explicit stack (a document may nest deeper
// than the plugin's own stack would allow): the node closing a cycle, or
// null.
tree
cycle_from (tree root, std::unordered_map<tree, colour> &seen)
{
  std::vector<frame> stack;
  stack.push_back ({root, {}, 0});
  expression_children (root, &stack.back ().next);
  seen[root] = ON_PATH;
  while (!stack.empty ())
    {
      frame &f = stack.back ();
      if (f.at == f.next.size ())
	{
	  seen[f.node] = DONE;
	  stack.pop_back ();
	  continue;
	}
      tree c = f.next[f.at++];
      if (!expression_like (c))
	continue;
      colour &k = seen[c];
      if (k == ON_PATH)
	return c;
      if (k == DONE)
	continue;
      k = ON_PATH;
      stack.push_back ({c, {}, 0});
      expression_children (c, &stack.back ().next);
    }
  return NULL_TREE;
}

// The one link of T that LINKS follows, or null.
typedef tree (*link_fn) (tree);

tree
chain_link (tree t)
{
  return CODE_CONTAINS_STRUCT (TREE_CODE (t), TS_COMMON) ? TREE_CHAIN (t) : NULL_TREE;
}

// What decl_function_context and get_containing_scope walk up through.
tree
scope_link (tree t)
{
  if (TREE_CODE (t) == BLOCK)
    return BLOCK_SUPERCONTEXT (t);
  if (TYPE_P (t))
    return TYPE_CONTEXT (t);
  if (DECL_P (t))
    return DECL_CONTEXT (t);
  return NULL_TREE;
}

// The first record from which following LINK comes back to a node already
// on the way (every node has at most one such link, so a walk is a path).
const node_record *
looping_record (importer &imp, link_fn link)
{
  std::unordered_map<tree, colour> seen;
  for (const node_record *r : imp.ordered)
    {
      if (!r->built || seen[r->built] != UNSEEN)
	continue;
      std::vector<tree> path;
      tree t = r->built;
      for (; t && seen[t] == UNSEEN; t = link (t))
	{
	  seen[t] = ON_PATH;
	  path.push_back (t);
	}
      bool loops = t && seen[t] == ON_PATH;
      for (tree p : path)
	seen[p] = DONE;
      if (loops)
	return r;
    }
  return nullptr;
}

} // anonymous namespace

// Chains (argument, field, variable and list chains) and scopes (contexts up
// to the translation unit) end: GCC walks both to their end without a bound.
bool
check_chains_end (importer &imp)
{
  if (const node_record *r = looping_record (imp, chain_link))
    return imp.fail (r->line, r->v.column,
		     "this node's `chain` comes back to itself");
  if (const node_record *r = looping_record (imp, scope_link))
    return imp.fail (r->line, r->v.column,
		     "this node's context (DECL_CONTEXT, TYPE_CONTEXT or "
		     "BLOCK_SUPERCONTEXT) comes back to itself");
  return true;
}

bool
check_acyclic (importer &imp)
{
  std::unordered_map<tree, colour> seen;
  for (const node_record *r : imp.ordered)
    {
      if (r->foreign || !expression_like (r->built) || seen[r->built] != UNSEEN)
	continue;
      tree bad = cycle_from (r->built, seen);
      if (!bad)
	continue;
      for (const node_record *b : imp.ordered)
	if (b->built == bad)
	  return imp.fail (b->line, b->v.column,
			   std::string ("this ") + get_tree_code_name (TREE_CODE (bad))
			     + " contains itself (through operands, statements "
			       "or constructor values)");
      return imp.fail (r->line, r->v.column, "a cycle through operands");
    }
  return true;
}

} // namespace gccint
