package dev.loomlir.runtime.async.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.loomlir.runtime.MlirRuntimeException;
import dev.loomlir.runtime.async.AsyncGroup;
import dev.loomlir.runtime.async.AsyncRuntime;
import dev.loomlir.runtime.async.AsyncToken;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.IIII_Result;

/**
 * Two threads adding to a group of one: ranks are reserved atomically, so exactly one add gets
 * rank 0 and the other is refused ("already full"), and the refused add leaves the group's count
 * alone. The members are complete already (one available, one failed), so the group's final state
 * says whose member was counted: it must be the accepted one's.
 *
 * <p>r1, r2: the rank each thread got (-1 refused); r3: the group's state afterwards (1
 * available, 2 error); r4: how many members the group counted, inferred (1 if its state matches
 * the accepted member, else -1).
 */
@JCStressTest
@Outcome(id = "0, -1, 1, 1", expect = ACCEPTABLE,
    desc = "The available member got rank 0; the failed one was refused and the group is available.")
@Outcome(id = "-1, 0, 2, 1", expect = ACCEPTABLE,
    desc = "The failed member got rank 0; the available one was refused and the group is in error.")
@Outcome(id = {"0, 0, .*, .*", "-1, -1, .*, .*"}, expect = FORBIDDEN,
    desc = "Both adds got the same rank, or both were refused.")
@Outcome(expect = FORBIDDEN,
    desc = "The group's state does not match the accepted member: the refused add changed its count or error.")
@State
public class GroupOverfilled {
  private final AsyncGroup group = AsyncRuntime.createGroup(1);
  private final AsyncToken available = AsyncRuntime.createToken();
  private final AsyncToken failed = AsyncRuntime.createToken();

  public GroupOverfilled() {
    AsyncRuntime.setAvailable(available);
    AsyncRuntime.setError(failed);
  }

  @Actor
  public void addAvailable(IIII_Result r) {
    r.r1 = add(available);
  }

  @Actor
  public void addFailed(IIII_Result r) {
    r.r2 = add(failed);
  }

  private int add(AsyncToken member) {
    try {
      return (int) AsyncRuntime.addToGroup(member, group);
    } catch (MlirRuntimeException full) {
      return -1;
    }
  }

  @Arbiter
  public void arbiter(IIII_Result r) {
    r.r3 = Observed.state(group);
    int expected = r.r1 == 0 ? Observed.AVAILABLE : r.r2 == 0 ? Observed.ERROR : -2;
    r.r4 = r.r3 == expected ? 1 : -1;
  }
}
