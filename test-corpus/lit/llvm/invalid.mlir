// RUN: loomlir opt %s --split-input-file --verify-diagnostics

// The llvm dialect subset's verifier errors (messages as mlir-opt-22 reports them).

// expected-note @+1 {{when returning from function}}
llvm.func @f() -> i32 {
  // expected-error @+1 {{'llvm.return' op expected 1 operand}}
  llvm.return
}

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  // expected-error @+1 {{'llvm.return' op expected no operands}}
  llvm.return %0 : i32
}

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @f() -> i64 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  // expected-error @+1 {{'llvm.return' op mismatching result types}}
  llvm.return %0 : i32
}

// -----

func.func @ff() {
  return
}
llvm.func @f() {
  // expected-error @+1 {{'llvm.call' op 'ff' does not reference a valid LLVM function or IFunc}}
  llvm.call @ff() : () -> ()
  llvm.return
}

// -----

llvm.func @g(i32)
llvm.func @f(%x: i64) {
  // expected-error @+1 {{'llvm.call' op operand type mismatch for operand 0: 'i64' != 'i32'}}
  llvm.call @g(%x) : (i64) -> ()
  llvm.return
}

// -----

llvm.func @g(i32)
llvm.func @f() {
  // expected-error @+1 {{'llvm.call' op incorrect number of operands (0) for callee (expecting: 1)}}
  llvm.call @g() : () -> ()
  llvm.return
}

// -----

llvm.func @f() -> !llvm.ptr {
  // expected-error @+1 {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'}}
  %0 = llvm.mlir.addressof @nothing : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// expected-error @+1 {{'llvm.mlir.global' op requires an i8 array type of the length equal to that of the string attribute}}
llvm.mlir.global internal constant @s("abc") : !llvm.array<4 x i8>

// -----

// expected-error @+1 {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @decl()

// -----

llvm.func @f(%a: f32) -> f32 {
  // expected-error @+1 {{'llvm.add' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = llvm.add %a, %a : f32
  llvm.return %0 : f32
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  %c = llvm.mlir.constant(1 : i32) : i32
  // expected-error @+1 {{'llvm.getelementptr' op expected index 1 indexing a struct to be constant}}
  %0 = llvm.getelementptr %p[0, %c] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @ctor() {
  llvm.return
}
// expected-error @+1 {{ctors, priorities, and data must have the same number of elements}}
llvm.mlir.global_ctors ctors = [@ctor], priorities = [0 : i32, 1 : i32], data = [#llvm.zero]

// -----

llvm.func @dtor() {
  llvm.return
}
// expected-error @+1 {{dtors, priorities, and data must have the same number of elements}}
llvm.mlir.global_dtors dtors = [@dtor], priorities = [0 : i32], data = [#llvm.zero, #llvm.zero]

// -----

// expected-error @+1 {{'llvm.mlir.global_ctors' op 'nope' does not reference a valid LLVM function}}
llvm.mlir.global_ctors ctors = [@nope], priorities = [0 : i32], data = [#llvm.zero]
