package dev.loomlir.syntax.parse;

import static dev.loomlir.fixtures.IrFixtures.body;
import static dev.loomlir.syntax.parse.ParseTesting.error;
import static dev.loomlir.syntax.parse.ParseTesting.errorUnregistered;
import static dev.loomlir.syntax.parse.ParseTesting.parseUnregistered;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Operation;
import java.util.List;
import org.junit.jupiter.api.Test;

class GenericFormTest {
  @Test
  void parsesOperandsResultsAndTypes() {
    Operation m = parseUnregistered("""
        %a, %b:2 = "foo.def"() : () -> (i32, i64, f32)
        "foo.use"(%a, %b#1, %b) : (i32, f32, i64) -> ()
        """);
    assertEquals("builtin.module", m.name());
    List<Operation> ops = body(m);
    assertEquals(2, ops.size());
    Operation def = ops.get(0), use = ops.get(1);
    assertEquals("foo.def", def.name());
    assertNull(def.def());
    assertEquals(List.of("i32", "i64", "f32"), def.resultTypes().stream().map(Object::toString).toList());
    assertSame(def.result(0), use.operand(0));
    assertSame(def.result(2), use.operand(1));
    assertSame(def.result(1), use.operand(2));
    assertEquals(1, def.result(2).uses().size());
    assertEquals(new Location.FileLineCol("in.mlir", 1, 12), def.location());
    assertEquals(new Location.FileLineCol("in.mlir", 2, 1), use.location());
  }

  @Test
  void wrapsTopLevelOpsInAModuleAtLine0() {
    Operation m = parseUnregistered("\"foo.x\"() : () -> ()");
    assertEquals(new Location.FileLineCol("in.mlir", 0, 0), m.location());
    assertEquals(1, m.region(0).blocks().size());
  }

  @Test
  void keepsASingleExplicitModule() {
    Operation m = parseUnregistered("module @m { \"foo.x\"() : () -> () }");
    assertEquals("\"m\"", m.attr("sym_name").toString());
    assertEquals(1, body(m).size());
    assertNull(m.parentBlock());
  }

  @Test
  void wrapsTwoModules() {
    Operation m = parseUnregistered("module {} module {}");
    assertEquals(2, body(m).size());
    assertEquals("builtin.module", body(m).get(0).name());
  }

  @Test
  void emptyInputIsAnEmptyModule() {
    Operation m = parseUnregistered("// nothing\n");
    assertTrue(m.region(0).entryBlock().isEmpty());
  }

  @Test
  void parsesPropertiesRegionsAttributesAndTrailingLocation() {
    Operation m = parseUnregistered("""
        "foo.op"() <{p = 1 : i64}> ({
          "foo.inner"() : () -> ()
        }, {
        }) {b = "s", a} : () -> () loc("x.c":3:4)
        """);
    Operation op = body(m).get(0);
    assertEquals("{p=1 : i64}", op.properties().toString());
    assertEquals("{a=unit, b=\"s\"}", op.attributes().toString());
    assertEquals(2, op.numRegions());
    assertEquals(1, op.region(0).blocks().size());
    assertTrue(op.region(1).isEmpty());
    assertEquals(new Location.FileLineCol("x.c", 3, 4), op.location());
  }

  @Test
  void parsesBlocksSuccessorsAndForwardReferences() {
    Operation m = parseUnregistered("""
        "foo.f"() ({
        ^bb0(%x: i32 loc("a":1:1), %y: i64):
          "foo.br"(%z)[^bb2, ^bb1] : (i32) -> ()
        ^bb1:
          %z = "foo.c"() : () -> i32
          "foo.ret"(%x) : (i32) -> ()
        ^bb2:
          "foo.ret"(%y) : (i64) -> ()
        }) : () -> ()
        """);
    Operation f = body(m).get(0);
    List<Block> blocks = f.region(0).blocks();
    assertEquals(3, blocks.size());
    Block entry = blocks.get(0);
    assertEquals(2, entry.numArguments());
    assertEquals(new Location.FileLineCol("a", 1, 1), entry.argument(0).location());
    assertEquals(new Location.FileLineCol("in.mlir", 2, 28), entry.argument(1).location());
    Operation br = entry.first();
    assertSame(blocks.get(2), br.successor(0));
    assertSame(blocks.get(1), br.successor(1));
    Operation c = blocks.get(1).first();
    assertSame(c.result(0), br.operand(0), "forward reference resolved");
    assertEquals(1, c.result(0).uses().size());
    assertSame(entry.argument(0), blocks.get(1).last().operand(0));
  }

  @Test
  void graphRegionForwardReferenceWithinBlock() {
    Operation m = parseUnregistered("""
        "foo.graph"() ({
          "foo.use"(%later) : (i32) -> ()
          %later = "foo.def"() : () -> i32
        }) : () -> ()
        """);
    Block b = body(m).get(0).region(0).entryBlock();
    assertSame(b.last().result(0), b.first().operand(0));
  }

