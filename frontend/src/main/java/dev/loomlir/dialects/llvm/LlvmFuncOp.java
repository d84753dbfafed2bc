package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.TypeAttr;

/** {@code llvm.func}: a function of the llvm dialect, defined (with a body) or declared (without). */
public final class LlvmFuncOp extends OpView {
  public static final OpType<LlvmFuncOp> TYPE = OpType.of(OpDef.op("llvm.func")
      .summary("LLVM dialect function.")
      .attr("sym_name", Attrs.SYMBOL_NAME)
      .optionalAttr("sym_visibility", Attrs.STRING)
      .attr("function_type", Attrs.typeAttr(LlvmConstraints.FUNCTION_TYPE))
      .defaultAttr("linkage", LlvmAttrs.LINKAGE, LlvmEnumAttr.EXTERNAL)
      .defaultAttr("CConv", LlvmAttrs.CCONV, LlvmEnumAttr.CCC)
      .defaultAttr("unnamed_addr", LlvmAttrs.I64, IntegerAttr.of(0, IntegerType.I64))
      .defaultAttr("visibility_", LlvmAttrs.I64, IntegerAttr.of(0, IntegerType.I64))
      .optionalAttr("arg_attrs", Attrs.ARRAY)
      .optionalAttr("res_attrs", Attrs.ARRAY)
      .region("body")
      .traits(Trait.AUTOMATIC_ALLOCATION_SCOPE, Trait.ISOLATED_FROM_ABOVE, Trait.SYMBOL)
      .syntax(new LlvmFuncSyntax())
      .verify(LlvmVerifiers::verifyFunc), LlvmFuncOp::new);

  private LlvmFuncOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static LlvmFuncOp match(Operation op) { return TYPE.match(op); }

  public String symName() { return ((StringAttr) op.attr("sym_name")).value(); }

  public LlvmFunctionType functionType() { return (LlvmFunctionType) ((TypeAttr) op.attr("function_type")).type(); }

  public String linkage() { return ((LlvmEnumAttr) op.attr("linkage")).value(); }

  /** True for a declaration (an external function): its body region is empty. */
  public boolean isExternal() { return op.region(0).isEmpty(); }

  public Region body() { return op.region(0); }

  public Block entryBlock() { return op.region(0).entryBlock(); }
}
