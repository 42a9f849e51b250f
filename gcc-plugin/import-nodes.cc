// Building GCC nodes from the checked records: shells, scalars, constants
// and references, in the order importer.h describes.

#define INCLUDE_STRING
#define INCLUDE_ALGORITHM
#include "gcc-plugin.h"
#include "tree.h"
#include "stringpool.h"
#include "tree-iterator.h"
#include "tree-vector-builder.h"
#include "internal-fn.h"
#include "real.h"
#include "builtins.h"

#include "importer.h"

namespace gccint {

namespace {

bool
constant_code (tree_code c)
{
  return c == INTEGER_CST || c == REAL_CST || c == STRING_CST
	 || c == VECTOR_CST || c == COMPLEX_CST;
}

// The identifier a record's DECL_NAME names, or "".
std::string
decl_name_of (importer &imp, const node_record &r)
{
  const json_value *refs = r.v.get ("refs");
  const json_value *name = refs ? refs->get ("DECL_NAME") : nullptr;
  if (!name || name->kind != json_value::INT)
    return "";
  const node_record *id = imp.record (name->magnitude);
  const json_value *text = id ? id->v.get ("name") : nullptr;
  return text ? text->text : "";
}

bool
hex_bytes (const std::string &hex, std::string *out)
{
  if (hex.size () % 2)
    return false;
  for (size_t i = 0; i < hex.size (); i += 2)
    {
      int v = 0;
      for (int k = 0; k < 2; k++)
	{
	  char c = hex[i + k];
	  int d = c >= '0' && c <= '9' ? c - '0'
		  : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
	  if (d < 0)
	    return false;
	  v = v * 16 + d;
	}
      *out += (char) v;
    }
  return true;
}

// A FUNCTION_DECL record naming a normal built-in: GCC's own declaration
// when the record is that declaration (`__builtin_abort`), so the middle end
// sees the very node it would build itself.
tree
builtin_for (importer &imp, const node_record &r, bool *is_builtin)
{
  const json_value *nums = r.v.get ("nums");
  const json_value *code = nums ? nums->get ("DECL_FUNCTION_CODE") : nullptr;
  // BUILT_IN_NONE (0) is "not a built-in".
  *is_builtin = code != nullptr && !code->int_in (0, 0);
  if (!*is_builtin)
    return NULL_TREE;
  if (!code->int_in (1, END_BUILTINS - 1)
      || !builtin_decl_explicit ((built_in_function) code->as_int ()))
    {
      imp.fail (r.line, code->column,
		"`DECL_FUNCTION_CODE`: no built-in of this compiler has that code");
      return NULL_TREE;
    }
  tree gcc_decl = builtin_decl_explicit ((built_in_function) code->as_int ());
  if (decl_name_of (imp, r) == IDENTIFIER_POINTER (DECL_NAME (gcc_decl))
      && !r.v.get ("refs")->get ("DECL_SAVED_TREE"))
    return gcc_decl;
  return NULL_TREE;
}

} // anonymous namespace

// A fresh node for R, or GCC's own node where the record names one.
static bool
make_shell (importer &imp, node_record &r)
{
  if (const json_value *global = r.v.get ("global"))
    {
      tree g = global_tree_by_name (global->text.c_str ());
      if (!g)
	return imp.fail (r.line, global->column,
			 "`global`: `" + global->text
			   + "` is no global tree of this compiler");
      if (TREE_CODE (g) != r.code)
	return imp.fail (r.line, global->column,
			 "`global`: `" + global->text + "` is a "
			   + get_tree_code_name (TREE_CODE (g)));
      r.built = g;
      r.foreign = true;
      return true;
    }
  if ((int) r.code >= NUM_TREE_CODES)
    return imp.fail (r.line, r.v.get ("code")->column,
		     std::string ("`") + get_tree_code_name (r.code)
		       + "` is a front end's code, which cc1's middle end "
			 "cannot compile");
  const json_value *ops = r.v.get ("ops");
  switch (r.code)
    {
    case IDENTIFIER_NODE:
      {
	std::string name;
	if (const json_value *n = r.v.get ("name"))
	  name = n->text;
	else if (const json_value *h = r.v.get ("name_hex"))
	  {
	    if (!hex_bytes (h->text, &name))
	      return imp.fail (r.line, h->column, "`name_hex`: expected hex digits");
	  }
	else
	  return imp.fail (r.line, r.v.column, "an identifier_node needs `name`");
	r.built = get_identifier_with_length (name.data (), name.size ());
	r.foreign = true;
	return true;
      }
    case TRANSLATION_UNIT_DECL:
      if (vec_safe_is_empty (all_translation_units))
	return imp.fail (r.line, r.v.column, "no translation unit to map onto");
      r.built = all_translation_units->last ();
      r.foreign = true;
      return true;
    case TREE_VEC:
      {
	const json_value *elts = r.v.get ("elts");
	r.built = make_tree_vec (elts ? elts->items.size () : 0);
	return true;
      }
    case CALL_EXPR:
      if (!ops || ops->items.size () < 2)
	return imp.fail (r.line, r.v.column,
			 "a call_expr needs `ops`: function, static chain, "
			 "arguments");
      r.built = build_vl_exp (CALL_EXPR, ops->items.size () + 1);
      return true;
    case FUNCTION_DECL:
      {
	bool is_builtin;
	tree gcc_decl = builtin_for (imp, r, &is_builtin);
	if (imp.failed ())
	  return false;
	if (gcc_decl)
	  {
	    r.built = gcc_decl;
	    r.foreign = true;
	  }
	else
	  r.built = make_node (FUNCTION_DECL);
	return true;
      }
    default:
      break;
    }
  if (constant_code (r.code))
    return true;  // built on first use, once its type is complete
  switch (TREE_CODE_CLASS (r.code))
    {
    case tcc_declaration:
    case tcc_type:
    case tcc_reference:
    case tcc_comparison:
    case tcc_unary:
    case tcc_binary:
    case tcc_statement:
    case tcc_expression:
      break;
    case tcc_exceptional:
      if (r.code == TREE_LIST || r.code == BLOCK || r.code == STATEMENT_LIST
	  || r.code == CONSTRUCTOR)
	break;
      /* FALLTHRU */
    default:
      return imp.fail (r.line, r.v.get ("code")->column,
		       "the importer cannot rebuild "
			 + article (get_tree_code_name (r.code)));
    }
  if (TREE_CODE_CLASS (r.code) == tcc_vl_exp)
    return imp.fail (r.line, r.v.column, "unsupported variable-length code");
  if (const char *option = offload_option_missing (r.code))
    return imp.fail (r.line, r.v.get ("code")->column,
		     std::string ("`") + get_tree_code_name (r.code) + "` needs "
		       + option);
  r.built = make_node (r.code);
  return true;
}

// Flags and integer fields, which constants of a type need before any
// reference is followed.
static bool
fill_scalars (importer &imp, node_record &r)
{
  if (!apply_flags (imp, r))
    return false;
  if (TYPE_P (r.built))
    {
      // GCC's cache of a type's small constants is not carried: the flag
      // saying it exists must not either.
      TYPE_CACHED_VALUES_P (r.built) = 0;
      return apply_type_scalars (imp, r);
    }
  if (DECL_P (r.built))
    return apply_decl_scalars (imp, r);
  if (const json_value *mode = r.v.get ("mode"))
    return imp.fail (r.line, mode->column, "`mode` belongs to types and declarations");
  if (omp_atomic_code (r.code) && !apply_memory_order (imp, r))
    return false;
  if (const json_value *nums = r.v.get ("nums"))
    for (const auto &n : nums->members)
      {
	bool ok = (r.code == BLOCK && n.first == "BLOCK_NUMBER")
		  || (r.code == TREE_VEC && n.first == "TREE_VEC_LENGTH")
		  || (r.code == CONSTRUCTOR && n.first == "CLOBBER_KIND"
		      && n.second.int_in (0, CLOBBER_LAST - 1));
	ok = ok || (n.first == "OMP_ATOMIC_MEMORY_ORDER" && omp_atomic_code (r.code));
	if (!ok)
	  return imp.fail (r.line, n.second.column,
			   "`nums." + n.first + "` does not belong here");
      }
  return true;
}

static bool
parse_integer (const std::string &text, widest_int *out, bool *bits)
{
  size_t i = 0;
  bool negative = false;
  *bits = false;
  if (text.compare (0, 2, "0x") == 0)
    {
      *bits = true;
      i = 2;
    }
  else if (!text.empty () && text[0] == '-')
    {
      negative = true;
      i = 1;
    }
  if (i >= text.size () || text.size () > 200)
    return false;
  widest_int v = 0;
  unsigned base = *bits ? 16 : 10;
  for (; i < text.size (); i++)
    {
      char c = text[i];
      int d = c >= '0' && c <= '9' ? c - '0'
	      : *bits && c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
      if (d < 0)
	return false;
      v = v * base + d;
    }
  *out = negative ? -v : v;
  return true;
}

static tree
integer_constant (importer &imp, node_record &r, tree type)
{
  const json_value *value = r.v.get ("value");
  if (!value)
    return imp.fail (r.line, r.v.column, "an integer_cst needs `value`"), NULL_TREE;
  if (!INTEGRAL_TYPE_P (type) && !POINTER_TYPE_P (type)
      && TREE_CODE (type) != OFFSET_TYPE)
    return imp.fail (r.line, r.v.get ("type")->column,
		     "an integer_cst needs an integral or pointer type"), NULL_TREE;
  unsigned prec = TYPE_PRECISION (type);
  if (prec == 0 || prec > WIDE_INT_MAX_PRECISION / 2)
    return imp.fail (r.line, r.v.get ("type")->column,
		     "an integer_cst's type has no usable precision"), NULL_TREE;
  widest_int v;
  bool bits;
  if (!parse_integer (value->text, &v, &bits))
    return imp.fail (r.line, value->column,
		     "`value`: expected a decimal integer or 0x and hex digits"), NULL_TREE;
  signop sign = bits ? UNSIGNED : TYPE_SIGN (type);
  if (wi::min_precision (v, sign) > prec)
    return imp.fail (r.line, value->column,
		     "`value` does not fit its type's precision"), NULL_TREE;
  return wide_int_to_tree (type, wide_int::from (v, prec, sign));
}

static bool
hex_float_text (const std::string &s)
{
  size_t i = s[0] == '-' ? 1 : 0;
  if (s.compare (i, 2, "0x") != 0)
    return false;
  i += 2;
  bool digits = false, point = false;
  for (; i < s.size () && s[i] != 'p'; i++)
    if (ISXDIGIT (s[i]))
      digits = true;
    else if (s[i] == '.' && !point)
      point = true;
    else
      return false;
  if (!digits || i + 1 >= s.size ())
    return false;
  i++;
  if (s[i] == '+' || s[i] == '-')
    i++;
  if (i >= s.size () || s.size () - i > 6)
    return false;
  for (; i < s.size (); i++)
    if (!ISDIGIT (s[i]))
      return false;
  return true;
}

static tree
real_constant (importer &imp, node_record &r, tree type)
{
  const json_value *text = r.v.get ("real");
  if (!text)
    return imp.fail (r.line, r.v.column, "a real_cst needs `real`"), NULL_TREE;
  if (!SCALAR_FLOAT_TYPE_P (type) || TYPE_MODE (type) == VOIDmode)
    return imp.fail (r.line, r.v.get ("type")->column,
		     "a real_cst needs a floating type with a mode"), NULL_TREE;
  const std::string &s = text->text;
  bool negative = !s.empty () && s[0] == '-';
  std::string body = negative ? s.substr (1) : s;
  REAL_VALUE_TYPE value;
  if (DECIMAL_FLOAT_TYPE_P (type))
    real_from_string3 (&value, s.c_str (), TYPE_MODE (type));
  else if (body == "inf")
    real_inf (&value);
  else if (body == "nan" || body == "snan")
    real_nan (&value, "", body == "nan", TYPE_MODE (type));
  else if (hex_float_text (s))
    real_from_string (&value, s.c_str ());
  else
    return imp.fail (r.line, text->column,
		     "`real`: expected a C99 hex float, inf, nan or snan"), NULL_TREE;
  if (!DECIMAL_FLOAT_TYPE_P (type) && negative)
    value.sign = 1;
  return build_real (type, value);
}

static tree
vector_constant (importer &imp, node_record &r, tree type)
{
  const json_value *nums = r.v.get ("nums");
  const json_value *npat = nums ? nums->get ("VECTOR_CST_LOG2_NPATTERNS") : nullptr;
  const json_value *per = nums ? nums->get ("VECTOR_CST_NELTS_PER_PATTERN") : nullptr;
  const json_value *elts = r.v.get ("elts");
  if (TREE_CODE (type) != VECTOR_TYPE || !npat || !per || !elts
      || !npat->int_in (0, 16) || !per->int_in (1, 3))
    return imp.fail (r.line, r.v.column,
		     "a vector_cst needs a vector type, `elts` and its pattern "
		     "counts"), NULL_TREE;
  unsigned npatterns = 1u << npat->as_int ();
  if (elts->items.size () != (size_t) (npatterns * per->as_int ()))
    return imp.fail (r.line, elts->column,
		     "`elts`: expected npatterns × nelts_per_pattern elements"), NULL_TREE;
  tree_vector_builder b (type, npatterns, per->as_int ());
  for (const json_value &e : elts->items)
    {
      tree elt = e.kind == json_value::INT
		   ? imp.node (e.magnitude, r.line, e.column) : NULL_TREE;
      if (!elt || !CONSTANT_CLASS_P (elt))
	return imp.fail (r.line, e.column, "`elts`: expected constants"), NULL_TREE;
      // Expansion makes each element in the element type's mode (an integer
      // of another mode stopped cc1 in trunc_int_for_mode).
      if (!same_kind (TREE_TYPE (elt), TREE_TYPE (type)))
	return imp.fail (r.line, e.column,
			 "`elts`: expected constants of the vector's element kind and "
			 "mode"), NULL_TREE;
      b.quick_push (elt);
    }
  return b.build ();
}

static tree
complex_constant (importer &imp, node_record &r, tree type)
{
  const json_value *refs = r.v.get ("refs");
  const json_value *re = refs ? refs->get ("TREE_REALPART") : nullptr;
  const json_value *im = refs ? refs->get ("TREE_IMAGPART") : nullptr;
  if (TREE_CODE (type) != COMPLEX_TYPE || !re || !im
      || re->kind != json_value::INT || im->kind != json_value::INT)
    return imp.fail (r.line, r.v.column,
		     "a complex_cst needs a complex type and both parts"), NULL_TREE;
  tree a = imp.node (re->magnitude, r.line, re->column);
  tree b = a ? imp.node (im->magnitude, r.line, im->column) : NULL_TREE;
  if (!b)
    return NULL_TREE;
  if (!CONSTANT_CLASS_P (a) || !CONSTANT_CLASS_P (b))
    return imp.fail (r.line, re->column, "a complex_cst's parts must be constants"), NULL_TREE;
  if (!same_kind (TREE_TYPE (a), TREE_TYPE (type))
      || !same_kind (TREE_TYPE (b), TREE_TYPE (type)))
    return imp.fail (r.line, re->column,
		     "a complex_cst's parts must be of its component's kind and "
		     "mode"), NULL_TREE;
  return build_complex (type, a, b);
}

static tree
string_constant (importer &imp, node_record &r)
{
  const json_value *hex = r.v.get ("string");
  std::string bytes;
  if (!hex || !hex_bytes (hex->text, &bytes))
    return imp.fail (r.line, r.v.column,
		     "a string_cst needs `string`, hex digits"), NULL_TREE;
  const json_value *nums = r.v.get ("nums");
  const json_value *len = nums ? nums->get ("TREE_STRING_LENGTH") : nullptr;
  if (len && (!len->int_in (0, INT32_MAX) || (size_t) len->as_int () != bytes.size ()))
    return imp.fail (r.line, len->column,
		     "`TREE_STRING_LENGTH` differs from the bytes given"), NULL_TREE;
  return build_string (bytes.size (), bytes.data ());
}

// The member of constant record R that its code does not have, or null: a
// constant is its type, flags and value, which its code's members give
// (`value`, `real`, `elts` and the VECTOR_CST_* numbers, TREE_REALPART and
// TREE_IMAGPART, `string` and TREE_STRING_LENGTH); anything else would be
// dropped unread.
static const json_value *
foreign_member (const node_record &r, std::string *key)
{
  static const char *const common[] = {"id", "code", "type", "flags", "global"};
  struct own { tree_code code; const char *member, *inner[2]; };
  static const own owns[] = {
    {INTEGER_CST, "value", {}},
    {REAL_CST, "real", {}},
    {VECTOR_CST, "elts", {}},
    {VECTOR_CST, "nums", {"VECTOR_CST_LOG2_NPATTERNS", "VECTOR_CST_NELTS_PER_PATTERN"}},
    {COMPLEX_CST, "refs", {"TREE_REALPART", "TREE_IMAGPART"}},
    {STRING_CST, "string", {}},
    {STRING_CST, "nums", {"TREE_STRING_LENGTH"}},
  };
  for (const auto &m : r.v.members)
    {
      *key = m.first;
      if (std::any_of (std::begin (common), std::end (common),
		       [&] (const char *k) { return m.first == k; }))
	continue;
      const own *o = std::find_if (std::begin (owns), std::end (owns), [&] (const own &e) {
	return e.code == r.code && m.first == e.member;
      });
      if (o == std::end (owns))
	return &m.second;
      for (const auto &inner : m.second.members)
	if (inner.first != (o->inner[0] ? o->inner[0] : "")
	    && inner.first != (o->inner[1] ? o->inner[1] : ""))
	  {
	    *key = m.first + "." + inner.first;
	    return &inner.second;
	  }
    }
  return nullptr;
}

// Builds constant R: its value node, copied when the record's flags differ
// from what the shared node has (TREE_OVERFLOW, say).
static bool
build_constant (importer &imp, node_record &r)
{
  std::string key;
  if (const json_value *extra = foreign_member (r, &key))
    return imp.fail (r.line, extra->column,
		     "`" + key + "` does not belong to " + article (get_tree_code_name (r.code)));
  const json_value *type_id = r.v.get ("type");
  tree type = NULL_TREE;
  if (type_id)
    {
      type = imp.node (type_id->magnitude, r.line, type_id->column);
      // A vector or complex constant reads its type's element type, which the
      // type's own record may not have linked yet.
      if (!type || !imp.link_type (type_id->magnitude))
	return false;
      if (!TYPE_P (type))
	return imp.fail (r.line, type_id->column, "`type`: expected a type");
    }
  else if (r.code != STRING_CST)
    return imp.fail (r.line, r.v.column, "a constant needs `type`");
  // A string constant is an array of characters (C's fix_string_type); as an
  // asm operand or initializer of another type, output_operand and
  // output_constant stopped cc1.
  if (r.code == STRING_CST && type && TREE_CODE (type) != ARRAY_TYPE)
    return imp.fail (r.line, type_id->column,
		     "`type`: a string_cst's type is an array type");
  tree v = NULL_TREE;
  switch (r.code)
    {
    case INTEGER_CST: v = integer_constant (imp, r, type); break;
    case REAL_CST: v = real_constant (imp, r, type); break;
    case VECTOR_CST: v = vector_constant (imp, r, type); break;
    case COMPLEX_CST: v = complex_constant (imp, r, type); break;
    default:
      v = string_constant (imp, r);
      if (v)
	TREE_TYPE (v) = type;
      break;
    }
  if (!v)
    return false;
  tree copy = copy_node (v);
  r.built = copy;
  if (!apply_flags (imp, r))
    return false;
  r.built = memcmp (&copy->base, &v->base, sizeof (tree_base)) == 0 ? v : copy;
  r.foreign = true;
  return true;
}

tree
importer::node (unsigned id, unsigned line, unsigned column)
{
  if (failed ())
    return NULL_TREE;
  auto it = nodes.find (id);
  if (it == nodes.end ())
    {
      fail (line, column, "node " + std::to_string (id) + " is not in the document");
      return NULL_TREE;
    }
  node_record &r = it->second;
  if (!r.built && constant_code (r.code))
    {
      if (r.filled)
	{
	  fail (r.line, r.v.column, "a constant that contains itself");
	  return NULL_TREE;
	}
      r.filled = true;  // guards against a cycle through the parts
      if (!build_constant (*this, r))
	return NULL_TREE;
    }
  return r.built;
}

void link_statement (tree list, tree stmt);
bool fill_references (importer &imp, node_record &r);

bool
importer::link_type (unsigned id)
{
  node_record &r = nodes[id];
  const json_value *type = r.v.get ("type");
  if (r.foreign || r.filled || !type || !TYPE_P (r.built) || TREE_TYPE (r.built))
    return true;
  tree v = node (type->magnitude, r.line, type->column);
  if (!v)
    return false;
  if (!TYPE_P (v))
    return fail (r.line, type->column, "`type`: expected a type");
  TREE_TYPE (r.built) = v;
  return true;
}

bool
importer::fill (unsigned id)
{
  node_record &r = nodes[id];
  if (r.foreign || r.filled)
    return true;  // done, or under way further up (a type's own bounds)
  r.filled = true;
  return fill_references (*this, r);
}

bool
importer::build ()
{
  make_locations (*this);
  for (node_record *r : ordered)
    if (!make_shell (*this, *r))
      return false;
  for (node_record *rec : ordered)
    {
      node_record &r = *rec;
      if (r.built && !r.foreign && !fill_scalars (*this, r))
	return false;
    }
  for (node_record *rec : ordered)
    {
      node_record &r = *rec;
      if (!r.built && !node (r.id, r.line, r.v.column))
	return false;
      if (!fill (r.id))
	return false;
    }
  if (!check_chains_end (*this))
    return false;
  default_modes (*this);
  if (!check_shapes (*this) || !check_constructors (*this) || !check_calls (*this))
    return false;
  for (node_record *rec : ordered)
    if (!rec->foreign
	&& (!check_bind_variables (*this, *rec) || !check_block_variables (*this, *rec)))
      return false;
  return check_acyclic (*this) && check_depth (*this) && check_initializers (*this)
	 && check_variable_sizes (*this);
}

} // namespace gccint
