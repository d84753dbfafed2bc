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

  // One op's class initialized per name looked up, not the dialect's others (ContextTest checks
  // that it answers for exactly the ops of ops()).
  @Override public OpDef op(String name) {
    return switch (name) {
      case "async.execute" -> ExecuteOp.TYPE.def();
      case "async.yield" -> YieldOp.TYPE.def();
      case "async.await" -> AwaitOp.TYPE.def();
      case "async.create_group" -> CreateGroupOp.TYPE.def();
      case "async.add_to_group" -> AddToGroupOp.TYPE.def();
      case "async.await_all" -> AwaitAllOp.TYPE.def();
      case "async.func" -> FuncOp.TYPE.def();
      case "async.call" -> CallOp.TYPE.def();
      case "async.return" -> ReturnOp.TYPE.def();
      case "async.coro.id" -> CoroIdOp.TYPE.def();
      case "async.coro.begin" -> CoroBeginOp.TYPE.def();
      case "async.coro.free" -> CoroFreeOp.TYPE.def();
      case "async.coro.end" -> CoroEndOp.TYPE.def();
      case "async.coro.save" -> CoroSaveOp.TYPE.def();
      case "async.coro.suspend" -> CoroSuspendOp.TYPE.def();
      case "async.runtime.create" -> RuntimeCreateOp.TYPE.def();
      case "async.runtime.create_group" -> RuntimeCreateGroupOp.TYPE.def();
      case "async.runtime.set_available" -> RuntimeSetAvailableOp.TYPE.def();
      case "async.runtime.set_error" -> RuntimeSetErrorOp.TYPE.def();
      case "async.runtime.is_error" -> RuntimeIsErrorOp.TYPE.def();
      case "async.runtime.await" -> RuntimeAwaitOp.TYPE.def();
      case "async.runtime.resume" -> RuntimeResumeOp.TYPE.def();
      case "async.runtime.await_and_resume" -> RuntimeAwaitAndResumeOp.TYPE.def();
      case "async.runtime.store" -> RuntimeStoreOp.TYPE.def();
      case "async.runtime.load" -> RuntimeLoadOp.TYPE.def();
      case "async.runtime.add_to_group" -> RuntimeAddToGroupOp.TYPE.def();
      case "async.runtime.add_ref" -> RuntimeAddRefOp.TYPE.def();
      case "async.runtime.drop_ref" -> RuntimeDropRefOp.TYPE.def();
      case "async.runtime.num_worker_threads" -> RuntimeNumWorkerThreadsOp.TYPE.def();
      default -> null;
    };
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
