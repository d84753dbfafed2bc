package dev.loomlir.testing.upstreamfiles;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * RUN-line commands as upstream's lit runs them: mlir-opt, mlir-runner and FileCheck of LLVM 22.
 * {@code mlir-cpu-runner}, mlir-runner's name before LLVM 20 (same options), is mlir-runner, so
 * older copies of the runner tests run as their newer ones do.
 */
record UpstreamTools(Path mlirOpt, Path mlirRunner, Path fileCheck) implements UnaryOperator<List<String>> {
  @Override public List<String> apply(List<String> argv) {
    Map<String, Path> tools = Map.of("mlir-opt", mlirOpt, "mlir-runner", mlirRunner,
        LoomlirStandIn.OLD_RUNNER_NAME, mlirRunner, "FileCheck", fileCheck);
    Path tool = tools.get(argv.get(0));
    if (tool == null) return argv;
    List<String> rewritten = new ArrayList<>(List.of(tool.toString()));
    rewritten.addAll(argv.subList(1, argv.size()));
    return rewritten;
  }
}
