// The format's fields, each with the codes it belongs to and how it is set
// on a GCC node: one table for flags, one for references.  A field is
// applied only to a node whose code has the structure holding it (GCC's
// release-built accessors do not check, so a misplaced field would write
// into another field's memory): anything else is an error.

#define INCLUDE_STRING
#include "gcc-plugin.h"
#include "tree.h"
#include "internal-fn.h"

#include <unordered_map>

#include "importer.h"

namespace gccint {

namespace {

bool
has (tree_code c, tree_node_structure_enum s)
{
  return CODE_CONTAINS_STRUCT (c, s);
}

// tree_base's `u.bits` exist except where the word holds something else
// (the exporter skips the same codes).
bool
has_bits (tree_code c)
{
  switch (c)
    {
    case INTEGER_CST: case TREE_VEC: case VECTOR_CST: case SSA_NAME:
    case POLYNOMIAL_CHREC: case MEM_REF: case TARGET_MEM_REF:
    case OMP_ATOMIC: case OMP_ATOMIC_READ: case OMP_ATOMIC_CAPTURE_OLD:
    case OMP_ATOMIC_CAPTURE_NEW:
      return false;
    default:
      return true;
    }
}

bool any_code (tree_code) { return true; }
// TREE_ADDRESSABLE on a type says its values must live in memory (C++'s
// classes with non-trivial copies); C has no such type, and the middle end
// cannot make temporaries of one (create_tmp_var asserted in esra on a
// bit-field's type marked so).
bool not_type (tree_code c) { return TREE_CODE_CLASS (c) != tcc_type; }
// A label is no symbol: cc1 segfaulted on a public one whose address a
// static initializer took.  On a save_expr, public_flag is
// SAVE_EXPR_RESOLVED_P, the gimplifier's mark of one whose operand it has
// already replaced by a temporary: set before, it took the operand for a
// gimple value (gimplify_expr asserted at -O2).
bool not_label_or_save (tree_code c) { return c != LABEL_DECL && c != SAVE_EXPR; }
// TREE_STATIC makes a parameter global to the inliner (auto_var_p), which
// leaves it unmapped in a copied body: ipa-prop then met a PARM_DECL that is
// not among the caller's parameters (visit_ref_for_mod_analysis asserted
// at -O2).  C never makes a static parameter.
bool not_parm (tree_code c) { return c != PARM_DECL; }
// On a call, private_flag is CALL_EXPR_RETURN_SLOT_OPT, which the
// gimplifier sets itself on calls returning in memory and C never sets;
// on a call returning a register value the inliner asserted that its
// return slot was no SSA name (declare_return_variable, -O2).
bool not_call (tree_code c) { return c != CALL_EXPR; }
// TREE_ASM_WRITTEN on a block is lower_gimple_bind's mark of a block already
// entered: set before, it asserted as on a block met twice.  Blocks are
// unmarked until their function is lowered.
bool not_block (tree_code c) { return c != BLOCK; }
// A constant has no side effects, and the inliner asserted so of a call's
// argument whose parameter is unused (setup_one_parameter, -O2).
bool not_constant (tree_code c) { return TREE_CODE_CLASS (c) != tcc_constant; }
bool bits_code (tree_code c) { return has_bits (c); }
bool decl_common (tree_code c) { return has (c, TS_DECL_COMMON); }
bool decl_wrtl (tree_code c) { return has (c, TS_DECL_WRTL); }
bool decl_vis (tree_code c) { return has (c, TS_DECL_WITH_VIS); }
bool var_or_result (tree_code c) { return c == VAR_DECL || c == RESULT_DECL; }
bool var_parm_result (tree_code c)
{
  return c == VAR_DECL || c == PARM_DECL || c == RESULT_DECL;
}
bool var_only (tree_code c) { return c == VAR_DECL; }
bool field_only (tree_code c) { return c == FIELD_DECL; }
bool function_only (tree_code c) { return c == FUNCTION_DECL; }
bool type_common (tree_code c) { return has (c, TS_TYPE_COMMON); }
bool array_or_integer (tree_code c) { return c == ARRAY_TYPE || c == INTEGER_TYPE; }
bool record_like (tree_code c)
{
  return c == RECORD_TYPE || c == UNION_TYPE || c == QUAL_UNION_TYPE;
}
bool record_or_array (tree_code c) { return record_like (c) || c == ARRAY_TYPE; }

struct flag_entry
{
  const char *name;
  bool (*applies) (tree_code);
  void (*set) (tree, bool);
};

#define BASE(FIELD, WHEN) \
  { #FIELD, WHEN, [] (tree t, bool v) { t->base.FIELD = v; } }
#define BITS(FIELD) \
  { #FIELD, bits_code, [] (tree t, bool v) { t->base.u.bits.FIELD = v; } }
#define MACRO(NAME, WHEN) \
  { #NAME, WHEN, [] (tree t, bool v) { NAME (t) = v; } }

const flag_entry flag_table[] = {
  BASE (side_effects_flag, not_constant), BASE (constant_flag, any_code),
  BASE (addressable_flag, not_type), BASE (volatile_flag, any_code),
  BASE (readonly_flag, any_code), BASE (asm_written_flag, not_block),
  BASE (nowarning_flag, any_code), BASE (visited, any_code),
  BASE (used_flag, any_code), BASE (nothrow_flag, any_code),
  BASE (static_flag, not_parm), BASE (public_flag, not_label_or_save),
  BASE (private_flag, not_call), BASE (protected_flag, any_code),
  BASE (deprecated_flag, any_code), BASE (default_def_flag, any_code),
  BITS (lang_flag_0), BITS (lang_flag_1), BITS (lang_flag_2),
  BITS (lang_flag_3), BITS (lang_flag_4), BITS (lang_flag_5),
  BITS (lang_flag_6), BITS (unsigned_flag), BITS (saturating_flag),
  BITS (packed_flag), BITS (user_align), BITS (nameless_flag),
  BITS (atomic_flag), BITS (unavailable_flag),
  MACRO (DECL_EXTERNAL, decl_common), MACRO (DECL_ARTIFICIAL, decl_common),
  MACRO (DECL_IGNORED_P, decl_common), MACRO (DECL_ABSTRACT_P, decl_common),
  MACRO (DECL_NONLOCAL, decl_common), MACRO (DECL_VIRTUAL_P, decl_common),
  MACRO (DECL_PRESERVE_P, decl_common),
  MACRO (DECL_LANG_FLAG_0, decl_common), MACRO (DECL_LANG_FLAG_1, decl_common),
  MACRO (DECL_LANG_FLAG_2, decl_common), MACRO (DECL_LANG_FLAG_3, decl_common),
  MACRO (DECL_LANG_FLAG_4, decl_common), MACRO (DECL_LANG_FLAG_5, decl_common),
  MACRO (DECL_LANG_FLAG_6, decl_common), MACRO (DECL_LANG_FLAG_7, decl_common),
  MACRO (DECL_LANG_FLAG_8, decl_common),
  MACRO (DECL_REGISTER, decl_wrtl),
  MACRO (DECL_SEEN_IN_BIND_EXPR_P, decl_vis), MACRO (DECL_WEAK, decl_vis),
  MACRO (DECL_COMMON, decl_vis), MACRO (DECL_COMDAT, decl_vis),
  MACRO (DECL_NONSHAREABLE, var_or_result),
  MACRO (DECL_HAS_VALUE_EXPR_P, var_parm_result),
  MACRO (DECL_BY_REFERENCE, var_parm_result),
  MACRO (DECL_HARD_REGISTER, var_only),
  MACRO (DECL_BIT_FIELD, field_only), MACRO (DECL_NONADDRESSABLE_P, field_only),
  MACRO (DECL_DECLARED_INLINE_P, function_only),
  MACRO (DECL_UNINLINABLE, function_only), MACRO (DECL_PURE_P, function_only),
  MACRO (DECL_IS_MALLOC, function_only),
  MACRO (DECL_NO_INLINE_WARNING_P, function_only),
  MACRO (DECL_STATIC_CONSTRUCTOR, function_only),
  MACRO (DECL_STATIC_DESTRUCTOR, function_only),
  MACRO (DECL_DISREGARD_INLINE_LIMITS, function_only),
  MACRO (DECL_CXX_CONSTRUCTOR_P, function_only),
  MACRO (DECL_CXX_DESTRUCTOR_P, function_only),
  MACRO (TYPE_NEEDS_CONSTRUCTING, type_common),
  MACRO (TYPE_RESTRICT, type_common), MACRO (TYPE_NO_FORCE_BLK, type_common),
  MACRO (TYPE_EMPTY_P, type_common),
  MACRO (TYPE_STRING_FLAG, array_or_integer),
  MACRO (TYPE_TRANSPARENT_AGGR, record_like),
  MACRO (TYPE_TYPELESS_STORAGE, record_or_array),
  MACRO (TYPE_LANG_FLAG_0, type_common), MACRO (TYPE_LANG_FLAG_1, type_common),
  MACRO (TYPE_LANG_FLAG_2, type_common), MACRO (TYPE_LANG_FLAG_3, type_common),
  MACRO (TYPE_LANG_FLAG_4, type_common), MACRO (TYPE_LANG_FLAG_5, type_common),
  MACRO (TYPE_LANG_FLAG_6, type_common),
};

#undef BASE
#undef BITS
#undef MACRO

const size_t flag_count = sizeof flag_table / sizeof flag_table[0];

// The table's index of a flag name, or flag_count.  Looked up once per flag
// of every record: a hash, not a scan.
size_t
flag_index (const std::string &name)
{
  static const std::unordered_map<std::string, size_t> index = [] {
    std::unordered_map<std::string, size_t> m;
    for (size_t i = 0; i < flag_count; i++)
      m.emplace (flag_table[i].name, i);
    return m;
  }();
  auto it = index.find (name);
  return it == index.end () ? flag_count : it->second;
}

} // anonymous namespace

bool
flag_allowed (tree_code code, const char *name)
{
  size_t i = flag_index (name);
  return i < flag_count && flag_table[i].applies (code);
}

// Sets every flag the table knows for R's code: on when listed, off
// otherwise (make_node's defaults, such as TREE_SIDE_EFFECTS on a
// MODIFY_EXPR, are replaced by what the document says).  An internal
// call's `u` word holds its function number, so its bits stay untouched.
bool
apply_flags (importer &imp, node_record &r)
{
  const json_value *flags = r.v.get ("flags");
  std::vector<bool> on (flag_count, false);
  if (flags)
    for (const json_value &f : flags->items)
      {
	size_t i = flag_index (f.text);
	if (i == flag_count || !flag_table[i].applies (r.code))
	  return imp.fail (r.line, f.column,
			   "flag `" + f.text + "` does not belong to "
			     + article (get_tree_code_name (r.code)));
	on[i] = true;
      }
  // Scratch bits of GCC's walkers must start clear.
  on[flag_index ("visited")] = false;
  bool internal_call = r.code == CALL_EXPR && r.v.get ("ifn");
  for (size_t i = 0; i < flag_count; i++)
    {
      const flag_entry &e = flag_table[i];
      if (!e.applies (r.code) || (internal_call && e.applies == bits_code))
	continue;
      e.set (r.built, on[i]);
    }
  return true;
}

// A name → value table built on first use from GCC's own names.
template <typename T>
bool
by_name (const std::string &name, T *out, int count, const char *(*name_of) (int))
{
  static std::unordered_map<std::string, T> *table;
  if (!table)
    {
      table = new std::unordered_map<std::string, T>;
      for (int i = 0; i < count; i++)
	table->emplace (name_of (i), (T) i);
    }
  auto it = table->find (name);
  if (it == table->end ())
    return false;
  *out = it->second;
  return true;
}

bool
mode_by_name (const std::string &name, machine_mode *out)
{
  return by_name<machine_mode> (name, out, NUM_MACHINE_MODES, [] (int m) {
    return GET_MODE_NAME ((machine_mode) m);
  });
}

bool
code_by_name (const std::string &name, tree_code *out)
{
  return by_name<tree_code> (name, out, MAX_TREE_CODES, [] (int c) {
    return get_tree_code_name ((tree_code) c);
  });
}

bool
ifn_by_name (const std::string &name, internal_fn *out)
{
  return by_name<internal_fn> (name, out, IFN_LAST, [] (int f) {
    return internal_fn_name ((internal_fn) f);
  });
}

} // namespace gccint
