package dev.loomlir.syntax.parse;

import static dev.loomlir.fixtures.IrFixtures.body;
import static dev.loomlir.syntax.parse.ParseTesting.error;
import static dev.loomlir.syntax.parse.ParseTesting.errorUnregistered;
import static dev.loomlir.syntax.parse.ParseTesting.parse;
import static dev.loomlir.syntax.parse.ParseTesting.parseUnregistered;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.loomlir.ir.AffineExpr;
import dev.loomlir.ir.AffineMapAttr;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.DenseArrayAttr;
import dev.loomlir.ir.DenseElementsAttr;
import dev.loomlir.ir.FloatAttr;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.OpaqueAttr;
import dev.loomlir.ir.OpaqueType;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.StridedLayoutAttr;
import dev.loomlir.ir.Type;
import java.util.List;
import org.junit.jupiter.api.Test;

class TypesAndAttributesTest {
  /** The result type of {@code "foo.x"() : () -> TYPE}. */
  private static Type type(String spelling) {
    return body(parseUnregistered("\"foo.x\"() : () -> " + spelling)).get(0).result(0).type();
  }

  /** The attribute {@code a} of {@code "foo.x"() {a = ATTR} : () -> ()}, after the given alias lines. */
  private static Attribute attr(String prelude, String spelling) {
    return body(parseUnregistered(prelude + "\n\"foo.x\"() {a = " + spelling + "} : () -> ()")).get(0).attr("a");
  }

  private static Attribute attr(String spelling) { return attr("", spelling); }

  @Test
  void builtinTypes() {
    for (String t : List.of("i1", "i32", "si8", "ui64", "index", "f16", "bf16", "f32", "f64", "f80", "f128", "tf32",
        "f8E8M0FNU", "vector<2xf8E8M0FNU>", "none", "tuple<>", "tuple<i32, f32>", "complex<f32>", "memref<4x?xf32>", "memref<*xf32>",
        "memref<f32>", "tensor<?x8xi32>", "tensor<*xf32>", "tensor<i1>", "vector<4x[8]xf32>", "vector<4xindex>",
        "memref<0xf32>", "memref<4x0xi8>")) {
      assertEquals(t, type(t).toString(), t);
    }
    assertEquals("(i32) -> i64", type("((i32) -> (i64))").toString());
    assertEquals("(i32, f32) -> (i64, i1)", type("((i32, f32) -> (i64, i1))").toString());
  }

  /** f8E8M0FNU is a type loomlir holds (arith-expand creates it) but keeps no constants of. */
  @Test
  void f8E8M0FNUConstantsAreRejected() {
    String message = "loomlir does not support constants of type 'f8E8M0FNU'";
    assertEquals("1:16: " + message, errorUnregistered("\"foo.x\"() {a = 1.0 : f8E8M0FNU} : () -> ()"));
    assertEquals("1:16: " + message, errorUnregistered("\"foo.x\"() {a = 0x7F : f8E8M0FNU} : () -> ()"));
    assertEquals("1:22: " + message, errorUnregistered("\"foo.x\"() {a = dense<2.0> : vector<2xf8E8M0FNU>} : () -> ()"));
    assertEquals("1:16: " + message, errorUnregistered("\"foo.x\"() {a = dense<\"0x7F\"> : vector<2xf8E8M0FNU>} : () -> ()"));
  }

  @Test
  void memrefLayoutsAndMemorySpaces() {
    MemRefType strided = (MemRefType) type("memref<4x?xf32, strided<[?, 1], offset: ?>>");
    StridedLayoutAttr layout = (StridedLayoutAttr) strided.layout();
    assertEquals(List.of(ShapedType.DYNAMIC, 1L), layout.strides());
    assertEquals(ShapedType.DYNAMIC, layout.offset());
    MemRefType identity = (MemRefType) type("memref<4x8xf32, affine_map<(d0, d1) -> (d0, d1)>>");
    assertEquals(null, identity.layout(), "the identity map is the default layout");
    MemRefType mapped = (MemRefType) type("memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>, 3>");
    assertInstanceOf(AffineMapAttr.class, mapped.layout());
    assertEquals(IntegerAttr.i64(3), mapped.memorySpace());
  }

