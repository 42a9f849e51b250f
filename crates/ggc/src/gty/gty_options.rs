//! The `#[gty(...)]` options of [`derive@crate::Gty`], option by option, with GCC's escapes.
//!
//! Write `#[derive(Gty)]` on a struct or enum and put options on the type or on fields, as
//! GCC puts them in `GTY((...))`. Expressions are Rust expressions; GCC's escapes become
//! names bound around them:
//!
//! | GCC escape | Rust name | what it is |
//! |---|---|---|
//! | `%h` | `h` | the current value: in `length` / `string_length` the value holding the field (the struct; for a variant field, the enum value); in `chain_*` and a type's or variant's `desc` the object itself; in a field's `desc` the union field (each element, for an array or `Vec` of unions) |
//! | `%1` | `parent` | the value that immediately contains the field: the struct, or for a variant field the enum value. A variant's fields are also bound by name (struct variants) or as `_0`, `_1`, … (tuple variants), as shared references: they are the variant's `%1.field` |
//! | `%0` | `outer` | the value whose derived walk is running (see [below](#outer-is-the-value-whose-walk-runs)): for a field of a struct that struct, for a variant field the enum value |
//! | `%a` | `index` | in a field's `desc` on an array or `Vec` of unions: the element's index |
//!
//! `h`, `parent` and `outer` are bound in every expression option of a field (`length`,
//! `string_length`, `desc`); in a variant they are bound after the variant's fields, so a field
//! named `h`, `parent`, `outer` or `index` is shadowed by the escape. Expressions are
//! converted with `as usize` (lengths) or `as i64` (discriminators); variant fields are
//! references, so write `*num_elem`, not `num_elem`.
//!
//! | option | where | meaning here |
//! |---|---|---|
//! | `skip` | field, variant | not walked at all (neither marked nor relocated); a skipped variant walks none of its fields |
//! | `atomic` | field (`Gc<T>` / `Option<Gc<T>>`) | the object is kept alive but never walked; `T` must hold no handles (compile-time check) |
//! | `length = expr` | field (sequence) | only the first `expr` elements are walked |
//! | `string_length = expr` | field (byte string) | only `expr` bytes are meaningful; a PCH stores exactly those |
//! | `desc = expr` | union struct, enum variant, or a field of union type | the discriminator compared with the members' tags |
//! | `tag = const` / `default` | member of a union struct, field of a variant with `desc` | the member walked when `desc` equals the tag / when no tag matches; members without either are always walked |
//! | `chain_next = expr`, `chain_prev = expr`, `chain_circular = expr` | type | the marker runs along chains instead of queueing every link |
//! | `deletable` | field (`Option`, collections) | cleared at each collection instead of marked (GCC uses it on globals: put it on a field of the roots struct) |
//! | `cache` | field ([`GtyCache`](crate::GtyCache)) | weak during marking; cleaned between mark and sweep (`gt_clear_cache`) |
//! | `maybe_undef` | field (`Option<T>`, `T` need not be `Gty`) | must stay `None`; a `Some` is reported as a bad handle |
//! | `nested_ptr(Type, to = expr, from = expr)` | field | the field points inside a `Type` object: `from` gives the object's handle (`h` = the field), `to` rebuilds the field from a moved handle (`h` = the handle) |
//! | `reorder = path` | field | after a walk moved handles (compaction, PCH), `path(&mut field)` restores any order that depends on handle values |
//! | `callback` | field ([`Callback`](crate::Callback)) | ignored by the collector; a PCH stores it by name |
//! | `for_user` | type | accepted: every Rust walker can call every other, there is no name mangling to work around |
//! | `special = "name"` | type | the walk is [`GtySpecial::walk_special`](crate::gty::support::GtySpecial) with that `NAME` |
//! | `user` | type | the walk is [`GtyUser::walk_user`](crate::gty::support::GtyUser) |
//! | `variable_size` | type | objects own storage outside their slot; the heap counts it ([`Gty::extra_bytes`](crate::Gty::extra_bytes)) |
//! | `generation_bits = N` | type | ours, not GCC's: handles keep only N (2..=8) generation bits, so a client can pack an arena tag beside the index; the generation window shrinks to 2^(N−1) lifetimes ([`Gty::GENERATION_BITS`](crate::Gty::GENERATION_BITS)) |
//!
//! Every field option works the same on a struct's fields and on the fields of enum variants
//! (tuple and struct variants). A variant itself takes only `skip` and `desc`.
//!
//! Misuse — an unknown option, `atomic` on a handle whose object holds handles, `length` on a
//! non-sequence, `desc` without tags, `tag` in a variant without `desc`, two members with the
//! same tag, an option at the wrong level, an expression naming a field that does not exist —
//! is a compile error pointing at the option.
//!
//! # Examples, option by option
//!
//! `skip`, `atomic`, `length` (GCC's `rtvec_def`: `length ("%h.num_elem")`):
//!
//! ```
//! use ggc::{Gc, Gty};
//! # #[derive(Gty)] struct Rtx(u32);
//! #[derive(Gty)]
//! struct RtVec {
//!     num_elem: usize,
//!     #[gty(length = h.num_elem)]
//!     elem: Vec<Gc<Rtx>>,
//!     #[gty(atomic)]
//!     flags: Gc<Vec<u32>>,
//!     #[gty(skip)]
//!     debug_only: Option<Gc<Rtx>>,
//! }
//! ```
//!
//! `string_length` (GCC's `multi_string`: `string_length ("%h.len + 1")`):
//!
//! ```
//! use ggc::Gty;
//! #[derive(Gty)]
//! struct MultiString {
//!     #[gty(string_length = h.len + 1)]
//!     str: Vec<u8>,
//!     len: usize,
//! }
//! ```
//!
//! `desc` / `tag` / `default` with `%1` (GCC's `tree_binding`:
//! `desc ("BINDING_HAS_LEVEL_P ((tree)&%0)")`), on a union field and on an array of unions
//! with `%a`:
//!
//! ```
//! use ggc::{Gc, Gty};
//! # #[derive(Gty)] struct Tree(u32);
//! # #[derive(Gty)] struct Level(u32);
//! #[derive(Gty)]
//! struct BindingU {
//!     #[gty(tag = 0)]
//!     scope: Option<Gc<Tree>>,
//!     #[gty(tag = 1)]
//!     level: Option<Gc<Level>>,
//! }
//!
//! #[derive(Gty)]
//! struct Binding {
//!     has_level: bool,
//!     #[gty(desc = parent.has_level as i64)]
//!     xscope: BindingU,
//!     #[gty(desc = outer.kinds[index])]
//!     more: Vec<BindingU>,
//!     kinds: Vec<u8>,
//! }
//!
//! /// A union that carries its discriminator; `default` when no tag matches.
//! #[derive(Gty)]
//! #[gty(desc = h.code)]
//! struct Operand {
//!     code: u16,
//!     #[gty(tag = 1)]
//!     tree: Option<Gc<Tree>>,
//!     #[gty(default)]
//!     other: Option<Gc<Level>>,
//! }
//! ```
//!
//! On the fields of enum variants. The escapes name the enum value; the variant's fields are
//! in scope by name (struct variants) or as `_0`, `_1`, … (tuple variants), as `&T`. A variant
//! with `desc` is a union of its `tag`ged fields (GCC's `tree_binding` with the discriminator
//! beside the union):
//!
//! ```
//! use ggc::{Gc, Gty, Heap, Walker};
//! # #[derive(Gty)] struct Tree(u32);
//! # #[derive(Gty)] struct Level(u32);
//! # #[derive(Gty)]
//! # struct BindingU {
//! #     #[gty(tag = 0)]
//! #     scope: Option<Gc<Tree>>,
//! #     #[gty(tag = 1)]
//! #     level: Option<Gc<Level>>,
//! # }
//! #[derive(Gty)]
//! enum Rtx {
//!     /// `length ("%h.num_elem")`: the sibling by name.
//!     Vec {
//!         num_elem: u32,
//!         #[gty(length = *num_elem)]
//!         elem: Vec<Gc<Tree>>,
//!     },
//!     /// `string_length ("%h.len + 1")` in a tuple variant: the sibling is `_1`.
//!     Str(#[gty(string_length = *_1 + 1)] Vec<u8>, usize),
//!     /// A field's `desc`: `h` is the union field, siblings by name, `index` per element.
//!     Binding {
//!         has_level: bool,
//!         #[gty(desc = *has_level as i64)]
//!         xscope: BindingU,
//!         kinds: Vec<u8>,
//!         #[gty(desc = kinds[index])]
//!         more: Vec<BindingU>,
//!     },
//!     /// The variant is the union: `desc` on the variant, `tag`/`default` on its fields;
//!     /// `name` (neither) is walked whatever the tag.
//!     #[gty(desc = *_0)]
//!     Operand(
//!         u8,
//!         #[gty(tag = 1)] Option<Gc<Tree>>,
//!         #[gty(default)] Option<Gc<Level>>,
//!         Option<Gc<Tree>>,
//!     ),
//!     #[gty(skip)]
//!     Opaque(Gc<Tree>),
//! }
//!
//! let mut heap = Heap::new();
//! let elems: Vec<_> = (0..4).map(|i| heap.alloc(Tree(i))).collect();
//! let v = heap.alloc(Rtx::Vec { num_elem: 1, elem: elems });
//! heap.add_root(v);
//! let report = heap.collect_force(&mut ());
//! assert_eq!((report.marked, report.freed), (2, 3)); // only elem[0] was walked
//! ```
//!
//! `chain_next` / `chain_prev` / `chain_circular` (GCC's `TREE_CHAIN` lists,
//! `die_struct`'s `chain_circular ("%h.die_sib")`):
//!
//! ```
//! use ggc::{Gc, Gty};
//! #[derive(Gty)]
//! #[gty(chain_next = h.next, chain_prev = h.prev)]
//! struct Insn {
//!     next: Option<Gc<Insn>>,
//!     prev: Option<Gc<Insn>>,
//! }
//!
//! #[derive(Gty)]
//! #[gty(chain_circular = Some(h.sib))]
//! struct Die {
//!     sib: Gc<Die>,
//! }
//! ```
//!
//! `deletable` and `cache` on the roots struct passed to [`Heap::collect`](crate::Heap::collect)
//! (GCC's `static GTY((deletable)) ...` and `static GTY((cache)) hash_table<...>`):
//!
//! ```
//! use ggc::{Gc, Gty, Heap, WeakCache};
//! # #[derive(Gty)] struct Tree(u32);
//! #[derive(Gty, Default)]
//! struct Globals {
//!     #[gty(deletable)]
//!     free_list: Option<Gc<Tree>>,
//!     #[gty(cache)]
//!     int_cst_cache: WeakCache<i64, Gc<Tree>>,
//! }
//! let mut heap = Heap::new();
//! let mut g = Globals::default();
//! let t = heap.alloc(Tree(7));
//! g.int_cst_cache.insert(7, t);
//! g.free_list = Some(heap.alloc(Tree(0)));
//! heap.collect_force(&mut g);
//! assert!(g.free_list.is_none() && g.int_cst_cache.is_empty());
//! ```
//!
//! `maybe_undef`, `nested_ptr`, `reorder`, `callback`:
//!
//! ```
//! use ggc::{Callback, Gc, Gty};
//! # #[derive(Gty)] struct Buffer(Vec<u8>);
//! #[derive(Clone, Copy)]
//! struct Cursor { buffer: Gc<Buffer>, offset: u32 }
//!
//! fn sort_by_handle(v: &mut [Gc<Buffer>]) { v.sort(); }
//!
//! #[derive(Gty)]
//! struct Parser {
//!     #[gty(maybe_undef)]
//!     backend: Option<Box<dyn Fn() + Send + Sync>>,
//!     #[gty(nested_ptr(Buffer, to = Cursor { buffer: h, offset: 0 }, from = Some(h.buffer)))]
//!     at: Cursor,
//!     #[gty(reorder = sort_by_handle)]
//!     sorted: Vec<Gc<Buffer>>,
//!     #[gty(callback)]
//!     on_error: Option<Callback<fn(&str)>>,
//! }
//! ```
//!
//! `generation_bits`: a type whose handles are repacked with 2 generation bits has a window
//! of two lifetimes per slot (from the heap's first generation, 1 or 3 here). The slot is
//! reused forever, so the third object in it has the first one's generation again; in
//! checking mode the slot retires instead:
//!
//! ```
//! use ggc::{Gty, Heap, Params};
//! #[derive(Gty)]
//! #[gty(generation_bits = 2)]
//! struct Packed(u32);
//! for checking in [false, true] {
//!     let mut heap = Heap::with_params(Params { checking, ..Params::default() });
//!     let first = heap.alloc(Packed(1));
//!     heap.free(first).unwrap();
//!     let second = heap.alloc(Packed(2)); // the slot again, two generations on
//!     assert_eq!((second.index(), second.generation()), (first.index(), (first.generation() + 2) & 3));
//!     heap.free(second).unwrap(); // that was the window's last lifetime
//!     let third = heap.alloc(Packed(3));
//!     assert!(heap.get(second).is_err());
//!     // Wrapping: the slot and the first generation again. Checking: the slot retired.
//!     assert_eq!(third.index() == first.index(), !checking);
//!     assert_eq!(heap.get(first).is_ok(), !checking);
//! }
//! ```
//!
//! `user`, `special`, `for_user`, `variable_size`:
//!
//! ```
//! use ggc::support::{GtySpecial, GtyUser};
//! use ggc::{Gc, Gty, Walker};
//! # #[derive(Gty)] struct Tree(u32);
//! #[derive(Gty)]
//! #[gty(user)]
//! struct Vec2 { items: Vec<(u32, Gc<Tree>)> }
//! impl GtyUser for Vec2 {
//!     fn walk_user<W: Walker>(&mut self, w: &mut W) {
//!         for (_, t) in &mut self.items { w.edge(t); }
//!     }
//! }
//!
//! #[derive(Gty)]
//! #[gty(special = "tree_exp")]
//! struct TreeExp { len: usize, ops: [Option<Gc<Tree>>; 4] }
//! impl GtySpecial for TreeExp {
//!     const NAME: &'static str = "tree_exp";
//!     fn walk_special<W: Walker>(&mut self, w: &mut W) {
//!         for op in self.ops.iter_mut().take(self.len) { op.walk(w); }
//!     }
//! }
//!
//! #[derive(Gty)]
//! #[gty(for_user, variable_size)]
//! struct TreeVec { elts: Vec<Option<Gc<Tree>>> }
//! ```
//!
//! # `outer` is the value whose walk runs
//!
//! GCC's `%0` is the outermost structure: gengtype writes one marker per heap type and
//! inlines the walk of every embedded structure into it, so an embedded structure's `desc`
//! is pasted into each container's marker, where `%0` names that container. A derived
//! [`Gty::walk`](crate::Gty::walk) is one generic function per type instead, type-checked
//! once: an embedded struct's expressions cannot name the fields of whichever type embeds it
//! (it may be embedded in many types, or allocated on its own, where it *is* the outermost).
//! Passing the container down would need the `Gty` trait to carry the container's type
//! through `walk` — a different signature — and a shared borrow of the container while
//! `walk` holds `&mut` to the field being walked (marking and relocation rewrite handles in
//! place), which safe Rust does not allow. So `outer` names the value whose derived walk is
//! running: the struct (or enum value) whose field carries the option. It is GCC's `%0`
//! whenever the option sits on a field of the heap object itself — as in `tree_binding`,
//! where `%0` and `%1` are the same. When an embedded struct's discriminator depends on the
//! container, put the `desc` on the container's field (where `parent` is the container), as
//! `Binding::xscope` does above, rather than inside the embedded struct.
