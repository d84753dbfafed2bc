package dev.loomlir.testing;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.testing.lit.CapturedRun;
import dev.loomlir.testing.lit.InProcessTool;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Bad or extreme input must give exit 0, or exit 1 with a diagnostic: never an internal error
 * (exit 2), a Java exception, or a hang.
 */
class ParserRobustnessTest {
  private static final Duration WHOLE_FILE = Duration.ofMinutes(4);
  private static final Duration ONE_INPUT = Duration.ofSeconds(60);
  private static final int MAX_PREFIXES = 1500;

  private static void assertHandled(String input, String what, String... flags) {
    List<String> args = Stream.concat(Stream.of("opt", "-"), Stream.of(flags)).toList();
    CapturedRun run = assertTimeoutPreemptively(ONE_INPUT,
        () -> InProcessTool.LOOMLIR.capture(args, input.getBytes(StandardCharsets.UTF_8)),
        () -> what + ": loomlir opt did not finish");
    String stderr = run.stderrText();
    assertTrue(run.exitCode() == 0 || run.exitCode() == 1, () -> what + ": exit " + run.exitCode() + "\n" + stderr);
    if (run.exitCode() == 1) {
      assertTrue(stderr.contains("error:"), () -> what + ": exit 1 without a diagnostic:\n" + stderr);
    }
    assertTrue(!stderr.contains("Exception") && !stderr.contains("\tat "),
        () -> what + ": Java exception escaped:\n" + stderr);
  }

  /** Every prefix of a few corpus files (spread evenly over long files). */
  @TestFactory
  Stream<DynamicTest> truncatedCorpusFiles() {
    List<Path> files = LitCorpus.files().stream().filter(p -> p.getFileName().toString().equals("ops.mlir")).limit(4)
        .toList();
    return files.stream().map(file -> DynamicTest.dynamicTest(LitCorpus.displayName(file), () -> {
      String text = Files.readString(file);
      int step = Math.max(1, text.length() / MAX_PREFIXES);
      assertTimeoutPreemptively(WHOLE_FILE, () -> {
        for (int end = 0; end <= text.length(); end += step) {
          assertHandled(text.substring(0, end), file.getFileName() + " cut at " + end);
        }
      });
    }));
  }

  @Test
  void randomBytes() {
    Random random = new Random(42);
    for (int i = 0; i < 200; i++) {
      byte[] bytes = new byte[random.nextInt(400)];
      random.nextBytes(bytes);
      assertHandled(new String(bytes, StandardCharsets.ISO_8859_1), "random bytes #" + i);
    }
  }

  @Test
  void randomMlirTokens() {
    String[] tokens = {"func.func", "@f", "(", ")", "{", "}", "%0", "=", "arith.addi", ",", ":", "i32", "->",
        "^bb0", "return", "\"", "<", ">", "[", "]", "#map", "!async.token", "loc(", "dense<", "1.5", "-", "x",
        "memref<", "?", "scf.for", "to", "step", "\n", "//", "0x1F", "affine_map<(d0) -> (d0)>"};
    Random random = new Random(7);
    for (int i = 0; i < 300; i++) {
      StringBuilder sb = new StringBuilder();
      for (int n = random.nextInt(60); n > 0; n--) sb.append(tokens[random.nextInt(tokens.length)]).append(' ');
      assertHandled(sb.toString(), "token soup #" + i + ": " + sb);
    }
  }

  @Test
  void tenThousandNestedRegions() {
    int depth = 10_000;
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < depth; i++) sb.append("\"test.nest\"() ({\n");
    for (int i = 0; i < depth; i++) sb.append("}) : () -> ()\n");
    assertHandled(sb.toString(), "10,000 nested regions", "--allow-unregistered-dialect");
    assertHandled(sb.toString(), "10,000 nested regions, generic", "--allow-unregistered-dialect",
        "--mlir-print-op-generic");
  }

  @Test
  void tenThousandNestedScfRegions() {
    int depth = 10_000;
    StringBuilder sb = new StringBuilder("func.func @f(%c: i1) {\n");
    for (int i = 0; i < depth; i++) sb.append("scf.if %c {\n");
    for (int i = 0; i < depth; i++) sb.append("}\n");
    sb.append("return\n}\n");
    assertHandled(sb.toString(), "10,000 nested scf.if");
  }

  @Test
  void deeplyNestedTypesAndAttributes() {
    int depth = 10_000;
    assertHandled("%0 = \"test.op\"() {a = " + "[".repeat(depth) + "]".repeat(depth) + "} : () -> ()",
        "nested arrays", "--allow-unregistered-dialect");
    assertHandled("func.func private @f() -> " + "tuple<".repeat(depth) + ">".repeat(depth),
        "nested tuple types");
    assertHandled("func.func private @f() -> " + "(".repeat(depth) + "i32" + ")".repeat(depth), "nested parens");
  }

  @Test
  void veryLongLines() {
    int n = 20_000;
    StringBuilder ops = new StringBuilder("func.func @f(%a: i32) -> i32 { ");
    String last = "%a";
    for (int i = 0; i < n; i++) {
      ops.append("%v").append(i).append(" = arith.addi ").append(last).append(", %a : i32 ");
      last = "%v" + i;
    }
    ops.append("return ").append(last).append(" : i32 }");
    assertHandled(ops.toString(), "20,000 ops on one line");
    assertHandled("func.func @" + "x".repeat(1_000_000) + "() { return }", "a 1,000,000-character symbol");
    assertHandled("func.func @f() attributes {s = \"" + "y".repeat(1_000_000) + "\"} { return }",
        "a 1,000,000-character string");
    assertHandled("%0 = arith.constant " + "9".repeat(100_000) + " : i32", "a 100,000-digit integer");
    assertHandled("// " + "z".repeat(1_000_000) + "\n", "a 1,000,000-character comment");
  }
}
