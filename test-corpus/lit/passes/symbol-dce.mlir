// RUN: loomlir opt %s --symbol-dce | FileCheck %s
// Private and nested symbols nobody live refers to go, globals included; a private nested module
// goes with its public contents (checked against mlir-opt-22).

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func private @live() {
// CHECK:         func.func private @live2() -> memref<4xf32> {
// CHECK-NEXT:      %0 = memref.get_global @g : memref<4xf32>
// CHECK:         memref.global "private" @g : memref<4xf32> = uninitialized
// CHECK-NEXT:    func.func @main() {
// CHECK-NEXT:      call @live() : () -> ()
// CHECK-NEXT:      %0 = call @live2() : () -> memref<4xf32>
// CHECK-NEXT:      return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NOT: @dead
// CHECK-NOT: @used_by_dead
// CHECK-NOT: @gdead
// CHECK-NOT: @inner
module {
  func.func private @dead() { return }
  func.func private @used_by_dead() { return }
  func.func private @dead2() { call @used_by_dead() : () -> () return }
  func.func private @live() { return }
  func.func private @live2() -> memref<4xf32> {
    %0 = memref.get_global @g : memref<4xf32>
    return %0 : memref<4xf32>
  }
  memref.global "private" @g : memref<4xf32> = uninitialized
  memref.global "private" @gdead : memref<4xf32> = uninitialized
  func.func private @ext(i32)
  func.func @main() {
    call @live() : () -> ()
    %x = call @live2() : () -> memref<4xf32>
    return
  }
  func.func nested @n() { return }
  module @inner attributes {sym_visibility = "private"} {
    func.func @pub() { return }
    func.func private @priv() { return }
  }
}
