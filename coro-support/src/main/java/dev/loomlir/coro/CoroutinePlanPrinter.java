package dev.loomlir.coro;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.Value;
import dev.loomlir.syntax.print.PrintedNames;
import java.util.BitSet;
import java.util.List;
import java.util.StringJoiner;

/**
 * The textual dump of a {@link CoroutinePlan}, naming values and blocks as the printer does:
 * <pre>
 * coroutine @f
 *   id %2, handle %3
 *   results: %0 : !async.token
 *   suspend block: ^bb4
 *   state 0: start ^bb0
 *   state 1: suspend in ^bb0 -> resume ^bb1, cleanup ^bb3; scheduled by async.runtime.resume
 *     live: %arg0, %0
 *   frame: 2 fields
 *     0 arg0 : i32 = %arg0 (states 1)
 *     1 v0 : !async.token = %0 (states 1)
 *   ramp blocks: ^bb0, ^bb4
 *   resume blocks: ^bb1, ^bb2, ^bb3, ^bb4
 * </pre>
 */
final class CoroutinePlanPrinter {
  private final CoroutinePlan plan;
  private final PrintedNames names;
  private final StringBuilder out = new StringBuilder();

  CoroutinePlanPrinter(CoroutinePlan plan) {
    this.plan = plan;
    this.names = PrintedNames.of(plan.function());
  }

  String print() {
    out.append("coroutine @").append(plan.symbol()).append('\n');
    line("id " + names.value(plan.id()) + ", handle " + names.value(plan.handle()));
    line("results: " + typedValues(plan.results()));
    line("suspend block: " + names.block(plan.suspendBlock()));
    line("state 0: start " + names.block(plan.entry()));
    for (SuspensionPoint p : plan.suspensions()) printSuspension(p);
    line("frame: " + plan.frame().size() + (plan.frame().size() == 1 ? " field" : " fields"));
    for (FrameField f : plan.frame().fields()) {
      line("  " + f.index() + " " + f.name() + " : " + f.type() + " = " + values(f.values())
          + " (states " + states(f.states()) + ")");
    }
    line("ramp blocks: " + blocks(plan.rampBlocks()));
    line("resume blocks: " + blocks(plan.resumeBlocks()));
    return out.toString();
  }

  private void printSuspension(SuspensionPoint p) {
    StringBuilder sb = new StringBuilder();
    sb.append("state ").append(p.state()).append(": suspend in ").append(names.block(p.block()))
        .append(" -> resume ").append(names.block(p.resumeDest()))
        .append(", cleanup ").append(names.block(p.cleanupDest()));
    if (p.scheduler() == null) {
      sb.append("; not scheduled");
    } else {
      sb.append("; scheduled by ").append(p.scheduler().name());
      if (p.awaited() != null) sb.append(' ').append(names.value(p.awaited()));
    }
    line(sb.toString());
    line("  live: " + values(p.liveAcross()));
  }

  private void line(String text) { out.append("  ").append(text).append('\n'); }

  private String values(List<Value> vs) {
    if (vs.isEmpty()) return "(none)";
    StringJoiner j = new StringJoiner(", ");
    for (Value v : vs) j.add(names.value(v));
    return j.toString();
  }

  private String typedValues(List<Value> vs) {
    if (vs.isEmpty()) return "(none)";
    StringJoiner j = new StringJoiner(", ");
    for (Value v : vs) j.add(names.value(v) + " : " + v.type());
    return j.toString();
  }

  private String blocks(List<Block> bs) {
    if (bs.isEmpty()) return "(none)";
    StringJoiner j = new StringJoiner(", ");
    for (Block b : bs) j.add(names.block(b));
    return j.toString();
  }

  private static String states(BitSet bits) {
    StringJoiner j = new StringJoiner(",");
    bits.stream().forEach(i -> j.add(Integer.toString(i)));
    return j.toString();
  }
}
