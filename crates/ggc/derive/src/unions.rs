//! GCC-style unions: members selected by `tag` (or `default`) against a discriminator, in a
//! union struct or in an enum variant with `desc`.

use proc_macro2::{Span, TokenStream};
use quote::quote;
use syn::spanned::Spanned;
use syn::{Expr, Ident};

use crate::fields::{FieldPlan, field_walk};

/// The walk of a union (a union struct's `GtyUnion::walk_member`, or an enum variant with
/// `desc`): untagged fields always, then the field whose tag equals `discriminator`, else the
/// `default` one. `place` gives each field as `&mut FieldType`.
pub(crate) fn union_walk(
    name: &str,
    plans: &[FieldPlan],
    place: &dyn Fn(&FieldPlan) -> TokenStream,
    discriminator: &Ident,
    is_generic: bool,
    checks: &mut TokenStream,
) -> syn::Result<TokenStream> {
    let mut seen: Vec<(String, Span)> = Vec::new();
    let mut arms = Vec::new();
    let mut default = None;
    let mut tag_exprs: Vec<&Expr> = Vec::new();
    let mut common = Vec::new();
    for p in plans {
        let walk = field_walk(p, &place(p));
        if let Some(tag) = &p.opts.tag {
            let key = quote!(#tag).to_string();
            if let Some((_, _first)) = seen.iter().find(|(k, _)| *k == key) {
                return Err(syn::Error::new(
                    tag.span(),
                    format!(
                        "tag collision: another member of `{name}` already has tag `{key}`; each tag must be different"
                    ),
                ));
            }
            seen.push((key, tag.span()));
            tag_exprs.push(tag);
            arms.push(quote!(if #discriminator == (#tag) as i64 { #walk return; }));
        } else if let Some(d) = p.opts.default {
            if default.is_some() {
                return Err(syn::Error::new(
                    d,
                    "only one member of a union can be `default`",
                ));
            }
            default = Some(walk);
        } else {
            // Members without tag or default are common to every alternative.
            common.push(walk);
        }
    }
    if tag_exprs.is_empty() {
        return Err(no_tags_error(name, plans));
    }
    if !is_generic && tag_exprs.len() > 1 {
        checks.extend(distinct_tags_check(&tag_exprs));
    }
    Ok(quote! {
        #(#common)*
        #(#arms)*
        #default
    })
}

/// The error for a union with no `tag`ged member, at its `default` member if it has one.
fn no_tags_error(name: &str, plans: &[FieldPlan]) -> syn::Error {
    syn::Error::new(
        plans
            .iter()
            .find_map(|p| p.opts.default)
            .unwrap_or_else(Span::call_site),
        format!(
            "the union `{name}` needs at least one `tag`ged member besides `default` (desc without tags)"
        ),
    )
}

/// A constant assertion that the tags' values differ: tags written differently can still
/// evaluate to the same value, which only the compiler can see.
fn distinct_tags_check(tag_exprs: &[&Expr]) -> TokenStream {
    let n = tag_exprs.len();
    quote! {
        const _: () = {
            let tags: [i64; #n] = [#((#tag_exprs) as i64),*];
            let mut i = 0;
            while i < tags.len() {
                let mut j = i + 1;
                while j < tags.len() {
                    assert!(tags[i] != tags[j], "tag collision: two members of the union have the same tag value");
                    j += 1;
                }
                i += 1;
            }
        };
    }
}
