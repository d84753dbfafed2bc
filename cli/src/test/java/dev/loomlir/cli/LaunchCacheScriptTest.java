package dev.loomlir.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.testsupport.RepositoryRoot;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher's caches (scripts/launch-cache.sh) with a fake JDK whose {@code java} logs its
 * arguments and writes the files the real one would: which cache a JDK gets, that it is trained
 * once per jar and JDK (also by two launchers at once), that a failed training is not retried,
 * and that the run cache's key follows the bytes of the files named. What the real JVM does with
 * a cache is StartupCacheTest's.
 */
class LaunchCacheScriptTest {
  @TempDir Path dir;
  private Path log;
  private Path root;

  @BeforeEach
  void checkout() throws Exception {
    log = dir.resolve("java.log");
    root = dir.resolve("checkout");
    Files.createDirectories(root.resolve("cli/target"));
    Files.writeString(root.resolve("cli/target/loomlir.jar"), "jar one");
  }

  @Test
  void jdk25GetsAnAotCacheTrainedOnceAndNamedByJarAndJdk() throws Exception {
    Path jdk = fakeJdk("jdk25", "25.0.3");
    List<String> first = startupOptions(jdk, Map.of());
    String cache = first.get(0).replace("-XX:AOTCache=", "");
    assertTrue(cache.startsWith(root + "/cli/target/loomlir-") && cache.endsWith("-25.0.3.aot"), cache);
    assertTrue(cache.contains(jdk.toString().replace('/', '_')), cache);
    assertEquals(List.of("-XX:AOTCache=" + cache, "-Xlog:aot*=off", "-Xlog:cds*=off", "-Dloomlir.startupCache=" + cache),
        first);
    assertEquals("cache", Files.readString(Path.of(cache)).strip());
    List<String> calls = calls();
    assertEquals(3, calls.size(), calls::toString);
    assertTrue(calls.get(0).contains("-XX:AOTMode=record") && calls.get(0).contains("dev.loomlir.cli.StartupTraining"));
    assertTrue(calls.get(1).contains("-XX:AOTMode=create"));
    assertTrue(calls.get(2).contains("-XX:AOTMode=on") && calls.get(2).contains("--version"), calls.get(2));

    assertEquals(first, startupOptions(jdk, Map.of()));
    assertEquals(3, calls().size(), "a second launch trains nothing");
    assertTrue(Files.readString(root.resolve("cli/target/loomlir.jar.sha256")).strip().matches("[0-9a-f]{16}"));

    Thread.sleep(20);
    Files.writeString(root.resolve("cli/target/loomlir.jar"), "jar two");
    List<String> rebuilt = startupOptions(jdk, Map.of());
    assertNotEquals(first, rebuilt, "a new jar gets a new cache");
    assertEquals(6, calls().size());
  }

  /** Each workload has its own cache, trained on that workload only. */
  @Test
  void eachWorkloadGetsItsOwnCache() throws Exception {
    Path jdk = fakeJdk("jdk25", "25.0.3");
    assertEquals("info opt opt opt full full full", bash(jdk, Map.of(),
        "for c in --version opt --help '' run compile bench; do startup_workload \"$c\"; printf '%s ' \"$workload\"; done").strip());
    List<String> caches = new ArrayList<>();
    for (String workload : List.of("info", "opt", "full")) {
      String out = bash(jdk, Map.of(), "read_jar_id; startup_cache_options " + workload + "; printf '%s\\n' \"${startup[@]}\"");
      String cache = out.lines().findFirst().orElseThrow().replace("-XX:AOTCache=", "");
      assertTrue(cache.contains("-" + workload + "-"), cache);
      caches.add(cache);
    }
    assertEquals(3, caches.stream().distinct().count(), caches::toString);
    List<String> records = calls().stream().filter(c -> c.contains("-XX:AOTMode=record")).toList();
    assertEquals(3, records.size(), records::toString);
    assertTrue(records.get(0).endsWith("StartupTraining " + root + " info"), records.get(0));
    assertTrue(records.get(1).endsWith("StartupTraining " + root + " opt"), records.get(1));
    assertTrue(records.get(2).endsWith("StartupTraining " + root + " full"), records.get(2));
  }

