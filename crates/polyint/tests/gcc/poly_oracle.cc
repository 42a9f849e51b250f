// Differential oracle for the polyint crate: reads test cases from stdin, evaluates them
// with GCC 12's own poly-int.h (plugin headers) and wide-int code (compiled from the GCC
// sources by tests/gcc_differential.rs), and prints one line of name=value tokens per case.
// tests/gcc_differential.rs computes the same tokens with polyint and compares.
//
// Every case avoids inputs GCC does not accept (signed overflow, division by zero, failing
// assertions): the Rust side only generates such cases.

#include "gcc-plugin.h"
#include <cstdio>
#include <cstdlib>
#include <string>
#include <type_traits>

typedef poly_int<2, HOST_WIDE_INT> P2;
typedef poly_int<1, HOST_WIDE_INT> P1;
typedef poly_int<2, unsigned HOST_WIDE_INT> U2;
typedef poly_int<3, HOST_WIDE_INT> P3;

static std::string out;

static void tok (const char *name, const std::string &v)
{
  out += ' ';
  out += name;
  out += '=';
  out += v;
}

template<typename T>
static std::string num (T v)
{
  if (std::is_signed<T>::value)
    return std::to_string ((long long) v);
  return std::to_string ((unsigned long long) v);
}

template<unsigned int N, typename C>
static std::string poly (const poly_int_pod<N, C> &p)
{
  std::string s = "[";
  for (unsigned int i = 0; i < N; i++)
    s += num (p.coeffs[i]) + (i + 1 < N ? "," : "]");
  return s;
}

// A wide-int value as its low two 64-bit storage words (sign-extended): "hi:lo" in hex.
template<typename W>
static std::string words (const W &w)
{
  char buf[64];
  snprintf (buf, sizeof buf, "%lx:%lx", (unsigned long) w.elt (1), (unsigned long) w.elt (0));
  return buf;
}

template<unsigned int N, typename W>
static std::string wpoly (const poly_int_pod<N, W> &p)
{
  std::string s = "[";
  for (unsigned int i = 0; i < N; i++)
    s += words (p.coeffs[i]) + (i + 1 < N ? "," : "]");
  return s;
}

template<typename T>
static std::string dec (const T &value)
{
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream (&buf, &len);
  print_dec (value, f);
  fclose (f);
  std::string s (buf, len);
  free (buf);
  return s;
}

template<typename T>
static std::string dec_sgn (const T &value, signop sgn)
{
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream (&buf, &len);
  print_dec (value, f, sgn);
  fclose (f);
  std::string s (buf, len);
  free (buf);
  return s;
}

template<typename T>
static std::string hexs (const T &value)
{
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream (&buf, &len);
  print_hex (value, f);
  fclose (f);
  std::string s (buf, len);
  free (buf);
  return s;
}

static std::string b (bool v) { return v ? "1" : "0"; }

// Comparisons of two operands of any shapes GCC accepts.
template<typename A, typename B>
static void comparisons (const char *tag, const A &a, const B &c)
{
  std::string t (tag);
  tok ((t + "meq").c_str (), b (maybe_eq (a, c)));
  tok ((t + "mne").c_str (), b (maybe_ne (a, c)));
  tok ((t + "mlt").c_str (), b (maybe_lt (a, c)));
  tok ((t + "mle").c_str (), b (maybe_le (a, c)));
  tok ((t + "mgt").c_str (), b (maybe_gt (a, c)));
  tok ((t + "mge").c_str (), b (maybe_ge (a, c)));
  tok ((t + "keq").c_str (), b (known_eq (a, c)));
  tok ((t + "kne").c_str (), b (known_ne (a, c)));
  tok ((t + "klt").c_str (), b (known_lt (a, c)));
  tok ((t + "kle").c_str (), b (known_le (a, c)));
  tok ((t + "kgt").c_str (), b (known_gt (a, c)));
  tok ((t + "kge").c_str (), b (known_ge (a, c)));
}

