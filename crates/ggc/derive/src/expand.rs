//! Code generation: the `Gty` (and, for unions, `GtyUnion`) implementations.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{Data, DataEnum, DeriveInput, Fields, Generics, Ident, LitStr};

use crate::fields::{
    FieldPlan, extra_bytes_body, field_checks, field_walk, holds_handles, holds_term, plan_fields,
    precompute,
};
use crate::options::{TypeOptions, type_options};
use crate::type_items::{
    chain_items, check_chain_options, generation_bits_item, has_chain, type_slot_item,
    variable_size_items, walk_inline_attr,
};
use crate::unions::union_walk;
use crate::variants::variant_parts;

/// The parts of the `Gty` implementation that come from the type's fields or variants.
struct WalkParts {
    /// `HOLDS_HANDLES`: whether any walked field can hold a handle.
    holds: TokenStream,
    /// The body of `Gty::walk`.
    body: TokenStream,
    /// A union struct's `GtyUnion` implementation; nothing for other types.
    union_impl: TokenStream,
    /// The body of `extra_bytes`, used by `variable_size` types.
    extra_bytes: TokenStream,
}

/// What a struct expands to.
enum StructExpansion {
    /// A `Gty` implementation from these parts.
    Walk(WalkParts),
    /// Only this `GtyUnion` implementation: a union without its own `desc`.
    UnionOnly(TokenStream),
}

