package dev.loomlir.dialects.arith;

import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;

/** {@code arith.xori}: bitwise exclusive or. */
public final class XOrIOp extends ArithBinaryOp {
  public static final OpType<XOrIOp> TYPE = OpType.of(ArithOpDecls.intBinary("arith.xori",
          Trait.PURE, Trait.COMMUTATIVE)
      .summary("bitwise exclusive or")
      .folder(ArithFolders.XORI), XOrIOp::new);

  private XOrIOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static XOrIOp match(Operation op) { return TYPE.match(op); }

  public static XOrIOp create(OpBuilder b, Location loc, Value lhs, Value rhs) { return build(TYPE, b, loc, lhs, rhs); }
}
