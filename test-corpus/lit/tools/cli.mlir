// loomlir's command line: help, version, and mlir-opt style errors.
// RUN: loomlir --version | FileCheck %s --check-prefix=VERSION
// RUN: loomlir --help | FileCheck %s --check-prefix=HELP
// RUN: loomlir opt --help | FileCheck %s --check-prefix=OPT-HELP
// RUN: not loomlir opt --no-such-flag %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not loomlir opt -pass-pipeline='builtin.module(no-such-pass)' %s 2>&1 | FileCheck %s --check-prefix=NO-PASS
// RUN: not loomlir opt --pass-pipeline='strip-debuginfo' %s 2>&1 | FileCheck %s --check-prefix=NO-ANCHOR
// RUN: not loomlir opt --pass-pipeline='builtin.module(strip-debuginfo)' --strip-debuginfo %s 2>&1 | FileCheck %s --check-prefix=BOTH
// RUN: not loomlir opt %s.does-not-exist 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not loomlir opt %s --async-to-async-runtime --convert-async-to-llvm 2>&1 | FileCheck %s --check-prefix=LLVM-FLAG
// RUN: not loomlir run %s --pass-pipeline='builtin.module(func.func(convert-arith-to-llvm))' 2>&1 | FileCheck %s --check-prefix=LLVM-PASS

// VERSION: loomlir {{[0-9]+\.[0-9]+}}
// HELP: Usage: loomlir
// HELP: opt
// OPT-HELP: Usage: loomlir opt
// OPT-HELP-DAG: --split-input-file
// OPT-HELP-DAG: --verify-diagnostics
// OPT-HELP-DAG: --mlir-print-op-generic
// OPT-HELP-DAG: --allow-unregistered-dialect
// OPT-HELP-DAG: --pass-pipeline
// OPT-HELP: Passes
// OPT-HELP: --strip-debuginfo
// UNKNOWN: Unknown command line argument '--no-such-flag'
// NO-PASS: error: MLIR Textual PassPipeline Parser:1:1: error: 'no-such-pass' does not refer to a registered pass or pass pipeline
// NO-ANCHOR: error: expected pass pipeline to be wrapped with the anchor operation type
// BOTH: error: '-pass-pipeline' option can't be used with individual pass options
// LLVM-FLAG: loomlir opt: Unknown command line argument '--convert-async-to-llvm'.
// LLVM-FLAG-NEXT: loomlir opt: note: 'convert-async-to-llvm' lowers to the LLVM dialect, which loomlir does not use: {{.*}} Leave the LLVM passes out of the pipeline.
// LLVM-PASS: error: MLIR Textual PassPipeline Parser:1:11: error: 'convert-arith-to-llvm' does not refer to a registered pass or pass pipeline
// LLVM-PASS: <unknown>:0: note: 'convert-arith-to-llvm' lowers to the LLVM dialect
// MISSING: cannot open input file '{{.*}}cli.mlir.does-not-exist': No such file or directory
