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
import dev.loomlir.testing.asyncfuzz.AsyncProgram.Kind;
import dev.loomlir.testing.asyncfuzz.AsyncProgram.Print;
import dev.loomlir.testing.asyncfuzz.AsyncProgram.Program;
import dev.loomlir.testing.asyncfuzz.AsyncProgram.SelectValue;
import dev.loomlir.testing.asyncfuzz.AsyncProgram.Stmt;
import dev.loomlir.testing.asyncfuzz.AsyncProgram.TokenChain;
import dev.loomlir.testing.asyncfuzz.AsyncProgram.Var;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random valid async programs: a few {@code async.func}s and a {@code @main} of constants,
 * arithmetic, executes (with dependencies, operands and captured tokens, values and groups, nested
 * up to three deep), awaits, groups, calls, structured control flow inside tasks and in main
 * (scf.if, scf.for, holding awaits and executes), asserts that fail some tasks, and — unless
 * {@code upstreamOnly} — what only loomlir lowers (scf.if yielding async values, tokens carried
 * by loops, scf.for around awaits in tasks). Every await is of something created before it, so
 * no program deadlocks; main prints what it computed and, at the end, awaits and prints values.
 */
final class AsyncProgramGenerator {
  private static final int MAX_DEPTH = 3;
  private static final String[] OPS = {"addi", "subi", "muli", "xori", "maxsi"};

  private final Random random;
  private final boolean upstreamOnly;
  private int names;
  private boolean lowerable = true;
  private final List<Func> funcs = new ArrayList<>();

  private AsyncProgramGenerator(long seed, boolean upstreamOnly) {
    this.random = new Random(seed);
    this.upstreamOnly = upstreamOnly;
  }

  /** The program of {@code seed}; with {@code upstreamOnly}, one upstream can lower too. */
  static Program generate(long seed, boolean upstreamOnly) {
    return new AsyncProgramGenerator(seed, upstreamOnly).program();
  }

  /** What a block can use: the values of enclosing blocks (copied: nested blocks' values do not escape). */
  private static final class Scope {
    final List<Var> i64s;
    final List<Var> tokens;
    final List<Var> values;
    final List<Var> groups;
    /** Inside an execute body or an async.func: a coroutine, where awaits suspend and asserts fail the task. */
    final boolean inTask;
    final boolean isMainTop;
    final int depth;

    Scope(List<Var> i64s, List<Var> tokens, List<Var> values, List<Var> groups, boolean inTask, boolean isMainTop,
          int depth) {
      this.i64s = new ArrayList<>(i64s);
      this.tokens = new ArrayList<>(tokens);
      this.values = new ArrayList<>(values);
      this.groups = new ArrayList<>(groups);
      this.inTask = inTask;
      this.isMainTop = isMainTop;
      this.depth = depth;
    }

    Scope nested(boolean task) { return new Scope(i64s, tokens, values, groups, inTask || task, false, depth + 1); }

    /** An async.func's body sees its parameters only. */
    static Scope function(List<Var> params) { return new Scope(params, List.of(), List.of(), List.of(), true, false, 1); }

    void add(Var v) {
      switch (v.kind()) {
        case I64 -> i64s.add(v);
        case TOKEN -> tokens.add(v);
        case VALUE -> values.add(v);
        case GROUP -> groups.add(v);
      }
    }
  }

  private Program program() {
    int nFuncs = random.nextInt(3);
    for (int f = 0; f < nFuncs; f++) funcs.add(func(f));
    Scope main = new Scope(List.of(), List.of(), List.of(), List.of(), false, true, 0);
    List<Stmt> stmts = new ArrayList<>();
    stmts.add(constant(main, 1 + random.nextInt(9)));
    block(main, stmts, 6 + random.nextInt(14));
    // Await and print some of what main made.
    for (int i = 0; i < 3 && !main.values.isEmpty(); i++) {
      Var v = pick(main.values);
      Var r = fresh(Kind.I64);
      stmts.add(new Await(r, v));
      stmts.add(new Print(r));
    }
    if (!main.tokens.isEmpty()) stmts.add(new Await(null, pick(main.tokens)));
    stmts.add(new Print(pick(main.i64s)));
    return new Program(List.copyOf(funcs), new Block(stmts), lowerable);
  }