  @Test
  void typeAliasesAndDialectTypes() {
    Type t = body(parse("!b = !test.box<i32>\n!c = !b\n\"test.yield\"() : () -> !c")).get(0).result(0).type();
    assertEquals("!test.box<i32>", t.toString());
    OpaqueType o = (OpaqueType) type("!foo.bar<\"a>\", (x -> y)>");
    assertEquals("foo", o.dialect());
    assertEquals("bar<\"a>\", (x -> y)>", o.body());
  }

  @Test
  void typeErrors() {
    assertEquals("1:20: integer bitwidth is limited to 16777215 bits", errorUnregistered("\"func.x\"() : () -> i99999999"));
    assertEquals("1:38: multiple memory spaces specified in memref type",
        errorUnregistered("\"func.x\"() : () -> memref<4xf32, 1, 2>"));
    assertEquals("1:29: expected non-function type", errorUnregistered("\"func.x\"() : () -> memref<4x>"));
    assertEquals("1:32: expected ',' or '>' in memref type", errorUnregistered("\"func.x\"() : () -> memref<4xf32\n"));
    assertEquals("1:27: expected non-function type", errorUnregistered("\"func.x\"() : () -> vector<?xf32>"));
    assertEquals("1:29: invalid tensor element type", errorUnregistered("\"func.x\"() : () -> tensor<4xtensor<4xf32>>"));
    assertEquals("1:31: expected '>' in complex type", errorUnregistered("\"func.x\"() : () -> complex<i32\n"));
    assertEquals("1:19: expected '->' in function type", errorUnregistered("\"func.x\"() : (i32) i32"));
    assertEquals("1:24: expected ')'", errorUnregistered("\"func.x\"() : () -> (i32\n"));
    assertEquals("1:23: undefined symbol alias id 'bar'", errorUnregistered("\"foo.x\"() : () -> !bar\n"));
    assertEquals("1:27: unbalanced '<' character in pretty dialect name",
        errorUnregistered("\"foo.x\"() : () -> !foo.bar<i32\n"));
    assertEquals("1:25: unknown  type `nope` in dialect `test`", errorUnregistered("\"foo.x\"() : () -> !test.nope"));
    assertEquals("1:14: expected non-function type", errorUnregistered("\"foo.x\"() : (\n"));
  }

  @Test
  void numbers() {
    assertEquals(IntegerAttr.i64(42), attr("42"));
    assertEquals(IntegerAttr.of(-1, dev.loomlir.ir.IntegerType.I8), attr("0xFF : i8"));
    assertEquals(IntegerAttr.of(-1, dev.loomlir.ir.IntegerType.I8), attr("255 : i8"));
    assertEquals(IntegerAttr.index(-2), attr("-2 : index"));
    assertEquals(IntegerAttr.bool(true), attr("true"));
    assertEquals("-0.000000e+00 : f64", attr("-0.0").toString());
    assertEquals(new FloatAttr(1.0, dev.loomlir.ir.FloatType.F32), attr("0x3F800000 : f32"));
    assertEquals(new FloatAttr(1000.0, dev.loomlir.ir.FloatType.F16), attr("1.0e3 : f16"));
    FloatAttr nan = (FloatAttr) attr("0x7FC00000 : f32");
    assertEquals(Float.floatToRawIntBits(Float.NaN), Float.floatToRawIntBits((float) nan.value()));
    assertEquals("1.500000e-03 : f64", attr("1.5e-3").toString());
  }

