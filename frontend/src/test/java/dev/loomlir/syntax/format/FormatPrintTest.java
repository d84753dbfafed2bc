package dev.loomlir.syntax.format;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.DenseArrayAttr;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.SymbolRefAttr;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.UnitAttr;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Prints ops through compiled formats with a stand-in printer; expected texts are what
 * mlir-opt-22 prints after the op name for the same ops (values renamed to %a, %b...).
 */
class FormatPrintTest {
  private final Block entry = new Block();
  private final TextPrinter printer = new TextPrinter();
  private final Value a = arg("%a", IntegerType.I32);
  private final Value b = arg("%b", IntegerType.I32);

  private Value arg(String name, Type type) {
    Value v = entry.addArgument(type, Location.UNKNOWN);
    printer.name(v, name);
    return v;
  }

  private Block block(String name) {
    Block blk = new Block();
    printer.name(blk, name);
    return blk;
  }

  private static Operation op(OpDef def, List<Value> operands, List<Type> results, Map<String, Attribute> attrs) {
    Operation op = new Operation(def.name(), def, operands, results, def.regionDefs().size(), Location.UNKNOWN);
    attrs.forEach(op::setAttr);
    return op;
  }

  private String print(Operation op) {
    OpSyntax.of(op.def()).print(op, printer);
    return printer.text();
  }

  @Test void binaryOpWithDefaultOverflowFlags() {
    Operation op = op(TestOps.ADDI, List.of(a, b), List.of(IntegerType.I32),
        Map.of("overflowFlags", TestOps.OVERFLOW_NONE));
    assertEquals(" %a, %b : i32", print(op));
  }

  @Test void overflowFlagsGroupSuppressesSpaceBeforeValue() {
    Operation op = op(TestOps.ADDI, List.of(a, b), List.of(IntegerType.I32),
        Map.of("overflowFlags", TestOps.OVERFLOW_ENUM.of("nsw")));
    assertEquals(" %a, %b overflow<nsw> : i32", print(op));
  }

  @Test void unitAttrAnchorIsElided() {
    Operation op = op(TestOps.DIVSI, List.of(a, b), List.of(IntegerType.I32), Map.of("isExact", UnitAttr.INSTANCE));
    assertEquals(" %a, %b exact : i32", print(op));
  }

  @Test void enumAttributeFirst() {
    Operation op = op(TestOps.CMPI, List.of(a, b), List.of(IntegerType.I1), Map.of("predicate", TestOps.PREDICATE.of("slt")));
    assertEquals(" slt, %a, %b : i32", print(op));
  }

  @Test void attrDictFirstThenTypedValue() {
    Operation op = op(TestOps.CONSTANT, List.of(), List.of(IntegerType.I32), Map.of("value", IntegerAttr.of(7, IntegerType.I32)));
    assertEquals(" 7 : i32", print(op));
  }

  @Test void discardableAttributesGoToTheAttrDict() {
    Operation op = op(TestOps.CONSTANT, List.of(), List.of(IntegerType.I32),
        Map.of("value", IntegerAttr.of(7, IntegerType.I32), "foo", UnitAttr.INSTANCE));
    assertEquals(" {foo} 7 : i32", print(op));
  }

  @Test void squareBracketsHugTheirContents() {
    Value m = arg("%m", TestOps.memref(4L, 4L));
    Value i = arg("%i", IndexType.INSTANCE);
    Value j = arg("%j", IndexType.INSTANCE);
    Operation op = op(TestOps.LOAD, List.of(m, i, j), List.of(FloatType.F32), Map.of());
    assertEquals(" %m[%i, %j] : memref<4x4xf32>", print(op));
  }

  @Test void store() {
    Value x = arg("%x", FloatType.F32);
    Value m = arg("%m", TestOps.memref(4L));
    Value i = arg("%i", IndexType.INSTANCE);
    assertEquals(" %x, %m[%i] : memref<4xf32>", print(op(TestOps.STORE, List.of(x, m, i), List.of(), Map.of())));
  }

