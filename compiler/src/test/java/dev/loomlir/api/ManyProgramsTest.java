package dev.loomlir.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Compiling, calling and closing programs in a loop leaks nothing: in a JVM of its own with a
 * 64 MiB heap, 1,000 async programs are compiled, called and closed; the first one's class loader
 * is collected, the heap in use after the last is within a few MiB of what it was after the 100th,
 * and no thread is left behind ({@link ManyProgramsMain} prints what it measured).
 */
class ManyProgramsTest {
  @Test
  void aThousandProgramsLeaveNoClassesMemoryOrThreadsBehind() throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process p = new ProcessBuilder(java, "-Xmx64m", "-cp", System.getProperty("java.class.path"),
        ManyProgramsMain.class.getName(), "1000").redirectErrorStream(true).start();
    boolean done = p.waitFor(600, TimeUnit.SECONDS);
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!done) p.destroyForcibly();
    assertTrue(done, "the loop did not finish in 10 minutes:\n" + out);
    assertEquals(0, p.exitValue(), out);
    List<String> lines = out.lines().toList();
    assertTrue(lines.contains("first loader collected: true"), out);
    assertTrue(lines.contains("threads left: 0"), out);
    long early = value(lines, "heap after 100 programs (KiB): ");
    long late = value(lines, "heap after 1000 programs (KiB): ");
    assertTrue(late - early < 8 * 1024, "heap grew from " + early + " to " + late + " KiB:\n" + out);
  }

  private static long value(List<String> lines, String prefix) throws IOException {
    for (String l : lines) if (l.startsWith(prefix)) return Long.parseLong(l.substring(prefix.length()).trim());
    throw new IOException("no line '" + prefix + "'");
  }
}
