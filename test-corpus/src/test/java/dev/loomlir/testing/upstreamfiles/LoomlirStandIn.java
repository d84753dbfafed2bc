package dev.loomlir.testing.upstreamfiles;

import dev.loomlir.lowering.pass.LlvmOnlyPasses;
import dev.loomlir.lowering.pass.OptionArgument;
import dev.loomlir.lowering.pass.PassPipelineException;
import dev.loomlir.lowering.pass.PassPipelineParser;
import dev.loomlir.lowering.pass.PipelineElement;
import dev.loomlir.lowering.pass.PipelineElement.NestedPipeline;
import dev.loomlir.lowering.pass.PipelineElement.PassElement;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

/**
 * Rewrites upstream RUN-line commands for loomlir, as the README tells users to: {@code mlir-opt}
 * becomes {@code loomlir opt} and {@code mlir-runner} {@code loomlir run} (both run in-process),
 * without the passes that lower to the LLVM dialect ({@code -convert-*-to-llvm},
 * {@code -finalize-memref-to-llvm}, {@code -reconcile-unrealized-casts}, as flags or inside
 * {@code --pass-pipeline}); {@code FileCheck} is LLVM's. Everything else is left as written,
 * mlir-runner's LLVM options ({@code -O3}, {@code -shared-libs=...}) too: loomlir accepts them.
 * {@code mlir-cpu-runner} ({@link #OLD_RUNNER_NAME}) is mlir-runner, as {@link UpstreamTools} has it.
 */
final class LoomlirStandIn implements UnaryOperator<List<String>> {
  /** mlir-runner's name before LLVM 20, with the same options: older copies of runner tests use it. */
  static final String OLD_RUNNER_NAME = "mlir-cpu-runner";
  private static final String PIPELINE_FLAG = "pass-pipeline";

  private final Path fileCheck;

  LoomlirStandIn(Path fileCheck) {
    this.fileCheck = fileCheck;
  }

  @Override public List<String> apply(List<String> argv) {
    List<String> args = argv.subList(1, argv.size());
    return switch (argv.get(0)) {
      case "mlir-opt" -> loomlir("opt", withoutLlvmPasses(args));
      case "mlir-runner", OLD_RUNNER_NAME -> loomlir("run", withoutLlvmPasses(args));
      case "FileCheck" -> prepend(fileCheck.toString(), args);
      default -> argv;
    };
  }

  /** The arguments without LLVM-lowering pass flags, and any pass pipeline without those passes. */
  static List<String> withoutLlvmPasses(List<String> args) {
    List<String> kept = new ArrayList<>();
    for (int i = 0; i < args.size(); i++) {
      String arg = args.get(i);
      String name = arg.replaceFirst("^--?", "");
      if (LlvmOnlyPasses.isLlvmOnlyFlag(arg)) continue;
      if (arg.startsWith("-") && name.startsWith(PIPELINE_FLAG + "=")) {
        kept.add(arg.substring(0, arg.indexOf('=') + 1) + withoutLlvmPasses(name.substring(PIPELINE_FLAG.length() + 1)));
      } else if (arg.startsWith("-") && name.equals(PIPELINE_FLAG) && i + 1 < args.size()) {
        kept.add(arg);
        kept.add(withoutLlvmPasses(args.get(++i)));
      } else {
        kept.add(arg);
      }
    }
    return kept;
  }

  /** The textual pipeline without LLVM-lowering passes; a pipeline that does not parse stays as written. */
  static String withoutLlvmPasses(String pipeline) {
    try {
      return print(prune(PassPipelineParser.parse(pipeline).root()));
    } catch (PassPipelineException e) {
      return pipeline;
    }
  }

  /**
   * The pipeline without LLVM-lowering passes; a nested pipeline left empty goes too, since
   * mlir-opt rejects {@code func.func()} ("'' does not refer to a registered pass").
   */
  private static NestedPipeline prune(NestedPipeline pipeline) {
    List<PipelineElement> kept = new ArrayList<>();
    for (PipelineElement element : pipeline.elements()) {
      switch (element) {
        case NestedPipeline nested -> {
          NestedPipeline pruned = prune(nested);
          if (!pruned.elements().isEmpty() || nested.elements().isEmpty()) kept.add(pruned);
        }
        case PassElement pass -> {
          if (!LlvmOnlyPasses.isLlvmOnly(pass.argument())) kept.add(pass);
        }
      }
    }
    return new NestedPipeline(pipeline.anchor(), kept, pipeline.offset());
  }

  private static String print(PipelineElement element) {
    return switch (element) {
      case NestedPipeline nested -> nested.anchor() + "("
          + nested.elements().stream().map(LoomlirStandIn::print).collect(Collectors.joining(",")) + ")";
      case PassElement pass -> pass.argument() + (pass.options().isEmpty() ? ""
          : pass.options().stream().map(LoomlirStandIn::print).collect(Collectors.joining(" ", "{", "}")));
    };
  }

  private static String print(OptionArgument option) {
    return option.value() == null ? option.name() : option.name() + "=" + option.value();
  }

  private static List<String> loomlir(String subcommand, List<String> args) {
    List<String> argv = new ArrayList<>(List.of("loomlir", subcommand));
    argv.addAll(args);
    return argv;
  }

  private static List<String> prepend(String tool, List<String> args) {
    List<String> argv = new ArrayList<>(List.of(tool));
    argv.addAll(args);
    return argv;
  }
}
