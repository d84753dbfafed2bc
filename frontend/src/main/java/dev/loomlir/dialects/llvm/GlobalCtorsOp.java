package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import java.util.List;

/**
 * {@code llvm.mlir.global_ctors ctors = [@f], priorities = [0 : i32], data = [#llvm.zero]}: functions
 * run before the entry point, lowest priority first.
 */
public final class GlobalCtorsOp extends OpView {
  private static final String FUNCTIONS = "ctors";

  public static final OpType<GlobalCtorsOp> TYPE =
      OpType.of(GlobalStructors.declare("llvm.mlir.global_ctors", FUNCTIONS), GlobalCtorsOp::new);

  private GlobalCtorsOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static GlobalCtorsOp match(Operation op) { return TYPE.match(op); }

  /** The constructors in the order they run. */
  public List<String> inRunOrder() { return GlobalStructors.inRunOrder(op, FUNCTIONS); }
}
