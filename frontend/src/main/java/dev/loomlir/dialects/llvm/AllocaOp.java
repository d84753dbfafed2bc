package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.TypeAttr;
import dev.loomlir.ir.Value;

/** {@code llvm.alloca %n x f32 : (i64) -> !llvm.ptr}: stack memory for {@code n} elements, freed when the function returns. */
public final class AllocaOp extends OpView {
  public static final OpType<AllocaOp> TYPE = OpType.of(OpDef.op("llvm.alloca")
      .operand("arraySize", LlvmConstraints.ANY_INTEGER)
      .result("res", LlvmConstraints.POINTER)
      .attr("elem_type", LlvmAttrs.TYPE)
      .optionalAttr("alignment", LlvmAttrs.I64)
      .optionalAttr("inalloca", Attrs.UNIT)
      .format("(`inalloca` $inalloca^)? $arraySize `x` $elem_type attr-dict `:` functional-type($arraySize, results)"), AllocaOp::new);

  private AllocaOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static AllocaOp match(Operation op) { return TYPE.match(op); }

  public Value arraySize() { return op.operand(0); }

  public Type elemType() { return ((TypeAttr) op.attr("elem_type")).type(); }
}
