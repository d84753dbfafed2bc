package dev.loomlir.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Generates a large, valid, deterministic MLIR module for parser/printer throughput: functions
 * of arith, scf and memref ops in custom syntax. The op count is exact (every op line counts,
 * including func.func, scf.for, terminators and the module).
 *
 * <p>Run as a program to write the file for timing {@code mlir-opt-22} on the same input:
 * {@code java -cp benchmarks.jar dev.loomlir.bench.ModuleGenerator 200000 out.mlir}.
 */
public final class ModuleGenerator {
  /** Ops in one generated function body, including its func.func and return. */
  static final int OPS_PER_FUNCTION = 20;

  private ModuleGenerator() {}

  /** A module with {@code ops} operations in total (rounded to whole functions, plus the module). */
  public static String generate(int ops) {
    int functions = Math.max(1, (ops - 1) / OPS_PER_FUNCTION);
    StringBuilder sb = new StringBuilder(ops * 48);
    sb.append("module {\n");
    for (int f = 0; f < functions; f++) appendFunction(sb, f);
    sb.append("}\n");
    return sb.toString();
  }

  /** Exactly {@link #OPS_PER_FUNCTION} ops. */
  private static void appendFunction(StringBuilder sb, int f) {
    sb.append("  func.func @f").append(f)
        .append("(%arg0: memref<?xi32>, %arg1: index, %arg2: i32) -> i32 {\n");              // 1
    sb.append("    %c0 = arith.constant 0 : index\n");                                       // 2
    sb.append("    %c1 = arith.constant 1 : index\n");                                       // 3
    sb.append("    %c").append(f % 97).append("_i32 = arith.constant ").append(f % 97).append(" : i32\n"); // 4
    sb.append("    %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg2) -> (i32) {\n"); // 5
    sb.append("      %5 = memref.load %arg0[%arg3] : memref<?xi32>\n");                      // 6
    sb.append("      %6 = arith.addi %5, %arg4 : i32\n");                                    // 7
    sb.append("      %7 = arith.muli %6, %c").append(f % 97).append("_i32 : i32\n");          // 8
    sb.append("      %8 = arith.cmpi slt, %7, %arg4 : i32\n");                               // 9
    sb.append("      %9 = arith.select %8, %7, %6 : i32\n");                                 // 10
    sb.append("      memref.store %9, %arg0[%arg3] : memref<?xi32>\n");                       // 11
    sb.append("      scf.yield %9 : i32\n");                                                  // 12
    sb.append("    }\n");
    sb.append("    %1 = arith.xori %0, %arg2 : i32\n");                                       // 13
    sb.append("    %2 = arith.shli %1, %arg2 : i32\n");                                       // 14
    sb.append("    %3 = arith.subi %2, %0 : i32\n");                                          // 15
    sb.append("    %4 = arith.index_cast %3 : i32 to index\n");                              // 16
    sb.append("    %5 = arith.remsi %3, %arg2 : i32\n");                                      // 17
    sb.append("    %6 = arith.extsi %5 : i32 to i64\n");                                      // 18
    sb.append("    %7 = arith.trunci %6 : i64 to i32\n");                                     // 19
    sb.append("    return %7 : i32\n");                                                       // 20
    sb.append("  }\n");
  }

  public static void main(String[] args) throws IOException {
    if (args.length != 2) {
      System.err.println("usage: ModuleGenerator OPS OUT.mlir");
      System.exit(2);
    }
    Files.writeString(Path.of(args[1]), generate(Integer.parseInt(args[0])));
  }
}
