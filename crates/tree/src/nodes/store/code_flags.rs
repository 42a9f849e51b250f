//! A node's code and flag word: the reads the builders make of every operand, and the
//! rare-flag table that holds flags 23–29 of the compact pools.

use super::Store;
use super::head::{CODE_BITS, head, head_code};
use super::records::{DeclRec, Exp2Rec, ExpNRec, IdentRec, IntRec, ListRec, MiscRec, TypeRec};

use crate::nodes::flags::INLINE_FLAGS;
use crate::nodes::handle::{Pool, Tree};
use crate::{Flag, TreeCode};

impl Store {
    /// The code of `t`, or `None` if the handle names no live node.
    #[inline]
    pub(crate) fn code(&self, t: Tree) -> Option<TreeCode> {
        Some(match t.pool() {
            Pool::Exp2 => head_code(self.rec::<Exp2Rec>(t)?.head),
            Pool::ExpN => head_code(self.rec::<ExpNRec>(t)?.head),
            Pool::IntCst => {
                self.rec::<IntRec>(t)?;
                TreeCode::IntegerCst
            }
            Pool::List => {
                self.rec::<ListRec>(t)?;
                TreeCode::TreeList
            }
            Pool::Ident => {
                self.rec::<IdentRec>(t)?;
                TreeCode::IdentifierNode
            }
            Pool::Decl => self.rec::<DeclRec>(t)?.code,
            Pool::Type => self.rec::<TypeRec>(t)?.code,
            Pool::Misc => self.rec::<MiscRec>(t)?.code,
        })
    }

    /// The code and flag word of `t`, or `None` if the handle names no live node: one pool
    /// dispatch for what the builders read of every operand.
    #[inline]
    pub(crate) fn code_flags(&self, t: Tree) -> Option<(TreeCode, u32)> {
        match t.pool() {
            Pool::Exp2 => {
                let h = self.rec::<Exp2Rec>(t)?.head;
                Some((head_code(h), h.get() >> CODE_BITS | self.rare_flags(t)))
            }
            Pool::ExpN => {
                let h = self.rec::<ExpNRec>(t)?.head;
                Some((head_code(h), h.get() >> CODE_BITS | self.rare_flags(t)))
            }
            _ => {
                let code = self.code(t)?;
                Some((code, self.flags(t)))
            }
        }
    }

    /// Whether no node has one of flags 23–29 set: then a compact-pool node's flags are
    /// all in its record, which build2's fast path reads alone.
    #[inline(always)]
    pub(crate) fn no_rare_flags(&self) -> bool {
        self.weak.rare.is_empty()
    }

    /// The flags an operand contributes to build2's result, in one pool dispatch: its
    /// TREE_SIDE_EFFECTS / TREE_READONLY / TREE_CONSTANT, with TREE_READONLY also set for
    /// constants and for what `PROCESS_ARG` skips (types, NULL_TREE) and TREE_CONSTANT set
    /// for the skipped ones too. `None` for a handle that names no live node or a node
    /// build2's fast path leaves to the generic builder.
    ///
    /// With `RARE` false the caller has checked [`Store::no_rare_flags`], the read makes
    /// no call (build2's fast path) and a type operand is `None` (the slow path takes it);
    /// with `RARE` true a rare flag is looked up out of line. Always inlined: as a call it took an eighth of a cold build2 chain.
    #[inline(always)]
    pub(crate) fn operand_bits<const RARE: bool>(&self, a: Option<Tree>) -> Option<u32> {
        const SKIPPED: u32 = 1 << Flag::Readonly as u32 | 1 << Flag::Constant as u32;
        let Some(t) = a else { return Some(SKIPPED) };
        let rare = |default| {
            if RARE {
                self.rare_flags_or(t, default)
            } else {
                default
            }
        };
        // Compares in the order build2's operands most often come, not a `match`: over
        // the eight pool numbers the compiler made it a jump table (an indirect jump per
        // operand, and a table load).
        let pool = t.pool_number();
        if t.in_first_pool() {
            Some(self.rec::<Exp2Rec>(t)?.head.get() >> CODE_BITS | rare(0))
        } else if pool == Pool::IntCst as u8 {
            // A constant's flags are fixed: only its liveness is read, from the generations
            // (no record load, no record bounds check).
            let (index, generation) = t.parts();
            if !self.arenas.int.is_live_at(index, generation) {
                return None;
            }
            Some(rare(Flag::Constant.bit()) | Flag::Readonly.bit())
        } else if pool == Pool::Decl as u8 {
            Some(self.rec::<DeclRec>(t)?.flags)
        } else if RARE && pool == Pool::Type as u8 {
            // Rare as an operand: the fast path leaves it to the slow one.
            self.rec::<TypeRec>(t)?;
            Some(SKIPPED)
        } else {
            None
        }
    }

