package dev.loomlir.runtime.async.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

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
 * A token's group slot ({@code AsyncToken.joinGroup}) racing the token's completion: the token is
 * added to two groups while another thread completes it. The first group takes the token's slot
 * (counted by the completer, or by the add if it sees the token complete after claiming); the
 * second finds the slot taken and waits with a waiter node, or finds the token complete. Each
 * group was created for two members and has one more, already complete, added by the arbiter.
 *
 * <p>r1, r3: the first and second group's state before the arbiter's add (must be 0, pending:
 * one member added, so a complete group means that member was counted twice); r2, r4: after it
 * (must be 1, available: a pending group means a member was never counted, so await_all hangs).
 */
@JCStressTest
@Outcome(id = "0, 1, 0, 1", expect = ACCEPTABLE,
    desc = "Each group counted the raced token exactly once.")
@Outcome(id = {"1, .*, .*, .*", ".*, .*, 1, .*"}, expect = FORBIDDEN,
    desc = "A group completed with one of its two members added: the token was counted twice.")
@Outcome(expect = FORBIDDEN,
    desc = "A group stayed pending after both members completed (a lost count), or ended in error.")
@State
public class TokenGroupSlotCountsOnce {
  private final AsyncGroup first = AsyncRuntime.createGroup(2);
  private final AsyncGroup second = AsyncRuntime.createGroup(2);
  private final AsyncToken raced = AsyncRuntime.createToken();

  @Actor
  public void completer() {
    AsyncRuntime.setAvailable(raced);
  }

  @Actor
  public void adder() {
    AsyncRuntime.addToGroup(raced, first);
    AsyncRuntime.addToGroup(raced, second);
  }

  @Arbiter
  public void arbiter(IIII_Result r) {
    AsyncToken done = AsyncRuntime.createToken();
    AsyncRuntime.setAvailable(done);
    r.r1 = Observed.state(first);
    AsyncRuntime.addToGroup(done, first);
    r.r2 = Observed.state(first);
    r.r3 = Observed.state(second);
    AsyncRuntime.addToGroup(done, second);
    r.r4 = Observed.state(second);
  }
}
