// RUN: loomlir opt %s --async-runtime-ref-counting --split-input-file --verify-diagnostics

func.func @high_level_await(%t: !async.token) {
  // expected-error @+1 {{async operations must be lowered to async runtime operations}}
  async.await %t : !async.token
  return
}
