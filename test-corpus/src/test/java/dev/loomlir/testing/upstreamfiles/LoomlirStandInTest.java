package dev.loomlir.testing.upstreamfiles;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class LoomlirStandInTest {
  private final LoomlirStandIn standIn = new LoomlirStandIn(Path.of("/usr/bin/FileCheck-22"));

  @Test
  void llvmLoweringsLeaveFlagsAndPipelines() {
    assertEquals(List.of("loomlir", "opt", "%s", "-pass-pipeline=builtin.module(func.func(convert-linalg-to-loops,"
            + "convert-scf-to-cf),canonicalize{max-iterations=3 test-convergence})"),
        standIn.apply(List.of("mlir-opt", "%s", "-pass-pipeline=builtin.module(func.func(convert-linalg-to-loops,"
            + "convert-scf-to-cf,convert-arith-to-llvm),finalize-memref-to-llvm,canonicalize{max-iterations=3 "
            + "test-convergence},reconcile-unrealized-casts)")));
    assertEquals(List.of("loomlir", "opt", "-async-to-async-runtime", "--pass-pipeline", "builtin.module(cse)"),
        standIn.apply(List.of("mlir-opt", "-async-to-async-runtime", "-convert-async-to-llvm",
            "--finalize-memref-to-llvm=index-bitwidth=32", "--pass-pipeline", "builtin.module(cse,convert-func-to-llvm)")));
  }

  @Test
  void aNestedPipelineLeftEmptyGoesToo() {
    assertEquals("builtin.module(async-to-async-runtime,func.func(cse))", LoomlirStandIn.withoutLlvmPasses(
        "builtin.module(async-to-async-runtime,convert-async-to-llvm,func.func(convert-arith-to-llvm),"
            + "func.func(cse),convert-func-to-llvm)"));
  }

  @Test
  void theRunnerKeepsItsLlvmOptionsAndFileCheckIsLlvms() {
    assertEquals(List.of("loomlir", "run", "-O3", "-e", "main", "-shared-libs=/l/x.so"),
        standIn.apply(List.of("mlir-runner", "-O3", "-e", "main", "-shared-libs=/l/x.so")));
    assertEquals(List.of("loomlir", "run", "-e", "entry"), standIn.apply(List.of("mlir-cpu-runner", "-e", "entry")));
    assertEquals(List.of("/usr/bin/FileCheck-22", "%s"), standIn.apply(List.of("FileCheck", "%s")));
    assertEquals(List.of("cp", "a", "b"), standIn.apply(List.of("cp", "a", "b")));
  }

  @Test
  void aPipelineThatDoesNotParseStaysAsWritten() {
    assertEquals("builtin.module(func.func(cse)", LoomlirStandIn.withoutLlvmPasses("builtin.module(func.func(cse)"));
  }
}
