package dev.loomlir.codegen.emit;

import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Code of static methods that only pass their arguments on to another static method: no frame of
 * their own to speak of, so C2 inlines them into their callers.
 */
public final class Forwarder implements Opcodes {
  private Forwarder() {}

  /** Pushes every parameter of a static method with {@code descriptor}, in order. */
  public static void loadArguments(MethodVisitor mv, String descriptor) {
    int slot = 0;
    for (Type t : Type.getArgumentTypes(descriptor)) {
      mv.visitVarInsn(t.getOpcode(ILOAD), slot);
      slot += t.getSize();
    }
  }

  /** The whole body of a method with {@code target}'s descriptor that calls it and returns its result. */
  public static void emit(MethodVisitor mv, CallTarget target) {
    mv.visitCode();
    loadArguments(mv, target.descriptor());
    target.emitInvoke(mv);
    mv.visitInsn(Type.getReturnType(target.descriptor()).getOpcode(IRETURN));
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }
}
