use ggc::{Gc, Gty};

#[derive(Gty)]
struct Node {
    #[gty(lenght = 3)]
    kids: Vec<Gc<Node>>,
}

fn main() {}
