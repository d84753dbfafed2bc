package dev.loomlir.syntax.print;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.BlockArgument;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;

/**
 * One cheap walk before printing: how many values there are (to size the name table) and
 * whether any affine map or integer set will be printed (only then is an alias-collecting pass needed).
 */
record IrSurvey(int valueCount, boolean hasAliasedAttrs) {
  static IrSurvey of(Operation root) {
    Walker w = new Walker();
    w.visit(root);
    return new IrSurvey(w.values, w.maps);
  }

  private static final class Walker {
    int values;
    boolean maps;

    void visit(Operation op) {
      values += op.numResults();
      if (!maps) maps = opHasAffineMap(op);
      for (int r = 0, n = op.numRegions(); r < n; r++) {
        Region region = op.region(r);
        for (Block b : region.blocks()) {
          values += b.numArguments();
          if (!maps) {
            for (BlockArgument arg : b.arguments()) maps |= AttributeWriter.containsAliasedAttr(arg.type());
          }
          for (Operation nested = b.first(); nested != null; nested = nested.next()) visit(nested);
        }
      }
    }

    private static boolean opHasAffineMap(Operation op) {
      for (OpResult r : op.results()) if (AttributeWriter.containsAliasedAttr(r.type())) return true;
      if (!op.properties().isEmpty()) {
        for (Attribute a : op.properties().values()) if (AttributeWriter.containsAliasedAttr(a)) return true;
      }
      if (!op.attributes().isEmpty()) {
        for (Attribute a : op.attributes().values()) if (AttributeWriter.containsAliasedAttr(a)) return true;
      }
      return false;
    }
  }
}
