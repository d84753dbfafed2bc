// addui_extended, mulsi_extended and mului_extended.
func.func @ext(%a: i32, %b: i32) {
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %l, %h = arith.mulsi_extended %a, %b : i32
  %ul, %uh = arith.mului_extended %a, %b : i32
  vector.print %s : i32 punctuation <comma>
  vector.print %o : i1 punctuation <comma>
  vector.print %l : i32 punctuation <comma>
  vector.print %h : i32 punctuation <comma>
  vector.print %ul : i32 punctuation <comma>
  vector.print %uh : i32
  return
}
func.func @ext64(%a: i64, %b: i64) {
  %s, %o = arith.addui_extended %a, %b : i64, i1
  %l, %h = arith.mulsi_extended %a, %b : i64
  %ul, %uh = arith.mului_extended %a, %b : i64
  vector.print %s : i64 punctuation <comma>
  vector.print %o : i1 punctuation <comma>
  vector.print %l : i64 punctuation <comma>
  vector.print %h : i64 punctuation <comma>
  vector.print %ul : i64 punctuation <comma>
  vector.print %uh : i64
  return
}
func.func @ext8(%a: i8, %b: i8) {
  %s, %o = arith.addui_extended %a, %b : i8, i1
  %l, %h = arith.mulsi_extended %a, %b : i8
  %ul, %uh = arith.mului_extended %a, %b : i8
  vector.print %s : i8 punctuation <comma>
  vector.print %o : i1 punctuation <comma>
  vector.print %l : i8 punctuation <comma>
  vector.print %h : i8 punctuation <comma>
  vector.print %ul : i8 punctuation <comma>
  vector.print %uh : i8
  return
}
func.func @main() {
  %a = arith.constant -1 : i32
  %b = arith.constant 2 : i32
  %c = arith.constant 123456789 : i32
  call @ext(%a, %b) : (i32, i32) -> ()
  call @ext(%c, %c) : (i32, i32) -> ()
  %d = arith.constant -3 : i64
  %e = arith.constant 9223372036854775807 : i64
  call @ext64(%d, %e) : (i64, i64) -> ()
  call @ext64(%e, %e) : (i64, i64) -> ()
  %f = arith.constant -100 : i8
  %g = arith.constant 77 : i8
  call @ext8(%f, %g) : (i8, i8) -> ()
  return
}
