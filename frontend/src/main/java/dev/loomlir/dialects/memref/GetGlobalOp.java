package dev.loomlir.dialects.memref;

import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.SymbolRefAttr;
import dev.loomlir.ir.Trait;

/** {@code memref.get_global @name}: the buffer of a {@code memref.global}. */
public final class GetGlobalOp extends OpView {
  public static final OpType<GetGlobalOp> TYPE = OpType.of(OpDef.op("memref.get_global")
      .summary("get the memref pointing to a global variable")
      .attr("name", Attrs.FLAT_SYMBOL_REF)
      .result("result", MemRefConstraints.STATIC_SHAPE)
      .traits(Trait.PURE)
      .format("$name `:` type($result) attr-dict")
      .verifySymbolUses(MemRefVerifiers::getGlobalSymbol), GetGlobalOp::new);

  private GetGlobalOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static GetGlobalOp match(Operation op) { return TYPE.match(op); }

  /** The global's symbol name. */
  public String name() { return ((SymbolRefAttr) op.attr("name")).root(); }

  public OpResult result() { return op.result(); }
}
