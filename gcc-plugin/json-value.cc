// A recursive-descent reader for one JSON Lines record.  Nesting depth is
// bounded: records of the interchange format are at most four levels deep
// (a `ctor` pair inside its array inside the node inside the record), so a
// deeper line is refused instead of exhausting cc1's stack.

#include "json-value.h"

#include <cstring>

namespace gccint {

namespace {

const unsigned max_depth = 16;

class reader
{
public:
  explicit reader (const std::string &s) : s (s) {}

  bool document (json_value *out)
  {
    skip_space ();
    if (!value (out, 0))
      return false;
    skip_space ();
    if (pos != s.size ())
      return fail ("end of line after the record");
    return true;
  }

  std::string error;
  size_t pos = 0;

private:
  const std::string &s;

  bool fail (const char *expected)
  {
    if (error.empty ())
      error = std::string ("expected ") + expected;
    return false;
  }
  void skip_space ()
  {
    while (pos < s.size ()
	   && (s[pos] == ' ' || s[pos] == '\t' || s[pos] == '\r'))
      pos++;
  }
  bool literal (const char *word)
  {
    size_t n = strlen (word);
    if (s.compare (pos, n, word) != 0)
      return fail ("a JSON value");
    pos += n;
    return true;
  }

  bool value (json_value *out, unsigned depth)
  {
    if (depth > max_depth)
      return fail ("a record nested at most 16 levels deep");
    out->column = pos + 1;
    if (pos >= s.size ())
      return fail ("a JSON value");
    char c = s[pos];
    switch (c)
      {
      case '{':
	out->kind = json_value::OBJECT;
	return object (out, depth);
      case '[':
	out->kind = json_value::ARRAY;
	return array (out, depth);
      case '"':
	out->kind = json_value::STRING;
	return string (&out->text);
      case 'n':
	out->kind = json_value::NUL;
	return literal ("null");
      case 't':
	out->kind = json_value::BOOL;
	out->boolean = true;
	return literal ("true");
      case 'f':
	out->kind = json_value::BOOL;
	return literal ("false");
      default:
	out->kind = json_value::INT;
	return number (out);
      }
  }

  bool number (json_value *out)
  {
    if (s[pos] == '-')
      {
	out->negative = true;
	pos++;
      }
    size_t start = pos;
    uint64_t v = 0;
    while (pos < s.size () && s[pos] >= '0' && s[pos] <= '9')
      {
	unsigned d = s[pos] - '0';
	if (v > (UINT64_MAX - d) / 10)
	  return fail ("an integer that fits 64 bits");
	v = v * 10 + d;
	pos++;
      }
    if (pos == start)
      return fail ("a JSON value");
    if (pos < s.size () && (s[pos] == '.' || s[pos] == 'e' || s[pos] == 'E'))
      return fail ("an integer (the format has no fractions)");
    if (out->negative && v > (uint64_t) INT64_MAX + 1)
      return fail ("an integer that fits 64 bits");
    out->magnitude = v;
    return true;
  }

  static int hex_digit (char c)
  {
    if (c >= '0' && c <= '9')
      return c - '0';
    if (c >= 'a' && c <= 'f')
      return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
      return c - 'A' + 10;
    return -1;
  }

  bool hex4 (unsigned *out)
  {
    if (pos + 4 > s.size ())
      return fail ("four hex digits after \\u");
    unsigned v = 0;
    for (int i = 0; i < 4; i++)
      {
	int d = hex_digit (s[pos++]);
	if (d < 0)
	  return fail ("four hex digits after \\u");
	v = v * 16 + d;
      }
    *out = v;
    return true;
  }

  static void append_utf8 (std::string *out, unsigned cp)
  {
    if (cp < 0x80)
      *out += (char) cp;
    else if (cp < 0x800)
      {
	*out += (char) (0xc0 | (cp >> 6));
	*out += (char) (0x80 | (cp & 0x3f));
      }
    else if (cp < 0x10000)
      {
	*out += (char) (0xe0 | (cp >> 12));
	*out += (char) (0x80 | ((cp >> 6) & 0x3f));
	*out += (char) (0x80 | (cp & 0x3f));
      }
    else
      {
	*out += (char) (0xf0 | (cp >> 18));
	*out += (char) (0x80 | ((cp >> 12) & 0x3f));
	*out += (char) (0x80 | ((cp >> 6) & 0x3f));
	*out += (char) (0x80 | (cp & 0x3f));
      }
  }

