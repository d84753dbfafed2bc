package dev.loomlir.runtime.async.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE_INTERESTING;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.loomlir.runtime.async.AsyncGroup;
import dev.loomlir.runtime.async.AsyncRuntime;
import dev.loomlir.runtime.async.AsyncToken;
import dev.loomlir.runtime.async.AsyncValue;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * {@code add_to_group} racing the member's own completion: the add sees the member pending and
 * registers a waiter, or sees it complete and counts it at once, or its registration loses to the
 * completing CAS and it counts it itself. In every case the member is counted exactly once: a
 * double count would complete the group of two after one member, a lost one would leave
 * await_all hanging. The members are a value (failed) and a token (available), completed on the
 * other thread in that order, so the group's early error is visible while the token is pending.
 *
 * <p>r1: the group's state right after only the value was added (must be 0, pending);
 * r2: after both adds, 1 if the group reported an error while still pending, 2 if it was
 * complete, 0 if neither member had failed yet; r3: the group's state after await_all (2 error).
 */
@JCStressTest
@Outcome(id = "0, 1, 2", expect = ACCEPTABLE_INTERESTING,
    desc = "The failed member made the group report an error while the other was pending, as upstream's is_error does.")
@Outcome(id = {"0, 0, 2", "0, 2, 2"}, expect = ACCEPTABLE,
    desc = "Checked before either member completed, or after both; the group ended in error.")
@Outcome(id = {"1, .*, .*", "2, .*, .*"}, expect = FORBIDDEN,
    desc = "The group completed with one of its two members added: a member was counted twice.")
@Outcome(expect = FORBIDDEN,
    desc = "The group ended without its error, or in any other state.")
@State
public class GroupMemberCompletesWhileAdded {
  private final AsyncGroup group = AsyncRuntime.createGroup(2);
  private final AsyncValue failing = AsyncRuntime.createValue();
  private final AsyncToken passing = AsyncRuntime.createToken();

  @Actor
  public void completer() {
    AsyncRuntime.setError(failing);
    AsyncRuntime.setAvailable(passing);
  }

  @Actor
  public void adder(III_Result r) {
    AsyncRuntime.addToGroup(failing, group);
    r.r1 = Observed.state(group);
    AsyncRuntime.addToGroup(passing, group);
    boolean error = AsyncRuntime.isError(group);
    boolean ready = group.isReady();
    r.r2 = !error ? 0 : ready ? 2 : 1;
    AsyncRuntime.await(group);
    r.r3 = Observed.state(group);
  }
}
