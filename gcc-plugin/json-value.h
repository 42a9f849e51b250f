// A JSON value read from one line of a JSON Lines document, with the
// column each value starts at, so the importer can point at the offending
// field.  Only what the interchange format uses: objects keep their member
// order, numbers are integers (the format has no fractions).

#ifndef GCCINT_JSON_VALUE_H
#define GCCINT_JSON_VALUE_H

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace gccint {

struct json_value
{
  enum kind_t { NUL, BOOL, INT, STRING, ARRAY, OBJECT } kind = NUL;
  // 1-based column of the value's first character in its line.
  unsigned column = 0;
  bool boolean = false;
  // INT: the value; `negative` tells which of the two to read.
  bool negative = false;
  uint64_t magnitude = 0;
  std::string text;
  std::vector<json_value> items;
  std::vector<std::pair<std::string, json_value>> members;

  // The member named KEY of an object, or null.
  const json_value *get (const char *key) const;
  // Whether an INT fits the range [LO, HI].
  bool int_in (int64_t lo, int64_t hi) const;
  int64_t as_int () const
  {
    return negative ? -(int64_t) magnitude : (int64_t) magnitude;
  }
};

// Parses LINE as one JSON value.  On failure returns false and sets
// *ERROR to what was expected and *COLUMN to where.
bool parse_json_line (const std::string &line, json_value *out,
		      std::string *error, unsigned *column);

} // namespace gccint

#endif
