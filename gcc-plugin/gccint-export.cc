// gccint-export: a GCC 12 plugin that writes the GENERIC of every function
// `-fdump-tree-original` prints, in gccint's interchange format
// (docs/generic-format.md), one JSON Lines file per translation unit.
//
// When to look at a function.  The front ends print the "original" dump
// inside their genericize step at the end of finish_function, after C's
// loop lowering; PLUGIN_PRE_GENERICIZE fires just *before* that step and
// PLUGIN_FINISH_PARSE_FUNCTION at the very end of finish_function.  So the
// first event marks the functions the front end is about to genericize (and
// dump) and the second writes them, seeing exactly the trees the dump saw.
// C dumps the functions nested in a function right after it, from the
// outer function's genericize step; nested functions get no
// PRE_GENERICIZE of their own, so they are written from the outer one.

#define INCLUDE_STRING
#include "gcc-plugin.h"
#include "plugin-version.h"
#include "tree.h"
#include "hash-map.h"
#include "hash-set.h"
#include "langhooks.h"
#include "cgraph.h"
#include "tree-nested.h"
#include "diagnostic-core.h"
#include "ggc.h"

#include "exporter.h"
#include "globals.h"
#include "cp-support.h"

int plugin_is_GPL_compatible;

namespace gccint {

namespace {

const char *const plugin_name = "gccint_export";

// Plugin arguments.
const char *output_arg = nullptr;
bool print_aliases = false;

exporter *state = nullptr;
// Functions seen at PRE_GENERICIZE and not yet written, with the assembler
// name each had then (or null).  The dump prints the name as it was when
// genericizing; finalizing the function afterwards may set it (a definition
// merged with a built-in's declaration, for instance), so it is read early.
hash_map<tree, tree> *about_to_dump = nullptr;
bool is_cxx = false;

// Every node that has an id, kept reachable so the collector never frees
// one (ids are keyed by address; a reused address would alias two nodes).
vec<tree, va_gc> *alive = nullptr;

const ggc_root_tab alive_root[] = {
  { &alive, 1, sizeof (alive), &gt_ggc_mx_vec_tree_va_gc_,
    &gt_pch_nx_vec_tree_va_gc_ },
  LAST_GGC_ROOT_TAB
};

// C++ constructor and destructor clones ("__ct_base ", "__dt_comp ", ...)
// have their bodies copied from the abstract one, and cp_genericize returns
// before dumping them.  The abstract ones are named "__ct " and "__dt ".
// Checked by spelling so the plugin needs nothing from cc1plus only.
bool
cxx_cdtor_clone_p (tree fndecl)
{
  tree name = DECL_NAME (fndecl);
  if (!name)
    return false;
  const char *s = IDENTIFIER_POINTER (name);
  return (startswith (s, "__ct_") || startswith (s, "__dt_"));
}

} // anonymous namespace

void
keep_alive (tree t)
{
  vec_safe_push (alive, t);
}

unsigned
exporter::id_of (tree t)
{
  bool existed;
  unsigned &slot = ids.get_or_insert (t, &existed);
  if (existed)
    {
      // C completes a struct type in place; write it again once complete.
      if (TYPE_P (t) && COMPLETE_TYPE_P (t) && incomplete_types.contains (t))
	{
	  incomplete_types.remove (t);
	  pending.safe_push (t);
	}
      else if (growing_node_p (t))
	{
	  tree *link = written_link.get (t);
	  if (link && *link != growing_link (t))
	    {
	      *link = growing_link (t);
	      pending.safe_push (t);
	    }
	}
      return slot;
    }
  slot = next_id++;
  keep_alive (t);
  pending.safe_push (t);
  return slot;
}

bool
growing_node_p (tree t)
{
  return DECL_P (t) || TREE_CODE (t) == STATEMENT_LIST;
}

tree
growing_link (tree t)
{
  if (DECL_P (t))
    return DECL_CHAIN (t);
  if (TREE_CODE (t) == STATEMENT_LIST && STATEMENT_LIST_TAIL (t))
    return STATEMENT_LIST_TAIL (t)->stmt;
  return NULL_TREE;
}

void
exporter::revisit (tree t)
{
  if (ids.get (t))
    id_of (t);
}

void
exporter::rewrite (tree t)
{
  id_of (t);
  pending.safe_push (t);
}

void
exporter::flush ()
{
  // A worklist, not recursion: statement lists and chains can be very deep.
  while (!pending.is_empty ())
    write_node (pending.pop ());
}

void
exporter::emit (const std::string &line)
{
  fwrite (line.data (), 1, line.size (), out);
  fputc ('\n', out);
}

namespace {

// Where GCC would put a dump of this unit (dump file names are the dump
// base name, which already carries -dumpdir and the output's directory,
// plus a suffix), with our suffix instead.
std::string
default_output_name ()
{
  std::string base = dump_base_name ? dump_base_name
		     : main_input_filename ? main_input_filename
		     : "gccint";
  return base + ".gccint.jsonl";
}

// The document's path: output=PATH, or with a trailing slash (output=DIR/)
// one document per unit in DIR, named after the unit's dump base name and
// this cc1's process id, so the units of one driver run never collide and
// GCC's own dumps and temporaries stay where the user's options put them.
std::string
output_path ()
{
  if (!output_arg)
    return default_output_name ();
  std::string path = output_arg;
  if (path.empty () || path.back () != '/')
    return path;
  std::string base = lbasename (default_output_name ().c_str ());
  return path + base.substr (0, base.size () - strlen (".gccint.jsonl"))
	 + "." + std::to_string (getpid ()) + ".gccint.jsonl";
}

void
write_header ()
{
  json_builder h;
  h.open_object ();
  h.key ("header");
  h.open_object ();
  h.key ("format");
  h.string_value ("gccint-generic");
  h.key ("version");
  h.uint_value (1);
  h.key ("producer");
  std::string producer = std::string ("GCC ") + gcc_version.basever;
  h.string_value (producer.c_str ());
  h.key ("language");
  h.string_value (is_cxx ? "c++" : "c");
  h.key ("input");
  h.string_value (main_input_filename ? main_input_filename : "");
  h.close_object ();
  h.close_object ();
  state->emit (h.text);
}

// The functions C dumps after FNDECL, nested in it, in cgraph order.
auto_vec<tree>
nested_functions (tree fndecl)
{
  auto_vec<tree> result;
  cgraph_node *node = cgraph_node::get (fndecl);
  if (!node)
    return result;
  for (cgraph_node *n = first_nested_function (node); n;
       n = next_nested_function (n))
    result.safe_push (n->decl);
  return result;
}

// walk_tree callback: collects the coroutine helpers whose address the ramp
// stores in its frame (the actor first, then the destroyer).
tree
find_coroutine_helper (tree *tp, int *walk_subtrees, void *data)
{
  auto *found = (auto_vec<tree> *) data;
  if (TYPE_P (*tp) || DECL_P (*tp))
    *walk_subtrees = 0;
  else if (TREE_CODE (*tp) == ADDR_EXPR)
    {
      tree f = TREE_OPERAND (*tp, 0);
      if (TREE_CODE (f) == FUNCTION_DECL && DECL_ARTIFICIAL (f)
	  && cxx_coroutine_p (f) && !found->contains (f))
	found->safe_push (f);
    }
  return found->length () == 2 ? *tp : NULL_TREE;
}

// A C++ coroutine's ramp FNDECL: its actor and destroy helpers, which
// finish_function genericizes (and dumps) right after the ramp, without a
// PRE_GENERICIZE of their own.  Empty for any other function.
auto_vec<tree>
coroutine_helpers (tree fndecl)
{
  auto_vec<tree> found;
  // (A lambda's operator() is artificial too: the ramp's flag says nothing.
  // The events that call this never see a helper.)
  if (!is_cxx || !cxx_coroutine_p (fndecl) || !DECL_SAVED_TREE (fndecl))
    return found;
  walk_tree_without_duplicates (&DECL_SAVED_TREE (fndecl),
				find_coroutine_helper, &found);
  if (found.length () != 2)
    found.truncate (0);
  return found;
}

// Remembers the assembler names of FNDECL and the functions nested in it
// or built from it.
void
remember_assembler_names (tree fndecl)
{
  about_to_dump->put (fndecl, DECL_ASSEMBLER_NAME_RAW (fndecl));
  for (tree n : nested_functions (fndecl))
    remember_assembler_names (n);
  for (tree h : coroutine_helpers (fndecl))
    about_to_dump->put (h, DECL_ASSEMBLER_NAME_RAW (h));
}

// walk_tree callback: revisits a body node, and the declarations a BIND_EXPR
// or DECL_EXPR holds (walk_tree walks their parts, not the declarations).
tree
revisit_node (tree *tp, int *, void *)
{
  state->revisit (*tp);
  if (TREE_CODE (*tp) == BIND_EXPR)
    for (tree d = BIND_EXPR_VARS (*tp); d; d = DECL_CHAIN (d))
      state->revisit (d);
  else if (TREE_CODE (*tp) == DECL_EXPR)
    state->revisit (DECL_EXPR_DECL (*tp));
  return NULL_TREE;
}

// Writes FNDECL's nodes and its function record, then the nested ones.
void
export_function (tree fndecl)
{
  auto_vec<tree> nested = nested_functions (fndecl);
  tree *remembered = about_to_dump->get (fndecl);
  tree asm_name
    = remembered ? *remembered : DECL_ASSEMBLER_NAME_RAW (fndecl);
  // Nodes of the body reached before the front end finished them (through a
  // local class's member function, say) are written again if they grew.
  if (DECL_SAVED_TREE (fndecl))
    walk_tree_without_duplicates (&DECL_SAVED_TREE (fndecl), revisit_node,
				  nullptr);
  // Written again: a use before the definition wrote it without a body.
  state->rewrite (fndecl);
  state->flush ();

  json_builder f;
  f.open_object ();
  f.key ("function");
  f.open_object ();
  f.key ("decl");
  f.uint_value (state->id_of (fndecl));
  f.key ("printable");
  f.string_value (lang_hooks.decl_printable_name (fndecl, 2));
  f.key ("assembler");
  if (asm_name)
    {
      f.string_value (IDENTIFIER_POINTER (asm_name),
		      IDENTIFIER_LENGTH (asm_name));
    }
  else
    f.null_value ();
  // The body of this dump: a function defined twice (gnu_inline, then out of
  // line) keeps one FUNCTION_DECL, whose last line carries only the last body.
  if (DECL_SAVED_TREE (fndecl))
    {
      f.key ("body");
      f.uint_value (state->id_of (DECL_SAVED_TREE (fndecl)));
    }
  if (!nested.is_empty ())
    {
      f.key ("nested");
      f.open_array ();
      for (tree n : nested)
	{
	  f.element ();
	  f.uint_value (state->id_of (n));
	}
      f.close_array ();
    }
  f.close_object ();
  f.close_object ();
  // id_of above may have queued the nested decls; they precede the record.
  state->flush ();
  state->emit (f.text);

  about_to_dump->remove (fndecl);
  for (tree n : nested)
    export_function (n);
}

void
on_start_unit (void *, void *)
{
  std::string path = output_path ();
  state->out = fopen (path.c_str (), "w");
  if (!state->out)
    {
      error ("%s: cannot open %qs for writing", plugin_name, path.c_str ());
      return;
    }
  // "GNU C++17" and so on: the name carries the selected standard.
  is_cxx = startswith (lang_hooks.name, "GNU C++");
  auto_vec<named_global> globals;
  all_global_trees (globals);
  for (const named_global &g : globals)
    if (const char **first = state->globals.get (g.node))
      state->global_aliases.safe_push (std::make_pair (g.name, *first));
    else
      state->globals.put (g.node, g.name);
  if (print_aliases)
    for (auto &alias : state->global_aliases)
      inform (UNKNOWN_LOCATION, "%s: %s is the node of %s", plugin_name,
	      alias.first, alias.second);
  write_header ();
}

void
on_pre_genericize (void *gcc_data, void *)
{
  remember_assembler_names ((tree) gcc_data);
}

void
on_finish_parse_function (void *gcc_data, void *)
{
  tree fndecl = (tree) gcc_data;
  if (!fndecl || !about_to_dump->get (fndecl))
    return;
  if (state->out && !seen_error () && TREE_CODE (fndecl) == FUNCTION_DECL
      && DECL_SAVED_TREE (fndecl)
      && !(is_cxx
	   && (cxx_cdtor_clone_p (fndecl) || cxx_genericize_skips_p (fndecl))))
    {
      export_function (fndecl);
      for (tree h : coroutine_helpers (fndecl))
	if (about_to_dump->get (h) && DECL_SAVED_TREE (h))
	  export_function (h);
    }
  // Forgotten when not written (after an error, a clone).
  for (tree h : coroutine_helpers (fndecl))
    about_to_dump->remove (h);
  about_to_dump->remove (fndecl);
}

// Every file-scope variable defined in the unit is written when its
// definition is finished, referenced by a function or not: a variable only
// an alias attribute or an asm names is still part of what the unit
// compiles to.  One written before its definition (`extern const long v;`
// used by a function, defined further down) is the same node once defined,
// with a new initializer, type and flags: it is written again.
void
on_finish_decl (void *gcc_data, void *)
{
  tree decl = (tree) gcc_data;
  // C only: a C++ unit defines many variables in its headers, and the
  // importer compiles C.
  if (!state->out || seen_error () || is_cxx || current_function_decl || !decl
      || TREE_CODE (decl) != VAR_DECL)
    return;
  bool defined = TREE_STATIC (decl) && !DECL_EXTERNAL (decl);
  if (!defined && !state->ids.get (decl))
    return;
  state->rewrite (decl);
  state->flush ();
}

void
on_finish (void *, void *)
{
  if (state->out)
    {
      bool failed = ferror (state->out);
      if (fclose (state->out) != 0 || failed)
	error ("%s: error writing the output", plugin_name);
      state->out = nullptr;
    }
}

} // anonymous namespace

} // namespace gccint

