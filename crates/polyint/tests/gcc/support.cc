// The one libbackend symbol the oracle needs that the compiled GCC sources do not define:
// the target of gcc_assert. Reaching it means GCC rejected an input, which the differential
// test treats as a failure.
#include <cstdio>
#include <cstdlib>

void
fancy_abort (const char *file, int line, const char *function)
{
  fprintf (stderr, "GCC assertion failed at %s:%d (%s)\n", file, line, function);
  abort ();
}
