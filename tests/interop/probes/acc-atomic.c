/* `#pragma acc atomic` builds the same OMP_ATOMIC codes, relaxed. Needs -fopenacc. */
int x, v;

void
acc (void)
{
#pragma acc atomic update
  x += 1;
#pragma acc atomic read
  v = x;
#pragma acc atomic capture
  v = x++;
}
