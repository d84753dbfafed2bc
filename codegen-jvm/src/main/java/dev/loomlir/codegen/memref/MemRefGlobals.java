package dev.loomlir.codegen.memref;

import dev.loomlir.codegen.abi.MemRefDescriptorAbi;
import dev.loomlir.codegen.abi.RuntimeAbi;
import dev.loomlir.codegen.bytecode.Bytecode;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.codegen.emit.EmitterRegistry;
import dev.loomlir.codegen.emit.ModuleContext;
import dev.loomlir.codegen.emit.TypeMapper;
import dev.loomlir.dialects.memref.GetGlobalOp;
import dev.loomlir.dialects.memref.GlobalOp;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.DenseElementsAttr;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.FloatAttr;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.Operation;
import dev.loomlir.runtime.FloatOps;
import dev.loomlir.runtime.memref.Dense;
import dev.loomlir.runtime.memref.ElementKind;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * {@code memref.global} becomes a private static final field of the module class holding its
 * descriptor, created by the class initializer: zero-filled when uninitialized or declared
 * without a value, {@code filled} for a splat, otherwise decoded from string constants by
 * {@link Dense} (little-endian element bytes; several strings when long), which keeps large
 * initializers out of the 64 KiB bytecode limit. Constant globals are not write-protected.
 * {@code memref.get_global} reads the field.
 */
final class MemRefGlobals implements Opcodes {
  private static final Object FIELDS = new Object();
  /** Characters per string constant: each byte 0x80..0xFF or 0 takes two bytes of modified UTF-8. */
  private static final int CHUNK = 30000;

  private MemRefGlobals() {}

  static void register(EmitterRegistry r) {
    r.registerModuleOp(GlobalOp.TYPE, MemRefGlobals::declare);
    r.register(GetGlobalOp.TYPE, MemRefGlobals::emitGetGlobal);
  }

  private static Map<String, String> fields(ModuleContext module) { return module.moduleState(FIELDS, HashMap::new); }

  private static void declare(Operation op, ModuleContext module) {
    GlobalOp global = GlobalOp.TYPE.cast(op);
    String symbol = global.symName();
    MemRefType t = global.type();
    ElementKind k = MemRefTypes.kind(t.elementType(), op.location());
    if (!t.hasIdentityLayout()) {
      throw new DiagnosticException(op.location(), "memref.global with a non-identity layout is not supported by the JVM"
          + " code generator");
    }
    MemRefDescriptorAbi descriptor = RuntimeAbi.memref(k);
    String field = module.addStaticField(symbol, descriptor.descriptor(), true);
    fields(module).put(symbol, field);
    Attribute init = global.initialValue();
    long[] shape = MemRefTypes.longs(t.shape());
    module.addClassInitializer(mv -> {
      if (init instanceof DenseElementsAttr dense && dense.isSplat() && t.numElements() != 1) {
        pushElement(mv, dense.values().get(0), t.elementType(), k);
        MemRefOperands.pushLongs(mv, shape);
        mv.visitInsn(ACONST_NULL);
        descriptor.filled().invoke(mv);
      } else if (init instanceof DenseElementsAttr dense) {
        List<String> chunks = chunks(bytes(dense, t, k));
        Bytecode.pushInt(mv, chunks.size());
        mv.visitTypeInsn(ANEWARRAY, "java/lang/String");
        for (int i = 0; i < chunks.size(); i++) {
          mv.visitInsn(DUP);
          Bytecode.pushInt(mv, i);
          mv.visitLdcInsn(chunks.get(i));
          mv.visitInsn(AASTORE);
        }
        descriptor.denseDecoder().invoke(mv);
        MemRefOperands.pushLongs(mv, shape);
        descriptor.of().invoke(mv);
      } else { // uninitialized, or an external declaration: zeroes
        MemRefOperands.pushLongs(mv, shape);
        mv.visitInsn(ACONST_NULL);
        descriptor.alloc().invoke(mv);
      }
      mv.visitFieldInsn(PUTSTATIC, module.className(), field, descriptor.descriptor().getDescriptor());
    });
  }

  private static void emitGetGlobal(Operation op, EmitContext ctx) {
    String symbol = GetGlobalOp.TYPE.cast(op).name();
    String field = fields(ctx.module()).get(symbol);
    if (field == null) {
      throw new DiagnosticException(op.location(), "'memref.get_global' refers to '@" + symbol + "', which is not a"
          + " memref.global of this module");
    }
    Type t = ctx.jvmType(op.result().type());
    ctx.mv().visitFieldInsn(GETSTATIC, ctx.module().className(), field, t.getDescriptor());
    ctx.store(op.result());
  }

  /** Pushes one element as the array stores it (a splat's value). */
  private static void pushElement(MethodVisitor mv, Attribute a, dev.loomlir.ir.Type element, ElementKind k) {
    switch (k) {
      case F32 -> Bytecode.pushFloat(mv, (float) ((FloatAttr) a).value());
      case F64 -> Bytecode.pushDouble(mv, ((FloatAttr) a).value());
      case I64 -> Bytecode.pushLong(mv, storedBits(a, element));
      default -> Bytecode.pushInt(mv, (int) storedBits(a, element));
    }
  }

  /** The bits an integer-like array stores for {@code a}: i1 as 0/1, f16/bf16 as their bits. */
  private static long storedBits(Attribute a, dev.loomlir.ir.Type element) {
    if (element == FloatType.F16) return Float.floatToFloat16((float) ((FloatAttr) a).value());
    if (element == FloatType.BF16) return (short) FloatOps.floatToBF16Bits((float) ((FloatAttr) a).value());
    long v = ((IntegerAttr) a).value();
    return TypeMapper.intWidth(element) == 1 ? v & 1 : v;
  }

  private static byte[] bytes(DenseElementsAttr dense, MemRefType t, ElementKind k) {
    int n = (int) t.numElements();
    ByteBuffer b = ByteBuffer.allocate(n * k.byteWidth()).order(ByteOrder.LITTLE_ENDIAN);
    for (int i = 0; i < n; i++) {
      Attribute a = dense.element(i);
      switch (k) {
        case I8 -> b.put((byte) storedBits(a, t.elementType()));
        case I16 -> b.putShort((short) storedBits(a, t.elementType()));
        case I32 -> b.putInt((int) storedBits(a, t.elementType()));
        case I64 -> b.putLong(storedBits(a, t.elementType()));
        case F32 -> b.putFloat((float) ((FloatAttr) a).value());
        case F64 -> b.putDouble(((FloatAttr) a).value());
      }
    }
    return b.array();
  }

  private static List<String> chunks(byte[] data) {
    String all = Dense.encode(data);
    List<String> out = new ArrayList<>();
    for (int at = 0; at < all.length(); at += CHUNK) out.add(all.substring(at, Math.min(all.length(), at + CHUNK)));
    if (out.isEmpty()) out.add("");
    return out;
  }
}
