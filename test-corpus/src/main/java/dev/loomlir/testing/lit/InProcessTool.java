package dev.loomlir.testing.lit;

import dev.loomlir.cli.Main;
import dev.loomlir.testing.FileCheck;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** A RUN-line command run inside the test JVM: arguments (without the name), streams, exit code. */
@FunctionalInterface
public interface InProcessTool {
  /** {@code loomlir}: its whole command line, as {@code Main.run}. */
  InProcessTool LOOMLIR = (args, in, out, err) -> Main.run(args.toArray(String[]::new), in, out, err);
  /** {@code FileCheck}: ours, which reports on stderr only. */
  InProcessTool FILECHECK = (args, in, out, err) -> FileCheck.run(args, in, err);

  int run(List<String> args, InputStream in, PrintStream out, PrintStream err);

  /** Runs the tool with {@code stdin} as its input; returns its exit code and what it printed. */
  default CapturedRun capture(List<String> args, byte[] stdin) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code;
    try (PrintStream outStream = new PrintStream(out, true, StandardCharsets.UTF_8);
         PrintStream errStream = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      code = run(args, new ByteArrayInputStream(stdin), outStream, errStream);
    }
    return new CapturedRun(code, out.toByteArray(), err.toByteArray());
  }
}
