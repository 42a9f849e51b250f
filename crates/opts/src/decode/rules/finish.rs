//! finish_options.
use super::super::Decoder;
use super::super::handle::Handling;
pub(super) fn finish_options(_d: &Decoder<'_>, _h: &mut Handling) {}
