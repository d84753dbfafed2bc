// The lit runner and FileCheck, without the compiler: this file checks itself.
// RUN: FileCheck %s --input-file=%s
// RUN: FileCheck %s < %s
// RUN: cat %s | FileCheck %s --check-prefix=PIPED
// RUN: cat %s > %t && FileCheck %s --input-file=%t --check-prefix=PIPED
// RUN: not FileCheck %s --input-file=%s --check-prefix=NEVER 2>&1 | FileCheck %s --check-prefix=REPORT

// CHECK: checks itself
// CHECK-NEXT: RUN
// PIPED: // sentinel-{{[0-9]+}}
// PIPED-SAME: marker
// NEVER: absent{{-}}word
// REPORT: error: NEVER: expected string not found in input

// sentinel-42 marker
