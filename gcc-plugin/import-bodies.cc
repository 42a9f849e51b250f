// What a function body must satisfy beyond each node's shape: the scope
// rules the C front end guarantees and GCC's middle end relies on without
// checking (import-shape-check.cc checks nodes one by one; this file sees a
// whole body).
//
// - A local variable of the function is used only where a BIND_EXPR (or a
//   TARGET_EXPR's slot, or a DECL_EXPR of an anonymous artificial one)
//   has declared it: gimplify_var_or_parm_decl asserts
//   that an undeclared one was reported as an error already, and expansion
//   gives no storage to one without a context that nothing declared.
// - A variable-length local is used only after its DECL_EXPR, which gives it
//   its place (gimplify_vla_decl): make_decl_rtl asserts on one used before.
//   Statements are walked in order, a BIND_EXPR's body before its variables'
//   sizes (which may read such a local of the body).
// - A non-static variable, parameter or label belongs to the function or to
//   one enclosing it (a nested function's uplevel reference): make_decl_rtl
//   asserts on an automatic variable it meets in another function, and a
//   result is the function's own DECL_RESULT.  So does a function declared
//   in a function (check_function_use).
// - A CASE_LABEL_EXPR stands inside a SWITCH_EXPR's body:
//   gimplify_case_label_expr walks up to the innermost switch without
//   checking that there is one.
// - A LABEL_EXPR, CASE_LABEL_EXPR, STATEMENT_LIST or BIND_EXPR stands in one
//   place of the functions' bodies, itself or within an expression placed
//   twice: unshare_body copies a node met twice (but not the statement
//   lists and bind_exprs in it), and a label whose definition is copied is
//   defined twice (tree-eh asserted).
// - An expression stands in one function's body, or in the bodies of a
//   function and of functions nested in it (a nested function reads its
//   parent's variable-length sizes): each body is gimplified in place, and
//   unshare_body copies only what its own body shares (expansion asserted on
//   a conversion whose operand an unrelated function had gimplified).
// - A BLOCK is the block of one BIND_EXPR: lower_gimple_bind marks each
//   block it enters written and asserts it meets none twice.
// - A label is defined (LABEL_EXPR, case label) once, in its own function,
//   and a goto, an address of a label or an asm goto names a label defined in
//   the function (or, nonlocally, one of an enclosing function): the CFG
//   builder looks its block up by the label's number.

#define INCLUDE_STRING
#include "gcc-plugin.h"
#include "tree.h"
#include "tree-iterator.h"

#include <unordered_set>

#include "importer.h"

