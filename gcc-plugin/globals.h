// GCC's global trees by macro name (globals.cc), in the format's priority
// order: when several macros name one node, the first one is its name.

#ifndef GCCINT_GLOBALS_H
#define GCCINT_GLOBALS_H

namespace gccint {

struct named_global
{
  const char *name;
  tree node;
};

// Every global tree this compiler has (null ones left out).
void all_global_trees (auto_vec<named_global> &out);

// The node named NAME, or NULL_TREE.
tree global_tree_by_name (const char *name);

} // namespace gccint

#endif
