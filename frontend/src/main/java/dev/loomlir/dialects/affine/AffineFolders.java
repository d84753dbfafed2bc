package dev.loomlir.dialects.affine;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.FoldResult;
import dev.loomlir.ir.Operation;
import java.util.List;

/** The affine ops' fold hooks. */
final class AffineFolders {
  private AffineFolders() {}

  static List<FoldResult> foldApply(Operation op, Attribute[] constants) { return null; }

  static List<FoldResult> foldMin(Operation op, Attribute[] constants) { return null; }

  static List<FoldResult> foldMax(Operation op, Attribute[] constants) { return null; }

  static List<FoldResult> foldFor(Operation op, Attribute[] constants) { return null; }

  static List<FoldResult> foldIf(Operation op, Attribute[] constants) { return null; }

  static List<FoldResult> foldParallel(Operation op, Attribute[] constants) { return null; }

  static List<FoldResult> foldLinearize(Operation op, Attribute[] constants) { return null; }

  static List<FoldResult> foldDelinearize(Operation op, Attribute[] constants) { return null; }
}
