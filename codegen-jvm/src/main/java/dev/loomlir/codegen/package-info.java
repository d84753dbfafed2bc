/**
 * The code generator's public API: {@link dev.loomlir.codegen.ModuleCompiler} compiles a verified
 * module into JVM classes ({@link dev.loomlir.codegen.CompiledModule}) under {@link
 * dev.loomlir.codegen.CompileOptions} and a {@link dev.loomlir.codegen.CoroutineMode}, to be loaded
 * into a class loader of their own ({@link dev.loomlir.codegen.LoadedModule}). Also what only the
 * compile driver needs: resolving external functions and Java bindings, and marking methods for
 * foreground JIT compilation.
 */
package dev.loomlir.codegen;
