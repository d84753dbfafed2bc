package dev.loomlir.dialects.linalg;

import dev.loomlir.ir.AffineExpr;
import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Value;
import java.util.List;

/** The bodies of the named ops (upstream's region builders) and matmul's default indexing maps. */
final class NamedOpBodies {
  private NamedOpBodies() {}

  /** Builds a body from its block arguments; {@code cast} is the op's {@code cast} type function, if any. */
  @FunctionalInterface
  interface Body {
    void build(BodyBuilder b, List<Value> args, Attribute cast);
  }

  /** fill: yields the fill value as is (the verifier rejects a type mismatch). */
  static final Body FILL = (b, args, cast) -> b.yield(List.of(args.get(0)));

  /** copy: yields the input, cast to the output element type. */
  static final Body COPY = (b, args, cast) ->
      b.yield(List.of(b.cast(args.get(0), args.get(1).type(), isUnsigned(cast))));

  /** matmul: {@code C += cast(A) * cast(B)}, the casts to C's element type. */
  static final Body MATMUL = (b, args, cast) -> {
    var out = args.get(2);
    boolean unsigned = isUnsigned(cast);
    Value lhs = b.cast(args.get(0), out.type(), unsigned);
    Value rhs = b.cast(args.get(1), out.type(), unsigned);
    Value product = b.arith(true, lhs, rhs);
    b.yield(List.of(b.arith(false, out, product)));
  };

  private static boolean isUnsigned(Attribute cast) { return LinalgEnumAttr.CAST_UNSIGNED.equals(cast); }

  /** (m, n, k): A is (m, k), B is (k, n), C is (m, n). */
  static final List<AffineMap> MATMUL_MAPS = List.of(
      map(3, 0, 2), map(3, 2, 1), map(3, 0, 1));

  static AffineMap map(int numDims, int... dims) {
    return new AffineMap(numDims, 0, java.util.Arrays.stream(dims).mapToObj(d -> (AffineExpr) new AffineExpr.Dim(d)).toList());
  }
}
