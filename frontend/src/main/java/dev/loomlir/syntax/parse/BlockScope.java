package dev.loomlir.syntax.parse;

import dev.loomlir.ir.Block;
import java.util.HashMap;
import java.util.Map;

/** The block labels of one region: definitions and forward references ({@code ^bb3} used before {@code ^bb3:}). */
final class BlockScope {
  private static final class Info {
    final Block block;
    boolean forwardRef;
    int offset;

    Info(Block block, boolean forwardRef, int offset) {
      this.block = block;
      this.forwardRef = forwardRef;
      this.offset = offset;
    }
  }

  private final ParserState s;
  private final Map<String, Info> blocks = new HashMap<>();

  BlockScope(ParserState s) { this.s = s; }

  /** The block for a use of {@code name}, created as a forward reference if not yet defined. */
  Block use(String name, int offset) {
    Info info = blocks.get(name);
    if (info == null) {
      info = new Info(new Block(), true, offset);
      blocks.put(name, info);
    }
    return info.block;
  }

  /** Defines {@code name}: returns the forward-referenced block, else {@code fresh}. */
  Block define(String name, int offset, Block fresh) {
    Info info = blocks.get(name);
    if (info == null) {
      blocks.put(name, new Info(fresh, false, offset));
      return fresh;
    }
    if (!info.forwardRef) throw s.errorAt(offset, "redefinition of block '" + name + "'");
    info.forwardRef = false;
    info.offset = offset;
    return info.block;
  }

  /** Fails at the first reference to a block never defined in the region. */
  void checkAllDefined() {
    int first = Integer.MAX_VALUE;
    for (Info info : blocks.values()) if (info.forwardRef) first = Math.min(first, info.offset);
    if (first != Integer.MAX_VALUE) throw s.errorAt(first, "reference to an undefined block");
  }
}
