//! One field: its plan, the checks its options need, what it adds to `HOLDS_HANDLES` and
//! `extra_bytes`, and its walk.

use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{Fields, Ident, Member, Type};

use crate::options::{FieldOptions, field_options};

/// One field with its options and the place it is reached from.
pub(crate) struct FieldPlan {
    pub(crate) member: Member,
    pub(crate) binding: Ident,
    pub(crate) ty: Type,
    pub(crate) opts: FieldOptions,
}

pub(crate) fn plan_fields(fields: &Fields) -> syn::Result<Vec<FieldPlan>> {
    let mut out = Vec::new();
    for (i, f) in fields.iter().enumerate() {
        let member = match &f.ident {
            Some(id) => Member::Named(id.clone()),
            None => Member::Unnamed(syn::Index::from(i)),
        };
        out.push(FieldPlan {
            member,
            binding: format_ident!("__gty_f{}", i),
            ty: f.ty.clone(),
            opts: field_options(&f.attrs)?,
        });
    }
    Ok(out)
}

/// Whether a type is syntactically a sequence `length` can narrow.
fn is_sequence(ty: &Type) -> bool {
    match ty {
        Type::Array(_) | Type::Slice(_) => true,
        Type::Path(p) => p.path.segments.last().is_some_and(|s| {
            let n = s.ident.to_string();
            n == "Vec"
                || n == "VecDeque"
                || n == "SmallVec"
                || (n == "Box" && format!("{}", quote!(#s)).contains('['))
        }),
        _ => false,
    }
}

/// Element type of a syntactic sequence, for `desc` on arrays of unions.
pub(crate) fn is_array_or_vec(ty: &Type) -> bool {
    match ty {
        Type::Array(_) => true,
        Type::Path(p) => p.path.segments.last().is_some_and(|s| s.ident == "Vec"),
        _ => false,
    }
}

/// How a field contributes to `HOLDS_HANDLES`.
#[derive(Clone, Copy)]
pub(crate) enum HoldKind {
    None,
    Always,
    ByType,
}

pub(crate) fn hold_kind(o: &FieldOptions) -> HoldKind {
    if o.skip.is_some() {
        HoldKind::None
    } else if o.string_length.is_some() || o.callback.is_some() {
        // No handles, but the PCH writer must see these fields: keep the walk.
        HoldKind::Always
    } else if o.atomic.is_some()
        || o.nested_ptr.is_some()
        || o.desc.is_some()
        || o.maybe_undef.is_some()
    {
        HoldKind::Always
    } else {
        HoldKind::ByType
    }
}

pub(crate) fn holds_term(ty: &Type, kind: HoldKind) -> Option<TokenStream> {
    match kind {
        HoldKind::None => None,
        HoldKind::Always => Some(quote!(true)),
        HoldKind::ByType => Some(quote!(<#ty as ::ggc::Gty>::HOLDS_HANDLES)),
    }
}

pub(crate) fn holds_handles(plans: &[FieldPlan]) -> TokenStream {
    let terms = plans
        .iter()
        .filter_map(|p| holds_term(&p.ty, hold_kind(&p.opts)));
    quote!(false #(|| #terms)*)
}

pub(crate) fn extra_bytes_body(plans: &[FieldPlan], is_struct: bool) -> TokenStream {
    let _ = is_struct;
    let terms = plans.iter().filter(|p| p.opts.skip.is_none()).map(|p| {
        let m = &p.member;
        quote!(+ ::ggc::support::HeapBytes::heap_bytes(&self.#m))
    });
    quote!(0usize #(#terms)*)
}

/// Compile-time checks a field's options need (misuse → error with the field's span).
pub(crate) fn field_checks(
    p: &FieldPlan,
    is_generic: bool,
    checks: &mut TokenStream,
) -> syn::Result<()> {
    let ty = &p.ty;
    if let Some(len) = &p.opts.length
        && !is_sequence(ty)
    {
        return Err(syn::Error::new(
            len.span(),
            format!(
                "`length` needs a sequence field (Vec, VecDeque, array, boxed slice), not `{}`",
                quote!(#ty).to_string().replace(' ', "")
            ),
        ));
    }
    if let Some(span) = p.opts.atomic {
        let tspan = ty.span();
        let assertion = quote_spanned! {tspan=>
            assert!(
                !<<#ty as ::ggc::support::AtomicRef>::Pointee as ::ggc::Gty>::HOLDS_HANDLES,
                "gty(atomic) on a handle whose object holds handles: the collector would never see them",
            )
        };
        if is_generic {
            // Checked when the walk is instantiated.
            let _ = span;
        } else {
            checks.extend(quote_spanned!(tspan=> const _: () = #assertion;));
        }
    }
    Ok(())
}

/// `let` bindings computing option expressions before the fields are borrowed mutably.
pub(crate) fn precompute(plans: &[FieldPlan], this: &TokenStream) -> TokenStream {
    let mut out = TokenStream::new();
    for p in plans {
        let b = &p.binding;
        let m = &p.member;
        if let Some(e) = p.opts.length.as_ref().or(p.opts.string_length.as_ref()) {
            let v = format_ident!("{}_len", b);
            out.extend(quote!(let #v: usize = {
                let h = &*#this; let parent = h; let outer = h; (#e) as usize
            };));
        }
        if let Some(e) = &p.opts.desc {
            let v = format_ident!("{}_desc", b);
            if is_array_or_vec(&p.ty) {
                out.extend(quote! {
                    let #v: ::std::vec::Vec<i64> = {
                        let parent = &*#this;
                        let outer = parent;
                        #this.#m.iter().enumerate().map(|(index, h)| (#e) as i64).collect()
                    };
                });
            } else {
                out.extend(quote! {
                    let #v: i64 = { let h = &#this.#m; let parent = &*#this; let outer = parent; (#e) as i64 };
                });
            }
        }
    }
    out
}

/// The walk of one field, given an expression of type `&mut FieldType`.
pub(crate) fn field_walk(p: &FieldPlan, place: &TokenStream) -> TokenStream {
    if p.opts.skip.is_some() {
        return TokenStream::new();
    }
    if let Some(walk) = delegated_walk(p, place).or_else(|| rewriting_walk(p, place)) {
        return walk;
    }
    let ty = &p.ty;
    let span = ty.span();
    // Fields without handles are skipped at compile time (the constant folds away).
    quote_spanned! {span=>
        if <#ty as ::ggc::Gty>::HOLDS_HANDLES {
            ::ggc::Gty::walk(#place, walker);
        }
    }
}

/// The walk of a field whose option hands it to a support trait or to the walker (`atomic`,
/// `length`, `string_length`, `desc`, `deletable`, `cache`, `maybe_undef`, `callback`).
fn delegated_walk(p: &FieldPlan, place: &TokenStream) -> Option<TokenStream> {
    let o = &p.opts;
    let b = &p.binding;
    let ty = &p.ty;
    let span = ty.span();
    let len = format_ident!("{}_len", b);
    if o.atomic.is_some() {
        return Some(
            quote_spanned!(span=> ::ggc::support::AtomicRef::walk_atomic(#place, walker);),
        );
    }
    if o.length.is_some() {
        return Some(
            quote_spanned!(span=> ::ggc::support::GtySeq::walk_prefix(#place, #len, walker);),
        );
    }
    if o.string_length.is_some() {
        return Some(
            quote_spanned!(span=> ::ggc::support::ByteString::walk_string(#place, #len, walker);),
        );
    }
    if o.desc.is_some() {
        let d = format_ident!("{}_desc", b);
        if is_array_or_vec(ty) {
            return Some(quote_spanned! {span=>
                for (__gty_i, __gty_m) in (#place).iter_mut().enumerate() {
                    ::ggc::support::GtyUnion::walk_member(__gty_m, #d[__gty_i], walker);
                }
            });
        }
        return Some(
            quote_spanned!(span=> ::ggc::support::GtyUnion::walk_member(#place, #d, walker);),
        );
    }
    if o.deletable.is_some() {
        return Some(quote_spanned!(span=> ::ggc::Walker::deletable(walker, #place);));
    }
    if o.cache.is_some() {
        return Some(quote_spanned!(span=> ::ggc::Walker::cache(walker, #place);));
    }
    if o.maybe_undef.is_some() {
        return Some(quote_spanned!(span=> ::ggc::support::maybe_undef(#place, walker);));
    }
    if o.callback.is_some() {
        return Some(
            quote_spanned!(span=> ::ggc::support::CallbackField::walk_callback(#place, walker);),
        );
    }
    None
}

/// The walk of a field whose handles the walker may move, so the field is rewritten after
/// the walk (`nested_ptr`, `reorder`).
fn rewriting_walk(p: &FieldPlan, place: &TokenStream) -> Option<TokenStream> {
    let o = &p.opts;
    let span = p.ty.span();
    if let Some(n) = &o.nested_ptr {
        let (nty, to, from) = (&n.ty, &n.to, &n.from);
        return Some(quote_spanned! {span=>
            {
                let __gty_place = #place;
                let __gty_orig: ::std::option::Option<::ggc::Gc<#nty>> = { let h = &*__gty_place; #from };
                if let ::std::option::Option::Some(mut __gty_orig) = __gty_orig {
                    ::ggc::Walker::edge(walker, &mut __gty_orig);
                    if ::ggc::Walker::moves_handles(walker) {
                        *__gty_place = { let h = __gty_orig; #to };
                    }
                }
            }
        });
    }
    if let Some(path) = &o.reorder {
        return Some(quote_spanned! {span=>
            {
                let __gty_place = #place;
                ::ggc::Gty::walk(__gty_place, walker);
                if ::ggc::Walker::moves_handles(walker) {
                    #path(__gty_place);
                }
            }
        });
    }
    None
}
