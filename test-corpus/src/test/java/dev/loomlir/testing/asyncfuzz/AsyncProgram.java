package dev.loomlir.testing.asyncfuzz;

import java.util.List;

/** The programs {@link AsyncProgramGenerator} makes, as a small tree its printer and interpreter share. */
final class AsyncProgram {
  private AsyncProgram() {}

  enum Kind { I64, TOKEN, VALUE, GROUP }

  /** An SSA value: {@code %name} of a kind ({@code i64}, {@code !async.token}, {@code !async.value<i64>}, {@code !async.group}). */
  record Var(String name, Kind kind) {
    @Override public String toString() { return "%" + name; }
  }

  sealed interface Stmt {}

  record Const(Var result, long value) implements Stmt {}

  /** {@code arith.<op> a, b : i64} with op one of addi, subi, muli, xori, maxsi. */
  record Binary(Var result, String op, Var a, Var b) implements Stmt {}

  /**
   * {@code %token, %value = async.execute [deps] (operands as args) -> !async.value<i64> { body;
   * async.yield yielded }}; value and yielded null for a token-only execute.
   */
  record Execute(Var token, Var value, List<Var> dependencies, List<Var> operands, List<Var> arguments, Block body,
                 Var yielded) implements Stmt {}

  /** {@code async.await}: result null for a token. */
  record Await(Var result, Var awaited) implements Stmt {}

  /** {@code cf.assert (a <= b)}: an error of the enclosing task when it fails. */
  record Assert(Var a, Var b) implements Stmt {}

  /** {@code scf.if (a < b) -> i64}. */
  record If(Var result, Var a, Var b, Block then, Var thenYield, Block otherwise, Var elseYield) implements Stmt {}

  /** {@code scf.for 0 to trips iter_args(acc = init) -> i64 { body; scf.yield next }}. */
  record For(Var result, int trips, Var init, Var acc, Block body, Var next) implements Stmt {}

  /** {@code scf.if (a < b) -> !async.value<i64>}, yielding async values made before it (upstream cannot lower it). */
  record SelectValue(Var result, Var a, Var b, Var whenTrue, Var whenFalse) implements Stmt {}

  /** {@code scf.for} carrying a token: each trip an execute depending on the last (upstream cannot count it). */
  record TokenChain(Var result, Var init, int trips, Var carried, Var step) implements Stmt {}

  /** {@code async.create_group N} then one {@code add_to_group} per member (tokens or values). */
  record Group(Var group, List<Var> members) implements Stmt {}

  record AwaitAll(Var group) implements Stmt {}

  /** {@code async.call @callee(args) : (i64...) -> !async.value<i64>}. */
  record Call(Var result, Func callee, List<Var> args) implements Stmt {}

  /** {@code vector.print} (in {@code @main} only). */
  record Print(Var value) implements Stmt {}

  record Block(List<Stmt> stmts) {}

  /** {@code async.func @name(params) -> !async.value<i64> { body; async.return returned }}. */
  record Func(String name, List<Var> params, Block body, Var returned) {}

  /**
   * @param upstreamLowerable false when the program uses what upstream's lowering rejects (an
   *     scf.for or scf.index_switch around an await in a coroutine, an scf.if yielding async
   *     values, a token carried by a loop)
   */
  record Program(List<Func> funcs, Block main, boolean upstreamLowerable) {}
}
