package dev.loomlir.runtime.async;

/** {@code !async.token}: signals that an asynchronous operation finished (or failed). */
public final class AsyncToken extends AsyncObject {
  AsyncToken(RefCountRecord refCounts) { super(refCounts); }

  @Override
  String kind() { return "async.token"; }
}