int
plugin_init (struct plugin_name_args *info, struct plugin_gcc_version *version)
{
  using namespace gccint;
  if (!plugin_default_version_check (version, &gcc_version))
    {
      error ("%s: built for GCC %s, not %s", plugin_name,
	     gcc_version.basever, version->basever);
      return 1;
    }
  for (int i = 0; i < info->argc; i++)
    {
      const plugin_argument &arg = info->argv[i];
      if (strcmp (arg.key, "output") == 0 && arg.value)
	output_arg = xstrdup (arg.value);
      else if (strcmp (arg.key, "aliases") == 0)
	print_aliases = true;
      else
	{
	  error ("%s: unknown argument %qs (known: output, aliases)",
		 plugin_name, arg.key);
	  return 1;
	}
    }
  state = new exporter;
  about_to_dump = new hash_map<tree, tree>;

  const char *name = info->base_name;
  register_callback (name, PLUGIN_START_UNIT, on_start_unit, nullptr);
  register_callback (name, PLUGIN_PRE_GENERICIZE, on_pre_genericize, nullptr);
  register_callback (name, PLUGIN_FINISH_PARSE_FUNCTION,
		     on_finish_parse_function, nullptr);
  register_callback (name, PLUGIN_FINISH_DECL, on_finish_decl, nullptr);
  register_callback (name, PLUGIN_FINISH, on_finish, nullptr);
  register_callback (name, PLUGIN_REGISTER_GGC_ROOTS, nullptr,
		     const_cast<ggc_root_tab *> (alive_root));
  return 0;
}
