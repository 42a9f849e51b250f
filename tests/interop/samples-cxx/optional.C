// C++ sample for the interop suite: std::optional's constructor body is
// reached (through the template's instantiation) while its statement list
// holds only its first statement; the plugin must write it again once the
// front end has finished it.
#include <optional>

struct A
{
  A ();
  ~A ();
  int m;
};

void
func ()
{
  std::optional<A> maybe_a;
  maybe_a.emplace ();
}
