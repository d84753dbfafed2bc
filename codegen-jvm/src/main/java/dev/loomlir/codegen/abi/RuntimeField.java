package dev.loomlir.codegen.abi;

import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/** A field generated code reads or writes. */
public record RuntimeField(String owner, String name, String descriptor, boolean isStatic) implements RuntimeMember {
  public static RuntimeField instanceField(Class<?> owner, String name, Class<?> type) {
    return Registry.record(new RuntimeField(Type.getInternalName(owner), name, Type.getDescriptor(type), false));
  }

  public static RuntimeField staticField(Class<?> owner, String name, Class<?> type) {
    return Registry.record(new RuntimeField(Type.getInternalName(owner), name, Type.getDescriptor(type), true));
  }

  /** Emits the read ({@code GETFIELD} with the object on the stack, or {@code GETSTATIC}). */
  public void get(MethodVisitor mv) { mv.visitFieldInsn(isStatic ? Opcodes.GETSTATIC : Opcodes.GETFIELD, owner, name, descriptor); }

  /** Emits the write ({@code PUTFIELD} with the object and the value on the stack, or {@code PUTSTATIC}). */
  public void put(MethodVisitor mv) { mv.visitFieldInsn(isStatic ? Opcodes.PUTSTATIC : Opcodes.PUTFIELD, owner, name, descriptor); }
}
