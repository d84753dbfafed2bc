package dev.loomlir.codegen;

import dev.loomlir.ir.FunctionType;

/**
 * A compiled {@code func.func}: its symbol, the JVM method implementing it and how it returns.
 *
 * @param symbol the MLIR symbol name (without {@code @})
 * @param methodName the static method's name in the module class
 * @param descriptor the JVM method descriptor
 * @param type the MLIR function type
 * @param isPublic false for private (and nested) symbols, which become private methods
 * @param tupleClass for functions with several results, the binary name of the generated class
 *     whose fields {@code r0, r1, ...} hold them (it implements
 *     {@link dev.loomlir.runtime.MultiResult}); null otherwise
 */
public record FunctionInfo(String symbol, String methodName, String descriptor, FunctionType type, boolean isPublic,
                           String tupleClass) {}
