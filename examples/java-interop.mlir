// External functions bound to public static Java methods: the `loomlir.java` attribute names
// "class#method"; the signature must match (f64 is double, i64 long, i32 int).
// `./loomlir run examples/java-interop.mlir`

func.func private @hypot(f64, f64) -> f64 attributes {loomlir.java = "java.lang.Math#hypot"}
func.func private @bit_count(i64) -> i32 attributes {loomlir.java = "java.lang.Long#bitCount"}

func.func @main() {
  %a = arith.constant 3.0 : f64
  %b = arith.constant 4.0 : f64
  %h = func.call @hypot(%a, %b) : (f64, f64) -> f64
  vector.print %h : f64
  %x = arith.constant 255 : i64
  %n = func.call @bit_count(%x) : (i64) -> i32
  vector.print %n : i32
  return
}
