package dev.loomlir.dialects.vector;

import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import java.util.List;

/**
 * What {@code vector.transfer_read} and {@code transfer_write} have in common as views, as MLIR's
 * {@code VectorTransferOpInterface}: lowerings and code generation that treat both alike take this.
 */
public sealed interface VectorTransferOp permits TransferReadOp, TransferWriteOp {
  Operation operation();

  Location location();

  /** The memref (or tensor) transferred from or to. */
  Value base();

  List<Value> indices();

  /** The mask operand, or null. */
  Value mask();

  AffineMap permutationMap();

  boolean[] inBounds();

  VectorType vectorType();
}
