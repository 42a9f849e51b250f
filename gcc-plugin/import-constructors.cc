// Constructors as the gimplifier and varasm's output_constructor read them:
// each element's index of the kind the constructor's type takes, in the
// order output_constructor lays elements out (it asserts that it never goes
// backwards), and each value of its element's kind.  Found by hand after the
// fuzzer's first constructor crash: cc1 stopped in assemble_variable on an
// array's elements in a constructor given a structure's type.

#define INCLUDE_STRING
#include "gcc-plugin.h"
#include "tree.h"

#include "importer.h"

namespace gccint {

bool
field_bits (tree field, offset_int *start, offset_int *end)
{
  tree offset = DECL_FIELD_OFFSET (field), bit = DECL_FIELD_BIT_OFFSET (field);
  tree size = DECL_SIZE (field);
  if (!integer_cst_p (offset) || !integer_cst_p (bit) || !integer_cst_p (size))
    return false;
  *start = wi::to_offset (offset) * BITS_PER_UNIT + wi::to_offset (bit);
  *end = *start + wi::to_offset (size);
  return true;
}

namespace {

// Where the elements of a constructor have got to: the last field indexed
// (a record's), or the next array index an element may take.
struct layout
{
  tree field = NULL_TREE;
  bool started = false;
  offset_int next = 0;
  // The bit after the last field placed, where places are constants.
  offset_int next_bit = 0;
};

// The bounds of an array type's domain, where they are constants: the lower
// one 0 otherwise, the upper one none (a flexible array member).
struct bounds
{
  offset_int low = 0;
  bool bounded = false;
  offset_int high = 0;
};

bounds
domain_bounds (tree array)
{
  bounds b;
  tree domain = TYPE_DOMAIN (array);
  if (domain && integer_cst_p (TYPE_MIN_VALUE (domain)))
    b.low = wi::to_offset (TYPE_MIN_VALUE (domain));
  if (domain && integer_cst_p (TYPE_MAX_VALUE (domain)))
    {
      b.bounded = true;
      b.high = wi::to_offset (TYPE_MAX_VALUE (domain));
    }
  return b;
}

// A field of record or union TYPE after L's last one, in TYPE_FIELDS order
// (the order of their positions), bounded by the document's size.
bool
field_after (const importer &imp, tree type, tree field, layout &l)
{
  size_t budget = imp.ordered.size () + 1;
  tree f = l.field ? DECL_CHAIN (l.field) : TYPE_FIELDS (type);
  for (; f && budget-- > 0; f = DECL_CHAIN (f))
    if (f == field)
      {
	// varasm writes fields in order of place and asserts it never goes
	// back (cc1 stopped on a bit-field placed after the next field).
	offset_int start, end;
	if (field_bits (f, &start, &end))
	  {
	    if (l.field && start < l.next_bit)
	      return false;
	    l.next_bit = end;
	  }
	l.field = f;
	return true;
      }
  return false;
}

// Whether INDEX (an integer_cst or a range_expr of two) places an element
// of ARRAY at or after L's next index and within the array's bounds (varasm
// writes past the variable's size otherwise, where C reports excess
// elements).
bool
index_after (tree array, tree index, layout &l)
{
  tree low = index, high = index;
  if (index && TREE_CODE (index) == RANGE_EXPR)
    low = TREE_OPERAND (index, 0), high = TREE_OPERAND (index, 1);
  if (!integer_cst_p (low) || !integer_cst_p (high))
    return false;
  offset_int lo = wi::to_offset (low), hi = wi::to_offset (high);
  bounds b = domain_bounds (array);
  if (hi < lo || lo < b.low || (l.started && lo < l.next) || (b.bounded && hi > b.high))
    return false;
  l.started = true;
  l.next = hi + 1;
  return true;
}

// What is wrong with INDEX as the next element's of a constructor of TYPE.
const char *
index_problem (const importer &imp, tree type, tree index, size_t count, layout &l)
{
  switch (TREE_CODE (type))
    {
    case RECORD_TYPE:
    case QUAL_UNION_TYPE:
    case UNION_TYPE:
      if (TREE_CODE (type) != RECORD_TYPE && count > 1)
	return "a union's constructor has one element";
      // The gimplifier assigns an automatic object's elements by their
      // indices, asserting there is one (gimplify_init_ctor_eval).
      return index && TREE_CODE (index) == FIELD_DECL && field_after (imp, type, index, l)
	       ? nullptr
	       : "a structure's or union's constructor element is indexed by one of "
		 "its fields, after the last element's in TYPE_FIELDS order and place";
    case ARRAY_TYPE:
      return index_after (type, index, l)
	       ? nullptr
	       : "an array's constructor element is indexed by an integer_cst or a "
		 "range_expr of two, above the last element's and within the array's "
		 "domain";
    case VECTOR_TYPE:
      return !index || integer_cst_p (index)
	       ? nullptr
	       : "a vector's constructor element is indexed by an integer_cst, or not "
		 "at all";
    default:
      return "only a structure's, union's, array's or vector's constructor has elements";
    }
}

// Whether VALUE may be the element of a constructor of TYPE at INDEX: of the
// field's or element type's kind (a vector's elements may be vectors of its
// element type); INDEX has passed index_problem.
bool
value_fits (tree type, tree index, tree value)
{
  tree from = value_type (value);
  if (RECORD_OR_UNION_TYPE_P (type))
    return from && initializer_fits (TREE_TYPE (index), from);
  tree element = TREE_TYPE (type);
  if (TREE_CODE (type) == VECTOR_TYPE && from && TREE_CODE (from) == VECTOR_TYPE)
    return fits (element, TREE_TYPE (from));
  return initializer_fits (element, from);
}

} // anonymous namespace

bool
initializer_fits (tree type, tree from)
{
  // Arrays of arrays, to a depth no real type reaches (a type may be its own
  // element in a document).
  for (int depth = 0; depth < 256; depth++)
    {
      if (!fits (type, from))
	return false;
      if (RECORD_OR_UNION_TYPE_P (type))
	return TYPE_MAIN_VARIANT (type) == TYPE_MAIN_VARIANT (from);
      if (TREE_CODE (type) != ARRAY_TYPE)
	return true;
      type = TREE_TYPE (type), from = TREE_TYPE (from);
    }
  return false;
}

bool
check_constructors (importer &imp)
{
  for (const node_record *r : imp.ordered)
    {
      tree t = r->built;
      if (!t || r->foreign || r->code != CONSTRUCTOR || !TREE_TYPE (t))
	continue;
      const json_value *ctor = r->v.get ("ctor");
      size_t count = CONSTRUCTOR_NELTS (t);
      layout l;
      for (size_t i = 0; i < count; i++)
	{
	  const constructor_elt &e = (*CONSTRUCTOR_ELTS (t))[i];
	  unsigned column = ctor && i < ctor->items.size () ? ctor->items[i].column
							    : r->v.column;
	  if (const char *problem = index_problem (imp, TREE_TYPE (t), e.index, count, l))
	    return imp.fail (r->line, column, problem);
	  if (!value_fits (TREE_TYPE (t), e.index, e.value))
	    return imp.fail (r->line, column,
			     "a constructor element's value must be of its field's or "
			     "element's kind");
	}
    }
  return true;
}

} // namespace gccint
