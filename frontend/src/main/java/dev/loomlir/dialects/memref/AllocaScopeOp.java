package dev.loomlir.dialects.memref;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;

/** {@code memref.alloca_scope}: a region whose allocas are freed when it exits; returns what its terminator returns. */
public final class AllocaScopeOp extends OpView {
  public static final OpType<AllocaScopeOp> TYPE = OpType.of(OpDef.op("memref.alloca_scope")
      .summary("explicitly delimited scope for stack allocation")
      .variadicResult("results", Types.ANY)
      .region("bodyRegion")
      .implicitTerminator("memref.alloca_scope.return")
      .traits(Trait.AUTOMATIC_ALLOCATION_SCOPE, Trait.RECURSIVE_MEMORY_EFFECTS, Trait.REGION_BRANCH)
      .syntax(new AllocaScopeSyntax())
      .verifyRegions(MemRefVerifiers::allocaScope), AllocaScopeOp::new);

  private AllocaScopeOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static AllocaScopeOp match(Operation op) { return TYPE.match(op); }

  public Block body() { return op.region(0).entryBlock(); }
}
