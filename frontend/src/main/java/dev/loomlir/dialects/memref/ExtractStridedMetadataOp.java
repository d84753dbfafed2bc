package dev.loomlir.dialects.memref;

import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.ArrayList;
import java.util.List;

/** {@code memref.extract_strided_metadata %m}: its base buffer (rank 0), offset, sizes and strides. */
public final class ExtractStridedMetadataOp extends OpView {
  public static final OpType<ExtractStridedMetadataOp> TYPE = OpType.of(OpDef.op("memref.extract_strided_metadata")
      .summary("Extracts a buffer base with offset and strides")
      .operand("source", MemRefConstraints.STRIDED)
      .result("base_buffer", MemRefConstraints.STRIDED_RANK_0)
      .result("offset", Types.INDEX)
      .variadicResult("sizes", Types.INDEX)
      .variadicResult("strides", Types.INDEX)
      .traits(Trait.PURE)
      .format("$source `:` type($source) `->` type(results) attr-dict")
      .verify(MemRefVerifiers::extractStridedMetadata)
      .implement(AsmResultNames.class, ExtractStridedMetadataOp::resultNames), ExtractStridedMetadataOp::new);

  private ExtractStridedMetadataOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ExtractStridedMetadataOp match(Operation op) { return TYPE.match(op); }

  /** {@code memref.extract_strided_metadata source} of a ranked memref. */
  public static ExtractStridedMetadataOp create(OpBuilder b, Location loc, Value source) {
    MemRefType t = (MemRefType) source.type();
    List<Type> types = new ArrayList<>();
    types.add(new MemRefType(List.of(), t.elementType(), null, t.memorySpace()));
    for (int i = 0; i < 1 + 2 * t.rank(); i++) types.add(IndexType.INSTANCE);
    return new ExtractStridedMetadataOp(b.create(TYPE, loc, List.of(source), types));
  }

  public Value source() { return op.operand(0); }

  public int rank() { return (op.numResults() - 2) / 2; }

  public OpResult baseBuffer() { return op.result(0); }

  public OpResult offset() { return op.result(1); }

  public OpResult size(int d) { return op.result(2 + d); }

  public OpResult stride(int d) { return op.result(2 + rank() + d); }

  public List<OpResult> sizes() { return op.results().subList(2, 2 + rank()); }

  public List<OpResult> strides() { return op.results().subList(2 + rank(), op.numResults()); }

  /** Names the first value of each result group, as upstream: {@code %base_buffer, %offset, %sizes:2, %strides:2}. */
  private static String[] resultNames(Operation op) {
    String[] names = new String[op.numResults()];
    names[0] = "base_buffer";
    if (names.length > 1) names[1] = "offset";
    int rank = (op.numResults() - 2) / 2;
    if (rank > 0) {
      names[2] = "sizes";
      names[2 + rank] = "strides";
    }
    return names;
  }
}
