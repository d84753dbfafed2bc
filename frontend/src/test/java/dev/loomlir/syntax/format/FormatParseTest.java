package dev.loomlir.syntax.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.dialect.Context;
import dev.loomlir.dialect.Dialect;
import dev.loomlir.fixtures.IrFixtures;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.UnitAttr;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What parsing through a format builds: optional and else groups, oilists, inference, custom directives. */
class FormatParseTest {
  /** {@code custom<AngleOperand>($x, type($x))}: {@code <%v : type>}. */
  private static final class AngleOperand implements CustomDirective {
    @Override public void parse(OpAsmParser p, FormatState state, List<String> args) {
      p.parse("<");
      state.setOperands("x", List.of(p.parseOperand()));
      p.parse(":");
      state.setTypes("x", List.of(p.parseType()));
      p.parse(">");
    }

    @Override public void print(OpAsmPrinter p, Operation op, List<String> args) {
      p.print("<");
      p.printOperand(op.operand(0));
      p.print(" : ");
      p.printType(op.operand(0).type());
      p.print(">");
    }
  }

  private static final List<OpDef> OPS = List.of(
      OpDef.op("fmt.else").optionalAttr("foo", Attrs.UNIT).format("attr-dict (`present` $foo^):(`absent`)?"),
      OpDef.op("fmt.infer").operand("x", Types.ANY).result("r", Types.ANY)
          .inferResultTypes(s -> List.of(s.operands.get(0).type()))
          .format("$x attr-dict `:` type($x)"),
      OpDef.op("fmt.custom").operand("x", Types.ANY).format("custom<AngleOperand>($x, type($x)) attr-dict"),
      OpDef.op("fmt.maybe_region").region("body").format("($body^)? attr-dict"),
      OpDef.op("fmt.source").variadicResult("r", Types.ANY).format("attr-dict `:` type($r)"),
      OpDef.op("fmt.all").variadicOperand("ins", Types.ANY).variadicResult("outs", Types.ANY)
          .format("operands attr-dict `:` functional-type(operands, results)"));

  private static Context context() {
    CustomDirectives.register("AngleOperand", new AngleOperand());
    Context ctx = TestOps.context();
    ctx.register(new Dialect() {
      @Override public String namespace() { return "fmt"; }
      @Override public List<OpDef> ops() { return OPS; }
    });
    return ctx;
  }

  /** Not verified: the fmt ops declare syntax only (no terminators, no verifiers). */
  private static Operation parse(String text) {
    return IrFixtures.parseUnverified(context(), "t.mlir", text);
  }

  /** The ops of the module body. */
  private static List<Operation> ops(String text) {
    return IrFixtures.body(parse(text));
  }

  private static String roundTrip(String text) {
    return IrFixtures.print(parse(text));
  }

  private static String parseError(String text) {
    return IrFixtures.diagnose(context(), "t.mlir", text).message();
  }

  @Test void elseGroupDecidesTheUnitAttribute() {
    List<Operation> ops = ops("fmt.else present\nfmt.else absent\n");
    assertSame(UnitAttr.INSTANCE, ops.get(0).attr("foo"));
    assertNull(ops.get(1).attr("foo"));
    assertEquals("module {\n  fmt.else present\n  fmt.else absent\n}\n", roundTrip("fmt.else present\nfmt.else absent\n"));
  }

  @Test void resultTypesAreInferred() {
    Operation op = ops("%0 = fmt.source : i16\n%1 = fmt.infer %0 : i16\n").get(1);
    assertEquals(List.<Type>of(IntegerType.signless(16)), op.resultTypes());
  }

  @Test void customDirectiveFillsOperandsAndTypes() {
    String text = "module {\n  %0 = fmt.source : i32\n  fmt.custom <%0 : i32>\n}\n";
    Operation op = ops(text).get(1);
    assertEquals(IntegerType.I32, op.operand(0).type());
    assertEquals(text, roundTrip(text));
  }

  @Test void optionalRegionAnchor() {
    List<Operation> ops = ops("fmt.maybe_region\nfmt.maybe_region {\n  fmt.else absent\n}\n");
    assertTrue(ops.get(0).region(0).isEmpty());
    assertEquals(1, ops.get(1).region(0).blocks().size());
  }

  @Test void variadicResultsAndTypeList() {
    Operation op = ops("%0:2 = fmt.source : i32, i64\n").get(0);
    assertEquals(List.<Type>of(IntegerType.I32, IntegerType.I64), op.resultTypes());
  }

  @Test void segmentSizesAreRecorded() {
    Operation op = ops("%0 = fmt.source : index\n%1 = memref.alloc()[%0] : memref<4xf32>\n").get(1);
    assertEquals(dev.loomlir.ir.DenseArrayAttr.ofI32(0, 1), op.attr("operandSegmentSizes"));
  }

  @Test void operandsAndResultsDirectives() {
    String text = "module {\n  %0:2 = fmt.source : i32, i64\n  %1 = fmt.all %0#0, %0#1 : (i32, i64) -> f32\n}\n";
    Operation op = ops(text).get(1);
    assertEquals(2, op.numOperands());
    assertEquals(List.<Type>of(dev.loomlir.ir.FloatType.F32), op.resultTypes());
    assertEquals(text, roundTrip(text));
  }

  @Test void oilistClauseAtMostOnce() {
    String m = parseError("vector.print punctuation <comma> punctuation <comma>\n");
    assertTrue(m.contains("`punctuation` clause can appear at most once"), m);
  }

  @Test void functionalTypeMustBeAFunction() {
    String m = parseError("%0 = fmt.source : i32\n%1 = func.call @g(%0) : i32\n");
    assertTrue(m.contains("invalid kind of type specified: expected builtin.function, but found 'i32'"), m);
  }

  @Test void unknownKeywordInGroupIsAnError() {
    String m = parseError("fmt.else maybe\n");
    assertTrue(m.contains("absent"), m);
  }
}
