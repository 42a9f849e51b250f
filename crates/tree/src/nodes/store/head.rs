//! The head word of the compact records: a node's code and its inline flags, packed.

use std::num::NonZeroU32;

use super::records::Head;

use crate::TreeCode;
use crate::nodes::flags::INLINE_FLAGS;

pub(super) const CODE_BITS: u32 = 9;
pub(super) const CODE_MASK: u32 = (1 << CODE_BITS) - 1;

#[inline]
pub(super) fn head(code: TreeCode, flags: u32) -> Head {
    let raw = code as u32 | (flags & INLINE_FLAGS) << CODE_BITS;
    // Compact pools never hold code 0 (ERROR_MARK lives in the miscellaneous pool).
    Head(NonZeroU32::new(raw).unwrap_or(NonZeroU32::MIN))
}

#[inline]
pub(super) fn head_code(head: Head) -> TreeCode {
    TreeCode::ALL[(head.get() & CODE_MASK) as usize]
}

pub(super) fn valid_head(h: Head) -> bool {
    ((h.get() & CODE_MASK) as usize) < TreeCode::ALL.len()
}
