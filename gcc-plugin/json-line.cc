// JSON text helpers for the exporter (see json-line.h).

#include "json-line.h"

#include <cinttypes>
#include <cstdio>

namespace gccint {

void
append_json_string (std::string &out, const char *text, size_t len)
{
  static const char hex[] = "0123456789abcdef";
  out += '"';
  for (size_t i = 0; i < len; i++)
    {
      unsigned char c = text[i];
      switch (c)
	{
	case '"': out += "\\\""; break;
	case '\\': out += "\\\\"; break;
	case '\n': out += "\\n"; break;
	case '\r': out += "\\r"; break;
	case '\t': out += "\\t"; break;
	default:
	  // JSON forbids raw control characters (U+0000..U+001F) in strings;
	  // DEL is legal but escaped too so a line is always plain printable.
	  if (c < 0x20 || c == 0x7f)
	    {
	      out += "\\u00";
	      out += hex[c >> 4];
	      out += hex[c & 15];
	    }
	  else
	    out += (char) c;
	}
    }
  out += '"';
}

bool
valid_utf8 (const unsigned char *s, size_t len)
{
  size_t i = 0;
  while (i < len)
    {
      unsigned char c = s[i];
      size_t extra;
      uint32_t cp;
      if (c < 0x80)
	{
	  i++;
	  continue;
	}
      else if ((c & 0xe0) == 0xc0)
	extra = 1, cp = c & 0x1f;
      else if ((c & 0xf0) == 0xe0)
	extra = 2, cp = c & 0x0f;
      else if ((c & 0xf8) == 0xf0)
	extra = 3, cp = c & 0x07;
      else
	return false;
      if (i + extra >= len)
	return false;
      for (size_t k = 1; k <= extra; k++)
	{
	  if ((s[i + k] & 0xc0) != 0x80)
	    return false;
	  cp = (cp << 6) | (s[i + k] & 0x3f);
	}
      // Overlong forms, surrogates and values past U+10FFFF are not UTF-8;
      // serde_json (and Rust's str) would reject them.
      static const uint32_t min_for_len[] = { 0, 0x80, 0x800, 0x10000 };
      if (cp < min_for_len[extra] || cp > 0x10ffff
	  || (cp >= 0xd800 && cp <= 0xdfff))
	return false;
      i += extra + 1;
    }
  return true;
}

void
append_hex (std::string &out, const unsigned char *bytes, size_t len)
{
  static const char hex[] = "0123456789abcdef";
  out.reserve (out.size () + 2 * len);
  for (size_t i = 0; i < len; i++)
    {
      out += hex[bytes[i] >> 4];
      out += hex[bytes[i] & 15];
    }
}

void
json_builder::key (const char *key)
{
  if (!first)
    text += ',';
  first = false;
  append_json_string (text, key, __builtin_strlen (key));
  text += ':';
}

void
json_builder::element ()
{
  if (!first)
    text += ',';
  first = false;
}

void
json_builder::string_value (const char *s)
{
  append_json_string (text, s, __builtin_strlen (s));
  first = false;
}

void
json_builder::string_value (const char *s, size_t len)
{
  append_json_string (text, s, len);
  first = false;
}

void
json_builder::uint_value (uint64_t v)
{
  char buf[32];
  snprintf (buf, sizeof buf, "%" PRIu64, v);
  text += buf;
  first = false;
}

void
json_builder::int_value (int64_t v)
{
  char buf[32];
  snprintf (buf, sizeof buf, "%" PRId64, v);
  text += buf;
  first = false;
}

void
json_builder::id_value (bool present, unsigned id)
{
  if (present)
    uint_value (id);
  else
    null_value ();
}

} // namespace gccint
