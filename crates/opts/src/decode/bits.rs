//! An option's `cl_option` bit fields and effective flags in the decoder's configuration.

use crate::table::{ClFlags, OptIndex};

use super::Decoder;

const CL_JOINED: u32 = ClFlags::JOINED.0;
const CL_SEPARATE: u32 = ClFlags::SEPARATE.0;
pub(super) const CL_DRIVER: u32 = ClFlags::DRIVER.0;

/// Bit fields of a `cl_option` as the decoder sees them: all zero for a disabled option,
/// as GCC generates them when the `Condition` is false.
#[derive(Clone, Copy, Default)]
pub(crate) struct Bits {
    pub(crate) separate_nargs: u8,
    pub(crate) separate_alias: bool,
    pub(crate) negative_alias: bool,
    pub(crate) no_driver_arg: bool,
    pub(crate) reject_driver: bool,
    pub(crate) reject_negative: bool,
    pub(crate) missing_ok: bool,
    pub(crate) uinteger: bool,
    pub(crate) host_wide_int: bool,
    pub(crate) tolower: bool,
    pub(crate) byte_size: bool,
}

impl Decoder<'_> {
    /// The option's bit fields in this configuration.
    pub(crate) fn bits(&self, i: OptIndex) -> Bits {
        if self.compiled.disabled[i.index()] {
            return Bits::default();
        }
        let o = &self.table.options[i.index()];
        Bits {
            separate_nargs: o.separate_nargs.max(1),
            separate_alias: o.separate_alias,
            negative_alias: o.negative_alias,
            no_driver_arg: o.no_driver_arg,
            reject_driver: o.reject_driver,
            reject_negative: o.reject_negative,
            missing_ok: o.missing_ok,
            uinteger: o.uinteger,
            host_wide_int: o.host_wide_int,
            tolower: o.tolower,
            byte_size: o.byte_size,
        }
    }

    /// The option's effective `flags`.
    pub(crate) fn flags(&self, i: OptIndex) -> u32 {
        self.compiled.flags[i.index()]
    }

    /// Whether option `i` takes its argument in the next word(s) here (`Separate`, unless
    /// `NoDriverArg` when decoding for the driver), and whether joined to its own word.
    pub(super) fn argument_forms(&self, i: OptIndex) -> (bool, bool) {
        let flags = self.flags(i);
        let no_driver_arg = self.bits(i).no_driver_arg && self.lang_mask & CL_DRIVER != 0;
        (
            flags & CL_SEPARATE != 0 && !no_driver_arg,
            flags & CL_JOINED != 0,
        )
    }
}
