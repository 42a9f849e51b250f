/* The operands a RETURN_EXPR takes (gimplify_return_expr): in a void function a
   void call, as `return g (p);` (gcc.c-torture/execute/20000314-3.c); in an int
   function an assignment to the RESULT_DECL. */
static void
set (int *p)
{
  *p = 1;
}

void
forward (int *p)
{
  return set (p);
}

int
next (int a)
{
  return a + 1;
}

int
pick (int a)
{
  int r = a > 10 ? next (a) : a;
  return r;
}