// i2 a0 a1 b0 b1 c align s1 s20 s21 fcm
static void case_i2 (const char *line)
{
  long a0, a1, b0, b1, c, al, s1, s20, s21, fcm;
  if (sscanf (line, "%ld %ld %ld %ld %ld %ld %ld %ld %ld %ld",
	      &a0, &a1, &b0, &b1, &c, &al, &s1, &s20, &s21, &fcm) != 10)
    abort ();
  P2 a (a0, a1), bp (b0, b1), s2 (s20, s21);
  comparisons ("", a, bp);
  comparisons ("c", a, c);
  comparisons ("r", c, a);
  tok ("ord", b (ordered_p (a, bp)));
  tok ("ordc", b (ordered_p (a, c)));
  if (ordered_p (a, bp))
    {
      tok ("omin", poly (ordered_min (a, bp)));
      tok ("omax", poly (ordered_max (a, bp)));
    }
  if (ordered_p (a, c))
    {
      tok ("ominc", poly (ordered_min (a, c)));
      tok ("omaxc", poly (ordered_max (c, a)));
    }
  tok ("sort", num (compare_sizes_for_sort (a, bp)));
  tok ("lb", poly (lower_bound (a, bp)));
  tok ("ub", poly (upper_bound (a, bp)));
  tok ("lbc", poly (lower_bound (a, c)));
  tok ("ubc", poly (upper_bound (c, a)));
  tok ("add", poly (a + bp));
  tok ("sub", poly (a - bp));
  tok ("neg", poly (-a));
  tok ("not", poly (~a));
  tok ("mul", poly (a * c));
  tok ("cmul", poly (c * a));
  tok ("shl", poly (a << 3));
  tok ("csub", poly (c - a));
  tok ("addc", poly (a + c));
  P2 acc = a;
  acc += bp;
  acc -= c;
  acc *= 3;
  acc <<= 1;
  tok ("assign", poly (acc));
  tok ("mp", b (multiple_p (a, c)));
  P2 q;
  HOST_WIDE_INT qc;
  HOST_WIDE_INT rc;
  P2 r;
  tok ("mq", multiple_p (a, c, &q) ? poly (q) : "-");
  if (multiple_p (a, c))
    tok ("ediv", poly (exact_div (a, c)));
  tok ("cmpc", constant_multiple_p (a, c, &qc) ? num (qc) : "-");
  if (a0 != 0)
    {
      tok ("cmpr", constant_multiple_p (c, a, &qc) ? num (qc) : "-");
      tok ("mpr", multiple_p (c, a, &qc) ? num (qc) : "-");
    }
  if (b0 != 0)
    {
      tok ("mpp", multiple_p (a, bp, &q) ? poly (q) : "-");
      tok ("cmp", constant_multiple_p (a, bp, &qc) ? num (qc) : "-");
      tok ("cdt", can_div_trunc_p (a, bp, &qc, &r) ? num (qc) + ";" + poly (r) : "-");
      tok ("cdtp", can_div_trunc_p (a, bp, &q) ? poly (q) : "-");
      tok ("caz", can_div_away_from_zero_p (a, bp, &qc) ? num (qc) : "-");
      if (multiple_p (a, bp))
	tok ("edivp", poly (exact_div (a, bp)));
    }
  tok ("cdc", can_div_trunc_p (a, c, &q, &rc) ? poly (q) + ";" + num (rc) : "-");
  tok ("cdcq", can_div_trunc_p (a, c, &qc) ? num (qc) : "-");
  tok ("ior", can_ior_p (a, c & 15, &r) ? poly (r) : "-");
  tok ("gcd", num (coeff_gcd (a)));
  if (maybe_ne (a, 0))
    tok ("cm", poly (common_multiple (a, c)));
  if (fcm)
    tok ("fcm", poly (force_common_multiple (a, bp)));
  tok ("cap", b (can_align_p (a, al)));
  tok ("cau", can_align_up (a, al, &r) ? poly (r) : "-");
  tok ("cad", can_align_down (a, al, &r) ? poly (r) : "-");
  tok ("keu", b (known_equal_after_align_up (a, bp, al)));
  tok ("ked", b (known_equal_after_align_down (a, bp, al)));
  tok ("alb", poly (aligned_lower_bound (a, al)));
  tok ("aub", poly (aligned_upper_bound (a, al)));
  tok ("kmis", known_misalignment (a, al, &qc) ? num (qc) : "-");
  tok ("kal", num (known_alignment (a)));
  if (can_align_p (a, al))
    {
      tok ("fau", poly (force_align_up (a, al)));
      tok ("fad", poly (force_align_down (a, al)));
      tok ("fadd", poly (force_align_down_and_div (a, al)));
      tok ("faud", poly (force_align_up_and_div (a, al)));
      tok ("fgm", num (force_get_misalignment (a, al)));
    }
  if (known_ge (a, 0))
    tok ("clb", num (constant_lower_bound (a)));
  tok ("clbl", num (constant_lower_bound_with_limit (a, c)));
  tok ("cubl", num (constant_upper_bound_with_limit (a, c)));
  tok ("ks", b (known_size_p (a)));
  tok ("ks1", b (known_size_p (s1)));
  tok ("mir", b (maybe_in_range_p (a, bp, s1)));
  tok ("kir", b (known_in_range_p (a, bp, s1)));
  tok ("mirp", b (maybe_in_range_p (a, bp, s2)));
  tok ("kirp", b (known_in_range_p (a, bp, s2)));
  tok ("mirc", b (maybe_in_range_p (c, bp, s1)));
  tok ("rmo", b (ranges_maybe_overlap_p (a, s1, bp, s2)));
  tok ("rko", b (ranges_known_overlap_p (a, s1, bp, s2)));
  tok ("rmoc", b (ranges_maybe_overlap_p (c, s1, bp, s1)));
  tok ("ksr", b (known_subrange_p (a, s1, bp, s2)));
  tok ("ksr2", b (known_subrange_p (a, s2, bp, s2)));
  tok ("epr", b (endpoint_representable_p (a, s2)));
  tok ("cir", b (coeffs_in_range_p (a, -3, 5)));
  tok ("isc", b (a.is_constant ()));
  if (a.is_constant ())
    tok ("toc", num (a.to_constant ()));
  tok ("pd", dec (a));
  tok ("pdu", dec_sgn (a, UNSIGNED));
  tok ("ph", hexs (a));
  wi::overflow_type ovf;
  poly_int<2, widest_int> w = wi::add (a, bp, SIGNED, &ovf);
  tok ("wadd", wpoly (w) + ";" + num ((int) ovf));
}

