/* Integer and floating constants of every width, conversions, complex numbers. */
long long wide (unsigned char c, short s, long l)
{
  unsigned long long u = 18446744073709551615ULL;
  long long m = -9223372036854775807LL - 1;
  return c + s + l + (long long) (u >> 1) + m;
}

double reals (float f, double d, long double ld)
{
  double tiny = 1e-310;
  float big = 3.4e38f;
  return f * 0.5f + d / 3.0 + (double) ld + tiny + big + 1.0 / 0.0;
}

_Complex double cplx (_Complex double z, double r)
{
  _Complex double w = z * 2.0 + r;
  return __real__ w - __imag__ z + ~z;
}

int convert (double d, unsigned u)
{
  return (int) d + (int) (float) u + (_Bool) d;
}
