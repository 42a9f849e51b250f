/* Named address spaces (x86's __seg_fs, __seg_gs): TYPE_QUALS carries the
   space in its upper bits; the dump prints <address-space-N>. */
struct s { int a; };
int __seg_gs *g;

int
spaces (int __seg_fs *p, struct s __seg_gs *q)
{
  int __seg_fs *r = p;
  const int __seg_gs *c = (const int __seg_gs *) 16;
  struct s __seg_fs *t = (struct s __seg_fs *) 32;
  int *__seg_fs *w = (int *__seg_fs *) 64;
  return *r + *c + *g + q->a + t->a + **w + *(volatile int __seg_fs *) 8;
}
