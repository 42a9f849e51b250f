//! Parsing `#[gty(...)]` options into type-level and field-level option sets.

use proc_macro2::Span;
use syn::spanned::Spanned;
use syn::{Attribute, Expr, LitStr, Path, Token, Type};

/// Options written on the struct or enum itself.
#[derive(Default)]
pub(crate) struct TypeOptions {
    pub(crate) chain_next: Option<Expr>,
    pub(crate) chain_prev: Option<Expr>,
    pub(crate) chain_circular: Option<Expr>,
    pub(crate) desc: Option<Expr>,
    pub(crate) user: Option<Span>,
    pub(crate) special: Option<LitStr>,
    pub(crate) for_user: bool,
    pub(crate) variable_size: bool,
    pub(crate) generation_bits: Option<syn::LitInt>,
}

/// `nested_ptr(Type, to = expr, from = expr)`.
pub(crate) struct NestedPtr {
    pub(crate) ty: Type,
    pub(crate) to: Expr,
    pub(crate) from: Expr,
}

/// Options written on a field (or, for `skip`, on an enum variant).
#[derive(Default)]
pub(crate) struct FieldOptions {
    pub(crate) skip: Option<Span>,
    pub(crate) atomic: Option<Span>,
    pub(crate) length: Option<Expr>,
    pub(crate) string_length: Option<Expr>,
    pub(crate) desc: Option<Expr>,
    pub(crate) tag: Option<Expr>,
    pub(crate) default: Option<Span>,
    pub(crate) deletable: Option<Span>,
    pub(crate) cache: Option<Span>,
    pub(crate) maybe_undef: Option<Span>,
    pub(crate) nested_ptr: Option<NestedPtr>,
    pub(crate) reorder: Option<Path>,
    pub(crate) callback: Option<Span>,
}

const TYPE_ONLY: &[&str] = &[
    "chain_next",
    "chain_prev",
    "chain_circular",
    "user",
    "special",
    "for_user",
    "variable_size",
    "generation_bits",
];
const FIELD_ONLY: &[&str] = &[
    "skip",
    "atomic",
    "length",
    "string_length",
    "tag",
    "default",
    "deletable",
    "cache",
    "maybe_undef",
    "nested_ptr",
    "reorder",
    "callback",
];
const KNOWN_BUT_UNSUPPORTED: &[(&str, &str)] = &[
    (
        "ptr_alias",
        "`ptr_alias` (GCC-internal, not in the GTY documentation) is not supported; use `user`",
    ),
    (
        "param_is",
        "`param_is` was removed from GCC (4.9); Rust generics need no option",
    ),
    (
        "param1_is",
        "`param1_is` was removed from GCC (4.9); Rust generics need no option",
    ),
    (
        "use_param",
        "`use_param` was removed from GCC (4.9); Rust generics need no option",
    ),
    (
        "if_marked",
        "`if_marked` was replaced by `cache` in GCC 5; use `cache`",
    ),
    ("mark_hook", "`mark_hook` was removed from GCC; use `user`"),
];

fn option_name(path: &Path) -> String {
    path.get_ident()
        .map(ToString::to_string)
        .unwrap_or_default()
}

fn unknown(path: &Path, name: &str) -> syn::Error {
    if let Some((_, why)) = KNOWN_BUT_UNSUPPORTED.iter().find(|(n, _)| *n == name) {
        return syn::Error::new(path.span(), why);
    }
    let all = TYPE_ONLY.iter().chain(FIELD_ONLY).chain(&["desc"]);
    let hint = all
        .map(|o| (edit_distance(name, o), *o))
        .filter(|(d, _)| *d <= 2)
        .min()
        .map(|(_, o)| format!(" (did you mean `{o}`?)"))
        .unwrap_or_default();
    let shown = if name.is_empty() { "?" } else { name };
    syn::Error::new(
        path.span(),
        format!(
            "unknown gty option `{shown}`{hint}; expected one of: skip, atomic, length, string_length, \
             desc, tag, default, chain_next, chain_prev, chain_circular, deletable, cache, maybe_undef, \
             nested_ptr, reorder, callback, for_user, special, user, variable_size, generation_bits"
        ),
    )
}

