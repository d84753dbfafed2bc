package dev.loomlir.bench.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One row of {@code bench-compare}'s markdown table: a program's median seconds natively
 * (upstream MLIR, LLVM -O3) and under loomlir, or the error that stopped it.
 *
 * @param error null for a measured row; otherwise what failed (the loomlir seconds are NaN)
 */
record CompareRow(String program, double nativeSeconds, double loomlirSeconds, String error) {
  /** native/loomlir: above 1 means loomlir is faster. */
  double ratio() { return nativeSeconds / loomlirSeconds; }

  boolean failed() { return error != null; }

  /** The rows of a bench-compare output file; an absent file has none. */
  static List<CompareRow> read(Path file) throws IOException {
    List<CompareRow> rows = new ArrayList<>();
    if (file == null || !Files.exists(file)) return rows;
    for (String line : Files.readAllLines(file)) {
      if (!line.startsWith("|") || line.startsWith("|---") || line.startsWith("| program ")) continue;
      String[] cells = line.substring(1, line.lastIndexOf('|')).split("\\|", 4);
      if (cells.length < 4) continue;
      String loomlir = cells[2].strip();
      double nativeSeconds = number(cells[1]);
      if (loomlir.equals("error")) {
        rows.add(new CompareRow(cells[0].strip(), nativeSeconds, Double.NaN, cells[3].strip()));
      } else {
        rows.add(new CompareRow(cells[0].strip(), nativeSeconds, number(loomlir), null));
      }
    }
    return rows;
  }

  private static double number(String cell) {
    try {
      return Double.parseDouble(cell.strip());
    } catch (NumberFormatException e) {
      return Double.NaN;
    }
  }
}