// i3 a0 a1 a2 b0 b1 b2 c align s1 s0 s1 s2: N = 3, where GCC has everything but maybe_eq.
static void case_i3 (const char *line)
{
  long a0, a1, a2, b0, b1, b2, c, al, s1, t0, t1, t2;
  if (sscanf (line, "%ld %ld %ld %ld %ld %ld %ld %ld %ld %ld %ld %ld",
	      &a0, &a1, &a2, &b0, &b1, &b2, &c, &al, &s1, &t0, &t1, &t2) != 12)
    abort ();
  P3 a, bp, s3;
  a.coeffs[0] = a0, a.coeffs[1] = a1, a.coeffs[2] = a2;
  bp.coeffs[0] = b0, bp.coeffs[1] = b1, bp.coeffs[2] = b2;
  s3.coeffs[0] = t0, s3.coeffs[1] = t1, s3.coeffs[2] = t2;
  tok ("mne", b (maybe_ne (a, bp)));
  tok ("mlt", b (maybe_lt (a, bp)));
  tok ("mle", b (maybe_le (a, bp)));
  tok ("mgt", b (maybe_gt (a, bp)));
  tok ("mge", b (maybe_ge (a, bp)));
  tok ("keq", b (known_eq (a, bp)));
  tok ("klt", b (known_lt (a, bp)));
  tok ("kle", b (known_le (a, bp)));
  tok ("kgt", b (known_gt (a, bp)));
  tok ("kge", b (known_ge (a, bp)));
  tok ("cmlt", b (maybe_lt (a, c)));
  tok ("ckle", b (known_le (c, a)));
  tok ("ord", b (ordered_p (a, bp)));
  if (ordered_p (a, bp))
    {
      tok ("omin", poly (ordered_min (a, bp)));
      tok ("omax", poly (ordered_max (a, bp)));
    }
  tok ("sort", num (compare_sizes_for_sort (a, bp)));
  tok ("lb", poly (lower_bound (a, bp)));
  tok ("ub", poly (upper_bound (a, c)));
  tok ("add", poly (a + bp));
  tok ("not", poly (~a));
  tok ("csub", poly (c - a));
  tok ("mul", poly (a * c));
  P3 q, r;
  HOST_WIDE_INT qc, rc;
  tok ("mq", multiple_p (a, c, &q) ? poly (q) : "-");
  if (b0 != 0)
    {
      tok ("mpp", multiple_p (a, bp, &q) ? poly (q) : "-");
      tok ("cdt", can_div_trunc_p (a, bp, &qc, &r) ? num (qc) + ";" + poly (r) : "-");
      tok ("caz", can_div_away_from_zero_p (a, bp, &qc) ? num (qc) : "-");
    }
  tok ("cdc", can_div_trunc_p (a, c, &q, &rc) ? poly (q) + ";" + num (rc) : "-");
  tok ("ior", can_ior_p (a, c & 15, &r) ? poly (r) : "-");
  tok ("gcd", num (coeff_gcd (a)));
  tok ("cap", b (can_align_p (a, al)));
  tok ("cau", can_align_up (a, al, &r) ? poly (r) : "-");
  tok ("alb", poly (aligned_lower_bound (a, al)));
  tok ("aub", poly (aligned_upper_bound (a, al)));
  tok ("kmis", known_misalignment (a, al, &qc) ? num (qc) : "-");
  tok ("kal", num (known_alignment (a)));
  tok ("clbl", num (constant_lower_bound_with_limit (a, c)));
  tok ("ks", b (known_size_p (a)));
  tok ("mir", b (maybe_in_range_p (a, bp, s1)));
  tok ("kir", b (known_in_range_p (a, bp, s3)));
  tok ("rmo", b (ranges_maybe_overlap_p (a, s3, bp, s1)));
  tok ("rko", b (ranges_known_overlap_p (a, s1, bp, s3)));
  tok ("ksr", b (known_subrange_p (a, s1, bp, s3)));
  tok ("epr", b (endpoint_representable_p (a, s3)));
  tok ("pd", dec (a));
}

