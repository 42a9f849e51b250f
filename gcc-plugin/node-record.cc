// One node record: every field the interchange format lists for the
// structures the node's code contains (docs/generic-format.md).
//
// Fields are chosen by structure (CODE_CONTAINS_STRUCT) and by code, the
// same way GCC's own accessor checks decide which macro is valid on which
// node, so no accessor is ever applied to a node it does not describe.

#define INCLUDE_STRING
#include "gcc-plugin.h"
#include "tree.h"
#include "hash-map.h"
#include "hash-set.h"
#include "real.h"
#include "fixed-value.h"
#include "wide-int-print.h"
#include "input.h"
#include "tree-iterator.h"
#include "internal-fn.h"
#include "langhooks.h"
#include "stringpool.h"

#include "exporter.h"

namespace gccint {

namespace {

// Builds one node's JSON object; `refs`, `nums` and `flags` are collected
// first and emitted as nested members at the end.
class node_writer
{
public:
  node_writer (exporter &exp, tree t) : exp (exp), t (t), code (TREE_CODE (t))
  {}

  std::string build ();

private:
  exporter &exp;
  tree t;
  tree_code code;
  json_builder obj;
  json_builder flags, refs, nums;

  bool has (tree_node_structure_enum ts) const
  {
    return CODE_CONTAINS_STRUCT (code, ts);
  }

  void flag (bool set, const char *name)
  {
    if (set)
      {
	flags.element ();
	flags.string_value (name);
      }
  }
  // Absent references are left out of `refs` (the reader treats a missing
  // key and null alike) to keep the lines short.
  void ref (const char *macro, tree value)
  {
    if (value)
      {
	refs.key (macro);
	refs.uint_value (exp.id_of (value));
      }
  }
  void num (const char *macro, int64_t value)
  {
    nums.key (macro);
    nums.int_value (value);
  }
  void id_member (const char *key, tree value)
  {
    obj.key (key);
    obj.uint_value (exp.id_of (value));
  }

