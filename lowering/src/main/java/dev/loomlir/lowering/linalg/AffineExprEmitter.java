package dev.loomlir.lowering.linalg;

import dev.loomlir.dialects.arith.AddIOp;
import dev.loomlir.dialects.arith.CeilDivSIOp;
import dev.loomlir.dialects.arith.CmpIPredicate;
import dev.loomlir.dialects.arith.FloorDivSIOp;
import dev.loomlir.dialects.arith.MulIOp;
import dev.loomlir.dialects.arith.RemSIOp;
import dev.loomlir.ir.AffineExpr;
import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Value;
import dev.loomlir.lowering.builder.ScfBuilder;
import java.util.ArrayList;
import java.util.List;

/**
 * Computes the results of an indexing map at the loop induction variables with arith ops.
 * Upstream emits {@code affine.apply} for results that are not a plain dimension; loomlir has no
 * affine dialect, so it expands them as upstream's {@code lower-affine} would: {@code +} and
 * {@code *} as {@code addi}/{@code muli}, {@code floordiv}/{@code ceildiv} as
 * {@code floordivsi}/{@code ceildivsi}, and {@code mod} as a remainder made non-negative.
 */
final class AffineExprEmitter {
  private final ScfBuilder b;
  private final List<Value> dims;

  AffineExprEmitter(ScfBuilder b, List<Value> dims) {
    this.b = b;
    this.dims = dims;
  }

  List<Value> apply(AffineMap map, Location loc) {
    if (map.numSymbols() > 0) {
      throw new DiagnosticException(loc, "indexing maps with symbols are not supported by loomlir's linalg lowering");
    }
    List<Value> values = new ArrayList<>();
    for (AffineExpr e : map.results()) values.add(emit(e));
    return values;
  }

  private Value emit(AffineExpr e) {
    // instanceof tests, not a pattern switch: the AOT cache keeps no typeSwitch call site
    // (docs/performance-notes.md, "Start-up, lazily").
    if (e instanceof AffineExpr.Dim d) return dims.get(d.position());
    if (e instanceof AffineExpr.Constant c) return b.index(c.value());
    if (e instanceof AffineExpr.Symbol) throw new IllegalStateException("symbols are rejected before emission");
    if (!(e instanceof AffineExpr.Binary bin)) throw new AssertionError("unknown affine expression " + e);
    Value lhs = emit(bin.lhs());
    Value rhs = emit(bin.rhs());
    return switch (bin.kind()) {
      case ADD -> b.binary(AddIOp.TYPE, lhs, rhs);
      case MUL -> b.binary(MulIOp.TYPE, lhs, rhs);
      case FLOOR_DIV -> b.binary(FloorDivSIOp.TYPE, lhs, rhs);
      case CEIL_DIV -> b.binary(CeilDivSIOp.TYPE, lhs, rhs);
      case MOD -> floorMod(lhs, rhs);
    };
  }

  /** Affine {@code mod} has a non-negative result for a positive divisor. */
  private Value floorMod(Value lhs, Value rhs) {
    Value remainder = b.binary(RemSIOp.TYPE, lhs, rhs);
    Value negative = b.cmpi(CmpIPredicate.SLT, remainder, b.index(0));
    Value adjusted = b.binary(AddIOp.TYPE, remainder, rhs);
    return b.select(negative, adjusted, remainder);
  }
}
