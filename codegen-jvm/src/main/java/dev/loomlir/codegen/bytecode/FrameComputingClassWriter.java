package dev.loomlir.codegen.bytecode;

import org.objectweb.asm.ClassWriter;

/**
 * A ClassWriter computing stack map frames without loading classes. Frames only merge reference
 * types when one local or stack slot holds different classes on different paths, which the
 * emitters avoid (every SSA value has its own slot); {@code Object} is a safe answer otherwise.
 */
public final class FrameComputingClassWriter extends ClassWriter {
  public FrameComputingClassWriter() { super(ClassWriter.COMPUTE_FRAMES); }

  @Override protected String getCommonSuperClass(String type1, String type2) {
    return type1.equals(type2) ? type1 : "java/lang/Object";
  }
}
