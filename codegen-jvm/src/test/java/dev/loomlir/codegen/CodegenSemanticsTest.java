package dev.loomlir.codegen;

import static dev.loomlir.codegen.CodegenTestSupport.compileAndLoad;
import static dev.loomlir.codegen.CodegenTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.runtime.MlirRuntimeException;
import dev.loomlir.runtime.MultiResult;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Behaviour upstream leaves undefined (we pick and document it), runtime errors, and the shape of
 * the generated classes. Expected values are worked out by hand.
 */
class CodegenSemanticsTest {
  private static String body(String ops) {
    return "func.func @main() {\n" + ops + "\n  return\n}\n";
  }

  @Test void divisionByZeroIsARuntimeErrorAtTheOp() {
    String prog = body("""
          %a = arith.constant 7 : i32
          %z = arith.constant 0 : i32
          %q = arith.divsi %a, %z : i32
          vector.print %q : i32""");
    MlirRuntimeException e = assertThrows(MlirRuntimeException.class, () -> run("div.mlir", prog));
    assertEquals("div.mlir:4:6", e.location());
    assertEquals("div.mlir:4:6: error: integer division by zero", e.diagnosticText());
  }

  @Test void everyDivisionChecksItsDivisor() {
    for (String op : new String[] {"arith.divui", "arith.remsi", "arith.remui", "arith.floordivsi", "arith.ceildivsi",
        "arith.ceildivui"}) {
      for (String type : new String[] {"i8", "i64", "index"}) {
        String prog = body("  %a = arith.constant 7 : " + type + "\n  %z = arith.constant 0 : " + type + "\n  %q = "
            + op + " %a, %z : " + type);
        assertThrows(MlirRuntimeException.class, () -> run("d.mlir", prog), op + " " + type);
      }
    }
    assertThrows(MlirRuntimeException.class, () -> run("d.mlir", body("""
          %a = index.constant 7
          %z = index.constant 0
          %q = index.divs %a, %z""")));
  }

  @Test void intMinDividedByMinusOneWraps() {
    assertEquals("-2147483648\n-128\n-9223372036854775808\n-128\n0\n", run("m.mlir", body("""
          %a = arith.constant -2147483648 : i32
          %m = arith.constant -1 : i32
          %q = arith.divsi %a, %m : i32
          vector.print %q : i32
          %b = arith.constant -128 : i8
          %mb = arith.constant -1 : i8
          %qb = arith.divsi %b, %mb : i8
          vector.print %qb : i8
          %c = arith.constant -9223372036854775808 : i64
          %mc = arith.constant -1 : i64
          %qc = arith.floordivsi %c, %mc : i64
          vector.print %qc : i64
          %qd = arith.ceildivsi %b, %mb : i8
          vector.print %qd : i8
          %r = arith.remsi %b, %mb : i8
          vector.print %r : i8""")));
  }

  @Test void oversizedShiftsShiftEveryBitOut() {
    assertEquals("0\n0\n-1\n0\n0\n-1\n0\n", run("s.mlir", body("""
          %x = arith.constant -3 : i8
          %s = arith.constant 8 : i8
          %a = arith.shli %x, %s : i8
          %b = arith.shrui %x, %s : i8
          %c = arith.shrsi %x, %s : i8
          vector.print %a : i8
          vector.print %b : i8
          vector.print %c : i8
          %y = arith.constant -3 : i64
          %t = arith.constant -1 : i64
          %d = arith.shli %y, %t : i64
          %e = arith.shrui %y, %t : i64
          %f = arith.shrsi %y, %t : i64
          vector.print %d : i64
          vector.print %e : i64
          vector.print %f : i64
          %i = arith.constant 1 : i32
          %n = arith.constant 32 : i32
          %g = arith.shli %i, %n : i32
          vector.print %g : i32""")));
  }

