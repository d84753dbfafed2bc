package dev.loomlir.lowering.arith;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.fixtures.IrFixtures;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.Location;
import dev.loomlir.lowering.BuiltinPasses;
import dev.loomlir.lowering.MlirOpt22;
import dev.loomlir.lowering.fixtures.PassFixtures;
import dev.loomlir.lowering.pass.PassDeclaration;
import dev.loomlir.lowering.pass.PassManager;
import dev.loomlir.lowering.pass.PassOption;
import dev.loomlir.lowering.pass.PassPipelineException;
import dev.loomlir.syntax.print.Printer;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ArithExpandPassTest {
  /**
   * Every op kind the pass looks at, with folds (to constants, to operands, after moving a
   * constant right, and folds upstream refuses), created casts and unexpanded casts mixed in.
   */
  private static final String INPUT = """
      func.func @f(%a: i32, %b: i32, %i: index, %v: vector<3xi64>, %x: f32, %y: f32, %h: bf16,
                   %e: f8E8M0FNU, %d: f64, %w: vector<2xf32>, %s: vector<2xbf16>) {
        %c1 = arith.constant 1 : i32
        %c4 = arith.constant 4 : i32
        %c8 = arith.constant 8 : i32
        %k = arith.constant 2.0 : f32
        %0 = arith.ceildivsi %a, %b : i32
        %1 = arith.ceildivui %i, %i : index
        %2 = arith.floordivsi %v, %v : vector<3xi64>
        %3 = arith.ceildivsi %c8, %c4 : i32
        %4 = arith.floordivsi %3, %c4 : i32
        %5 = arith.ceildivui %a, %c1 : i32
        %6 = arith.maxsi %c4, %a : i32
        %7 = arith.minui %a, %b : i32
        %8 = arith.maximumf %x, %y fastmath<fast> : f32
        %9 = arith.minnumf %k, %x : f32
        %10 = arith.maxnumf %w, %w : vector<2xf32>
        %11 = arith.extf %h : bf16 to f32
        %12 = arith.truncf %11 : f32 to bf16
        %13 = arith.truncf %x : f32 to bf16
        %14 = arith.extf %e fastmath<contract> : f8E8M0FNU to f64
        %15 = arith.truncf %d : f64 to f8E8M0FNU
        %16 = arith.scaling_extf %h, %x : bf16, f32 to f32
        %17 = arith.scaling_truncf %w, %s fastmath<fast> : vector<2xf32>, vector<2xbf16> to vector<2xbf16>
        %18 = arith.scaling_extf %h, %e : bf16, f8E8M0FNU to f64
        %nan = arith.constant 0x7FC00000 : f32
        %ninf = arith.constant 0xFF800000 : f32
        %m1 = arith.constant -1 : i32
        %min = arith.constant -2147483648 : i32
        %19 = arith.maxnumf %nan, %y : f32
        %20 = arith.maximumf %x, %ninf : f32
        %21 = arith.maxui %m1, %b : i32
        %22 = arith.ceildivsi %min, %min : i32
        "test.use"(%0, %1, %2, %4, %5, %6, %7, %8, %9, %10, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22)
          : (i32, index, vector<3xi64>, i32, i32, i32, i32, f32, f32, vector<2xf32>, bf16, bf16, f64,
             f8E8M0FNU, f32, vector<2xbf16>, f64, f32, f32, i32, i32) -> ()
        return
      }
      """;

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "builtin.module(arith-expand)",
      "builtin.module(arith-expand{include-bf16})",
      "builtin.module(arith-expand{include-f8e8m0=true})",
      "builtin.module(func.func(arith-expand{include-bf16 include-f8e8m0 include-f4e2m1}))"})
  void printsWhatMlirOpt22Prints(String pipeline) throws Exception {
    // mlir-opt ends its output with an empty line, as loomlir opt does; Printer.print does not.
    assertEquals(MlirOpt22.output(INPUT, "--allow-unregistered-dialect", "--pass-pipeline=" + pipeline).stripTrailing(), run(INPUT, pipeline).stripTrailing());
  }

  @Test void registeredWithUpstreamsNameDescriptionAndOptions() {
    PassDeclaration declaration = BuiltinPasses.registry().lookup("arith-expand");
    assertEquals("Legalize Arith ops to be convertible to LLVM.", declaration.summary());
    assertEquals(List.of("include-bf16", "include-f8e8m0", "include-f4e2m1"),
        declaration.options().stream().map(PassOption::name).toList());
    assertTrue(declaration.options().stream().allMatch(o -> o.kind() == PassOption.Kind.BOOL));
    assertThrows(PassPipelineException.class,
        () -> PassManager.parse("builtin.module(arith-expand{include-f16})", BuiltinPasses.registry()));
  }

  @Test void expandsEveryIllegalOpAndNothingElse() throws Exception {
    String out = run(INPUT, "builtin.module(arith-expand)");
    for (String gone : List.of("ceildiv", "floordiv", "maxsi", "minui", "maximumf", "minnumf", "maxnumf", "scaling_")) {
      assertFalse(out.contains("arith." + gone), gone + " survived:\n" + out);
    }
    assertTrue(out.contains("arith.extf %arg6 : bf16 to f32"), out);
    assertTrue(out.contains("arith.truncf %arg4 : f32 to bf16"), out);
    assertTrue(out.contains("arith.truncf %arg8 : f64 to f8E8M0FNU"), out);
  }

  @Test void castOptionsExpandTheirTypesOnly() throws Exception {
    String bf16 = run(INPUT, "builtin.module(arith-expand{include-bf16})");
    assertFalse(bf16.contains(": bf16 to f32"), bf16);
    assertFalse(bf16.contains("f32 to bf16"), bf16);
    assertTrue(bf16.contains("arith.truncf %arg8 : f64 to f8E8M0FNU"), bf16);
    String f8 = run(INPUT, "builtin.module(arith-expand{include-f8e8m0})");
    assertFalse(f8.contains("arith.extf %arg7"), f8);
    assertFalse(f8.contains("arith.truncf %arg8 : f64 to f8E8M0FNU"), f8);
    assertTrue(f8.contains("arith.bitcast %arg7 : f8E8M0FNU to i8"), f8);
    assertTrue(f8.contains("arith.truncf %arg4 : f32 to bf16"), f8);
  }

  @Test void includeF4E2M1HasNothingToExpand() throws Exception {
    assertEquals(run(INPUT, "builtin.module(arith-expand{include-bf16 include-f8e8m0})"),
        run(INPUT, "builtin.module(arith-expand{include-bf16 include-f8e8m0 include-f4e2m1})"));
  }

  /** Replacements apply at the end: %3 folds to a constant, but %4 is expanded, as upstream does. */
  @Test void foldsSeeTheOpsAsTheyWereBeforeThePass() throws Exception {
    String out = run("""
        func.func @f() -> i32 {
          %c8 = arith.constant 8 : i32
          %c4 = arith.constant 4 : i32
          %0 = arith.ceildivsi %c8, %c4 : i32
          %1 = arith.floordivsi %0, %c4 : i32
          return %1 : i32
        }
        """, "builtin.module(arith-expand)");
    assertTrue(out.contains("%0 = arith.divsi %c2_i32, %c4_i32 : i32"), out);
  }

  @Test void anIllegalOpWithoutExpansionFailsThePass() throws Exception {
    String text = """
        func.func @f(%x: f32) -> bf16 {
          %0 = arith.truncf %x to_nearest_away : f32 to bf16
          return %0 : bf16
        }
        """;
    DiagnosticException e = assertThrows(DiagnosticException.class, () -> run(text, "builtin.module(arith-expand{include-bf16})"));
    assertEquals("failed to legalize operation 'arith.truncf' that was explicitly marked illegal", e.getMessage());
    assertEquals(new Location.FileLineCol("f.mlir", 2, 8), e.diagnostic().location());
    // Without the option the cast is legal.
    assertTrue(run(text, "builtin.module(arith-expand)").contains("to_nearest_away"));
  }

  private static String run(String text, String pipeline) throws Exception {
    return IrFixtures.print(PassFixtures.lower(IrFixtures.allowingUnregistered(), "f.mlir", text, pipeline));
  }

}
