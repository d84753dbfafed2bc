package dev.loomlir.dialects.memref;

import static dev.loomlir.ir.DiagnosticException.opError;

import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import java.util.List;

/**
 * {@code memref.dma_wait %tag[%k..], %n : memref<..>}: blocks until the DMA whose tag element this
 * is has completed ({@code %n} is the number of elements it transfers).
 */
public final class DmaWaitOp extends OpView {
  public static final OpType<DmaWaitOp> TYPE = OpType.of(OpDef.op("memref.dma_wait")
      .summary("blocking DMA operation that waits for transfer completion")
      .operand("tagMemRef", MemRefConstraints.MEMREF)
      .variadicOperand("tagIndices", Types.INDEX)
      .operand("numElements", Types.INDEX)
      // Upstream declares no effects: any may happen, so canonicalize and cse keep the wait where it is.
      .traits(Trait.SIDE_EFFECTS)
      .folder(MemRefFolders::castsIntoOperands)
      .format("$tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)")
      .verify(DmaWaitOp::verify), DmaWaitOp::new);

  private DmaWaitOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static DmaWaitOp match(Operation op) { return TYPE.match(op); }

  public Value tagMemRef() { return op.operand(0); }

  public List<Value> tagIndices() { return op.operands().subList(1, op.numOperands() - 1); }

  public Value numElements() { return op.operand(op.numOperands() - 1); }

  private static void verify(Operation op) {
    int rank = ((MemRefType) op.operand(0).type()).rank();
    int indices = op.numOperands() - 2;
    if (indices != rank) {
      throw opError(op, "expected tagIndices to have the same number of elements as the tagMemRef rank, expected "
          + rank + ", but got " + indices);
    }
  }
}
