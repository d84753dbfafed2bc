package dev.loomlir.codegen.llvm;

import dev.loomlir.codegen.abi.RuntimeAbi;
import dev.loomlir.codegen.abi.RuntimeAbi.MemoryAccess;
import dev.loomlir.codegen.bytecode.Bytecode;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.codegen.emit.EmitterRegistry;
import dev.loomlir.codegen.emit.TypeMapper;
import dev.loomlir.dialects.llvm.AddressOfOp;
import dev.loomlir.dialects.llvm.AllocaOp;
import dev.loomlir.dialects.llvm.GEPOp;
import dev.loomlir.dialects.llvm.LlvmArrayType;
import dev.loomlir.dialects.llvm.LlvmPointerType;
import dev.loomlir.dialects.llvm.LlvmStructType;
import dev.loomlir.dialects.llvm.LoadOp;
import dev.loomlir.dialects.llvm.StoreOp;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import java.util.List;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Memory through {@code !llvm.ptr}: loads and stores call {@code Memory}'s checked accessors
 * with the op's location; {@code llvm.alloca} makes a fresh allocation each time it runs;
 * {@code llvm.getelementptr} adds its byte offset, computed with {@link DataLayout} (constant
 * indices folded into one constant); {@code llvm.mlir.addressof} reads a global's pointer.
 */
final class LlvmMemoryEmitters implements Opcodes {
  private LlvmMemoryEmitters() {}

  static void register(EmitterRegistry r) {
    r.register(LoadOp.TYPE, LlvmMemoryEmitters::emitLoad);
    r.register(StoreOp.TYPE, LlvmMemoryEmitters::emitStore);
    r.register(AllocaOp.TYPE, LlvmMemoryEmitters::emitAlloca);
    r.register(GEPOp.TYPE, LlvmMemoryEmitters::emitGep);
    r.register(AddressOfOp.TYPE, LlvmMemoryEmitters::emitAddressOf);
    LlvmGlobals.register(r);
  }

  /** The accessors of a scalar type held in memory. */
  static MemoryAccess access(Type t, Location loc) {
    return switch (t) {
      case IntegerType i when i.width() == 1 -> RuntimeAbi.ACCESS_I1;
      case IntegerType i when i.width() == 8 -> RuntimeAbi.ACCESS_I8;
      case IntegerType i when i.width() == 16 -> RuntimeAbi.ACCESS_I16;
      case IntegerType i when i.width() == 32 -> RuntimeAbi.ACCESS_I32;
      case IntegerType i when i.width() == 64 -> RuntimeAbi.ACCESS_I64;
      case FloatType f when f == FloatType.F16 || f == FloatType.BF16 -> RuntimeAbi.ACCESS_I16;
      case FloatType f when f == FloatType.F32 -> RuntimeAbi.ACCESS_F32;
      case FloatType f when f == FloatType.F64 -> RuntimeAbi.ACCESS_F64;
      case LlvmPointerType p -> RuntimeAbi.ACCESS_POINTER;
      default -> throw new DiagnosticException(loc, "loads and stores of type '" + t
          + "' are not supported by the JVM code generator");
    };
  }

  private static void emitLoad(Operation op, EmitContext ctx) {
    Type t = op.result(0).type();
    MemoryAccess access = access(t, op.location());
    ctx.load(op.operand(0));
    ctx.pushLocation();
    access.load().invoke(ctx.mv());
    halfFromBits(ctx.mv(), t, true);
    ctx.store(op.result(0));
  }

  private static void emitStore(Operation op, EmitContext ctx) {
    Type t = op.operand(0).type();
    MemoryAccess access = access(t, op.location());
    ctx.load(op.operand(0));
    halfFromBits(ctx.mv(), t, false);
    ctx.load(op.operand(1));
    ctx.pushLocation();
    access.store().invoke(ctx.mv());
  }

  /** f16/bf16 live as {@code float}s in code and as their 16 bits in memory. */
  private static void halfFromBits(MethodVisitor mv, Type t, boolean load) {
    if (t == FloatType.F16) (load ? RuntimeAbi.F16_BITS_TO_FLOAT : RuntimeAbi.FLOAT_TO_F16_BITS).invoke(mv);
    else if (t == FloatType.BF16) (load ? RuntimeAbi.BF16_BITS_TO_FLOAT : RuntimeAbi.FLOAT_TO_BF16_BITS).invoke(mv);
  }

  private static void emitAlloca(Operation op, EmitContext ctx) {
    AllocaOp alloca = AllocaOp.match(op);
    long elementSize = DataLayout.size(alloca.elemType(), op.location());
    pushAsLong(ctx, alloca.arraySize());
    Bytecode.pushLong(ctx.mv(), elementSize);
    ctx.pushLocation();
    RuntimeAbi.ALLOCA.invoke(ctx.mv());
    ctx.store(op.result(0));
  }

  /**
   * {@code base + i0 * size(T) + offsets of the following indices into T}: struct fields by their
   * constant index, array elements by their (constant or dynamic) index times the element size.
   */
  private static void emitGep(Operation op, EmitContext ctx) {
    GEPOp gep = GEPOp.match(op);
    if (!(gep.base().type() instanceof LlvmPointerType)) {
      throw new DiagnosticException(op.location(), "'llvm.getelementptr' on vectors of pointers is not supported by the"
          + " JVM code generator");
    }
    MethodVisitor mv = ctx.mv();
    List<Object> indices = gep.indices();
    ctx.load(gep.base());
    long constant = 0;
    boolean pushed = false;
    Type current = gep.elemType();
    for (int i = 0; i < indices.size(); i++) {
      Type indexed = current;
      long stride;
      if (i == 0) {
        stride = DataLayout.size(current, op.location());
      } else if (current instanceof LlvmStructType s) {
        int field = (int) (long) (Long) indices.get(i);
        constant += DataLayout.fieldOffset(s, field, op.location());
        current = s.fields().get(field);
        continue;
      } else if (current instanceof LlvmArrayType a) {
        current = a.elementType();
        stride = DataLayout.size(current, op.location());
      } else {
        throw new DiagnosticException(op.location(), "type '" + indexed + "' cannot be indexed");
      }
      if (indices.get(i) instanceof Long c) {
        constant += c * stride;
      } else {
        pushAsLong(ctx, (Value) indices.get(i));
        Bytecode.pushLong(mv, stride);
        mv.visitInsn(LMUL);
        if (pushed) mv.visitInsn(LADD);
        pushed = true;
      }
    }
    if (!pushed) Bytecode.pushLong(mv, constant);
    else if (constant != 0) {
      Bytecode.pushLong(mv, constant);
      mv.visitInsn(LADD);
    }
    RuntimeAbi.POINTER_OFFSET.invoke(mv);
    ctx.store(op.result(0));
  }

  /** Pushes an integer value as a {@code long}, sign-extended as LLVM extends GEP and alloca indices. */
  private static void pushAsLong(EmitContext ctx, Value v) {
    ctx.load(v);
    if (TypeMapper.intWidth(v.type()) <= 32) ctx.mv().visitInsn(I2L);
  }

  private static void emitAddressOf(Operation op, EmitContext ctx) {
    String name = AddressOfOp.match(op).globalName();
    LlvmGlobals.pushAddress(ctx, name, op.location());
    ctx.store(op.result(0));
  }
}
