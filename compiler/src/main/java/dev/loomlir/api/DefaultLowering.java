package dev.loomlir.api;

import dev.loomlir.dialects.async.AddToGroupOp;
import dev.loomlir.dialects.async.AwaitAllOp;
import dev.loomlir.dialects.async.AwaitOp;
import dev.loomlir.dialects.async.CallOp;
import dev.loomlir.dialects.async.CreateGroupOp;
import dev.loomlir.dialects.async.ExecuteOp;
import dev.loomlir.dialects.async.FuncOp;
import dev.loomlir.dialects.async.ReturnOp;
import dev.loomlir.dialects.async.RuntimeAddRefOp;
import dev.loomlir.dialects.async.RuntimeDropRefOp;
import dev.loomlir.dialects.async.YieldOp;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import java.util.ArrayList;
import java.util.List;

/**
 * The passes every program goes through after the user's own and before code generation: they
 * lower what the JVM code generator does not emit directly. Each is written as mlir-opt's pass flag
 * without the dashes ({@code name} or {@code name=options}) and runs in this order on the module.
 *
 * <p>The async part is what upstream's runner tests spell out by hand
 * ({@code async-func-to-async-runtime}, {@code async-to-async-runtime},
 * {@code async-runtime-ref-counting}, {@code async-runtime-ref-counting-opt}), but each pass is
 * chosen by what the module still holds after the user's passes, so a program that ran some of
 * them itself — or was lowered by upstream's {@code mlir-opt} — is not lowered twice:
 * <ul>
 *   <li>{@code async.func}/{@code async.call}/{@code async.return} left: async-func-to-async-runtime;
 *   <li>{@code async.execute}, {@code async.await}, group ops, ... left: async-to-async-runtime;
 *   <li>then reference counting, unless the module already counts references (it has
 *       {@code add_ref}/{@code drop_ref}: the counting passes ran, which need every high-level op
 *       gone, so nothing of the module is uncounted).
 * </ul>
 */
public final class DefaultLowering {
  private DefaultLowering() {}

  private static final List<OpType<?>> ASYNC_FUNC_OPS = List.of(FuncOp.TYPE, CallOp.TYPE, ReturnOp.TYPE);
  private static final List<OpType<?>> HIGH_LEVEL_ASYNC_OPS = List.of(ExecuteOp.TYPE, AwaitOp.TYPE, AwaitAllOp.TYPE,
      CreateGroupOp.TYPE, AddToGroupOp.TYPE, YieldOp.TYPE);
  private static final List<OpType<?>> REF_COUNT_OPS = List.of(RuntimeAddRefOp.TYPE, RuntimeDropRefOp.TYPE);

  /**
   * The code generator emits neither linalg nor {@code scf}: linalg ops become {@code scf.for}
   * nests, then {@code scf} becomes {@code cf}, as in upstream's CPU pipeline. Before that, the
   * parallel loops left (they run sequentially) become the same {@code scf.for} nests
   * {@code convert-scf-to-cf} would make, counted loops already lowered to {@code cf} (by
   * upstream's pipelines) become {@code scf.for} again ({@code loomlir-lift-cf-loops}), and
   * innermost memref loops get an i32 version
   * ({@code loomlir-int-loop-versioning}) that the code generator turns into {@code int}-indexed
   * array accesses, which C2 vectorizes and range-checks once per loop. Last, fixed-size vectors
   * become their elements ({@code loomlir-scalarize-vectors}): the code generator keeps each lane in
   * a local of its own. {@code vector.mask} regions go first ({@code lower-vector-mask}): their
   * ops take the mask as an operand, which the code generator reads lane by lane. The two vector
   * passes run only on modules that hold vector values: each walks the whole module, which cost
   * a module without vectors a third of its compile time.
   */
  private static final List<String> STRUCTURED = List.of("convert-linalg-to-loops",
      "scf-parallel-for-to-nested-fors", "loomlir-lift-cf-loops", "loomlir-int-loop-versioning", "convert-scf-to-cf");
  private static final String LOWER_VECTOR_MASK = "lower-vector-mask";
  private static final String SCALARIZE_VECTORS = "loomlir-scalarize-vectors";

