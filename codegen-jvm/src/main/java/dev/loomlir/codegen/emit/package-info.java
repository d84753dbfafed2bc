/**
 * The emission core: {@link dev.loomlir.codegen.emit.FunctionEmitter} writes one function's blocks as
 * a static method, asking the {@link dev.loomlir.codegen.emit.OpEmitter} registered for each op;
 * {@link dev.loomlir.codegen.emit.EmitterRegistry}, {@link dev.loomlir.codegen.emit.TypeMapper} and
 * {@link dev.loomlir.codegen.emit.ExternalFunctions} are where dialects plug in.
 */
package dev.loomlir.codegen.emit;
