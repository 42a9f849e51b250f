// GCC 12's side of the polyint workloads: the same tables (same xorshift seed, so the
// accumulators match polyint's line for line) and the same loops, over GCC's own poly-int.h.
// Run both on the same machine at the same time to compare under equal load:
//
//   g++ -std=gnu++17 -O2 -w -I$(g++ -print-file-name=plugin)/include \
//       crates/polyint/benches/gcc_reference.cc crates/polyint/tests/gcc/support.cc -o gcc_ref
//   ./gcc_ref 2 known_le 100000000          # N, workload, iterations
//   cargo run --release --example workloads -- 100000000 polyint_n2_known_le
//
// Workloads: baseline known_le maybe_lt can_div_trunc_const can_div_trunc_poly
// aligned_upper_bound.

#include "gcc-plugin.h"
#include <chrono>
#include <cstdio>
#include <cstring>
#include <cstdlib>
template<unsigned N> struct T { poly_int<N, HOST_WIDE_INT> p[1024]; HOST_WIDE_INT d[1024]; HOST_WIDE_INT al[1024]; };
static unsigned long long st = 0x2545f4914f6cdd1dULL;
static unsigned long long nx () { st ^= st << 13; st ^= st >> 7; st ^= st << 17; return st; }
static long rg (long lo, long hi) { return lo + (long) (nx () % (unsigned long long) (hi - lo + 1)); }
template<unsigned N> static T<N> *mk () {
  T<N> *t = new T<N>;
  for (int i = 0; i < 1024; i++) for (unsigned j = 0; j < N; j++) t->p[i].coeffs[j] = j == 0 ? rg (1, 65536) : rg (-1, 2);
  for (int i = 0; i < 1024; i++) t->d[i] = rg (1, 64);
  for (int i = 0; i < 1024; i++) t->al[i] = 1L << rg (0, 7);
  asm volatile ("" : : "r" (t) : "memory");
  return t;
}
template<unsigned N, int W> __attribute__((noinline)) long run (T<N> *t, long n) {
  long acc = 0; unsigned i = 0;
  for (long k = 0; k < n; k++) {
    unsigned j = (i + 7) & 1023;
    if (W == 0) acc += t->p[i].coeffs[0] ^ t->p[j].coeffs[0];
    else if (W == 1) acc += known_le (t->p[i], t->p[j]);
    else if (W == 2) acc += maybe_lt (t->p[i], t->p[j]);
    else if (W == 3) { poly_int<N, HOST_WIDE_INT> q; if (can_div_trunc_p (t->p[i], t->d[j], &q)) for (unsigned c = 0; c < N; c++) acc += q.coeffs[c]; }
    else if (W == 4) { poly_int<N, HOST_WIDE_INT> r = aligned_upper_bound (t->p[i], t->al[j]); for (unsigned c = 0; c < N; c++) acc += r.coeffs[c]; }
    else if (W == 5) { HOST_WIDE_INT q; if (can_div_trunc_p (t->p[i], t->p[j], &q)) acc += q; }
    i = (i + 1) & 1023;
  }
  return acc;
}
template<unsigned N> long dispatch (const char *w, long cnt) {
  T<N> *t = mk<N> ();
  if (!strcmp (w, "baseline")) return run<N, 0> (t, cnt);
  if (!strcmp (w, "known_le")) return run<N, 1> (t, cnt);
  if (!strcmp (w, "maybe_lt")) return run<N, 2> (t, cnt);
  if (!strcmp (w, "can_div_trunc_const")) return run<N, 3> (t, cnt);
  if (!strcmp (w, "aligned_upper_bound")) return run<N, 4> (t, cnt);
  if (!strcmp (w, "can_div_trunc_poly")) return run<N, 5> (t, cnt);
  abort ();
}
int main (int argc, char **argv) {
  int n = atoi (argv[1]); const char *w = argv[2]; long cnt = atol (argv[3]);
  auto t0 = std::chrono::steady_clock::now ();
  long acc = n == 1 ? dispatch<1> (w, cnt) : dispatch<2> (w, cnt);
  auto t1 = std::chrono::steady_clock::now ();
  printf ("gcc n%d %s %.3f ns acc=%ld\n", n, w, std::chrono::duration<double, std::nano> (t1 - t0).count () / cnt, acc);
}
