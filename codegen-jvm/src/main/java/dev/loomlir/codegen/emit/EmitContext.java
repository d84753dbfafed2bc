package dev.loomlir.codegen.emit;

import dev.loomlir.codegen.abi.RuntimeMethod;
import dev.loomlir.codegen.bytecode.Bytecode;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Value;
import java.util.List;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * What an {@link OpEmitter} works with while a function is emitted: the method being written,
 * SSA values (each in its own local slot), block labels, the current op's location, scratch
 * locals, and the module being compiled.
 */
public interface EmitContext {
  MethodVisitor mv();

  /** Pushes the value of {@code v}. */
  void load(Value v);

  /** Pops the stack top into {@code v}'s slot. */
  void store(Value v);

  /** Tells the registry's definition hooks that {@code v} now holds its value. */
  void defined(Value v);

  /** The JVM type of an MLIR type (a diagnostic at the current op when there is none). */
  Type jvmType(dev.loomlir.ir.Type t);

  /** A fresh local slot of the given type, for the current op's own use. */
  int newLocal(Type t);

  /** The label at the start of block {@code b}. */
  Label label(Block b);

  /** Copies {@code operands} into {@code dest}'s arguments (as a parallel copy) and jumps there. */
  void branch(Block dest, List<Value> operands);

  /** The location of the op being emitted. */
  Location location();

  /** {@code file:line:col} of the op being emitted, for runtime errors (null when unknown). */
  String locationString();

  /**
   * Pushes {@link #locationString()} (a string, or null when unknown): the last argument of the
   * runtime helpers that report an error at the op being emitted.
   */
  default void pushLocation() { Bytecode.pushStringOrNull(mv(), locationString()); }

  /** Emits code throwing {@link dev.loomlir.runtime.MlirRuntimeException} with the current op's location. */
  void throwRuntimeError(String message);

  ModuleContext module();

  /** The {@code func.func} being emitted. */
  dev.loomlir.ir.Operation function();

  /**
   * State an emitter keeps for the rest of the function being emitted (e.g. the memref
   * descriptor fields read once per function), created by {@code init} on first request.
   */
  <T> T functionState(Object key, java.util.function.Supplier<T> init);

  /**
   * Emits a block of a region nested in the current op (its label, then its ops), for ops
   * whose regions run inline ({@code memref.alloca_scope}, {@code memref.generic_atomic_rmw}).
   * The block's arguments must already hold their values.
   */
  void emitBlock(Block b);

  /**
   * Appends code after the function's body, where no path falls into it: exception handlers
   * that stay out of the hot path. Runs once the body is complete, in registration order.
   */
  void emitAfterBody(java.util.function.Consumer<MethodVisitor> code);

  /**
   * Emits {@code access} inside a try range whose handler, written after the body, pushes the
   * current op's location and calls {@code locate} (exception, location) to get the error to
   * throw: how a runtime fault (an index out of bounds, a pointer fault) becomes an error at the
   * op's .mlir line without a check on the hot path. Ranges never nest.
   */
  default void faultsAt(Class<?> caught, RuntimeMethod locate, Runnable access) {
    MethodVisitor mv = mv();
    Label start = new Label(), end = new Label(), handler = new Label();
    mv.visitTryCatchBlock(start, end, handler, Type.getInternalName(caught));
    mv.visitLabel(start);
    access.run();
    mv.visitLabel(end);
    // Read now: the handler is written after the body, when another op is being emitted.
    String location = locationString();
    var flc = location().fileLineCol();
    int line = flc == null ? -1 : flc.line();
    emitAfterBody(m -> {
      m.visitLabel(handler);
      if (line > 0) m.visitLineNumber(line, handler);
      Bytecode.pushStringOrNull(m, location);
      locate.invoke(m);
      m.visitInsn(Opcodes.ATHROW);
    });
  }
}
