package dev.loomlir.codegen.emit;

import dev.loomlir.dialect.Context;
import dev.loomlir.dialects.Dialects;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;

/**
 * What the code generator knows: an {@link OpEmitter} per op (keyed by its declaration), the type mapping and the
 * external function table. Each dialect contributes from its own class ({@code ArithEmitters},
 * ...); {@code ModuleCompiler.standardRegistry()} registers them all.
 */
public final class EmitterRegistry {
  /** Resolves the names of ops registered by name, until every dialect has op classes. */
  private static final Context ALL_DIALECTS = Dialects.newContext();

  private final Map<OpDef, OpEmitter> emitters = new IdentityHashMap<>();
  private final Map<OpDef, ModuleOpEmitter> moduleOps = new IdentityHashMap<>();
  private final TypeMapper types = new TypeMapper();
  private final ExternalFunctions externals = new ExternalFunctions();
  private final java.util.List<java.util.function.BiConsumer<dev.loomlir.ir.Value, EmitContext>> definitionHooks =
      new java.util.ArrayList<>();

  public void register(OpType<?> type, OpEmitter emitter) { emitters.put(type.def(), emitter); }

  /** Transitional, for ops without an op class yet: an unknown name is a bug in the caller. */
  public void register(String opName, OpEmitter emitter) { emitters.put(named(opName), emitter); }

  /** The emitter of {@code op}'s kind, or null when none is registered (or the op is unregistered). */
  public OpEmitter emitter(Operation op) { return op.isRegistered() ? emitters.get(op.def()) : null; }

  /** Registers a handler for an op that sits directly in the module body. */
  public void registerModuleOp(OpType<?> type, ModuleOpEmitter emitter) { moduleOps.put(type.def(), emitter); }

  /** Transitional, as {@link #register(String, OpEmitter)}. */
  public void registerModuleOp(String opName, ModuleOpEmitter emitter) { moduleOps.put(named(opName), emitter); }

  public ModuleOpEmitter moduleOpEmitter(Operation op) { return op.isRegistered() ? moduleOps.get(op.def()) : null; }

  /** Every op some emitter is registered for (function-body and module-level ops). */
  public Set<OpDef> emittedOps() {
    Set<OpDef> all = Collections.newSetFromMap(new IdentityHashMap<>());
    all.addAll(emitters.keySet());
    all.addAll(moduleOps.keySet());
    return all;
  }

  private static OpDef named(String opName) {
    OpDef def = ALL_DIALECTS.op(opName);
    if (def == null) throw new IllegalArgumentException("no registered op named " + opName);
    return def;
  }

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
