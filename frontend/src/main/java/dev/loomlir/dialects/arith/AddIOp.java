package dev.loomlir.dialects.arith;

import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;

/** {@code arith.addi}: integer addition, wrapping at the width. */
public final class AddIOp extends ArithBinaryOp implements OverflowFlagsOp {
  public static final OpType<AddIOp> TYPE = OpType.of(ArithOpDecls.withOverflow("arith.addi", Trait.COMMUTATIVE)
      .summary("integer addition")
      .folder(ArithFolders.ADDI), AddIOp::new);

  private AddIOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static AddIOp match(Operation op) { return TYPE.match(op); }

  public static AddIOp create(OpBuilder b, Location loc, Value lhs, Value rhs) { return build(TYPE, b, loc, lhs, rhs); }
}
