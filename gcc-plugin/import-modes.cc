// Machine modes a document leaves out.  GCC's exporter writes every mode;
// a document gccint builds from Rust carries only the modes it set, the rest
// being what GCC's layout would compute.  So, after the links are made, a
// complete type without `mode` gets the mode layout_type gives a type of its
// kind, and a declaration without one the mode layout_decl gives it.  A type
// waits for the types its mode depends on (element, component, fields).

#define INCLUDE_STRING
#include "gcc-plugin.h"
#include "tree.h"
#include "stor-layout.h"
#include "target.h"

#include "importer.h"

namespace gccint {

namespace {

bool
ready (tree type)
{
  return type && TYPE_MODE (type) != VOIDmode;
}

// layout_decl's choice for a declaration of a complete type.
void
decl_mode (tree t)
{
  if (!TREE_TYPE (t) || !ready (TREE_TYPE (t)))
    return;
  machine_mode m = TYPE_MODE (TREE_TYPE (t));
  scalar_int_mode narrow;
  if (TREE_CODE (t) == FIELD_DECL && !DECL_BIT_FIELD (t)
      && DECL_BIT_FIELD_TYPE (t) && DECL_SIZE (t)
      && tree_fits_uhwi_p (DECL_SIZE (t))
      && int_mode_for_size (tree_to_uhwi (DECL_SIZE (t)), 0).exists (&narrow))
    m = narrow;
  SET_DECL_MODE (t, m);
}

// The mode layout_type gives T; false while a type it depends on has none.
bool
type_mode (tree t)
{
  tree inner = TREE_TYPE (t);
  switch (TREE_CODE (t))
    {
    case INTEGER_TYPE:
    case ENUMERAL_TYPE:
    case BOOLEAN_TYPE:
      SET_TYPE_MODE (t, smallest_int_mode_for_size (TYPE_PRECISION (t)));
      return true;
    case REAL_TYPE:
      SET_TYPE_MODE (t, float_mode_for_size (TYPE_PRECISION (t)).else_blk ());
      return true;
    case POINTER_TYPE:
    case REFERENCE_TYPE:
    case OFFSET_TYPE:
      SET_TYPE_MODE (t, ptr_mode);
      return true;
    case COMPLEX_TYPE:
      if (!ready (inner))
	return false;
      SET_TYPE_MODE (t, GET_MODE_COMPLEX_MODE (TYPE_MODE (inner)));
      return true;
    case ARRAY_TYPE:
      if (!ready (inner))
	return false;
      if (TYPE_MODE (inner) == BLKmode && !TYPE_NO_FORCE_BLK (inner))
	SET_TYPE_MODE (t, BLKmode);
      else
	SET_TYPE_MODE (t, mode_for_size_tree (TYPE_SIZE (t), MODE_INT, 1)
			    .else_blk ());
      return true;
    case RECORD_TYPE:
    case UNION_TYPE:
    case QUAL_UNION_TYPE:
      for (tree f = TYPE_FIELDS (t); f; f = DECL_CHAIN (f))
	if (TREE_CODE (f) == FIELD_DECL && !ready (TREE_TYPE (f)))
	  return false;
      for (tree f = TYPE_FIELDS (t); f; f = DECL_CHAIN (f))
	if (TREE_CODE (f) == FIELD_DECL && DECL_MODE (f) == VOIDmode)
	  decl_mode (f);
      compute_record_mode (t);
      return true;
    case FUNCTION_TYPE:
    case METHOD_TYPE:
      SET_TYPE_MODE (t, mode_for_size (FUNCTION_BOUNDARY, MODE_INT, 0).else_blk ());
      return true;
    default:
      return true;  // no mode of its own (VOID_TYPE) or not rebuilt here
    }
}

} // anonymous namespace

void
default_modes (importer &imp)
{
  std::vector<tree> types, decls;
  for (const node_record *rec : imp.ordered)
    {
      const node_record &r = *rec;
      if (!r.built || r.foreign || r.v.get ("mode"))
	continue;
      if (TYPE_P (r.built) && TYPE_SIZE (r.built))
	types.push_back (r.built);
      else if (r.code == VAR_DECL || r.code == PARM_DECL || r.code == RESULT_DECL
	       || r.code == FIELD_DECL)
	decls.push_back (r.built);
    }
  // Each pass settles the types whose dependencies are settled; a pass that
  // settles none ends it (what is left depends on a type without layout).
  for (bool progress = true; progress && !types.empty ();)
    {
      progress = false;
      std::vector<tree> waiting;
      for (tree t : types)
	if (type_mode (t))
	  progress = true;
	else
	  waiting.push_back (t);
      types.swap (waiting);
    }
  for (tree d : decls)
    if (DECL_MODE (d) == VOIDmode)
      decl_mode (d);
}

} // namespace gccint
