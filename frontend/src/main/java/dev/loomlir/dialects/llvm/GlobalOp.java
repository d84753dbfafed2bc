package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.TypeAttr;

/**
 * {@code llvm.mlir.global internal constant @s("hi\00")}: a global variable, initialized by its
 * {@code value} (a string, a number, dense elements), zero-initialized without one.
 */
public final class GlobalOp extends OpView {
  public static final OpType<GlobalOp> TYPE = OpType.of(OpDef.op("llvm.mlir.global")
      .summary("LLVM dialect global.")
      .attr("global_type", LlvmAttrs.TYPE)
      .optionalAttr("constant", Attrs.UNIT)
      .attr("sym_name", Attrs.SYMBOL_NAME)
      .defaultAttr("linkage", LlvmAttrs.LINKAGE, LlvmEnumAttr.EXTERNAL)
      .optionalAttr("dso_local", Attrs.UNIT)
      .optionalAttr("thread_local_", Attrs.UNIT)
      .optionalAttr("externally_initialized", Attrs.UNIT)
      .optionalAttr("value", Attrs.ANY)
      .optionalAttr("alignment", LlvmAttrs.I64)
      .defaultAttr("addr_space", LlvmAttrs.I32, IntegerAttr.of(0, IntegerType.I32))
      .defaultAttr("unnamed_addr", LlvmAttrs.I64, IntegerAttr.of(0, IntegerType.I64))
      .optionalAttr("section", Attrs.STRING)
      .defaultAttr("visibility_", LlvmAttrs.I64, IntegerAttr.of(0, IntegerType.I64))
      .region("initializer")
      .traits(Trait.SYMBOL)
      .syntax(new GlobalSyntax())
      .verify(LlvmVerifiers::verifyGlobal), GlobalOp::new);

  private GlobalOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static GlobalOp match(Operation op) { return TYPE.match(op); }

  public String symName() { return ((StringAttr) op.attr("sym_name")).value(); }

  public Type globalType() { return ((TypeAttr) op.attr("global_type")).type(); }

  /** The initial value, or null (zero-initialized, or an initializer region). */
  public Attribute value() { return op.attr("value"); }

  public boolean isConstant() { return op.attr("constant") != null; }
}
