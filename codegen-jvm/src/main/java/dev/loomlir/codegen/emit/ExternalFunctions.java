package dev.loomlir.codegen.emit;

import dev.loomlir.codegen.abi.RuntimeAbi;
import dev.loomlir.codegen.abi.RuntimeMethod;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.Type;

/**
 * Runtime implementations of functions a program may declare without a body, by symbol name:
 * upstream's runner utilities ({@code printI64}, {@code printNewline}, {@code rtclock}, ...).
 * Other modules register more (the memref printers).
 */
public final class ExternalFunctions {
  /** A static method implementing an external function. */
  public record Implementation(String owner, String method, String descriptor) {
    public static Implementation of(Class<?> owner, String method, String descriptor) {
      return new Implementation(Type.getInternalName(owner), method, descriptor);
    }

    /** The static method {@code m}, its descriptor read from it. */
    public static Implementation of(java.lang.reflect.Method m) {
      return new Implementation(Type.getInternalName(m.getDeclaringClass()), m.getName(), Type.getMethodDescriptor(m));
    }

    /** The static runtime method {@code m} (named in {@link RuntimeAbi}). */
    public static Implementation of(RuntimeMethod m) {
      if (!m.isStatic()) throw new IllegalArgumentException(m + " is not static");
      return new Implementation(m.owner(), m.name(), m.descriptor());
    }
  }

  private final Map<String, Implementation> bySymbol = new HashMap<>();

  public void register(String symbol, Implementation impl) { bySymbol.put(symbol, impl); }

  public Implementation lookup(String symbol) { return bySymbol.get(symbol); }

  /** The runner utilities of {@code libmlir_c_runner_utils}. */
  public static void registerRunnerUtils(ExternalFunctions table) {
    for (RuntimeMethod m : List.of(RuntimeAbi.PRINT_I64, RuntimeAbi.PRINT_U64, RuntimeAbi.PRINT_F32, RuntimeAbi.PRINT_F64,
        RuntimeAbi.PRINT_F16, RuntimeAbi.PRINT_BF16, RuntimeAbi.PRINT_OPEN, RuntimeAbi.PRINT_CLOSE, RuntimeAbi.PRINT_COMMA,
        RuntimeAbi.PRINT_NEWLINE, RuntimeAbi.RTCLOCK, RuntimeAbi.PRINT_FLOPS)) {
      table.register(m.name(), Implementation.of(m));
    }
  }

  /**
   * The C library functions runner programs declare ({@code malloc}, {@code free}, libm's
   * {@code logbf}, {@code sqrt}, ...) and the runner utilities taking an {@code !llvm.ptr}
   * ({@code printString}, {@code printCString}): every public static method of
   * {@link dev.loomlir.runtime.ptr.CLibrary}, under its own name.
   */
  public static void registerCLibrary(ExternalFunctions table) {
    for (java.lang.reflect.Method m : dev.loomlir.runtime.ptr.CLibrary.class.getMethods()) {
      if (java.lang.reflect.Modifier.isStatic(m.getModifiers())) table.register(m.getName(), Implementation.of(m));
    }
  }

  /** Whether {@code impl} is a C library function, whose pointer faults the call must locate. */
  public static boolean isCLibrary(String owner) {
    return owner.equals(Type.getInternalName(dev.loomlir.runtime.ptr.CLibrary.class));
  }
}
