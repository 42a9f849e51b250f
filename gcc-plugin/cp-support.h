// C++-only checks, kept in their own file because they need cp/cp-tree.h.

#ifndef GCCINT_CP_SUPPORT_H
#define GCCINT_CP_SUPPORT_H

namespace gccint {

// True for the functions cc1plus's finish_function does not genericize
// although PLUGIN_PRE_GENERICIZE announced them.  Call only under cc1plus.
bool cxx_genericize_skips_p (tree fndecl);

// True for a C++20 coroutine's ramp function and for the actor and destroy
// helpers GCC builds from it (DECL_COROUTINE_P).  Call only under cc1plus.
bool cxx_coroutine_p (tree fndecl);

} // namespace gccint

#endif
