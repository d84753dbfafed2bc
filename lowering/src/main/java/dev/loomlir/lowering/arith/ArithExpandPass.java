package dev.loomlir.lowering.arith;

import dev.loomlir.dialects.arith.CeilDivSIOp;
import dev.loomlir.dialects.arith.CeilDivUIOp;
import dev.loomlir.dialects.arith.ExtFOp;
import dev.loomlir.dialects.arith.FloorDivSIOp;
import dev.loomlir.dialects.arith.MaxNumFOp;
import dev.loomlir.dialects.arith.MaxSIOp;
import dev.loomlir.dialects.arith.MaxUIOp;
import dev.loomlir.dialects.arith.MaximumFOp;
import dev.loomlir.dialects.arith.MinNumFOp;
import dev.loomlir.dialects.arith.MinSIOp;
import dev.loomlir.dialects.arith.MinUIOp;
import dev.loomlir.dialects.arith.MinimumFOp;
import dev.loomlir.dialects.arith.ScalingExtFOp;
import dev.loomlir.dialects.arith.ScalingTruncFOp;
import dev.loomlir.dialects.arith.TruncFOp;
import dev.loomlir.ir.Operation;
import dev.loomlir.lowering.driver.ConversionTarget;
import dev.loomlir.lowering.driver.DialectConversion;
import dev.loomlir.lowering.pass.Pass;
import dev.loomlir.lowering.pass.PassContext;
import dev.loomlir.lowering.pass.PassDeclaration;
import dev.loomlir.lowering.pass.PassOption;
import dev.loomlir.rewrite.RewritePattern;
import java.util.ArrayList;
import java.util.List;

/**
 * Upstream's {@code arith-expand}: rewrites the arith ops LLVM has no direct counterpart for
 * into simpler arith ops, as a partial dialect conversion ({@link DialectConversion}): the
 * rounding divisions ({@link IntDivExpansions}), the integer and float minima and maxima
 * ({@link MinMaxExpansions}) and the scaling casts ({@link ScalingExpansions}) always; with
 * {@code include-bf16} extf bf16→f32 and truncf f32→bf16 ({@link Bf16Expansions}), with
 * {@code include-f8e8m0} the casts from and to f8E8M0FNU ({@link F8E8M0Expansions}).
 * {@code include-f4e2m1} is accepted and does nothing: loomlir has no f4E2M1FN type, so no
 * input it parses has an op that option expands.
 */
public final class ArithExpandPass implements Pass {
  private static final PassOption<Boolean> INCLUDE_BF16 = PassOption.bool("include-bf16", false,
      "Also expand the casts between bf16 and f32 into integer arithmetic");
  private static final PassOption<Boolean> INCLUDE_F8E8M0 = PassOption.bool("include-f8e8m0", false,
      "Also expand the casts from and to f8E8M0FNU into integer arithmetic");
  private static final PassOption<Boolean> INCLUDE_F4E2M1 = PassOption.bool("include-f4e2m1", false,
      "Also expand the casts from and to f4E2M1FN").noEffect("loomlir has no f4E2M1FN type, so nothing it parses has such a cast");

  public static final PassDeclaration DECLARATION = PassDeclaration.of(ArithExpandPass.class, "arith-expand",
      "Legalize Arith ops to be convertible to LLVM.")
      .options(INCLUDE_BF16, INCLUDE_F8E8M0, INCLUDE_F4E2M1)
      .factory(values -> new ArithExpandPass(values.get(INCLUDE_BF16), values.get(INCLUDE_F8E8M0)));

  private final boolean bf16;
  private final boolean f8e8m0;

  public ArithExpandPass(boolean bf16, boolean f8e8m0) {
    this.bf16 = bf16;
    this.f8e8m0 = f8e8m0;
  }

  @Override public void run(Operation root, PassContext context) {
    List<RewritePattern> patterns = new ArrayList<>(IntDivExpansions.all());
    patterns.addAll(ScalingExpansions.all());
    patterns.addAll(MinMaxExpansions.all());
    if (bf16) patterns.addAll(Bf16Expansions.all());
    if (f8e8m0) patterns.addAll(F8E8M0Expansions.all());
    DialectConversion.applyPartial(root, target(), patterns, context.context());
  }

  /** Upstream's target: arith is legal but for the ops expanded always, and the float casts the options expand. */
  private ConversionTarget target() {
    return new ConversionTarget()
        .addLegalDialect("arith")
        .addIllegalOp(CeilDivSIOp.TYPE, CeilDivUIOp.TYPE, FloorDivSIOp.TYPE,
            MaxSIOp.TYPE, MaxUIOp.TYPE, MinSIOp.TYPE, MinUIOp.TYPE,
            MaximumFOp.TYPE, MinimumFOp.TYPE, MaxNumFOp.TYPE, MinNumFOp.TYPE,
            ScalingExtFOp.TYPE, ScalingTruncFOp.TYPE)
        .addDynamicallyLegalOp(ExtFOp.TYPE,
            op -> !(bf16 && Bf16Expansions.isExtension(op)) && !(f8e8m0 && F8E8M0Expansions.isExtension(op)))
        .addDynamicallyLegalOp(TruncFOp.TYPE,
            op -> !(bf16 && Bf16Expansions.isTruncation(op)) && !(f8e8m0 && F8E8M0Expansions.isTruncation(op)));
  }
}
