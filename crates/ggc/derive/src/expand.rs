//! Code generation: the `Gty` (and, for unions, `GtyUnion`) implementations.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{Data, DeriveInput, Expr, Fields, Ident, Member, Type};

use crate::options::{FieldOptions, TypeOptions, field_options, type_options, variant_options};

/// One field with its options and the place it is reached from.
struct FieldPlan {
    member: Member,
    binding: Ident,
    ty: Type,
    opts: FieldOptions,
}

fn plan_fields(fields: &Fields) -> syn::Result<Vec<FieldPlan>> {
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
fn is_array_or_vec(ty: &Type) -> bool {
    match ty {
        Type::Array(_) => true,
        Type::Path(p) => p.path.segments.last().is_some_and(|s| s.ident == "Vec"),
        _ => false,
    }
}

pub(crate) fn derive(input: DeriveInput) -> syn::Result<TokenStream> {
    let topts = type_options(&input.attrs)?;
    let name = &input.ident;
    let mut generics = input.generics.clone();
    let type_params: Vec<Ident> = generics.type_params().map(|t| t.ident.clone()).collect();
    {
        let wc = generics.make_where_clause();
        for t in &type_params {
            wc.predicates.push(syn::parse_quote!(#t: ::ggc::Gty));
        }
    }
    let is_generic = !type_params.is_empty();
    let (impl_g, ty_g, where_c) = generics.split_for_impl();

    // `user` and `special`: the walk is hand-written.
    if let Some(span) = topts.user {
        if topts.special.is_some() || topts.desc.is_some() || topts.chain_next.is_some() {
            return Err(syn::Error::new(
                span,
                "`user` types take no other gty options (their walker is hand-written)",
            ));
        }
        return Ok(quote_spanned! {span=>
            impl #impl_g ::ggc::Gty for #name #ty_g #where_c {
                const HOLDS_HANDLES: bool = <Self as ::ggc::support::GtyUser>::HOLDS_HANDLES;
                fn walk<__W: ::ggc::Walker>(&mut self, walker: &mut __W) {
                    <Self as ::ggc::support::GtyUser>::walk_user(self, walker)
                }
            }
        });
    }
    if let Some(special) = &topts.special {
        let span = special.span();
        return Ok(quote_spanned! {span=>
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
        });
    }

    let mut checks = TokenStream::new();
    let (holds, body, union_impl, extra_bytes) = match &input.data {
        Data::Struct(s) => {
            let plans = plan_fields(&s.fields)?;
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
                field_checks(p, is_generic, &mut checks)?;
            }
            let holds = holds_handles(&plans);
            let extra = extra_bytes_body(&plans, true);
            if is_union {
                let place = |p: &FieldPlan| {
                    let m = &p.member;
                    quote!((&mut self.#m))
                };
                let discriminator = format_ident!("__gty_desc");
                let walk_member = union_walk(
                    &name.to_string(),
                    &plans,
                    &place,
                    &discriminator,
                    is_generic,
                    &mut checks,
                )?;
                // Members' own option expressions (`length`, ...) see the union as `h`.
                let pre = precompute(&plans, &quote!(self));
                let union_impl = quote! {
                    impl #impl_g ::ggc::support::GtyUnion for #name #ty_g #where_c {
                        const HOLDS_HANDLES: bool = #holds;
                        #[allow(unused_variables, clippy::needless_borrow)]
                        fn walk_member<__W: ::ggc::Walker>(&mut self, __gty_desc: i64, walker: &mut __W) {
                            #pre
                            #walk_member
                        }
                    }
                };
                let Some(desc) = &topts.desc else {
                    // Without its own desc, a union is walked only through a field's desc.
                    return Ok(quote! { #checks #union_impl });
                };
                let body = quote! {
                    let __gty_desc: i64 = { let h = &*self; (#desc) as i64 };
                    <Self as ::ggc::support::GtyUnion>::walk_member(self, __gty_desc, walker);
                };
                (holds, body, union_impl, extra)
            } else {
                let pre = precompute(&plans, &quote!(self));
                let walks = plans.iter().map(|p| {
                    let m = &p.member;
                    let w = field_walk(p, &quote!((&mut self.#m)));
                    quote!(#w)
                });
                (holds, quote!(#pre #(#walks)*), TokenStream::new(), extra)
            }
        }
        Data::Enum(e) => {
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
                let vopts = variant_options(&v.attrs)?;
                let plans = plan_fields(&v.fields)?;
                for p in &plans {
                    field_checks(p, is_generic, &mut checks)?;
                }
                let vname = &v.ident;
                let bindings: Vec<_> = plans
                    .iter()
                    .map(|p| {
                        let m = &p.member;
                        let b = &p.binding;
                        quote!(#m: #b)
                    })
                    .collect();
                let pat = quote!(Self::#vname { #(#bindings),* });
                if vopts.skip.is_some() {
                    arms.push(quote!(#pat => {}));
                } else {
                    arms.push(variant_arm(
                        name,
                        v,
                        &vopts,
                        &plans,
                        &pat,
                        is_generic,
                        &mut checks,
                    )?);
                    all.extend(plans.iter().map(|p| (p.ty.clone(), hold_kind(&p.opts))));
                }
                let extras = plans.iter().filter(|p| p.opts.skip.is_none()).map(|p| {
                    let b = &p.binding;
                    quote!(+ ::ggc::support::HeapBytes::heap_bytes(#b))
                });
                extra_arms.push(quote!(#pat => 0usize #(#extras)*,));
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
            (holds, body, TokenStream::new(), extra)
        }
        Data::Union(u) => {
            return Err(syn::Error::new(
                u.union_token.span(),
                "Rust unions need unsafe code; write a struct whose members carry `#[gty(tag = ...)]` \
                 and select the member with `desc`",
            ));
        }
    };

    if let (Some(_), Some(c)) = (&topts.chain_next, &topts.chain_circular) {
        return Err(syn::Error::new(
            c.span(),
            "`chain_circular` replaces `chain_next`; give only one",
        ));
    }
    let chain = chain_items(&topts);
    let has_chain =
        topts.chain_next.is_some() || topts.chain_prev.is_some() || topts.chain_circular.is_some();
    let variable = if topts.variable_size {
        quote! {
            const VARIABLE_SIZE: bool = true;
            fn extra_bytes(&self) -> usize { #extra_bytes }
        }
    } else {
        TokenStream::new()
    };
    let generation_bits = match &topts.generation_bits {
        Some(bits) => quote!(const GENERATION_BITS: u32 = #bits;),
        None => TokenStream::new(),
    };
    let _ = topts.for_user; // every Rust walker can call every other: nothing to generate
    // A non-generic type gets a process-wide number so heaps index its arena directly.
    let slot = if is_generic || !generics.params.is_empty() {
        TokenStream::new()
    } else {
        quote! {
            #[inline]
            fn type_slot() -> ::std::option::Option<&'static ::ggc::support::TypeSlot> {
                static SLOT: ::ggc::support::TypeSlot = ::ggc::support::TypeSlot::new();
                ::std::option::Option::Some(&SLOT)
            }
        }
    };
    // A small walk is inlined wherever it is called, above all into the collector's drain
    // loop: marking a chain is then one loop with the arena's state in registers instead
    // of a call per object, whose saved and restored registers sat on the serial path from
    // one object to the next (about 7% per node on a 1M-node chain). Large walks are left
    // to the compiler.
    let inline = if field_count(&input.data) <= INLINE_WALK_FIELDS {
        quote!(#[inline(always)])
    } else {
        quote!(#[inline])
    };
    Ok(quote! {
        #checks
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
    })
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

/// How a field contributes to `HOLDS_HANDLES`.
#[derive(Clone, Copy)]
enum HoldKind {
    None,
    Always,
    ByType,
}

fn hold_kind(o: &FieldOptions) -> HoldKind {
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

fn holds_term(ty: &Type, kind: HoldKind) -> Option<TokenStream> {
    match kind {
        HoldKind::None => None,
        HoldKind::Always => Some(quote!(true)),
        HoldKind::ByType => Some(quote!(<#ty as ::ggc::Gty>::HOLDS_HANDLES)),
    }
}

fn holds_handles(plans: &[FieldPlan]) -> TokenStream {
    let terms = plans
        .iter()
        .filter_map(|p| holds_term(&p.ty, hold_kind(&p.opts)));
    quote!(false #(|| #terms)*)
}

fn extra_bytes_body(plans: &[FieldPlan], is_struct: bool) -> TokenStream {
    let _ = is_struct;
    let terms = plans.iter().filter(|p| p.opts.skip.is_none()).map(|p| {
        let m = &p.member;
        quote!(+ ::ggc::support::HeapBytes::heap_bytes(&self.#m))
    });
    quote!(0usize #(#terms)*)
}

/// Compile-time checks a field's options need (misuse → error with the field's span).
fn field_checks(p: &FieldPlan, is_generic: bool, checks: &mut TokenStream) -> syn::Result<()> {
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
fn precompute(plans: &[FieldPlan], this: &TokenStream) -> TokenStream {
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
fn field_walk(p: &FieldPlan, place: &TokenStream) -> TokenStream {
    let o = &p.opts;
    let b = &p.binding;
    let ty = &p.ty;
    let span = ty.span();
    if o.skip.is_some() {
        return TokenStream::new();
    }
    let len = format_ident!("{}_len", b);
    if o.atomic.is_some() {
        return quote_spanned!(span=> ::ggc::support::AtomicRef::walk_atomic(#place, walker););
    }
    if o.length.is_some() {
        return quote_spanned!(span=> ::ggc::support::GtySeq::walk_prefix(#place, #len, walker););
    }
    if o.string_length.is_some() {
        return quote_spanned!(span=> ::ggc::support::ByteString::walk_string(#place, #len, walker););
    }
    if o.desc.is_some() {
        let d = format_ident!("{}_desc", b);
        if is_array_or_vec(ty) {
            return quote_spanned! {span=>
                for (__gty_i, __gty_m) in (#place).iter_mut().enumerate() {
                    ::ggc::support::GtyUnion::walk_member(__gty_m, #d[__gty_i], walker);
                }
            };
        }
        return quote_spanned!(span=> ::ggc::support::GtyUnion::walk_member(#place, #d, walker););
    }
    if o.deletable.is_some() {
        return quote_spanned!(span=> ::ggc::Walker::deletable(walker, #place););
    }
    if o.cache.is_some() {
        return quote_spanned!(span=> ::ggc::Walker::cache(walker, #place););
    }
    if o.maybe_undef.is_some() {
        return quote_spanned!(span=> ::ggc::support::maybe_undef(#place, walker););
    }
    if o.callback.is_some() {
        return quote_spanned!(span=> ::ggc::support::CallbackField::walk_callback(#place, walker););
    }
    if let Some(n) = &o.nested_ptr {
        let (nty, to, from) = (&n.ty, &n.to, &n.from);
        return quote_spanned! {span=>
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
        };
    }
    if let Some(path) = &o.reorder {
        return quote_spanned! {span=>
            {
                let __gty_place = #place;
                ::ggc::Gty::walk(__gty_place, walker);
                if ::ggc::Walker::moves_handles(walker) {
                    #path(__gty_place);
                }
            }
        };
    }
    // Fields without handles are skipped at compile time (the constant folds away).
    quote_spanned! {span=>
        if <#ty as ::ggc::Gty>::HOLDS_HANDLES {
            ::ggc::Gty::walk(#place, walker);
        }
    }
}

/// The walk of a union (a union struct's `GtyUnion::walk_member`, or an enum variant with
/// `desc`): untagged fields always, then the field whose tag equals `discriminator`, else the
/// `default` one. `place` gives each field as `&mut FieldType`.
fn union_walk(
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
        return Err(syn::Error::new(
            plans
                .iter()
                .find_map(|p| p.opts.default)
                .unwrap_or_else(Span::call_site),
            format!(
                "the union `{name}` needs at least one `tag`ged member besides `default` (desc without tags)"
            ),
        ));
    }
    if !is_generic && tag_exprs.len() > 1 {
        let n = tag_exprs.len();
        checks.extend(quote! {
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
        });
    }
    Ok(quote! {
        #(#common)*
        #(#arms)*
        #default
    })
}

fn chain_items(o: &TypeOptions) -> TokenStream {
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
    let walk = if vopts.desc.is_some() {
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
        )?
    } else {
        let walks = plans.iter().map(|p| {
            let b = &p.binding;
            field_walk(p, &quote!(#b))
        });
        quote!(#(#walks)*)
    };
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
    let mut outputs = Vec::new();
    let mut computes = TokenStream::new();
    if let Some(e) = &vopts.desc {
        let out = format_ident!("__gty_vdesc");
        computes.extend(quote!(let #out: i64 = { let h = __gty_self; (#e) as i64 };));
        outputs.push(out);
    }
    for (p, n) in plans.iter().zip(&names) {
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
