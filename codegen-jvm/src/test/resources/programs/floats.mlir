// Float arithmetic, every cmpf predicate with NaN and signed zeros, min/max variants, remf.
func.func @cmp(%a: f32, %b: f32) {
  %0 = arith.cmpf false, %a, %b : f32
  %1 = arith.cmpf oeq, %a, %b : f32
  %2 = arith.cmpf ogt, %a, %b : f32
  %3 = arith.cmpf oge, %a, %b : f32
  %4 = arith.cmpf olt, %a, %b : f32
  %5 = arith.cmpf ole, %a, %b : f32
  %6 = arith.cmpf one, %a, %b : f32
  %7 = arith.cmpf ord, %a, %b : f32
  %8 = arith.cmpf ueq, %a, %b : f32
  %9 = arith.cmpf ugt, %a, %b : f32
  %10 = arith.cmpf uge, %a, %b : f32
  %11 = arith.cmpf ult, %a, %b : f32
  %12 = arith.cmpf ule, %a, %b : f32
  %13 = arith.cmpf une, %a, %b : f32
  %14 = arith.cmpf uno, %a, %b : f32
  %15 = arith.cmpf true, %a, %b : f32
  vector.print %0 : i1 punctuation <no_punctuation>
  vector.print %1 : i1 punctuation <no_punctuation>
  vector.print %2 : i1 punctuation <no_punctuation>
  vector.print %3 : i1 punctuation <no_punctuation>
  vector.print %4 : i1 punctuation <no_punctuation>
  vector.print %5 : i1 punctuation <no_punctuation>
  vector.print %6 : i1 punctuation <no_punctuation>
  vector.print %7 : i1 punctuation <no_punctuation>
  vector.print %8 : i1 punctuation <no_punctuation>
  vector.print %9 : i1 punctuation <no_punctuation>
  vector.print %10 : i1 punctuation <no_punctuation>
  vector.print %11 : i1 punctuation <no_punctuation>
  vector.print %12 : i1 punctuation <no_punctuation>
  vector.print %13 : i1 punctuation <no_punctuation>
  vector.print %14 : i1 punctuation <no_punctuation>
  vector.print %15 : i1
  return
}
func.func @cmpd(%a: f64, %b: f64) {
  %2 = arith.cmpf ogt, %a, %b : f64
  %4 = arith.cmpf olt, %a, %b : f64
  %8 = arith.cmpf ueq, %a, %b : f64
  %13 = arith.cmpf une, %a, %b : f64
  vector.print %2 : i1 punctuation <no_punctuation>
  vector.print %4 : i1 punctuation <no_punctuation>
  vector.print %8 : i1 punctuation <no_punctuation>
  vector.print %13 : i1
  return
}
func.func @minmax(%a: f32, %b: f32) {
  %0 = arith.maximumf %a, %b : f32
  %1 = arith.minimumf %a, %b : f32
  %2 = arith.maxnumf %a, %b : f32
  %3 = arith.minnumf %a, %b : f32
  vector.print %0 : f32 punctuation <comma>
  vector.print %1 : f32 punctuation <comma>
  vector.print %2 : f32 punctuation <comma>
  vector.print %3 : f32
  return
}
func.func @arith(%a: f64, %b: f64) {
  %0 = arith.addf %a, %b : f64
  %1 = arith.subf %a, %b : f64
  %2 = arith.mulf %a, %b : f64
  %3 = arith.divf %a, %b : f64
  %4 = arith.remf %a, %b : f64
  %5 = arith.negf %a : f64
  vector.print %0 : f64 punctuation <comma>
  vector.print %1 : f64 punctuation <comma>
  vector.print %2 : f64 punctuation <comma>
  vector.print %3 : f64 punctuation <comma>
  vector.print %4 : f64 punctuation <comma>
  vector.print %5 : f64
  return
}
func.func @main() {
  %nan = arith.constant 0x7FC00000 : f32
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  call @cmp(%one, %two) : (f32, f32) -> ()
  call @cmp(%two, %one) : (f32, f32) -> ()
  call @cmp(%one, %one) : (f32, f32) -> ()
  call @cmp(%nan, %one) : (f32, f32) -> ()
  call @cmp(%one, %nan) : (f32, f32) -> ()
  call @cmp(%pz, %nz) : (f32, f32) -> ()
  %dnan = arith.constant 0x7FF8000000000000 : f64
  %d1 = arith.constant 1.5 : f64
  call @cmpd(%dnan, %d1) : (f64, f64) -> ()
  call @cmpd(%d1, %d1) : (f64, f64) -> ()
  call @minmax(%one, %nan) : (f32, f32) -> ()
  call @minmax(%nan, %one) : (f32, f32) -> ()
  call @minmax(%one, %two) : (f32, f32) -> ()
  %x = arith.constant 7.5 : f64
  %y = arith.constant -2.0 : f64
  %z = arith.constant 0.0 : f64
  %big = arith.constant 1.0e300 : f64
  call @arith(%x, %y) : (f64, f64) -> ()
  call @arith(%y, %x) : (f64, f64) -> ()
  %inf = arith.divf %x, %z : f64
  vector.print %inf : f64
  %ninf = arith.divf %y, %z : f64
  vector.print %ninf : f64
  call @arith(%big, %big) : (f64, f64) -> ()
  %p = arith.constant 3.14159274 : f32
  %q = arith.constant 1.0e-3 : f32
  %s = arith.addf %p, %q : f32
  %d = arith.divf %one, %p : f32
  vector.print %s : f32
  vector.print %d : f32
  return
}
