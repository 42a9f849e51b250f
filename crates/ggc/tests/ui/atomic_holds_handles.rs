use ggc::{Gc, Gty};

#[derive(Gty)]
struct Node {
    next: Option<Gc<Node>>,
}

#[derive(Gty)]
struct Holder {
    #[gty(atomic)]
    node: Gc<Node>,
}

fn main() {}
