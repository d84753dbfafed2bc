package dev.loomlir.runtime.async.stress.run;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The jcstress tests of the async runtime in quick mode ({@link JcstressRun#QUICK}): fails on any
 * forbidden outcome, timeout or crash, with the failing configurations' tables in the message.
 * jcstress's own output goes to {@code target/jcstress-quick.txt} and its HTML report to
 * {@code target/jcstress-quick/}; a passing run prints one line.
 */
class AsyncRuntimeStressTest {
  @Test
  void quickModeFindsNoForbiddenOutcome() throws Exception {
    Path target = targetDirectory();
    Path output = target.resolve("jcstress-quick.txt");
    long start = System.nanoTime();
    JcstressReport report = JcstressRun.run(JcstressRun.QUICK, target.resolve("jcstress-quick"), output,
        null, Duration.ofMinutes(10));
    long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start);
    assertTrue(report.passed(), () -> "jcstress quick mode: " + report.summary() + "\n"
        + report.failures() + "full output: " + output);
    long noisy = report.forksWithErrorOutput();
    System.out.println("jcstress quick mode: " + report.summary() + ", " + seconds + " s"
        + (noisy > 0 ? "; " + noisy + " forks wrote to stderr, see " + output : ""));
  }

  /** This module's build directory (target/, or what -Dloomlir.target names): test-classes' parent. */
  private static Path targetDirectory() throws URISyntaxException {
    return Path.of(AsyncRuntimeStressTest.class.getProtectionDomain().getCodeSource().getLocation().toURI())
        .getParent();
  }
}