    /// Flags 23–29 of a compact-pool node (nearly always none: the table is usually empty).
    #[inline(always)]
    fn rare_flags(&self, t: Tree) -> u32 {
        self.rare_flags_or(t, 0)
    }

    /// The flag word of a live INTEGER_CST: TREE_CONSTANT unless a flag was changed.
    #[inline(always)]
    fn int_cst_flags(&self, t: Tree) -> u32 {
        self.rare_flags_or(t, Flag::Constant.bit())
    }

    /// The rare-flag table's entry for `t`, or `default` (looked up only when the table
    /// has entries).
    #[inline(always)]
    fn rare_flags_or(&self, t: Tree, default: u32) -> u32 {
        if self.weak.rare.is_empty() {
            default
        } else {
            self.rare_flags_listed(t, default)
        }
    }

    /// The rare-flag table's entry for `t`, or `default`: out of line, so that the inlined
    /// flag reads stay small while the table is empty, as it nearly always is.
    #[inline(never)]
    fn rare_flags_listed(&self, t: Tree, default: u32) -> u32 {
        self.weak.rare.get(&t).copied().unwrap_or(default)
    }

    /// The flag word of a live node.
    #[inline]
    pub(crate) fn flags(&self, t: Tree) -> u32 {
        let rare = || self.rare_flags(t);
        match t.pool() {
            Pool::Exp2 => self.live::<Exp2Rec>(t).head.get() >> CODE_BITS | rare(),
            Pool::ExpN => self.live::<ExpNRec>(t).head.get() >> CODE_BITS | rare(),
            Pool::List => self.live::<ListRec>(t).head.get() >> CODE_BITS | rare(),
            Pool::IntCst => self.int_cst_flags(t),
            Pool::Ident => self.live::<IdentRec>(t).flags,
            Pool::Decl => self.live::<DeclRec>(t).flags,
            Pool::Type => self.live::<TypeRec>(t).flags,
            Pool::Misc => self.live::<MiscRec>(t).flags,
        }
    }

    /// Replaces the flag word of a live node.
    pub(crate) fn set_flags(&mut self, t: Tree, flags: u32) {
        let high = flags & !INLINE_FLAGS;
        let set_rare = |store: &mut Store, high: u32| {
            if high == 0 {
                store.weak.rare.remove(&t);
            } else {
                store.weak.rare.insert(t, high);
            }
        };
        match t.pool() {
            Pool::Exp2 => {
                let r = self.live_mut::<Exp2Rec>(t);
                r.head = head(head_code(r.head), flags);
                set_rare(self, high);
            }
            Pool::ExpN => {
                let r = self.live_mut::<ExpNRec>(t);
                r.head = head(head_code(r.head), flags);
                set_rare(self, high);
            }
            Pool::List => {
                self.live_mut::<ListRec>(t).head = head(TreeCode::TreeList, flags);
                set_rare(self, high);
            }
            Pool::IntCst => {
                if flags == Flag::Constant.bit() {
                    self.weak.rare.remove(&t);
                } else {
                    self.weak.rare.insert(t, flags);
                }
            }
            Pool::Ident => self.live_mut::<IdentRec>(t).flags = flags,
            Pool::Decl => self.live_mut::<DeclRec>(t).flags = flags,
            Pool::Type => self.live_mut::<TypeRec>(t).flags = flags,
            Pool::Misc => self.live_mut::<MiscRec>(t).flags = flags,
        }
    }
}
