/* Every memory order of `#pragma omp atomic` (issue #19): GCC keeps it in the
   OMP_ATOMIC node's tree_base word. Needs -fopenmp. */
int x, v;

void
orders (void)
{
#pragma omp atomic relaxed
  x += 1;
#pragma omp atomic seq_cst
  x += 2;
#pragma omp atomic acq_rel
  x += 3;
#pragma omp atomic read acquire
  v = x;
#pragma omp atomic write release
  x = v;
#pragma omp atomic compare weak relaxed fail(seq_cst)
  x = x == 4 ? 5 : x;
#pragma omp atomic capture seq_cst
  v = x++;
#pragma omp atomic capture acquire
  { v = x; x *= 3; }
}
