package dev.loomlir.lowering.async;

import dev.loomlir.lowering.pass.PassInfo;
import dev.loomlir.lowering.pass.PassOption;
import dev.loomlir.lowering.pass.PassOptions;
import java.util.List;

/** The registry entries of the async passes, with upstream's arguments and descriptions. */
public final class AsyncPassInfos {
  static final String ELIMINATE_BLOCKING_AWAITS = "eliminate-blocking-await-ops";

  private AsyncPassInfos() {}

  public static PassInfo asyncToAsyncRuntime() {
    return new PassInfo("async-to-async-runtime", "Lower all high level async operations (e.g. async.execute) to"
        + "the explicit async.runtime and async.coro operations", List.of(PassOption.bool(ELIMINATE_BLOCKING_AWAITS)),
        opts -> new AsyncToAsyncRuntimePass(PassOptions.bool(opts, ELIMINATE_BLOCKING_AWAITS, false)));
  }

  public static PassInfo asyncFuncToAsyncRuntime() {
    return PassInfo.simple("async-func-to-async-runtime",
        "Lower async.func operations to the explicit async.runtime andasync.coro operations",
        new AsyncFuncToAsyncRuntimePass());
  }

  public static PassInfo refCounting() {
    return new PassInfo("async-runtime-ref-counting", "Automatic reference counting for Async runtime operations",
        List.of(), opts -> new AsyncRuntimeRefCountingPass());
  }

  public static PassInfo refCountingOpt() {
    return PassInfo.simple("async-runtime-ref-counting-opt", "Optimize automatic reference counting operations for "
        + "theAsync runtime by removing redundant operations", new AsyncRuntimeRefCountingOptPass());
  }

  public static PassInfo policyBasedRefCounting() {
    return PassInfo.simple("async-runtime-policy-based-ref-counting",
        "Policy based reference counting for Async runtime operations", new AsyncRuntimePolicyBasedRefCountingPass());
  }
}