  private Func func(int index) {
    List<Var> params = new ArrayList<>();
    int n = 1 + random.nextInt(2);
    for (int i = 0; i < n; i++) params.add(fresh(Kind.I64));
    Scope scope = Scope.function(params);
    List<Stmt> stmts = new ArrayList<>();
    block(scope, stmts, 2 + random.nextInt(6));
    return new Func("f" + index, params, new Block(stmts), pick(scope.i64s));
  }

  /** Appends about {@code budget} statements to {@code stmts}, each adding what it defines to {@code scope}. */
  private void block(Scope scope, List<Stmt> stmts, int budget) {
    for (int i = 0; i < budget; i++) stmts.add(statement(scope));
  }

  private Stmt statement(Scope s) {
    while (true) {
      int choice = random.nextInt(100);
      if (choice < 10) return constant(s, random.nextInt(21) - 10);
      if (choice < 22 && s.i64s.size() >= 1) return binary(s);
      if (choice < 40 && s.depth < MAX_DEPTH) return execute(s);
      if (choice < 50 && !s.values.isEmpty()) {
        Var r = fresh(Kind.I64);
        Await a = new Await(r, pick(s.values));
        s.add(r);
        return a;
      }
      if (choice < 55 && !s.tokens.isEmpty()) return new Await(null, pick(s.tokens));
      if (choice < 59 && s.inTask && s.i64s.size() >= 2) return new Assert(pick(s.i64s), pick(s.i64s));
      if (choice < 66 && s.depth < MAX_DEPTH && s.i64s.size() >= 2) return ifStmt(s);
      if (choice < 72 && s.depth < MAX_DEPTH && !s.i64s.isEmpty()) return forStmt(s);
      if (choice < 78 && (!s.tokens.isEmpty() || !upstreamOnly && !s.values.isEmpty())) return group(s);
      if (choice < 82 && !s.groups.isEmpty()) return new AwaitAll(pick(s.groups));
      if (choice < 88 && !funcs.isEmpty() && !s.i64s.isEmpty()) return call(s);
      if (choice < 91 && !upstreamOnly && s.values.size() >= 2 && s.i64s.size() >= 2) return selectValue(s);
      if (choice < 94 && !upstreamOnly && !s.tokens.isEmpty()) return tokenChain(s);
      if (choice < 100 && s.isMainTop && !s.i64s.isEmpty()) return new Print(pick(s.i64s));
    }
  }

  private Stmt constant(Scope s, long value) {
    Var v = fresh(Kind.I64);
    s.add(v);
    return new Const(v, value);
  }

  private Stmt binary(Scope s) {
    Var v = fresh(Kind.I64);
    Binary b = new Binary(v, OPS[random.nextInt(OPS.length)], pick(s.i64s), pick(s.i64s));
    s.add(v);
    return b;
  }

  private Stmt execute(Scope s) {
    List<Var> deps = some(s.tokens, 2);
    List<Var> operands = some(s.values, 2);
    Scope body = s.nested(true);
    List<Var> args = new ArrayList<>();
    for (int i = 0; i < operands.size(); i++) {
      Var a = fresh(Kind.I64);
      args.add(a);
      body.add(a);
    }
    List<Stmt> stmts = new ArrayList<>();
    if (body.i64s.isEmpty()) stmts.add(constant(body, random.nextInt(10)));
    block(body, stmts, 1 + random.nextInt(5));
    boolean hasValue = random.nextInt(3) != 0;
    Var token = fresh(Kind.TOKEN);
    Var value = hasValue ? fresh(Kind.VALUE) : null;
    Execute e = new Execute(token, value, deps, operands, args, new Block(stmts), hasValue ? pick(body.i64s) : null);
    s.add(token);
    if (value != null) s.add(value);
    return e;
  }

