package dev.loomlir.testing;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Generates larger random but valid MLIR modules (deterministic per seed) from arith, scf, cf,
 * memref and func ops, for differential tests. Values are tracked per type in nested scopes so
 * every use is dominated by its definition.
 */
public final class RandomIrGenerator {
  private static final String BUFFER = "memref<16xf32>";
  private static final String SCRATCH = "memref<4xi32>";
  private static final String SIGNATURE = "(i32, i64, f32, index, " + BUFFER + ") -> (i32, f32)";
  private static final String[] INT_OPS = {"addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minui"};
  private static final String[] FLOAT_OPS = {"addf", "subf", "mulf", "divf", "maximumf"};
  private static final String[] INT_PREDICATES = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "uge"};
  private static final String[] FLOAT_PREDICATES = {"oeq", "olt", "ogt", "une", "ord"};

  private final Random random;
  private final StringBuilder out = new StringBuilder();
  private final Deque<Map<String, List<String>>> scopes = new ArrayDeque<>();
  private final List<String> functions = new ArrayList<>();
  private int nextValue;
  private int indent;

  public RandomIrGenerator(long seed) { this.random = new Random(seed); }

  /** A module of straight-line/structured functions and one CFG function per group. */
  public String module() {
    out.append("module {\n");
    indent = 1;
    int count = 3 + random.nextInt(3);
    for (int i = 0; i < count; i++) structuredFunction("f" + i);
    cfgFunction("cfg");
    out.append("}\n");
    return out.toString();
  }

  private void structuredFunction(String name) {
    scopes.push(new HashMap<>());
    line("func.func @" + name + "(%a0: i32, %a1: i64, %a2: f32, %a3: index, %a4: " + BUFFER + ") -> (i32, f32) {");
    define("i32", "%a0");
    define("i64", "%a1");
    define("f32", "%a2");
    define("index", "%a3");
    define(BUFFER, "%a4");
    indent++;
    ops(8 + random.nextInt(12), 0);
    line("return " + pick("i32") + ", " + pick("f32") + " : i32, f32");
    indent--;
    line("}");
    scopes.pop();
    functions.add(name);
  }

  private void cfgFunction(String name) {
    scopes.push(new HashMap<>());
    line("func.func @" + name + "(%a0: i32, %a1: i32) -> i32 {");
    define("i32", "%a0");
    define("i32", "%a1");
    indent++;
    ops(3, 2);
    String cond = cmpi();
    line("cf.cond_br " + cond + ", ^bb1(" + pick("i32") + " : i32), ^bb2");
    indent--;
    branchBlock("^bb1(%x: i32):", "%x");
    branchBlock("^bb2:", null);
    line("^bb3(%r: i32):");
    indent++;
    line("return %r : i32");
    indent--;
    line("}");
    scopes.pop();
  }

  private void branchBlock(String header, String argument) {
    line(header);
    indent++;
    scopes.push(new HashMap<>());
    if (argument != null) define("i32", argument);
    ops(2 + random.nextInt(4), 2);
    line("cf.br ^bb3(" + pick("i32") + " : i32)");
    scopes.pop();
    indent--;
  }

  private void ops(int count, int depth) {
    for (int i = 0; i < count; i++) op(depth);
  }

  private void op(int depth) {
    int choice = random.nextInt(depth >= 2 ? 10 : 13);
    switch (choice) {
      case 0 -> constant();
      case 1, 2 -> intBinary(random.nextBoolean() ? "i32" : "i64");
      case 3 -> floatBinary();
      case 4 -> select();
      case 5 -> cast();
      case 6 -> memrefLoad();
      case 7 -> memrefStore();
      case 8 -> scratchBuffer();
      case 9 -> intBinary("index");
      case 10 -> scfIf(depth);
      case 11 -> scfFor(depth);
      default -> call();
    }
  }

  private void constant() {
    switch (random.nextInt(4)) {
      case 0 -> assign("i32", "arith.constant " + (random.nextInt(200) - 100) + " : i32");
      case 1 -> assign("i64", "arith.constant " + random.nextInt(1 << 20) + " : i64");
      case 2 -> assign("f32", "arith.constant " + random.nextInt(100) + ".5 : f32");
      default -> assign("index", "arith.constant " + random.nextInt(16) + " : index");
    }
  }

  private void intBinary(String type) {
    String op = INT_OPS[random.nextInt(INT_OPS.length)];
    assign(type, "arith." + op + " " + pick(type) + ", " + pick(type) + " : " + type);
  }

  private void floatBinary() {
    String op = FLOAT_OPS[random.nextInt(FLOAT_OPS.length)];
    assign("f32", "arith." + op + " " + pick("f32") + ", " + pick("f32") + " : f32");
  }

  private String cmpi() {
    String type = random.nextBoolean() ? "i32" : "index";
    if (!has(type)) type = "i32";
    String pred = INT_PREDICATES[random.nextInt(INT_PREDICATES.length)];
    return assign("i1", "arith.cmpi " + pred + ", " + pick(type) + ", " + pick(type) + " : " + type);
  }

  private String condition() {
    if (has("i1") && random.nextBoolean()) return pick("i1");
    if (has("f32") && random.nextBoolean()) {
      String pred = FLOAT_PREDICATES[random.nextInt(FLOAT_PREDICATES.length)];
      return assign("i1", "arith.cmpf " + pred + ", " + pick("f32") + ", " + pick("f32") + " : f32");
    }
    return cmpi();
  }

  private void select() {
    String cond = condition();
    String type = random.nextBoolean() ? "i32" : "f32";
    if (!has(type)) type = "i32";
    assign(type, "arith.select " + cond + ", " + pick(type) + ", " + pick(type) + " : " + type);
  }

  private void cast() {
    switch (random.nextInt(4)) {
      case 0 -> assign("i64", "arith.extsi " + pick("i32") + " : i32 to i64");
      case 1 -> {
        if (has("i64")) assign("i32", "arith.trunci " + pick("i64") + " : i64 to i32");
        else constant();
      }
      case 2 -> assign("f32", "arith.sitofp " + pick("i32") + " : i32 to f32");
      default -> assign("index", "arith.index_cast " + pick("i32") + " : i32 to index");
    }
  }

  private String index() {
    return has("index") ? pick("index") : assign("index", "arith.constant 0 : index");
  }

  private void memrefLoad() {
    if (!has(BUFFER)) {
      constant();
      return;
    }
    String idx = index();
    assign("f32", "memref.load " + pick(BUFFER) + "[" + idx + "] : " + BUFFER);
  }

  private void memrefStore() {
    if (!has(BUFFER) || !has("f32")) {
      constant();
      return;
    }
    String idx = index();
    line("memref.store " + pick("f32") + ", " + pick(BUFFER) + "[" + idx + "] : " + BUFFER);
  }

  private void scratchBuffer() {
    String buffer = assign(SCRATCH, "memref.alloca() : " + SCRATCH);
    String idx = index();
    line("memref.store " + pick("i32") + ", " + buffer + "[" + idx + "] : " + SCRATCH);
    assign("i32", "memref.load " + buffer + "[" + idx + "] : " + SCRATCH);
  }

  private void scfIf(int depth) {
    String cond = condition();
    String type = random.nextBoolean() ? "i32" : "f32";
    String result = fresh();
    line(result + " = scf.if " + cond + " -> (" + type + ") {");
    region(depth, () -> line("scf.yield " + pick(type) + " : " + type));
    line("} else {");
    region(depth, () -> line("scf.yield " + pick(type) + " : " + type));
    line("}");
    define(type, result);
  }

  private void scfFor(int depth) {
    String lb = assign("index", "arith.constant 0 : index");
    String ub = assign("index", "arith.constant " + (1 + random.nextInt(8)) + " : index");
    String step = assign("index", "arith.constant 1 : index");
    String init = pick("i32");
    String result = fresh();
    String iv = fresh();
    String acc = fresh();
    line(result + " = scf.for " + iv + " = " + lb + " to " + ub + " step " + step
        + " iter_args(" + acc + " = " + init + ") -> (i32) {");
    scopes.push(new HashMap<>());
    define("index", iv);
    define("i32", acc);
    indent++;
    ops(1 + random.nextInt(4), depth + 1);
    line("scf.yield " + pick("i32") + " : i32");
    indent--;
    scopes.pop();
    line("}");
    define("i32", result);
  }

  private void region(int depth, Runnable terminator) {
    scopes.push(new HashMap<>());
    indent++;
    ops(1 + random.nextInt(4), depth + 1);
    terminator.run();
    indent--;
    scopes.pop();
  }

  private void call() {
    if (functions.isEmpty()) {
      floatBinary();
      return;
    }
    String callee = functions.get(random.nextInt(functions.size()));
    String result = fresh();
    String idx = index();
    line(result + ":2 = func.call @" + callee + "(" + pick("i32") + ", " + pick("i64") + ", " + pick("f32") + ", "
        + idx + ", " + pick(BUFFER) + ") : " + SIGNATURE);
    define("i32", result + "#0");
    define("f32", result + "#1");
  }

  private String assign(String type, String rhs) {
    String name = fresh();
    line(name + " = " + rhs);
    define(type, name);
    return name;
  }

  private String fresh() { return "%v" + nextValue++; }

  private void define(String type, String name) {
    scopes.peek().computeIfAbsent(type, t -> new ArrayList<>()).add(name);
  }

  private boolean has(String type) {
    for (Map<String, List<String>> scope : scopes) if (scope.containsKey(type)) return true;
    return false;
  }

  /** A visible value of {@code type}; i64/f32/i32 are made with a constant when none is visible. */
  private String pick(String type) {
    List<String> visible = new ArrayList<>();
    for (Map<String, List<String>> scope : scopes) visible.addAll(scope.getOrDefault(type, List.of()));
    if (visible.isEmpty()) {
      return switch (type) {
        case "i1" -> assign("i1", "arith.constant true");
        case "f32" -> assign("f32", "arith.constant 1.0 : f32");
        case "index" -> assign("index", "arith.constant 1 : index");
        default -> assign(type, "arith.constant 1 : " + type);
      };
    }
    return visible.get(random.nextInt(visible.size()));
  }

  private void line(String text) {
    out.append("  ".repeat(indent)).append(text).append('\n');
  }
}
