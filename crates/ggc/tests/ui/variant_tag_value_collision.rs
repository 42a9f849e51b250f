use ggc::{Gc, Gty};

const ONE: i64 = 1;

#[derive(Gty)]
enum Node {
    Leaf,
    #[gty(desc = *_0)]
    Pair(
        u8,
        #[gty(tag = 1)] Option<Gc<Node>>,
        #[gty(tag = ONE)] Option<Gc<Node>>,
    ),
}

fn main() {}
