// Shifts in range and every cmpi predicate, signed and unsigned, at several widths.
func.func @shifts8(%x: i8, %s: i8) {
  %a = arith.shli %x, %s : i8
  %b = arith.shrui %x, %s : i8
  %c = arith.shrsi %x, %s : i8
  vector.print %a : i8 punctuation <comma>
  vector.print %b : i8 punctuation <comma>
  vector.print %c : i8
  return
}
func.func @shifts64(%x: i64, %s: i64) {
  %a = arith.shli %x, %s : i64
  %b = arith.shrui %x, %s : i64
  %c = arith.shrsi %x, %s : i64
  vector.print %a : i64 punctuation <comma>
  vector.print %b : i64 punctuation <comma>
  vector.print %c : i64
  return
}
func.func @cmp8(%a: i8, %b: i8) {
  %0 = arith.cmpi eq, %a, %b : i8
  %1 = arith.cmpi ne, %a, %b : i8
  %2 = arith.cmpi slt, %a, %b : i8
  %3 = arith.cmpi sle, %a, %b : i8
  %4 = arith.cmpi sgt, %a, %b : i8
  %5 = arith.cmpi sge, %a, %b : i8
  %6 = arith.cmpi ult, %a, %b : i8
  %7 = arith.cmpi ule, %a, %b : i8
  %8 = arith.cmpi ugt, %a, %b : i8
  %9 = arith.cmpi uge, %a, %b : i8
  vector.print %0 : i1 punctuation <comma>
  vector.print %1 : i1 punctuation <comma>
  vector.print %2 : i1 punctuation <comma>
  vector.print %3 : i1 punctuation <comma>
  vector.print %4 : i1 punctuation <comma>
  vector.print %5 : i1 punctuation <comma>
  vector.print %6 : i1 punctuation <comma>
  vector.print %7 : i1 punctuation <comma>
  vector.print %8 : i1 punctuation <comma>
  vector.print %9 : i1
  return
}
func.func @cmp32(%a: i32, %b: i32) {
  %2 = arith.cmpi slt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %9 = arith.cmpi uge, %a, %b : i32
  vector.print %2 : i1 punctuation <comma>
  vector.print %5 : i1 punctuation <comma>
  vector.print %6 : i1 punctuation <comma>
  vector.print %9 : i1
  return
}
func.func @cmpidx(%a: index, %b: index) {
  %2 = arith.cmpi slt, %a, %b : index
  %3 = arith.cmpi sgt, %a, %b : index
  %6 = arith.cmpi ult, %a, %b : index
  %8 = arith.cmpi ugt, %a, %b : index
  %e = arith.cmpi eq, %a, %b : index
  vector.print %2 : i1 punctuation <comma>
  vector.print %3 : i1 punctuation <comma>
  vector.print %6 : i1 punctuation <comma>
  vector.print %8 : i1 punctuation <comma>
  vector.print %e : i1
  return
}
func.func @cmp1(%a: i1, %b: i1) {
  %2 = arith.cmpi slt, %a, %b : i1
  %3 = arith.cmpi sgt, %a, %b : i1
  %6 = arith.cmpi ult, %a, %b : i1
  %8 = arith.cmpi ugt, %a, %b : i1
  %m = arith.maxsi %a, %b : i1
  %n = arith.maxui %a, %b : i1
  vector.print %2 : i1 punctuation <comma>
  vector.print %3 : i1 punctuation <comma>
  vector.print %6 : i1 punctuation <comma>
  vector.print %8 : i1 punctuation <comma>
  vector.print %m : i1 punctuation <comma>
  vector.print %n : i1
  return
}
func.func @main() {
  %x = arith.constant -100 : i8
  %s0 = arith.constant 0 : i8
  %s3 = arith.constant 3 : i8
  %s7 = arith.constant 7 : i8
  call @shifts8(%x, %s0) : (i8, i8) -> ()
  call @shifts8(%x, %s3) : (i8, i8) -> ()
  call @shifts8(%x, %s7) : (i8, i8) -> ()
  %y = arith.constant -81985529216486896 : i64
  %t4 = arith.constant 4 : i64
  %t63 = arith.constant 63 : i64
  call @shifts64(%y, %t4) : (i64, i64) -> ()
  call @shifts64(%y, %t63) : (i64, i64) -> ()
  %m1 = arith.constant -1 : i8
  %p1 = arith.constant 1 : i8
  %p5 = arith.constant 5 : i8
  call @cmp8(%m1, %p1) : (i8, i8) -> ()
  call @cmp8(%p1, %m1) : (i8, i8) -> ()
  call @cmp8(%p5, %p5) : (i8, i8) -> ()
  %n = arith.constant -5 : i32
  %p = arith.constant 3 : i32
  call @cmp32(%n, %p) : (i32, i32) -> ()
  call @cmp32(%p, %n) : (i32, i32) -> ()
  %in = arith.constant -5 : index
  %ip = arith.constant 3 : index
  call @cmpidx(%in, %ip) : (index, index) -> ()
  call @cmpidx(%ip, %ip) : (index, index) -> ()
  %t = arith.constant true
  %f = arith.constant false
  call @cmp1(%t, %f) : (i1, i1) -> ()
  call @cmp1(%f, %t) : (i1, i1) -> ()
  return
}
