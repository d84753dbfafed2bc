package dev.loomlir.syntax.parse;

import static dev.loomlir.fixtures.IrFixtures.body;
import static dev.loomlir.syntax.parse.ParseTesting.error;
import static dev.loomlir.syntax.parse.ParseTesting.errorUnregistered;
import static dev.loomlir.syntax.parse.ParseTesting.parse;
import static dev.loomlir.syntax.parse.ParseTesting.parseUnregistered;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Operation;
import java.util.List;
import org.junit.jupiter.api.Test;

class CustomFormTest {
  @Test
  void functionWithArgumentsAndDefaultDialect() {
    Operation m = parse("""
        module {
          test.func @f(%a: i32, %b: i32 {test.attr} loc("arg":1:2)) -> i32 {
            %s = test.add %a, %b : i32
            return %s : i32
          }
        }
        """);
    assertEquals(1, body(m).size());
    Operation f = body(m).get(0);
    assertEquals("test.func", f.name());
    assertEquals("\"f\"", f.attr("sym_name").toString());
    assertEquals("(i32, i32) -> i32", f.attr("function_type").toString());
    Block entry = f.region(0).entryBlock();
    assertEquals(2, entry.numArguments());
    assertEquals(new Location.FileLineCol("arg", 1, 2), entry.argument(1).location());
    assertEquals(new Location.FileLineCol("in.mlir", 2, 16), entry.argument(0).location());
    Operation add = entry.first();
    assertEquals(new Location.FileLineCol("in.mlir", 3, 10), add.location());
    assertSame(entry.argument(0), add.operand(0));
    Operation ret = entry.last();
    assertEquals("test.return", ret.name());
    assertSame(add.result(0), ret.operand(0));
  }

  @Test
  void defaultDialectIsOnlyTheInnermostCustomOps() {
    assertEquals("3:5: Dialect `' not found for custom op 'return'  (tried '.return' as well)", error("""
        test.func @f() {
          test.loop %i = %c : index {
            return
          }
        }
        """));
    assertEquals("1:18: custom op 'module' is unknown (tried 'test.module' as well)",
        error("test.func @f() { module {} return }"));
    assertEquals("1:1: custom op 'foo' is unknown (tried 'builtin.foo' as well)", error("foo"));
    assertEquals("1:1: Dialect `foo' not found for custom op 'foo.bar' ", error("foo.bar"));
    // A generic op does not change the default dialect.
    Operation m = parseUnregistered("test.func @f() { \"foo.x\"() ({ return }) : () -> () return }");
    Operation inner = body(m).get(0).region(0).entryBlock().first().region(0).entryBlock().first();
    assertEquals("test.return", inner.name());
  }

  @Test
  void implicitTerminatorsAreAdded() {
    Operation m = parse("""
        test.func @f(%c: index, %b: i1) {
          test.loop %i = %c : index {
            %x = test.add %i, %i : index
          }
          test.loop %j = %c : index {
          }
          test.if %b {
          }
          test.if %b {
            test.yield
          } else {
          }
          return
        }
        """);
    List<Operation> ops = body(m).get(0).region(0).entryBlock().operations();
    Operation loop = ops.get(0);
    Block loopBody = loop.region(0).entryBlock();
    assertEquals(1, loopBody.numArguments());
    assertEquals(List.of("test.add", "test.yield"), loopBody.operations().stream().map(Operation::name).toList());
    assertEquals(loop.location(), loopBody.last().location());
    assertEquals(List.of("test.yield"), ops.get(1).region(0).entryBlock().operations().stream().map(Operation::name).toList());
    Operation ifNoElse = ops.get(2);
    assertEquals(1, ifNoElse.region(0).entryBlock().size());
    assertTrue(ifNoElse.region(1).isEmpty(), "an absent optional region stays empty");
    Operation ifElse = ops.get(3);
    assertEquals(1, ifElse.region(0).entryBlock().size());
    assertEquals(1, ifElse.region(1).entryBlock().size());
  }

