// Vector constants, elementwise arith on vectors, vector.print of 0-d to 3-d vectors, broadcast.
func.func @main() {
  %a = arith.constant dense<[1.0, -0.0, 2.5, 1.0e10]> : vector<4xf32>
  %b = arith.constant dense<[0.5, 1.0, -2.5, 3.0]> : vector<4xf32>
  vector.print %a : vector<4xf32>
  %s = arith.addf %a, %b : vector<4xf32>
  vector.print %s : vector<4xf32>
  %m = arith.mulf %a, %b : vector<4xf32>
  vector.print %m : vector<4xf32>
  %c = arith.cmpf olt, %a, %b : vector<4xf32>
  vector.print %c : vector<4xi1>
  %sel = arith.select %c, %a, %b : vector<4xi1>, vector<4xf32>
  vector.print %sel : vector<4xf32>
  %i = arith.constant dense<[[1, 2, 3], [-4, 127, -128]]> : vector<2x3xi8>
  %j = arith.constant dense<100> : vector<2x3xi8>
  %k = arith.addi %i, %j : vector<2x3xi8>
  vector.print %k : vector<2x3xi8>
  %e = arith.extsi %k : vector<2x3xi8> to vector<2x3xi32>
  vector.print %e : vector<2x3xi32>
  %z = arith.constant dense<7> : vector<i64>
  vector.print %z : vector<i64>
  %x = arith.constant dense<[[[1.5, 2.5], [3.5, 4.5]], [[5.5, 6.5], [7.5, 8.5]]]> : vector<2x2x2xf64>
  vector.print %x : vector<2x2x2xf64>
  %f = arith.constant 3.0 : f32
  %bc = vector.broadcast %f : f32 to vector<3xf32>
  vector.print %bc : vector<3xf32>
  %idx = arith.constant dense<[0, -1]> : vector<2xindex>
  vector.print %idx : vector<2xindex>
  %sq = math.sqrt %bc : vector<3xf32>
  vector.print %sq : vector<3xf32>
  vector.print %i : vector<2x3xi8> punctuation <comma>
  vector.print str "after\n"
  return
}
