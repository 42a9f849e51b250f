// OpenMP and OpenACC constructs: which options they need, and the memory
// order of an atomic construct (kept in tree_base's `u` word, so checked
// here rather than in the flag tables).

#define INCLUDE_STRING
#include "gcc-plugin.h"
#include "tree.h"
#include "options.h"

#include "importer.h"

namespace gccint {

bool
omp_atomic_code (tree_code c)
{
  return c == OMP_ATOMIC || c == OMP_ATOMIC_READ || c == OMP_ATOMIC_CAPTURE_OLD
	 || c == OMP_ATOMIC_CAPTURE_NEW;
}

// The constructs are lowered only when their option is on; without it they
// would reach RTL expansion, which stops on them.
const char *
offload_option_missing (tree_code c)
{
  const char *name = get_tree_code_name (c);
  if (startswith (name, "oacc_"))
    return flag_openacc ? NULL : "-fopenacc";
  if (!startswith (name, "omp_"))
    return NULL;
  // Both front ends build atomics: `#pragma acc atomic` too.
  bool atomic = omp_atomic_code (c);
  if (flag_openmp || (atomic && flag_openacc)
      || (c == OMP_SIMD && flag_openmp_simd))
    return NULL;
  return atomic ? "-fopenmp or -fopenacc" : "-fopenmp";
}

// The orders OpenMP's expansion maps to a memory model (it stops on any
// other): the construct's own is never unspecified once the front end has
// finished it, and a failing compare's is relaxed, acquire or seq_cst.
static bool
memory_order_ok (const json_value &v)
{
  if (!v.int_in (0, OMP_FAIL_MEMORY_ORDER_MASK | OMP_MEMORY_ORDER_MASK))
    return false;
  int64_t order = v.as_int () & OMP_MEMORY_ORDER_MASK;
  int64_t fail = v.as_int () & OMP_FAIL_MEMORY_ORDER_MASK;
  return order >= OMP_MEMORY_ORDER_RELAXED && order <= OMP_MEMORY_ORDER_SEQ_CST
	 && (fail == OMP_FAIL_MEMORY_ORDER_UNSPECIFIED
	     || fail == OMP_FAIL_MEMORY_ORDER_RELAXED
	     || fail == OMP_FAIL_MEMORY_ORDER_ACQUIRE
	     || fail == OMP_FAIL_MEMORY_ORDER_SEQ_CST);
}

bool
apply_memory_order (importer &imp, node_record &r)
{
  const json_value *nums = r.v.get ("nums");
  const json_value *v = nums ? nums->get ("OMP_ATOMIC_MEMORY_ORDER") : NULL;
  if (!v || !memory_order_ok (*v))
    return imp.fail (r.line, v ? v->column : r.v.column,
		     "`nums.OMP_ATOMIC_MEMORY_ORDER`: expected an order from "
		     "relaxed to seq_cst, and a fail order of relaxed, acquire "
		     "or seq_cst if any");
  OMP_ATOMIC_MEMORY_ORDER (r.built) = (omp_memory_order) v->as_int ();
  return true;
}

} // namespace gccint