  @Test void signedZerosAreOrderedByMinimumAndMaximum() {
    assertEquals("0, -0, 0, -0\n", run("z.mlir", body("""
          %p = arith.constant 0.0 : f32
          %n = arith.constant -0.0 : f32
          %a = arith.maximumf %n, %p : f32
          %b = arith.minimumf %p, %n : f32
          %c = arith.maximumf %p, %n : f32
          %d = arith.minimumf %n, %p : f32
          vector.print %a : f32 punctuation <comma>
          vector.print %b : f32 punctuation <comma>
          vector.print %c : f32 punctuation <comma>
          vector.print %d : f32""")));
  }

  @Test void outOfRangeFloatToIntSaturates() {
    assertEquals("2147483647\n-128\n0\n255\n0\n-1\n", run("f.mlir", body("""
          %big = arith.constant 1.0e10 : f32
          %a = arith.fptosi %big : f32 to i32
          vector.print %a : i32
          %neg = arith.constant -1.0e10 : f64
          %b = arith.fptosi %neg : f64 to i8
          vector.print %b : i8
          %nan = arith.constant 0x7FC00000 : f32
          %c = arith.fptosi %nan : f32 to i32
          vector.print %c : i32
          %d = arith.fptoui %big : f32 to i16
          %d32 = arith.extui %d : i16 to i32
          %d8 = arith.trunci %d32 : i32 to i8
          %d8x = arith.extui %d8 : i8 to i32
          vector.print %d8x : i32
          %e = arith.fptoui %neg : f64 to i32
          vector.print %e : i32
          %f = arith.fptoui %big : f32 to i64
          %g = arith.fptoui %neg : f64 to i1
          %h = arith.extsi %g : i1 to i64
          %inf = arith.constant 0x7F800000 : f32
          %k = arith.fptoui %inf : f32 to i64
          vector.print %k : i64""")));
  }

  @Test void integerAndFloatPowers() {
    assertEquals("1024\n0\n-1\n0\n-27\n0.125\n1024\n", run("p.mlir", body("""
          %two = arith.constant 2 : i32
          %ten = arith.constant 10 : i32
          %a = math.ipowi %two, %ten : i32
          vector.print %a : i32
          %m3 = arith.constant -3 : i32
          %b = math.ipowi %two, %m3 : i32
          vector.print %b : i32
          %m1 = arith.constant -1 : i32
          %c = math.ipowi %m1, %m3 : i32
          vector.print %c : i32
          %t8 = arith.constant 2 : i8
          %e8 = arith.constant 8 : i8
          %d = math.ipowi %t8, %e8 : i8
          vector.print %d : i8
          %e3 = arith.constant 3 : i32
          %e = math.ipowi %m3, %e3 : i32
          vector.print %e : i32
          %f2 = arith.constant 2.0 : f64
          %f = math.fpowi %f2, %m3 : f64, i32
          vector.print %f : f64
          %g = math.fpowi %f2, %ten : f64, i32
          vector.print %g : f64""")));
  }

  /** math.ipowi passes its location to the runtime helper through EmitContext.pushLocation. */
  @Test void zeroToANegativePowerIsARuntimeErrorAtTheOp() {
    String prog = body("""
          %zero = arith.constant 0 : i32
          %m1 = arith.constant -1 : i32
          %p = math.ipowi %zero, %m1 : i32
          vector.print %p : i32""");
    MlirRuntimeException e = assertThrows(MlirRuntimeException.class, () -> run("pow.mlir", prog));
    assertEquals("pow.mlir:4:6", e.location());
  }

  @Test void anOpWithoutAFileLocationReportsNone() {
    String prog = body("""
          %zero = arith.constant 0 : i32
          %m1 = arith.constant -1 : i32
          %p = math.ipowi %zero, %m1 : i32 loc(unknown)
          vector.print %p : i32""");
    MlirRuntimeException e = assertThrows(MlirRuntimeException.class, () -> run("pow.mlir", prog));
    assertNull(e.location());
  }

