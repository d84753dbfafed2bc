package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.SymbolRefAttr;
import dev.loomlir.ir.Trait;

/** {@code llvm.mlir.addressof @g : !llvm.ptr}: the address of a global or function. */
public final class AddressOfOp extends OpView {
  public static final OpType<AddressOfOp> TYPE = OpType.of(OpDef.op("llvm.mlir.addressof")
      .attr("global_name", Attrs.FLAT_SYMBOL_REF)
      .result("res", LlvmConstraints.POINTER)
      .traits(Trait.PURE)
      .format("$global_name attr-dict `:` qualified(type($res))")
      .verifySymbolUses(LlvmVerifiers::verifyAddressOf), AddressOfOp::new);

  private AddressOfOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static AddressOfOp match(Operation op) { return TYPE.match(op); }

  public String globalName() { return ((SymbolRefAttr) op.attr("global_name")).root(); }
}
