package dev.loomlir.codegen.emit;

import java.util.HashMap;
import java.util.Map;

/**
 * What the code generator knows: an {@link OpEmitter} per op name, the type mapping and the
 * external function table. Each dialect contributes from its own class ({@code ArithEmitters},
 * ...); {@code ModuleCompiler.standardRegistry()} registers them all.
 */
public final class EmitterRegistry {
  private final Map<String, OpEmitter> emitters = new HashMap<>();
  private final Map<String, ModuleOpEmitter> moduleOps = new HashMap<>();
  private final TypeMapper types = new TypeMapper();
  private final ExternalFunctions externals = new ExternalFunctions();
  private final java.util.List<java.util.function.BiConsumer<dev.loomlir.ir.Value, EmitContext>> definitionHooks =
      new java.util.ArrayList<>();

  public void register(String opName, OpEmitter emitter) { emitters.put(opName, emitter); }

  public OpEmitter emitter(String opName) { return emitters.get(opName); }

  /** Registers a handler for an op that sits directly in the module body. */
  public void registerModuleOp(String opName, ModuleOpEmitter emitter) { moduleOps.put(opName, emitter); }

  public ModuleOpEmitter moduleOpEmitter(String opName) { return moduleOps.get(opName); }

  /**
   * Adds code run right after a value gets its value (function parameters, block arguments at
   * their block's start, op results after the op), e.g. to read a memref descriptor once.
   * A hook may see one value defined more than once: a coroutine body defines each value live
   * across a suspension again where it restores it from the frame; the hook must then write the
   * same locals as the first time.
   */
  public void onDefinition(java.util.function.BiConsumer<dev.loomlir.ir.Value, EmitContext> hook) {
    definitionHooks.add(hook);
  }

  public java.util.List<java.util.function.BiConsumer<dev.loomlir.ir.Value, EmitContext>> definitionHooks() {
    return definitionHooks;
  }

  public TypeMapper types() { return types; }

  public ExternalFunctions externals() { return externals; }
}
