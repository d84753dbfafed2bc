// RUN: loomlir opt %s | FileCheck %s
// RUN: loomlir opt %s --mlir-print-op-generic | loomlir opt | FileCheck %s

// Integer sets (affine_set) as attributes and #aliases: constraints normalized to e >= 0 and
// e == 0 as upstream parses them (a <= b is b - a >= 0), an empty list as 0 == 0, equal sets
// sharing one #set alias, printed after the maps.

#named = affine_set<(d0, d1)[s0] : (d0 >= 5, d1 <= s0, d0 + d1 == s0 * 2)>

func.func private @sets() attributes {
  a = affine_set<(d0)[s0] : (d0 >= 5, d0 <= s0, d0 == s0 * 2, 3 >= d0 + 1)>,
  b = affine_set<(d0) : ()>,
  c = affine_set<() : (0 == 0)>,
  d = affine_set<(d0, d1) : (d0 + d1 - 2 * d0 >= 0, (d0 floordiv 2) * 2 - d0 == 0)>,
  e = affine_set<(d0) : (1 == 0)>,
  f = #named,
  g = [affine_set<(i, j) : (i - j >= 0)>, affine_map<(i, j) -> (j, i)>],
  h = affine_set<(x)[n] : (x mod 4 - 1 >= 0, n ceildiv 2 - x >= 0, -x >= -100)>,
  i = affine_set<(d0)[s0] : (d0 >= 5, d0 <= s0, d0 == s0 * 2, 3 >= d0 + 1)>
}

// Expected output: mlir-opt-22 on this file.
// CHECK-DAG: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #set = affine_set<(d0)[s0] : (d0 - 5 >= 0, -d0 + s0 >= 0, d0 - s0 * 2 == 0, -(d0 + 1) + 3 >= 0)>
// CHECK-DAG: #set1 = affine_set<(d0) : (0 == 0)>
// CHECK-DAG: #set2 = affine_set<() : (0 == 0)>
// CHECK-DAG: #set3 = affine_set<(d0, d1) : (d0 + d1 - d0 * 2 >= 0, (d0 floordiv 2) * 2 - d0 == 0)>
// CHECK-DAG: #set4 = affine_set<(d0) : (1 == 0)>
// CHECK-DAG: #set5 = affine_set<(d0, d1)[s0] : (d0 - 5 >= 0, -d1 + s0 >= 0, d0 + d1 - s0 * 2 == 0)>
// CHECK-DAG: #set6 = affine_set<(d0, d1) : (d0 - d1 >= 0)>
// CHECK-DAG: #set7 = affine_set<(d0)[s0] : (d0 mod 4 - 1 >= 0, -d0 + s0 ceildiv 2 >= 0, -d0 + 100 >= 0)>
// CHECK-LABEL: module {
// CHECK-LABEL: func.func private @sets() attributes {a = #set, b = #set1, c = #set2, d = #set3, e = #set4, f = #set5, g = [#set6, #map], h = #set7, i = #set}
// CHECK-NEXT: }
