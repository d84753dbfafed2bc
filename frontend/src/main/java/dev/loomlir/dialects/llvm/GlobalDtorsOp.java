package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import java.util.List;

/**
 * {@code llvm.mlir.global_dtors dtors = [@f], priorities = [0 : i32], data = [#llvm.zero]}: functions
 * run after the entry point returned, lowest priority first.
 */
public final class GlobalDtorsOp extends OpView {
  private static final String FUNCTIONS = "dtors";

  public static final OpType<GlobalDtorsOp> TYPE =
      OpType.of(GlobalStructors.declare("llvm.mlir.global_dtors", FUNCTIONS), GlobalDtorsOp::new);

  private GlobalDtorsOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static GlobalDtorsOp match(Operation op) { return TYPE.match(op); }

  /** The destructors in the order they run. */
  public List<String> inRunOrder() { return GlobalStructors.inRunOrder(op, FUNCTIONS); }
}
