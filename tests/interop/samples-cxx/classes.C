// C++ sample for the interop suite: what the exporter plugin must write
// again after first reaching it, and the names and classes dumps print.

// A virtual call: the dump prints the class it dispatches on,
// OBJ_TYPE_REF(...;(struct Shape)s->0B).
struct Shape
{
  virtual int area (int scale) const;
  int sides;
};

int
twice_area (const Shape *s)
{
  return s->area (2) * 2;
}

// A called pointer variable inside a class template: the dump names it
// X<int>::code, the front end's printable name, not DECL_NAME.
template <class T>
struct X
{
  static int (*code) ();
};

template <class T>
int (*X<T>::code) () = [] { return 7; };

int
call_code ()
{
  return X<int>::code ();
}

// A local class whose member function is finished while the enclosing
// function is still being parsed: the plugin first reaches the enclosing
// scope's declarations and statement list half built, and must write them
// again once complete.
int
with_local_class (int k)
{
  int before = k + 1;
  char *name = 0;
  struct Local
  {
    static int twice (int v) { return v * 2; }
  };
  int after = Local::twice (before);
  if (name)
    after++;
  return after;
}

// A function defined twice: the gnu_inline definition, then the out-of-line
// one. GCC dumps both bodies, but keeps one FUNCTION_DECL, whose body the
// second definition replaced: each function record says which body it had.
extern inline __attribute__ ((gnu_inline)) int
twice_defined ()
{
  return 0;
}

int
twice_defined ()
{
  return 2;
}
