package dev.loomlir.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.BranchOperands;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The generic verifier on IR built by hand, with small op declarations local to the test. */
class VerifierTest {
  private static final OpDef MODULE = OpDef.op("test.module").region("body")
      .traits(Trait.SYMBOL_TABLE, Trait.NO_TERMINATOR, Trait.ISOLATED_FROM_ABOVE, Trait.SINGLE_BLOCK);
  private static final OpDef FUNC = OpDef.op("test.func").region("body").attr("sym_name", dev.loomlir.ir.Attrs.STRING)
      .traits(Trait.SYMBOL, Trait.ISOLATED_FROM_ABOVE);
  private static final OpDef CONST = OpDef.op("test.const").result("r", Types.SIGNLESS_INTEGER_LIKE).traits(Trait.PURE);
  private static final OpDef ADD = OpDef.op("test.add").operand("lhs", Types.SIGNLESS_INTEGER_LIKE)
      .operand("rhs", Types.SIGNLESS_INTEGER_LIKE).result("r", Types.SIGNLESS_INTEGER_LIKE)
      .traits(Trait.SAME_OPERANDS_AND_RESULT_TYPE);
  private static final OpDef RET = OpDef.op("test.return").variadicOperand("operands", Types.ANY)
      .traits(Trait.TERMINATOR, Trait.RETURN_LIKE);
  private static final OpDef BR = OpDef.op("test.br").variadicOperand("dest", Types.ANY).successor("target")
      .traits(Trait.TERMINATOR).implement(BranchOperands.class, BranchOperands.byGroups("dest"));

  private static Location loc(int line) { return new Location.FileLineCol("t.mlir", line, 3); }

  private static Operation op(OpDef def, List<Value> operands, List<Type> results, int line) {
    return new Operation(def.name(), def, operands, results, def.regionDefs().size(), loc(line));
  }

  /** module { func { entry block } } returning the func's entry block. */
  private static Block functionBody(Operation[] moduleOut) {
    Operation module = op(MODULE, List.of(), List.of(), 1);
    Block top = module.region(0).addBlock();
    Operation func = op(FUNC, List.of(), List.of(), 2);
    func.properties().put("sym_name", new StringAttr("f"));
    top.append(func);
    moduleOut[0] = module;
    return func.region(0).addBlock();
  }

  private static String error(Operation root) {
    return assertThrows(DiagnosticException.class, () -> Verifier.verify(root)).getMessage();
  }

  @Test
  void acceptsWellFormedFunction() {
    Operation[] m = new Operation[1];
    Block body = functionBody(m);
    Operation c = op(CONST, List.of(), List.of(IntegerType.I32), 3);
    body.append(c);
    Operation add = op(ADD, List.of(c.result(), c.result()), List.of(IntegerType.I32), 4);
    body.append(add);
    body.append(op(RET, List.of(add.result()), List.of(), 5));
    Verifier.verify(m[0]);
  }

  @Test
  void reportsTypeConstraintWithUpstreamWording() {
    Operation[] m = new Operation[1];
    Block body = functionBody(m);
    Value arg = body.addArgument(FloatType.F32, loc(2));
    body.append(op(ADD, List.of(arg, arg), List.of(FloatType.F32), 3));
    body.append(op(RET, List.of(), List.of(), 4));
    assertEquals("'test.add' op operand #0 must be signless-integer-like, but got 'f32'", error(m[0]));
  }

  @Test
  void reportsOperandCount() {
    Operation[] m = new Operation[1];
    Block body = functionBody(m);
    Operation c = op(CONST, List.of(), List.of(IntegerType.I32), 3);
    body.append(c);
    body.append(op(ADD, List.of(c.result()), List.of(IntegerType.I32), 4));
    body.append(op(RET, List.of(), List.of(), 5));
    assertEquals("'test.add' op expected 2 operands, but found 1", error(m[0]));
  }

  @Test
  void reportsSameTypeTrait() {
    Operation[] m = new Operation[1];
    Block body = functionBody(m);
    Operation c = op(CONST, List.of(), List.of(IntegerType.I32), 3);
    body.append(c);
    body.append(op(ADD, List.of(c.result(), c.result()), List.of(IntegerType.I64), 4));
    body.append(op(RET, List.of(), List.of(), 5));
    assertEquals("'test.add' op requires the same type for all operands and results", error(m[0]));
  }

  @Test
  void reportsMissingTerminator() {
    Operation[] m = new Operation[1];
    Block body = functionBody(m);
    body.append(op(CONST, List.of(), List.of(IntegerType.I32), 3));
    assertEquals("block with no terminator, has \"test.const\"", error(m[0]));
  }

  @Test
  void reportsTerminatorNotLast() {
    Operation[] m = new Operation[1];
    Block body = functionBody(m);
    body.append(op(RET, List.of(), List.of(), 3));
    body.append(op(RET, List.of(), List.of(), 4));
    assertEquals("'test.return' op must be the last operation in the parent block", error(m[0]));
  }

