package dev.loomlir.dialects.vector;

import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.Delimiter;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.UnresolvedOperand;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.rewrite.Canonicalization;
import dev.loomlir.rewrite.OpBuilder;
import java.util.Collections;
import java.util.List;

/** {@code vector.from_elements %a, %b, ... : vector<2x3xf32>}: a vector of scalars, in row-major order. */
public final class FromElementsOp extends OpView {
  public static final OpType<FromElementsOp> TYPE = OpType.of(OpDef.op("vector.from_elements")
      .summary("operation that defines a vector from scalar elements")
      .variadicOperand("elements", Types.ANY)
      .result("dest", VectorTypes.FIXED)
      .traits(Trait.PURE)
      .syntax(new Syntax())
      .verify(FromElementsOp::verify)
      .folder(VectorFolds::fromElements)
      .implement(Canonicalization.class, VectorCanonicalization::fromElementsPatterns), FromElementsOp::new);

  private FromElementsOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static FromElementsOp match(Operation op) { return TYPE.match(op); }

  public static FromElementsOp create(OpBuilder b, Location loc, VectorType type, List<Value> elements) {
    OperationState s = b.state(TYPE, loc);
    s.operands.addAll(elements);
    s.resultTypes.add(type);
    return new FromElementsOp(b.insert(s));
  }

  public List<Value> elements() { return op.operands(); }

  public VectorType resultType() { return (VectorType) op.result(0).type(); }

  private static void verify(Operation op) {
    VectorType dest = (VectorType) op.result(0).type();
    boolean ok = op.numOperands() == dest.numElements();
    for (int i = 0; ok && i < op.numOperands(); i++) ok = op.operand(i).type().equals(dest.elementType());
    if (!ok) throw VectorChecks.fail(op, "failed to verify that shaped type 'dest' matches 'elements' element count and types");
  }

  /** {@code $elements attr-dict `:` type($dest)}: the operands take the vector's element type. */
  private static final class Syntax implements CustomSyntax {
    @Override public void parse(OpAsmParser p, OperationState state) {
      var pos = p.currentPos();
      List<UnresolvedOperand> elements = p.parseOperandList(Delimiter.NONE);
      p.parseOptionalAttrDict(state);
      VectorType type = p.parseColonTypeOf(VectorType.class, "builtin.vector");
      List<Type> types = Collections.nCopies((int) Math.min(type.numElements(), Integer.MAX_VALUE), type.elementType());
      state.operands.addAll(p.resolveOperands(elements, types, pos));
      state.resultTypes.add(type);
    }

    @Override public void print(Operation op, OpAsmPrinter p) {
      if (op.numOperands() > 0) p.print(" ");
      p.printOperands(op.operands());
      p.printOptionalAttrDict(op, List.of());
      p.print(" : ");
      p.printType(op.result(0).type());
    }
  }
}
