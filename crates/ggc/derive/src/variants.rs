//! Enum variants: each variant's `walk` and `extra_bytes` match arms and the fields it adds
//! to `HOLDS_HANDLES`.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::spanned::Spanned;
use syn::{Ident, Member, Type};

use crate::fields::{
    FieldPlan, HoldKind, field_checks, field_walk, hold_kind, is_array_or_vec, plan_fields,
};
use crate::options::{FieldOptions, variant_options};
use crate::unions::union_walk;

/// What one enum variant contributes to the enum's `Gty` implementation.
pub(crate) struct VariantParts {
    /// The variant's arm in `walk`'s match.
    pub(crate) arm: TokenStream,
    /// The variant's arm in `extra_bytes`' match.
    pub(crate) extra_bytes_arm: TokenStream,
    /// The walked fields' types and how each counts for `HOLDS_HANDLES` (none if skipped).
    pub(crate) holds: Vec<(Type, HoldKind)>,
}

/// Plans, checks and expands one variant of the enum `enum_name`; the compile-time checks
/// its fields need go to `checks`.
pub(crate) fn variant_parts(
    enum_name: &Ident,
    v: &syn::Variant,
    is_generic: bool,
    checks: &mut TokenStream,
) -> syn::Result<VariantParts> {
    let vopts = variant_options(&v.attrs)?;
    let plans = plan_fields(&v.fields)?;
    for p in &plans {
        field_checks(p, is_generic, checks)?;
    }
    let pat = variant_pattern(&v.ident, &plans);
    let (arm, holds) = if vopts.skip.is_some() {
        (quote!(#pat => {}), Vec::new())
    } else {
        let arm = variant_arm(enum_name, v, &vopts, &plans, &pat, is_generic, checks)?;
        let holds = plans
            .iter()
            .map(|p| (p.ty.clone(), hold_kind(&p.opts)))
            .collect();
        (arm, holds)
    };
    let extras = plans.iter().filter(|p| p.opts.skip.is_none()).map(|p| {
        let b = &p.binding;
        quote!(+ ::ggc::support::HeapBytes::heap_bytes(#b))
    });
    let extra_bytes_arm = quote!(#pat => 0usize #(#extras)*,);
    Ok(VariantParts {
        arm,
        extra_bytes_arm,
        holds,
    })
}

/// The pattern `Self::Variant { field: __gty_fN, … }`, binding every field to its plan's
/// binding.
fn variant_pattern(vname: &Ident, plans: &[FieldPlan]) -> TokenStream {
    let bindings: Vec<_> = plans
        .iter()
        .map(|p| {
            let m = &p.member;
            let b = &p.binding;
            quote!(#m: #b)
        })
        .collect();
    quote!(Self::#vname { #(#bindings),* })
}

/// The match arm walking one enum variant.
///
/// Option expressions (`length`, `string_length`, a field's or the variant's `desc`) are
/// computed first, over a shared borrow of the whole value: `h` / `parent` / `outer` name the
/// enum value, and the variant's fields are bound by name (struct variants) or as `_0`, `_1`, …
/// (tuple variants) as shared references — the variant's fields play the role of GCC's `%1`.
/// Then the fields are borrowed mutably and walked.
fn variant_arm(
    enum_name: &Ident,
    v: &syn::Variant,
    vopts: &FieldOptions,
    plans: &[FieldPlan],
    pat: &TokenStream,
    is_generic: bool,
    checks: &mut TokenStream,
) -> syn::Result<TokenStream> {
    let vname = &v.ident;
    check_variant_desc(enum_name, vname, vopts, plans)?;
    let walk = variant_walk(enum_name, vname, vopts, plans, is_generic, checks)?;
    let needs_values = vopts.desc.is_some()
        || plans.iter().any(|p| {
            p.opts.length.is_some() || p.opts.string_length.is_some() || p.opts.desc.is_some()
        });
    if !needs_values {
        return Ok(quote!(#pat => { #walk }));
    }

    // The sibling names option expressions see.
    let names: Vec<Ident> = plans
        .iter()
        .enumerate()
        .map(|(i, p)| match &p.member {
            Member::Named(id) => id.clone(),
            Member::Unnamed(_) => format_ident!("_{}", i),
        })
        .collect();
    let shared_fields = plans.iter().zip(&names).map(|(p, n)| match &p.member {
        Member::Named(_) => quote!(#n),
        Member::Unnamed(m) => quote!(#m: #n),
    });
    let (outputs, computes) = option_values(vopts, plans, &names);
    Ok(quote! {
        Self::#vname { .. } => {
            let (#(#outputs,)*) = {
                let __gty_self: &Self = &*self;
                let Self::#vname { #(#shared_fields),* } = __gty_self else { return };
                let parent = __gty_self;
                let outer = __gty_self;
                #computes
                (#(#outputs,)*)
            };
            let #pat = &mut *self else { return };
            #walk
        }
    })
}

/// Rejects a variant `desc` without `tag`ged fields, and `tag`/`default` fields without a
/// variant `desc`: either half alone cannot select the field that is walked.
fn check_variant_desc(
    enum_name: &Ident,
    vname: &Ident,
    vopts: &FieldOptions,
    plans: &[FieldPlan],
) -> syn::Result<()> {
    let first_tag = plans
        .iter()
        .find_map(|p| p.opts.tag.as_ref().map(Spanned::span).or(p.opts.default));
    match (&vopts.desc, first_tag) {
        (Some(d), None) => {
            return Err(syn::Error::new(
                d.span(),
                format!(
                    "`desc` on variant `{enum_name}::{vname}` without `tag`ged fields: give each alternative \
                     field `#[gty(tag = ...)]` (or `#[gty(default)]`)"
                ),
            ));
        }
        (None, Some(t)) => {
            return Err(syn::Error::new(
                t,
                format!(
                    "`tag`/`default` on a field of variant `{enum_name}::{vname}` needs `#[gty(desc = ...)]` \
                     on the variant, to select the field that is walked"
                ),
            ));
        }
        _ => {}
    }
    Ok(())
}

/// The walk of a variant's fields, bound by the variant's pattern: as a union selected by
/// the variant's `desc`, else every field in order.
fn variant_walk(
    enum_name: &Ident,
    vname: &Ident,
    vopts: &FieldOptions,
    plans: &[FieldPlan],
    is_generic: bool,
    checks: &mut TokenStream,
) -> syn::Result<TokenStream> {
    if vopts.desc.is_some() {
        let place = |p: &FieldPlan| {
            let b = &p.binding;
            quote!(#b)
        };
        union_walk(
            &format!("{enum_name}::{vname}"),
            plans,
            &place,
            &format_ident!("__gty_vdesc"),
            is_generic,
            checks,
        )
    } else {
        let walks = plans.iter().map(|p| {
            let b = &p.binding;
            field_walk(p, &quote!(#b))
        });
        Ok(quote!(#(#walks)*))
    }
}

/// The `let`s computing a variant's option expressions from the shared fields `names`, and
/// the names they bind, which the walk reads after the fields are borrowed mutably.
fn option_values(
    vopts: &FieldOptions,
    plans: &[FieldPlan],
    names: &[Ident],
) -> (Vec<Ident>, TokenStream) {
    let mut outputs = Vec::new();
    let mut computes = TokenStream::new();
    if let Some(e) = &vopts.desc {
        let out = format_ident!("__gty_vdesc");
        computes.extend(quote!(let #out: i64 = { let h = __gty_self; (#e) as i64 };));
        outputs.push(out);
    }
    for (p, n) in plans.iter().zip(names) {
        let b = &p.binding;
        if let Some(e) = p.opts.length.as_ref().or(p.opts.string_length.as_ref()) {
            let out = format_ident!("{}_len", b);
            computes.extend(quote!(let #out: usize = { let h = __gty_self; (#e) as usize };));
            outputs.push(out);
        }
        if let Some(e) = &p.opts.desc {
            let out = format_ident!("{}_desc", b);
            if is_array_or_vec(&p.ty) {
                computes.extend(quote! {
                    let #out: ::std::vec::Vec<i64> =
                        #n.iter().enumerate().map(|(index, h)| (#e) as i64).collect();
                });
            } else {
                computes.extend(quote!(let #out: i64 = { let h = #n; (#e) as i64 };));
            }
            outputs.push(out);
        }
    }
    (outputs, computes)
}