  @Test void parenFirstAndSegmentSizesElided() {
    Operation op = op(TestOps.ALLOC, List.of(), List.of(TestOps.memref(4L)),
        Map.of("operandSegmentSizes", DenseArrayAttr.ofI32(0, 0)));
    assertEquals("() : memref<4xf32>", print(op));
  }

  @Test void allocWithDynamicSize() {
    Value i = arg("%i", IndexType.INSTANCE);
    Operation op = op(TestOps.ALLOC, List.of(i), List.of(TestOps.memref(dev.loomlir.ir.ShapedType.DYNAMIC)),
        Map.of("operandSegmentSizes", DenseArrayAttr.ofI32(1, 0)));
    assertEquals("(%i) : memref<?xf32>", print(op));
  }

  @Test void callWithFunctionalType() {
    Operation op = op(TestOps.CALL, List.of(a), List.of(IntegerType.I64), Map.of("callee", SymbolRefAttr.flat("g")));
    assertEquals(" @g(%a) : (i32) -> i64", print(op));
  }

  @Test void callWithoutResults() {
    Operation op = op(TestOps.CALL, List.of(), List.of(), Map.of("callee", SymbolRefAttr.flat("g")));
    assertEquals(" @g() : () -> ()", print(op));
  }

  @Test void returnWithAndWithoutOperands() {
    assertEquals(" %a : i32", print(op(TestOps.RETURN, List.of(a), List.of(), Map.of())));
  }

  @Test void emptyReturnPrintsNothing() {
    assertEquals("", print(op(TestOps.RETURN, List.of(), List.of(), Map.of())));
  }

  @Test void branchWithOperands() {
    Operation op = op(TestOps.BR, List.of(a), List.of(), Map.of());
    op.addSuccessor(block("^bb1"));
    assertEquals(" ^bb1(%a : i32)", print(op));
  }

  @Test void conditionalBranch() {
    Value c = arg("%c", IntegerType.I1);
    Operation op = op(TestOps.COND_BR, List.of(c, a), List.of(), Map.of("operandSegmentSizes", DenseArrayAttr.ofI32(1, 1, 0)));
    op.addSuccessor(block("^bb1"));
    op.addSuccessor(block("^bb2"));
    assertEquals(" %c, ^bb1(%a : i32), ^bb2", print(op));
  }

  @Test void yield() {
    assertEquals(" %a : i32", print(op(TestOps.YIELD, List.of(a), List.of(), Map.of())));
  }

  @Test void regionAfterOptionalResultTypes() {
    Operation op = op(TestOps.EXECUTE_REGION, List.of(), List.of(IntegerType.I32), Map.of());
    assertEquals(" -> i32 {region}", print(op));
  }

  @Test void vectorPrintElidesDefaultPunctuation() {
    Value v = arg("%v", new VectorType(List.of(4L), FloatType.F32));
    Operation op = op(TestOps.VECTOR_PRINT, List.of(v), List.of(), Map.of("punctuation", TestOps.PUNCTUATION_ENUM.of("newline")));
    assertEquals(" %v : vector<4xf32>", print(op));
  }

  @Test void vectorPrintOilistClause() {
    Value v = arg("%v", new VectorType(List.of(4L), FloatType.F32));
    Operation op = op(TestOps.VECTOR_PRINT, List.of(v), List.of(), Map.of("punctuation", TestOps.PUNCTUATION_ENUM.of("comma")));
    assertEquals(" %v : vector<4xf32> punctuation <comma>", print(op));
  }

  @Test void vectorPrintString() {
    Operation op = op(TestOps.VECTOR_PRINT, List.of(), List.of(),
        Map.of("punctuation", TestOps.PUNCTUATION_ENUM.of("newline"), "stringLiteral", new StringAttr("hello")));
    assertEquals(" str \"hello\"", print(op));
  }

  @Test void typeAfterColonOnly() {
    Operation op = op(TestOps.RUNTIME_CREATE, List.of(), List.of(IntegerType.I64), Map.of());
    assertEquals(" : i64", print(op));
  }

  @Test void castWithKeyword() {
    Value i = arg("%i", IndexType.INSTANCE);
    assertEquals(" %i : index to i32", print(op(TestOps.INDEX_CAST, List.of(i), List.of(IntegerType.I32), Map.of())));
  }
}