  /** Long blocks take the numbered-positions path of the same-block dominance check. */
  @Test
  void checksDominanceAcrossLongBlocks() {
    Operation[] m = new Operation[1];
    Block body = functionBody(m);
    Operation first = op(CONST, List.of(), List.of(IntegerType.I32), 3);
    body.append(first);
    Operation last = first;
    for (int i = 0; i < 100; i++) {
      last = op(CONST, List.of(), List.of(IntegerType.I32), 4 + i);
      body.append(last);
    }
    Operation farUse = op(ADD, List.of(first.result(), last.result()), List.of(IntegerType.I32), 200);
    body.append(farUse);
    Operation ret = op(RET, List.of(), List.of(), 201);
    body.append(ret);
    Verifier.verify(m[0]);

    // Now a use 100 ops before its definition.
    Operation early = op(ADD, List.of(first.result(), farUse.result()), List.of(IntegerType.I32), 5);
    body.insertAfter(first, early);
    assertEquals("'test.add' op operand #1 does not dominate this use", error(m[0]));
  }

  @Test
  void reportsUseBeforeDefinitionInOneBlock() {
    Operation[] m = new Operation[1];
    Block body = functionBody(m);
    Operation c = op(CONST, List.of(), List.of(IntegerType.I32), 4);
    Operation add = op(ADD, List.of(c.result(), c.result()), List.of(IntegerType.I32), 3);
    body.append(add);
    body.append(c);
    body.append(op(RET, List.of(), List.of(), 5));
    DiagnosticException e = assertThrows(DiagnosticException.class, () -> Verifier.verify(m[0]));
    assertEquals("'test.add' op operand #0 does not dominate this use", e.getMessage());
    assertEquals("operand defined here", e.diagnostic().notes().get(0).message());
    assertEquals(loc(4), e.diagnostic().notes().get(0).location());
  }

  @Test
  void checksDominanceAcrossBlocks() {
    // ^entry: br ^a ; ^a: %x = const; br ^b ; ^b: use %x  -> ok (a dominates b)
    // then make ^entry also branch straight to ^b: a no longer dominates b.
    Operation[] m = new Operation[1];
    Block entry = functionBody(m);
    Block a = entry.parentRegion().addBlock();
    Block b = entry.parentRegion().addBlock();
    Operation brA = op(BR, List.of(), List.of(), 3);
    brA.addSuccessor(a);
    entry.append(brA);
    Operation x = op(CONST, List.of(), List.of(IntegerType.I32), 4);
    a.append(x);
    Operation brB = op(BR, List.of(), List.of(), 5);
    brB.addSuccessor(b);
    a.append(brB);
    b.append(op(RET, List.of(x.result()), List.of(), 6));
    Verifier.verify(m[0]);

    brA.setSuccessor(0, b);
    assertEquals("'test.return' op operand #0 does not dominate this use", error(m[0]));
  }

  @Test
  void checksSuccessorOperandsAgainstBlockArguments() {
    Operation[] m = new Operation[1];
    Block entry = functionBody(m);
    Block target = entry.parentRegion().addBlock();
    target.addArgument(IntegerType.I64, loc(5));
    Operation c = op(CONST, List.of(), List.of(IntegerType.I32), 3);
    entry.append(c);
    Operation br = op(BR, List.of(c.result()), List.of(), 4);
    br.addSuccessor(target);
    entry.append(br);
    target.append(op(RET, List.of(), List.of(), 6));
    assertEquals("'test.br' op type mismatch for bb argument #0 of successor #0", error(m[0]));

    br.setOperands(List.of());
    assertEquals("branch has 0 operands for successor #0, but target block has 1", error(m[0]));
  }

  @Test
  void reportsUseOfValueFromOutsideIsolatedRegion() {
    Operation[] m = new Operation[1];
    Block outer = functionBody(m);
    Operation c = op(CONST, List.of(), List.of(IntegerType.I32), 3);
    outer.append(c);
    Operation inner = op(FUNC, List.of(), List.of(), 4);
    inner.properties().put("sym_name", new StringAttr("g"));
    outer.append(inner);
    outer.append(op(RET, List.of(), List.of(), 7));
    Block innerBody = inner.region(0).addBlock();
    innerBody.append(op(RET, List.of(c.result()), List.of(), 5));
    assertEquals("'test.return' op using value defined outside the region", error(m[0]));
  }

  @Test
  void reportsDuplicateSymbols() {
    Operation module = op(MODULE, List.of(), List.of(), 1);
    Block top = module.region(0).addBlock();
    for (int line : new int[] {2, 3}) {
      Operation f = op(FUNC, List.of(), List.of(), line);
      f.properties().put("sym_name", new StringAttr("dup"));
      f.region(0).addBlock().append(op(RET, List.of(), List.of(), line));
      top.append(f);
    }
    DiagnosticException e = assertThrows(DiagnosticException.class, () -> Verifier.verify(module));
    assertEquals("redefinition of symbol named 'dup'", e.getMessage());
    assertEquals(loc(3), e.diagnostic().location());
    assertEquals(loc(2), e.diagnostic().notes().get(0).location());
  }
}