  /**
   * A run-cache hit on JDK 25 records the program's own cache on its first hit and starts with it
   * after; the program's exit status is the run's.
   */
  @Test
  void aRunCacheHitRecordsTheProgramsOwnCacheOnce() throws Exception {
    Path jdk = fakeJdk("jdk25", "25.0.3");
    Path entry = entryRunTwiceBefore();
    String hit = onHit(entry)
        + "program_cache_options && s=0 || s=$?; echo \"state $s\"; "
        + "if [ $s = 1 ]; then program_cache_background=0; record_program_cache -cp \"$jar:$run_entry/program.jar\" Main && r=0 || r=$?; echo \"exit $r\"; fi; "
        + "printf '%s\\n' \"${startup[@]}\"";
    String first = bash(jdk, Map.of(), hit);
    assertTrue(first.startsWith("state 1\nexit 0\n"), first);
    assertEquals("cache", Files.readString(entry.resolve("program.aot")).strip());
    List<String> calls = calls();
    String record = calls.get(calls.size() - 2);
    String create = calls.get(calls.size() - 1);
    assertTrue(record.contains("-XX:AOTMode=record") && record.contains("-XX:-DisplayVMOutput")
        && record.endsWith("-cp " + root + "/cli/target/loomlir.jar:" + entry + "/program.jar Main"), record);
    assertTrue(create.contains("-XX:AOTMode=create") && create.contains("-XX:AOTCache=" + entry + "/program.aot.tmp."), create);
    try (var files = Files.list(entry)) {
      assertEquals(List.of("hits", "program.aot"), files.map(f -> f.getFileName().toString()).sorted().toList(),
          "no temporary file left");
    }

    String second = bash(jdk, Map.of(), hit);
    String cache = entry.resolve("program.aot").toString();
    assertEquals("state 0\n-XX:AOTCache=" + cache + "\n-Xlog:aot*=off\n-Xlog:cds*=off\n-Dloomlir.startupCache=" + cache, second);
  }

  /** The first two hits keep loomlir's cache; the third records the program's own. */
  @Test
  void theThirdHitRecords() throws Exception {
    Path jdk = fakeJdk("jdk25", "25.0.3");
    Path entry = dir.resolve("fresh-entry");
    Files.createDirectories(entry);
    String state = onHit(entry) + "program_cache_options && s=0 || s=$?; echo \"state $s\"";
    assertEquals("state 2", bash(jdk, Map.of(), state));
    assertEquals("state 2", bash(jdk, Map.of(), state));
    assertEquals("state 1", bash(jdk, Map.of(), state));
    assertEquals("xx", Files.readString(entry.resolve("hits")));
  }

  /**
   * By default the cache is created in the background, after the program's exit status is known;
   * hits meanwhile (a marker names the living creator) use loomlir's cache rather than record again.
   */
  @Test
  void theProgramsCacheIsCreatedInTheBackgroundOnce() throws Exception {
    Path jdk = fakeJdk("jdk25", "25.0.3");
    Path entry = entryRunTwiceBefore();
    String state = onHit(entry)
        + "program_cache_options && s=0 || s=$?; echo \"state $s\"";
    Process creator = new ProcessBuilder("sleep", "30").start();
    try {
      Files.writeString(entry.resolve("program.aot.pending"), creator.pid() + "\n");
      assertEquals("state 2", bash(jdk, Map.of(), state), "a living creator: no second recording");
    } finally {
      creator.destroy();
      creator.waitFor();
    }
    assertEquals("state 1", bash(jdk, Map.of(), state), "a creator that is gone leaves a stale marker only");

    assertEquals("exit 0", bash(jdk, Map.of("FAKE_JAVA_SLOW", "1"), onHit(entry) + "program_cache_options || true; record_program_cache -cp x Main && echo \"exit 0\""));
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (!Files.exists(entry.resolve("program.aot")) && System.nanoTime() < deadline) Thread.sleep(50);
    assertEquals("cache", Files.readString(entry.resolve("program.aot")).strip());
    while (Files.exists(entry.resolve("program.aot.pending")) && System.nanoTime() < deadline) Thread.sleep(50);
    try (var files = Files.list(entry)) {
      assertEquals(List.of("hits", "program.aot"), files.map(f -> f.getFileName().toString()).sorted().toList(),
          "no marker or temporary file left");
    }
  }

