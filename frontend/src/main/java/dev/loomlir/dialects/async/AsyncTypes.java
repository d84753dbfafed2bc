package dev.loomlir.dialects.async;

import dev.loomlir.ir.TypeConstraint;

/** The async dialect's type constraints, with upstream's descriptions (they appear in verifier errors). */
public final class AsyncTypes {
  private AsyncTypes() {}

  public static final TypeConstraint TOKEN =
      new TypeConstraint("async token type", TokenType.class::isInstance, TokenType.INSTANCE);
  public static final TypeConstraint VALUE = TypeConstraint.of("async value type", ValueType.class::isInstance);
  public static final TypeConstraint GROUP =
      new TypeConstraint("async group type", GroupType.class::isInstance, GroupType.INSTANCE);
  public static final TypeConstraint CORO_ID =
      new TypeConstraint("switched-resume coroutine identifier", CoroIdType.class::isInstance, CoroIdType.INSTANCE);
  public static final TypeConstraint CORO_HANDLE =
      new TypeConstraint("coroutine handle", CoroHandleType.class::isInstance, CoroHandleType.INSTANCE);
  public static final TypeConstraint CORO_STATE =
      new TypeConstraint("saved coroutine state", CoroStateType.class::isInstance, CoroStateType.INSTANCE);

  /** ODS {@code Async_AnyValueOrTokenType}. */
  public static final TypeConstraint VALUE_OR_TOKEN = VALUE.or(TOKEN);

  /** ODS {@code Async_AnyAsyncType}: anything reference counted by the runtime. */
  public static final TypeConstraint ANY_ASYNC = VALUE.or(TOKEN).or(GROUP);
}
