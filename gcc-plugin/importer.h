// The importer's state: the document's records by id, the GCC node built
// for each, and the first error.  Shared by the plugin entry point
// (gccint-import.cc), the document reader (import-document.cc), the node
// builder (import-nodes.cc) and the field tables (import-fields.cc).
//
// Building goes in phases, so no field is read before it is set: every
// record is checked first (import-document.cc); then every node that is not
// a constant gets a fresh "shell" of its code; then the scalar fields of
// types (precision, signedness, mode), which constants need; then every
// reference, building constants on first use (they are hash-consed by
// value and type, so they cannot exist before their type is complete).

#ifndef GCCINT_IMPORTER_H
#define GCCINT_IMPORTER_H

#include <map>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "json-value.h"

namespace gccint {

// One node record, as the document says it.
struct node_record
{
  json_value v;
  unsigned line = 0;
  unsigned id = 0;
  tree_code code = ERROR_MARK;
  // For OMP_CLAUSE records: the clause code.
  int clause = -1;
  // The GCC node, once built; for a `global` record, GCC's own node.
  tree built = NULL_TREE;
  // Whether `built` is a node the importer must not change (a global tree,
  // GCC's translation unit, a built-in GCC already declared).
  bool foreign = false;
  bool filled = false;

  // The column of the record's member KEY, or the record's own where the
  // member is absent: where an error about that member points.
  unsigned column_of (const char *key) const
  {
    const json_value *at = v.get (key);
    return at ? at->column : v.column;
  }
};

struct function_record
{
  unsigned line = 0;
  unsigned decl = 0;
  bool has_body = false;
  unsigned body = 0;
  std::vector<unsigned> nested;
};

class importer
{
public:
  std::string file;
  std::string language;
  std::unordered_map<unsigned, node_record> nodes;
  std::vector<unsigned> order;  // ids in first-seen order
  // The records in `order`, once the document is read (a map's elements stay put).
  std::vector<node_record *> ordered;
  std::vector<function_record> functions;
  // (file index, line, column) → location, made before nodes are built.
  std::map<std::tuple<unsigned, unsigned, unsigned>, location_t> locations;
  std::vector<std::string> files;
  std::unordered_map<std::string, unsigned> file_index;

  // Reads and checks the whole document (import-document.cc).
  bool read (const char *path);
  bool read_lines (FILE *in);
  // Builds every node (import-nodes.cc).
  bool build ();
  // Hands functions and variables to cgraph and varpool (gccint-import.cc).
  bool finish ();

  // Reports an error at LINE:COLUMN of the document; always returns false.
  bool fail (unsigned line, unsigned column, const std::string &what);
  // Reports an error at the record NODE was built from (at LINE, column 1, if
  // no record built it); always returns false.
  bool fail_at (tree node, unsigned line, const std::string &what);
  bool failed () const { return !first_error.empty (); }

