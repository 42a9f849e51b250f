// Refuses expressions nested deeper than GCC's recursive passes survive.
// The gimplifier, fold and the tree walkers recurse once per level of an
// expression (an operand, a statement list's element, a constructor's
// value, a declared variable's initializer), so a deep enough nest
// overflows cc1's stack: a segmentation fault, which the importer must
// never let happen.  Measured with GCC 12.2 on x86_64 (cc1 raises its own
// stack limit to 64 MiB): a chain of mult_exprs of a parameter crashed cc1
// from 76,093 levels at -O2 (74,687 compiled) and from 221,875 at -O0
// (218,750 compiled); a chain adding constants, which fold reassociates,
// compiled at 100,000 and crashed at 1,000,000.  Chains 40,000 deep of
// conversions, negations, compound, truth and bitwise expressions compiled
// at both levels; nested conditionals compiled at 20,000 (minutes at -O2;
// 40,000 did not finish in five minutes at -O0).  The limit keeps a wide
// margin below the smallest crash, for frames that differ between codes
// and builds.
//
// Runs after check_acyclic (the nodes form a DAG) and before anything walks
// bodies recursively (check_body's walk_tree): the walk here keeps its own
// stack, so the plugin cannot overflow on the input it is refusing.

#define INCLUDE_STRING
#include "gcc-plugin.h"
#include "tree.h"

#include "importer.h"

namespace gccint {

const unsigned max_expression_depth = 10000;

namespace {

struct frame
{
  tree node;
  std::vector<tree> next;
  size_t at = 0;
  unsigned deepest_child = 0;
};

// The height of ROOT (an expression alone is 1), computing every node below
// it into HEIGHT; iterative, post-order.
unsigned
height_of (tree root, std::unordered_map<tree, unsigned> &height)
{
  std::vector<frame> stack;
  stack.push_back ({root, {}, 0, 0});
  expression_children (root, &stack.back ().next);
  unsigned last = 0;
  while (!stack.empty ())
    {
      frame &f = stack.back ();
      if (f.at == f.next.size ())
	{
	  last = height[f.node] = f.deepest_child + 1;
	  stack.pop_back ();
	  if (!stack.empty ())
	    stack.back ().deepest_child = std::max (stack.back ().deepest_child, last);
	  continue;
	}
      tree c = f.next[f.at++];
      if (!expression_like (c))
	continue;
      auto known = height.find (c);
      if (known != height.end ())
	{
	  f.deepest_child = std::max (f.deepest_child, known->second);
	  continue;
	}
      stack.push_back ({c, {}, 0, 0});
      expression_children (c, &stack.back ().next);
    }
  return last;
}

} // anonymous namespace

bool
check_depth (importer &imp)
{
  std::unordered_map<tree, unsigned> height;
  const node_record *deepest = nullptr;
  unsigned most = 0;
  for (const node_record *r : imp.ordered)
    {
      if (r->foreign || !expression_like (r->built))
	continue;
      auto known = height.find (r->built);
      unsigned h = known != height.end () ? known->second : height_of (r->built, height);
      if (h > most)
	most = h, deepest = r;
    }
  if (most <= max_expression_depth)
    return true;
  return imp.fail (deepest->line, deepest->v.column,
		   std::string ("this ") + get_tree_code_name (deepest->code)
		     + " nests expressions " + std::to_string (most)
		     + " deep (through operands, statements or constructor "
		       "values), deeper than the limit of "
		     + std::to_string (max_expression_depth)
		     + " GCC's recursive passes are known to survive");
}

} // namespace gccint
