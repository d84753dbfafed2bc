package dev.loomlir.coro;

import dev.loomlir.dialects.async.CoroSaveOp;
import dev.loomlir.dialects.async.CoroSuspendOp;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.Liveness;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import dev.loomlir.syntax.print.PrintedNames;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * The coroutine splitting analysis (the analysis half of LLVM's CoroSplit) for functions in the
 * form {@code async-to-async-runtime} produces: finds the suspension points, numbers the resume
 * states, computes the values live across each suspension with a dataflow liveness over the CFG,
 * and lays out the frame. Ill-formed coroutine IR raises a {@link DiagnosticException}.
 */
public final class CoroutineAnalysis {
  private CoroutineAnalysis() {}

  /** True when {@code op} is a {@code func.func} that uses {@code async.coro.*} ops. */
  public static boolean isCoroutine(Operation op) { return CoroutineShapeReader.isCoroutine(op); }

  /** The plan of a coroutine function, with the default layout (shared fields). */
  public static CoroutinePlan analyze(Operation function) { return analyze(function, LayoutOptions.DEFAULT); }

  public static CoroutinePlan analyze(Operation function, LayoutOptions options) {
    if (!isCoroutine(function)) {
      throw DiagnosticException.opError(function, "is not a coroutine: it uses no 'async.coro.*' ops");
    }
    CoroutineShape shape = CoroutineShapeReader.read(function);
    return new Run(shape, options).plan();
  }

  /** Plans for every coroutine function directly inside {@code module}, in order. */
  public static List<CoroutinePlan> analyzeModule(Operation module, LayoutOptions options) {
    List<CoroutinePlan> plans = new ArrayList<>();
    if (module.numRegions() == 0) return plans;
    for (Block block : module.region(0).blocks()) {
      for (Operation op : block) if (isCoroutine(op)) plans.add(analyze(op, options));
    }
    return plans;
  }

  /** One analysis of one function. */
  private static final class Run {
    private final CoroutineShape shape;
    private final LayoutOptions options;
    private final ControlFlowGraph cfg;
    private final ValueIndex values;
    private final Liveness liveness;

    Run(CoroutineShape shape, LayoutOptions options) {
      this.shape = shape;
      this.options = options;
      this.cfg = new ControlFlowGraph(shape.function().region(0));
      this.values = new ValueIndex(shape.function().region(0));
      this.liveness = new Liveness(shape.function().region(0));
    }

    CoroutinePlan plan() {
      Value id = shape.coroId().result();
      Value handle = shape.coroBegin().result();
      List<SuspensionPoint> points = new ArrayList<>();
      BitSet[] carriedBy = new BitSet[values.size()];
      for (CoroutineShape.RawSuspend raw : shape.suspends()) {
        int state = points.size() + 1;
        BitSet live = liveAcross(raw);
        live.clear(values.numberOf(id));
        live.clear(values.numberOf(handle));
        checkLiveValuesAreSavedInTime(raw, live);
        for (int v = live.nextSetBit(0); v >= 0; v = live.nextSetBit(v + 1)) {
          if (carriedBy[v] == null) carriedBy[v] = new BitSet();
          carriedBy[v].set(state);
        }
        Operation s = raw.suspend();
        points.add(new SuspensionPoint(state, s, raw.save(), raw.scheduler(),
            s.successor(CoroSuspendOp.SUSPEND_DEST), s.successor(CoroSuspendOp.RESUME_DEST),
            s.successor(CoroSuspendOp.CLEANUP_DEST), values.valuesOf(live)));
      }
      PrintedNames names = PrintedNames.of(shape.function());
      FrameLayout frame = new FrameLayoutBuilder(values, options, names).build(carriedBy);
      return new CoroutinePlan(shape.function(), id, handle, shape.coroEnd(), shape.rampReturn(),
          points, frame, rampBlocks(), resumeBlocks(points));
    }

    /** What must survive the suspension: live at the resume or the cleanup destination. */
    private BitSet liveAcross(CoroutineShape.RawSuspend raw) {
      BitSet live = values.bitsOf(liveness.liveIn(raw.suspend().successor(CoroSuspendOp.RESUME_DEST)));
      live.or(values.bitsOf(liveness.liveIn(raw.suspend().successor(CoroSuspendOp.CLEANUP_DEST))));
      return live;
    }

    /**
     * Live values are stored in the frame at the save (the runtime may resume the coroutine on
     * another thread as soon as it is scheduled), so none may be defined between the save and the
     * suspend; a saved state itself never crosses a suspension.
     */
    private void checkLiveValuesAreSavedInTime(CoroutineShape.RawSuspend raw, BitSet live) {
      for (int v = live.nextSetBit(0); v >= 0; v = live.nextSetBit(v + 1)) {
        Operation def = values.value(v).definingOp();
        if (CoroSaveOp.is(def)) {
          throw DiagnosticException.opError(def, "state is used after the coroutine resumes");
        }
      }
      for (Operation op = raw.save().next(); op != raw.suspend(); op = op.next()) {
        for (Value r : op.results()) {
          if (live.get(values.numberOf(r))) {
            throw DiagnosticException.opError(op, "defines a value between 'async.coro.save' and"
                + " 'async.coro.suspend' that is used after the coroutine resumes")
                .note(raw.save().location(), "the coroutine is saved here");
          }
        }
      }
    }

    private List<Block> rampBlocks() {
      BitSet ramp = cfg.reachable(List.of(cfg.block(0)),
          (terminator, i) -> !CoroSuspendOp.is(terminator) || i == CoroSuspendOp.SUSPEND_DEST);
      return cfg.blocksOf(ramp);
    }

    private List<Block> resumeBlocks(List<SuspensionPoint> points) {
      List<Block> starts = new ArrayList<>();
      for (SuspensionPoint p : points) {
        starts.add(p.resumeDest());
        starts.add(p.cleanupDest());
      }
      return cfg.blocksOf(cfg.reachable(starts, (terminator, i) -> true));
    }
  }
}
