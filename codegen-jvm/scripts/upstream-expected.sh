#!/usr/bin/env bash
# Regenerates the expected outputs of codegen-jvm's test programs from upstream MLIR:
# every src/test/resources/programs/NAME.mlir is run through mlir-opt-22 + mlir-runner-22 and
# what it prints is written to NAME.out. The pipeline is mlir-native-run's, plus
# -convert-vector-to-scf (upstream lowers vector.print of whole vectors there).
set -euo pipefail
B=/usr/lib/llvm-22/bin; L=/usr/lib/llvm-22/lib
dir="$(cd "$(dirname "$0")/.." && pwd)/src/test/resources/programs"
for f in "${@:-$dir/*.mlir}"; do
  "$B/mlir-opt" "$f" -convert-vector-to-scf -convert-scf-to-cf -arith-expand -convert-math-to-llvm \
    -convert-math-to-libm -convert-vector-to-llvm -convert-func-to-llvm -convert-arith-to-llvm \
    -convert-index-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts \
  | "$B/mlir-runner" -e main -entry-point-result=void -O3 \
      -shared-libs="$L/libmlir_runner_utils.so.22.1" -shared-libs="$L/libmlir_c_runner_utils.so.22.1" \
  > "${f%.mlir}.out"
  echo "${f%.mlir}.out"
done