// i1 a0 b0 c align s1
static void case_i1 (const char *line)
{
  long a0, b0, c, al, s1;
  if (sscanf (line, "%ld %ld %ld %ld %ld", &a0, &b0, &c, &al, &s1) != 5)
    abort ();
  P1 a (a0), bp (b0);
  comparisons ("", a, bp);
  tok ("ord", b (ordered_p (a, bp)));
  tok ("omin", poly (ordered_min (a, bp)));
  tok ("omax", poly (ordered_max (a, bp)));
  P1 q;
  HOST_WIDE_INT qc;
  tok ("cdc", can_div_trunc_p (a, c, &q) ? poly (q) : "-");
  if (b0 != 0)
    tok ("cdt", can_div_trunc_p (a, bp, &qc) ? num (qc) : "-");
  tok ("aub", poly (aligned_upper_bound (a, al)));
  tok ("mir", b (maybe_in_range_p (a, bp, s1)));
  tok ("rko", b (ranges_known_overlap_p (a, s1, bp, s1)));
  tok ("ksr", b (known_subrange_p (a, s1, bp, s1)));
  tok ("pd", dec (a));
}

// u2 a0 a1 b0 b1 c align s1
static void case_u2 (const char *line)
{
  unsigned long a0, a1, b0, b1, c, al, s1;
  if (sscanf (line, "%lu %lu %lu %lu %lu %lu %lu", &a0, &a1, &b0, &b1, &c, &al, &s1) != 7)
    abort ();
  U2 a (a0, a1), bp (b0, b1);
  comparisons ("", a, bp);
  comparisons ("c", a, c);
  tok ("ord", b (ordered_p (a, bp)));
  tok ("add", poly (a + bp));
  tok ("sub", poly (a - bp));
  tok ("neg", poly (-a));
  tok ("not", poly (~a));
  tok ("mul", poly (a * c));
  tok ("csub", poly (c - a));
  tok ("ks", b (known_size_p (a)));
  tok ("ks1", b (known_size_p (s1)));
  tok ("mir", b (maybe_in_range_p (a, bp, s1)));
  tok ("kir", b (known_in_range_p (a, bp, s1)));
  tok ("rmo", b (ranges_maybe_overlap_p (a, s1, bp, s1)));
  tok ("rko", b (ranges_known_overlap_p (a, s1, bp, s1)));
  tok ("ksr", b (known_subrange_p (a, s1, bp, s1)));
  tok ("epr", b (endpoint_representable_p (a, bp)));
  tok ("aub", poly (aligned_upper_bound (a, al)));
  tok ("alb", poly (aligned_lower_bound (a, al)));
  tok ("kal", num (known_alignment (a)));
  U2 q;
  if (c != 0)
    tok ("cdc", can_div_trunc_p (a, c, &q) ? poly (q) : "-");
  tok ("pd", dec (a));
  tok ("pds", dec_sgn (a, SIGNED));
  tok ("ph", hexs (a));
}

