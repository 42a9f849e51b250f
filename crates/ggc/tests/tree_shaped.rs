//! GENERIC-shaped objects in the heap (issue item 6 with ggc-native node types): the
//! identifier table and the INTEGER_CST / type-variant caches are cache roots,
//! error_mark_node and the global type nodes are roots; a function body the program drops
//! is reclaimed while everything still reachable survives and prints identically.

use std::fmt::Write as _;

use ggc::{Gc, Gty, Heap, Params, Strategy, WeakCache};

#[derive(Gty)]
struct Ident {
    name: Box<str>,
}

#[derive(Gty)]
struct TypeNode {
    name: Gc<Ident>,
    precision: u16,
    readonly: bool,
    main_variant: Option<Gc<TypeNode>>,
}

#[derive(Gty)]
struct IntCst {
    ty: Gc<TypeNode>,
    value: i64,
}

#[derive(Gty, Clone, Copy)]
enum Tree {
    Int(Gc<IntCst>),
    Decl(Gc<Decl>),
    Expr(Gc<Expr>),
}

#[derive(Gty)]
struct Decl {
    name: Gc<Ident>,
    ty: Gc<TypeNode>,
}

#[derive(Gty)]
struct Expr {
    code: &'static str,
    ty: Gc<TypeNode>,
    ops: [Tree; 2],
}

#[derive(Gty)]
struct Function {
    decl: Gc<Decl>,
    args: Vec<Gc<Decl>>,
    body: Tree,
}

/// The globals GCC keeps in root tables.
#[derive(Gty)]
struct Globals {
    error_mark_node: Gc<Ident>,
    integer_type_node: Gc<TypeNode>,
    functions: Vec<Gc<Function>>,
    #[gty(cache)]
    identifiers: WeakCache<Box<str>, Gc<Ident>>,
    #[gty(cache)]
    int_csts: WeakCache<(Gc<TypeNode>, i64), Gc<IntCst>>,
    #[gty(cache)]
    variants: WeakCache<(Gc<TypeNode>, bool), Gc<TypeNode>>,
}

fn get_identifier(heap: &mut Heap, g: &mut Globals, name: &str) -> Gc<Ident> {
    if let Some(&id) = g.identifiers.get(&Box::from(name)) {
        return id;
    }
    let id = heap.alloc(Ident { name: name.into() });
    g.identifiers.insert(name.into(), id);
    id
}

fn build_int_cst(heap: &mut Heap, g: &mut Globals, ty: Gc<TypeNode>, value: i64) -> Tree {
    if let Some(&c) = g.int_csts.get(&(ty, value)) {
        return Tree::Int(c);
    }
    let c = heap.alloc(IntCst { ty, value });
    g.int_csts.insert((ty, value), c);
    Tree::Int(c)
}

fn build_qualified_type(heap: &mut Heap, g: &mut Globals, ty: Gc<TypeNode>) -> Gc<TypeNode> {
    if let Some(&v) = g.variants.get(&(ty, true)) {
        return v;
    }
    let (name, precision) = (heap[ty].name, heap[ty].precision);
    let v = heap.alloc(TypeNode {
        name,
        precision,
        readonly: true,
        main_variant: Some(ty),
    });
    g.variants.insert((ty, true), v);
    v
}

fn globals(heap: &mut Heap) -> Globals {
    let error_mark_node = heap.alloc(Ident {
        name: "<error_mark>".into(),
    });
    let int_name = heap.alloc(Ident { name: "int".into() });
    let integer_type_node = heap.alloc(TypeNode {
        name: int_name,
        precision: 32,
        readonly: false,
        main_variant: None,
    });
    let mut g = Globals {
        error_mark_node,
        integer_type_node,
        functions: Vec::new(),
        identifiers: WeakCache::new(),
        int_csts: WeakCache::new(),
        variants: WeakCache::new(),
    };
    g.identifiers.insert("int".into(), int_name);
    g
}

