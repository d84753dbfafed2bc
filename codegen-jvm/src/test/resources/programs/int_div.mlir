// Signed and unsigned division and remainder, floor/ceil divisions, at several widths.
func.func @divs(%a: i32, %b: i32) {
  %q = arith.divsi %a, %b : i32
  %r = arith.remsi %a, %b : i32
  %uq = arith.divui %a, %b : i32
  %ur = arith.remui %a, %b : i32
  %fq = arith.floordivsi %a, %b : i32
  %cq = arith.ceildivsi %a, %b : i32
  %cu = arith.ceildivui %a, %b : i32
  vector.print %q : i32 punctuation <comma>
  vector.print %r : i32 punctuation <comma>
  vector.print %uq : i32 punctuation <comma>
  vector.print %ur : i32 punctuation <comma>
  vector.print %fq : i32 punctuation <comma>
  vector.print %cq : i32 punctuation <comma>
  vector.print %cu : i32
  return
}
func.func @divs8(%a: i8, %b: i8) {
  %q = arith.divsi %a, %b : i8
  %r = arith.remsi %a, %b : i8
  %uq = arith.divui %a, %b : i8
  %ur = arith.remui %a, %b : i8
  %fq = arith.floordivsi %a, %b : i8
  %cq = arith.ceildivsi %a, %b : i8
  %cu = arith.ceildivui %a, %b : i8
  vector.print %q : i8 punctuation <comma>
  vector.print %r : i8 punctuation <comma>
  vector.print %uq : i8 punctuation <comma>
  vector.print %ur : i8 punctuation <comma>
  vector.print %fq : i8 punctuation <comma>
  vector.print %cq : i8 punctuation <comma>
  vector.print %cu : i8
  return
}
func.func @divs64(%a: i64, %b: i64) {
  %q = arith.divsi %a, %b : i64
  %r = arith.remsi %a, %b : i64
  %uq = arith.divui %a, %b : i64
  %ur = arith.remui %a, %b : i64
  %fq = arith.floordivsi %a, %b : i64
  %cq = arith.ceildivsi %a, %b : i64
  %cu = arith.ceildivui %a, %b : i64
  vector.print %q : i64 punctuation <comma>
  vector.print %r : i64 punctuation <comma>
  vector.print %uq : i64 punctuation <comma>
  vector.print %ur : i64 punctuation <comma>
  vector.print %fq : i64 punctuation <comma>
  vector.print %cq : i64 punctuation <comma>
  vector.print %cu : i64
  return
}
func.func @divs12(%a: i12, %b: i12) {
  %q = arith.divsi %a, %b : i12
  %r = arith.remsi %a, %b : i12
  %uq = arith.divui %a, %b : i12
  %ur = arith.remui %a, %b : i12
  %fq = arith.floordivsi %a, %b : i12
  %cq = arith.ceildivsi %a, %b : i12
  %cu = arith.ceildivui %a, %b : i12
  vector.print %q : i12 punctuation <comma>
  vector.print %r : i12 punctuation <comma>
  vector.print %uq : i12 punctuation <comma>
  vector.print %ur : i12 punctuation <comma>
  vector.print %fq : i12 punctuation <comma>
  vector.print %cq : i12 punctuation <comma>
  vector.print %cu : i12
  return
}
func.func @main() {
  %m7 = arith.constant -7 : i32
  %p7 = arith.constant 7 : i32
  %p2 = arith.constant 2 : i32
  %m2 = arith.constant -2 : i32
  %p3 = arith.constant 3 : i32
  call @divs(%m7, %p2) : (i32, i32) -> ()
  call @divs(%p7, %m2) : (i32, i32) -> ()
  call @divs(%m7, %m2) : (i32, i32) -> ()
  call @divs(%p7, %p3) : (i32, i32) -> ()
  %b7 = arith.constant -7 : i8
  %b2 = arith.constant 2 : i8
  %b100 = arith.constant 100 : i8
  %bm3 = arith.constant -3 : i8
  call @divs8(%b7, %b2) : (i8, i8) -> ()
  call @divs8(%b100, %bm3) : (i8, i8) -> ()
  call @divs8(%bm3, %b7) : (i8, i8) -> ()
  %l7 = arith.constant -7000000000 : i64
  %l2 = arith.constant 3 : i64
  %lm = arith.constant -3 : i64
  call @divs64(%l7, %l2) : (i64, i64) -> ()
  call @divs64(%l7, %lm) : (i64, i64) -> ()
  %w1 = arith.constant -2000 : i12
  %w2 = arith.constant 7 : i12
  %w3 = arith.constant -9 : i12
  call @divs12(%w1, %w2) : (i12, i12) -> ()
  call @divs12(%w1, %w3) : (i12, i12) -> ()
  return
}