  // The node for ID, building constants on demand; NULL_TREE after an error.
  tree node (unsigned id, unsigned line, unsigned column);
  const node_record *record (unsigned id) const;
  // Makes the references of node ID (built, not foreign) once.
  bool fill (unsigned id);
  // Sets TREE_TYPE of type ID ahead of its other links (a vector's element
  // type, which its constants need).
  bool link_type (unsigned id);
  // The location made for a `loc` triple (make_locations).
  location_t location_of (const json_value &loc);

private:
  std::string first_error;
};

// Enters every `loc` of the document into GCC's line table
// (import-locations.cc).
void make_locations (importer &imp);

// Checks every built expression and statement against its row of the shape
// table once every link is made and every mode known (import-shape-check.cc);
// refuses codes without a row.
bool check_shapes (importer &imp);
// Whether V may stand where a value or statement goes: not a type, name,
// list, block, or a declaration other than a variable's, parameter's,
// result's or constant's (import-shape-check.cc).
bool value_operand (tree v);
// Two types expansion treats alike: the same kind in the same mode, a
// complex or vector type's parts alike too (import-shape-check.cc).
bool same_kind (tree a, tree b);
// V's type when V is a value (value_operand), else null; and whether a value
// of type FROM may stand where TYPE is expected with no conversion expansion
// cannot make: an aggregate of the same kind, else same_kind
// (import-shape-check.cc).
tree value_type (tree v);
bool fits (tree type, tree from);
// Whether T is present and an INTEGER_CST (import-shape-check.cc).
bool integer_cst_p (tree t);
// Where FIELD starts and ends in bits, if its place and size are constants
// (import-constructors.cc).
bool field_bits (tree field, offset_int *start, offset_int *end);
// Checks type and declaration records as layout leaves them: modes against
// sizes, an array's size, the kinds of sizes, a field's place, a variable's
// visibility and sizes (import-layout-check.cc); runs within check_shapes,
// before operands are checked.
bool check_declarations (importer &imp);
// Whether TYPE is neither void, an aggregate nor a function type
// (import-shape-check.cc).
bool scalar_type (tree type);
// Whether TYPE, if integral, has both bounds, which a value's type needs; and
// the message refusing one without (import-shape-check.cc).
bool bounded_if_integral (tree type);
extern const char *const unbounded_type;
// "a" or "an" before NAME (import-shape-check.cc).
std::string article (const std::string &name);
// Checks each call's arguments against the callee's prototype, and each
// internal call against its function's arity (import-calls.cc).
bool check_calls (importer &imp);
// The column of argument I (operand I + 2 in the document) of call record R.
unsigned argument_column (const node_record &r, size_t i);
// Whether a direct call R of built-in DECL passes its arguments as C checks
// them for the type-generic built-ins (import-builtin-args.cc); if not, IMP
// has failed at the argument.
bool check_generic_builtin_call (importer &imp, const node_record &r, tree decl);
// Whether TYPE is the target's va_list or a pointer to one, as
// gimplify_va_arg_expr and the va_start expander take it
// (import-shape-check.cc).
bool va_list_value (tree type);
// Checks that a BIND_EXPR's variables are an acyclic chain of declarations
// (import-links.cc).
bool check_bind_variables (importer &imp, node_record &r);
// Checks that a BLOCK's variables are too, with any function among them
// declared in the block's function (import-links.cc).
bool check_block_variables (importer &imp, node_record &r);
// Refuses a cycle through operands, statement-list elements and constructor
// values, on which the gimplifier would recurse forever (import-cycles.cc).
bool check_acyclic (importer &imp);
// The expression-like children of T (operands, statement-list elements,
// constructor values), which the gimplifier recurses into; and whether T is
// a node with such children (import-cycles.cc).
void expression_children (tree t, std::vector<tree> *out);
bool expression_like (tree t);
// The deepest nesting of expressions GCC's recursive passes are known to
// survive, and the check that no expression nests deeper (import-depth.cc);
// runs after check_acyclic.
extern const unsigned max_expression_depth;
bool check_depth (importer &imp);
// Checks variables' initializers: a value of the variable's kind, a static
// one a constant varasm can emit (import-layout-check.cc).  GCC's
// initializer_constant_valid_p walks them, reading every operand it meets
// unchecked and recursing: runs after check_shapes, check_acyclic and
// check_depth (cc1 stopped on an addr_expr with no operand, and on a
// constructor containing itself).
bool check_initializers (importer &imp);
// Refuses a variable whose size is computed from the variable itself
// (import-layout-check.cc); walks size expressions, so runs after
// check_acyclic and check_depth.
bool check_variable_sizes (importer &imp);
// Checks every constructor's elements (import-constructors.cc).
bool check_constructors (importer &imp);
// Whether a value of type FROM may initialize an object of TYPE: it fits,
// an array's elements fit (C refuses an int array initialized from a
// string), a structure or union is of the same type (varasm lays a static
// initializer out by its own type) (import-constructors.cc).
bool initializer_fits (tree type, tree from);
// Refuses a TREE_CHAIN or a context chain (DECL_CONTEXT, TYPE_CONTEXT,
// BLOCK_SUPERCONTEXT) that comes back to itself (import-cycles.cc).
bool check_chains_end (importer &imp);

// Checks the RETURN_EXPRs of FNDECL's body as the gimplifier will take them,
// knowing whether the function returns void; LINE is the function record's
// (import-links.cc).
bool check_returns (importer &imp, tree fndecl, unsigned line);

// Checks FNDECL's body as a whole: local declarations used where declared
// and only in their function, case labels inside a switch, labels defined
// once and where they are used (import-bodies.cc).
bool check_body (importer &imp, tree fndecl, unsigned line);

// The modes of types and declarations a document leaves out, as GCC's
// layout would give them (import-modes.cc).
void default_modes (importer &imp);

// OpenMP and OpenACC (import-omp.cc): whether C is one of the atomic codes;
// the option code C needs that is off ("-fopenmp"), or NULL; and an atomic
// construct's memory order, which it must carry.
bool omp_atomic_code (tree_code c);
const char *offload_option_missing (tree_code c);
bool apply_memory_order (importer &imp, node_record &r);

// Field tables (import-fields.cc, import-refs.cc).  Each returns false after reporting.
bool apply_flags (importer &imp, node_record &r);
bool apply_refs (importer &imp, node_record &r);
bool apply_type_scalars (importer &imp, node_record &r);
bool apply_decl_scalars (importer &imp, node_record &r);
// Whether KEY is a `refs` key the format allows on code CODE.
bool ref_allowed (tree_code code, const char *key);
// Whether NAME is a `flags` entry the format allows on code CODE.
bool flag_allowed (tree_code code, const char *name);
// The machine mode named NAME, or false.
bool mode_by_name (const std::string &name, machine_mode *out);

// An internal function by internal_fn_name spelling.
bool ifn_by_name (const std::string &name, internal_fn *out);

// A tree code by get_tree_code_name spelling.
bool code_by_name (const std::string &name, tree_code *out);

// GCC's global trees by macro name (globals.cc).
tree global_tree_by_name (const char *name);

} // namespace gccint

#endif