/// `int name (const int arg) { return arg <code> k + 1; }`
fn function(
    heap: &mut Heap,
    g: &mut Globals,
    name: &str,
    arg: &str,
    code: &'static str,
    k: i64,
) -> Gc<Function> {
    let int = g.integer_type_node;
    let cint = build_qualified_type(heap, g, int);
    let fname = get_identifier(heap, g, name);
    let aname = get_identifier(heap, g, arg);
    let decl = heap.alloc(Decl {
        name: fname,
        ty: int,
    });
    let parm = heap.alloc(Decl {
        name: aname,
        ty: cint,
    });
    let kk = build_int_cst(heap, g, int, k);
    let one = build_int_cst(heap, g, int, 1);
    let inner = heap.alloc(Expr {
        code,
        ty: int,
        ops: [Tree::Decl(parm), kk],
    });
    let body = heap.alloc(Expr {
        code: "+",
        ty: int,
        ops: [Tree::Expr(inner), one],
    });
    heap.alloc(Function {
        decl,
        args: vec![parm],
        body: Tree::Expr(body),
    })
}

fn print_tree(heap: &Heap, t: Tree, out: &mut String) {
    match t {
        Tree::Int(c) => write!(out, "{}", heap[c].value).unwrap(),
        Tree::Decl(d) => out.push_str(&heap[heap[d].name].name),
        Tree::Expr(e) => {
            out.push('(');
            print_tree(heap, heap[e].ops[0], out);
            write!(out, " {} ", heap[e].code).unwrap();
            print_tree(heap, heap[e].ops[1], out);
            out.push(')');
        }
    }
}

fn print_type(heap: &Heap, t: Gc<TypeNode>) -> String {
    let ty = &heap[t];
    format!(
        "{}{}",
        if ty.readonly { "const " } else { "" },
        heap[ty.name].name
    )
}

fn print_function(heap: &Heap, f: Gc<Function>) -> String {
    let f = &heap[f];
    let d = &heap[f.decl];
    let args: Vec<String> = f
        .args
        .iter()
        .map(|&a| {
            format!(
                "{} {}",
                print_type(heap, heap[a].ty),
                heap[heap[a].name].name
            )
        })
        .collect();
    let mut body = String::new();
    print_tree(heap, f.body, &mut body);
    format!(
        "{} {} ({})\n{{\n  return {body};\n}}\n",
        print_type(heap, d.ty),
        heap[d.name].name,
        args.join(", ")
    )
}

#[test]
fn a_dropped_function_body_is_reclaimed_and_the_rest_prints_identically() {
    for strategy in [Strategy::MarkSweep, Strategy::Compacting] {
        let mut heap = Heap::with_params(Params {
            strategy,
            ..Params::checking()
        });
        let mut g = globals(&mut heap);
        let f = function(&mut heap, &mut g, "f", "a", "*", 1);
        let h = function(&mut heap, &mut g, "h", "b", "-", 40);
        g.functions = vec![f, h];
        let before = print_function(&heap, g.functions[0]);
        assert_eq!(
            before,
            "int f (const int a)\n{\n  return ((a * 1) + 1);\n}\n"
        );
        assert_eq!(g.identifiers.len(), 5); // int f a h b
        assert_eq!(g.int_csts.len(), 2); // 1, 40

        // The program drops h; a safepoint reclaims its body, its decls, its identifiers
        // and its constant, and the caches forget them.
        g.functions.pop();
        let r = heap.collect_force(&mut g);
        assert_eq!(r.stale_edges, 0);
        assert_eq!(r.freed, 8); // Function, 2 Decls, 2 Exprs, 2 Idents (h, b), IntCst 40
        let after = print_function(&heap, g.functions[0]);
        assert_eq!(after, before);
        let mut names: Vec<&str> = g.identifiers.iter().map(|(k, _)| &**k).collect();
        names.sort();
        assert_eq!(names, ["a", "f", "int"]);
        assert_eq!(g.int_csts.len(), 1);
        assert_eq!(
            g.variants.len(),
            1,
            "const int is still used by f's argument"
        );
        // Interning survives collection (and compaction): the same name gives the same node.
        let again = get_identifier(&mut heap, &mut g, "f");
        assert_eq!(again, heap[heap[g.functions[0]].decl].name);
        assert_eq!(&*heap[g.error_mark_node].name, "<error_mark>");

        // Dropping f as well leaves only the global nodes.
        g.functions.clear();
        heap.collect_force(&mut g);
        assert_eq!(heap.live_objects(), 3); // error_mark_node, int's name, integer_type_node
        assert_eq!(g.identifiers.len(), 1);
        assert!(g.int_csts.is_empty() && g.variants.is_empty());
    }
}
