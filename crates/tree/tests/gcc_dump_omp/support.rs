//! What the tests share: `Fb`, which builds a function's GENERIC as the C front end leaves
//! it for the original dump; the clause helpers of the differential tests (`map`, `reduction`,
//! `schedule`, `depend`); `check`, which compares a dump with gcc's; and `Clauses`, the
//! fixture of the unit tests that print one clause at a time.

use tree::{Location, OmpClauseCode as K, Tree, TreeCode as C, TreeContext};

use crate::gcc::gcc_original;

/// Builds a function's GENERIC the way the C front end leaves it for the original dump.
pub(crate) struct Fb<'a> {
    pub(crate) tc: &'a mut TreeContext,
    f: Tree,
}

impl<'a> Fb<'a> {
    /// `void name (params…)`; returns the builder and the PARM_DECLs.
    pub(crate) fn new(
        tc: &'a mut TreeContext,
        name: &str,
        params: &[(&str, Tree)],
    ) -> (Self, Vec<Tree>) {
        let void = tc.void_type_node();
        let tys: Vec<Tree> = params.iter().map(|p| p.1).collect();
        let fty = tc.build_function_type_list(void, &tys, false).unwrap();
        let id = tc.get_identifier(name);
        let f = tc
            .build_decl(Location::UNKNOWN, C::FunctionDecl, Some(id), Some(fty))
            .unwrap();
        let parms = tc.start_function(f, params).unwrap();
        (Fb { tc, f }, parms)
    }

    fn int(&mut self) -> Tree {
        self.tc.integer_type_node()
    }

    pub(crate) fn cst(&mut self, v: i64) -> Tree {
        let int = self.int();
        self.tc.build_int_cst(Some(int), v).unwrap()
    }

    /// A local `int name` (with an initial value).
    pub(crate) fn local(&mut self, name: &str, init: Option<i64>) -> Tree {
        let int = self.int();
        let id = self.tc.get_identifier(name);
        let v = self
            .tc
            .build_decl(Location::UNKNOWN, C::VarDecl, Some(id), Some(int))
            .unwrap();
        self.tc.set_decl_context(v, Some(self.f)).unwrap();
        if let Some(i) = init {
            let c = self.cst(i);
            self.tc.set_decl_initial(v, Some(c)).unwrap();
        }
        v
    }

    pub(crate) fn bin(&mut self, code: C, a: Tree, b: Tree) -> Tree {
        let ty = if code.class() == tree::TreeCodeClass::Comparison {
            self.int()
        } else {
            self.tc.tree_type(a).unwrap().unwrap()
        };
        self.tc.build2(code, Some(ty), Some(a), Some(b)).unwrap()
    }

    pub(crate) fn set(&mut self, a: Tree, b: Tree) -> Tree {
        self.bin(C::ModifyExpr, a, b)
    }

    /// `v++` as the C front end builds it.
    pub(crate) fn post_inc(&mut self, v: Tree) -> Tree {
        let one = self.cst(1);
        self.bin(C::PostincrementExpr, v, one)
    }

    /// A call of a builtin `void name (void)`.
    pub(crate) fn call_builtin(&mut self, name: &str) -> Tree {
        let void = self.tc.void_type_node();
        let fty = self.tc.build_function_type_list(void, &[], false).unwrap();
        let d = self.tc.build_fn_decl(name, fty).unwrap();
        self.tc.build_call_expr(d, &[]).unwrap()
    }

    pub(crate) fn stmts(&mut self, list: &[Tree]) -> Tree {
        let l = self.tc.alloc_stmt_list();
        for s in list {
            self.tc.append_to_statement_list(l, *s).unwrap();
        }
        l
    }

    /// A BIND_EXPR `{ vars; body }` with DECL_EXPRs for the variables, as `{ … }` is built.
    pub(crate) fn bind(&mut self, vars: &[Tree], body: &[Tree]) -> Tree {
        let void = self.tc.void_type_node();
        let mut all = Vec::new();
        for v in vars {
            all.push(self.tc.build1(C::DeclExpr, Some(void), Some(*v)).unwrap());
        }
        all.extend_from_slice(body);
        for w in vars.windows(2) {
            self.tc.set_tree_chain(w[0], Some(w[1])).unwrap();
        }
        let body = if all.len() == 1 {
            all[0]
        } else {
            self.stmts(&all)
        };
        let first = vars.first().copied();
        let block = self.tc.build_block(first, None, Some(self.f)).unwrap();
        self.tc
            .build3(C::BindExpr, Some(void), first, Some(body), Some(block))
            .unwrap()
    }

    /// An OMP_CLAUSE with operand 0 (when given).
    pub(crate) fn clause(&mut self, kind: K, op0: Option<Tree>) -> Tree {
        let c = self.tc.build_omp_clause(Location::UNKNOWN, kind);
        if op0.is_some() {
            self.tc.set_omp_clause_operand(c, 0, op0).unwrap();
        }
        c
    }

    /// Chains clauses in printed order.
    pub(crate) fn chain(&mut self, clauses: &[Tree]) -> Option<Tree> {
        for w in clauses.windows(2) {
            self.tc.set_tree_chain(w[0], Some(w[1])).unwrap();
        }
        clauses.first().copied()
    }

