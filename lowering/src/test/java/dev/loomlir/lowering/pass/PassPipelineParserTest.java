package dev.loomlir.lowering.pass;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.fixtures.IrFixtures;
import dev.loomlir.ir.Operation;
import dev.loomlir.lowering.BuiltinPasses;
import dev.loomlir.lowering.pass.PipelineElement.NestedPipeline;
import dev.loomlir.lowering.pass.PipelineElement.PassElement;
import dev.loomlir.syntax.parse.Parser;
import java.util.List;
import org.junit.jupiter.api.Test;

class PassPipelineParserTest {
  @Test
  void parsesNestedPipelinesAndOptions() throws Exception {
    NestedPipeline p = PassPipelineParser.parse("builtin.module(func.func(a, b{opt=1 x=y flag}), c)").root();
    assertEquals("builtin.module", p.anchor());
    NestedPipeline func = (NestedPipeline) p.elements().get(0);
    assertEquals("func.func", func.anchor());
    // Offsets count in the text inside builtin.module(...), as mlir-opt's error columns do.
    assertEquals(new PassElement("a", List.of(), 10), func.elements().get(0));
    PassElement b = (PassElement) func.elements().get(1);
    assertEquals(List.of(new OptionArgument("opt", "1"), new OptionArgument("x", "y"), new OptionArgument("flag", null)),
        b.options());
    assertEquals("c", ((PassElement) p.elements().get(1)).argument());
  }

  @Test
  void quotedAndBracedOptionValues() throws Exception {
    assertEquals(List.of(new OptionArgument("s", "a b"), new OptionArgument("l", "x,y")),
        PassOptionSplitter.split("s=\"a b\" l={x,y}"));
  }

  @Test
  void requiresAnAnchor() {
    PassPipelineException e = assertThrows(PassPipelineException.class, () -> PassPipelineParser.parse("cse"));
    assertTrue(e.getMessage().startsWith("expected pass pipeline to be wrapped"), e.getMessage());
  }

  @Test
  void unbalancedParentheses() {
    assertThrows(PassPipelineException.class, () -> PassPipelineParser.parse("builtin.module(a"));
    assertThrows(PassPipelineException.class, () -> PassPipelineParser.parse("builtin.module(a{x=1)"));
  }

  @Test
  void unknownPassNamesItsColumn() {
    PassPipelineException e = assertThrows(PassPipelineException.class,
        () -> PassManager.parse("builtin.module(strip-debuginfo, nope)", BuiltinPasses.registry()));
    assertEquals("MLIR Textual PassPipeline Parser:1:18: error: 'nope' does not refer to a registered pass or "
        + "pass pipeline\nstrip-debuginfo, nope\n                 ^", e.getMessage());
  }

  @Test
  void unknownOption() {
    PassPipelineException e = assertThrows(PassPipelineException.class,
        () -> PassManager.parse("builtin.module(strip-debuginfo{foo=1})", BuiltinPasses.registry()));
    assertEquals("<Pass-Options-Parser>: no such option foo", e.getMessage());
  }

  /** Messages as mlir-opt-22 prints them (checked with `mlir-opt-22 --pass-pipeline=...`). */
  @Test
  void badOptionValuesAreReportedAsMlirOptDoes() {
    PassPipelineException e = assertThrows(PassPipelineException.class,
        () -> PassManager.parse("builtin.module(canonicalize{max-iterations=x})", BuiltinPasses.registry()));
    assertEquals("for the --max-iterations option: 'x' value invalid for long argument!", e.getMessage());
  }

  /**
   * Integers take LLVM's spellings (radix prefixes 0x, 0b, 0o and a leading 0, an optional '-'),
   * nothing Java's Long.decode adds ('+', '#'): each checked with
   * `mlir-opt-22 --pass-pipeline='builtin.module(canonicalize{max-iterations=V})'`.
   */
  @Test
  void integerOptionSpellings() {
    assertEquals(5, PassOption.int64("n", 0, "").read("0b101"));
    assertEquals(15, PassOption.int64("n", 0, "").read("0o17"));
    assertEquals(8, PassOption.int64("n", 0, "").read("010"));
    assertEquals(-16, PassOption.int64("n", 0, "").read("-0x10"));
    assertEquals(Long.MIN_VALUE, PassOption.int64("n", 0, "").read("-9223372036854775808"));
    for (String bad : List.of("+5", "#5", "0x", "08", "0O7", "9223372036854775808", "")) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> PassOption.int64("n", 0, "").read(bad), bad);
      assertEquals("for the --n option: '" + bad + "' value invalid for long argument!", e.getMessage());
    }
    // mlir-opt-22's num-workers (a C++ int) rejects what does not fit in 32 bits.
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> PassOption.int32("num-workers", 0, "").read("99999999999"));
    assertEquals("for the --num-workers option: '99999999999' value invalid for integer argument!", e.getMessage());
  }

  /**
   * canonicalize's max-iterations as mlir-opt-22 reads it: -1 is no limit (the sum folds), 0 runs
   * nothing (checked with `mlir-opt-22 --pass-pipeline='builtin.module(canonicalize{max-iterations=V})'`).
   */
  @Test
  void canonicalizeMaxIterationsMinusOneIsNoLimit() throws Exception {
    String text = "func.func @f() -> i32 {\n  %a = arith.constant 1 : i32\n  %b = arith.constant 2 : i32\n"
        + "  %c = arith.addi %a, %b : i32\n  return %c : i32\n}\n";
    for (String v : List.of("-1", "0")) {
      Operation module = IrFixtures.parse("t.mlir", text);
      PassManager.parse("builtin.module(canonicalize{max-iterations=" + v + "})", BuiltinPasses.registry()).run(module);
      String printed = IrFixtures.print(module);
      assertEquals(v.equals("-1"), printed.contains("arith.constant 3 : i32"), v + ":\n" + printed);
    }
  }

  /** Booleans take LLVM's spellings (true/1/TRUE/True, false/0/...), nothing else. */
  @Test
  void booleanOptionSpellings() {
    assertTrue(PassOption.bool("b", false, "").read("1"));
    assertTrue(PassOption.bool("b", false, "").read(""));
    assertEquals(false, PassOption.bool("b", true, "").read("False"));
    assertEquals(true, PassOption.bool("b", true, "").defaultValue());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> PassOption.bool("b", false, "").read("maybe"));
    assertEquals("for the --b option: 'maybe' is invalid value for boolean argument! Try 0 or 1", e.getMessage());
  }
}
