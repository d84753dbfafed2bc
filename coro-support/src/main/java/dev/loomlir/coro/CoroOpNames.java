package dev.loomlir.coro;

/** Names of the ops the coroutine analysis looks for. */
final class CoroOpNames {
  private CoroOpNames() {}

  static final String PREFIX = "async.coro.";
  static final String ID = "async.coro.id";
  static final String BEGIN = "async.coro.begin";
  static final String SAVE = "async.coro.save";
  static final String SUSPEND = "async.coro.suspend";
  static final String END = "async.coro.end";
  static final String FREE = "async.coro.free";
  static final String RUNTIME_RESUME = "async.runtime.resume";
  static final String AWAIT_AND_RESUME = "async.runtime.await_and_resume";
  static final String FUNC = "func.func";
  static final String RETURN = "func.return";

  /** Successor positions of {@code async.coro.suspend}. */
  static final int SUSPEND_DEST = 0;
  static final int RESUME_DEST = 1;
  static final int CLEANUP_DEST = 2;

  /** Ops that hand the coroutine handle to the runtime to be resumed later. */
  static boolean schedulesResumption(String opName) {
    return opName.equals(RUNTIME_RESUME) || opName.equals(AWAIT_AND_RESUME);
  }
}
