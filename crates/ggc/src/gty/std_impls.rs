//! [`Gty`] for handles, scalars and the standard containers.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet, VecDeque};
use std::hash::{BuildHasher, Hash};

use crate::gc::Gc;
use crate::gty::{Gty, Walker};

impl<T: Gty> Gty for Gc<T> {
    fn walk<W: Walker>(&mut self, walker: &mut W) {
        walker.edge(self);
    }
}

/// Types that hold no handles: atomic leaves.
macro_rules! atomic_gty {
    ($($t:ty),* $(,)?) => {$(
        impl Gty for $t {
            const HOLDS_HANDLES: bool = false;
            #[inline]
            fn walk<W: Walker>(&mut self, _walker: &mut W) {}
        }
    )*};
}
/// Invokes `$m!` with every primitive scalar type: the one list of them, shared by the
/// atomic [`Gty`] impls here and by `support::HeapBytes`.
macro_rules! with_primitive_scalars {
    ($m:ident) => {
        $m!(
            (),
            bool,
            char,
            u8,
            u16,
            u32,
            u64,
            u128,
            usize,
            i8,
            i16,
            i32,
            i64,
            i128,
            isize,
            f32,
            f64
        );
    };
}
pub(crate) use with_primitive_scalars;

with_primitive_scalars!(atomic_gty);
atomic_gty!(
    &'static str,
    String,
    Box<str>,
    std::num::NonZeroU32,
    std::num::NonZeroU64,
    std::path::PathBuf,
);

impl<T: ?Sized + Send + Sync + 'static> Gty for std::marker::PhantomData<T> {
    const HOLDS_HANDLES: bool = false;
    fn walk<W: Walker>(&mut self, _walker: &mut W) {}
}

impl<T: Gty> Gty for Option<T> {
    const HOLDS_HANDLES: bool = T::HOLDS_HANDLES;
    #[inline(always)]
    fn walk<W: Walker>(&mut self, walker: &mut W) {
        if let Some(v) = self {
            v.walk(walker);
        }
    }
}

impl<T: Gty> Gty for Box<T> {
    const HOLDS_HANDLES: bool = T::HOLDS_HANDLES;
    fn walk<W: Walker>(&mut self, walker: &mut W) {
        (**self).walk(walker);
    }
}

/// Sequences: every element, in order (GCC's `length` arrays become Rust sequences that
/// know their length; `#[gty(length = ..)]` narrows the walk to a prefix).
macro_rules! sequence_gty {
    ($($t:ident),*) => {$(
        impl<T: Gty> Gty for $t<T> {
            const HOLDS_HANDLES: bool = T::HOLDS_HANDLES;
            fn walk<W: Walker>(&mut self, walker: &mut W) {
                if T::HOLDS_HANDLES {
                    for v in self.iter_mut() {
                        v.walk(walker);
                    }
                }
            }
        }
    )*};
}
sequence_gty!(Vec, VecDeque);

impl<T: Gty> Gty for Box<[T]> {
    const HOLDS_HANDLES: bool = T::HOLDS_HANDLES;
    fn walk<W: Walker>(&mut self, walker: &mut W) {
        if T::HOLDS_HANDLES {
            for v in self.iter_mut() {
                v.walk(walker);
            }
        }
    }
}

impl<T: Gty, const N: usize> Gty for [T; N] {
    const HOLDS_HANDLES: bool = T::HOLDS_HANDLES;
    fn walk<W: Walker>(&mut self, walker: &mut W) {
        if T::HOLDS_HANDLES {
            for v in self.iter_mut() {
                v.walk(walker);
            }
        }
    }
}

macro_rules! tuple_gty {
    ($(($($n:tt $t:ident),+))*) => {$(
        impl<$($t: Gty),+> Gty for ($($t,)+) {
            const HOLDS_HANDLES: bool = false $(|| $t::HOLDS_HANDLES)+;
            fn walk<W: Walker>(&mut self, walker: &mut W) {
                $(self.$n.walk(walker);)+
            }
        }
    )*};
}
tuple_gty! {
    (0 A)
    (0 A, 1 B)
    (0 A, 1 B, 2 C)
    (0 A, 1 B, 2 C, 3 D)
    (0 A, 1 B, 2 C, 3 D, 4 E)
}

/// Rebuilds a keyed collection when a walk moves handles inside its keys (the keys' hashes
/// and order depend on them: what GCC's `reorder` hooks are for).
fn rekey<K, V, C, W>(map: &mut C, walker: &mut W)
where
    K: Gty,
    V: Gty,
    W: Walker,
    C: Default + IntoIterator<Item = (K, V)> + Extend<(K, V)>,
{
    let old = std::mem::take(map);
    map.extend(old.into_iter().map(|(mut k, mut v)| {
        k.walk(walker);
        v.walk(walker);
        (k, v)
    }));
}

impl<K: Gty + Clone + Hash + Eq, V: Gty, S: BuildHasher + Default + Send + Sync + 'static> Gty
    for HashMap<K, V, S>
{
    const HOLDS_HANDLES: bool = K::HOLDS_HANDLES || V::HOLDS_HANDLES;
    fn walk<W: Walker>(&mut self, walker: &mut W) {
        if K::HOLDS_HANDLES && walker.moves_handles() {
            rekey(self, walker);
        } else if Self::HOLDS_HANDLES {
            for (k, v) in self.iter_mut() {
                walk_key(k, walker);
                v.walk(walker);
            }
        }
    }
}

impl<K: Gty + Clone + Ord, V: Gty> Gty for BTreeMap<K, V> {
    const HOLDS_HANDLES: bool = K::HOLDS_HANDLES || V::HOLDS_HANDLES;
    fn walk<W: Walker>(&mut self, walker: &mut W) {
        if K::HOLDS_HANDLES && walker.moves_handles() {
            rekey(self, walker);
        } else if Self::HOLDS_HANDLES {
            for (k, v) in self.iter_mut() {
                walk_key(k, walker);
                v.walk(walker);
            }
        }
    }
}

impl<K: Gty + Clone + Hash + Eq, S: BuildHasher + Default + Send + Sync + 'static> Gty
    for HashSet<K, S>
{
    const HOLDS_HANDLES: bool = K::HOLDS_HANDLES;
    fn walk<W: Walker>(&mut self, walker: &mut W) {
        if !K::HOLDS_HANDLES {
            return;
        }
        if walker.moves_handles() {
            let old = std::mem::take(self);
            self.extend(old.into_iter().map(|mut k| {
                k.walk(walker);
                k
            }));
        } else {
            for k in self.iter() {
                walk_key(k, walker);
            }
        }
    }
}

impl<K: Gty + Clone + Ord> Gty for BTreeSet<K> {
    const HOLDS_HANDLES: bool = K::HOLDS_HANDLES;
    fn walk<W: Walker>(&mut self, walker: &mut W) {
        if !K::HOLDS_HANDLES {
            return;
        }
        if walker.moves_handles() {
            let old = std::mem::take(self);
            self.extend(old.into_iter().map(|mut k| {
                k.walk(walker);
                k
            }));
        } else {
            for k in self.iter() {
                walk_key(k, walker);
            }
        }
    }
}

/// Walks a key of a map or set during a walk that does not move handles: keys are only
/// reachable through `&`, so the walk runs over a clone (handles are `Copy`).
fn walk_key<K: Gty + Clone, W: Walker>(key: &K, walker: &mut W) {
    let mut copy = key.clone();
    copy.walk(walker);
}
