package dev.loomlir.api;

/** What the API reads from the MLIR spelling of a function's parameter types. */
final class MlirTypeText {
  private MlirTypeText() {}

  /** The rank of a ranked memref type ({@code memref<4x?xf32>} is 2), or -1 for an unranked one or another type. */
  static int memrefRank(String type) {
    if (!type.startsWith("memref<") || type.startsWith("memref<*")) return -1;
    String shape = type.substring("memref<".length());
    int rank = 0;
    int at = 0;
    while (true) {
      int x = shape.indexOf('x', at);
      if (x < 0) return rank;
      String dim = shape.substring(at, x);
      if (!dim.equals("?") && !dim.chars().allMatch(Character::isDigit) || dim.isEmpty()) return rank;
      rank++;
      at = x + 1;
    }
  }
}
