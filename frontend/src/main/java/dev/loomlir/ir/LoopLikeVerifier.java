package dev.loomlir.ir;

import java.util.List;

/** Upstream's {@code LoopLikeOpInterface} verifier, shared by the loops that carry values (scf.for, affine.for). */
public final class LoopLikeVerifier {
  private LoopLikeVerifier() {}

  /** The inits, region iter_args, yielded values (empty when the body does not yield yet) and results line up. */
  public static void verify(Operation op, List<Value> inits, List<BlockArgument> iterArgs, List<Value> yielded) {
    if (inits.size() != iterArgs.size()) {
      throw DiagnosticException.opError(op, "different number of inits and region iter_args: " + inits.size()
          + " != " + iterArgs.size());
    }
    if (!yielded.isEmpty() && yielded.size() != iterArgs.size()) {
      throw DiagnosticException.opError(op, "different number of region iter_args and yielded values: "
          + iterArgs.size() + " != " + yielded.size());
    }
    if (op.numResults() != iterArgs.size()) {
      throw DiagnosticException.opError(op, "different number of loop results and region iter_args: "
          + op.numResults() + " != " + iterArgs.size());
    }
    for (int i = 0; i < iterArgs.size(); i++) {
      Type arg = iterArgs.get(i).type();
      if (!inits.get(i).type().equals(arg)) {
        throw DiagnosticException.opError(op, i + "-th init and " + i + "-th region iter_arg have different type: "
            + q(inits.get(i).type()) + " != " + q(arg));
      }
      if (!yielded.isEmpty() && !yielded.get(i).type().equals(arg)) {
        throw DiagnosticException.opError(op, i + "-th region iter_arg and " + i + "-th yielded value have different type: "
            + q(arg) + " != " + q(yielded.get(i).type()));
      }
      if (!op.result(i).type().equals(arg)) {
        throw DiagnosticException.opError(op, i + "-th region iter_arg and " + i + "-th loop result have different type: "
            + q(arg) + " != " + q(op.result(i).type()));
      }
    }
  }

  private static String q(Type t) { return "'" + t + "'"; }
}
