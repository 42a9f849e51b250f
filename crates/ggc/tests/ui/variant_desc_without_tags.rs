use ggc::{Gc, Gty};

#[derive(Gty)]
enum Node {
    Leaf,
    #[gty(desc = *_0)]
    Pair(u8, Option<Gc<Node>>),
}

fn main() {}