  @Test
  void numberErrors() {
    assertEquals("1:16: integer constant out of range for attribute", errorUnregistered("\"foo.x\"() {a = 300 : i8} : () -> ()"));
    assertEquals("1:16: integer constant out of range for attribute",
        errorUnregistered("\"foo.x\"() {a = 99999999999999999999} : () -> ()"));
    assertEquals("1:17: negative integer literal not valid for unsigned integer type",
        errorUnregistered("\"foo.x\"() {a = -1 : ui8} : () -> ()"));
    assertEquals("1:26: floating point value not valid for specified type",
        errorUnregistered("\"func.x\"() {a = 1.5 : i32} : () -> ()"));
    assertEquals("1:17: integer literal not valid for specified type",
        errorUnregistered("\"func.x\"() {a = 1 : memref<1xf32>} : () -> ()"));
    assertEquals("1:16: unexpected decimal integer literal for a floating point value",
        errorUnregistered("\"foo.x\"() {a = 1 : f32} : () -> ()"));
    assertEquals("1:19: expected '}' in attribute dictionary", errorUnregistered("\"foo.x\"() {a = 1.5e} : () -> ()"));
  }

  @Test
  void containersAndSymbols() {
    assertEquals(new dev.loomlir.ir.ArrayAttr(List.of(IntegerAttr.i64(1), new dev.loomlir.ir.StringAttr("s"),
        new dev.loomlir.ir.ArrayAttr(List.of()), dev.loomlir.ir.UnitAttr.INSTANCE)), attr("[1, \"s\", [], unit]"));
    assertEquals("{b, c = 1 : i32}", attr("{b, c = 1 : i32}").toString());
    assertEquals("@a::@\"b c\"", attr("@a::@\"b c\"").toString());
    assertEquals("a\nb\"", ((dev.loomlir.ir.StringAttr) attr("\"a\\0Ab\\\"\"")).value());
    assertEquals("a\nb\t\"\\", ((dev.loomlir.ir.StringAttr) attr("\"a\\nb\\t\\\"\\\\\"")).value());
    assertEquals("(i32) -> i32", attr("(i32) -> i32").toString());
    assertEquals("loc(\"f\":1:2)", attr("loc(\"f\":1:2)").toString());
  }

  @Test
  void containerErrors() {
    assertEquals("1:21: expected ',' or ']'", errorUnregistered("\"foo.x\"() {a = [1, 2} : () -> ()"));
    assertEquals("1:30: duplicate key 'a' in dictionary attribute",
        errorUnregistered("\"foo.x\"() {\"a b\" = 1, a = 2, a = 3} : () -> ()"));
    assertEquals("1:16: expected attribute value", errorUnregistered("\"func.x\"() {a = } : () -> ()"));
    assertEquals("1:20: undefined symbol alias id 'bar'", errorUnregistered("\"foo.x\"() {a = #bar} : () -> ()"));
  }

  @Test
  void denseElements() {
    assertEquals("dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>", attr("dense<[[1,2],[3,4]]> : tensor<2x2xi8>").toString());
    DenseElementsAttr splat = (DenseElementsAttr) attr("dense<1.5> : vector<4xf32>");
    assertEquals(1, splat.values().size());
    assertEquals("dense<1.500000e+00> : vector<4xf32>", splat.toString());
    assertEquals("dense<true> : tensor<i1>", attr("dense<true> : tensor<i1>").toString());
    assertEquals("dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>",
        attr("dense<\"0x0000803F00000040\"> : tensor<2xf32>").toString());
    assertEquals(0, ((DenseElementsAttr) attr("dense<[]> : tensor<0xi32>")).values().size());
    assertEquals("dense<[-1, 2]> : tensor<2xi32>", attr("dense<[-1, 2]> : tensor<2xi32>").toString());
    assertEquals("dense<[1.000000e+00, 2.500000e+00]> : tensor<2xf64>", attr("dense<[1, 2.5]> : tensor<2xf64>").toString());
  }

