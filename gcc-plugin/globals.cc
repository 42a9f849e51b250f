// GCC's global trees by name: the exporter names a node that is one of them
// (`global`), and the importer maps such a record onto GCC's own node.
//
// The list is in the priority order of the format: several macros can name
// one node (size_type_node is long_unsigned_type_node's node on x86_64), and
// the first name in this list wins.

#define INCLUDE_STRING
#include "gcc-plugin.h"
#include "tree.h"
#include "hash-map.h"
#include "hash-set.h"
#include "c-family/c-common.h"

#include "globals.h"

namespace gccint {

void
all_global_trees (auto_vec<named_global> &out)
{
  const named_global table[] = {
#define GLOBAL(NAME) { #NAME, NAME }
    GLOBAL (error_mark_node),
    GLOBAL (void_type_node),
    GLOBAL (void_node),
    GLOBAL (char_type_node),
    GLOBAL (signed_char_type_node),
    GLOBAL (unsigned_char_type_node),
    GLOBAL (short_integer_type_node),
    GLOBAL (short_unsigned_type_node),
    GLOBAL (integer_type_node),
    GLOBAL (unsigned_type_node),
    GLOBAL (long_integer_type_node),
    GLOBAL (long_unsigned_type_node),
    GLOBAL (long_long_integer_type_node),
    GLOBAL (long_long_unsigned_type_node),
    GLOBAL (boolean_type_node),
    GLOBAL (float_type_node),
    GLOBAL (double_type_node),
    GLOBAL (long_double_type_node),
    GLOBAL (complex_integer_type_node),
    GLOBAL (complex_float_type_node),
    GLOBAL (complex_double_type_node),
    GLOBAL (complex_long_double_type_node),
    GLOBAL (sizetype),
    GLOBAL (bitsizetype),
    GLOBAL (size_type_node),
    GLOBAL (ptrdiff_type_node),
    // These two live in c-family's table, which both cc1 and cc1plus have.
    GLOBAL (intptr_type_node),
    GLOBAL (uintptr_type_node),
    GLOBAL (wchar_type_node),
    GLOBAL (ptr_type_node),
    GLOBAL (const_ptr_type_node),
    GLOBAL (integer_zero_node),
    GLOBAL (integer_one_node),
    GLOBAL (integer_minus_one_node),
    GLOBAL (size_zero_node),
    GLOBAL (size_one_node),
    GLOBAL (bitsize_zero_node),
    GLOBAL (bitsize_one_node),
    GLOBAL (bitsize_unit_node),
    GLOBAL (null_pointer_node),
    GLOBAL (boolean_true_node),
    GLOBAL (boolean_false_node),
    GLOBAL (void_list_node),
#undef GLOBAL
  };
  for (const named_global &g : table)
    if (g.node)
      out.safe_push (g);
}

tree
global_tree_by_name (const char *name)
{
  auto_vec<named_global> all;
  all_global_trees (all);
  for (const named_global &g : all)
    if (strcmp (g.name, name) == 0)
      return g.node;
  return NULL_TREE;
}

} // namespace gccint
