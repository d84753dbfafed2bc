package dev.loomlir.codegen.emit;

import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Predicate;

/**
 * What the code generator knows: an {@link OpEmitter} per op (keyed by its declaration), the type mapping and the
 * external function table. Each dialect contributes from its own class ({@code ArithEmitters},
 * ...); {@code ModuleCompiler.standardRegistry()} registers them all.
 */
public final class EmitterRegistry {
  private final Map<OpDef, OpEmitter> emitters = new IdentityHashMap<>();
  private final Map<OpDef, List<Variant>> variants = new IdentityHashMap<>();
  private final Map<OpDef, ModuleOpEmitter> moduleOps = new IdentityHashMap<>();
  private final TypeMapper types = new TypeMapper();
  private final ExternalFunctions externals = new ExternalFunctions();
  private final List<BiConsumer<Value, EmitContext>> definitionHooks = new ArrayList<>();

  public void register(OpType<?> type, OpEmitter emitter) { emitters.put(type.def(), emitter); }

  /**
   * Registers an emitter for the ops of {@code type} that {@code applies} accepts, taking
   * precedence over the kind's emitter whatever the order of registration: another dialect's
   * form of an op ({@code memref.load} of a whole vector, emitted with the vector ops).
   */
  public void registerVariant(OpType<?> type, Predicate<Operation> applies, OpEmitter emitter) {
    variants.computeIfAbsent(type.def(), k -> new ArrayList<>()).add(new Variant(applies, emitter));
  }

  private record Variant(Predicate<Operation> applies, OpEmitter emitter) {}

  /** The emitter of {@code op} (a variant's, else its kind's), or null when none is registered (or the op is unregistered). */
  public OpEmitter emitter(Operation op) {
    if (!op.isRegistered()) return null;
    List<Variant> forKind = variants.isEmpty() ? null : variants.get(op.def());
    if (forKind != null) {
      for (Variant v : forKind) if (v.applies().test(op)) return v.emitter();
    }
    return emitters.get(op.def());
  }

  /** Registers a handler for an op that sits directly in the module body. */
  public void registerModuleOp(OpType<?> type, ModuleOpEmitter emitter) { moduleOps.put(type.def(), emitter); }

  public ModuleOpEmitter moduleOpEmitter(Operation op) { return op.isRegistered() ? moduleOps.get(op.def()) : null; }

  /** Every op some emitter is registered for (function-body and module-level ops). */
  public Set<OpDef> emittedOps() {
    Set<OpDef> all = Collections.newSetFromMap(new IdentityHashMap<>());
    all.addAll(emitters.keySet());
    all.addAll(moduleOps.keySet());
    return all;
  }

  /**
   * Adds code run right after a value gets its value (function parameters, block arguments at
   * their block's start, op results after the op), e.g. to read a memref descriptor once.
   * A hook may see one value defined more than once: a coroutine body defines each value live
   * across a suspension again where it restores it from the frame; the hook must then write the
   * same locals as the first time.
   */
  public void onDefinition(BiConsumer<Value, EmitContext> hook) {
    definitionHooks.add(hook);
  }

  public List<BiConsumer<Value, EmitContext>> definitionHooks() {
    return definitionHooks;
  }

  public TypeMapper types() { return types; }

  public ExternalFunctions externals() { return externals; }
}