  @Test
  void isolatedFromAboveHidesOuterValues() {
    assertEquals("3:17: use of undeclared SSA value name", error("""
        test.func @outer(%a: i32) {
          test.func @inner() {
            test.return %a : i32
          }
          return
        }
        """));
    // Not isolated: the loop body sees the function's arguments.
    parse("test.func @f(%a: i32, %c: index) { test.loop %i = %c : index { %x = test.add %a, %a : i32 } return }");
  }

  @Test
  void isolatedScopesAllowReusingNames() {
    Operation m = parse("""
        %0 = test.const 1 : i32
        test.func @f() {
          %0 = test.const 2 : i64
          return
        }
        """);
    assertEquals(2, body(m).size());
  }

  @Test
  void regionArgumentsMayNotShadow() {
    String err = error("test.func @f(%i: index) { test.loop %i = %i : index { } return }");
    assertEquals("1:37: region entry argument '%i' is already in use", err);
  }

  @Test
  void resultCountsAreChecked() {
    Operation m = parse("%a, %b = test.pair : i32, i64\n%c:2 = test.pair : i1, i1");
    assertEquals("i64", body(m).get(0).result(1).type().toString());
    assertEquals("1:1: operation defines 1 results but was provided 2 to bind",
        error("%a, %b = test.const 1 : i32"));
    assertEquals("1:1: operation defines 2 results but was provided 1 to bind", error("%a = test.pair : i32, i64"));
  }

  @Test
  void successorsWithOperands() {
    Operation m = parse("""
        test.func @f(%a: i32) {
          test.br ^bb1(%a : i32)
        ^bb1(%x: i32):
          test.br ^bb1(%x : i32)
        }
        """);
    List<Block> blocks = body(m).get(0).region(0).blocks();
    assertEquals(2, blocks.size());
    Operation br = blocks.get(0).last();
    assertSame(blocks.get(1), br.successor(0));
    assertSame(blocks.get(0).argument(0), br.operand(0));
    assertSame(blocks.get(1).argument(0), blocks.get(1).last().operand(0));
  }

  @Test
  void dialectTypeAndAttributeHooks() {
    Operation m = parse("\"test.yield\"() {tag = #test.tag<\"x\">} : () -> !test.box<!test.box<f32>>");
    assertEquals("!test.box<!test.box<f32>>", body(m).get(0).result(0).type().toString());
    assertEquals("\"tag:x\"", body(m).get(0).attr("tag").toString());
    assertEquals("1:33: expected '<'", error("\"test.yield\"() : () -> !test.box\n"));
  }

  @Test
  void trailingLocationOverridesCustomOpLocation() {
    Operation m = parse("%0 = test.const 42 : i32 loc(\"x\":9:9)");
    assertEquals(new Location.FileLineCol("x", 9, 9), body(m).get(0).location());
    assertEquals("42 : i32", body(m).get(0).attr("value").toString());
  }

  @Test
  void unknownCustomOpInsideUnregisteredGenericOp() {
    assertEquals("1:14: custom op 'nope' is unknown (tried 'builtin.nope' as well)",
        errorUnregistered("\"foo.x\"() ({ nope }) : () -> ()"));
  }

  @Test
  void errorsReportedByCustomSyntaxNameTheOp() {
    assertEquals("1:37: custom op 'test.return' number of operands and types do not match: got 1 operands and 2 types",
        error("test.func @f(%a: i32) { test.return %a : i32, i32 }"));
    // Errors of the parser's own productions are not prefixed.
    assertEquals("2:17: expected ','", error("%a = test.const 1 : i32\n%b = test.add %a %a : i32"));
  }

  @Test
  void verboseDialectForms() {
    Operation m = parseUnregistered("\"foo.x\"() {b = #foo<\"a>\">} : () -> !foo<\"x\">");
    assertEquals("#foo<\"a>\">", body(m).get(0).attr("b").toString());
    assertEquals("!foo<\"x\">", body(m).get(0).result(0).type().toString());
  }
}
