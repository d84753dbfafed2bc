package dev.loomlir.codegen.emit;

import dev.loomlir.codegen.abi.RuntimeAbi;
import dev.loomlir.codegen.bytecode.Bytecode;
import dev.loomlir.codegen.bytecode.FrameComputingClassWriter;
import dev.loomlir.runtime.MultiResult;
import java.util.List;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * The class returned by functions with several results: public final fields {@code r0, r1, ...},
 * a constructor taking them in order, and {@link MultiResult#toArray()}.
 */
public final class TupleClassWriter implements Opcodes {
  private TupleClassWriter() {}

  public static byte[] write(String internalName, List<Type> fields, String sourceFile) {
    ClassWriter cw = new FrameComputingClassWriter();
    cw.visit(V21, ACC_PUBLIC | ACC_FINAL | ACC_SUPER, internalName, null, "java/lang/Object",
        new String[] {Type.getInternalName(MultiResult.class)});
    cw.visitSource(sourceFile, null);
    for (int i = 0; i < fields.size(); i++) {
      cw.visitField(ACC_PUBLIC | ACC_FINAL, CallTarget.tupleField(i), fields.get(i).getDescriptor(), null, null).visitEnd();
    }
    writeConstructor(cw, internalName, fields);
    writeToArray(cw, internalName, fields);
    cw.visitEnd();
    return cw.toByteArray();
  }

  /** The constructor's descriptor: one parameter per field. */
  public static String constructorDescriptor(List<Type> fields) {
    return Type.getMethodDescriptor(Type.VOID_TYPE, fields.toArray(Type[]::new));
  }

  private static void writeConstructor(ClassWriter cw, String owner, List<Type> fields) {
    MethodVisitor mv = cw.visitMethod(ACC_PUBLIC, "<init>", constructorDescriptor(fields), null, null);
    mv.visitCode();
    mv.visitVarInsn(ALOAD, 0);
    RuntimeAbi.OBJECT_INIT.invoke(mv);
    int slot = 1;
    for (int i = 0; i < fields.size(); i++) {
      Type t = fields.get(i);
      mv.visitVarInsn(ALOAD, 0);
      mv.visitVarInsn(t.getOpcode(ILOAD), slot);
      mv.visitFieldInsn(PUTFIELD, owner, CallTarget.tupleField(i), t.getDescriptor());
      slot += t.getSize();
    }
    mv.visitInsn(RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  private static void writeToArray(ClassWriter cw, String owner, List<Type> fields) {
    MethodVisitor mv = cw.visitMethod(ACC_PUBLIC, RuntimeAbi.MULTI_RESULT_TO_ARRAY.name(),
        RuntimeAbi.MULTI_RESULT_TO_ARRAY.descriptor(), null, null);
    mv.visitCode();
    Bytecode.pushInt(mv, fields.size());
    mv.visitTypeInsn(ANEWARRAY, "java/lang/Object");
    for (int i = 0; i < fields.size(); i++) {
      mv.visitInsn(DUP);
      Bytecode.pushInt(mv, i);
      mv.visitVarInsn(ALOAD, 0);
      mv.visitFieldInsn(GETFIELD, owner, CallTarget.tupleField(i), fields.get(i).getDescriptor());
      Bytecode.box(mv, fields.get(i));
      mv.visitInsn(AASTORE);
    }
    mv.visitInsn(ARETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }
}
