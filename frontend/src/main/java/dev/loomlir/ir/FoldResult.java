package dev.loomlir.ir;


/** One folded result (MLIR's {@code OpFoldResult}): a constant to materialize, or an existing value. */
public sealed interface FoldResult {
  record Constant(Attribute value) implements FoldResult {}

  record Existing(Value value) implements FoldResult {}

  static FoldResult of(Attribute a) { return new Constant(a); }

  static FoldResult of(Value v) { return new Existing(v); }
}
