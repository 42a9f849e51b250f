//! How much an option table can hold: the limits the model's rules check, so that every
//! model `SourceSet::model` accepts can be built into a table.

/// How many languages fit below `CL_MIN_OPTION_CLASS` (the table's `ClFlags::MAX_LANGUAGES`).
pub(crate) const MAX_LANGUAGES: usize = 16;

/// How many options a table can hold: one more than the largest index (the table's
/// `OptIndex::CAPACITY`).
pub(crate) const INDEX_CAPACITY: u64 = 1 << 32;
