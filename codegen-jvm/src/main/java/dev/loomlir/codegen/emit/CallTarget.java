package dev.loomlir.codegen.emit;

import java.util.List;
import org.objectweb.asm.Handle;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * A static JVM method that implements an MLIR function: a function of the module, a runner
 * utility, or a bound Java method.
 *
 * @param owner internal name of the declaring class
 * @param results the JVM types of the MLIR results
 * @param tupleClass internal name of the class carrying several results, or null
 */
public record CallTarget(String owner, String name, String descriptor, List<Type> results, String tupleClass) {
  public CallTarget { results = List.copyOf(results); }

  public void emitInvoke(MethodVisitor mv) {
    mv.visitMethodInsn(Opcodes.INVOKESTATIC, owner, name, descriptor, false);
  }

  /** A constant method handle to this method ({@code func.constant}). */
  public Handle handle() { return new Handle(Opcodes.H_INVOKESTATIC, owner, name, descriptor, false); }

  /** The name of result {@code i}'s field in the tuple class. */
  public static String tupleField(int i) { return "r" + i; }
}
