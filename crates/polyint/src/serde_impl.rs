//! serde support (feature `serde`): a poly_int is the sequence of its N coefficients.

use std::fmt;
use std::marker::PhantomData;

use serde::de::{self, Deserialize, Deserializer, SeqAccess, Visitor};
use serde::ser::{Serialize, SerializeTuple, Serializer};

use crate::poly::PolyInt;

impl<C: Serialize, const N: usize> Serialize for PolyInt<C, N> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut t = s.serialize_tuple(N)?;
        for c in &self.coeffs {
            t.serialize_element(c)?;
        }
        t.end()
    }
}

impl<'de, C: Deserialize<'de>, const N: usize> Deserialize<'de> for PolyInt<C, N> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Coeffs<C, const N: usize>(PhantomData<C>);
        impl<'de, C: Deserialize<'de>, const N: usize> Visitor<'de> for Coeffs<C, N> {
            type Value = PolyInt<C, N>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "a sequence of {N} poly_int coefficients")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
                let mut v = Vec::with_capacity(N);
                while let Some(c) = seq.next_element()? {
                    if v.len() == N {
                        return Err(de::Error::invalid_length(N + 1, &self));
                    }
                    v.push(c);
                }
                let got = v.len();
                let coeffs: [C; N] = v
                    .try_into()
                    .map_err(|_| de::Error::invalid_length(got, &self))?;
                Ok(PolyInt { coeffs })
            }
        }
        d.deserialize_tuple(N, Coeffs::<C, N>(PhantomData))
    }
}
