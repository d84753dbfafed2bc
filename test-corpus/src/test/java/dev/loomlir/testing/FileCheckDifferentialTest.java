package dev.loomlir.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loomlir.testing.lit.Subprocess;
import dev.loomlir.testsupport.ToolRequirement;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/** Our FileCheck must pass and fail exactly where LLVM's FileCheck-22 does. */
class FileCheckDifferentialTest {
  @TempDir Path dir;

  @TestFactory
  Stream<DynamicTest> agreesWithUpstreamFileCheck() {
    Path fileCheck = ToolRequirement.require("FileCheck-22");
    return FileCheckCases.ALL.stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> {
      int upstream = runUpstream(fileCheck, c);
      int ours = FileCheckTest.exitCode(c.check(), c.input(), c.args());
      assertEquals(upstream == 0, ours == 0,
          () -> "FileCheck-22 exit " + upstream + ", ours " + ours + "\ncheck:\n" + c.check() + "\ninput:\n" + c.input());
      assertEquals(upstream, ours, "exit codes differ");
    }));
  }

  private int runUpstream(Path fileCheck, FileCheckCases.Case c) throws Exception {
    Path caseDir = Files.createDirectories(dir.resolve(c.name()));
    Path check = Files.writeString(caseDir.resolve("check.txt"), c.check());
    Path input = Files.writeString(caseDir.resolve("input.txt"), c.input());
    List<String> command = new ArrayList<>(List.of(fileCheck.toString(), check.toString()));
    command.addAll(c.args());
    command.add("--input-file=" + input);
    ProcessBuilder quiet = new ProcessBuilder(command).redirectErrorStream(true)
        .redirectOutput(ProcessBuilder.Redirect.DISCARD);
    return Subprocess.run(quiet, new byte[0], Duration.ofSeconds(30))
        .orElseThrow(() -> new AssertionError("FileCheck-22 timed out")).exitCode();
  }
}
