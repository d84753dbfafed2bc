package dev.loomlir.dialects.async;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Type;
import java.util.List;

/**
 * The {@code async} dialect (MLIR 22): asynchronous execution ({@code async.execute},
 * {@code async.await}, groups, async functions), and the coroutine and runtime ops it lowers to.
 */
public final class AsyncDialect implements Dialect {
  static {
    AsyncDirectives.register();
  }

  // The high-level ops, async functions, coroutines, then the runtime; declared once per JVM (ir.OpType).
  @Override public String namespace() { return "async"; }

  // Built when the Context first needs this dialect's ops, not when the dialect is registered.
  @Override public List<OpDef> ops() {
    return List.of(
        ExecuteOp.TYPE.def(), YieldOp.TYPE.def(), AwaitOp.TYPE.def(), CreateGroupOp.TYPE.def(),
        AddToGroupOp.TYPE.def(), AwaitAllOp.TYPE.def(), FuncOp.TYPE.def(), CallOp.TYPE.def(), ReturnOp.TYPE.def(),
        CoroIdOp.TYPE.def(), CoroBeginOp.TYPE.def(), CoroFreeOp.TYPE.def(), CoroEndOp.TYPE.def(),
        CoroSaveOp.TYPE.def(), CoroSuspendOp.TYPE.def(),
        RuntimeCreateOp.TYPE.def(), RuntimeCreateGroupOp.TYPE.def(), RuntimeSetAvailableOp.TYPE.def(),
        RuntimeSetErrorOp.TYPE.def(), RuntimeIsErrorOp.TYPE.def(), RuntimeAwaitOp.TYPE.def(),
        RuntimeResumeOp.TYPE.def(), RuntimeAwaitAndResumeOp.TYPE.def(), RuntimeStoreOp.TYPE.def(),
        RuntimeLoadOp.TYPE.def(), RuntimeAddToGroupOp.TYPE.def(), RuntimeAddRefOp.TYPE.def(),
        RuntimeDropRefOp.TYPE.def(), RuntimeNumWorkerThreadsOp.TYPE.def());
  }

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
