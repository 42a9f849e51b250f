// One JSON object written as one line of a JSON Lines file.
//
// The exporter builds each record in memory (a std::string) and hands it to
// the output file in one piece, so a record is never half written and the
// writer needs no knowledge of nesting beyond "is this the first member".

#ifndef GCCINT_JSON_LINE_H
#define GCCINT_JSON_LINE_H

#include <cstdint>
#include <string>

namespace gccint {

// Appends TEXT as a JSON string literal (quotes included).  Bytes that are
// not valid UTF-8 are the caller's business: identifiers that are not valid
// UTF-8 go to `name_hex` instead, so here every byte >= 0x80 is copied as is.
void append_json_string (std::string &out, const char *text, size_t len);

// True when the LEN bytes at TEXT are well-formed UTF-8.
bool valid_utf8 (const unsigned char *text, size_t len);

// Appends the lowercase hex encoding of LEN bytes.
void append_hex (std::string &out, const unsigned char *bytes, size_t len);

// A JSON object under construction.  Members are appended in call order;
// `open_object`/`open_array` nest, `close` ends the innermost one.
class json_builder
{
public:
  std::string text;

  // Starts a member "KEY": — the caller then appends the value.
  void key (const char *key);
  // Separator before the next element of an array.
  void element ();

  void open_object () { text += '{'; first = true; }
  void open_array () { text += '['; first = true; }
  void close_object () { text += '}'; first = false; }
  void close_array () { text += ']'; first = false; }

  void string_value (const char *s);
  void string_value (const char *s, size_t len);
  void uint_value (uint64_t v);
  void int_value (int64_t v);
  void null_value () { text += "null"; }

  // An id, or null when the node is absent.
  void id_value (bool present, unsigned id);

private:
  // True right after an opening bracket: no comma before the next item.
  bool first = true;
};

} // namespace gccint

#endif