  /** The passes {@code module} (after the user's passes) needs, in order. */
  public static List<String> passesFor(Operation module) {
    ModuleContent content = ModuleContent.of(module);
    List<String> passes = new ArrayList<>();
    // Affine ops first, as upstream's runner pipelines lower them: the passes below see scf and
    // arith, and a parallel loop left by affine-parallelize runs as an scf.parallel.
    if (content.affine) passes.add(LOWER_AFFINE);
    if (content.asyncFuncs) passes.add("async-func-to-async-runtime");
    if (content.highLevel) passes.add("async-to-async-runtime");
    boolean uncounted = content.asyncFuncs || content.highLevel || (content.runtimeLevel && !content.refCounted);
    if (uncounted) {
      passes.add("async-runtime-ref-counting");
      passes.add("async-runtime-ref-counting-opt");
    }
    // loomlir-int-loop-versioning leaves loops an earlier run of it versioned alone (the user's
    // own, e.g. with same-layout=false), so it runs whatever the user ran.
    if (content.vectors) passes.add(LOWER_VECTOR_MASK);
    passes.addAll(STRUCTURED);
    if (content.vectors) passes.add(SCALARIZE_VECTORS);
    return passes;
  }

  private static final String LOWER_AFFINE = "lower-affine";
  private static final String ASYNC_PARALLEL_FOR = "async-parallel-for";

  /**
   * The user's pass flags, with {@code lower-affine} inserted before the first
   * {@code async-parallel-for} when {@code module} holds affine ops: that pass turns
   * {@code scf.parallel} loops into async tasks, so the {@code affine.parallel} loops of
   * {@code --affine-parallelize} must be lowered first ({@code --affine-parallelize
   * --async-parallel-for} runs affine loops as tasks, which mlir-opt would need
   * {@code --lower-affine} between them for).
   */
  public static List<String> withAffineLowering(List<String> userFlags, Operation module) {
    int at = -1;
    for (int i = 0; i < userFlags.size() && at < 0; i++) {
      String name = userFlags.get(i).split("=", 2)[0];
      if (name.equals(LOWER_AFFINE)) return userFlags;
      if (name.equals(ASYNC_PARALLEL_FOR)) at = i;
    }
    if (at < 0 || !ModuleContent.of(module).affine) return userFlags;
    List<String> flags = new ArrayList<>(userFlags);
    flags.add(at, LOWER_AFFINE);
    return flags;
  }

  /** Which kinds of async ops a module holds, whether it holds affine ops and vector values. */
  private static final class ModuleContent {
    boolean asyncFuncs;
    boolean highLevel;
    boolean runtimeLevel;
    boolean refCounted;
    boolean affine;
    boolean vectors;

    static ModuleContent of(Operation module) {
      ModuleContent c = new ModuleContent();
      module.walk(op -> {
        if (op.dialectName().equals("affine")) c.affine = true;
        if (!c.vectors && holdsVectors(op)) c.vectors = true;
        if (!op.dialectName().equals("async")) return;
        if (isAny(ASYNC_FUNC_OPS, op)) c.asyncFuncs = true;
        else if (isAny(HIGH_LEVEL_ASYNC_OPS, op)) c.highLevel = true;
        else if (isAny(REF_COUNT_OPS, op)) c.refCounted = true;
        else c.runtimeLevel = true;
      });
      return c;
    }

    /** Whether {@code op} is a vector op, makes a vector or opens blocks with vector arguments. */
    private static boolean holdsVectors(Operation op) {
      if (op.dialectName().equals("vector")) return true;
      for (Value r : op.results()) if (r.type() instanceof VectorType) return true;
      for (Region region : op.regions()) {
        for (Block block : region.blocks()) {
          for (Value arg : block.arguments()) if (arg.type() instanceof VectorType) return true;
        }
      }
      return false;
    }

    private static boolean isAny(List<OpType<?>> types, Operation op) {
      for (OpType<?> t : types) if (t.is(op)) return true;
      return false;
    }
  }
}
