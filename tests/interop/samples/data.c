/* Structures, unions, bit-fields, enums, arrays, initialisers, static and extern data. */
enum colour { RED, GREEN = 5, BLUE };
struct point { int x, y; };
struct flags { unsigned a : 3; signed b : 5; unsigned : 0; unsigned c : 1; };
union word { unsigned u; float f; unsigned char b[4]; };
typedef struct point point_t;

extern int counter;
static const char greeting[] = "hello\n\t\"world\"\\";

int area (point_t p, struct point *q)
{
  static int calls;
  calls++;
  struct point r = { .x = p.x - q->x, .y = 3 };
  int grid[2][3] = { { 1, 2, 3 }, { 4 } };
  return r.x * r.y + grid[1][0] + calls + counter;
}

unsigned bits (struct flags *f, union word w)
{
  f->a = 7;
  f->c = f->b < 0;
  return f->a + w.b[2] + (enum colour) BLUE;
}

const char *message (int i)
{
  return greeting + i;
}
