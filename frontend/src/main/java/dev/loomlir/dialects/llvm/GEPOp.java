package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.DenseArrayAttr;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.TypeAttr;
import dev.loomlir.ir.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code llvm.getelementptr %p[%i, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f32)>}:
 * address arithmetic in units of {@code elem_type}. Constant indices are kept in
 * {@code rawConstantIndices}, where {@link #DYNAMIC_INDEX} marks the place of the next operand.
 */
public final class GEPOp extends OpView {
  /** Upstream's marker for an index given by an operand. */
  public static final int DYNAMIC_INDEX = Integer.MIN_VALUE;

  public static final OpType<GEPOp> TYPE = OpType.of(OpDef.op("llvm.getelementptr")
      .operand("base", LlvmConstraints.POINTER_OR_VECTOR)
      .variadicOperand("dynamicIndices", LlvmConstraints.INTEGER)
      .result("res", LlvmConstraints.POINTER_OR_VECTOR)
      .attr("rawConstantIndices", Attrs.DENSE_I32_ARRAY)
      .attr("elem_type", LlvmAttrs.TYPE)
      .defaultAttr("noWrapFlags", LlvmAttrs.I32, LlvmAttrs.NO_FLAGS)
      .traits(Trait.PURE)
      .syntax(new GEPSyntax())
      .verify(LlvmVerifiers::verifyGEP), GEPOp::new);

  private GEPOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static GEPOp match(Operation op) { return TYPE.match(op); }

  public Value base() { return op.operand(0); }

  public Type elemType() { return ((TypeAttr) op.attr("elem_type")).type(); }

  /** One index per position: a constant ({@code Long}) or an operand ({@code Value}). */
  public List<Object> indices() {
    long[] raw = ((DenseArrayAttr) op.attr("rawConstantIndices")).ints();
    List<Object> out = new ArrayList<>();
    int next = 1;
    for (long r : raw) out.add(r == DYNAMIC_INDEX ? op.operand(next++) : (Object) r);
    return out;
  }
}
