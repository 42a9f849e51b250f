// Checks type and declaration records as layout leaves them and expansion
// and varasm take them at their word: a type's mode against its sizes, an
// array's size against its element and domain, the kinds of sizes and
// offsets, a field's place within its record, a variable's visibility and
// sizes, and a variable's initializer.

#define INCLUDE_STRING
#include "gcc-plugin.h"
#include "tree.h"
#include "varasm.h"

#include "importer.h"

namespace gccint {

namespace {

// A variable's initializer: a value of its kind (an automatic one's is
// assigned by gimplify_decl_expr, a scalar in the variable's mode), and for a
// static one a constant varasm can emit (the C front end checks that with
// initializer_constant_valid_p too).
const char *
initializer_problem (tree var, tree init)
{
  tree type = TREE_TYPE (var);
  if (!value_type (init))
    return "`refs.DECL_INITIAL`: a variable's DECL_INITIAL must be a value with a type";
  // varasm lays a static one out by its own type (cc1 stopped there on an
  // array's constructor given a structure's type); the gimplifier assigns an
  // automatic one (see initializer_fits).
  if (!initializer_fits (type, TREE_TYPE (init)))
    return "`refs.DECL_INITIAL`: a variable's DECL_INITIAL must be of the "
	   "variable's kind and mode (an array's elements too, a structure's or "
	   "union's type)";
  if (TREE_STATIC (var) || DECL_EXTERNAL (var))
    return initializer_constant_valid_p (init, type) ? nullptr
	   : "`refs.DECL_INITIAL`: a static variable's DECL_INITIAL must be a "
	     "constant (initializer_constant_valid_p)";
  return nullptr;
}

// Whether constant sizes BITS and BYTES, where both are constants, agree:
// BYTES is BITS rounded up to whole bytes.
bool
sizes_agree (tree bits, tree bytes)
{
  if (!integer_cst_p (bits) || !integer_cst_p (bytes))
    return true;
  offset_int whole = wi::to_offset (bytes) * BITS_PER_UNIT;
  return whole >= wi::to_offset (bits) && whole - wi::to_offset (bits) < BITS_PER_UNIT;
}

// What is wrong with the precision of type T, or null: a moded integral
// type's is at most its integer mode's (0 for the type of a zero-width
// bit-field), a pointer's and a floating-point type's their mode's own, as
// layout_type sets them (CCP's bit_value_binop stopped on a pointer of
// precision 0 at -O2).
const char *
precision_problem (tree t)
{
  machine_mode m = TYPE_MODE (t);
  if (m == VOIDmode || m == BLKmode)
    return nullptr;
  unsigned precision = TYPE_PRECISION (t);
  if (INTEGRAL_TYPE_P (t) || TREE_CODE (t) == OFFSET_TYPE)
    return SCALAR_INT_MODE_P (m) && known_le (precision, GET_MODE_PRECISION (m))
	     ? nullptr
	     : "`nums.TYPE_PRECISION`: an integral type's precision is at most its "
	       "integer mode's";
  if (POINTER_TYPE_P (t) || SCALAR_FLOAT_TYPE_P (t))
    return known_eq (precision, GET_MODE_PRECISION (m)) ? nullptr
	   : "`nums.TYPE_PRECISION`: a pointer's or floating-point type's precision "
	     "is its mode's";
  return nullptr;
}

// A type's mode as expansion takes it at its word: a mode of the type's size
// (layout_type derives one from the other), a vector's of its element count
// and element mode, a complex type's of its component's mode.
const char *
type_problem (const node_record &r)
{
  tree t = r.built;
  if (r.foreign)
    return nullptr;
  // layout_type sets both sizes or neither, and the middle end reads one
  // where the other is set (c_incomplete_type_error was called on a vector
  // with a TYPE_SIZE and no TYPE_SIZE_UNIT).
  if (!TYPE_SIZE (t) != !TYPE_SIZE_UNIT (t))
    return "`refs.TYPE_SIZE`: a type has both TYPE_SIZE and TYPE_SIZE_UNIT, or neither";
  machine_mode m = TYPE_MODE (t);
  if (m == VOIDmode || m == BLKmode)
    return nullptr;
  tree size = TYPE_SIZE (t);
  if (size && TREE_CODE (size) == INTEGER_CST
      && (!tree_fits_uhwi_p (size)
	  || maybe_ne (GET_MODE_BITSIZE (m), tree_to_uhwi (size))))
    return "`mode`: a mode whose size differs from TYPE_SIZE";
  // layout_type gives a type whose size is not a constant BLKmode, and the
  // middle end takes a moded type's sizes as constants, as it does a
  // variable's (below).
  tree unit = TYPE_SIZE_UNIT (t);
  if ((size && TREE_CODE (size) != INTEGER_CST)
      || (unit && (TREE_CODE (unit) != INTEGER_CST || !tree_fits_uhwi_p (unit)
		   || maybe_ne (GET_MODE_SIZE (m), tree_to_uhwi (unit)))))
    return "`mode`: a type in a mode (not BLK) has constant sizes, TYPE_SIZE and "
	   "TYPE_SIZE_UNIT, of the mode's size";
  tree inner = TREE_TYPE (t);
  if (TREE_CODE (t) == VECTOR_TYPE && VECTOR_MODE_P (m)
      && (!inner || maybe_ne (GET_MODE_NUNITS (m), TYPE_VECTOR_SUBPARTS (t))
	  || GET_MODE_INNER (m) != TYPE_MODE (inner)))
    return "`mode`: a vector mode of another element count or element mode";
  if (TREE_CODE (t) == VECTOR_TYPE && !VECTOR_MODE_P (m) && !SCALAR_INT_MODE_P (m))
    return "`mode`: a vector type's mode is a vector or integer mode";
  if (TREE_CODE (t) == COMPLEX_TYPE && (!inner || GET_MODE_INNER (m) != TYPE_MODE (inner)))
    return "`mode`: a complex mode of another component mode";
  return nullptr;
}

// Whether an array type's domain starts at a constant of 0 or more, and its
// constant size is its element's times its domain's length, counted in the
// domain's precision (a zero-length array's domain wraps to none), as
// layout_type computes it: varasm and the stack take the size, element
// accesses the domain (a 4-byte int[3] compiled to 12 bytes of data in a
// 4-byte symbol).
bool
array_size_consistent (tree t)
{
  if (TREE_CODE (t) != ARRAY_TYPE)
    return true;
  tree element = TREE_TYPE (t), domain = TYPE_DOMAIN (t);
  tree size = TYPE_SIZE (t), element_size = element ? TYPE_SIZE (element) : NULL_TREE;
  tree low = domain ? TYPE_MIN_VALUE (domain) : NULL_TREE;
  tree high = domain ? TYPE_MAX_VALUE (domain) : NULL_TREE;
  // Both front ends index arrays from 0, and varasm and layout read the
  // lower bound as an unsigned number (cc1 stopped in tree_to_uhwi on a
  // flexible array indexed by long).
  if (domain && (!integer_cst_p (low) || !tree_fits_uhwi_p (low)))
    return false;
  if (!integer_cst_p (size) || !integer_cst_p (element_size) || !integer_cst_p (low)
      || !integer_cst_p (high))
    return true;
  offset_int length = wi::zext (wi::to_offset (high) - wi::to_offset (low) + 1,
				TYPE_PRECISION (domain));
  return wi::to_offset (size) == length * wi::to_offset (element_size);
}

// Whether variable T's constant sizes agree: DECL_SIZE is DECL_SIZE_UNIT in
// bits, and at least its type's (layout_decl gives a variable its type's
// sizes, larger only for an initialized flexible array member). The stack
// slot takes DECL_SIZE_UNIT, varasm both.
bool
variable_size_consistent (tree t)
{
  tree bits = DECL_SIZE (t), bytes = DECL_SIZE_UNIT (t), type_bits = TYPE_SIZE (TREE_TYPE (t));
  if (integer_cst_p (bits) && integer_cst_p (bytes)
      && wi::to_offset (bits) != wi::to_offset (bytes) * BITS_PER_UNIT)
    return false;
  return !integer_cst_p (bits) || !integer_cst_p (type_bits)
	 || wi::to_offset (bits) >= wi::to_offset (type_bits);
}

// Whether SIZE, if there is one, has the kind of KIND (sizetype or
// bitsizetype): size_binop asserts that sizes it combines agree (cc1 stopped
// there on a TYPE_SIZE typed as a pointer).
bool
size_of_kind (tree size, tree kind)
{
  tree type = size ? TREE_TYPE (size) : NULL_TREE;
  return !size
	 || (type && INTEGRAL_TYPE_P (type) && TYPE_PRECISION (type) == TYPE_PRECISION (kind)
	     && TYPE_UNSIGNED (type) == TYPE_UNSIGNED (kind));
}

// What is wrong with the kinds of T's sizes and offsets, or null.
const char *
size_kinds_problem (tree t)
{
  bool ok = TYPE_P (t) ? size_of_kind (TYPE_SIZE (t), bitsizetype)
			 && size_of_kind (TYPE_SIZE_UNIT (t), sizetype)
	    : size_of_kind (DECL_SIZE (t), bitsizetype)
		&& size_of_kind (DECL_SIZE_UNIT (t), sizetype)
		&& (TREE_CODE (t) != FIELD_DECL
		    || (size_of_kind (DECL_FIELD_OFFSET (t), sizetype)
			&& size_of_kind (DECL_FIELD_BIT_OFFSET (t), bitsizetype)));
  return ok ? nullptr
	    : "`refs.TYPE_SIZE`: sizes in bytes and byte offsets are of sizetype's "
	      "precision and sign (TYPE_SIZE_UNIT, DECL_SIZE_UNIT, DECL_FIELD_OFFSET), "
	      "sizes and offsets in bits of bitsizetype's (TYPE_SIZE, DECL_SIZE, "
	      "DECL_FIELD_BIT_OFFSET)";
}

// Whether field T's place is known as layout_decl leaves it: a constant
// DECL_FIELD_BIT_OFFSET always, a constant DECL_FIELD_OFFSET in a record of
// constant size, a constant DECL_SIZE_UNIT beside a constant DECL_SIZE
// (varasm and expansion read them as numbers: cc1 stopped in tree_to_uhwi).
bool
field_place_constant (tree t)
{
  tree record = DECL_CONTEXT (t);
  tree whole = record && TYPE_P (record) ? TYPE_SIZE (record) : NULL_TREE;
  return integer_cst_p (DECL_FIELD_BIT_OFFSET (t))
	 && (!integer_cst_p (whole) || integer_cst_p (DECL_FIELD_OFFSET (t)))
	 && (!integer_cst_p (DECL_SIZE (t)) || integer_cst_p (DECL_SIZE_UNIT (t)));
}

// Whether field T's bit-field representative, if it has one, is a field of
// its record with a constant size and a place as constant as a field's,
// which expansion reads as numbers (cc1 stopped in tree_to_uhwi on a
// representative that was none).
bool
representative_ok (tree t)
{
  tree rep = DECL_BIT_FIELD_REPRESENTATIVE (t);
  return !rep
	 || (TREE_CODE (rep) == FIELD_DECL && DECL_CONTEXT (rep) == DECL_CONTEXT (t)
	     && integer_cst_p (DECL_SIZE (rep)) && field_place_constant (rep));
}

// Whether a constant SIZE (or offset), if there is one, is a whole number of
// bytes.
bool
whole_bytes (tree size)
{
  return !size || TREE_CODE (size) != INTEGER_CST
	 || (tree_fits_uhwi_p (size) && tree_to_uhwi (size) % BITS_PER_UNIT == 0);
}

// Whether FIELD, where its place and size and its record's size are
// constants, ends within its record.
bool
within_record (tree field)
{
  tree record = DECL_CONTEXT (field);
  tree whole = record && RECORD_OR_UNION_TYPE_P (record) ? TYPE_SIZE (record) : NULL_TREE;
  offset_int start, end;
  return !integer_cst_p (whole) || !field_bits (field, &start, &end)
	 || end <= wi::to_offset (whole);
}

// Whether SIZE, if there is one, is an integer_cst.
bool
constant_size (tree size)
{
  return !size || (TREE_CODE (size) == INTEGER_CST && tree_fits_uhwi_p (size));
}

// What is wrong with field T's place and size, as layout_decl leaves them
// and expansion and varasm read them, or null.
const char *
field_problem (tree t)
{
  // layout_decl leaves a field DECL_BIT_FIELD unless it fills whole bytes at
  // a byte position, and expansion and varasm take the others at their
  // bytes (varasm asserted on a 3-bit field without the flag).
  if (!DECL_BIT_FIELD (t)
      && (!whole_bytes (DECL_SIZE (t)) || !whole_bytes (DECL_FIELD_BIT_OFFSET (t))))
    return "`flags`: a field that is not a bit-field (DECL_BIT_FIELD) has whole "
	   "bytes at a byte position (DECL_SIZE, DECL_FIELD_BIT_OFFSET)";
  // Both front ends give a bit-field a type of its width's precision, and
  // expansion extracts DECL_SIZE bits into a value of that type (cc1
  // segfaulted on a 5-bit field whose DECL_SIZE was 7).
  tree type = TREE_TYPE (t);
  if (DECL_BIT_FIELD_TYPE (t) && INTEGRAL_TYPE_P (type) && integer_cst_p (DECL_SIZE (t))
      && wi::to_offset (DECL_SIZE (t)) > TYPE_PRECISION (type))
    return "`refs.DECL_SIZE`: a bit-field's DECL_SIZE is at most its type's precision";
  if (!representative_ok (t))
    return "`refs.DECL_QUALIFIER`: a bit-field's representative is a field of its "
	   "record with a constant size, placed as a field is";
  // layout_type gives a record with a field of variable size a variable size
  // (cc1 stopped in tree_to_uhwi on a variable-length array as a field of a
  // structure of constant size).
  tree record = DECL_CONTEXT (t);
  tree whole = record && TYPE_P (record) ? TYPE_SIZE (record) : NULL_TREE;
  if (integer_cst_p (whole) && TYPE_SIZE (type) && !integer_cst_p (TYPE_SIZE (type)))
    return "`type`: a field of a structure or union of constant size has a type of "
	   "constant size, or of none (a flexible array member)";
  if (!field_place_constant (t))
    return "`refs.DECL_FIELD_OFFSET`: a field's DECL_FIELD_BIT_OFFSET is a constant, "
	   "and so are its DECL_FIELD_OFFSET in a record of constant size and its "
	   "DECL_SIZE_UNIT beside a constant DECL_SIZE";
  // A bit-field past its record's end sent store_bit_field into endless
  // recursion.
  if (!within_record (t))
    return "`refs.DECL_FIELD_OFFSET`: a field ends within its record or union "
	   "(DECL_FIELD_OFFSET, DECL_FIELD_BIT_OFFSET and DECL_SIZE against its "
	   "DECL_CONTEXT's TYPE_SIZE)";
  return nullptr;
}

// Whether a parameter of scalar TYPE may be passed as PASSED, as the front
// ends choose DECL_ARG_TYPE: the type itself, an integer promoted to a wider
// one (promote_prototypes), K&R's float promoted to double.  Expansion
// converts the incoming value from PASSED's mode to TYPE's (cc1 stopped in
// convert_mode_scalar on a double passed as an int, at -O2).
bool
passed_as_scalar (tree type, tree passed)
{
  if (!scalar_type (passed))
    return false;
  if (INTEGRAL_TYPE_P (type))
    return INTEGRAL_TYPE_P (passed) && TYPE_PRECISION (passed) >= TYPE_PRECISION (type);
  if (SCALAR_FLOAT_TYPE_P (type))
    return SCALAR_FLOAT_TYPE_P (passed)
	   && DECIMAL_FLOAT_TYPE_P (passed) == DECIMAL_FLOAT_TYPE_P (type)
	   && TYPE_PRECISION (passed) >= TYPE_PRECISION (type);
  return TYPE_MODE (passed) == TYPE_MODE (type);
}

// What is wrong with variable, parameter or result T of type TYPE (its
// type's bounds, its visibility, its sizes), or null.
const char *
variable_problem (tree t, tree type)
{
  // (A field may have such a type: a zero-width bit-field's has no bounds.)
  if (!bounded_if_integral (type))
    return unbounded_type;
  // An automatic variable is no symbol: varpool asserted in ctor_for_folding
  // on one marked public.
  bool automatic = VAR_P (t) && !TREE_STATIC (t) && !DECL_EXTERNAL (t);
  if (automatic && TREE_PUBLIC (t))
    return "`flags`: an automatic variable (neither static_flag nor DECL_EXTERNAL) is "
	   "not public_flag";
  if (!variable_size_consistent (t))
    return "`refs.DECL_SIZE`: a variable's DECL_SIZE is its DECL_SIZE_UNIT in bits, "
	   "and at least its type's TYPE_SIZE";
  // layout_decl gives a variable its type's sizes, constant in a mode that is
  // not BLK, and the middle end takes them so (walloca stopped on a variable
  // whose DECL_SIZE_UNIT was a parm_decl). A constant of another size is left
  // to the type's own check, which names the node at fault.
  if (DECL_MODE (t) != VOIDmode && DECL_MODE (t) != BLKmode
      && (!constant_size (DECL_SIZE (t)) || !constant_size (DECL_SIZE_UNIT (t))))
    return "`refs.DECL_SIZE`: a variable in a mode (not BLK) has constant sizes, "
	   "DECL_SIZE and DECL_SIZE_UNIT";
  // The caller passes a parameter in its DECL_ARG_TYPE's mode, promoted from
  // its type's (cc1 stopped in int_mode_for_mode on one passed as void, and
  // in adjust_one_expanded_partition_var on one without DECL_ARG_TYPE).
  bool parm = TREE_CODE (t) == PARM_DECL;
  tree passed = parm ? DECL_ARG_TYPE (t) : NULL_TREE;
  if (parm && !passed)
    return "`refs.DECL_ARG_TYPE`: a parameter has DECL_ARG_TYPE, the type it is passed as";
  if (passed && (VOID_TYPE_P (passed) || FUNC_OR_METHOD_TYPE_P (passed)
		 || (scalar_type (type) && !passed_as_scalar (type, passed))))
    return "`refs.DECL_ARG_TYPE`: a parameter is passed as neither void nor a function; "
	   "an integer as an integer and a floating-point value as one of its radix, "
	   "either at least as precise, any other scalar as a scalar of its mode";
  if (automatic && (!TYPE_SIZE (type) || !DECL_SIZE_UNIT (t)))
    return "`type`: an automatic variable's type must be complete (TYPE_SIZE, and "
	   "its DECL_SIZE_UNIT, which gimplify_decl_expr reads)";
  return nullptr;
}

// A declaration's type as expansion needs it: an object is neither void
// nor a function, its mode is its type's, and a field's or variable's own
// rules hold (field_problem, variable_problem).
const char *
declaration_type_problem (const node_record &r)
{
  tree t = r.built, type = TREE_TYPE (t);
  if (!type || r.foreign)
    return nullptr;
  bool object = r.code == VAR_DECL || r.code == PARM_DECL || r.code == FIELD_DECL;
  // C lets an external variable be void (`extern void _text;`, whose address
  // is all a program takes).
  bool external = r.code == VAR_DECL && DECL_EXTERNAL (t);
  if (object && ((VOID_TYPE_P (type) && !external) || FUNC_OR_METHOD_TYPE_P (type)))
    return "`type`: an object's type must be neither void nor a function type";
  if (r.code == RESULT_DECL && FUNC_OR_METHOD_TYPE_P (type))
    return "`type`: a result's type must not be a function type";
  // Calls, debug information and the symbol table read a function's type
  // as a function type (early debug segfaulted at -g on an external
  // built-in's declaration typed __int128).
  if (r.code == FUNCTION_DECL && !FUNC_OR_METHOD_TYPE_P (type))
    return "`type`: a function's type must be a function or method type";
  // C marks a function malloc only when it returns a pointer
  // (handle_malloc_attribute); expand_call copies a malloc call's value
  // register, which a void call has not (it segfaulted).
  if (r.code == FUNCTION_DECL && DECL_IS_MALLOC (t) && FUNC_OR_METHOD_TYPE_P (type)
      && !POINTER_TYPE_P (TREE_TYPE (type)))
    return "`flags`: DECL_IS_MALLOC belongs to a function returning a pointer";
  // A symbol's assembler name is made from its DECL_NAME when the document
  // gives none (make_decl_rtl segfaulted on a static variable with neither).
  bool symbol = r.code == FUNCTION_DECL
		|| (r.code == VAR_DECL && (TREE_STATIC (t) || DECL_EXTERNAL (t)));
  if (symbol && !DECL_NAME (t) && !DECL_ASSEMBLER_NAME_RAW (t))
    return "`refs.DECL_NAME`: a function or a variable of static storage has DECL_NAME "
	   "or DECL_ASSEMBLER_NAME";
  // layout_decl sets both sizes or neither, and the middle end reads one
  // where the other is set (cc1 segfaulted on a static variable with a
  // DECL_SIZE and no DECL_SIZE_UNIT).
  if (CODE_CONTAINS_STRUCT (r.code, TS_DECL_COMMON)
      && !DECL_SIZE (t) != !DECL_SIZE_UNIT (t))
    return "`refs.DECL_SIZE`: a declaration has both DECL_SIZE and DECL_SIZE_UNIT, "
	   "or neither";
  // Expansion makes a variable's RTL in DECL_MODE and moves values of its
  // type into it, and reads a field in its DECL_MODE: layout_decl gives both
  // the type's mode, or a bit-field an integer mode of its size.
  bool bit_field = r.code == FIELD_DECL && DECL_BIT_FIELD_TYPE (t)
		   && SCALAR_INT_MODE_P (DECL_MODE (t));
  if ((object || r.code == RESULT_DECL) && TYPE_MODE (type) != VOIDmode
      && DECL_MODE (t) != VOIDmode && DECL_MODE (t) != TYPE_MODE (type) && !bit_field)
    return "`mode`: a variable's or field's mode must be its type's (an integer "
	   "mode for a bit-field)";
  if (r.code == FIELD_DECL)
    return field_problem (t);
  if (r.code == VAR_DECL || r.code == PARM_DECL || r.code == RESULT_DECL)
    return variable_problem (t, type);
  return nullptr;
}

// Whether type T's main variant is a type of its code and mode that is its
// own main variant: qualified variants share their main variant's layout,
// and the middle end reads it through the main variant (cc1 segfaulted on
// a pointer type whose TYPE_MAIN_VARIANT was const void).
bool
main_variant_ok (tree t)
{
  tree main = TYPE_MAIN_VARIANT (t);
  return !main
	 || (TREE_CODE (main) == TREE_CODE (t) && TYPE_MAIN_VARIANT (main) == main
	     && TYPE_MODE (main) == TYPE_MODE (t));
}

// Whether DERIVED, if set, is a type of CODE to a variant of T (GCC's own
// pointer types point to GCC's own variants, which a document's copy of a
// variant shares its main variant with).
bool
derived_from (tree derived, tree_code code, tree t)
{
  tree to = derived ? TREE_TYPE (derived) : NULL_TREE;
  return !derived
	 || (TREE_CODE (derived) == code && to
	     && TYPE_MAIN_VARIANT (to) == TYPE_MAIN_VARIANT (t));
}

// Whether type T's TYPE_POINTER_TO and TYPE_REFERENCE_TO are a pointer and a
// reference type to it: build_pointer_type returns them as they are (cc1
// stopped in wide_int_to_tree on a structure that was its own
// TYPE_POINTER_TO).
bool
derived_types_ok (tree t)
{
  return derived_from (TYPE_POINTER_TO (t), POINTER_TYPE, t)
	 && derived_from (TYPE_REFERENCE_TO (t), REFERENCE_TYPE, t);
}

// Whether T is derived from the type its TREE_TYPE names: a pointer,
// reference, array, function, vector, complex or offset type.
bool
derived (tree t)
{
  switch (TREE_CODE (t))
    {
    case POINTER_TYPE:
    case REFERENCE_TYPE:
    case ARRAY_TYPE:
    case FUNCTION_TYPE:
    case METHOD_TYPE:
    case VECTOR_TYPE:
    case COMPLEX_TYPE:
    case OFFSET_TYPE:
      return true;
    default:
      return false;
    }
}

// The type T is derived from, if it is derived and that is a type.
tree
base_of (tree t)
{
  return t && TYPE_P (t) && derived (t) && TREE_TYPE (t) && TYPE_P (TREE_TYPE (t))
	 ? TREE_TYPE (t) : NULL_TREE;
}

// Whether the types T derives from, TREE_TYPE after TREE_TYPE, end (in C
// only a structure or union can refer back to itself; cc1 segfaulted at -Os
// -g on a function type returning itself), and C's rules hold on the way:
// a function returns neither a function nor an array, an array's elements
// are not functions.
bool
derivation_ends (tree t)
{
  for (tree slow = t, fast = t; fast;)
    {
      for (int i = 0; i < 2 && fast; i++)
	{
	  tree base = base_of (fast);
	  if (base && FUNC_OR_METHOD_TYPE_P (fast)
	      && (FUNC_OR_METHOD_TYPE_P (base) || TREE_CODE (base) == ARRAY_TYPE))
	    return false;
	  if (base && TREE_CODE (fast) == ARRAY_TYPE && FUNC_OR_METHOD_TYPE_P (base))
	    return false;
	  fast = base;
	}
      slow = base_of (slow);
      if (fast && fast == slow)
	return false;
    }
  return true;
}

// Whether the contexts of variable or function T, up as decl_type_context
// walks them (through functions, type declarations and blocks), are scopes
// it knows: a translation unit, namespace, structure or union on the way
// (it stopped on a variable whose DECL_CONTEXT was a void type). Context
// cycles are refused before (check_chains_end).
bool
contexts_known (tree t)
{
  for (tree c = DECL_CONTEXT (t); c;)
    switch (TREE_CODE (c))
      {
      case NAMESPACE_DECL:
      case TRANSLATION_UNIT_DECL:
      case RECORD_TYPE:
      case UNION_TYPE:
      case QUAL_UNION_TYPE:
	return true;
      case TYPE_DECL:
      case FUNCTION_DECL:
	c = DECL_CONTEXT (c);
	break;
      case BLOCK:
	c = BLOCK_SUPERCONTEXT (c);
	break;
      default:
	return false;
      }
  return true;
}

// Whether integral type T's bounds, where set, are integers of its
// precision, and it has a TYPE_MIN_VALUE where it has a TYPE_MAX_VALUE (a
// flexible array's domain has only the first): build_range_type converts
// them to the type it ranges over, and fold combines them with values of T
// (cc1 stopped in fold_binary on a domain whose TYPE_MIN_VALUE was of
// bitsizetype, and segfaulted on one with only a TYPE_MAX_VALUE).
bool
bounds_of_precision (tree t)
{
  if (!INTEGRAL_TYPE_P (t))
    return true;
  if (TYPE_MAX_VALUE (t) && !TYPE_MIN_VALUE (t))
    return false;
  for (tree bound : {TYPE_MIN_VALUE (t), TYPE_MAX_VALUE (t)})
    {
      tree type = bound ? TREE_TYPE (bound) : NULL_TREE;
      if (bound
	  && (!type || !INTEGRAL_TYPE_P (type) || TYPE_PRECISION (type) != TYPE_PRECISION (t)))
	return false;
    }
  return true;
}

// Whether scalar type T's TREE_TYPE is one GCC reads correctly: C gives
// none; debug information takes an integral type's as the base of a
// subrange (dwarf2out's base_type_die asserted at -O2 -g on an __int128
// whose TREE_TYPE was a pointer).
bool
scalar_base_ok (tree t)
{
  tree base = TREE_TYPE (t);
  switch (TREE_CODE (t))
    {
    case INTEGER_TYPE:
    case ENUMERAL_TYPE:
    case BOOLEAN_TYPE:
      return !base || INTEGRAL_TYPE_P (base);
    case REAL_TYPE:
    case FIXED_POINT_TYPE:
      return !base;
    default:
      return true;
    }
}

// What is wrong with type T's references (its array domain and size, main
// variant, derived types, bounds), or null; each message names its member.
const char *
type_refs_problem (tree t)
{
  if (!array_size_consistent (t))
    return "`refs.TYPE_SIZE`: an array's domain starts at a constant of 0 or more, and "
	   "its size is its element's times its domain's length";
  if (!main_variant_ok (t))
    return "`refs.TYPE_MAIN_VARIANT`: a type's main variant is a type of its code and "
	   "mode, its own main variant";
  if (!derivation_ends (t))
    return "`type`: the types a type derives from (TREE_TYPE of pointers, arrays, "
	   "functions, vectors, …) end, a function returns neither a function nor an "
	   "array, an array's elements are not functions";
  if (!derived_types_ok (t))
    return "`refs.TYPE_POINTER_TO`: a type's TYPE_POINTER_TO is a pointer type to it, its "
	   "TYPE_REFERENCE_TO a reference type to it";
  if (!bounds_of_precision (t))
    return "`refs.TYPE_MIN_VALUE`: an integral type's bounds (TYPE_MIN_VALUE, "
	   "TYPE_MAX_VALUE) are integers of its precision, TYPE_MAX_VALUE only beside "
	   "TYPE_MIN_VALUE";
  if (!scalar_base_ok (t))
    return "`type`: an integral type's TREE_TYPE, if any, is an integral type (the base "
	   "of a subrange); a floating-point or fixed-point type has none";
  return nullptr;
}

// walk_tree's callback finding DATA in an expression (a type's own sizes are
// not the expression's).
tree
find_tree (tree *tp, int *walk_subtrees, void *data)
{
  if (*tp == data)
    return *tp;
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

// Whether expression E, if there is one, uses DECL.
bool
uses (tree e, tree decl)
{
  return e && walk_tree_without_duplicates (&e, find_tree, decl);
}

// Whether variable T's size is computed from T itself: its own sizes, or
// along the arrays and pointers its type is made of, a type's sizes or an
// array's domain's bounds. The gimplifier evaluates them before T has a
// place (cc1 stopped in make_decl_rtl on a variable-length array whose
// bound read an element of the array).
bool
size_uses_itself (const importer &imp, tree t)
{
  if (uses (DECL_SIZE (t), t) || uses (DECL_SIZE_UNIT (t), t))
    return true;
  tree type = TREE_TYPE (t);
  for (size_t steps = 0; type && steps <= imp.ordered.size (); steps++)
    {
      if (uses (TYPE_SIZE (type), t) || uses (TYPE_SIZE_UNIT (type), t))
	return true;
      tree domain = TREE_CODE (type) == ARRAY_TYPE ? TYPE_DOMAIN (type) : NULL_TREE;
      if (domain
	  && (uses (TYPE_MIN_VALUE (domain), t) || uses (TYPE_MAX_VALUE (domain), t)))
	return true;
      if (TREE_CODE (type) != ARRAY_TYPE && !POINTER_TYPE_P (type))
	break;
      type = TREE_TYPE (type);
    }
  return false;
}

// Whether LIST is an attribute list as decl_attributes leaves it: a chain of
// tree_lists, each named (TREE_PURPOSE) by an identifier, or for a standard
// attribute by a tree_list of its namespace (possibly none) and name
// identifiers.  Attribute lookups read each name's bytes (the importer's
// own pass over a function's attributes segfaulted on an integer_cst).
bool
attributes_named (const importer &imp, tree list)
{
  size_t budget = imp.ordered.size () + 1;
  for (tree a = list; a; a = TREE_CHAIN (a))
    {
      if (TREE_CODE (a) != TREE_LIST || budget-- == 0)
	return false;
      tree name = TREE_PURPOSE (a);
      if (name && TREE_CODE (name) == TREE_LIST)
	{
	  tree ns = TREE_PURPOSE (name);
	  if (ns && TREE_CODE (ns) != IDENTIFIER_NODE)
	    return false;
	  name = TREE_VALUE (name);
	}
      if (!name || TREE_CODE (name) != IDENTIFIER_NODE)
	return false;
    }
  return true;
}

// The member naming R's attribute list when that list is not one
// (attributes_named), else null.
const char *
attributes_problem (const importer &imp, const node_record &r)
{
  tree t = r.built;
  if (r.foreign)
    return nullptr;
  bool decl = CODE_CONTAINS_STRUCT (r.code, TS_DECL_COMMON);
  bool type = CODE_CONTAINS_STRUCT (r.code, TS_TYPE_COMMON);
  if (decl && !attributes_named (imp, DECL_ATTRIBUTES (t)))
    return "`refs.DECL_ATTRIBUTES`: an attribute list is a chain of tree_lists, each "
	   "named (TREE_PURPOSE) by an identifier_node";
  if (type && !attributes_named (imp, TYPE_ATTRIBUTES (t)))
    return "`refs.TYPE_ATTRIBUTES`: an attribute list is a chain of tree_lists, each "
	   "named (TREE_PURPOSE) by an identifier_node";
  return nullptr;
}

// Whether type record R's sizes agree with each other and its precision with
// its mode, once both are known to be of their kinds (the checks above); if
// not, IMP has failed at the member.
bool
type_numbers_checked (importer &imp, const node_record &r)
{
  // layout_type derives TYPE_SIZE_UNIT from TYPE_SIZE, in whole bytes, BLK
  // types too (cc1 ran for minutes at -O0 on an array whose TYPE_SIZE_UNIT
  // was 2^63 - 1 beside a TYPE_SIZE of 96 bits).
  if (!sizes_agree (TYPE_SIZE (r.built), TYPE_SIZE_UNIT (r.built)))
    return imp.fail (r.line, r.column_of ("refs"),
		     "`refs.TYPE_SIZE_UNIT`: a constant TYPE_SIZE_UNIT is TYPE_SIZE in whole "
		     "bytes");
  if (const char *problem = precision_problem (r.built))
    return imp.fail (r.line, r.column_of ("nums"), problem);
  return true;
}

} // anonymous namespace

bool
check_declarations (importer &imp)
{
  for (const node_record *r : imp.ordered)
    {
      if (!r->built)
	continue;
      if (const char *problem = TYPE_P (r->built) ? type_problem (*r) : nullptr)
	{
	  return imp.fail (r->line, r->column_of ("mode"), problem);
	}
      if (const char *problem = TYPE_P (r->built) && !r->foreign ? type_refs_problem (r->built)
								  : nullptr)
	{
	  bool own_type = strncmp (problem, "`type`", 6) == 0;
	  return imp.fail (r->line, r->column_of (own_type ? "type" : "refs"), problem);
	}
      bool symbol = r->code == VAR_DECL || r->code == FUNCTION_DECL;
      if (symbol && !r->foreign && !contexts_known (r->built))
	return imp.fail (r->line, r->v.column,
			 "`refs.DECL_CONTEXT`: a variable's or function's context, and those "
			 "above it through functions, type declarations and blocks, end at a "
			 "translation unit, namespace, structure or union");
      // Each problem names its member; the position is the record's.
      if (const char *problem = DECL_P (r->built) ? declaration_type_problem (*r) : nullptr)
	return imp.fail (r->line, r->v.column, problem);
      if (const char *problem = attributes_problem (imp, *r))
	return imp.fail (r->line, r->v.column, problem);
      if (!r->foreign && (TYPE_P (r->built) || DECL_P (r->built)))
	if (const char *problem = size_kinds_problem (r->built))
	  {
	    return imp.fail (r->line, r->column_of ("refs"), problem);
	  }
      if (!r->foreign && TYPE_P (r->built) && !type_numbers_checked (imp, *r))
	return false;
    }
  return true;
}

bool
check_initializers (importer &imp)
{
  for (const node_record *r : imp.ordered)
    {
      tree t = r->built;
      if (!t || r->foreign || r->code != VAR_DECL || !TREE_TYPE (t) || !DECL_INITIAL (t)
	  || TREE_CODE (DECL_INITIAL (t)) == ERROR_MARK)
	continue;
      if (const char *problem = initializer_problem (t, DECL_INITIAL (t)))
	return imp.fail (r->line, r->v.column, problem);
    }
  return true;
}

bool
check_variable_sizes (importer &imp)
{
  for (const node_record *r : imp.ordered)
    {
      bool variable = r->code == VAR_DECL || r->code == PARM_DECL || r->code == RESULT_DECL;
      if (r->built && !r->foreign && variable && size_uses_itself (imp, r->built))
	{
	  return imp.fail (r->line, r->column_of ("refs"),
			   "`refs.DECL_SIZE`: a variable's size (its DECL_SIZE and "
			   "DECL_SIZE_UNIT, its type's sizes and bounds) does not use the "
			   "variable itself");
	}
    }
  return true;
}

} // namespace gccint
