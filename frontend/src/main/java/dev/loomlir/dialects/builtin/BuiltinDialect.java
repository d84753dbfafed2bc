package dev.loomlir.dialects.builtin;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Operation;
import java.util.List;

/** The `builtin` dialect: {@code builtin.module} and {@code builtin.unrealized_conversion_cast}. */
public final class BuiltinDialect implements Dialect {
  @Override public String namespace() { return "builtin"; }

  private static final List<OpDef> OPS = List.of(ModuleOp.TYPE.def(), UnrealizedConversionCastOp.TYPE.def());

  @Override public List<OpDef> ops() { return OPS; }

  /** Only dialect-prefixed discardable attributes may sit on a module. */
  static void verifyModuleAttributes(Operation op) {
    for (String name : op.attributes().keySet()) {
      if (!name.contains(".")) {
        throw DiagnosticException.opError(op,
            "can only contain attributes with dialect-prefixed names, found: '" + name + "'");
      }
    }
  }
}