  @Test
  void denseErrors() {
    assertEquals("1:17: inferred shape of elements literal ([2]) does not match type ([3])",
        errorUnregistered("\"func.x\"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()"));
    assertEquals("1:30: tensor literal is invalid; ranks are not consistent between elements",
        errorUnregistered("\"func.x\"() {a = dense<[[1], 2]> : tensor<2xi32>} : () -> ()"));
    assertEquals("1:25: expected ':'", errorUnregistered("\"func.x\"() {a = dense<1>} : () -> ()"));
    assertEquals("1:23: expected integer elements, but parsed floating-point",
        errorUnregistered("\"func.x\"() {a = dense<1.5> : tensor<2xi32>} : () -> ()"));
    assertEquals("1:22: integer constant out of range for type",
        errorUnregistered("\"foo.x\"() {a = dense<300> : tensor<2xi8>} : () -> ()"));
  }

  @Test
  void denseArraysAndStrided() {
    DenseArrayAttr ints = (DenseArrayAttr) attr("array<i8: 255, -2>");
    assertArrayEquals(new long[] {-1, -2}, ints.ints());
    assertEquals("array<i1: true, false>", attr("array<i1: true, false>").toString());
    assertEquals("array<f64: -1.500000e+00>", attr("array<f64: -1.5>").toString());
    assertEquals(0, ((DenseArrayAttr) attr("array<i64>")).size());
    assertEquals("strided<[?, 1], offset: ?>", attr("strided<[?, 1], offset: ?>").toString());
    assertEquals("strided<[]>", attr("strided<[]>").toString());
    assertEquals("1:32: expected '>' to close an array attribute",
        errorUnregistered("\"func.x\"() {a = array<i64: 1, 2} : () -> ()"));
    assertEquals("1:26: expected ':' after dense array type", errorUnregistered("\"func.x\"() {a = array<i64 1>} : () -> ()"));
    assertEquals("1:83: unexpected decimal integer literal for a floating point value", errorUnregistered(
        "\"func.x\"() {a = strided<[?, 1], offset: 3>, b = strided<[1]>, c = array<f32: 1.0, 2>, d = array<i64>} : () -> ()"));
  }

  @Test
  void affineMaps() {
    AffineMapAttr m = (AffineMapAttr) attr("affine_map<(d0, d1)[s0] -> (d0 + s0 * 2, d1 floordiv 4, -d0 mod 2, "
        + "(d0 ceildiv 3) * 4, d0 - d1 * 3, 2 * d0 + 1 + 2)>");
    assertEquals(2, m.map().numDims());
    assertEquals(1, m.map().numSymbols());
    List<String> results = m.map().results().stream().map(Object::toString).toList();
    assertEquals("d0 + s0 * 2", results.get(0));
    assertEquals("d1 floordiv 4", results.get(1));
    assertEquals(new AffineExpr.Binary(AffineExpr.Kind.MUL, new AffineExpr.Binary(AffineExpr.Kind.CEIL_DIV,
        new AffineExpr.Dim(0), new AffineExpr.Constant(3)), new AffineExpr.Constant(4)), m.map().results().get(3));
    assertEquals("d0 * 2 + 3", results.get(5));
    long[] dims = {7, 5};
    long[] syms = {10};
    assertEquals(-7 % 2 == 0 ? 0 : 1, m.map().results().get(2).evaluate(dims, syms), "(-d0) mod 2, floor semantics");
    assertEquals(7 - 15, m.map().results().get(4).evaluate(dims, syms));
    AffineMapAttr named = (AffineMapAttr) attr("#map = affine_map<(i, j) -> (j, i)>", "#map");
    assertEquals("(d0, d1) -> (d1, d0)", named.map().toString());
  }

  @Test
  void dialectAndOpaqueAttributes() {
    assertEquals("\"tag:x\"", attr("#test.tag<\"x\">").toString());
    OpaqueAttr o = (OpaqueAttr) attr("#foo.bar<\"x>\">");
    assertEquals("#foo.bar<\"x>\">", o.toString());
    assertEquals("1:26: #\"foo\"<\"bar\"> : 'none' attribute created with unregistered dialect. If this is intended, "
        + "please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the "
        + "MLIR opt tool used", error("\"test.yield\"() {a = #foo.bar} : () -> ()"));
  }
}
