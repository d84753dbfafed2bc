package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.Type;

/**
 * A type of the llvm dialect. Inside another llvm type it is printed without the {@code !llvm.}
 * prefix ({@code !llvm.array<2 x ptr>}), as upstream prints nested llvm types.
 */
public sealed interface LlvmType extends Type
    permits LlvmPointerType, LlvmArrayType, LlvmStructType, LlvmFunctionType, LlvmVoidType {
  /** The spelling after {@code !llvm.}. */
  String body();

  /** {@code t} as it is spelled inside an llvm type. */
  static String nested(Type t) { return t instanceof LlvmType l ? l.body() : t.toString(); }
}
