package dev.loomlir.bench.mlir;

import dev.loomlir.bench.mlir.ArgumentSpec.Fill;
import dev.loomlir.runtime.IntOps;
import dev.loomlir.runtime.memref.ElementKind;
import dev.loomlir.runtime.memref.MemRef;
import dev.loomlir.runtime.memref.MemRefF32;
import dev.loomlir.runtime.memref.MemRefF64;
import dev.loomlir.runtime.memref.MemRefI16;
import dev.loomlir.runtime.memref.MemRefI32;
import dev.loomlir.runtime.memref.MemRefI64;
import dev.loomlir.runtime.memref.MemRefI8;
import dev.loomlir.runtime.memref.MemRefs;
import java.util.SplittableRandom;

/** Allocates a memref argument (identity layout) and sets its elements as a {@link Fill} says. */
final class MemRefFiller {
  private MemRefFiller() {}

  static MemRef allocate(MemRefShape shape, Fill fill, String location) {
    String element = shape.elementType();
    MemRef memref = MemRefs.alloc(ElementKind.forType(element), shape.sizes(), location);
    int n = memref.capacity();
    // A fresh identity-layout allocation: array index k is element k in row-major order.
    ElementSource source = sourceFor(fill, element);
    switch (memref) {
      case MemRefF32 m -> { for (int k = 0; k < n; k++) m.data[k] = (float) source.floatAt(k); }
      case MemRefF64 m -> { for (int k = 0; k < n; k++) m.data[k] = source.floatAt(k); }
      case MemRefI64 m -> { for (int k = 0; k < n; k++) m.data[k] = source.integerAt(k); }
      case MemRefI32 m -> { for (int k = 0; k < n; k++) m.data[k] = (int) source.integerAt(k); }
      case MemRefI16 m -> {
        boolean half = ScalarTypes.isFloat(element);
        for (int k = 0; k < n; k++) {
          m.data[k] = half ? ScalarTypes.halfBits(element, source.floatAt(k)) : (short) source.integerAt(k);
        }
      }
      case MemRefI8 m -> { for (int k = 0; k < n; k++) m.data[k] = (byte) source.integerAt(k); }
    }
    return memref;
  }

  /** Element values in order; a random source must be asked in order, once per element. */
  private interface ElementSource {
    double floatAt(int k);

    long integerAt(int k);
  }

  private static ElementSource sourceFor(Fill fill, String element) {
    int width = IntOps.integerWidth(element);
    return switch (fill) {
      case Fill.Iota iota -> new ElementSource() {
        public double floatAt(int k) { return k; }

        public long integerAt(int k) { return IntOps.canonLongOfWidth(k, width); }
      };
      case Fill.Constant c -> new ElementSource() {
        public double floatAt(int k) { return c.value(); }

        public long integerAt(int k) { return IntOps.canonLongOfWidth((long) c.value(), width); }
      };
      case Fill.Random r -> {
        SplittableRandom random = new SplittableRandom(r.seed());
        yield new ElementSource() {
          public double floatAt(int k) { return random.nextDouble(); }

          public long integerAt(int k) { return width == 1 ? random.nextInt(2) : random.nextLong(100); }
        };
      }
    };
  }
}
