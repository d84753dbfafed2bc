package dev.loomlir.lowering.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.loomlir.dialect.Context;
import dev.loomlir.dialects.Dialects;
import dev.loomlir.dialects.arith.AddIOp;
import dev.loomlir.dialects.arith.ArithBinaryOp;
import dev.loomlir.dialects.arith.SubIOp;
import dev.loomlir.fixtures.IrFixtures;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.Operation;
import dev.loomlir.rewrite.RewritePattern;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A full conversion legalizes every op its target does not mark legal, a partial one only the
 * ops it marks illegal; an op left over fails with upstream's message.
 */
class DialectConversionTest {
  private static final String ADD = """
      func.func @f(%a: i32, %b: i32) -> i32 {
        %0 = arith.addi %a, %b : i32
        return %0 : i32
      }
      """;

  /** arith.addi rewritten as arith.subi of the same operands (a rewrite that is easy to see). */
  private static final RewritePattern ADD_TO_SUB = RewritePattern.of(AddIOp.TYPE, (add, rewriter) -> {
    SubIOp sub = ArithBinaryOp.build(SubIOp.TYPE, rewriter, add.location(), add.lhs(), add.rhs());
    rewriter.replaceOp(add.operation(), sub.operation().results());
    return true;
  });

  private final Context context = Dialects.newContext();

  @Test
  void fullConversionFailsAtAnOpTheTargetDoesNotMarkLegal() {
    Operation module = IrFixtures.parse(ADD);
    DiagnosticException e = assertThrows(DiagnosticException.class,
        () -> DialectConversion.applyFull(module, new ConversionTarget().addLegalDialect("func"), List.of(), context));
    assertEquals("failed to legalize operation 'arith.addi'", e.diagnostic().message());
  }

  @Test
  void partialConversionLeavesOpsOfUnknownLegality() {
    Operation module = IrFixtures.parse(ADD);
    DialectConversion.applyPartial(module, new ConversionTarget().addIllegalOp(SubIOp.TYPE), List.of(), context);
    assertEquals(IrFixtures.roundTrip(ADD), IrFixtures.print(module));
  }

  @Test
  void fullConversionAppliesPatternsUntilEveryOpIsLegal() {
    Operation module = IrFixtures.parse(ADD);
    ConversionTarget target = new ConversionTarget().addLegalDialect("func").addLegalOp(SubIOp.TYPE);
    DialectConversion.applyFull(module, target, List.of(ADD_TO_SUB), context);
    assertEquals(IrFixtures.roundTrip(ADD.replace("arith.addi", "arith.subi")), IrFixtures.print(module));
  }
}