/// Levenshtein distance, for "did you mean" hints.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != cb)).min(row[j] + 1).min(cur + 1);
            prev = cur;
        }
    }
    row[b.len()]
}

fn set<T>(slot: &mut Option<T>, value: T, span: Span, name: &str) -> syn::Result<()> {
    if slot.is_some() {
        return Err(syn::Error::new(
            span,
            format!("gty option `{name}` given twice"),
        ));
    }
    *slot = Some(value);
    Ok(())
}

/// Parses the `#[gty(...)]` attributes of a struct or enum.
pub(crate) fn type_options(attrs: &[Attribute]) -> syn::Result<TypeOptions> {
    let mut o = TypeOptions::default();
    for attr in attrs.iter().filter(|a| a.path().is_ident("gty")) {
        attr.parse_nested_meta(|meta| {
            let name = option_name(&meta.path);
            let span = meta.path.span();
            match name.as_str() {
                "chain_next" => set(&mut o.chain_next, meta.value()?.parse()?, span, &name),
                "chain_prev" => set(&mut o.chain_prev, meta.value()?.parse()?, span, &name),
                "chain_circular" => set(&mut o.chain_circular, meta.value()?.parse()?, span, &name),
                "desc" => set(&mut o.desc, meta.value()?.parse()?, span, &name),
                "user" => set(&mut o.user, span, span, &name),
                "special" => set(&mut o.special, meta.value()?.parse()?, span, &name),
                "for_user" => {
                    o.for_user = true;
                    Ok(())
                }
                "variable_size" => {
                    o.variable_size = true;
                    Ok(())
                }
                "generation_bits" => {
                    let lit: syn::LitInt = meta.value()?.parse()?;
                    match lit.base10_parse::<u32>() {
                        Ok(2..=8) => set(&mut o.generation_bits, lit, span, &name),
                        _ => Err(syn::Error::new(
                            lit.span(),
                            "`generation_bits` must be an integer from 2 to 8",
                        )),
                    }
                }
                n if FIELD_ONLY.contains(&n) => Err(syn::Error::new(
                    span,
                    format!("gty option `{n}` applies to a field, not to a type"),
                )),
                n => Err(unknown(&meta.path, n)),
            }
        })?;
    }
    Ok(o)
}

/// Parses the `#[gty(...)]` attributes of a field or an enum variant.
pub(crate) fn field_options(attrs: &[Attribute]) -> syn::Result<FieldOptions> {
    let mut o = FieldOptions::default();
    for attr in attrs.iter().filter(|a| a.path().is_ident("gty")) {
        attr.parse_nested_meta(|meta| {
            let name = option_name(&meta.path);
            let span = meta.path.span();
            match name.as_str() {
                "skip" => set(&mut o.skip, span, span, &name),
                "atomic" => set(&mut o.atomic, span, span, &name),
                "default" => set(&mut o.default, span, span, &name),
                "deletable" => set(&mut o.deletable, span, span, &name),
                "cache" => set(&mut o.cache, span, span, &name),
                "maybe_undef" => set(&mut o.maybe_undef, span, span, &name),
                "callback" => set(&mut o.callback, span, span, &name),
                "length" => set(&mut o.length, meta.value()?.parse()?, span, &name),
                "string_length" => set(&mut o.string_length, meta.value()?.parse()?, span, &name),
                "desc" => set(&mut o.desc, meta.value()?.parse()?, span, &name),
                "tag" => set(&mut o.tag, meta.value()?.parse()?, span, &name),
                "reorder" => set(&mut o.reorder, meta.value()?.parse()?, span, &name),
                "nested_ptr" => {
                    let content;
                    syn::parenthesized!(content in meta.input);
                    let ty: Type = content.parse()?;
                    let mut to = None;
                    let mut from = None;
                    while !content.is_empty() {
                        content.parse::<Token![,]>()?;
                        if content.is_empty() {
                            break;
                        }
                        let key: syn::Ident = content.parse()?;
                        content.parse::<Token![=]>()?;
                        let e: Expr = content.parse()?;
                        match key.to_string().as_str() {
                            "to" => set(&mut to, e, key.span(), "to")?,
                            "from" => set(&mut from, e, key.span(), "from")?,
                            _ => return Err(syn::Error::new(key.span(), "nested_ptr takes `to = ...` and `from = ...`")),
                        }
                    }
                    let (Some(to), Some(from)) = (to, from) else {
                        return Err(syn::Error::new(span, "nested_ptr needs (Type, to = expr, from = expr)"));
                    };
                    set(&mut o.nested_ptr, NestedPtr { ty, to, from }, span, &name)
                }
                n if TYPE_ONLY.contains(&n) => Err(syn::Error::new(
                    span,
                    format!("gty option `{n}` applies to a type (put it on the struct or enum), not to a field"),
                )),
                n => Err(unknown(&meta.path, n)),
            }
        })?;
    }
    check_field_combination(&o)?;
    Ok(o)
}

