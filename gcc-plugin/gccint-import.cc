// gccint-import: a GCC 12 plugin that compiles a document of gccint's
// interchange format (docs/generic-format.md) instead of C source.
//
// cc1 runs on an empty translation unit; the plugin takes over the front
// end's parse_file hook: it lets the C front end set itself up on the empty
// unit (built-in declarations, the translation unit, final cleanups), then
// builds GCC trees for every record of the document and hands them to the
// middle end as the C front end's finish_function and finish_decl do:
// functions to cgraph, static variables to the varpool.  Everything after
// that (gimplification, optimization, code generation) is GCC's own.
//
// Nothing reaches the middle end before the whole document has been read,
// checked and built: a document GCC cannot take is an error naming its
// file, line and column, never an internal compiler error.

#define INCLUDE_STRING
#include "gcc-plugin.h"
#include "plugin-version.h"
#include "tree.h"
#include "langhooks.h"
#include "cgraph.h"
#include "function.h"
#include "toplev.h"
#include "diagnostic-core.h"
#include "stringpool.h"
#include "attribs.h"

#include "importer.h"

int plugin_is_GPL_compatible;

namespace gccint {

namespace {

const char *const plugin_name = "gccint_import";
const char *document_arg = nullptr;
void (*front_end_parse_file) () = nullptr;

// The function declaration of function record F, checked.
tree
function_decl (importer &imp, const function_record &f)
{
  tree fndecl = imp.node (f.decl, f.line, 1);
  const node_record *r = imp.record (f.decl);
  if (!fndecl)
    return NULL_TREE;
  if (TREE_CODE (fndecl) != FUNCTION_DECL || r->foreign)
    return imp.fail (f.line, 1, "`decl`: expected a function_decl of the document"),
	   NULL_TREE;
  if (f.has_body)
    {
      tree body = imp.node (f.body, f.line, 1);
      if (!body)
	return NULL_TREE;
      DECL_SAVED_TREE (fndecl) = body;
    }
  if (!DECL_SAVED_TREE (fndecl))
    return imp.fail (f.line, 1, "a function record needs a body (DECL_SAVED_TREE)"),
	   NULL_TREE;
  if (TREE_CODE (TREE_TYPE (fndecl)) != FUNCTION_TYPE)
    return imp.fail (f.line, 1, "a function's type must be a function_type"), NULL_TREE;
  if (!DECL_RESULT (fndecl))
    return imp.fail (f.line, 1, "a function needs DECL_RESULT"), NULL_TREE;
  tree block = DECL_INITIAL (fndecl);
  if (!block || TREE_CODE (block) != BLOCK)
    return imp.fail (f.line, 1, "a function's DECL_INITIAL must be its BLOCK"),
	   NULL_TREE;
  if (!check_returns (imp, fndecl, f.line) || !check_body (imp, fndecl, f.line))
    return NULL_TREE;
  return fndecl;
}

// `optimize` and `target` attributes act through the options they select
// (DECL_FUNCTION_SPECIFIC_OPTIMIZATION / _TARGET), which the format does not
// carry: their handlers run again on the attribute the document keeps, as
// the front end ran them on the declaration.
void
reapply_option_attributes (tree fndecl)
{
  tree keep = NULL_TREE, again = NULL_TREE;
  for (tree a = DECL_ATTRIBUTES (fndecl); a; a = TREE_CHAIN (a))
    {
      const char *name = IDENTIFIER_POINTER (get_attribute_name (a));
      bool options = strcmp (name, "optimize") == 0 || strcmp (name, "target") == 0;
      tree copy = tree_cons (TREE_PURPOSE (a), TREE_VALUE (a), NULL_TREE);
      if (options)
	again = chainon (again, copy);
      else
	keep = chainon (keep, copy);
    }
  if (!again)
    return;
  DECL_ATTRIBUTES (fndecl) = keep;
  decl_attributes (&fndecl, again, 0);
}

} // anonymous namespace

// Functions to cgraph (nested ones only registered, so their parent's
// lowering finds them), then static variables to the varpool.
bool
importer::finish ()
{
  std::vector<tree> fndecls;
  for (const function_record &f : functions)
    {
      tree fndecl = function_decl (*this, f);
      if (!fndecl)
	return false;
      if (DECL_STRUCT_FUNCTION (fndecl))
	continue;  // a later record of the same function
      reapply_option_attributes (fndecl);
      allocate_struct_function (fndecl, false);
      cfun->function_start_locus = DECL_SOURCE_LOCATION (fndecl);
      cfun->function_end_locus = DECL_SOURCE_LOCATION (fndecl);
      set_cfun (NULL);
      fndecls.push_back (fndecl);
    }
  for (tree fndecl : fndecls)
    if (decl_function_context (fndecl))
      (void) cgraph_node::get_create (fndecl);
  // No collection here: nodes not yet handed over are reachable only
  // through the importer's tables, which the collector does not see.
  for (tree fndecl : fndecls)
    if (!decl_function_context (fndecl))
      cgraph_node::finalize_function (fndecl, true);
  for (const node_record *rec : ordered)
    {
      const node_record &r = *rec;
      if (r.code != VAR_DECL || r.foreign || !TREE_STATIC (r.built)
	  || DECL_EXTERNAL (r.built))
	continue;
      // What toplev's wrap-up does for the front end at the end of the unit: a
      // tentative `char a[];` becomes one element.
      if (!DECL_SIZE (r.built))
	lang_hooks.finish_incomplete_decl (r.built);
      rest_of_decl_compilation (r.built, DECL_FILE_SCOPE_P (r.built), 0);
    }
  current_function_decl = NULL_TREE;
  return true;
}

namespace {

void
import_document ()
{
  // The C front end on the empty unit: its scopes, built-ins and cleanups.
  front_end_parse_file ();
  if (seen_error ())
    return;
  if (!document_arg)
    {
      error ("%s: no document given: pass %<-fplugin-arg-%s-document=PATH%>",
	     plugin_name, plugin_name);
      return;
    }
  importer imp;
  if (!imp.read (document_arg))
    return;
  if (imp.language != "c")
    {
      error ("%s:%u:%u: a %qs document cannot be compiled by cc1 (only C is "
	     "supported)", document_arg, 1u, 1u, imp.language.c_str ());
      return;
    }
  if (imp.build ())
    imp.finish ();
}

} // anonymous namespace

} // namespace gccint

int
plugin_init (struct plugin_name_args *info, struct plugin_gcc_version *version)
{
  using namespace gccint;
  if (!plugin_default_version_check (version, &gcc_version))
    {
      error ("%s: built for GCC %s, loaded into GCC %s", plugin_name,
	     gcc_version.basever, version->basever);
      return 1;
    }
  for (int i = 0; i < info->argc; i++)
    {
      const plugin_argument &arg = info->argv[i];
      if (strcmp (arg.key, "document") == 0 && arg.value)
	document_arg = arg.value;
      else
	{
	  error ("%s: unknown argument %qs (expected document=PATH)",
		 plugin_name, arg.key);
	  return 1;
	}
    }
  if (strcmp (lang_hooks.name, "GNU C") != 0
      && !startswith (lang_hooks.name, "GNU C1")
      && !startswith (lang_hooks.name, "GNU C8")
      && !startswith (lang_hooks.name, "GNU C2"))
    {
      error ("%s: runs in cc1 (C) only, not in %qs", plugin_name,
	     lang_hooks.name);
      return 1;
    }
  front_end_parse_file = lang_hooks.parse_file;
  lang_hooks.parse_file = import_document;
  return 0;
}