namespace gccint {

namespace {

struct body_walk
{
  importer *imp;
  tree fndecl;
  // The function and those enclosing it, innermost first.
  std::vector<tree> scopes;
  std::unordered_set<tree> declared;   // by a BIND_EXPR or TARGET_EXPR
  std::unordered_set<tree> placed;     // past their DECL_EXPR, or TARGET_EXPR slots
  // The walk's visited nodes: a BIND_EXPR's body is walked before its
  // variables' sizes, which may use a variable-length local of the body.
  hash_set<tree> seen;
  std::unordered_set<tree> in_switch;  // case labels inside a switch body
  std::vector<tree> label_uses;	       // (goto, &&label, asm goto)
  std::vector<tree> label_use_sites;
  tree bad = NULL_TREE;
  std::string why;
};

// Labels defined so far, across functions: label → the LABEL_EXPR or
// CASE_LABEL_EXPR defining it.  A document is compiled once per cc1.
std::unordered_map<tree, tree> &
label_definitions ()
{
  static std::unordered_map<tree, tree> defined;
  return defined;
}

bool
in_scopes (const body_walk &w, tree context)
{
  for (tree s : w.scopes)
    if (s == context)
      return true;
  return false;
}

tree
flag (body_walk &w, tree node, std::string why)
{
  w.bad = node;
  w.why = std::move (why);
  return node;
}

tree
collect_case (tree *tp, int *, void *data)
{
  if (TREE_CODE (*tp) == CASE_LABEL_EXPR)
    static_cast<body_walk *> (data)->in_switch.insert (*tp);
  return NULL_TREE;
}

// A variable, parameter or result used in the body.
tree
check_use (body_walk &w, tree node)
{
  tree_code c = TREE_CODE (node);
  if (c == RESULT_DECL)
    return node == DECL_RESULT (w.fndecl) ? NULL_TREE
	   : flag (w, node, "a result_decl that is not this function's DECL_RESULT");
  bool automatic = c == PARM_DECL
		   || (c == VAR_DECL && !TREE_STATIC (node) && !DECL_EXTERNAL (node));
  if (!automatic)
    return NULL_TREE;
  // The C front end leaves some temporaries without a context (a statement
  // expression's value); the gimplifier gives them this function.
  tree context = DECL_CONTEXT (node);
  if (context && !in_scopes (w, context))
    return flag (w, node, std::string ("a local ") + get_tree_code_name (c)
			     + " of another function (its DECL_CONTEXT)");
  if (c == PARM_DECL && !context)
    return flag (w, node, "a parm_decl without its function (DECL_CONTEXT)");
  bool own = c == VAR_DECL && (!context || context == w.fndecl);
  if (own && !w.declared.count (node))
    return flag (w, node, "a local variable used where no bind_expr declares it");
  // (A nested function uses an enclosing one's after that one's decl_expr.)
  tree bytes = DECL_SIZE_UNIT (node);
  if (own && bytes && TREE_CODE (bytes) != INTEGER_CST && !w.placed.count (node))
    return flag (w, node, "a variable-length local variable used before its decl_expr");
  return NULL_TREE;
}

// A function declared in a function (a nested function, or a block-scope
// declaration) is used there or in functions nested in it: cgraph makes it
// a nested function of its DECL_CONTEXT once any body names it, and
// unshare_body then reads the DECL_RESULT of a declaration that has none
// (a segmentation fault).
tree
check_function_use (body_walk &w, tree fn)
{
  tree context = DECL_CONTEXT (fn);
  if (context && TREE_CODE (context) == FUNCTION_DECL && !in_scopes (w, context))
    return flag (w, fn, "a function_decl declared in another function (its "
			"DECL_CONTEXT)");
  return NULL_TREE;
}

// The function whose body holds each expression met so far.
std::unordered_map<tree, tree> &
expression_owners ()
{
  static std::unordered_map<tree, tree> owners;
  return owners;
}

// The next scope out from S: a block's, a type's or a declaration's context.
tree
scope_above (tree s)
{
  return TREE_CODE (s) == BLOCK ? BLOCK_SUPERCONTEXT (s)
	 : TYPE_P (s)		  ? TYPE_CONTEXT (s)
	 : DECL_P (s)		  ? DECL_CONTEXT (s)
				  : NULL_TREE;
}

// Whether function OUTER encloses function INNER: INNER's context chain
// leads there within as many steps as the document has nodes.
bool
encloses (const body_walk &w, tree outer, tree inner)
{
  size_t budget = w.imp->ordered.size () + 1;
  for (tree s = scope_above (inner); s && budget-- > 0; s = scope_above (s))
    if (s == outer)
      return true;
  return false;
}

// Flags T, an expression, statement list or constructor, when the body of a
// function neither enclosing this one nor nested in it holds it too.
tree
check_one_function (body_walk &w, tree t)
{
  if (!expression_like (t))
    return NULL_TREE;
  auto [it, fresh] = expression_owners ().emplace (t, w.fndecl);
  tree other = it->second;
  if (!fresh && other != w.fndecl && !in_scopes (w, other) && !encloses (w, w.fndecl, other))
    return flag (w, t, article (get_tree_code_name (TREE_CODE (t)))
			 + " that an unrelated function's body holds too");
  return NULL_TREE;
}

// Nodes of the kinds that stand in one place, placed so far, across
// functions (see label_definitions).
std::unordered_set<tree> &
placed_once ()
{
  static std::unordered_set<tree> placed;
  return placed;
}

bool
single_place_code (tree_code code)
{
  return code == LABEL_EXPR || code == CASE_LABEL_EXPR || code == STATEMENT_LIST
	 || code == BIND_EXPR;
}

// Other expressions placed so far, across functions (see
// label_definitions).
std::unordered_set<tree> &
placed_before ()
{
  static std::unordered_set<tree> placed;
  return placed;
}

// A SAVE_EXPR or TARGET_EXPR is meant to be shared: unshare_body keeps it,
// and the gimplifier takes its operand once.
bool
shared_by_design (tree t)
{
  return TREE_CODE (t) == SAVE_EXPR || TREE_CODE (t) == TARGET_EXPR;
}

tree
find_single_place (tree *tp, int *walk_subtrees, void *)
{
  if (shared_by_design (*tp))
    *walk_subtrees = 0;
  return single_place_code (TREE_CODE (*tp)) ? *tp : NULL_TREE;
}

// A node of the kinds that stand in one place within expression C, or null
// (nothing is copied of one shared by design).
tree
single_place_within (tree c)
{
  return walk_tree_without_duplicates (&c, find_single_place, nullptr);
}

// Flags T when one of its children of those kinds has a place already, or
// when a child with a place already holds one: unshare_body copies an
// expression met twice but keeps the statement lists and bind_exprs in it,
// and a copied label_expr defines its label again (lower_gimple_bind
// asserted on a bind_expr under an if statement placed twice).  T is met
// once in the walk, so each place of a child is counted once.
tree
check_children_placed_once (body_walk &w, tree t)
{
  if (!expression_like (t))
    return NULL_TREE;
  std::vector<tree> children;
  expression_children (t, &children);
  for (tree c : children)
    {
      tree_code code = c ? TREE_CODE (c) : ERROR_MARK;
      if (single_place_code (code) && !placed_once ().insert (c).second)
	return flag (w, t, article (get_tree_code_name (code))
			     + " stands in two places (here and in another operand or "
			       "statement list)");
      if (!expression_like (c) || placed_before ().insert (c).second)
	continue;
      if (tree held = single_place_within (c))
	return flag (w, t, article (get_tree_code_name (code))
			     + " that stands in two places holds "
			     + article (get_tree_code_name (TREE_CODE (held))));
    }
  return NULL_TREE;
}

// Blocks of the BIND_EXPRs met so far, across functions (see
// label_definitions): block → its BIND_EXPR.
std::unordered_map<tree, tree> &
block_owners ()
{
  static std::unordered_map<tree, tree> owners;
  return owners;
}

// Flags BIND, a BIND_EXPR, when another one has its block.
tree
check_block_owner (body_walk &w, tree bind)
{
  tree block = BIND_EXPR_BLOCK (bind);
  if (!block)
    return NULL_TREE;
  auto [it, fresh] = block_owners ().emplace (block, bind);
  if (!fresh && it->second != bind)
    return flag (w, bind, "a bind_expr whose block another bind_expr has too "
			  "(BIND_EXPR_BLOCK)");
  return NULL_TREE;
}

bool
define_label (body_walk &w, tree label, tree definer)
{
  if (!label || TREE_CODE (label) != LABEL_DECL)
    return true;  // the shape table has refused it already
  if (DECL_CONTEXT (label) != w.fndecl)
    return flag (w, definer, "a label defined outside its function (DECL_CONTEXT)"),
	   false;
  auto [it, fresh] = label_definitions ().emplace (label, definer);
  if (!fresh && it->second != definer)
    return flag (w, definer, "a label defined twice"), false;
  return true;
}

tree
visit (tree *tp, int *walk_subtrees, void *data)
{
  body_walk &w = *static_cast<body_walk *> (data);
  tree t = *tp;
  if (tree bad = check_one_function (w, t))
    return bad;
  if (tree bad = check_children_placed_once (w, t))
    return bad;
  switch (TREE_CODE (t))
    {
    case BIND_EXPR:
      if (tree bad = check_block_owner (w, t))
	return bad;
      for (tree d = BIND_EXPR_VARS (t); d; d = DECL_CHAIN (d))
	w.declared.insert (d);
      // What walk_tree walks of a BIND_EXPR, the body first.
      *walk_subtrees = 0;
      if (tree found = walk_tree (&BIND_EXPR_BODY (t), visit, data, &w.seen))
	return found;
      for (tree d = BIND_EXPR_VARS (t); d; d = DECL_CHAIN (d))
	for (tree *part : {&DECL_INITIAL (d), &DECL_SIZE (d), &DECL_SIZE_UNIT (d)})
	  if (tree found = walk_tree (part, visit, data, &w.seen))
	    return found;
      return NULL_TREE;
    case TARGET_EXPR:
      // gimple_add_tmp_var asserts the slot is in no chain and no bind.
      if (DECL_CHAIN (TREE_OPERAND (t, 0)) || w.declared.count (TREE_OPERAND (t, 0)))
	return flag (w, t, "a target_expr's slot is declared elsewhere");
      // gimplify_target_expr places a variable-length slot itself.
      w.declared.insert (TREE_OPERAND (t, 0));
      w.placed.insert (TREE_OPERAND (t, 0));
      return NULL_TREE;
    case DECL_EXPR:
      // gimplify_decl_expr declares an anonymous artificial variable no
      // bind_expr lists (a compound literal's).
      if (VAR_P (DECL_EXPR_DECL (t)) && DECL_ARTIFICIAL (DECL_EXPR_DECL (t))
	  && !DECL_NAME (DECL_EXPR_DECL (t)))
	w.declared.insert (DECL_EXPR_DECL (t));
      w.placed.insert (DECL_EXPR_DECL (t));
      return NULL_TREE;
    case SWITCH_EXPR:
      walk_tree_without_duplicates (&SWITCH_BODY (t), collect_case, &w);
      return NULL_TREE;
    case CASE_LABEL_EXPR:
      if (!w.in_switch.count (t))
	return flag (w, t, "a case_label_expr outside any switch_expr's body");
      return define_label (w, CASE_LABEL (t), t) ? NULL_TREE : t;
    case LABEL_EXPR:
      return define_label (w, LABEL_EXPR_LABEL (t), t) ? NULL_TREE : t;
    case GOTO_EXPR:
    case ADDR_EXPR:
      if (TREE_CODE (TREE_OPERAND (t, 0)) == LABEL_DECL)
	w.label_uses.push_back (TREE_OPERAND (t, 0)), w.label_use_sites.push_back (t);
      return NULL_TREE;
    case ASM_EXPR:
      for (tree l = ASM_LABELS (t); l; l = TREE_CHAIN (l))
	w.label_uses.push_back (TREE_VALUE (l)), w.label_use_sites.push_back (t);
      return NULL_TREE;
    case VAR_DECL:
    case PARM_DECL:
    case RESULT_DECL:
      return check_use (w, t);
    case FUNCTION_DECL:
      return check_function_use (w, t);
    default:
      return NULL_TREE;
    }
}

// Each used label is defined in this function, or is an enclosing
// function's (a nonlocal goto).
void
check_label_uses (body_walk &w)
{
  for (size_t i = 0; i < w.label_uses.size () && !w.bad; i++)
    {
      tree label = w.label_uses[i];
      auto it = label_definitions ().find (label);
      bool here = it != label_definitions ().end () && DECL_CONTEXT (label) == w.fndecl;
      bool outer = DECL_CONTEXT (label) != w.fndecl && in_scopes (w, DECL_CONTEXT (label));
      if (!here && !outer)
	flag (w, w.label_use_sites[i], "a label that no label_expr of this function "
				       "(or of one enclosing it) defines");
    }
}

} // anonymous namespace

bool
check_body (importer &imp, tree fndecl, unsigned line)
{
  body_walk w;
  w.imp = &imp;
  w.fndecl = fndecl;
  // Enclosing functions, through blocks and types, no further than the
  // document has nodes (a context chain may be circular).
  size_t budget = imp.ordered.size () + 1;
  for (tree s = fndecl; s && budget-- > 0; s = scope_above (s))
    if (TREE_CODE (s) == FUNCTION_DECL)
      w.scopes.push_back (s);
  if (budget == (size_t) -1)
    return imp.fail (line, 1, "a function whose DECL_CONTEXT chain is circular");
  walk_tree (&DECL_SAVED_TREE (fndecl), visit, &w, &w.seen);
  if (!w.bad)
    check_label_uses (w);
  if (!w.bad)
    return true;
  return imp.fail_at (w.bad, line, w.why);
}

} // namespace gccint
