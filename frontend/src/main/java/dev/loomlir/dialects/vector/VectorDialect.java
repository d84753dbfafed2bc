package dev.loomlir.dialects.vector;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpDef;
import java.util.List;

/** The `vector` dialect: MLIR 22's fixed and scalable vector ops (scalable vectors parse and print only). */
public final class VectorDialect implements Dialect {
  @Override public String namespace() { return "vector"; }

  /** {@code #vector.punctuation<...>}, {@code #vector.kind<...>}, {@code #vector.iterator_type<...>}. */
  @Override public Attribute parseAttribute(String mnemonic, OpAsmParser p) {
    return switch (mnemonic) {
      case "punctuation" -> PrintSyntax.parsePunctuation(p);
      case "kind" -> VectorAttrs.parseKindBody(p);
      case "iterator_type" -> VectorAttrs.parseIteratorTypeBody(p);
      default -> null;
    };
  }

  // Built when the Context first needs this dialect's ops, not when the dialect is registered.
  @Override public List<OpDef> ops() {
    return List.of(
        PrintOp.TYPE.def(), BroadcastOp.TYPE.def(), FromElementsOp.TYPE.def(), ToElementsOp.TYPE.def(),
        ExtractOp.TYPE.def(), InsertOp.TYPE.def(), ExtractStridedSliceOp.TYPE.def(), InsertStridedSliceOp.TYPE.def(),
        ShuffleOp.TYPE.def(), ShapeCastOp.TYPE.def(), TransposeOp.TYPE.def(), BitCastOp.TYPE.def(), StepOp.TYPE.def(),
        InterleaveOp.TYPE.def(), DeinterleaveOp.TYPE.def(),
        LoadOp.TYPE.def(), StoreOp.TYPE.def(), MaskedLoadOp.TYPE.def(), MaskedStoreOp.TYPE.def(), GatherOp.TYPE.def(),
        ScatterOp.TYPE.def(), ExpandLoadOp.TYPE.def(), CompressStoreOp.TYPE.def(), TransferReadOp.TYPE.def(),
        TransferWriteOp.TYPE.def(), TypeCastOp.TYPE.def(),
        CreateMaskOp.TYPE.def(), ConstantMaskOp.TYPE.def(), MaskOp.TYPE.def(), YieldOp.TYPE.def(),
        FmaOp.TYPE.def(), ReductionOp.TYPE.def(), MultiReductionOp.TYPE.def(), ContractionOp.TYPE.def(),
        OuterProductOp.TYPE.def(), ScanOp.TYPE.def(), VScaleOp.TYPE.def());
  }

  // One op's class initialized per name looked up, not the dialect's others (ContextTest checks
  // that it answers for exactly the ops of ops()).
  @Override public OpDef op(String name) {
    return switch (name) {
      case "vector.print" -> PrintOp.TYPE.def();
      case "vector.broadcast" -> BroadcastOp.TYPE.def();
      case "vector.from_elements" -> FromElementsOp.TYPE.def();
      case "vector.to_elements" -> ToElementsOp.TYPE.def();
      case "vector.extract" -> ExtractOp.TYPE.def();
      case "vector.insert" -> InsertOp.TYPE.def();
      case "vector.extract_strided_slice" -> ExtractStridedSliceOp.TYPE.def();
      case "vector.insert_strided_slice" -> InsertStridedSliceOp.TYPE.def();
      case "vector.shuffle" -> ShuffleOp.TYPE.def();
      case "vector.shape_cast" -> ShapeCastOp.TYPE.def();
      case "vector.transpose" -> TransposeOp.TYPE.def();
      case "vector.bitcast" -> BitCastOp.TYPE.def();
      case "vector.step" -> StepOp.TYPE.def();
      case "vector.interleave" -> InterleaveOp.TYPE.def();
      case "vector.deinterleave" -> DeinterleaveOp.TYPE.def();
      case "vector.load" -> LoadOp.TYPE.def();
      case "vector.store" -> StoreOp.TYPE.def();
      case "vector.maskedload" -> MaskedLoadOp.TYPE.def();
      case "vector.maskedstore" -> MaskedStoreOp.TYPE.def();
      case "vector.gather" -> GatherOp.TYPE.def();
      case "vector.scatter" -> ScatterOp.TYPE.def();
      case "vector.expandload" -> ExpandLoadOp.TYPE.def();
      case "vector.compressstore" -> CompressStoreOp.TYPE.def();
      case "vector.transfer_read" -> TransferReadOp.TYPE.def();
      case "vector.transfer_write" -> TransferWriteOp.TYPE.def();
      case "vector.type_cast" -> TypeCastOp.TYPE.def();
      case "vector.create_mask" -> CreateMaskOp.TYPE.def();
      case "vector.constant_mask" -> ConstantMaskOp.TYPE.def();
      case "vector.mask" -> MaskOp.TYPE.def();
      case "vector.yield" -> YieldOp.TYPE.def();
      case "vector.fma" -> FmaOp.TYPE.def();
      case "vector.reduction" -> ReductionOp.TYPE.def();
      case "vector.multi_reduction" -> MultiReductionOp.TYPE.def();
      case "vector.contract" -> ContractionOp.TYPE.def();
      case "vector.outerproduct" -> OuterProductOp.TYPE.def();
      case "vector.scan" -> ScanOp.TYPE.def();
      case "vector.vscale" -> VScaleOp.TYPE.def();
      default -> null;
    };
  }
}
