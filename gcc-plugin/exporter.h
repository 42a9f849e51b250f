// The exporter's state: node ids, the worklist of nodes still to write and
// the output file.  Shared by the plugin entry points (gccint-export.cc) and
// the per-node serializer (node-record.cc).

#ifndef GCCINT_EXPORTER_H
#define GCCINT_EXPORTER_H

#include "json-line.h"

namespace gccint {

// Everything one translation unit's export needs.
struct exporter
{
  FILE *out = nullptr;
  // Node → id.  A node gets its id the first time it is referenced and is
  // pushed on `pending` at that moment, so "has an id" means "written, or
  // about to be written before the next function record".
  hash_map<tree, unsigned> ids;
  auto_vec<tree> pending;
  unsigned next_id = 0;
  // GCC's global trees by address → macro name (first name wins).
  hash_map<tree, const char *> globals;
  // (name, earlier name of the same node) for the names that lost.
  auto_vec<std::pair<const char *, const char *>> global_aliases;
  // Types written while incomplete, so they can be written again once a
  // later function reaches them completed (C completes a struct in place).
  hash_set<tree> incomplete_types;
  // What the links a front end still changes after a node is first reached
  // were when the node was written (see growing_link): a node reached early,
  // through a local class's member function, say, is written again once its
  // link has changed.
  hash_map<tree, tree> written_link;

  // The id of T, assigning one (and queueing T) on first sight.
  unsigned id_of (tree t);
  // If T has an id, queue it again when it changed since (as id_of does).
  void revisit (tree t);
  // Queue T to be written again even though it already has an id.
  void rewrite (tree t);
  // Write every queued node (and everything they reach).
  void flush ();
  // Write one node record.
  void write_node (tree t);
  // Append one finished line.
  void emit (const std::string &line);
};

// Whether the front end may still change T while the function around it is
// parsed (growing_node_p), and the link that changes (growing_link): a
// declaration's DECL_CHAIN (C++ links a scope's declarations in reverse and
// reverses them when the scope closes), a STATEMENT_LIST's last statement
// (appended to until the scope closes).
bool growing_node_p (tree t);
tree growing_link (tree t);

// Keeps T alive for the garbage collector: node ids are keyed by address,
// so a node must never be freed and its memory reused for another node.
void keep_alive (tree t);

} // namespace gccint

#endif