// s2 a0 a1 b0 b1 c align s1: poly_uint16, the type of GCC's mode sizes.
static void case_s2 (const char *line)
{
  unsigned int a0, a1, b0, b1, c, al, s1;
  if (sscanf (line, "%u %u %u %u %u %u %u", &a0, &a1, &b0, &b1, &c, &al, &s1) != 7)
    abort ();
  typedef poly_int<2, unsigned short> S2;
  S2 a ((unsigned short) a0, (unsigned short) a1), bp ((unsigned short) b0, (unsigned short) b1);
  unsigned short cs = c, ss = s1;
  comparisons ("", a, bp);
  comparisons ("c", a, cs);
  tok ("ord", b (ordered_p (a, bp)));
  tok ("ks", b (known_size_p (a)));
  tok ("ks1", b (known_size_p (ss)));
  tok ("mir", b (maybe_in_range_p (a, bp, ss)));
  tok ("kir", b (known_in_range_p (a, bp, ss)));
  tok ("rmo", b (ranges_maybe_overlap_p (a, ss, bp, ss)));
  tok ("rko", b (ranges_known_overlap_p (a, ss, bp, ss)));
  tok ("ksr", b (known_subrange_p (a, ss, bp, ss)));
  tok ("aub", poly (aligned_upper_bound (a, al)));
  tok ("alb", poly (aligned_lower_bound (a, al)));
  S2 r;
  tok ("cau", can_align_up (a, al, &r) ? poly (r) : "-");
  tok ("kal", num (known_alignment (a)));
  tok ("gcd", num (coeff_gcd (a)));
  if (cs != 0)
    tok ("cdc", can_div_trunc_p (a, cs, &r) ? poly (r) : "-");
  tok ("padd", poly (a + bp));
  tok ("psub", poly (a - bp));
  tok ("pmul", poly (a * (int) c));
  tok ("pd", dec (a));
  tok ("ph", hexs (a));
}

template<typename T>
static std::string kind ()
{
  return std::to_string (sizeof (T) * 8) + (std::is_signed<T>::value ? "s" : "u");
}

// mx ua0 ua1 sb0 sb1 c
static void case_mx (const char *line)
{
  unsigned long ua0, ua1;
  long sb0, sb1, c;
  if (sscanf (line, "%lu %lu %ld %ld %ld", &ua0, &ua1, &sb0, &sb1, &c) != 5)
    abort ();
  U2 ua (ua0, ua1);
  P2 sb (sb0, sb1);
  comparisons ("us", ua, sb);
  comparisons ("su", sb, ua);
  comparisons ("uc", ua, (int) c);
  comparisons ("cu", (int) c, ua);
  comparisons ("sc", sb, (unsigned long) c);
  comparisons ("cs", (unsigned long) c, sb);
  poly_int<2, unsigned int> u32 ((unsigned int) ua0, (unsigned int) ua1);
  poly_int<2, int> i32 ((int) sb0, (int) sb1);
  comparisons ("32", u32, i32);
  poly_int<2, unsigned short> u16 ((unsigned short) ua0, (unsigned short) ua1);
  comparisons ("16", u16, i32);
  comparisons ("16c", u16, (int) c);
  // The chapter's promotion examples: the result's coefficient kind and value.
  typedef decltype (u16 + (int) c) R1;
  typedef decltype ((unsigned int) c + u16) R2;
  typedef decltype (sb + (int) c) R3;
  typedef decltype (i32 + ua) R4;
  typedef decltype ((unsigned long) c + sb) R5;
  tok ("p1", kind<poly_int_traits<R1>::coeff_type> () + poly (u16 + (int) c));
  tok ("p2", kind<poly_int_traits<R2>::coeff_type> () + poly ((unsigned int) c + u16));
  tok ("p3", kind<poly_int_traits<R3>::coeff_type> () + poly (sb + (int) c));
  tok ("p4", kind<poly_int_traits<R4>::coeff_type> () + poly (i32 + ua));
  tok ("p5", kind<poly_int_traits<R5>::coeff_type> () + poly ((unsigned long) c + sb));
}