  @Test void floatClassification() {
    assertEquals("0, 1, 0, 0\n1, 0, 0, 0\n0, 0, 1, 0\n0, 0, 1, 1\n", run("c.mlir", """
        func.func @cls(%x: f32) {
          %0 = math.isnan %x : f32
          %1 = math.isinf %x : f32
          %2 = math.isfinite %x : f32
          %3 = math.isnormal %x : f32
          vector.print %1 : i1 punctuation <comma>
          vector.print %0 : i1 punctuation <comma>
          vector.print %2 : i1 punctuation <comma>
          vector.print %3 : i1
          return
        }
        func.func @main() {
          %a = arith.constant 0x7F800000 : f32
          %b = arith.constant 0x7FC00000 : f32
          %c = arith.constant 1.0e-40 : f32
          %d = arith.constant 2.5 : f32
          call @cls(%b) : (f32) -> ()
          call @cls(%a) : (f32) -> ()
          call @cls(%c) : (f32) -> ()
          call @cls(%d) : (f32) -> ()
          return
        }
        """));
  }

  @Test void failingAssertIsARuntimeErrorWithItsMessage() {
    String prog = body("""
          %f = arith.constant false
          cf.assert %f, "x must be positive\"""");
    MlirRuntimeException e = assertThrows(MlirRuntimeException.class, () -> run("a.mlir", prog));
    assertEquals("a.mlir:3:1: error: x must be positive", e.diagnosticText());
    assertEquals("", run("a.mlir", body("""
          %t = arith.constant true
          cf.assert %t, "fine\"""")));
  }

  @Test void stackTracesPointAtMlirLines() {
    String prog = """
        func.func private @inner(%a: i32) -> i32 {
          %z = arith.constant 0 : i32
          %q = arith.divsi %a, %z : i32
          return %q : i32
        }
        func.func @main() {
          %a = arith.constant 1 : i32
          %r = call @inner(%a) : (i32) -> i32
          return
        }
        """;
    MlirRuntimeException e = assertThrows(MlirRuntimeException.class, () -> run("trace.mlir", prog));
    StackTraceElement[] frames = Arrays.stream(e.getStackTrace())
        .filter(f -> "trace.mlir".equals(f.getFileName())).toArray(StackTraceElement[]::new);
    assertEquals(2, frames.length, Arrays.toString(e.getStackTrace()));
    assertEquals("inner", frames[0].getMethodName());
    assertEquals(3, frames[0].getLineNumber());
    assertEquals("main", frames[1].getMethodName());
    assertEquals(8, frames[1].getLineNumber());
  }

  @Test void multipleResultsComeBackAsAMultiResult() throws Throwable {
    LoadedModule m = compileAndLoad("multi.mlir", """
        func.func @pair(%a: i32, %b: f64) -> (f64, i32, index) {
          %c = arith.constant 7 : index
          return %b, %a, %c : f64, i32, index
        }
        """);
    Object r = m.handle("pair").invoke(5, 2.5);
    assertArrayEquals(new Object[] {2.5, 5, 7L}, ((MultiResult) r).toArray());
    assertEquals(r.getClass().getName(), m.compiled().functions().get("pair").tupleClass());
  }

  @Test void privateSymbolsArePrivateMethodsAndNamesAreMangled() throws Throwable {
    LoadedModule m = compileAndLoad("names.mlir", """
        func.func private @helper(%a: i64) -> i64 {
          return %a : i64
        }
        func.func @"weird.name-1"(%a: i64) -> i64 {
          %r = call @helper(%a) : (i64) -> i64
          return %r : i64
        }
        """);
    FunctionInfo helper = m.compiled().functions().get("helper");
    Method method = Arrays.stream(m.moduleClass().getDeclaredMethods())
        .filter(x -> x.getName().equals(helper.methodName())).findFirst().orElseThrow();
    assertTrue(Modifier.isPrivate(method.getModifiers()));
    assertThrows(IllegalArgumentException.class, () -> m.handle("helper"));
    assertEquals("weird$2ename$2d1", m.compiled().functions().get("weird.name-1").methodName());
    assertEquals(42L, (long) m.handle("weird.name-1").invoke(42L));
    assertEquals("loomlir.gen.Names", m.moduleClass().getName());
  }

