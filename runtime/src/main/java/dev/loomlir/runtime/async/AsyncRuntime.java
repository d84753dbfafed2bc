package dev.loomlir.runtime.async;

import dev.loomlir.runtime.RunnerOutput;

/**
 * The entry points generated code calls, one per {@code async.runtime.*} op (and upstream's
 * {@code mlirAsyncRuntime*} C functions). All static; overloads by operand type, so each call
 * site binds to one small method the JIT inlines.
 *
 * <p>Creation ops come in two forms: without a location (the normal, free path) and with the
 * .mlir location of the creating op (used when reference counts are checked, so reports can say
 * where a leaked object came from).
 */
public final class AsyncRuntime {
  private AsyncRuntime() {}

  // ---- creation ---------------------------------------------------------------------------
  // Generated code passes its program (its module's runtime); the forms without one are the
  // default runtime's (ProgramRuntime.shared()), for tests and benchmarks.

  /** {@code async.runtime.create : !async.token}. */
  public static AsyncToken createToken(ProgramRuntime program) {
    return new AsyncToken(program.checkRefCounts ? program.refCounts.record("async.token", null, 2) : null);
  }

  public static AsyncToken createToken(ProgramRuntime program, String location) {
    return new AsyncToken(program.checkRefCounts ? program.refCounts.record("async.token", location, 2) : null);
  }

  public static AsyncToken createToken() { return createToken(ProgramRuntime.shared()); }

  /** {@code async.runtime.create : !async.value<T>}, for every payload type T. */
  public static AsyncValue createValue(ProgramRuntime program) {
    return new AsyncValue(program.checkRefCounts ? program.refCounts.record("async.value", null, 2) : null);
  }

  public static AsyncValue createValue(ProgramRuntime program, String location) {
    return new AsyncValue(program.checkRefCounts ? program.refCounts.record("async.value", location, 2) : null);
  }

  public static AsyncValue createValue() { return createValue(ProgramRuntime.shared()); }

  /** {@code async.runtime.create_group %size}: awaits {@code size} members. */
  public static AsyncGroup createGroup(long size, ProgramRuntime program) {
    return new AsyncGroup(size, program.checkRefCounts ? program.refCounts.record("async.group", null, 1) : null);
  }

  public static AsyncGroup createGroup(long size, ProgramRuntime program, String location) {
    return new AsyncGroup(size, program.checkRefCounts ? program.refCounts.record("async.group", location, 1) : null);
  }

  public static AsyncGroup createGroup(long size) { return createGroup(size, ProgramRuntime.shared()); }

  // ---- completion -------------------------------------------------------------------------

  /** {@code async.runtime.set_available}: completes and resumes every awaiter. */
  public static void setAvailable(AsyncToken token) { completeToken(token, Terminal.AVAILABLE, SET_AVAILABLE); }

  /** {@code async.runtime.set_available} on a value, after its payload was stored. */
  public static void setAvailable(AsyncValue value) { complete(value, Terminal.AVAILABLE, SET_AVAILABLE); }

  /** {@code async.runtime.set_error}: completes in error and resumes every awaiter. */
  public static void setError(AsyncToken token) { completeToken(token, Terminal.ERROR, SET_ERROR); }

  public static void setError(AsyncValue value) { complete(value, Terminal.ERROR, SET_ERROR); }

  private static final String SET_AVAILABLE = "async.runtime.set_available";
  private static final String SET_ERROR = "async.runtime.set_error";

  private static void complete(AsyncObject o, Terminal state, String opName) {
    RefCounts.use(o, opName);
    o.complete(state, opName);
    RefCounts.internalDrop(o); // the producer's reference, as upstream
  }

  /**
   * A token's completion also counts it into the group of its slot ({@link AsyncToken#joinGroup}).
   * Its own method, so that a value's completion stays as it was and neither makes a virtual call.
   */
  private static void completeToken(AsyncToken token, Terminal state, String opName) {
    RefCounts.use(token, opName);
    token.completeAsMember(state, opName);
    RefCounts.internalDrop(token); // the producer's reference, as upstream
  }

  /** {@code async.runtime.is_error}. */
  public static boolean isError(AsyncToken token) {
    RefCounts.use(token, IS_ERROR);
    return token.isError();
  }

  public static boolean isError(AsyncValue value) {
    RefCounts.use(value, IS_ERROR);
    return value.isError();
  }

  /** True as soon as any member completed in error. */
  public static boolean isError(AsyncGroup group) {
    RefCounts.use(group, IS_ERROR);
    return group.isError();
  }

  private static final String IS_ERROR = "async.runtime.is_error";

  /**
   * What a failed task does to its results (generated {@link CoroFrame#failResults}): those still
   * pending complete in error; completed ones stay as they are.
   */
  public static void failIfPending(AsyncToken token) {
    if (token != null && token.failAsMember()) RefCounts.internalDrop(token); // the producer's reference
  }

  public static void failIfPending(AsyncValue value) { failPending(value); }

  private static void failPending(AsyncObject o) {
    if (o != null && o.failIfPending()) RefCounts.internalDrop(o); // the producer's reference
  }

  // ---- groups -----------------------------------------------------------------------------

  /** {@code async.runtime.add_to_group}: returns the member's index in the group. */
  public static long addToGroup(AsyncToken token, AsyncGroup group) { return add(token, group); }

  /** A value as a group member (upstream's LLVM lowering supports only tokens). */
  public static long addToGroup(AsyncValue value, AsyncGroup group) { return add(value, group); }

