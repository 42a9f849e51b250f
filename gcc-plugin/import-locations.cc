// Source locations for the document's `loc` triples.  GCC's line table only
// grows forward, so every (file, line, column) the document names is
// collected first and entered file by file, lines and columns ascending,
// the way libgccjit's playback enters the locations of its own IR.

#define INCLUDE_STRING
#include "gcc-plugin.h"
#include "tree.h"
#include "input.h"

#include "importer.h"

namespace gccint {

// The triple's key: the file by its index in `files` (paths are long and
// many nodes share one), then line and column.
static std::tuple<unsigned, unsigned, unsigned>
key_of (importer &imp, const json_value &loc)
{
  auto found = imp.file_index.emplace (loc.items[0].text, imp.files.size ());
  if (found.second)
    imp.files.push_back (loc.items[0].text);
  return std::make_tuple (found.first->second, (unsigned) loc.items[1].magnitude,
			  (unsigned) loc.items[2].magnitude);
}

void
make_locations (importer &imp)
{
  for (const node_record *r : imp.ordered)
    if (const json_value *loc = r->v.get ("loc"))
      imp.locations[key_of (imp, *loc)] = UNKNOWN_LOCATION;
  // std::map orders by file, then line, then column: one LC_ENTER per file.
  bool in_file = false;
  unsigned current = 0, current_line = 0;
  for (auto &entry : imp.locations)
    {
      unsigned file = std::get<0> (entry.first);
      unsigned line = std::get<1> (entry.first);
      unsigned column = std::get<2> (entry.first);
      if (!in_file || current != file)
	{
	  if (in_file)
	    linemap_add (line_table, LC_LEAVE, false, NULL, 0);
	  // The map keeps the name's pointer: give it GC-allocated memory.
	  linemap_add (line_table, LC_ENTER, false,
		       ggc_strdup (imp.files[file].c_str ()), 0);
	  in_file = true;
	  current = file;
	  current_line = 0;
	}
      if (line != current_line)
	{
	  // Columns come in ascending order; a hint past the first one leaves
	  // room for the rest of the line's (a wider one starts the line anew).
	  linemap_line_start (line_table, line, column + 256);
	  current_line = line;
	}
      entry.second = linemap_position_for_column (line_table, column);
    }
  if (in_file)
    linemap_add (line_table, LC_LEAVE, false, NULL, 0);
}

location_t
importer::location_of (const json_value &loc)
{
  auto it = locations.find (key_of (*this, loc));
  return it == locations.end () ? UNKNOWN_LOCATION : it->second;
}

} // namespace gccint
