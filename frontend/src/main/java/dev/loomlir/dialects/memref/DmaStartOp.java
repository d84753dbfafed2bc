package dev.loomlir.dialects.memref;

import static dev.loomlir.ir.DiagnosticException.opError;

import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.MemoryEffect;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import java.util.List;

/**
 * {@code memref.dma_start %src[%i..], %dst[%j..], %n, %tag[%k..] [, %stride, %perStride] : src, dst, tag}:
 * starts a transfer of {@code %n} elements from {@code %src} (from {@code %i..} on, in row-major
 * order) to {@code %dst} (from {@code %j..}), whose completion {@code memref.dma_wait} on the same
 * tag element awaits. With a stride, the slower memory (the lower memory space) is read or
 * written in chunks of {@code %perStride} elements every {@code %stride} elements. As upstream,
 * the operands are one variadic list whose parts follow from the memref ranks; the verifier
 * checks them in order.
 */
public final class DmaStartOp extends OpView {
  public static final OpType<DmaStartOp> TYPE = OpType.of(OpDef.op("memref.dma_start")
      .summary("non-blocking DMA operation that starts a transfer")
      .variadicOperand("operands", Types.ANY)
      // Reads its source, writes its destination, reads its tag (upstream's getEffects).
      .memoryEffects(MemoryEffect.READ, MemoryEffect.WRITE)
      .folder(MemRefFolders::castsIntoOperands)
      .syntax(new DmaStartSyntax())
      .verify(DmaStartOp::verify), DmaStartOp::new);

  private DmaStartOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static DmaStartOp match(Operation op) { return TYPE.match(op); }

  public Value srcMemRef() { return op.operand(0); }

  public List<Value> srcIndices() { return op.operands().subList(1, 1 + srcRank()); }

  public Value dstMemRef() { return op.operand(dstStart()); }

  public List<Value> dstIndices() { return op.operands().subList(dstStart() + 1, dstStart() + 1 + dstRank()); }

  public Value numElements() { return op.operand(numElementsPosition()); }

  public Value tagMemRef() { return op.operand(numElementsPosition() + 1); }

  public List<Value> tagIndices() {
    int from = numElementsPosition() + 2;
    return op.operands().subList(from, from + tagRank());
  }

  public boolean isStrided() { return op.numOperands() != numElementsPosition() + 2 + tagRank(); }

  public Value stride() { return op.operand(op.numOperands() - 2); }

  public Value numElementsPerStride() { return op.operand(op.numOperands() - 1); }

  /**
   * Whether the stride applies to the source (else to the destination): the slower memory is the
   * lower memory space, as upstream describes it; between equal spaces, the source.
   */
  public boolean strideAppliesToSource() {
    return memorySpaceId(srcMemRef()) <= memorySpaceId(dstMemRef());
  }

  private static long memorySpaceId(Value memref) {
    return ((MemRefType) memref.type()).memorySpace() instanceof IntegerAttr space ? space.value() : 0;
  }

  private int srcRank() { return ((MemRefType) srcMemRef().type()).rank(); }

  private int dstStart() { return 1 + srcRank(); }

  private int dstRank() { return ((MemRefType) dstMemRef().type()).rank(); }

  private int numElementsPosition() { return dstStart() + 1 + dstRank(); }

  private int tagRank() { return ((MemRefType) tagMemRef().type()).rank(); }

  /** Upstream's checks, in its order: each later one relies on the ranks the earlier ones established. */
  private static void verify(Operation op) {
    int n = op.numOperands();
    if (n < 4) throw opError(op, "expected at least 4 operands");
    if (!(op.operand(0).type() instanceof MemRefType src)) throw opError(op, "expected source to be of memref type");
    int expected = src.rank() + 4;
    if (n < expected) throw opError(op, "expected at least " + expected + " operands");
    int dst = 1 + src.rank();
    if (!allIndex(op, 1, dst)) throw opError(op, "expected source indices to be of index type");
    if (!(op.operand(dst).type() instanceof MemRefType dstType)) {
      throw opError(op, "expected destination to be of memref type");
    }
    expected = src.rank() + dstType.rank() + 4;
    if (n < expected) throw opError(op, "expected at least " + expected + " operands");
    int numElements = dst + 1 + dstType.rank();
    if (!allIndex(op, dst + 1, numElements)) {
      throw opError(op, "expected destination indices to be of index type");
    }
    if (!op.operand(numElements).type().isIndex()) throw opError(op, "expected num elements to be of index type");
    if (!(op.operand(numElements + 1).type() instanceof MemRefType tag)) {
      throw opError(op, "expected tag to be of memref type");
    }
    expected += tag.rank();
    if (n < expected) throw opError(op, "expected at least " + expected + " operands");
    if (!allIndex(op, numElements + 2, expected)) throw opError(op, "expected tag indices to be of index type");
    if (n != expected && n != expected + 2) throw opError(op, "incorrect number of operands");
    if (n == expected + 2 && !allIndex(op, expected, n)) {
      throw opError(op, "expected stride and num elements per stride to be of type index");
    }
  }

  private static boolean allIndex(Operation op, int from, int to) {
    for (int i = from; i < to; i++) if (!op.operand(i).type().isIndex()) return false;
    return true;
  }
}
