package dev.loomlir.dialects;

import dev.loomlir.dialect.Context;
import dev.loomlir.dialects.affine.AffineDialect;
import dev.loomlir.dialects.arith.ArithDialect;
import dev.loomlir.dialects.async.AsyncDialect;
import dev.loomlir.dialects.builtin.BuiltinDialect;
import dev.loomlir.dialects.cf.CfDialect;
import dev.loomlir.dialects.func.FuncDialect;
import dev.loomlir.dialects.index.IndexDialect;
import dev.loomlir.dialects.linalg.LinalgDialect;
import dev.loomlir.dialects.llvm.LlvmDialect;
import dev.loomlir.dialects.math.MathDialect;
import dev.loomlir.dialects.memref.MemRefDialect;
import dev.loomlir.dialects.scf.ScfDialect;
import dev.loomlir.dialects.vector.VectorDialect;

/** Every dialect loomlir knows, registered in a fresh {@link Context}. */
public final class Dialects {
  private Dialects() {}

  public static Context newContext() {
    return new Context()
        .register(new BuiltinDialect())
        .register(new FuncDialect())
        .register(new AffineDialect())
        .register(new ArithDialect())
        .register(new MathDialect())
        .register(new IndexDialect())
        .register(new ScfDialect())
        .register(new CfDialect())
        .register(new MemRefDialect())
        .register(new VectorDialect())
        .register(new LinalgDialect())
        .register(new AsyncDialect())
        .register(new LlvmDialect());
  }
}
