package dev.loomlir.codegen.emit;

import dev.loomlir.runtime.RunnerUtils;
import java.util.HashMap;
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
  }

  private final Map<String, Implementation> bySymbol = new HashMap<>();

  public void register(String symbol, Implementation impl) { bySymbol.put(symbol, impl); }

  public Implementation lookup(String symbol) { return bySymbol.get(symbol); }

  /** The runner utilities of {@code libmlir_c_runner_utils}. */
  public static void registerRunnerUtils(ExternalFunctions table) {
    Class<?> u = RunnerUtils.class;
    table.register("printI64", Implementation.of(u, "printI64", "(J)V"));
    table.register("printU64", Implementation.of(u, "printU64", "(J)V"));
    table.register("printF32", Implementation.of(u, "printF32", "(F)V"));
    table.register("printF64", Implementation.of(u, "printF64", "(D)V"));
    table.register("printF16", Implementation.of(u, "printF16", "(I)V"));
    table.register("printBF16", Implementation.of(u, "printBF16", "(I)V"));
    table.register("printOpen", Implementation.of(u, "printOpen", "()V"));
    table.register("printClose", Implementation.of(u, "printClose", "()V"));
    table.register("printComma", Implementation.of(u, "printComma", "()V"));
    table.register("printNewline", Implementation.of(u, "printNewline", "()V"));
    table.register("rtclock", Implementation.of(u, "rtclock", "()D"));
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
