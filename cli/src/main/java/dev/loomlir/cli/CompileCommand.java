package dev.loomlir.cli;

import java.util.List;

/** {@code loomlir compile}: compile a program into a jar that {@code java -jar} runs. */
final class CompileCommand {
  static final CliCommand COMMAND = new CliCommand("compile", List.of(
      "Compile an MLIR program into a self-contained jar: the generated classes, the loomlir "
          + "runtime and a launcher that runs the entry point. Run it with 'java -jar OUT.jar' (Java 21 or newer).",
      "Classes named by Java bindings (loomlir.java) are not included: put them on the class path."),
      ProgramOptions.FILE_DESCRIPTION, ProgramOptions.OPTIONS, true).with(List.of(
          CliOption.value("-o", "OUT.jar", "The jar to write.").asRequired(),
          CliOption.flag("--aot-cache", "Also write the JVM's start-up cache for the jar, made by running it once "
              + "with this JDK: OUT.aot on JDK 25+ (java -XX:AOTCache=OUT.aot -jar OUT.jar), OUT.jsa on JDK 21-24 "
              + "(java -XX:SharedArchiveFile=OUT.jsa -jar OUT.jar)."),
          CliOption.value("--java-facade", "CLASS", "Also write a typed Java facade, CLASS (e.g. com.example.Kernels), "
              + "into the jar, source and class: one public static method per public function, calling it directly. "
              + "Without the entry point (and without -e), the jar is a library for the class path.")));

  private CompileCommand() {}
}
