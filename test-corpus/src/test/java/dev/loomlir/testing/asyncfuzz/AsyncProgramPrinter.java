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
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * MLIR text of an {@link AsyncProgram}, one op per line, remembering where each await starts
 * ({@code line:col}): a failing await in {@code @main} is reported there.
 */
final class AsyncProgramPrinter {
  private final StringBuilder out = new StringBuilder();
  private final Map<Stmt, String> positions = new IdentityHashMap<>();
  private int line = 1;
  private int temps;

  /** The text and the positions of the awaits. */
  record Printed(String text, Map<Stmt, String> awaitPositions) {}

  static Printed print(Program p, String header) {
    AsyncProgramPrinter printer = new AsyncProgramPrinter();
    for (String l : header.split("\n")) printer.line(0, l);
    for (Func f : p.funcs()) printer.func(f);
    printer.line(0, "func.func @main() {");
    printer.block(p.main(), 1);
    printer.line(1, "return");
    printer.line(0, "}");
    return new Printed(printer.out.toString(), printer.positions);
  }

  private void func(Func f) {
    List<String> params = new ArrayList<>();
    for (Var v : f.params()) params.add(v + ": i64");
    line(0, "async.func @" + f.name() + "(" + String.join(", ", params) + ") -> !async.value<i64> {");
    block(f.body(), 1);
    line(1, "async.return " + f.returned() + " : i64");
    line(0, "}");
  }

  private void block(Block b, int indent) {
    for (Stmt s : b.stmts()) stmt(s, indent);
  }

  private void stmt(Stmt s, int indent) {
    switch (s) {
      case Const c -> line(indent, c.result() + " = arith.constant " + c.value() + " : i64");
      case Binary b -> line(indent, b.result() + " = arith." + b.op() + " " + b.a() + ", " + b.b() + " : i64");
      case Execute e -> execute(e, indent);
      case Await a -> {
        String prefix = a.result() == null ? "" : a.result() + " = ";
        positions.put(s, line + ":" + (2 * indent + prefix.length() + 1));
        line(indent, prefix + "async.await " + a.awaited() + " : " + type(a.awaited()));
      }
      case Assert a -> {
        String c = temp("ok");
        line(indent, c + " = arith.cmpi sle, " + a.a() + ", " + a.b() + " : i64");
        line(indent, "cf.assert " + c + ", \"assertion failed\"");
      }
      case If i -> {
        String c = temp("c");
        line(indent, c + " = arith.cmpi slt, " + i.a() + ", " + i.b() + " : i64");
        line(indent, i.result() + " = scf.if " + c + " -> (i64) {");
        block(i.then(), indent + 1);
        line(indent + 1, "scf.yield " + i.thenYield() + " : i64");
        line(indent, "} else {");
        block(i.otherwise(), indent + 1);
        line(indent + 1, "scf.yield " + i.elseYield() + " : i64");
        line(indent, "}");
      }
      case For f -> {
        String[] bounds = bounds(indent, f.trips());
        line(indent, f.result() + " = scf.for " + temp("i") + " = " + bounds[0] + " to " + bounds[1] + " step " + bounds[2]
            + " iter_args(" + f.acc() + " = " + f.init() + ") -> (i64) {");
        block(f.body(), indent + 1);
        line(indent + 1, "scf.yield " + f.next() + " : i64");
        line(indent, "}");
      }
      case SelectValue sv -> {
        String c = temp("c");
        line(indent, c + " = arith.cmpi slt, " + sv.a() + ", " + sv.b() + " : i64");
        line(indent, sv.result() + " = scf.if " + c + " -> (!async.value<i64>) {");
        line(indent + 1, "scf.yield " + sv.whenTrue() + " : !async.value<i64>");
        line(indent, "} else {");
        line(indent + 1, "scf.yield " + sv.whenFalse() + " : !async.value<i64>");
        line(indent, "}");
      }
      case TokenChain c -> {
        String[] bounds = bounds(indent, c.trips());
        line(indent, c.result() + " = scf.for " + temp("i") + " = " + bounds[0] + " to " + bounds[1] + " step " + bounds[2]
            + " iter_args(" + c.carried() + " = " + c.init() + ") -> (!async.token) {");
        line(indent + 1, c.step() + " = async.execute [" + c.carried() + "] {");
        line(indent + 2, "async.yield");
        line(indent + 1, "}");
        line(indent + 1, "scf.yield " + c.step() + " : !async.token");
        line(indent, "}");
      }
      case Group g -> {
        String n = temp("n");
        line(indent, n + " = arith.constant " + g.members().size() + " : index");
        line(indent, g.group() + " = async.create_group " + n + " : !async.group");
        for (Var m : g.members()) line(indent, temp("rank") + " = async.add_to_group " + m + ", " + g.group() + " : " + type(m));
      }
      case AwaitAll a -> {
        positions.put(s, line + ":" + (2 * indent + 1));
        line(indent, "async.await_all " + a.group());
      }
      case Call c -> {
        List<String> args = new ArrayList<>();
        List<String> types = new ArrayList<>();
        for (Var v : c.args()) {
          args.add(v.toString());
          types.add("i64");
        }
        line(indent, c.result() + " = async.call @" + c.callee().name() + "(" + String.join(", ", args) + ") : ("
            + String.join(", ", types) + ") -> !async.value<i64>");
      }
      case Print p -> line(indent, "vector.print " + p.value() + " : i64");
    }
  }

  private void execute(Execute e, int indent) {
    StringBuilder head = new StringBuilder();
    head.append(e.token());
    if (e.value() != null) head.append(", ").append(e.value());
    head.append(" = async.execute");
    if (!e.dependencies().isEmpty()) {
      head.append(" [");
      for (int i = 0; i < e.dependencies().size(); i++) head.append(i > 0 ? ", " : "").append(e.dependencies().get(i));
      head.append("]");
    }
    if (!e.operands().isEmpty()) {
      head.append(" (");
      for (int i = 0; i < e.operands().size(); i++) {
        head.append(i > 0 ? ", " : "").append(e.operands().get(i)).append(" as ").append(e.arguments().get(i))
            .append(": !async.value<i64>");
      }
      head.append(")");
    }
    if (e.value() != null) head.append(" -> !async.value<i64>");
    line(indent, head + " {");
    block(e.body(), indent + 1);
    line(indent + 1, e.yielded() == null ? "async.yield" : "async.yield " + e.yielded() + " : i64");
    line(indent, "}");
  }

  /** Index constants for {@code 0 to trips step 1}. */
  private String[] bounds(int indent, int trips) {
    String lb = temp("lb");
    String ub = temp("ub");
    String st = temp("st");
    line(indent, lb + " = arith.constant 0 : index");
    line(indent, ub + " = arith.constant " + trips + " : index");
    line(indent, st + " = arith.constant 1 : index");
    return new String[] {lb, ub, st};
  }

  private static String type(Var v) {
    return switch (v.kind()) {
      case I64 -> "i64";
      case TOKEN -> "!async.token";
      case VALUE -> "!async.value<i64>";
      case GROUP -> "!async.group";
    };
  }

  private String temp(String hint) { return "%" + hint + "_" + (temps++); }

  private void line(int indent, String text) {
    out.append("  ".repeat(indent)).append(text).append('\n');
    line++;
  }
}
