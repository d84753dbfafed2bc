package dev.loomlir.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link LitOptCommands}: the {@code loomlir opt} stages of RUN lines that read the test file. */
class LitOptCommandsTest {
  @Test void readsTheStagesThatReadTheFile() {
    String text = """
        // RUN: loomlir opt %s --canonicalize | FileCheck %s
        // RUN: loomlir opt %s --mlir-print-op-generic | loomlir opt | FileCheck %s
        // RUN: not loomlir opt %s -split-input-file \\
        // RUN:   -verify-diagnostics 2>&1
        // RUN: loomlir opt %s --pass-pipeline='builtin.module(func.func(cse))' | FileCheck %s
        // RUN: loomlir opt %s -o %t && FileCheck %s < %t
        // RUN: loomlir run %s | FileCheck %s
        // RUN: loomlir opt "$X" %s
        func.func @f() { return }
        """;
    assertEquals(List.of(
        List.of("f.mlir", "--canonicalize"),
        List.of("f.mlir", "--mlir-print-op-generic"),
        List.of("f.mlir", "-split-input-file", "-verify-diagnostics"),
        List.of("f.mlir", "--pass-pipeline=builtin.module(func.func(cse))")), LitOptCommands.of(text, "f.mlir"));
  }
}
