// Loops with block arguments (including a swap that needs a parallel copy), negative steps,
// empty loops, cf.switch on i32 and i64, nested loops.
func.func @fib(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  cf.br ^loop(%c0, %c1, %c0 : i64, i64, i64)
^loop(%a: i64, %b: i64, %i: i64):
  %done = arith.cmpi sge, %i, %n : i64
  cf.cond_br %done, ^exit, ^body
^body:
  %s = arith.addi %a, %b : i64
  %i1 = arith.addi %i, %c1 : i64
  cf.br ^loop(%b, %s, %i1 : i64, i64, i64)
^exit:
  return %a : i64
}
func.func @swap_loop(%x: i32, %y: i32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^h(%x, %y, %c0 : i32, i32, index)
^h(%p: i32, %q: i32, %i: index):
  %more = arith.cmpi slt, %i, %n : index
  %next = arith.addi %i, %c1 : index
  cf.cond_br %more, ^h(%q, %p, %next : i32, i32, index), ^done
^done:
  vector.print %p : i32 punctuation <comma>
  vector.print %q : i32
  return
}
func.func @countdown(%from: index, %to: index, %step: index) {
  cf.br ^h(%from : index)
^h(%i: index):
  %more = arith.cmpi sgt, %i, %to : index
  cf.cond_br %more, ^b, ^e
^b:
  vector.print %i : index punctuation <comma>
  %n = arith.subi %i, %step : index
  cf.br ^h(%n : index)
^e:
  vector.print str "end\n"
  return
}
func.func @classify(%v: i32) -> i32 {
  cf.switch %v : i32, [
    default: ^d(%v : i32),
    1: ^one,
    -5: ^neg,
    100: ^d(%v : i32)
  ]
^one:
  %c10 = arith.constant 10 : i32
  return %c10 : i32
^neg:
  %c20 = arith.constant 20 : i32
  return %c20 : i32
^d(%x: i32):
  %c2 = arith.constant 2 : i32
  %m = arith.muli %x, %c2 : i32
  return %m : i32
}
func.func @classify64(%v: i64) -> i64 {
  cf.switch %v : i64, [
    default: ^d,
    4294967296: ^big
  ]
^big:
  %c1 = arith.constant 1 : i64
  return %c1 : i64
^d:
  %c0 = arith.constant 0 : i64
  return %c0 : i64
}
func.func @triangle(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^outer(%c0, %c0 : index, index)
^outer(%i: index, %acc: index):
  %oc = arith.cmpi slt, %i, %n : index
  cf.cond_br %oc, ^inner_init, ^out
^inner_init:
  cf.br ^inner(%c0, %acc : index, index)
^inner(%j: index, %acc2: index):
  %ic = arith.cmpi sle, %j, %i : index
  cf.cond_br %ic, ^inner_body, ^outer_next
^inner_body:
  %a = arith.addi %acc2, %j : index
  %j1 = arith.addi %j, %c1 : index
  cf.br ^inner(%j1, %a : index, index)
^outer_next:
  %i1 = arith.addi %i, %c1 : index
  cf.br ^outer(%i1, %acc2 : index, index)
^out:
  return %acc : index
}
func.func @main() {
  %n = arith.constant 90 : i64
  %f = call @fib(%n) : (i64) -> i64
  vector.print %f : i64
  %x = arith.constant 1 : i32
  %y = arith.constant 2 : i32
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  call @swap_loop(%x, %y, %c3) : (i32, i32, index) -> ()
  call @swap_loop(%x, %y, %c4) : (i32, i32, index) -> ()
  %c10 = arith.constant 10 : index
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  call @countdown(%c10, %c0, %c3) : (index, index, index) -> ()
  call @countdown(%c0, %c10, %c2) : (index, index, index) -> ()
  %v1 = arith.constant 1 : i32
  %v2 = arith.constant -5 : i32
  %v3 = arith.constant 100 : i32
  %v4 = arith.constant 7 : i32
  %r1 = call @classify(%v1) : (i32) -> i32
  %r2 = call @classify(%v2) : (i32) -> i32
  %r3 = call @classify(%v3) : (i32) -> i32
  %r4 = call @classify(%v4) : (i32) -> i32
  vector.print %r1 : i32 punctuation <comma>
  vector.print %r2 : i32 punctuation <comma>
  vector.print %r3 : i32 punctuation <comma>
  vector.print %r4 : i32
  %b = arith.constant 4294967296 : i64
  %s = arith.constant 5 : i64
  %q1 = call @classify64(%b) : (i64) -> i64
  %q2 = call @classify64(%s) : (i64) -> i64
  vector.print %q1 : i64 punctuation <comma>
  vector.print %q2 : i64
  %t = call @triangle(%c4) : (index) -> index
  vector.print %t : index
  return
}
