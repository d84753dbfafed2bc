package dev.loomlir.dialects.async;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Type;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code async} dialect (MLIR 22): asynchronous execution ({@code async.execute},
 * {@code async.await}, groups, async functions), and the coroutine and runtime ops it lowers to.
 */
public final class AsyncDialect implements Dialect {
  static {
    AsyncDirectives.register();
  }

  // Declared once per JVM: ops are matched by the identity of their declaration (ir.OpType).
  private static final List<OpDef> OPS = declare();

  private static List<OpDef> declare() {
    List<OpDef> all = new ArrayList<>();
    all.addAll(ExecuteOps.ops());
    all.addAll(FuncOps.ops());
    all.addAll(CoroOps.ops());
    all.addAll(RuntimeOps.ops());
    return List.copyOf(all);
  }

  @Override public String namespace() { return "async"; }

  @Override public List<OpDef> ops() { return OPS; }

  /** {@code !async.token}, {@code !async.value<T>}, {@code !async.group}, {@code !async.coro.id|handle|state}. */
  @Override public Type parseType(String mnemonic, OpAsmParser p) {
    return switch (mnemonic) {
      case "token" -> TokenType.INSTANCE;
      case "group" -> GroupType.INSTANCE;
      case "coro.id" -> CoroIdType.INSTANCE;
      case "coro.handle" -> CoroHandleType.INSTANCE;
      case "coro.state" -> CoroStateType.INSTANCE;
      case "value" -> parseValueType(p);
      default -> null;
    };
  }

  /** {@code <T>} after {@code !async.value}. */
  private static Type parseValueType(OpAsmParser p) {
    p.parse("<");
    Type payload = p.parseType();
    p.parse(">");
    return new ValueType(payload);
  }
}
