use ggc::{Gc, Gty};

#[derive(Gty)]
#[gty(desc = h.kind)]
struct NotAUnion {
    kind: u8,
    a: Option<Gc<NotAUnion>>,
}

fn main() {}
