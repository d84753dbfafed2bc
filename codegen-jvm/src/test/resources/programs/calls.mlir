// Multiple results, recursion, private functions, indirect calls, runner utilities.
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printF64(f64)
func.func private @printF32(f32)
func.func private @printOpen()
func.func private @printClose()
func.func private @printComma()
func.func private @printNewline()
func.func private @divmod(%a: i64, %b: i64) -> (i64, i64, f32) {
  %q = arith.divsi %a, %b : i64
  %r = arith.remsi %a, %b : i64
  %f = arith.sitofp %q : i64 to f32
  return %q, %r, %f : i64, i64, f32
}
func.func @fact(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %small = arith.cmpi sle, %n, %c1 : i64
  cf.cond_br %small, ^base, ^rec
^base:
  return %c1 : i64
^rec:
  %m = arith.subi %n, %c1 : i64
  %r = func.call @fact(%m) : (i64) -> i64
  %p = arith.muli %n, %r : i64
  return %p : i64
}
func.func @twice(%x: i64) -> i64 {
  %s = arith.addi %x, %x : i64
  return %s : i64
}
func.func @square(%x: i64) -> i64 {
  %s = arith.muli %x, %x : i64
  return %s : i64
}
func.func @apply(%f: (i64) -> i64, %x: i64) -> i64 {
  %r = func.call_indirect %f(%x) : (i64) -> i64
  return %r : i64
}
func.func @main() {
  %a = arith.constant 47 : i64
  %b = arith.constant -5 : i64
  %q, %r, %f = call @divmod(%a, %b) : (i64, i64) -> (i64, i64, f32)
  call @printOpen() : () -> ()
  call @printI64(%q) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%r) : (i64) -> ()
  call @printComma() : () -> ()
  call @printF32(%f) : (f32) -> ()
  call @printClose() : () -> ()
  call @printNewline() : () -> ()
  %c20 = arith.constant 20 : i64
  %fa = call @fact(%c20) : (i64) -> i64
  call @printI64(%fa) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printU64(%b) : (i64) -> ()
  call @printNewline() : () -> ()
  %tw = func.constant @twice : (i64) -> i64
  %sq = func.constant @square : (i64) -> i64
  %r1 = call @apply(%tw, %a) : ((i64) -> i64, i64) -> i64
  %r2 = call @apply(%sq, %a) : ((i64) -> i64, i64) -> i64
  %r3 = func.call_indirect %sq(%b) : (i64) -> i64
  call @printI64(%r1) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%r2) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%r3) : (i64) -> ()
  call @printNewline() : () -> ()
  %d = arith.constant 0.1 : f64
  call @printF64(%d) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}
