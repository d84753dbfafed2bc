package dev.loomlir.codegen.abi;

import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/** A method generated code calls; {@link #invoke} emits the call. */
public record RuntimeMethod(int opcode, String owner, String name, String descriptor, boolean ownerIsInterface)
    implements RuntimeMember {

  /** The static method {@code owner.name(params) -> returns}. */
  public static RuntimeMethod staticMethod(Class<?> owner, String name, Class<?> returns, Class<?>... params) {
    return make(Opcodes.INVOKESTATIC, owner, name, returns, params);
  }

  /** The instance method {@code owner.name(params) -> returns} (virtual, or interface when {@code owner} is one). */
  public static RuntimeMethod instanceMethod(Class<?> owner, String name, Class<?> returns, Class<?>... params) {
    return make(owner.isInterface() ? Opcodes.INVOKEINTERFACE : Opcodes.INVOKEVIRTUAL, owner, name, returns, params);
  }

  /** The constructor {@code owner(params)}. */
  public static RuntimeMethod constructor(Class<?> owner, Class<?>... params) {
    return make(Opcodes.INVOKESPECIAL, owner, "<init>", void.class, params);
  }

  private static RuntimeMethod make(int opcode, Class<?> owner, String name, Class<?> returns, Class<?>... params) {
    Type[] args = new Type[params.length];
    for (int i = 0; i < params.length; i++) args[i] = Type.getType(params[i]);
    return Registry.record(new RuntimeMethod(opcode, Type.getInternalName(owner), name,
        Type.getMethodDescriptor(Type.getType(returns), args), owner.isInterface()));
  }

  @Override public boolean isStatic() { return opcode == Opcodes.INVOKESTATIC; }

  /** Emits the call (its arguments, and the receiver for an instance method, are on the stack). */
  public void invoke(MethodVisitor mv) { mv.visitMethodInsn(opcode, owner, name, descriptor, ownerIsInterface); }
}
