package dev.loomlir.runtime.async.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE_INTERESTING;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.loomlir.runtime.async.AsyncGroup;
import dev.loomlir.runtime.async.AsyncRuntime;
import dev.loomlir.runtime.async.AsyncToken;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.IIII_Result;

/**
 * {@code async.await_all} on a group of two racing the thread that fills it: that thread adds a
 * member, fails it, adds a second and completes it, as an {@code async.execute} loop with
 * {@code add_to_group} does. The group completes only when both members have, however the await
 * interleaves with the adds, and it completes in error because one member failed (upstream's
 * rule: a group is in error if any member is).
 *
 * <p>r1: the group's state when the await began (0 pending); r2: the group's state after the
 * await (2 error); r3: did both members complete before the await returned (1);
 * r4: the ranks add_to_group returned, as 10 * first + second.
 */
@JCStressTest
@Outcome(id = "0, 2, 1, 1", expect = ACCEPTABLE_INTERESTING,
    desc = "await_all began while the group was filling and returned after the last member, in error.")
@Outcome(id = "2, 2, 1, 1", expect = ACCEPTABLE,
    desc = "The group was already complete (in error) when await_all began.")
@Outcome(id = {".*, .*, 0, .*"}, expect = FORBIDDEN,
    desc = "await_all returned before every member completed: the group's count is off.")
@Outcome(id = {".*, 1, .*, .*"}, expect = FORBIDDEN,
    desc = "The group completed available although a member failed: an error was lost.")
@Outcome(expect = FORBIDDEN,
    desc = "Ranks other than 0 and 1, or any other inconsistency.")
@State
public class GroupAddRacesAwaitAll {
  private final AsyncGroup group = AsyncRuntime.createGroup(2);
  private final AsyncToken failing = AsyncRuntime.createToken();
  private final AsyncToken passing = AsyncRuntime.createToken();

  @Actor
  public void filler(IIII_Result r) {
    long first = AsyncRuntime.addToGroup(failing, group);
    AsyncRuntime.setError(failing);
    long second = AsyncRuntime.addToGroup(passing, group);
    AsyncRuntime.setAvailable(passing);
    r.r4 = (int) (10 * first + second);
  }

  @Actor
  public void awaiter(IIII_Result r) {
    r.r1 = Observed.state(group);
    AsyncRuntime.await(group);
    r.r2 = Observed.state(group);
    r.r3 = failing.isReady() && passing.isReady() ? 1 : 0;
  }
}
