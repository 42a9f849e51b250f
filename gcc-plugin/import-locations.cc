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

void
make_locations (importer &imp)
{
  for (unsigned id : imp.order)
    {
      const json_value *loc = imp.nodes[id].v.get ("loc");
      if (loc)
	imp.locations[std::make_tuple (loc->items[0].text,
				       (unsigned) loc->items[1].magnitude,
				       (unsigned) loc->items[2].magnitude)]
	  = UNKNOWN_LOCATION;
    }
  // std::map orders by file, then line, then column: one LC_ENTER per file.
  const std::string *current = nullptr;
  unsigned current_line = 0;
  for (auto &entry : imp.locations)
    {
      const std::string &file = std::get<0> (entry.first);
      unsigned line = std::get<1> (entry.first);
      unsigned column = std::get<2> (entry.first);
      if (!current || *current != file)
	{
	  if (current)
	    linemap_add (line_table, LC_LEAVE, false, NULL, 0);
	  // The map keeps the name's pointer: give it GC-allocated memory.
	  linemap_add (line_table, LC_ENTER, false, ggc_strdup (file.c_str ()),
		       0);
	  current = &file;
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
  if (current)
    linemap_add (line_table, LC_LEAVE, false, NULL, 0);
}

location_t
importer::location_of (const json_value &loc) const
{
  auto it = locations.find (std::make_tuple (loc.items[0].text,
					     (unsigned) loc.items[1].magnitude,
					     (unsigned) loc.items[2].magnitude));
  return it == locations.end () ? UNKNOWN_LOCATION : it->second;
}

} // namespace gccint
