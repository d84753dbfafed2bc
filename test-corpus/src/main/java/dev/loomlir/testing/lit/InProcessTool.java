package dev.loomlir.testing.lit;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;

/** A RUN-line command run inside the test JVM: arguments (without the name), streams, exit code. */
@FunctionalInterface
public interface InProcessTool {
  int run(List<String> args, InputStream in, PrintStream out, PrintStream err);
}