  bool escape (std::string *out)
  {
    if (pos >= s.size ())
      return fail ("an escape after \\");
    char c = s[pos++];
    switch (c)
      {
      case '"': *out += '"'; return true;
      case '\\': *out += '\\'; return true;
      case '/': *out += '/'; return true;
      case 'b': *out += '\b'; return true;
      case 'f': *out += '\f'; return true;
      case 'n': *out += '\n'; return true;
      case 'r': *out += '\r'; return true;
      case 't': *out += '\t'; return true;
      case 'u':
	{
	  unsigned cp;
	  if (!hex4 (&cp))
	    return false;
	  if (cp >= 0xd800 && cp < 0xdc00)
	    {
	      unsigned lo;
	      if (s.compare (pos, 2, "\\u") != 0)
		return fail ("a low surrogate after a high one");
	      pos += 2;
	      if (!hex4 (&lo) || lo < 0xdc00 || lo > 0xdfff)
		return fail ("a low surrogate after a high one");
	      cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
	    }
	  else if (cp >= 0xdc00 && cp < 0xe000)
	    return fail ("a high surrogate before a low one");
	  append_utf8 (out, cp);
	  return true;
	}
      default:
	pos--;
	return fail ("one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u");
      }
  }

  bool string (std::string *out)
  {
    pos++;
    while (pos < s.size ())
      {
	char c = s[pos];
	if (c == '"')
	  {
	    pos++;
	    return true;
	  }
	if ((unsigned char) c < 0x20)
	  return fail ("no control character inside a string");
	pos++;
	if (c == '\\')
	  {
	    if (!escape (out))
	      return false;
	  }
	else
	  *out += c;
      }
    return fail ("a closing quote");
  }

  bool array (json_value *out, unsigned depth)
  {
    pos++;
    skip_space ();
    if (pos < s.size () && s[pos] == ']')
      {
	pos++;
	return true;
      }
    for (;;)
      {
	skip_space ();
	out->items.emplace_back ();
	if (!value (&out->items.back (), depth + 1))
	  return false;
	skip_space ();
	if (pos < s.size () && s[pos] == ',')
	  pos++;
	else if (pos < s.size () && s[pos] == ']')
	  {
	    pos++;
	    return true;
	  }
	else
	  return fail ("`,` or `]`");
      }
  }

  bool object (json_value *out, unsigned depth)
  {
    pos++;
    skip_space ();
    if (pos < s.size () && s[pos] == '}')
      {
	pos++;
	return true;
      }
    for (;;)
      {
	skip_space ();
	if (pos >= s.size () || s[pos] != '"')
	  return fail ("a member name in quotes");
	std::string key;
	if (!string (&key))
	  return false;
	skip_space ();
	if (pos >= s.size () || s[pos] != ':')
	  return fail ("`:` after a member name");
	pos++;
	skip_space ();
	out->members.emplace_back (std::move (key), json_value ());
	if (!value (&out->members.back ().second, depth + 1))
	  return false;
	skip_space ();
	if (pos < s.size () && s[pos] == ',')
	  pos++;
	else if (pos < s.size () && s[pos] == '}')
	  {
	    pos++;
	    return true;
	  }
	else
	  return fail ("`,` or `}`");
      }
  }
};

} // anonymous namespace

const json_value *
json_value::get (const char *key) const
{
  size_t len = strlen (key);
  for (const auto &m : members)
    if (m.first.size () == len && memcmp (m.first.data (), key, len) == 0)
      return &m.second;
  return nullptr;
}

bool
json_value::int_in (int64_t lo, int64_t hi) const
{
  if (kind != INT)
    return false;
  if (negative)
    return magnitude <= (uint64_t) INT64_MAX + 1 && lo <= as_int ()
	   && as_int () <= hi;
  return magnitude <= (uint64_t) INT64_MAX && lo <= as_int ()
	 && as_int () <= hi;
}

bool
parse_json_line (const std::string &line, json_value *out,
		 std::string *error, unsigned *column)
{
  reader r (line);
  if (r.document (out))
    return true;
  *error = r.error;
  *column = r.pos + 1;
  return false;
}

} // namespace gccint
