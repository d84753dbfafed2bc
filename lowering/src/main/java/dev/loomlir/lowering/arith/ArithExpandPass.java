package dev.loomlir.lowering.arith;

import dev.loomlir.lowering.pass.PassDeclaration;
import dev.loomlir.lowering.pass.PassContext;
import dev.loomlir.ir.Operation;
import dev.loomlir.lowering.driver.ConversionTarget;
import dev.loomlir.lowering.driver.DialectConversion;
import dev.loomlir.lowering.pass.Pass;
import dev.loomlir.lowering.pass.PassOption;
import dev.loomlir.rewrite.RewritePattern;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

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

  private static final Set<String> ALWAYS_EXPANDED = Set.of(
      "arith.ceildivsi", "arith.ceildivui", "arith.floordivsi",
      "arith.maxsi", "arith.maxui", "arith.minsi", "arith.minui",
      "arith.maximumf", "arith.minimumf", "arith.maxnumf", "arith.minnumf",
      "arith.scaling_extf", "arith.scaling_truncf");

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
    DialectConversion.applyPartial(root, new ConversionTarget().addDynamicallyLegalDialect("arith", op -> !isIllegal(op)), patterns);
  }

  /** The ops that must not survive the pass. */
  boolean isIllegal(Operation op) {
    if (ALWAYS_EXPANDED.contains(op.name())) return true;
    return (bf16 && (Bf16Expansions.isExtension(op) || Bf16Expansions.isTruncation(op)))
        || (f8e8m0 && (F8E8M0Expansions.isExtension(op) || F8E8M0Expansions.isTruncation(op)));
  }
}
