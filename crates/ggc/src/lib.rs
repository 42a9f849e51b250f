//! A garbage collector driven by GTY-style annotations, modelled on GCC's GGC.
//!
//! | piece | GCC | here |
//! |---|---|---|
//! | annotate a type | `struct GTY(()) foo` | `#[derive(Gty)]` + `#[gty(...)]` options ([`gty_options`]) |
//! | the walker | `gt_ggc_mx_foo`, `gt_pch_nx_foo`, `gt_pch_p_foo` | one [`Gty::walk`], visited by a [`Walker`] per phase |
//! | a pointer | `foo *` | [`Gc<T>`]: 4 bytes (24-bit slot + 8-bit generation), `Option<Gc<T>>` too |
//! | allocate / free | `ggc_alloc`, `ggc_alloc_cleared`, `ggc_strdup`, `ggc_free` | [`Heap::alloc`], [`Heap::alloc_cleared`], [`Heap::alloc_str`], [`Heap::free`] |
//! | use after free | undefined behaviour | [`GcError::Stale`] from [`Heap::get`] (generation check) |
//! | root tables | `gt_ggc_rtab`, `gt_ggc_deletable_rtab` | [`Heap::add_root`], [`Heap::add_deletable_root`], or a `#[derive(Gty)]` roots struct passed to `collect` |
//! | cache roots | `GTY((cache))`, `gt_clear_cache` | [`GtyCache`]: [`KeyedCache`], [`WeakCache`] |
//! | stack roots | LLVM shadow stack, `llvm.gc.declare` | [`Heap::scope`] → [`Scope::declare`] (RAII) |
//! | safepoint | `ggc_collect ()`, `GGC_COLLECT_FORCE` | [`Heap::collect`], [`Heap::collect_force`]; roots: any [`Roots`], e.g. [`Both`] (a library's and its user's) |
//! | a client's own handle packing | — | `#[gty(generation_bits = N)]` ([`Gty::GENERATION_BITS`]), [`Gc::from_raw`] / [`Gc::raw`], [`Heap::handle_at`] |
//! | a client's hot paths | — | [`Heap::hold_arena`] → [`HeldArena`]: the objects and generations as the client's own field, reached with no type lookup, allocated from reserved runs of slots; lent back for collections ([`HeldArena::lend`]); handles that carry a tag instead of a type, marked by tag: [`Heap::tag_arenas`], [`Walker::tagged_edge`] |
//! | identity-preserving snapshot | — | [`Heap::arena_image`], [`Heap::restore_arena`] ([`ArenaImage`]) |
//! | policy | `ggc-min-expand`, `ggc-min-heapsize`, gc checking | [`Params`]; [`Strategy::MarkSweep`] or [`Strategy::Compacting`] |
//! | `-fmem-report` | `ggc_print_statistics` | [`Heap::statistics`] → [`Statistics`] |
//! | PCH | `gt_pch_save`, `gt_pch_restore` | [`Heap::pch_save`], [`Heap::pch_restore`] with a [`PchRegistry`] ([`pch`]) |
//! | option helpers | gengtype's generated code | [`support`] (traits the derived walkers call) |
//!
//! Memory layout: one arena per type — a `Vec<Option<T>>` of slots plus side tables of one
//! generation byte and one bit per slot (the "allocated" bit, reused as the mark bit during
//! a collection). Marking uses a worklist per arena, never recursion, so a 10,000,000-long
//! chain collects on an 8 MB stack; types with `chain_next` are marked run by run as GCC does.
//!
//! Source map, bottom up (each module imports only those before it; `tests/layout.rs`
//! checks it): `error` · `policy` · `stats` · `gc` the handle · `meta` per-slot generations
//! and mark bits · `gty/` the trait, `std_impls`, caches, [`support`], [`gty_options`], and
//! `gty/walk/` the walks over it (`mark`, `relocate` for compaction, `verify` for checking
//! mode, `note` for PCH, `types` the arena of each type) · `heap/` arenas and access
//! (`store` typed slots, `held` arenas a client holds), `roots` root table and scopes, `root_set`, `image` · `collect`
//! safepoints · [`pch`]. Inside `gty/` the trait, its caches and the marker refer to one
//! another (a `cache` field is marked weakly, so `Walker` names [`GtyCache`], whose
//! [`CacheCx`] wraps the marker): that circle is the folder's own.
//!
//! ```
//! use ggc::{Gc, Gty, Heap};
//!
//! #[derive(Gty)]
//! struct Cons {
//!     car: u32,
//!     #[gty(skip)]
//!     note: &'static str,
//!     cdr: Option<Gc<Cons>>,
//! }
//!
//! let mut heap = Heap::new();
//! let tail = heap.alloc(Cons { car: 2, note: "tail", cdr: None });
//! let list = heap.alloc(Cons { car: 1, note: "head", cdr: Some(tail) });
//! let garbage = heap.alloc(Cons { car: 9, note: "", cdr: None });
//! let root = heap.add_root(list);
//! let report = heap.collect_force(&mut ());
//! assert_eq!((report.marked, report.freed), (2, 1));
//! assert_eq!(heap[tail].car, 2);
//! assert!(heap.get(garbage).is_err()); // a stale handle is an error, never another object
//! heap.remove_root(root).unwrap();
//! heap.collect_force(&mut ());
//! assert!(heap.get(list).is_err());
//! ```

// Where other crates' docs link to this one when cargo has not documented it yet (it
// documents a workspace in no fixed order): beside them, as `cargo doc` lays crates out.
// docs.rs passes its own URLs, which take precedence.
#![doc(html_root_url = "../")]

// The modules, bottom up: each imports only from those declared before it
// (`tests/layout.rs` holds the crate to it; each layer is a group of its own so that
// rustfmt keeps the order).

// Leaves: errors, the collection policy, statistics.
mod error;
mod policy;
mod stats;

// A handle and the per-slot side tables (generation byte, allocated/mark bit) behind it.
mod gc;

// Checking mode's registry of slot blocks, which the side tables allocate in.
mod blocks;
mod meta;

// The Gty trait, its options and impls, caches, and the walks over it (mark, relocate,
// verify, PCH note).
mod gty;

// The heap: typed arenas, root tables and scopes, arena images.
mod heap;

// Safepoints, then precompiled headers.
mod collect;

pub mod pch;

pub use gty::{gty_options, support};

pub use error::GcError;
pub use gc::{GENERATION_BITS, Gc, MAX_INDEX, RawGc};
pub use ggc_derive::Gty;
pub use gty::atomic::Atomic;
pub use gty::cache::{CacheCx, GtyCache, KeyedCache, WeakCache};
pub use gty::callback::Callback;
pub use gty::{Clear, Gty, WalkPurpose, Walker};
pub use heap::held::HeldArena;
pub use heap::image::ArenaImage;
pub use heap::root_set::{Both, Roots};
pub use heap::roots::{Local, Root, Scope};
pub use heap::{ArenaId, Heap, SealKey};
pub use meta::Generations;
pub use pch::{PchError, PchRegistry, PchSummary, PchType};
pub use policy::{Params, Strategy};
pub use stats::{CollectionReport, Statistics, TypeStatistics};
