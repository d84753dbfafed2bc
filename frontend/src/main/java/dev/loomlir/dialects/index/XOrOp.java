package dev.loomlir.dialects.index;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code index.xor}: bitwise exclusive or. */
public final class XOrOp extends IndexBinaryOp {
  public static final OpType<XOrOp> TYPE = OpType.of(IndexOpDecls.binary("index.xor").traits(Trait.COMMUTATIVE)
      .summary("index bitwise exclusive or")
      .folder(IndexFolders.XOR), XOrOp::new);

  private XOrOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static XOrOp match(Operation op) { return TYPE.match(op); }
}
