use ggc::{Gc, Gty};

#[derive(Gty)]
struct Node {
    next: Option<Gc<Node>>,
}

#[derive(Gty)]
enum Holder {
    Empty,
    One(#[gty(atomic)] Gc<Node>),
}

fn main() {}
