package dev.loomlir.codegen.llvm;

import dev.loomlir.codegen.abi.RuntimeAbi;
import dev.loomlir.codegen.bytecode.Bytecode;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.codegen.emit.EmitterRegistry;
import dev.loomlir.codegen.emit.ModuleContext;
import dev.loomlir.dialects.llvm.GlobalCtorsOp;
import dev.loomlir.dialects.llvm.GlobalDtorsOp;
import dev.loomlir.dialects.llvm.GlobalOp;
import dev.loomlir.dialects.llvm.LlvmArrayType;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.DenseElementsAttr;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.FloatAttr;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.Type;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.Opcodes;

/**
 * {@code llvm.mlir.global} becomes a private static final field of the module class holding the
 * global's memory, made by the class initializer from the initial value's bytes (little-endian;
 * zeroes without a value). A constant global's memory is read-only: a store to it is a located
 * run-time error. {@code llvm.mlir.addressof} reads the field.
 */
final class LlvmGlobals implements Opcodes {
  private static final Object FIELDS = new Object();
  /** Characters per string constant: bytes 0x80..0xFF and 0 take two bytes of modified UTF-8 each. */
  private static final int CHUNK = 30000;

  private LlvmGlobals() {}

  static void register(EmitterRegistry r) {
    r.registerModuleOp(GlobalOp.TYPE, LlvmGlobals::declare);
    // The host runs them around the entry point (ModuleCompiler checks they can be run).
    r.registerModuleOp(GlobalCtorsOp.TYPE, (op, module) ->
        GlobalCtorsOp.match(op).inRunOrder().forEach(f -> module.addConstructor(f, op)));
    r.registerModuleOp(GlobalDtorsOp.TYPE, (op, module) ->
        GlobalDtorsOp.match(op).inRunOrder().forEach(f -> module.addDestructor(f, op)));
  }

  private static Map<String, String> fields(ModuleContext module) { return module.moduleState(FIELDS, HashMap::new); }

  private static void declare(Operation op, ModuleContext module) {
    GlobalOp g = GlobalOp.match(op);
    if (!op.region(0).isEmpty()) {
      throw new DiagnosticException(op.location(), "'llvm.mlir.global' with an initializer region is not supported by the"
          + " JVM code generator");
    }
    byte[] bytes = bytes(g.value(), g.globalType(), op.location());
    org.objectweb.asm.Type ptr = org.objectweb.asm.Type.getType(RuntimeAbi.POINTER_CLASS);
    String field = module.addStaticField(g.symName(), ptr, true);
    fields(module).put(g.symName(), field);
    List<String> chunks = chunks(bytes);
    boolean constant = g.isConstant();
    module.addClassInitializer(mv -> {
      Bytecode.pushInt(mv, chunks.size());
      mv.visitTypeInsn(ANEWARRAY, "java/lang/String");
      for (int i = 0; i < chunks.size(); i++) {
        mv.visitInsn(DUP);
        Bytecode.pushInt(mv, i);
        mv.visitLdcInsn(chunks.get(i));
        mv.visitInsn(AASTORE);
      }
      mv.visitInsn(constant ? ICONST_1 : ICONST_0);
      mv.visitLdcInsn(g.symName());
      RuntimeAbi.GLOBAL_MEMORY.invoke(mv);
      mv.visitFieldInsn(PUTSTATIC, module.className(), field, ptr.getDescriptor());
    });
  }

  /** Pushes the pointer to global {@code name}. */
  static void pushAddress(EmitContext ctx, String name, Location loc) {
    String field = fields(ctx.module()).get(name);
    if (field == null) {
      throw new DiagnosticException(loc, "'llvm.mlir.addressof' of '@" + name + "': only addresses of llvm.mlir.global"
          + " are supported by the JVM code generator (function pointers are not)");
    }
    ctx.mv().visitFieldInsn(GETSTATIC, ctx.module().className(), field,
        org.objectweb.asm.Type.getDescriptor(RuntimeAbi.POINTER_CLASS));
  }

  /** The global's initial memory: its value's bytes in the layout of {@code type}, or zeroes. */
  static byte[] bytes(Attribute value, Type type, Location loc) {
    long size = DataLayout.size(type, loc);
    if (size > Integer.MAX_VALUE - 16) throw new DiagnosticException(loc, "global of " + size + " bytes is too large for the JVM");
    ByteBuffer out = ByteBuffer.allocate((int) size).order(ByteOrder.LITTLE_ENDIAN);
    switch (value) {
      case null -> { }
      case StringAttr s -> out.put(s.value().getBytes(StandardCharsets.UTF_8));
      case DenseElementsAttr d -> {
        Type element = scalarElement(type);
        long count = size / DataLayout.size(element, loc);
        for (long i = 0; i < count; i++) putScalar(out, d.element(d.values().size() == 1 ? 0 : i), element, loc);
      }
      default -> putScalar(out, value, type, loc);
    }
    return out.array();
  }

  private static Type scalarElement(Type t) { return t instanceof LlvmArrayType a ? scalarElement(a.elementType()) : t; }

  private static void putScalar(ByteBuffer out, Attribute value, Type type, Location loc) {
    long size = DataLayout.size(type, loc);
    switch (value) {
      case IntegerAttr i when size == 1 -> out.put((byte) i.value());
      case IntegerAttr i when size == 2 -> out.putShort((short) i.value());
      case IntegerAttr i when size == 4 -> out.putInt((int) i.value());
      case IntegerAttr i when size == 8 -> out.putLong(i.value());
      case FloatAttr f when type == FloatType.F32 -> out.putFloat((float) f.value());
      case FloatAttr f when type == FloatType.F64 -> out.putDouble(f.value());
      case FloatAttr f when type == FloatType.F16 -> out.putShort(Float.floatToFloat16((float) f.value()));
      default -> throw new DiagnosticException(loc, "global initial value " + value + " of type '" + type
          + "' is not supported by the JVM code generator");
    }
  }

  private static List<String> chunks(byte[] bytes) {
    List<String> chunks = new ArrayList<>();
    for (int from = 0; from < bytes.length || chunks.isEmpty(); from += CHUNK) {
      int to = Math.min(bytes.length, from + CHUNK);
      chunks.add(new String(bytes, from, to - from, StandardCharsets.ISO_8859_1));
    }
    return chunks;
  }
}
