/* Pointers, arrays, function pointers, casts, address arithmetic, sizeof. */
typedef int (*binop) (int, int);

static int add (int a, int b) { return a + b; }

int apply (binop f, int *v, int n)
{
  int acc = v[0];
  for (int *p = v + 1; p < v + n; p++)
    acc = f (acc, *p);
  return acc;
}

long distance (char *a, char *b)
{
  return (b - a) + (long) sizeof (struct { int x[10]; char c; });
}

void *pick (void **table, unsigned i)
{
  binop g = add;
  return i < 4 ? table[i] : (void *) g;
}

int run (void)
{
  int data[4] = { 1, 2, 3, 4 };
  return apply (add, data, 4) + apply (&add, &data[1], 3);
}