  @Test
  void aProgramWhoseRecordingFailsKeepsLoomlirsCacheAndItsExitStatus() throws Exception {
    Path jdk = fakeJdk("jdk25", "25.0.3");
    bash(jdk, Map.of(), "read_jar_id; startup_cache_options full");
    Path entry = entryRunTwiceBefore();
    String record = onHit(entry) + "program_cache_options || true; "
        + "program_cache_background=0; record_program_cache -cp x Main && echo \"exit 0\" || echo \"exit $?\"";
    assertEquals("exit 1", bash(jdk, Map.of("FAKE_JAVA_FAILS", "1"), record));
    assertTrue(Files.exists(entry.resolve("program.aot.failed")));
    String state = onHit(entry)
        + "program_cache_options && s=0 || s=$?; echo \"state $s\"; printf '%s\\n' \"${startup[@]}\"";
    String out = bash(jdk, Map.of(), state);
    assertTrue(out.startsWith("state 2\n-XX:AOTCache=" + root + "/cli/target/loomlir-"), out);
    Files.delete(entry.resolve("program.aot.failed"));
    assertTrue(bash(jdk, Map.of("LOOMLIR_JAVA_OPTS", "-XX:+PrintCompilation"), state).startsWith("state 2"),
        "record mode would silence what the user asked the JVM to print");
    assertTrue(bash(jdk, Map.of("LOOMLIR_CDS", "cds"), state).startsWith("state 2"), "JDK 21-24's archive has no per-program form");
  }

  @Test
  void jdk21GetsAClassDataSharingArchive() throws Exception {
    Path jdk = fakeJdk("jdk21", "21.0.2");
    List<String> options = startupOptions(jdk, Map.of());
    String archive = options.get(0).replace("-XX:SharedArchiveFile=", "");
    assertTrue(archive.endsWith("-21.0.2.jsa"), archive);
    assertEquals(List.of("-XX:SharedArchiveFile=" + archive, "-Xlog:cds*=off", "-Dloomlir.startupCache=" + archive),
        options);
    List<String> calls = calls();
    assertEquals(1, calls.size(), calls::toString);
    assertTrue(calls.get(0).contains("-XX:ArchiveClassesAtExit=" + archive + ".tmp."), calls.get(0));
    assertTrue(!calls.get(0).contains("aot"), "JDK 21 has no [aot] log tag: " + calls.get(0));
  }

  @Test
  void theCacheCanBeTurnedOffOrLeftToTheUser() throws Exception {
    Path jdk = fakeJdk("jdk25", "25.0.3");
    assertEquals(List.of(), startupOptions(jdk, Map.of("LOOMLIR_CDS", "0")));
    assertEquals(List.of(), startupOptions(jdk, Map.of("LOOMLIR_JAVA_OPTS", "-Xmx1g -Xshare:off")));
    assertEquals(List.of(), calls());
    assertTrue(startupOptions(jdk, Map.of("LOOMLIR_CDS", "cds")).get(0).startsWith("-XX:SharedArchiveFile="));
  }

  @Test
  void aFailedTrainingLeavesAMarkerAndIsNotRetried() throws Exception {
    Path jdk = fakeJdk("jdk25", "25.0.3");
    assertEquals(List.of(), startupOptions(jdk, Map.of("FAKE_JAVA_FAILS", "1")));
    int tries = calls().size();
    assertEquals(List.of(), startupOptions(jdk, Map.of()));
    assertEquals(tries, calls().size());
    try (var files = Files.list(root.resolve("cli/target"))) {
      assertEquals(List.of(), files.map(Path::toString).filter(f -> f.contains(".tmp.")).toList(), "no temporary file left");
    }
  }

  /** Two launchers at once: one trains (the other waits on the lock), and both get the whole cache. */
  @Test
  void twoLaunchersAtOnceTrainOnce() throws Exception {
    Path jdk = fakeJdk("jdk25", "25.0.3");
    Process a = start(jdk, Map.of("FAKE_JAVA_SLOW", "1"));
    Process b = start(jdk, Map.of("FAKE_JAVA_SLOW", "1"));
    String outA = finish(a);
    String outB = finish(b);
    assertEquals(outA, outB);
    assertTrue(outA.contains("-XX:AOTCache="), outA);
    assertEquals(1, calls().stream().filter(c -> c.contains("-XX:AOTMode=record")).count(), calls()::toString);
  }

  @Test
  void theRunCacheKeyFollowsTheBytesOfTheFilesNamed() throws Exception {
    Path jdk = fakeJdk("jdk25", "25.0.3");
    Path program = dir.resolve("p.mlir");
    Files.writeString(program, "one");
    String first = runKey(jdk, program.toString(), "-e", "main");
    assertTrue(first.startsWith(dir.resolve("cache/run/") + "/"), first);
    assertEquals(first, runKey(jdk, program.toString(), "-e", "main"));
    assertNotEquals(first, runKey(jdk, program.toString(), "-e", "other"), "the arguments are in the key");
    Files.writeString(program, "two");
    assertNotEquals(first, runKey(jdk, program.toString(), "-e", "main"), "and so are the file's bytes");
    for (String asksForMore : List.of("-", "--mlir-print-ir-after-all", "--help", "-V")) {
      assertEquals("none", runKey(jdk, program.toString(), asksForMore));
    }
    assertEquals("none", runKey(jdk, "-e", "main"), "standard input is never cached");
  }

