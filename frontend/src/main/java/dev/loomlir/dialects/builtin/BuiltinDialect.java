package dev.loomlir.dialects.builtin;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import java.util.List;

/** The `builtin` dialect: {@code builtin.module} and {@code builtin.unrealized_conversion_cast}. */
public final class BuiltinDialect implements Dialect {
  @Override public String namespace() { return "builtin"; }

  @Override public List<OpDef> ops() {
    return List.of(
        OpDef.op("builtin.module")
            .summary("A top level container operation")
            .optionalAttr("sym_name", Attrs.SYMBOL_NAME)
            .optionalAttr("sym_visibility", Attrs.STRING)
            .region("bodyRegion")
            .traits(Trait.AFFINE_SCOPE, Trait.ISOLATED_FROM_ABOVE, Trait.NO_TERMINATOR, Trait.SINGLE_BLOCK, Trait.SYMBOL_TABLE,
                Trait.GRAPH_REGION)
            .defaultDialect("builtin")
            .syntax(new ModuleSyntax())
            .verify(BuiltinDialect::verifyModuleAttributes),
        OpDef.op("builtin.unrealized_conversion_cast")
            .summary("An unrealized conversion from one set of types to another")
            .variadicOperand("inputs", Types.ANY)
            .variadicResult("outputs", Types.ANY)
            .traits(Trait.PURE)
            .format("($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict")
            .verify(op -> {
              if (op.numResults() == 0) throw DiagnosticException.opError(op, "expected at least one result for cast operation");
            }));
  }

  /** Only dialect-prefixed discardable attributes may sit on a module. */
  private static void verifyModuleAttributes(Operation op) {
    for (String name : op.attributes().keySet()) {
      if (!name.contains(".")) {
        throw DiagnosticException.opError(op,
            "can only contain attributes with dialect-prefixed names, found: '" + name + "'");
      }
    }
  }
}
