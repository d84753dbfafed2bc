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
}
