//! Errors of heap access.

use thiserror::Error;

/// What can go wrong when using a handle or a root.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum GcError {
    /// The handle names an object that was freed (collected or `ggc_free`d), or a slot
    /// since reused: a use after free, caught by the generation check.
    #[error(
        "stale handle to {type_name} (slot {index}, generation {generation}): the object was freed"
    )]
    Stale {
        /// The handle's type.
        type_name: &'static str,
        /// Its slot.
        index: u32,
        /// Its generation.
        generation: u8,
    },
    /// An arena already holds [`MAX_INDEX`](crate::MAX_INDEX) + 1 objects (or as many as
    /// [`Heap::set_arena_limit`](crate::Heap::set_arena_limit) allows).
    #[error("the arena of {type_name} is full ({limit} objects)")]
    ArenaFull {
        /// The arena's type.
        type_name: &'static str,
        /// Its capacity.
        limit: u64,
    },
    /// The arena's objects are held by a client ([`Heap::hold_arena`](crate::Heap::hold_arena)):
    /// allocate through its [`HeldArena`](crate::HeldArena), or lend them back first.
    #[error("the objects of {type_name} are held by a client, not the heap")]
    Held {
        /// The arena's type.
        type_name: &'static str,
    },
    /// A [`Local`](crate::Local) used after its [`Scope`](crate::Scope) ended.
    #[error("local root {slot} belongs to a scope that has ended")]
    ScopeEnded {
        /// The local's slot on the shadow stack.
        slot: u32,
    },
    /// A [`Root`](crate::Root) used after [`Heap::remove_root`](crate::Heap::remove_root).
    #[error("root {slot} was removed")]
    RootRemoved {
        /// The root's slot.
        slot: u32,
    },
    /// An [`ArenaImage`](crate::ArenaImage) that does not describe an arena.
    #[error("bad arena image of {type_name}: {why}")]
    BadImage {
        /// The arena's type.
        type_name: &'static str,
        /// What is wrong.
        why: String,
    },
    /// An arena number ([`HeldArena::number`](crate::HeldArena::number)) this heap has no
    /// arena for.
    #[error("arena number {number} names no arena of this heap ({arenas} arenas)")]
    NoArena {
        /// The number given.
        number: u32,
        /// How many arenas the heap has.
        arenas: usize,
    },
}
