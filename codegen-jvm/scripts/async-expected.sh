#!/usr/bin/env bash
# Regenerates the inputs and expected outputs of codegen-jvm's async tests from upstream MLIR.
# For every src/test/resources/async/NAME.mlir (a program using the async dialect):
#   NAME.lowered.mlir  what upstream's passes make of it (mlir-opt-22 --async-func-to-async-runtime
#                      --async-to-async-runtime --async-runtime-ref-counting
#                      --async-runtime-ref-counting-opt --convert-scf-to-cf): the coroutine IR
#                      the tests compile
#   NAME.out           what upstream prints running it natively (mlir-native-run), with thread
#                      ids and memref addresses masked
set -euo pipefail
dir="$(cd "$(dirname "$0")/.." && pwd)/src/test/resources/async"
native=/work/shared/tools/mlir-native-run
[ -x "$native" ] || native="$(cd "$(dirname "$0")/../.." && pwd)/../shared/tools/mlir-native-run"
if [ $# -eq 0 ]; then set -- "$dir"/*.mlir; fi
for f in "$@"; do
  case "$f" in *.lowered.mlir) continue;; esac
  base="${f%.mlir}"
  mlir-opt-22 "$f" --async-func-to-async-runtime --async-to-async-runtime --async-runtime-ref-counting \
    --async-runtime-ref-counting-opt --convert-scf-to-cf > "$base.lowered.mlir"
  "$native" "$f" | sed -E 's/Current thread id: [0-9]+/Current thread id: N/; s/base@ = 0x[0-9a-f]+/base@ = ADDR/' \
    > "$base.out"
  echo "$base.{lowered.mlir,out}"
done