  @Test void externalsBindToJavaMethods() throws Throwable {
    LoadedModule m = compileAndLoad("bind.mlir", """
        func.func private @triple(i64) -> i64 attributes {loomlir.java = "dev.loomlir.codegen.JavaBindingTarget#triple"}
        func.func private @halve(f64) -> f64
        func.func @f(%a: i64, %b: f64) -> (i64, f64) {
          %r = call @triple(%a) : (i64) -> i64
          %h = call @halve(%b) : (f64) -> f64
          return %r, %h : i64, f64
        }
        """, CompileOptions.defaults().withJavaBindings(Map.of("halve", "dev.loomlir.codegen.JavaBindingTarget#half")));
    assertArrayEquals(new Object[] {21L, 1.5}, ((MultiResult) m.handle("f").invoke(7L, 3.0)).toArray());
  }

  @Test void badBindingsAndMissingExternalsAreDiagnostics() {
    DiagnosticException wrongType = assertThrows(DiagnosticException.class, () -> compileAndLoad("b.mlir", """
        func.func private @triple(i32) -> i64 attributes {loomlir.java = "dev.loomlir.codegen.JavaBindingTarget#triple"}
        """));
    assertTrue(wrongType.getMessage().contains("must be public static (int) -> long"), wrongType.getMessage());
    DiagnosticException noClass = assertThrows(DiagnosticException.class, () -> compileAndLoad("b.mlir", """
        func.func private @f() attributes {loomlir.java = "no.such.Cls#f"}
        """));
    assertTrue(noClass.getMessage().contains("not found"), noClass.getMessage());
    DiagnosticException runner = assertThrows(DiagnosticException.class, () -> compileAndLoad("b.mlir", """
        func.func private @printI64(i32)
        """));
    assertTrue(runner.getMessage().contains("does not match the runtime's printI64"), runner.getMessage());
    // an unused unknown declaration is fine; a call to it is an error at the call
    compileAndLoad("b.mlir", "func.func private @mystery(i32)\n");
    DiagnosticException missing = assertThrows(DiagnosticException.class, () -> compileAndLoad("b.mlir", """
        func.func private @mystery(i32)
        func.func @main() {
          %c = arith.constant 1 : i32
          call @mystery(%c) : (i32) -> ()
          return
        }
        """));
    assertTrue(missing.getMessage().startsWith("external function '@mystery' has no definition"), missing.getMessage());
    assertEquals(4, missing.diagnostic().location().fileLineCol().line());
  }

  @Test void structuredControlFlowMustBeLoweredFirst() {
    DiagnosticException e = assertThrows(DiagnosticException.class, () -> compileAndLoad("scf.mlir", """
        func.func @main() {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          scf.for %i = %c0 to %c1 step %c1 {
          }
          return
        }
        """));
    assertTrue(e.getMessage().contains("'scf.for' op is not supported by the JVM code generator"), e.getMessage());
  }

  @Test void tooLargeFunctionsAreNamed() {
    StringBuilder sb = new StringBuilder("func.func @huge(%a: i64) -> i64 {\n  %v0 = arith.addi %a, %a : i64\n");
    for (int i = 1; i < 12000; i++) sb.append("  %v").append(i).append(" = arith.addi %v").append(i - 1).append(", %a : i64\n");
    sb.append("  return %v11999 : i64\n}\n");
    DiagnosticException e = assertThrows(DiagnosticException.class, () -> compileAndLoad("big.mlir", sb.toString()));
    assertTrue(e.getMessage().startsWith("function '@huge' is too large for one JVM method"), e.getMessage());
  }
}