  private static long add(AsyncObject member, AsyncGroup group) {
    RefCounts.use(member, ADD_TO_GROUP);
    RefCounts.use(group, ADD_TO_GROUP);
    long rank = group.nextRank();
    if (member.isReady()) {
      group.memberDone(member.isError());
    } else {
      RefCounts.internalAdd(group);
      // A token's own slot first (no allocation); values, and tokens already in a group, wait.
      if (!member.joinGroup(group) && !member.addWaiter(new GroupMember(group))) {
        group.memberDone(member.isError()); // completed meanwhile
        RefCounts.internalDrop(group);
      }
    }
    return rank;
  }

  private static final String ADD_TO_GROUP = "async.runtime.add_to_group";

  // ---- awaiting ---------------------------------------------------------------------------

  /**
   * {@code async.runtime.await} (blocking; outside coroutines). An MLIR-level error does not throw
   * (the generated {@code cf.assert} reports it); an error that a task of the current call's
   * failure caused rethrows that failure.
   */
  public static void await(AsyncToken token, ProgramRuntime program) { blockingAwait(token, program); }

  public static void await(AsyncValue value, ProgramRuntime program) { blockingAwait(value, program); }

  /** Returns when every member completed (available or error). */
  public static void await(AsyncGroup group, ProgramRuntime program) { blockingAwait(group, program); }

  public static void await(AsyncToken token) { blockingAwait(token, ProgramRuntime.shared()); }

  public static void await(AsyncValue value) { blockingAwait(value, ProgramRuntime.shared()); }

  public static void await(AsyncGroup group) { blockingAwait(group, ProgramRuntime.shared()); }

  private static final String AWAIT = "async.runtime.await";

  private static void blockingAwait(AsyncObject o, ProgramRuntime program) {
    RefCounts.use(o, AWAIT);
    BlockingAwait.await(o, AWAIT, program);
  }

  /**
   * {@code async.runtime.await_and_resume}: resumes {@code handle} once the object is ready (on a
   * worker for a frame; by unparking for a thread coroutine). If it is ready already, the
   * resumption is scheduled at once, never run on this thread, so chains of ready awaits do not
   * grow the stack.
   */
  public static void awaitAndResume(AsyncToken token, CoroHandle handle) { awaitThenResume(token, handle); }

  public static void awaitAndResume(AsyncValue value, CoroHandle handle) { awaitThenResume(value, handle); }

  public static void awaitAndResume(AsyncGroup group, CoroHandle handle) { awaitThenResume(group, handle); }

  private static void awaitThenResume(AsyncObject o, CoroHandle handle) {
    RefCounts.use(o, AWAIT_AND_RESUME);
    if (!o.addWaiter(handle)) handle.dispatch();
  }

  private static final String AWAIT_AND_RESUME = "async.runtime.await_and_resume";

  /**
   * What a state machine asks before it saves itself at an {@code await_and_resume}: true if the
   * object is already complete, so the coroutine goes on without suspending (and, on its first
   * run, without ever allocating a frame).
   */
  public static boolean isReady(AsyncToken token) { return isReadyForAwait(token); }

  public static boolean isReady(AsyncValue value) { return isReadyForAwait(value); }

  public static boolean isReady(AsyncGroup group) { return isReadyForAwait(group); }

  private static boolean isReadyForAwait(AsyncObject o) {
    RefCounts.use(o, AWAIT_AND_RESUME);
    return o.isReady();
  }

  /** {@code async.runtime.resume}: continues the coroutine on a worker. */
  public static void resume(CoroHandle handle) { handle.dispatch(); }

  // ---- values -----------------------------------------------------------------------------

  /** {@code async.runtime.store} of {@code i64}, {@code index}. */
  public static void storeLong(long payload, AsyncValue value) { value.storeBits(payload); }

  /** Of {@code i1} to {@code i32} (and f16/bf16 bits). */
  public static void storeInt(int payload, AsyncValue value) { value.storeBits(payload); }

  public static void storeFloat(float payload, AsyncValue value) {
    value.storeBits(Float.floatToRawIntBits(payload));
  }

  public static void storeDouble(double payload, AsyncValue value) {
    value.storeBits(Double.doubleToRawLongBits(payload));
  }

  /** Of any other type (memref descriptors, ...). */
  public static void storeObject(Object payload, AsyncValue value) { value.storeRef(payload); }

  /** {@code async.runtime.load}; the value must be available. */
  public static long loadLong(AsyncValue value) { return value.loadBits(); }

  public static int loadInt(AsyncValue value) { return (int) value.loadBits(); }

  public static float loadFloat(AsyncValue value) { return Float.intBitsToFloat((int) value.loadBits()); }

  public static double loadDouble(AsyncValue value) { return Double.longBitsToDouble(value.loadBits()); }

  public static Object loadObject(AsyncValue value) { return value.loadRef(); }

  // ---- reference counts -------------------------------------------------------------------

  /** {@code async.runtime.add_ref}: nothing unless reference counts are checked. */
  public static void addRef(AsyncObject object, long count) {
    RefCounts.addRef(object, count, "async.runtime.add_ref");
  }

  /** {@code async.runtime.drop_ref}: nothing unless reference counts are checked. */
  public static void dropRef(AsyncObject object, long count) {
    RefCounts.dropRef(object, count, "async.runtime.drop_ref");
  }

  // ---- workers ----------------------------------------------------------------------------

  /** {@code async.runtime.num_worker_threads}: the program's worker count. */
  public static long numWorkerThreads(ProgramRuntime program) { return program.workerThreads(); }

  public static long numWorkerThreads() { return numWorkerThreads(ProgramRuntime.shared()); }

  /**
   * {@code mlirAsyncRuntimePrintCurrentThreadId()}: prints {@code Current thread id: N} and a
   * newline, as upstream does (N is the Java thread id; upstream prints the native one).
   */
  public static void printCurrentThreadId() {
    RunnerOutput.stream().print("Current thread id: " + Thread.currentThread().threadId() + "\n");
  }
}
