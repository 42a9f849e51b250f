/* Unsigned arithmetic through types the dump prints by name only. */
typedef unsigned int u32;

static u32
scale (u32 x)
{
  return x / 16;
}

int
main (void)
{
  const u32 big = 0xfffffff0u;
  u32 x = big;
  if (scale (x) != 0x0fffffffu)
    __builtin_abort ();
  if (!(x > 1u))
    __builtin_abort ();
  return 0;
}
