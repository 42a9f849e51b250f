/* Loops, switch with ranges and fallthrough, goto, break/continue, conditional expressions. */
int classify (int c)
{
  switch (c)
    {
    case 0:
      return 0;
    case 1 ... 9:
      c++;
      /* fall through */
    case 10:
      return 2;
    default:
      break;
    }
  return c > 100 ? 3 : -1;
}

int sum_to (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      if (i % 3 == 0)
        continue;
      if (s > 1000)
        break;
      s += i;
    }
  while (n > 0)
    n -= 2;
  do
    s ^= n;
  while (s < 0);
  return s;
}

int search (const int *a, int n, int key)
{
  int i;
  for (i = 0; i < n; ++i)
    if (a[i] == key)
      goto found;
  return -1;
found:
  return i;
}

unsigned long logic (unsigned long x, long y)
{
  return (x && y) || !x ? x << 3 | (unsigned long) y >> 2 : ~x & 0xff00;
}
