package dev.loomlir.codegen.llvm;

import dev.loomlir.dialects.llvm.LlvmArrayType;
import dev.loomlir.dialects.llvm.LlvmPointerType;
import dev.loomlir.dialects.llvm.LlvmStructType;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Type;

/**
 * LLVM's default data layout (x86-64's for the types runner programs use): the sizes,
 * alignments and field offsets that {@code llvm.getelementptr} and {@code llvm.alloca} compute
 * with. Integers and floats are as large as their width in bytes, rounded up to a power of two,
 * and as aligned; pointers are 8 bytes; arrays repeat their element's allocation size; struct
 * fields are aligned unless the struct is packed.
 */
final class DataLayout {
  private DataLayout() {}

  /** The allocation size of {@code t}: what one element occupies in an array. */
  static long size(Type t, Location loc) {
    return switch (t) {
      case IntegerType i -> alignTo(storeSize(i.width()), alignment(t, loc));
      case FloatType f -> alignTo(storeSize(f.width()), alignment(t, loc));
      case LlvmPointerType p -> 8;
      case LlvmArrayType a -> a.numElements() * size(a.elementType(), loc);
      case LlvmStructType s -> alignTo(fieldOffset(s, s.fields().size(), loc), alignment(t, loc));
      default -> throw unsupported(t, loc);
    };
  }

  static long alignment(Type t, Location loc) {
    return switch (t) {
      case IntegerType i -> Math.min(Long.highestOneBit(Math.max(1, storeSize(i.width()) * 2 - 1)), 16);
      case FloatType f -> Math.min(Long.highestOneBit(Math.max(1, storeSize(f.width()) * 2 - 1)), 16);
      case LlvmPointerType p -> 8;
      case LlvmArrayType a -> alignment(a.elementType(), loc);
      case LlvmStructType s -> {
        if (s.packed()) yield 1;
        long max = 1;
        for (Type field : s.fields()) max = Math.max(max, alignment(field, loc));
        yield max;
      }
      default -> throw unsupported(t, loc);
    };
  }

  /** The byte offset of field {@code index} of {@code s} (its size so far, for {@code index == body size}). */
  static long fieldOffset(LlvmStructType s, int index, Location loc) {
    long offset = 0;
    for (int i = 0; i < index; i++) {
      Type field = s.fields().get(i);
      if (!s.packed()) offset = alignTo(offset, alignment(field, loc));
      offset += size(field, loc);
    }
    if (index < s.fields().size() && !s.packed()) offset = alignTo(offset, alignment(s.fields().get(index), loc));
    return offset;
  }

  private static long storeSize(int bits) { return (bits + 7) / 8; }

  private static long alignTo(long value, long alignment) { return (value + alignment - 1) / alignment * alignment; }

  private static DiagnosticException unsupported(Type t, Location loc) {
    return new DiagnosticException(loc, "type '" + t + "' has no memory layout in the JVM code generator");
  }
}
