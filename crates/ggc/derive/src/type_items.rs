//! The `Gty` items chosen by the type as a whole rather than by its walk: chains, variable
//! size, generation bits, the type slot and how the walk is inlined.

use proc_macro2::TokenStream;
use quote::quote;
use syn::spanned::Spanned;
use syn::{Data, Generics};

use crate::options::TypeOptions;

/// Rejects `chain_next` together with `chain_circular`, which replaces it.
pub(crate) fn check_chain_options(topts: &TypeOptions) -> syn::Result<()> {
    if let (Some(_), Some(c)) = (&topts.chain_next, &topts.chain_circular) {
        return Err(syn::Error::new(
            c.span(),
            "`chain_circular` replaces `chain_next`; give only one",
        ));
    }
    Ok(())
}

/// `HAS_CHAIN`: whether the type names its neighbours in a chain.
pub(crate) fn has_chain(topts: &TypeOptions) -> bool {
    topts.chain_next.is_some() || topts.chain_prev.is_some() || topts.chain_circular.is_some()
}

pub(crate) fn chain_items(o: &TypeOptions) -> TokenStream {
    let mut out = TokenStream::new();
    if let Some(e) = o.chain_next.as_ref().or(o.chain_circular.as_ref()) {
        out.extend(quote! {
            fn chain_next(&self) -> ::std::option::Option<::ggc::Gc<Self>> { let h = self; #e }
        });
    }
    if let Some(e) = &o.chain_prev {
        out.extend(quote! {
            fn chain_prev(&self) -> ::std::option::Option<::ggc::Gc<Self>> { let h = self; #e }
        });
    }
    out
}

/// `VARIABLE_SIZE` and `extra_bytes` for a `variable_size` type, whose objects own heap
/// bytes beyond their size; nothing otherwise.
pub(crate) fn variable_size_items(topts: &TypeOptions, extra_bytes: &TokenStream) -> TokenStream {
    if topts.variable_size {
        quote! {
            const VARIABLE_SIZE: bool = true;
            fn extra_bytes(&self) -> usize { #extra_bytes }
        }
    } else {
        TokenStream::new()
    }
}

/// `GENERATION_BITS` when the type sets `generation_bits`; nothing otherwise.
pub(crate) fn generation_bits_item(topts: &TypeOptions) -> TokenStream {
    match &topts.generation_bits {
        Some(bits) => quote!(const GENERATION_BITS: u32 = #bits;),
        None => TokenStream::new(),
    }
}

/// `type_slot`, for types without generic parameters.
pub(crate) fn type_slot_item(is_generic: bool, generics: &Generics) -> TokenStream {
    // A non-generic type gets a process-wide number so heaps index its arena directly.
    if is_generic || !generics.params.is_empty() {
        TokenStream::new()
    } else {
        quote! {
            #[inline]
            fn type_slot() -> ::std::option::Option<&'static ::ggc::support::TypeSlot> {
                static SLOT: ::ggc::support::TypeSlot = ::ggc::support::TypeSlot::new();
                ::std::option::Option::Some(&SLOT)
            }
        }
    }
}

/// The inline attribute of `walk`: always inlined for small types, left to the compiler
/// for large ones.
pub(crate) fn walk_inline_attr(data: &Data) -> TokenStream {
    // A small walk is inlined wherever it is called, above all into the collector's drain
    // loop: marking a chain is then one loop with the arena's state in registers instead
    // of a call per object, whose saved and restored registers sat on the serial path from
    // one object to the next (about 7% per node on a 1M-node chain). Large walks are left
    // to the compiler.
    if field_count(data) <= INLINE_WALK_FIELDS {
        quote!(#[inline(always)])
    } else {
        quote!(#[inline])
    }
}

/// Types with at most this many fields (all variants together) get an always-inlined walk.
const INLINE_WALK_FIELDS: usize = 8;

/// The fields of a struct, or of every variant of an enum.
fn field_count(data: &Data) -> usize {
    match data {
        Data::Struct(s) => s.fields.len(),
        Data::Enum(e) => e.variants.iter().map(|v| v.fields.len()).sum(),
        Data::Union(u) => u.fields.named.len(),
    }
}
