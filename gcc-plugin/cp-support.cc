// The C++ front end's own facts about a FUNCTION_DECL, read through
// cp-tree.h's accessors.  Only macros that are plain field reads are used
// here: the plugin is loaded by cc1 as well, which has none of cc1plus's
// functions or data, and these are only ever called under cc1plus.

#define INCLUDE_STRING
#include "gcc-plugin.h"
#include "tree.h"
#include "cp/cp-tree.h"

#include "cp-support.h"

namespace gccint {

bool
cxx_genericize_skips_p (tree fndecl)
{
  // finish_function genericizes (and so dumps) neither consteval
  // functions nor "omp declare reduction" combiners.
  // Both live in the decl's lang_decl, which not every decl has.
  if (TREE_CODE (fndecl) != FUNCTION_DECL || !DECL_LANG_SPECIFIC (fndecl))
    return false;
  return DECL_IMMEDIATE_FUNCTION_P (fndecl)
	 || DECL_OMP_DECLARE_REDUCTION_P (fndecl);
}

bool
cxx_coroutine_p (tree fndecl)
{
  return TREE_CODE (fndecl) == FUNCTION_DECL && DECL_LANG_SPECIFIC (fndecl)
	 && DECL_COROUTINE_P (fndecl);
}

} // namespace gccint
