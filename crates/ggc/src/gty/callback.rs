//! [`Callback`]: a function-pointer field the collector ignores and the PCH records by name.

use std::fmt;

/// A named function pointer: GCC's `callback` option.
///
/// The collector never traces it. A PCH cannot store an address that means something in
/// another process, so it stores the name; restoring looks the name up in the
/// PCH registry of the restoring process (GCC records the field's
/// address instead, and relocates it if the load base differs).
#[doc(alias = "callback")]
#[derive(Clone, Copy)]
pub struct Callback<F: Copy + 'static> {
    name: &'static str,
    func: F,
}

impl<F: Copy + 'static> Callback<F> {
    /// A callback called `name` (the key a PCH stores).
    pub const fn new(name: &'static str, func: F) -> Self {
        Callback { name, func }
    }

    /// The name the PCH stores.
    pub const fn name(&self) -> &'static str {
        self.name
    }

    /// The function.
    pub const fn func(&self) -> F {
        self.func
    }
}

impl<F: Copy + 'static> fmt::Debug for Callback<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Callback({})", self.name)
    }
}

impl<F: Copy + 'static> PartialEq for Callback<F> {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
    }
}
impl<F: Copy + 'static> Eq for Callback<F> {}