  void base_flags ();
  bool has_bits_union () const;
  void location ();
  void operands ();
  void decl_fields ();
  void decl_flags ();
  void type_fields ();
  void type_flags ();
  void constant_fields ();
  void block_fields ();
  void binfo_fields ();
  void misc_fields ();
};

// tree_base's union `u` holds the `bits` flags for every code except those
// that reuse the word for something else (tree-core.h): reading `bits` there
// would report garbage flags.
bool
node_writer::has_bits_union () const
{
  switch (code)
    {
    case INTEGER_CST:
    case TREE_VEC:
    case VECTOR_CST:
    case SSA_NAME:
    case POLYNOMIAL_CHREC:
    case MEM_REF:
    case TARGET_MEM_REF:
    case OMP_ATOMIC:
    case OMP_ATOMIC_READ:
    case OMP_ATOMIC_CAPTURE_OLD:
    case OMP_ATOMIC_CAPTURE_NEW:
      return false;
    case CALL_EXPR:
      // An internal-function call keeps its function number there.
      return CALL_EXPR_FN (t) != NULL_TREE;
    default:
      return true;
    }
}

void
node_writer::base_flags ()
{
  const tree_base &b = t->base;
  flag (b.side_effects_flag, "side_effects_flag");
  flag (b.constant_flag, "constant_flag");
  flag (b.addressable_flag, "addressable_flag");
  flag (b.volatile_flag, "volatile_flag");
  flag (b.readonly_flag, "readonly_flag");
  flag (b.asm_written_flag, "asm_written_flag");
  flag (b.nowarning_flag, "nowarning_flag");
  flag (b.visited, "visited");
  flag (b.used_flag, "used_flag");
  flag (b.nothrow_flag, "nothrow_flag");
  flag (b.static_flag, "static_flag");
  flag (b.public_flag, "public_flag");
  flag (b.private_flag, "private_flag");
  flag (b.protected_flag, "protected_flag");
  flag (b.deprecated_flag, "deprecated_flag");
  flag (b.default_def_flag, "default_def_flag");
  if (!has_bits_union ())
    return;
  flag (b.u.bits.lang_flag_0, "lang_flag_0");
  flag (b.u.bits.lang_flag_1, "lang_flag_1");
  flag (b.u.bits.lang_flag_2, "lang_flag_2");
  flag (b.u.bits.lang_flag_3, "lang_flag_3");
  flag (b.u.bits.lang_flag_4, "lang_flag_4");
  flag (b.u.bits.lang_flag_5, "lang_flag_5");
  flag (b.u.bits.lang_flag_6, "lang_flag_6");
  flag (b.u.bits.unsigned_flag, "unsigned_flag");
  flag (b.u.bits.saturating_flag, "saturating_flag");
  flag (b.u.bits.packed_flag, "packed_flag");
  flag (b.u.bits.user_align, "user_align");
  flag (b.u.bits.nameless_flag, "nameless_flag");
  flag (b.u.bits.atomic_flag, "atomic_flag");
  flag (b.u.bits.unavailable_flag, "unavailable_flag");
}

// `loc` for expressions and declarations; unknown and built-in locations
// have no file and are left out.
void
node_writer::location ()
{
  location_t loc = UNKNOWN_LOCATION;
  if (has (TS_EXP))
    loc = EXPR_LOCATION (t);
  else if (has (TS_DECL_MINIMAL))
    loc = DECL_SOURCE_LOCATION (t);
  if (loc == UNKNOWN_LOCATION || loc == BUILTINS_LOCATION)
    return;
  expanded_location xloc = expand_location (loc);
  if (!xloc.file)
    return;
  obj.key ("loc");
  obj.open_array ();
  obj.element ();
  obj.string_value (xloc.file);
  obj.element ();
  obj.uint_value (xloc.line < 0 ? 0 : xloc.line);
  obj.element ();
  obj.uint_value (xloc.column < 0 ? 0 : xloc.column);
  obj.close_array ();
}

// Operands of expression-like nodes.  For tcc_vl_exp, operand 0 is the
// length constant and is implied by the array's length.
void
node_writer::operands ()
{
  if (!has (TS_EXP))
    return;
  int len = TREE_OPERAND_LENGTH (t);
  int first = TREE_CODE_CLASS (code) == tcc_vl_exp ? 1 : 0;
  if (len <= first)
    return;
  obj.key ("ops");
  obj.open_array ();
  for (int i = first; i < len; i++)
    {
      tree op = TREE_OPERAND (t, i);
      obj.element ();
      obj.id_value (op != NULL_TREE, op ? exp.id_of (op) : 0);
    }
  obj.close_array ();
  // The atomic codes keep their memory order in tree_base's `u` word.
  if (code == OMP_ATOMIC || code == OMP_ATOMIC_READ
      || code == OMP_ATOMIC_CAPTURE_OLD || code == OMP_ATOMIC_CAPTURE_NEW)
    num ("OMP_ATOMIC_MEMORY_ORDER", OMP_ATOMIC_MEMORY_ORDER (t));
}

void
node_writer::decl_flags ()
{
  if (has (TS_DECL_COMMON))
    {
      flag (DECL_EXTERNAL (t), "DECL_EXTERNAL");
      flag (DECL_ARTIFICIAL (t), "DECL_ARTIFICIAL");
      flag (DECL_IGNORED_P (t), "DECL_IGNORED_P");
      flag (DECL_ABSTRACT_P (t), "DECL_ABSTRACT_P");
      flag (DECL_NONLOCAL (t), "DECL_NONLOCAL");
      flag (DECL_VIRTUAL_P (t), "DECL_VIRTUAL_P");
      flag (DECL_PRESERVE_P (t), "DECL_PRESERVE_P");
      flag (DECL_LANG_FLAG_0 (t), "DECL_LANG_FLAG_0");
      flag (DECL_LANG_FLAG_1 (t), "DECL_LANG_FLAG_1");
      flag (DECL_LANG_FLAG_2 (t), "DECL_LANG_FLAG_2");
      flag (DECL_LANG_FLAG_3 (t), "DECL_LANG_FLAG_3");
      flag (DECL_LANG_FLAG_4 (t), "DECL_LANG_FLAG_4");
      flag (DECL_LANG_FLAG_5 (t), "DECL_LANG_FLAG_5");
      flag (DECL_LANG_FLAG_6 (t), "DECL_LANG_FLAG_6");
      flag (DECL_LANG_FLAG_7 (t), "DECL_LANG_FLAG_7");
      flag (DECL_LANG_FLAG_8 (t), "DECL_LANG_FLAG_8");
    }
  if (has (TS_DECL_WRTL))
    flag (DECL_REGISTER (t), "DECL_REGISTER");
  if (has (TS_DECL_WITH_VIS))
    {
      flag (DECL_SEEN_IN_BIND_EXPR_P (t), "DECL_SEEN_IN_BIND_EXPR_P");
      flag (DECL_WEAK (t), "DECL_WEAK");
      flag (DECL_COMMON (t), "DECL_COMMON");
      flag (DECL_COMDAT (t), "DECL_COMDAT");
    }
  if (code == VAR_DECL || code == RESULT_DECL)
    flag (DECL_NONSHAREABLE (t), "DECL_NONSHAREABLE");
  if (code == VAR_DECL || code == PARM_DECL || code == RESULT_DECL)
    {
      flag (DECL_HAS_VALUE_EXPR_P (t), "DECL_HAS_VALUE_EXPR_P");
      flag (DECL_BY_REFERENCE (t), "DECL_BY_REFERENCE");
    }
  if (code == VAR_DECL)
    flag (DECL_HARD_REGISTER (t), "DECL_HARD_REGISTER");
  if (code == FIELD_DECL)
    {
      flag (DECL_BIT_FIELD (t), "DECL_BIT_FIELD");
      flag (DECL_NONADDRESSABLE_P (t), "DECL_NONADDRESSABLE_P");
    }
  if (code == FUNCTION_DECL)
    {
      flag (DECL_DECLARED_INLINE_P (t), "DECL_DECLARED_INLINE_P");
      flag (DECL_UNINLINABLE (t), "DECL_UNINLINABLE");
      flag (DECL_PURE_P (t), "DECL_PURE_P");
      flag (DECL_IS_MALLOC (t), "DECL_IS_MALLOC");
      flag (DECL_NO_INLINE_WARNING_P (t), "DECL_NO_INLINE_WARNING_P");
      flag (DECL_STATIC_CONSTRUCTOR (t), "DECL_STATIC_CONSTRUCTOR");
      flag (DECL_STATIC_DESTRUCTOR (t), "DECL_STATIC_DESTRUCTOR");
      flag (DECL_DISREGARD_INLINE_LIMITS (t), "DECL_DISREGARD_INLINE_LIMITS");
      flag (DECL_CXX_CONSTRUCTOR_P (t), "DECL_CXX_CONSTRUCTOR_P");
      flag (DECL_CXX_DESTRUCTOR_P (t), "DECL_CXX_DESTRUCTOR_P");
    }
}

void
node_writer::decl_fields ()
{
  if (!has (TS_DECL_MINIMAL))
    return;
  ref ("DECL_NAME", DECL_NAME (t));
  ref ("DECL_CONTEXT", DECL_CONTEXT (t));
  num ("DECL_UID", DECL_UID (t));
  if (has (TS_DECL_COMMON))
    {
      ref ("DECL_SIZE", DECL_SIZE (t));
      ref ("DECL_SIZE_UNIT", DECL_SIZE_UNIT (t));
      // PARM_DECLs keep the promoted argument type in DECL_INITIAL's slot.
      if (code == PARM_DECL)
	ref ("DECL_ARG_TYPE", DECL_ARG_TYPE (t));
      else
	ref ("DECL_INITIAL", DECL_INITIAL (t));
      ref ("DECL_ATTRIBUTES", DECL_ATTRIBUTES (t));
      ref ("DECL_ABSTRACT_ORIGIN", DECL_ABSTRACT_ORIGIN (t));
      num ("DECL_ALIGN", DECL_ALIGN (t));
      if (DECL_MODE (t) != VOIDmode)
	{
	  obj.key ("mode");
	  obj.string_value (GET_MODE_NAME (DECL_MODE (t)));
	}
    }
  // The raw accessor: DECL_ASSEMBLER_NAME would compute (and set) the name.
  if (has (TS_DECL_WITH_VIS) && DECL_ASSEMBLER_NAME_SET_P (t))
    ref ("DECL_ASSEMBLER_NAME", DECL_ASSEMBLER_NAME_RAW (t));
  if ((code == VAR_DECL || code == PARM_DECL || code == RESULT_DECL)
      && DECL_HAS_VALUE_EXPR_P (t))
    ref ("DECL_VALUE_EXPR", DECL_VALUE_EXPR (t));
  // C++ dumps name a called function, or a called pointer variable, by
  // decl_printable_name (decl, 1) (std::allocator<char>::allocator,
  // X<int>::code); written when it is not DECL_NAME.
  if ((code == FUNCTION_DECL || code == VAR_DECL) && DECL_NAME (t))
    {
      const char *p = lang_hooks.decl_printable_name (t, 1);
      if (p && strcmp (p, IDENTIFIER_POINTER (DECL_NAME (t))) != 0)
	ref ("decl_printable_name", get_identifier (p));
    }
  switch (code)
    {
    case FUNCTION_DECL:
      ref ("DECL_RESULT", DECL_RESULT (t));
      ref ("DECL_ARGUMENTS", DECL_ARGUMENTS (t));
      ref ("DECL_SAVED_TREE", DECL_SAVED_TREE (t));
      // Only normal built-ins have a code from builtins.def; machine and
      // front-end built-ins number their own enums.
      if (DECL_BUILT_IN_CLASS (t) == BUILT_IN_NORMAL)
	num ("DECL_FUNCTION_CODE", DECL_FUNCTION_CODE (t));
      break;
    case FIELD_DECL:
      ref ("DECL_FIELD_OFFSET", DECL_FIELD_OFFSET (t));
      ref ("DECL_FIELD_BIT_OFFSET", DECL_FIELD_BIT_OFFSET (t));
      ref ("DECL_BIT_FIELD_TYPE", DECL_BIT_FIELD_TYPE (t));
      ref ("DECL_QUALIFIER", DECL_QUALIFIER (t));
      ref ("DECL_FCONTEXT", DECL_FCONTEXT (t));
      num ("DECL_OFFSET_ALIGN", DECL_OFFSET_ALIGN (t));
      break;
    case TYPE_DECL:
      ref ("DECL_ORIGINAL_TYPE", DECL_ORIGINAL_TYPE (t));
      break;
    case LABEL_DECL:
      num ("LABEL_DECL_UID", LABEL_DECL_UID (t));
      break;
    default:
      break;
    }
}

void
node_writer::type_flags ()
{
  flag (TYPE_NEEDS_CONSTRUCTING (t), "TYPE_NEEDS_CONSTRUCTING");
  flag (TYPE_RESTRICT (t), "TYPE_RESTRICT");
  flag (TYPE_NO_FORCE_BLK (t), "TYPE_NO_FORCE_BLK");
  flag (TYPE_EMPTY_P (t), "TYPE_EMPTY_P");
  if (code == ARRAY_TYPE || code == INTEGER_TYPE)
    flag (TYPE_STRING_FLAG (t), "TYPE_STRING_FLAG");
  if (RECORD_OR_UNION_TYPE_P (t))
    flag (TYPE_TRANSPARENT_AGGR (t), "TYPE_TRANSPARENT_AGGR");
  if (RECORD_OR_UNION_TYPE_P (t) || code == ARRAY_TYPE)
    flag (TYPE_TYPELESS_STORAGE (t), "TYPE_TYPELESS_STORAGE");
  flag (TYPE_LANG_FLAG_0 (t), "TYPE_LANG_FLAG_0");
  flag (TYPE_LANG_FLAG_1 (t), "TYPE_LANG_FLAG_1");
  flag (TYPE_LANG_FLAG_2 (t), "TYPE_LANG_FLAG_2");
  flag (TYPE_LANG_FLAG_3 (t), "TYPE_LANG_FLAG_3");
  flag (TYPE_LANG_FLAG_4 (t), "TYPE_LANG_FLAG_4");
  flag (TYPE_LANG_FLAG_5 (t), "TYPE_LANG_FLAG_5");
  flag (TYPE_LANG_FLAG_6 (t), "TYPE_LANG_FLAG_6");
}

void
node_writer::type_fields ()
{
  if (!has (TS_TYPE_COMMON))
    return;
  type_flags ();
  ref ("TYPE_NAME", TYPE_NAME (t));
  ref ("TYPE_SIZE", TYPE_SIZE (t));
  ref ("TYPE_SIZE_UNIT", TYPE_SIZE_UNIT (t));
  ref ("TYPE_ATTRIBUTES", TYPE_ATTRIBUTES (t));
  ref ("TYPE_MAIN_VARIANT", TYPE_MAIN_VARIANT (t));
  ref ("TYPE_NEXT_VARIANT", TYPE_NEXT_VARIANT (t));
  ref ("TYPE_CANONICAL", TYPE_CANONICAL (t));
  ref ("TYPE_CONTEXT", TYPE_CONTEXT (t));
  ref ("TYPE_POINTER_TO", TYPE_POINTER_TO (t));
  ref ("TYPE_REFERENCE_TO", TYPE_REFERENCE_TO (t));
  num ("TYPE_UID", TYPE_UID (t));
  // A vector type's precision field holds its lane count instead.
  if (code != VECTOR_TYPE)
    num ("TYPE_PRECISION", TYPE_PRECISION (t));
  else if (TYPE_VECTOR_SUBPARTS (t).is_constant ())
    num ("TYPE_VECTOR_SUBPARTS", TYPE_VECTOR_SUBPARTS (t).to_constant ());
  num ("TYPE_ALIGN", TYPE_ALIGN (t));
  num ("TYPE_QUALS", TYPE_QUALS (t));
  if (TYPE_MODE (t) != VOIDmode)
    {
      obj.key ("mode");
      obj.string_value (GET_MODE_NAME (TYPE_MODE (t)));
    }
  if (!has (TS_TYPE_NON_COMMON))
    return;
  switch (code)
    {
    case INTEGER_TYPE:
    case ENUMERAL_TYPE:
    case BOOLEAN_TYPE:
    case REAL_TYPE:
    case FIXED_POINT_TYPE:
      ref ("TYPE_MIN_VALUE", TYPE_MIN_VALUE (t));
      ref ("TYPE_MAX_VALUE", TYPE_MAX_VALUE (t));
      if (code == ENUMERAL_TYPE)
	ref ("TYPE_VALUES", TYPE_VALUES (t));
      break;
    case ARRAY_TYPE:
      ref ("TYPE_DOMAIN", TYPE_DOMAIN (t));
      break;
    case RECORD_TYPE:
    case UNION_TYPE:
    case QUAL_UNION_TYPE:
      ref ("TYPE_FIELDS", TYPE_FIELDS (t));
      ref ("TYPE_BINFO", TYPE_BINFO (t));
      break;
    case FUNCTION_TYPE:
    case METHOD_TYPE:
      ref ("TYPE_ARG_TYPES", TYPE_ARG_TYPES (t));
      if (code == METHOD_TYPE)
	ref ("TYPE_METHOD_BASETYPE", TYPE_METHOD_BASETYPE (t));
      break;
    case OFFSET_TYPE:
      ref ("TYPE_OFFSET_BASETYPE", TYPE_OFFSET_BASETYPE (t));
      break;
    default:
      break;
    }
}

// The exact value of a binary REAL_VALUE_TYPE as a C99 hex float
// "0x1.<hex>p<exp>": GCC keeps 0.<sig> * 2^exp with the top bit of the
// significand set, so the leading 1 is that bit and the exponent is exp-1.
std::string
hex_float (const REAL_VALUE_TYPE *r)
{
  std::string s = r->sign ? "-" : "";
  if (r->cl == rvc_zero)
    return s + "0x0p+0";
  // Collect the significand's bits below the leading one, most significant
  // first, four at a time.
  std::string digits;
  unsigned nibble = 0, count = 0;
  bool leading = true;
  for (int w = SIGSZ - 1; w >= 0; w--)
    for (int b = HOST_BITS_PER_LONG - 1; b >= 0; b--)
      {
	unsigned bit = (r->sig[w] >> b) & 1;
	if (leading)
	  {
	    // The normalized significand's first bit is the implicit one.
	    leading = false;
	    continue;
	  }
	nibble = (nibble << 1) | bit;
	if (++count == 4)
	  {
	    digits += "0123456789abcdef"[nibble];
	    nibble = count = 0;
	  }
      }
  if (count)
    digits += "0123456789abcdef"[nibble << (4 - count)];
  while (!digits.empty () && digits.back () == '0')
    digits.pop_back ();
  s += "0x1";
  if (!digits.empty ())
    s += "." + digits;
  char exp_buf[32];
  snprintf (exp_buf, sizeof exp_buf, "p%+d", REAL_EXP (r) - 1);
  return s + exp_buf;
}

std::string
real_text (const REAL_VALUE_TYPE *r)
{
  const char *minus = r->sign ? "-" : "";
  // Decimal floats keep an encoded decimal significand, not binary bits;
  // format v1 has no form for them, so they are written as the exact
  // decimal GCC prints, which the importer rejects instead of misreading.
  if (r->decimal && r->cl == rvc_normal)
    {
      char buf[64];
      real_to_decimal (buf, r, sizeof buf, 0, 1);
      return buf;
    }
  switch (r->cl)
    {
    case rvc_inf:
      return std::string (minus) + "inf";
    case rvc_nan:
      return std::string (minus) + (r->signalling ? "snan" : "nan");
    default:
      return hex_float (r);
    }
}

// An INTEGER_CST in decimal, read with its type's signedness.  print_dec
// alone is not enough: it switches to hex for values wider than a
// HOST_WIDE_INT (128-bit constants, all-ones unsigned __int128).
std::string
integer_text (tree t)
{
  // Extended by TYPE_SIGN to the widest precision, the value is the number
  // the constant means (a typeless constant, never seen, reads as signed).
  widest_int v = widest_int::from (wi::to_wide (t),
				   TREE_TYPE (t) ? TYPE_SIGN (TREE_TYPE (t))
						 : SIGNED);
  if (wi::fits_shwi_p (v))
    {
      char buf[32];
      snprintf (buf, sizeof buf, HOST_WIDE_INT_PRINT_DEC, v.to_shwi ());
      return buf;
    }
  bool negative = wi::neg_p (v);
  widest_int mag = negative ? -v : v;
  std::string digits;
  while (mag != 0)
    {
      digits += (char) ('0' + wi::umod_trunc (mag, 10).to_uhwi ());
      mag = wi::udiv_trunc (mag, 10);
    }
  if (negative)
    digits += '-';
  return std::string (digits.rbegin (), digits.rend ());
}

void
node_writer::constant_fields ()
{
  switch (code)
    {
    case INTEGER_CST:
      obj.key ("value");
      obj.string_value (integer_text (t).c_str ());
      break;
    case REAL_CST:
      obj.key ("real");
      obj.string_value (real_text (TREE_REAL_CST_PTR (t)).c_str ());
      break;
    case FIXED_CST:
      {
	const FIXED_VALUE_TYPE &f = TREE_FIXED_CST (t);
	// The raw bits as one 128-bit two's-complement number.
	__int128 raw = ((__int128) f.data.high << 64)
		       | (unsigned HOST_WIDE_INT) f.data.low;
	bool neg = raw < 0;
	unsigned __int128 mag = neg ? -(unsigned __int128) raw : raw;
	char buf[64], *p = buf + sizeof buf;
	*--p = '\0';
	do
	  *--p = '0' + (int) (mag % 10);
	while ((mag /= 10) != 0);
	if (neg)
	  *--p = '-';
	obj.key ("fixed");
	obj.open_array ();
	obj.element ();
	obj.string_value (p);
	obj.element ();
	obj.uint_value (GET_MODE_FBIT (f.mode));
	obj.close_array ();
	break;
      }
    case STRING_CST:
      {
	std::string hex;
	append_hex (hex, (const unsigned char *) TREE_STRING_POINTER (t),
		    TREE_STRING_LENGTH (t));
	obj.key ("string");
	obj.string_value (hex.c_str (), hex.size ());
	num ("TREE_STRING_LENGTH", TREE_STRING_LENGTH (t));
	break;
      }
    case COMPLEX_CST:
      ref ("TREE_REALPART", TREE_REALPART (t));
      ref ("TREE_IMAGPART", TREE_IMAGPART (t));
      break;
    case VECTOR_CST:
      {
	obj.key ("elts");
	obj.open_array ();
	unsigned n = vector_cst_encoded_nelts (t);
	for (unsigned i = 0; i < n; i++)
	  {
	    obj.element ();
	    obj.uint_value (exp.id_of (VECTOR_CST_ENCODED_ELT (t, i)));
	  }
	obj.close_array ();
	num ("VECTOR_CST_LOG2_NPATTERNS", VECTOR_CST_LOG2_NPATTERNS (t));
	num ("VECTOR_CST_NELTS_PER_PATTERN", VECTOR_CST_NELTS_PER_PATTERN (t));
	break;
      }
    case POLY_INT_CST:
      obj.key ("elts");
      obj.open_array ();
      for (unsigned i = 0; i < NUM_POLY_INT_COEFFS; i++)
	{
	  obj.element ();
	  obj.uint_value (exp.id_of (POLY_INT_CST_COEFF (t, i)));
	}
      obj.close_array ();
      break;
    default:
      break;
    }
}

void
node_writer::block_fields ()
{
  ref ("BLOCK_VARS", BLOCK_VARS (t));
  ref ("BLOCK_SUBBLOCKS", BLOCK_SUBBLOCKS (t));
  ref ("BLOCK_SUPERCONTEXT", BLOCK_SUPERCONTEXT (t));
  ref ("BLOCK_CHAIN", BLOCK_CHAIN (t));
  ref ("BLOCK_ABSTRACT_ORIGIN", BLOCK_ABSTRACT_ORIGIN (t));
  ref ("BLOCK_FRAGMENT_ORIGIN", BLOCK_FRAGMENT_ORIGIN (t));
  ref ("BLOCK_FRAGMENT_CHAIN", BLOCK_FRAGMENT_CHAIN (t));
  num ("BLOCK_NUMBER", BLOCK_NUMBER (t));
  unsigned n = BLOCK_NUM_NONLOCALIZED_VARS (t);
  if (n == 0)
    return;
  obj.key ("elts");
  obj.open_array ();
  for (unsigned i = 0; i < n; i++)
    {
      tree var = BLOCK_NONLOCALIZED_VAR (t, i);
      obj.element ();
      obj.id_value (var != NULL_TREE, var ? exp.id_of (var) : 0);
    }
  obj.close_array ();
}

void
node_writer::binfo_fields ()
{
  ref ("BINFO_TYPE", BINFO_TYPE (t));
  ref ("BINFO_OFFSET", BINFO_OFFSET (t));
  ref ("BINFO_VTABLE", BINFO_VTABLE (t));
  ref ("BINFO_VIRTUALS", BINFO_VIRTUALS (t));
  ref ("BINFO_VPTR_FIELD", BINFO_VPTR_FIELD (t));
  ref ("BINFO_INHERITANCE_CHAIN", BINFO_INHERITANCE_CHAIN (t));
  unsigned n = BINFO_N_BASE_BINFOS (t);
  if (n == 0)
    return;
  obj.key ("elts");
  obj.open_array ();
  for (unsigned i = 0; i < n; i++)
    {
      obj.element ();
      obj.uint_value (exp.id_of (BINFO_BASE_BINFO (t, i)));
    }
  obj.close_array ();
}

// Codes with their own structure: lists, vectors, statement lists,
// constructors, OpenMP clauses, identifiers.
void
node_writer::misc_fields ()
{
  switch (code)
    {
    case IDENTIFIER_NODE:
      {
	const char *s = IDENTIFIER_POINTER (t);
	size_t len = IDENTIFIER_LENGTH (t);
	if (valid_utf8 ((const unsigned char *) s, len))
	  {
	    obj.key ("name");
	    obj.string_value (s, len);
	  }
	else
	  {
	    std::string hex;
	    append_hex (hex, (const unsigned char *) s, len);
	    obj.key ("name_hex");
	    obj.string_value (hex.c_str (), hex.size ());
	  }
	break;
      }
    case TREE_LIST:
      ref ("TREE_PURPOSE", TREE_PURPOSE (t));
      ref ("TREE_VALUE", TREE_VALUE (t));
      break;
    case TREE_VEC:
      {
	int n = TREE_VEC_LENGTH (t);
	num ("TREE_VEC_LENGTH", n);
	if (n == 0)
	  break;
	obj.key ("elts");
	obj.open_array ();
	for (int i = 0; i < n; i++)
	  {
	    tree e = TREE_VEC_ELT (t, i);
	    obj.element ();
	    obj.id_value (e != NULL_TREE, e ? exp.id_of (e) : 0);
	  }
	obj.close_array ();
	break;
      }
    case STATEMENT_LIST:
      {
	obj.key ("elts");
	obj.open_array ();
	for (tree_stmt_iterator i = tsi_start (t); !tsi_end_p (i); tsi_next (&i))
	  {
	    obj.element ();
	    obj.uint_value (exp.id_of (tsi_stmt (i)));
	  }
	obj.close_array ();
	break;
      }
    case CONSTRUCTOR:
      {
	if (TREE_CLOBBER_P (t))
	  num ("CLOBBER_KIND", CLOBBER_KIND (t));
	unsigned HOST_WIDE_INT i;
	tree index, value;
	if (CONSTRUCTOR_NELTS (t) == 0)
	  break;
	obj.key ("ctor");
	obj.open_array ();
	FOR_EACH_CONSTRUCTOR_ELT (CONSTRUCTOR_ELTS (t), i, index, value)
	  {
	    obj.element ();
	    obj.open_array ();
	    obj.element ();
	    obj.id_value (index != NULL_TREE, index ? exp.id_of (index) : 0);
	    obj.element ();
	    obj.id_value (value != NULL_TREE, value ? exp.id_of (value) : 0);
	    obj.close_array ();
	  }
	obj.close_array ();
	break;
      }
    case BLOCK:
      block_fields ();
      break;
    case TREE_BINFO:
      binfo_fields ();
      break;
    default:
      break;
    }
}

// The clause kinds whose union `subcode` holds a kind (tree-core.h's
// omp_clause_subcode); every member is an enum, so one read fits all.
bool
clause_has_subcode (omp_clause_code c)
{
  switch (c)
    {
    case OMP_CLAUSE_DEFAULT:
    case OMP_CLAUSE_SCHEDULE:
    case OMP_CLAUSE_DEPEND:
    case OMP_CLAUSE_MAP:
    case OMP_CLAUSE_PROC_BIND:
    case OMP_CLAUSE_REDUCTION:
    case OMP_CLAUSE_IN_REDUCTION:
    case OMP_CLAUSE_TASK_REDUCTION:
    case OMP_CLAUSE_LINEAR:
    case OMP_CLAUSE_IF:
    case OMP_CLAUSE_DEFAULTMAP:
    case OMP_CLAUSE_BIND:
    case OMP_CLAUSE_DEVICE_TYPE:
      return true;
    default:
      return false;
    }
}

std::string
node_writer::build ()
{
  obj.open_object ();
  obj.key ("node");
  obj.open_object ();
  obj.key ("id");
  obj.uint_value (exp.id_of (t));
  obj.key ("code");
  obj.string_value (get_tree_code_name (code));
  if (const char **name = exp.globals.get (t))
    {
      obj.key ("global");
      obj.string_value (*name);
    }
  if (has (TS_TYPED) && TREE_TYPE (t))
    id_member ("type", TREE_TYPE (t));
  if (has (TS_COMMON) && TREE_CHAIN (t))
    id_member ("chain", TREE_CHAIN (t));

  flags.open_array ();
  refs.open_object ();
  nums.open_object ();

  base_flags ();
  location ();
  if (code == OMP_CLAUSE)
    {
      // Clauses are not TS_EXP; their operand count comes from the clause.
      omp_clause_code cc = OMP_CLAUSE_CODE (t);
      obj.key ("clause");
      obj.string_value (omp_clause_code_name[cc]);
      if (omp_clause_num_ops[cc] > 0)
	{
	  obj.key ("ops");
	  obj.open_array ();
	  for (unsigned i = 0; i < omp_clause_num_ops[cc]; i++)
	    {
	      tree op = OMP_CLAUSE_OPERAND (t, i);
	      obj.element ();
	      obj.id_value (op != NULL_TREE, op ? exp.id_of (op) : 0);
	    }
	  obj.close_array ();
	}
      if (clause_has_subcode (cc))
	num ("OMP_CLAUSE_SUBCODE", (int) t->omp_clause.subcode.map_kind);
    }
  operands ();
  if (code == CALL_EXPR && CALL_EXPR_FN (t) == NULL_TREE)
    {
      // An internal-function call: GCC prints it as .NAME (args).
      obj.key ("ifn");
      obj.string_value (internal_fn_name (CALL_EXPR_IFN (t)));
    }
  decl_flags ();
  decl_fields ();
  type_fields ();
  constant_fields ();
  misc_fields ();

  flags.close_array ();
  refs.close_object ();
  nums.close_object ();
  if (flags.text != "[]")
    {
      obj.key ("flags");
      obj.text += flags.text;
    }
  if (refs.text != "{}")
    {
      obj.key ("refs");
      obj.text += refs.text;
    }
  if (nums.text != "{}")
    {
      obj.key ("nums");
      obj.text += nums.text;
    }
  obj.close_object ();
  obj.close_object ();
  return obj.text;
}

} // anonymous namespace

void
exporter::write_node (tree t)
{
  if (TYPE_P (t) && !COMPLETE_TYPE_P (t))
    incomplete_types.add (t);
  if (growing_node_p (t))
    written_link.put (t, growing_link (t));
  node_writer w (*this, t);
  emit (w.build ());
}

} // namespace gccint
