// RUN: loomlir opt %s -split-input-file -verify-diagnostics

// Parse errors of integer sets (and of maps read where a set is written), where mlir-opt-22
// reports them.

// -----

// expected-error@+1 {{expected AffineMap, but got IntegerSet}}
func.func private @f() attributes {a = affine_map<(d0) : (d0 >= 0)>}
// -----
// expected-error@+1 {{expected IntegerSet, but got AffineMap}}
func.func private @f() attributes {a = affine_set<(d0) -> (d0)>}
// -----
// expected-error@+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
func.func private @f() attributes {a = affine_set<(d0) : (d0 > 0)>}
// -----
// expected-error@+1 {{expected affine expression}}
func.func private @f() attributes {a = affine_set<(d0) : (d0 >= 0, )>}
// -----
// expected-error@+1 {{expected '(' in integer set constraint list}}
func.func private @f() attributes {a = affine_set<(d0) : d0 >= 0>}
// -----
// expected-error@+1 {{expected ')' in integer set constraint list}}
func.func private @f() attributes {a = affine_set<(d0) : (d0 == 0>}
// -----
// expected-error@+1 {{expected '->' or ':'}}
func.func private @f() attributes {a = affine_set<(d0)>}
// -----
// expected-error@+1 {{expected '>' in integer set}}
func.func private @f() attributes {a = affine_set<(d0) : (d0 >= 0)}
// -----
// expected-error@+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
func.func private @f() attributes {a = affine_set<(d0) : (d0 = 0)>}
// -----
// expected-error@+1 {{use of undeclared identifier}}
func.func private @f() attributes {a = affine_set<(d0) : (d0 >= d1)>}
// -----
// expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
func.func private @f() attributes {a = affine_set<(d0) : (d0 * d0 >= 0)>}
// -----
// expected-error@+1 {{no expression inside parentheses}}
func.func private @f() attributes {a = affine_set<(d0) : (() >= 0)>}
// -----
// expected-error@+1 {{unexpected ssa identifier}}
func.func private @f() attributes {a = affine_map<(d0) -> (%x)>}
// -----
// expected-error@+1 {{expected '<' in integer set}}
func.func private @f() attributes {a = affine_set(d0) : (d0 >= 0)>}