pub(crate) fn derive(input: DeriveInput) -> syn::Result<TokenStream> {
    let topts = type_options(&input.attrs)?;
    let name = &input.ident;
    let generics = gty_bounded_generics(&input.generics);
    let is_generic = generics.type_params().next().is_some();

    // `user` and `special`: the walk is hand-written.
    if let Some(span) = topts.user {
        return user_impl(span, &topts, name, &generics);
    }
    if let Some(special) = &topts.special {
        return Ok(special_impl(special, name, &generics));
    }

    let mut checks = TokenStream::new();
    let parts = match &input.data {
        Data::Struct(s) => {
            match struct_walk(name, &generics, &s.fields, &topts, is_generic, &mut checks)? {
                StructExpansion::Walk(parts) => parts,
                StructExpansion::UnionOnly(union_impl) => {
                    return Ok(quote! { #checks #union_impl });
                }
            }
        }
        Data::Enum(e) => enum_walk(name, e, &topts, is_generic, &mut checks)?,
        Data::Union(u) => {
            return Err(syn::Error::new(
                u.union_token.span(),
                "Rust unions need unsafe code; write a struct whose members carry `#[gty(tag = ...)]` \
                 and select the member with `desc`",
            ));
        }
    };

    check_chain_options(&topts)?;
    let gty_impl = gty_impl(name, &generics, &topts, &input.data, is_generic, parts);
    Ok(quote! { #checks #gty_impl })
}

/// The type's generics with a `::ggc::Gty` bound on every type parameter, which the
/// generated walk needs to walk fields of those types.
fn gty_bounded_generics(input: &Generics) -> Generics {
    let mut generics = input.clone();
    let type_params: Vec<Ident> = generics.type_params().map(|t| t.ident.clone()).collect();
    {
        let wc = generics.make_where_clause();
        for t in &type_params {
            wc.predicates.push(syn::parse_quote!(#t: ::ggc::Gty));
        }
    }
    generics
}

/// `user`: a `Gty` implementation forwarding to the type's hand-written `GtyUser` walker.
fn user_impl(
    span: Span,
    topts: &TypeOptions,
    name: &Ident,
    generics: &Generics,
) -> syn::Result<TokenStream> {
    if topts.special.is_some() || topts.desc.is_some() || topts.chain_next.is_some() {
        return Err(syn::Error::new(
            span,
            "`user` types take no other gty options (their walker is hand-written)",
        ));
    }
    let (impl_g, ty_g, where_c) = generics.split_for_impl();
    Ok(quote_spanned! {span=>
        impl #impl_g ::ggc::Gty for #name #ty_g #where_c {
            const HOLDS_HANDLES: bool = <Self as ::ggc::support::GtyUser>::HOLDS_HANDLES;
            fn walk<__W: ::ggc::Walker>(&mut self, walker: &mut __W) {
                <Self as ::ggc::support::GtyUser>::walk_user(self, walker)
            }
        }
    })
}

/// `special`: a `Gty` implementation forwarding to the type's `GtySpecial` walker, with a
/// compile-time check that the implementation's `NAME` is the one the option gives.
fn special_impl(special: &LitStr, name: &Ident, generics: &Generics) -> TokenStream {
    let (impl_g, ty_g, where_c) = generics.split_for_impl();
    let span = special.span();
    quote_spanned! {span=>
        const _: () = {
            assert!(
                ::ggc::support::same_str(<#name as ::ggc::support::GtySpecial>::NAME, #special),
                "the GtySpecial implementation has another NAME than the `special` option",
            );
        };
        impl #impl_g ::ggc::Gty for #name #ty_g #where_c {
            const HOLDS_HANDLES: bool = <Self as ::ggc::support::GtySpecial>::HOLDS_HANDLES;
            fn walk<__W: ::ggc::Walker>(&mut self, walker: &mut __W) {
                <Self as ::ggc::support::GtySpecial>::walk_special(self, walker)
            }
        }
    }
}

/// A struct's expansion: every field walked in order, or, when members carry `tag` or
/// `default`, a GCC-style union (see `union_struct_walk`).
fn struct_walk(
    name: &Ident,
    generics: &Generics,
    fields: &Fields,
    topts: &TypeOptions,
    is_generic: bool,
    checks: &mut TokenStream,
) -> syn::Result<StructExpansion> {
    let plans = plan_fields(fields)?;
    let is_union = plans
        .iter()
        .any(|p| p.opts.tag.is_some() || p.opts.default.is_some());
    if let Some(desc) = &topts.desc
        && !is_union
    {
        return Err(syn::Error::new(
            desc.span(),
            "`desc` on a type without `tag`ged members: give each member of the union `#[gty(tag = ...)]` \
             (or `#[gty(default)]`)",
        ));
    }
    for p in &plans {
        field_checks(p, is_generic, checks)?;
    }
    if is_union {
        return union_struct_walk(name, generics, &plans, topts, is_generic, checks);
    }
    let pre = precompute(&plans, &quote!(self));
    let walks = plans.iter().map(|p| {
        let m = &p.member;
        let w = field_walk(p, &quote!((&mut self.#m)));
        quote!(#w)
    });
    Ok(StructExpansion::Walk(WalkParts {
        holds: holds_handles(&plans),
        body: quote!(#pre #(#walks)*),
        union_impl: TokenStream::new(),
        extra_bytes: extra_bytes_body(&plans, true),
    }))
}

/// A union struct's `GtyUnion` implementation and, if the type has its own `desc`, a `Gty`
/// walk that selects the member by it.
fn union_struct_walk(
    name: &Ident,
    generics: &Generics,
    plans: &[FieldPlan],
    topts: &TypeOptions,
    is_generic: bool,
    checks: &mut TokenStream,
) -> syn::Result<StructExpansion> {
    let holds = holds_handles(plans);
    let union_impl = union_impl(name, generics, plans, &holds, is_generic, checks)?;
    let Some(desc) = &topts.desc else {
        // Without its own desc, a union is walked only through a field's desc.
        return Ok(StructExpansion::UnionOnly(union_impl));
    };
    let body = quote! {
        let __gty_desc: i64 = { let h = &*self; (#desc) as i64 };
        <Self as ::ggc::support::GtyUnion>::walk_member(self, __gty_desc, walker);
    };
    Ok(StructExpansion::Walk(WalkParts {
        holds,
        body,
        union_impl,
        extra_bytes: extra_bytes_body(plans, true),
    }))
}

/// `impl GtyUnion`: `walk_member` walks the members the discriminator `__gty_desc` selects.
fn union_impl(
    name: &Ident,
    generics: &Generics,
    plans: &[FieldPlan],
    holds: &TokenStream,
    is_generic: bool,
    checks: &mut TokenStream,
) -> syn::Result<TokenStream> {
    let (impl_g, ty_g, where_c) = generics.split_for_impl();
    let place = |p: &FieldPlan| {
        let m = &p.member;
        quote!((&mut self.#m))
    };
    let discriminator = format_ident!("__gty_desc");
    let walk_member = union_walk(
        &name.to_string(),
        plans,
        &place,
        &discriminator,
        is_generic,
        checks,
    )?;
    // Members' own option expressions (`length`, ...) see the union as `h`.
    let pre = precompute(plans, &quote!(self));
    Ok(quote! {
        impl #impl_g ::ggc::support::GtyUnion for #name #ty_g #where_c {
            const HOLDS_HANDLES: bool = #holds;
            #[allow(unused_variables, clippy::needless_borrow)]
            fn walk_member<__W: ::ggc::Walker>(&mut self, __gty_desc: i64, walker: &mut __W) {
                #pre
                #walk_member
            }
        }
    })
}

/// An enum's walk: a match with one arm per variant, for `walk` and for `extra_bytes`.
fn enum_walk(
    name: &Ident,
    e: &DataEnum,
    topts: &TypeOptions,
    is_generic: bool,
    checks: &mut TokenStream,
) -> syn::Result<WalkParts> {
    if let Some(desc) = &topts.desc {
        return Err(syn::Error::new(
            desc.span(),
            "`desc` selects a member of a union from outside; a Rust enum knows its variant. \
             Use a struct whose members carry `tag` for GCC-style unions",
        ));
    }
    let mut all = Vec::new();
    let mut arms = Vec::new();
    let mut extra_arms = Vec::new();
    for v in &e.variants {
        let parts = variant_parts(name, v, is_generic, checks)?;
        arms.push(parts.arm);
        extra_arms.push(parts.extra_bytes_arm);
        all.extend(parts.holds);
    }
    let holds_terms = all.iter().filter_map(|(ty, kind)| holds_term(ty, *kind));
    let holds = quote!(false #(|| #holds_terms)*);
    let body = if e.variants.is_empty() {
        quote!(let _ = walker;)
    } else {
        quote!(match self { #(#arms)* })
    };
    let extra = if e.variants.is_empty() {
        quote!(0)
    } else {
        quote!(#[allow(unused_variables)] match self { #(#extra_arms)* })
    };
    Ok(WalkParts {
        holds,
        body,
        union_impl: TokenStream::new(),
        extra_bytes: extra,
    })
}

/// The `Gty` implementation (after a union struct's `GtyUnion` one): the walk from `parts`
/// and the items the type options select.
fn gty_impl(
    name: &Ident,
    generics: &Generics,
    topts: &TypeOptions,
    data: &Data,
    is_generic: bool,
    parts: WalkParts,
) -> TokenStream {
    let WalkParts {
        holds,
        body,
        union_impl,
        extra_bytes,
    } = parts;
    let (impl_g, ty_g, where_c) = generics.split_for_impl();
    let chain = chain_items(topts);
    let has_chain = has_chain(topts);
    let variable = variable_size_items(topts, &extra_bytes);
    let generation_bits = generation_bits_item(topts);
    let _ = topts.for_user; // every Rust walker can call every other: nothing to generate
    let slot = type_slot_item(is_generic, generics);
    let inline = walk_inline_attr(data);
    quote! {
        #union_impl
        impl #impl_g ::ggc::Gty for #name #ty_g #where_c {
            const HOLDS_HANDLES: bool = #holds;
            const HAS_CHAIN: bool = #has_chain;
            #generation_bits
            #variable
            #inline
            #[allow(unused_variables, irrefutable_let_patterns, clippy::needless_borrow)]
            fn walk<__W: ::ggc::Walker>(&mut self, walker: &mut __W) {
                #body
            }
            #chain
            #slot
        }
    }
}