  /** A run-cache entry whose program ran from the cache twice before: the next hit records. */
  private Path entryRunTwiceBefore() throws Exception {
    Path entry = Files.createDirectories(dir.resolve("entry"));
    Files.writeString(entry.resolve("hits"), "xx");
    return entry;
  }

  /** The launcher's state on a run-cache hit of the entry folder {@code entry}, before the program's cache. */
  private static String onHit(Path entry) {
    return "read_jar_id; startup_cache_options full; run_entry='" + entry + "'; ";
  }

  private String runKey(Path jdk, String... args) throws Exception {
    StringBuilder quoted = new StringBuilder();
    for (String a : args) quoted.append(" '").append(a).append('\'');
    return bash(jdk, Map.of("LOOMLIR_CACHE", dir.resolve("cache").toString()),
        "read_jar_id; if run_cache_lookup" + quoted + "; then echo \"$run_entry\"; else echo none; fi");
  }

  private List<String> startupOptions(Path jdk, Map<String, String> env) throws Exception {
    String out = bash(jdk, env, "read_jar_id; startup_cache_options; printf '%s\\n' \"${startup[@]}\"");
    return out.isEmpty() ? List.of() : List.of(out.split("\n"));
  }

  private String bash(Path jdk, Map<String, String> env, String script) throws Exception {
    return finish(start(jdk, env, script));
  }

  private Process start(Path jdk, Map<String, String> env) throws Exception {
    return start(jdk, env, "read_jar_id; startup_cache_options; printf '%s\\n' \"${startup[@]}\"");
  }

  /** Sources the launcher's scripts as ./loomlir does, with the fake JDK found, and runs {@code script}. */
  private Process start(Path jdk, Map<String, String> env, String script) throws Exception {
    Path scripts = RepositoryRoot.find().resolve("scripts");
    String prelude = "set -euo pipefail; . '" + scripts.resolve("jdk.sh") + "'; . '" + scripts.resolve("launch-cache.sh")
        + "'; root='" + root + "'; jar=\"$root/cli/target/loomlir.jar\"; require_jdk; ";
    ProcessBuilder pb = new ProcessBuilder("bash", "-c", prelude + script).redirectErrorStream(true);
    pb.environment().put("JAVA_HOME", jdk.toString());
    pb.environment().put("FAKE_JAVA_LOG", log.toString());
    pb.environment().remove("LOOMLIR_CDS");
    pb.environment().remove("LOOMLIR_JAVA_OPTS");
    pb.environment().remove("LOOMLIR_CACHE");
    pb.environment().putAll(env);
    return pb.start();
  }

  private static String finish(Process p) throws Exception {
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the script did not finish");
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    assertEquals(0, p.exitValue(), out);
    return out;
  }

  private List<String> calls() throws Exception {
    return Files.exists(log) ? Files.readAllLines(log) : new ArrayList<>();
  }

  /** A JDK folder whose release file says {@code version} and whose java acts as described above. */
  private Path fakeJdk(String name, String version) throws Exception {
    Path home = dir.resolve(name);
    Files.createDirectories(home.resolve("bin"));
    Files.writeString(home.resolve("release"), "JAVA_VERSION=\"" + version + "\"\n");
    String java = """
        #!/usr/bin/env bash
        echo "$*" >>"$FAKE_JAVA_LOG"
        mode=""; conf=""; cache=""
        for a in "$@"; do
          case "$a" in
            -XX:AOTMode=*) mode="${a#*=}";;
            -XX:AOTConfiguration=*) conf="${a#*=}";;
            -XX:AOTCache=*) cache="${a#*=}";;
            -XX:ArchiveClassesAtExit=*) echo archive >"${a#*=}";;
          esac
        done
        [ -z "${FAKE_JAVA_FAILS:-}" ] || exit 1
        if [ "$mode" = record ]; then sleep "${FAKE_JAVA_SLOW:-0}"; echo conf >"$conf"; fi
        if [ "$mode" = create ]; then echo cache >"$cache"; fi
        exit 0
        """;
    for (String tool : List.of("java", "javac")) {
      Path p = home.resolve("bin").resolve(tool);
      Files.writeString(p, java);
      Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
    return home;
  }
}
