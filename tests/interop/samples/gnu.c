/* GNU C: nested functions, statement expressions, labels as values, builtins, asm,
   vector types, compound literals, variable-length arrays. */
typedef int v4si __attribute__ ((vector_size (16)));

int outer (int n)
{
  int base = 10;
  int inner (int k) { return k + base; }
  return inner (n) + ({ int t = n * 2; t + 1; });
}

int vla (int n)
{
  int a[n];
  for (int i = 0; i < n; i++)
    a[i] = i;
  return a[n - 1] + (int) sizeof a;
}

v4si vec (v4si a, v4si b)
{
  return a + b * (v4si) { 1, 2, 3, 4 };
}

int builtins (int x, const char *s)
{
  if (__builtin_expect (x == 0, 0))
    __builtin_abort ();
  __asm__ volatile ("" : : : "memory");
  return __builtin_strlen (s) + __builtin_popcount (x) + __builtin_abs (x);
}

int jump (int i)
{
  static void *table[] = { &&one, &&two };
  goto *table[i & 1];
one:
  return 1;
two:
  return 2;
}