  @Test
  void deferredLocationAliasesResolveAtTheEnd() {
    Operation m = parseUnregistered("""
        "foo.x"() ({
        ^bb0(%a: i32 loc(#loc2)):
          "foo.y"() : () -> () loc(#loc1)
        }) : () -> () loc(#loc1)
        #loc1 = loc("f.mlir":7:8)
        #loc2 = loc(callsite("g"("h":1:2) at fused<"meta">["a":1:1, unknown]))
        """);
    Operation x = body(m).get(0);
    assertEquals(new Location.FileLineCol("f.mlir", 7, 8), x.location());
    assertEquals(new Location.FileLineCol("f.mlir", 7, 8), x.region(0).entryBlock().first().location());
    assertEquals("loc(callsite(\"g\"(\"h\":1:2) at fused<\"meta\">[\"a\":1:1, unknown]))",
        x.region(0).entryBlock().argument(0).location().toString());
  }

  @Test
  void valueErrors() {
    assertEquals("1:16: use of undeclared SSA value name", errorUnregistered("%x = \"foo.bar\"(%y) : (i32) -> i32"));
    assertEquals("1:11: use of undeclared SSA value name", errorUnregistered(
        "\"foo.bar\"(%y) ({ %y = \"foo.c\"() : () -> i64 \"foo.t\"() : () -> () }) : (i32) -> ()"));
    assertEquals("2:11: use of value '%y' expects different type than prior uses: 'i64' vs 'i32'",
        errorUnregistered("\"foo.bar\"(%y) : (i32) -> ()\n\"foo.bar\"(%y) : (i64) -> ()"));
    assertEquals("2:1: definition of SSA value '%y#0' has type 'i64'",
        errorUnregistered("\"foo.bar\"(%y) : (i32) -> ()\n%y = \"foo.bar\"() : () -> (i64)"));
    assertEquals("2:1: redefinition of SSA value '%y'",
        errorUnregistered("%y = \"foo.bar\"() : () -> (i64)\n%y = \"foo.bar\"() : () -> (i64)"));
    assertEquals("2:9: reference to invalid result number",
        errorUnregistered("%y:2 = \"foo.bar\"() : () -> (i64,i64)\n\"foo.x\"(%y#2) : (i64) -> ()"));
    assertEquals("1:1: operation defines 1 results but was provided 2 to bind",
        errorUnregistered("%y:2 = \"foo.bar\"() : () -> (i64)"));
    assertEquals("1:1: cannot name an operation with no results", errorUnregistered("%y = \"foo.bar\"() : () -> ()"));
  }

  @Test
  void blockErrors() {
    assertEquals("1:29: reference to an undefined block",
        errorUnregistered("\"foo.x\"() ({^bb0: \"foo.y\"()[^bb2] : () -> () }): () -> ()"));
    assertEquals("1:46: redefinition of block '^bb0'", errorUnregistered(
        "\"foo.x\"() ({^bb0: \"foo.y\"()[^bb0] : () -> () ^bb0: \"foo.z\"() : () -> ()}): () -> ()"));
    assertEquals("1:20: expected ':' and type for SSA operand",
        errorUnregistered("\"foo.x\"() ({^bb0(%a i32): \"foo.y\"() : () -> () }): () -> ()"));
    assertEquals("1:26: expected ':' after block name",
        errorUnregistered("\"foo.x\"() ({^bb0(%a: i32) \"foo.y\"() : () -> () }): () -> ()"));
  }

  @Test
  void syntaxErrorsPointWhereMlirOptPoints() {
    assertEquals("1:10: expected ':' followed by operation type", errorUnregistered("\"foo.x\"() \n"));
    assertEquals("1:9: expected ')' to end operand list", errorUnregistered("\"foo.x\"(\n"));
    assertEquals("1:5: expected operation name in quotes", errorUnregistered("%0 = \n"));
    assertEquals("1:3: expected '=' after SSA name", errorUnregistered("%0 \n"));
    assertEquals("1:13: expected function type", errorUnregistered("\"foo.x\"() : i32"));
    assertEquals("1:13: expected 0 operand types but had 1", errorUnregistered("\"foo.x\"() : (i32) -> ()"));
    assertEquals("1:19: expected 2 operand types but had 1", errorUnregistered("\"foo.x\"(%a, %b) : (i32) -> ()"));
    assertEquals("3:36: expected operation name in quotes",
        errorUnregistered("  \"foo.a\"() : () -> ()\n\n  \"foo.y\"() : () -> () loc(\"a\":3:4)\n^bb"));
    assertEquals("1:26: operation location alias was never defined",
        errorUnregistered("\"foo.x\"() : () -> () loc(#zz)"));
    assertEquals("1:26: expected location instance", errorUnregistered("\"foo.x\"() : () -> () loc(zz)"));
  }

  @Test
  void unregisteredDialects() {
    assertEquals("1:10: operation being parsed with an unregistered dialect. If this is intended, please use "
        + "-allow-unregistered-dialect with the MLIR tool used", error("\"foo.bar\"() : () -> ()"));
    assertEquals("1:1: unregistered operation 'test.nope' found in dialect ('test') that does not allow unknown "
        + "operations", errorUnregistered("\"test.nope\"() : () -> ()"));
  }

  @Test
  void aliasDefinitionErrors() {
    assertEquals("2:1: redefinition of attribute alias id 'a'", error("#a = 1\n#a = 2"));
    assertEquals("1:1: attribute names with a '.' are reserved for dialect-defined names", error("#a.b = 1"));
    assertEquals("2:1: redefinition of type alias id 'a'", error("!a = i32\n!a = i32"));
    assertEquals("1:3: expected '=' in attribute alias definition", error("#a 1"));
  }
}
