package dev.loomlir.testing.asyncfuzz;

import dev.loomlir.testing.asyncfuzz.AsyncProgram.Assert;
import dev.loomlir.testing.asyncfuzz.AsyncProgram.Await;
import dev.loomlir.testing.asyncfuzz.AsyncProgram.AwaitAll;
import dev.loomlir.testing.asyncfuzz.AsyncProgram.Binary;
import dev.loomlir.testing.asyncfuzz.AsyncProgram.Block;
import dev.loomlir.testing.asyncfuzz.AsyncProgram.Call;
import dev.loomlir.testing.asyncfuzz.AsyncProgram.Const;
import dev.loomlir.testing.asyncfuzz.AsyncProgram.Execute;
import dev.loomlir.testing.asyncfuzz.AsyncProgram.For;
import dev.loomlir.testing.asyncfuzz.AsyncProgram.Func;
import dev.loomlir.testing.asyncfuzz.AsyncProgram.Group;
import dev.loomlir.testing.asyncfuzz.AsyncProgram.If;
import dev.loomlir.testing.asyncfuzz.AsyncProgram.Print;
import dev.loomlir.testing.asyncfuzz.AsyncProgram.Program;
import dev.loomlir.testing.asyncfuzz.AsyncProgram.SelectValue;
import dev.loomlir.testing.asyncfuzz.AsyncProgram.Stmt;
import dev.loomlir.testing.asyncfuzz.AsyncProgram.TokenChain;
import dev.loomlir.testing.asyncfuzz.AsyncProgram.Var;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The oracle: what an {@link AsyncProgram} prints, by the async dialect's semantics. Values are
 * pure, so tasks are evaluated where they are created; only errors need care: a failing assert,
 * or an await of an error, makes the enclosing task's (or async.func's) token and value errors
 * (upstream's error propagation); an await of an error in {@code @main} (blocking) stops the
 * program with "Awaited async operand is in error state" at that await.
 */
final class AsyncProgramInterpreter {
  /** Marks a token, value or group in the error state. */
  private static final Object ERROR = new Object() {
    @Override public String toString() { return "error"; }
  };
  private static final Object AVAILABLE = new Object();

  /** What running the program does: its output, and the failing await's {@code line:col} if one fails. */
  record Outcome(String output, String failedAwait) {}

  private final Map<Stmt, String> awaitPositions;
  private final StringBuilder output = new StringBuilder();

  private AsyncProgramInterpreter(Map<Stmt, String> awaitPositions) { this.awaitPositions = awaitPositions; }

  static Outcome run(Program p, Map<Stmt, String> awaitPositions) {
    AsyncProgramInterpreter interpreter = new AsyncProgramInterpreter(awaitPositions);
    try {
      interpreter.block(p.main(), new HashMap<>(), false);
      return new Outcome(interpreter.output.toString(), null);
    } catch (MainFailed f) {
      return new Outcome(interpreter.output.toString(), f.position);
    }
  }

  /** An error awaited in a task: the task stops, its results are errors. */
  private static final class TaskFailed extends RuntimeException {
    private static final long serialVersionUID = 1L;

    TaskFailed() { super(null, null, false, false); }
  }

  /** An error awaited in main: the program stops. */
  private static final class MainFailed extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final String position;

    MainFailed(String position) {
      super(null, null, false, false);
      this.position = position;
    }
  }

  private void block(Block b, Map<Var, Object> env, boolean inTask) {
    for (Stmt s : b.stmts()) stmt(s, env, inTask);
  }

  private void stmt(Stmt s, Map<Var, Object> env, boolean inTask) {
    switch (s) {
      case Const c -> env.put(c.result(), c.value());
      case Binary b -> env.put(b.result(), binary(b.op(), (long) env.get(b.a()), (long) env.get(b.b())));
      case Execute e -> execute(e, env);
      case Await a -> {
        Object v = env.get(a.awaited());
        if (v == ERROR) fail(s, inTask);
        if (a.result() != null) env.put(a.result(), v);
      }
      case Assert a -> {
        if ((long) env.get(a.a()) > (long) env.get(a.b())) throw new TaskFailed();
      }
      case If i -> {
        boolean taken = (long) env.get(i.a()) < (long) env.get(i.b());
        Map<Var, Object> inner = new HashMap<>(env);
        block(taken ? i.then() : i.otherwise(), inner, inTask);
        env.put(i.result(), inner.get(taken ? i.thenYield() : i.elseYield()));
      }
      case For f -> {
        Object acc = env.get(f.init());
        for (int k = 0; k < f.trips(); k++) {
          Map<Var, Object> inner = new HashMap<>(env);
          inner.put(f.acc(), acc);
          block(f.body(), inner, inTask);
          acc = inner.get(f.next());
        }
        env.put(f.result(), acc);
      }
      case SelectValue sv -> env.put(sv.result(),
          env.get((long) env.get(sv.a()) < (long) env.get(sv.b()) ? sv.whenTrue() : sv.whenFalse()));
      case TokenChain c -> env.put(c.result(), env.get(c.init()) == ERROR ? ERROR : AVAILABLE);
      case Group g -> {
        boolean error = false;
        for (Var m : g.members()) error |= env.get(m) == ERROR;
        env.put(g.group(), error ? ERROR : AVAILABLE);
      }
      case AwaitAll a -> {
        if (env.get(a.group()) == ERROR) fail(s, inTask);
      }
      case Call c -> env.put(c.result(), call(c.callee(), c.args().stream().map(env::get).toList()));
      case Print p -> output.append(env.get(p.value())).append('\n');
    }
  }

  private void fail(Stmt await, boolean inTask) {
    if (inTask) throw new TaskFailed();
    throw new MainFailed(awaitPositions.get(await));
  }

  /** The body runs once its dependencies and operands are available; an error in any is its error. */
  private void execute(Execute e, Map<Var, Object> env) {
    Object result;
    boolean inputsFailed = false;
    for (Var d : e.dependencies()) inputsFailed |= env.get(d) == ERROR;
    for (Var o : e.operands()) inputsFailed |= env.get(o) == ERROR;
    if (inputsFailed) {
      result = ERROR;
    } else {
      Map<Var, Object> inner = new HashMap<>(env);
      for (int i = 0; i < e.operands().size(); i++) inner.put(e.arguments().get(i), env.get(e.operands().get(i)));
      try {
        block(e.body(), inner, true);
        result = e.yielded() == null ? AVAILABLE : inner.get(e.yielded());
      } catch (TaskFailed f) {
        result = ERROR;
      }
    }
    env.put(e.token(), result == ERROR ? ERROR : AVAILABLE);
    if (e.value() != null) env.put(e.value(), result);
  }

  private Object call(Func f, List<Object> args) {
    Map<Var, Object> env = new HashMap<>();
    for (int i = 0; i < args.size(); i++) env.put(f.params().get(i), args.get(i));
    try {
      block(f.body(), env, true);
      return env.get(f.returned());
    } catch (TaskFailed failed) {
      return ERROR;
    }
  }

  private static long binary(String op, long a, long b) {
    return switch (op) {
      case "addi" -> a + b;
      case "subi" -> a - b;
      case "muli" -> a * b;
      case "xori" -> a ^ b;
      case "maxsi" -> Math.max(a, b);
      default -> throw new IllegalArgumentException(op);
    };
  }
}
