package dev.loomlir.lowering.driver;

import dev.loomlir.ir.OpDef;
import dev.loomlir.rewrite.RewritePattern;
import java.util.List;

/** The patterns a driver offers an op, by the op's declaration, in the order it tries them. */
public interface PatternSource {
  List<RewritePattern> patterns(OpDef root);
}