    /// A construct with OMP_BODY and OMP_CLAUSES.
    pub(crate) fn construct(&mut self, code: C, clauses: &[Tree], body: Tree) -> Tree {
        let void = self.tc.void_type_node();
        let cl = self.chain(clauses);
        let mut ops = vec![Some(body), cl];
        if code == C::OmpCritical {
            ops.push(None); // OMP_CRITICAL_NAME
        }
        self.tc.build(code, Some(void), &ops).unwrap()
    }

    /// A standalone directive with OMP_STANDALONE_CLAUSES.
    pub(crate) fn standalone(&mut self, code: C, clauses: &[Tree]) -> Tree {
        let void = self.tc.void_type_node();
        let cl = self.chain(clauses);
        self.tc.build(code, Some(void), &[cl]).unwrap()
    }

    fn vec(&mut self, elts: &[Tree]) -> Tree {
        let v = self.tc.make_tree_vec(elts.len());
        for (i, e) in elts.iter().enumerate() {
            self.tc.set_tree_vec_elt(v, i, Some(*e)).unwrap();
        }
        v
    }

    /// An OMP loop nest `for (v = 0; v < bound; v++)` per (v, bound), around `body`.
    pub(crate) fn omp_loop(
        &mut self,
        code: C,
        clauses: &[Tree],
        nest: &[(Tree, Tree)],
        body: Tree,
    ) -> Tree {
        let (mut init, mut cond, mut incr) = (Vec::new(), Vec::new(), Vec::new());
        for &(v, bound) in nest {
            let zero = self.cst(0);
            init.push(self.set(v, zero));
            cond.push(self.bin(C::LtExpr, v, bound));
            incr.push(self.post_inc(v));
        }
        self.omp_loop_full(code, clauses, [&init, &cond, &incr], body, None)
    }

    /// An OMP loop with explicit header parts (one element per collapsed loop).
    pub(crate) fn omp_loop_full(
        &mut self,
        code: C,
        clauses: &[Tree],
        header: [&[Tree]; 3],
        body: Tree,
        pre_body: Option<Tree>,
    ) -> Tree {
        let [init, cond, incr] = header.map(|h| self.vec(h));
        let void = self.tc.void_type_node();
        let cl = self.chain(clauses);
        self.tc
            .build(
                code,
                Some(void),
                &[
                    Some(body),
                    cl,
                    Some(init),
                    Some(cond),
                    Some(incr),
                    pre_body,
                    None,
                ],
            )
            .unwrap()
    }

    /// Finishes the function with `body` as DECL_SAVED_TREE and returns its dump.
    pub(crate) fn finish(self, body: Tree) -> String {
        self.tc.set_decl_saved_tree(self.f, Some(body)).unwrap();
        self.tc.dump_tree_original(self.f).unwrap()
    }
}

pub(crate) fn check(ours: &str, source: &str, flag: &str) {
    if let Some(gcc) = gcc_original(source, flag) {
        assert_eq!(ours, gcc, "ours:\n{ours}\ngcc:\n{gcc}");
    }
}

/// A map clause of `kind` on `v` (GCC's enumerator name).
pub(crate) fn map(b: &mut Fb<'_>, kind: &str, v: Tree) -> Tree {
    let c = b.clause(K::Map, Some(v));
    b.tc.set_omp_clause_map_kind(c, kind.parse().unwrap())
        .unwrap();
    c
}

pub(crate) fn reduction(b: &mut Fb<'_>, code: C, v: Tree) -> Tree {
    let c = b.clause(K::Reduction, Some(v));
    b.tc.set_omp_clause_reduction_code(c, code).unwrap();
    c
}

pub(crate) fn schedule(b: &mut Fb<'_>, kind: &str, modifier: &str, simd: bool) -> Tree {
    let c = b.clause(K::Schedule, None);
    b.tc.set_omp_clause_schedule_kind(c, kind.parse().unwrap(), modifier.parse().unwrap())
        .unwrap();
    b.tc.set_omp_clause_schedule_simd(c, simd).unwrap();
    c
}

pub(crate) fn depend(b: &mut Fb<'_>, kind: &str, v: Tree) -> Tree {
    let c = b.clause(K::Depend, Some(v));
    b.tc.set_omp_clause_depend_kind(c, kind.parse().unwrap())
        .unwrap();
    c
}

pub(crate) struct Clauses {
    pub(crate) tc: TreeContext,
    pub(crate) x: Tree,
    pub(crate) n: Tree,
}

impl Clauses {
    pub(crate) fn new() -> Self {
        let mut tc = TreeContext::new();
        let int = tc.integer_type_node();
        let mk = |tc: &mut TreeContext, name: &str| {
            let id = tc.get_identifier(name);
            tc.build_decl(Location::UNKNOWN, C::VarDecl, Some(id), Some(int))
                .unwrap()
        };
        let x = mk(&mut tc, "x");
        let n = mk(&mut tc, "n");
        Clauses { tc, x, n }
    }

    pub(crate) fn cst(&mut self, v: i64) -> Tree {
        let int = self.tc.integer_type_node();
        self.tc.build_int_cst(Some(int), v).unwrap()
    }

    pub(crate) fn clause(&mut self, kind: K, op0: Option<Tree>) -> Tree {
        let c = self.tc.build_omp_clause(Location::UNKNOWN, kind);
        if kind.num_ops() > 0 {
            self.tc.set_omp_clause_operand(c, 0, op0).unwrap();
        }
        c
    }

    pub(crate) fn print(&self, c: Tree) -> String {
        self.tc.print_generic(c, false).unwrap()
    }
}