impl FieldOptions {
    /// Every option given, with the span to report it at, in declaration order of the list.
    fn present(&self) -> Vec<(&'static str, Span)> {
        [
            ("skip", self.skip),
            ("atomic", self.atomic),
            ("length", self.length.as_ref().map(Spanned::span)),
            (
                "string_length",
                self.string_length.as_ref().map(Spanned::span),
            ),
            ("desc", self.desc.as_ref().map(Spanned::span)),
            ("deletable", self.deletable),
            ("cache", self.cache),
            ("maybe_undef", self.maybe_undef),
            ("nested_ptr", self.nested_ptr.as_ref().map(|n| n.ty.span())),
            ("callback", self.callback),
            ("tag", self.tag.as_ref().map(Spanned::span)),
            ("default", self.default),
            ("reorder", self.reorder.as_ref().map(Spanned::span)),
        ]
        .into_iter()
        .filter_map(|(n, s)| s.map(|s| (n, s)))
        .collect()
    }
}

/// Parses the `#[gty(...)]` attributes of an enum variant: `skip` (the variant is not walked)
/// or `desc` (the variant is a union: its `tag`ged fields are selected by `desc`).
pub(crate) fn variant_options(attrs: &[Attribute]) -> syn::Result<FieldOptions> {
    let o = field_options(attrs)?;
    if let Some((name, span)) = o
        .present()
        .into_iter()
        .find(|(n, _)| !matches!(*n, "skip" | "desc"))
    {
        return Err(syn::Error::new(
            span,
            format!(
                "gty option `{name}` applies to a field, not to an enum variant \
                 (a variant takes only `skip` or `desc`); put it on the variant's field"
            ),
        ));
    }
    Ok(o)
}

/// Options that exclude each other on one field.
fn check_field_combination(o: &FieldOptions) -> syn::Result<()> {
    let walkers: Vec<(&str, Span)> = o
        .present()
        .into_iter()
        .filter(|(n, _)| !matches!(*n, "tag" | "default" | "reorder"))
        .collect();
    if walkers.len() > 1 {
        return Err(syn::Error::new(
            walkers[1].1,
            format!(
                "gty options `{}` and `{}` cannot be combined on one field",
                walkers[0].0, walkers[1].0
            ),
        ));
    }
    if let (Some(_), Some(d)) = (&o.tag, o.default) {
        return Err(syn::Error::new(
            d,
            "a union member has either `tag` or `default`, not both",
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::edit_distance;

    #[test]
    fn edit_distance_counts_single_character_edits() {
        assert_eq!(edit_distance("lenght", "length"), 2);
        assert_eq!(edit_distance("skip", "skip"), 0);
        assert_eq!(edit_distance("atomc", "atomic"), 1);
    }
}