// The coefficient kind of a poly_int's or a scalar's type, as kind<T> () prints it.
template<typename T> struct kind_of { static std::string get () { return kind<T> (); } };
template<unsigned int N, typename C>
struct kind_of<poly_int<N, C> > { static std::string get () { return kind<C> (); } };

template<typename T> static std::string show (const T &v) { return num (v); }
template<unsigned int N, typename C>
static std::string show (const poly_int<N, C> &v) { return poly (v); }

// A result with its C++ type: "16s[3,4]" is a poly_int<2, short> [3,4].
template<typename T>
static std::string typed (const T &v)
{
  return kind_of<T>::get () + show (v);
}

// nw T S a0 a1 b0 b1 c align fcm epr: every routine with a result type on poly_int<2, T> and
// scalars of type S, with GCC's own promotions.
template<typename T, typename S>
static void narrow (const char *rest)
{
  long a0, a1, b0, b1, cl, all, fcm, epr;
  if (sscanf (rest, "%ld %ld %ld %ld %ld %ld %ld %ld",
	      &a0, &a1, &b0, &b1, &cl, &all, &fcm, &epr) != 8)
    abort ();
  typedef poly_int<2, T> PT;
  PT a ((T) a0, (T) a1), bp ((T) b0, (T) b1);
  S c = (S) cl, al = (S) all;
  tok ("add", typed (a + bp));
  tok ("sub", typed (a - bp));
  tok ("adds", typed (a + c));
  tok ("subs", typed (a - c));
  tok ("ssub", typed (c - a));
  tok ("mul", typed (a * c));
  tok ("smul", typed (c * a));
  tok ("neg", typed (-a));
  tok ("not", typed (~a));
  tok ("shl", typed (a << 3));
  if (ordered_p (a, bp))
    {
      tok ("omin", typed (ordered_min (a, bp)));
      tok ("omax", typed (ordered_max (a, bp)));
    }
  tok ("lb", typed (lower_bound (a, bp)));
  tok ("ub", typed (upper_bound (a, bp)));
  tok ("lbc", typed (lower_bound (a, c)));
  tok ("ubc", typed (upper_bound (a, c)));
  tok ("clbl", typed (constant_lower_bound_with_limit (a, c)));
  tok ("cubl", typed (constant_upper_bound_with_limit (a, c)));
  tok ("gcd", typed (coeff_gcd (a)));
  tok ("kal", typed (known_alignment (a)));
  HOST_WIDE_INT m;
  tok ("kmis", known_misalignment (a, al, &m) ? num (m) : "-");
  tok ("cap", b (can_align_p (a, al)));
  PT r;
  tok ("cau", can_align_up (a, al, &r) ? poly (r) : "-");
  tok ("cad", can_align_down (a, al, &r) ? poly (r) : "-");
  tok ("alb", typed (aligned_lower_bound (a, al)));
  tok ("aub", typed (aligned_upper_bound (a, al)));
  if (can_align_p (a, al))
    {
      tok ("fgm", typed (force_get_misalignment (a, al)));
      tok ("fau", typed (force_align_up (a, al)));
      tok ("fad", typed (force_align_down (a, al)));
      tok ("faud", typed (force_align_up_and_div (a, al)));
      tok ("fadd", typed (force_align_down_and_div (a, al)));
      tok ("gfaud", poly (force_align_up_and_div (a, (T) al)));
      tok ("gfadd", poly (force_align_down_and_div (a, (T) al)));
    }
  poly_int<2, HOST_WIDE_INT> q;
  HOST_WIDE_INT qc;
  if (c != 0)
    {
      tok ("mq", multiple_p (a, c, &q) ? poly (q) : "-");
      if (multiple_p (a, c))
	tok ("ediv", typed (exact_div (a, c)));
      tok ("cdt", can_div_trunc_p (a, c, &q) ? poly (q) : "-");
    }
  if (b0 != 0)
    {
      tok ("cmp", constant_multiple_p (a, bp, &qc) ? num (qc) : "-");
      tok ("cdtp", can_div_trunc_p (a, bp, &qc) ? num (qc) : "-");
      tok ("caz", can_div_away_from_zero_p (a, bp, &qc) ? num (qc) : "-");
      if (multiple_p (a, bp))
	tok ("edivp", typed (exact_div (a, bp)));
    }
  if (maybe_ne (a, 0))
    {
      tok ("cm", typed (common_multiple (a, c)));
      tok ("scm", typed (common_multiple (c, a)));
    }
  if (fcm)
    tok ("fcm", typed (force_common_multiple (a, bp)));
  if (epr)
    tok ("gepr", b (endpoint_representable_p (a, bp)));
}

