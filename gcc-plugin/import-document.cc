// Reading a document: each line parsed and checked for the shape the
// format gives it (docs/generic-format.md); cross-record checks (that a
// reference names a node of the right kind) happen while building, before
// anything reaches GCC's middle end.

#define INCLUDE_STRING
#include "gcc-plugin.h"
#include "tree.h"
#include "diagnostic-core.h"

#include "importer.h"

namespace gccint {

namespace {

// The members a node record may have, and the JSON kind of each.
struct member_kind
{
  const char *key;
  json_value::kind_t kind;
};

const member_kind node_members[] = {
  { "id", json_value::INT },	    { "code", json_value::STRING },
  { "global", json_value::STRING }, { "type", json_value::INT },
  { "chain", json_value::INT },	    { "flags", json_value::ARRAY },
  { "loc", json_value::ARRAY },	    { "ops", json_value::ARRAY },
  { "refs", json_value::OBJECT },   { "nums", json_value::OBJECT },
  { "mode", json_value::STRING },   { "value", json_value::STRING },
  { "real", json_value::STRING },   { "fixed", json_value::ARRAY },
  { "string", json_value::STRING }, { "name", json_value::STRING },
  { "name_hex", json_value::STRING }, { "elts", json_value::ARRAY },
  { "ctor", json_value::ARRAY },    { "clause", json_value::STRING },
  { "ifn", json_value::STRING },
};

// The member KEY names, or null: looked up for every member of every record.
const member_kind *
member (const std::string &key)
{
  static const std::unordered_map<std::string, const member_kind *> index = [] {
    std::unordered_map<std::string, const member_kind *> m;
    for (const member_kind &k : node_members)
      m.emplace (k.key, &k);
    return m;
  }();
  auto it = index.find (key);
  return it == index.end () ? nullptr : it->second;
}

const char *
kind_name (json_value::kind_t k)
{
  switch (k)
    {
    case json_value::NUL: return "null";
    case json_value::BOOL: return "a boolean";
    case json_value::INT: return "an integer";
    case json_value::STRING: return "a string";
    case json_value::ARRAY: return "an array";
    default: return "an object";
    }
}

bool
is_id (const json_value &v)
{
  return v.int_in (0, UINT32_MAX);
}

bool
is_id_or_null (const json_value &v)
{
  return v.kind == json_value::NUL || is_id (v);
}

} // anonymous namespace

bool
importer::fail (unsigned line, unsigned column, const std::string &what)
{
  if (first_error.empty ())
    {
      first_error = what;
      error ("%s:%u:%u: %s", file.c_str (), line, column, what.c_str ());
    }
  return false;
}

bool
importer::fail_at (tree node, unsigned line, const std::string &what)
{
  unsigned column = 1;
  for (const node_record *r : ordered)
    if (r->built == node)
      line = r->line, column = r->v.column;
  return fail (line, column, what);
}

// Checks one node record's members: known keys, JSON kinds, ids where ids
// belong.
static bool
check_node_shape (importer &imp, const json_value &n, unsigned line)
{
  for (const auto &m : n.members)
    {
      const member_kind *known = member (m.first);
      if (!known)
	return imp.fail (line, m.second.column,
			 "unknown node member `" + m.first + "`");
      if (m.second.kind != known->kind)
	return imp.fail (line, m.second.column,
			 "`" + m.first + "`: expected "
			   + kind_name (known->kind));
      if ((m.first == "type" || m.first == "chain" || m.first == "id")
	  && !is_id (m.second))
	return imp.fail (line, m.second.column,
			 "`" + m.first + "`: expected a node id (u32)");
      if (m.first == "ops" || m.first == "elts")
	for (const json_value &e : m.second.items)
	  if (!is_id_or_null (e))
	    return imp.fail (line, e.column, "expected a node id or null");
      if (m.first == "refs")
	for (const auto &r : m.second.members)
	  if (!is_id_or_null (r.second))
	    return imp.fail (line, r.second.column,
			     "`refs." + r.first + "`: expected a node id or null");
      if (m.first == "nums")
	for (const auto &r : m.second.members)
	  if (!r.second.int_in (INT64_MIN, INT64_MAX))
	    return imp.fail (line, r.second.column,
			     "`nums." + r.first + "`: expected an integer");
      if (m.first == "flags")
	for (const json_value &e : m.second.items)
	  if (e.kind != json_value::STRING)
	    return imp.fail (line, e.column, "expected a flag name");
      if (m.first == "ctor")
	for (const json_value &e : m.second.items)
	  if (e.kind != json_value::ARRAY || e.items.size () != 2
	      || !is_id_or_null (e.items[0]) || !is_id_or_null (e.items[1]))
	    return imp.fail (line, e.column,
			     "expected an [index, value] pair of ids");
      if (m.first == "loc"
	  && (m.second.items.size () != 3
	      || m.second.items[0].kind != json_value::STRING
	      || !m.second.items[1].int_in (0, UINT32_MAX)
	      || !m.second.items[2].int_in (0, UINT32_MAX)))
	return imp.fail (line, m.second.column,
			 "`loc`: expected [file, line, column]");
    }
  if (!n.get ("id"))
    return imp.fail (line, n.column, "a node record needs `id`");
  if (!n.get ("code"))
    return imp.fail (line, n.column, "a node record needs `code`");
  return true;
}

static bool
read_node (importer &imp, json_value &&n, unsigned line)
{
  if (!check_node_shape (imp, n, line))
    return false;
  node_record r;
  r.line = line;
  r.id = n.get ("id")->magnitude;
  const json_value *code = n.get ("code");
  if (!code_by_name (code->text, &r.code))
    return imp.fail (line, code->column,
		     "`code`: `" + code->text + "` is no tree code of this "
		     "compiler");
  r.v = std::move (n);
  auto it = imp.nodes.find (r.id);
  if (it == imp.nodes.end ())
    imp.order.push_back (r.id);
  // A later line with the same id replaces the earlier one completely.
  imp.nodes[r.id] = std::move (r);
  return true;
}

static bool
read_function (importer &imp, const json_value &f, unsigned line)
{
  function_record r;
  r.line = line;
  const json_value *decl = f.get ("decl");
  if (!decl || !is_id (*decl))
    return imp.fail (line, f.column, "a function record needs `decl`, a node id");
  r.decl = decl->magnitude;
  if (const json_value *body = f.get ("body"))
    {
      if (!is_id (*body))
	return imp.fail (line, body->column, "`body`: expected a node id");
      r.has_body = true;
      r.body = body->magnitude;
    }
  if (const json_value *nested = f.get ("nested"))
    {
      if (nested->kind != json_value::ARRAY)
	return imp.fail (line, nested->column, "`nested`: expected an array");
      for (const json_value &e : nested->items)
	{
	  if (!is_id (e))
	    return imp.fail (line, e.column, "`nested`: expected node ids");
	  r.nested.push_back (e.magnitude);
	}
    }
  imp.functions.push_back (r);
  return true;
}

static bool
read_header (importer &imp, const json_value &h, unsigned line)
{
  const json_value *format = h.get ("format");
  const json_value *version = h.get ("version");
  const json_value *language = h.get ("language");
  if (!format || format->text != "gccint-generic")
    return imp.fail (line, h.column, "header: expected format \"gccint-generic\"");
  if (!version || !version->int_in (1, 1))
    return imp.fail (line, h.column, "header: expected version 1");
  if (!language || language->kind != json_value::STRING)
    return imp.fail (line, h.column, "header: expected `language`");
  imp.language = language->text;
  return true;
}

bool
importer::read (const char *path)
{
  file = path;
  FILE *in = fopen (path, "rb");
  if (!in)
    return fail (0, 0, std::string ("cannot open the document: ") + xstrerror (errno));
  bool ok = read_lines (in);
  fclose (in);
  return ok;
}

bool
importer::read_lines (FILE *in)
{
  std::string text;
  unsigned line = 0;
  bool seen_header = false;
  char *buf = nullptr;
  size_t cap = 0;
  ssize_t got;
  struct free_on_exit { char **p; ~free_on_exit () { free (*p); } } guard { &buf };
  while ((got = getline (&buf, &cap, in)) >= 0)
    {
      text.assign (buf, got);
      if (!text.empty () && text.back () == '\n')
	text.pop_back ();
      line++;
      if (text.empty ())
	continue;
      json_value v;
      std::string why;
      unsigned column;
      if (!parse_json_line (text, &v, &why, &column))
	return fail (line, column, why);
      if (v.kind != json_value::OBJECT || v.members.size () != 1)
	return fail (line, 1, "expected an object with one key: header, node or function");
      const std::string &kind = v.members[0].first;
      json_value &body = v.members[0].second;
      if (body.kind != json_value::OBJECT)
	return fail (line, body.column, "expected an object");
      if (!seen_header)
	{
	  if (kind != "header")
	    return fail (line, 1, "expected the header record first");
	  if (!read_header (*this, body, line))
	    return false;
	  seen_header = true;
	}
      else if (kind == "node")
	{
	  if (!read_node (*this, std::move (body), line))
	    return false;
	}
      else if (kind == "function")
	{
	  if (!read_function (*this, body, line))
	    return false;
	}
      else
	return fail (line, 2, "unknown record `" + kind + "`");
    }
  if (!seen_header)
    return fail (line, 0, "an empty document: expected a header record");
  ordered.reserve (order.size ());
  for (unsigned id : order)
    ordered.push_back (&nodes[id]);
  return true;
}

const node_record *
importer::record (unsigned id) const
{
  auto it = nodes.find (id);
  return it == nodes.end () ? nullptr : &it->second;
}

} // namespace gccint
