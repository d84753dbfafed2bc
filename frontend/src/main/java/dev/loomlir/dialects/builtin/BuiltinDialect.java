package dev.loomlir.dialects.builtin;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Operation;
import java.util.List;

/** The `builtin` dialect: {@code builtin.module} and {@code builtin.unrealized_conversion_cast}. */
public final class BuiltinDialect implements Dialect {
  @Override public String namespace() { return "builtin"; }

  // Built when the Context first needs this dialect's ops, not when the dialect is registered.
  @Override public List<OpDef> ops() {
    return List.of(ModuleOp.TYPE.def(), UnrealizedConversionCastOp.TYPE.def());
  }

  // One op's class initialized per name looked up, not the dialect's others (ContextTest checks
  // that it answers for exactly the ops of ops()).
  @Override public OpDef op(String name) {
    return switch (name) {
      case "builtin.module" -> ModuleOp.TYPE.def();
      case "builtin.unrealized_conversion_cast" -> UnrealizedConversionCastOp.TYPE.def();
      default -> null;
    };
  }

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
