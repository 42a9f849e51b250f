use ggc::{Gc, Gty};

#[derive(Gty)]
enum Node {
    Leaf,
    #[gty(atomic)]
    One(Gc<Node>),
}

fn main() {}
