// Integer and float conversions, bit casts, 16-bit float formats.
func.func @main() {
  %m1 = arith.constant -1 : i8
  %a = arith.extui %m1 : i8 to i32
  %b = arith.extsi %m1 : i8 to i32
  %c = arith.extui %m1 : i8 to i64
  vector.print %a : i32
  vector.print %b : i32
  vector.print %c : i64
  %big = arith.constant -559038737 : i32
  %d = arith.trunci %big : i32 to i8
  %e = arith.trunci %big : i32 to i16
  %f = arith.trunci %big : i32 to i1
  %g = arith.extui %big : i32 to i64
  vector.print %d : i8
  vector.print %e : i16
  vector.print %f : i1
  vector.print %g : i64
  %t = arith.constant true
  %h = arith.extsi %t : i1 to i32
  %i = arith.extui %t : i1 to i32
  vector.print %h : i32
  vector.print %i : i32
  %ix = arith.constant -2 : index
  %j = arith.index_cast %ix : index to i32
  %k = arith.index_castui %j : i32 to index
  %l = arith.index_cast %j : i32 to index
  vector.print %j : i32
  vector.print %k : index
  vector.print %l : index
  %u64 = arith.constant -1 : i64
  %uf = arith.uitofp %u64 : i64 to f32
  %ud = arith.uitofp %u64 : i64 to f64
  %sf = arith.sitofp %u64 : i64 to f32
  vector.print %uf : f32
  vector.print %ud : f64
  vector.print %sf : f32
  %u8f = arith.uitofp %m1 : i8 to f32
  vector.print %u8f : f32
  %odd = arith.constant 9007199254740993 : i64
  %oddd = arith.sitofp %odd : i64 to f64
  %oddf = arith.sitofp %odd : i64 to f32
  vector.print %oddd : f64
  vector.print %oddf : f32
  %fv = arith.constant -3.75 : f32
  %fi = arith.fptosi %fv : f32 to i32
  %fl = arith.fptosi %fv : f32 to i64
  %fb = arith.fptosi %fv : f32 to i8
  vector.print %fi : i32
  vector.print %fl : i64
  %pv = arith.constant 200.9 : f64
  %pu = arith.fptoui %pv : f64 to i8
  %pu32 = arith.fptoui %pv : f64 to i32
  vector.print %pu : i8
  vector.print %pu32 : i32
  %hv = arith.constant 1.0e19 : f64
  %hu = arith.fptoui %hv : f64 to i64
  vector.print %hu : i64
  %bits = arith.bitcast %fv : f32 to i32
  vector.print %bits : i32
  %back = arith.bitcast %bits : i32 to f32
  vector.print %back : f32
  %dbits = arith.constant 4614253070214989087 : i64
  %dv = arith.bitcast %dbits : i64 to f64
  vector.print %dv : f64
  %ext = arith.extf %fv : f32 to f64
  vector.print %ext : f64
  %third = arith.constant 0.33333333333333331 : f64
  %tr = arith.truncf %third : f64 to f32
  vector.print %tr : f32
  %h1 = arith.truncf %third : f64 to f16
  %h2 = arith.truncf %third : f64 to bf16
  vector.print %h1 : f16
  vector.print %h2 : bf16
  %h3 = arith.addf %h1, %h1 : f16
  %h4 = arith.mulf %h2, %h2 : bf16
  vector.print %h3 : f16
  vector.print %h4 : bf16
  %hb = arith.bitcast %h1 : f16 to i16
  %bb = arith.bitcast %h2 : bf16 to i16
  vector.print %hb : i16
  vector.print %bb : i16
  %hx = arith.extf %h1 : f16 to f32
  vector.print %hx : f32
  %hmax = arith.constant 65504.0 : f16
  %hover = arith.addf %hmax, %hmax : f16
  vector.print %hover : f16
  %i16v = arith.constant 1000 : i16
  %tof16 = arith.sitofp %i16v : i16 to f16
  %tobf = arith.sitofp %i16v : i16 to bf16
  vector.print %tof16 : f16
  vector.print %tobf : bf16
  %i32big = arith.constant 16777217 : i32
  %tof = arith.sitofp %i32big : i32 to f32
  vector.print %tof : f32
  return
}