template<typename T>
static void narrow_s (char s, const char *rest)
{
  if (s == 'i')
    narrow<T, int> (rest);
  else if (s == 'u')
    narrow<T, unsigned int> (rest);
  else
    narrow<T, T> (rest);
}

// nw T S ...: T is one of bu hu iu is lu ls (unsigned char, unsigned short, unsigned int,
// int, unsigned long, long: wide-int.h has no traits for signed char and short); S is
// i (int), u (unsigned int) or t (T itself).
static void case_nw (const char *line)
{
  char t0 = line[0], t1 = line[1], s = line[3];
  const char *rest = line + 5;
  if (t0 == 'b' && t1 == 'u')
    narrow_s<unsigned char> (s, rest);
  else if (t0 == 'h' && t1 == 'u')
    narrow_s<unsigned short> (s, rest);
  else if (t0 == 'i')
    t1 == 'u' ? narrow_s<unsigned int> (s, rest) : narrow_s<int> (s, rest);
  else if (t0 == 'l')
    t1 == 'u' ? narrow_s<unsigned long> (s, rest) : narrow_s<long> (s, rest);
  else
    abort ();
}

static offset_int off (long hi, unsigned long lo)
{
  return wi::lshift (offset_int (hi), 64) | offset_int (lo);
}

// of ah0 al0 ah1 al1 bh0 bl0 bh1 bl1 ch cl sgn align
static void case_of (const char *line)
{
  long ah0, ah1, bh0, bh1, ch, al;
  unsigned long al0, al1, bl0, bl1, cl;
  int sg;
  if (sscanf (line, "%ld %lu %ld %lu %ld %lu %ld %lu %ld %lu %d %ld",
	      &ah0, &al0, &ah1, &al1, &bh0, &bl0, &bh1, &bl1, &ch, &cl, &sg, &al) != 12)
    abort ();
  signop sgn = sg ? SIGNED : UNSIGNED;
  poly_int<2, offset_int> a (off (ah0, al0), off (ah1, al1)), bp (off (bh0, bl0), off (bh1, bl1));
  offset_int c = off (ch, cl);
  comparisons ("", a, bp);
  comparisons ("c", a, c);
  wi::overflow_type ovf;
  poly_int<2, offset_int> r = wi::add (a, bp, sgn, &ovf);
  tok ("add", wpoly (r) + ";" + num ((int) ovf));
  r = wi::sub (a, bp, sgn, &ovf);
  tok ("sub", wpoly (r) + ";" + num ((int) ovf));
  r = wi::mul (a, c, sgn, &ovf);
  tok ("mul", wpoly (r) + ";" + num ((int) ovf));
  r = wi::neg (a, &ovf);
  tok ("neg", wpoly (r) + ";" + num ((int) ovf));
  tok ("shl", wpoly (wi::lshift (a, 5)));
  tok ("padd", wpoly (poly_int<2, offset_int> (a + bp)));
  tok ("pnot", wpoly (poly_int<2, offset_int> (~a)));
  tok ("aub", wpoly (aligned_upper_bound (a, al)));
  tok ("ks", b (known_size_p (a)));
  HOST_WIDE_INT dummy;
  (void) dummy;
  poly_int<2, HOST_WIDE_INT> h;
  tok ("shwi", a.to_shwi (&h) ? poly (h) : "-");
  poly_int<2, unsigned HOST_WIDE_INT> uh;
  tok ("uhwi", a.to_uhwi (&uh) ? poly (uh) : "-");
  tok ("fshwi", poly (a.force_shwi ()));
  tok ("fuhwi", poly (a.force_uhwi ()));
  P2 small ((HOST_WIDE_INT) al0, (HOST_WIDE_INT) al1);
  tok ("from", wpoly (poly_int<2, offset_int>::from (small, sgn)));
  U2 usmall (al0, al1);
  tok ("fromu", wpoly (poly_int<2, offset_int>::from (usmall, sgn)));
  tok ("pd", dec (a));
  tok ("pdu", dec_sgn (a, UNSIGNED));
  tok ("ph", hexs (a));
  // offset_int against host integers: wide-int comparisons, the host value extended by
  // its own sign.
  comparisons ("oh", a, small);
  comparisons ("ou", a, usmall);
  comparisons ("oc", a, (HOST_WIDE_INT) al1);
}

