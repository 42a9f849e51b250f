//! The x86-64 target.
use super::super::Decoder;
use super::super::handle::Handling;
pub(super) fn init_options_struct(_d: &Decoder<'_>, _h: &mut Handling) {}
pub(super) fn option_override(_d: &Decoder<'_>, _h: &mut Handling) {}
