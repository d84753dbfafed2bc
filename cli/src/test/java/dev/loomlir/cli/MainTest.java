package dev.loomlir.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code loomlir} end to end; expected texts are mlir-opt-22's output for the same input. */
class MainTest {
  record Result(int code, String out, String err) {}

  static Result run(String stdin, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = Main.run(args, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
        new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  private static final String TWO_FUNCS = """
      func.func @f() {
        %0 = arith.constant 1 : i32
        return
      }
      // -----
      func.func @g() {
        return
      }
      """;

  @Test
  void versionAndHelp() {
    Result version = run("", "--version");
    assertEquals(0, version.code());
    assertTrue(version.out().startsWith("loomlir "), version.out());
    Result help = run("", "--help");
    assertEquals(0, help.code());
    assertTrue(help.out().contains("opt"), help.out());
    Result optHelp = run("", "opt", "--help");
    assertEquals(0, optHelp.code());
    assertTrue(optHelp.out().contains("--split-input-file") && optHelp.out().contains("--strip-debuginfo"),
        optHelp.out());
  }

  @Test
  void noCommandShowsUsageAndFails() {
    Result r = run("");
    assertEquals(1, r.code());
    assertTrue(r.err().contains("Usage: loomlir"), r.err());
  }

  @Test
  void unknownFlagIsAUsageError() {
    Result r = run("", "opt", "-no-such-flag");
    assertEquals(1, r.code());
    assertEquals("loomlir opt: Unknown command line argument '--no-such-flag'.  Try: 'loomlir opt --help'\n", r.err());
  }

  @Test
  void unknownPassInPipeline() {
    Result r = run("", "opt", "--pass-pipeline=builtin.module(func.func(nope{a=1}))");
    assertEquals(1, r.code());
    assertTrue(r.err().startsWith("<unknown>:0: error: MLIR Textual PassPipeline Parser:1:11: error: "
        + "'nope' does not refer to a registered pass or pass pipeline\n"), r.err());
    assertEquals("", r.out());
  }

  @Test
  void llvmOnlyPassFlagGetsANote() {
    Result r = run("", "opt", "--finalize-memref-to-llvm=index-bitwidth=32");
    assertEquals(1, r.code());
    assertEquals("loomlir opt: Unknown command line argument '--finalize-memref-to-llvm=index-bitwidth=32'."
        + "  Try: 'loomlir opt --help'\nloomlir opt: note: 'finalize-memref-to-llvm' lowers to the LLVM dialect,"
        + " which loomlir does not use: it compiles the func, cf, arith, memref and async.runtime level to JVM"
        + " bytecode itself. Leave the LLVM passes out of the pipeline.\n", r.err());
  }

  @Test
  void llvmOnlyPassInPipelineGetsANoteAfterTheError() {
    Result r = run("", "run", "--pass-pipeline=builtin.module(async-to-async-runtime,reconcile-unrealized-casts)");
    assertEquals(1, r.code());
    assertTrue(r.err().startsWith("<unknown>:0: error: MLIR Textual PassPipeline Parser:1:24: error: "
        + "'reconcile-unrealized-casts' does not refer to a registered pass or pass pipeline\n"), r.err());
    assertTrue(r.err().endsWith("\n<unknown>:0: note: 'reconcile-unrealized-casts' lowers to the LLVM dialect,"
        + " which loomlir does not use: it compiles the func, cf, arith, memref and async.runtime level to JVM"
        + " bytecode itself. Leave the LLVM passes out of the pipeline.\n"), r.err());
  }

  @Test
  void printsModuleAsMlirOpt() {
    Result r = run(TWO_FUNCS, "opt");
    assertEquals(0, r.code(), r.err());
    assertEquals("""
        module {
          func.func @f() {
            %c1_i32 = arith.constant 1 : i32
            return
          }
          func.func @g() {
            return
          }
        }

        """, r.out());
  }

  @Test
  void splitInputFileSeparatesOutputs() {
    Result r = run(TWO_FUNCS, "opt", "-split-input-file");
    assertEquals(0, r.code(), r.err());
    assertEquals("""
        module {
          func.func @f() {
            %c1_i32 = arith.constant 1 : i32
            return
          }
        }

        // -----
        module {
          func.func @g() {
            return
          }
        }

        """, r.out());
  }

  @Test
  void splitChunksReportWholeFileLines() {
    String input = "func.func @f() {\n  %0 = arith.addi : i32\n}\n// -----\nfunc.func @f() {\n  %0 = arith.addi : i32\n}\n";
    Result r = run(input, "opt", "--split-input-file");
    assertEquals(1, r.code());
    assertEquals("// -----\n", r.out());
    assertEquals("""
        <stdin>:2:18: error: expected SSA operand
          %0 = arith.addi : i32
                         ^
        <stdin>:6:18: error: expected SSA operand
          %0 = arith.addi : i32
                         ^
        """, r.err());
  }

  @Test
  void verifyDiagnosticsAcceptsMatchingAnnotations() {
    String input = """
        func.func @f() {
          // expected-error @+1 {{expected SSA operand}}
          %0 = arith.addi : i32
        }
        // -----
        func.func @g() {
          %0 = arith.addi : i32 // expected-error-re {{expected {{S+A}} operand}}
        }
        """;
    Result r = run(input, "opt", "--split-input-file", "--verify-diagnostics");
    assertEquals(0, r.code(), r.err());
    assertEquals("", r.err());
  }

  @Test
  void verifyDiagnosticsReportsMismatchesInMlirOptWording() {
    String input = """
        func.func @g() {
          // expected-error @+1 {{something else}}
          %0 = arith.addi : i32
        }
        """;
    Result r = run(input, "opt", "--verify-diagnostics");
    assertEquals(1, r.code());
    assertEquals("""
        <stdin>:3:18: error: unexpected error: expected SSA operand
          %0 = arith.addi : i32
                         ^
        <stdin>:2:6: error: expected error "something else" was not produced
          // expected-error @+1 {{something else}}
             ^~~~~~~~~~~~~~
        """, r.err());
  }

  @Test
  void outputFileAndInputFile(@TempDir Path dir) throws Exception {
    Path in = Files.writeString(dir.resolve("in.mlir"), "func.func @g() {\n  return\n}\n");
    Path out = dir.resolve("out.mlir");
    Result r = run("", "opt", in.toString(), "-o", out.toString());
    assertEquals(0, r.code(), r.err());
    assertEquals("", r.out());
    assertEquals("module {\n  func.func @g() {\n    return\n  }\n}\n\n", Files.readString(out));
  }

  @Test
  void missingInputFile(@TempDir Path dir) {
    Path missing = dir.resolve("missing.mlir");
    Result r = run("", "opt", missing.toString());
    assertEquals(1, r.code());
    assertEquals("cannot open input file '" + missing + "': No such file or directory\n", r.err());
  }

  /** mlir-opt-22 examples/hello.mlir -o /nonexistent/dir/x.mlir: this message on stderr, exit code 1. */
  @Test
  void anOutputFileInAMissingFolderIsReportedAsMlirOptDoes(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("nonexistent/dir/x.mlir");
    Result r = run("func.func @f() {\n  return\n}\n", "opt", "-", "-o", out.toString());
    assertEquals(new Result(1, "", "cannot open output file '" + out + "': No such file or directory\n"), r);
  }

  /**
   * Input that is not UTF-8, as mlir-opt-22 takes it: a stray byte in a comment is skipped, one in
   * a symbol name is "unexpected character" at its column (both checked against mlir-opt-22); in a
   * string literal, which upstream keeps as bytes, loomlir stops with a located error instead.
   */
  @Test
  void bytesThatAreNotUtf8AreReportedWhereTheyAre(@TempDir Path dir) throws Exception {
    Path comment = dir.resolve("comment.mlir");
    Files.write(comment, bytes("func.func @f() {\n  return\n}\n// caf\u00e9\n"));
    Result ok = run("", "opt", comment.toString());
    assertEquals(new Result(0, "module {\n  func.func @f() {\n    return\n  }\n}\n\n", ""), ok);

    Path symbol = dir.resolve("symbol.mlir");
    Files.write(symbol, bytes("func.func @f\u00e9() {\n  return\n}\n"));
    Result bad = run("", "opt", symbol.toString());
    assertEquals(1, bad.code());
    assertTrue(bad.err().startsWith(symbol + ":1:13: error: unexpected character\n"), bad.err());

    Path string = dir.resolve("string.mlir");
    Files.write(string, bytes("func.func @f() attributes {s = \"caf\u00e9\"} {\n  return\n}\n"));
    Result str = run("", "run", string.toString(), "-e", "f");
    assertEquals(1, str.code());
    assertTrue(str.err().startsWith(string + ":1:36: error: string literal is not valid UTF-8"), str.err());
    assertTrue(str.err().contains("\n" + " ".repeat(35) + "^\n"), str.err());
  }

  /** The text with each char below 256 as one byte (so \u00e9 is the Latin-1 byte 0xE9, not UTF-8). */
  private static byte[] bytes(String latin1) {
    return latin1.getBytes(StandardCharsets.ISO_8859_1);
  }

  /** --version never starts picocli, and says what picocli's own --version says. */
  @Test
  void theFastVersionIsPicocliVersion() {
    assertEquals(run("", "opt", "--version"), run("", "--version"));
    assertEquals(run("", "-V"), run("", "--version"));
  }
}
