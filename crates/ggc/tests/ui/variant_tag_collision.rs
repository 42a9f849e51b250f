use ggc::{Gc, Gty};

#[derive(Gty)]
enum Node {
    Leaf,
    #[gty(desc = *kind)]
    Pair {
        kind: u8,
        #[gty(tag = 1)]
        a: Option<Gc<Node>>,
        #[gty(tag = 1)]
        b: Option<Gc<Node>>,
    },
}

fn main() {}