  private Stmt ifStmt(Scope s) {
    Var a = pick(s.i64s);
    Var b = pick(s.i64s);
    Scope thenScope = s.nested(false);
    List<Stmt> thenStmts = new ArrayList<>();
    block(thenScope, thenStmts, random.nextInt(4));
    Scope elseScope = s.nested(false);
    List<Stmt> elseStmts = new ArrayList<>();
    block(elseScope, elseStmts, random.nextInt(4));
    noteStructured(s, thenStmts, false);
    noteStructured(s, elseStmts, false);
    Var r = fresh(Kind.I64);
    If stmt = new If(r, a, b, new Block(thenStmts), pick(thenScope.i64s), new Block(elseStmts), pick(elseScope.i64s));
    s.add(r);
    return stmt;
  }

  private Stmt forStmt(Scope s) {
    Var init = pick(s.i64s);
    Scope body = s.nested(false);
    Var acc = fresh(Kind.I64);
    body.add(acc);
    List<Stmt> stmts = new ArrayList<>();
    block(body, stmts, 1 + random.nextInt(3));
    noteStructured(s, stmts, true);
    Var r = fresh(Kind.I64);
    For f = new For(r, random.nextInt(4), init, acc, new Block(stmts), pick(body.i64s));
    s.add(r);
    return f;
  }

  /**
   * Upstream's lowering of an scf op in a coroutine takes async ops in an scf.if, not in an scf.for
   * (it fails to legalize the loop), and no cf.assert in either (it leaves a branch inside the
   * region). Ops in a nested execute do not count: they end up in a coroutine of their own.
   */
  private void noteStructured(Scope s, List<Stmt> stmts, boolean loop) {
    if (!s.inTask) return;
    for (Stmt st : stmts) {
      if (st instanceof Assert || loop && (st instanceof Await || st instanceof AwaitAll || st instanceof Group)) {
        lowerable = false;
      }
      if (st instanceof If i) {
        noteStructured(s, i.then().stmts(), loop);
        noteStructured(s, i.otherwise().stmts(), loop);
      }
      if (st instanceof For f) noteStructured(s, f.body().stmts(), true);
    }
    if (upstreamOnly && !lowerable) throw new Regenerate();
  }

  private Stmt group(Scope s) {
    List<Var> candidates = new ArrayList<>(s.tokens);
    if (!upstreamOnly) candidates.addAll(s.values); // upstream's runtime lowering takes tokens only
    List<Var> members = new ArrayList<>();
    int n = 1 + random.nextInt(3);
    for (int i = 0; i < n; i++) members.add(pick(candidates));
    Var g = fresh(Kind.GROUP);
    s.add(g);
    return new Group(g, members);
  }

  private Stmt call(Scope s) {
    Func f = pick(funcs);
    List<Var> args = new ArrayList<>();
    for (int i = 0; i < f.params().size(); i++) args.add(pick(s.i64s));
    Var v = fresh(Kind.VALUE);
    s.add(v);
    return new Call(v, f, args);
  }

  private Stmt selectValue(Scope s) {
    lowerable = false;
    Var r = fresh(Kind.VALUE);
    SelectValue sv = new SelectValue(r, pick(s.i64s), pick(s.i64s), pick(s.values), pick(s.values));
    s.add(r);
    return sv;
  }

  private Stmt tokenChain(Scope s) {
    lowerable = false;
    Var r = fresh(Kind.TOKEN);
    TokenChain c = new TokenChain(r, pick(s.tokens), 1 + random.nextInt(3), fresh(Kind.TOKEN), fresh(Kind.TOKEN));
    s.add(r);
    return c;
  }

  private List<Var> some(List<Var> from, int max) {
    List<Var> out = new ArrayList<>();
    if (from.isEmpty()) return out;
    int n = random.nextInt(max + 1);
    for (int i = 0; i < n; i++) {
      Var v = pick(from);
      if (!out.contains(v)) out.add(v);
    }
    return out;
  }

  private <T> T pick(List<T> from) { return from.get(random.nextInt(from.size())); }

  private Var fresh(Kind kind) {
    String prefix = switch (kind) {
      case I64 -> "v";
      case TOKEN -> "t";
      case VALUE -> "a";
      case GROUP -> "g";
    };
    return new Var(prefix + names++, kind);
  }

  /** Thrown when an upstream-only program took a turn upstream cannot lower: the caller tries the next seed. */
  static final class Regenerate extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Regenerate() { super(null, null, false, false); }
  }
}
