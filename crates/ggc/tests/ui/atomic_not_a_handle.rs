use ggc::Gty;

#[derive(Gty)]
struct Holder {
    #[gty(atomic)]
    numbers: Vec<u32>,
}

fn main() {}