// wi prec ah0 al0 ah1 al1 bh0 bl0 bh1 bl1 ch cl sgn
static void case_wi (const char *line)
{
  unsigned int prec;
  long ah0, ah1, bh0, bh1, ch;
  unsigned long al0, al1, bl0, bl1, cl;
  int sg;
  if (sscanf (line, "%u %ld %lu %ld %lu %ld %lu %ld %lu %ld %lu %d",
	      &prec, &ah0, &al0, &ah1, &al1, &bh0, &bl0, &bh1, &bl1, &ch, &cl, &sg) != 12)
    abort ();
  signop sgn = sg ? SIGNED : UNSIGNED;
  auto mk = [prec] (long hi, unsigned long lo) {
    return wide_int::from (off (hi, lo), prec, SIGNED);
  };
  poly_int<2, wide_int> a (mk (ah0, al0), mk (ah1, al1)), bp (mk (bh0, bl0), mk (bh1, bl1));
  wide_int c = mk (ch, cl);
  wi::overflow_type ovf;
  poly_int<2, wide_int> r = wi::add (a, bp, sgn, &ovf);
  tok ("add", wpoly (r) + ";" + num ((int) ovf));
  r = wi::sub (a, bp, sgn, &ovf);
  tok ("sub", wpoly (r) + ";" + num ((int) ovf));
  r = wi::mul (a, c, sgn, &ovf);
  tok ("mul", wpoly (r) + ";" + num ((int) ovf));
  r = wi::neg (a, &ovf);
  tok ("neg", wpoly (r) + ";" + num ((int) ovf));
  tok ("shl", wpoly (poly_int<2, wide_int> (wi::lshift (a, 3))));
  tok ("sext", wpoly (poly_int<2, wide_int> (wi::sext (a, 5))));
  tok ("zext", wpoly (poly_int<2, wide_int> (wi::zext (a, 5))));
  poly_int<2, HOST_WIDE_INT> h;
  tok ("shwi", a.to_shwi (&h) ? poly (h) : "-");
  poly_int<2, unsigned HOST_WIDE_INT> uh;
  tok ("uhwi", a.to_uhwi (&uh) ? poly (uh) : "-");
  tok ("fshwi", poly (a.force_shwi ()));
  tok ("fuhwi", poly (a.force_uhwi ()));
  tok ("pd", dec_sgn (a, sgn));
  tok ("ph", hexs (a));
  P2 small ((HOST_WIDE_INT) al0, (HOST_WIDE_INT) al1);
  tok ("from", wpoly (poly_int<2, wide_int>::from (small, prec, sgn)));
  tok ("shwip", wpoly (poly_int<2, wide_int> (wi::shwi (small, prec))));
}

int main ()
{
  char line[1024];
  // Line-buffered, so that a crash on one case leaves the earlier answers readable.
  setvbuf (stdout, NULL, _IOLBF, 0);
  while (fgets (line, sizeof line, stdin))
    {
      out.clear ();
      if (line[0] == '#' || line[0] == '\n')
	continue;
      const char *rest = line + 3;
      if (!strncmp (line, "i2 ", 3))
	case_i2 (rest);
      else if (!strncmp (line, "i3 ", 3))
	case_i3 (rest);
      else if (!strncmp (line, "i1 ", 3))
	case_i1 (rest);
      else if (!strncmp (line, "s2 ", 3))
	case_s2 (rest);
      else if (!strncmp (line, "u2 ", 3))
	case_u2 (rest);
      else if (!strncmp (line, "mx ", 3))
	case_mx (rest);
      else if (!strncmp (line, "of ", 3))
	case_of (rest);
      else if (!strncmp (line, "wi ", 3))
	case_wi (rest);
      else if (!strncmp (line, "nw ", 3))
	case_nw (rest);
      else
	abort ();
      printf ("%s\n", out.c_str () + 1);
    }
  return 0;
}
