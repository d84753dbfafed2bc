package dev.loomlir.runtime.async;

/** Test helpers: coroutine frames from lambdas, as generated code would write them by hand. */
final class Tasks {
  private Tasks() {}

  /** A one-shot frame running {@code body} when resumed. */
  static CoroFrame frame(Runnable body) {
    return new CoroFrame() {
      private static final long serialVersionUID = 1L;

      @Override
      public void resume() { body.run(); }
    };
  }

  /** What {@code async.execute { body; async.yield }} becomes: a token completed by a task. */
  static AsyncToken spawn(Runnable body) {
    AsyncToken token = AsyncRuntime.createToken();
    AsyncRuntime.resume(frame(() -> {
      body.run();
      AsyncRuntime.setAvailable(token);
    }));
    return token;
  }
}
