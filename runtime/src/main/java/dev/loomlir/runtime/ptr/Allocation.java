package dev.loomlir.runtime.ptr;

import java.util.HashMap;
import java.util.Map;

/**
 * One block of memory: a {@code malloc}, an {@code llvm.alloca}, a global. Its bytes are
 * little-endian, as on the targets upstream runs on. Pointers stored into it are kept beside the
 * bytes (a JVM object has no address), under the offset they were stored at.
 */
public final class Allocation {
  /** What made an allocation, for error messages and for {@code free}'s checks. */
  public enum Kind { MALLOC, STACK, GLOBAL, CONSTANT_GLOBAL }

  private static final java.util.concurrent.atomic.AtomicLong IDS = new java.util.concurrent.atomic.AtomicLong(1);

  final byte[] bytes;
  final Kind kind;
  final String name;
  /** A number distinct for every allocation: orders pointers into different allocations and gives ptrtoint a value. */
  final long id = IDS.getAndIncrement();
  boolean freed;
  private Map<Long, Ptr> pointers;

  Allocation(byte[] bytes, Kind kind, String name) {
    this.bytes = bytes;
    this.kind = kind;
    this.name = name;
  }

  /** A zero-filled allocation of {@code size} bytes. */
  static Allocation of(int size, Kind kind, String name) { return new Allocation(new byte[size], kind, name); }

  public int size() { return bytes.length; }

  /** How error messages name it: {@code a malloc'ed block of 16 bytes}, {@code global @str (7 bytes)}. */
  String describe() {
    return switch (kind) {
      case MALLOC -> "a malloc'ed block of " + bytes.length + " bytes";
      case STACK -> "an llvm.alloca of " + bytes.length + " bytes";
      case GLOBAL, CONSTANT_GLOBAL -> "global @" + name + " (" + bytes.length + " bytes)";
    };
  }

  void storePointer(long offset, Ptr p) {
    if (pointers == null) pointers = new HashMap<>();
    pointers.put(offset, p);
  }

  Ptr pointerAt(long offset) { return pointers == null ? null : pointers.get(offset); }

  /** A store of {@code size} plain bytes at {@code offset} overwrites the pointers it overlaps. */
  void clearPointers(long offset, int size) {
    if (pointers == null || pointers.isEmpty()) return;
    pointers.keySet().removeIf(at -> at < offset + size && offset < at + Memory.POINTER_SIZE);
  }
}
